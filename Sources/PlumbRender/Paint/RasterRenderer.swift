import Foundation
import PlumbCore

/// Draws a ``DisplayList`` into pixels: the PNG half of rendering.
///
/// The canvas becomes `⌈width · scale⌉ × ⌈height · scale⌉` pixels (`scale` pixels a point,
/// as `--scale 3` on an iPhone), filled with the list's background. Fills and strokes go
/// through ``CoverageRasterizer`` (exact-area anti-aliasing) and are composited source-over
/// in premultiplied sRGB 8-bit RGBA, shaded by their paint (`RasterShading`: gradients
/// from a 1024-step colour ramp, materials from the blurred drawing below); a group is drawn
/// into a layer covering only its bounds, filtered (`RasterFilters`: Gaussian blurs, shadows,
/// colour matrices), then composited with its opacity and blend mode through its clip's and
/// mask's coverage; a group's transform maps everything inside it (paths exactly, images
/// and paints by inverse mapping each pixel centre). The same list and scale always give
/// the same pixels.
public struct RasterRenderer {
    /// Pixels per point.
    public var scale: Double

    /// A renderer at `scale` pixels per point (1 for a scale that is not positive and finite).
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

    /// The picture of `list`. The canvas must fit (``fits(_:)``); ``png(_:compression:)`` checks.
    public func render(_ list: DisplayList) -> Bitmap {
        let size = pixelSize(of: list.canvas)
        var layer = RasterLayer(
            bitmap: Bitmap(width: size.width, height: size.height, fill: list.background.map { RGBA8($0) } ?? .clear),
            originX: 0, originY: 0, ctm: .identity, backdrop: nil, scratch: RasterScratch())
        list.withStack { draw(list.items, into: &layer) }
        return layer.bitmap
    }

    /// The picture of `list` as PNG bytes, compressed by `compression` (``PNGCompression/standard``
    /// by default; ``PNGCompression/fast`` for pictures looked at once).
    public func png(_ list: DisplayList, compression: PNGCompression = .standard) throws(PNGError) -> [UInt8] {
        guard fits(list.canvas) else {
            let size = pixelSize(of: list.canvas)
            throw PNGError.invalidImage(
                "the picture would be \(size.width)×\(size.height) pixels, more than \(Bitmap.maxPixelCount)")
        }
        let bitmap = render(list)
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError.invalidImage("the canvas is empty (\(bitmap.width)×\(bitmap.height) pixels)")
        }
        return try PNGEncoder.encode(bitmap, compression: compression)
    }

    func draw(_ items: [DisplayItem], into layer: inout RasterLayer) {
        for item in items { draw(item.operation, into: &layer) }
    }

    /// Maps canvas points to the layer's pixels.
    func pixelTransform(for layer: RasterLayer) -> RasterTransform {
        RasterTransform(a: scale, b: 0, c: 0, d: scale, tx: -Double(layer.originX), ty: -Double(layer.originY))
    }

    /// `path` (in the layer's item coordinates) in the layer's pixels.
    func pixels(_ path: Path, in layer: RasterLayer) -> RasterPath {
        let canvas = layer.ctm == .identity ? path : path.transformed(by: layer.ctm, tolerance: 0.1 / scale)
        return RasterPath(canvas).transformed(by: pixelTransform(for: layer))
    }

    func draw(_ operation: DisplayOperation, into layer: inout RasterLayer) {
        switch operation {
        case .fill(let path, let paint, let rule):
            fill(pixels(path, in: layer), paint: paint, rule: rule == .evenOdd ? .evenOdd : .nonZero, into: &layer)
        case .stroke(let path, let paint, let style):
            let raster = RasterStrokeStyle(style)
            let outline: RasterPath
            if layer.ctm == .identity {
                var scaled = raster
                scaled.lineWidth *= scale
                scaled.scaleDashes(by: scale)
                outline = RasterStroker.outline(
                    of: RasterPath(path).transformed(by: pixelTransform(for: layer)), style: scaled)
            } else {
                // Stroked in the items' own coordinates, then the outline is transformed:
                // exact under any transform (a scaled stroke is a scaled outline).
                let points = RasterStroker.outline(of: RasterPath(path), style: raster, tolerance: 0.1 / scale)
                outline = pixels(Path(points), in: layer)
            }
            fill(outline, paint: paint, rule: .nonZero, into: &layer)
        case .image(let image):
            drawImage(image, into: &layer)
        case .group(let group):
            drawGroup(group, into: &layer)
        }
    }

    /// Fills a path already in the layer's pixels with `paint`.
    func fill(_ path: RasterPath, paint: DisplayPaint, rule: RasterFillRule, into layer: inout RasterLayer) {
        if case .color(let color) = paint {
            layer.bitmap.fill(path: path, color: RGBA8(color), rule: rule, scratch: layer.scratch)
            return
        }
        guard !paint.isInvisible,
            let accumulator = CoverageRasterizer.accumulate(
                path, width: layer.bitmap.width, height: layer.bitmap.height, scratch: layer.scratch)
        else { return }
        if case .material(let material) = paint {
            guard let mask = CoverageRasterizer.mask(of: accumulator, rule: rule) else { return }
            RasterShading.drawMaterial(material, mask: mask, into: &layer, scale: scale)
            return
        }
        guard let shader = RasterShading.shader(for: paint, layer: layer, scale: scale) else {
            accumulator.discard()
            return
        }
        layer.bitmap.fill(
            accumulator, rule: rule, shader: shader, rowConstant: RasterShading.isRowConstant(paint, layer: layer))
    }

    func drawImage(_ image: DisplayImage, into layer: inout RasterLayer) {
        let r = image.rect
        if layer.ctm == .identity || layer.ctm.isTranslationAndScale {
            let t = pixelTransform(for: layer)
            let a = t.apply(RasterPoint(layer.ctm.apply(r.origin)))
            let b = t.apply(RasterPoint(layer.ctm.apply(CGPoint(x: r.maxX, y: r.maxY))))
            let rect = RasterRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            if let pixels = image.pixels {
                layer.bitmap.drawImage(Bitmap(pixels), in: rect, nearest: image.interpolation == .none)
            } else {
                layer.bitmap.fill(
                    path: .rectangle(rect), color: RGBA8(DisplayImage.placeholderColor), rule: .nonZero,
                    scratch: layer.scratch)
            }
            return
        }
        guard let pixels = image.pixels else {
            fill(
                self.pixels(Path(r), in: layer), paint: .color(DisplayImage.placeholderColor), rule: .nonZero,
                into: &layer)
            return
        }
        // Any other transform: each covered pixel's centre is mapped back into the image.
        guard
            let mask = CoverageRasterizer.rasterize(
                self.pixels(Path(r), in: layer), width: layer.bitmap.width, height: layer.bitmap.height,
                scratch: layer.scratch),
            let inverse = layer.ctm.inverted()
        else { return }
        let bitmap = Bitmap(pixels), nearest = image.interpolation == .none
        let originX = Double(layer.originX), originY = Double(layer.originY), scale = self.scale
        let sx = Double(bitmap.width) / Double(r.width), sy = Double(bitmap.height) / Double(r.height)
        layer.bitmap.composite(
            mask: mask,
            shader: { x, y in
                let canvas = CGPoint(x: (Double(x) + 0.5 + originX) / scale, y: (Double(y) + 0.5 + originY) / scale)
                let p = inverse.apply(canvas)
                let u = (Double(p.x) - Double(r.minX)) * sx - 0.5, v = (Double(p.y) - Double(r.minY)) * sy - 0.5
                return nearest
                    ? bitmap.sampleBilinear(u: u.rounded(), v: v.rounded()) : bitmap.sampleBilinear(u: u, v: v)
            })
    }

    func drawGroup(_ group: DisplayGroup, into layer: inout RasterLayer) {
        guard group.opacity > 0 else { return }
        // The items' coordinates inside the group.
        var inner = layer.ctm
        if let t = group.transform { inner = t.concatenating(layer.ctm) }
        // The layer covers what the group can touch, in whole pixels: its clip's bounds, or its
        // content's grown by its filters' reach, within the parent layer (grown by that reach,
        // so a blur or shadow from outside still reaches in).
        let reach = group.filters.reduce(0.0) { $0 + RasterFilters.reach(of: $1) } * scale
        var bounds = contentBounds(group.items, ctm: inner, layer: layer)
        if let b = bounds, reach > 0 { bounds = b.insetBy(-reach) }
        if let clip = group.clip {
            let c = pixels(clip, in: layer).controlPointBounds
            bounds = bounds.flatMap { b in c.flatMap { b.intersection($0) } }
        }
        guard let b = bounds else { return }
        let x0 = max(0, Int(pixel: b.minX.rounded(.down))), y0 = max(0, Int(pixel: b.minY.rounded(.down)))
        let x1 = min(layer.bitmap.width, Int(pixel: b.maxX.rounded(.up))),
            y1 = min(layer.bitmap.height, Int(pixel: b.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        // Drawing reaches outside the parent only where filters carry it back in.
        // A reach past the parent's size (a blur of radius 1e308) adds nothing drawable: the
        // margin is at most that size, so the layer stays within nine times the parent's.
        let margin = Int(pixel: min(reach.rounded(.up), Double(max(layer.bitmap.width, layer.bitmap.height))))
        let lx0 = x0 - margin, ly0 = y0 - margin, lx1 = x1 + margin, ly1 = y1 + margin
        let backdrop = RasterShading.containsMaterial(group.items) ? layer.flattenedBackdrop() : nil
        var sub = RasterLayer(
            bitmap: Bitmap(width: lx1 - lx0, height: ly1 - ly0), originX: layer.originX + lx0,
            originY: layer.originY + ly0,
            ctm: inner, backdrop: backdrop, scratch: layer.scratch)
        draw(group.items, into: &sub)
        for filter in group.filters { RasterFilters.apply(filter, to: &sub.bitmap, scale: scale) }
        var coverage: CoverageMask?
        if let clip = group.clip {
            var clipLayer = sub
            clipLayer.ctm = layer.ctm
            guard
                let m = CoverageRasterizer.rasterize(
                    pixels(clip, in: clipLayer), width: sub.bitmap.width, height: sub.bitmap.height,
                    scratch: layer.scratch)
            else { return }
            coverage = m
        }
        if let maskItems = group.mask {
            var maskLayer = RasterLayer(
                bitmap: Bitmap(width: sub.bitmap.width, height: sub.bitmap.height), originX: sub.originX,
                originY: sub.originY, ctm: layer.ctm, backdrop: nil, scratch: layer.scratch)
            draw(maskItems, into: &maskLayer)
            coverage = RasterFilters.combine(coverage, alphaOf: maskLayer.bitmap)
        }
        let alpha = UInt8(min(max((group.opacity * 255).rounded(), 0), 255))
        if group.blendMode == .normal {
            layer.bitmap.composite(layer: sub.bitmap, atX: lx0, y: ly0, opacity: alpha, mask: coverage)
        } else {
            RasterBlending.composite(
                sub.bitmap, onto: &layer.bitmap, atX: lx0, y: ly0, opacity: alpha, mask: coverage, mode: group.blendMode
            )
        }
    }

    /// The pixel bounds of what `items` can touch, drawn with `ctm`, in `layer`'s pixels
    /// (strokes widened by their miter limit, filters by their reach).
    func contentBounds(_ items: [DisplayItem], ctm: DisplayTransform, layer: RasterLayer) -> RasterRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ r: RasterRect?, grow: Double = 0) {
            guard let r else { return }
            minX = min(minX, r.minX - grow); minY = min(minY, r.minY - grow)
            maxX = max(maxX, r.maxX + grow); maxY = max(maxY, r.maxY + grow)
        }
        var l = layer
        l.ctm = ctm
        for item in items {
            switch item.operation {
            case .fill(let path, _, _): add(pixels(path, in: l).controlPointBounds, grow: 1)
            case .stroke(let path, _, let style):
                let grow = Double(style.lineWidth) * scale * max(Double(style.miterLimit), 1) * ctm.maxScale + 1
                add(pixels(path, in: l).controlPointBounds, grow: grow)
            case .image(let image):
                add(pixels(Path(image.rect), in: l).controlPointBounds, grow: 1)
            case .group(let group):
                var inner = ctm
                if let t = group.transform { inner = t.concatenating(ctm) }
                let reach = group.filters.reduce(0.0) { $0 + RasterFilters.reach(of: $1) } * scale
                if let clip = group.clip {
                    add(pixels(clip, in: l).controlPointBounds, grow: 1)
                } else {
                    add(contentBounds(group.items, ctm: inner, layer: layer), grow: reach)
                }
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A bitmap covering part of the canvas: its pixel (0, 0) is the canvas's pixel (originX, originY).
struct RasterLayer {
    var bitmap: Bitmap
    var originX: Int
    var originY: Int
    /// Maps the coordinates of the items drawn into the layer to canvas points.
    var ctm: DisplayTransform
    /// Everything drawn below this layer, flattened, in canvas pixels: what a material in it
    /// blurs. Kept only for layers that hold a material.
    var backdrop: RasterBackdrop?
    /// The rasterizer's working memory, shared by every layer of one render (layers are drawn
    /// one after another on one thread).
    var scratch = RasterScratch()

    /// What is below the next layer opened on this one: this layer's pixels over its own backdrop.
    func flattenedBackdrop() -> RasterBackdrop {
        guard let backdrop else { return RasterBackdrop(bitmap: bitmap, originX: originX, originY: originY) }
        var below = backdrop.bitmap
        below.composite(
            layer: bitmap, atX: originX - backdrop.originX, y: originY - backdrop.originY, opacity: 255, mask: nil)
        return RasterBackdrop(bitmap: below, originX: backdrop.originX, originY: backdrop.originY)
    }
}

/// Pixels of the canvas below a layer.
struct RasterBackdrop {
    var bitmap: Bitmap
    var originX: Int
    var originY: Int
}

extension RasterRect {
    func insetBy(_ d: Double) -> RasterRect {
        RasterRect(x: minX + d, y: minY + d, width: max(width - 2 * d, 0), height: max(height - 2 * d, 0))
    }

    func intersection(_ o: RasterRect) -> RasterRect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return RasterRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension RasterPoint {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension DisplayTransform {
    /// Only translation and a positive scale on each axis.
    var isTranslationAndScale: Bool { isAffine && m12 == 0 && m21 == 0 && m11 > 0 && m22 > 0 }

    /// The largest factor the transform stretches lengths by (affine part).
    var maxScale: Double {
        max((m11 * m11 + m12 * m12).squareRoot(), (m21 * m21 + m22 * m22).squareRoot(), 1)
    }
}

extension RasterStrokeStyle {
    /// SwiftUI's stroke style, in the same units.
    init(_ style: StrokeStyle) {
        let cap: RasterLineCap =
            switch style.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: RasterLineJoin =
            switch style.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        self.init(
            lineWidth: Double(style.lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(style.miterLimit),
            dash: style.dash.map { Double($0) }, dashPhase: Double(style.dashPhase))
    }

    /// Dash lengths and phase scaled with the line (points to pixels).
    mutating func scaleDashes(by factor: Double) {
        dash = dash.map { $0 * factor }
        dashPhase *= factor
    }
}

extension Path {
    /// A path of the rasterizer's, in the same coordinates.
    init(_ raster: RasterPath) {
        self.init()
        for element in raster.elements {
            switch element {
            case .moveTo(let p): move(to: CGPoint(x: p.x, y: p.y))
            case .lineTo(let p): addLine(to: CGPoint(x: p.x, y: p.y))
            case .quadTo(let c, let p): addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case .cubicTo(let c1, let c2, let p):
                addCurve(
                    to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
                    control2: CGPoint(x: c2.x, y: c2.y))
            case .close: closeSubpath()
            }
        }
    }
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
