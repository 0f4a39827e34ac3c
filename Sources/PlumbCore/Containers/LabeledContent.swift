import Foundation

/// A value with a label: "Version 1.2".
///
/// Contract: inside a List or Form, the label is at the row's leading edge and the content
/// at its trailing edge in the secondary colour (an HStack of label, Spacer and content;
/// reported: SwiftUI's settings rows, e.g. `LabeledContent("Version", value: "1.0")`).
/// Elsewhere the label and the content stand side by side, first baselines aligned, at the
/// default spacing (open: no measurement outside forms).
public struct LabeledContent<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// Content with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public static func _makeNodes(_ view: LabeledContent, into resolver: inout _ViewResolver) {
        if resolver.environment.listMetrics != nil {
            let row = Group {
                view.label
                Spacer()
                view.content.foregroundStyle(ListColors.secondaryLabel)
            }
            resolver.addContainer(makeLayoutBox(HStackLayout(), name: "LabeledContent"), content: row)
        } else {
            let pair = Group {
                view.label
                view.content
            }
            resolver.addContainer(
                makeLayoutBox(HStackLayout(alignment: .firstTextBaseline), name: "LabeledContent"), content: pair)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled with the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled with the text of a localized key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value labelled `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
