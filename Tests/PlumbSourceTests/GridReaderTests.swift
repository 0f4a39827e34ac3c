import Foundation
import Plumb
import Testing

/// The source reader on grids and ViewThatFits (docs/source-subset.md). The layouts
/// themselves are tested in PlumbCoreTests; these check that source reaches them intact.
struct GridReaderTests {
    @Test("Grid, GridRow and the four cell modifiers")
    func grid() throws {
        let code = """
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow {
                    Color.red.frame(width: 40, height: 10).id("a")
                    Color.red.frame(width: 20, height: 10).gridColumnAlignment(.trailing).id("b")
                }
                GridRow(alignment: .bottom) {
                    Color.red.frame(width: 10, height: 30)
                    Color.red.frame(width: 10, height: 10).id("c")
                }
                GridRow {
                    Color.red.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing).id("d")
                    Color.red.frame(width: 30, height: 30)
                }
                GridRow {
                    Color.red.frame(width: 50, height: 10).gridCellColumns(2).id("span")
                }
                Divider().gridCellUnsizedAxes(.horizontal).id("rule")
                GridRow {
                    Color.red.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.5, y: 0)).id("e")
                }
            }.id("grid")
            """
        let (r, _) = try layOut(code, 200, 200)
        // Columns 40 and 30, 10 apart: 80 wide. Rows 10, 30, 30, 10, 0.5, 10 with 4 between.
        #expect(frame(r, "grid")?.size == CGSize(width: 80, height: 110.5))
        let origin = try #require(frame(r, "grid")).origin
        func at(_ id: String) -> CGPoint? { frame(r, id).map { CGPoint(x: $0.minX - origin.x, y: $0.minY - origin.y) } }
        #expect(at("a") == CGPoint(x: 0, y: 0))
        #expect(at("b") == CGPoint(x: 60, y: 0))
        #expect(at("c") == CGPoint(x: 70, y: 34))
        #expect(at("d") == CGPoint(x: 30, y: 68))
        #expect(at("span") == CGPoint(x: 0, y: 82))
        #expect(frame(r, "rule")?.width == 80)
        #expect(at("e") == CGPoint(x: 15, y: 100.5))
    }

    @Test("LazyVGrid with GridItem sizes: objc.io's fixed(70) + adaptive(minimum: 40) in 200")
    func lazyVGrid() throws {
        let code = """
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<4) { i in Color.red.frame(height: 20).id("c\\(i)") }
            }
            .frame(width: 200)
            """
        let (r, _) = try layOut(code, 200, 100)
        #expect(frame(r, "c0") == CGRect(x: 0, y: 28, width: 70, height: 20))
        #expect(frame(r, "c1") == CGRect(x: 78, y: 28, width: 57, height: 20))
        #expect(frame(r, "c2") == CGRect(x: 143, y: 28, width: 57, height: 20))
        #expect(frame(r, "c3") == CGRect(x: 0, y: 52, width: 70, height: 20))
    }

    @Test("columns from Array(repeating:count:), [GridItem](repeating:count:) and .init(...) items")
    func repeatedItems() throws {
        for columns in [
            "Array(repeating: GridItem(.flexible()), count: 3)",
            "[GridItem](repeating: GridItem(.flexible(minimum: 10, maximum: .infinity)), count: 3)",
            "[.init(.flexible()), .init(.flexible()), GridItem()]",
        ] {
            let code = """
                struct Photos: View {
                    let columns: [GridItem] = \(columns)
                    var body: some View {
                        LazyVGrid(columns: columns) {
                            ForEach(0..<4) { i in Color.red.aspectRatio(1, contentMode: .fit).id("p\\(i)") }
                        }
                    }
                }
                """
            let (r, _) = try layOut(code, 316, 300)
            #expect(frame(r, "p2") == CGRect(x: 216, y: 46, width: 100, height: 100), "\(columns)")
            #expect(frame(r, "p3") == CGRect(x: 0, y: 154, width: 100, height: 100), "\(columns)")
        }
    }

    @Test("GridItem spacing and alignment; LazyHGrid(rows:)")
    func itemOptionsAndHorizontalGrid() throws {
        let v = """
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 2, alignment: .leading), GridItem(.fixed(50), alignment: nil)]) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
            }
            """
        let (rv, _) = try layOut(v, 200, 100)
        #expect(frame(rv, "a") == CGRect(x: 49, y: 45, width: 10, height: 10))
        #expect(frame(rv, "b") == CGRect(x: 121, y: 45, width: 10, height: 10))
        let h = """
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], alignment: .top, spacing: 6) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 30, height: 10).id("b")
                Color.red.frame(width: 10, height: 10).id("c")
            }
            """
        let (rh, _) = try layOut(h, 200, 100)
        // Columns 30 and 10, 6 apart: 46 × 58, centred.
        #expect(frame(rh, "a") == CGRect(x: 87, y: 26, width: 10, height: 10))
        #expect(frame(rh, "b") == CGRect(x: 77, y: 59, width: 30, height: 10))
        #expect(frame(rh, "c") == CGRect(x: 113, y: 26, width: 10, height: 10))
    }

    @Test("ViewThatFits(in:) with one axis, both axes, and the default")
    func viewThatFits() throws {
        for (axes, chosen) in [("in: .horizontal", "tall"), ("in: [.horizontal, .vertical]", "small"), ("", "small")] {
            let code = """
                ViewThatFits(\(axes)) {
                    Color.red.frame(width: 100, height: 300).id("tall")
                    Color.red.frame(width: 10, height: 10).id("small")
                }
                """
            let (r, _) = try layOut(code, 200, 100)
            #expect(frame(r, chosen) != nil, "\(axes)")
            #expect(frame(r, chosen == "tall" ? "small" : "tall") == nil, "\(axes)")
        }
    }

    @Test("errors in grid code name the problem and its place")
    func errors() throws {
        #expect(
            try readWarnings("LazyVGrid(columns: [GridItem(.huge(3))]) { Text(\"a\") }")
                == [
                    "1:30: this view is drawn as a placeholder: unknown GridItem size '.huge' (expected .fixed, .flexible or .adaptive)"
                ])
        // Code that type-checks only in Swift's eyes (a wrong argument) is read with a warning
        // at the problem, and the show goes on: a placeholder, or the view unmodified.
        #expect(
            try readWarnings("LazyVGrid { Text(\"a\") }")
                == ["1:1: 'LazyVGrid' is drawn as a placeholder: missing argument 'columns:' in call to 'LazyVGrid'"])
        #expect(
            try readWarnings("LazyVGrid(columns: [Text(\"a\")]) { Text(\"a\") }")
                == ["1:11: 'LazyVGrid' is drawn as a placeholder: expected a GridItem, found a view"])
        #expect(
            try readWarnings("Text(\"a\").gridCellColumns(\"two\")")
                == ["1:11: 'gridCellColumns' is ignored: expected an integer, found a string"])
    }
}
