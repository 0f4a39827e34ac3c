import Foundation

/// How buttons look: the `ButtonStyle` and `PrimitiveButtonStyle` protocols, the built-in
/// styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`,
/// `.link`) and `buttonStyle(_:)`.
///
/// Contract: `buttonStyle(_:)` sets the style of the buttons inside; a ``Button`` is the
/// view its style's `makeBody(configuration:)` returns, so a style you write lays out as its
/// body, as in SwiftUI. The built-in styles on iOS (metrics in ``ControlMetrics``):
/// - `.automatic` (the default) and `.borderless`: the label alone, in the tint colour (no
///   padding: measured, `Button("OK") { }` is as large as `Text("OK")`); a destructive role
///   tints it red. In every style but `.plain`, a foreground colour set around the button
///   (`foregroundColor(_:)`, `foregroundStyle(_:)` of a colour) colours the label instead.
/// - `.plain`: the label alone, untinted.
/// - `.bordered`: the label padded by the control size's insets on a rounded rectangle (a
///   capsule from iOS 26) filled with the tint at 15%; the label in the tint.
/// - `.borderedProminent`: the same shape filled with the tint; the label white.
/// - `.glass` and `.glassProminent` (iOS 26): Apple's documentation describes them as
///   applying "glass border artwork based on the button's context" and "prominent glass
///   border artwork"; Plumb draws them with `.bordered`'s padding and font on a capsule
///   (iOS 26's button shape), `.glass` on Liquid Glass as `glassEffect()` draws it with the
///   label in the tint, `.glassProminent` filled with the tint with the label white (open: the
///   real glass refracts what lies behind it).
/// - `.link`: as `.borderless`.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label and state, as `makeBody(configuration:)` receives them.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// A button's label, as a style places it.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: Plumb draws buttons at rest.
    public let isPressed: Bool
    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
}

/// A style that makes its own button from a configuration that can trigger it.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and action, as `makeBody(configuration:)` receives them.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a style places it.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?

    /// Performs the button's action. Plumb never runs actions.
    public func trigger() {}
}

/// A button style of either kind, type-erased, as the environment carries it.
struct AnyButtonStyle {
    let body: (_ label: AnyView, _ role: ButtonRole?) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        body = { label, role in
            AnyView(
                style.makeBody(
                    configuration: ButtonStyleConfiguration(
                        label: ButtonStyleConfiguration.Label(content: label), isPressed: false, role: role)))
        }
    }

    init<S: PrimitiveButtonStyle>(_ style: S) {
        body = { label, role in
            AnyView(
                style.makeBody(
                    configuration: PrimitiveButtonStyleConfiguration(
                        label: ButtonStyleConfiguration.Label(content: label), role: role)))
        }
    }
}

/// The default style: on iOS, `borderless`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The platform's default button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderless)
    }
}

/// The label alone, with no tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .plain)
    }
}

/// The label in the tint colour, no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderless)
    }
}

/// The label on a rounded rectangle (a capsule from iOS 26) filled with the tint at 15%.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .bordered)
    }
}

/// The label, white, on a rounded rectangle (a capsule from iOS 26) filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderedProminent)
    }
}

/// The label on Liquid Glass in a capsule (iOS 26).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// The glass button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .glass)
    }
}

/// The label, white, on a capsule of glass filled with the tint (iOS 26).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .glassProminent)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label on Liquid Glass in a capsule (iOS 26).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The label, white, on a capsule of glass filled with the tint (iOS 26).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A link's look: on iOS, as `.borderless`.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderless)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: on iOS, `borderless`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone, with no tint.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a rounded rectangle (a capsule from iOS 26) filled with the tint at 15%.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label, white, on a rounded rectangle (a capsule from iOS 26) filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A link's look: on iOS, as `.borderless`.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension View {
    /// The style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0.setButtonStyle(AnyButtonStyle(style)) }
    }

    /// The style of buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0.setButtonStyle(AnyButtonStyle(style)) }
    }
}

/// A button in one of the built-in styles, made when the environment is known (the tint,
/// the control size, the border shape and the platform version are read then).
struct BuiltInButton: PrimitiveView {
    enum Kind { case plain, borderless, bordered, borderedProminent, glass, glassProminent }
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let kind: Kind

    static func _makeNodes(_ view: BuiltInButton, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let metrics = env.controlMetrics
        let enabled = env.isEnabled
        let tint = enabled ? (view.role == .destructive ? Color.red : env.resolvedTint) : metrics.disabledLabel
        // A foreground style set around the button colours its label over the tint
        // (`Button("Skip") { }.foregroundColor(.white)`, as apps style buttons before roles
        // and tints existed); a disabled button keeps its disabled colour.
        let labelColor = enabled ? env.foregroundStyle : nil
        switch view.kind {
        case .plain:
            let mark = resolver.outputs.count
            defer { resolver.noteControls(from: mark, "a Button in the plain style: its label alone, untinted") }
            if enabled { resolver.resolve(view.label) } else { resolver.resolve(view.label.foregroundStyle(tint)) }
        case .borderless:
            resolver.resolveControl(
                view.label.foregroundStyle(labelColor ?? tint),
                note: "a Button in the default (borderless) style: its label alone, in the tint colour, with no padding"
            )
        case .bordered, .borderedProminent, .glass, .glassProminent:
            // The glass styles take the bordered metrics, on a capsule (iOS 26's shape).
            let glass = view.kind == .glass || view.kind == .glassProminent
            let prominent = view.kind == .borderedProminent || view.kind == .glassProminent
            let size = env.controlSize
            let fill = !enabled ? metrics.tertiaryFill : prominent ? tint : tint.opacity(metrics.borderedFillOpacity)
            let shape =
                glass && env.buttonBorderShape.kind == .automatic
                ? AnyShape(Capsule()) : borderShape(env.buttonBorderShape, metrics: metrics, size: size)
            let padding = metrics.borderedButtonPadding(size)
            let label = view.label
                .modifier(OptionalFont(font: metrics.borderedButtonFont(size)))
                .foregroundStyle(labelColor ?? (prominent && enabled ? Color.white : tint))
                .padding(padding)
            let shapeName =
                glass
                ? "a capsule"
                : metrics.borderedButtonCornerRadius(size).map { "a rounded rectangle (radius \(Int($0)))" }
                    ?? "a capsule"
            let note =
                "a Button in the \(view.kind) style: its label padded "
                + "\(Int(padding.top)) above and below and \(Int(padding.leading)) at the sides (control size .\(size)) on \(shapeName)"
            if view.kind == .glass {
                resolver.resolveControl(label.glassEffect(.regular, in: shape), note: note)
            } else {
                resolver.resolveControl(label.background(shape.fill(fill)), note: note)
            }
        }
    }

    /// The shape `shape` names for a bordered button of `size`.
    static func borderShape(_ shape: ButtonBorderShape, metrics: ControlMetrics, size: ControlSize) -> AnyShape {
        switch shape.kind {
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let radius?): return AnyShape(RoundedRectangle(cornerRadius: radius))
        case .roundedRectangle(nil):
            return AnyShape(RoundedRectangle(cornerRadius: metrics.borderedButtonCornerRadius(size) ?? 8))
        case .automatic:
            if let radius = metrics.borderedButtonCornerRadius(size) {
                return AnyShape(RoundedRectangle(cornerRadius: radius))
            }
            return AnyShape(Capsule())
        }
    }
}

/// Sets a font when one is given.
struct OptionalFont: ViewModifier {
    let font: Font?
    func body(content: Content) -> some View {
        if let font { content.font(font) } else { content }
    }
}

extension EnvironmentValues {
    /// `style` for the buttons inside, the one it replaces kept as the next one out.
    mutating func setButtonStyle(_ style: AnyButtonStyle) {
        if let current = buttonStyle { outerButtonStyles.append(current) }
        buttonStyle = style
    }
}
