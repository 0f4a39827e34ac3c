import Foundation

/// A view that overlays its children, aligning them in both axes (SPEC §5).
///
/// Contract: every child is proposed the stack's proposal; only the children of the
/// highest layout priority decide its size: the bounding box of those children with their
/// alignment guides at one point, not clamped to the proposal. At placement every child is
/// proposed the stack's size and aligned to that point. A ZStack of one child is that child
/// (SwiftUI skips the layout); an empty one takes the whole proposal like a colour.
/// (Decompiled `_ZStackLayout`, see the research notes in docs/evidence.md.)
public struct ZStack<Content: View>: PrimitiveView {
    // Usable from the inlinable initializer, so that a stack's type is made where it is
    // written, not looked up at run time (see `FixedFrameView`).
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    /// An overlay of what `content` builds, back to front, aligned by `alignment`.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    public static func _makeNodes(_ view: ZStack, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(view.layout, name: "ZStack"), content: view.content)
    }
}

/// The layout of ``ZStack``.
public struct ZStackLayout: Layout {
    /// How the children are aligned with each other.
    public var alignment: Alignment

    /// An overlay layout, to call with content or to pass to `AnyLayout`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    static var _guidePropagation: _GuidePropagation { .merging }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if subviews.isEmpty { return proposal.replacingUnspecifiedDimensions() }
        if subviews.count == 1 { return subviews[subviews.startIndex].sizeThatFits(proposal) }
        let top = subviews.map(\.priority).max()!
        var lead = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        var trail = lead
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            lead.x = max(lead.x, gx)
            lead.y = max(lead.y, gy)
            trail.x = max(trail.x, d.width == .infinity ? .infinity : d.width - gx)
            trail.y = max(trail.y, d.height == .infinity ? .infinity : d.height - gy)
        }
        return CGSize(width: lead.x + trail.x, height: lead.y + trail.y)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.count == 1 {
            subviews[subviews.startIndex].place(at: bounds.origin, proposal: proposal)
            return
        }
        guard let top = subviews.map(\.priority).max() else { return }
        let childProposal = ProposedViewSize(bounds.size)
        var point = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: childProposal)
            point.x = max(point.x, d[alignment.horizontal])
            point.y = max(point.y, d[alignment.vertical])
        }
        for subview in subviews {
            let d = subview.dimensions(in: childProposal)
            let x = bounds.minX + point.x - d[alignment.horizontal]
            let y = bounds.minY + point.y - d[alignment.vertical]
            subview.place(at: CGPoint(x: x, y: y), proposal: childProposal)
        }
    }
}
