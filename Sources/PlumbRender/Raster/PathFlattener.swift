/// A polyline produced by flattening one subpath of a ``RasterPath``.
public struct RasterPolyline: Hashable, Sendable {
    /// Vertices in order. For a closed polyline the closing edge from the
    /// last point back to the first is implicit (the first point is not
    /// repeated unless the source path repeated it).
    public var points: [RasterPoint]
    /// `true` when the subpath ended with `close`.
    public var isClosed: Bool

    /// A polyline through `points`, closed when `isClosed`.
    public init(points: [RasterPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// Converts Bézier curves into line segments.
///
/// Algorithm: each curve is split into `n` equal parameter steps, where `n`
/// comes from Wang's formula (Wang 1984; see also "Tessellation of Bézier
/// curves", Sederberg's CAGD notes §10.6): for a degree-`d` Bézier with
/// control points `P0…Pd`, the distance between the curve and the polyline
/// through `n` uniform samples is at most
/// `d(d−1)/8 · max_i |P_i − 2P_{i+1} + P_{i+2}| / n²`, so choosing
/// `n = ⌈sqrt(d(d−1)/8 · M / tolerance)⌉` keeps the deviation below
/// `tolerance`. The segment count therefore adapts to each curve's size and
/// curvature (a tight curve gets more segments, a nearly straight one a
/// single segment).
///
/// Robustness: `n` is clamped to ``maxSegmentsPerCurve`` so absurd control
/// points cannot allocate unbounded memory, and curves whose control points
/// lie entirely outside a `cullRect` are replaced by their chord (for the
/// signed-area rasterizer a curve wholly left of, right of, above or below
/// the clip contributes exactly what its chord does).
public enum PathFlattener {
    /// Default maximum distance in pixels between a curve and its polyline.
    ///
    /// Much smaller than the commonly quoted 0.1 px on purpose: the polyline
    /// is inscribed in the curve, so a circle of radius `r` loses roughly
    /// `4·s / (3·r)` of its area for a sagitta `s`. Measured coverage error
    /// of a filled circle (Wang's bound is conservative, so the real sagitta
    /// is ~0.6 × the tolerance):
    ///
    /// | tolerance | r = 2  | r = 5  | r = 10 | segments (r = 5) |
    /// |-----------|--------|--------|--------|------------------|
    /// | 0.1       | −4.4%  | −1.6%  | −1.1%  | 20               |
    /// | 0.02      | −1.0%  | −0.40% | −0.18% | 40               |
    /// | 0.01      | −0.39% | −0.16% | −0.08% | 56               |
    ///
    /// 0.01 px keeps small UI circles (radio dots, rounded corners) within
    /// half a percent of their true weight for ~2.7× the segments of 0.1 px,
    /// which costs little next to the per-row accumulation work.
    public static let defaultTolerance: Double = 0.01

    /// Upper bound on segments emitted for a single curve.
    public static let maxSegmentsPerCurve = 4096

    /// Flattens `path` into polylines.
    ///
    /// - Parameters:
    ///   - tolerance: maximum deviation in pixels (values ≤ 0 or non-finite
    ///     fall back to ``defaultTolerance``).
    ///   - cullRect: curves whose control points all lie on one outer side of
    ///     this rectangle are emitted as a single line (see type docs).
    /// - Returns: one polyline per subpath (empty for non-finite paths).
    public static func flatten(
        _ path: RasterPath, tolerance: Double = defaultTolerance, cullRect: RasterRect? = nil
    ) -> [RasterPolyline] {
        guard path.isFinite else { return [] }
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : defaultTolerance
        var result: [RasterPolyline] = []
        var current: [RasterPoint] = []
        var isOpen = false
        var cursor = RasterPoint.zero
        var subpathStart = RasterPoint.zero

        func finish(closed: Bool) {
            if isOpen, !current.isEmpty {
                result.append(RasterPolyline(points: current, isClosed: closed))
            }
            current = []
            isOpen = false
        }
        func ensureOpen() {
            if !isOpen {
                current = [cursor]
                subpathStart = cursor
                isOpen = true
            }
        }

        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish(closed: false)
                cursor = p
                ensureOpen()
            case .lineTo(let p):
                ensureOpen()
                current.append(p)
                cursor = p
            case .quadTo(let c, let p):
                ensureOpen()
                appendQuad(cursor, c, p, tol, cullRect, &current)
                cursor = p
            case .cubicTo(let c1, let c2, let p):
                ensureOpen()
                appendCubic(cursor, c1, c2, p, tol, cullRect, &current)
                cursor = p
            case .close:
                if isOpen {
                    finish(closed: true)
                    cursor = subpathStart
                }
            }
        }
        finish(closed: false)
        return result
    }

    /// `true` when all points lie strictly on one outer side of `rect`.
    static func isOutside(_ points: [RasterPoint], _ rect: RasterRect?) -> Bool {
        guard let rect else { return false }
        return points.allSatisfy { $0.x <= rect.minX } || points.allSatisfy { $0.x >= rect.maxX }
            || points.allSatisfy { $0.y <= rect.minY } || points.allSatisfy { $0.y >= rect.maxY }
    }

    /// Segment count from Wang's formula, clamped to `1...maxSegmentsPerCurve`.
    static func segmentCount(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maxSegmentsPerCurve }
        return Int(min(max(n, 1), Double(maxSegmentsPerCurve)))
    }

    static func appendQuad(
        _ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint,
        _ tol: Double, _ cull: RasterRect?, _ out: inout [RasterPoint]
    ) {
        if isOutside([p0, p1, p2], cull) {
            out.append(p2)
            return
        }
        // Halve before subtracting so huge (finite) coordinates cannot overflow.
        let dd = (p0 * 0.5 - p1 + p2 * 0.5).length * 2
        let n = segmentCount(secondDifference: dd, degreeFactor: 0.25, tolerance: tol)
        out.reserveCapacity(out.count + n)
        for i in 1..<n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            let x = mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x
            let y = mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y
            out.append(RasterPoint(x: x, y: y))
        }
        out.append(p2)
    }

    static func appendCubic(
        _ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint, _ p3: RasterPoint,
        _ tol: Double, _ cull: RasterRect?, _ out: inout [RasterPoint]
    ) {
        if isOutside([p0, p1, p2, p3], cull) {
            out.append(p3)
            return
        }
        let d1 = (p0 * 0.5 - p1 + p2 * 0.5).length * 2
        let d2 = (p1 * 0.5 - p2 + p3 * 0.5).length * 2
        let n = segmentCount(secondDifference: max(d1, d2), degreeFactor: 0.75, tolerance: tol)
        out.reserveCapacity(out.count + n)
        for i in 1..<n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            let x = a * p0.x + b * p1.x + c * p2.x + d * p3.x
            let y = a * p0.y + b * p1.y + c * p2.y + d * p3.y
            out.append(RasterPoint(x: x, y: y))
        }
        out.append(p3)
    }
}
