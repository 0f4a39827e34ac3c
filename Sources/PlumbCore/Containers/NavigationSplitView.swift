import Foundation

/// A two- or three-column navigation container, shown on an iPhone as a ``NavigationStack``
/// whose root is the sidebar.
///
/// Contract: in a compact width (every iPhone in portrait) the columns collapse into one
/// stack (documented: "In compact size classes, NavigationSplitView collapses into a single
/// stack", Apple's NavigationSplitView documentation), whose top view is the sidebar unless
/// `preferredCompactColumn` names another column (documented: iOS 17's
/// `preferredCompactColumn`, "the column to show at the top of the stack in compact size
/// classes"; with nothing selected the sidebar is that column). Plumb lays out that stack:
/// the sidebar's `navigationTitle`, toolbar and search field make its bars; the content and
/// detail columns are not shown. `columnVisibility` changes nothing on an iPhone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: .sidebar, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view whose columns' visibility is `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: .sidebar, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view showing `preferredCompactColumn` on an iPhone.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            compactColumn: preferredCompactColumn.wrappedValue, sidebar: sidebar(), content: content(), detail: detail()
        )
    }

    init(compactColumn: NavigationSplitViewColumn, sidebar: Sidebar, content: Content, detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.compactColumn = compactColumn
    }

    public var body: some View {
        NavigationStack { shownColumn }
    }

    /// The column at the top of the stack.
    private var shownColumn: AnyView {
        if compactColumn == .detail { return AnyView(detail) }
        if compactColumn == .content && Content.self != EmptyView.self { return AnyView(content) }
        return AnyView(sidebar)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(compactColumn: .sidebar, sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// A two-column split view whose columns' visibility is `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(compactColumn: .sidebar, sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// A two-column split view showing `preferredCompactColumn` on an iPhone.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            compactColumn: preferredCompactColumn.wrappedValue, sidebar: sidebar(), content: EmptyView(),
            detail: detail())
    }
}

/// Which columns of a NavigationSplitView are shown (on an iPad or a Mac; an iPhone shows
/// one stack whatever it says).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The platform's default visibility.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column shown.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns shown.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a NavigationSplitView.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The trailing, detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a NavigationSplitView arranges its columns (`navigationSplitViewStyle(_:)`): one
/// stack on an iPhone whatever the style.
public protocol NavigationSplitViewStyle {}

/// The platform's default split-view style (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Shrinks the detail column to keep the leading columns visible (`.balanced`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Keeps the detail column full size, the leading columns over it (`.prominentDetail`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default split-view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Shrinks the detail column to keep the leading columns visible.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// Keeps the detail column full size, the leading columns over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// The style of the enclosing NavigationSplitView. No layout effect on an iPhone.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of this column of a NavigationSplitView. No layout effect on an iPhone.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The widths of this column of a NavigationSplitView. No layout effect on an iPhone.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
