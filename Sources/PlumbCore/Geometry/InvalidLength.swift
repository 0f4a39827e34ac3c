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
/// (`FixedWidthInteger.init(saturating:)`). Text is the exception: font sizes and text
/// spacing are clamped to a million points (``maximumTextLength``), where glyph metrics
/// would overflow; a negative or non-finite font size is the default size (17).
enum InvalidLength {
    /// `value`, or `replacement` where it is not finite.
    static func finite(_ value: CGFloat, or replacement: CGFloat) -> CGFloat {
        value.isFinite ? value : replacement
    }

    /// The warning for `call` given a non-finite length, as SwiftUI words the frame's.
    static func warning(_ call: String, replacedBy what: String) -> String {
        "invalid length (negative or non-finite): \(call); \(what) is used"
    }

    /// The largest font size and text spacing (kerning, tracking, baseline offset, line
    /// spacing), in points: past it a line's metrics (sums of glyph advances, ascent plus
    /// descent) overflow to ∞ and then NaN. A million points is a thousand screens.
    static let maximumTextLength: CGFloat = 1_000_000

    /// A text length (font size, kerning, tracking, line spacing): non-finite is `replacement`,
    /// the rest clamped to ±``maximumTextLength``.
    static func textLength(_ value: CGFloat, or replacement: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, -maximumTextLength), maximumTextLength) : replacement
    }

    /// `v` as source shows it (`inf`, `nan`, `12.5`).
    static func text(_ v: CGFloat) -> String { "\(Double(v))" }
}
