import Foundation

/// The outline of a shape: SwiftUI's `Path`, with the elements renderers need.
public struct Path: Hashable, Sendable {
    /// One drawing step.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius of its own at each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    /// Adds a straight line to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier curve to `p`, pulled towards `control`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: p, control: control))
    }
    /// Adds a cubic Bézier curve to `p`, pulled towards `control1` then `control2`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    /// Appends the elements of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
    }

    /// Adds a subpath through `points`: a move to the first, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds the rectangle `r` as a closed subpath, transformed by `transform`.
    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(r), transform: transform) }
        addLines([
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ])
        closeSubpath()
    }

    /// The cubic Bézier handle length for a quarter circle of radius 1.
    static let kappa: CGFloat = 0.5522847498

    /// Adds the ellipse inscribed in `r` as a closed subpath, transformed by `transform`.
    public mutating func addEllipse(in r: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: r), transform: transform) }
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// A rounded rectangle: `.circular` corners are quarter ellipses of `cornerSize`;
    /// `.continuous` corners are the curvature-continuous curve of UIKit and SwiftUI (see
    /// ``addContinuousRoundedRect(in:cornerRadius:)``) when the curve fits, circular otherwise.
    public mutating func addRoundedRect(
        in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            return addPath(Path(roundedRect: r, cornerSize: cornerSize, style: style), transform: transform)
        }
        // A round corner (equal width and height) larger than the rectangle allows is cut to
        // half the shorter side, in both directions: a capsule, as UIKit's
        // `UIBezierPath(roundedRect:cornerRadius:)` clamps and as apps rely on
        // (Vultisig's `pill` token is `RoundedRectangle(cornerRadius: 100_000)`). An
        // elliptical corner is cut in each direction alone.
        let round = cornerSize.width == cornerSize.height
        let limit = min(r.width, r.height) / 2
        let rx = min(max(cornerSize.width, 0), round ? limit : r.width / 2)
        let ry = min(max(cornerSize.height, 0), round ? limit : r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r)
            return
        }
        if style == .continuous, cornerSize.width == cornerSize.height,
            cornerSize.width * Path.continuousExtent <= min(r.width, r.height) / 2
        {
            addContinuousRoundedRect(in: r, cornerRadius: cornerSize.width)
            return
        }
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
            control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
            control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        closeSubpath()
    }

    /// A rectangle with a radius of its own at each corner (`UnevenRoundedRectangle`'s
    /// path; leading is left). Each radius is limited to half the shorter side. A corner is
    /// continuous (the curve of ``addContinuousRoundedRect(in:cornerRadius:)``) when `style`
    /// is `.continuous` and its curve, `1.52866483 · radius` along each edge, fits in half the
    /// shorter side; otherwise it is a quarter circle. How SwiftUI shares an edge between two
    /// large corners of different radii is unpublished (open).
    public mutating func addRoundedRect(
        in r: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            return addPath(Path(roundedRect: r, cornerRadii: cornerRadii, style: style), transform: transform)
        }
        let limit = min(r.width, r.height) / 2
        // Drawing order: top trailing, bottom trailing, bottom leading, top leading.
        let radii = [
            cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading,
        ]
        .map { min(max($0, 0), max(limit, 0)) }
        guard radii.contains(where: { $0 > 0 }) else {
            addRect(r)
            return
        }
        let continuous = radii.map { style == .continuous && $0 * Path.continuousExtent <= limit }
        let extents = radii.indices.map { continuous[$0] ? radii[$0] * Path.continuousExtent : radii[$0] }
        let frames = Path.cornerFrames(r)
        func point(_ i: Int, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            let c = frames[i]
            return CGPoint(
                x: c.corner.x + (c.u.x * a + c.v.x * b) * radii[i], y: c.corner.y + (c.u.y * a + c.v.y * b) * radii[i])
        }
        move(to: CGPoint(x: r.minX + extents[3], y: r.minY))
        for i in 0..<4 {
            let along = radii[i] > 0 ? extents[i] / radii[i] : 0
            let edgeStart = CGPoint(
                x: frames[i].corner.x + frames[i].u.x * extents[i], y: frames[i].corner.y + frames[i].u.y * extents[i])
            addLine(to: edgeStart)
            guard radii[i] > 0 else { continue }
            if continuous[i] {
                let k = Path.continuousCorner
                addCurve(
                    to: point(i, k[2].0, k[2].1), control1: point(i, k[0].0, k[0].1), control2: point(i, k[1].0, k[1].1)
                )
                addLine(to: point(i, k[3].0, k[3].1))
                addCurve(
                    to: point(i, k[6].0, k[6].1), control1: point(i, k[4].0, k[4].1), control2: point(i, k[5].0, k[5].1)
                )
                addCurve(
                    to: point(i, k[9].0, k[9].1), control1: point(i, k[7].0, k[7].1), control2: point(i, k[8].0, k[8].1)
                )
            } else {
                addCurve(
                    to: point(i, 0, along), control1: point(i, 1 - Path.kappa, 0), control2: point(i, 0, 1 - Path.kappa)
                )
            }
        }
        closeSubpath()
    }

    /// Each corner of `r` in drawing order (top right, bottom right, bottom left, top left)
    /// as its point and two unit directions: `u` back along the edge that arrives at it, `v`
    /// along the edge that leaves it.
    static func cornerFrames(_ r: CGRect) -> [(corner: CGPoint, u: CGPoint, v: CGPoint)] {
        [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
    }

    /// The control points of a continuous corner of radius 1, as (distance back along the
    /// arriving edge, distance along the leaving edge), in drawing order (see
    /// ``addContinuousRoundedRect(in:cornerRadius:)``).
    static let continuousCorner: [(CGFloat, CGFloat)] = [
        (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),  // curve
        (0.63149399, 0.07491100),  // line
        (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),  // curve
        (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),  // curve
    ]

    /// How far along each edge a continuous corner of radius 1 reaches.
    static let continuousExtent: CGFloat = 1.52866483

    /// A rectangle with continuous ("squircle") corners of `radius`, the shape of
    /// `RoundedRectangle(cornerRadius:style: .continuous)`.
    ///
    /// Each corner is three cubic Béziers (edge → a short line → a circular-looking middle →
    /// edge) that start `1.52866483 · radius` from the corner, so the curvature grows from 0
    /// at the edge instead of jumping as a circular arc's does. The control points are the
    /// published reverse engineering of UIKit's continuous corners (iOS 7's
    /// `_continuousRoundedRectBezierPath`, e.g. github.com/LinBowen9656/ChainableUIKit,
    /// `UIBezierPath+ContinuousCorner.swift`), which SwiftUI's `.continuous` style draws too
    /// (reported, not measured here). Callers check that `1.52866483 · radius` fits in half
    /// the shorter side; how Apple blends toward a circle when it does not is unpublished
    /// (open: ``addRoundedRect(in:cornerSize:style:transform:)`` falls back to circular corners).
    public mutating func addContinuousRoundedRect(in r: CGRect, cornerRadius radius: CGFloat) {
        // Control points of the top-right corner, as (distance left of the right edge,
        // distance below the top edge) in units of the radius, in drawing order.
        let corner: [(CGFloat, CGFloat)] = [
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),  // curve
            (0.63149399, 0.07491100),  // line
            (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),  // curve
            (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),  // curve
        ]
        let e = Path.continuousExtent * radius
        // Each corner in its own frame: `along` runs from the corner's start edge inward,
        // mapped by the corner point and two unit directions (toward the corner along the
        // first edge reversed, and along the second edge).
        let corners: [(corner: CGPoint, u: CGPoint, v: CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        func point(_ c: (corner: CGPoint, u: CGPoint, v: CGPoint), _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: c.corner.x + (c.u.x * a + c.v.x * b) * radius, y: c.corner.y + (c.u.y * a + c.v.y * b) * radius)
        }
        move(to: CGPoint(x: r.minX + e, y: r.minY))
        for c in corners {
            addLine(to: point(c, Path.continuousExtent, 0))
            addCurve(
                to: point(c, corner[2].0, corner[2].1), control1: point(c, corner[0].0, corner[0].1),
                control2: point(c, corner[1].0, corner[1].1))
            addLine(to: point(c, corner[3].0, corner[3].1))
            addCurve(
                to: point(c, corner[6].0, corner[6].1), control1: point(c, corner[4].0, corner[4].1),
                control2: point(c, corner[5].0, corner[5].1))
            addCurve(
                to: point(c, corner[9].0, corner[9].1), control1: point(c, corner[7].0, corner[7].1),
                control2: point(c, corner[8].0, corner[8].1))
        }
        closeSubpath()
    }
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Circular arcs at the corners.
    case circular
    /// Apple's continuous corners: the curvature eases into the straight edges (the default).
    case continuous
}

extension Path: Shape {
    /// The path itself, wherever it is drawn: a `Path` is drawn at its own coordinates in
    /// the frame's space (SwiftUI: a path used as a view draws where its points are).
    public func path(in rect: CGRect) -> Path { self }
}

extension RoundedCornerStyle: SourceNamed {
    package static let sourceNames: [(name: String, value: RoundedCornerStyle)] = [
        ("circular", .circular), ("continuous", .continuous),
    ]
}
