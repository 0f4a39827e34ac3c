/// `CPAL` — Color Palette table (OpenType spec, "CPAL — Palette Table"): palettes of sRGB
/// colours (stored blue, green, red, alpha), which `COLR` layers name by index.
struct CpalTable: Sendable {
    static let tag: FontTag = "CPAL"

    let data: FontData
    let entries: Int
    let palettes: Int
    let recordCount: Int
    let recordsOffset: Int

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let version = try r.u16()
        guard version <= 1 else { throw FontError(.unsupported("version \(version)"), table: Self.tag) }
        entries = Int(try r.u16())
        palettes = Int(try r.u16())
        recordCount = Int(try r.u16())
        recordsOffset = Int(try r.u32())
        guard data.contains(offset: 12, length: 2 * palettes),
            data.contains(offset: recordsOffset, length: 4 * recordCount)
        else {
            throw FontError(.truncated, table: Self.tag)
        }
        self.data = data
    }

    /// Entry `index` of palette `palette` as (red, green, blue, alpha).
    func color(palette: Int, index: Int) throws(FontError) -> ColorGlyphLayer.RGBA {
        guard palette >= 0, palette < palettes else {
            throw FontError.malformed("palette \(palette) of \(palettes)", table: Self.tag)
        }
        guard index < entries else {
            throw FontError.malformed("palette entry \(index) of \(entries)", table: Self.tag)
        }
        guard let first = data.u16(at: 12 + 2 * palette) else { throw FontError(.truncated, table: Self.tag) }
        let record = Int(first) + index
        guard record < recordCount else {
            throw FontError.malformed("colour record \(record) of \(recordCount)", table: Self.tag)
        }
        let at = recordsOffset + 4 * record
        guard let b = data.u8(at: at), let g = data.u8(at: at + 1), let r = data.u8(at: at + 2),
            let a = data.u8(at: at + 3)
        else {
            throw FontError(.truncated, table: Self.tag)
        }
        return ColorGlyphLayer.RGBA(red: r, green: g, blue: b, alpha: a)
    }
}
