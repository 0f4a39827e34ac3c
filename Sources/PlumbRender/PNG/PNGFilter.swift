#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Scanline filtering, filter method 0 (PNG spec §9).
///
/// Each scanline is preceded by a filter-type byte; bytes are predicted from
/// `a` (the byte `bpp` to the left), `b` (the byte above) and `c` (above
/// left), with `bpp` the bytes per complete pixel, minimum 1 (§9.2).
/// Bytes left of the row and the row above the first row are 0.
enum PNGFilter {
    static let none: UInt8 = 0
    static let sub: UInt8 = 1
    static let up: UInt8 = 2
    static let average: UInt8 = 3
    static let paeth: UInt8 = 4

    /// Paeth predictor (§9.4): whichever of a, b, c is closest to
    /// `a + b − c`, ties broken in the order a, b, c.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let p = ia + ib - ic
        let pa = abs(p - ia), pb = abs(p - ib), pc = abs(p - ic)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// Reverses the filters in place over `height` consecutive filtered rows
    /// of `1 + rowBytes` bytes starting at `start` in `data`, compacting the
    /// result so the unfiltered rows (without filter bytes) start at `start`
    /// and are `rowBytes` apart.
    ///
    /// - Throws: ``PNGError/invalidFilterType(_:)`` for a type byte > 4.
    static func unfilter(_ data: inout [UInt8], start: Int, rowBytes: Int, height: Int, bpp: Int)
        throws(PNGError)
    {
        var bad: UInt8? = nil
        data.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            for y in 0..<height {
                // Filtered row y lives at start + y*(rowBytes+1); its output
                // goes to start + y*rowBytes, which never overtakes input.
                let src = base + start + y * (rowBytes + 1)
                let type = src[0]
                let cur = base + start + y * rowBytes
                let prev: UnsafeMutablePointer<UInt8>? = y > 0 ? cur - rowBytes : nil
                // Shift the row data left by y+1 bytes; the destination is
                // before the source, so a forward copy is overlap-safe.
                for i in 0..<rowBytes { cur[i] = src[i + 1] }
                switch type {
                case none:
                    break
                case sub:
                    if rowBytes > bpp {
                        for i in bpp..<rowBytes { cur[i] = cur[i] &+ cur[i - bpp] }
                    }
                case up:
                    if let prev {
                        for i in 0..<rowBytes { cur[i] = cur[i] &+ prev[i] }
                    }
                case average:
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? UInt16(cur[i - bpp]) : 0
                        let b = prev.map { UInt16($0[i]) } ?? 0
                        cur[i] = cur[i] &+ UInt8(truncatingIfNeeded: (a + b) >> 1)
                    }
                case paeth:
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? cur[i - bpp] : 0
                        let b = prev?[i] ?? 0
                        let c = (i >= bpp ? prev?[i - bpp] : nil) ?? 0
                        cur[i] = cur[i] &+ paethPredictor(a, b, c)
                    }
                default:
                    bad = type
                    return
                }
            }
        }
        if let bad { throw .invalidFilterType(bad) }
    }

    /// Filters bytes `range` of a row of `count` bytes with `type` into `out`
    /// (the same offsets), `prev` being the row above (`nil` for the first row).
    static func filter(
        _ type: UInt8, row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?,
        count: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>, range: Range<Int>? = nil
    ) {
        let range = range ?? 0..<count
        // Bytes with no left neighbour (a = c = 0), then the rest.
        let lead = range.lowerBound..<max(range.lowerBound, min(bpp, range.upperBound))
        let rest = max(range.lowerBound, min(bpp, range.upperBound))..<range.upperBound
        switch type {
        case sub:
            for i in lead { out[i] = row[i] }
            for i in rest { out[i] = row[i] &- row[i - bpp] }
        case up:
            if let prev {
                for i in range { out[i] = row[i] &- prev[i] }
            } else {
                for i in range { out[i] = row[i] }
            }
        case average:
            if let prev {
                for i in lead { out[i] = row[i] &- prev[i] >> 1 }
                for i in rest {
                    out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i - bpp]) + UInt16(prev[i])) >> 1)
                }
            } else {
                for i in lead { out[i] = row[i] }
                for i in rest { out[i] = row[i] &- row[i - bpp] >> 1 }
            }
        case paeth:
            if let prev {
                // With a = c = 0 the predictor is b.
                for i in lead { out[i] = row[i] &- prev[i] }
                for i in rest { out[i] = row[i] &- paethPredictor(row[i - bpp], prev[i], prev[i - bpp]) }
            } else {
                // With b = c = 0 the predictor is a (Sub).
                for i in lead { out[i] = row[i] }
                for i in rest { out[i] = row[i] &- row[i - bpp] }
            }
        default:
            for i in range { out[i] = row[i] }
        }
    }

    /// Chooses the filter type for a row with the "minimum sum of absolute
    /// differences" heuristic recommended by spec §12.8: filter with every
    /// type, treat output bytes as signed, pick the smallest `Σ|v|` (ties go
    /// to the lower type). `scratch` must hold `5 · count` bytes; the
    /// chosen type's bytes are written to `out`.
    ///
    /// A candidate stops being filtered as soon as its partial sum reaches the
    /// best complete sum so far (it can no longer win, ties going to the lower
    /// type), so a row equal to the one above (Up scores 0) costs little more
    /// than one pass: the common case in UI pictures.
    static func adaptiveFilter(
        row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, bpp: Int,
        scratch: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
    ) -> UInt8 {
        // A row equal to the one above: Up gives all zeros, the best possible score, which
        // only None can tie (when the row itself is all zeros).
        if let prev, memcmp(row, prev, count) == 0 {
            let allZero = (0..<count).allSatisfy { row[$0] == 0 }
            out.update(repeating: 0, count: count)
            return allZero ? none : up
        }
        var bestType = none
        var bestScore = Int.max
        // Rows are scored in blocks so the early exit does not cost a branch per byte.
        let block = 256
        for type in none...paeth {
            let candidate = scratch + Int(type) * count
            var score = 0
            var start = 0
            while start < count && score < bestScore {
                let end = min(count, start + block)
                filter(type, row: row, prev: prev, count: count, bpp: bpp, into: candidate, range: start..<end)
                for i in start..<end {
                    let v = candidate[i]
                    score &+= v < 128 ? Int(v) : 256 - Int(v)
                }
                start = end
            }
            if start == count && score < bestScore {
                bestScore = score
                bestType = type
            }
        }
        out.update(from: scratch + Int(bestType) * count, count: count)
        return bestType
    }

    /// Chooses the filter type for a row of a drawn picture, whose content is mostly flat
    /// colour, and writes the filtered bytes to `out`:
    /// * **None**, unless
    /// * **Up** leaves fewer than half as many changes along the row (bytes that differ from
    ///   the byte one pixel to their left), as on a vertical gradient, where every row differs
    ///   a little from the one above; or
    /// * both leave changes in more than half the row's bytes, as on a photograph, where the
    ///   spec's minimum-sum heuristic (``adaptiveFilter(row:prev:count:bpp:scratch:into:)``) wins.
    ///
    /// Why not the spec's heuristic everywhere: on flat content it picks Sub and Paeth for
    /// antialiased edges and text, which breaks deflate's long matches. Measured (issue 16,
    /// libdeflate level 6, filtered RGB rows of pictures Plumb drew at 3x):
    ///
    /// | picture | minimum sum (libpng's default) | None | this rule |
    /// |---|---|---|---|
    /// | the README's card, 1170×840 | 48,174 | 43,148 | 42,191 |
    /// | a list screen, 1170×2532 | 218,353 | 186,724 | ≤ None |
    /// | `Examples/Effects.swift` (gradients) | 162,920 | 184,395 | 160,748 |
    /// | `Examples/SettingsForm.swift` | 130,355 | 114,528 | 113,194 |
    /// | `Examples/TabBarApp.swift` | 92,339 | 77,676 | 77,451 |
    /// | a 720×477 photograph | 498,950 | 674,251 | 498,950 |
    ///
    /// Sub, Average and Paeth, tried in the same rule, never did better than Up on these.
    /// `scratch` must hold `5 · count` bytes (the photograph case filters with every type).
    static func drawnPictureFilter(
        row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, bpp: Int,
        scratch: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
    ) -> UInt8 {
        let (rowChanges, upChanges) = changes(row: row, prev: prev, count: count, bpp: bpp)
        if rowChanges * 2 > count && upChanges * 2 > count {
            return adaptiveFilter(row: row, prev: prev, count: count, bpp: bpp, scratch: scratch, into: out)
        }
        if upChanges * 2 < rowChanges {
            filter(up, row: row, prev: prev, count: count, bpp: bpp, into: out, range: 0..<count)
            return up
        }
        out.update(from: row, count: count)
        return none
    }

    /// The changes along a row, for ``drawnPictureFilter(row:prev:count:bpp:scratch:into:)``:
    /// how many bytes differ from the byte one pixel to their left, in the row (None's bytes)
    /// and in the row less the row above (Up's bytes; under the first row, a row of zeros).
    ///
    /// Sixteen bytes at a time (Swift's SIMD types), with lane counters flushed before they
    /// can wrap: counting byte by byte cost 16 instructions a byte, as much as deflating.
    static func changes(row: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, bpp: Int)
        -> (row: Int, up: Int)
    {
        typealias Lanes = SIMD16<UInt8>
        var rowChanges = 0, upChanges = 0
        var rowLanes = Lanes(), upLanes = Lanes()
        var pending = 0
        func flush() {
            rowChanges += Int(SIMD16<UInt16>(truncatingIfNeeded: rowLanes).wrappedSum())
            upChanges += Int(SIMD16<UInt16>(truncatingIfNeeded: upLanes).wrappedSum())
            rowLanes = Lanes()
            upLanes = Lanes()
            pending = 0
        }
        func load(_ p: UnsafePointer<UInt8>) -> Lanes { UnsafeRawPointer(p).loadUnaligned(as: Lanes.self) }
        let one = Lanes(repeating: 1), zero = Lanes()
        var i = bpp
        if let prev {
            // Up's byte i is row[i] - prev[i]: it differs from Up's byte i - bpp exactly when
            // row[i] - row[i - bpp] != prev[i] - prev[i - bpp].
            while i + 16 <= count {
                let r = load(row + i) &- load(row + i - bpp), p = load(prev + i) &- load(prev + i - bpp)
                rowLanes &+= one.replacing(with: zero, where: r .== zero)
                upLanes &+= one.replacing(with: zero, where: r .== p)
                pending += 1
                if pending == 255 { flush() }
                i += 16
            }
            flush()
            while i < count {
                let r = row[i] &- row[i - bpp], p = prev[i] &- prev[i - bpp]
                rowChanges &+= r != 0 ? 1 : 0
                upChanges &+= r != p ? 1 : 0
                i += 1
            }
        } else {
            while i + 16 <= count {
                rowLanes &+= one.replacing(with: zero, where: load(row + i) .== load(row + i - bpp))
                pending += 1
                if pending == 255 { flush() }
                i += 16
            }
            flush()
            while i < count {
                rowChanges &+= row[i] != row[i - bpp] ? 1 : 0
                i += 1
            }
            upChanges = rowChanges
        }
        return (rowChanges, upChanges)
    }
}
