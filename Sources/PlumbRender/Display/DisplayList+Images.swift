import Foundation
import PlumbCore

// How an `Image` becomes display items: a symbol's icon outline or placeholder, a named
// image's pixels (nine-sliced and tiled when resizable with cap insets or `.tile`), a named
// vector image's shapes, a template image as its foreground paint through the image's alpha.

extension DisplayListBuilder {
    /// The items `image` draws over `frame`.
    ///
    /// - A symbol (no pixels of that name given) is its icon's outline filled with the
    ///   foreground paint (``SymbolFont``), or ``SymbolPlaceholder`` without a counterpart or
    ///   without its font.
    /// - A named vector image (an SVG or PDF asset) is its shapes stretched over the frame
    ///   (``VectorImage/displayItems(in:view:paint:)``), cap insets and tiling aside.
    /// - A named image without pixels or shapes is a grey placeholder rectangle (its size is
    ///   known, its picture is not).
    /// - A resizable image with cap insets is nine slices: the corners at their own size, the
    ///   edges stretched (or tiled) along their length, the middle stretched (or tiled) both
    ///   ways (UIKit's `resizableImage(withCapInsets:resizingMode:)`); `.tile` without insets
    ///   tiles the whole image from the top-left corner.
    /// - A template (`renderingMode(.template)`, an asset whose `template-rendering-intent`
    ///   is `template`, and a symbol image given pixels) is the foreground paint over the
    ///   frame, masked by the image's opacity. For a vector image whose shapes are all
    ///   opaque that is each shape painted with the foreground paint, which covers the same
    ///   pixels without a mask layer.
    func imageItems(_ image: ImageContent, in frame: CGRect, foreground: AnyShapeStyle?, view: ViewReference)
        -> [DisplayItem]
    {
        guard frame.width > 0, frame.height > 0 else { return [] }
        if let vector = options.images.vector(named: image.name) {
            return vectorItems(vector, image: image, in: frame, foreground: foreground, view: view)
        }
        guard let entry = options.images.image(named: image.name) else {
            if let symbol = image.symbol { return symbolItems(symbol, in: frame, foreground: foreground, view: view) }
            return [DisplayItem(.image(DisplayImage(rect: frame, name: image.name, pixels: nil)), view: view)]
        }
        let tiles = slices(of: entry.image, scale: entry.scale, image: image, in: frame).map {
            DisplayItem(
                .image(
                    DisplayImage(rect: $0.rect, name: image.name, pixels: $0.pixels, interpolation: image.interpolation)
                ), view: view)
        }
        guard image.isTemplate else { return tiles }
        let paint = StyleResolver.paint(
            of: AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: frame, scheme: appearance)
        guard !paint.isInvisible else { return [] }
        return [
            DisplayItem(
                .group(
                    DisplayGroup(
                        mask: tiles, items: [DisplayItem(.fill(Path(frame), paint: paint, rule: .nonZero), view: view)])
                ), view: view)
        ]
    }

    /// A vector image's shapes over `frame`, in their own colours or, for a template, the
    /// foreground paint.
    func vectorItems(
        _ vector: VectorImage, image: ImageContent, in frame: CGRect, foreground: AnyShapeStyle?, view: ViewReference
    ) -> [DisplayItem] {
        guard image.isTemplate else { return vector.displayItems(in: frame, view: view) }
        let paint = StyleResolver.paint(
            of: AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: frame, scheme: appearance)
        guard !paint.isInvisible else { return [] }
        if vector.isOpaque { return vector.displayItems(in: frame, view: view, paint: paint) }
        return [
            DisplayItem(
                .group(
                    DisplayGroup(
                        mask: vector.displayItems(in: frame, view: view),
                        items: [DisplayItem(.fill(Path(frame), paint: paint, rule: .nonZero), view: view)])
                ), view: view)
        ]
    }

    /// A symbol's icon, or its placeholder.
    func symbolItems(_ symbol: SymbolContent, in frame: CGRect, foreground: AnyShapeStyle?, view: ViewReference)
        -> [DisplayItem]
    {
        let paint = StyleResolver.paint(
            of: AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: frame, scheme: appearance)
        guard !paint.isInvisible else { return [] }
        if let custom = symbol.custom {
            return [
                DisplayItem(
                    .fill(Self.outline(of: custom, symbol.size, in: frame), paint: paint, rule: .nonZero), view: view)
            ]
        }
        if let entry = symbol.entry, let font = options.symbolFonts.first(where: { $0.iconFont == entry.font }),
            let outline = font.outline(of: entry, in: frame)
        {
            return [DisplayItem(.fill(outline, paint: paint, rule: .nonZero), view: view)]
        }
        // No icon, or its font missing: a placeholder with the name; none for no name (see
        // ``SymbolContent/isPlaceholder``).
        guard !symbol.name.isEmpty else { return [] }
        let placeholder = SymbolPlaceholder(name: symbol.name, frame: frame)
        let (outline, lineWidth) = placeholder.outline
        var items = [DisplayItem(.stroke(outline, paint: paint, style: StrokeStyle(lineWidth: lineWidth)), view: view)]
        let label = placeholder.label(
            measurer: tree.environment.textMeasurer, outliner: outliner, displayScale: tree.environment.displayScale)
        if !label.isEmpty { items.append(DisplayItem(.fill(label, paint: paint, rule: .nonZero), view: view)) }
        return items
    }

    /// An app's own symbol's glyph in `frame`: at its size's scale, its advance filling the
    /// width and its height the frame's (a resizable symbol stretched to another frame
    /// stretches with it), centred on its capitals as its baseline says
    /// (``CustomSymbol/baseline(inHeight:scale:)``).
    static func outline(of custom: CustomSymbol, _ size: SymbolSize, in frame: CGRect) -> Path {
        let natural = custom.frame(at: size)
        let scale = custom.scale(at: size)
        let ky = natural.height > 0 ? scale * frame.height / natural.height : scale
        let kx = natural.width > 0 ? scale * frame.width / natural.width : scale
        let baseline = frame.minY + custom.baseline(inHeight: frame.height, scale: ky)
        return custom.outline.applying(
            CGAffineTransform(a: kx, b: 0, c: 0, d: ky, tx: frame.minX, ty: baseline))
    }

    /// The pieces of `pixels` (at `scale` pixels a point) drawn over `frame`, each with the
    /// rectangle it covers.
    func slices(of pixels: PNGImage, scale: Double, image: ImageContent, in frame: CGRect) -> [(
        rect: CGRect, pixels: PNGImage
    )] {
        let insets = image.capInsets
        let hasCaps = insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0
        guard image.isResizable, hasCaps || image.resizingMode == .tile else { return [(frame, pixels)] }
        let w = Double(pixels.width), h = Double(pixels.height)
        // Source edges in pixels, destination edges in points: caps keep their point size.
        let sx = [
            0, min(insets.leading * scale, w), max(w - insets.trailing * scale, min(insets.leading * scale, w)), w,
        ]
        let sy = [0, min(insets.top * scale, h), max(h - insets.bottom * scale, min(insets.top * scale, h)), h]
        let dx = [frame.minX, frame.minX + (sx[1] - sx[0]) / scale, frame.maxX - (sx[3] - sx[2]) / scale, frame.maxX]
        let dy = [frame.minY, frame.minY + (sy[1] - sy[0]) / scale, frame.maxY - (sy[3] - sy[2]) / scale, frame.maxY]
        var out: [(CGRect, PNGImage)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let target = CGRect(
                    x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0 else { continue }
                // Corners are never scaled; edges and the middle tile along the axes they stretch in.
                let tileX = image.resizingMode == .tile && column == 1, tileY = image.resizingMode == .tile && row == 1
                out += tiles(of: pixels, source: source, into: target, scale: scale, tileX: tileX, tileY: tileY)
            }
        }
        return out
    }

    /// `source` (pixels) over `target` (points): stretched, or repeated at its own size along
    /// the tiled axes from the target's top-left corner, the last tile cut.
    private func tiles(
        of pixels: PNGImage, source: CGRect, into target: CGRect, scale: Double, tileX: Bool, tileY: Bool
    ) -> [(CGRect, PNGImage)] {
        let tileWidth = tileX ? source.width / scale : target.width,
            tileHeight = tileY ? source.height / scale : target.height
        var out: [(CGRect, PNGImage)] = []
        var y = target.minY
        while y < target.maxY - 1e-9 {
            let th = min(tileHeight, target.maxY - y)
            var x = target.minX
            while x < target.maxX - 1e-9 {
                let tw = min(tileWidth, target.maxX - x)
                // The part of the source the (possibly cut) tile shows.
                let cut = CGRect(
                    x: source.minX, y: source.minY,
                    width: tileX ? tw * scale : source.width, height: tileY ? th * scale : source.height)
                if let crop = pixels.cropped(to: cut) { out.append((CGRect(x: x, y: y, width: tw, height: th), crop)) }
                x += tw
            }
            y += th
        }
        return out
    }
}

extension PNGImage {
    /// The pixels inside `rect` (pixel coordinates, rounded to whole pixels), or `nil` if empty.
    func cropped(to rect: CGRect) -> PNGImage? {
        let x0 = max(0, Int(pixel: rect.minX.rounded())), y0 = max(0, Int(pixel: rect.minY.rounded()))
        let x1 = min(width, max(x0 + 1, Int(pixel: rect.maxX.rounded()))),
            y1 = min(height, max(y0 + 1, Int(pixel: rect.maxY.rounded())))
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
        var out: [RGBA8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 { out += pixels[(y * width + x0)..<(y * width + x1)] }
        return PNGImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }
}
