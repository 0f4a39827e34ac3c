import Foundation

// What a `Path` measures: its bounds, whether it contains a point, its length, and the part
// of it between two fractions of its length (`trimmedPath(from:to:)`, what `Shape.trim`
// draws).

extension Path {
    /// A rectangle containing all path segments: the tight bounds of its lines and curves
    /// (a curve's extremes, not its control points), `.null` for an empty path. A lone
    /// `move(to:)` counts as a point of the path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for segment in segments() {
            add(segment.start)
            add(segment.end)
            for t in segment.extremes() { add(segment.point(at: t)) }
        }
        for case .move(let p) in elements { add(p) }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path, each subpath closed: by the non-zero winding rule,
    /// or the even-odd rule when `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() {
            guard polygon.count >= 2 else { continue }
            var a = polygon[polygon.count - 1]
            for b in polygon {
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the path from `from` to `to`, fractions of its length (each closed
    /// subpath's closing line counts). `from` and `to` are clamped to 0...1; nothing is left
    /// when `from >= to`. Curves are cut into curves of the same kind.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let segments = self.segments()
        let lengths = segments.map { $0.length() }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var out = Path()
        var position: CGFloat = 0
        var lastEnd: CGPoint?
        // Whether the open subpath of `out` began where its subpath in this path begins, so
        // that a whole closing line may stay a `closeSubpath`.
        var whole = false
        for (index, segment) in segments.enumerated() {
            let length = lengths[index]
            defer { position += length }
            let a = position, b = position + length
            guard b > start, a < end, length > 0 else { continue }
            let t0 = a >= start ? 0 : segment.parameter(atLength: start - a)
            let t1 = b <= end ? 1 : segment.parameter(atLength: end - a)
            let piece = segment.sub(t0, t1)
            let beginsSubpath = segment.startsSubpath && t0 == 0
            if lastEnd == nil || beginsSubpath || lastEnd != piece.start {
                out.move(to: piece.start)
                whole = beginsSubpath
            }
            if segment.kind == .close, !(whole && t0 == 0 && t1 == 1) {
                out.addLine(to: piece.end)
            } else {
                piece.append(to: &out)
            }
            lastEnd = piece.end
        }
        return out
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var out = Path()
        out.append(self, offsetBy: CGPoint(x: dx, y: dy))
        return out
    }

    /// Adds each rectangle as a closed subpath, transformed by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The path with every point transformed by `transform` (curves stay curves: an affine
    /// map of a Bézier's control points is the map of the curve).
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: p.applying(transform))
            case .line(let p): out.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                out.addCurve(
                    to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Appends every element of `other`, moved by `offset` (renderers place glyph outlines
    /// with it).
    package mutating func append(_ other: Path, offsetBy offset: CGPoint) {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        for element in other.elements {
            switch element {
            case .move(let p): move(to: m(p))
            case .line(let p): addLine(to: m(p))
            case .quadCurve(let p, let c): addQuadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path's drawing segments in order, each with its start point; a `closeSubpath`
    /// is the line back to the subpath's start (empty when already there).
    func segments() -> [PathSegment] {
        var out: [PathSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var open = false
        var first = true
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                open = false
                first = true
            case .line(let p):
                out.append(PathSegment(kind: .line, points: [current, p], startsSubpath: first))
                first = false
                open = true
                current = p
            case .quadCurve(let p, let c):
                out.append(PathSegment(kind: .quad, points: [current, c, p], startsSubpath: first))
                first = false
                open = true
                current = p
            case .curve(let p, let c1, let c2):
                out.append(PathSegment(kind: .cubic, points: [current, c1, c2, p], startsSubpath: first))
                first = false
                open = true
                current = p
            case .closeSubpath:
                if open {
                    out.append(PathSegment(kind: .close, points: [current, subpathStart], startsSubpath: false))
                }
                current = subpathStart
                open = false
                first = true
            }
        }
        return out
    }

    /// Each subpath as a polygon (curves flattened to within 0.01 points), for containment.
    func polygons() -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        for segment in segments() {
            if segment.startsSubpath {
                if !polygon.isEmpty { out.append(polygon) }
                polygon = [segment.start]
            }
            polygon += segment.flattened().dropFirst()
        }
        if !polygon.isEmpty { out.append(polygon) }
        return out
    }
}

/// One line or curve of a path, from its start point: what lengths, bounds and trims are
/// computed on.
struct PathSegment {
    enum Kind { case line, quad, cubic, close }
    var kind: Kind
    /// Start, control points, end.
    var points: [CGPoint]
    /// Whether it begins a subpath (the first segment after a move or a close).
    var startsSubpath: Bool

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let p = points
        switch kind {
        case .line, .close:
            return CGPoint(x: p[0].x * u + p[1].x * t, y: p[0].y * u + p[1].y * t)
        case .quad:
            return CGPoint(
                x: u * u * p[0].x + 2 * u * t * p[1].x + t * t * p[2].x,
                y: u * u * p[0].y + 2 * u * t * p[1].y + t * t * p[2].y)
        case .cubic:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(
                x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
        }
    }

    /// The parameters in (0, 1) where the curve's x or y has an extreme.
    func extremes() -> [CGFloat] {
        var out: [CGFloat] = []
        func coordinate(_ v: [CGFloat]) {
            switch kind {
            case .line, .close: return
            case .quad:
                // d/dt = 2[(1-t)(v1-v0) + t(v2-v1)] = 0
                let denominator = v[0] - 2 * v[1] + v[2]
                if abs(denominator) > 1e-12 { out.append((v[0] - v[1]) / denominator) }
            case .cubic:
                // d/dt ∝ a t² + b t + c
                let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
                let b = 2 * (v[0] - 2 * v[1] + v[2])
                let c = v[1] - v[0]
                if abs(a) < 1e-12 {
                    if abs(b) > 1e-12 { out.append(-c / b) }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        let r = discriminant.squareRoot()
                        out += [(-b + r) / (2 * a), (-b - r) / (2 * a)]
                    }
                }
            }
        }
        coordinate(points.map(\.x))
        coordinate(points.map(\.y))
        return out.filter { $0 > 0 && $0 < 1 }
    }

    /// Points along the segment, start and end included; curves in 64 steps.
    func flattened() -> [CGPoint] {
        switch kind {
        case .line, .close: return points
        case .quad, .cubic: return (0...64).map { point(at: CGFloat($0) / 64) }
        }
    }

    /// Its length (curves measured over 256 chords: well within 0.01% for the curves
    /// shapes are made of).
    func length() -> CGFloat {
        switch kind {
        case .line, .close: return distance(points[0], points[1])
        case .quad, .cubic:
            var total: CGFloat = 0
            var previous = start
            for i in 1...256 {
                let p = point(at: CGFloat(i) / 256)
                total += distance(previous, p)
                previous = p
            }
            return total
        }
    }

    /// The parameter at arc length `target` from the start.
    func parameter(atLength target: CGFloat) -> CGFloat {
        switch kind {
        case .line, .close:
            let length = self.length()
            return length > 0 ? min(max(target / length, 0), 1) : 0
        case .quad, .cubic:
            var total: CGFloat = 0
            var previous = start
            for i in 1...256 {
                let p = point(at: CGFloat(i) / 256)
                let step = distance(previous, p)
                if total + step >= target {
                    let within = step > 0 ? (target - total) / step : 0
                    return (CGFloat(i - 1) + within) / 256
                }
                total += step
                previous = p
            }
            return 1
        }
    }

    /// The part between parameters `t0` and `t1` (de Casteljau), of the same kind.
    func sub(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch kind {
        case .line, .close:
            return PathSegment(
                kind: kind, points: [point(at: t0), point(at: t1)],
                startsSubpath: startsSubpath && t0 == 0)
        case .quad, .cubic:
            // The part before t1, then the part of that after t0 / t1.
            let head = t1 >= 1 ? points : split(points, at: t1).0
            let tail = t0 <= 0 ? head : split(head, at: t1 > 0 ? t0 / t1 : 0).1
            return PathSegment(kind: kind, points: tail, startsSubpath: startsSubpath && t0 == 0)
        }
    }

    func split(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        var levels = [p]
        while levels[levels.count - 1].count > 1 {
            let last = levels[levels.count - 1]
            levels.append((0..<(last.count - 1)).map { lerp(last[$0], last[$0 + 1]) })
        }
        return (levels.map { $0[0] }, levels.reversed().map { $0[$0.count - 1] })
    }

    /// Appends the segment (without its start point) to `path`.
    func append(to path: inout Path) {
        switch kind {
        case .line: path.addLine(to: end)
        case .close: path.closeSubpath()
        case .quad: path.addQuadCurve(to: points[2], control: points[1])
        case .cubic: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
