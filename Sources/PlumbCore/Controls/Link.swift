import Foundation

/// A control that opens a URL: on iOS, its label in the tint colour, laid out exactly as
/// the label (as a borderless ``Button``). The URL is never opened.
public struct Link<Label: View>: PrimitiveView {
    let label: Label
    /// Where the link goes.
    public let destination: URL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public static func _makeNodes(_ view: Link, into resolver: inout _ViewResolver) {
        resolver.resolve(view.label.foregroundStyle(resolver.environment.resolvedTint))
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that shows a menu of actions: on iOS, its label in the tint colour, laid out
/// exactly as the label (as a borderless ``Button``). The menu is never open: its content
/// is not laid out.
public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// A menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu with a primary action on tap (never run).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }

    public static func _makeNodes(_ view: Menu, into resolver: inout _ViewResolver) {
        resolver.resolve(view.label.foregroundStyle(resolver.environment.resolvedTint))
    }
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == PlumbCore.Label<Text, Image> {
    /// A menu with a title and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { PlumbCore.Label(title, systemImage: systemImage) }
    }

    /// A menu with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { PlumbCore.Label(titleKey, systemImage: systemImage) }
    }
}

/// A control that shares an item: on iOS, a borderless button whose label is "Share" with
/// the `square.and.arrow.up` symbol by default. Nothing is shared.
public struct ShareLink<Label: View>: PrimitiveView {
    let label: Label

    /// A share link for `item` showing `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _makeNodes(_ view: ShareLink, into resolver: inout _ViewResolver) {
        resolver.resolve(view.label.foregroundStyle(resolver.environment.resolvedTint))
    }
}

extension ShareLink where Label == PlumbCore.Label<Text, Image> {
    /// A share link for `item` with the system's label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = PlumbCore.Label("Share", systemImage: "square.and.arrow.up")
    }

    /// A share link for `item` with a preview of what is shared (not drawn).
    public init<Item, Preview>(item: Item, subject: Text? = nil, message: Text? = nil, preview: Preview) {
        self.label = PlumbCore.Label("Share", systemImage: "square.and.arrow.up")
    }

    /// A share link for `item` titled `title`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = PlumbCore.Label(title, systemImage: "square.and.arrow.up")
    }

    /// A share link for `item` with a localized title.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = PlumbCore.Label(titleKey, systemImage: "square.and.arrow.up")
    }
}

/// A button that toggles a list's edit mode: on iOS, a borderless button titled "Edit".
public struct EditButton: PrimitiveView {
    /// An edit button.
    public init() {}

    public static func _makeNodes(_ view: EditButton, into resolver: inout _ViewResolver) {
        resolver.resolve(Button("Edit") {})
    }
}

extension View {
    /// Shows or hides the indicator of menus inside (a chevron beside a menu's label on
    /// macOS, and in some iOS styles). Plumb's iOS menus draw their label only, as a
    /// borderless button: no effect.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
