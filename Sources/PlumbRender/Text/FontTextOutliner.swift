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
///
/// A glyph of a face with colour pictures (Noto Color Emoji's `CBDT`, an `sbix`) that has
/// one is that picture instead of an outline (``TextGlyph/image``): the strike for its size
/// in pixels (points times the display scale, ``PlumbText/OpenTypeFont/colorBitmap(of:pixelsPerEm:)``),
/// decoded once (`ColorGlyphImages`), its box scaled from strike pixels to points by
/// `size / pixelsPerEm` and placed by its bearings from the glyph's origin on the baseline,
/// as FreeType places a `CBDT` bitmap (`bitmap_left` = bearingX, `bitmap_top` = bearingY).
/// A glyph of a face with `COLR` layers is those layers' outlines at its origin, each with
/// its palette colour (palette 0) or the run's paint (``TextGlyph/layers``).
public struct FontTextOutliner: TextOutliner {
    /// The measurer whose glyph runs are drawn.
    public let measurer: FontTextMeasurer

    /// An outliner drawing what `measurer` measured.
    public init(measurer: FontTextMeasurer) {
        self.measurer = measurer
    }

    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics { measurer.lineMetrics(for: font) }

    public func segments(of layout: TextLayout, request: TextLayoutRequest) -> [[TextLine.Segment]] {
        measurer.visualSegments(of: layout, request: request)
    }

    public func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        let metrics = measurer.lineMetrics(for: request.font)
        let ascent = metrics.ascender, height = metrics.ascender - metrics.descender
        var glyphs: [TextGlyph] = []
        for run in measurer.glyphRuns(for: request, layout: layout) {
            let scale = run.size / CGFloat(run.face.font.unitsPerEm)
            let hasPictures = run.face.font.hasColorBitmaps, hasLayers = run.face.font.hasColorLayers
            for i in run.glyphs.indices {
                let p = run.positions[i]
                let advance: CGFloat
                if i + 1 < run.positions.count, run.positions[i + 1].y == p.y {
                    advance = run.positions[i + 1].x - p.x
                } else {
                    advance = CGFloat(run.face.font.advanceWidth(of: run.glyphs[i], variation: run.variation)) * scale
                }
                let box = CGRect(x: p.x, y: p.y - ascent, width: max(advance, 0), height: height)
                if hasLayers, let layers = Self.layers(of: run.glyphs[i], in: run, at: p) {
                    glyphs.append(TextGlyph(outline: Path(), box: box, run: run.run, layers: layers))
                } else if hasPictures,
                    let image = Self.picture(of: run.glyphs[i], in: run, at: p, displayScale: request.displayScale)
                {
                    glyphs.append(TextGlyph(outline: Path(), box: box, run: run.run, image: image))
                } else {
                    glyphs.append(TextGlyph(outline: run.path(ofGlyph: i), box: box, run: run.run))
                }
            }
        }
        if request.runs.contains(where: { $0.attachment != nil }) {
            glyphs += attachmentGlyphs(of: layout, request: request)
        }
        return glyphs
    }

    /// The symbols in the text (``PlumbCore/TextAttachment``): each its icon's outline in its
    /// frame, the frame's middle on the middle of its run's capitals.
    func attachmentGlyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        var glyphs: [TextGlyph] = []
        for (line, segments) in zip(layout.lines, segments(of: layout, request: request)) {
            for segment in segments where segment.run < request.runs.count {
                let run = request.runs[segment.run]
                guard let attachment = run.attachment else { continue }
                let capHeight = measurer.lineMetrics(for: run.font).capHeight
                var x = line.origin.x + segment.x
                for character in segment.text {
                    guard character == TextAttachment.character else { continue }
                    let frame = attachment.frame(
                        x: x, baseline: line.baseline - run.baselineOffset, capHeight: capHeight)
                    glyphs.append(
                        TextGlyph(outline: Self.symbolOutline(attachment, in: frame), box: frame, run: segment.run))
                    x += attachment.size.width + run.spacing
                }
            }
        }
        return glyphs
    }

    /// The outline of the icon Plumb draws for `attachment`'s symbol in `frame`; empty where
    /// no installed icon font has it.
    static func symbolOutline(_ attachment: TextAttachment, in frame: CGRect) -> Path {
        guard let entry = SymbolTable.entry(drawing: attachment.systemName),
            let outline = SymbolFont.system(entry.font)?.outline(of: entry, in: frame)
        else { return Path() }
        return outline
    }
}

extension FontTextOutliner {
    /// The colour picture of `glyph` of `run` with its origin at `origin`, or `nil` if the
    /// face has none for it (or its PNG does not decode).
    static func picture(of glyph: GlyphID, in run: GlyphRun, at origin: CGPoint, displayScale: CGFloat)
        -> TextGlyphImage?
    {
        let font = run.face.font
        guard run.size > 0,
            let bitmap = font.colorBitmap(of: glyph, pixelsPerEm: Double(run.size * max(displayScale, 1))),
            bitmap.pixelsPerEm > 0, bitmap.width > 0, bitmap.height > 0,
            let pixels = ColorGlyphImages.shared.pixels(of: bitmap, glyph: glyph, face: run.face)
        else { return nil }
        let k = run.size / CGFloat(bitmap.pixelsPerEm)
        let rect = CGRect(
            x: origin.x + CGFloat(bitmap.bearingX) * k, y: origin.y - CGFloat(bitmap.bearingY) * k,
            width: CGFloat(bitmap.width) * k, height: CGFloat(bitmap.height) * k)
        return TextGlyphImage(
            rect: rect, pixels: pixels, png: bitmap.png, name: "\(run.face.name) glyph \(glyph.rawValue)")
    }
}

extension FontTextOutliner {
    /// The colour layers of `glyph` of `run` with its origin at `origin`, or `nil` if the
    /// face has none for it.
    static func layers(of glyph: GlyphID, in run: GlyphRun, at origin: CGPoint) -> [TextGlyphLayer]? {
        guard let layers = run.face.font.colorLayers(of: glyph), !layers.isEmpty else { return nil }
        // Each layer glyph outlined as the run outlines its own glyphs, at this glyph's origin.
        var one = run
        one.positions = [origin]
        return layers.map { layer in
            one.glyphs = [layer.glyph]
            let color = layer.color.map {
                Color(
                    red: Double($0.red) / 255, green: Double($0.green) / 255, blue: Double($0.blue) / 255,
                    opacity: Double($0.alpha) / 255)
            }
            return TextGlyphLayer(outline: one.path(ofGlyph: 0), color: color)
        }
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
