import Foundation

/// A face's line metrics in ems, used in place of the ones its file declares: how tall a line
/// is, and where its baseline sits.
///
/// Plumb cannot ship SF Pro, iOS's system font, so Inter draws it. Inter's lines are taller
/// than SF Pro's (its `hhea` ascender and descender add up to 1.21 em, SF Pro's to 1.19), so
/// a one-line body `Text` was 20.67 pt tall where iOS makes it 20.33 (SPEC §2, measured at
/// 3x), and every row, field and header below moved by a third of a point per line. With
/// ``systemFont`` Inter's glyphs sit in SF Pro's line boxes: heights and baselines are iOS's
/// and only widths differ. `--font inter` keeps Inter's own.
public struct VerticalMetrics: Hashable, Sendable {
    /// Above the baseline, in ems (positive).
    public var ascender: Double
    /// Below the baseline, in ems (negative).
    public var descender: Double
    /// Between lines, in ems.
    public var lineGap: Double

    /// Line metrics of `ascender`, `descender` (negative) and `lineGap`, in ems.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// SF Pro's (Text and Display alike): ascender 1950 and descender -494 of 2048 units per
    /// em, no line gap. Measured through UIKit: `UIFont.systemFont(ofSize: 15).lineHeight` is
    /// 17.900391 = 15 × 2444/2048 (Stack Overflow 33278645), and `systemFont(ofSize: 20)` has
    /// ascender 19.04 = 20 × 1950/2048 and descender -4.82 = 20 × -494/2048 (a 2016 study of
    /// UIFont, arcovv.github.io); a 17 pt line is 17 × 2444/2048 = 20.29, 20.33 at 3x, as SPEC
    /// §2 measured.
    public static let systemFont = VerticalMetrics(ascender: 1950.0 / 2048, descender: -494.0 / 2048, lineGap: 0)
}
