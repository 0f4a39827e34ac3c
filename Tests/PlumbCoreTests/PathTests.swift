import Foundation
import Testing

@testable import PlumbCore

/// SwiftUI's `Path` API: arcs (with SwiftUI's y-down `clockwise`), tangent arcs, current
/// point, bounds, containment, trimming, uneven corners and insettable shapes.
struct PathTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test("addArc: 0° to 90° counterclockwise (clockwise: false) is the quarter through the bottom, one cubic")
    func quarterArc() throws {
        // Angles grow toward +y (down): 90° is the bottom. clockwise: false turns toward
        // increasing angles: clockwise on screen (pixeldock, "Clocks run backwards in a SwiftUI world").
        var p = Path()
        p.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false
        )
        #expect(p.elements.count == 2)
        guard case .move(let start) = p.elements[0], case .curve(let end, let c1, let c2) = p.elements[1] else {
            Issue.record("expected move + curve: \(p.elements)")
            return
        }
        #expect(close(start, CGPoint(x: 60, y: 50)))
        #expect(close(end, CGPoint(x: 50, y: 60)))
        // Handles 4/3·tan(22.5°)·10 = 5.5228 long, tangent to the circle.
        #expect(close(c1, CGPoint(x: 60, y: 55.522847498), 1e-6))
        #expect(close(c2, CGPoint(x: 55.522847498, y: 60), 1e-6))
        #expect(close(p.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    @Test("addArc: 0° to 90° with clockwise: true is the three-quarter arc through the top (three cubics)")
    func longArc() {
        var p = Path()
        p.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(p.elements.count == 4)
        #expect(close(p.currentPoint, CGPoint(x: 50, y: 60)))
        // Through the top (y 40) and the left (x 40): the bounds are the whole circle.
        #expect(close(p.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20)))
        #expect(p.contains(CGPoint(x: 45, y: 45)))
        #expect(!p.contains(CGPoint(x: 57, y: 57)))  // the missing bottom-right quarter
    }

    @Test("addArc after a point draws a line to the arc's start; 360° or more is a full circle")
    func arcAfterPoint() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(
            center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(540),
            clockwise: false)
        #expect(p.elements[1] == .line(to: CGPoint(x: 15, y: 0 + 5 * sin(Double.pi))))
        #expect(p.elements.count == 6)  // move, line, four quarter cubics
        #expect(close(p.boundingRect, CGRect(x: 0, y: -5, width: 25, height: 10)))
    }

    @Test("addRelativeArc turns by delta from startAngle")
    func relativeArc() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-90))
        #expect(close(p.currentPoint, CGPoint(x: 10, y: 0)))
        #expect(p.elements.count == 2)
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a right-angle corner with a quarter circle")
    func tangentArc() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(close(p.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        #expect(p.elements.count == 3)
        // Collinear points: a line to the first tangent point.
        var q = Path()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(q.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    @Test("currentPoint: nil when empty, the subpath's start after closeSubpath")
    func currentPoint() {
        var p = Path()
        #expect(p.currentPoint == nil)
        p.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(p.currentPoint == CGPoint(x: 1, y: 2))
        p.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 5, y: 0))
        #expect(p.currentPoint == CGPoint(x: 9, y: 9))
    }

    @Test("boundingRect is the curve's extremes, not its control points")
    func tightBounds() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))  // peaks at y = 10
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10)))
        var c = Path()
        c.move(to: CGPoint(x: 0, y: 0))
        // The curve peaks at 30.
        c.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
        #expect(close(c.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30)))
        #expect(Path().boundingRect.isNull)
        #expect(
            Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20)).boundingRect
                == CGRect(x: 10, y: 20, width: 40, height: 20))
    }

    @Test("contains: non-zero by default, even-odd with eoFill (a ring of two same-direction squares)")
    func containment() {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        p.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 15, y: 15)))
        #expect(!p.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(p.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!p.contains(CGPoint(x: 35, y: 5)))
    }

    @Test("trimmedPath: a 10×20 rectangle's first half is its top and right edges (the closing edge counts)")
    func trimRectangle() {
        let p = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        // Perimeter 60: 0.5 ends at 30, the bottom-right corner.
        #expect(
            p.trimmedPath(from: 0, to: 0.5).elements == [
                .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 20)),
            ])
        // 0.25 ... 0.75 (15 ... 45): from 5 down the right edge to 5 up the left edge.
        #expect(
            p.trimmedPath(from: 0.25, to: 0.75).elements == [
                .move(to: CGPoint(x: 10, y: 5)), .line(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 0, y: 20)),
                .line(to: CGPoint(x: 0, y: 15)),
            ])
        // The last quarter (45 ... 60) is most of the closing edge, drawn as a line.
        #expect(
            p.trimmedPath(from: 0.75, to: 1).elements == [
                .move(to: CGPoint(x: 0, y: 15)), .line(to: CGPoint(x: 0, y: 0)),
            ])
        #expect(p.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(p.trimmedPath(from: 0, to: 1) == p)
    }

    @Test("trimmedPath on a circle: a quarter runs from 3 to 6 o'clock, kept as a curve")
    func trimCircle() throws {
        let p = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let quarter = p.trimmedPath(from: 0, to: 0.25)
        #expect(close(quarter.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10), 0.02))
        #expect(close(quarter.currentPoint, CGPoint(x: 10, y: 20), 0.02))
        #expect(quarter.elements.count == 2)
        let middle = p.trimmedPath(from: 0.125, to: 0.375)  // 4:30 to 7:30, the bottom
        let bottom = try #require(middle.currentPoint)
        #expect(close(bottom, CGPoint(x: 10 - 10 / 2.0.squareRoot(), y: 10 + 10 / 2.0.squareRoot()), 0.05))
        #expect(abs(middle.boundingRect.maxY - 20) < 0.01)
    }

    @Test("offsetBy and addRects")
    func offsetAndRects() {
        var p = Path()
        p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)])
        #expect(p.elements.count == 10)
        #expect(p.offsetBy(dx: 10, dy: -5).boundingRect == CGRect(x: 10, y: -5, width: 7, height: 7))
    }

    @Test("Path is a Shape: drawn at its own points whatever the frame")
    func pathIsAShape() {
        let p = Path(CGRect(x: 2, y: 3, width: 4, height: 5))
        #expect(p.path(in: CGRect(x: 100, y: 100, width: 10, height: 10)) == p)
    }

    @Test("UnevenRoundedRectangle: circular corners of their own radius; a zero radius is a square corner")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .circular)
        let p = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(p.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        // Top-right and bottom-left corners are square: the path passes through them.
        #expect(p.elements.contains(.line(to: CGPoint(x: 100, y: 0))))
        #expect(p.elements.contains(.line(to: CGPoint(x: 0, y: 60))))
        #expect(p.elements.contains(.line(to: CGPoint(x: 100, y: 40))))  // bottom-right corner starts 20 up
        #expect(!p.contains(CGPoint(x: 99, y: 59)))  // cut off by the 20-point corner
        #expect(p.contains(CGPoint(x: 99, y: 1)))
        #expect(!p.contains(CGPoint(x: 1, y: 1)))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test(
        "a round corner larger than the rectangle allows is cut to half its shorter side both ways: RoundedRectangle(cornerRadius: 100_000) is a capsule; an elliptical corner is cut in each direction"
    )
    func oversizedCornerRadius() {
        let rect = CGRect(x: 0, y: 0, width: 240, height: 48)
        let pill = RoundedRectangle(cornerRadius: 100_000).path(in: rect)
        #expect(pill == Path(roundedRect: rect, cornerRadius: 24, style: .circular))
        #expect(pill.boundingRect == rect)
        // The capsule's flat top runs from x 24 to 216; an ellipse would have none.
        #expect(pill.contains(CGPoint(x: 30, y: 1)))
        #expect(!pill.contains(CGPoint(x: 2, y: 2)))
        let elliptical = Path(roundedRect: rect, cornerSize: CGSize(width: 500, height: 10), style: .circular)
        #expect(!elliptical.contains(CGPoint(x: 30, y: 1)))
        #expect(elliptical.contains(CGPoint(x: 120, y: 1)))
    }

    @Test("UnevenRoundedRectangle with equal continuous radii is RoundedRectangle's path")
    func unevenEqualsRounded() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let uneven = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12))
        let rounded = RoundedRectangle(cornerRadius: 12).path(in: rect)
        let a = uneven.path(in: rect).elements, b = rounded.elements
        #expect(a.count == b.count)
        #expect(uneven.path(in: rect).boundingRect == rounded.boundingRect)
        #expect(uneven.path(in: rect).contains(CGPoint(x: 2, y: 2)) == rounded.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("inset(by:): the frame inset on each side, a rounded rectangle's radius smaller by the inset")
    func insets() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().inset(by: 5).path(in: rect) == Path(CGRect(x: 5, y: 5, width: 30, height: 10)))
        #expect(Circle().inset(by: 2).path(in: rect).boundingRect == CGRect(x: 12, y: 2, width: 16, height: 16))
        #expect(
            Capsule().inset(by: 2).inset(by: 3).path(in: rect)
                == Capsule().path(in: CGRect(x: 5, y: 5, width: 30, height: 10)))
        #expect(Ellipse().inset(by: 1).path(in: rect) == Path(ellipseIn: CGRect(x: 1, y: 1, width: 38, height: 18)))
        #expect(
            RoundedRectangle(cornerRadius: 8, style: .circular).inset(by: 3).path(in: rect)
                == Path(roundedRect: CGRect(x: 3, y: 3, width: 34, height: 14), cornerRadius: 5, style: .circular))
        #expect(Rectangle().inset(by: 30).path(in: rect).isEmpty)
    }

    @Test("applying(_:) maps every point; transform: arguments apply to what they add")
    func transforms() {
        let p = Path(CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(
            p.applying(CGAffineTransform(translationX: 3, y: 4)).boundingRect
                == CGRect(x: 3, y: 4, width: 10, height: 5))
        #expect(
            p.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 15))
        var q = Path()
        q.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn (clockwise on screen, y down): (x, y) → (−y, x).
        #expect(close(q.boundingRect, CGRect(x: -5, y: 0, width: 5, height: 10)))
        var arc = Path()
        arc.addArc(
            center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
            transform: CGAffineTransform(scaleX: 10, y: 20))
        #expect(close(arc.currentPoint, CGPoint(x: 0, y: 20)))
        #expect(close(arc.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 20), 1e-6))
    }
}
