import Foundation
import PlumbCore

/// SVG's elliptical arc (`A`), as cubic Béziers: the endpoint parameters converted to a
/// centre and angles by SVG 1.1 §F.6.5, radii too small for the endpoints scaled up (§F.6.6),
/// then at most four curves of at most 90° each, with control points at 4/3·tan(θ/4) of the
/// radius along the tangents.
enum SVGArc {
    /// Adds the arc from `p0` to `p1` to `path`. Zero radii make it a line, coincident
    /// endpoints omit it (§F.6.2).
    static func add(
        to path: inout Path, from p0: CGPoint, to p1: CGPoint, radii: CGSize, rotation degrees: Double,
        largeArc: Bool, sweep: Bool
    ) {
        if p0 == p1 { return }
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, degrees.isFinite else {
            path.addLine(to: p1)
            return
        }
        let phi = degrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        // §F.6.5 step 1: the midpoint in the ellipse's axes.
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // §F.6.6: scale radii up until the ellipse reaches both endpoints.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // Step 2: the centre in the ellipse's axes.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        // Step 3: the centre.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        // Step 4: the angles.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, cx.isFinite, cy.isFinite else {
            path.addLine(to: p1)
            return
        }
        let segments = max(1, min(4, Int(saturating: (abs(delta) / (.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / Double(segments)
        let k = 4.0 / 3 * tan(step / 4)
        func point(_ a: Double) -> CGPoint {
            let x = rx * cos(a), y = ry * sin(a)
            return CGPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ a: Double) -> CGPoint {
            let x = -rx * sin(a), y = ry * cos(a)
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var a = theta1
        for n in 0..<segments {
            let b = a + step
            let start = point(a), d0 = derivative(a), d1 = derivative(b)
            let end = n == segments - 1 ? p1 : point(b)
            path.addCurve(
                to: end, control1: CGPoint(x: start.x + k * d0.x, y: start.y + k * d0.y),
                control2: CGPoint(x: end.x - k * d1.x, y: end.y - k * d1.y))
            a = b
        }
    }
}
