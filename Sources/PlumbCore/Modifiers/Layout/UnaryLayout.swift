import Foundation

/// A layout modifier with exactly one subview (frame, padding, offset...), described by
/// where it puts its child: the engine derives placement and explicit guides from that.
///
/// Like SwiftUI's `UnaryLayout`: the modifier's explicit guides are its child's, moved by
/// the child's position inside it (so a Text's baseline still aligns through a frame or
/// padding), and its spacing preferences are its child's unless it says otherwise.
protocol UnaryLayout: BuiltinLayout where Cache == Void {
    /// The modifier's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize

    /// Where the child goes in `bounds` (its top-leading corner) and what it is proposed.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement

    /// The modifier's spacing preferences, given its child's.
    func spacing(child: LayoutSubview) -> ViewSpacing

    /// Where the child sits for its explicit guides; the same as `childPlacement` except
    /// for `offset`, which moves the drawing and not the guides.
    func guidePlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement
}

/// Where a unary modifier puts its child.
struct ChildPlacement {
    var origin: CGPoint
    var proposal: ProposedViewSize
}

extension UnaryLayout {
    static var _guidePropagation: _GuidePropagation { .unary }

    func spacing(child: LayoutSubview) -> ViewSpacing { child.spacing }

    func guidePlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        childPlacement(in: bounds, proposal: proposal, child: child)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeThatFits(proposal, child: subviews[subviews.startIndex])
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let child = subviews[subviews.startIndex]
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        child.place(at: placement.origin, anchor: .topLeading, proposal: placement.proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        spacing(child: subviews[subviews.startIndex])
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        childExplicitAlignment(guide.key, in: bounds, proposal: proposal, child: subviews[subviews.startIndex])
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childExplicitAlignment(guide.key, in: bounds, proposal: proposal, child: subviews[subviews.startIndex])
    }

    /// The child's explicit value for `key`, moved by the child's position in the modifier.
    func childExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview
    ) -> CGFloat? {
        let placement = guidePlacement(in: bounds, proposal: proposal, child: child)
        guard let value = child.dimensions(in: placement.proposal)[explicit: key] else { return nil }
        return (key.axis == .horizontal ? placement.origin.x : placement.origin.y) + value
    }

    /// The child's origin when `alignment` of the child meets `alignment` of a frame of
    /// `size` at `origin`: the frame's default guides against the child's guides (explicit
    /// or default), as SwiftUI's `commonPlacement` does.
    func aligned(_ alignment: Alignment, in bounds: CGRect, child: LayoutSubview, proposal: ProposedViewSize) -> CGPoint
    {
        let h = alignment.horizontal.key, v = alignment.vertical.key
        let (_, x, y) = child.sizeAndGuides(h, v, in: proposal)
        return CGPoint(
            x: bounds.minX + h.defaultValue(width: bounds.width, height: bounds.height) - x,
            y: bounds.minY + v.defaultValue(width: bounds.width, height: bounds.height) - y)
    }
}

/// A view modifier that wraps each view of its content in a layout node.
struct LayoutModifierView<Content: View, L: BuiltinLayout>: PrimitiveView {
    let content: Content
    let layout: L
    let name: String
    /// A problem with the modifier's arguments, reported once per node when resolved.
    var warning: String?

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.wrapEach(view.content, in: view.layout, name: view.name, warning: view.warning)
    }
}

extension _ViewResolver {
    /// Resolves `content` and wraps each node it produced in a node of `layout`, named `name`;
    /// `warning` (a problem with the modifier's arguments) is reported once per node.
    mutating func wrapEach<Content: View, L: BuiltinLayout>(
        _ content: Content, in layout: L, name: String, warning: String?
    ) {
        let mark = outputs.count
        wrapEach(content) { makeLayoutBox(layout, name: name) }
        if let warning {
            for node in outputs[mark...] { tree.warn(warning, node: node) }
        }
    }
}

extension View {
    /// Wraps this view in `layout`, a modifier named `name` in traces.
    func modifier<L: BuiltinLayout>(layout: L, name: String, warning: String? = nil) -> LayoutModifierView<Self, L> {
        LayoutModifierView(content: self, layout: layout, name: name, warning: warning)
    }
}

extension LayoutSubview {
    /// Whether frames around the subview keep its spacing (it is a Spacer).
    var projectsSpacing: Bool { tree.flags[node].contains(.projectsSpacing) }
}
