import Foundation

/// A label with a chevron that shows its content when expanded. Collapsed by default;
/// `isExpanded` says otherwise (its value is read once: Plumb lays out one state).
///
/// Contract: inside a List or Form, the label is a row with the chevron at its trailing
/// edge (`TrailingAccessoryLayout`; forward when collapsed, down when expanded, in the
/// accent colour; reported: iOS's outline rows), and when expanded each view of the content
/// is a row below it. Elsewhere it is a leading VStack of that label row and, expanded, the
/// content (open).
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group showing `label`, collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    /// A group showing `label`, expanded when `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    public static func _makeNodes(_ view: DisclosureGroup, into resolver: inout _ViewResolver) {
        let chevron = DisclosureChevron(direction: view.isExpanded ? .down : .forward).fill(Color.accentColor)
        if resolver.environment.listMetrics != nil {
            resolver.addTrailingAccessory(view.label, accessory: chevron, name: "DisclosureGroup")
            if view.isExpanded { resolver.resolve(view.content) }
            return
        }
        let savedAxis = resolver.stackAxis
        resolver.stackAxis = .vertical
        let mark = resolver.outputs.count
        resolver.addTrailingAccessory(view.label, accessory: chevron, name: "label")
        if view.isExpanded { resolver.resolve(view.content) }
        let children = resolver.outputs[mark...]
        resolver.outputs.removeSubrange(mark...)
        resolver.stackAxis = savedAxis
        resolver.outputs.append(
            resolver.addNode(
                makeLayoutBox(VStackLayout(alignment: .leading), name: "DisclosureGroup"), children: children))
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled with the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A collapsed group titled `label`.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled with the text of a localized key, expanded when `isExpanded` is true.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`, expanded when `isExpanded` is true.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
