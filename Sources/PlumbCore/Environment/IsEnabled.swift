/// Whether the views inside respond to interaction: `isEnabled` and `disabled(_:)`.
///
/// `disabled(true)` turns `isEnabled` off for everything inside; `disabled(false)` cannot
/// turn it back on where an ancestor disabled it (SwiftUI: "the disabled state of an
/// enclosing view takes precedence", https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
/// Controls read `isEnabled` to dim themselves; it changes no layout.
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the view responds to interaction; `true` unless an ancestor is `disabled`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls inside this view when `disabled` is true: their `isEnabled` is
    /// false. An enclosing `disabled(true)` wins over this one.
    public func disabled(_ disabled: Bool) -> some View {
        _EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !disabled }
    }
}
