/// An 8-bit-per-channel sRGB pixel (red, green, blue, alpha), 4 bytes in
/// memory in that order.
///
/// `RGBA8` itself carries no interpretation of alpha; each container documents
/// which one it uses:
///
/// * ``Bitmap`` stores **premultiplied** pixels (each color channel already
///   multiplied by alpha/255, so `r, g, b <= a`).
/// * ``PNGImage`` and colors passed to ``Bitmap/fill(path:color:rule:tolerance:)`` are
///   **straight** (unpremultiplied), which is what PNG stores (PNG spec §4.3,
///   "alpha is not premultiplied").
///
/// Channel values are sRGB-encoded; no gamma conversion is done anywhere in
/// PlumbRender (compositing happens on the encoded values, like most 2D
/// engines do).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// A pixel of these channels, opaque by default.
    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black, `(0, 0, 0, 0)`.
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    /// Opaque pure red.
    public static let red = RGBA8(r: 255, g: 0, b: 0)
    /// Opaque pure green.
    public static let green = RGBA8(r: 0, g: 255, b: 0)
    /// Opaque pure blue.
    public static let blue = RGBA8(r: 0, g: 0, b: 255)

    /// Returns this straight-alpha color premultiplied by its alpha
    /// (each color channel becomes `round(c * a / 255)`).
    @inlinable
    public func premultiplied() -> RGBA8 {
        if a == 255 { return self }
        return RGBA8(r: RGBA8.mul255(r, a), g: RGBA8.mul255(g, a), b: RGBA8.mul255(b, a), a: a)
    }

    /// Returns this premultiplied color converted to straight alpha
    /// (each color channel becomes `round(c * 255 / a)`, clamped to 255).
    /// Fully transparent pixels become ``clear``.
    ///
    /// For any valid premultiplied pixel `p`,
    /// `p.unpremultiplied().premultiplied() == p`, so a ``Bitmap`` survives a
    /// PNG round trip exactly.
    @inlinable
    public func unpremultiplied() -> RGBA8 {
        if a == 255 { return self }
        if a == 0 { return .clear }
        let alpha = UInt32(a)
        @inline(__always) func un(_ c: UInt8) -> UInt8 {
            let v = (UInt32(c) * 255 + alpha / 2) / alpha
            return UInt8(truncatingIfNeeded: min(v, 255))
        }
        return RGBA8(r: un(r), g: un(g), b: un(b), a: a)
    }

    /// `round(x * y / 255)` computed exactly in integers.
    @inlinable
    public static func mul255(_ x: UInt8, _ y: UInt8) -> UInt8 {
        let t = UInt32(x) * UInt32(y) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    public var description: String {
        "RGBA8(\(r), \(g), \(b), \(a))"
    }
}
