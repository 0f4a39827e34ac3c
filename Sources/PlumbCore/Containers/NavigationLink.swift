import Foundation

/// A view that would push a destination onto the enclosing NavigationStack. Plumb lays out
/// one screen: the destination is never shown.
///
/// Contract: inside a List or Form it is a row's content with a disclosure chevron at its
/// trailing edge (`DisclosureChevron`, tertiaryLabel grey; `TrailingAccessoryLayout`);
/// elsewhere it lays out as its label, as a Button does (SwiftUI's link outside a list is
/// a plain button around its label).
///
/// ```swift
/// NavigationLink("Details", destination: DetailView())
/// NavigationLink(value: item) { Label(item.name, systemImage: "star") }
/// ```
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    /// The view a tap would push. Kept, never shown.
    let destination: Destination?

    /// A link to `destination`, shown as `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    /// A link to the view `destination` builds, shown as `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
    }

    /// A link pushed while `isActive` is true (deprecated in iOS 16, still in SwiftUI): one
    /// screen is laid out, so the binding changes nothing.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link pushed while `selection` equals `tag` (deprecated in iOS 16, still in SwiftUI):
    /// one screen is laid out, so the binding changes nothing.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }

    public static func _makeNodes(_ view: NavigationLink, into resolver: inout _ViewResolver) {
        guard resolver.environment.listMetrics != nil else {
            resolver.resolve(view.label)
            return
        }
        resolver.addTrailingAccessory(
            view.label, accessory: DisclosureChevron().fill(ListColors.tertiaryLabel), name: "NavigationLink")
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with the text of a localized key, to the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title`, to the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents the destination for `value` (`navigationDestination(for:)`),
    /// shown as `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link for `value` titled with the text of a localized key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link for `value` titled `title`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
