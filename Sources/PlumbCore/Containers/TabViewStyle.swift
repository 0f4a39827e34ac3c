import Foundation

/// How a TabView shows its tabs (`tabViewStyle(_:)`): with a tab bar (`.automatic`,
/// `.tabBarOnly`, `.sidebarAdaptable`, which is a tab bar on an iPhone), or as pages
/// (`.page`): no tab bar, each tab the TabView's whole size, swiped between.
///
/// The page style's index dots are white (documented: "The page index view uses white
/// dots", PageIndexViewStyle; visible on a light background only with
/// `indexViewStyle(.page(backgroundDisplayMode: .always))`): Plumb does not draw them, and
/// they take no space.
public protocol TabViewStyle {}

/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The tab bar style.
    public init() {}
}

/// Pages swiped between, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the index dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Dots shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Dots always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// No dots.
        public static let never = IndexDisplayMode(name: "never")
    }

    /// The page style, with its index dots shown per `indexDisplayMode`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

/// A tab bar that becomes a sidebar on an iPad (iOS 18); a tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
}

/// A tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar (iOS's default).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped between, with an index of dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped between, their index dots shown per `indexDisplayMode`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar on an iPad.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// The style of a page TabView's index dots (`indexViewStyle(_:)`). Not drawn.
public protocol IndexViewStyle {}

/// The page index: dots, on a background when `backgroundDisplayMode` says so.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The platform decides.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// A background while the dots are touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always a background.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never a background.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// The page index style, with a background per `backgroundDisplayMode`.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index: dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page index, with a background per `backgroundDisplayMode`.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// How the TabViews inside show their tabs: `.page` removes the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let pages = style is PageTabViewStyle
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
