import Foundation

/// Floating-point to integer conversion that cannot trap.
///
/// `Int(someDouble)` traps when the value is NaN, infinite or outside the integer's range,
/// and lengths from source, flags and fixtures may be any of those (`frame(width: 1e300)`,
/// an offset of 1e19, a font size of 0 giving an infinite line count). Every conversion of
/// a length, a coordinate or a count derived from one goes through `init(saturating:)`:
/// NaN becomes 0, values beyond the range become the nearest bound, and the rest truncate
/// toward zero as `init(_:)` does (round first where rounding is meant).
extension FixedWidthInteger {
    /// `value` truncated toward zero and clamped to `min...max`; NaN is 0.
    @inlinable
    public init<F: BinaryFloatingPoint>(saturating value: F) {
        if value.isNaN {
            self = 0
        } else if value <= F(Self.min) {
            self = Self.min
        } else if value >= F(Self.max) {
            // `F(Self.max)` rounds up to a power of two for 64-bit types, which itself does
            // not fit: anything at or above it is the maximum.
            self = Self.max
        } else {
            self = Self(value)
        }
    }
}
