import Foundation

/// The layout of ``Grid``: SwiftUI's `GridLayout`, usable on its own
/// (`GridLayout { GridRow { ... } }`, `AnyLayout(GridLayout())`).
///
/// Its subviews are flat: the views of every ``GridRow``, each marked with its row, and the
/// grid's other children, each a row of its own spanning every column. Cells fill columns
/// left to right; `gridCellColumns(n)` makes a cell span n columns; the grid has as many
/// columns as its longest row ("Grid determines the number of columns from the row with the
/// most children. Rows with fewer children leave trailing cells empty",
/// docs.metabind.ai/bindjs/components/GridRow, describing SwiftUI's Grid).
///
/// "A grid and its rows behave something like a collection of HStack instances wrapped in a
/// VStack. However, the grid handles row and column creation as a single operation" (Apple,
/// same page). So each column is sized as an HStack sizes one child, and each row as a
/// VStack sizes one child, where a column answers an offered width with its widest cell and
/// a row answers an offered height with its tallest (SPEC §5, "Grid gives each column its
/// widest cell and each row its tallest (documented); flexible cells share what remains
/// evenly"). Contract, for a proposal P:
///
/// - **Spacing**: `horizontalSpacing` between columns and `verticalSpacing` between rows,
///   each 8 when `nil` ("a default distance between cells that's appropriate for the
///   platform", Apple; 8 is iOS's default spacing, SPEC §6. Judgement call: no published
///   measurement; one tutorial, mvolkmann.github.io/blog/swift/Grid, reports 10 without
///   numbers). One distance for the whole grid, not `ViewSpacing` per pair.
/// - **Columns**: the cells that size a column are its one-column cells without
///   `gridCellUnsizedAxes(.horizontal)`; a column's answer to a width w is the widest of them
///   proposed w wide and `nil` high (0 for a column without such cells; widths are probed as
///   a stack probes them, so a Text is 0 wide at 0). Proposing `nil` height while columns are
///   sized is a judgement call: rows are not sized yet. With P's width `nil`
///   every column takes its answer to `nil` (its ideal). Otherwise, as in an HStack without
///   priorities (SPEC §4.2–4.5): available = P's width − the spacing; each column is probed
///   at 0 and ∞; the least flexible column is served first (the larger minimum first between
///   infinitely flexible ones, declaration order on ties), each offered
///   `max(0, remaining / columns left)` and taking its answer. Then each cell spanning
///   several columns (and each row of one view, which spans them all), top to bottom, is
///   proposed its columns' width plus the space the columns leave unused in P (`nil` with P
///   `nil`); if it answers wider than its columns, the excess is shared equally among them.
///   So a Divider between rows widens the grid to P and its columns with it, and with
///   `gridCellUnsizedAxes(.horizontal)` it does not: the modifier "prevents a flexible view
///   like a Spacer, Divider, or Color from defining the size of a row or column" (Apple,
///   developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:), whose example is
///   that Divider). Sharing the excess equally is a judgement call.
/// - **Rows**: a row's answer to a height h is the extent of its cells (those without
///   `gridCellUnsizedAxes(.vertical)`) proposed their columns' width and h, aligned on the
///   row's vertical guide as an HStack aligns its children (a cell with a `gridCellAnchor`
///   counts with its height alone). Rows share P's height as a VStack's children do; with
///   P's height `nil` every row takes its answer to `nil`.
/// - **Reported size**: the columns' widths and the rows' heights with their spacing.
/// - **Child proposal when placed**: every cell is proposed its cell: its columns' width (with
///   the spacing between them) by its row's height, unsized cells included (Apple's empty
///   corner cell, `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`).
/// - **Placement**: horizontally, a cell's guide meets the same guide of its cell, as a frame
///   aligns its content: the column's `gridColumnAlignment`, else the grid's alignment.
///   Vertically, for top, centre and bottom likewise with the row's alignment (its
///   `GridRow(alignment:)`, else the grid's); for baselines and custom guides the row's cells
///   are aligned on each other from the row's top, as an HStack aligns them. A cell with a
///   `gridCellAnchor` puts that unit point of itself on the same unit point of its cell.
/// - Layout priorities are ignored (a judgement call).
public struct GridLayout: Layout {
    /// How each cell is aligned in its column's width and its row's height.
    public var alignment: Alignment
    /// The space between columns; `nil` is the default spacing (8).
    public var horizontalSpacing: CGFloat?
    /// The space between rows; `nil` is the default spacing (8).
    public var verticalSpacing: CGFloat?

    /// A grid layout with the given cell alignment and spacings.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// What a grid keeps between queries: where its cells are, and its last solution.
    public struct Cache {
        var structure: GridStructure?
        var memo = ProposalKey.never
        var solution = GridSolution()
    }

    static var _guidePropagation: _GuidePropagation { .merging }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// A subview changed: its cell marks may have too.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        solve(proposal, subviews: subviews, cache: &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let solution = solve(proposal, subviews: subviews, cache: &cache)
        guard let grid = cache.structure, !grid.cells.isEmpty else { return }
        let columnX = offsets(solution.widths, spacing: columnSpacing, from: bounds.minX)
        let rowY = offsets(solution.heights, spacing: rowSpacing, from: bounds.minY)
        for (r, row) in grid.rows.enumerated() {
            let height = solution.heights[r]
            let v = (row.alignment ?? alignment.vertical).key
            let framed = v.builtin >= BuiltinGuide.top && v.builtin <= BuiltinGuide.bottom
            // Cells aligned on each other (baselines, custom guides): placed once all are known.
            var stacked: [(subview: Int, x: CGFloat, top: CGFloat, proposal: ProposedViewSize)] = []
            var lower = CGFloat.infinity
            for cell in row.cells.map({ grid.cells[$0] }) {
                let width = spanWidth(cell, solution.widths)
                let proposal = ProposedViewSize(width: width, height: height)
                let subview = subviews[cell.subview]
                let x0 = columnX[cell.column], y0 = rowY[r]
                if let anchor = cell.anchor {
                    let size = subview.sizeThatFits(proposal)
                    subview.place(
                        at: CGPoint(x: x0 + anchor.x * (width - size.width), y: y0 + anchor.y * (height - size.height)),
                        proposal: proposal)
                    continue
                }
                let h = (grid.columnAlignments[cell.column] ?? alignment.horizontal).key
                let (_, gh, gv) = subview.sizeAndGuides(h, v, in: proposal)
                let x = x0 + h.defaultValue(width: width, height: height) - gh
                if framed {
                    subview.place(
                        at: CGPoint(x: x, y: y0 + v.defaultValue(width: width, height: height) - gv),
                        proposal: proposal)
                } else {
                    lower = min(lower, -gv)
                    stacked.append((cell.subview, x, -gv, proposal))
                }
            }
            for item in stacked {
                subviews[item.subview].place(
                    at: CGPoint(x: item.x, y: rowY[r] + item.top - lower), proposal: item.proposal)
            }
        }
    }

    private var columnSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    private var rowSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    // MARK: Solving

    /// The columns' widths and rows' heights for `proposal` (the last one is remembered).
    private func solve(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> GridSolution {
        if cache.structure == nil { cache.structure = GridStructure(subviews) }
        let key = ProposalKey(proposal)
        if cache.memo == key { return cache.solution }
        let grid = cache.structure!
        let widths = columnWidths(grid, proposal.width, subviews: subviews)
        let heights = rowHeights(grid, widths: widths, proposal.height, subviews: subviews)
        let size = CGSize(width: total(widths, spacing: columnSpacing), height: total(heights, spacing: rowSpacing))
        cache.solution = GridSolution(widths: widths, heights: heights, size: size)
        cache.memo = key
        return cache.solution
    }

    /// Column widths for a proposed width (see the contract).
    private func columnWidths(_ grid: GridStructure, _ width: CGFloat?, subviews: Subviews) -> [CGFloat] {
        let n = grid.columnCount
        guard n > 0 else { return [] }
        var sizing = [[Int]](repeating: [], count: n)
        for cell in grid.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
            sizing[cell.column].append(cell.subview)
        }
        // Lengths, as a stack probes them: a Text's minimum width is 0 (SPEC §2).
        func answer(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            sizing[column].reduce(0) {
                max($0, subviews[$1]._lengthThatFits(ProposedViewSize(width: offer, height: nil), in: .horizontal))
            }
        }
        var widths: [CGFloat]
        if let width {
            widths = GridTrackDistribution.distribute(width - CGFloat(n - 1) * columnSpacing, count: n) {
                answer($0, $1)
            }
        } else {
            widths = (0..<n).map { answer($0, nil) }
        }
        for cell in grid.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let spanned = spanWidth(cell, widths)
            let unused = width.map { max(0, $0 - total(widths, spacing: columnSpacing)) }
            let offer = unused.map { spanned + $0 }
            let answer = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard answer > spanned else { continue }
            let extra = (answer - spanned) / CGFloat(cell.span)
            for column in cell.column..<(cell.column + cell.span) { widths[column] += extra }
        }
        return widths
    }

    /// Row heights for a proposed height, given the column widths (see the contract).
    private func rowHeights(_ grid: GridStructure, widths: [CGFloat], _ height: CGFloat?, subviews: Subviews)
        -> [CGFloat]
    {
        let count = grid.rows.count
        guard count > 0 else { return [] }
        func answer(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            let row = grid.rows[r]
            let v = (row.alignment ?? alignment.vertical).key
            var anchored: CGFloat = 0
            var lower = CGFloat.infinity, upper = -CGFloat.infinity
            for cell in row.cells.map({ grid.cells[$0] }) where !cell.unsized.contains(.vertical) {
                let proposal = ProposedViewSize(width: spanWidth(cell, widths), height: offer)
                if cell.anchor != nil {
                    anchored = max(anchored, subviews[cell.subview].sizeThatFits(proposal).height)
                } else {
                    let (size, guide) = subviews[cell.subview].sizeAndGuide(v, in: proposal)
                    lower = min(lower, -guide)
                    upper = max(upper, size.height - guide)
                }
            }
            return max(anchored, upper > lower ? upper - lower : 0)
        }
        if let height {
            return GridTrackDistribution.distribute(height - CGFloat(count - 1) * rowSpacing, count: count) {
                answer($0, $1)
            }
        }
        return (0..<count).map { answer($0, nil) }
    }

    /// The width of a cell's columns with the spacing between them.
    private func spanWidth(_ cell: GridStructure.Cell, _ widths: [CGFloat]) -> CGFloat {
        var width = CGFloat(cell.span - 1) * columnSpacing
        for column in cell.column..<(cell.column + cell.span) { width += widths[column] }
        return width
    }

    private func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + CGFloat(lengths.count - 1) * spacing
    }

    private func offsets(_ lengths: [CGFloat], spacing: CGFloat, from start: CGFloat) -> [CGFloat] {
        var position = start
        return lengths.map { length in
            defer { position += length + spacing }
            return position
        }
    }
}

/// A solved grid: its columns' widths, its rows' heights and its size.
struct GridSolution {
    var widths: [CGFloat] = []
    var heights: [CGFloat] = []
    var size = CGSize.zero
}

/// Where a grid's cells are, read once from its subviews' traits.
struct GridStructure {
    struct Cell {
        /// The subview's index in the grid's subviews.
        var subview: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    struct Row {
        /// The GridRow's alignment; `nil` for the grid's (and for a row of one view).
        var alignment: VerticalAlignment?
        /// Indices into `cells`.
        var cells: [Int] = []
    }

    /// The most columns one cell spans: a bound, so that `gridCellColumns(.max)` cannot ask
    /// for billions of columns (Plumb's limit, not SwiftUI's).
    static let maximumSpan = 10_000

    var cells: [Cell] = []
    var rows: [Row] = []
    var columnCount = 0
    /// Each column's `gridColumnAlignment`, `nil` for the grid's.
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        var rowID: Int32?
        var cursor = 0
        var fullRows: [Int] = []
        for index in subviews.indices {
            let subview = subviews[index]
            let unsized = subview[GridCellUnsizedAxesKey.self]
            let anchor = subview[GridCellAnchorKey.self]
            if let row = subview[GridRowKey.self] {
                if row.id != rowID {
                    rows.append(Row(alignment: row.alignment))
                    rowID = row.id
                    cursor = 0
                }
                let span = min(max(1, subview[GridCellColumnsKey.self]), GridStructure.maximumSpan)
                rows[rows.count - 1].cells.append(cells.count)
                cells.append(Cell(subview: index, column: cursor, span: span, unsized: unsized, anchor: anchor))
                cursor += span
                columnCount = max(columnCount, cursor)
            } else {
                rowID = nil
                rows.append(Row(alignment: nil, cells: [cells.count]))
                fullRows.append(cells.count)
                cells.append(Cell(subview: index, column: 0, span: 1, unsized: unsized, anchor: anchor))
            }
        }
        if !cells.isEmpty { columnCount = max(columnCount, 1) }
        for cell in fullRows { cells[cell].span = columnCount }
        columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells where columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = subviews[cell.subview][GridColumnAlignmentKey.self]
        }
    }
}

/// How a grid shares a length among its columns (or rows): SPEC §4.2–4.5 without priority
/// groups, each track standing for one stack child.
enum GridTrackDistribution {
    /// Track lengths for `available` points: each track is probed at 0 and ∞ through
    /// `length(track, offer)`; the least flexible is served first (the larger minimum first
    /// between infinitely flexible ones, then in order), each offered
    /// `max(0, remaining / tracks left)` and taking its answer.
    static func distribute(_ available: CGFloat, count: Int, length: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let minimum = (0..<count).map { length($0, 0) }
        let maximum = (0..<count).map { length($0, .infinity) }
        func flexibility(_ i: Int) -> CGFloat {
            let f = maximum[i] - minimum[i]
            return f.isNaN ? .infinity : f
        }
        let order = (0..<count).sorted { a, b in
            let fa = flexibility(a), fb = flexibility(b)
            if fa != fb { return fa < fb }
            if fa == .infinity && minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available
        for (served, track) in order.enumerated() {
            lengths[track] = length(track, max(0, remaining / CGFloat(count - served)))
            // ∞ − ∞ (an infinitely flexible track offered ∞) keeps ∞ for the rest, as stacks do.
            let next = remaining - lengths[track]
            if !next.isNaN { remaining = next }
        }
        return lengths
    }
}
