/// A decoded (or to-be-encoded) image: `width × height` **straight-alpha**
/// sRGB RGBA8 pixels, row major, top row first — exactly the samples a PNG
/// holds after conversion to 8-bit RGBA (PNG spec §4.3: PNG alpha is never
/// premultiplied).
public struct PNGImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Straight-alpha pixels, `pixels[y * width + x]`. Read-only from
    /// outside the module so the count always matches `width × height`.
    public internal(set) var pixels: [RGBA8]

    /// `nil` if `pixels.count != width * height` or a dimension is negative.
    public init?(width: Int, height: Int, pixels: [RGBA8]) {
        guard width >= 0, height >= 0,
            width.multipliedReportingOverflow(by: height) == (pixels.count, false)
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Converts a premultiplied ``Bitmap`` to straight alpha
    /// (see ``RGBA8/unpremultiplied()``; lossless for the round trip back).
    public init(bitmap: Bitmap) {
        self.width = bitmap.width
        self.height = bitmap.height
        self.pixels = bitmap.pixels.map { $0.unpremultiplied() }
    }

    /// Pixel at `(x, y)`; reads outside the image return ``RGBA8/clear``
    /// and writes there are ignored.
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

    /// The pixels as a flat `[r, g, b, a, r, g, b, a, …]` byte array.
    public var rgbaBytes: [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(pixels.count * 4)
        for p in pixels {
            out.append(p.r); out.append(p.g); out.append(p.b); out.append(p.a)
        }
        return out
    }
}

extension Bitmap {
    /// Premultiplies a decoded straight-alpha image. (Images from
    /// ``PNGDecoder`` are always within ``Bitmap/maxPixelCount``.)
    public init(_ image: PNGImage) {
        precondition(
            image.width == 0 || image.height <= Bitmap.maxPixelCount / image.width,
            "Bitmap too large")
        self.width = image.width
        self.height = image.height
        self.pixels = image.pixels.map { $0.premultiplied() }
    }

    /// Encodes the bitmap as PNG bytes (see ``PNGEncoder``).
    public func pngData(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) throws(PNGError) -> [UInt8] {
        try PNGEncoder.encode(self, compressionLevel: compressionLevel)
    }
}
