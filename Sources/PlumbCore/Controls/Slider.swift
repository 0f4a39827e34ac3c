import Foundation

/// A control for a value in a range: a track with a thumb.
///
/// Contract: a node named "Slider", an HStack of the minimum-value label, the track and the
/// maximum-value label (the label itself is not shown on iOS: documented, "the slider uses
/// the label for accessibility" on iOS). The track takes the width it is offered (the thumb's
/// width when offered none: open) and is ``ControlMetrics/sliderHeight`` tall (31 before
/// iOS 26, 28 from iOS 26); it draws a gray capsule, the part up to the value in the tint,
/// and a white thumb centred at the value.
public struct Slider<Label: View, ValueLabel: View>: PrimitiveView {
    let fraction: Double
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let hasValueLabels: Bool

    init(fraction: Double, minimum: ValueLabel, maximum: ValueLabel, hasValueLabels: Bool) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.hasValueLabels = hasValueLabels
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        valueFraction(value, in: bounds)
    }

    /// A slider with labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), hasValueLabels: true)
    }

    /// A slider in steps, with labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), hasValueLabels: true)
    }

    public static func _makeNodes(_ view: Slider, into resolver: inout _ViewResolver) {
        let track = SliderTrack(fraction: view.fraction)
        if view.hasValueLabels {
            resolver.addContainer(
                makeLayoutBox(HStackLayout(), name: "Slider"),
                content: ViewBuilder.buildBlock(view.minimumValueLabel, track, view.maximumValueLabel))
        } else {
            resolver.resolve(track)
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: EmptyView(), maximum: EmptyView(),
            hasValueLabels: false)
    }

    /// A slider for `value` in `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: EmptyView(), maximum: EmptyView(),
            hasValueLabels: false)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label (not shown on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: EmptyView(), maximum: EmptyView(),
            hasValueLabels: false)
    }

    /// A slider in steps with an accessibility label (not shown on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds), minimum: EmptyView(), maximum: EmptyView(),
            hasValueLabels: false)
    }
}

/// A slider's track: a gray capsule, the filled part in the tint, and the thumb.
struct SliderTrack: PrimitiveView {
    let fraction: Double

    static func _makeNodes(_ view: SliderTrack, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let metrics = env.controlMetrics
        let thumb = metrics.sliderThumbSize
        let body = ViewBuilder.buildBlock(
            Capsule().fill(SliderTrack.trackGray),
            Capsule().fill(env.resolvedTint),
            // The thumb: white with a hairline ring (its edge on a white background) and the
            // shadow iOS's thumbs cast.
            ZStack {
                Capsule().fill(Color.black.opacity(0.04))
                Capsule().fill(Color.white).padding(0.5)
            }
            .compositingGroup()
            .controlThumbShadow()
            .frame(width: thumb.width, height: thumb.height))
        let layout = TrackLayout(
            fraction: view.fraction, height: metrics.sliderHeight,
            trackHeight: metrics.sliderTrackHeight, thumbWidth: thumb.width)
        resolver.addContainer(makeLayoutBox(layout, name: "SliderTrack"), content: body)
        if let node = resolver.outputs.last {
            resolver.tree.controlNotes[node] =
                "a Slider's track: the width offered, \(Int(metrics.sliderHeight)) tall "
                + "(iOS \(metrics.platformVersion.major)), filled in the tint up to the thumb's centre"
        }
        if !env.isEnabled, let node = resolver.outputs.last {
            resolver.tree.addEffect(.opacity(metrics.disabledOpacity), to: node)
        }
    }

    /// The unfilled track: `systemFill`, #787880 at 20% (documented in UIKit's colour tables).
    static let trackGray = SystemColors.named("systemFill")!
}

/// The layout of a slider's or progress bar's track: it takes the width offered (the
/// thumb's width for none) and `height`; its subviews are the whole track, the filled part
/// (from the leading edge to the value) and, for a slider, the thumb centred at the value
/// (the thumb's centre travels between half its width from either end).
struct TrackLayout: Layout {
    let fraction: Double
    let height: CGFloat
    let trackHeight: CGFloat
    let thumbWidth: CGFloat

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Like a shape, it takes any width offered, infinity included (so a stack offers it
        // what is left after its fixed neighbours).
        CGSize(width: max(proposal.width ?? thumbWidth, thumbWidth), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let f = CGFloat(fraction)
        let midY = bounds.midY
        let travel = max(bounds.width - thumbWidth, 0)
        let thumbCentre = bounds.minX + thumbWidth / 2 + travel * f
        for (i, subview) in subviews.enumerated() {
            switch i {
            case 0:
                subview.place(
                    at: CGPoint(x: bounds.minX, y: midY), anchor: .leading,
                    proposal: ProposedViewSize(width: bounds.width, height: trackHeight))
            case 1:
                let filled = thumbWidth > 0 ? thumbCentre - bounds.minX : bounds.width * f
                subview.place(
                    at: CGPoint(x: bounds.minX, y: midY), anchor: .leading,
                    proposal: ProposedViewSize(width: filled, height: trackHeight))
            default:
                subview.place(at: CGPoint(x: thumbCentre, y: midY), anchor: .center, proposal: .unspecified)
            }
        }
    }
}

/// Where `value` lies in `bounds`, from 0 to 1 (0 for an empty range): a slider's and a
/// gauge's fill.
func valueFraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? Double(value - bounds.lowerBound) / span : 0
}
