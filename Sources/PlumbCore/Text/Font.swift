import Foundation

/// A font: a text style (`.body`, `.title`...), a system font of a given size, or a named
/// font, with a weight, a design and an italic flag. Resolved to a point size and weight by
/// ``resolved(dynamicTypeSize:)``; a ``TextMeasurer`` then measures with it.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weightOverride: Weight?
    var designOverride: Design?
    var isItalic = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weightOverride = weight
        self.designOverride = design
    }

    // MARK: Text styles (SPEC §6, iOS sizes at the default Dynamic Type size)

    /// Large title: 34 points on a 41-point line at the default size.
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// Title: 28 on 34.
    public static let title = Font(base: .style(.title))
    /// Second-level title: 22 on 28.
    public static let title2 = Font(base: .style(.title2))
    /// Third-level title: 20 on 25.
    public static let title3 = Font(base: .style(.title3))
    /// Headline: 17 on 22, semibold.
    public static let headline = Font(base: .style(.headline))
    /// Subheadline: 15 on 20.
    public static let subheadline = Font(base: .style(.subheadline))
    /// Body: 17 on 22, the default.
    public static let body = Font(base: .style(.body))
    /// Callout: 16 on 21.
    public static let callout = Font(base: .style(.callout))
    /// Footnote: 13 on 18.
    public static let footnote = Font(base: .style(.footnote))
    /// Caption: 12 on 16.
    public static let caption = Font(base: .style(.caption))
    /// Second-level caption: 11 on 13.
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font at `size` points.
    /// A negative or non-finite size is 17 (the body size), a huge one at most a million
    /// points (`InvalidLength`).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: validSize(size)), weight: weight, design: design)
    }

    /// A font size text can be measured at (`InvalidLength`).
    static func validSize(_ size: CGFloat) -> CGFloat { size >= 0 ? InvalidLength.textLength(size, or: 17) : 17 }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A named font at `size` points that scales with Dynamic Type like the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: validSize(size), relativeTo: .body))
    }

    /// A named font at `size` points that scales with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: validSize(size), relativeTo: textStyle))
    }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: validSize(fixedSize), relativeTo: nil))
    }

    /// The text style the font is, if it is one (`.body`, or `.system(.title, ...)`).
    public var textStyle: TextStyle? {
        if case .style(let style) = base { return style }
        return nil
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The font with digits of one width (tabular figures). Measured as the font itself:
    /// Plumb's fonts are shaped without the `tnum` feature (approximated; Inter's digits
    /// differ in width by a few percent).
    public func monospacedDigit() -> Font { self }

    /// The fixed-width font of the same family: the system font's monospaced design (SF
    /// Mono), as ``Font/Design/monospaced`` draws it.
    public func monospaced() -> Font {
        var copy = self
        copy.designOverride = .monospaced
        return copy
    }

    /// The font in `width` (iOS 16). Measured and drawn at the standard width: Plumb's
    /// stand-in for the system font has no condensed or expanded faces (see ``Font/Width``).
    public func width(_ width: Width) -> Font { self }

    /// This font, with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// This font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The size, weight and family the font stands for.
    public func resolved(dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedFont {
        switch base {
        case .style(let style):
            return ResolvedFont(
                family: nil, design: designOverride ?? .default, pointSize: style.pointSize(for: dynamicTypeSize),
                weight: weightOverride ?? style.weight, isItalic: isItalic, textStyle: style)
        case .system(let size):
            return ResolvedFont(
                family: nil, design: designOverride ?? .default, pointSize: size,
                weight: weightOverride ?? .regular, isItalic: isItalic, textStyle: nil)
        case .custom(let name, let size, let style):
            // A custom font scales as its style does (UIFontMetrics.scaledValue: size × the
            // style's size at this Dynamic Type size ÷ its size at .large).
            let scaled = style.map { size * $0.pointSize(for: dynamicTypeSize) / $0.pointSize } ?? size
            return ResolvedFont(
                family: name, design: designOverride ?? .default, pointSize: scaled,
                weight: weightOverride ?? .regular, isItalic: isItalic, textStyle: style)
        }
    }

    /// iOS's text styles, each with its point size and line height at the default Dynamic Type
    /// size (SPEC §6), scaled by ``DynamicTypeSize``.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// From the largest (`largeTitle`, 34 points) to the smallest (`caption2`, 11).
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The iOS point size at the default Dynamic Type size (SPEC §6).
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The iOS line height ("leading") of the style (SPEC §6).
        public var lineHeight: CGFloat {
            switch self {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline: return 22
            case .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }

        /// The style's weight: semibold for headline, regular otherwise.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The OpenType weight class: 100 (ultra light) ... 400 (regular) ... 900 (black).
        public var value: Int

        /// The weight of OpenType weight class `value`.
        public init(value: Int) { self.value = value }

        /// Weight class 100.
        public static let ultraLight = Weight(value: 100)
        /// Weight class 200.
        public static let thin = Weight(value: 200)
        /// Weight class 300.
        public static let light = Weight(value: 300)
        /// Weight class 400: the default.
        public static let regular = Weight(value: 400)
        /// Weight class 500.
        public static let medium = Weight(value: 500)
        /// Weight class 600: the headline's.
        public static let semibold = Weight(value: 600)
        /// Weight class 700.
        public static let bold = Weight(value: 700)
        /// Weight class 800.
        public static let heavy = Weight(value: 800)
        /// Weight class 900.
        public static let black = Weight(value: 900)

        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A width of a font that has several (iOS 16): SF Pro's compressed, condensed and
    /// expanded faces. Accepted everywhere SwiftUI takes one; text is measured and drawn at
    /// the standard width, since the fonts Plumb ships have one width (an approximation:
    /// condensed text is narrower on iOS).
    public struct Width: Hashable, Sendable {
        /// The width: 0 is standard, narrower faces negative, wider positive (the constants
        /// below are UIKit's `UIFont.Width` raw values as commonly printed, not measured here).
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// SF Pro's compressed face.
        public static let compressed = Width(-0.3)
        /// SF Pro's condensed face.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// SF Pro's expanded face.
        public static let expanded = Width(0.2)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        /// The system font's designs: the default sans serif, serif, rounded and monospaced.
        case `default`, serif, rounded, monospaced
    }
}

/// A font resolved for measuring: what a ``TextMeasurer`` receives.
public struct ResolvedFont: Hashable, Sendable {
    /// The family of a custom font, `nil` for the system font.
    public var family: String?
    /// The system font's design.
    public var design: Font.Design
    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Font.Weight
    /// Whether it is italic.
    public var isItalic: Bool
    /// The text style it was built from, if any.
    public var textStyle: Font.TextStyle?
}

extension Font: SourceNamed {
    package static let sourceNames: [(name: String, value: Font)] = [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ]
}

extension Font.Weight: SourceNamed {
    package static let sourceNames: [(name: String, value: Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
}

extension Font.Design: SourceNamed {
    package static let sourceNames: [(name: String, value: Font.Design)] = [
        ("default", .`default`), ("serif", .serif), ("rounded", .rounded), ("monospaced", .monospaced),
    ]
}
