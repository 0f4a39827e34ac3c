/// A glyph drawn as a colour picture instead of an outline: a PNG from a font's `CBDT`
/// (Google's colour bitmaps, Noto Color Emoji) or `sbix` (Apple's, Apple Color Emoji) table,
/// with where it goes on the glyph's baseline.
///
/// All lengths are pixels of the picture's strike: `pixelsPerEm` of them make one em, so a
/// renderer drawing the glyph at `size` points scales each by `size / pixelsPerEm` points.
/// The picture's box, in those pixels with y up from the glyph's origin on its baseline, is
/// `bearingX ..< bearingX + width` across and `bearingY - height ..< bearingY` up
/// (OpenType spec, "EBDT": `smallGlyphMetrics`/`bigGlyphMetrics`, whose `bearingY` is "the
/// distance from the baseline to the top of the bitmap"; "sbix": the origin offsets place
/// the picture's left and bottom edges).
///
/// ```swift
/// let emoji = try OpenTypeFont(contentsOfFile: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
/// let bitmap = emoji.colorBitmap(of: emoji.glyphID(for: "😀")!, pixelsPerEm: 51)
/// // bitmap.pixelsPerEm == 109, width 136, height 128, bearingY 101, advance 136
/// ```
public struct ColorGlyphBitmap: Equatable, Sendable {
    /// The table the picture comes from (`CBDT` or `sbix`).
    public var table: FontTag
    /// The picture: a whole PNG file.
    public var png: [UInt8]
    /// The strike's pixels per em (its `ppemY` in `CBLC`, its `ppem` in `sbix`).
    public var pixelsPerEm: Int
    /// The picture's width in strike pixels (the glyph metrics' `width`; for `sbix`, the PNG's).
    public var width: Int
    /// The picture's height in strike pixels.
    public var height: Int
    /// From the glyph's origin to the picture's left edge, rightwards.
    public var bearingX: Int
    /// From the baseline up to the picture's top edge.
    public var bearingY: Int
    /// The glyph's horizontal advance in strike pixels, when the table gives one (`CBDT`
    /// metrics do, `sbix` does not: its glyphs advance by `hmtx`).
    public var advance: Int?

    /// A colour glyph picture; see the type's discussion for what each length means.
    public init(
        table: FontTag, png: [UInt8], pixelsPerEm: Int, width: Int, height: Int, bearingX: Int, bearingY: Int,
        advance: Int?
    ) {
        self.table = table
        self.png = png
        self.pixelsPerEm = pixelsPerEm
        self.width = width
        self.height = height
        self.bearingX = bearingX
        self.bearingY = bearingY
        self.advance = advance
    }

    /// The PNG file signature (PNG spec, 5.2).
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `true` when `data` starts with the PNG signature.
    static func isPNG(_ data: FontData) -> Bool {
        guard data.count >= pngSignature.count else { return false }
        for (i, byte) in pngSignature.enumerated() where data.u8(at: i) != byte { return false }
        return true
    }

    /// The width and height in a PNG's `IHDR` chunk, which the PNG spec places first, right
    /// after the signature (PNG spec, 5.6 and 11.2.2), or `nil` if they are not there.
    static func pngSize(_ data: FontData) -> (width: Int, height: Int)? {
        guard isPNG(data), data.tag(at: 12) == FontTag("IHDR"), let w = data.u32(at: 16), let h = data.u32(at: 20)
        else {
            return nil
        }
        return (Int(w), Int(h))
    }
}
