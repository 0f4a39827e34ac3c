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
}

extension TextOutliner {
    /// Ahem's metrics (``AhemTextMeasurer``), for outliners that know no font.
    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics {
        AhemTextMeasurer().lineMetrics(for: font)
    }
}

/// One glyph of laid-out text.
public struct TextGlyph: Sendable {
    /// The glyph's outline (filled with the non-zero rule); empty for a space.
    public var outline: Path
    /// The glyph's box: its advance across, its line's ascent and descent up and down. Taps
    /// inside reach the Text.
    public var box: CGRect
    /// The index of the request's ``TextRun`` the glyph belongs to (0 for plain text): a
    /// renderer fills each run with its own paint.
    public var run: Int

    /// A glyph of `outline`, `box` for hit testing, in run `run`.
    public init(outline: Path, box: CGRect, run: Int = 0) {
        self.outline = outline
        self.box = box
        self.run = run
    }
}
