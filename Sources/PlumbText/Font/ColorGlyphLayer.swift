/// One layer of a layered colour glyph (`COLR` version 0 with `CPAL`): another glyph's
/// outline, filled with a palette colour or with the text's own colour.
///
/// A renderer draws a colour glyph's layers bottom first, each at the glyph's origin and size,
/// instead of the glyph's own outline (OpenType spec, "COLR — Color Table": "the glyph is
/// rendered by compositing the layer glyphs, in order, using the associated colors").
public struct ColorGlyphLayer: Equatable, Sendable {
    /// An sRGB colour, straight (not premultiplied) alpha, 0...255 per channel.
    public struct RGBA: Equatable, Sendable {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        /// The colour of these channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The glyph whose outline the layer fills.
    public var glyph: GlyphID
    /// The layer's palette colour; `nil` for palette index 0xFFFF, the text's foreground.
    public var color: RGBA?

    /// A layer filling `glyph`'s outline with `color` (`nil`: the foreground).
    public init(glyph: GlyphID, color: RGBA?) {
        self.glyph = glyph
        self.color = color
    }
}

extension OpenTypeFont {
    /// `true` when the face has layered colour glyphs: a `COLR` with its `CPAL`.
    public var hasColorLayers: Bool { hasTable(ColrTable.tag) && hasTable(CpalTable.tag) }

    /// The layers of `glyph` in palette `palette` (0, the default palette, unless chosen), or
    /// `nil` when the glyph has none or its records are damaged (see
    /// ``loadColorLayers(of:palette:)``).
    public func colorLayers(of glyph: GlyphID, palette: Int = 0) -> [ColorGlyphLayer]? {
        (try? loadColorLayers(of: glyph, palette: palette)) ?? nil
    }

    /// The layers of `glyph`, bottom first, in `palette`; `nil` when the face has no `COLR` and
    /// `CPAL` or the glyph no base glyph record.
    ///
    /// - Throws: ``FontError`` when a record is out of range, a layer names a glyph not below
    ///   `numGlyphs` or a palette entry the palette does not have.
    public func loadColorLayers(of glyph: GlyphID, palette: Int = 0) throws(FontError) -> [ColorGlyphLayer]? {
        do throws(FontError) {
            guard let colrData = try directory.table(ColrTable.tag), let cpalData = try directory.table(CpalTable.tag)
            else {
                return nil
            }
            guard let records = try ColrTable(colrData).layers(of: glyph) else { return nil }
            let cpal = try CpalTable(cpalData)
            var layers: [ColorGlyphLayer] = []
            layers.reserveCapacity(records.count)
            for (layer, index) in records {
                guard layer.index < numberOfGlyphs else {
                    throw FontError(.glyphOutOfRange(layer), table: ColrTable.tag)
                }
                let color =
                    index == ColrTable.foregroundIndex ? nil : try cpal.color(palette: palette, index: Int(index))
                layers.append(ColorGlyphLayer(glyph: layer, color: color))
            }
            return layers
        } catch {
            throw error.inFile(fileName)
        }
    }
}
