import Foundation

// Views a container leaves out of a layout: `LayoutSubview._exclude()`.
//
// A subview its container never places is centred in the container (Apple's documentation of
// `LayoutSubview.place`), so "not placing" cannot mean "not shown". A container that shows
// only some of its subviews (ViewThatFits) excludes the others instead: an excluded subview
// and everything inside it have no frame in that layout, are not drawn, and are left out of
// `result()`, until a later placement places them again.

extension LayoutTree {
    /// `LayoutSubview._exclude()`: leaves `subview` out of the current placement.
    func exclude(_ subview: LayoutSubview) {
        guard placing.parent == subview.parent else {
            warn(
                "a subview was excluded outside its container's placeSubviews; the call was ignored", node: subview.node
            )
            return
        }
        // While a container's guides are being computed nothing is committed; the container
        // answers for the subviews it shows.
        guard placing.base < 0 else { return }
        placedPass[subview.node] = placementPass
        retract(subview.node)
    }

    /// Forgets the placement of `node` and of everything inside it, so that it has no frame
    /// and is committed afresh when it is placed again.
    private func retract(_ node: Int32) {
        guard placements[node].proposal != .never else { return }  // its subtree is retracted too
        placements[node] = .never
        flags[node].insert(.needsPlacement)
        let start = childStart[node]
        for i in 0..<childCount[node] { retract(childList[start + i]) }
    }

    /// Whether `node` has a frame in the last layout: `false` for a view its container left
    /// out (a `ViewThatFits` alternative that was not chosen, and the views inside it) and
    /// before the first layout. Renderers draw only placed views.
    public func isPlaced(_ node: NodeID) -> Bool {
        placements[node.rawValue].proposal != .never
    }
}
