import Foundation
import PlumbCore

/// Turns laid-out text into glyph outlines: how a `Text` is drawn (as paths, so an SVG looks
/// the same without the font) and where it can be tapped.
///
/// A renderer asks the outliner for the glyphs of the lines the engine's ``TextMeasurer``
/// chose for the Text's final size (``LayoutTree/textLayout(of:)``). The outliner must place
/// glyphs exactly as its measurer measured them, so the two come in pairs:
/// ``AhemTextOutliner`` draws what ``AhemTextMeasurer`` measures. A real font's outliner is
/// an adapter over its measurer's shaping: for each line, the glyphs of `line.text`, each
/// outline scaled from font units to `request.font.pointSize`, flipped (fonts are y up), and
/// moved to `(line.origin.x + pen, line.baseline)`; ``FontTextOutliner`` is one for a single
/// `OpenTypeFont` without fallback.
public protocol TextOutliner {
    /// The glyphs of `layout` (the lines of `request` at the Text's final size), in the Text's
    /// own coordinates: points, origin at its top-left corner, y down.
    func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph]

    /// The metrics of `font` as this outliner draws it: where underlines and strikethroughs go.
    func lineMetrics(for font: ResolvedFont) -> FontLineMetrics

    /// Each line's segments where they are drawn, in the line's coordinates: where a styled
    /// run's background and underline go (in visual order on a right-to-left or mixed line).
    func segments(of layout: TextLayout, request: TextLayoutRequest) -> [[TextLine.Segment]]
}

extension TextOutliner {
    /// The lines' own segments, for outliners that do not reorder lines.
    public func segments(of layout: TextLayout, request: TextLayoutRequest) -> [[TextLine.Segment]] {
        layout.lines.map(\.segments)
    }

    /// Ahem's metrics (``AhemTextMeasurer``), for outliners that know no font.
    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics {
        AhemTextMeasurer().lineMetrics(for: font)
    }
}

/// One glyph of laid-out text.
public struct TextGlyph: Sendable {
    /// The glyph's outline (filled with the non-zero rule); empty for a space and for a
    /// colour glyph, which is its ``image``.
    public var outline: Path
    /// The glyph's box: its advance across, its line's ascent and descent up and down. Taps
    /// inside reach the Text.
    public var box: CGRect
    /// The index of the request's ``TextRun`` the glyph belongs to (0 for plain text): a
    /// renderer fills each run with its own paint.
    public var run: Int
    /// The glyph's colour picture (an emoji), drawn as it is instead of an outline filled
    /// with the run's paint; `nil` for outline glyphs.
    public var image: TextGlyphImage?
    /// The glyph's colour layers (`COLR`), bottom first, drawn instead of its outline; empty
    /// for other glyphs.
    public var layers: [TextGlyphLayer]

    /// A glyph of `outline`, `box` for hit testing, in run `run`, drawn as `image` or as
    /// `layers` when given.
    public init(outline: Path, box: CGRect, run: Int = 0, image: TextGlyphImage? = nil, layers: [TextGlyphLayer] = []) {
        self.outline = outline
        self.box = box
        self.run = run
        self.image = image
        self.layers = layers
    }

    /// `true` for a glyph drawn in its own colours (a picture or colour layers).
    public var isColored: Bool { image != nil || !layers.isEmpty }
}

/// One colour layer of a glyph: an outline and its colour.
public struct TextGlyphLayer: Sendable {
    /// The layer's outline, in the Text's coordinates (points, y down).
    public var outline: Path
    /// Its colour; `nil`: the run's paint (`COLR`'s palette index 0xFFFF, the text colour).
    public var color: Color?

    /// A layer of `outline` filled with `color` (`nil`: the run's paint).
    public init(outline: Path, color: Color?) {
        self.outline = outline
        self.color = color
    }
}

/// A colour glyph's picture and where it goes.
public struct TextGlyphImage: Sendable {
    /// Where the picture is drawn, in the Text's coordinates (points, y down): the glyph's
    /// bitmap box scaled from its strike's pixels to the text's size.
    public var rect: CGRect
    /// The decoded picture.
    public var pixels: PNGImage
    /// The font's PNG file of the picture, which an SVG embeds as it is.
    public var png: [UInt8]
    /// A name for the picture: the font's file name and the glyph.
    public var name: String

    /// A picture `pixels` (encoded as `png`) drawn over `rect`, called `name`.
    public init(rect: CGRect, pixels: PNGImage, png: [UInt8], name: String) {
        self.rect = rect
        self.pixels = pixels
        self.png = png
        self.name = name
    }
}
