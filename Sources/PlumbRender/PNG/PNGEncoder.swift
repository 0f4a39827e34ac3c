/// PNG encoder: straight-alpha RGBA8 → PNG bytes.
///
/// Output (PNG spec §5.6 minimal datastream): signature, `IHDR`, one `IDAT`
/// holding the whole zlib stream (system zlib, §10), `IEND`; CRCs by zlib's
/// `crc32` (§5.5). Always 8 bits per sample, not interlaced:
/// * color type 2 (RGB) when every pixel is opaque, which decodes to the
///   same RGBA8 and is 25% smaller before compression;
/// * color type 6 (RGBA) otherwise.
///
/// Filtering (§9, §12.8): each row gets the filter type (None, Sub, Up,
/// Average or Paeth) minimizing the sum of absolute values of its filtered
/// bytes taken as signed, the heuristic the spec recommends and libpng
/// uses by default. The output is deterministic for a given zlib version.
public enum PNGEncoder {
    /// Encodes `image` at zlib `compressionLevel` (0–9, clamped; 6 is zlib's
    /// default balance of size and speed).
    ///
    /// - Throws: ``PNGError/invalidImage(_:)`` for an empty image or one
    ///   larger than PNG's 2^31 − 1 limit per dimension,
    ///   ``PNGError/zlib(code:)`` if compression fails.
    public static func encode(_ image: PNGImage, compressionLevel: Int = 6) throws(PNGError) -> [UInt8] {
        try encode(image, compressionLevel: compressionLevel, text: [])
    }

    /// Encodes `image` with text chunks: each `(keyword, text)` as a compressed `iTXt` chunk
    /// (UTF-8, §11.3.4.5) before the image data. Keywords are 1–79 printable Latin-1
    /// characters (§11.3.4.2); see ``PNGText``.
    public static func encode(
        _ image: PNGImage, compressionLevel: Int = 6, text: [(keyword: String, text: String)]
    ) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw .invalidImage("PNG requires width and height > 0 (got \(image.width)×\(image.height))")
        }
        guard image.width <= 0x7FFF_FFFF, image.height <= 0x7FFF_FFFF else {
            throw .invalidImage("dimension exceeds 2^31-1")
        }
        let opaque = image.pixels.allSatisfy { $0.a == 255 }
        let header = PNGHeader(width: image.width, height: image.height, bitDepth: 8,
                               colorType: opaque ? .rgb : .rgba, interlaced: false)
        let channels = header.colorType.channels
        let rowBytes = image.width * channels

        let stride = rowBytes + 1
        var filtered = [UInt8](repeating: 0, count: image.height * stride)
        var rows = [UInt8](repeating: 0, count: 2 * rowBytes)  // current + previous
        var scratch = [UInt8](repeating: 0, count: 5 * rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { rows in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    filtered.withUnsafeMutableBufferPointer { filtered in
                        let base = rows.baseAddress!
                        for y in 0..<image.height {
                            // Alternate the two halves of `rows` as current/previous.
                            let cur = base + (y & 1) * rowBytes
                            let prev = y == 0 ? nil : UnsafePointer(base + ((y + 1) & 1) * rowBytes)
                            var o = 0
                            for p in pixels[(y * image.width)..<((y + 1) * image.width)] {
                                cur[o] = p.r
                                cur[o + 1] = p.g
                                cur[o + 2] = p.b
                                if channels == 4 { cur[o + 3] = p.a }
                                o += channels
                            }
                            let dst = filtered.baseAddress! + y * stride
                            dst[0] = PNGFilter.adaptiveFilter(
                                row: cur, prev: prev, count: rowBytes, bpp: channels,
                                scratch: scratch.baseAddress!, into: dst + 1)
                        }
                    }
                }
            }
        }

        var out = PNGChunk.signature
        PNGChunk.write(.IHDR, header.ihdrBytes, to: &out)
        for (keyword, value) in text { PNGChunk.write(.iTXt, try PNGText.iTXt(keyword: keyword, text: value), to: &out) }
        PNGChunk.write(.IDAT, try Zlib.deflate(filtered, level: compressionLevel), to: &out)
        PNGChunk.write(.IEND, [], to: &out)
        return out
    }

    /// Encodes a premultiplied ``Bitmap`` (converted to straight alpha).
    public static func encode(_ bitmap: Bitmap, compressionLevel: Int = 6) throws(PNGError) -> [UInt8] {
        try encode(PNGImage(bitmap: bitmap), compressionLevel: compressionLevel)
    }
}
