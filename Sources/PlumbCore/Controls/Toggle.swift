import Foundation

/// A control that turns an option on or off: on iOS, a label and a switch.
///
/// Contract: a toggle is the body its style makes (``ToggleStyle``). The default style on
/// iOS (`.automatic`, `.switch`) is a node named "Toggle" laid out as an HStack of the
/// label, a Spacer and the switch, so a toggle with a label takes the width it is offered
/// and is as tall as the taller of its label and its switch (reported: SwiftUI's switch
/// toggle puts the label leading and the switch trailing across the row, as UIKit's
/// settings cells do). With `labelsHidden()` it is the switch alone. The switch is
/// ``ControlMetrics/switchSize`` (51 × 31 before iOS 26, 63 × 28 from iOS 26), drawn as a
/// track (the tint when on, green by default; light gray when off) and a white thumb at
/// the trailing end when on, the leading end when off.
public struct Toggle<Label: View>: PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle showing `label`, on while `isOn` is true.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    public static func _makeNodes(_ view: Toggle, into resolver: inout _ViewResolver) {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(view.label)), binding: view.isOn)
        let style = resolver.environment.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
        resolver.resolve(style.body(configuration))
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a title.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == PlumbCore.Label<Text, Image> {
    /// A toggle with a title and a system symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlumbCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle with a title and a system symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlumbCore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes (for styles that adjust the default).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// How toggles look: implement `makeBody(configuration:)`, or use `.automatic`, `.switch`
/// and `.button`.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state, as `makeBody(configuration:)` receives them.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`$isOn` is the binding).
    @Binding public var isOn: Bool

    init(label: Label, binding: Binding<Bool>) {
        self.label = label
        self._isOn = binding
    }

    /// Whether the toggle stands for several values that differ: never, here.
    public var isMixed: Bool { false }
}

/// The default style: on iOS, `.switch`.
public struct DefaultToggleStyle: ToggleStyle {
    /// The platform's default toggle style: a switch on iOS.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggle(configuration: configuration) }
}

/// A label and a switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// A switch beside the label.
    public init() { tint = nil }

    /// A switch filled with `tint` while on (iOS 14; deprecated since iOS 15 for the `tint(_:)`
    /// modifier, which this is: the switch is drawn inside `.tint(tint)`).
    public init(tint: Color) { self.tint = tint }

    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            SwitchToggle(configuration: configuration).tint(tint)
        } else {
            SwitchToggle(configuration: configuration)
        }
    }
}

/// A button that shows its label, filled with the tint while on (a bordered prominent
/// button), bordered while off.
public struct ButtonToggleStyle: ToggleStyle {
    /// A button that shows its state by its tint.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
            .buttonStyle(
                configuration.isOn
                    ? AnyButtonStyle(BorderedProminentButtonStyle()) : AnyButtonStyle(BorderedButtonStyle()))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch beside the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state by its tint.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// The style of toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0.toggleStyle = AnyToggleStyle(style) }
    }

    /// Sets a button style from a type-erased one (the `.button` toggle style's two looks).
    fileprivate func buttonStyle(_ style: AnyButtonStyle) -> some View {
        _EnvironmentWriter(content: self) { $0.buttonStyle = style }
    }
}

/// A toggle style, type-erased, as the environment carries it.
struct AnyToggleStyle {
    let body: (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        body = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }

extension EnvironmentValues {
    /// The style of toggles inside (`toggleStyle(_:)`); `nil` for `.automatic`.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// The switch toggle: the label, a spacer and the switch in a row named "Toggle".
struct SwitchToggle: PrimitiveView {
    let configuration: ToggleStyleConfiguration

    static func _makeNodes(_ view: SwitchToggle, into resolver: inout _ViewResolver) {
        let metrics = resolver.environment.controlMetrics
        resolver.resolveControl(
            ControlRow(name: "Toggle", label: view.configuration.label, control: Switch(isOn: view.configuration.isOn)),
            note: resolver.environment.labelsHidden
                ? "a Toggle in the switch style with its label hidden: the \(metrics.switchSize.noteText) switch (iOS \(metrics.platformVersion.major))"
                : "a Toggle in the switch style: its label, a Spacer and the \(metrics.switchSize.noteText) switch "
                    + "(iOS \(metrics.platformVersion.major)), across the width offered")
    }
}

/// The switch of a toggle: a track and a thumb, ``ControlMetrics/switchSize``.
struct Switch: PrimitiveView {
    let isOn: Bool

    static func _makeNodes(_ view: Switch, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let metrics = env.controlMetrics
        let size = metrics.switchSize, thumb = metrics.switchThumbSize
        let inset = (size.height - thumb.height) / 2
        let track = view.isOn ? (env.tint ?? .green) : metrics.switchOffTrack
        let body = ZStack(alignment: view.isOn ? .trailing : .leading) {
            Capsule().fill(track)
            Capsule().fill(Color.white).frame(width: thumb.width, height: thumb.height)
                .controlThumbShadow()
                .padding(inset)
        }
        resolver.addContainer(
            makeLayoutBox(FixedControlLayout(size: size), name: "Switch"), content: body)
    }
}

/// The layout of a control drawn at a fixed size whatever it is offered (a switch, a
/// stepper, an activity indicator): its one subview is proposed that size and centred.
struct FixedControlLayout: Layout {
    let size: CGSize

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
        }
    }
}
