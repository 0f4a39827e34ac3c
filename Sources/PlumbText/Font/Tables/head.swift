/// `head` — Font header table (OpenType spec, "head — Font Header Table").
struct HeadTable: Sendable {
    static let tag: FontTag = "head"

    var unitsPerEm: UInt16
    var flags: UInt16
    var xMin: Int16, yMin: Int16, xMax: Int16, yMax: Int16
    var macStyle: UInt16
    /// 0 = short (`Offset16`/2) `loca` offsets, 1 = long (`Offset32`).
    var indexToLocFormat: Int16

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2 + 4 + 4 + 4)  // minorVersion, fontRevision, checksumAdjustment, magicNumber
        flags = try r.u16()
        unitsPerEm = try r.u16()
        // Spec range is 16...16384; accept anything non-zero so odd fonts still load.
        guard unitsPerEm > 0 else { throw .malformed("unitsPerEm is 0", table: Self.tag) }
        try r.skip(16)  // created, modified
        xMin = try r.i16()
        yMin = try r.i16()
        xMax = try r.i16()
        yMax = try r.i16()
        macStyle = try r.u16()
        try r.skip(4)  // lowestRecPPEM, fontDirectionHint
        indexToLocFormat = try r.i16()
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw .malformed("indexToLocFormat \(indexToLocFormat)", table: Self.tag)
        }
    }
}
