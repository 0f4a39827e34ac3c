import Foundation

/// How a TabView shows its tabs (`tabViewStyle(_:)`): with a tab bar (`.automatic`,
/// `.tabBarOnly`, `.sidebarAdaptable`, which is a tab bar on an iPhone), or as pages
/// (`.page`): no tab bar, each tab the TabView's whole size, swiped between.
///
/// The page style's index dots are white (documented: "The page index view uses white
/// dots", PageIndexViewStyle; visible on a light background only with
/// `indexViewStyle(.page(backgroundDisplayMode: .always))`): Plumb does not draw them, and
/// they take no space.
public protocol TabViewStyle {
    /// Whether the TabView shows pages rather than a tab bar. Not part of SwiftUI's API.
    var _showsPages: Bool { get }
}

/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _showsPages: Bool { false }
}

/// Pages swiped between, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the index dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _showsPages: Bool { true }
}

/// A tab bar that becomes a sidebar on an iPad (iOS 18); a tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _showsPages: Bool { false }
}

/// A tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _showsPages: Bool { false }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// The style of a page TabView's index dots (`indexViewStyle(_:)`). Not drawn.
public protocol IndexViewStyle {}

/// The page index: dots, on a background when `backgroundDisplayMode` says so.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// How the TabViews inside show their tabs: `.page` removes the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let pages = style._showsPages
        return _EnvironmentWriter(content: self) { $0.tabViewShowsPages = pages }
    }

    /// The style of a page TabView's index dots. Not drawn; no layout effect.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

extension EnvironmentValues {
    /// Whether TabViews show pages (no tab bar): `tabViewStyle(.page)`.
    var tabViewShowsPages: Bool {
        get { self[TabViewShowsPagesKey.self] }
        set { self[TabViewShowsPagesKey.self] = newValue }
    }
}

private struct TabViewShowsPagesKey: EnvironmentKey {
    static let defaultValue = false
}
