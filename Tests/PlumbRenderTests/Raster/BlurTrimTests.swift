import Testing
@testable import PlumbRender

/// The box blur as it was before it skipped 0s and constants (every pass over every element of
/// every row), kept verbatim as the oracle.
enum ReferenceBlur {
    static func blurPlane(
        _ plane: inout [Int32], width w: Int, height h: Int, sigma: Double, edges: RasterFilters.Edges
    ) {
        let d = RasterFilters.boxSize(sigma)
        guard d > 1, w > 0, h > 0 else { return }
        // Three passes of size d, or for even d two offset passes and one of d + 1 (SVG).
        let passes: [(size: Int, offset: Int)] =
            d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        var scratch = [Int32](repeating: 0, count: plane.count)
        func rows(_ data: inout [Int32], _ rowLength: Int, _ rowCount: Int) {
            var line = [Int32](repeating: 0, count: rowLength)
            data.withUnsafeMutableBufferPointer { buffer in
                line.withUnsafeMutableBufferPointer { out in
                    for r in 0..<rowCount {
                        let row = UnsafeMutableBufferPointer(rebasing: buffer[(r * rowLength)..<((r + 1) * rowLength)])
                        for (size, offset) in passes {
                            boxBlur(row, count: rowLength, size: size, offset: offset, edges: edges, into: out)
                            for i in 0..<rowLength { row[i] = out[i] }
                        }
                    }
                }
            }
        }
        func transpose(_ from: [Int32], _ to: inout [Int32], _ fw: Int, _ fh: Int) {
            from.withUnsafeBufferPointer { src in
                to.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<fh { for x in 0..<fw { dst[x * fh + y] = src[y * fw + x] } }
                }
            }
        }
        rows(&plane, w, h)
        transpose(plane, &scratch, w, h)
        rows(&scratch, h, w)
        transpose(scratch, &plane, h, w)
    }

    /// out[i] = mean of input[i − offset ..< i − offset + size] (rounded).
    static func boxBlur(
        _ input: UnsafeMutableBufferPointer<Int32>, count n: Int, size: Int, offset: Int, edges: RasterFilters.Edges,
        into out: UnsafeMutableBufferPointer<Int32>
    ) {
        @inline(__always) func at(_ i: Int) -> Int64 {
            if i >= 0 && i < n { return Int64(input[i]) }
            switch edges {
            case .transparent: return 0
            case .extend: return Int64(input[min(max(i, 0), n - 1)])
            }
        }
        var sum: Int64 = 0
        for k in 0..<size { sum += at(k - offset) }
        let half = Int64(size / 2), divisor = Int64(size)
        // Dividing by the size is a multiplication by its reciprocal in 40-bit fixed point:
        // exact for the sums a box of fewer than 65,536 pixels of 8-bit values makes.
        let reciprocal = size < 65_536 ? ((Int64(1) << 40) + divisor - 1) / divisor : 0
        @inline(__always) func mean(_ sum: Int64) -> Int32 {
            reciprocal > 0
                ? Int32(truncatingIfNeeded: ((sum + half) * reciprocal) >> 40) : Int32((sum + half) / divisor)
        }
        // Where both ends of the window are inside, no edge test is needed.
        let inner0 = max(offset, 0), inner1 = min(n, n - size + offset)
        var i = 0
        while i < n {
            out[i] = mean(sum)
            if i >= inner0 && i < inner1 {
                sum += Int64(input[i + size - offset]) - Int64(input[i - offset])
            } else {
                sum += at(i + size - offset) - at(i - offset)
            }
            i += 1
        }
    }
}

/// `RasterFilters.blurPlane` against the full blur on planes with empty margins, constant rows
/// and noise, both edge modes, many sizes.
struct BlurTrimTests {
    @Test("the trimmed blur equals the full one on 300 planes")
    func trimmedEqualsFull() {
        var g = SpanFillTests.Generator(state: 7)
        for i in 0..<300 {
            let w = g.int(1...70), h = g.int(1...50)
            var plane = [Int32](repeating: 0, count: w * h)
            // Content in a sub-rectangle (a shadow's alpha), constant rows, or noise everywhere.
            let x0 = g.int(0...w - 1), x1 = g.int(x0...w - 1), y0 = g.int(0...h - 1), y1 = g.int(y0...h - 1)
            for y in 0..<h {
                let constant = Int32(g.byte())
                for x in 0..<w {
                    switch i % 3 {
                    case 0:
                        if x >= x0 && x <= x1 && y >= y0 && y <= y1 {
                            plane[y * w + x] = Int32([255, Int(g.byte())][i % 2])
                        }
                    case 1: plane[y * w + x] = y % 2 == 0 ? constant : Int32(g.byte())
                    default: plane[y * w + x] = g.int(0...3) == 0 ? Int32(g.byte()) : 0
                    }
                }
            }
            let sigma = g.double(0.4...12)
            for edges in [RasterFilters.Edges.transparent, .extend] {
                var expected = plane, got = plane
                ReferenceBlur.blurPlane(&expected, width: w, height: h, sigma: sigma, edges: edges)
                RasterFilters.blurPlane(&got, width: w, height: h, sigma: sigma, edges: edges)
                #expect(got == expected, "plane \(i) \(w)×\(h), sigma \(sigma), \(edges)")
            }
        }
    }
}
