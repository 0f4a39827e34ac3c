import Foundation
import PlumbCore

/// What a Text of styled runs draws: each run's background colour (an attributed string's),
/// one fill of each run's glyphs in the run's paint (its own colour or style, a link's tint,
/// else the Text's foreground), then each run's underline and strikethrough as rectangles
/// at its font's decoration metrics.
///
/// A colour glyph (an emoji) is its picture (``TextGlyph/image``), drawn after the fills in
/// its own colours: neither the run's paint nor the Text's foreground tints it, as on iOS,
/// where Core Text draws `sbix` pictures as they are (the OpenType spec's `CBDT` and `sbix`
/// carry finished colour images). A glyph of `COLR` layers is one fill per layer in its
/// palette colour; only palette index 0xFFFF takes the run's paint ("the text foreground
/// color", OpenType spec, "CPAL").
///
/// A decoration spans the run's segment on each line (its trailing hanging spaces not
/// included, as Core Text ends an underline at the line's last glyph), from its top at the
/// font's position (OpenType `post.underlinePosition`, `OS/2.yStrikeoutPosition`, moved
/// with the run's baseline offset) down by its thickness, in the line style's colour or
/// the run's paint; a pattern cuts it into marks (``Text/LineStyle/Pattern``).
enum TextPainting {
    /// The fills of `glyphs` (laid out from `request` in `layout`), moved to `frame`.
    static func operations(
        request: TextLayoutRequest, layout: TextLayout, glyphs: [TextGlyph], frame: CGRect,
        outliner: any TextOutliner, paint: (AnyShapeStyle?) -> DisplayPaint
    ) -> [DisplayOperation] {
        var operations = backgrounds(request: request, layout: layout, frame: frame, outliner: outliner, paint: paint)
        var paths = [Path](repeating: Path(), count: max(request.runs.count, 1))
        for glyph in glyphs where !glyph.outline.isEmpty {
            paths[min(glyph.run, paths.count - 1)].append(glyph.outline, offsetBy: frame.origin)
        }
        // One fill a run, in order, in the run's paint.
        for (r, path) in paths.enumerated() where !path.isEmpty {
            let runPaint = paint(request.runs.indices.contains(r) ? request.runs[r].foreground : nil)
            if !runPaint.isInvisible { operations.append(.fill(path, paint: runPaint, rule: .nonZero)) }
        }
        operations += colorGlyphs(of: glyphs, offsetBy: frame.origin) { run in
            paint(request.runs.indices.contains(run) ? request.runs[run].foreground : nil)
        }
        operations += decorations(request: request, layout: layout, frame: frame, outliner: outliner, paint: paint)
        return operations
    }

    /// The colour glyphs among `glyphs`, moved by `offset`, in glyph order: each picture an
    /// image, each layer a fill in its colour or, without one, `runPaint` of the glyph's run.
    static func colorGlyphs(
        of glyphs: [TextGlyph], offsetBy offset: CGPoint, runPaint: (Int) -> DisplayPaint
    ) -> [DisplayOperation] {
        var operations: [DisplayOperation] = []
        for glyph in glyphs where glyph.isColored {
            if let image = glyph.image, image.rect.width > 0, image.rect.height > 0 {
                operations.append(
                    .image(
                        DisplayImage(
                            rect: image.rect.offsetBy(dx: offset.x, dy: offset.y), name: image.name,
                            pixels: image.pixels, png: image.png)))
            }
            for layer in glyph.layers where !layer.outline.isEmpty {
                let paint = layer.color.map { DisplayPaint.color($0) } ?? runPaint(glyph.run)
                if paint.isInvisible { continue }
                var path = Path()
                path.append(layer.outline, offsetBy: offset)
                operations.append(.fill(path, paint: paint, rule: .nonZero))
            }
        }
        return operations
    }

    /// The background colours of `layout`'s runs: each segment's advance across, its font's
    /// ascender to descender down from its baseline (open: UIKit fills the line fragment,
    /// which for a line of one font is this).
    static func backgrounds(
        request: TextLayoutRequest, layout: TextLayout, frame: CGRect, outliner: any TextOutliner,
        paint: (AnyShapeStyle?) -> DisplayPaint
    ) -> [DisplayOperation] {
        var operations: [DisplayOperation] = []
        let drawn = outliner.segments(of: layout, request: request)
        for (line, segments) in zip(layout.lines, drawn) {
            for segment in segments where request.runs.indices.contains(segment.run) {
                let run = request.runs[segment.run]
                guard let color = run.background, segment.width > 0 else { continue }
                let metrics = outliner.lineMetrics(for: run.font)
                let baseline = frame.minY + line.baseline - run.baselineOffset
                let rect = CGRect(
                    x: frame.minX + line.origin.x + segment.x, y: baseline - metrics.ascender, width: segment.width,
                    height: metrics.ascender - metrics.descender)
                let fill = paint(AnyShapeStyle(color))
                if !fill.isInvisible { operations.append(.fill(Path(rect), paint: fill, rule: .nonZero)) }
            }
        }
        return operations
    }

    /// The underlines and strikethroughs of `layout`'s runs.
    static func decorations(
        request: TextLayoutRequest, layout: TextLayout, frame: CGRect, outliner: any TextOutliner,
        paint: (AnyShapeStyle?) -> DisplayPaint
    ) -> [DisplayOperation] {
        var operations: [DisplayOperation] = []
        let drawn = outliner.segments(of: layout, request: request)
        for (line, segments) in zip(layout.lines, drawn) {
            for segment in segments where request.runs.indices.contains(segment.run) {
                let run = request.runs[segment.run]
                guard run.underline != nil || run.strikethrough != nil, segment.width > 0 else { continue }
                let metrics = outliner.lineMetrics(for: run.font)
                let baseline = frame.minY + line.baseline - run.baselineOffset
                let x = frame.minX + line.origin.x + segment.x
                // The segment without hanging spaces at the line's end.
                var width = segment.width
                if segment == line.segments.last { width = min(width, line.width - segment.x) }
                guard width > 0 else { continue }
                let decorations: [(Text.LineStyle?, CGFloat, CGFloat)] = [
                    (run.underline, metrics.underlinePosition, metrics.underlineThickness),
                    (run.strikethrough, metrics.strikeoutPosition, metrics.strikeoutThickness),
                ]
                for case let (style?, position, thickness) in decorations where thickness > 0 {
                    let linePaint = style.color.map { paint(AnyShapeStyle($0)) } ?? paint(run.foreground)
                    if linePaint.isInvisible { continue }
                    let path = marks(
                        x: x, width: width, top: baseline - position, thickness: thickness, pattern: style.pattern)
                    operations.append(.fill(path, paint: linePaint, rule: .nonZero))
                }
            }
        }
        return operations
    }

    /// A decoration line from `x` across `width`, cut into the pattern's marks.
    static func marks(x: CGFloat, width: CGFloat, top: CGFloat, thickness: CGFloat, pattern: Text.LineStyle.Pattern)
        -> Path
    {
        let dashes = pattern.dashes
        guard !dashes.isEmpty else { return Path(CGRect(x: x, y: top, width: width, height: thickness)) }
        var path = Path()
        var position = x
        var k = 0
        while position < x + width {
            let length = dashes[k % dashes.count] * thickness
            if k % 2 == 0 {
                path.addRect(CGRect(x: position, y: top, width: min(length, x + width - position), height: thickness))
            }
            position += length
            k += 1
        }
        return path
    }
}
