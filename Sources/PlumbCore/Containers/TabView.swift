import Foundation

/// A view that shows one of its tabs above a tab bar (iOS), and a container for
/// `containerRelativeFrame`: the tab its selection names (a `Tab`'s value or a view's
/// `tag(_:)`), else the first; Plumb renders the initial state.
///
/// Contract: it takes its whole proposal. The tab bar takes 49 points above the safe area's
/// bottom on iOS ≤ 18 (the classic iOS tab bar: measured 49, "The translucent tab bar is 49
/// pairs of pixels high", markmeretzky.com's UITabBarController notes; "tabBar 49" in the
/// device tables of https://juejin.cn/post/6968336931776102414) and, on iOS 26, up to the
/// floating capsule's top (85 above the screen's bottom, 51 above the safe area's on
/// iPhones with a home indicator: TabBarMetrics), so the selected tab's content is proposed the
/// proposal minus that at the bottom and
/// centred in the rest, which is also the size views inside see with
/// `containerRelativeFrame` (SPEC §5: a TabView tab is a container). The other tabs are left
/// out of the layout. Each child is a tab (a `ForEach` gives one tab an element): a view
/// with `tabItem { … }` or a ``Tab``; the bar shows each tab's icon and title and badge
/// (TabBar.swift) and is drawn over the safe area's bottom, its background reaching the
/// screen's edge under the home indicator.
public struct TabView<Content: View>: PrimitiveView {
    let content: Content
    var selection: AnyHashable?

    /// A tab view of the tabs `content` builds, whose selected tab is `selection` (the first when `nil`).
    public init<Selection: Hashable>(selection: Binding<Selection>? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
    }

    /// A tab view of the tabs `content` builds, showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: TabView, into resolver: inout _ViewResolver) {
        let savedAxis = resolver.stackAxis
        resolver.stackAxis = nil
        let savedEnvironment = resolver.environment
        resolver.environment.isInTabView = true
        resolver.environment.tabViewShowsPages = false
        var children = Array(resolver.nodes(of: view.content))
        resolver.environment = savedEnvironment
        let metrics = TabBarMetrics(version: resolver.environment.platformVersion)
        var bars = BarPlacements()
        // Pages (`tabViewStyle(.page)`): no tab bar, the first page the whole size.
        let pages = resolver.environment.tabViewShowsPages
        // The selected tab is shown (laid out first); the bar marks it.
        var selected = 0
        if let selection = view.selection,
            let index = children.firstIndex(where: { node in
                resolver.tree.layoutValue(TabItemTraitKey.self, node: node)?.value == selection
                    || resolver.tree.layoutValue(TagKey.self, node: node) == selection
            })
        {
            selected = index
        }
        let items = children.map { resolver.tree.layoutValue(TabItemTraitKey.self, node: $0) ?? TabItemTrait() }
        if selected > 0 { children.insert(children.remove(at: selected), at: 0) }
        if !children.isEmpty && !pages {
            let bar = TabBar(items: items, selected: selected, metrics: metrics).named("TabBar")
            let nodes = resolver.nodes(of: bar)
            bars.bottom = BarPlacements.Bar(
                index: children.count, height: metrics.reservedHeight, extendsUnderInset: true,
                clearance: metrics.clearance)
            children.append(
                nodes.count == 1
                    ? nodes.first! : resolver.addNode(makeLayoutBox(ZStackLayout(), name: "ZStack"), children: nodes))
        }
        resolver.stackAxis = savedAxis
        let layout = BarContainerLayout(top: 0, bottom: pages ? 0 : metrics.reservedHeight, bars: bars)
        let node = resolver.addNode(makeLayoutBox(layout, name: "TabView"), children: children[...])
        if children.isEmpty { resolver.tree.emptyContainers.insert(node) }
        resolver.outputs.append(node)
    }
}

/// A tab of a ``TabView`` (iOS 18): its content, and the icon and title its tab bar item
/// shows.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     Tab("Inbox", systemImage: "tray", value: 1) { InboxView() }.badge(3)
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: PrimitiveView {
    let content: Content
    let trait: TabItemTrait

    public static func _makeNodes(_ view: Tab, into resolver: inout _ViewResolver) {
        let trait = view.trait
        resolver.modifyEach(view.content) { tree, node in
            tree.mergeTabItem(node) {
                $0.label = trait.label ?? $0.label
                $0.value = trait.value ?? $0.value
                if trait.isSearch { $0.isSearch = true }
            }
        }
    }
}

/// What a tab is for: `.search` (iOS 26 shows it as a circle apart from the other tabs:
/// TabBar.swift).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, set apart at the trailing end of the tab bar on iOS 26.
    public static let search = TabRole(name: "search")
}

extension Tab where Label == Never {
    /// A tab titled `title` with the SF Symbol `systemImage`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(icon: Image(systemName: systemImage), title: Text(verbatim: String(title))),
            value: AnyHashable(value))
    }

    /// A tab titled `title` with the image named `image`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(icon: Image(image), title: Text(verbatim: String(title))), value: AnyHashable(value))
    }

    /// A tab with a role (`.search`: a magnifying glass titled "Search").
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(
                icon: Image(systemName: "magnifyingglass"), title: role == .search ? Text(verbatim: "Search") : nil),
            value: AnyHashable(value), isSearch: role == .search)
    }
}

extension Tab where Value == Never, Label == Never {
    /// A tab titled `title` with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(icon: Image(systemName: systemImage), title: Text(verbatim: String(title))))
    }

    /// A tab titled `title` with the SF Symbol `systemImage` and a role.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(icon: Image(systemName: systemImage), title: Text(verbatim: String(title))),
            isSearch: role == .search)
    }

    /// A tab with a role (`.search`: a magnifying glass titled "Search").
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.trait = TabItemTrait(
            label: TabItemLabel(
                icon: Image(systemName: "magnifyingglass"), title: role == .search ? Text(verbatim: "Search") : nil),
            isSearch: role == .search)
    }
}

extension Tab {
    /// A tab selected by `value` whose tab bar item is `label` (an icon and a title inside:
    /// a `Label`, or an `Image` and a `Text`).
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.trait = TabItemTrait(label: TabItemLabel(reading: label()), value: AnyHashable(value))
    }
}

extension Tab where Value == Never {
    /// A tab whose tab bar item is `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.trait = TabItemTrait(label: TabItemLabel(reading: label()))
    }
}

extension View {
    /// The tab's item in the enclosing TabView's bar: the icon and title inside `label` (a
    /// `Label`, or an `Image` and a `Text`), drawn in the bar's style.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = TabItemLabel(reading: label())
        return attribute { tree, node in tree.mergeTabItem(node) { $0.label = item } }
    }

    /// A count on this view's tab item (a red capsule); 0 shows none. Not drawn on list rows
    /// here; no layout effect on the view itself.
    public func badge(_ count: Int) -> some View {
        badgeText(count == 0 ? nil : String(count))
    }

    /// A label on this view's tab item; `nil` shows none.
    public func badge(_ label: Text?) -> some View { badgeText(label?.content) }

    /// A label on this view's tab item; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View { badgeText(key.map { Text($0).content }) }

    /// A label on this view's tab item; `nil` shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badgeText(label.map { String($0) }) }

    private func badgeText(_ text: String?) -> some View {
        attribute { tree, node in tree.mergeTabItem(node) { $0.badge = text } }
    }
}

extension EnvironmentValues {
    /// Whether the view is a tab of a TabView (iOS 26 keeps a tab's search field under its
    /// navigation bar: Searchable.swift).
    var isInTabView: Bool {
        get { self[IsInTabViewKey.self] }
        set { self[IsInTabViewKey.self] = newValue }
    }
}

private struct IsInTabViewKey: EnvironmentKey {
    static let defaultValue = false
}

extension LayoutTree {
    /// Updates the tab item trait of `node` (a view's `tabItem` and `badge` both write it).
    func mergeTabItem(_ node: Int32, _ update: (inout TabItemTrait) -> Void) {
        var trait = layoutValue(TabItemTraitKey.self, node: node) ?? TabItemTrait()
        update(&trait)
        setLayoutValue(TabItemTraitKey.self, trait, of: node)
    }
}
