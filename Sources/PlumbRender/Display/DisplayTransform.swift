import Foundation
import PlumbCore

/// A projective transform of the plane: (x, y) maps to ((m11·x + m21·y + m31) / w,
/// (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33. Affine transforms
/// (`rotationEffect`, `scaleEffect`, `transformEffect`) have m13 = m23 = 0 and m33 = 1;
/// `rotation3DEffect` projects with perspective and needs the rest.
public struct DisplayTransform: Hashable, Sendable {
    /// The first row: x's contributions to x, y and w.
    public var m11: Double, m12: Double, m13: Double
    /// The second row: y's contributions to x, y and w.
    public var m21: Double, m22: Double, m23: Double
    /// The third row: the translation, and w's constant.
    public var m31: Double, m32: Double, m33: Double

    /// A transform of the nine entries; the defaults of the third column make it affine.
    public init(
        m11: Double, m12: Double, m13: Double = 0, m21: Double, m22: Double, m23: Double = 0,
        m31: Double, m32: Double, m33: Double = 1
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// The affine transform `t`.
    public init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m21: Double(t.c), m22: Double(t.d), m31: Double(t.tx), m32: Double(t.ty)
        )
    }

    /// The transform that changes nothing.
    public static let identity = DisplayTransform(m11: 1, m12: 0, m21: 0, m22: 1, m31: 0, m32: 0)

    /// Whether it is affine: no perspective (m13 = m23 = 0, m33 = 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part, for an affine transform.
    public var affine: CGAffineTransform? {
        isAffine ? CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
    }

    /// `p` transformed (a point at infinity maps to the origin).
    public func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = m13 * x + m23 * y + m33
        let s = w != 0 && w.isFinite ? 1 / w : 0
        return CGPoint(x: (m11 * x + m21 * y + m31) * s, y: (m12 * x + m22 * y + m32) * s)
    }

    /// `self` followed by `other`.
    public func concatenating(_ o: DisplayTransform) -> DisplayTransform {
        DisplayTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse, or `nil` when the transform flattens the plane.
    public func inverted() -> DisplayTransform? {
        let a = m11, b = m12, c = m13, d = m21, e = m22, f = m23, g = m31, h = m32, i = m33
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        return DisplayTransform(
            m11: A * s, m12: -(b * i - c * h) * s, m13: (b * f - c * e) * s,
            m21: B * s, m22: (a * i - c * g) * s, m23: -(a * f - c * d) * s,
            m31: C * s, m32: -(a * h - b * g) * s, m33: (a * e - b * d) * s)
    }
}

extension Path {
    /// The path with every point mapped through `t`. Under a projective transform curves are
    /// first flattened to lines `tolerance` points apart at most (a projected Bézier curve is
    /// not a Bézier curve).
    public func transformed(by t: DisplayTransform, tolerance: CGFloat = 0.05) -> Path {
        var out = Path()
        let affine = t.isAffine
        var current = CGPoint.zero, start = CGPoint.zero
        func m(_ p: CGPoint) -> CGPoint { t.apply(p) }
        for element in elements {
            switch element {
            case .move(let p):
                out.move(to: m(p))
                current = p
                start = p
            case .line(let p):
                out.addLine(to: m(p))
                current = p
            case .quadCurve(let p, let c):
                if affine {
                    out.addQuadCurve(to: m(p), control: m(c))
                } else {
                    let n = Path.segments(current, c, c, p, tolerance)
                    for k in 1...n {
                        let u = CGFloat(k) / CGFloat(n), v = 1 - u
                        out.addLine(
                            to: m(
                                CGPoint(
                                    x: v * v * current.x + 2 * u * v * c.x + u * u * p.x,
                                    y: v * v * current.y + 2 * u * v * c.y + u * u * p.y)))
                    }
                }
                current = p
            case .curve(let p, let c1, let c2):
                if affine {
                    out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
                } else {
                    let n = Path.segments(current, c1, c2, p, tolerance)
                    for k in 1...n {
                        let u = CGFloat(k) / CGFloat(n), v = 1 - u
                        let x = v * v * v * current.x + 3 * v * v * u * c1.x + 3 * v * u * u * c2.x + u * u * u * p.x
                        let y = v * v * v * current.y + 3 * v * v * u * c1.y + 3 * v * u * u * c2.y + u * u * u * p.y
                        out.addLine(to: m(CGPoint(x: x, y: y)))
                    }
                }
                current = p
            case .closeSubpath:
                out.closeSubpath()
                current = start
            }
        }
        return out
    }

    /// Lines enough to follow a cubic from `a` to `d` within `tolerance` (the control
    /// polygon's second differences bound the deviation).
    static func segments(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ tolerance: CGFloat) -> Int {
        let dx = max(abs(a.x - 2 * b.x + c.x), abs(b.x - 2 * c.x + d.x))
        let dy = max(abs(a.y - 2 * b.y + c.y), abs(b.y - 2 * c.y + d.y))
        let m = Double((dx * dx + dy * dy).squareRoot())
        guard m.isFinite, m > 0 else { return 1 }
        return min(max(Int(saturating: (0.75 * m / Double(tolerance)).squareRoot().rounded(.up)), 1), 256)
    }
}
