import Foundation

extension Text {
    /// A case text is shown in (`textCase`).
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}

extension EnvironmentValues {
    /// The case text inside is shown in; `nil` shows it as written. Lists set `.uppercase`
    /// on their section headers in iOS 17 and 18 (`ListMetrics`).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension View {
    /// Shows text inside in `textCase` (`nil`: as written, which undoes a list header's
    /// upper-casing), cased in the environment's `locale` (Foundation's
    /// `uppercased(with:)`: Turkish "i" is "İ"), every run of a rich text alike. Text is
    /// measured as shown.
    public func textCase(_ textCase: Text.Case?) -> some View {
        _EnvironmentWriter(content: self) { $0.textCase = textCase }
    }
}
