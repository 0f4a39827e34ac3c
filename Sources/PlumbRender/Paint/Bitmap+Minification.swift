/// Drawing a picture smaller than its pixels: each drawn pixel averages the picture over its
/// footprint (a box filter), instead of sampling the four pixels nearest its centre.
///
/// Bilinear sampling reads 4 source pixels per drawn pixel: drawn 6 times smaller (Noto
/// Color Emoji's 136-pixel pictures at 17 points on a 1× screen), it skips 32 of every 36
/// and the picture breaks into aliasing. Averaging the footprint is what a mipmapped or
/// area-sampling downscale approximates (Core Animation's trilinear minification filter;
/// cairo's GOOD filter, which rsvg-convert uses, box-filters reductions). Along an axis that
/// is not reduced the taps are bilinear's, so a picture reduced one way and stretched the
/// other is smooth both ways.
extension Bitmap {
    /// One axis's taps: for each drawn pixel `first ..< first + count`, the source pixels it
    /// reads and their weights (summing to 1). `origin` is where the picture starts (drawn
    /// pixels), `scale` source pixels per drawn pixel, `size` the picture's pixels on the axis.
    static func taps(first: Int, count: Int, origin: Double, scale: Double, size: Int) -> [[(
        index: Int, weight: Double
    )]] {
        (first..<first + count).map { d in
            if scale <= 1 {
                let u = (Double(d) + 0.5 - origin) * scale - 0.5
                let base = u.rounded(.down), f = u - base, i = Int(pixel: base)
                return [(min(max(i, 0), size - 1), 1 - f), (min(max(i + 1, 0), size - 1), f)]
            }
            let lo = max(0, (Double(d) - origin) * scale), hi = min(Double(size), (Double(d) + 1 - origin) * scale)
            guard hi > lo else {
                // The footprint lies past an edge (a drawn pixel whose centre is inside): the edge pixel.
                return [(min(max(Int(pixel: lo.rounded(.down)), 0), size - 1), 1)]
            }
            var out: [(index: Int, weight: Double)] = []
            var i = Int(pixel: lo.rounded(.down))
            while Double(i) < hi {
                let overlap = min(hi, Double(i + 1)) - max(lo, Double(i))
                if overlap > 0 { out.append((min(i, size - 1), overlap / (hi - lo))) }
                i += 1
            }
            return out
        }
    }

    /// Draws `image` (premultiplied) over `rect` (pixels) into drawn pixels `x0 ..< x1`,
    /// `y0 ..< y1`, averaging footprints along reduced axes, composited source-over.
    mutating func drawImageAveraging(_ image: Bitmap, in rect: RasterRect, x0: Int, x1: Int, y0: Int, y1: Int) {
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        let columns = Self.taps(first: x0, count: x1 - x0, origin: rect.minX, scale: sx, size: image.width)
        let rows = Self.taps(first: y0, count: y1 - y0, origin: rect.minY, scale: sy, size: image.height)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { dst in
            image.pixels.withUnsafeBufferPointer { src in
                for (ry, row) in rows.enumerated() {
                    for (cx, column) in columns.enumerated() {
                        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                        for (y, wy) in row {
                            let line = y * image.width
                            for (x, wx) in column {
                                let p = src[line + x], w = wx * wy
                                r += Double(p.r) * w; g += Double(p.g) * w; b += Double(p.b) * w; a += Double(p.a) * w
                            }
                        }
                        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
                        let alpha = byte(a)
                        if alpha == 0 { continue }
                        let p = RGBA8(r: min(byte(r), alpha), g: min(byte(g), alpha), b: min(byte(b), alpha), a: alpha)
                        let i = (y0 + ry) * width + x0 + cx
                        dst[i] = alpha == 255 ? p : Bitmap.sourceOver(p, dst[i])
                    }
                }
            }
        }
    }
}
