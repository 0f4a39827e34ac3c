import Foundation

/// `position`: centres a view at a point of the space it is offered (SPEC §5).
///
/// Contract: answers its whole proposal (the child's size for an unspecified dimension),
/// proposes its size to the child, and places the child's centre at the point, in its own
/// coordinates. Its spacing is a plain view's. (OpenSwiftUI `PositionLayout.swift`.)
struct PositionLayout: UnaryLayout {
    let position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let size = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = ProposedViewSize(bounds.size)
        let size = child.sizeThatFits(childProposal)
        return ChildPlacement(
            origin: CGPoint(
                x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
            proposal: childProposal)
    }

    func spacing(child: LayoutSubview) -> ViewSpacing { .plainView }
}

extension PositionLayout: DescribedLayout {
    /// `position(x: 50, y: 20)`.
    var nodeDescription: NodeDescription {
        NodeDescription(
            .position(position), code: "position(x: \(sourceLength(position.x)), y: \(sourceLength(position.y)))")
    }
}

extension View {
    /// Centres this view at `position` in the space its parent offers.
    /// A non-finite coordinate is 0, with a warning (`InvalidLength`).
    public func position(_ position: CGPoint) -> some View {
        let valid = CGPoint(x: InvalidLength.finite(position.x, or: 0), y: InvalidLength.finite(position.y, or: 0))
        let warning =
            valid == position
            ? nil
            : InvalidLength.warning(
                "position(x: \(InvalidLength.text(position.x)), y: \(InvalidLength.text(position.y)))", replacedBy: "0")
        return modifier(layout: PositionLayout(position: valid), name: "position", warning: warning)
    }

    /// Centres this view at (`x`, `y`) in the space its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
