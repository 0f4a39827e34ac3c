import Foundation

/// A control that increments and decrements a value: on iOS, a label and a two-segment
/// control.
///
/// Contract: a `ControlRow` named "Stepper": the label, a Spacer and the control, which is
/// ``ControlMetrics/stepperSize`` (94 × 32), drawn as a rounded rectangle (radius 8; a
/// capsule from iOS 26) in `tertiarySystemFill` with a minus and a plus glyph (14 × 2 bars,
/// open) on either side of a 1-point separator. The value is not shown: the label shows it
/// when the code puts it there, as in SwiftUI.
public struct Stepper<Label: View>: PrimitiveView {
    let label: Label

    /// A stepper for `value` in `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper for `value`, unbounded.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (never called here).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    public static func _makeNodes(_ view: Stepper, into resolver: inout _ViewResolver) {
        let size = resolver.environment.controlMetrics.stepperSize
        resolver.resolveControl(
            ControlRow(name: "Stepper", label: view.label, control: StepperControl()),
            note: "a Stepper: its label, a Spacer and the \(size.noteText) control, across the width offered")
    }
}

extension Stepper where Label == Text {
    /// A stepper with a title for `value` in `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(title)
    }

    /// A stepper with a localized title for `value` in `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(titleKey)
    }

    /// A stepper with a title for `value`, unbounded.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(title)
    }

    /// A stepper with a title that calls `onIncrement` and `onDecrement` (never called here).
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(title)
    }
}

/// The stepper's two-segment control.
struct StepperControl: PrimitiveView {
    static func _makeNodes(_ view: StepperControl, into resolver: inout _ViewResolver) {
        let metrics = resolver.environment.controlMetrics
        let size = metrics.stepperSize
        let glyph = Color.primary
        let background: AnyShape =
            metrics.platformVersion.isIOS26OrLater
            ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 8))
        let body = ZStack {
            background.fill(metrics.tertiaryFill)
            HStack(spacing: 0) {
                glyph.frame(width: 14, height: 2).frame(maxWidth: .infinity)
                metrics.separator.frame(width: 1, height: 18)
                ZStack {
                    glyph.frame(width: 14, height: 2)
                    glyph.frame(width: 2, height: 14)
                }
                .frame(maxWidth: .infinity)
            }
        }
        resolver.addContainer(makeLayoutBox(FixedControlLayout(size: size), name: "StepperControl"), content: body)
    }
}
