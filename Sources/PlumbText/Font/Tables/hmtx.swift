/// `hmtx` — Horizontal metrics (OpenType spec, "hmtx — Horizontal Metrics Table").
///
/// `numberOfHMetrics` (from `hhea`) `longHorMetric` records, then left side
/// bearings for the remaining glyphs, which share the last advance.
struct HmtxTable: Sendable {
    static let tag: FontTag = "hmtx"

    let data: FontData
    let numberOfHMetrics: Int
    let numGlyphs: Int

    init(_ data: FontData, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) {
        guard numberOfHMetrics > 0 || numGlyphs == 0 else {
            throw .malformed("hhea.numberOfHMetrics is 0", table: Self.tag)
        }
        // Only the longHorMetric array is required; a short trailing
        // leftSideBearing array is tolerated (bearings read as 0).
        guard data.count >= 4 * numberOfHMetrics else { throw FontError(.truncated, table: Self.tag) }
        self.data = data
        self.numberOfHMetrics = numberOfHMetrics
        self.numGlyphs = numGlyphs
    }

    /// Advance width in font units; `nil` if `glyph` is out of range.
    func advance(_ glyph: GlyphID) -> UInt16? {
        let g = glyph.index
        guard g < numGlyphs || numGlyphs == 0, numberOfHMetrics > 0 else { return nil }
        return data.u16(at: 4 * Swift.min(g, numberOfHMetrics - 1))
    }

    /// Left side bearing in font units (0 when missing).
    func leftSideBearing(_ glyph: GlyphID) -> Int16 {
        let g = glyph.index
        if g < numberOfHMetrics { return data.i16(at: 4 * g + 2) ?? 0 }
        return data.i16(at: 4 * numberOfHMetrics + 2 * (g - numberOfHMetrics)) ?? 0
    }
}
