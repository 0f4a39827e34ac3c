import Foundation

/// A control that performs an action when tapped, laid out as its label.
///
/// Contract: a button is the body its style makes of its label (``ButtonStyle``): in the
/// default style on iOS, the label alone in the tint colour, so the label's views take the
/// button's place in its parent (as a `Group`'s do) and a button is sized, aligned and
/// spaced exactly as its label (measured: `Button("OK") { }` is as large as `Text("OK")`).
/// `.bordered` and `.borderedProminent` pad it and draw a shape behind it. The action never
/// runs: Plumb lays out one state of a view.
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

    /// The button a ``PrimitiveButtonStyle`` styles, inside its `makeBody(configuration:)`:
    /// the configuration's label and role, drawn with the style in effect outside the current
    /// one ("This is useful for custom button styles that modify the current button style,
    /// rather than implementing a brand new style": Apple's documentation of this initializer).
    public init(_ configuration: PrimitiveButtonStyleConfiguration)
    where Label == PrimitiveButtonStyleConfiguration.Label {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }

    /// A button with a role showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    public static func _makeNodes(_ view: Button, into resolver: inout _ViewResolver) {
        let style = resolver.environment.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
        // The style's body is built where the style is no longer in effect: a button inside it
        // (`Button(configuration)`) takes the style set further out, so a style can modify the
        // current one (Apple's `Button.init(_:)` for `PrimitiveButtonStyleConfiguration`) and
        // never contains itself.
        resolver.withEnvironment(style.body(AnyView(view.label), view.role)) { environment in
            environment.buttonStyle = environment.outerButtonStyles.popLast()
        }
    }
}

extension Button where Label == PlumbCore.Label<Text, Image> {
    /// A button whose label is a title and a system symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { PlumbCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button whose label is a title and a system symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { PlumbCore.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is a title and a system symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlumbCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role whose label is a title and a system symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlumbCore.Label(title, systemImage: systemImage) }
    }

    /// A button with the system's label for its role (iOS 26): Apple's documentation shows
    /// "a button with a 'x' symbol" for `.cancel`, and the forums' answer the standard close
    /// (`.close`) and prominent done checkmark (`.confirm`). Open: the titles the label
    /// carries (shown where a label shows its title, icon only in a toolbar) and the symbol
    /// of `.destructive` (a trash can) are not published.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        let (title, symbol): (String, String) =
            switch role.name {
            case "cancel": ("Cancel", "xmark")
            case "close": ("Close", "xmark")
            case "confirm": ("Done", "checkmark")
            default: ("Delete", "trash")
            }
        self.init(role: role, action: action) { PlumbCore.Label(title, systemImage: symbol) }
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
