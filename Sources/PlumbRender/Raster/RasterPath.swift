/// One drawing command of a ``RasterPath``.
public enum RasterPathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case moveTo(RasterPoint)
    /// Straight line from the current point.
    case lineTo(RasterPoint)
    /// Quadratic Bézier from the current point through `control` to `to`.
    case quadTo(control: RasterPoint, to: RasterPoint)
    /// Cubic Bézier from the current point via `control1`, `control2` to `to`.
    case cubicTo(control1: RasterPoint, control2: RasterPoint, to: RasterPoint)
    /// Closes the current subpath with a straight line back to its start.
    case close
}

/// A vector outline in pixel coordinates (x right, y down), made of subpaths
/// of lines and quadratic/cubic Bézier curves.
///
/// Semantics follow SVG / CoreGraphics:
/// * `moveTo` starts a new subpath; a drawing command with no open subpath
///   implicitly starts one at the current point (the start of the previously
///   closed subpath, or `(0, 0)` at the very beginning).
/// * For filling, every subpath is implicitly closed.
/// * For stroking, only subpaths ended by `close` get a join at their start;
///   the others get caps.
///
/// A path containing any non-finite coordinate (NaN or ±infinity) is treated
/// as empty by the rasterizer and the stroker (the same policy as Skia), so
/// it draws nothing instead of producing garbage.
public struct RasterPath: Hashable, Sendable {
    /// The recorded commands, in order.
    public private(set) var elements: [RasterPathElement]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`.
    public init(elements: [RasterPathElement]) {
        self.elements = elements
    }

    /// Builds a path with a closure, e.g.
    /// `RasterPath { $0.move(to: p); $0.line(to: q) }`.
    public init(_ build: (inout RasterPath) -> Void) {
        self.init()
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: RasterPoint) {
        elements.append(.moveTo(p))
    }

    /// Adds a straight line to `p`.
    public mutating func line(to p: RasterPoint) {
        elements.append(.lineTo(p))
    }

    /// Adds a quadratic Bézier curve to `p`, pulled towards `control`.
    public mutating func quad(to p: RasterPoint, control: RasterPoint) {
        elements.append(.quadTo(control: control, to: p))
    }

    /// Adds a cubic Bézier curve to `p`, pulled towards `control1` then `control2`.
    public mutating func curve(to p: RasterPoint, control1: RasterPoint, control2: RasterPoint) {
        elements.append(.cubicTo(control1: control1, control2: control2, to: p))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func close() {
        elements.append(.close)
    }

    /// Starts a new subpath at (`x`, `y`).
    public mutating func move(x: Double, y: Double) { move(to: RasterPoint(x: x, y: y)) }
    /// Adds a straight line to (`x`, `y`).
    public mutating func line(x: Double, y: Double) { line(to: RasterPoint(x: x, y: y)) }

    /// Appends all subpaths of `other`.
    public mutating func append(_ other: RasterPath) {
        elements.append(contentsOf: other.elements)
    }

    /// `true` when every coordinate of every element is finite.
    public var isFinite: Bool {
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p):
                if !p.isFinite { return false }
            case .quadTo(let c, let p):
                if !c.isFinite || !p.isFinite { return false }
            case .cubicTo(let c1, let c2, let p):
                if !c1.isFinite || !c2.isFinite || !p.isFinite { return false }
            case .close:
                break
            }
        }
        return true
    }

    /// Bounding box of all points including Bézier control points (so it
    /// contains, but may exceed, the exact curve bounds). `nil` for a path
    /// without points or with non-finite coordinates.
    public var controlPointBounds: RasterRect? {
        guard isFinite else { return nil }
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: RasterPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): add(p)
            case .quadTo(let c, let p): add(c); add(p)
            case .cubicTo(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Returns the path with every point mapped through `transform`
    /// (affine maps send Bézier curves to Bézier curves exactly).
    public func transformed(by transform: RasterTransform) -> RasterPath {
        var out = RasterPath()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .moveTo(let p):
                out.elements.append(.moveTo(transform.apply(p)))
            case .lineTo(let p):
                out.elements.append(.lineTo(transform.apply(p)))
            case .quadTo(let c, let p):
                out.elements.append(.quadTo(control: transform.apply(c), to: transform.apply(p)))
            case .cubicTo(let c1, let c2, let p):
                out.elements.append(
                    .cubicTo(
                        control1: transform.apply(c1), control2: transform.apply(c2), to: transform.apply(p)))
            case .close:
                out.elements.append(.close)
            }
        }
        return out
    }
}
