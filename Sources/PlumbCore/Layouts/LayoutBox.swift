import Foundation

/// The node computer of every container and layout modifier: it answers the engine's
/// queries by calling a ``Layout``, exactly as a user's layout is called.
///
/// The box is a ``TypedLayoutBox`` holding the layout and its cache inline (one allocation
/// a node); the engine calls the layout through `entries`, a metatype whose static entry
/// points (``LayoutEntryPoints``) land in code specialized for the concrete layout: for
/// Plumb's own layouts the layout type itself (``BuiltinLayout``), for any other layout
/// ``UserLayoutEntryPoints``. A generic class method would run every built-in layout
/// through unspecialized generic code (measured: 58 ns a call against 8–11 ns). The
/// public `Layout` protocol carries none of this: it is SwiftUI's.
class LayoutBox: LayoutComputer {
    let entries: any LayoutEntryPoints.Type
    let name: String
    let guidePropagation: _GuidePropagation

    init(entries: any LayoutEntryPoints.Type, name: String) {
        self.entries = entries
        self.name = name
        self.guidePropagation = entries._guidePropagation
    }

    override var typeName: String { name }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        entries.sizeThatFits(self, proposal, tree.subviews(of: node))
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        entries.placeSubviews(self, bounds, proposal, tree.subviews(of: node))
    }

    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        entries.spacing(self, tree.subviews(of: node))
    }

    override func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? {
        entries.explicitAlignment(self, key, CGRect(origin: .zero, size: size), proposal, tree.subviews(of: node))
    }

    /// A child changed: the layout updates its cache, as SwiftUI calls `updateCache`.
    override func invalidateCache(node: Int32, tree: LayoutTree) {
        entries.updateCache(self, tree.subviews(of: node))
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
    var layoutProperties: LayoutProperties { entries.layoutProperties(self) }

    override var sizeIgnoresProposal: Bool { entries.sizeIgnoresProposal(self) }

    override var containerValueUse: ContainerValueUse { entries.containerValueUse }

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

    init(_ layout: L, entries: any LayoutEntryPoints.Type, name: String) {
        self.layout = layout
        super.init(entries: entries, name: name)
    }

    override var nodeDescription: NodeDescription? { (layout as? any DescribedLayout)?.nodeDescription }
}

/// Makes the node computer of one of Plumb's layouts: its entry points are its own.
func makeLayoutBox<L: BuiltinLayout>(_ layout: L, name: String) -> LayoutBox {
    L.makeBox(layout, name: name)
}

/// Makes the node computer of any layout: Plumb's own (seen through `Layout`, as
/// `HStackLayout { ... }` or an ``AnyLayout`` reaches here) call their own entry points,
/// other layouts ``UserLayoutEntryPoints``.
func makeLayoutBox<L: Layout>(_ layout: L, name: String) -> LayoutBox {
    if let entries = L.self as? any LayoutEntryPoints.Type {
        return TypedLayoutBox(layout, entries: entries, name: name)
    }
    // A layout of PlumbCore that does not conform to `BuiltinLayout` would lose its
    // declared `_guidePropagation` and flags without a word: the tests lay out every one.
    assert(!String(reflecting: L.self).hasPrefix("PlumbCore."), "\(L.self) must conform to BuiltinLayout")
    return TypedLayoutBox(layout, entries: UserLayoutEntryPoints<L>.self, name: name)
}

/// The engine's entry points into one layout type, called through the metatype a
/// ``LayoutBox`` holds; `box` is that layout's ``TypedLayoutBox``. Not part of the public
/// `Layout` protocol: Plumb's layouts get them from ``BuiltinLayout`` (specialized for each),
/// every other layout from ``UserLayoutEntryPoints``.
protocol LayoutEntryPoints {
    static func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    static func placeSubviews(
        _ box: LayoutBox, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    static func spacing(_ box: LayoutBox, _ subviews: LayoutSubviews) -> ViewSpacing
    static func explicitAlignment(
        _ box: LayoutBox, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews
    ) -> CGFloat?
    static func updateCache(_ box: LayoutBox, _ subviews: LayoutSubviews)
    /// The layout's properties; ``AnyLayout`` forwards its layout's.
    static func layoutProperties(_ box: LayoutBox) -> LayoutProperties
    /// Whether the layout answers the same size to every proposal (a frame with both
    /// dimensions), so the engine memoises one answer for all.
    static func sizeIgnoresProposal(_ box: LayoutBox) -> Bool
    /// How explicit guides reach the container's parent; the engine uses it to skip
    /// subtrees that cannot set a guide.
    static var _guidePropagation: _GuidePropagation { get }
    /// The container values the layout reads, and those it writes for its subtree without
    /// reading them (Engine/ContainerValues.swift). Only Plumb's containers declare any.
    static var containerValueUse: ContainerValueUse { get }
}

/// One of Plumb's layouts: the engine calls it through entry points specialized for it
/// (the defaults below, which the compiler specializes for each conforming type), and it
/// may declare how guides propagate. Every layout in
/// PlumbCore conforms (`makeLayoutBox` checks it in debug builds); users' layouts cannot
/// see it and need not.
protocol BuiltinLayout: Layout, LayoutEntryPoints {
    /// Makes the layout's box. The default, specialized for each layout, names the box's
    /// class statically; a generic caller would look its metadata up for every node
    /// (callgrind, W1: about 300 instructions a frame).
    static func makeBox(_ layout: Self, name: String) -> LayoutBox
    /// The layout's properties; ``AnyLayout`` forwards its layout's.
    var _layoutProperties: LayoutProperties { get }
    /// Whether the layout answers the same size to every proposal. `false` unless declared.
    var _sizeIgnoresProposal: Bool { get }
}

extension BuiltinLayout {
    static func makeBox(_ layout: Self, name: String) -> LayoutBox {
        TypedLayoutBox(layout, entries: Self.self, name: name)
    }

    static var _guidePropagation: _GuidePropagation { .unknown }
    static var containerValueUse: ContainerValueUse { ContainerValueUse() }
    var _layoutProperties: LayoutProperties { Self.layoutProperties }
    var _sizeIgnoresProposal: Bool { false }

    static func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        boxSizeThatFits(box, proposal, subviews)
    }

    static func placeSubviews(
        _ box: LayoutBox, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) {
        boxPlaceSubviews(box, bounds, proposal, subviews)
    }

    static func spacing(_ box: LayoutBox, _ subviews: LayoutSubviews) -> ViewSpacing {
        boxSpacing(box, subviews)
    }

    static func explicitAlignment(
        _ box: LayoutBox, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews
    ) -> CGFloat? {
        boxExplicitAlignment(box, key, bounds, proposal, subviews)
    }

    static func updateCache(_ box: LayoutBox, _ subviews: LayoutSubviews) {
        boxUpdateCache(box, subviews)
    }

    static func layoutProperties(_ box: LayoutBox) -> LayoutProperties {
        unsafeDowncast(box, to: TypedLayoutBox<Self>.self).layout._layoutProperties
    }

    static func sizeIgnoresProposal(_ box: LayoutBox) -> Bool {
        unsafeDowncast(box, to: TypedLayoutBox<Self>.self).layout._sizeIgnoresProposal
    }
}

/// The entry points of a layout outside PlumbCore (yours, or one the source reader
/// interprets): generic code, as a layout in another module got before from the protocol's
/// default implementations. Its guides may be anything.
enum UserLayoutEntryPoints<L: Layout>: LayoutEntryPoints {
    static var _guidePropagation: _GuidePropagation { .unknown }
    static var containerValueUse: ContainerValueUse { ContainerValueUse() }

    static func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        L.boxSizeThatFits(box, proposal, subviews)
    }

    static func placeSubviews(
        _ box: LayoutBox, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) {
        L.boxPlaceSubviews(box, bounds, proposal, subviews)
    }

    static func spacing(_ box: LayoutBox, _ subviews: LayoutSubviews) -> ViewSpacing {
        L.boxSpacing(box, subviews)
    }

    static func explicitAlignment(
        _ box: LayoutBox, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews
    ) -> CGFloat? {
        L.boxExplicitAlignment(box, key, bounds, proposal, subviews)
    }

    static func updateCache(_ box: LayoutBox, _ subviews: LayoutSubviews) {
        L.boxUpdateCache(box, subviews)
    }

    static func layoutProperties(_ box: LayoutBox) -> LayoutProperties { L.layoutProperties }

    static func sizeIgnoresProposal(_ box: LayoutBox) -> Bool { false }
}

extension Layout {
    /// Runs `body` with the box's layout and its cache, made on first use.
    @inline(__always)
    static func withBox<R>(_ box: LayoutBox, _ subviews: Subviews, _ body: (Self, inout Cache) -> R) -> R {
        let typed = unsafeDowncast(box, to: TypedLayoutBox<Self>.self)
        if typed.cache == nil { typed.cache = typed.layout.makeCache(subviews: subviews) }
        return body(typed.layout, &typed.cache!)
    }

    // The entry points' bodies, shared by `BuiltinLayout` and `UserLayoutEntryPoints`.

    @inline(__always)
    static func boxSizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        withBox(box, subviews) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) }
    }

    @inline(__always)
    static func boxPlaceSubviews(_ box: LayoutBox, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews)
    {
        withBox(box, subviews) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
    }

    @inline(__always)
    static func boxSpacing(_ box: LayoutBox, _ subviews: Subviews) -> ViewSpacing {
        withBox(box, subviews) { $0.spacing(subviews: subviews, cache: &$1) }
    }

    @inline(__always)
    static func boxExplicitAlignment(
        _ box: LayoutBox, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews
    ) -> CGFloat? {
        withBox(box, subviews) {
            if key.axis == .horizontal {
                return $0.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
            }
            return $0.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
        }
    }

    @inline(__always)
    static func boxUpdateCache(_ box: LayoutBox, _ subviews: Subviews) {
        let typed = unsafeDowncast(box, to: TypedLayoutBox<Self>.self)
        guard typed.cache != nil else { return }
        typed.layout.updateCache(&typed.cache!, subviews: subviews)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
