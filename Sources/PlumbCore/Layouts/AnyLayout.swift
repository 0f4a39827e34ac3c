import Foundation

/// A type-erased layout, to switch layouts without changing the view's identity:
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorageBase

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            storage = any.storage
        } else {
            storage = AnyLayoutStorage(layout)
        }
    }

    /// The erased layout's type name (`HStackLayout` shows as `HStack`).
    var typeName: String { storage.typeName }

    public struct Cache {
        var value: Any?
    }

    public static var _guidePropagation: _GuidePropagation { .unknown }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: storage.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.value = storage.makeCache(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

class AnyLayoutStorageBase {
    var typeName: String { "AnyLayout" }
    var layoutProperties: LayoutProperties { LayoutProperties() }
    func makeCache(_ subviews: LayoutSubviews) -> Any { () }
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGSize { .zero }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) {}
    func spacing(_ s: LayoutSubviews, _ c: inout Any?) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(
        _ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?
    ) -> CGFloat? { nil }
}

final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var layoutProperties: LayoutProperties { L.layoutProperties }

    override var typeName: String {
        let name = String(describing: L.self)
        return name.hasSuffix("StackLayout") ? String(name.dropLast("Layout".count)) : name
    }

    private func with<R>(_ subviews: LayoutSubviews, _ cache: inout Any?, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) -> CGSize {
        with(s, &c) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }

    override func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?) {
        with(s, &c) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }

    override func spacing(_ s: LayoutSubviews, _ c: inout Any?) -> ViewSpacing {
        with(s, &c) { layout.spacing(subviews: s, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any?
    ) -> CGFloat? {
        with(s, &c) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &cache)
        }
    }
}
