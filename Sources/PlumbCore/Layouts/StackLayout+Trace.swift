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
        subviews.recordDistribution(
            StackDistributionEvent(
                stack: NodeID(subviews.parent), axis: majorAxis, proposal: proposal, available: available,
                groups: groups, children: shares, traceIndex: 0))
    }
}

/// Hears a distribution as it happens: the length shared, each priority group's start, and
/// what each turn found. The stack's distribution is generic over it, so that the untraced
/// distribution, specialised for ``NoStackDistributionRecord``, is the loop with nothing added.
protocol StackDistributionRecorder {
    mutating func share(_ available: CGFloat)
    mutating func group(_ priority: Double, start: CGFloat, adjustment: CGFloat)
    mutating func turn(remaining: CGFloat, waiting: Int)
}

/// Records nothing: the distribution when the tree is not tracing.
struct NoStackDistributionRecord: StackDistributionRecorder {
    @inline(__always) mutating func share(_ available: CGFloat) {}
    @inline(__always) mutating func group(_ priority: Double, start: CGFloat, adjustment: CGFloat) {}
    @inline(__always) mutating func turn(remaining: CGFloat, waiting: Int) {}
}

/// Records the distribution for ``LayoutTree/distributionTrace``.
struct StackDistributionRecord: StackDistributionRecorder {
    var available: CGFloat?
    var groups: [StackDistributionEvent.Group] = []
    var turns: [(remaining: CGFloat, waiting: Int)] = []

    mutating func share(_ available: CGFloat) { self.available = available }

    mutating func group(_ priority: Double, start: CGFloat, adjustment: CGFloat) {
        groups.append(StackDistributionEvent.Group(priority: priority, start: start, adjustment: adjustment))
    }

    mutating func turn(remaining: CGFloat, waiting: Int) { turns.append((remaining, waiting)) }
}

extension LayoutSubviews {
    /// Whether the tree records its negotiation.
    @inline(__always)
    var isTracing: Bool { treeRef._withUnsafeGuaranteedRef { $0.isTracing } }
}
