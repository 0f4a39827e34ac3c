import Foundation

/// A parsed TrueType/OpenType font face (one face of a `.ttc` collection).
///
/// Loading parses and validates the table headers it needs (`head`, `hhea`,
/// `maxp`, `hmtx`, `cmap`, and when present `OS/2`, `loca`/`glyf`, `kern`,
/// `GPOS`, `GDEF`, `fvar`, `avar`, `HVAR`, `gvar`) and throws ``FontError``
/// if any of them is truncated or malformed. Per-glyph data is decoded on
/// demand: metrics and kerning queries never throw (malformed entries read
/// as 0 / `nil`); ``outline(of:variation:)`` throws.
///
/// The value is immutable and `Sendable`; copies share the font bytes.
public struct OpenTypeFont: Sendable {
    /// The font file's name (last path component), used in error messages.
    public let fileName: String?
    /// Index of this face in its collection (0 for plain font files).
    public let faceIndex: Int

    let directory: FontTableDirectory
    let head: HeadTable
    let hhea: HheaTable
    let maxp: MaxpTable
    let os2: OS2Table?
    let hmtx: HmtxTable
    let cmap: CmapTable
    let glyf: GlyfTable?
    let kern: KernTable?
    let gpos: GposTable?
    let gdefStore: ItemVariationStore?
    let fvar: FvarTable?
    let avar: AvarTable?
    let hvar: HvarTable?
    let gvar: GvarTable?

    /// Parses face `faceIndex` of `data` (a font file or collection).
    /// `fileName` only labels errors.
    public init(data: [UInt8], faceIndex: Int = 0, fileName: String? = nil) throws(FontError) {
        try self.init(fontData: FontData(data), faceIndex: faceIndex, fileName: fileName)
    }

    /// Parses face `faceIndex` of `data`.
    public init(data: Data, faceIndex: Int = 0, fileName: String? = nil) throws(FontError) {
        try self.init(data: [UInt8](data), faceIndex: faceIndex, fileName: fileName)
    }

    /// Reads and parses the font file at `path`.
    public init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError(.io("cannot read file"), fileName: name)
        }
        try self.init(data: [UInt8](data), faceIndex: faceIndex, fileName: name)
    }

    /// Number of faces in a font file (1) or collection (`numFonts`).
    public static func faceCount(in data: [UInt8]) throws(FontError) -> Int {
        try FontTableDirectory.faceCount(in: FontData(data))
    }

    init(fontData: FontData, faceIndex: Int, fileName: String?) throws(FontError) {
        do throws(FontError) {
            let dir = try FontTableDirectory(file: fontData, faceIndex: faceIndex)
            let head = try HeadTable(dir.requiredTable(HeadTable.tag))
            let hhea = try HheaTable(dir.requiredTable(HheaTable.tag))
            let maxp = try MaxpTable(dir.requiredTable(MaxpTable.tag))
            let numGlyphs = Int(maxp.numGlyphs)
            let numberOfHMetrics = Int(hhea.numberOfHMetrics)
            guard numberOfHMetrics <= numGlyphs else {
                throw FontError.malformed(
                    "numberOfHMetrics \(numberOfHMetrics) exceeds numGlyphs \(numGlyphs)",
                    table: HheaTable.tag)
            }
            self.directory = dir
            self.head = head
            self.hhea = hhea
            self.maxp = maxp
            self.hmtx = try HmtxTable(
                dir.requiredTable(HmtxTable.tag), numberOfHMetrics: numberOfHMetrics,
                numGlyphs: numGlyphs)
            self.cmap = try CmapTable(dir.requiredTable(CmapTable.tag))
            self.os2 = try dir.table(OS2Table.tag).map { d throws(FontError) in try OS2Table(d) }
            if let glyfData = try dir.table(GlyfTable.tag) {
                let loca = try LocaTable(
                    dir.requiredTable(LocaTable.tag), isLong: head.indexToLocFormat == 1,
                    numGlyphs: numGlyphs)
                self.glyf = GlyfTable(data: glyfData, loca: loca)
            } else {
                self.glyf = nil
            }
            self.kern = try dir.table(KernTable.tag).map { d throws(FontError) in try KernTable(d) }
            self.gpos = try dir.table(GposTable.tag).map { d throws(FontError) in try GposTable(d) }
            self.gdefStore = try dir.table(GdefTable.tag).map { d throws(FontError) in try GdefTable(d) }?
                .variationStore
            let fvar = try dir.table(FvarTable.tag).map { d throws(FontError) in try FvarTable(d) }
            self.fvar = fvar
            let axisCount = fvar?.axes.count ?? 0
            if let fvar, !fvar.axes.isEmpty {
                self.avar = try dir.table(AvarTable.tag).map { d throws(FontError) in
                    try AvarTable(d, axisCount: axisCount)
                }
                self.hvar = try dir.table(HvarTable.tag).map { d throws(FontError) in try HvarTable(d) }
                self.gvar = try dir.table(GvarTable.tag).map { d throws(FontError) in
                    try GvarTable(d, axisCount: axisCount)
                }
            } else {
                self.avar = nil
                self.hvar = nil
                self.gvar = nil
            }
        } catch {
            throw error.inFile(fileName)
        }
        self.fileName = fileName
        self.faceIndex = faceIndex
    }

    // MARK: Tables

    /// Tags of all tables in the face's directory, in directory order.
    public var tableTags: [FontTag] { directory.records.map(\.tag) }

    /// `true` if the face's directory lists `tag`.
    public func hasTable(_ tag: FontTag) -> Bool { directory.record(tag) != nil }

    /// The raw bytes of table `tag`, or `nil` if absent or out of range.
    public func tableData(_ tag: FontTag) -> FontData? { try? directory.table(tag) }

    // MARK: Metrics

    /// `head.unitsPerEm`.
    public var unitsPerEm: Int { Int(head.unitsPerEm) }

    /// `maxp.numGlyphs`.
    public var numberOfGlyphs: Int { Int(maxp.numGlyphs) }

    /// Vertical metrics from `hhea` and `OS/2`.
    public var metrics: FontMetrics {
        FontMetrics(
            unitsPerEm: unitsPerEm,
            hheaAscender: Int(hhea.ascender), hheaDescender: Int(hhea.descender), hheaLineGap: Int(hhea.lineGap),
            typoAscender: os2.map { Int($0.typoAscender) }, typoDescender: os2.map { Int($0.typoDescender) },
            typoLineGap: os2.map { Int($0.typoLineGap) },
            winAscent: os2.map { Int($0.winAscent) }, winDescent: os2.map { Int($0.winDescent) },
            useTypoMetrics: os2?.useTypoMetrics ?? false,
            capHeight: os2?.capHeight.map(Int.init), xHeight: os2?.xHeight.map(Int.init))
    }

    /// `OS/2.sCapHeight`, or when absent the top of the glyph for "H".
    public var capHeight: Int? {
        if let v = os2?.capHeight { return Int(v) }
        return glyphTop(of: "H")
    }

    /// `OS/2.sxHeight`, or when absent the top of the glyph for "x".
    public var xHeight: Int? {
        if let v = os2?.xHeight { return Int(v) }
        return glyphTop(of: "x")
    }

    private func glyphTop(of scalar: Unicode.Scalar) -> Int? {
        guard let g = glyphID(for: scalar), let header = try? glyf?.header(g) else { return nil }
        return Int(header.yMax)
    }

    /// The font bounding box from `head` (font units, y up).
    public var boundingBox: CGRect {
        CGRect(
            x: Double(head.xMin), y: Double(head.yMin),
            width: Double(Int(head.xMax) - Int(head.xMin)), height: Double(Int(head.yMax) - Int(head.yMin)))
    }

    // MARK: Character mapping

    /// The glyph `cmap` maps `scalar` to, or `nil` if unmapped (or mapped
    /// to a glyph ID not below `numGlyphs`).
    public func glyphID(for scalar: Unicode.Scalar) -> GlyphID? {
        let g = cmap.glyph(for: scalar)
        guard g != 0, Int(g) < numberOfGlyphs else { return nil }
        return GlyphID(g)
    }

    /// One glyph per Unicode scalar of `string` (`.notdef` for unmapped ones).
    /// This is a plain 1:1 `cmap` mapping, not shaping.
    public func glyphIDs(for string: String) -> [GlyphID] {
        string.unicodeScalars.map { glyphID(for: $0) ?? .notdef }
    }

    // MARK: Advances

    /// Advance width of `glyph` in font units. For variable fonts at a
    /// non-default `variation` it adds the `HVAR` delta, or, without `HVAR`,
    /// the `gvar` phantom-point delta. Unrounded; 0 for out-of-range glyphs.
    public func advanceWidth(of glyph: GlyphID, variation: FontVariation = .default) -> Double {
        guard let base = hmtx.advance(glyph) else { return 0 }
        let coords = variation.coords
        guard !coords.isEmpty, fvar != nil else { return Double(base) }
        if let hvar {
            return Double(base) + hvar.advanceDelta(glyph, coords: coords)
        }
        if let gvar, let glyf {
            let delta =
                (try? GlyphOutlineLoader.phantomAdvanceDelta(glyph, glyf: glyf, gvar: gvar, coords: coords)) ?? 0
            return Double(base) + delta
        }
        return Double(base)
    }

    /// Left side bearing of `glyph` from `hmtx` (default instance), font units.
    public func leftSideBearing(of glyph: GlyphID) -> Int {
        Int(hmtx.leftSideBearing(glyph))
    }

    // MARK: Kerning

    /// Where ``kerning(left:right:variation:)`` gets its values.
    public enum KerningSource: Sendable {
        /// Pair adjustment lookups of the `GPOS` `kern` feature.
        case gpos
        /// The legacy `kern` table (format 0).
        case kern
        /// The font has no kerning.
        case none
    }

    /// `GPOS` when it has pair lookups for the `kern` feature of the chosen
    /// script (`latn`, else `DFLT`), else the `kern` table if present.
    public var kerningSource: KerningSource {
        if let gpos, !gpos.kernLookups.isEmpty { return .gpos }
        if let kern, !kern.subtables.isEmpty { return .kern }
        return .none
    }

    /// The script tag whose `GPOS` default language system supplies kerning.
    public var kerningScript: FontTag? { gpos?.script }

    /// Adjustment to `left`'s x-advance when followed by `right`, in font units:
    /// the sum over the `GPOS` `kern` lookups (first applicable subtable of
    /// each, with `GDEF` variation deltas at `variation`), or the legacy
    /// `kern` value when `GPOS` has no kern lookups.
    public func kerning(left: GlyphID, right: GlyphID, variation: FontVariation = .default) -> Double {
        switch kerningSource {
        case .gpos: return gpos?.kerning(left: left, right: right, coords: variation.coords, store: gdefStore) ?? 0
        case .kern: return Double(kern?.kerning(left: left, right: right) ?? 0)
        case .none: return 0
        }
    }

    /// The legacy `kern` table value for the pair (0 without a `kern` table).
    public func legacyKerning(left: GlyphID, right: GlyphID) -> Int {
        kern?.kerning(left: left, right: right) ?? 0
    }

    // MARK: Outlines

    /// The outline of `glyph` in font units, with composite glyphs resolved
    /// and, at a non-default `variation`, `gvar` deltas applied. Glyph 0 is
    /// `.notdef`.
    public func outline(of glyph: GlyphID, variation: FontVariation = .default) throws(FontError) -> GlyphOutline {
        do throws(FontError) {
            guard let glyf else {
                throw FontError(.missingTable, table: GlyfTable.tag)
            }
            guard glyph.index < numberOfGlyphs else { throw FontError(.glyphOutOfRange(glyph)) }
            var loader = GlyphOutlineLoader(
                glyf: glyf, gvar: variation.isDefault ? nil : gvar, coords: variation.coords)
            return try loader.outline(glyph)
        } catch {
            throw error.inFile(fileName)
        }
    }

    // MARK: Convenience

    /// Advance of each Unicode scalar of `string` in points at `size` (points
    /// per em), with the kerning of each pair added to its first glyph's
    /// advance. Plain 1:1 `cmap` mapping (unmapped scalars use `.notdef`), no shaping.
    public func advances(for string: String, size: CGFloat, variation: FontVariation = .default) -> [CGFloat] {
        let glyphs = glyphIDs(for: string)
        let scale = Double(size) / Double(unitsPerEm)
        var result: [CGFloat] = []
        result.reserveCapacity(glyphs.count)
        for (i, g) in glyphs.enumerated() {
            var advance = advanceWidth(of: g, variation: variation)
            if i + 1 < glyphs.count {
                advance += kerning(left: g, right: glyphs[i + 1], variation: variation)
            }
            result.append(CGFloat(advance * scale))
        }
        return result
    }
}
