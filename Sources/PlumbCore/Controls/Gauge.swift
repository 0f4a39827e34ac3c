import Foundation

/// A view that shows a value in a range: on iOS in its default style, a VStack aligned
/// leading of the label, then a row of the minimum-value label, a bar and the
/// maximum-value label, then the current-value label (footnote, secondary), 4 apart; the
/// bar is a capsule ``ControlMetrics/gaugeBarHeight`` (6) tall with the value's fraction in
/// the tint (open: the default style's exact look is not measured).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.fraction = valueFraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public static func _makeNodes(_ view: Gauge, into resolver: inout _ViewResolver) {
        let metrics = resolver.environment.controlMetrics
        let bar = GaugeBar(fraction: view.fraction, height: metrics.gaugeBarHeight)
        let body = VStack(alignment: .leading, spacing: metrics.gaugeSpacing) {
            view.label
            HStack(spacing: metrics.gaugeSpacing) {
                view.minimumValueLabel; bar; view.maximumValueLabel
            }
            view.currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
        }
        resolver.addContainer(makeLayoutBox(UnaryFillLayout(), name: "Gauge"), content: body)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// A gauge's bar.
struct GaugeBar: PrimitiveView {
    let fraction: Double
    let height: CGFloat

    static func _makeNodes(_ view: GaugeBar, into resolver: inout _ViewResolver) {
        let layout = TrackLayout(fraction: view.fraction, height: view.height, trackHeight: view.height, thumbWidth: 0)
        resolver.addContainer(
            makeLayoutBox(layout, name: "GaugeBar"),
            content: ViewBuilder.buildBlock(
                Capsule().fill(SliderTrack.trackGray), Capsule().fill(resolver.environment.resolvedTint)))
    }
}
