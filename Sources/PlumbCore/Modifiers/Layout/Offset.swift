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

extension OffsetLayout: DescribedLayout {
    /// `offset(x: 10, y: 0)`.
    var nodeDescription: NodeDescription {
        NodeDescription(
            .offset(offset), code: "offset(x: \(sourceLength(offset.width)), y: \(sourceLength(offset.height)))")
    }
}

extension View {
    /// Moves this view by `offset` without changing layout.
    /// A non-finite component is 0, with a warning (`InvalidLength`).
    public func offset(_ offset: CGSize) -> some View {
        let valid = CGSize(
            width: InvalidLength.finite(offset.width, or: 0), height: InvalidLength.finite(offset.height, or: 0))
        let warning =
            valid == offset
            ? nil
            : InvalidLength.warning(
                "offset(x: \(InvalidLength.text(offset.width)), y: \(InvalidLength.text(offset.height)))",
                replacedBy: "0")
        return modifier(layout: OffsetLayout(offset: valid), name: "offset", warning: warning)
    }

    /// Moves this view by `x` and `y` without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
