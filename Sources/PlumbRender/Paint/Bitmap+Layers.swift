/// Compositing a layer, and drawing an image, onto a ``Bitmap``.
extension Bitmap {
    /// Composites `layer` (premultiplied) source-over with its pixel (0, 0) at (`x`, `y`),
    /// each pixel weighted by `opacity` (0...255) and, with a mask, by the mask's coverage
    /// there (mask coordinates are the layer's).
    mutating func composite(layer: Bitmap, atX x: Int, y: Int, opacity: UInt8, mask: CoverageMask?) {
        guard opacity > 0 else { return }
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + layer.width), y1 = min(height, y + layer.height)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { dst in
            layer.pixels.withUnsafeBufferPointer { src in
                for row in y0..<y1 {
                    let ly = row - y
                    for column in x0..<x1 {
                        let lx = column - x
                        var p = src[ly * layer.width + lx]
                        if p.a == 0 { continue }
                        var weight = opacity
                        if let mask {
                            weight = RGBA8.mul255(weight, mask.coverage(x: lx, y: ly))
                            if weight == 0 { continue }
                        }
                        if weight < 255 {
                            p = RGBA8(
                                r: RGBA8.mul255(p.r, weight), g: RGBA8.mul255(p.g, weight),
                                b: RGBA8.mul255(p.b, weight), a: RGBA8.mul255(p.a, weight))
                        }
                        let i = row * width + column
                        dst[i] = p.a == 255 ? p : Bitmap.sourceOver(p, dst[i])
                    }
                }
            }
        }
    }

    /// Draws `image` (premultiplied) stretched over `rect` (pixels): every pixel whose centre
    /// lies inside the rectangle gets the image sampled bilinearly at the matching point (or,
    /// `nearest`, the image pixel that point falls in), composited source-over. Drawn smaller
    /// than its pixels, a pixel averages its footprint instead (``drawImageAveraging(_:in:x0:x1:y0:y1:)``).
    mutating func drawImage(_ image: Bitmap, in rect: RasterRect, nearest: Bool = false) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
            rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let x0 = max(0, Int(pixel: (rect.minX - 0.5).rounded(.up))),
            x1 = min(width, Int(pixel: (rect.maxX - 0.5).rounded(.up)))
        let y0 = max(0, Int(pixel: (rect.minY - 0.5).rounded(.up))),
            y1 = min(height, Int(pixel: (rect.maxY - 0.5).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        if !nearest, sx > 1 || sy > 1 {
            drawImageAveraging(image, in: rect, x0: x0, x1: x1, y0: y0, y1: y1)
            return
        }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { dst in
            image.pixels.withUnsafeBufferPointer { src in
                func at(_ x: Int, _ y: Int) -> RGBA8 {
                    src[min(max(y, 0), image.height - 1) * image.width + min(max(x, 0), image.width - 1)]
                }
                for row in y0..<y1 {
                    var v = (Double(row) + 0.5 - rect.minY) * sy - 0.5
                    if nearest { v = ((Double(row) + 0.5 - rect.minY) * sy).rounded(.down) }
                    let vy = v.rounded(.down), fy = v - vy, iy = Int(pixel: vy)
                    for column in x0..<x1 {
                        var u = (Double(column) + 0.5 - rect.minX) * sx - 0.5
                        if nearest { u = ((Double(column) + 0.5 - rect.minX) * sx).rounded(.down) }
                        let ux = u.rounded(.down), fx = u - ux, ix = Int(pixel: ux)
                        let a = at(ix, iy), b = at(ix + 1, iy), c = at(ix, iy + 1), d = at(ix + 1, iy + 1)
                        func mix(_ pa: UInt8, _ pb: UInt8, _ pc: UInt8, _ pd: UInt8) -> UInt8 {
                            let top = Double(pa) + (Double(pb) - Double(pa)) * fx
                            let bottom = Double(pc) + (Double(pd) - Double(pc)) * fx
                            return UInt8(min(max((top + (bottom - top) * fy).rounded(), 0), 255))
                        }
                        var p = RGBA8(
                            r: mix(a.r, b.r, c.r, d.r), g: mix(a.g, b.g, c.g, d.g),
                            b: mix(a.b, b.b, c.b, d.b), a: mix(a.a, b.a, c.a, d.a))
                        if p.a == 0 { continue }
                        p.r = min(p.r, p.a); p.g = min(p.g, p.a); p.b = min(p.b, p.a)
                        let i = row * width + column
                        dst[i] = p.a == 255 ? p : Bitmap.sourceOver(p, dst[i])
                    }
                }
            }
        }
    }
}
