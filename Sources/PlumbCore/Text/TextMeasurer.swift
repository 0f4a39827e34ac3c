import Foundation

/// Measures and breaks text into lines: how the engine learns a `Text`'s size.
///
/// PlumbCore knows no font file; it ships ``AhemTextMeasurer`` (every glyph one em square),
/// and the PlumbText module measures real fonts. A measurer must answer SPEC §2's rules
/// for a proposal: one line at the ideal width for a `nil` or infinite width; wrapped at
/// break opportunities for a finite width, never wider than the proposal unless one
/// character is; at least one line tall; truncated with "…" when the line limit or the
/// proposed height cannot hold every line; sizes rounded up to whole pixels.
public protocol TextMeasurer: AnyObject {
    /// Lays out `request` for `proposal`.
    func layout(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout

    /// The line metrics of `font`, from which Text's spacing preferences are computed.
    func lineMetrics(for font: ResolvedFont) -> FontLineMetrics
}

/// What to lay out: the string and everything in the environment that shapes its lines.
public struct TextLayoutRequest: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    public var lineSpacing: CGFloat
    /// Pixels per point: sizes are rounded up to multiples of `1 / displayScale`.
    public var displayScale: CGFloat

    public init(
        string: String, font: ResolvedFont, lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, displayScale: CGFloat = 2
    ) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.displayScale = displayScale
    }
}

/// Laid-out text: its size, its lines and its baselines.
public struct TextLayout: Hashable, Sendable {
    /// The size the Text answers, rounded up to whole pixels.
    public var size: CGSize
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Whether text was cut (by the line limit or the height) and ends with "…".
    public var isTruncated: Bool

    public init(size: CGSize, lines: [TextLine], isTruncated: Bool) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The first line's baseline from the top (the Text's `firstTextBaseline`).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? size.height }
    /// The last line's baseline from the top (the Text's `lastTextBaseline`).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? size.height }
}

/// One line of laid-out text.
public struct TextLine: Hashable, Sendable {
    /// The characters shown on the line, "…" included where text was cut.
    public var text: String
    /// The line's width without its hanging trailing spaces.
    public var width: CGFloat
    /// The line's top-left corner in the Text's coordinates (x from `multilineTextAlignment`).
    public var origin: CGPoint
    /// The baseline's distance from the Text's top.
    public var baseline: CGFloat

    public init(text: String, width: CGFloat, origin: CGPoint, baseline: CGFloat) {
        self.text = text
        self.width = width
        self.origin = origin
        self.baseline = baseline
    }
}

/// A font's vertical metrics, in points: typographic ascender (positive, up), descender
/// (negative, down), line gap, and cap height.
public struct FontLineMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }
}
