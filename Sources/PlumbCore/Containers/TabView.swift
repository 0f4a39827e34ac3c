import Foundation

/// The tab bar's height above the safe area's bottom.
let tabBarHeight: CGFloat = 49

/// A view that shows one of its children (the first: Plumb renders the initial state) above
/// a tab bar (iOS), and a container for `containerRelativeFrame`.
///
/// Contract: it takes its whole proposal. The tab bar is 49 points tall above the safe
/// area's bottom (the classic iOS tab bar; "tabBar 49" in the device tables of
/// https://juejin.cn/post/6968336931776102414), so the selected tab's content is proposed
/// the proposal minus 49 at the bottom and centred in the rest, which is also the size views
/// inside see with `containerRelativeFrame` (SPEC §5: a TabView tab is a container). The
/// other tabs are not shown: they are left out of the layout. Each child is a tab (a
/// `ForEach` gives one tab an element); `tabItem` and `tag` are accepted and not drawn. The
/// bar itself is not drawn either (judgement call: Plumb draws views, not system chrome).
public struct TabView<Content: View>: PrimitiveView {
    let content: Content

    public init<Selection: Hashable>(selection: Binding<Selection>? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: TabView, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(BarContainerLayout(top: 0, bottom: tabBarHeight), name: "TabView"), content: view.content)
    }
}

extension View {
    /// The tab's label in the enclosing TabView's bar. Accepted; the bar is not drawn.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View { self }

    /// A count shown on this view's tab or list row. Not drawn; no layout effect.
    public func badge(_ count: Int) -> some View { self }

    /// A label shown on this view's tab or list row. Not drawn; no layout effect.
    public func badge(_ label: Text?) -> some View { self }

    /// A label shown on this view's tab or list row. Not drawn; no layout effect.
    public func badge(_ key: LocalizedStringKey?) -> some View { self }

    /// A label shown on this view's tab or list row. Not drawn; no layout effect.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
