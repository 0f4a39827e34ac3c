/// Errors thrown by ``PNGDecoder`` and ``PNGEncoder``.
///
/// Every malformed input maps to one of these; the decoder never traps,
/// hangs or allocates more than the (capped) image size requires.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first 8 bytes are not the PNG signature `89 50 4E 47 0D 0A 1A 0A`
    /// (spec §5.2).
    case badSignature
    /// The data ends inside a chunk (its length, type, data or CRC)
    /// (spec §5.3).
    case truncatedChunk
    /// A chunk's declared length exceeds 2^31 − 1 (spec §5.3).
    case invalidChunkLength(UInt32)
    /// The CRC stored after a chunk does not match the computed CRC-32 of
    /// its type and data (spec §5.3).
    case crcMismatch(chunkType: String)
    /// A required chunk (`IHDR`, `PLTE` for indexed images, `IDAT`, `IEND`)
    /// is absent, or `IHDR` is not first (spec §5.6).
    case missingChunk(String)
    /// A chunk appears where the ordering rules forbid it, more than once,
    /// or has an invalid length / contents (spec §5.6, §11).
    case invalidChunk(String)
    /// `IHDR` holds an invalid field: zero size, a bit depth not allowed for
    /// the color type, or an unknown color type, compression, filter or
    /// interlace method (spec §11.2.2).
    case invalidHeader(String)
    /// Valid PNG using something this decoder does not implement, e.g. an
    /// unknown critical chunk (spec §5.4: decoders must reject those).
    case unsupported(String)
    /// `width × height` exceeds the decoder's pixel limit.
    case dimensionsTooLarge(width: Int, height: Int)
    /// zlib reported an error (the code is zlib's, e.g. −3 `Z_DATA_ERROR`).
    case zlib(code: Int)
    /// The decompressed image data is shorter than the image requires.
    case notEnoughImageData
    /// A scanline starts with a filter type other than 0–4 (spec §9.2).
    case invalidFilterType(UInt8)
    /// An indexed pixel refers past the end of the palette (spec §11.2.3).
    case paletteIndexOutOfRange(UInt8)
    /// Encoder input whose pixel count does not match `width × height`, or
    /// whose size PNG cannot represent.
    case invalidImage(String)

    public var description: String {
        switch self {
        case .badSignature: return "PNG: bad signature"
        case .truncatedChunk: return "PNG: truncated chunk"
        case .invalidChunkLength(let n): return "PNG: invalid chunk length \(n)"
        case .crcMismatch(let t): return "PNG: CRC mismatch in \(t) chunk"
        case .missingChunk(let t): return "PNG: missing \(t) chunk"
        case .invalidChunk(let m): return "PNG: invalid chunk: \(m)"
        case .invalidHeader(let m): return "PNG: invalid IHDR: \(m)"
        case .unsupported(let m): return "PNG: unsupported: \(m)"
        case .dimensionsTooLarge(let w, let h): return "PNG: image too large (\(w)×\(h))"
        case .zlib(let code): return "PNG: zlib error \(code)"
        case .notEnoughImageData: return "PNG: not enough image data"
        case .invalidFilterType(let f): return "PNG: invalid filter type \(f)"
        case .paletteIndexOutOfRange(let i): return "PNG: palette index \(i) out of range"
        case .invalidImage(let m): return "PNG: invalid image: \(m)"
        }
    }
}
