import Foundation

/// The layout of containers that show one view beside system bars: a NavigationStack (a
/// navigation bar on top, a toolbar at the bottom) and a TabView (a tab bar at the bottom).
///
/// Contract: it takes its whole proposal (its content's size plus the bars where a dimension
/// is `nil`). Its first subview, the content, is proposed the proposal minus `top` and
/// `bottom` and centred in that area, as a hosting controller centres its root view; the
/// area is also the size views inside see with `containerRelativeFrame` (SPEC §5). The bars
/// are subviews too (``BarPlacements``): the top bar is proposed the container's width and
/// its height and placed `topOverlap` above the container's top (from the status bar's
/// bottom); the bottom bar is placed on the container's bottom edge and, where it
/// `extendsUnderInset`, proposed the safe area's bottom inset more, so that its background
/// reaches the screen's edge under the home indicator. A floating bottom bar (iOS 26's tab
/// bar) says how far above the screen's bottom its top is (`clearance`): it then takes that
/// less the window's bottom inset (at least nothing), from the content and as its height.
/// Other subviews are not shown (a TabView's other tabs). Bars never change the container's
/// size.
struct BarContainerLayout: Layout {
    /// The lengths the bars take from the content at the top and the bottom.
    let top: CGFloat
    private let fixedBottom: CGFloat
    var bars = BarPlacements()

    init(top: CGFloat, bottom: CGFloat, bars: BarPlacements = BarPlacements()) {
        self.top = top
        self.fixedBottom = bottom
        self.bars = bars
    }

    /// The length the bottom bar takes from the content in the window of `subviews`.
    private func bottom(_ subviews: Subviews) -> CGFloat {
        guard let clearance = bars.bottom?.clearance else { return fixedBottom }
        return max(clearance - subviews.windowSafeAreaInsets.bottom, 0)
    }

    /// A container for `containerRelativeFrame`; it narrows the safe area it is in to the
    /// area between its bars (container values).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea, overwritten: .containerSize) }
    static var _guidePropagation: _GuidePropagation { .none }

    private func contentProposal(_ p: ProposedViewSize, bottom: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max($0 - top - bottom, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let bottom = self.bottom(subviews)
        let inner = contentProposal(proposal, bottom: bottom)
        subviews.setContainerValue(ContainerSizeKey.self, ContainerSize(width: inner.width, height: inner.height))
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let content = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + top + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bottom = self.bottom(subviews)
        let area = CGRect(
            x: bounds.minX, y: bounds.minY + top, width: bounds.width,
            height: max(bounds.height - top - bottom, 0))
        subviews.setContainerValue(ContainerSizeKey.self, ContainerSize(width: area.width, height: area.height))
        // How far the screen extends below the container (the home indicator's inset).
        let outside = subviews.containerValue(SafeAreaKey.self)
        let underBottom = bounds.maxY >= outside.safe.maxY - 0.001 ? max(outside.outer.maxY - bounds.maxY, 0) : 0
        // The bars are safe-area insets of the content, as in SwiftUI: the content's safe
        // area is the area between them, and the region around it is the container's own
        // bounds, so a List's background or `ignoresSafeArea()` reaches under the bars. Past
        // those bounds it reaches only on the edges where the container meets the safe area's
        // edge: SwiftUI gives a view safe-area insets only where it overlaps the unsafe region,
        // so a stack below a banner (actuali's `VStack(spacing: 0) { InitialSyncBanner();
        // NavigationStack { ... } }`) extends its List's background up to its own top, not
        // over the banner.
        if top > 0 || bottom > 0 {
            var inner = outside.narrowed(to: area)
            inner.outer = SafeAreaIgnoringLayout.extend(bounds, edges: .all, in: outside)
            subviews.setContainerValue(SafeAreaKey.self, inner)
        }
        for (i, subview) in subviews.enumerated() {
            if i == 0 {
                subview.place(
                    at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
            } else if let bar = bars.top, bar.index == i {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY - bars.topOverlap), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: bar.height))
            } else if let bar = bars.bottom, bar.index == i {
                let barHeight = bar.clearance == nil ? bar.height : bottom
                let height = barHeight + (bar.extendsUnderInset ? underBottom : 0)
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.maxY - barHeight), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: height))
            } else {
                subview._exclude()
            }
        }
    }
}

/// Which subviews of a ``BarContainerLayout`` are bars, and how tall each is.
struct BarPlacements: Hashable {
    struct Bar: Hashable {
        /// The bar's subview index.
        var index: Int
        /// Its height inside the container (the top bar's includes `topOverlap`).
        var height: CGFloat
        /// Whether its background reaches under the safe area's bottom inset.
        var extendsUnderInset: Bool
        /// For a floating bar: how far above the screen's bottom its top is.
        var clearance: CGFloat? = nil
    }

    var top: Bar?
    var bottom: Bar?
    /// How far above the container's top the top bar starts: the part of the safe area's
    /// top inset below the status bar (``EnvironmentValues/statusBarOverlap``).
    var topOverlap: CGFloat = 0
}

/// A node that only names what it wraps ("TabBar", "ToolbarItem"), so that `plumb layout`
/// and explanations read as the bars do: it proposes its proposal to its child, answers the
/// child's size and places it at its own origin.
struct NamedBoxLayout: UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }
}

extension View {
    /// This view in a node named `name` that changes nothing else.
    func named(_ name: String) -> some View {
        modifier(layout: NamedBoxLayout(), name: name)
    }
}
