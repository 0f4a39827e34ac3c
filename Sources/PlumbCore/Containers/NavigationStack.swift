import Foundation

/// A view that shows a root view under a navigation bar (iOS), and a container for
/// `containerRelativeFrame`.
///
/// Contract: it takes its whole proposal (its content's size plus the bars where a dimension
/// is `nil`). The root's `navigationTitle`, `toolbar` items and `searchable` field make its
/// bars, drawn as views (NavigationBar.swift, BottomBar.swift, Searchable.swift): the
/// navigation bar is 96 tall with a large title (the default for a title at the root), 44
/// inline (`navigationBarTitleDisplayMode(.inline)`, or toolbar items without a title), 52
/// more with a search field under the title, and nothing without a title, items or field: a
/// title-less root reserves no bar (SPEC §6; NavigationBarMetrics cites each value). The
/// bar starts at the status bar's bottom, which on Dynamic Island iPhones is above the safe
/// area's top (status bar 54, safe area 59 on an iPhone 15: the system bar's frame is y 54,
/// height 44; https://github.com/QuintGao/GKNavigationBarSwift/issues/41), so the content
/// starts `bar − (safe-area top − status bar)` below the stack's top
/// (``EnvironmentValues/statusBarOverlap``). A bottom toolbar (`.bottomBar` items; iOS 26's
/// search field) takes 44 from the bottom. The content is proposed the rest and centred in
/// it, as a hosting controller centres its root view; that rest is also the size views
/// inside see with `containerRelativeFrame`.
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root

    /// A navigation stack showing `root`, under its navigation bar.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root` with a path of pushed values. Plumb lays out the root: the
    /// path's values are never pushed.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public static func _makeNodes(_ view: NavigationStack, into resolver: inout _ViewResolver) {
        let context = NavigationContext()
        let saved = resolver.navigation
        resolver.navigation = context
        let savedAxis = resolver.stackAxis
        resolver.stackAxis = nil
        var children = resolver.nodes(of: view.root)
        resolver.navigation = saved
        if children.count > 1 {
            children = [resolver.addNode(makeLayoutBox(VStackLayout(), name: "VStack"), children: children)][...]
        }
        if children.isEmpty { children = [resolver.addNode(EmptyComputer(), children: [][...])][...] }
        // The container background, behind the root in the root's place (it ignores the safe
        // area the bars make, so it reaches under them): ContainerBackground.swift.
        if let background = context.containerBackground {
            let behind = resolver.nodes(of: background)
            children =
                [
                    resolver.addNode(makeLayoutBox(ZStackLayout(), name: "ZStack"), children: behind + children)
                ][...]
        }
        // The bars, built from what the root said, as views (NavigationBar.swift, BottomBar.swift).
        let metrics = NavigationBarMetrics(resolver.environment)
        let top = context.barHeight(metrics)
        var bars = BarPlacements()
        if top > 0 {
            bars.top = BarPlacements.Bar(index: children.count, height: top, extendsUnderInset: false)
            children.append(context.resolveNavigationBar(metrics, into: &resolver))
        }
        let bottom = context.bottomBarHeight(metrics)
        if bottom > 0 {
            bars.bottom = BarPlacements.Bar(
                index: children.count, height: bottom, extendsUnderInset: context.bottomBarBackground.shownStyle != nil)
            children.append(context.resolveBottomBar(metrics, into: &resolver))
        }
        resolver.stackAxis = savedAxis
        // The content starts the bar's height below the stack's top, less the part of the bar
        // that lies in the safe area's top inset (above it, the status bar).
        let overlap = resolver.environment.statusBarOverlap
        bars.topOverlap = overlap
        let layout = BarContainerLayout(top: max(top - overlap, 0), bottom: bottom, bars: bars)
        resolver.outputs.append(resolver.addNode(makeLayoutBox(layout, name: "NavigationStack"), children: children))
    }
}

/// What the views inside a NavigationStack's root said about its bars, collected while they
/// are resolved (SwiftUI reads them as preferences).
final class NavigationContext {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbarItems: [ToolbarEntry] = []
    var search: SearchFieldRequest?
    var isHidden = false
    var navigationBarBackground = BarBackgroundRequest()
    var bottomBarBackground = BarBackgroundRequest()
    /// `containerBackground(_:for: .navigation)`: drawn behind the root and the bars.
    var containerBackground: AnyView?

    /// Whether the title is shown large: `.large`, or `.automatic` at the root of a stack
    /// (Plumb lays out roots only; a pushed view's automatic title is inline).
    var showsLargeTitle: Bool { title != nil && displayMode != .inline }

    /// The items in `slot`, in the order they were declared; system items
    /// (``DefaultToolbarItem``) are not among them: the bar that shows one places it.
    func items(in slot: ToolbarSlot) -> [ToolbarEntry] {
        toolbarItems.filter {
            $0.systemItem == nil
                && ($0.placement.slot == slot
                    || (slot == .principal && $0.placement.slot == .title && !showsLargeTitle))
        }
    }
}

/// Namespace of SwiftUI's navigation bar types.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// `.automatic` (a large title, as at the root of a stack), `.inline` (a 44-point bar) or `.large` (a
        /// 96-point bar with the large title).
        case automatic, inline, large
    }
}

extension EnvironmentValues {
    /// How far the safe area's top lies below the status bar's bottom (5 on iPhones with a
    /// Dynamic Island, 8 on the 16 Pro models, 0 elsewhere): a navigation bar starts at the
    /// status bar, inside the safe area's top inset. Set from a device preset.
    public var statusBarOverlap: CGFloat {
        get { self[StatusBarOverlapKey.self] }
        set { self[StatusBarOverlapKey.self] = newValue }
    }
}

private struct StatusBarOverlapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

/// A view that records something about the enclosing NavigationStack's bars as it is
/// resolved, with the environment at that point (toolbar items inherit it).
struct NavigationBarWriter<Content: View>: PrimitiveView {
    let content: Content
    let update: (NavigationContext, EnvironmentValues) -> Void

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        if let context = resolver.navigation { view.update(context, resolver.environment) }
        resolver.resolve(view.content)
    }
}

extension View {
    /// The title of the navigation bar of the enclosing NavigationStack, drawn large or
    /// inline (NavigationBar.swift).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(verbatim: String(title)))
    }

    /// The title of the navigation bar of the enclosing NavigationStack.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the navigation bar of the enclosing NavigationStack.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationBarWriter(content: self) { context, _ in if context.title == nil { context.title = title } }
    }

    /// Shows the navigation title large (a 96-point bar) or inline (44).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationBarWriter(content: self) { context, _ in context.displayMode = mode }
    }

    /// The title of the navigation bar (iOS 13's form of `navigationTitle`), shown as
    /// `.automatic` shows it: large at the root.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of the navigation bar (iOS 13's form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The title of the navigation bar (iOS 13's form).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(verbatim: String(title)))
    }

    /// The title of the navigation bar and how it is shown (iOS 13's form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of the navigation bar and how it is shown (iOS 13's form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationBarTitle(Text(titleKey), displayMode: displayMode) }

    /// The title of the navigation bar and how it is shown (iOS 13's form).
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationBarTitle(Text(verbatim: String(title)), displayMode: displayMode) }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationBarWriter(content: self) { context, _ in context.isHidden = hidden }
    }
}
