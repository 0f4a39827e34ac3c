/// Which view VoiceOver focuses, as a value a view owns (`@AccessibilityFocusState var
/// focused: Bool`). In SwiftUI it is a type of its own beside ``FocusState``; in the one state
/// Plumb lays out, nothing has either focus, so it is that state: its wrapped value is its
/// initial value (`false`, or `nil`), and `accessibilityFocused(_:)` changes no layout.
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>
