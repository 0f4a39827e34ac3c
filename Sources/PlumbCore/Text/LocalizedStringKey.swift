import Foundation

/// The key of a localized string: what `Text("Hello")`, `Button("OK") { }` and the titles of
/// alerts and accessibility labels take in SwiftUI.
///
/// Plumb reads no string tables: a key is shown as written, with its interpolations
/// formatted in place (`"Row \(n)"` is "Row 3"; `\(x, specifier: "%.1f")` formats as
/// `String(format:)` does). A `Text` made from a key reads its literal text as inline
/// Markdown, as SwiftUI does (`InlineMarkdown`: `**bold**`, `*italic*`, backquoted code,
/// `~~strike~~`, `[link](url)`); interpolated values are shown as they are, and an
/// interpolated `Text` keeps its style. A `String` variable passed to `Text` uses `Text`'s
/// `StringProtocol` initializer, as in SwiftUI, and is never a key (nor Markdown).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows, as written (Markdown characters included).
    public let key: String
    /// The key's literal parts and interpolated values, in order.
    let pieces: [Piece]

    /// A part of a key: literal text (read as Markdown by `Text`), an interpolated value's
    /// text, or an interpolated `Text`.
    enum Piece: Equatable, Sendable {
        case literal(String)
        case value(String)
        case text(Text)
    }

    /// A key whose text is `value`.
    public init(_ value: String) {
        self.key = value
        self.pieces = [.literal(value)]
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.text
        self.pieces = stringInterpolation.pieces
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.key == b.key && a.pieces == b.pieces
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The spans a `Text` of this key shows: its literal parts read as Markdown.
    var spans: [Text.Span] {
        InlineMarkdown.spans(
            pieces.map { piece in
                switch piece {
                case .literal(let s): return .literal(s)
                case .value(let s): return .plain(s)
                case .text(let t): return .text(t)
                }
            })
    }

    /// A key's literal text and interpolated values, formatted in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            pieces.append(.literal(literal))
        }

        mutating func appendValue(_ value: String) {
            text += value
            pieces.append(.value(value))
        }

        /// Appends `value` as its description shows it.
        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

        /// `\(value, specifier: "%.1f")`: the value formatted as `String(format:)` does.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// `\(value, format: .number)`: the value formatted by the style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// `\(Text("bold").bold())`: the text, keeping its style.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
            pieces.append(.text(text))
        }

        /// `\(Image(systemName: "star"))`: the symbol, as one character of the text
        /// (`Text(_:)` of an image).
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }
    }
}

extension Text {
    /// A text showing a localized key: the key's own text (no string tables are read, so
    /// `tableName`, `bundle` and `comment` have no effect), its literal parts read as inline
    /// Markdown.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(spans: key.spans)
    }
}
