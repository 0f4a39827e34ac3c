/// Class definition table (OpenType spec, "OpenType Layout Common Table
/// Formats": "Class definition table", formats 1 and 2). Unlisted glyphs
/// are class 0.
struct LayoutClassDef: Sendable {
    let data: FontData?

    /// `data == nil` (a NULL offset) puts every glyph in class 0.
    init(_ data: FontData?, table: FontTag) throws(FontError) {
        guard let data else {
            self.data = nil
            return
        }
        guard let format = data.u16(at: 0) else { throw FontError(.truncated, table: table) }
        switch format {
        case 1:
            guard let count = data.u16(at: 4), data.contains(offset: 6, length: 2 * Int(count)) else {
                throw FontError(.truncated, table: table)
            }
        case 2:
            guard let count = data.u16(at: 2), data.contains(offset: 4, length: 6 * Int(count)) else {
                throw FontError(.truncated, table: table)
            }
        default:
            throw FontError(.unsupported("class definition format \(format)"), table: table)
        }
        self.data = data
    }

    func classOf(_ glyph: GlyphID) -> Int {
        guard let data, let format = data.u16(at: 0) else { return 0 }
        let g = glyph.rawValue
        if format == 1 {
            guard let startGlyph = data.u16(at: 2), let count = data.u16(at: 4), g >= startGlyph else { return 0 }
            let i = Int(g - startGlyph)
            guard i < Int(count) else { return 0 }
            return Int(data.u16(at: 6 + 2 * i) ?? 0)
        }
        guard let count = data.u16(at: 2) else { return 0 }
        var lo = 0
        var hi = Int(count)
        while lo < hi {
            let mid = (lo + hi) / 2
            let o = 4 + 6 * mid
            guard let start = data.u16(at: o), let end = data.u16(at: o + 2) else { return 0 }
            if g < start {
                hi = mid
            } else if g > end {
                lo = mid + 1
            } else {
                return Int(data.u16(at: o + 4) ?? 0)
            }
        }
        return 0
    }
}
