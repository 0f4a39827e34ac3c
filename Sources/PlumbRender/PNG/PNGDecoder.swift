/// PNG decoder (PNG spec, 2nd ed., W3C REC 2003 / ISO 15948).
///
/// Supports every standard format: color types 0, 2, 3, 4, 6 at all their
/// bit depths (1, 2, 4, 8, 16), `PLTE` + `tRNS`, Adam7 interlacing (§8.2)
/// and the five filter types (§9). Output is straight-alpha RGBA8:
/// gray samples of depth d < 8 become `v · 255 / (2^d − 1)` (exact),
/// 16-bit samples become `(v · 255 + 32767) / 65535` (rounded), `tRNS`
/// color keys give alpha 0 and palette `tRNS` entries give per-index alpha.
///
/// Ancillary chunks other than `tRNS` (gAMA, cHRM, sRGB, iCCP, text, …) are
/// CRC-checked and ignored: no color management is applied.
///
/// Safety: all input is bounds-checked; every chunk's CRC is verified;
/// `width × height` is capped by ``maxPixelCount``; decompression never
/// produces more than the image needs and a stream too short to possibly
/// hold the image is rejected before the output is allocated (deflate
/// cannot expand more than ~1032:1). Errors are reported as ``PNGError``.
public struct PNGDecoder: Sendable {
    /// Default cap on `width × height`: 2^28 (≈268 M pixels, 1 GiB as RGBA8).
    public static let defaultMaxPixelCount = 1 << 28

    /// Images with more pixels are rejected with
    /// ``PNGError/dimensionsTooLarge(width:height:)``.
    public var maxPixelCount: Int

    /// A decoder rejecting images of more than `maxPixelCount` pixels.
    public init(maxPixelCount: Int = PNGDecoder.defaultMaxPixelCount) {
        self.maxPixelCount = maxPixelCount
    }

    /// Decodes with the default limits.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        try PNGDecoder().decode(bytes)
    }

    /// Reads and validates only the signature and `IHDR`.
    public func readHeader(_ bytes: [UInt8]) throws(PNGError) -> PNGHeader {
        var reader = try PNGChunk.Reader(bytes)
        if reader.isAtEnd { throw .missingChunk("IHDR") }
        let first = try reader.next()
        guard first.type == .IHDR else { throw .missingChunk("IHDR") }
        let header = try PNGHeader(ihdr: first.data)
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixels <= maxPixelCount else {
            throw .dimensionsTooLarge(width: header.width, height: header.height)
        }
        return header
    }

    /// Decodes a complete PNG datastream.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        let header = try readHeader(bytes)
        var reader = try PNGChunk.Reader(bytes)
        _ = try reader.next()  // IHDR, validated above

        var palette: [RGBA8]? = nil
        var transparency: ArraySlice<UInt8>? = nil
        var compressed: [UInt8] = []
        var seenIDAT = false, idatFinished = false, seenIEND = false

        // Chunk ordering rules: spec §5.6, Table 5.3.
        while !seenIEND {
            if reader.isAtEnd { throw .missingChunk("IEND") }
            let chunk = try reader.next()
            if chunk.type != .IDAT && seenIDAT { idatFinished = true }
            switch chunk.type {
            case .IHDR:
                throw .invalidChunk("duplicate IHDR")
            case .PLTE:
                guard palette == nil else { throw .invalidChunk("duplicate PLTE") }
                guard !seenIDAT else { throw .invalidChunk("PLTE after IDAT") }
                guard header.colorType != .grayscale, header.colorType != .grayscaleAlpha else {
                    throw .invalidChunk("PLTE in a grayscale image")
                }
                let n = chunk.data.count
                guard n % 3 == 0, (3...768).contains(n) else { throw .invalidChunk("PLTE length \(n)") }
                var entries: [RGBA8] = []
                entries.reserveCapacity(n / 3)
                var i = chunk.data.startIndex
                while i < chunk.data.endIndex {
                    entries.append(RGBA8(r: chunk.data[i], g: chunk.data[i + 1], b: chunk.data[i + 2]))
                    i += 3
                }
                palette = entries
            case .tRNS:
                guard transparency == nil else { throw .invalidChunk("duplicate tRNS") }
                guard !seenIDAT else { throw .invalidChunk("tRNS after IDAT") }
                if header.colorType == .indexed && palette == nil {
                    throw .invalidChunk("tRNS before PLTE")
                }
                transparency = chunk.data
            case .IDAT:
                guard !idatFinished else { throw .invalidChunk("IDAT chunks are not consecutive") }
                seenIDAT = true
                compressed.append(contentsOf: chunk.data)
            case .IEND:
                seenIEND = true
            default:
                if chunk.type.isCritical { throw .unsupported("critical chunk \(chunk.type)") }
            }
        }
        if header.colorType == .indexed && palette == nil { throw .missingChunk("PLTE") }
        guard seenIDAT else { throw .missingChunk("IDAT") }

        let converter = try PNGPixelConverter(
            header: header, palette: palette ?? [], transparency: transparency)
        return try decodeImageData(compressed, header: header, converter: converter)
    }

    /// The sub-images (one, or the seven Adam7 passes) in datastream order.
    private func subImages(_ h: PNGHeader) -> [(x: Int, y: Int, dx: Int, dy: Int, w: Int, h: Int)] {
        guard h.interlaced else { return [(0, 0, 1, 1, h.width, h.height)] }
        return Adam7.passes.compactMap { p in
            let (pw, ph) = Adam7.passSize(width: h.width, height: h.height, x: p.x, y: p.y, dx: p.dx, dy: p.dy)
            return pw > 0 && ph > 0 ? (p.x, p.y, p.dx, p.dy, pw, ph) : nil
        }
    }

    /// Inflates, unfilters and de-interlaces the concatenated IDAT payload.
    private func decodeImageData(_ compressed: [UInt8], header: PNGHeader, converter: PNGPixelConverter)
        throws(PNGError) -> PNGImage
    {
        let passes = subImages(header)
        // Sizes fit easily in Int: pixels <= maxPixelCount, 8 bytes/pixel max.
        var expected = 0
        for p in passes { expected += p.h * (1 + header.rowBytes(pixels: p.w)) }
        // Deflate's maximum expansion is about 1032:1 (RFC 1951 length codes):
        // a shorter stream cannot hold the image, so do not allocate for it.
        if expected / 1032 > compressed.count + 64 { throw .notEnoughImageData }

        var raw = try Zlib.inflate(compressed, expectedSize: expected)
        let width = header.width
        var pixels = [RGBA8](repeating: .clear, count: width * header.height)
        var rowPixels = [RGBA8](repeating: .clear, count: width)
        let bpp = header.filterBytesPerPixel
        var start = 0
        for p in passes {
            let rowBytes = header.rowBytes(pixels: p.w)
            try PNGFilter.unfilter(&raw, start: start, rowBytes: rowBytes, height: p.h, bpp: bpp)
            var failure: PNGError? = nil
            raw.withUnsafeBufferPointer { rawBuf in
                rowPixels.withUnsafeMutableBufferPointer { rowBuf in
                    pixels.withUnsafeMutableBufferPointer { out in
                        for r in 0..<p.h {
                            do throws(PNGError) {
                                try converter.convert(
                                    row: rawBuf.baseAddress! + start + r * rowBytes,
                                    count: p.w, into: rowBuf.baseAddress!)
                            } catch {
                                failure = error
                                return
                            }
                            let y = p.y + r * p.dy
                            var o = y * width + p.x
                            for c in 0..<p.w {
                                out[o] = rowBuf[c]
                                o += p.dx
                            }
                        }
                    }
                }
            }
            if let failure { throw failure }
            start += p.h * (1 + rowBytes)
        }
        guard let image = PNGImage(width: width, height: header.height, pixels: pixels) else {
            throw .invalidImage("internal size mismatch")
        }
        return image
    }
}
