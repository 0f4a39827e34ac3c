import Foundation

/// `fixedSize`: the view's ideal size on the fixed axes, whatever it is offered (SPEC §5).
///
/// Contract: proposes `nil` on the fixed axes (the parent's proposal on the others) and
/// answers the child's answer; the child is centred in the frame the parent gives, so it
/// overflows instead of shrinking. (OpenSwiftUI `FixedSizeLayout.swift`; seed 001.)
struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        let size = child.sizeThatFits(childProposal)
        return ChildPlacement(
            origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: childProposal)
    }
}

extension FixedSizeLayout: DescribedLayout {
    /// `fixedSize()` on both axes, else `fixedSize(horizontal: true, vertical: false)`.
    var nodeDescription: NodeDescription {
        let code =
            horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        return NodeDescription(.fixedSize(horizontal: horizontal, vertical: vertical), code: code)
    }
}

extension View {
    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), name: "fixedSize")
    }

    /// Fixes this view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}
