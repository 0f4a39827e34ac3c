import Foundation

/// How one node of the resolved tree answers the layout queries: its size for a proposal,
/// where its children go, its spacing preferences and its explicit alignment guides.
///
/// Leaves (Color, shapes, Text, Image, Spacer, Divider) subclass it directly. Every
/// container and layout modifier is a ``LayoutBox`` around a ``Layout``, the protocol users
/// implement: the engine has one way to lay out children.
///
/// Measuring is pure: a computer answers from its inputs, its children's answers and the
/// container values on its path (ContainerValues.swift), and never changes the tree while
/// measuring.
class LayoutComputer {
    /// The view's type as traces and printed trees show it: `HStack`, `Color`, `frame`.
    var typeName: String { "View" }

    /// What the node draws, for renderers (leaves only).
    var content: ViewContent? { nil }

    /// The node's rule and spelling for explain (``NodeDescription``), or `nil` to be named by
    /// its type. A leaf overrides it in its own file; a layout's box asks its layout
    /// (``DescribedLayout``).
    var nodeDescription: NodeDescription? { nil }

    /// The node's size for `proposal`. Leaves default to SwiftUI's default engine: the
    /// proposal, with 10 for each unspecified dimension.
    func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The node's length along `axis` for `proposal`, as stacks probe it.
    func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, node: Int32, tree: LayoutTree) -> CGFloat {
        let size = tree.size(node, proposal)
        return axis == .horizontal ? size.width : size.height
    }

    /// Places the node's children within `bounds` (canvas coordinates) through `LayoutSubview.place`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {}

    /// Called before the node's children are placed, if ``buildsChildrenWhenPlaced``: a
    /// GeometryReader builds its content here.
    func willPlaceSubviews(in bounds: CGRect, node: Int32, tree: LayoutTree) {}

    /// Forgets what the node's layout cached about its children (a child changed).
    func invalidateCache(node: Int32, tree: LayoutTree) {}

    /// Whether the node builds its children when placed (a GeometryReader).
    var buildsChildrenWhenPlaced: Bool { false }

    /// The container values this node reads (its answers depend on them) and those it writes
    /// for its subtree without reading them from above (ContainerValues.swift).
    var containerValueUse: ContainerValueUse { ContainerValueUse() }

    /// Whether the node answers the same size to every proposal (one memo slot serves all).
    var sizeIgnoresProposal: Bool { false }

    /// Whether the node's size is its proposal with 10 for an unspecified dimension (SwiftUI's
    /// default for greedy leaves: Color, shapes). The engine then answers without calling
    /// ``sizeThatFits(_:node:tree:)`` or keeping a memo: the answer costs less than a lookup.
    var sizeIsProposal: Bool { false }

    /// Whether ``lengthThatFits(_:axis:node:tree:)`` differs from the size's length (Text).
    /// The engine answers other nodes' length probes from their memo without calling them.
    var hasOwnLength: Bool { false }

    /// The node's spacing preferences. Leaves default to a plain view's.
    func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing { .plainView }

    /// The node's explicit value for `key` at `size`, relative to its own origin.
    func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? { nil }

    /// The guides this node may answer explicitly, given its children's masks (see
    /// `LayoutTree.guideBit`). Leaves answer none.
    func guideMask(childMask: UInt64) -> UInt64 { 0 }

    /// The layout priority a view of this kind has unless `layoutPriority(_:)` says otherwise.
    var defaultPriority: Double { 0 }

    /// Whether frames around this view keep its spacing (SwiftUI's `requiresSpacingProjection`:
    /// only Spacers do, so a framed Spacer still asks for no gap).
    var projectsSpacing: Bool { false }

    /// The stack axis this node sets for its children (a `Spacer` in it extends along it), or
    /// `nil` to leave the enclosing one. Only containers set one.
    var stackOrientationForChildren: Axis?? { nil }
}
