import Foundation

extension LayoutSubview {
    /// Leaves the subview out of this layout: it is neither placed nor drawn, has no frame
    /// (`LayoutTree.frame(of:)` is `.null`, `isPlaced` is `false`) and is left out of the
    /// layout's result, until a later `placeSubviews` places it again.
    ///
    /// Call it from `placeSubviews` instead of `place(at:anchor:proposal:)`. A subview a layout
    /// neither places nor excludes is centred in the container, as SwiftUI documents.
    /// ``ViewThatFits`` uses it for the alternatives it did not choose.
    ///
    /// Not part of SwiftUI's API: SwiftUI's `ViewThatFits` is not a `Layout`, and a SwiftUI
    /// layout has no way to hide a subview (it can only place it out of sight).
    package func _exclude() {
        treeRef._withUnsafeGuaranteedRef { $0.exclude(self) }
    }
}
