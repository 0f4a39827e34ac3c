import Foundation

/// The key of a localized string: what `Text("Hello")`, `Button("OK") { }` and the titles of
/// alerts and accessibility labels take in SwiftUI.
///
/// Plumb reads no string tables: a key is shown as written, with its interpolations
/// formatted in place (`"Row \(n)"` is "Row 3"; `\(x, specifier: "%.1f")` formats as
/// `String(format:)` does). A `String` variable passed to `Text` uses `Text`'s
/// `StringProtocol` initializer, as in SwiftUI, and is never a key.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    public let key: String

    /// A key whose text is `value`.
    public init(_ value: String) { self.key = value }

    public init(stringLiteral value: String) { self.key = value }

    public init(stringInterpolation: StringInterpolation) { self.key = stringInterpolation.text }

    /// A key's literal text and interpolated values, formatted in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        /// `\(value, specifier: "%.1f")`: the value formatted as `String(format:)` does.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// `\(value, format: .number)`: the value formatted by the style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }

        /// `\(Text("bold").bold())`: the text's string (its styling is not kept).
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    }
}

extension Text {
    /// A text showing a localized key: the key's own text (no string tables are read, so
    /// `tableName`, `bundle` and `comment` have no effect).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(verbatim: key.key)
    }
}
