import Foundation
import PlumbCore

// How a `Canvas` becomes display items: its renderer is run with the canvas's final size and
// each recorded `GraphicsContext` command becomes items in the canvas's coordinates, inside
// one group that moves them to the canvas's frame and clips them to it.

extension DisplayListBuilder {
    /// The items of `drawing`, in a group translated to `frame`'s origin and clipped to `frame`.
    func canvasItems(_ drawing: CanvasDrawing, in frame: CGRect, foreground: AnyShapeStyle?, view: ViewReference)
        -> [DisplayItem]
    {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let items = canvasItems(
            drawing.commands(in: frame.size), bounds: CGRect(origin: .zero, size: frame.size), foreground: foreground,
            view: view)
        guard !items.isEmpty else { return [] }
        let move = DisplayTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        return [DisplayItem(.group(DisplayGroup(clip: Path(frame), transform: move, items: items)), view: view)]
    }

    /// The items of `commands` (canvas coordinates), each in its own transform, opacity,
    /// blend mode and clips.
    ///
    /// A fill's path is already in canvas coordinates; a stroke, a text and an image are drawn
    /// in their transform's coordinates inside a group with that transform (so a stroke's width
    /// and a text's glyphs scale and turn with it). Clips become a group's clip (non-zero), or
    /// a mask filled with the even-odd rule for an even-odd or inverse clip (an inverse clip is
    /// the canvas's bounds with the path cut out).
    func canvasItems(
        _ commands: [GraphicsContext.Command], bounds: CGRect, foreground: AnyShapeStyle?, view: ViewReference
    ) -> [DisplayItem] {
        var out: [DisplayItem] = []
        for command in commands {
            var items: [DisplayItem]
            switch command.operation {
            case .fill(let path, let shading, let style):
                let paint = self.paint(shading, foreground: foreground, in: path.boundingRect)
                items = [
                    DisplayItem(.fill(path, paint: paint, rule: style.isEOFilled ? .evenOdd : .nonZero), view: view)
                ]
            case .stroke(let path, let shading, let style):
                let paint = self.paint(shading, foreground: foreground, in: path.boundingRect)
                items = transformed(
                    [DisplayItem(.stroke(path, paint: paint, style: style), view: view)], by: command.transform,
                    view: view)
            case .text(let text, let origin, let size):
                let layout = text._layout(in: size)
                var path = Path()
                let glyphs = outliner.glyphs(of: layout, request: text.request)
                for glyph in glyphs where !glyph.outline.isEmpty {
                    path.append(glyph.outline, offsetBy: origin)
                }
                let paint = self.paint(text.shading, foreground: foreground, in: CGRect(origin: origin, size: size))
                var drawn = path.isEmpty ? [] : [DisplayItem(.fill(path, paint: paint, rule: .nonZero), view: view)]
                drawn += TextPainting.colorGlyphs(of: glyphs, offsetBy: origin) { _ in paint }.map {
                    DisplayItem($0, view: view)
                }
                items = drawn.isEmpty ? [] : transformed(drawn, by: command.transform, view: view)
            case .image(let image, let rect):
                var style = foreground
                if let shading = image.shading { style = shading.style ?? foreground }
                items = transformed(
                    imageItems(image.content, in: rect, foreground: style, view: view), by: command.transform,
                    view: view)
            case .layer(let inner):
                let layer = canvasItems(inner, bounds: bounds, foreground: foreground, view: view)
                items = layer.isEmpty ? [] : [DisplayItem(.group(DisplayGroup(items: layer)), view: view)]
            }
            if items.isEmpty { continue }
            if command.opacity < 1 || command.blendMode != .normal {
                items = [
                    DisplayItem(
                        .group(DisplayGroup(opacity: command.opacity, blendMode: command.blendMode, items: items)),
                        view: view)
                ]
            }
            for clip in command.clips.reversed() {
                if clip.isInverse || clip.isEOFilled {
                    var area = clip.path
                    if clip.isInverse {
                        area = Path(bounds.insetBy(dx: -bounds.width - 1, dy: -bounds.height - 1))
                        area.addPath(clip.path)
                    }
                    let mask = [DisplayItem(.fill(area, paint: .color(.black), rule: .evenOdd), view: view)]
                    items = [DisplayItem(.group(DisplayGroup(mask: mask, items: items)), view: view)]
                } else {
                    items = [DisplayItem(.group(DisplayGroup(clip: clip.path, items: items)), view: view)]
                }
            }
            out += items
        }
        return out
    }

    private func transformed(_ items: [DisplayItem], by transform: CGAffineTransform, view: ViewReference)
        -> [DisplayItem]
    {
        if transform.isIdentity || items.isEmpty { return items }
        return [DisplayItem(.group(DisplayGroup(transform: DisplayTransform(transform), items: items)), view: view)]
    }

    private func paint(_ shading: GraphicsContext.Shading, foreground: AnyShapeStyle?, in rect: CGRect) -> DisplayPaint
    {
        StyleResolver.paint(
            of: shading.style ?? AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: rect, scheme: appearance)
    }
}
