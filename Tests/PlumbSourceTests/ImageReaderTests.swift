import Foundation
import Plumb
import Testing

/// Reads `code` in a 200 × 200 canvas at scale 2 with Ahem text; returns the layout and the
/// reader's warnings.
private func read(_ code: String) throws -> (LayoutResult, [String]) {
    let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 200))
    let tree = LayoutTree(program.view, environment: .ahem)
    tree.layout(in: CGSize(width: 200, height: 200), scale: 2)
    return (tree.result(), program.warnings.map(\.description))
}

/// `value` on the pixel grid of scale 2.
private func px(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }

/// Images and symbols read from source (Builtins/ImageBuiltins.swift) lay out as the library's
/// (SymbolTests: 1.2 × the point size tall, × 0.8 / × 1.3 for .small / .large, as wide as the icon).
struct ImageReaderTests {
    @Test("imageScale(.large), symbolVariant(.circle.fill) and symbolRenderingMode read without warnings")
    func symbolModifiers() throws {
        let (r, warnings) = try read(
            """
            VStack(alignment: .leading, spacing: 0) {
                Image(systemName: "chevron.right").imageScale(.large).id("large")
                Image(systemName: "person").symbolVariant(.circle.fill).id("variant")
                Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).id("mode")
                Spacer()
            }
            .frame(width: 200, alignment: .leading)
            """)
        #expect(warnings == [])
        #expect(r["large"]?.frame.size == CGSize(width: px(1036 * 20.4 * 1.3 / 1792), height: px(20.4 * 1.3)))
        let circle = try #require(SymbolTable.entry(named: "person.circle.fill"))
        #expect(r["variant"]?.frame.size == CGSize(width: px(CGFloat(circle.advance) * 20.4 / 1792), height: px(20.4)))
        #expect(r["mode"]?.frame.size == CGSize(width: px(20.4), height: px(20.4)))
    }

    @Test("a wrong argument to imageScale is a reader warning naming the expected values")
    func badScale() throws {
        let (_, warnings) = try read(#"Image(systemName: "star").imageScale(.huge)"#)
        #expect(warnings.contains { $0.contains(".small, .medium, .large") })
    }

    @Test(
        "Image's resizable(capInsets:resizingMode:), renderingMode and interpolation read; a resizable image takes its frame"
    )
    func imageMethods() throws {
        let (r, warnings) = try read(
            """
            Image(systemName: "star")
                .resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                .renderingMode(.template)
                .interpolation(.none)
                .frame(width: 60, height: 30)
                .id("i")
            """)
        #expect(warnings == [])
        #expect(r["i"]?.frame.size == CGSize(width: 60, height: 30))
    }

    @Test(
        "AsyncImage: the default placeholder fills its frame; a placeholder closure is shown; a phase closure gets the empty phase"
    )
    func asyncImage() throws {
        let (r, warnings) = try read(
            """
            VStack(spacing: 0) {
                AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 60, height: 20).id("default")
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                    image.resizable()
                } placeholder: {
                    Color.orange.frame(width: 30, height: 10).id("placeholder")
                }
                AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                    if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.blue.frame(width: 44, height: 11).id("empty") }
                }
            }
            """)
        #expect(warnings == [])
        #expect(r["default"]?.frame.size == CGSize(width: 60, height: 20))
        #expect(r["default"]?.children.first?.type == "Color")
        #expect(r["placeholder"]?.frame.size == CGSize(width: 30, height: 10))
        #expect(r["empty"]?.frame.size == CGSize(width: 44, height: 11))
    }

    @Test("Canvas reads as a view that fills its proposal, with one warning that its drawing is not read")
    func canvas() throws {
        let (r, warnings) = try read(
            """
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            .frame(width: 40, height: 30).id("c")
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 40, height: 30))
        #expect(r["c"]?.children.first?.type == "Canvas")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Canvas's drawing is not read") == true)
    }
}
