/// 2.14 signed fixed-point number (OpenType spec, "Data types": `F2DOT14`),
/// used for normalized variation coordinates and composite-glyph scales.
public struct F2Dot14: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The stored 16-bit value: the number times 2¹⁴.
    public var rawValue: Int16

    /// The number whose stored value is `rawValue`.
    public init(rawValue: Int16) { self.rawValue = rawValue }

    /// Rounds `value` to the nearest representable 2.14 number, clamping to
    /// the representable range [-2, 2 - 2⁻¹⁴].
    public init(_ value: Double) {
        let scaled = (value * 16384).rounded(.toNearestOrAwayFromZero)
        self.rawValue = Int16(Swift.max(-32768, Swift.min(32767, scaled.isNaN ? 0 : scaled)))
    }

    /// The number.
    public var doubleValue: Double { Double(rawValue) / 16384 }

    public static func < (a: F2Dot14, b: F2Dot14) -> Bool { a.rawValue < b.rawValue }

    public var description: String { String(doubleValue) }
}

/// 16.16 signed fixed-point number (OpenType spec, "Data types": `Fixed`),
/// used for `fvar` axis values and table versions.
public struct Fixed16Dot16: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The stored 32-bit value: the number times 2¹⁶.
    public var rawValue: Int32

    /// The number whose stored value is `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Rounds `value` to the nearest representable 16.16 number (clamped).
    public init(_ value: Double) {
        let scaled = (value * 65536).rounded(.toNearestOrAwayFromZero)
        let clamped = Swift.max(Double(Int32.min), Swift.min(Double(Int32.max), scaled.isNaN ? 0 : scaled))
        self.rawValue = Int32(clamped)
    }

    /// The number.
    public var doubleValue: Double { Double(rawValue) / 65536 }

    public static func < (a: Fixed16Dot16, b: Fixed16Dot16) -> Bool { a.rawValue < b.rawValue }

    public var description: String { String(doubleValue) }
}
