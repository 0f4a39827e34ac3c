/// Coverage table (OpenType spec, "OpenType Layout Common Table Formats":
/// "Coverage table", formats 1 and 2). Lookups are binary searches over the
/// raw data; malformed data yields "not covered".
struct LayoutCoverage: Sendable {
    let data: FontData

    init(_ data: FontData, table: FontTag) throws(FontError) {
        guard let format = data.u16(at: 0), let count = data.u16(at: 2) else {
            throw FontError(.truncated, table: table)
        }
        let recordSize: Int
        switch format {
        case 1: recordSize = 2
        case 2: recordSize = 6
        default: throw FontError(.unsupported("coverage format \(format)"), table: table)
        }
        guard data.contains(offset: 4, length: Int(count) * recordSize) else {
            throw FontError(.truncated, table: table)
        }
        self.data = data
    }

    /// Coverage index of `glyph`, or `nil` if it is not covered.
    func index(of glyph: GlyphID) -> Int? {
        guard let format = data.u16(at: 0), let count = data.u16(at: 2) else { return nil }
        let g = glyph.rawValue
        var lo = 0
        var hi = Int(count)
        if format == 1 {
            while lo < hi {
                let mid = (lo + hi) / 2
                guard let v = data.u16(at: 4 + 2 * mid) else { return nil }
                if v < g { lo = mid + 1 } else if v > g { hi = mid } else { return mid }
            }
        } else if format == 2 {
            while lo < hi {
                let mid = (lo + hi) / 2
                let o = 4 + 6 * mid
                guard let start = data.u16(at: o), let end = data.u16(at: o + 2) else { return nil }
                if g < start {
                    hi = mid
                } else if g > end {
                    lo = mid + 1
                } else {
                    guard let startIndex = data.u16(at: o + 4) else { return nil }
                    return Int(startIndex) + Int(g - start)
                }
            }
        }
        return nil
    }
}
