import Foundation

extension LayoutTree {
    /// Replaces the view at `node` with `view`, as a state change inside that view would, and
    /// invalidates only what the change can affect: the memo of the node's path to the root.
    ///
    /// When the new view resolves to the same shape (one node, with as many children
    /// recursively as the old one), the new computers take the old nodes' places and the
    /// node numbers stay valid; otherwise the new subtree takes the old one's place in its
    /// parent and the old nodes are retired. Returns the node now at that place.
    @discardableResult
    public func replace<V: View>(_ node: NodeID, with view: V) -> NodeID {
        let old = node.rawValue
        precondition(old >= 0 && Int(old) < computers.count && !flags[old].contains(.dead), "replace: no such node")
        let firstNew = Int32(computers.count)
        viewsResolved = computers.count
        var resolver = _ViewResolver(tree: self, environment: environment, nesting: nesting(of: parents[old]))
        resolver.stackAxis = stackAxis(above: old)
        resolver.takeDirection(of: old)
        resolver.resolve(view)
        let produced = resolver.outputs
        precondition(produced.count == 1, "replace: the new view must resolve to exactly one view")
        let new = produced[0]

        if sameShape(old, new) {
            adopt(new, into: old)
            truncate(to: firstNew)
            invalidatePath(from: old)
            propagateContainerValueDependencies(from: old)
            return node
        }
        // Different shape: splice the new subtree into the parent's child list.
        let parent = parents[old]
        if parent >= 0 {
            let start = childStart[parent]
            for i in 0..<childCount[parent] where childList[start + i] == old {
                childList[start + i] = new
            }
            parents[new] = parent
        } else {
            root = NodeID(new)
        }
        retire(old)
        invalidatePath(from: new)
        propagateContainerValueDependencies(from: new)
        return NodeID(new)
    }

    /// The stack axis a view at `node` was resolved with: the nearest container's.
    func stackAxis(above node: Int32) -> Axis? {
        var p = parents[node]
        while p >= 0 {
            if let orientation = computer(p).stackOrientationForChildren { return orientation }
            p = parents[p]
        }
        return nil
    }

    private func sameShape(_ a: Int32, _ b: Int32) -> Bool {
        guard childCount[a] == childCount[b], type(of: computer(a)) == type(of: computer(b)) else { return false }
        let sa = childStart[a], sb = childStart[b]
        for i in 0..<childCount[a] where !sameShape(childList[sa + i], childList[sb + i]) { return false }
        return true
    }

    /// Moves the computers and attributes of the new subtree rooted at `new` into the old
    /// subtree rooted at `old` (same shape), node by node.
    private func adopt(_ new: Int32, into old: Int32) {
        computers[old].release()
        computers[old] = computers[new]
        computers[new] = Unmanaged.passRetained(computers[old].takeUnretainedValue())
        priority[old] = priority[new]
        guideMasks[old] = guideMasks[new]
        flags[old] = flags[new].union(.needsPlacement)
        containerValueDependencies[old] = containerValueDependencies[new]
        memoStamps[old] = nil
        placementStamps[old] = nil
        sizeCaches[old] = .empty
        spacingMemo[old] = nil
        if spacingVaries.contains(new) { spacingVaries.insert(old) } else { spacingVaries.remove(old) }
        if let id = ids[new] {
            setID(id, of: old)
        } else if let id = ids[old] {
            ids[old] = nil
            nodesByID[id]?.removeAll { $0 == old }
        }
        guideOverrides[old] = guideOverrides[new]
        layoutValues[old] = layoutValues[new]
        effects[old] = effects[new]
        controlNotes[old] = controlNotes[new]
        sourceNotes[old] = sourceNotes[new]
        placeholderReasons[old] = placeholderReasons[new]
        sourceMarks[old] = sourceMarks[new]
        preferenceWriters[old] = preferenceWriters[new]
        preferenceObservers[old] = preferenceObservers[new]
        let so = childStart[old], sn = childStart[new]
        for i in 0..<childCount[old] { adopt(childList[sn + i], into: childList[so + i]) }
    }

    /// Drops the nodes numbered `first` and above (a resolution that was adopted in place).
    private func truncate(to first: Int32) {
        let count = computers.count
        for n in Int(first)..<count {
            let node = Int32(n)
            computers[node].release()
            if let id = ids.removeValue(forKey: node) { nodesByID[id]?.removeAll { $0 == node } }
            guideOverrides[node] = nil
            layoutValues[node] = nil
            effects[node] = nil
            controlNotes[node] = nil
            sourceNotes[node] = nil
            placeholderReasons[node] = nil
            sourceMarks[node] = nil
            preferenceWriters[node] = nil
            preferenceObservers[node] = nil
            spacingMemo[node] = nil
            spacingVaries.remove(node)
            containerValueDependencies[node] = nil
            memoStamps[node] = nil
            placementStamps[node] = nil
        }
        let removed = count - Int(first)
        let firstChild = Int(childStart[first])
        computers.removeLast(removed)
        parents.removeLast(removed)
        childStart.removeLast(removed)
        childCount.removeLast(removed)
        priority.removeLast(removed)
        guideMasks.removeLast(removed)
        flags.removeLast(removed)
        sizeCaches.removeLast(removed)
        cacheCursor.removeLast(removed)
        placements.removeLast(removed)
        placedPass.removeLast(removed)
        childList.removeLast(childList.count - firstChild)
    }

    /// Marks a replaced subtree as no longer part of the tree.
    private func retire(_ node: Int32) {
        flags[node].insert(.dead)
        let start = childStart[node]
        for i in 0..<childCount[node] { retire(childList[start + i]) }
    }
}
