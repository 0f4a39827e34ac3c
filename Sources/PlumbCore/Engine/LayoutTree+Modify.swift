import Foundation

// "What if": changing one view of a resolved tree as an edit of its source would, to lay the
// tree out again and compare. `plumb explain` predicts each remedy this way: the prediction
// is an actual layout of the changed tree, not arithmetic done beside the engine.

extension LayoutTree {
    /// Applies modifiers to the view at `node`, as if the source had written them right
    /// after that view, and invalidates what the change can affect (the path to the root).
    ///
    /// `body` receives a stand-in for the existing view (its subtree is kept, not resolved
    /// again) and returns it modified:
    ///
    /// ```swift
    /// tree.modify(headline) { $0.layoutPriority(1) }                    // a trait: no new node
    /// tree.modify(headline) { $0.fixedSize(horizontal: true, vertical: false) }
    /// tree.layout(in: canvas, scale: 3)                                  // what would happen
    /// ```
    ///
    /// New modifier nodes wrap the old subtree and take its place in its parent; the
    /// wrapped view keeps its node number and the wrappers carry its traits (layout
    /// priority) as usual. Modifiers that write the environment (`font`, `lineLimit`)
    /// change nothing here, because the subtree was resolved already: replace a leaf with
    /// ``replace(_:with:)`` for those (for a Text, with `Text._resolved(_:)`).
    ///
    /// - Returns: the node now at the view's place (the outermost new wrapper, or `node`).
    @discardableResult
    public func modify<V: View>(_ node: NodeID, _ body: (_ExistingView) -> V) -> NodeID {
        let target = node.rawValue
        precondition(
            target >= 0 && Int(target) < computers.count && !flags[target].contains(.dead), "modify: no such node")
        let parent = parents[target]
        viewsResolved = computers.count
        var resolver = _ViewResolver(tree: self, environment: environment, nesting: nesting(of: parent))
        resolver.stackAxis = stackAxis(above: target)
        resolver.takeDirection(of: target)
        resolver.resolve(body(_ExistingView(node: target)))
        precondition(resolver.outputs.count == 1, "modify: the modified view must resolve to exactly one view")
        let outer = resolver.outputs[0]
        if outer != target {
            parents[outer] = parent
            if parent >= 0 {
                let start = childStart[parent]
                for i in 0..<childCount[parent] where childList[start + i] == target { childList[start + i] = outer }
                // The parent's cached spacing and distribution are about the old child.
            } else {
                root = NodeID(outer)
            }
        }
        invalidatePath(from: target)
        return NodeID(outer)
    }

    /// The length along `axis` that `node` answers to `proposal`, as a stack probes it
    /// (a Text's minimum width is 0, SPEC §2), asked outside any layout and not traced.
    /// Call it after a layout: the answer is the engine's own (memoised like any other).
    public func lengthThatFits(_ node: NodeID, _ proposal: ProposedViewSize, axis: Axis) -> CGFloat {
        precondition(node.rawValue >= 0 && Int(node.rawValue) < computers.count, "lengthThatFits: no such node")
        let wasTracing = isTracing
        isTracing = false
        defer { isTracing = wasTracing }
        return length(node.rawValue, proposal, axis)
    }
}

/// A view that stands for a node already in a tree: what ``LayoutTree/modify(_:_:)`` hands
/// its closure. Not part of SwiftUI's API.
public struct _ExistingView: PrimitiveView {
    let node: Int32

    public static func _makeNodes(_ view: _ExistingView, into resolver: inout _ViewResolver) {
        resolver.outputs.append(view.node)
    }
}

extension Text {
    /// A Text laid out exactly as `request` says (its string, font, line limit, truncation,
    /// alignment and line spacing), whatever the environment: to replace a Text of a tree
    /// with one setting changed (``LayoutTree/content(of:)`` and ``LayoutTree/rule(of:)``
    /// give the request). Not part of SwiftUI's API.
    public static func _resolved(_ request: TextLayoutRequest) -> some View {
        _RequestText(request: request)
    }
}

struct _RequestText: PrimitiveView {
    let request: TextLayoutRequest

    static func _makeNodes(_ view: _RequestText, into resolver: inout _ViewResolver) {
        resolver.addLeaf(TextComputer(request: view.request, measurer: resolver.environment.textMeasurer))
    }
}
