/// `HVAR` — Horizontal metrics variations (OpenType spec, "HVAR — Horizontal
/// Metrics Variations Table"). Only advance-width deltas are used.
struct HvarTable: Sendable {
    static let tag: FontTag = "HVAR"

    let store: ItemVariationStore
    let advanceMap: DeltaSetIndexMap?

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2)
        let storeOffset = Int(try r.u32())
        let advanceMapOffset = Int(try r.u32())
        guard let storeData = data.slice(from: storeOffset) else { throw FontError(.truncated, table: Self.tag) }
        store = try ItemVariationStore(storeData, table: Self.tag)
        if advanceMapOffset != 0 {
            guard let mapData = data.slice(from: advanceMapOffset) else { throw FontError(.truncated, table: Self.tag) }
            advanceMap = try DeltaSetIndexMap(mapData, table: Self.tag)
        } else {
            advanceMap = nil
        }
    }

    /// Advance-width delta of `glyph` in font units at normalized `coords`.
    func advanceDelta(_ glyph: GlyphID, coords: [Double]) -> Double {
        let outer: Int
        let inner: Int
        if let advanceMap {
            guard let entry = advanceMap.entry(glyph.index) else { return 0 }
            (outer, inner) = entry
        } else {
            // No mapping: implicit outer 0, inner = glyph ID.
            (outer, inner) = (0, glyph.index)
        }
        return store.delta(outer: outer, inner: inner, coords: coords)
    }
}

/// Delta-set index map (OpenType spec, "OpenType Font Variations Common Table
/// Formats": "Associating target items to variation data"), formats 0 and 1.
struct DeltaSetIndexMap: Sendable {
    let entries: FontData
    let mapCount: Int
    let entrySize: Int
    let innerBitCount: Int

    init(_ data: FontData, table: FontTag) throws(FontError) {
        var r = data.reader(table: table)
        let format = try r.u8()
        let entryFormat = try r.u8()
        switch format {
        case 0: mapCount = Int(try r.u16())
        case 1: mapCount = Int(try r.u32())
        default: throw FontError(.unsupported("delta-set index map format \(format)"), table: table)
        }
        entrySize = Int((entryFormat & 0x30) >> 4) + 1
        innerBitCount = Int(entryFormat & 0x0F) + 1
        guard mapCount <= r.remaining / entrySize else { throw FontError(.truncated, table: table) }
        entries = try r.slice(mapCount * entrySize)
    }

    /// (outer, inner) for item `index`; indexes past the end use the last entry.
    func entry(_ index: Int) -> (outer: Int, inner: Int)? {
        guard mapCount > 0 else { return nil }
        let i = Swift.min(index, mapCount - 1)
        var value: UInt32 = 0
        for k in 0..<entrySize {
            guard let b = entries.u8(at: i * entrySize + k) else { return nil }
            value = value << 8 | UInt32(b)
        }
        let inner = Int(value & ((1 << UInt32(innerBitCount)) - 1))
        let outer = Int(value >> UInt32(innerBitCount))
        return (outer, inner)
    }
}
