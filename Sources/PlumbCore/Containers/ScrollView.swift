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
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

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
        var children = resolver.nodes(of: view.content)
        resolver.stackAxis = savedAxis
        if children.count > 1 {
            let stack: LayoutBox = horizontalOnly
                ? makeLayoutBox(HStackLayout(), name: "HStack") : makeLayoutBox(VStackLayout(), name: "VStack")
            children = [resolver.addNode(stack, children: children)][...]
        }
        let node = resolver.addNode(makeLayoutBox(layout, name: "ScrollView"), children: children)
        resolver.tree.addEffect(.clipped(antialiased: false), to: node)
        resolver.outputs.append(node)
    }
}

struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    let margins: EdgeInsets
    let offset: CGPoint

    static var _guidePropagation: _GuidePropagation { .none }
    static var _isSizeContainer: Bool { true }
    static var layoutProperties: LayoutProperties { LayoutProperties() }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - margins.leading - margins.trailing, 0) },
            height: axes.contains(.vertical) ? nil : p.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The container size it offers: its proposal minus the content margins.
    private func offer(_ p: ProposedViewSize, _ subviews: Subviews) {
        subviews.tree.setContainerSize(ContainerSize(
            width: p.width.map { max($0 - margins.leading - margins.trailing, 0) },
            height: p.height.map { max($0 - margins.top - margins.bottom, 0) }), of: subviews.parent)
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

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    public static let automatic = ContentMarginPlacement(kind: 0)
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

extension EnvironmentValues {
    /// The margins scroll views inside put around their content (`contentMargins`).
    public var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// How far scroll views inside are scrolled, for rendering a scrolled state.
    public var scrollOffset: CGPoint {
        get { self[ScrollOffsetKey.self] }
        set { self[ScrollOffsetKey.self] = newValue }
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct ScrollOffsetKey: EnvironmentKey {
    static let defaultValue = CGPoint.zero
}

extension View {
    /// Margins around the content of scroll views inside this view.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
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
