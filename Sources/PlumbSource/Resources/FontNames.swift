import Foundation

/// A font file the app ships (`.ttf`, `.otf`): its path and the names `Font.custom(_:size:)`
/// and `UIFont(name:size:)` find it by.
public struct ShippedFont: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// Its PostScript name (name ID 6, `Inter-Bold`), full name (ID 4, `Inter Bold`) and
    /// family (ID 1 or the typographic family, ID 16), those present.
    public let names: [String]
}

/// The names in a font file's `name` table, read through bounds-checked accessors so that a
/// damaged file gives no names rather than a trap.
///
/// OpenType's `name` table (https://learn.microsoft.com/en-us/typography/opentype/spec/name):
/// a table directory (`sfntVersion`, `numTables` at 4, 16-byte records from 12: tag,
/// checksum, offset, length) locates `name`; its header (`version`, `count`, `storageOffset`)
/// is followed by 12-byte records (platform, encoding, language, name ID, length, offset).
/// Names of platform 3 (Windows) and 0 (Unicode) are UTF-16BE; platform 1 (Mac Roman) is
/// read as ASCII.
enum FontNames {
    static func read(_ b: [UInt8]) -> [String] {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= b.count ? Int(b[at]) << 8 | Int(b[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        // A collection's first face.
        var base = 0
        if b.starts(with: Array("ttcf".utf8)), let first = u32(12) { base = first }
        guard let tables = u16(base + 4), tables < 1024 else { return [] }
        var nameTable: Int?
        for t in 0..<tables {
            let record = base + 12 + 16 * t
            guard record + 16 <= b.count else { return [] }
            if Array(b[record..<record + 4]) == Array("name".utf8) { nameTable = u32(record + 8) }
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return [] }
        var found: [Int: String] = [:]
        for r in 0..<min(count, 4096) {
            let record = table + 6 + 12 * r
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                let offset = u16(record + 10), [1, 4, 6, 16].contains(nameID), found[nameID] == nil
            else { continue }
            let start = table + storage + offset
            guard start >= 0, start + length <= b.count, length > 0 else { continue }
            let bytes = b[start..<start + length]
            let name: String?
            switch platform {
            case 0, 3: name = TextResource.utf16(bytes, littleEndian: false)
            case 1: name = String(bytes: bytes.filter { $0 < 0x80 }, encoding: .ascii)
            default: name = nil
            }
            if let name, !name.isEmpty { found[nameID] = name }
        }
        var names: [String] = []
        for id in [6, 4, 16, 1] { if let n = found[id], !names.contains(n) { names.append(n) } }
        return names
    }
}
