import Foundation

/// `frame(width:height:alignment:)`: a rigid frame (SPEC §3).
///
/// Contract, per given dimension: proposes that value to the child and answers it whatever
/// the child chose; a dimension not given passes the proposal through and answers the
/// child's. The child is placed by `alignment` (centre by default) and may overflow: a
/// frame never clips. (OpenSwiftUI `FrameLayout.swift`.)
struct FrameLayout: UnaryLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var _sizeIgnoresProposal: Bool { width != nil && height != nil }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        return ChildPlacement(
            origin: aligned(alignment, in: bounds, child: child, proposal: childProposal), proposal: childProposal)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// A frame resets the spacing of the axes it sets (unless it frames a Spacer).
    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        guard !child.projectsSpacing else { return spacing }
        var edges: AbsoluteEdges = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension View {
    /// A frame of fixed `width` and/or `height` around this view (SPEC §3).
    ///
    /// Negative or non-finite dimensions are reported as "invalid frame dimension" and
    /// treated as SwiftUI treats them: a non-finite one as not given, a negative one as 0.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        func valid(_ v: CGFloat?) -> (CGFloat?, Bool) {
            guard let v else { return (nil, true) }
            if !v.isFinite { return (nil, false) }
            if v < 0 { return (0, false) }
            return (v, true)
        }
        let (w, wOK) = valid(width)
        let (h, hOK) = valid(height)
        let warning = wOK && hOK
            ? nil
            : "invalid frame dimension (negative or non-finite): frame(width: \(width.map { "\($0)" } ?? "nil"), height: \(height.map { "\($0)" } ?? "nil"))"
        return modifier(layout: FrameLayout(width: w, height: h, alignment: alignment), name: "frame", warning: warning)
    }
}
