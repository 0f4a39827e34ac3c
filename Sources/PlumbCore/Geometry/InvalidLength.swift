import Foundation

/// One policy for lengths that cannot be laid out: SwiftUI's, for invalid frame dimensions.
///
/// SwiftUI's `frame(width:height:)` drops a negative or non-finite dimension (it is as if
/// not given) and logs "Invalid frame dimension (negative or non-finite)." once
/// (OpenSwiftUI, `FrameLayout.swift`, `_FrameLayout.init`). Plumb applies the same rule
/// wherever a length enters the library and must be finite: padding, offset, position,
/// stack and lazy-stack spacing, a spacer's minimum length, line spacing: a non-finite
/// length (NaN, ±∞) is replaced by what not giving it means (the default, or 0), with one
/// warning naming the modifier and the value. Where SwiftUI accepts a negative length
/// (negative padding, spacing or offset) it is kept. Huge finite lengths (1e300) are valid
/// and laid out as given; what converts them to integers (printing, pixels, SVG) saturates
/// (`FixedWidthInteger.init(saturating:)`).
enum InvalidLength {
    /// `value`, or `replacement` where it is not finite.
    static func finite(_ value: CGFloat, or replacement: CGFloat) -> CGFloat {
        value.isFinite ? value : replacement
    }

    /// The warning for `call` given a non-finite length, as SwiftUI words the frame's.
    static func warning(_ call: String, replacedBy what: String) -> String {
        "invalid length (negative or non-finite): \(call); \(what) is used"
    }

    /// `v` as source shows it (`inf`, `nan`, `12.5`).
    static func text(_ v: CGFloat) -> String { "\(Double(v))" }
}
