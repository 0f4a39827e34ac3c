/// Colour glyph pictures: which glyphs of a font are PNGs (`CBLC`/`CBDT`, `sbix`) and where
/// they go. See ``ColorGlyphBitmap``.
///
/// The tables are not parsed when the font loads (a damaged `CBLC` must not stop its outlines
/// and metrics from loading): each query reads the few records it needs, bounds-checked.
extension OpenTypeFont {
    /// `true` when the face has colour bitmaps: a `CBLC` with its `CBDT`, or an `sbix`.
    public var hasColorBitmaps: Bool {
        (hasTable(CblcTable.tag) && hasTable(CbdtTable.tag)) || hasTable(SbixTable.tag)
    }

    /// The pixels per em of the face's colour strikes (`CBLC`'s, then `sbix`'s), in table
    /// order; empty without colour bitmaps or when their header is damaged.
    public var colorBitmapStrikes: [Int] {
        var sizes: [Int] = []
        if let cblc = try? colorBitmapLocations() { sizes += cblc.strikes.map(\.ppemY) }
        if let sbix = try? standardBitmaps() { sizes += sbix.strikes.map(\.ppem) }
        return sizes
    }

    /// The colour picture of `glyph` for drawing it at `pixelsPerEm` (its size in points times
    /// the display scale), or `nil` when the face has none for it, the picture is not a PNG,
    /// or its records are damaged. ``loadColorBitmap(of:pixelsPerEm:)`` says which.
    public func colorBitmap(of glyph: GlyphID, pixelsPerEm: Double) -> ColorGlyphBitmap? {
        (try? loadColorBitmap(of: glyph, pixelsPerEm: pixelsPerEm)) ?? nil
    }

    /// The colour picture of `glyph` for drawing at `pixelsPerEm`, from the strike nearest above
    /// that size (the smallest at least as large, so the picture is scaled down, never up),
    /// else the largest; a strike without this glyph is passed over for the next nearest.
    /// `CBLC`/`CBDT` is asked before `sbix`.
    ///
    /// Core Text picks an `sbix` strike by the size drawn in pixels (rdar://23321873, on
    /// Apple Color Emoji's 20…160 ppem strikes: each size shows the strike for its ppem);
    /// which one it picks between two strikes is not documented, and "nearest above" keeps
    /// every picture sharp. Noto Color Emoji has one strike (109 ppem), always chosen.
    ///
    /// - Returns: `nil` when no strike has a picture of `glyph`.
    /// - Throws: ``FontError`` when a record on the way is truncated or inconsistent, or the
    ///   picture is in a format Plumb does not read (`CBDT` image formats other than 17, 18
    ///   and 19; `sbix` graphic types other than `png ` and `dupe`): `.unsupported` names it.
    public func loadColorBitmap(of glyph: GlyphID, pixelsPerEm: Double) throws(FontError) -> ColorGlyphBitmap? {
        do throws(FontError) {
            guard glyph.index < numberOfGlyphs else { throw FontError(.glyphOutOfRange(glyph)) }
            if let cblc = try colorBitmapLocations(), let cbdtData = try directory.table(CbdtTable.tag) {
                let cbdt = try CbdtTable(cbdtData)
                for strike in Self.preferred(cblc.strikes, ppem: \.ppemY, for: pixelsPerEm) {
                    if let location = try cblc.location(of: glyph, in: strike) {
                        return try cbdt.bitmap(of: glyph, at: location, pixelsPerEm: strike.ppemY)
                    }
                }
            }
            if let sbix = try standardBitmaps() {
                for strike in Self.preferred(sbix.strikes, ppem: \.ppem, for: pixelsPerEm) {
                    guard let (png, x, y) = try sbix.bitmap(of: glyph, in: strike) else { continue }
                    guard let size = ColorGlyphBitmap.pngSize(png) else {
                        throw FontError.malformed("glyph \(glyph.rawValue): image is not a PNG", table: SbixTable.tag)
                    }
                    // originOffsetY is the picture's bottom edge; its top is a height above.
                    return ColorGlyphBitmap(
                        table: SbixTable.tag, png: png.bytes, pixelsPerEm: strike.ppem, width: size.width,
                        height: size.height,
                        bearingX: x, bearingY: y + size.height, advance: nil)
                }
            }
            return nil
        } catch {
            throw error.inFile(fileName)
        }
    }

    /// `strikes` in the order they are tried for `pixelsPerEm`: those at least that large,
    /// smallest first, then the smaller ones, largest first.
    static func preferred<S>(_ strikes: [S], ppem: (S) -> Int, for pixelsPerEm: Double) -> [S] {
        let above = strikes.filter { Double(ppem($0)) >= pixelsPerEm }.sorted { ppem($0) < ppem($1) }
        let below = strikes.filter { Double(ppem($0)) < pixelsPerEm }.sorted { ppem($0) > ppem($1) }
        return above + below
    }

    /// The face's `CBLC`, or `nil` without one (or without its `CBDT`).
    func colorBitmapLocations() throws(FontError) -> CblcTable? {
        guard hasTable(CbdtTable.tag), let data = try directory.table(CblcTable.tag) else { return nil }
        return try CblcTable(data)
    }

    /// The face's `sbix`, or `nil` without one.
    func standardBitmaps() throws(FontError) -> SbixTable? {
        guard let data = try directory.table(SbixTable.tag) else { return nil }
        return try SbixTable(data, numGlyphs: numberOfGlyphs)
    }
}
