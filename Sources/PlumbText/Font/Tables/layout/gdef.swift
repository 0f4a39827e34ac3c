/// `GDEF` — Glyph definition table (OpenType spec, "GDEF — Glyph Definition
/// Table"). Only the item variation store (version 1.3) is read; it holds the
/// deltas that `GPOS` device/variation-index tables refer to.
struct GdefTable: Sendable {
    static let tag: FontTag = "GDEF"

    let variationStore: ItemVariationStore?

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        let minor = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major).\(minor)"), table: Self.tag) }
        if minor >= 3 {
            // glyphClassDef, attachList, ligCaretList, markAttachClassDef, markGlyphSetsDef (Offset16 each)
            try r.skip(10)
            let storeOffset = Int(try r.u32())
            if storeOffset != 0 {
                guard let s = data.slice(from: storeOffset) else { throw FontError(.truncated, table: Self.tag) }
                variationStore = try ItemVariationStore(s, table: Self.tag)
                return
            }
        }
        variationStore = nil
    }
}
