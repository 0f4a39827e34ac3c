/// Shape drawn at the two ends of an open subpath.
public enum RasterLineCap: Hashable, Sendable {
    /// Ends exactly at the end point.
    case butt
    /// Extends half the line width past the end point, squared off.
    case square
    /// Half-disc of the line width's diameter around the end point.
    case round
}

/// Shape drawn on the outside of a corner between two segments.
public enum RasterLineJoin: Hashable, Sendable {
    /// Sharp corner, replaced by a bevel past ``RasterStrokeStyle/miterLimit``.
    case miter
    /// Circular arc around the corner point.
    case round
    /// Straight line across the corner.
    case bevel
}

/// Stroke parameters (SVG / CoreGraphics semantics).
public struct RasterStrokeStyle: Hashable, Sendable {
    /// The line's width, in pixels.
    public var lineWidth: Double
    /// How the ends of open subpaths are drawn.
    public var lineCap: RasterLineCap
    /// How corners are drawn.
    public var lineJoin: RasterLineJoin
    /// Maximum ratio of miter length to line width (SVG `stroke-miterlimit`);
    /// a corner whose miter would be longer is beveled. `1/sin(φ/2)` for an
    /// interior angle `φ`, so 10 bevels corners sharper than about 11.5°.
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps (``RasterDasher``); empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    /// A stroke style; the defaults are a 1-pixel solid line with butt caps and miter joins (limit 10).
    public init(
        lineWidth: Double = 1,
        lineCap: RasterLineCap = .butt,
        lineJoin: RasterLineJoin = .miter,
        miterLimit: Double = 10,
        dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Converts a stroke into a fill: ``outline(of:style:tolerance:)`` returns
/// a polygonal path which, filled with ``RasterFillRule/nonZero``, covers
/// exactly the points within `lineWidth / 2` of the (flattened) path,
/// plus caps and joins.
///
/// Method (the classic offset-polyline stroker, as in Skia's `SkStroke`):
/// 1. The path is flattened (``PathFlattener``) and repeated points removed.
/// 2. For each polyline the "left" offset side (`+normal · w/2`) is walked
///    forward and then the same is done on the reversed polyline, which is
///    the right side.
///    * An open polyline becomes one closed contour: left side, end cap,
///      right side, start cap.
///    * A closed polyline becomes two closed contours (outer and inner
///      offset, of opposite orientation), so the non-zero rule leaves the
///      hole empty.
/// 3. At a vertex the two offset segments are connected by
///    * on the outer side of the turn: the join (miter point if within
///      the limit, else bevel; or a round arc; or a bevel);
///    * on the inner side: the intersection of the two offset lines when
///      it lies within the first half of both adjacent segments, else a
///      detour through the vertex itself ("pivot"). The detour makes the
///      outline the chain-sum of each segment's rectangle and each join
///      wedge, all of one orientation, so the non-zero fill is exactly their
///      union even for thick strokes on tight curves.
///
/// Zero-length subpaths draw a dot for round (disc) and square (square)
/// caps and nothing for butt caps, like SVG. A dash pattern first cuts the flattened
/// polylines into open dashes (``RasterDasher``), each stroked with caps.
public enum RasterStroker {
    /// Outline of `path` stroked with `style`. Empty for non-finite paths or
    /// non-positive / non-finite line widths.
    public static func outline(
        of path: RasterPath,
        style: RasterStrokeStyle,
        tolerance: Double = PathFlattener.defaultTolerance
    ) -> RasterPath {
        let hw = style.lineWidth / 2
        guard hw.isFinite, hw > 0, path.isFinite else { return RasterPath() }
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : PathFlattener.defaultTolerance
        var builder = OutlineBuilder(halfWidth: hw, style: style, tolerance: tol)
        var polylines = PathFlattener.flatten(path, tolerance: tol)
        if !style.dash.isEmpty { polylines = RasterDasher.dash(polylines, pattern: style.dash, phase: style.dashPhase) }
        for polyline in polylines {
            builder.add(polyline)
        }
        return builder.path
    }
}

/// Accumulates stroke contours into a fill path.
struct OutlineBuilder {
    let hw: Double
    let style: RasterStrokeStyle
    let tolerance: Double
    var path = RasterPath()

    init(halfWidth: Double, style: RasterStrokeStyle, tolerance: Double) {
        self.hw = halfWidth
        self.style = style
        self.tolerance = tolerance
    }

    /// Points closer than this are merged (their direction is meaningless).
    static let epsilon = 1e-9

    mutating func add(_ polyline: RasterPolyline) {
        var pts: [RasterPoint] = []
        pts.reserveCapacity(polyline.points.count)
        for p in polyline.points {
            if let last = pts.last, (p - last).length <= OutlineBuilder.epsilon { continue }
            pts.append(p)
        }
        if polyline.isClosed, pts.count > 1, (pts[pts.count - 1] - pts[0]).length <= OutlineBuilder.epsilon {
            pts.removeLast()
        }
        guard let first = pts.first else { return }
        if pts.count == 1 {
            addDot(first)
        } else if polyline.isClosed {
            emit(side(pts, closed: true))
            emit(side(pts.reversed(), closed: true))
        } else {
            let rev = Array(pts.reversed())
            var contour = side(pts, closed: false)
            appendCap(at: pts[pts.count - 1], direction: unit(pts[pts.count - 1] - pts[pts.count - 2]), to: &contour)
            contour.append(contentsOf: side(rev, closed: false))
            appendCap(at: pts[0], direction: unit(pts[0] - pts[1]), to: &contour)
            emit(contour)
        }
    }

    /// Adds `points` as one closed subpath, unless any point is non-finite
    /// (possible only for absurd coordinates / widths).
    mutating func emit(_ points: [RasterPoint]) {
        guard points.count >= 3, points.allSatisfy(\.isFinite) else { return }
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
    }

    mutating func addDot(_ p: RasterPoint) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            path.append(RasterPath.circle(center: p, radius: hw))
        case .square:
            path.append(RasterPath.rectangle(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
        }
    }

    func unit(_ v: RasterPoint) -> RasterPoint {
        let len = v.length
        return len > 0 && len.isFinite ? v * (1 / len) : RasterPoint(x: 1, y: 0)
    }

    /// Left-hand normal (x, y) → (−y, x) of a unit direction.
    func normal(_ d: RasterPoint) -> RasterPoint { RasterPoint(x: -d.y, y: d.x) }

    /// The `+normal` offset side of `pts`. Open: from the first point's
    /// offset to the last point's offset, with joins at interior vertices.
    /// Closed: a loop with joins at every vertex.
    func side<C: Collection>(_ input: C, closed: Bool) -> [RasterPoint] where C.Element == RasterPoint {
        let pts = Array(input)
        let n = pts.count
        let segCount = closed ? n : n - 1
        var dirs: [RasterPoint] = []
        var lens: [Double] = []
        dirs.reserveCapacity(segCount)
        lens.reserveCapacity(segCount)
        for i in 0..<segCount {
            let v = pts[(i + 1) % n] - pts[i]
            dirs.append(unit(v))
            lens.append(v.length)
        }
        var out: [RasterPoint] = []
        out.reserveCapacity(n * 3)
        if closed {
            for i in 0..<n {
                let prev = (i + n - 1) % n
                appendJoin(
                    at: pts[i], d0: dirs[prev], d1: dirs[i],
                    maxTrim: 0.5 * min(lens[prev], lens[i]), to: &out)
            }
        } else {
            out.append(pts[0] + normal(dirs[0]) * hw)
            if n > 2 {
                for i in 1..<(n - 1) {
                    appendJoin(
                        at: pts[i], d0: dirs[i - 1], d1: dirs[i],
                        maxTrim: 0.5 * min(lens[i - 1], lens[i]), to: &out)
                }
            }
            out.append(pts[n - 1] + normal(dirs[segCount - 1]) * hw)
        }
        return out
    }

    /// Connects the `+normal` offsets of the segments before (`d0`) and
    /// after (`d1`) vertex `p`.
    func appendJoin(
        at p: RasterPoint, d0: RasterPoint, d1: RasterPoint, maxTrim: Double,
        to out: inout [RasterPoint]
    ) {
        let n0 = normal(d0), n1 = normal(d1)
        let a = p + n0 * hw, b = p + n1 * hw
        let cross = d0.cross(d1), dot = d0.dot(d1)
        if abs(cross) <= 1e-12 && dot > 0 {  // straight on
            out.append(a)
            return
        }
        // Offset lines meet at p + (n0 + n1)·hw / (1 + cos θ).
        let onePlusCos = 1 + dot
        if cross > 0 && abs(cross) > 1e-12 {
            // Inner side: the offset lines overlap; trim them at their
            // intersection when that stays within both segments' first halves
            // (trim length hw·tan(θ/2) = hw·sin θ / (1 + cos θ)).
            if onePlusCos > 1e-9, hw * cross / onePlusCos <= maxTrim {
                out.append(p + (n0 + n1) * (hw / onePlusCos))
            } else {
                out.append(a)
                out.append(p)
                out.append(b)
            }
            return
        }
        // Outer side.
        out.append(a)
        switch style.lineJoin {
        case .miter:
            // Miter ratio 1/cos(θ/2) = sqrt(2 / (1 + cos θ)) ≤ limit.
            let limit = style.miterLimit
            if onePlusCos > 1e-12, 2 / onePlusCos <= limit * limit {
                out.append(p + (n0 + n1) * (hw / onePlusCos))
            }
        case .round:
            // Sweep from n0 to n1 the short way; a full reversal turns
            // through the forward direction d0 (clockwise in these terms).
            var sweep = RasterMath.atan2(n0.cross(n1), n0.dot(n1))
            if abs(cross) <= 1e-12 { sweep = -Double.pi }
            appendArc(center: p, from: n0, sweep: sweep, to: &out)
        case .bevel:
            break
        }
        out.append(b)
    }

    /// Appends the interior points of the arc around `center` of radius `hw`
    /// that starts in unit direction `from` and turns by `sweep` radians
    /// (endpoints are not appended). The step keeps the chord sagitta
    /// `hw·(1 − cos(step/2))` below the tolerance.
    func appendArc(center: RasterPoint, from: RasterPoint, sweep: Double, to out: inout [RasterPoint]) {
        let ratio = min(1, tolerance / hw)
        let step = max(2 * acosApprox(1 - ratio), 1e-3)
        let count = Int(min(1024, max(1, (abs(sweep) / step).rounded(.up))))
        guard count > 1 else { return }
        let start = RasterMath.atan2(from.y, from.x)
        for k in 1..<count {
            let angle = start + sweep * Double(k) / Double(count)
            out.append(
                RasterPoint(
                    x: center.x + hw * RasterMath.cos(angle),
                    y: center.y + hw * RasterMath.sin(angle)))
        }
    }

    /// acos via atan2 (avoids another libm wrapper).
    func acosApprox(_ x: Double) -> Double {
        let c = min(1, max(-1, x))
        return RasterMath.atan2((1 - c * c).squareRoot(), c)
    }

    /// Appends the cap at end point `p` of a segment travelling in unit
    /// direction `d`, between `p + normal(d)·hw` (already in `out`) and
    /// `p − normal(d)·hw` (appended by the caller's next side).
    func appendCap(at p: RasterPoint, direction d: RasterPoint, to out: inout [RasterPoint]) {
        let n = normal(d)
        switch style.lineCap {
        case .butt:
            break
        case .square:
            out.append(p + n * hw + d * hw)
            out.append(p - n * hw + d * hw)
        case .round:
            // From +n through d to −n: rotating n = (−d.y, d.x) by −90° gives d.
            appendArc(center: p, from: n, sweep: -Double.pi, to: &out)
        }
    }
}
