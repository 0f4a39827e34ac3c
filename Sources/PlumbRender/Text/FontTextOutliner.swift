import Foundation
import PlumbCore
import PlumbText

/// Draws text measured by PlumbText's ``PlumbText/FontTextMeasurer`` (Inter, DejaVu Sans, or a font
/// file): the measurer's own glyph runs (``PlumbText/FontTextMeasurer/glyphRuns(for:layout:)``), so
/// glyphs land exactly where layout measured them.
///
/// A glyph's box is its advance (to the next glyph on its line, kerning included, or its
/// own advance at a run's end) across, and the first-choice face's ascender to descender
/// down, from its baseline.
public struct FontTextOutliner: TextOutliner {
    /// The measurer whose glyph runs are drawn.
    public let measurer: FontTextMeasurer

    /// An outliner drawing what `measurer` measured.
    public init(measurer: FontTextMeasurer) {
        self.measurer = measurer
    }

    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics { measurer.lineMetrics(for: font) }

    public func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        let metrics = measurer.lineMetrics(for: request.font)
        let ascent = metrics.ascender, height = metrics.ascender - metrics.descender
        var glyphs: [TextGlyph] = []
        for run in measurer.glyphRuns(for: request, layout: layout) {
            let scale = run.size / CGFloat(run.face.font.unitsPerEm)
            for i in run.glyphs.indices {
                let p = run.positions[i]
                let advance: CGFloat
                if i + 1 < run.positions.count, run.positions[i + 1].y == p.y {
                    advance = run.positions[i + 1].x - p.x
                } else {
                    advance = CGFloat(run.face.font.advanceWidth(of: run.glyphs[i], variation: run.variation)) * scale
                }
                glyphs.append(TextGlyph(
                    outline: run.path(ofGlyph: i), box: CGRect(x: p.x, y: p.y - ascent, width: max(advance, 0), height: height),
                    run: run.run))
            }
        }
        return glyphs
    }
}

/// The outliner that draws what a measurer measured.
public enum TextOutliners {
    /// ``FontTextOutliner`` for a ``PlumbText/FontTextMeasurer``, ``AhemTextOutliner`` for the Ahem
    /// measurer and for measurers Plumb does not know (whose glyphs it cannot see).
    public static func outliner(for measurer: any TextMeasurer) -> any TextOutliner {
        if let fonts = measurer as? FontTextMeasurer { return FontTextOutliner(measurer: fonts) }
        return AhemTextOutliner()
    }
}
