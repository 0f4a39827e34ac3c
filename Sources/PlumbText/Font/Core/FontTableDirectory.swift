/// The table directory of one sfnt face, and the `ttcf` collection header
/// (OpenType spec, "Organization of an OpenType font": "Table directory" and
/// "Font collections").
struct FontTableDirectory: Sendable {
    struct Record: Sendable {
        var tag: FontTag
        var offset: Int
        var length: Int
    }

    /// The whole file; table offsets are relative to its start (also in collections).
    let file: FontData
    let sfntVersion: UInt32
    let records: [Record]

    static let trueTypeVersion: UInt32 = 0x0001_0000
    static let openTypeCFFVersion: UInt32 = 0x4F54_544F  // 'OTTO'
    static let appleTrueVersion: UInt32 = 0x7472_7565  // 'true'
    static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'

    /// Number of faces in `file`: 1 for a plain sfnt, `numFonts` for a collection.
    static func faceCount(in file: FontData) throws(FontError) -> Int {
        guard let version = file.u32(at: 0) else { throw FontError(.notAFont) }
        if version == collectionTag {
            return try collectionOffsets(in: file).count
        }
        guard isSfntVersion(version) else { throw FontError(.notAFont) }
        return 1
    }

    static func isSfntVersion(_ v: UInt32) -> Bool {
        v == trueTypeVersion || v == openTypeCFFVersion || v == appleTrueVersion
    }

    /// Offsets of the per-face table directories of a `ttcf` collection.
    static func collectionOffsets(in file: FontData) throws(FontError) -> [Int] {
        var r = file.reader(at: 4)
        _ = try r.u16()  // majorVersion
        _ = try r.u16()  // minorVersion
        let numFonts = Int(try r.u32())
        // Each offset needs 4 bytes; reject counts the data cannot hold before allocating.
        guard numFonts <= r.remaining / 4 else { throw FontError(.truncated) }
        var offsets: [Int] = []
        offsets.reserveCapacity(numFonts)
        for _ in 0..<numFonts { offsets.append(Int(try r.u32())) }
        return offsets
    }

    /// Parses the directory of face `faceIndex` (0 for a plain font file).
    init(file: FontData, faceIndex: Int) throws(FontError) {
        guard let version = file.u32(at: 0) else { throw FontError(.notAFont) }
        var directoryOffset = 0
        if version == Self.collectionTag {
            let offsets = try Self.collectionOffsets(in: file)
            guard faceIndex >= 0, faceIndex < offsets.count else {
                throw FontError(.faceIndexOutOfRange(index: faceIndex, count: offsets.count))
            }
            directoryOffset = offsets[faceIndex]
        } else {
            guard faceIndex == 0 else { throw FontError(.faceIndexOutOfRange(index: faceIndex, count: 1)) }
        }
        var r = file.reader(at: directoryOffset)
        let sfntVersion = try r.u32()
        guard Self.isSfntVersion(sfntVersion) else { throw FontError(.notAFont) }
        let numTables = Int(try r.u16())
        try r.skip(6)  // searchRange, entrySelector, rangeShift
        guard numTables <= r.remaining / 16 else { throw FontError(.truncated) }
        var records: [Record] = []
        records.reserveCapacity(numTables)
        for _ in 0..<numTables {
            let tag = try r.tag()
            _ = try r.u32()  // checksum (not verified)
            let offset = Int(try r.u32())
            let length = Int(try r.u32())
            records.append(Record(tag: tag, offset: offset, length: length))
        }
        self.file = file
        self.sfntVersion = sfntVersion
        self.records = records
    }

    func record(_ tag: FontTag) -> Record? {
        records.first { $0.tag == tag }
    }

    /// The bytes of `tag`, `nil` if the face has no such table; throws
    /// `.truncated` naming the table if its record points outside the file.
    func table(_ tag: FontTag) throws(FontError) -> FontData? {
        guard let rec = record(tag) else { return nil }
        guard let data = file.slice(at: rec.offset, length: rec.length) else {
            throw FontError(.truncated, table: tag)
        }
        return data
    }

    /// Like ``table(_:)`` but throws `.missingTable` when the table is absent.
    func requiredTable(_ tag: FontTag) throws(FontError) -> FontData {
        guard let data = try table(tag) else { throw FontError(.missingTable, table: tag) }
        return data
    }
}
