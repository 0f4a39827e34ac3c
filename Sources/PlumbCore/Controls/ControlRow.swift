import Foundation

/// The row iOS's labelled controls share (a toggle's switch, a stepper, a colour well, a
/// compact date picker, a picker in a form): a node named after the control, laid out as an
/// HStack of the label, a Spacer and the control, so the control sits at the trailing edge
/// of the width offered and the row is as tall as the taller of the two. With
/// `labelsHidden()` (or an empty label) it is the control alone.
struct ControlRow<Label: View, Control: View>: PrimitiveView {
    let name: String
    let label: Label
    let control: Control

    static func _makeNodes(_ view: ControlRow, into resolver: inout _ViewResolver) {
        if !resolver.environment.isEnabled {
            // Disabled: the whole row dimmed (ControlMetrics.disabledOpacity).
            resolver.resolve(DimmedRow(row: view).opacity(resolver.environment.controlMetrics.disabledOpacity))
            return
        }
        resolver.resolve(DimmedRow(row: view))
    }
}

/// A control row laid out (the body of ``ControlRow``, dimmed or not by its caller).
private struct DimmedRow<Label: View, Control: View>: PrimitiveView {
    let row: ControlRow<Label, Control>

    static func _makeNodes(_ wrapper: DimmedRow, into resolver: inout _ViewResolver) {
        let view = wrapper.row
        if resolver.environment.labelsHidden || view.label is EmptyView {
            resolver.resolve(view.control)
            return
        }
        resolver.addContainer(
            makeLayoutBox(HStackLayout(), name: view.name),
            content: ViewBuilder.buildBlock(view.label, Spacer(), view.control))
    }
}

/// The value that selects a view in a Picker or a TabView (`tag(_:)`), as the subview's
/// layout value.
struct TagKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

extension View {
    /// The value that selects this view in a Picker or a TabView.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagKey.self, value: AnyHashable(tag))
    }
}
