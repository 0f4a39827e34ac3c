import Foundation

/// A type-erased layout, to switch layouts without changing the view's identity:
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout {
    let layout: any Layout

    /// `layout`, type-erased.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self.layout = any.layout
        } else {
            self.layout = layout
        }
    }

    /// The erased layout's type name (`HStackLayout` shows as `HStack`).
    var typeName: String {
        let name = String(describing: type(of: layout))
        return name.hasSuffix("StackLayout") ? String(name.dropLast("Layout".count)) : name
    }

    /// The erased layout's box (the layout and its own cache).
    public struct Cache {
        let box: LayoutBox
    }

    static var _guidePropagation: _GuidePropagation { .unknown }

    /// The erased layout's (never itself an `AnyLayout`: `init` unwraps those).
    var _layoutProperties: LayoutProperties { type(of: layout).layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> LayoutBox { makeLayoutBox(layout, name: typeName) }
        return Cache(box: make(layout))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.box.entries.updateCache(cache.box, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.box.entries.sizeThatFits(cache.box, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.box.entries.placeSubviews(cache.box, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.box.entries.spacing(cache.box, subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cache.box.entries.explicitAlignment(cache.box, guide.key, bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cache.box.entries.explicitAlignment(cache.box, guide.key, bounds, proposal, subviews)
    }
}
