import Foundation
import PlumbCore

/// Draws a ``DisplayList`` into pixels: the PNG half of rendering.
///
/// The canvas becomes `⌈width · scale⌉ × ⌈height · scale⌉` pixels (`scale` pixels a point,
/// as `--scale 3` on an iPhone), filled with the list's background. Fills and strokes go
/// through ``CoverageRasterizer`` (exact-area anti-aliasing, non-zero winding) and are
/// composited source-over in premultiplied sRGB 8-bit RGBA; a group is drawn into a layer
/// covering only its bounds, then composited with its opacity through its clip's coverage
/// (so a clip's edge is anti-aliased too); an image is sampled bilinearly at each pixel
/// centre inside its rectangle. The same list and scale always give the same pixels.
public struct RasterRenderer {
    /// Pixels per point.
    public var scale: Double

    public init(scale: Double = 3) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The pixel size of `canvas` at this scale.
    public func pixelSize(of canvas: CGSize) -> (width: Int, height: Int) {
        func pixels(_ v: CGFloat) -> Int {
            let p = (Double(v) * scale - 1e-9).rounded(.up)
            return p.isFinite ? Int(min(max(p, 0), 32_768)) : 0
        }
        return (pixels(canvas.width), pixels(canvas.height))
    }

    /// Whether the picture of `canvas` fits in a ``Bitmap`` (at most ``Bitmap/maxPixelCount`` pixels).
    public func fits(_ canvas: CGSize) -> Bool {
        let size = pixelSize(of: canvas)
        return size.width == 0 || size.height <= Bitmap.maxPixelCount / size.width
    }

    /// The picture of `list`. The canvas must fit (``fits(_:)``); ``png(_:)`` checks.
    public func render(_ list: DisplayList) -> Bitmap {
        let size = pixelSize(of: list.canvas)
        var layer = RasterLayer(
            bitmap: Bitmap(width: size.width, height: size.height, fill: list.background.map { RGBA8($0) } ?? .clear),
            originX: 0, originY: 0)
        draw(list.items, into: &layer)
        return layer.bitmap
    }

    /// The picture of `list` as PNG bytes.
    public func png(_ list: DisplayList) throws(PNGError) -> [UInt8] {
        guard fits(list.canvas) else {
            let size = pixelSize(of: list.canvas)
            throw PNGError.invalidImage("the picture would be \(size.width)×\(size.height) pixels, more than \(Bitmap.maxPixelCount)")
        }
        let bitmap = render(list)
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError.invalidImage("the canvas is empty (\(bitmap.width)×\(bitmap.height) pixels)")
        }
        return try bitmap.pngData()
    }

    func draw(_ items: [DisplayItem], into layer: inout RasterLayer) {
        for item in items { draw(item.operation, into: &layer) }
    }

    /// Maps points to the layer's pixels.
    func transform(for layer: RasterLayer) -> RasterTransform {
        RasterTransform(a: scale, b: 0, c: 0, d: scale, tx: -Double(layer.originX), ty: -Double(layer.originY))
    }

    func draw(_ operation: DisplayOperation, into layer: inout RasterLayer) {
        switch operation {
        case .fill(let path, let color, let rule):
            layer.bitmap.fill(path: RasterPath(path).transformed(by: transform(for: layer)), color: RGBA8(color),
                              rule: rule == .evenOdd ? .evenOdd : .nonZero)
        case .stroke(let path, let color, let width):
            layer.bitmap.stroke(path: RasterPath(path).transformed(by: transform(for: layer)), color: RGBA8(color),
                                style: RasterStrokeStyle(lineWidth: Double(width) * scale, miterLimit: 10))
        case .image(let image):
            let t = transform(for: layer)
            let r = image.rect
            let origin = t.apply(RasterPoint(Double(r.minX), Double(r.minY)))
            let rect = RasterRect(x: origin.x, y: origin.y, width: Double(r.width) * scale, height: Double(r.height) * scale)
            if let pixels = image.pixels {
                layer.bitmap.drawImage(Bitmap(pixels), in: rect)
            } else {
                layer.bitmap.fill(path: .rectangle(rect), color: RGBA8(DisplayImage.placeholderColor))
            }
        case .group(let group):
            drawGroup(group, into: &layer)
        }
    }

    func drawGroup(_ group: DisplayGroup, into layer: inout RasterLayer) {
        guard group.opacity > 0 else { return }
        // The layer covers the group's bounds (its clip's, or its content's), in whole pixels.
        let bounds: RasterRect?
        if let clip = group.clip {
            bounds = RasterPath(clip).transformed(by: transform(for: layer)).controlPointBounds
        } else {
            bounds = contentBounds(group.items, layer: layer)
        }
        guard let b = bounds else { return }
        let x0 = max(0, Int(b.minX.rounded(.down))), y0 = max(0, Int(b.minY.rounded(.down)))
        let x1 = min(layer.bitmap.width, Int(b.maxX.rounded(.up))), y1 = min(layer.bitmap.height, Int(b.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        var sub = RasterLayer(bitmap: Bitmap(width: x1 - x0, height: y1 - y0), originX: layer.originX + x0, originY: layer.originY + y0)
        draw(group.items, into: &sub)
        var mask: CoverageMask?
        if let clip = group.clip {
            mask = CoverageRasterizer.rasterize(
                RasterPath(clip).transformed(by: transform(for: sub)), width: sub.bitmap.width, height: sub.bitmap.height)
            if mask == nil { return }
        }
        let alpha = UInt8(min(max((group.opacity * 255).rounded(), 0), 255))
        layer.bitmap.composite(layer: sub.bitmap, atX: x0, y: y0, opacity: alpha, mask: mask)
    }

    /// The pixel bounds of what `items` can touch, in `layer`'s pixels (strokes widened by
    /// their miter limit).
    func contentBounds(_ items: [DisplayItem], layer: RasterLayer) -> RasterRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ r: RasterRect?, grow: Double = 0) {
            guard let r else { return }
            minX = min(minX, r.minX - grow); minY = min(minY, r.minY - grow)
            maxX = max(maxX, r.maxX + grow); maxY = max(maxY, r.maxY + grow)
        }
        let t = transform(for: layer)
        for item in items {
            switch item.operation {
            case .fill(let path, _, _): add(RasterPath(path).transformed(by: t).controlPointBounds, grow: 1)
            case .stroke(let path, _, let width):
                add(RasterPath(path).transformed(by: t).controlPointBounds, grow: Double(width) * scale * 5 + 1)
            case .image(let image):
                add(RasterPath(Path(image.rect)).transformed(by: t).controlPointBounds, grow: 1)
            case .group(let group):
                if let clip = group.clip {
                    add(RasterPath(clip).transformed(by: t).controlPointBounds, grow: 1)
                } else {
                    add(contentBounds(group.items, layer: layer))
                }
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A bitmap covering part of the canvas: its pixel (0, 0) is the canvas's pixel (originX, originY).
struct RasterLayer {
    var bitmap: Bitmap
    var originX: Int
    var originY: Int
}

extension RasterPath {
    /// The path of PlumbCore's `Path`, in the same coordinates.
    init(_ path: Path) {
        self.init()
        func p(_ q: CGPoint) -> RasterPoint { RasterPoint(x: Double(q.x), y: Double(q.y)) }
        for element in path.elements {
            switch element {
            case .move(let a): move(to: p(a))
            case .line(let a): line(to: p(a))
            case .quadCurve(let a, let c): quad(to: p(a), control: p(c))
            case .curve(let a, let c1, let c2): curve(to: p(a), control1: p(c1), control2: p(c2))
            case .closeSubpath: close()
            }
        }
    }
}
