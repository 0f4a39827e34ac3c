import Foundation
import Plumb
import Testing

/// The containers of issue 6 read from source.
struct ContainerReaderTests {
    @Test("ScrollView, LazyVStack over a long ForEach: rows are built only as the stack needs them")
    func lazyListFromSource() throws {
        let code = """
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<1000000, id: \\.self) { i in
                        Color.blue.frame(height: 44).id("row\\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            """
        let (r, p) = try layOut(code, 390, 844, scale: 3)
        #expect(p.layoutErrors.isEmpty)
        #expect(frame(r, "row0") == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(r, "row20") == CGRect(x: 0, y: 880, width: 390, height: 44))
        #expect(frame(r, "row40") == nil)
        #expect(r.root.allViews.count < 100)
    }

    @Test("containerRelativeFrame: count/span and the closure with a switch on the axis (seed 002)")
    func containerRelativeFrameForms() throws {
        let code = """
            RoundedRectangle(cornerRadius: 24)
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    switch axis {
                    case .horizontal:
                        length * 0.8
                    case .vertical:
                        length * 0.45
                    }
                }
                .id("r")
            """
        let (r, _) = try layOut(code, 400, 200)
        #expect(frame(r, "r") == CGRect(x: 40, y: 55, width: 320, height: 90))
        let (g, _) = try layOut("Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 10).id(\"g\")", 400, 100)
        #expect(frame(g, "g")?.width == 92.5)
    }

    @Test("contentMargins forms: length, edges and length, insets; .scrollIndicators does not move content")
    func contentMarginsForms() throws {
        for (modifier, x, y) in [
            (".contentMargins(10)", 10.0, 10.0), (".contentMargins(.horizontal, 20)", 20, 0),
            (".contentMargins(EdgeInsets(top: 5, leading: 6, bottom: 0, trailing: 0))", 6, 5),
            (".contentMargins(30, for: .scrollIndicators)", 0, 0),
        ] {
            let (r, _) = try layOut("ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 10, height: 10).id(\"c\") }\(modifier)", 200, 100)
            #expect(frame(r, "c")?.origin == CGPoint(x: x, y: y), "\(modifier)")
        }
    }
}
