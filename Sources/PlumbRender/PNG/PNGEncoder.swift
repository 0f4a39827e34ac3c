/// PNG encoder: RGBA8 pixels → PNG bytes.
///
/// Output (PNG spec §5.6 minimal datastream): signature, `IHDR`, one `IDAT`
/// holding the whole zlib stream (§10, compressed by libdeflate),
/// `IEND`; CRCs by zlib's `crc32` (§5.5). Always 8 bits per sample, not interlaced:
/// * color type 2 (RGB) when every pixel is opaque, which decodes to the
///   same RGBA8 and is 25% smaller before compression;
/// * color type 6 (RGBA) otherwise.
///
/// Filtering (§9, §12.8): each row is filtered for pictures that are drawn, not photographed
/// (`PNGFilter.drawnPictureFilter`): None, Up on
/// gradients, the spec's minimum-sum heuristic on rows as busy as a photograph's. The output
/// is deterministic for a given libdeflate version.
///
/// A ``Bitmap`` is encoded straight from its premultiplied pixels (an opaque bitmap's are its
/// straight pixels; others are unpremultiplied one row at a time), with no image copied.
///
/// Speed and size, measured for issue 16 on the README's card (1170×840, opaque) and a list
/// screen (1170×2532), in one run: see `plumb-bench card`, whose `encode` figure is this
/// encoder at its default level, beside Pillow (libpng) and fpng in `Scripts/bench-peers.py`.
public enum PNGEncoder {
    /// The default level: libdeflate's own default balance of size and speed.
    public static let defaultCompressionLevel = 6

    /// Encodes `image` at `compressionLevel` (0–12, clamped: 0 stores, 1 is fastest,
    /// ``defaultCompressionLevel`` balances, 12 is the smallest).
    ///
    /// - Throws: ``PNGError/invalidImage(_:)`` for an empty image or one
    ///   larger than PNG's 2^31 − 1 limit per dimension,
    ///   ``PNGError/zlib(code:)`` if compression fails.
    public static func encode(_ image: PNGImage, compressionLevel: Int = defaultCompressionLevel) throws(PNGError)
        -> [UInt8]
    {
        try encode(image, compression: .deflate(level: compressionLevel), text: [])
    }

    /// Encodes `image` with text chunks: each `(keyword, text)` as a compressed `iTXt` chunk
    /// (UTF-8, §11.3.4.5) before the image data. Keywords are 1–79 printable Latin-1
    /// characters (§11.3.4.2); see ``PNGText``.
    public static func encode(
        _ image: PNGImage, compressionLevel: Int = defaultCompressionLevel, text: [(keyword: String, text: String)]
    ) throws(PNGError) -> [UInt8] {
        try encode(image, compression: .deflate(level: compressionLevel), text: text)
    }

    /// Encodes `image` with `compression` (``PNGCompression/fast`` for pictures looked at
    /// once) and text chunks (`iTXt`, as the other `encode` methods write them).
    public static func encode(
        _ image: PNGImage, compression: PNGCompression, text: [(keyword: String, text: String)] = []
    ) throws(PNGError) -> [UInt8] {
        try encode(
            image.pixels, width: image.width, height: image.height, premultiplied: false, compression: compression,
            text: text)
    }

    /// Encodes a premultiplied ``Bitmap`` (its pixels written with straight alpha, as PNG
    /// stores them), without converting the whole image first.
    public static func encode(
        _ bitmap: Bitmap, compressionLevel: Int = defaultCompressionLevel, text: [(keyword: String, text: String)] = []
    ) throws(PNGError) -> [UInt8] {
        try encode(bitmap, compression: .deflate(level: compressionLevel), text: text)
    }

    /// Encodes a premultiplied ``Bitmap`` with `compression` and text chunks.
    public static func encode(
        _ bitmap: Bitmap, compression: PNGCompression, text: [(keyword: String, text: String)] = []
    ) throws(PNGError) -> [UInt8] {
        try encode(
            bitmap.pixels, width: bitmap.width, height: bitmap.height, premultiplied: true, compression: compression,
            text: text)
    }

    /// The datastream of `pixels`, straight or `premultiplied`, row major.
    private static func encode(
        _ pixels: [RGBA8], width: Int, height: Int, premultiplied: Bool, compression: PNGCompression,
        text: [(keyword: String, text: String)]
    ) throws(PNGError) -> [UInt8] {
        try pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            let opaque = isOpaque(pixels)
            return try encode(width: width, height: height, opaque: opaque, compression: compression, text: text) {
                y, row in
                copy(pixels, y * width, width, opaque: opaque, to: row, unpremultiplying: premultiplied)
            }
        }
    }

    /// Whether every pixel's alpha is 255: the AND of all pixels, as 32-bit words, keeps the
    /// alpha byte 255 only then (a loop the compiler vectorizes; a closure per pixel cost
    /// seven times as much).
    static func isOpaque(_ pixels: UnsafeBufferPointer<RGBA8>) -> Bool {
        precondition(MemoryLayout<RGBA8>.size == 4 && MemoryLayout<RGBA8>.stride == 4)
        guard let base = pixels.baseAddress else { return true }
        let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
        let alpha = unsafeBitCast(RGBA8(r: 0, g: 0, b: 0, a: 255), to: UInt32.self)
        var i = 0
        while i < pixels.count {
            // Blocks of 4,096 pixels, so that a translucent picture stops early.
            var all = UInt32.max
            for j in i..<min(pixels.count, i + 4096) { all &= words[j] }
            if all & alpha != alpha { return false }
            i += 4096
        }
        return true
    }

    /// Writes `count` pixels from `start` as RGB (opaque) or RGBA bytes, unpremultiplied if asked
    /// (an opaque premultiplied pixel is its straight self). `row` has one byte to spare after
    /// the pixels: an opaque pixel is written as its four bytes, the next pixel's write
    /// overwriting the alpha, one store a pixel instead of three.
    @inline(__always)
    private static func copy(
        _ pixels: UnsafeBufferPointer<RGBA8>, _ start: Int, _ count: Int, opaque: Bool,
        to row: UnsafeMutablePointer<UInt8>, unpremultiplying: Bool
    ) {
        guard let base = pixels.baseAddress else { return }
        if opaque {
            let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self) + start
            let out = UnsafeMutableRawPointer(row)
            for i in 0..<count { out.storeBytes(of: words[i], toByteOffset: 3 * i, as: UInt32.self) }
        } else if unpremultiplying {
            var o = 0
            for i in start..<(start + count) {
                let p = base[i].unpremultiplied()
                row[o] = p.r
                row[o + 1] = p.g
                row[o + 2] = p.b
                row[o + 3] = p.a
                o += 4
            }
        } else {
            UnsafeMutableRawPointer(row).copyMemory(from: base + start, byteCount: 4 * count)
        }
    }

    /// The datastream of a `width × height` image whose rows `writeRow(y, bytes)` writes
    /// (3 bytes a pixel when `opaque`, else 4).
    private static func encode(
        width: Int, height: Int, opaque: Bool, compression: PNGCompression, text: [(keyword: String, text: String)],
        writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else {
            throw .invalidImage("PNG requires width and height > 0 (got \(width)×\(height))")
        }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .invalidImage("dimension exceeds 2^31-1")
        }
        let header = PNGHeader(
            width: width, height: height, bitDepth: 8,
            colorType: opaque ? .rgb : .rgba, interlaced: false)
        let channels = header.colorType.channels
        let rowBytes = width * channels
        var out = PNGChunk.signature
        PNGChunk.write(.IHDR, header.ihdrBytes, to: &out)
        for (keyword, value) in text {
            PNGChunk.write(.iTXt, try PNGText.iTXt(keyword: keyword, text: value), to: &out)
        }
        let data: [UInt8]
        switch compression {
        case .deflate(let level):
            data = try filteredAndDeflated(
                height: height, rowBytes: rowBytes, bpp: channels, level: level, writeRow: writeRow)
        case .fast: data = RunDeflate.zlib(height: height, rowBytes: rowBytes, bpp: channels, writeRow: writeRow)
        }
        PNGChunk.write(.IDAT, data, to: &out)
        PNGChunk.write(.IEND, [], to: &out)
        return out
    }

    /// Rows filtered by the drawn-picture rule, deflated by libdeflate at `level`.
    private static func filteredAndDeflated(
        height: Int, rowBytes: Int, bpp channels: Int, level: Int, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(PNGError) -> [UInt8] {
        let stride = rowBytes + 1
        // The current and the previous row, each with a byte to spare for ``copy``'s last store.
        var rows = [UInt8](repeating: 0, count: 2 * (rowBytes + 1))
        var scratch = [UInt8](repeating: 0, count: 5 * rowBytes)
        let filtered = [UInt8](unsafeUninitializedCapacity: height * stride) { filtered, count in
            rows.withUnsafeMutableBufferPointer { rows in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    let base = rows.baseAddress!
                    for y in 0..<height {
                        // Alternate the two halves of `rows` as current/previous.
                        let cur = base + (y & 1) * (rowBytes + 1)
                        let prev = y == 0 ? nil : UnsafePointer(base + ((y + 1) & 1) * (rowBytes + 1))
                        writeRow(y, cur)
                        let dst = filtered.baseAddress! + y * stride
                        dst[0] = PNGFilter.drawnPictureFilter(
                            row: cur, prev: prev, count: rowBytes, bpp: channels,
                            scratch: scratch.baseAddress!, into: dst + 1)
                    }
                }
            }
            count = height * stride
        }
        return try filtered.withUnsafeBufferPointer { filtered throws(PNGError) in
            try Deflate.zlib(filtered, level: level)
        }
    }
}

/// How ``PNGEncoder`` compresses the image data.
public enum PNGCompression: Sendable, Hashable {
    /// Rows filtered for drawn pictures, deflated by libdeflate at `level` (0–12, clamped: 0
    /// stores, 1 is fastest, ``PNGEncoder/defaultCompressionLevel`` balances, 12 is smallest).
    case deflate(level: Int)
    /// One pass, almost no search: runs of one colour and runs like the row above become
    /// matches (fpng's idea), for pictures looked at once and thrown away (previews, test
    /// failures).
    /// Measured for issue 16 on the README's card and a list screen at 3x (`plumb-bench card`
    /// beside fpng in `Scripts/bench-peers.py`): about fpng's speed, files 26–31% smaller than
    /// fpng's and 1.2–1.3× the default's (the card: 54,790 bytes, 42,248 by default).
    case fast

    /// ``PNGEncoder/defaultCompressionLevel``.
    public static let standard = PNGCompression.deflate(level: PNGEncoder.defaultCompressionLevel)
}
