import Foundation

/// A group of related controls.
///
/// Contract: its controls stand side by side in an HStack at the default spacing; the label
/// is not shown. Open: iOS draws a control group as a row of bordered buttons (in a menu,
/// as a compact row of icons); no published metric was found, so it lays out as its content.
public struct ControlGroup<Content: View>: PrimitiveView {
    let content: Content

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content` labelled `label` (the label is not shown).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// A group titled with the text of a localized key (the title is not shown).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled `title` (the title is not shown).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: ControlGroup, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(HStackLayout(), name: "ControlGroup"), content: view.content)
    }
}
