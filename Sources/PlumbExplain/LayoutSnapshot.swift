import Foundation
import PlumbCore

/// The facts of one traced layout, indexed by node: frames, the proposals each view was
/// asked with their answers, the proposal it was placed with, the stacks' distributions and
/// the Texts' lines, all as the engine recorded them.
struct LayoutSnapshot {
    let tree: LayoutTree
    let canvas: CGSize
    /// The placed views, depth first.
    let order: [NodeID]
    let depth: [NodeID: Int]
    let parent: [NodeID: NodeID]
    let children: [NodeID: [NodeID]]
    /// Unrounded canvas frames, and frames rounded to the pixel grid.
    let frames: [NodeID: CGRect]
    let rounded: [NodeID: CGRect]
    let placedWith: [NodeID: ProposedViewSize]
    let proposals: [NodeID: [ProposalEvent]]
    let texts: [NodeID: [TextLayoutEvent]]
    let distributions: [NodeID: [StackDistributionEvent]]
    /// What each view says about itself: its rule and how source writes it.
    let descriptions: [NodeID: NodeDescription]

    /// Reads a tree laid out with ``LayoutTree/tracing`` on.
    init(tree: LayoutTree) {
        self.tree = tree
        canvas = tree.canvasSize
        var order: [NodeID] = [], depth: [NodeID: Int] = [:], parent: [NodeID: NodeID] = [:]
        var children: [NodeID: [NodeID]] = [:]
        var frames: [NodeID: CGRect] = [:], rounded: [NodeID: CGRect] = [:],
            placedWith: [NodeID: ProposedViewSize] = [:]
        var descriptions: [NodeID: NodeDescription] = [:]
        func walk(_ view: LaidOutView, _ d: Int) {
            let node = view.node
            order.append(node)
            depth[node] = d
            frames[node] = tree.unroundedFrame(of: node)
            rounded[node] = view.frame
            placedWith[node] = tree.placementProposal(of: node)
            descriptions[node] = tree.nodeDescription(of: node)
            children[node] = view.children.map(\.node)
            for child in view.children {
                parent[child.node] = node
                walk(child, d + 1)
            }
        }
        walk(tree.result().root, 0)
        var proposals: [NodeID: [ProposalEvent]] = [:]
        for event in tree.trace {
            if case .proposal(let p) = event { proposals[p.node, default: []].append(p) }
        }
        (self.order, self.depth, self.parent, self.children) = (order, depth, parent, children)
        (self.frames, self.rounded, self.placedWith, self.descriptions) = (frames, rounded, placedWith, descriptions)
        self.proposals = proposals
        texts = Dictionary(grouping: tree.textTrace, by: \.node)
        distributions = Dictionary(grouping: tree.distributionTrace, by: \.stack)
    }

    func nodeDescription(_ node: NodeID) -> NodeDescription { descriptions[node] ?? tree.nodeDescription(of: node) }

    func rule(_ node: NodeID) -> NodeRule { nodeDescription(node).rule }

    func size(_ node: NodeID) -> CGSize { frames[node]?.size ?? .zero }

    /// How sentences name a view: `Text "headline"` by its id, otherwise as written in source
    /// (`frame(width: 100, height: 100)`, `Text("3 min ago")`), otherwise its type.
    func label(_ node: NodeID) -> String {
        let type = tree.typeName(of: node)
        if let id = tree.id(of: node) { return "\(type) \"\(id)\"" }
        return code(node) ?? type
    }

    /// The view as source writes it (`frame(width: 100)`), or `nil`. A List or Form is laid
    /// out as a vertical ScrollView, and a control (a Toggle's row) as a stack: they are named
    /// by their type.
    func code(_ node: NodeID) -> String? {
        if case .scrollView = rule(node), tree.typeName(of: node) != "ScrollView" { return nil }
        if case .stack = rule(node), !["HStack", "VStack"].contains(tree.typeName(of: node)) { return nil }
        return nodeDescription(node).code
    }

    /// The Text layout behind the view's final size: the one for the proposal it was
    /// placed with (the last computed, if none matches).
    func text(_ node: NodeID) -> TextLayoutEvent? {
        guard let events = texts[node] else { return nil }
        if let p = placedWith[node], let match = events.last(where: { $0.proposal == p }) { return match }
        return events.last
    }

    /// The distribution behind a stack's placement: a stack places its children with the
    /// distribution for its placement proposal, where an unspecified cross dimension
    /// becomes its own size (SwiftUI's `proposalWhenPlacing`).
    func distribution(_ stack: NodeID) -> StackDistributionEvent? {
        guard let events = distributions[stack] else { return nil }
        if var p = placedWith[stack], let axis = events.last?.axis {
            let cross = axis == .horizontal ? Axis.vertical : .horizontal
            if p[cross] == nil { p[cross] = cross == .horizontal ? size(stack).width : size(stack).height }
            if let match = events.last(where: { $0.proposal == p }) { return match }
        }
        return events.last
    }

    /// The node's ancestors, nearest first.
    func ancestors(_ node: NodeID) -> [NodeID] {
        var out: [NodeID] = []
        var n = parent[node]
        while let p = n {
            out.append(p)
            n = parent[p]
        }
        return out
    }

    /// The stack child that is `node` or wraps it: walking up through modifiers (nodes with
    /// one child) to a child of a stack. `nil` when there is none.
    func stackChild(_ node: NodeID) -> NodeID? {
        var n = node
        while let p = parent[n] {
            if case .stack = rule(p), distribution(p) != nil { return n }
            guard isWrapper(p, of: n) else { return nil }
            n = p
        }
        return nil
    }
}

extension LayoutSnapshot {
    /// Whether `parent` is a modifier around `child`: modifiers are named in lower case
    /// (`frame`, `padding`), containers in upper case (`VStack`); a background's or an
    /// overlay's primary view is its first child.
    func isWrapper(_ parent: NodeID, of child: NodeID) -> Bool {
        let type = tree.typeName(of: parent)
        guard let first = type.first, first.isLowercase else { return false }
        return children[parent]?.first == child
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
