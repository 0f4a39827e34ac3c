import Foundation

/// The node computer of every container and layout modifier: it answers the engine's
/// queries by calling a ``Layout``, exactly as a user's layout is called.
///
/// The box is a ``TypedLayoutBox`` holding the layout and its cache inline (one allocation
/// a node); the engine calls the layout through its metatype's static entry points
/// (`_sizeThatFits`...), which land in code specialized for the concrete layout. A generic
/// class method would run every built-in layout through unspecialized generic code
/// (measured: 58 ns a call against 8–11 ns). Not part of SwiftUI's API.
class LayoutBox: LayoutComputer {
    let layoutType: any Layout.Type
    let name: String
    let guidePropagation: _GuidePropagation

    init(layoutType: any Layout.Type, name: String) {
        self.layoutType = layoutType
        self.name = name
        self.guidePropagation = layoutType._guidePropagation
    }

    override var typeName: String { name }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        layoutType._sizeThatFits(self, proposal, tree.subviews(of: node))
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        layoutType._placeSubviews(self, bounds, proposal, tree.subviews(of: node))
    }

    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        layoutType._spacing(self, tree.subviews(of: node))
    }

    override func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? {
        let subviews = tree.subviews(of: node)
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layoutType._explicitAlignment(self, HorizontalAlignment(key: key), bounds, proposal, subviews)
        }
        return layoutType._explicitAlignment(self, VerticalAlignment(key: key), bounds, proposal, subviews)
    }

    /// A child changed: the layout updates its cache, as SwiftUI calls `updateCache`.
    override func invalidateCache(node: Int32, tree: LayoutTree) {
        layoutType._updateCache(self, tree.subviews(of: node))
    }

    override func guideMask(childMask: UInt64) -> UInt64 {
        switch guidePropagation {
        case .unknown: return ~0
        case .unary: return childMask
        case .merging: return childMask & ~GuideMask.frameGuides  // they stay inside
        case .none: return 0
        }
    }

    /// The layout's properties (an ``AnyLayout`` reports its layout's).
    var layoutProperties: LayoutProperties { fatalError("subclass") }

    override var stackOrientationForChildren: Axis?? {
        // A modifier leaves its content in the enclosing stack; a container sets its own
        // orientation (nil for containers that are not stacks).
        guidePropagation == .unary ? nil : .some(layoutProperties.stackOrientation)
    }
}

/// A node's layout and its cache.
final class TypedLayoutBox<L: Layout>: LayoutBox {
    let layout: L
    /// The layout's cache, made on the first query. The engine never asks a node a second
    /// question while its layout is answering one, so access is exclusive by construction;
    /// checked access would also be quadratic in depth (each level of a deep tree keeps an
    /// access open while its children are measured; measured: 42% of W3).
    @exclusivity(unchecked) var cache: L.Cache?

    init(_ layout: L, name: String) {
        self.layout = layout
        super.init(layoutType: L.self, name: name)
    }

    override var layoutProperties: LayoutProperties { layout._layoutProperties }
    override var sizeIgnoresProposal: Bool { layout._sizeIgnoresProposal }
    override var containerValuesRead: ContainerValueKeys { layout._layoutProperties.containerValuesRead }
    override var containerValuesOverwritten: ContainerValueKeys { layout._layoutProperties.containerValuesOverwritten }
    override var nodeDescription: NodeDescription? { (layout as? any DescribedLayout)?.nodeDescription }
}

/// Makes the node computer of a layout.
func makeLayoutBox<L: Layout>(_ layout: L, name: String) -> LayoutBox {
    unsafeDowncast(L._makeBox(layout, name: name), to: LayoutBox.self)
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
