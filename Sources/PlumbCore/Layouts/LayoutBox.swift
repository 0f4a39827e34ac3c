import Foundation

/// The node computer of every container and layout modifier: it answers the engine's
/// queries by calling a ``Layout``, exactly as a user's layout is called.
final class LayoutBox<L: Layout>: LayoutComputer {
    let layout: L
    let name: String
    /// The layout's cache, made on the first query. The engine never asks a node a second
    /// question while its layout is answering one, so access is exclusive by construction.
    @exclusivity(unchecked) var cache: L.Cache?

    init(_ layout: L, name: String) {
        self.layout = layout
        self.name = name
    }

    override var typeName: String { name }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil { cache = layout.makeCache(subviews: subviews) }
        return body(&cache!)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        let subviews = tree.subviews(of: node)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        let subviews = tree.subviews(of: node)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        let subviews = tree.subviews(of: node)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? {
        let subviews = tree.subviews(of: node)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            return layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func guideMask(childMask: UInt64) -> UInt64 {
        switch L._guidePropagation {
        case .unknown: return ~0
        case .unary: return childMask
        case .merging: return childMask & ~0x3F  // SwiftUI's six frame guides stay inside
        case .none: return 0
        }
    }

    override var stackOrientationForChildren: Axis?? {
        // A modifier leaves its content in the enclosing stack; a container sets its own
        // orientation (nil for containers that are not stacks).
        if L._guidePropagation == .unary { return nil }
        if let erased = layout as? AnyLayout { return .some(erased.storage.layoutProperties.stackOrientation) }
        return .some(L.layoutProperties.stackOrientation)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
