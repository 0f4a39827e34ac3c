import Foundation

/// `background` and `overlay`: a secondary view behind or in front of a primary one (SPEC §5).
///
/// Contract: the size is the primary's alone; the secondary is proposed exactly the
/// primary's size and placed so that its alignment guides meet the primary's (centre by
/// default); it may be larger and overflow. Several secondary views are stacked in an
/// implicit ZStack with the same alignment. The node reports the primary's spacing and
/// explicit guides. (OpenSwiftUI `SecondaryLayerGeometryQuery`; measured: a 60×60 circle
/// overlaid on a 200×200 rectangle's corner leaves it 200×200.)
struct SecondaryLayerLayout: Layout {
    let alignment: Alignment
    /// Whether the secondary layer paints behind the primary view (a `background`, a
    /// `GroupBox`'s box, a list's background) rather than over it (an `overlay`, a `mask`).
    var paintsBehind = false

    static var _guidePropagation: _GuidePropagation { .unary }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[subviews.startIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let primary = subviews[subviews.startIndex]
        let secondary = subviews[subviews.startIndex + 1]
        primary.place(at: bounds.origin, proposal: proposal)
        let primaryDimensions = primary.dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let d = secondary.dimensions(in: secondaryProposal)
        secondary.place(
            at: CGPoint(
                x: bounds.minX + primaryDimensions[alignment.horizontal] - d[alignment.horizontal],
                y: bounds.minY + primaryDimensions[alignment.vertical] - d[alignment.vertical]),
            proposal: secondaryProposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[subviews.startIndex].spacing
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews[subviews.startIndex].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews[subviews.startIndex].dimensions(in: proposal)[explicit: guide]
    }
}

/// A view with a background, an overlay or a mask: each view of the content gets its own
/// copy. A mask is laid out as an overlay is (SwiftUI's `mask(alignment:_:)`: the mask view
/// is offered the view's size and aligned in it); it only draws, as the alpha of the view.
struct SecondaryLayerView<Content: View, Secondary: View>: PrimitiveView {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool
    var isMask = false
    /// For a shape style's layer (`background(_:ignoresSafeAreaEdges:)`): the edges on which it
    /// reaches into the safe area where the view meets it; `nil` for a view's layer.
    var styleEdges: Edge.Set? = nil

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let mark = resolver.outputs.count
        resolver.resolve(view.content)
        let name = view.isMask ? "mask" : view.isOverlay ? "overlay" : "background"
        for i in mark..<resolver.outputs.count {
            let savedAxis = resolver.stackAxis
            resolver.stackAxis = nil
            var layers = resolver.nodes(of: view.secondary)
            resolver.stackAxis = savedAxis
            if layers.isEmpty { continue }
            if layers.count > 1 {
                let stack = resolver.addNode(
                    makeLayoutBox(ZStackLayout(alignment: view.alignment), name: "ZStack"), children: layers)
                layers = [stack][...]
            }
            let layout = SecondaryLayerLayout(alignment: view.alignment, paintsBehind: name == "background")
            let box =
                if let edges = view.styleEdges, !edges.isEmpty {
                    makeLayoutBox(StyleLayerLayout(layer: layout, edges: edges), name: name)
                } else {
                    makeLayoutBox(layout, name: name)
                }
            let node = resolver.tree.addWrapper(box, around: resolver.outputs[i], alongside: layers.first!)
            resolver.outputs[i] = node
        }
    }
}

extension View {
    /// Puts `content` behind this view, sized to it and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryLayerView(content: self, secondary: content(), alignment: alignment, isOverlay: false)
    }

    /// Puts `background` behind this view (SwiftUI's older form). A value that is also a shape
    /// style (`Color.red`, a gradient) takes the style overload, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        SecondaryLayerView(content: self, secondary: background, alignment: alignment, isOverlay: false)
    }

    /// Fills the area behind this view with `style`, out into the safe area on `edges` where the
    /// view meets it (SwiftUI's documentation: "By default, the background ignores safe area
    /// insets on all edges"; measured on an iOS 16 simulator, a screen's `.background(.green)`
    /// reaches under the status bar and the home indicator).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryLayerView(
            content: self, secondary: Rectangle().fill(style), alignment: .center, isOverlay: false, styleEdges: edges)
    }

    /// Fills the area behind this view with the background style (SwiftUI's `background()`,
    /// whose style defaults to `.background`: white in light mode).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryLayerView(
            content: self, secondary: Rectangle().fill(BackgroundStyle()), alignment: .center, isOverlay: false,
            styleEdges: edges)
    }

    /// Fills `shape` behind this view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        SecondaryLayerView(
            content: self, secondary: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: false)
    }

    /// Fills `shape` behind this view with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        SecondaryLayerView(
            content: self, secondary: shape.fill(BackgroundStyle(), style: fillStyle), alignment: .center,
            isOverlay: false)
    }

    /// Puts `content` in front of this view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryLayerView(content: self, secondary: content(), alignment: alignment, isOverlay: true)
    }

    /// Puts `overlay` in front of this view (SwiftUI's older form). A value that is also a shape
    /// style takes the style overload, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        SecondaryLayerView(content: self, secondary: overlay, alignment: alignment, isOverlay: true)
    }

    /// Covers this view with `style`, out into the safe area on `edges` where the view meets it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryLayerView(
            content: self, secondary: Rectangle().fill(style), alignment: .center, isOverlay: true, styleEdges: edges)
    }

    /// Covers this view with `shape` filled with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        SecondaryLayerView(
            content: self, secondary: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: true)
    }

    /// A border of `width` points inside this view's frame: an overlay of a rectangle stroked
    /// inside its edges.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// The layout of a shape style's layer (`background(_:ignoresSafeAreaEdges:)`,
/// `overlay(_:ignoresSafeAreaEdges:)`): a ``SecondaryLayerLayout`` whose layer, on each of `edges`
/// where the view's frame reaches the safe area's edge, reaches out to the edge of the region
/// outside it, as `ignoresSafeArea` extends its content (``SafeAreaIgnoringLayout``), without
/// a node of its own (SwiftUI's `_BackgroundStyleModifier` is one modifier).
struct StyleLayerLayout: Layout {
    let layer: SecondaryLayerLayout
    let edges: Edge.Set

    /// It reads the safe area it is in (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea) }
    static var _guidePropagation: _GuidePropagation { .unary }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        layer.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let area = subviews.layoutCoordinates(subviews.containerValue(SafeAreaKey.self), bounds: bounds)
        let extended = SafeAreaIgnoringLayout.extend(bounds, edges: edges, in: area)
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: proposal)
        subviews[subviews.startIndex + 1].place(at: extended.origin, proposal: ProposedViewSize(extended.size))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        layer.spacing(subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        layer.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        layer.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
