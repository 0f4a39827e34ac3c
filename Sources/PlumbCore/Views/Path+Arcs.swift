import Foundation

// Arcs and the current point of a `Path`, as SwiftUI's `Path` (and CoreGraphics' `CGPath`
// under it) define them.
//
// Angles are measured from the +x axis toward +y. SwiftUI's coordinates are y-down, so
// increasing angles turn clockwise ON SCREEN, and `clockwise: true` (CoreGraphics' flag,
// defined for y-up coordinates) draws counterclockwise on screen: an arc from 0° to 90°
// with `clockwise: true` is the long three-quarter arc through the top. Reported with
// screenshots in https://www.pixeldock.com/blog/tag/swiftui ("Clocks run backwards in a
// SwiftUI world") and https://blog.yaakov.online/core-graphics-on-ios-draws-circles-backwards;
// Apple's `UIBezierPath` documentation describes the same for the y-down UIKit space.

extension Path {
    /// The point the next element starts from: the last element's end point, the start of
    /// the subpath after `closeSubpath()`, `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if subpathStart == nil { subpathStart = current ?? .zero }
                current = p
            case .closeSubpath:
                current = subpathStart ?? current
            }
        }
        return current
    }

    /// Adds an arc of a circle: a line from the current point to the arc's start (a move
    /// when the path is empty), then the arc from `startAngle` to `endAngle`, turning toward
    /// decreasing angles when `clockwise` (counterclockwise on screen, see above). A span of
    /// 360° or more is a whole circle.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        var sweep = clockwise ? startAngle.radians - endAngle.radians : endAngle.radians - startAngle.radians
        if sweep >= full {
            sweep = full
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) + full
            if sweep >= full { sweep -= full }
        }
        appendArc(
            center: center, radius: radius, start: startAngle.radians, sweep: clockwise ? -sweep : sweep,
            transform: transform)
    }

    /// Adds an arc that starts at `startAngle` and turns by `delta` (positive: toward
    /// increasing angles, clockwise on screen), after a line from the current point.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds CoreGraphics' tangent arc (`CGPath.addArc(tangent1End:tangent2End:radius:)`): the
    /// arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, after a line to its first tangent point.
    /// With no current point it starts a subpath at `tangent1End`; when the three points are
    /// in line, or the radius is 0, it is a line to `tangent1End`.
    /// A `transform` applies to the arc's points (the current point is where it is).
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        let p0 = current.applying(transform.inverted())
        let d0 = unit(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)), d2 = unit(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        guard let d0, let d2, radius > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let cosTheta = d0.x * d2.x + d0.y * d2.y  // the angle at p1 between the two lines
        let cross = d0.x * d2.y - d0.y * d2.x
        guard abs(cross) > 1e-12 else {
            addLine(to: p1.applying(transform))
            return
        }
        let half = acos(max(-1, min(1, cosTheta))) / 2
        let distance = radius / tan(half)  // from p1 to each tangent point
        let t0 = CGPoint(x: p1.x + d0.x * distance, y: p1.y + d0.y * distance)
        let t2 = CGPoint(x: p1.x + d2.x * distance, y: p1.y + d2.y * distance)
        let bisector = unit(CGPoint(x: d0.x + d2.x, y: d0.y + d2.y))!
        let centerDistance = radius / sin(half)
        let c = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let a0 = atan2(t0.y - c.y, t0.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a2 - a0
        // The short way round: the arc turns by π − θ.
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: c, radius: radius, start: a0, sweep: sweep, transform: transform)
    }

    /// A line (or move, in an empty path) to the arc's start, then the arc as cubic Béziers
    /// of at most 90° each (handles `4/3 · tan(φ/4)` of the radius: exact at the ends and
    /// within 0.03% of the radius between).
    mutating func appendArc(
        center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform = .identity
    ) {
        var sweep = sweep
        // Past a few turns an arc only retraces its circle: keep one turn and the remainder,
        // so a sweep of 1e308 radians ends where it would and takes a bounded number of curves.
        if abs(sweep) > 8 * .pi {
            sweep = (sweep < 0 ? -1 : 1) * (2 * .pi + abs(sweep).truncatingRemainder(dividingBy: 2 * .pi))
        }
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
        }
        let first = point(start)
        if elements.isEmpty { move(to: first) } else if currentPoint != first { addLine(to: first) }
        guard sweep != 0, sweep.isFinite, radius > 0 else { return }
        let count = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = start
        for _ in 0..<count {
            let b = a + step
            let p3 = point(b)
            // Handles in the untransformed circle's space, then mapped.
            let q0 = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            let q3 = CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
            let c1 = CGPoint(x: q0.x - k * sin(a), y: q0.y + k * cos(a)).applying(transform)
            let c2 = CGPoint(x: q3.x + k * sin(b), y: q3.y - k * cos(b)).applying(transform)
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    private func unit(_ v: CGPoint) -> CGPoint? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 1e-12 ? CGPoint(x: v.x / length, y: v.y / length) : nil
    }
}
