/// `COLR` — Color table, version 0's layers (OpenType spec, "COLR — Color Table": "Version
/// 0"): a colour glyph is a stack of other glyphs' outlines, each filled with one `CPAL`
/// palette entry, bottom first.
///
/// A version 1 table starts with the same fields, so its version 0 layers are read too; its
/// paint graphs (gradients, transforms, compositing) are not. Records are read per glyph,
/// bounds-checked, by binary search over the base glyph records (sorted by glyph ID).
struct ColrTable: Sendable {
    static let tag: FontTag = "COLR"

    /// `paletteIndex` 0xFFFF: the text's foreground colour.
    static let foregroundIndex: UInt16 = 0xFFFF

    let data: FontData
    let baseCount: Int
    let baseOffset: Int
    let layerCount: Int
    let layerOffset: Int

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let version = try r.u16()
        guard version <= 1 else { throw FontError(.unsupported("version \(version)"), table: Self.tag) }
        baseCount = Int(try r.u16())
        baseOffset = Int(try r.u32())
        layerOffset = Int(try r.u32())
        layerCount = Int(try r.u16())
        guard data.contains(offset: baseOffset, length: 6 * baseCount),
            data.contains(offset: layerOffset, length: 4 * layerCount)
        else {
            throw FontError(.truncated, table: Self.tag)
        }
        self.data = data
    }

    /// The layers of `glyph` (glyph, palette index), bottom first; `nil` if it has no record.
    func layers(of glyph: GlyphID) throws(FontError) -> [(glyph: GlyphID, paletteIndex: UInt16)]? {
        var lo = 0, hi = baseCount
        while lo < hi {
            let mid = (lo + hi) / 2
            let at = baseOffset + 6 * mid
            guard let id = data.u16(at: at), let first = data.u16(at: at + 2), let count = data.u16(at: at + 4) else {
                throw FontError(.truncated, table: Self.tag)
            }
            if id == glyph.rawValue {
                guard Int(first) + Int(count) <= layerCount else {
                    throw FontError.malformed(
                        "glyph \(glyph.rawValue)'s layers \(first)..<\(Int(first) + Int(count)) pass the \(layerCount) layer records",
                        table: Self.tag)
                }
                var layers: [(glyph: GlyphID, paletteIndex: UInt16)] = []
                layers.reserveCapacity(Int(count))
                for i in Int(first)..<Int(first) + Int(count) {
                    guard let g = data.u16(at: layerOffset + 4 * i), let p = data.u16(at: layerOffset + 4 * i + 2)
                    else {
                        throw FontError(.truncated, table: Self.tag)
                    }
                    layers.append((GlyphID(g), p))
                }
                return layers
            }
            if id < glyph.rawValue { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
