import Foundation

/// A view that shows progress: a spinner while the value is unknown, a bar when it is known.
///
/// Contract (iOS): the circular (indeterminate) style is a spinner of
/// ``ControlMetrics/activityIndicatorSize`` (20 × 20, `UIActivityIndicatorView`'s medium
/// style), with its label, if any, below it in the secondary colour, 8 apart (open). The
/// linear style (a `value`, or `.progressViewStyle(.linear)`) is a VStack aligned leading of
/// the label, the bar and the current-value label (footnote, secondary), 4 apart; the bar
/// takes the width it is offered and is ``ControlMetrics/progressBarHeight`` (4) tall: a gray
/// capsule with the completed fraction in the tint.
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }

    /// A progress view for `value` of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    public static func _makeNodes(_ view: ProgressView, into resolver: inout _ViewResolver) {
        let style = resolver.environment.controlStyle(.progressView)
        let linear = style == "linear" || (style != "circular" && view.fraction != nil)
        if linear {
            let bar = ProgressBar(fraction: view.fraction ?? 0)
            resolver.addContainer(
                makeLayoutBox(
                    VStackLayout(
                        alignment: .leading, spacing: resolver.environment.controlMetrics.progressLabelSpacing),
                    name: "ProgressView"),
                content: ViewBuilder.buildBlock(
                    view.label, bar, view.currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)))
        } else if view.label is EmptyView {
            resolver.resolve(Spinner())
        } else {
            resolver.addContainer(
                makeLayoutBox(VStackLayout(spacing: 8), name: "ProgressView"),
                content: ViewBuilder.buildBlock(Spinner(), view.label.foregroundStyle(Color.secondary)))
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A bar for `value` of `total` (a spinner while `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }

    /// A bar for `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A spinner with a title.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
    }

    /// A bar with a localized title for `value` of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A bar with a title for `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: EmptyView())
    }
}

/// How a `ProgressView` draws (`progressViewStyle(_:)`).
public struct ProgressViewStyle: Sendable {
    let name: String
    /// The platform's default: a bar when a value is given, a spinner otherwise.
    public static let automatic = ProgressViewStyle(name: "automatic")
    /// A bar.
    public static let linear = ProgressViewStyle(name: "linear")
    /// A spinner.
    public static let circular = ProgressViewStyle(name: "circular")
}

/// `.circular`, for code that names the type (`CircularProgressViewStyle()`).
public struct CircularProgressViewStyle: Sendable {
    let tint: Color?
    /// The style; the spinner takes the environment's tint.
    public init() { tint = nil }
    /// The style with its own tint.
    public init(tint: Color) { self.tint = tint }
}

/// `.linear`, for code that names the type (`LinearProgressViewStyle()`).
public struct LinearProgressViewStyle: Sendable {
    let tint: Color?
    /// The style; the bar takes the environment's tint.
    public init() { tint = nil }
    /// The style with its own tint.
    public init(tint: Color) { self.tint = tint }
}

/// `.automatic`, for code that names the type (`DefaultProgressViewStyle()`).
public struct DefaultProgressViewStyle: Sendable {
    public init() {}
}

extension View {
    /// The style of the progress views inside: `.linear` draws a bar, `.circular` a spinner.
    public func progressViewStyle(_ style: ProgressViewStyle) -> some View {
        _EnvironmentWriter(content: self) { $0.controlStyles[.progressView] = style.name }
    }

    /// A spinner: `.circular`, in the style's tint if it has one.
    public func progressViewStyle(_ style: CircularProgressViewStyle) -> some View {
        progressViewStyle(.circular, tint: style.tint)
    }

    /// A bar: `.linear`, in the style's tint if it has one.
    public func progressViewStyle(_ style: LinearProgressViewStyle) -> some View {
        progressViewStyle(.linear, tint: style.tint)
    }

    /// `style`, with `tint` (where given) as the tint of the progress views inside.
    private func progressViewStyle(_ style: ProgressViewStyle, tint: Color?) -> some View {
        _EnvironmentWriter(content: self) { environment in
            environment.controlStyles[.progressView] = style.name
            if let tint { environment.tint = tint }
        }
    }

    /// The platform's default: `.automatic`.
    public func progressViewStyle(_ style: DefaultProgressViewStyle) -> some View { progressViewStyle(.automatic) }
}

/// A linear progress view's bar.
struct ProgressBar: PrimitiveView {
    let fraction: Double

    static func _makeNodes(_ view: ProgressBar, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let height = env.controlMetrics.progressBarHeight
        let layout = TrackLayout(fraction: view.fraction, height: height, trackHeight: height, thumbWidth: 0)
        resolver.addContainer(
            makeLayoutBox(layout, name: "ProgressBar"),
            content: ViewBuilder.buildBlock(Capsule().fill(SliderTrack.trackGray), Capsule().fill(env.resolvedTint)))
        if let node = resolver.outputs.last {
            resolver.tree.controlNotes[node] =
                "a ProgressView bar: the width offered, \(Int(height)) tall, filled to \(Int(saturating: (view.fraction * 100).rounded()))%"
        }
    }
}

/// The spinner: eight spokes, fading from the first, gray unless a tint is set
/// (`.tint(.white)` or `CircularProgressViewStyle(tint:)`; the app's accent colour does not
/// colour it). Evidence: `CircularProgressViewStyle(tint:)` exists to colour it, and apps
/// written for iOS 15 and later use `.tint(.white)` in its place ("`.tint()` is iOS 15+, use
/// progressViewStyle instead", a public app's comment); a reimplementation of the style reads
/// the style's tint, then the environment's, else the platform's gray. Not measured here.
struct Spinner: PrimitiveView {
    static func _makeNodes(_ view: Spinner, into resolver: inout _ViewResolver) {
        let size = resolver.environment.controlMetrics.activityIndicatorSize
        let color = resolver.environment.tint ?? Color.gray
        let body = ZStack {
            ForEach(0..<8, id: \.self) { i in
                SpinnerSpoke(index: i).fill(color.opacity(1 - Double(i) * 0.1))
            }
        }
        resolver.addContainer(
            makeLayoutBox(FixedControlLayout(size: CGSize(width: size, height: size)), name: "Spinner"), content: body)
        if let node = resolver.outputs.last {
            resolver.tree.controlNotes[node] =
                "a ProgressView spinner: \(Int(size)) × \(Int(size)) whatever it is offered"
        }
    }
}

/// One spoke of the spinner: a bar from 40% to 100% of the radius, `index` eighths of a turn
/// clockwise from the top.
struct SpinnerSpoke: Shape {
    let index: Int

    /// Not mirrored: an activity indicator turns clockwise in every language (a spinner is
    /// not directional; Plumb's choice, open: not measured).
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        let angle = Double(index) * .pi / 4
        let (dx, dy) = (CGFloat(sin(angle)), CGFloat(-cos(angle)))
        let (nx, ny) = (-dy, dx)
        let r = min(rect.width, rect.height) / 2
        let half = r * 0.12
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let inner = CGPoint(x: c.x + dx * r * 0.4, y: c.y + dy * r * 0.4)
        let outer = CGPoint(x: c.x + dx * r, y: c.y + dy * r)
        var path = Path()
        path.move(to: CGPoint(x: inner.x + nx * half, y: inner.y + ny * half))
        path.addLine(to: CGPoint(x: outer.x + nx * half, y: outer.y + ny * half))
        path.addLine(to: CGPoint(x: outer.x - nx * half, y: outer.y - ny * half))
        path.addLine(to: CGPoint(x: inner.x - nx * half, y: inner.y - ny * half))
        path.closeSubpath()
        return path
    }
}
