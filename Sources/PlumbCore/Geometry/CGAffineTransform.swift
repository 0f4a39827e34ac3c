import Foundation

// CoreGraphics' affine transform and line styles, which SwiftUI code uses
// (`transformEffect(_:)`, `Path.applying(_:)`, `StrokeStyle(lineCap:lineJoin:)`) and which
// Foundation on Linux does not have. On Apple systems CoreGraphics' own types are used.

#if !canImport(CoreGraphics)
/// A 2D affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), as in
/// CoreGraphics (row-vector convention: `t1.concatenating(t2)` applies t1, then t2).
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform of the matrix's six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform of the matrix's six entries, in order.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians; with y pointing down, as in SwiftUI, positive angles
    /// turn clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let s = CGFloat(Foundation.sin(Double(angle))), c = CGFloat(Foundation.cos(Double(angle)))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether it is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation, then this transform (CoreGraphics: the translation is applied first).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `x` and `y`, then this transform (the scale is applied first).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform (the rotation is applied first).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` when the transform cannot be inverted (CoreGraphics' rule).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size's vector transformed, without the translation (CoreGraphics' rule).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the rectangle's four corners transformed.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

/// How the ends of a stroked open subpath are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square ends at the line's end, round ends, or square ends half the width past it.
    case butt, round, square
}

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners (up to the miter limit), round corners, or cut-off corners.
    case miter, round, bevel
}
#endif
