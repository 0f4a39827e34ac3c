import Foundation

/// A glyph outline in font units (y up), as read from `glyf` (with `gvar`
/// variations applied when requested).
///
/// TrueType outlines are closed contours of quadratic B-spline points: two
/// consecutive off-curve points imply an on-curve point at their midpoint
/// (OpenType spec, "glyf — Glyph Data": "Simple glyph description").
/// ``elements`` converts them to explicit move/line/quad/close elements.
public struct GlyphOutline: Equatable, Sendable {
    /// One outline point.
    public struct Point: Equatable, Sendable {
        /// In font units, right.
        public var x: Double
        /// In font units, up.
        public var y: Double
        /// Whether the point is on the curve (else a quadratic control point).
        public var isOnCurve: Bool

        /// A point at (`x`, `y`).
        public init(x: Double, y: Double, isOnCurve: Bool) {
            self.x = x
            self.y = y
            self.isOnCurve = isOnCurve
        }
    }

    /// A path element with explicit on-curve end points.
    public enum Element: Equatable, Sendable {
        /// Starts a contour at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic curve to `to`, pulled towards `control`.
        case quad(control: CGPoint, to: CGPoint)
        /// Closes the contour.
        case close
    }

    /// Closed contours, in font order. Composite glyphs are flattened:
    /// their components' contours appear in component order, transformed.
    public var contours: [[Point]]

    /// An outline of `contours`.
    public init(contours: [[Point]] = []) {
        self.contours = contours
    }

    /// `true` for glyphs without contours (e.g. the space).
    public var isEmpty: Bool { contours.isEmpty }

    /// Total number of points over all contours.
    public var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

    /// The control box (bounds of all points, on- and off-curve), or `nil` when empty.
    /// For TrueType outlines this equals `glyf`'s xMin/yMin/xMax/yMax.
    public var controlBounds: CGRect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The outline as move/line/quad/close elements (each contour closed).
    /// Implied on-curve midpoints are inserted; a contour of only off-curve
    /// points starts at the midpoint of its last and first points.
    public var elements: [Element] {
        var out: [Element] = []
        out.reserveCapacity(pointCount + 2 * contours.count)
        for contour in contours where !contour.isEmpty {
            let n = contour.count
            func pt(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
            func mid(_ a: Point, _ b: Point) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            // Start at the first on-curve point (or an implied midpoint).
            let first: Int
            let startPoint: CGPoint
            if let i = contour.firstIndex(where: { $0.isOnCurve }) {
                first = i
                startPoint = pt(contour[i])
            } else {
                first = n - 1  // start "at" the implied point between the last and first points
                startPoint = mid(contour[n - 1], contour[0])
            }
            out.append(.move(to: startPoint))
            var pendingControl: Point?
            for k in 1...n {
                let p = contour[(first + k) % n]
                if p.isOnCurve {
                    if let c = pendingControl {
                        out.append(.quad(control: pt(c), to: pt(p)))
                        pendingControl = nil
                    } else {
                        out.append(.line(to: pt(p)))
                    }
                } else {
                    if let c = pendingControl {
                        out.append(.quad(control: pt(c), to: mid(c, p)))
                    }
                    pendingControl = p
                }
            }
            if let c = pendingControl {
                out.append(.quad(control: pt(c), to: startPoint))
            }
            out.append(.close)
        }
        return out
    }

    /// Returns the outline with every point mapped through `transform`
    /// (e.g. scaling font units to points and flipping y).
    public func mapPoints(_ transform: (CGPoint) -> CGPoint) -> GlyphOutline {
        GlyphOutline(
            contours: contours.map { contour in
                contour.map { p in
                    let q = transform(CGPoint(x: p.x, y: p.y))
                    return Point(x: Double(q.x), y: Double(q.y), isOnCurve: p.isOnCurve)
                }
            })
    }
}
