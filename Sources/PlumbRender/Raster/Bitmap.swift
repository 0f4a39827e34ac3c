/// A `width × height` raster of **premultiplied** sRGB RGBA8 pixels, row
/// major, top row first (pixel `(x, y)` covers `[x, x+1) × [y, y+1)`).
///
/// Premultiplied storage makes source-over compositing a single
/// multiply-add per channel (Porter & Duff 1984, "Compositing Digital
/// Images": `dst' = src + dst · (1 − αsrc)`), with no division. Colors
/// handed to the drawing methods are straight (unpremultiplied) ``RGBA8``;
/// use ``straightPixel(x:y:)`` or ``PNGImage/init(bitmap:)`` to read
/// straight values back.
public struct Bitmap: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Premultiplied pixels, `pixels[y * width + x]`. Read-only from outside
    /// the module so the count always matches `width × height`; write pixels
    /// through the subscript.
    public internal(set) var pixels: [RGBA8]

    /// Largest pixel count a bitmap may have (2^28 pixels, 1 GiB). The
    /// failable initializer returns `nil` above it; the plain initializer
    /// treats it as a programming error (precondition).
    public static let maxPixelCount = 1 << 28

    /// Creates a bitmap filled with `fill` (straight alpha, default clear).
    /// Negative sizes are treated as 0.
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        let w = max(0, width), h = max(0, height)
        precondition(w == 0 || h <= Bitmap.maxPixelCount / w, "Bitmap too large")
        self.width = w
        self.height = h
        let p = fill.premultiplied()
        self.pixels = [RGBA8](unsafeUninitializedCapacity: w * h) { buffer, count in
            if let base = buffer.baseAddress { Bitmap.store(p, into: base, count: w * h) }
            count = w * h
        }
    }

    /// Creates a bitmap from premultiplied pixels; `nil` if the count does
    /// not match or the size exceeds ``maxPixelCount``.
    public init?(width: Int, height: Int, premultipliedPixels: [RGBA8]) {
        guard width >= 0, height >= 0, width == 0 || height <= Bitmap.maxPixelCount / width,
            premultipliedPixels.count == width * height
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
    }

    /// Premultiplied pixel at `(x, y)`; reading out of bounds returns
    /// ``RGBA8/clear`` and writing out of bounds is ignored.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .clear }
            return pixels[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue
        }
    }

    /// Straight-alpha value of the pixel at `(x, y)`.
    public func straightPixel(x: Int, y: Int) -> RGBA8 {
        self[x, y].unpremultiplied()
    }

    /// Sets every pixel to `color` (straight alpha), ignoring what was there.
    public mutating func clear(to color: RGBA8 = .clear) {
        let p = color.premultiplied()
        let count = pixels.count
        pixels.withUnsafeMutableBufferPointer {
            if let base = $0.baseAddress { Bitmap.store(p, into: base, count: count) }
        }
    }

    /// Fills `path` with `color` (straight alpha), compositing source-over
    /// with anti-aliased exact-area coverage from ``CoverageRasterizer``.
    /// Geometry outside the bitmap is clipped; non-finite paths draw nothing.
    public mutating func fill(
        path: RasterPath,
        color: RGBA8,
        rule: RasterFillRule = .nonZero,
        tolerance: Double = PathFlattener.defaultTolerance
    ) {
        fill(path: path, color: color, rule: rule, tolerance: tolerance, scratch: RasterScratch())
    }

    /// Strokes `path` with `color`: the outline from
    /// ``RasterStroker/outline(of:style:tolerance:)`` is filled with the
    /// non-zero rule.
    public mutating func stroke(
        path: RasterPath,
        color: RGBA8,
        style: RasterStrokeStyle = RasterStrokeStyle(),
        tolerance: Double = PathFlattener.defaultTolerance
    ) {
        let outline = RasterStroker.outline(of: path, style: style, tolerance: tolerance)
        fill(path: outline, color: color, rule: .nonZero, tolerance: tolerance)
    }

    /// Composites `color` (straight alpha) through `mask` source-over:
    /// `src = premultiply(color) · coverage`, `dst = src + dst · (1 − αsrc)`,
    /// all in exact rounded 8-bit integer arithmetic (so full coverage of an
    /// opaque color writes exactly that color).
    public mutating func composite(mask: CoverageMask, color: RGBA8) {
        let x0 = max(0, mask.originX), y0 = max(0, mask.originY)
        let x1 = min(width, mask.originX + mask.width)
        let y1 = min(height, mask.originY + mask.height)
        guard x0 < x1, y0 < y1, color.a > 0,
            mask.width >= 0, mask.height >= 0, mask.coverage.count == mask.width * mask.height
        else { return }
        let premul = color.premultiplied()
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { dst in
            mask.coverage.withUnsafeBufferPointer { cov in
                for y in y0..<y1 {
                    let maskRow = (y - mask.originY) * mask.width - mask.originX
                    let dstRow = y * width
                    for x in x0..<x1 {
                        let c = cov[maskRow + x]
                        if c == 0 { continue }
                        let srcA = RGBA8.mul255(color.a, c)
                        if srcA == 255 {
                            dst[dstRow + x] = premul
                            continue
                        }
                        let src =
                            c == 255
                            ? premul
                            : RGBA8(
                                r: RGBA8.mul255(premul.r, c), g: RGBA8.mul255(premul.g, c),
                                b: RGBA8.mul255(premul.b, c), a: srcA)
                        dst[dstRow + x] = Bitmap.sourceOver(src, dst[dstRow + x])
                    }
                }
            }
        }
    }

    /// Porter–Duff source-over of premultiplied `src` onto premultiplied `dst`.
    @inlinable
    public static func sourceOver(_ src: RGBA8, _ dst: RGBA8) -> RGBA8 {
        let inv = 255 - src.a
        @inline(__always) func ch(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: min(255, UInt16(s) + UInt16(RGBA8.mul255(d, inv))))
        }
        return RGBA8(r: ch(src.r, dst.r), g: ch(src.g, dst.g), b: ch(src.b, dst.b), a: ch(src.a, dst.a))
    }
}
