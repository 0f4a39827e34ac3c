import Foundation

/// A title with an icon: `Label("Inbox", systemImage: "tray")`.
///
/// Contract: a label is the body its style makes of its title and icon (``LabelStyle``). The
/// default style on iOS (`.automatic`, `.titleAndIcon`) is an HStack of the icon then the
/// title, centred vertically, with the stack's default spacing (reported: SwiftUI's
/// `DefaultLabelStyle` lays the icon before the title "side by side", fivestars.blog
/// "SwiftUI's Label"; the spacing is open: the default stack spacing, 8 between an image
/// and a text). `.iconOnly` shows the icon alone and `.titleOnly` the title alone. Inside a
/// List row or a toolbar the containers choose (see their contracts).
public struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _makeNodes(_ view: Label, into resolver: inout _ViewResolver) {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(view.title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(view.icon)))
        let style = resolver.environment.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        // The style's body is built where the style is no longer in effect, as a button
        // style's is: a `Label` inside `makeBody` (UTM's `DetailsLabelStyle` wraps its icon and
        // title in one) takes the style set further out and never contains itself.
        resolver.withEnvironment(style.body(configuration)) { environment in
            environment.labelStyle = environment.outerLabelStyles.popLast()
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title and an image from the asset catalog.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes (for styles that adjust the default).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// How labels look: implement `makeBody(configuration:)`, or use `.automatic`,
/// `.titleAndIcon`, `.iconOnly` and `.titleOnly`.
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's title and icon, as `makeBody(configuration:)` receives them.
    typealias Configuration = LabelStyleConfiguration

    /// The label's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The default style: on iOS, the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The platform's default label style: title and icon.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon; configuration.title
        }
    }
}

/// The icon then the title, side by side.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title beside its icon.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon; configuration.title
        }
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon alone.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title alone.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default label style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title beside its icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style, type-erased, as the environment carries it.
struct AnyLabelStyle {
    let body: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        body = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle? { nil } }
private struct OuterLabelStylesKey: EnvironmentKey { static var defaultValue: [AnyLabelStyle] { [] } }

extension EnvironmentValues {
    /// The style of labels inside (`labelStyle(_:)`); `nil` for `.automatic`.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// The styles set further out, innermost last: what labels inside a style's own body are
    /// drawn with, as for buttons (``Button``).
    var outerLabelStyles: [AnyLabelStyle] {
        get { self[OuterLabelStylesKey.self] }
        set { self[OuterLabelStylesKey.self] = newValue }
    }

    /// `style` for the labels inside, the one it replaces kept as the next one out.
    mutating func setLabelStyle(_ style: AnyLabelStyle) {
        if let current = labelStyle { outerLabelStyles.append(current) }
        labelStyle = style
    }
}

extension View {
    /// The style of labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0.setLabelStyle(AnyLabelStyle(style)) }
    }
}
