/// `CBDT` — Color Bitmap Data (OpenType spec, "CBDT — Color Bitmap Data Table"): the glyph
/// pictures that `CBLC` locates.
///
/// Reads the three PNG image formats: 17 (`smallGlyphMetrics`, then a PNG), 18
/// (`bigGlyphMetrics`, then a PNG) and 19 (a PNG alone, its metrics in the `CBLC` index
/// subtable). The other formats (EBDT's byte- and bit-aligned bitmaps 1, 2, 5, 6, 7, their
/// composites 8 and 9, raw BGRA at bit depth 32) are not read: no font Debian ships uses them
/// for colour, and they throw `.unsupported` naming the format.
struct CbdtTable: Sendable {
    static let tag: FontTag = "CBDT"

    let data: FontData

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        _ = try r.u16()  // minorVersion
        guard major == 3 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        self.data = data
    }

    /// The picture of `glyph` at `location`, in a strike of `pixelsPerEm`.
    func bitmap(of glyph: GlyphID, at location: CblcTable.Location, pixelsPerEm: Int) throws(FontError)
        -> ColorGlyphBitmap
    {
        guard let record = data.slice(at: location.offset, length: location.length) else {
            throw FontError(.truncated, table: Self.tag)
        }
        var r = record.reader(table: Self.tag)
        let metrics: BitmapGlyphMetrics
        switch location.imageFormat {
        case 17: metrics = try BitmapGlyphMetrics.small(&r)
        case 18: metrics = try BitmapGlyphMetrics.big(&r)
        case 19:
            guard let m = location.metrics else {
                throw FontError.malformed(
                    "glyph \(glyph.rawValue): image format 19 needs the metrics of index format 2 or 5",
                    table: CblcTable.tag)
            }
            metrics = m
        default:
            throw FontError(
                .unsupported("glyph \(glyph.rawValue): image format \(location.imageFormat) is not PNG"),
                table: Self.tag)
        }
        let length = Int(try r.u32())
        let png = try r.slice(length)
        guard ColorGlyphBitmap.isPNG(png) else {
            throw FontError.malformed("glyph \(glyph.rawValue): image is not a PNG", table: Self.tag)
        }
        return ColorGlyphBitmap(
            table: Self.tag, png: png.bytes, pixelsPerEm: pixelsPerEm, width: metrics.width, height: metrics.height,
            bearingX: metrics.bearingX, bearingY: metrics.bearingY, advance: metrics.advance)
    }
}
