/// Converts unfiltered scanlines of any PNG pixel format to straight RGBA8
/// (PNG spec §7.2 sample layout, §11.2.3 `PLTE`, §11.3.2 `tRNS`).
///
/// * Samples narrower than a byte are packed MSB-first (§7.2).
/// * Gray samples of depth `d < 8` are scaled to 8 bits exactly as
///   `v · 255 / (2^d − 1)` (i.e. ×255, ×85, ×17 for d = 1, 2, 4; §13.12).
/// * 16-bit samples are reduced with correct rounding:
///   `(v · 255 + 32767) / 65535` (differs from "take the high byte" by at
///   most 1).
/// * `tRNS` for gray/RGB marks pixels whose *original* samples (before any
///   scaling, compared at the image's bit depth) equal the key as fully
///   transparent; for indexed images it supplies per-entry alpha, entries
///   past its end being opaque.
struct PNGPixelConverter {
    let header: PNGHeader
    /// Palette with tRNS alpha applied (indexed images only).
    let palette: [RGBA8]
    /// Transparent gray key, already masked to the bit depth.
    let transparentGray: UInt16?
    /// Transparent RGB key, already masked to the bit depth.
    let transparentRGB: (r: UInt16, g: UInt16, b: UInt16)?

    init(header: PNGHeader, palette: [RGBA8], transparency: ArraySlice<UInt8>?) throws(PNGError) {
        self.header = header
        let maxValue: UInt16 = header.bitDepth == 16 ? 0xFFFF : UInt16((1 << Int(header.bitDepth)) - 1)
        var palette = palette
        var gray: UInt16? = nil
        var rgb: (UInt16, UInt16, UInt16)? = nil
        if let t = transparency {
            let s = t.startIndex
            func u16(_ i: Int) -> UInt16 { UInt16(t[s + i]) << 8 | UInt16(t[s + i + 1]) }
            switch header.colorType {
            case .indexed:
                guard t.count <= palette.count else {
                    throw .invalidChunk("tRNS has \(t.count) entries for a \(palette.count)-entry palette")
                }
                for (i, alpha) in t.enumerated() { palette[i].a = alpha }
            case .grayscale:
                guard t.count == 2 else { throw .invalidChunk("tRNS length \(t.count) for grayscale") }
                gray = u16(0) & maxValue
            case .rgb:
                guard t.count == 6 else { throw .invalidChunk("tRNS length \(t.count) for RGB") }
                rgb = (u16(0) & maxValue, u16(2) & maxValue, u16(4) & maxValue)
            case .grayscaleAlpha, .rgba:
                break  // not allowed with an alpha channel (§11.3.2.1); ignored
            }
        }
        self.palette = palette
        self.transparentGray = gray
        self.transparentRGB = rgb
    }

    @inline(__always)
    static func reduce16(_ hi: UInt8, _ lo: UInt8) -> UInt8 {
        let v = UInt32(hi) << 8 | UInt32(lo)
        return UInt8(truncatingIfNeeded: (v * 255 + 32767) / 65535)
    }

    /// Converts the first `count` pixels of the unfiltered scanline `row`
    /// into `out[0..<count]`.
    func convert(row: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<RGBA8>)
        throws(PNGError)
    {
        let depth = Int(header.bitDepth)
        switch header.colorType {
        case .grayscale:
            if depth < 8 {
                let mask = (1 << depth) - 1
                let scale = 255 / mask
                for i in 0..<count {
                    let bit = i * depth
                    let v = (Int(row[bit >> 3]) >> (8 - depth - (bit & 7))) & mask
                    let g = UInt8(truncatingIfNeeded: v * scale)
                    out[i] = RGBA8(r: g, g: g, b: g, a: transparentGray == UInt16(v) ? 0 : 255)
                }
            } else if depth == 8 {
                for i in 0..<count {
                    let g = row[i]
                    out[i] = RGBA8(r: g, g: g, b: g, a: transparentGray == UInt16(g) ? 0 : 255)
                }
            } else {
                for i in 0..<count {
                    let hi = row[2 * i], lo = row[2 * i + 1]
                    let g = PNGPixelConverter.reduce16(hi, lo)
                    let key = UInt16(hi) << 8 | UInt16(lo)
                    out[i] = RGBA8(r: g, g: g, b: g, a: transparentGray == key ? 0 : 255)
                }
            }
        case .rgb:
            if depth == 8 {
                for i in 0..<count {
                    let r = row[3 * i], g = row[3 * i + 1], b = row[3 * i + 2]
                    var a: UInt8 = 255
                    if let t = transparentRGB, t.r == UInt16(r), t.g == UInt16(g), t.b == UInt16(b) { a = 0 }
                    out[i] = RGBA8(r: r, g: g, b: b, a: a)
                }
            } else {
                for i in 0..<count {
                    let p = row + 6 * i
                    var a: UInt8 = 255
                    if let t = transparentRGB,
                        t.r == UInt16(p[0]) << 8 | UInt16(p[1]),
                        t.g == UInt16(p[2]) << 8 | UInt16(p[3]),
                        t.b == UInt16(p[4]) << 8 | UInt16(p[5])
                    {
                        a = 0
                    }
                    out[i] = RGBA8(
                        r: PNGPixelConverter.reduce16(p[0], p[1]),
                        g: PNGPixelConverter.reduce16(p[2], p[3]),
                        b: PNGPixelConverter.reduce16(p[4], p[5]), a: a)
                }
            }
        case .indexed:
            let mask = (1 << depth) - 1
            let paletteCount = palette.count
            for i in 0..<count {
                let bit = i * depth
                let index = depth == 8 ? Int(row[i]) : (Int(row[bit >> 3]) >> (8 - depth - (bit & 7))) & mask
                guard index < paletteCount else { throw .paletteIndexOutOfRange(UInt8(truncatingIfNeeded: index)) }
                out[i] = palette[index]
            }
        case .grayscaleAlpha:
            if depth == 8 {
                for i in 0..<count {
                    let g = row[2 * i]
                    out[i] = RGBA8(r: g, g: g, b: g, a: row[2 * i + 1])
                }
            } else {
                for i in 0..<count {
                    let p = row + 4 * i
                    let g = PNGPixelConverter.reduce16(p[0], p[1])
                    out[i] = RGBA8(r: g, g: g, b: g, a: PNGPixelConverter.reduce16(p[2], p[3]))
                }
            }
        case .rgba:
            if depth == 8 {
                for i in 0..<count {
                    let p = row + 4 * i
                    out[i] = RGBA8(r: p[0], g: p[1], b: p[2], a: p[3])
                }
            } else {
                for i in 0..<count {
                    let p = row + 8 * i
                    out[i] = RGBA8(
                        r: PNGPixelConverter.reduce16(p[0], p[1]),
                        g: PNGPixelConverter.reduce16(p[2], p[3]),
                        b: PNGPixelConverter.reduce16(p[4], p[5]),
                        a: PNGPixelConverter.reduce16(p[6], p[7]))
                }
            }
        }
    }
}
