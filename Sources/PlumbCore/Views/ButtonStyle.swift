import Foundation

/// How buttons look: the `ButtonStyle` and `PrimitiveButtonStyle` protocols, the built-in
/// styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) and
/// `buttonStyle(_:)`.
///
/// Contract: `buttonStyle(_:)` returns the view it modifies, laid out exactly as before:
/// buttons inside keep the default iOS layout, their label alone (see ``Button``). Styles are
/// accepted and not applied; a style's `makeBody` is never called. (In SwiftUI `.bordered`
/// adds padding around the label; Plumb does not yet.)
public protocol ButtonStyle {
    associatedtype Body: View
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

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style that makes its own button from a configuration that can trigger it.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?

    /// Performs the button's action. Plumb never runs actions.
    public func trigger() {}
}

/// The default style: on iOS, `borderless`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, with no tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint colour, no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a rounded rectangle filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// The style of buttons inside. Accepted; buttons keep their label's layout.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

    /// The style of buttons inside. Accepted; buttons keep their label's layout.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}
