import Foundation
import PlumbCore

/// The filters a group's layer goes through: Gaussian blurs, shadows and colour matrices.
enum RasterFilters {
    /// How far (points) a filter carries drawing beyond where it was: three standard
    /// deviations of its blur, plus a shadow's offset.
    static func reach(of filter: DisplayFilter) -> Double {
        switch filter {
        case .blur(let r, _): return 3 * Double(max(r, 0))
        case .shadow(_, let r, let offset):
            return 3 * Double(max(r, 0)) + max(abs(Double(offset.width)), abs(Double(offset.height)))
        case .colorMatrix: return 0
        }
    }

    static func apply(_ filter: DisplayFilter, to bitmap: inout Bitmap, scale: Double) {
        switch filter {
        case .blur(let radius, let opaque):
            let alpha = opaque ? bitmap.pixels.map(\.a) : nil
            gaussianBlur(&bitmap, sigma: Double(radius) * scale, edges: .transparent)
            if let alpha {
                // `opaque`: the blurred colours keep the layer's alpha.
                for i in bitmap.pixels.indices {
                    let p = bitmap.pixels[i].unpremultiplied()
                    bitmap.pixels[i] = RGBA8(r: p.r, g: p.g, b: p.b, a: alpha[i]).premultiplied()
                }
            }
        case .shadow(let color, let radius, let offset):
            // Only the alpha is blurred (the shadow is one colour), then coloured.
            let w = bitmap.width, h = bitmap.height
            let dx = Int(pixel: (Double(offset.width) * scale).rounded()),
                dy = Int(pixel: (Double(offset.height) * scale).rounded())
            var alpha = [Int32](repeating: 0, count: w * h)
            // Through buffer pointers: indexing the arrays checked their uniqueness and bounds
            // at every pixel (callgrind, effects screen: 130M instructions for 25 shadows).
            alpha.withUnsafeMutableBufferPointer { alpha in
                bitmap.pixels.withUnsafeBufferPointer { pixels in
                    for y in 0..<h {
                        let sy = y - dy
                        guard sy >= 0, sy < h else { continue }
                        for x in 0..<w {
                            let sx = x - dx
                            guard sx >= 0, sx < w else { continue }
                            alpha[y * w + x] = Int32(pixels[sy * w + sx].a)
                        }
                    }
                }
            }
            blurPlane(&alpha, width: w, height: h, sigma: Double(radius) * scale, edges: .transparent)
            let tint = RGBA8(color).premultiplied()
            var shadow = Bitmap(width: w, height: h)
            alpha.withUnsafeBufferPointer { alpha in
                shadow.pixels.withUnsafeMutableBufferPointer { pixels in
                    for i in 0..<(w * h) {
                        let a = UInt8(clamping: alpha[i])
                        if a == 0 { continue }
                        pixels[i] = RGBA8(
                            r: RGBA8.mul255(tint.r, a), g: RGBA8.mul255(tint.g, a), b: RGBA8.mul255(tint.b, a),
                            a: RGBA8.mul255(tint.a, a))
                    }
                }
            }
            shadow.composite(layer: bitmap, atX: 0, y: 0, opacity: 255, mask: nil)
            bitmap = shadow
        case .colorMatrix(let m):
            applyMatrix(m, to: &bitmap)
        }
    }

    /// Each pixel's straight colour through `m`.
    static func applyMatrix(_ m: ColorMatrix, to bitmap: inout Bitmap) {
        if m == .identity { return }
        // Transparent pixels stay transparent unless the matrix gives alpha an offset.
        let keepsClear = m.values[15] == 0 && m.values[16] == 0 && m.values[17] == 0 && m.values[19] == 0
        // The last pixel's result is kept: neighbours of a blurred backdrop (a material) are
        // often equal, and each new colour costs 4 `round` calls and 20 multiplications.
        var lastIn = RGBA8.clear, lastOut = RGBA8.clear, hasLast = false
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = pixels[i]
                if p.a == 0 && keepsClear { continue }
                if hasLast && p == lastIn {
                    pixels[i] = lastOut
                    continue
                }
                let s = p.unpremultiplied()
                let (r, g, b, a) = m.apply(
                    r: Double(s.r) / 255, g: Double(s.g) / 255, b: Double(s.b) / 255, a: Double(s.a) / 255)
                func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
                let q = RGBA8(r: byte(r), g: byte(g), b: byte(b), a: byte(a)).premultiplied()
                pixels[i] = q
                lastIn = p
                lastOut = q
                hasLast = true
            }
        }
    }

    /// `coverage` (or full coverage) multiplied by the alpha of `mask`'s pixels.
    static func combine(_ coverage: CoverageMask?, alphaOf mask: Bitmap) -> CoverageMask {
        var values = mask.pixels.map(\.a)
        if let coverage {
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    values[y * mask.width + x] = RGBA8.mul255(values[y * mask.width + x], coverage.coverage(x: x, y: y))
                }
            }
        }
        return CoverageMask(originX: 0, originY: 0, width: mask.width, height: mask.height, coverage: values)
    }

    /// What lies outside a bitmap when it is blurred.
    enum Edges {
        /// Nothing (a layer's drawing fades at its edges).
        case transparent
        /// The edge pixels, repeated (a backdrop does not darken at the canvas's edge).
        case extend
    }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs (the
    /// approximation SVG's `feGaussianBlur` specifies: box size d = ⌊σ·3·√(2π)/4 + 0.5⌋).
    static func gaussianBlur(_ bitmap: inout Bitmap, sigma: Double, edges: Edges) {
        guard boxSize(sigma) > 1, bitmap.width > 0, bitmap.height > 0 else { return }
        let w = bitmap.width, h = bitmap.height, n = w * h
        var planes = (0..<4).map { _ in [Int32](repeating: 0, count: n) }
        bitmap.pixels.withUnsafeBufferPointer { px in
            for i in 0..<n {
                let p = px[i]
                planes[0][i] = Int32(p.r); planes[1][i] = Int32(p.g); planes[2][i] = Int32(p.b);
                planes[3][i] = Int32(p.a)
            }
        }
        for c in 0..<4 { blurPlane(&planes[c], width: w, height: h, sigma: sigma, edges: edges) }
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            for i in 0..<n {
                let a = UInt8(clamping: planes[3][i])
                px[i] = RGBA8(
                    r: min(UInt8(clamping: planes[0][i]), a), g: min(UInt8(clamping: planes[1][i]), a),
                    b: min(UInt8(clamping: planes[2][i]), a), a: a)
            }
        }
    }

    /// The box size of a Gaussian of deviation `sigma` (0 or 1: no blur).
    static func boxSize(_ sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 0.5 else { return 0 }
        return Int(min(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, 1e6).rounded(.down))
    }

    /// Blurs one `width × height` plane: three box passes along rows, a transpose, three
    /// along the former columns, and back, so every pass reads memory in order.
    static func blurPlane(_ plane: inout [Int32], width w: Int, height h: Int, sigma: Double, edges: Edges) {
        let d = boxSize(sigma)
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
                        // Only where a pass can differ from its input's 0s (transparent edges) or
                        // constant (extended edges) is it computed: a shadow's alpha is 0 in most
                        // of its layer's margins. Exact: a box over 0s means 0, over a constant c
                        // means c (the reciprocal division is exact for these sums).
                        var first = 0, last = rowLength - 1
                        switch edges {
                        case .transparent:
                            while first < rowLength && row[first] == 0 { first += 1 }
                            if first == rowLength { continue }
                            while row[last] == 0 { last -= 1 }
                        case .extend:
                            let c = row[0]
                            if !row.contains(where: { $0 != c }) { continue }
                        }
                        for (size, offset) in passes {
                            // Outputs whose window reaches input[first...last].
                            let lo = edges == .transparent ? max(0, first + offset - size + 1) : 0
                            let hi = edges == .transparent ? min(rowLength, last + offset + 1) : rowLength
                            boxBlur(
                                row, count: rowLength, size: size, offset: offset, edges: edges, into: out, from: lo,
                                to: hi)
                            for i in lo..<hi { row[i] = out[i] }
                            first = lo
                            last = hi - 1
                        }
                    }
                }
            }
        }
        rows(&plane, w, h)
        columns(&plane, &scratch, width: w, height: h, passes: passes, edges: edges)
    }

    /// The box passes down every column of a `w × h` plane at once: a running sum per column,
    /// rows read and written in order (each column gets exactly the sums, in integers, that a
    /// pass along it would). Measured on the effects screen (callgrind): transposing the plane
    /// there and back to run the passes along rows cost more than the passes.
    static func columns(
        _ plane: inout [Int32], _ scratch: inout [Int32], width w: Int, height h: Int,
        passes: [(size: Int, offset: Int)],
        edges: Edges
    ) {
        var sums = [Int64](repeating: 0, count: w)
        var resultInScratch = false
        plane.withUnsafeMutableBufferPointer { planeBuffer in
            scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                sums.withUnsafeMutableBufferPointer { sumsBuffer in
                    guard let first = planeBuffer.baseAddress, let second = scratchBuffer.baseAddress,
                        let sums = sumsBuffer.baseAddress
                    else { return }
                    var source = first, target = second
                    for (size, offset) in passes {
                        let half = Int64(size / 2), divisor = Int64(size)
                        let reciprocal = size < 65_536 ? ((Int64(1) << 40) + divisor - 1) / divisor : 0
                        /// Adds (or subtracts) the row a column pass reads at index `i`: the row
                        /// itself inside, the nearest edge row (extend) or nothing (transparent) outside.
                        @inline(__always) func add(row i: Int, _ sign: Int64) {
                            guard (i >= 0 && i < h) || edges == .extend else { return }
                            let r = source + min(max(i, 0), h - 1) * w
                            if sign > 0 {
                                for x in 0..<w { sums[x] = sums[x] &+ Int64(r[x]) }
                            } else {
                                for x in 0..<w { sums[x] = sums[x] &- Int64(r[x]) }
                            }
                        }
                        sums.update(repeating: 0, count: w)
                        for k in 0..<size { add(row: k - offset, 1) }
                        for y in 0..<h {
                            let out = target + y * w
                            if reciprocal > 0 {
                                for x in 0..<w {
                                    out[x] = Int32(truncatingIfNeeded: ((sums[x] &+ half) &* reciprocal) >> 40)
                                }
                            } else {
                                for x in 0..<w { out[x] = Int32((sums[x] + half) / divisor) }
                            }
                            add(row: y + size - offset, 1)
                            add(row: y - offset, -1)
                        }
                        swap(&source, &target)
                    }
                    resultInScratch = source == second
                }
            }
        }
        if resultInScratch { swap(&plane, &scratch) }
    }

    /// out[i] = mean of input[i − offset ..< i − offset + size] (rounded), for i in `lo..<hi`
    /// (all of `0..<n` by default).
    static func boxBlur(
        _ input: UnsafeMutableBufferPointer<Int32>, count n: Int, size: Int, offset: Int, edges: Edges,
        into out: UnsafeMutableBufferPointer<Int32>, from lo: Int = 0, to hi: Int? = nil
    ) {
        let hi = hi ?? n
        @inline(__always) func at(_ i: Int) -> Int64 {
            if i >= 0 && i < n { return Int64(input[i]) }
            switch edges {
            case .transparent: return 0
            case .extend: return Int64(input[min(max(i, 0), n - 1)])
            }
        }
        var sum: Int64 = 0
        for k in 0..<size { sum += at(lo + k - offset) }
        let half = Int64(size / 2), divisor = Int64(size)
        // Dividing by the size is a multiplication by its reciprocal in 40-bit fixed point:
        // exact for the sums a box of fewer than 65,536 pixels of 8-bit values makes.
        let reciprocal = size < 65_536 ? ((Int64(1) << 40) + divisor - 1) / divisor : 0
        @inline(__always) func mean(_ sum: Int64) -> Int32 {
            reciprocal > 0
                ? Int32(truncatingIfNeeded: ((sum + half) * reciprocal) >> 40) : Int32((sum + half) / divisor)
        }
        // Where both ends of the window are inside, no edge test is needed: the run between the
        // edges is a loop of its own with wrapping arithmetic (no overflow: sums stay below
        // 2^24, their products with the reciprocal below 2^48). Measured on the effects screen
        // (callgrind): one loop testing the edges and the reciprocal at every element took 25
        // instructions an element.
        let inner0 = max(offset, 0), inner1 = min(n, n - size + offset)
        let innerStart = min(max(inner0, lo), hi), innerEnd = max(min(inner1, hi), innerStart)
        var i = lo
        while i < innerStart {
            out[i] = mean(sum)
            sum += at(i + size - offset) - at(i - offset)
            i += 1
        }
        if let source = UnsafePointer(input.baseAddress), let target = out.baseAddress, innerStart < innerEnd {
            let ahead = size - offset
            if reciprocal > 0 {
                while i < innerEnd {
                    target[i] = Int32(truncatingIfNeeded: ((sum &+ half) &* reciprocal) >> 40)
                    sum = sum &+ (Int64(source[i + ahead]) &- Int64(source[i - offset]))
                    i += 1
                }
            } else {
                while i < innerEnd {
                    target[i] = Int32((sum + half) / divisor)
                    sum += Int64(source[i + ahead]) - Int64(source[i - offset])
                    i += 1
                }
            }
        }
        while i < hi {
            out[i] = mean(sum)
            sum += at(i + size - offset) - at(i - offset)
            i += 1
        }
    }
}
