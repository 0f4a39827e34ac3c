import Foundation

// The styles of controls other than buttons (labels, toggles, pickers, text fields, lists,
// date pickers) and the size of controls. None changes layout: each modifier returns the
// view it modifies, laid out exactly as before. Styles are accepted and not applied.
// (Button styles are in Views/ButtonStyle.swift.)

/// How pickers look (`pickerStyle`).
public protocol PickerStyle {}
/// How text fields look (`textFieldStyle`).
public protocol TextFieldStyle {}
/// How lists look (`listStyle`).
public protocol ListStyle {}
/// How date pickers look (`datePickerStyle`).
public protocol DatePickerStyle {}

/// One of the system's styles for a kind of control, by name: what `.automatic`,
/// `.segmented`, `.insetGrouped` and the other built-in styles are.
public struct BuiltInControlStyle: Hashable, Sendable, PickerStyle, TextFieldStyle, ListStyle,
    DatePickerStyle
{
    /// The style's name in SwiftUI (`"segmented"`).
    public let name: String
}

extension PickerStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var menu: BuiltInControlStyle { BuiltInControlStyle(name: "menu") }
    public static var segmented: BuiltInControlStyle { BuiltInControlStyle(name: "segmented") }
    public static var wheel: BuiltInControlStyle { BuiltInControlStyle(name: "wheel") }
    public static var inline: BuiltInControlStyle { BuiltInControlStyle(name: "inline") }
    public static var navigationLink: BuiltInControlStyle { BuiltInControlStyle(name: "navigationLink") }
    public static var palette: BuiltInControlStyle { BuiltInControlStyle(name: "palette") }
}

extension TextFieldStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var plain: BuiltInControlStyle { BuiltInControlStyle(name: "plain") }
    public static var roundedBorder: BuiltInControlStyle { BuiltInControlStyle(name: "roundedBorder") }
}

extension ListStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var plain: BuiltInControlStyle { BuiltInControlStyle(name: "plain") }
    public static var grouped: BuiltInControlStyle { BuiltInControlStyle(name: "grouped") }
    public static var inset: BuiltInControlStyle { BuiltInControlStyle(name: "inset") }
    public static var insetGrouped: BuiltInControlStyle { BuiltInControlStyle(name: "insetGrouped") }
    public static var sidebar: BuiltInControlStyle { BuiltInControlStyle(name: "sidebar") }
}

extension DatePickerStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var compact: BuiltInControlStyle { BuiltInControlStyle(name: "compact") }
    public static var graphical: BuiltInControlStyle { BuiltInControlStyle(name: "graphical") }
    public static var wheel: BuiltInControlStyle { BuiltInControlStyle(name: "wheel") }
}

/// The size of controls (`controlSize`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The style of pickers inside: `.menu` (the default), `.segmented`, `.wheel`,
    /// `.inline`, `.navigationLink`, `.palette` (see ``Picker``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let builtIn = style as? BuiltInControlStyle { environment.controlStyles[.picker] = builtIn.name }
        }
    }

    /// The style of text fields inside: `.roundedBorder` pads them on a bordered rounded
    /// rectangle; `.plain` and `.automatic` draw the text alone.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let builtIn = style as? BuiltInControlStyle { environment.controlStyles[.textField] = builtIn.name }
        }
    }

    /// The style of lists inside. Accepted; not applied.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

    /// The style of date pickers inside. Accepted; not applied.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
