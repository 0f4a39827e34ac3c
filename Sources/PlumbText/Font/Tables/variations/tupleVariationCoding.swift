/// Decoding shared by tuple variation stores (OpenType spec, "OpenType Font
/// Variations Common Table Formats": "Packed point numbers", "Packed deltas")
/// and the IUP step of `gvar` ("Inferred deltas for un-referenced point numbers").
enum TupleVariationCoding {
    /// Reads packed point numbers. Returns `nil` for "all points".
    static func readPoints(_ r: inout ByteReader) throws(FontError) -> [Int]? {
        let first = try r.u8()
        if first == 0 { return nil }
        var count = Int(first)
        if first & 0x80 != 0 {
            count = Int(first & 0x7F) << 8 | Int(try r.u8())
        }
        var points: [Int] = []
        points.reserveCapacity(count)
        var last = 0
        while points.count < count {
            let control = try r.u8()
            let run = Int(control & 0x7F) + 1
            let words = control & 0x80 != 0
            for _ in 0..<Swift.min(run, count - points.count) {
                last += words ? Int(try r.u16()) : Int(try r.u8())
                points.append(last)
            }
        }
        return points
    }

    /// Reads `count` packed deltas (runs of zeros, int8, int16 or int32 values).
    static func readDeltas(_ r: inout ByteReader, count: Int) throws(FontError) -> [Double] {
        var deltas: [Double] = []
        deltas.reserveCapacity(count)
        while deltas.count < count {
            let control = try r.u8()
            let run = Swift.min(Int(control & 0x3F) + 1, count - deltas.count)
            switch control & 0xC0 {
            case 0x80:  // DELTAS_ARE_ZERO
                deltas.append(contentsOf: repeatElement(0, count: run))
            case 0xC0:  // DELTAS_ARE_LONGS
                for _ in 0..<run { deltas.append(Double(try r.i32())) }
            case 0x40:  // DELTAS_ARE_WORDS
                for _ in 0..<run { deltas.append(Double(try r.i16())) }
            default:
                for _ in 0..<run { deltas.append(Double(try r.i8())) }
            }
        }
        return deltas
    }

    /// Fills in deltas of untouched outline points from the nearest touched
    /// points of the same contour (spec IUP algorithm). Phantom points (past
    /// the last contour) are left as they are.
    static func interpolateUntouched(
        _ dx: inout [Double], _ dy: inout [Double], touched: [Bool],
        reference: GvarTable.IUPReference
    ) {
        var contourStart = 0
        for end in reference.endPoints {
            guard end < touched.count, end < reference.xs.count, end < reference.ys.count else { return }
            defer { contourStart = end + 1 }
            let range = contourStart...end
            let touchedIndices = range.filter { touched[$0] }
            if touchedIndices.isEmpty || touchedIndices.count == range.count { continue }
            if touchedIndices.count == 1 {
                let t = touchedIndices[0]
                for i in range where i != t {
                    dx[i] = dx[t]
                    dy[i] = dy[t]
                }
                continue
            }
            // Walk each gap between consecutive touched points (cyclically).
            for (k, t1) in touchedIndices.enumerated() {
                let t2 = touchedIndices[(k + 1) % touchedIndices.count]
                var i = t1 == end ? contourStart : t1 + 1
                while i != t2 {
                    dx[i] = interpolate(reference.xs[i], reference.xs[t1], reference.xs[t2], dx[t1], dx[t2])
                    dy[i] = interpolate(reference.ys[i], reference.ys[t1], reference.ys[t2], dy[t1], dy[t2])
                    i = i == end ? contourStart : i + 1
                }
            }
        }
    }

    /// One coordinate of the IUP rule: between the reference positions the
    /// delta is interpolated, outside them it is the nearer point's delta.
    @inline(__always)
    static func interpolate(_ p: Double, _ a: Double, _ b: Double, _ da: Double, _ db: Double) -> Double {
        if a == b { return da == db ? da : 0 }
        let (lo, hi, dlo, dhi) = a < b ? (a, b, da, db) : (b, a, db, da)
        if p <= lo { return dlo }
        if p >= hi { return dhi }
        return dlo + (p - lo) * (dhi - dlo) / (hi - lo)
    }
}
