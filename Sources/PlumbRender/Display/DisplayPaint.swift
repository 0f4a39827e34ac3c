import Foundation
import PlumbCore

/// What a fill or a stroke paints with, resolved for drawing: a colour, a gradient placed in
/// canvas coordinates, or a material (a blur of what is below, tinted).
///
/// Styles become paints when the display list is built (`StyleResolver`): a gradient's
/// unit points are resolved against the frame of the view it fills (SwiftUI: "the gradient
/// maps the unit space points into the bounding rectangle of each shape filled with the
/// gradient"), and named colours take their value in the view's colour scheme.
public enum DisplayPaint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// Colour changes along the line from `start` to `end`; beyond them the end colours extend.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Circles around `center`, from `startRadius` to `endRadius`; `yScale` stretches the
    /// circles vertically into ellipses (an `EllipticalGradient` in a frame that is not square).
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, yScale: CGFloat)
    /// Colour changes with the angle around `center` (radians, clockwise on screen from the
    /// positive x axis), from `startAngle` to `endAngle`.
    case angularGradient(Gradient, center: CGPoint, startAngle: Double, endAngle: Double)
    /// A grid of colours interpolated across the patches between `points` (row major,
    /// `width × height`, canvas coordinates); `smooth`: colours interpolated cubically
    /// across patches (`smoothsColors`), else bilinearly within each.
    case meshGradient(width: Int, height: Int, points: [CGPoint], colors: [Color], smooth: Bool)
    /// The drawing below, blurred and tinted.
    case material(DisplayMaterial)

    /// The colour, for a colour paint.
    public var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// One colour that stands for the paint where a renderer cannot draw it (the average of
    /// a gradient's stops, a material's tint).
    public var representativeColor: Color {
        switch self {
        case .color(let c): return c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _, _), .angularGradient(let g, _, _, _):
            return Gradient.average(g.stops.map(\.color))
        case .meshGradient(_, _, _, let colors, _): return Gradient.average(colors)
        case .material(let m): return m.tint
        }
    }

    /// This paint with every colour's opacity multiplied by `opacity`.
    public func fading(_ opacity: Double) -> DisplayPaint {
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.opacity(opacity))
        case .linearGradient(let g, let s, let e): return .linearGradient(fade(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1, let ys):
            return .radialGradient(fade(g), center: c, startRadius: r0, endRadius: r1, yScale: ys)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(fade(g), center: c, startAngle: a0, endAngle: a1)
        case .meshGradient(let w, let h, let p, let colors, let smooth):
            return .meshGradient(
                width: w, height: h, points: p, colors: colors.map { $0.opacity(opacity) }, smooth: smooth)
        case .material(var m):
            m.opacity *= opacity
            return .material(m)
        }
    }

    /// Whether painting with it changes nothing.
    public var isInvisible: Bool {
        switch self {
        case .color(let c): return c.opacity <= 0
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _, _), .angularGradient(let g, _, _, _):
            return g.stops.allSatisfy { $0.color.opacity <= 0 }
        case .meshGradient(_, _, _, let colors, _): return colors.allSatisfy { $0.opacity <= 0 }
        case .material(let m): return m.opacity <= 0
        }
    }
}

/// A material as drawn: what is below is blurred by `blurRadius` points, its saturation
/// multiplied by `saturation`, then `tint` is composited over it; the result replaces what
/// is below inside the filled path, weighted by `opacity`.
public struct DisplayMaterial: Hashable, Sendable {
    /// How far what is below is blurred, in points.
    public var blurRadius: CGFloat
    /// What the blurred colours' saturation is multiplied by.
    public var saturation: Double
    /// The colour composited over the blur.
    public var tint: Color
    /// How much the result replaces what is below.
    public var opacity: Double

    /// A material of these parameters.
    public init(blurRadius: CGFloat, saturation: Double, tint: Color, opacity: Double = 1) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.opacity = opacity
    }
}

extension Gradient {
    /// The mean of `colors`, weighted by opacity (premultiplied).
    static func average(_ colors: [Color]) -> Color {
        guard !colors.isEmpty else { return .clear }
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for c in colors {
            r += c.red * c.opacity
            g += c.green * c.opacity
            b += c.blue * c.opacity
            a += c.opacity
        }
        guard a > 0 else { return .clear }
        return Color(red: r / a, green: g / a, blue: b / a, opacity: a / Double(colors.count))
    }

    /// The colour at `t` (0 start, 1 end; clamped), interpolated between the stops in
    /// premultiplied sRGB (SwiftUI's default gradient colour space is device sRGB; CoreGraphics
    /// interpolates premultiplied components).
    public func color(at t: Double) -> Color {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = t.isFinite ? t : 0
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            return Gradient.mix(a.color, b.color, f)
        }
        return last.color
    }

    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let alpha = a.opacity + (b.opacity - a.opacity) * f
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
        func ch(_ x: Double, _ y: Double) -> Double { (x * a.opacity + (y * b.opacity - x * a.opacity) * f) / alpha }
        return Color(red: ch(a.red, b.red), green: ch(a.green, b.green), blue: ch(a.blue, b.blue), opacity: alpha)
    }
}

extension DisplayPaint {
    /// Whether SVG cannot express the paint and the SVG writer draws it as a picture.
    var needsRaster: Bool {
        switch self {
        case .angularGradient, .meshGradient: return true
        default: return false
        }
    }
}
