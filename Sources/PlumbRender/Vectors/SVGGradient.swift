import Foundation
import PlumbCore

/// An SVG paint server that is a gradient (`<linearGradient>`, `<radialGradient>`), read as
/// a ``VectorGradient`` for one shape (SVG 1.1 §13.2, SVG 2 §14.3).
///
/// - Attributes and stops follow `href` (`xlink:href`) to the gradients it names, up to 8
///   deep: an attribute the element lacks is its referenced gradient's, and its stops are
///   those of the first gradient in the chain that has any (§13.2.2).
/// - `gradientUnits`: `objectBoundingBox` (the default) places the gradient in the shape's
///   bounding box in user space (numbers and percentages are fractions of it), then
///   `gradientTransform`; `userSpaceOnUse` in the user space of the shape, percentages of the
///   viewport (a radius of its normalized diagonal, √((w² + h²) / 2), §7.10).
/// - Linear: `x1`, `y1`, `x2`, `y2` (defaults 0%, 0%, 100%, 0%). Radial: `cx`, `cy`, `r`
///   (defaults 50%) and SVG 2's `fr` (0), the start circle's radius.
/// - Stops: `offset` (a number or a percentage, clamped to 0...1, never less than the one
///   before, §13.2.4), `stop-color` and `stop-opacity`, as attributes, in the style sheet or
///   in `style=""`.
///
/// Approximated: a focal point (`fx`, `fy`) other than the centre is the centre; a
/// `spreadMethod` of `reflect` or `repeat` pads, as the default does. A gradient with no
/// stops paints nothing (§13.2.4); one stop paints its colour. A bounding-box gradient on a
/// shape whose box has no width or no height paints its first colour (where SVG draws
/// nothing: the shape is a line, whose stroke a user means to see).
struct SVGGradient {
    /// `linearGradient` or `radialGradient`.
    let kind: String
    /// The attributes along the `href` chain, the nearest first.
    let attributes: [String: String]
    /// The stops: offset and colour (its opacity `stop-opacity`).
    let stops: [Gradient.Stop]

    /// The gradient `id` names among `ids`, or `nil` when it names no gradient.
    /// `stopColor` reads a stop's colour and opacity as the style sheet and `style` give them.
    init?(id: String, ids: [String: SVGElement], stopColor: (SVGElement) -> Color) {
        guard var element = ids[id], element.name == "linearGradient" || element.name == "radialGradient" else {
            return nil
        }
        kind = element.name
        var attributes: [String: String] = [:]
        var stops: [Gradient.Stop]?
        for _ in 0..<8 {
            for (name, value) in element.attributes where attributes[name] == nil { attributes[name] = value }
            if stops == nil {
                let own = element.children.filter { $0.name == "stop" }
                if !own.isEmpty {
                    var last: CGFloat = 0
                    stops = own.prefix(256).map { stop in
                        let offset = max(min(max(Self.fraction(stop.attributes["offset"]) ?? 0, 0), 1), last)
                        last = offset
                        return Gradient.Stop(color: stopColor(stop), location: offset)
                    }
                }
            }
            guard let href = element.attributes["href"] ?? element.attributes["xlink:href"], href.hasPrefix("#"),
                let next = ids[String(href.dropFirst())],
                next.name == "linearGradient" || next.name == "radialGradient"
            else { break }
            element = next
        }
        attributes["href"] = nil
        self.attributes = attributes
        self.stops = stops ?? []
    }

    /// The first stop's colour (what the shape is painted with when the gradient cannot be
    /// placed), or `nil` without stops.
    var firstColor: Color? { stops.first?.color }

    /// The gradient for a shape whose bounding box in user space is `box`, under `ctm`, its
    /// colours faded by `opacity`; `nil` when it paints one colour (one stop, or a box with
    /// no area in bounding-box units).
    func placed(box: CGRect, ctm: CGAffineTransform, viewport: CGSize, opacity: Double) -> VectorGradient? {
        guard stops.count > 1 else { return nil }
        let userSpace = attributes["gradientUnits"] == "userSpaceOnUse"
        var space = SVGTransformList.transform(attributes["gradientTransform"] ?? "")
        if !userSpace {
            guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
            space = space.concatenating(
                CGAffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY))
        }
        space = space.concatenating(ctm)
        /// A coordinate: a fraction of the box, or a length in user space (a percentage of
        /// `reference`, the viewport's width, height or normalized diagonal).
        func value(_ name: String, default fallback: Double, reference: Double) -> Double {
            if userSpace {
                return SVGImageReader.Walk.length(attributes[name], relativeTo: reference) ?? fallback * reference
            }
            return Self.fraction(attributes[name]).map(Double.init) ?? fallback
        }
        let w = Double(viewport.width), h = Double(viewport.height)
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        let gradient = Gradient(stops: stops)
        let paint: DisplayPaint
        if kind == "linearGradient" {
            let start = CGPoint(x: value("x1", default: 0, reference: w), y: value("y1", default: 0, reference: h))
            let end = CGPoint(x: value("x2", default: 1, reference: w), y: value("y2", default: 0, reference: h))
            paint = .linearGradient(gradient, start: start, end: end)
        } else {
            let center = CGPoint(x: value("cx", default: 0.5, reference: w), y: value("cy", default: 0.5, reference: h))
            let radius = value("r", default: 0.5, reference: diagonal)
            guard radius > 0 else { return nil }
            let startRadius = min(max(value("fr", default: 0, reference: diagonal), 0), radius)
            paint = .radialGradient(
                gradient, center: center, startRadius: startRadius, endRadius: radius, yScale: 1)
        }
        return VectorGradient(paint: opacity < 1 ? paint.fading(opacity) : paint, transform: space)
    }

    /// A number, or a percentage as a fraction; clamped to 0...1 when used as an offset.
    static func fraction(_ text: String?) -> CGFloat? {
        guard var s = text?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
        var scale = 1.0
        if s.hasSuffix("%") {
            s.removeLast()
            scale = 0.01
        }
        guard let v = Double(s), v.isFinite else { return nil }
        return CGFloat(v * scale)
    }
}
