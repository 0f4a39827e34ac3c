import Foundation

// The modifiers of `Text` that return a `Text` and style its characters: decorations,
// spacing between characters, the baseline, the design and the fill. Each styles the parts
// of the text that did not set it themselves (the innermost wins), so texts joined with `+`
// keep their own.

extension Text {
    /// How `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` draw a line.
    public struct LineStyle: Hashable, Sendable {
        /// The line's dashes.
        public var pattern: Pattern
        /// The line's colour; `nil` draws it in the text's colour.
        public var color: Color?

        /// A line of `pattern` in `color` (`nil`: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes of a decoration line.
        public struct Pattern: Hashable, Sendable {
            let kind: Int

            /// A solid line.
            public static let solid = Pattern(kind: 0)
            /// Dots.
            public static let dot = Pattern(kind: 1)
            /// Dashes.
            public static let dash = Pattern(kind: 2)
            /// Dashes and dots.
            public static let dashDot = Pattern(kind: 3)
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(kind: 4)

            /// Lengths of the pattern's marks and gaps, in multiples of the line's thickness,
            /// starting with a mark; empty for a solid line (open: Apple does not publish
            /// the lengths; these follow NSUnderlineStyle's look at body size).
            package var dashes: [CGFloat] {
                switch kind {
                case 1: return [1, 2]
                case 2: return [4, 2]
                case 3: return [4, 2, 1, 2]
                case 4: return [4, 2, 1, 2, 1, 2]
                default: return []
                }
            }
        }
    }

    /// This text underlined, at the font's underline position and thickness (OpenType
    /// `post`), in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// This text struck through, at the font's strikeout position and thickness (OpenType
    /// `OS/2`), in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text
    {
        styled { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// This text with `kerning` points added after each character, the last one included:
    /// the text grows by that much a character. Apple's `Text.kerning(_:)`: "the kerning
    /// affects the trailing edge of the text view as well"; Core Text applies `kern` as a
    /// change of each character's offset and keeps ligatures (documented).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = InvalidLength.textLength(kerning, or: 0) } }

    /// This text with `tracking` points added after each character cluster: the text grows
    /// by that much a character. Apple's `Text.tracking(_:)`: "the amount of additional
    /// space, in points, that the view should add to each character cluster after layout";
    /// `NSAttributedString.Key.tracking`: unlike kerning it is "trailing whitespace" and "a
    /// nonzero amount of tracking disables nonessential ligatures" (documented; Plumb makes
    /// no ligatures, so the two measure alike). Set together, tracking is used (open).
    public func tracking(_ tracking: CGFloat) -> Text {
        styled { $0.tracking = InvalidLength.textLength(tracking, or: 0) }
    }

    /// This text with its baseline raised by `baselineOffset` points (negative: lowered). A
    /// line holding it grows by the offset, up or down, so the moved glyphs stay inside: a
    /// UILabel grows with a positive offset, and with a negative one since iOS 16.4
    /// (reported: stackoverflow.com/questions/47267782, and "Negative baselineOffset values
    /// ignored on NSAttributedString (iOS 16.4+ only)", which notes the label grows).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { $0.baselineOffset = InvalidLength.textLength(baselineOffset, or: 0) }
    }

    /// This text in `width` (iOS 16): measured and drawn at the standard width (see
    /// ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// This text in its font's monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }

    /// This text's glyphs filled with `style` (a colour, a gradient...).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foreground = AnyShapeStyle(style) } }
}
