import Foundation
import Testing

@testable import PlumbCore

/// Lays `view` out proposed exactly `width`×`height`, at the canvas's top-leading corner.
func topLeading<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> LayoutResult {
    layout(view.frame(width: width, height: height, alignment: .topLeading), width, height)
}

/// SPEC §5 Grid, GridLayout and GridRow. Apple's Grid page is
/// developer.apple.com/documentation/swiftui/grid ("Apple, Grid" below).
struct GridTests {
    /// Apple, Grid: the first example ("Hello", globe / waving hand, "World"), with 20-point
    /// squares for the symbols. Columns take their widest cell, rows their tallest (SPEC §5),
    /// cells are centred (the default alignment), and cells are 8 apart (judgement call: the
    /// platform's default spacing, SPEC §6).
    @Test("columns are as wide as their widest cell, rows as tall as their tallest, 8 apart")
    func widestAndTallest() {
        let result = topLeading(
            Grid {
                GridRow {
                    ahem("Hello").id("hello"); fixed(20, 20).id("globe")
                }
                GridRow {
                    fixed(20, 20).id("wave"); ahem("World").id("world")
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", x: 0, y: 0, width: 108, height: 48)
        expectFrame(result, "hello", x: 0, y: 5, width: 50, height: 10)
        expectFrame(result, "globe", x: 73, y: 0)
        expectFrame(result, "wave", x: 15, y: 28)
        expectFrame(result, "world", x: 58, y: 33)
    }

    /// Apple, `init(alignment:horizontalSpacing:verticalSpacing:content:)`: the distances
    /// between columns and between rows.
    @Test("horizontalSpacing and verticalSpacing replace the default 8")
    func explicitSpacing() {
        let result = topLeading(
            Grid(horizontalSpacing: 2, verticalSpacing: 4) {
                GridRow {
                    ahem("Hello"); fixed(20, 20).id("globe")
                }
                GridRow {
                    fixed(20, 20).id("wave"); ahem("World").id("world")
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 102, height: 44)
        expectFrame(result, "globe", x: 67, y: 0)
        expectFrame(result, "wave", x: 15, y: 24)
        expectFrame(result, "world", x: 52, y: 29)
    }

    /// "Grid determines the number of columns from the row with the most children. Rows with
    /// fewer children leave trailing cells empty" (docs.metabind.ai/bindjs/components/GridRow,
    /// describing SwiftUI's Grid).
    @Test("the longest row sets the column count; shorter rows leave empty cells")
    func columnCount() {
        let result = topLeading(
            Grid {
                GridRow {
                    fixed(10, 10).id("a"); fixed(20, 10).id("b"); fixed(30, 10).id("c")
                }
                GridRow { fixed(40, 10).id("d") }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 106, height: 28)
        expectFrame(result, "a", x: 15, y: 0)
        expectFrame(result, "b", x: 48)
        expectFrame(result, "c", x: 76)
        expectFrame(result, "d", x: 0, y: 18)
    }

    /// SPEC §4's worked example (objc.io, measured for an HStack), in one GridRow: "a grid and
    /// its rows behave something like a collection of HStack instances" (Apple, Grid). The
    /// less flexible column is served first: offered 75, it takes 75; the other is offered 75
    /// and takes 100; the grid is 175 wide and overflows its 150 frame.
    @Test("columns share the width as an HStack's children do: SPEC §4's 75 + 100 in 150")
    func columnsShareLikeAStack() {
        let result = layout(
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Rectangle().frame(maxWidth: 100).id("a"); Rectangle().frame(minWidth: 100).id("b")
                }
            }.id("grid").frame(width: 150), 150, 100)
        expectFrame(result, "grid", x: -12.5, width: 175, height: 100)
        expectFrame(result, "a", x: -12.5, width: 75)
        expectFrame(result, "b", x: 62.5, width: 100)
    }

    /// SPEC §5: "flexible cells share what remains evenly". The text's column is served
    /// first and keeps its 20; the two colours split the remaining 260.
    @Test("flexible cells share what the other columns leave, evenly")
    func flexibleCellsShare() {
        let result = topLeading(
            Grid(horizontalSpacing: 10) {
                GridRow {
                    ahem("ab").id("t"); Color.red.id("x"); Color.blue.id("y")
                }
            }.id("grid"), 300, 20)
        expectFrame(result, "grid", width: 300, height: 20)
        expectFrame(result, "t", x: 0, y: 5, width: 20)
        expectFrame(result, "x", x: 30, y: 0, width: 130, height: 20)
        expectFrame(result, "y", x: 170, width: 130)
    }

    /// Apple, `gridCellUnsizedAxes(_:)`, whose example is a Divider between two rows: the
    /// modifier "prevents a flexible view like a Spacer, Divider, or Color from defining the
    /// size of a row or column". Sized, the Divider takes the width it is offered and the grid
    /// with it; unsized horizontally, it takes the grid's width without widening it. How the
    /// extra width is shared among the columns (equally) is a judgement call.
    @Test("a Divider row widens the grid to its proposal; gridCellUnsizedAxes(.horizontal) stops it")
    func dividerRows() {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    ahem("Hello").id("hello"); fixed(20, 20).id("globe")
                }
                Divider().gridCellUnsizedAxes(unsized ? .horizontal : []).id("divider")
                GridRow {
                    fixed(20, 20).id("wave"); ahem("World").id("world")
                }
            }.id("grid")
        }
        let wide = topLeading(grid(unsized: false), 300, 200)
        // Columns 50 + 50 + 8 = 108; the Divider is offered 300 and takes it: 192 more, 96 each.
        expectFrame(wide, "grid", width: 300, height: 56.5)
        expectFrame(wide, "hello", x: 48, y: 5)
        expectFrame(wide, "globe", x: 217, y: 0)
        expectFrame(wide, "divider", x: 0, y: 28, width: 300, height: 0.5)
        expectFrame(wide, "world", x: 202, y: 41.5)
        let narrow = topLeading(grid(unsized: true), 300, 200)
        expectFrame(narrow, "grid", width: 108, height: 56.5)
        expectFrame(narrow, "hello", x: 0)
        expectFrame(narrow, "divider", x: 0, y: 28, width: 108, height: 0.5)
        expectFrame(narrow, "world", x: 58, y: 41.5)
    }

    /// Apple, `gridCellColumns(_:)`: a cell spans several columns and is offered their width
    /// with the spacing between them; a spanning cell wider than its columns widens them
    /// (shared equally: a judgement call).
    @Test("gridCellColumns: a cell spans columns, and widens them when it is wider")
    func columnSpans() {
        let result = topLeading(
            Grid {
                GridRow {
                    fixed(30, 10).id("a"); fixed(30, 10).id("b")
                }
                GridRow { fixed(20, 10).gridCellColumns(2).id("narrow") }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 68, height: 28)
        expectFrame(result, "narrow", x: 24, y: 18)  // centred in 30 + 8 + 30
        let wide = topLeading(
            Grid {
                GridRow {
                    fixed(30, 10).id("a"); fixed(30, 10).id("b")
                }
                GridRow { fixed(100, 10).gridCellColumns(2).id("wide") }
            }.id("grid"), 300, 200)
        // 100 − 68 = 32 more: each column 46.
        expectFrame(wide, "grid", width: 100)
        expectFrame(wide, "a", x: 8)
        expectFrame(wide, "b", x: 62)
        expectFrame(wide, "wide", x: 0, y: 18, width: 100)
    }

    /// A spanning cell is offered its columns' width plus what the columns leave unused: with
    /// room to spare a spanning Text keeps one line and widens its columns (as the long Toggle
    /// label spanning two columns in Apple's `gridCellColumns(_:)` example sets the grid's
    /// width); with none it wraps in its columns' width.
    @Test("a spanning Text widens its columns when there is room, and wraps in them when there is not")
    func spanningText() {
        func grid() -> some View {
            Grid(horizontalSpacing: 10) {
                GridRow {
                    fixed(30, 10); fixed(30, 10); fixed(30, 10).id("c")
                }
                GridRow { ahem("abcd efgh").gridCellColumns(2).id("t") }
            }.id("grid")
        }
        // Room: offered 70 + 190, the text takes 90; its two columns grow by 10 each.
        let roomy = topLeading(grid(), 300, 200)
        expectFrame(roomy, "t", x: 0, y: 18, width: 90, height: 10)
        expectFrame(roomy, "c", x: 100)
        expectFrame(roomy, "grid", width: 130, height: 28)
        // No room: offered 30 + 10 + 30 = 70, "abcd efgh" wraps to two lines of 40.
        let tight = topLeading(grid(), 110, 200)
        expectFrame(tight, "t", x: 15, y: 18, width: 40, height: 20)
        expectFrame(tight, "grid", width: 110, height: 38)
    }

    /// SPEC §5 rows: rows share the proposed height as a VStack's children do (Apple, Grid:
    /// "a collection of HStack instances wrapped in a VStack"): the text row keeps 10, the
    /// colour row takes the rest; the colour's column takes the whole width.
    @Test("rows share the height as a VStack's children do; a Color cell fills its cell")
    func rowsShareHeight() {
        let result = topLeading(
            Grid {
                GridRow { ahem("ab").id("t") }
                GridRow { Color.red.id("c") }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 300, height: 200)
        expectFrame(result, "t", x: 140, y: 0, width: 20, height: 10)
        expectFrame(result, "c", x: 0, y: 18, width: 300, height: 182)
    }

    /// A Color in a row with a taller cell is proposed its cell (column width × row height)
    /// when placed, and fills it: the judgement call of the contract, following Apple's
    /// empty-cell example (`Color.clear` fills the corner cell).
    @Test("every cell is proposed its cell when placed: a Color takes the row's height")
    func colorFillsItsCell() {
        let result = layout(
            Grid {
                GridRow {
                    fixed(20, 40).id("tall"); Color.red.frame(width: 20).id("c")
                }
            }.id("grid").fixedSize(), 300, 200)
        expectFrame(result, "grid", width: 48, height: 40)
        expectFrame(result, "c", x: 154, y: 80, width: 20, height: 40)
    }

    /// Apple, `GridRow.init(alignment:content:)`: a row's alignment overrides the vertical
    /// part of the grid's; the grid's alignment places every other cell in its cell.
    @Test("the grid's alignment places cells; GridRow(alignment:) overrides it vertically")
    func alignments() {
        let result = topLeading(
            Grid(alignment: .bottomTrailing) {
                GridRow {
                    fixed(10, 10).id("a"); fixed(30, 30)
                }
                GridRow(alignment: .top) {
                    fixed(30, 30); fixed(10, 10).id("b")
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "a", x: 20, y: 20)
        expectFrame(result, "b", x: 58, y: 38)
    }

    /// Apple, `gridColumnAlignment(_:)`: one cell's modifier aligns every cell of its column.
    /// When two cells of a column disagree the topmost wins (judgement call).
    @Test("gridColumnAlignment aligns its whole column; the topmost setting wins")
    func columnAlignment() {
        let result = topLeading(
            Grid {
                GridRow {
                    fixed(40, 10); fixed(40, 10).gridColumnAlignment(.trailing)
                }
                GridRow {
                    fixed(10, 10).id("a"); fixed(10, 10).gridColumnAlignment(.leading).id("b")
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "a", x: 15, y: 18)
        expectFrame(result, "b", x: 78, y: 18)
    }

    /// Apple, `gridCellAnchor(_:)`: the anchor of the view meets the same point of its cell,
    /// whatever the grid's, row's and column's alignment.
    @Test("gridCellAnchor puts a unit point of the view on the same point of its cell")
    func cellAnchor() {
        let result = topLeading(
            Grid(alignment: .topLeading) {
                GridRow {
                    fixed(40, 40); fixed(40, 40); fixed(40, 40)
                }
                GridRow(alignment: .bottom) {
                    fixed(10, 10).gridCellAnchor(.bottomTrailing).id("a")
                    fixed(10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0)).id("b")
                    fixed(40, 40)
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "a", x: 30, y: 78)
        expectFrame(result, "b", x: 55.5, y: 48)
    }

    /// SPEC §5 alignmentGuide / §4.7: on a text baseline, a row aligns its cells on each other
    /// as an HStack does (Ahem: baseline at 0.8 em): 8 and 16 meet, the row is 20 tall.
    @Test("a firstTextBaseline row aligns its cells' baselines, as an HStack does")
    func baselineRow() {
        let result = topLeading(
            Grid {
                GridRow(alignment: .firstTextBaseline) {
                    ahem("a").id("small"); ahem("b", 20).id("big")
                }
                GridRow { fixed(10, 10).id("next") }
            }.id("grid"), 300, 200)
        expectFrame(result, "small", y: 8)
        expectFrame(result, "big", y: 0)
        expectFrame(result, "next", y: 28)
    }

    /// Apple, GridRow: the example with an empty corner (`Color.clear` unsized on both axes)
    /// and rows and cells from ForEach; 10-point squares stand in for the circles.
    @Test("Apple's GridRow example: an unsized Color.clear fills the empty corner cell")
    func emptyCorner() {
        let result = topLeading(
            Grid {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner")
                    ForEach(1..<4) { column in ahem("C\(column)") }
                }
                ForEach(1..<4) { row in
                    GridRow {
                        ahem("R\(row)").id("R\(row)")
                        ForEach(1..<4) { column in fixed(10, 10).id("\(row)\(column)") }
                    }
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 104, height: 64)
        expectFrame(result, "corner", x: 0, y: 0, width: 20, height: 10)
        expectFrame(result, "R3", x: 0, y: 54)
        expectFrame(result, "33", x: 89, y: 54)
    }

    /// A Grid child outside any GridRow is a row of its own spanning every column ("Use Divider
    /// directly as a child (not inside a GridRow) to insert a horizontal separator that spans
    /// the full grid width", docs.metabind.ai, describing SwiftUI); with no GridRow at all the
    /// grid has one column and stacks its children 8 apart (judgement call).
    @Test("children outside GridRows are rows of their own")
    func childrenWithoutRows() {
        let result = topLeading(
            Grid {
                fixed(20, 10).id("a")
                fixed(40, 10).id("b")
            }.id("grid"), 300, 200)
        expectFrame(result, "grid", width: 40, height: 28)
        expectFrame(result, "a", x: 10, y: 0)
        expectFrame(result, "b", x: 0, y: 18)
    }

    /// SPEC §1.2: proposed `nil` (fixedSize), every column and row takes its cells' ideal.
    @Test("proposed nil, columns and rows take their cells' ideal sizes")
    func idealSize() {
        let result = layout(
            Grid {
                GridRow {
                    Color.red.id("c"); ahem("abc").id("t")
                }
            }.id("grid").fixedSize(), 300, 200)
        expectFrame(result, "grid", width: 48, height: 10)
        expectFrame(result, "c", width: 10, height: 10)
    }

    /// SPEC §1.2 and §4.2: a stack probes its children at 0 and ∞; a grid of flexible cells
    /// answers 0 and ∞ (∞ − ∞ leaves ∞ for the next column, as in a stack).
    @Test("probed at 0 and ∞, a grid of flexible cells answers its minimum and ∞")
    func probes() {
        let sizes = answers(
            of: Grid(horizontalSpacing: 4) {
                GridRow {
                    Color.red; Color.blue; fixed(10, 10)
                }
            },
            to: [P(0, 10), P(.infinity, 10)])
        #expect(sizes == [CGSize(width: 18, height: 10), CGSize(width: CGFloat.infinity, height: 10)])
    }

    /// Bad input never traps: a span is bounded to 10,000 columns (Plumb's limit), less than 1
    /// counts as 1 (Apple, `gridCellColumns(_:)`: "the number of columns that the view should
    /// consume").
    @Test("gridCellColumns(Int.max) and gridCellColumns(-3) do not trap")
    func degenerateSpans() {
        let result = topLeading(
            Grid(horizontalSpacing: 0) {
                GridRow { fixed(10, 10).gridCellColumns(.max).id("huge") }
                GridRow {
                    fixed(10, 10).gridCellColumns(-3).id("negative"); fixed(10, 10).id("next")
                }
            }.id("grid"), 300, 200)
        expectFrame(result, "negative", x: 0)
        expectFrame(result, "next", x: 10)
        expectFrame(result, "grid", width: 20)
    }

    @Test("an empty grid is 0×0")
    func emptyGrid() {
        let result = layout(Grid { EmptyView() }.id("grid"), 300, 200)
        expectFrame(result, "grid", x: 150, y: 100, width: 0, height: 0)
    }

    /// SwiftUI's `GridLayout` is the grid as a `Layout` (Apple, Grid: "If you need a grid
    /// that conforms to the Layout protocol ... use GridLayout instead").
    @Test("GridLayout, called as a view or through AnyLayout, lays out as Grid")
    func gridLayoutAsView() {
        func cells() -> some View {
            Group {
                GridRow {
                    ahem("Hello").id("hello"); fixed(20, 20).id("globe")
                }
                GridRow {
                    fixed(20, 20).id("wave"); ahem("World").id("world")
                }
            }
        }
        let grid = layout(Grid(alignment: .leading) { cells() }, 300, 200)
        let direct = layout(GridLayout(alignment: .leading) { cells() }, 300, 200)
        let erased = layout(AnyLayout(GridLayout(alignment: .leading)) { cells() }, 300, 200)
        for id in ["hello", "globe", "wave", "world"] {
            #expect(direct[id]?.frame == grid[id]?.frame)
            #expect(erased[id]?.frame == grid[id]?.frame)
        }
        expectFrame(grid, "wave", x: 96, y: 104)
    }

    /// GridRow outside a Grid: its views are children of the enclosing container.
    @Test("a GridRow outside a Grid adds its views to the enclosing container")
    func gridRowOutsideGrid() {
        let result = layout(
            HStack(spacing: 0) {
                GridRow {
                    fixed(10, 10).id("a"); fixed(20, 10).id("b")
                }
            }, 300, 200)
        expectFrame(result, "a", x: 135)
        expectFrame(result, "b", x: 145)
    }
}
