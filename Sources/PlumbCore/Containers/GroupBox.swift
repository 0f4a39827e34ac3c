import Foundation

/// A box around content, with an optional label above it.
///
/// Contract: a leading VStack of the label (headline font) and the content at the default
/// spacing, padded 16 on every edge, on a rounded rectangle of radius 8 filled with
/// secondarySystemBackground (#F2F2F7). Open: these are the values of community
/// re-creations of iOS's default group box style, not measured.
public struct GroupBox<Label: View, Content: View>: PrimitiveView {
    let label: Label?
    let content: Content

    /// A box of `content` with `label` above it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box of `content` with `label` above it (SwiftUI's earlier form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    static var padding: CGFloat { 16 }
    static var cornerRadius: CGFloat { 8 }
    /// secondarySystemBackground (#F2F2F7; dark #1C1C1E).
    static var fill: Color { SystemColors.named("secondarySystemBackground")! }

    public static func _makeNodes(_ view: GroupBox, into resolver: inout _ViewResolver) {
        let stack = VStack(alignment: .leading) {
            if let label = view.label { label.font(.headline) }
            view.content
        }
        let savedAxis = resolver.stackAxis
        resolver.stackAxis = nil
        let inner = resolver.nodes(of: stack.padding(GroupBox.padding))
        let background = resolver.nodes(
            of: RoundedRectangle(cornerRadius: GroupBox.cornerRadius, style: .continuous).fill(GroupBox.fill))
        resolver.stackAxis = savedAxis
        let node = resolver.addNode(
            makeLayoutBox(SecondaryLayerLayout(alignment: .center, paintsBehind: true), name: "GroupBox"),
            children: inner + background)
        resolver.outputs.append(node)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled with the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
        self.content = content()
    }

    /// A box titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}
