/// `cmap` subtable format 12: segmented coverage
/// (OpenType spec, "cmap — Format 12: Segmented coverage"). Full Unicode range.
struct CmapFormat12: Sendable {
    let groups: FontData
    let numGroups: Int

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: CmapTable.tag)
        try r.skip(2 + 2 + 4 + 4)  // format, reserved, length, language
        let n = try r.u32()
        guard Int(n) <= r.remaining / 12 else { throw FontError(.truncated, table: CmapTable.tag) }
        numGroups = Int(n)
        groups = try r.slice(numGroups * 12)
    }

    func glyph(for codePoint: UInt32) -> UInt16? {
        var lo = 0
        var hi = numGroups
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let startChar = groups.u32(at: 12 * mid), let endChar = groups.u32(at: 12 * mid + 4) else {
                return nil
            }
            if codePoint < startChar {
                hi = mid
            } else if codePoint > endChar {
                lo = mid + 1
            } else {
                guard let startGlyph = groups.u32(at: 12 * mid + 8) else { return nil }
                let g = UInt64(startGlyph) + UInt64(codePoint - startChar)
                return g <= 0xFFFF ? UInt16(g) : nil
            }
        }
        return nil
    }
}
