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
    /// Pixels to the right.
    public var x: Double
    /// Pixels down.
    public var y: Double

    /// The point (`x`, `y`).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (`x`, `y`).
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = RasterPoint(x: 0, y: 0)

    /// `true` when both coordinates are finite (neither NaN nor ±infinity).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The sum of two points, as vectors.
    @inlinable
    public static func + (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The difference of two points, as vectors.
    @inlinable
    public static func - (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point scaled by `rhs`, as a vector.
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
    /// The left edge (or the right, for a negative width).
    public var x: Double
    /// The top edge (or the bottom, for a negative height).
    public var y: Double
    /// The width; may be negative.
    public var width: Double
    /// The height; may be negative.
    public var height: Double

    /// The rectangle at (`x`, `y`), `width` by `height`.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smaller x.
    @inlinable public var minX: Double { min(x, x + width) }
    /// The smaller y.
    @inlinable public var minY: Double { min(y, y + height) }
    /// The larger x.
    @inlinable public var maxX: Double { max(x, x + width) }
    /// The larger y.
    @inlinable public var maxY: Double { max(y, y + height) }
}

/// A 2-D affine transform mapping `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)` (the same convention as
/// CoreGraphics' `CGAffineTransform`).
public struct RasterTransform: Hashable, Sendable {
    /// x's factor in x'.
    public var a: Double
    /// x's factor in y'.
    public var b: Double
    /// y's factor in x'.
    public var c: Double
    /// y's factor in y'.
    public var d: Double
    /// The translation along x.
    public var tx: Double
    /// The translation along y.
    public var ty: Double

    /// The transform of the six entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public static func translation(x: Double, y: Double) -> RasterTransform {
        RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` and `y`.
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

    /// `p` transformed.
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
