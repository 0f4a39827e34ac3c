/// `loca` — Index to location (OpenType spec, "loca — Index to Location").
///
/// `numGlyphs + 1` offsets into `glyf`, short (`Offset16`, stored ÷ 2) or
/// long (`Offset32`) according to `head.indexToLocFormat`.
struct LocaTable: Sendable {
    static let tag: FontTag = "loca"

    let data: FontData
    let isLong: Bool
    let numGlyphs: Int

    init(_ data: FontData, isLong: Bool, numGlyphs: Int) throws(FontError) {
        let needed = (numGlyphs + 1) * (isLong ? 4 : 2)
        guard data.count >= needed else { throw FontError(.truncated, table: Self.tag) }
        self.data = data
        self.isLong = isLong
        self.numGlyphs = numGlyphs
    }

    /// Byte range of `glyph` inside `glyf`; empty for glyphs without outline.
    /// Throws if the range is reversed.
    func range(of glyph: GlyphID) throws(FontError) -> Range<Int> {
        let g = glyph.index
        guard g < numGlyphs else { throw FontError(.glyphOutOfRange(glyph), table: Self.tag) }
        let start: Int
        let end: Int
        if isLong {
            guard let s = data.u32(at: 4 * g), let e = data.u32(at: 4 * g + 4) else {
                throw FontError(.truncated, table: Self.tag)
            }
            start = Int(s)
            end = Int(e)
        } else {
            guard let s = data.u16(at: 2 * g), let e = data.u16(at: 2 * g + 2) else {
                throw FontError(.truncated, table: Self.tag)
            }
            start = 2 * Int(s)
            end = 2 * Int(e)
        }
        guard start <= end else {
            throw .malformed("offsets of glyph \(g) are decreasing", table: Self.tag)
        }
        return start..<end
    }
}
