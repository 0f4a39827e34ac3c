/// `gvar` — Glyph variations table (OpenType spec, "gvar — Glyph Variations
/// Table"): per-glyph tuple variation data with point deltas for outline
/// points, composite component offsets and the four phantom points.
struct GvarTable: Sendable {
    static let tag: FontTag = "gvar"

    let data: FontData
    let axisCount: Int
    let sharedTuples: FontData
    let sharedTupleCount: Int
    let glyphCount: Int
    let longOffsets: Bool
    let offsets: FontData
    let dataArray: FontData

    init(_ data: FontData, axisCount fvarAxisCount: Int) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2)
        axisCount = Int(try r.u16())
        guard axisCount == fvarAxisCount else {
            throw .malformed("axisCount \(axisCount) differs from fvar's \(fvarAxisCount)", table: Self.tag)
        }
        sharedTupleCount = Int(try r.u16())
        let sharedTuplesOffset = Int(try r.u32())
        glyphCount = Int(try r.u16())
        let flags = try r.u16()
        let dataArrayOffset = Int(try r.u32())
        longOffsets = flags & 1 != 0
        offsets = try r.slice((glyphCount + 1) * (longOffsets ? 4 : 2))
        guard let shared = data.slice(at: sharedTuplesOffset, length: sharedTupleCount * axisCount * 2),
            let array = data.slice(from: dataArrayOffset)
        else { throw FontError(.truncated, table: Self.tag) }
        sharedTuples = shared
        dataArray = array
        self.data = data
    }

    /// The glyph's variation data, or `nil` if it has none.
    func variationData(_ glyph: GlyphID) throws(FontError) -> FontData? {
        let g = glyph.index
        guard g < glyphCount else { return nil }
        let start: Int
        let end: Int
        if longOffsets {
            guard let s = offsets.u32(at: 4 * g), let e = offsets.u32(at: 4 * g + 4) else { return nil }
            (start, end) = (Int(s), Int(e))
        } else {
            guard let s = offsets.u16(at: 2 * g), let e = offsets.u16(at: 2 * g + 2) else { return nil }
            (start, end) = (2 * Int(s), 2 * Int(e))
        }
        if start == end { return nil }
        guard start < end else {
            throw .malformed("variation data offsets of \(glyph) are decreasing", table: Self.tag)
        }
        guard let slice = dataArray.slice(at: start, length: end - start) else {
            throw FontError(.truncated, table: Self.tag)
        }
        return slice
    }

    /// Reference points for interpolating untouched points (IUP) of a simple glyph.
    struct IUPReference {
        var xs: [Double]
        var ys: [Double]
        var endPoints: [Int]
    }

    /// Summed, scaled deltas for the `pointCount` points of `glyph` (outline
    /// points or component offsets, then 4 phantom points) at normalized
    /// `coords`. With `iup`, points a tuple leaves out are interpolated per
    /// contour (spec: "Inferred deltas for un-referenced point numbers");
    /// otherwise they get no delta. Returns `nil` when nothing varies.
    func deltas(
        for glyph: GlyphID, coords: [Double], pointCount: Int,
        iup: IUPReference?
    ) throws(FontError) -> (dx: [Double], dy: [Double])? {
        guard let gvd = try variationData(glyph) else { return nil }
        var r = gvd.reader(table: Self.tag)
        let countField = try r.u16()
        let tupleCount = Int(countField & 0x0FFF)
        let serializedOffset = Int(try r.u16())
        var serialized = gvd.reader(at: serializedOffset, table: Self.tag)
        var sharedPoints: [Int]?
        if countField & 0x8000 != 0 {
            sharedPoints = try TupleVariationCoding.readPoints(&serialized)
        }
        var dx = [Double](repeating: 0, count: pointCount)
        var dy = [Double](repeating: 0, count: pointCount)
        var any = false
        for _ in 0..<tupleCount {
            let dataSize = Int(try r.u16())
            let tupleIndex = try r.u16()
            // Peak tuple: embedded or shared.
            var peak = [Double](repeating: 0, count: axisCount)
            if tupleIndex & 0x8000 != 0 {
                for a in 0..<axisCount { peak[a] = try r.f2dot14().doubleValue }
            } else {
                let index = Int(tupleIndex & 0x0FFF)
                guard index < sharedTupleCount else {
                    throw .malformed("shared tuple index \(index) out of range", table: Self.tag)
                }
                for a in 0..<axisCount {
                    peak[a] = sharedTuples.f2dot14(at: 2 * (index * axisCount + a))?.doubleValue ?? 0
                }
            }
            var start: [Double]?
            var end: [Double]?
            if tupleIndex & 0x4000 != 0 {
                var s = [Double](repeating: 0, count: axisCount)
                var e = [Double](repeating: 0, count: axisCount)
                for a in 0..<axisCount { s[a] = try r.f2dot14().doubleValue }
                for a in 0..<axisCount { e[a] = try r.f2dot14().doubleValue }
                start = s
                end = e
            }
            let blockStart = serialized.offset
            try serialized.skip(dataSize)  // validates the block; decoded below from its own reader
            var scalar = 1.0
            for a in 0..<axisCount {
                let p = peak[a]
                let c = a < coords.count ? coords[a] : 0
                let f = TupleScalar.axisFactor(
                    coord: c, start: start?[a] ?? Swift.min(p, 0), peak: p,
                    end: end?[a] ?? Swift.max(p, 0), validateRegion: true)
                scalar *= f
                if scalar == 0 { break }
            }
            if scalar == 0 { continue }
            guard let block = gvd.slice(at: blockStart, length: dataSize) else {
                throw FontError(.truncated, table: Self.tag)
            }
            var br = block.reader(table: Self.tag)
            let points: [Int]?
            if tupleIndex & 0x2000 != 0 {
                points = try TupleVariationCoding.readPoints(&br)
            } else {
                points = sharedPoints
            }
            let n = points?.count ?? pointCount
            let xd = try TupleVariationCoding.readDeltas(&br, count: n)
            let yd = try TupleVariationCoding.readDeltas(&br, count: n)
            any = true
            guard let points else {
                for i in 0..<pointCount {
                    dx[i] += scalar * xd[i]
                    dy[i] += scalar * yd[i]
                }
                continue
            }
            if let iup {
                var tx = [Double](repeating: 0, count: pointCount)
                var ty = [Double](repeating: 0, count: pointCount)
                var touched = [Bool](repeating: false, count: pointCount)
                for (k, p) in points.enumerated() where p < pointCount {
                    tx[p] = xd[k]
                    ty[p] = yd[k]
                    touched[p] = true
                }
                TupleVariationCoding.interpolateUntouched(&tx, &ty, touched: touched, reference: iup)
                for i in 0..<pointCount {
                    dx[i] += scalar * tx[i]
                    dy[i] += scalar * ty[i]
                }
            } else {
                for (k, p) in points.enumerated() where p < pointCount {
                    dx[p] += scalar * xd[k]
                    dy[p] += scalar * yd[k]
                }
            }
        }
        return any ? (dx, dy) : nil
    }
}
