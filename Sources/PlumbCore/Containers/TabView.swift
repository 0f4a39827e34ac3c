import Foundation

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
        resolver.addContainer(makeLayoutBox(TabViewLayout(), name: "TabView"), content: view.content)
    }
}

/// The layout of ``TabView``: the first subview in the area above the tab bar.
struct TabViewLayout: Layout {
    /// The tab bar's height above the safe area's bottom.
    static let barHeight: CGFloat = 49

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    static var _guidePropagation: _GuidePropagation { .none }
    static var _isSizeContainer: Bool { true }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max($0 - TabViewLayout.barHeight, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = contentProposal(proposal)
        subviews.tree.setContainerSize(ContainerSize(width: inner.width, height: inner.height), of: subviews.parent)
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let content = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: proposal.width ?? content.width,
                      height: proposal.height ?? content.height + TabViewLayout.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                          height: max(bounds.height - TabViewLayout.barHeight, 0))
        subviews.tree.setContainerSize(ContainerSize(width: area.width, height: area.height), of: subviews.parent)
        for (i, subview) in subviews.enumerated() {
            if i == subviews.startIndex {
                subview.place(at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
            } else {
                subview._exclude()
            }
        }
    }
}

extension View {
    /// The tab's label in the enclosing TabView's bar. Accepted; the bar is not drawn.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View { self }
}
