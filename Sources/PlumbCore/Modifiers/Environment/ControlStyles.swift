import Foundation

// The styles of controls other than buttons (labels, toggles, pickers, text fields, date
// pickers) and the size of controls. None changes layout: each modifier returns the
// view it modifies, laid out exactly as before. Styles are accepted and not applied.
// (Button styles are in Views/ButtonStyle.swift, list styles in Containers/ListStyle.swift.)

/// How pickers look (`pickerStyle`).
public protocol PickerStyle {}
/// How text fields look (`textFieldStyle`).
public protocol TextFieldStyle {}
/// How date pickers look (`datePickerStyle`).
public protocol DatePickerStyle {}

/// One of the system's styles for a kind of control, by name: what `.automatic`,
/// `.segmented`, `.insetGrouped` and the other built-in styles are.
public struct BuiltInControlStyle: Hashable, Sendable, PickerStyle, TextFieldStyle,
    DatePickerStyle, NamedControlStyle
{
    /// The style's name in SwiftUI (`"segmented"`).
    public let name: String
}

/// A style the system draws, known by its name.
protocol NamedControlStyle { var name: String { get } }

// The styles' types, for code that names them (`.pickerStyle(SegmentedPickerStyle())`, as
// code written before the static members were added does): each is its static member.

/// The platform's default picker style: `.automatic`.
public struct DefaultPickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "automatic"
    public init() {}
}
/// `.menu`: a button that shows the options in a menu.
public struct MenuPickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "menu"
    public init() {}
}
/// `.segmented`: a segmented control.
public struct SegmentedPickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "segmented"
    public init() {}
}
/// `.wheel`: a spinning wheel.
public struct WheelPickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "wheel"
    public init() {}
}
/// `.inline`: the options inline, as rows of a list.
public struct InlinePickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "inline"
    public init() {}
}
/// `.navigationLink`: a row that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "navigationLink"
    public init() {}
}
/// `.palette`: the options as a row of buttons.
public struct PalettePickerStyle: PickerStyle, NamedControlStyle, Sendable {
    let name = "palette"
    public init() {}
}
/// The platform's default text field style: `.automatic`.
public struct DefaultTextFieldStyle: TextFieldStyle, NamedControlStyle, Sendable {
    let name = "automatic"
    public init() {}
}
/// `.plain`: no border.
public struct PlainTextFieldStyle: TextFieldStyle, NamedControlStyle, Sendable {
    let name = "plain"
    public init() {}
}
/// `.roundedBorder`: a rounded border around the field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, NamedControlStyle, Sendable {
    let name = "roundedBorder"
    public init() {}
}
/// The platform's default date picker style: `.automatic`.
public struct DefaultDatePickerStyle: DatePickerStyle, NamedControlStyle, Sendable {
    let name = "automatic"
    public init() {}
}
/// `.compact`: buttons showing the date and time.
public struct CompactDatePickerStyle: DatePickerStyle, NamedControlStyle, Sendable {
    let name = "compact"
    public init() {}
}
/// `.graphical`: a calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle, NamedControlStyle, Sendable {
    let name = "graphical"
    public init() {}
}
/// `.wheel`: spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle, NamedControlStyle, Sendable {
    let name = "wheel"
    public init() {}
}

extension PickerStyle where Self == BuiltInControlStyle {
    /// The platform's default: `.menu` on iOS.
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    /// A button that shows the options in a menu.
    public static var menu: BuiltInControlStyle { BuiltInControlStyle(name: "menu") }
    /// A segmented control.
    public static var segmented: BuiltInControlStyle { BuiltInControlStyle(name: "segmented") }
    /// A spinning wheel.
    public static var wheel: BuiltInControlStyle { BuiltInControlStyle(name: "wheel") }
    /// The options inline, as rows of a list.
    public static var inline: BuiltInControlStyle { BuiltInControlStyle(name: "inline") }
    /// A row that pushes a list of the options.
    public static var navigationLink: BuiltInControlStyle { BuiltInControlStyle(name: "navigationLink") }
    /// The options as a row of buttons (in menus).
    public static var palette: BuiltInControlStyle { BuiltInControlStyle(name: "palette") }
}

extension TextFieldStyle where Self == BuiltInControlStyle {
    /// The platform's default: plain.
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    /// No border.
    public static var plain: BuiltInControlStyle { BuiltInControlStyle(name: "plain") }
    /// A rounded border around the field.
    public static var roundedBorder: BuiltInControlStyle { BuiltInControlStyle(name: "roundedBorder") }
}

extension DatePickerStyle where Self == BuiltInControlStyle {
    /// The platform's default: compact.
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    /// Buttons showing the date and time, opening a calendar.
    public static var compact: BuiltInControlStyle { BuiltInControlStyle(name: "compact") }
    /// A calendar shown in place.
    public static var graphical: BuiltInControlStyle { BuiltInControlStyle(name: "graphical") }
    /// Spinning wheels.
    public static var wheel: BuiltInControlStyle { BuiltInControlStyle(name: "wheel") }
}

/// The size of controls (`controlSize`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// From smallest to largest; `.regular` is the default.
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The style of pickers inside: `.menu` (the default), `.segmented`, `.wheel`,
    /// `.inline`, `.navigationLink`, `.palette` (see ``Picker``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let named = style as? any NamedControlStyle { environment.controlStyles[.picker] = named.name }
        }
    }

    /// The style of text fields inside: `.roundedBorder` pads them on a bordered rounded
    /// rectangle; `.plain` and `.automatic` draw the text alone.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let named = style as? any NamedControlStyle { environment.controlStyles[.textField] = named.name }
        }
    }

    /// The style of date pickers inside. Accepted; not applied.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
