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
        let box: AnyObject
    }

    public static var _guidePropagation: _GuidePropagation { .unknown }

    public var _layoutProperties: LayoutProperties { layout._layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> AnyObject { L._makeBox(layout, name: typeName) }
        return Cache(box: make(layout))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        type(of: layout)._updateCache(cache.box, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        type(of: layout)._sizeThatFits(cache.box, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        type(of: layout)._placeSubviews(cache.box, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        type(of: layout)._spacing(cache.box, subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        type(of: layout)._explicitAlignment(cache.box, guide, bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        type(of: layout)._explicitAlignment(cache.box, guide, bounds, proposal, subviews)
    }
}
