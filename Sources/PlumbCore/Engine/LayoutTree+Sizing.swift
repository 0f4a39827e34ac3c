import Foundation

extension LayoutTree {
    /// The size `node` answers to `proposal`: from its memo when it was asked this before,
    /// otherwise from its computer (and then memoised). SPEC §1.1–1.2.
    @inline(__always)
    func size(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        let nodeFlags = flags[node]
        if nodeFlags.contains(.sizeIsProposal) {
            let size = proposal.replacingUnspecifiedDimensions()
            if isTracing { recordProposal(node, proposal, answer: size, axis: nil, cached: false) }
            return size
        }
        let key = nodeFlags.contains(.sizeIgnoresProposal) ? ProposalKey.any : ProposalKey(proposal)
        if nodeFlags.contains(.measuresContainerValues) { keepMemoForContainerValues(node) }
        if let hit = sizeCaches.pointer(node).pointee.lookup(key) {
            if isTracing { recordProposal(node, proposal, answer: hit, axis: nil, cached: true) }
            return hit
        }
        return computeSize(node, proposal, key)
    }

    @inline(never)
    private func computeSize(_ node: Int32, _ proposal: ProposedViewSize, _ key: ProposalKey) -> CGSize {
        sizingDepth &+= 1
        defer { sizingDepth &-= 1 }
        if sizingDepth % StackSpace.checkInterval == 0 {
            return StackSpace.continuing { measure(node, proposal, key) }
        }
        return measure(node, proposal, key)
    }

    @inline(__always)
    private func measure(_ node: Int32, _ proposal: ProposedViewSize, _ key: ProposalKey) -> CGSize {
        sizeComputations &+= 1
        // Container values the computer writes hold for this query only (−1: it writes none).
        let scope = flags[node].contains(.usesContainerValues) ? containerValueStack.count : -1
        if isTracing {
            let event = beginProposal(node, proposal)
            let size = computers[node]._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, node: node, tree: self) }
            if scope >= 0 { dropContainerValues(above: scope) }
            remember(node, key, size)
            endProposal(event, answer: size)
            return size
        }
        let size = computers[node]._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, node: node, tree: self) }
        if scope >= 0 { dropContainerValues(above: scope) }
        remember(node, key, size)
        return size
    }

    /// A node whose size depends on container values keeps its memo for one set of values:
    /// under others, it starts a new memo (and its layout's cache), so that an answer is only
    /// ever reused under the values it was computed with.
    @inline(never)
    private func keepMemoForContainerValues(_ node: Int32) {
        let keys = (containerValueDependencies[node] ?? []).intersection(.measured)
        if let stamp = memoStamps[node], containerValueStampHolds(stamp, keys, for: node) { return }
        memoStamps[node] = containerValueStamp(keys, for: node)
        sizeCaches[node] = .empty
        if childCount[node] > 0 || flags[node].contains(.buildsChildren) {
            computers[node]._withUnsafeGuaranteedRef { $0.invalidateCache(node: node, tree: self) }
        }
    }

    @inline(__always)
    private func remember(_ node: Int32, _ key: ProposalKey, _ size: CGSize) {
        let slot = cacheCursor[node]
        sizeCaches.pointer(node).pointee.insert(key, size, at: slot)
        cacheCursor[node] = slot &+ 1
    }

    /// The length along `axis` that `node` answers to `proposal`, as stacks probe it.
    @inline(__always)
    func length(_ node: Int32, _ proposal: ProposedViewSize, _ axis: Axis) -> CGFloat {
        if flags[node].contains(.ownLength) {
            return computers[node]._withUnsafeGuaranteedRef {
                $0.lengthThatFits(proposal, axis: axis, node: node, tree: self)
            }
        }
        let size = self.size(node, proposal)
        return axis == .horizontal ? size.width : size.height
    }

    /// The node's spacing preferences (SPEC §4.1), memoised with its sizes: a stack's spacing
    /// is made of its children's, so without the memo every level of nested stacks would walk
    /// the whole subtree below it again (quadratic in the depth). Not memoised above a node
    /// that builds its children when placed (a lazy stack's rows change as it scrolls).
    func spacing(of node: Int32) -> ViewSpacing {
        if let known = spacingMemo[node] { return known }
        let spacing = computers[node]._withUnsafeGuaranteedRef { $0.spacing(node: node, tree: self) }
        if spacingVaries.isEmpty || !spacingVaries.contains(node) { spacingMemo[node] = spacing }
        return spacing
    }

    /// Forgets every memoised answer and placement, so that the next layout measures and
    /// places every view again (after changing something the engine cannot see, such as the
    /// fonts a text measurer uses).
    public func invalidateLayout() { invalidateAll() }

    /// Forgets every memoised answer and placement, e.g. when the display scale changes.
    func invalidateAll() {
        spacingMemo.removeAll()
        for i in 0..<sizeCaches.count {
            sizeCaches[i] = .empty
            flags[i].insert(.needsPlacement)
            if childCount[i] > 0 {
                computers[i]._withUnsafeGuaranteedRef { $0.invalidateCache(node: Int32(i), tree: self) }
            }
        }
    }

    /// Forgets the memoised answers of `node` and of every ancestor, and marks the path for
    /// placement: what a change inside `node` can affect.
    func invalidatePath(from node: Int32) {
        var n = node
        // A replaced subtree that builds children when placed: its new ancestors' spacing varies too.
        let varies = !spacingVaries.isEmpty && spacingVaries.contains(node)
        while n >= 0 {
            sizeCaches[n] = .empty
            spacingMemo[n] = nil
            if varies { spacingVaries.insert(n) }
            flags[n].insert(.needsPlacement)
            if childCount[n] > 0 {
                computers[n]._withUnsafeGuaranteedRef { $0.invalidateCache(node: n, tree: self) }
            }
            n = parents[n]
        }
    }
}
