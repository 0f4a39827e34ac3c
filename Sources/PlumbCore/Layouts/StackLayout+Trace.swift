import Foundation

extension StackLayout {
    /// Records a distribution the stack just made (only called when the tree is tracing):
    /// each child's probes, group, turn, the length left and the children waiting when its
    /// turn came, and what it was proposed and answered. `turns[k]` is what the k-th child
    /// served found; `groups` are the priority groups in serving order.
    @inline(never)
    func record(
        _ proposal: ProposedViewSize, available: CGFloat?, _ subviews: LayoutSubviews,
        _ children: UnsafeMutableBufferPointer<Child>, _ groups: [StackDistributionEvent.Group],
        _ turns: [(remaining: CGFloat, waiting: Int)]
    ) {
        let first = subviews.startIndex
        var shares = (0..<children.count).map { i -> StackDistributionEvent.Child in
            let child = children[i]
            return StackDistributionEvent.Child(
                node: NodeID(subviews[first + i].node), gap: child.gap, priority: child.priority,
                minimum: child.minLength.isNaN ? nil : child.minLength,
                maximum: child.maxLength.isNaN ? nil : child.maxLength,
                group: 0, turn: i, remaining: nil, waiting: nil, proposal: child.proposal, size: child.size)
        }
        if !turns.isEmpty {
            for k in 0..<children.count {
                let i = Int(children[k].order)
                shares[i].turn = k
                shares[i].remaining = turns[k].remaining
                shares[i].waiting = turns[k].waiting
                shares[i].group = groups.firstIndex { $0.priority == children[i].priority } ?? 0
            }
        }
        subviews.tree.recordDistribution(StackDistributionEvent(
            stack: NodeID(subviews.parent), axis: majorAxis, proposal: proposal, available: available,
            groups: groups, children: shares, traceIndex: 0))
    }
}

extension LayoutSubviews {
    /// Whether the tree records its negotiation.
    @inline(__always)
    var isTracing: Bool { treeRef._withUnsafeGuaranteedRef { $0.isTracing } }
}
