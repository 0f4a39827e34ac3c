import Foundation

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: an overlay or background built
/// from the value of a preference the view's subtree sets (SPEC §5, as `overlay`).
///
/// Contract: as ``View/overlay(alignment:content:)``: the size is the primary's; the layer is
/// proposed the primary's size and aligned by `alignment`. Its content is built when the
/// layer is placed, which is after the primary's subtree is placed (the primary is placed
/// first), so values set during layout (anchors, values from inside a `GeometryReader`)
/// are known: `transform` receives the subtree's reduced value (`defaultValue` when nothing
/// sets it), and `GeometryProxy[anchor]` inside resolves an anchor to its frame.
///
/// The layer is a node that takes the size it is proposed (the primary's) and aligns each
/// view of its content in it, proposed that size: the content lands where an overlay of it
/// would.
struct PreferenceValueLayer<Key: PreferenceKey, Content: View>: PrimitiveView {
    let transform: (Key.Value) -> Content
    let alignment: Alignment

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let transform = view.transform
        resolver.addLeaf(
            PreferenceValueLayerComputer(environment: resolver.environment, alignment: view.alignment) {
                tree, primary, resolver in
                resolver.resolve(transform(tree.preferenceValue(Key.self, in: primary) ?? Key.defaultValue))
            })
    }
}

final class PreferenceValueLayerComputer: LayoutComputer {
    let environment: EnvironmentValues
    let alignment: Alignment
    let build: (LayoutTree, Int32, inout _ViewResolver) -> Void

    init(
        environment: EnvironmentValues, alignment: Alignment,
        build: @escaping (LayoutTree, Int32, inout _ViewResolver) -> Void
    ) {
        self.environment = environment
        self.alignment = alignment
        self.build = build
    }

    override var typeName: String { "PreferenceValue" }
    override var buildsChildrenWhenPlaced: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Builds the content from the value the primary's subtree (the layer's sibling) sets.
    override func willPlaceSubviews(in bounds: CGRect, node: Int32, tree: LayoutTree) {
        let layer = tree.parents[node]
        let primary = tree.childList[tree.childStart[layer]]
        tree.rebuildChildren(of: node, environment: environment) { resolver in
            build(tree, primary, &resolver)
        }
        // The value comes from the sibling's subtree, which the layer's own placement does not
        // show: it is built again each time it is placed, not only when its frame changes.
        tree.flags[node].insert(.needsPlacement)
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        let size = ProposedViewSize(bounds.size)
        let own = ViewDimensions(width: bounds.width, height: bounds.height)
        for subview in tree.subviews(of: node) {
            let d = subview.dimensions(in: size)
            let x = bounds.minX + own[alignment.horizontal] - d[alignment.horizontal]
            let y = bounds.minY + own[alignment.vertical] - d[alignment.vertical]
            subview.place(at: CGPoint(x: x, y: y), proposal: size)
        }
    }
}

extension View {
    /// Puts views made from the value of `key` in front of this view, as an overlay.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        SecondaryLayerView(
            content: self, secondary: PreferenceValueLayer<K, V>(transform: transform, alignment: alignment),
            alignment: alignment, isOverlay: true)
    }

    /// Puts views made from the value of `key` behind this view, as a background.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        SecondaryLayerView(
            content: self, secondary: PreferenceValueLayer<K, V>(transform: transform, alignment: alignment),
            alignment: alignment, isOverlay: false)
    }
}
