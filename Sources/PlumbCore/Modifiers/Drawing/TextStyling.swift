import Foundation

// The character styles SwiftUI sets on every text inside a view (iOS 16's `View.underline`,
// `strikethrough`, `kerning`, `tracking`, `baselineOffset`): carried by the environment and
// applied to each part of a Text that left them unset, so a Text's own modifier wins.

extension EnvironmentValues {
    /// The character styles of text inside this view; `nil` when no modifier set one.
    var textStyling: TextAttributes? {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }
}

private struct TextStylingKey: EnvironmentKey {
    static let defaultValue: TextAttributes? = nil
}

extension View {
    /// Text inside underlined (``Text/underline(_:pattern:color:)``).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        styleText { $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Text inside struck through (``Text/strikethrough(_:pattern:color:)``).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        styleText { $0.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Text inside with `kerning` points after each character (``Text/kerning(_:)``).
    public func kerning(_ kerning: CGFloat) -> some View {
        styleText { $0.kerning = InvalidLength.textLength(kerning, or: 0) }
    }

    /// Text inside with `tracking` points after each character (``Text/tracking(_:)``).
    public func tracking(_ tracking: CGFloat) -> some View {
        styleText { $0.tracking = InvalidLength.textLength(tracking, or: 0) }
    }

    /// Text inside with its baseline raised by `baselineOffset` points (``Text/baselineOffset(_:)``).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        styleText { $0.baselineOffset = InvalidLength.textLength(baselineOffset, or: 0) }
    }

    /// Sets character styles for text inside, over those of the views around.
    func styleText(_ change: @escaping @Sendable (inout TextAttributes) -> Void) -> some View {
        _EnvironmentWriter(content: self) { env in
            var inner = TextAttributes()
            change(&inner)
            env.textStyling = inner.filled(from: env.textStyling ?? TextAttributes())
        }
    }
}
