import Foundation
import PlumbCore

/// The drawing transforms and colour matrices of a view's effects, in canvas coordinates.
enum DrawingTransforms {
    /// The transform `t` makes of a view whose frame is `frame`; `nil` when it is not finite.
    ///
    /// Rotation and scale turn around the anchor (a unit point of the frame); `transformEffect`
    /// works in the view's own coordinates (origin at the frame's top left); a 3D rotation is
    /// SwiftUI's `_Rotation3DEffect` as OpenSwiftUI reconstructs it
    /// (`Render/GeometryEffect/Rotation3DEffect.swift`): move the anchor (x, y, anchorZ) to
    /// the origin, rotate around the axis, project with a vanishing point at distance
    /// max(width, height) / perspective (CoreAnimation's m34 = −1/d), move back; then the
    /// z row and column are dropped (a `ProjectionTransform`).
    static func transform(_ t: DrawingTransform, in frame: CGRect) -> DisplayTransform? {
        func anchor(_ u: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
        }
        func around(_ p: CGPoint, _ inner: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(inner).concatenating(
                CGAffineTransform(translationX: p.x, y: p.y))
        }
        let result: DisplayTransform
        switch t {
        case .rotation(let angle, let u):
            result = DisplayTransform(around(anchor(u), CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
        case .scale(let s, let u):
            result = DisplayTransform(around(anchor(u), CGAffineTransform(scaleX: s.width, y: s.height)))
        case .affine(let a):
            result = DisplayTransform(around(frame.origin, a))
        case .rotation3D(let angle, let x, let y, let z, let u, let anchorZ, let perspective):
            result = rotation3D(
                angle: angle.radians, axis: (Double(x), Double(y), Double(z)), anchor: anchor(u),
                anchorZ: Double(anchorZ),
                distance: Double(max(frame.width, frame.height) / perspective))
        }
        let values = [
            result.m11, result.m12, result.m13, result.m21, result.m22, result.m23, result.m31, result.m32, result.m33,
        ]
        return values.allSatisfy(\.isFinite) ? result : nil
    }

    /// translate(−anchor) · rotate(axis, angle) · perspective(distance) · translate(anchor),
    /// in 4×4 row-vector form, projected to the plane.
    static func rotation3D(
        angle: Double, axis: (Double, Double, Double), anchor: CGPoint, anchorZ: Double, distance: Double
    ) -> DisplayTransform {
        typealias M = [[Double]]
        func mul(_ a: M, _ b: M) -> M {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        func translate(_ x: Double, _ y: Double, _ z: Double) -> M {
            [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
        }
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        let (x, y, z) = length > 0 ? (axis.0 / length, axis.1 / length, axis.2 / length) : (0.0, 0.0, 1.0)
        let c = Foundation.cos(angle), s = Foundation.sin(angle), k = 1 - c
        // CoreAnimation's rotation (CATransform3DMakeRotation), row-vector convention: about
        // z it is CGAffineTransform(rotationAngle:), clockwise on a y-down screen.
        let rotation: M = [
            [c + k * x * x, k * x * y + s * z, k * x * z - s * y, 0],
            [k * x * y - s * z, c + k * y * y, k * y * z + s * x, 0],
            [k * x * z + s * y, k * y * z - s * x, c + k * z * z, 0],
            [0, 0, 0, 1],
        ]
        var projection: M = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        if distance.isFinite, distance != 0 { projection[2][3] = -1 / distance }
        let ax = Double(anchor.x), ay = Double(anchor.y)
        let m = mul(mul(mul(translate(-ax, -ay, -anchorZ), rotation), projection), translate(ax, ay, anchorZ))
        return DisplayTransform(
            m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3],
            m31: m[3][0], m32: m[3][1], m33: m[3][3])
    }

    /// The colour matrix of a colour filter.
    static func matrix(_ filter: ColorFilter) -> ColorMatrix {
        switch filter {
        case .brightness(let a): return .brightness(a)
        case .contrast(let a): return .contrast(a)
        case .saturation(let a): return .saturation(a)
        case .grayscale(let a): return .grayscale(a)
        case .hueRotation(let angle): return .hueRotation(angle.radians)
        case .colorMultiply(let c): return .multiply(c)
        case .colorInvert: return .invert
        case .luminanceToAlpha: return .luminanceToAlpha
        }
    }
}
