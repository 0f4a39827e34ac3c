#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A point (or vector) in pixel coordinates: x grows to the right, y grows
/// downwards, and pixel `(i, j)` covers the unit square `[i, i+1) × [j, j+1)`.
public struct RasterPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = RasterPoint(x: 0, y: 0)

    /// `true` when both coordinates are finite (neither NaN nor ±infinity).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable
    public static func + (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    @inlinable
    public static func - (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    @inlinable
    public static func * (lhs: RasterPoint, rhs: Double) -> RasterPoint {
        RasterPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// Euclidean length of the vector.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Dot product.
    @inlinable
    public func dot(_ other: RasterPoint) -> Double { x * other.x + y * other.y }

    /// z component of the 3-D cross product (positive when `other` is
    /// clockwise from `self` on screen, since y points down).
    @inlinable
    public func cross(_ other: RasterPoint) -> Double { x * other.y - y * other.x }

    /// Linear interpolation `self + (other - self) * t`.
    @inlinable
    public func lerp(_ other: RasterPoint, _ t: Double) -> RasterPoint {
        RasterPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle in pixel coordinates.
public struct RasterRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public var minX: Double { min(x, x + width) }
    @inlinable public var minY: Double { min(y, y + height) }
    @inlinable public var maxX: Double { max(x, x + width) }
    @inlinable public var maxY: Double { max(y, y + height) }
}

/// A 2-D affine transform mapping `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)` (the same convention as
/// CoreGraphics' `CGAffineTransform`).
public struct RasterTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> RasterTransform {
        RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> RasterTransform {
        RasterTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Rotation by `radians`; positive angles turn clockwise on screen
    /// (y points down).
    public static func rotation(radians: Double) -> RasterTransform {
        let (s, c) = (RasterMath.sin(radians), RasterMath.cos(radians))
        return RasterTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Returns the transform that applies `self` first and then `other`.
    public func concatenating(_ other: RasterTransform) -> RasterTransform {
        RasterTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    @inlinable
    public func apply(_ p: RasterPoint) -> RasterPoint {
        RasterPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}

/// Thin wrappers over the C math library so the module does not need
/// Foundation.
@usableFromInline
enum RasterMath {
    static let pi = Double.pi

    static func sin(_ x: Double) -> Double {
        #if canImport(Darwin)
        Darwin.sin(x)
        #elseif canImport(Glibc)
        Glibc.sin(x)
        #elseif canImport(Musl)
        Musl.sin(x)
        #endif
    }

    static func cos(_ x: Double) -> Double {
        #if canImport(Darwin)
        Darwin.cos(x)
        #elseif canImport(Glibc)
        Glibc.cos(x)
        #elseif canImport(Musl)
        Musl.cos(x)
        #endif
    }

    static func atan2(_ y: Double, _ x: Double) -> Double {
        #if canImport(Darwin)
        Darwin.atan2(y, x)
        #elseif canImport(Glibc)
        Glibc.atan2(y, x)
        #elseif canImport(Musl)
        Musl.atan2(y, x)
        #endif
    }
}
