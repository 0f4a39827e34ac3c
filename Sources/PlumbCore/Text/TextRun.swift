import Foundation

/// A run of a Text's characters in one style, resolved against the environment: what a
/// measurer lays out and a renderer draws for `Text("a").bold() + Text("b")`, Markdown in a
/// literal, or an `AttributedString`.
///
/// A ``TextLayoutRequest`` of plain text has no runs (its string in its font, the fast path);
/// one with runs is laid out as one paragraph whose characters are the runs' strings in
/// order, each shaped in its own font, with line breaks found on the whole string.
public struct TextRun: Hashable, Sendable {
    /// The run's characters, as shown (after `textCase`).
    public var string: String
    /// The run's font, resolved (bold, italic and code spans included).
    public var font: ResolvedFont
    /// Points added after each character by `kerning(_:)`.
    public var kerning: CGFloat
    /// Points added after each character by `tracking(_:)`; when set it replaces kerning, as
    /// SwiftUI documents (``Text/tracking(_:)``).
    public var tracking: CGFloat
    /// Points the run's baseline is raised by (`baselineOffset(_:)`; negative lowers it).
    public var baselineOffset: CGFloat
    /// The run's own fill (`foregroundColor(_:)`, `foregroundStyle(_:)`, a link's tint);
    /// `nil` draws in the Text's foreground style.
    public var foreground: AnyShapeStyle?
    /// `underline(_:pattern:color:)`, when on.
    public var underline: Text.LineStyle?
    /// `strikethrough(_:pattern:color:)`, when on.
    public var strikethrough: Text.LineStyle?
    /// An attributed string's `backgroundColor`, drawn behind the run.
    public var background: Color?
    /// The symbol the run is, where it is one (its string is then U+FFFC).
    public var attachment: TextAttachment?

    /// A run of `string` in `font`, with its spacing, colours and decorations.
    public init(
        string: String, font: ResolvedFont, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
        foreground: AnyShapeStyle? = nil, underline: Text.LineStyle? = nil, strikethrough: Text.LineStyle? = nil,
        background: Color? = nil
    ) {
        self.background = background
        self.string = string
        self.font = font
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.foreground = foreground
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The space added after each of the run's characters: tracking when set, else kerning.
    public var spacing: CGFloat { tracking != 0 ? tracking : kerning }

    /// Whether the run measures differently from its string in its font alone.
    var changesMeasurement: Bool { kerning != 0 || tracking != 0 || baselineOffset != 0 || attachment != nil }

    public static func == (a: TextRun, b: TextRun) -> Bool {
        a.string == b.string && a.font == b.font && a.kerning == b.kerning && a.tracking == b.tracking
            && a.baselineOffset == b.baselineOffset && a.underline == b.underline && a.strikethrough == b.strikethrough
            && a.background == b.background && a.attachment == b.attachment
            && TextRun.sameStyle(a.foreground, b.foreground)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font)
        hasher.combine(kerning)
        hasher.combine(tracking)
        hasher.combine(baselineOffset)
        hasher.combine(underline)
        hasher.combine(strikethrough)
        hasher.combine(background)
        hasher.combine(attachment)
        hasher.combine(foreground?.color)
    }

    /// Styles are values without identity: two are the same when they print the same.
    static func sameStyle(_ a: AnyShapeStyle?, _ b: AnyShapeStyle?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.color == b.color && String(describing: a.base) == String(describing: b.base)
        default: return false
        }
    }
}
