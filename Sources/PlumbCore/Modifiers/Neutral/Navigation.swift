import Foundation

// Navigation and system-bar modifiers that do not change layout: each returns the view it
// modifies, laid out exactly as before. (The ones that make the bars, `navigationTitle`,
// `navigationBarTitleDisplayMode`, `navigationBarHidden`, `toolbar`, `searchable`, are in
// Containers/NavigationStack.swift, Toolbar.swift and Searchable.swift.) Destinations are never pushed: Plumb lays out
// the root of a navigation stack. Bar backgrounds and colour schemes are not drawn.

/// A bar a toolbar modifier applies to (`toolbarBackground(_:for:)`, `toolbar(_:for:)`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The platform decides: the bar the view is in.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// Hides the back button. No layout effect: the root of a stack has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// The view pushed for a value of type `D`. Never pushed.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// The view pushed while `isPresented` is true. Never pushed.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { self }

    /// The view pushed while `item` is not `nil`. Never pushed.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// The colour scheme of `bars`. Not drawn.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the status bar. No layout effect: the safe area is the device's either way.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Whether system overlays (the home indicator) are shown. No layout effect.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// How a `NavigationView` shows its columns (`navigationViewStyle(_:)`): one stack on an
/// iPhone whatever the style, so none changes layout here.
public protocol NavigationViewStyle {}

/// One column at a time, pushed and popped as a stack (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns side by side where there is room (`.columns`); one stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's default navigation view style (`.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time, pushed and popped as a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Two columns side by side where there is room; one stack on an iPhone.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The style of the enclosing `NavigationView`. Accepted; no layout effect on an iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// A subtitle under the window title (macOS). Accepted; no layout effect.
    public func navigationSubtitle(_ subtitle: String) -> some View { self }
}

/// How a navigation bar shows its title (`toolbarTitleDisplayMode(_:)`, iOS 17, the
/// successor of `navigationBarTitleDisplayMode(_:)`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// As the context decides: large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title below the bar's row.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A small title inside the bar's row.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// The title inside the bar's row "using a larger font" (Apple). Plumb has no
    /// measurement of that font: drawn as `.inline` is.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

/// What a toolbar is for (`toolbarRole(_:)`): on an iPhone it changes only how the back
/// button is titled, which the root of a stack does not show.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's: back buttons titled with the previous screen.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's: the title leading.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Shows the navigation title large, inline or as the context decides: the iOS 17 name of
    /// ``navigationBarTitleDisplayMode(_:)``, with the same bars.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// What the toolbar is for. No layout effect at the root of a stack.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Removes a toolbar item the system adds (iOS 17): the split view's sidebar toggle,
    /// which an iPhone never shows. (`.title`, iOS 18, hides the navigation title; Plumb keeps
    /// it: not measured.)
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

/// When a tab bar shrinks to its selected tab (`tabBarMinimizeBehavior(_:)`, iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's behaviour: on iPhone, never.
    public static let automatic = TabBarMinimizeBehavior(kind: 0)
    /// Minimizes while the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(kind: 1)
    /// Minimizes while the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(kind: 2)
    /// Never minimizes.
    public static let never = TabBarMinimizeBehavior(kind: 3)
}

extension View {
    /// When the tab bar of the enclosing tab view minimizes. Plumb draws the unscrolled state,
    /// in which the bar is full: no layout effect.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
