/// PNG color types (spec §6.1, Table 6.1 / §11.2.2).
public enum PNGColorType: UInt8, Hashable, Sendable {
    /// Grey samples.
    case grayscale = 0
    /// Red, green and blue samples.
    case rgb = 2
    /// Indices into a palette (`PLTE`).
    case indexed = 3
    /// Grey and alpha samples.
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples.
    case rgba = 6

    /// Samples per pixel.
    public var channels: Int {
        switch self {
        case .grayscale, .indexed: return 1
        case .grayscaleAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// Bit depths permitted for this color type (spec §11.2.2 table).
    public var allowedBitDepths: [UInt8] {
        switch self {
        case .grayscale: return [1, 2, 4, 8, 16]
        case .indexed: return [1, 2, 4, 8]
        case .rgb, .grayscaleAlpha, .rgba: return [8, 16]
        }
    }
}

/// The contents of an `IHDR` chunk (spec §11.2.2).
public struct PNGHeader: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Bits per sample (or per palette index).
    public var bitDepth: UInt8
    /// How pixels are stored.
    public var colorType: PNGColorType
    /// `true` for Adam7 interlacing (interlace method 1, spec §8.2).
    public var interlaced: Bool

    /// A header of these values (not validated here: the decoder checks them).
    public init(width: Int, height: Int, bitDepth: UInt8, colorType: PNGColorType, interlaced: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// Bits per complete pixel.
    public var bitsPerPixel: Int { Int(bitDepth) * colorType.channels }

    /// Filter unit `bpp` of spec §9.2: bytes per complete pixel, at least 1.
    var filterBytesPerPixel: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one scanline of `pixels` pixels, excluding the filter byte
    /// (§7.2: rows are padded to a byte boundary).
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// Parses and validates the 13-byte `IHDR` payload.
    init(ihdr data: ArraySlice<UInt8>) throws(PNGError) {
        guard data.count == 13 else { throw .invalidChunk("IHDR length \(data.count), expected 13") }
        let s = data.startIndex
        let w = PNGChunk.readUInt32(data, s)
        let h = PNGChunk.readUInt32(data, s + 4)
        guard w > 0, h > 0 else { throw .invalidHeader("zero width or height") }
        guard w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else { throw .invalidHeader("dimension exceeds 2^31-1") }
        let depth = data[s + 8]
        guard let type = PNGColorType(rawValue: data[s + 9]) else {
            throw .invalidHeader("color type \(data[s + 9])")
        }
        guard type.allowedBitDepths.contains(depth) else {
            throw .invalidHeader("bit depth \(depth) not allowed for color type \(type.rawValue)")
        }
        guard data[s + 10] == 0 else { throw .invalidHeader("compression method \(data[s + 10])") }
        guard data[s + 11] == 0 else { throw .invalidHeader("filter method \(data[s + 11])") }
        guard data[s + 12] <= 1 else { throw .invalidHeader("interlace method \(data[s + 12])") }
        self.init(width: Int(w), height: Int(h), bitDepth: depth, colorType: type, interlaced: data[s + 12] == 1)
    }

    /// Serializes to the 13-byte `IHDR` payload.
    var ihdrBytes: [UInt8] {
        var out: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(width), to: &out)
        PNGChunk.appendUInt32(UInt32(height), to: &out)
        out.append(bitDepth)
        out.append(colorType.rawValue)
        out.append(0)  // compression method 0: deflate
        out.append(0)  // filter method 0: adaptive, five basic types
        out.append(interlaced ? 1 : 0)
        return out
    }
}
