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
            var shadow = Bitmap(width: bitmap.width, height: bitmap.height)
            let tint = RGBA8(color).premultiplied()
            let dx = Int((Double(offset.width) * scale).rounded()), dy = Int((Double(offset.height) * scale).rounded())
            for y in 0..<bitmap.height {
                let sy = y - dy
                guard sy >= 0, sy < bitmap.height else { continue }
                for x in 0..<bitmap.width {
                    let sx = x - dx
                    guard sx >= 0, sx < bitmap.width else { continue }
                    let a = bitmap.pixels[sy * bitmap.width + sx].a
                    if a == 0 { continue }
                    shadow.pixels[y * bitmap.width + x] = RGBA8(
                        r: RGBA8.mul255(tint.r, a), g: RGBA8.mul255(tint.g, a), b: RGBA8.mul255(tint.b, a),
                        a: RGBA8.mul255(tint.a, a))
                }
            }
            gaussianBlur(&shadow, sigma: Double(radius) * scale, edges: .transparent)
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
        for i in bitmap.pixels.indices {
            let p = bitmap.pixels[i]
            if p.a == 0 && keepsClear { continue }
            let s = p.unpremultiplied()
            let (r, g, b, a) = m.apply(r: Double(s.r) / 255, g: Double(s.g) / 255, b: Double(s.b) / 255, a: Double(s.a) / 255)
            func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
            bitmap.pixels[i] = RGBA8(r: byte(r), g: byte(g), b: byte(b), a: byte(a)).premultiplied()
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
        guard sigma.isFinite, sigma >= 0.5, bitmap.width > 0, bitmap.height > 0 else { return }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return }
        // Three passes of size d, or for even d two offset passes and one of d + 1 (SVG).
        let passes: [(size: Int, offset: Int)] = d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        var channels = (0..<4).map { c in
            bitmap.pixels.map { p -> Int32 in Int32([p.r, p.g, p.b, p.a][c]) }
        }
        let w = bitmap.width, h = bitmap.height
        var line = [Int32](repeating: 0, count: max(w, h))
        var out = [Int32](repeating: 0, count: max(w, h))
        for c in 0..<4 {
            for (size, offset) in passes {
                // Rows.
                for y in 0..<h {
                    for x in 0..<w { line[x] = channels[c][y * w + x] }
                    boxBlur(line, count: w, size: size, offset: offset, edges: edges, into: &out)
                    for x in 0..<w { channels[c][y * w + x] = out[x] }
                }
                // Columns.
                for x in 0..<w {
                    for y in 0..<h { line[y] = channels[c][y * w + x] }
                    boxBlur(line, count: h, size: size, offset: offset, edges: edges, into: &out)
                    for y in 0..<h { channels[c][y * w + x] = out[y] }
                }
            }
        }
        for i in bitmap.pixels.indices {
            let a = UInt8(min(max(channels[3][i], 0), 255))
            func ch(_ v: Int32) -> UInt8 { min(UInt8(min(max(v, 0), 255)), a) }
            bitmap.pixels[i] = RGBA8(r: ch(channels[0][i]), g: ch(channels[1][i]), b: ch(channels[2][i]), a: a)
        }
    }

    /// out[i] = mean of input[i − offset ..< i − offset + size] (rounded).
    static func boxBlur(_ input: [Int32], count n: Int, size: Int, offset: Int, edges: Edges, into out: inout [Int32]) {
        @inline(__always) func at(_ i: Int) -> Int32 {
            if i >= 0 && i < n { return input[i] }
            switch edges {
            case .transparent: return 0
            case .extend: return input[min(max(i, 0), n - 1)]
            }
        }
        var sum: Int64 = 0
        for k in 0..<size { sum += Int64(at(k - offset)) }
        let half = Int64(size / 2)
        for i in 0..<n {
            out[i] = Int32((sum + half) / Int64(size))
            sum += Int64(at(i + 1 - offset + size - 1)) - Int64(at(i - offset))
        }
    }
}
