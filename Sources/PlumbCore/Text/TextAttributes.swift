import Foundation

/// The style a part of a `Text` was given, before the environment resolves it: each field
/// `nil` until a modifier (or Markdown, or an attributed string) sets it.
///
/// Modifiers on a Text fill only the fields its parts left unset, so the innermost wins, as
/// in SwiftUI: `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)` draws
/// "a" red and "b" blue.
struct TextAttributes: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    /// `monospaced()` and Markdown's code spans: the font's monospaced design.
    var isMonospaced: Bool?
    var foreground: AnyShapeStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// `.some(nil)`: turned off (`underline(false)`), which an outer `underline()` keeps.
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??
    /// An attributed string's `backgroundColor`.
    var background: Color?

    /// These attributes with every unset field taken from `outer`.
    func filled(from outer: TextAttributes) -> TextAttributes {
        var a = self
        if a.font == nil { a.font = outer.font }
        if a.weight == nil { a.weight = outer.weight }
        if a.isItalic == nil { a.isItalic = outer.isItalic }
        if a.isMonospaced == nil { a.isMonospaced = outer.isMonospaced }
        if a.foreground == nil { a.foreground = outer.foreground }
        if a.kerning == nil { a.kerning = outer.kerning }
        if a.tracking == nil { a.tracking = outer.tracking }
        if a.baselineOffset == nil { a.baselineOffset = outer.baselineOffset }
        if a.underline == nil { a.underline = outer.underline }
        if a.strikethrough == nil { a.strikethrough = outer.strikethrough }
        if a.background == nil { a.background = outer.background }
        return a
    }

    /// Whether the attributes only choose a font (and colour): plain text's fast path.
    var isPlain: Bool {
        kerning == nil && tracking == nil && baselineOffset == nil && (underline ?? nil) == nil
            && (strikethrough ?? nil) == nil && background == nil
    }

    /// The font these attributes measure with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> ResolvedFont {
        let base = font ?? environment.font ?? .body
        var resolved = base.resolved(dynamicTypeSize: environment.dynamicTypeSize)
        if base.designOverride == nil, let design = environment.fontDesign { resolved.design = design }
        if let weight { resolved.weight = weight }
        if isItalic == true { resolved.isItalic = true }
        if isMonospaced == true { resolved.design = .monospaced }
        return resolved
    }

    /// The run of `string` in these attributes in `environment`.
    func run(_ string: String, in environment: EnvironmentValues) -> TextRun {
        TextRun(
            string: string, font: resolvedFont(in: environment), kerning: kerning ?? 0, tracking: tracking ?? 0,
            baselineOffset: baselineOffset ?? 0, foreground: foreground, underline: underline ?? nil,
            strikethrough: strikethrough ?? nil, background: background)
    }

    static func == (a: TextAttributes, b: TextAttributes) -> Bool {
        a.font == b.font && a.weight == b.weight && a.isItalic == b.isItalic && a.isMonospaced == b.isMonospaced
            && a.kerning == b.kerning && a.tracking == b.tracking && a.baselineOffset == b.baselineOffset
            && a.underline == b.underline && a.strikethrough == b.strikethrough && a.background == b.background
            && TextRun.sameStyle(a.foreground, b.foreground)
    }
}
