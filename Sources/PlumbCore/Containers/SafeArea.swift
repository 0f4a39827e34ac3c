import Foundation

// The safe area: the part of the canvas not covered by a phone's status bar, Dynamic Island
// or home indicator (SPEC §1.4: the root is proposed the canvas minus its safe area), and
// the modifiers that change it or let a view extend past it.

/// Kinds of safe area. Plumb's canvas has only the container (device) safe area; the
/// keyboard's is accepted for compatibility.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The insets of the container: the screen's status bar, home indicator and bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's region (never shown here).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A region a view may extend into: its safe rect and the rect around it that the safe
/// area was taken from (the canvas, or the bounds of a `safeAreaInset`/`safeAreaPadding`).
struct SafeAreaFrame: Hashable {
    var safe: CGRect
    var outer: CGRect

    /// This safe area cut to `region` (empty, at the region's corner, where they do not meet);
    /// the region around it stays.
    func narrowed(to region: CGRect) -> SafeAreaFrame {
        // A region with a NaN or infinite side (a 1e308 inset overflowing) has no overlap that
        // `CGRect.intersection` can compute (it traps): the safe area is empty at its corner.
        func finite(_ r: CGRect) -> Bool {
            r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        }
        guard finite(safe), finite(region) else {
            let corner = CGPoint(
                x: region.origin.x.isFinite ? region.origin.x : 0, y: region.origin.y.isFinite ? region.origin.y : 0)
            return SafeAreaFrame(safe: CGRect(origin: corner, size: .zero), outer: outer)
        }
        let overlap = safe.intersection(region)
        return SafeAreaFrame(safe: overlap.isNull ? CGRect(origin: region.origin, size: .zero) : overlap, outer: outer)
    }
}

/// `ignoresSafeArea(_:edges:)`: the view is laid out in the safe area like any other, and
/// then, on each listed edge where its frame reaches the safe area's edge, its content is
/// extended to the edge of the region outside the safe area and proposed that larger size.
///
/// "Think of `MapView().edgesIgnoringSafeArea(.top)` as returning a SafeAreaIgnoringView
/// whose body is the MapView, and which lays out its body differently depending on whether
/// its own top edge is at the top edge of the safe area. [...] that is what it actually does"
/// (rob mayoff, https://stackoverflow.com/questions/56450804). The modifier's own frame, what
/// its parent sees, does not change; the content, centred in the extended rect, does.
struct SafeAreaIgnoringLayout: UnaryLayout {
    let edges: Edge.Set

    /// It reads the safe area it is in (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea) }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        // In the layout's coordinates: in right to left, the leading edge is the right one.
        let container = child.container
        let area = container.layoutCoordinates(container.containerValue(SafeAreaKey.self), bounds: bounds)
        let extended = SafeAreaIgnoringLayout.extend(bounds, edges: edges, in: area)
        guard extended != bounds else { return ChildPlacement(origin: bounds.origin, proposal: proposal) }
        var placing = proposal
        if extended.width != bounds.width { placing.width = extended.width }
        if extended.height != bounds.height { placing.height = extended.height }
        let size = child.sizeThatFits(placing)
        return ChildPlacement(
            origin: CGPoint(x: extended.midX - size.width / 2, y: extended.midY - size.height / 2), proposal: placing)
    }

    /// `bounds` with each listed edge that reaches the safe area's edge moved out to the
    /// outer region's edge.
    static func extend(_ bounds: CGRect, edges: Edge.Set, in area: SafeAreaFrame) -> CGRect {
        let e: CGFloat = 0.001
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top) && minY <= area.safe.minY + e { minY = min(minY, area.outer.minY) }
        if edges.contains(.leading) && minX <= area.safe.minX + e { minX = min(minX, area.outer.minX) }
        if edges.contains(.bottom) && maxY >= area.safe.maxY - e { maxY = max(maxY, area.outer.maxY) }
        if edges.contains(.trailing) && maxX >= area.safe.maxX - e { maxX = max(maxX, area.outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// `safeAreaPadding`: insets the content like `padding`, but as safe area: a view inside that
/// ignores the safe area extends over the padding.
struct SafeAreaPaddingLayout: UnaryLayout {
    let insets: EdgeInsets

    /// It narrows the safe area it is in for the views inside (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea) }

    /// Measured and placed as padding is; only the safe area inside differs.
    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        padding.sizeThatFits(proposal, child: child)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let placement = padding.childPlacement(in: bounds, proposal: proposal, child: child)
        let inner = CGRect(
            origin: placement.origin,
            size: CGSize(
                width: max(bounds.width - insets.leading - insets.trailing, 0),
                height: max(bounds.height - insets.top - insets.bottom, 0)))
        // `inner` is in the layout's coordinates (mirrored in right to left); the safe area is
        // kept in the canvas's.
        let container = child.container
        let area = container.layoutCoordinates(container.containerValue(SafeAreaKey.self), bounds: bounds)
        container.setContainerValue(
            SafeAreaKey.self, container.layoutCoordinates(area.narrowed(to: inner), bounds: bounds))
        return placement
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content sits against `edge`;
/// the modified view is laid out in what remains, and its safe area ends at the inset
/// content (a view inside that ignores the safe area, or a scroll view's background,
/// extends under it).
///
/// Contract (for a bottom edge; the others are the same turned): the inset content is
/// proposed the whole width and `nil` height (its ideal height: a judgement call; Apple's
/// documentation says only that "the modified view is inset by the height of content"); the
/// modified view is proposed the height minus that and the spacing (`nil`: the two views'
/// ViewSpacing distance, as a stack's); the result is as wide as the wider of the two and
/// as tall as both plus the spacing; the inset content is aligned across by `alignment`.
struct SafeAreaInsetLayout: Layout {
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// It narrows the safe area it is in for the modified view (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea) }
    static var _guidePropagation: _GuidePropagation { .none }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: Subviews) -> CGFloat {
        spacing ?? subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
    }

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (main: CGSize, inset: CGSize, mainProposal: ProposedViewSize, insetProposal: ProposedViewSize, gap: CGFloat)
    {
        var insetProposal = proposal
        insetProposal[axis] = nil
        let inset = subviews[1].sizeThatFits(insetProposal)
        let gap = self.gap(subviews)
        var mainProposal = proposal
        if let length = proposal[axis] { mainProposal[axis] = max(length - inset[axis] - gap, 0) }
        let main = subviews[0].sizeThatFits(mainProposal)
        return (main, inset, mainProposal, insetProposal, gap)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = measure(proposal, subviews)
        var size = CGSize.zero
        size[axis] = m.main[axis] + m.gap + m.inset[axis]
        size[axis.other] = max(m.main[axis.other], m.inset[axis.other])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        let m = measure(placing, subviews)
        let across = axis.other
        func acrossOffset(_ size: CGSize) -> CGFloat {
            alignment.defaultValue(width: bounds.width, height: bounds.height)
                - alignment.defaultValue(width: size.width, height: size.height)
        }
        var mainOrigin = bounds.origin, insetOrigin = bounds.origin
        switch edge {
        case .top: mainOrigin.y += m.inset.height + m.gap
        case .bottom: insetOrigin.y = bounds.maxY - m.inset.height
        case .leading: mainOrigin.x += m.inset.width + m.gap
        case .trailing: insetOrigin.x = bounds.maxX - m.inset.width
        }
        if across == .horizontal {
            insetOrigin.x += acrossOffset(m.inset)
        } else {
            insetOrigin.y += acrossOffset(m.inset)
        }
        // The modified view's safe area stops at the inset content: it is what remains of the
        // safe area on the modified view's side of the inset content's near edge.
        // In the layout's coordinates (mirrored in right to left), as the origins above are.
        let outside = subviews.layoutCoordinates(subviews.containerValue(SafeAreaKey.self), bounds: bounds)
        var side = outside.outer
        switch edge {
        case .top:
            side.size.height = max(side.maxY - (insetOrigin.y + m.inset.height), 0);
            side.origin.y = insetOrigin.y + m.inset.height
        case .bottom: side.size.height = max(insetOrigin.y - side.minY, 0)
        case .leading:
            side.size.width = max(side.maxX - (insetOrigin.x + m.inset.width), 0);
            side.origin.x = insetOrigin.x + m.inset.width
        case .trailing: side.size.width = max(insetOrigin.x - side.minX, 0)
        }
        subviews.setContainerValue(
            SafeAreaKey.self, subviews.layoutCoordinates(outside.narrowed(to: side), bounds: bounds))
        subviews[0].place(at: mainOrigin, anchor: .topLeading, proposal: m.mainProposal)
        subviews[1].place(at: insetOrigin, anchor: .topLeading, proposal: m.insetProposal)
    }
}

/// An edge on the vertical axis (top, bottom).
public enum VerticalEdge: Hashable, Sendable {
    /// The top or the bottom edge.
    case top, bottom

    /// A set of vertical edges (`listRowSeparator(_:edges:)`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis (leading, trailing).
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading or the trailing edge.
    case leading, trailing
}

struct SafeAreaInsetView<Content: View, Inset: View>: PrimitiveView {
    let content: Content
    let inset: Inset
    let layout: SafeAreaInsetLayout

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let saved = resolver.stackAxis
        resolver.stackAxis = nil
        let main = resolver.nodes(of: view.content)
        let inset = resolver.nodes(of: view.inset)
        resolver.stackAxis = saved
        func single(_ nodes: ArraySlice<Int32>, _ resolver: inout _ViewResolver) -> Int32 {
            if nodes.count == 1 { return nodes.first! }
            return resolver.addNode(makeLayoutBox(ZStackLayout(), name: "ZStack"), children: nodes)
        }
        let m = single(main, &resolver), i = single(inset, &resolver)
        let node = resolver.tree.addWrapper(makeLayoutBox(view.layout, name: "safeAreaInset"), around: m, alongside: i)
        resolver.outputs.append(node)
    }
}

extension View {
    /// Lets this view extend into the safe area on `edges` where its frame reaches it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(
            layout: SafeAreaIgnoringLayout(edges: regions.contains(.container) ? edges : []), name: "ignoresSafeArea")
    }

    /// Lets this view extend into the safe area on `edges` (deprecated spelling).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(layout: SafeAreaIgnoringLayout(edges: edges), name: "ignoresSafeArea")
    }

    /// Adds `length` (16 when `nil`) to the safe area of this view on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(
            EdgeInsets(
                top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` to the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Adds `insets` to the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(layout: SafeAreaPaddingLayout(insets: insets), name: "safeAreaPadding")
    }

    /// Shows `content` against the top or bottom edge, and insets this view's safe area by it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(),
            layout: SafeAreaInsetLayout(
                edge: edge == .top ? .top : .bottom, alignment: alignment.key,
                spacing: spacing.flatMap { $0.isFinite ? $0 : nil }))
    }

    /// Shows `content` against the leading or trailing edge, and insets this view's safe area by it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(),
            layout: SafeAreaInsetLayout(
                edge: edge == .leading ? .leading : .trailing, alignment: alignment.key,
                spacing: spacing.flatMap { $0.isFinite ? $0 : nil }))
    }
}
