import Foundation

/// The layout of containers that show one view beside a system bar: a NavigationStack (a
/// navigation bar on top) and a TabView (a tab bar at the bottom).
///
/// Contract: it takes its whole proposal (its content's size plus the bars where a dimension
/// is `nil`). Its first subview is proposed the proposal minus `top` and `bottom` and centred
/// in that area, as a hosting controller centres its root view; the area is also the size
/// views inside see with `containerRelativeFrame` (SPEC §5). Other subviews are not shown
/// (a TabView's other tabs). The bars themselves are not drawn.
struct BarContainerLayout: Layout {
    /// The lengths the bars take from the top and the bottom.
    let top: CGFloat
    let bottom: CGFloat

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    static var _guidePropagation: _GuidePropagation { .none }
    static var _isSizeContainer: Bool { true }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max($0 - top - bottom, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = contentProposal(proposal)
        subviews.tree.setContainerSize(ContainerSize(width: inner.width, height: inner.height), of: subviews.parent)
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let content = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + top + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let area = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width,
                          height: max(bounds.height - top - bottom, 0))
        subviews.tree.setContainerSize(ContainerSize(width: area.width, height: area.height), of: subviews.parent)
        for (i, subview) in subviews.enumerated() {
            if i == 0 {
                subview.place(at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
            } else {
                subview._exclude()
            }
        }
    }
}
