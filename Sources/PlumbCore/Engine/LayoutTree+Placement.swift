import Foundation

extension LayoutTree {
    /// Lays the tree out in a canvas of `canvas` points at `scale` pixels per point.
    ///
    /// The root is proposed the canvas minus its safe area and centred in the safe area
    /// (SPEC §1.4); every container then places its children. Subtrees whose placement and
    /// inputs did not change since the last layout are skipped whole.
    public func layout(in canvas: CGSize, scale: CGFloat = 2, safeArea: EdgeInsets = EdgeInsets()) {
        withStack { layOut(in: canvas, scale: scale, safeArea: safeArea) }
        if presentsRequests { layOutPresentations(screen: canvas, scale: scale, safeArea: safeArea) }
    }

    private func layOut(in canvas: CGSize, scale: CGFloat, safeArea: EdgeInsets) {
        reclaimChildListIfNeeded()
        if scale != displayScale || safeArea != safeAreaInsets {
            // Sizes depend on the scale (hairlines are a pixel) and the safe area: answers
            // given before (a first layout after questions asked outside any layout) go.
            if displayScale != 0 || sizeComputations > 0 { invalidateAll() }
            displayScale = scale
            safeAreaInsets = safeArea
            windowContainerValues = []
        }
        if canvas != canvasSize {
            canvasSize = canvas
            // Computed again when a node that depends on container values first needs them:
            // a tree without such nodes never makes them (boxing the first value of each
            // type in an AnyHashable costs the runtime a conformance scan, 1.2M
            // instructions a process, measured with callgrind on W1).
            windowContainerValues = []
        }
        if isTracing {
            traceEvents.removeAll(keepingCapacity: true)
            distributionEvents.removeAll(keepingCapacity: true)
            textEvents.removeAll(keepingCapacity: true)
            traceDepth = 0
        }
        let safe = safeRect
        let proposal = ProposedViewSize(safe.size)
        precondition(root.rawValue >= 0, "layout: the tree has no root")
        placementPass &+= 1
        let size = self.size(root.rawValue, proposal)
        let origin = CGPoint(
            x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
        commit(root.rawValue, at: origin, proposal: proposal, key: ProposalKey(proposal), size: size)
        if !preferenceObservers.isEmpty { reportPreferenceChanges() }
    }

    /// Commits `node`'s placement (its frame for this layout) and places its children.
    ///
    /// A container's `placeSubviews` places each child through `LayoutSubview.place`, which
    /// commits the child (and its subtree) at once; if it places a child twice, the last
    /// call wins. A subtree whose placement and inputs did not change since the last layout
    /// is skipped whole.
    func commit(_ node: Int32, at origin: CGPoint, proposal: ProposedViewSize, key: ProposalKey, size: CGSize) {
        placingDepth &+= 1
        defer { placingDepth &-= 1 }
        if placingDepth % StackSpace.checkInterval == 0 {
            return StackSpace.continuing { place(node, at: origin, proposal: proposal, key: key, size: size) }
        }
        place(node, at: origin, proposal: proposal, key: key, size: size)
    }

    @inline(__always)
    private func place(_ node: Int32, at origin: CGPoint, proposal: ProposedViewSize, key: ProposalKey, size: CGSize) {
        var size = size
        if size.width.isNaN || size.height.isNaN {
            // Huge lengths that overflow to ∞ − ∞ (a padding of 1e308 twice, an aspect ratio
            // of 1e308 filling a finite side): no size; Plumb warns and uses 0, as the origin.
            warn("view size is invalid: (\(size.width), \(size.height)); 0 is used", node: node)
            size = CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
        }
        var origin = origin
        if origin.x.isNaN || origin.y.isNaN {
            // Centring an infinite child in an infinite parent (∞ − ∞): the parent's corner.
            warn("view origin is invalid: (\(origin.x), \(origin.y)); placed at the container's origin", node: node)
            let corner = placing.parent >= 0 && placing.parent != node ? placements[placing.parent].origin : .zero
            origin = CGPoint(x: origin.x.isNaN ? corner.x : origin.x, y: origin.y.isNaN ? corner.y : origin.y)
        }
        placedPass[node] = placementPass
        let record = placements.pointer(node)
        let nodeFlags = flags[node]
        if !nodeFlags.contains(.needsPlacement), record.pointee.proposal == key,
            record.pointee.origin == origin, record.pointee.size == size,
            !nodeFlags.contains(.dependsOnContainerValues) || placementStampHolds(node)
        {
            return
        }
        record.pointee = NodePlacement(origin: origin, size: size, proposal: key)
        flags[node].remove(.needsPlacement)
        if nodeFlags.contains(.dependsOnContainerValues) { stampPlacement(node) }
        if isTracing { recordPlacement(node, origin: origin, size: size, proposal: proposal) }

        // Container values written while the node is placed hold for its subtree only (−1: it
        // writes none).
        let scope = nodeFlags.contains(.usesContainerValues) ? containerValueStack.count : -1
        defer { if scope >= 0 { dropContainerValues(above: scope) } }
        if nodeFlags.contains(.namesCoordinateSpace) { writeCoordinateSpaces(of: node, origin: origin) }
        let bounds = CGRect(origin: origin, size: size)
        let computer = computers[node]
        if nodeFlags.contains(.buildsChildren) {
            computer._withUnsafeGuaranteedRef { $0.willPlaceSubviews(in: bounds, node: node, tree: self) }
        }
        let count = childCount[node]
        guard count > 0 || (!emptyContainers.isEmpty && emptyContainers.contains(node)) else { return }

        let saved = placing
        placing = placementScope(of: node, base: -1, bounds: bounds)
        if isTracing { traceDepth += 1 }
        computer._withUnsafeGuaranteedRef { $0.placeSubviews(in: bounds, proposal: proposal, node: node, tree: self) }
        placing = saved
        // A child the layout never placed is centred in it with its proposal (Apple's
        // documentation of `LayoutSubview.place`); centred, it needs no mirroring.
        let start = childStart[node]
        for i in 0..<count {
            let child = childList[start + i]
            if placedPass[child] != placementPass {
                let childSize = self.size(child, proposal)
                commit(
                    child, at: CGPoint(x: bounds.midX - childSize.width / 2, y: bounds.midY - childSize.height / 2),
                    proposal: proposal, key: key, size: childSize)
            }
        }
        if isTracing { traceDepth -= 1 }
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: the subview is measured for the proposal
    /// now, its origin is the position minus the anchor's offset in its frame (mirrored in a
    /// right-to-left container: RightToLeft.swift), and it is committed (or, while a
    /// container's guides are being computed, only recorded).
    func recordPlacement(of subview: LayoutSubview, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    {
        guard placing.parent == subview.parent else {
            warn("a subview was placed outside its container's placeSubviews; the call was ignored", node: subview.node)
            return
        }
        let size = self.size(subview.node, proposal)
        var x = anchor.x == 0 ? position.x : position.x - anchor.x * size.width
        var y = anchor.y == 0 ? position.y : position.y - anchor.y * size.height
        if _slowPath(placing.mirrors) { x = mirroredX(x, width: size.width) }
        if x.isNaN || y.isNaN {
            // SwiftUI traps here ("view origin is invalid"); Plumb warns and uses the corner.
            warn(
                "view origin is invalid: (\(position.x), \(position.y)); placed at the container's origin",
                node: subview.node)
            let bounds = placements[placing.parent]
            x = x.isNaN ? bounds.origin.x : x
            y = y.isNaN ? bounds.origin.y : y
        }
        let origin = CGPoint(x: x, y: y)
        if placing.base >= 0 {
            scratch[placing.base + Int(subview.index)] = PendingPlacement(
                origin: origin, proposal: ProposalKey(proposal), placed: true)
        } else {
            commit(subview.node, at: origin, proposal: proposal, key: ProposalKey(proposal), size: size)
        }
    }

    /// Runs `body` (a container's `placeSubviews`) without committing anything and returns
    /// where it put each child: how a container finds its children's positions to merge
    /// their alignment guides.
    func virtualPlacements(
        of parent: Int32, bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void
    ) -> [PendingPlacement] {
        let count = Int(childCount[parent])
        let base = scratch.count
        scratch.append(.unplaced, count: count)
        let saved = placing
        placing = placementScope(of: parent, base: base, bounds: bounds)
        let wasTracing = isTracing
        isTracing = false
        let scope = containerValueStack.count
        body()
        if containerValueStack.count != scope { containerValueStack.removeSubrange(scope...) }
        isTracing = wasTracing
        placing = saved
        var result: [PendingPlacement] = []
        result.reserveCapacity(count)
        let start = childStart[parent]
        for i in 0..<count {
            var pending = scratch[base + i]
            if !pending.placed {
                let childSize = size(childList[start + Int32(i)], proposal)
                pending = PendingPlacement(
                    origin: CGPoint(x: bounds.midX - childSize.width / 2, y: bounds.midY - childSize.height / 2),
                    proposal: ProposalKey(proposal), placed: true)
            }
            result.append(pending)
        }
        scratch.removeLast(count)
        return result
    }

    // MARK: Frames

    /// The node's frame in canvas coordinates after the last layout, with every offset and
    /// position around it applied, rounded to the pixel grid (SPEC §1.5): origin and far
    /// corner each go to the nearest multiple of `1 / displayScale`, ties toward +∞.
    public func frame(of node: NodeID) -> CGRect {
        let p = placements[node.rawValue]
        guard p.proposal != .never else { return .null }
        let scale = displayScale > 0 ? displayScale : 1
        func snap(_ v: CGFloat) -> CGFloat {
            guard v.isFinite else { return v }
            return ((v * scale) + 0.5).rounded(.down) / scale
        }
        let x0 = snap(p.origin.x), y0 = snap(p.origin.y)
        let x1 = snap(p.origin.x + p.size.width), y1 = snap(p.origin.y + p.size.height)
        // Lengths that overflowed to ∞ (a padding of 1e308 twice, ∞ − ∞): a NaN corner is 0
        // and a NaN extent none, so no frame shows NaN.
        func number(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }
        return CGRect(x: number(x0), y: number(y0), width: number(x1 - x0), height: number(y1 - y0))
    }

    /// The node's frame before pixel rounding.
    public func unroundedFrame(of node: NodeID) -> CGRect {
        let p = placements[node.rawValue]
        guard p.proposal != .never else { return .null }
        return CGRect(origin: p.origin, size: p.size)
    }

    /// The proposal the node was placed with in the last layout.
    public func placementProposal(of node: NodeID) -> ProposedViewSize? {
        let p = placements[node.rawValue]
        return p.proposal == .never ? nil : p.proposal.proposal
    }
}

extension LayoutTree {
    /// Whether the container values `node` was last placed with still hold: otherwise its
    /// subtree is placed again even where its frame did not change.
    @inline(never)
    func placementStampHolds(_ node: Int32) -> Bool {
        guard let stamp = placementStamps[node] else { return false }
        return containerValueStampHolds(stamp, containerValueDependencies[node] ?? [], for: node)
    }

    @inline(never)
    func stampPlacement(_ node: Int32) {
        placementStamps[node] = containerValueStamp(containerValueDependencies[node] ?? [], for: node)
    }

    /// A view with `coordinateSpace(name:)`: its origin, in canvas coordinates, for the named
    /// spaces of its subtree (GeometryProxy's `frame(in: .named(name))`).
    @inline(never)
    func writeCoordinateSpaces(of node: Int32, origin: CGPoint) {
        var spaces = containerValue(NamedCoordinateSpacesKey.self, for: node)
        for case .coordinateSpace(let name) in effects[node] ?? [] { spaces[name] = origin }
        setContainerValue(NamedCoordinateSpacesKey.self, spaces, by: node)
    }
}
