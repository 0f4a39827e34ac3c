/// How a ``Menu`` shows its label (`menuStyle(_:)`). On iOS every style draws the label as
/// a borderless button does, in the tint colour, which is how Plumb draws a menu; a
/// `.button` menu takes the enclosing `buttonStyle`'s border in SwiftUI, which Plumb does not
/// draw yet (open).
public protocol MenuStyle {}

/// The platform's menu style (`.automatic`).
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A menu whose label is a button (`.button`).
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A menu whose label is a borderless button (`.borderlessButton`, deprecated in iOS 17).
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu whose label is a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu whose label is a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// The style of menus inside this view. Each draws as Plumb draws a menu: no layout effect.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
