import Foundation

/// A control that performs an action when tapped, laid out as its label.
///
/// Contract: a button is its label: the label's views take the button's place in its parent
/// (as a `Group`'s do), so a button is sized, aligned and spaced exactly as its label. The
/// default button style on iOS adds no padding and no background around the label
/// (measured: `Button("OK") { }` is as large as `Text("OK")`). The action never runs:
/// Plumb lays out one state of a view. `.buttonStyle(_:)` is accepted and not applied.
///
/// ```swift
/// Button("Save") { save() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View>: PrimitiveView {
    let label: Label
    /// What a tap would do. Kept, never called.
    let action: () -> Void
    /// The button's role: destructive, cancel...
    public let role: ButtonRole?

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    public static func _makeNodes(_ view: Button, into resolver: inout _ViewResolver) {
        resolver.resolve(view.label)
    }
}

extension Button where Label == Text {
    /// A button whose label is the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role whose label is the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role whose label is `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, for styles that draw roles differently. No role changes layout.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// Deletes user data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms the current operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes the current view (iOS 26).
    public static let close = ButtonRole(name: "close")
}
