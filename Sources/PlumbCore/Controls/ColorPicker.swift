import Foundation

/// A control for choosing a colour: on iOS, a `ControlRow` named "ColorPicker": the label,
/// a Spacer and a swatch, a circle of ``ControlMetrics/colorWellSize`` (28, open) in the
/// selected colour inside a ring (drawn as a 3-point gray ring: iOS draws a hue wheel there;
/// approximated).
public struct ColorPicker<Label: View>: PrimitiveView {
    let label: Label
    let selection: Color

    /// A picker for `selection` labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    public static func _makeNodes(_ view: ColorPicker, into resolver: inout _ViewResolver) {
        let size = resolver.environment.controlMetrics.colorWellSize
        let well = ZStack {
            Circle().fill(Color.gray.opacity(0.5))
            Circle().fill(Color.white).padding(3)
            Circle().fill(view.selection).padding(5)
        }
        .frame(width: size, height: size)
        resolver.resolveControl(
            ControlRow(name: "ColorPicker", label: view.label, control: well),
            note: "a ColorPicker: its label, a Spacer and a \(Int(size))-point swatch, across the width offered")
    }
}

extension ColorPicker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
