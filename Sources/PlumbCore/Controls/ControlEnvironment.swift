import Foundation

// The environment values controls read: the tint, the control size, the button border
// shape and the style of each kind of control, set by `tint(_:)`, `controlSize(_:)`,
// `buttonBorderShape(_:)` and the `...Style(_:)` modifiers for the views inside.

extension EnvironmentValues {
    /// The tint of controls (`tint(_:)`); `nil` for the accent colour (iOS's blue,
    /// `Color.accentColor`).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls are tinted with: ``tint`` or the accent colour.
    public var resolvedTint: Color { tint ?? .accentColor }

    /// The size of controls (`controlSize(_:)`; default `.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape of bordered buttons (`buttonBorderShape(_:)`; default `.automatic`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// Whether controls inside hide their labels (`labelsHidden()`).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The style buttons inside are drawn with (`buttonStyle(_:)`); `nil` for `.automatic`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The styles set further out, innermost last: what buttons inside a style's own body
    /// are drawn with (``Button/init(_:)``: "modify the current button style").
    var outerButtonStyles: [AnyButtonStyle] {
        get { self[OuterButtonStylesKey.self] }
        set { self[OuterButtonStylesKey.self] = newValue }
    }

    /// The name of the built-in style of pickers, text fields and progress views inside
    /// (`pickerStyle(.segmented)` → `"segmented"`), keyed by the kind of control. (Buttons,
    /// labels and toggles carry their style itself: they take styles written in code.)
    var controlStyles: [ControlKind: String] {
        get { self[ControlStylesKey.self] }
        set { self[ControlStylesKey.self] = newValue }
    }

    /// The built-in style of `kind` in effect, `"automatic"` when none was set.
    func controlStyle(_ kind: ControlKind) -> String { controlStyles[kind] ?? "automatic" }
}

/// The kinds of control whose style the environment carries.
enum ControlKind: Hashable, Sendable {
    case picker, textField, progressView
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }
private struct OuterButtonStylesKey: EnvironmentKey { static var defaultValue: [AnyButtonStyle] { [] } }
private struct ControlStylesKey: EnvironmentKey { static let defaultValue: [ControlKind: String] = [:] }

/// The shape of a bordered button (`buttonBorderShape(_:)`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The style's own shape: a rounded rectangle before iOS 26, a capsule from iOS 26.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: the whole height rounded.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the style's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

extension View {
    /// The tint of controls inside: buttons, toggles, sliders, links, pickers and progress
    /// views draw in it.
    public func tint(_ tint: Color?) -> some View {
        _EnvironmentWriter(content: self) { $0.tint = tint }
    }

    /// The tint of controls inside, as a style (its colour; gradients tint with their first
    /// colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let tint, let color = AnyShapeStyle(tint).color { environment.tint = color }
        }
    }

    /// The size of controls inside: bordered buttons' padding, and the fonts of small ones.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        _EnvironmentWriter(content: self) { $0.controlSize = controlSize }
    }

    /// The shape of bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        _EnvironmentWriter(content: self) { $0.buttonBorderShape = shape }
    }
}
