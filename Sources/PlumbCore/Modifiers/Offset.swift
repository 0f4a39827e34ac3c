import Foundation

/// `offset`: moves a view's drawing and reported geometry without changing layout (SPEC §5).
///
/// Contract: answers the child's size for the same proposal; the child is placed at the
/// offset from where it would be; the parent's layout and alignment are unchanged (seed 004
/// §3.6, measured: an offset purple square overlaps its neighbour).
struct OffsetLayout: UnaryLayout {
    let offset: CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        ChildPlacement(
            origin: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }

    func guidePlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }
}

extension View {
    /// Moves this view by `offset` without changing layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(layout: OffsetLayout(offset: offset), name: "offset")
    }

    /// Moves this view by `x` and `y` without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
