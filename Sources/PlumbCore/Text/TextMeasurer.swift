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
    /// The text.
    public var string: String
    /// The font (the first run's, when there are runs).
    public var font: ResolvedFont
    /// The most lines shown (`lineLimit(_:)`); `nil` for no limit.
    public var lineLimit: Int?
    /// Where cut text is cut (`truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode
    /// How the lines align with each other (`multilineTextAlignment(_:)`), in the Text's
    /// physical coordinates: leading is the left edge. A right-to-left environment's
    /// alignment arrives mirrored (`.leading` as `.trailing`: `EnvironmentValues.lineAlignment`).
    public var alignment: TextAlignment
    /// Extra space between lines (`lineSpacing(_:)`), in points.
    public var lineSpacing: CGFloat
    /// Pixels per point: sizes are rounded up to multiples of `1 / displayScale`.
    public var displayScale: CGFloat
    /// The styled runs of `string`, in order; empty for plain text (all of `string` in
    /// `font`). Their strings joined are `string`; `font` is then the first run's font (the
    /// ellipsis's, and the one Text's spacing is computed from).
    public var runs: [TextRun]
    /// The least its fonts may shrink to fit (`minimumScaleFactor(_:)`); 1 never shrinks.
    public var minimumScaleFactor: CGFloat = 1

    /// A request for `string` in `font`, with the environment's text settings.
    public init(
        string: String, font: ResolvedFont, lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, displayScale: CGFloat = 2, runs: [TextRun] = []
    ) {
        self.runs = runs
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.displayScale = displayScale
    }
}

extension TextLayoutRequest {
    /// The request with every font `scale` times its size (the main font and each run's),
    /// as `minimumScaleFactor(_:)` shrinks text; it shrinks no further.
    public func scaled(by scale: CGFloat) -> TextLayoutRequest {
        guard scale != 1 else { return self }
        var request = self
        request.font.pointSize *= scale
        for i in request.runs.indices { request.runs[i].font.pointSize *= scale }
        request.minimumScaleFactor = 1
        return request
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
    /// The fraction of its fonts' sizes the text was laid out at: below 1 where
    /// `minimumScaleFactor(_:)` shrank it to fit (draw it with ``TextLayoutRequest/scaled(by:)``).
    public var fontScale: CGFloat = 1

    /// A layout of `lines`, answering `size`.
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
    /// The line's pieces of each run, left to right, when the request has runs; empty for
    /// plain text (the whole line in the request's font).
    public var segments: [TextLine.Segment]

    /// A line showing `text`, `width` wide, at `origin`, its baseline `baseline` from the Text's top.
    public init(text: String, width: CGFloat, origin: CGPoint, baseline: CGFloat, segments: [TextLine.Segment] = []) {
        self.text = text
        self.width = width
        self.origin = origin
        self.baseline = baseline
        self.segments = segments
    }

    /// The characters of one run on a line.
    public struct Segment: Hashable, Sendable {
        /// The run's index in the request's ``TextLayoutRequest/runs``.
        public var run: Int
        /// The characters shown ("…" included where the line was cut).
        public var text: String
        /// Where the segment starts, from the line's origin.
        public var x: CGFloat
        /// Its advance: every character's, run spacing included; the line's last segment
        /// without its hanging trailing spaces.
        public var width: CGFloat

        /// The piece of run `run` showing `text`, starting at `x` and `width` wide.
        public init(run: Int, text: String, x: CGFloat, width: CGFloat) {
            self.run = run
            self.text = text
            self.x = x
            self.width = width
        }
    }
}

/// A font's vertical metrics, in points: typographic ascender (positive, up), descender
/// (negative, down), line gap, and cap height.
public struct FontLineMetrics: Hashable, Sendable {
    /// The typographic ascender: from the baseline up, positive.
    public var ascender: CGFloat
    /// The typographic descender: from the baseline down, negative.
    public var descender: CGFloat
    /// The line gap.
    public var leading: CGFloat
    /// The height of capital letters.
    public var capHeight: CGFloat
    /// The top of the underline from the baseline (negative: below it), and its thickness:
    /// OpenType `post.underlinePosition` and `post.underlineThickness`.
    public var underlinePosition: CGFloat
    /// The underline's thickness.
    public var underlineThickness: CGFloat
    /// The top of the strikethrough from the baseline, and its thickness: OpenType
    /// `OS/2.yStrikeoutPosition` and `OS/2.yStrikeoutSize`.
    public var strikeoutPosition: CGFloat
    /// The strikethrough's thickness.
    public var strikeoutThickness: CGFloat

    /// Metrics; a font without `post` and `OS/2` values gets an underline a twentieth of the
    /// line's height thick, a tenth of it below the baseline, and a strikethrough as thick at
    /// half the cap height (open: the choice of Plumb's Ahem measurer).
    public init(
        ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat,
        underlinePosition: CGFloat? = nil, underlineThickness: CGFloat? = nil,
        strikeoutPosition: CGFloat? = nil, strikeoutThickness: CGFloat? = nil
    ) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        let em = ascender - descender
        self.underlineThickness = underlineThickness ?? em / 20
        self.underlinePosition = underlinePosition ?? -em / 10
        self.strikeoutThickness = strikeoutThickness ?? em / 20
        self.strikeoutPosition = strikeoutPosition ?? capHeight / 2 + em / 40
    }
}
