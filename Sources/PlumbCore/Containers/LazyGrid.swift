import Foundation

/// A grid that grows vertically: its columns come from ``GridItem``s, its cells fill them
/// row by row. See `LazyGridLayout` for the contract.
///
/// Plumb lays the grid out eagerly (every cell is a view); the column math lives in
/// ``GridItemResolver`` so that a lazy container can reuse it.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// A grid that places what `content` builds in `columns`, row by row, growing vertically.
    ///
    /// - Parameters:
    ///   - columns: The grid's columns.
    ///   - alignment: Where the columns sit when the grid is wider than they are.
    ///   - spacing: The distance between rows; `nil` for the default (8).
    ///   - pinnedViews: Accepted for compatibility; Plumb has no sections to pin.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyVGrid, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(view.layout, name: "LazyVGrid"), content: view.content)
    }
}

/// A grid that grows horizontally: its rows come from ``GridItem``s, its cells fill them
/// column by column. See `LazyGridLayout` for the contract.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// A grid that places what `content` builds in `rows`, column by column, growing horizontally.
    ///
    /// - Parameters:
    ///   - rows: The grid's rows.
    ///   - alignment: Where the rows sit when the grid is taller than they are.
    ///   - spacing: The distance between columns; `nil` for the default (8).
    ///   - pinnedViews: Accepted for compatibility; Plumb has no sections to pin.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyHGrid, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(view.layout, name: "LazyHGrid"), content: view.content)
    }
}

/// The layout of ``LazyVGrid`` (growing along the vertical axis, its tracks are columns) and
/// ``LazyHGrid`` (growing along the horizontal axis, its tracks are rows). Below, for a
/// LazyVGrid; a LazyHGrid swaps the axes.
///
/// Contract, for a proposal P:
/// - **Tracks**: the columns are ``GridItemResolver/tracks(_:in:)`` of the items in P's
///   width, never consulting a cell (SPEC §5; objc.io/blog/2020/11/23/grid-layout).
/// - **Child proposal**: cell k sits in column `k mod n`, row `k / n` (n columns); it is
///   proposed its column's width and `nil` height, when measured and when placed: the grid
///   grows without bound along its axis, so cells take their ideal height. A judgement call:
///   no published measurement states the proposal; it agrees with the published examples,
///   whose cells are always given a height (`.frame(height: 40)` in lochiwei's, for
///   instance) or an aspect ratio, and makes a bare Color cell 10 high (SPEC §2).
/// - **Rows**: each row is as tall as its tallest cell; rows are `spacing` apart (8 when
///   `nil`: SPEC §5 gives 8 for the items' default spacing; the same default between rows
///   is a judgement call).
/// - **Reported size**: the columns' total width with their spacing (which may exceed P's
///   width when flexible minimums do not fit), by the rows' total height; P's height is not
///   consulted.
/// - **Placement**: the columns are resolved again from the width the grid is placed with:
///   "layout: starts with the grid width (proposed width). rendering: starts with the
///   calculated overall width from the layout pass"
///   (lochiwei.gitbook.io/ios/swiftui/layout/grids/layout-algorithm;
///   mo4tech: two flexible columns of minimum 100 and 180 make a grid 334 wide in 300, whose
///   columns are then drawn 163 and 180 wide). Each cell is aligned in its column-by-row
///   rectangle by its item's alignment (centre by default), as a frame aligns its content.
///   When the columns are narrower than the grid, `alignment` places them; when they are
///   wider, they start at its leading edge (judgement calls: mo4tech notes the overflowing
///   case is "not centered").
struct LazyGridLayout: Layout {
    /// The axis the grid grows along: vertical for a LazyVGrid.
    let axis: Axis
    let items: [GridItem]
    /// Where the tracks sit across the axis when the grid is longer than they are.
    let alignment: AlignmentKey
    /// The distance between lines (rows of a LazyVGrid); `nil` for the default.
    let spacing: CGFloat?

    static var _guidePropagation: _GuidePropagation { .merging }

    /// The axis the tracks divide: horizontal (columns) for a LazyVGrid.
    private var crossAxis: Axis { axis.other }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = GridItemResolver.tracks(items, in: proposal[crossAxis])
        let cross = GridItemResolver.origins(of: tracks).total
        let main = lines(tracks, subviews: subviews).total
        return axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = GridItemResolver.tracks(items, in: bounds.size[crossAxis])
        guard !tracks.isEmpty else { return }
        let (origins, total) = GridItemResolver.origins(of: tracks)
        let (lineOrigins, lineLengths, _) = lines(tracks, subviews: subviews)
        let crossStart = crossAxis == .horizontal ? bounds.minX : bounds.minY
        let mainStart = axis == .vertical ? bounds.minY : bounds.minX
        let free = bounds.size[crossAxis] - total
        let offset = free > 0 ? free * alignment.defaultValue(width: 1, height: 1) : 0
        for (k, subview) in subviews.enumerated() {
            let track = tracks[k % tracks.count]
            let line = k / tracks.count
            let cellProposal = ProposedViewSize(crossAxis, main: track.length, cross: nil)
            let cell =
                crossAxis == .horizontal
                ? CGRect(
                    x: crossStart + offset + origins[k % tracks.count], y: mainStart + lineOrigins[line],
                    width: track.length, height: lineLengths[line])
                : CGRect(
                    x: mainStart + lineOrigins[line], y: crossStart + offset + origins[k % tracks.count],
                    width: lineLengths[line], height: track.length)
            let cellAlignment = track.alignment ?? .center
            let h = cellAlignment.horizontal.key, v = cellAlignment.vertical.key
            let (_, x, y) = subview.sizeAndGuides(h, v, in: cellProposal)
            subview.place(
                at: CGPoint(
                    x: cell.minX + h.defaultValue(width: cell.width, height: cell.height) - x,
                    y: cell.minY + v.defaultValue(width: cell.width, height: cell.height) - y),
                proposal: cellProposal)
        }
    }

    /// The lines (rows of a LazyVGrid) for `tracks`: each line's offset and length, and the
    /// total length with spacing.
    private func lines(_ tracks: [GridItemResolver.Track], subviews: Subviews)
        -> (origins: [CGFloat], lengths: [CGFloat], total: CGFloat)
    {
        guard !tracks.isEmpty, !subviews.isEmpty else { return ([], [], 0) }
        let count = (subviews.count + tracks.count - 1) / tracks.count
        var lengths = [CGFloat](repeating: 0, count: count)
        for (k, subview) in subviews.enumerated() {
            let proposal = ProposedViewSize(crossAxis, main: tracks[k % tracks.count].length, cross: nil)
            lengths[k / tracks.count] = max(lengths[k / tracks.count], subview.sizeThatFits(proposal)[axis])
        }
        let gap = spacing ?? GridItemResolver.defaultSpacing
        var origins: [CGFloat] = []
        var position: CGFloat = 0
        for (i, length) in lengths.enumerated() {
            if i > 0 { position += gap }
            origins.append(position)
            position += length
        }
        return (origins, lengths, position)
    }
}
