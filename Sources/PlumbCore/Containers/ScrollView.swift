import Foundation

/// A scrollable view (SPEC §5).
///
/// Contract: it proposes `nil` along its scroll axes (its content takes its ideal length
/// there) and its own proposal, minus the content margins, across; on a scroll axis it is
/// as large as proposed (its content's length plus margins when proposed `nil`); across, it
/// is as large as its content plus margins. "While a vertical scroll view accepts the
/// proposed height unconditionally, it only becomes as wide as the width of its contents"
/// (SwiftUI Field Guide, https://www.swiftuifieldguide.com/layout/scrollview/). The content
/// is placed at the top-leading corner of the content area (inside the margins), moved by the
/// scroll offset, and clipped to the scroll view. Several content views are stacked in an
/// implicit VStack (HStack for a horizontal-only scroll view). A ScrollView is a container
/// for `containerRelativeFrame`: it offers its proposal minus its content margins.
public struct ScrollView<Content: View>: PrimitiveView {
    /// The axes that scroll: the content is proposed `nil` along them.
    public var axes: Axis.Set
    /// Whether scroll indicators show (they are not drawn here).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view of `content`, scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeNodes(_ view: ScrollView, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let layout = ScrollViewLayout(axes: view.axes, margins: env.contentMargins, offset: env.scrollOffset)
        let savedAxis = resolver.stackAxis
        let horizontalOnly = view.axes == .horizontal
        resolver.stackAxis = horizontalOnly ? .horizontal : .vertical
        let savedEnvironment = resolver.environment
        resolver.environment.scrollAxes = view.axes
        // Margins and offset apply to this scroll view only, not to scroll views inside it.
        resolver.environment.contentMargins = EdgeInsets()
        resolver.environment.scrollOffset = .zero
        var children = resolver.nodes(of: view.content)
        resolver.environment = savedEnvironment
        resolver.stackAxis = savedAxis
        if children.count > 1 {
            let stack: LayoutBox =
                horizontalOnly
                ? makeLayoutBox(HStackLayout(), name: "HStack") : makeLayoutBox(VStackLayout(), name: "VStack")
            children = [resolver.addNode(stack, children: children)][...]
        }
        let node = resolver.addNode(makeLayoutBox(layout, name: "ScrollView"), children: children)
        if !env.isScrollClipDisabled { resolver.tree.addEffect(.clipped(antialiased: false), to: node) }
        resolver.outputs.append(node)
    }
}

struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    let margins: EdgeInsets
    let offset: CGPoint

    static var _guidePropagation: _GuidePropagation { .none }
    /// A container for `containerRelativeFrame`, and a viewport for lazy stacks inside.
    static var containerValueUse: ContainerValueUse { ContainerValueUse(overwritten: .containerSize) }

    /// The proposal minus the content margins: the size the content area offers.
    private func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - margins.leading - margins.trailing, 0) },
            height: p.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The content's proposal: `nil` along the scroll axes, the content area across.
    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let area = inset(p)
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : area.width, height: axes.contains(.vertical) ? nil : area.height)
    }

    /// What it tells the views inside, while it measures or places them (container values):
    /// the container size it offers, its proposal minus the content margins; and, along each
    /// axis it scrolls, its viewport, for lazy stacks inside.
    private func offer(_ p: ProposedViewSize, _ subviews: Subviews) {
        let area = inset(p)
        subviews.setContainerValue(ContainerSizeKey.self, ContainerSize(width: area.width, height: area.height))
        let viewport = ScrollViewport(axes: axes, size: p, margins: margins, offset: offset)
        if axes.contains(.horizontal) { subviews.setContainerValue(HorizontalViewportKey.self, viewport) }
        if axes.contains(.vertical) { subviews.setContainerValue(VerticalViewportKey.self, viewport) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        offer(proposal, subviews)
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let w = content.width + margins.leading + margins.trailing
        let h = content.height + margins.top + margins.bottom
        return CGSize(
            width: axes.contains(.horizontal) ? (proposal.width ?? w) : w,
            height: axes.contains(.vertical) ? (proposal.height ?? h) : h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        offer(proposal, subviews)
        guard let content = subviews.first else { return }
        content.place(
            at: CGPoint(x: bounds.minX + margins.leading - offset.x, y: bounds.minY + margins.top - offset.y),
            proposal: contentProposal(proposal))
    }
}

/// What a scroll view shows: the region lazy stacks inside create their rows for.
struct ScrollViewport: Hashable {
    var axes: Axis.Set
    /// The scroll view's proposal: its visible size where finite.
    var size: ProposedViewSize
    var margins: EdgeInsets
    var offset: CGPoint

    /// The visible length along `axis`, if the scroll view was proposed one.
    func length(_ axis: Axis) -> CGFloat? {
        guard let l = size[axis], l.isFinite else { return nil }
        return l
    }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    /// Margins for both the content and the indicators.
    public static let automatic = ContentMarginPlacement(kind: 0)
    /// Margins for the scrolled content only.
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    /// Margins for the scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

extension EnvironmentValues {
    /// The margins scroll views inside put around their content (`contentMargins`).
    public var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// The axes the nearest enclosing scroll view scrolls along (empty outside scroll views).
    public var scrollAxes: Axis.Set {
        get { self[ScrollAxesKey.self] }
        set { self[ScrollAxesKey.self] = newValue }
    }

    /// How far scroll views inside are scrolled, for rendering a scrolled state.
    public var scrollOffset: CGPoint {
        get { self[ScrollOffsetKey.self] }
        set { self[ScrollOffsetKey.self] = newValue }
    }

    /// Whether scroll views inside draw their content beyond their bounds
    /// (`scrollClipDisabled`): a carousel's shadows and neighbours outside its frame.
    public var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct ScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
}

private struct ScrollOffsetKey: EnvironmentKey {
    static let defaultValue = CGPoint.zero
}

extension View {
    /// Margins around the content of scroll views inside this view.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        _EnvironmentWriter(content: self) { env in
            guard placement != .scrollIndicators else { return }
            let l = length ?? 16
            var m = env.contentMargins
            if edges.contains(.top) { m.top = l }
            if edges.contains(.leading) { m.leading = l }
            if edges.contains(.bottom) { m.bottom = l }
            if edges.contains(.trailing) { m.trailing = l }
            env.contentMargins = m
        }
    }

    /// Margins of `length` on every edge of the content of scroll views inside this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Margins around the content of scroll views inside this view.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        _EnvironmentWriter(content: self) { env in
            if placement != .scrollIndicators { env.contentMargins = insets }
        }
    }

    /// Scrolls the scroll views inside to `offset` (for rendering a scrolled state).
    public func scrollOffset(_ offset: CGPoint) -> some View {
        _EnvironmentWriter(content: self) { $0.scrollOffset = offset }
    }
}

extension ScrollViewLayout: DescribedLayout {
    /// `ScrollView(.vertical)`, `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`
    /// (a List or Form laid out as a scroll view is named by its type in explain).
    var nodeDescription: NodeDescription {
        let code =
            axes == [.horizontal, .vertical]
            ? "ScrollView([.horizontal, .vertical])"
            : axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView(.vertical)"
        return NodeDescription(.scrollView(axes: axes), code: code)
    }
}
