/// `GPOS` — Glyph positioning table (OpenType spec, "GPOS — Glyph Positioning
/// Table"), reduced to what pair kerning needs: the lookups of the `kern`
/// feature for one script's default language system, keeping their pair
/// adjustment subtables (lookup type 2), also when wrapped in extension
/// lookups (type 9).
struct GposTable: Sendable {
    static let tag: FontTag = "GPOS"
    static let kernFeature: FontTag = "kern"

    /// Scripts tried in order; the first with a default language system is used.
    static let preferredScripts: [FontTag] = ["latn", "DFLT", "dflt"]

    /// The script whose default language system was used, if any.
    let script: FontTag?
    /// Lookup-list indices of the `kern` feature, ascending.
    let kernLookupIndices: [Int]
    /// Pair adjustment subtables of each kern lookup, in subtable order.
    let kernLookups: [[PairAdjustmentSubtable]]

    init(_ data: FontData, scripts: [FontTag] = GposTable.preferredScripts) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2)
        let scriptListOffset = Int(try r.u16())
        let featureListOffset = Int(try r.u16())
        let lookupListOffset = Int(try r.u16())
        guard let scriptList = data.slice(from: scriptListOffset),
            let featureList = data.slice(from: featureListOffset),
            let lookupList = data.slice(from: lookupListOffset)
        else { throw FontError(.truncated, table: Self.tag) }

        // ScriptList → Script → default LangSys → feature indices.
        var chosen: (FontTag, FontData)?
        guard let scriptCount16 = scriptList.u16(at: 0) else { throw FontError(.truncated, table: Self.tag) }
        let scriptCount = Int(scriptCount16)
        guard scriptList.contains(offset: 2, length: 6 * scriptCount) else {
            throw FontError(.truncated, table: Self.tag)
        }
        search: for wanted in scripts {
            for i in 0..<scriptCount {
                guard scriptList.tag(at: 2 + 6 * i) == wanted, let script = scriptList.offset16Slice(at: 2 + 6 * i + 4)
                else {
                    continue
                }
                if let langSys = script.offset16Slice(at: 0) {
                    chosen = (wanted, langSys)
                    break search
                }
            }
        }
        guard let (scriptTag, langSys) = chosen else {
            script = nil
            kernLookupIndices = []
            kernLookups = []
            return
        }
        script = scriptTag
        var lr = langSys.reader(table: Self.tag)
        try lr.skip(2)  // lookupOrderOffset
        let requiredFeature = try lr.u16()
        let featureIndexCount = Int(try lr.u16())
        var featureIndices: [Int] = []
        if requiredFeature != 0xFFFF { featureIndices.append(Int(requiredFeature)) }
        for _ in 0..<featureIndexCount { featureIndices.append(Int(try lr.u16())) }

        let featureCount = Int(featureList.u16(at: 0) ?? 0)
        var lookupIndices = Set<Int>()
        for fi in featureIndices where fi < featureCount {
            let recordOffset = 2 + 6 * fi
            guard featureList.tag(at: recordOffset) == Self.kernFeature else { continue }
            guard let feature = featureList.offset16Slice(at: recordOffset + 4) else {
                throw FontError(.truncated, table: Self.tag)
            }
            var fr = feature.reader(table: Self.tag)
            try fr.skip(2)  // featureParamsOffset
            let count = Int(try fr.u16())
            for _ in 0..<count { lookupIndices.insert(Int(try fr.u16())) }
        }

        let lookupCount = Int(lookupList.u16(at: 0) ?? 0)
        var indices: [Int] = []
        var lookups: [[PairAdjustmentSubtable]] = []
        for li in lookupIndices.sorted() where li < lookupCount {
            guard let lookup = lookupList.offset16Slice(at: 2 + 2 * li) else {
                throw FontError(.truncated, table: Self.tag)
            }
            let subtables = try Self.pairSubtables(of: lookup)
            if !subtables.isEmpty {
                indices.append(li)
                lookups.append(subtables)
            }
        }
        kernLookupIndices = indices
        kernLookups = lookups
    }

    /// The pair adjustment subtables of one lookup (others are skipped).
    private static func pairSubtables(of lookup: FontData) throws(FontError) -> [PairAdjustmentSubtable] {
        var r = lookup.reader(table: tag)
        let lookupType = try r.u16()
        try r.skip(2)  // lookupFlag
        let count = Int(try r.u16())
        guard lookupType == 2 || lookupType == 9 else { return [] }
        var result: [PairAdjustmentSubtable] = []
        for _ in 0..<count {
            let offset = Int(try r.u16())
            guard var sub = lookup.slice(from: offset) else { throw FontError(.truncated, table: tag) }
            if lookupType == 9 {
                // Extension positioning subtable (format 1): real type + Offset32.
                var er = sub.reader(table: tag)
                let format = try er.u16()
                let extensionType = try er.u16()
                let extensionOffset = Int(try er.u32())
                guard format == 1 else { throw FontError(.unsupported("extension format \(format)"), table: tag) }
                guard extensionType == 2 else { continue }
                guard let target = sub.slice(from: extensionOffset) else { throw FontError(.truncated, table: tag) }
                sub = target
            }
            result.append(try PairAdjustmentSubtable(sub))
        }
        return result
    }

    /// Sum over the kern lookups of the first applicable subtable's
    /// adjustment to the first glyph's x-advance, plus variation deltas.
    func kerning(left: GlyphID, right: GlyphID, coords: [Double], store: ItemVariationStore?) -> Double {
        var total = 0.0
        for lookup in kernLookups {
            for subtable in lookup {
                if let value = subtable.firstAdvance(left: left, right: right, coords: coords, store: store) {
                    total += value
                    break
                }
            }
        }
        return total
    }
}
