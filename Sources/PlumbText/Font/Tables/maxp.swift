/// `maxp` — Maximum profile (OpenType spec, "maxp — Maximum Profile").
/// Only `numGlyphs` is used; versions 0.5 (CFF) and 1.0 (TrueType) are accepted.
struct MaxpTable: Sendable {
    static let tag: FontTag = "maxp"

    var numGlyphs: UInt16

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let version = try r.u32()
        guard version == 0x0000_5000 || version == 0x0001_0000 else {
            throw FontError(.unsupported("version 0x\(String(version, radix: 16))"), table: Self.tag)
        }
        numGlyphs = try r.u16()
    }
}
