import Foundation
import PlumbCore

/// How paints other than a plain colour colour each pixel.
enum RasterShading {
    /// A premultiplied colour for the pixel (x, y) of the layer, or `nil` for an invisible paint.
    ///
    /// Each pixel's centre is mapped back to the paint's coordinates (the items'), and the
    /// paint is evaluated there: a linear gradient by the projection on its line, a radial
    /// one by the distance from its centre (y stretched by `yScale`), an angular one by the
    /// angle around its centre, clockwise from the start angle; positions before the first
    /// stop take its colour, after the last the last's (CoreGraphics' draws-before-start and
    /// draws-after-end, which SwiftUI's gradients use). Colours come from a ramp of 1024 steps.
    static func shader(for paint: DisplayPaint, layer: RasterLayer, scale: Double) -> ((Int, Int) -> RGBA8)? {
        guard let inverse = layer.ctm.inverted() else { return nil }
        let originX = Double(layer.originX), originY = Double(layer.originY)
        let identity = layer.ctm == .identity
        @inline(__always) func point(_ x: Int, _ y: Int) -> (Double, Double) {
            let cx = (Double(x) + 0.5 + originX) / scale, cy = (Double(y) + 0.5 + originY) / scale
            if identity { return (cx, cy) }
            let p = inverse.apply(CGPoint(x: cx, y: cy))
            return (Double(p.x), Double(p.y))
        }
        switch paint {
        case .color(let c):
            let p = RGBA8(c).premultiplied()
            return { _, _ in p }
        case .linearGradient(let g, let start, let end):
            let ramp = GradientRamp(g)
            let sx = Double(start.x), sy = Double(start.y)
            let dx = Double(end.x) - sx, dy = Double(end.y) - sy
            let length2 = dx * dx + dy * dy
            return { x, y in
                let (px, py) = point(x, y)
                let t = length2 > 0 ? ((px - sx) * dx + (py - sy) * dy) / length2 : 0
                return ramp[t]
            }
        case .radialGradient(let g, let center, let r0, let r1, let yScale):
            let ramp = GradientRamp(g)
            let cx = Double(center.x), cy = Double(center.y), a = Double(r0), span = Double(r1 - r0)
            let ys = yScale > 0 ? Double(yScale) : 1
            return { x, y in
                let (px, py) = point(x, y)
                let dx = px - cx, dy = (py - cy) / ys
                let d = (dx * dx + dy * dy).squareRoot()
                return ramp[span != 0 ? (d - a) / span : (d >= a ? 1 : 0)]
            }
        case .angularGradient(let g, let center, let a0, let a1):
            let ramp = GradientRamp(g)
            let cx = Double(center.x), cy = Double(center.y)
            // Only the last whole turn is drawn when the span exceeds one (Apple's
            // documentation of AngularGradient).
            var span = a1 - a0
            var start = a0
            if span > 2 * .pi {
                start = a1 - 2 * .pi
                span = 2 * .pi
            }
            if span <= 0 { span = 2 * .pi }
            return { x, y in
                let (px, py) = point(x, y)
                var a = Foundation.atan2(py - cy, px - cx) - start
                a = a.truncatingRemainder(dividingBy: 2 * .pi)
                if a < 0 { a += 2 * .pi }
                return ramp[a / span]
            }
        case .meshGradient(let w, let h, let points, let colors, let smooth):
            let mesh = MeshShader(width: w, height: h, points: points, colors: colors, smooth: smooth)
            return { x, y in
                let (px, py) = point(x, y)
                return mesh.color(atX: px, y: py)
            }
        case .material(let m):
            let p = RGBA8(m.tint.opacity(m.opacity)).premultiplied()
            return { _, _ in p }
        }
    }

    /// Whether ``shader(for:layer:scale:)`` gives `paint` one colour along each row of pixels:
    /// a linear gradient whose line is vertical (`dx == 0`), drawn without a transform. Exactly:
    /// its `t` is `((px − sx) · 0 + (py − sy) · dy) / length²`, where the first product is ±0
    /// for every pixel (or NaN for every pixel when the start is not finite), so the sum, and
    /// the ramp index, do not depend on `px`.
    static func isRowConstant(_ paint: DisplayPaint, layer: RasterLayer) -> Bool {
        guard layer.ctm == .identity, case .linearGradient(_, let start, let end) = paint else { return false }
        return Double(end.x) - Double(start.x) == 0
    }

    /// Whether any fill in `items` (groups opened) is a material.
    static func containsMaterial(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            switch item.operation {
            case .fill(_, let paint, _): if case .material = paint { return true } else { return false }
            case .group(let g): return containsMaterial(g.items)
            default: return false
            }
        }
    }

    /// Fills `mask` with a material: what is below (the layer over its backdrop), blurred,
    /// saturated and tinted, replaces the layer's pixels through the mask's coverage.
    static func drawMaterial(_ m: DisplayMaterial, mask: CoverageMask, into layer: inout RasterLayer, scale: Double) {
        let sigma = Double(m.blurRadius) * scale
        // Bounded as a group's margin is: past the layer's size, a wider blur adds nothing.
        let margin = Int(pixel: min((sigma * 3).rounded(.up), Double(max(layer.bitmap.width, layer.bitmap.height))))
        let x0 = mask.originX - margin, y0 = mask.originY - margin
        let w = mask.width + 2 * margin, h = mask.height + 2 * margin
        guard w > 0, h > 0 else { return }
        // What is below, in the region the blur reads; beyond the drawing below, its edge
        // pixels repeat (a material at the canvas's edge does not fade to transparent).
        let backdrop = layer.flattenedBackdrop()
        var below = Bitmap(width: w, height: h)
        let bw = backdrop.bitmap.width, bh = backdrop.bitmap.height
        if bw > 0, bh > 0 {
            let dx = layer.originX + x0 - backdrop.originX, dy = layer.originY + y0 - backdrop.originY
            for y in 0..<h {
                let sy = min(max(y + dy, 0), bh - 1)
                for x in 0..<w {
                    below.pixels[y * w + x] = backdrop.bitmap.pixels[sy * bw + min(max(x + dx, 0), bw - 1)]
                }
            }
        }
        RasterFilters.gaussianBlur(&below, sigma: sigma, edges: .extend)
        RasterFilters.applyMatrix(.saturation(m.saturation), to: &below)
        let tint = RGBA8(m.tint).premultiplied()
        let weight = UInt8(min(max((m.opacity * 255).rounded(), 0), 255))
        let width = layer.bitmap.width
        for my in 0..<mask.height {
            let y = mask.originY + my
            guard y >= 0, y < layer.bitmap.height else { continue }
            for mx in 0..<mask.width {
                let x = mask.originX + mx
                guard x >= 0, x < width else { continue }
                let c = RGBA8.mul255(mask.coverage[my * mask.width + mx], weight)
                if c == 0 { continue }
                let material = Bitmap.sourceOver(tint, below.pixels[(my + margin) * w + mx + margin])
                let i = y * width + x
                layer.bitmap.pixels[i] = RGBA8.lerp(layer.bitmap.pixels[i], material, c)
            }
        }
    }
}

/// A gradient's colours at 1024 evenly spaced positions, premultiplied.
struct GradientRamp {
    let colors: [RGBA8]

    init(_ gradient: Gradient) {
        colors = (0..<1024).map { RGBA8(gradient.color(at: Double($0) / 1023)).premultiplied() }
    }

    subscript(t: Double) -> RGBA8 {
        guard t.isFinite else { return colors[0] }
        // t is clamped to 0...1, so adding a half and truncating rounds it.
        return colors[Int(min(max(t, 0), 1) * 1023 + 0.5)]
    }
}

/// A mesh gradient's colour at a point: the patch holding it is found by inverting each
/// patch's bilinear map; colours are interpolated bilinearly within it, or, smooth, with
/// Catmull-Rom splines over the whole grid (continuous slopes across patch edges).
struct MeshShader {
    let width: Int, height: Int
    let points: [(Double, Double)]
    let colors: [(Double, Double, Double, Double)]
    let smooth: Bool

    init(width: Int, height: Int, points: [CGPoint], colors: [Color], smooth: Bool) {
        self.width = width
        self.height = height
        self.smooth = smooth
        let points = points.map { (Double($0.x), Double($0.y)) }
        self.points = points
        self.colors = colors.map { ($0.red * $0.opacity, $0.green * $0.opacity, $0.blue * $0.opacity, $0.opacity) }
        // Each patch's bounding box, so a pixel tries only the patches that can hold it.
        var boxes: [(Double, Double, Double, Double)] = []
        for j in 0..<max(height - 1, 0) {
            for i in 0..<max(width - 1, 0) {
                let a = j * width + i
                let corners = [points[a], points[a + 1], points[a + width], points[a + width + 1]]
                boxes.append(
                    (corners.map(\.0).min()!, corners.map(\.1).min()!, corners.map(\.0).max()!, corners.map(\.1).max()!)
                )
            }
        }
        self.boxes = boxes
    }

    /// The patches' bounding boxes (min x, min y, max x, max y), row by row.
    let boxes: [(Double, Double, Double, Double)]

    func color(atX x: Double, y: Double) -> RGBA8 {
        let eps = 1e-9
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let box = boxes[j * (width - 1) + i]
                guard x >= box.0 - eps, y >= box.1 - eps, x <= box.2 + eps, y <= box.3 + eps else { continue }
                let a = j * width + i, b = a + 1, c = a + width, d = c + 1
                guard let (u, v) = MeshShader.invert(x, y, points[a], points[b], points[c], points[d]) else { continue }
                func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
                let mixed = smooth ? cubic(i, j, u, v) : bilinear(a, b, c, d, u, v)
                let alpha = byte(mixed.3)
                return RGBA8(
                    r: min(byte(mixed.0), alpha), g: min(byte(mixed.1), alpha), b: min(byte(mixed.2), alpha), a: alpha)
            }
        }
        return .clear
    }

    typealias RGBA = (Double, Double, Double, Double)

    func bilinear(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ u: Double, _ v: Double) -> RGBA {
        func mix(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
            (p * (1 - u) + q * u) * (1 - v) + (r * (1 - u) + s * u) * v
        }
        let (p, q, r, s) = (colors[a], colors[b], colors[c], colors[d])
        return (mix(p.0, q.0, r.0, s.0), mix(p.1, q.1, r.1, s.1), mix(p.2, q.2, r.2, s.2), mix(p.3, q.3, r.3, s.3))
    }

    /// Catmull-Rom in both directions over the 4 × 4 colours around patch (i, j), the grid's
    /// edge colours repeated beyond it.
    func cubic(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> RGBA {
        func weight(_ t: Double, _ k: Int) -> Double {
            let t2 = t * t, t3 = t2 * t
            switch k {
            case 0: return (-t3 + 2 * t2 - t) / 2
            case 1: return (3 * t3 - 5 * t2 + 2) / 2
            case 2: return (-3 * t3 + 4 * t2 + t) / 2
            default: return (t3 - t2) / 2
            }
        }
        var out = (0.0, 0.0, 0.0, 0.0)
        for m in 0..<4 {
            let wy = weight(v, m)
            let row = min(max(j - 1 + m, 0), height - 1)
            for k in 0..<4 {
                let wx = weight(u, k)
                let column = min(max(i - 1 + k, 0), width - 1)
                let c = colors[row * width + column], w = wx * wy
                out.0 += c.0 * w; out.1 += c.1 * w; out.2 += c.2 * w; out.3 += c.3 * w
            }
        }
        return out
    }

    /// (u, v) in [0, 1]² with p = bilinear(a, b, c, d)(u, v), a top left, b top right, c
    /// bottom left, d bottom right; `nil` outside the patch.
    static func invert(
        _ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double),
        _ d: (Double, Double)
    ) -> (Double, Double)? {
        // p = a + u·e + v·f + u·v·g
        let e = (b.0 - a.0, b.1 - a.1), f = (c.0 - a.0, c.1 - a.1), g = (a.0 - b.0 - c.0 + d.0, a.1 - b.1 - c.1 + d.1)
        let h = (x - a.0, y - a.1)
        func cross(_ p: (Double, Double), _ q: (Double, Double)) -> Double { p.0 * q.1 - p.1 * q.0 }
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        // The one or two roots v of k2·v² + k1·v + k0 (no array: this runs for every pixel).
        var roots = (Double.nan, Double.nan)
        if abs(k2) < 1e-12 {
            if abs(k1) > 1e-12 { roots.0 = -k0 / k1 }
        } else {
            let disc = k1 * k1 - 4 * k0 * k2
            guard disc >= 0 else { return nil }
            let r = disc.squareRoot()
            roots = ((-k1 - r) / (2 * k2), (-k1 + r) / (2 * k2))
        }
        let eps = 1e-9
        func solution(_ v: Double) -> (Double, Double)? {
            guard v >= -eps && v <= 1 + eps else { return nil }
            let denomX = e.0 + g.0 * v, denomY = e.1 + g.1 * v
            let u = abs(denomX) > abs(denomY) ? (h.0 - f.0 * v) / denomX : (h.1 - f.1 * v) / denomY
            return u >= -eps && u <= 1 + eps ? (min(max(u, 0), 1), min(max(v, 0), 1)) : nil
        }
        return solution(roots.0) ?? solution(roots.1)
    }
}

extension RGBA8 {
    /// `a` moved toward `b` by `t`/255 (premultiplied values).
    static func lerp(_ a: RGBA8, _ b: RGBA8, _ t: UInt8) -> RGBA8 {
        if t == 255 { return b }
        let inv = 255 - t
        @inline(__always) func ch(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: min(255, UInt16(RGBA8.mul255(x, inv)) + UInt16(RGBA8.mul255(y, t))))
        }
        return RGBA8(r: ch(a.r, b.r), g: ch(a.g, b.g), b: ch(a.b, b.b), a: ch(a.a, b.a))
    }
}

extension Bitmap {
    /// Composites the premultiplied colours `shader(x, y)` source-over through `mask`.
    mutating func composite(mask: CoverageMask, shader: (Int, Int) -> RGBA8) {
        let x0 = max(0, mask.originX), y0 = max(0, mask.originY)
        let x1 = min(width, mask.originX + mask.width), y1 = min(height, mask.originY + mask.height)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        for y in y0..<y1 {
            let maskRow = (y - mask.originY) * mask.width - mask.originX
            for x in x0..<x1 {
                let c = mask.coverage[maskRow + x]
                if c == 0 { continue }
                var p = shader(x, y)
                if p.a == 0 { continue }
                if c < 255 {
                    p = RGBA8(
                        r: RGBA8.mul255(p.r, c), g: RGBA8.mul255(p.g, c), b: RGBA8.mul255(p.b, c),
                        a: RGBA8.mul255(p.a, c))
                }
                let i = y * width + x
                pixels[i] = p.a == 255 ? p : Bitmap.sourceOver(p, pixels[i])
            }
        }
    }

    /// The premultiplied colour at image coordinates (u, v) (pixel centres at integers),
    /// bilinear, transparent outside.
    func sampleBilinear(u: Double, v: Double) -> RGBA8 {
        guard u.isFinite, v.isFinite, u > -1, v > -1, u < Double(width), v < Double(height) else { return .clear }
        let ux = u.rounded(.down), vy = v.rounded(.down)
        let fx = u - ux, fy = v - vy, ix = Int(pixel: ux), iy = Int(pixel: vy)
        func at(_ x: Int, _ y: Int) -> RGBA8 {
            pixels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
        }
        let a = at(ix, iy), b = at(ix + 1, iy), c = at(ix, iy + 1), d = at(ix + 1, iy + 1)
        func mix(_ pa: UInt8, _ pb: UInt8, _ pc: UInt8, _ pd: UInt8) -> UInt8 {
            let top = Double(pa) + (Double(pb) - Double(pa)) * fx
            let bottom = Double(pc) + (Double(pd) - Double(pc)) * fx
            return UInt8(min(max((top + (bottom - top) * fy).rounded(), 0), 255))
        }
        let p = RGBA8(
            r: mix(a.r, b.r, c.r, d.r), g: mix(a.g, b.g, c.g, d.g), b: mix(a.b, b.b, c.b, d.b),
            a: mix(a.a, b.a, c.a, d.a))
        return RGBA8(r: min(p.r, p.a), g: min(p.g, p.a), b: min(p.b, p.a), a: p.a)
    }
}
