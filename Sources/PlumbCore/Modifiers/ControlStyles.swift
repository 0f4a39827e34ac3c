import Foundation

// The styles of controls other than buttons (labels, toggles, pickers, text fields, date
// pickers) and the size of controls. None changes layout: each modifier returns the
// view it modifies, laid out exactly as before. Styles are accepted and not applied.
// (Button styles are in Views/ButtonStyle.swift, list styles in Containers/ListStyle.swift.)

/// How labels look (`labelStyle`).
public protocol LabelStyle {}
/// How toggles look (`toggleStyle`).
public protocol ToggleStyle {}
/// How pickers look (`pickerStyle`).
public protocol PickerStyle {}
/// How text fields look (`textFieldStyle`).
public protocol TextFieldStyle {}
/// How date pickers look (`datePickerStyle`).
public protocol DatePickerStyle {}

/// One of the system's styles for a kind of control, by name: what `.automatic`,
/// `.segmented`, `.insetGrouped` and the other built-in styles are.
public struct BuiltInControlStyle: Hashable, Sendable, LabelStyle, ToggleStyle, PickerStyle, TextFieldStyle,
    DatePickerStyle
{
    /// The style's name in SwiftUI (`"segmented"`).
    public let name: String
}

extension LabelStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var iconOnly: BuiltInControlStyle { BuiltInControlStyle(name: "iconOnly") }
    public static var titleOnly: BuiltInControlStyle { BuiltInControlStyle(name: "titleOnly") }
    public static var titleAndIcon: BuiltInControlStyle { BuiltInControlStyle(name: "titleAndIcon") }
}

extension ToggleStyle where Self == BuiltInControlStyle {
    public static var automatic: BuiltInControlStyle { BuiltInControlStyle(name: "automatic") }
    public static var `switch`: BuiltInControlStyle { BuiltInControlStyle(name: "switch") }
    public static var button: BuiltInControlStyle { BuiltInControlStyle(name: "button") }
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
    /// The style of labels inside. Accepted; not applied.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }

    /// The style of toggles inside. Accepted; not applied.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }

    /// The style of pickers inside. Accepted; not applied.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

    /// The style of text fields inside. Accepted; not applied.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

    /// The style of date pickers inside. Accepted; not applied.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }

    /// The size of controls inside. Accepted; no layout effect.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
