/// `cmap` subtable format 4: segment mapping to delta values
/// (OpenType spec, "cmap — Format 4: Segment mapping to delta values"). BMP only.
struct CmapFormat4: Sendable {
    let segCount: Int
    let endCodes: FontData
    let startCodes: FontData
    let idDeltas: FontData
    /// `idRangeOffset[]` followed by `glyphIdArray[]`; range offsets are
    /// relative to the position of their own entry, i.e. to this window.
    let rangeOffsetsAndGlyphs: FontData

    /// `data` starts at the subtable's format field and runs to the end of `cmap`.
    /// The `length` field is ignored because fonts with large subtables overflow it.
    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: CmapTable.tag)
        try r.skip(6)  // format, length, language
        let segCountX2 = Int(try r.u16())
        guard segCountX2 % 2 == 0 else { throw .malformed("format 4 segCountX2 is odd", table: CmapTable.tag) }
        segCount = segCountX2 / 2
        try r.skip(6)  // searchRange, entrySelector, rangeShift
        endCodes = try r.slice(segCountX2)
        try r.skip(2)  // reservedPad
        startCodes = try r.slice(segCountX2)
        idDeltas = try r.slice(segCountX2)
        guard let rest = data.slice(from: r.offset), rest.count >= segCountX2 else {
            throw FontError(.truncated, table: CmapTable.tag)
        }
        rangeOffsetsAndGlyphs = rest
    }

    func glyph(for codePoint: UInt32) -> UInt16? {
        guard codePoint <= 0xFFFF else { return nil }
        let c = UInt16(codePoint)
        // Binary search for the first segment whose endCode >= c.
        var lo = 0
        var hi = segCount
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let end = endCodes.u16(at: 2 * mid) else { return nil }
            if end < c { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segCount, let start = startCodes.u16(at: 2 * lo), start <= c,
            let delta = idDeltas.u16(at: 2 * lo),
            let rangeOffset = rangeOffsetsAndGlyphs.u16(at: 2 * lo)
        else { return nil }
        if rangeOffset == 0 {
            return c &+ delta
        }
        // Spec: glyphId = *(idRangeOffset[i]/2 + (c - startCode[i]) + &idRangeOffset[i])
        let address = 2 * lo + Int(rangeOffset) + 2 * Int(c - start)
        guard let g = rangeOffsetsAndGlyphs.u16(at: address), g != 0 else { return nil }
        return g &+ delta
    }
}
