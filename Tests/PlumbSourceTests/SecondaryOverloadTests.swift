import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// The reader calls the library's `background`/`overlay`/`foregroundStyle` overloads, chosen as
/// Swift chooses them, and never rebuilds them (issue 28, item 4): each call below, written in
/// source and in library code, gives the same tree and the same pixels, on a canvas with a safe
/// area, where the style overloads reach into it (SwiftUI's `ignoresSafeAreaEdges: .all`).
@Suite struct SecondaryOverloadTests {
    static let canvas = CGSize(width: 60, height: 50)
    static let safeArea = EdgeInsets(top: 6, leading: 0, bottom: 4, trailing: 0)

    static func base() -> some View { Text("Ab").frame(maxWidth: .infinity, maxHeight: .infinity) }
    static let baseSource = #"Text("Ab").frame(maxWidth: .infinity, maxHeight: .infinity)"#

    static var cases: [(source: String, library: AnyView)] {
        [
            (".background(Color.red)", AnyView(base().background(Color.red))),
            (".background(.blue)", AnyView(base().background(.blue))),
            (
                ".background(Color.red, ignoresSafeAreaEdges: [])",
                AnyView(base().background(Color.red, ignoresSafeAreaEdges: []))
            ),
            (
                ".background(.blue, ignoresSafeAreaEdges: .top)",
                AnyView(base().background(.blue, ignoresSafeAreaEdges: .top))
            ),
            (
                ".background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
                AnyView(base().background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
            ),
            (".background()", AnyView(base().background())),
            (".background(in: Capsule())", AnyView(base().background(in: Capsule()))),
            (
                ".background(.red, in: RoundedRectangle(cornerRadius: 8))",
                AnyView(base().background(.red, in: RoundedRectangle(cornerRadius: 8)))
            ),
            (
                ".background(Color.green, in: Circle(), fillStyle: FillStyle(eoFill: true))",
                AnyView(base().background(Color.green, in: Circle(), fillStyle: FillStyle(eoFill: true)))
            ),
            (".background { Color.green }", AnyView(base().background { Color.green })),
            (
                ".background(alignment: .leading) { Color.green.frame(width: 5) }",
                AnyView(base().background(alignment: .leading) { Color.green.frame(width: 5) })
            ),
            (
                ".background(Color.green.frame(width: 5), alignment: .trailing)",
                AnyView(base().background(Color.green.frame(width: 5), alignment: .trailing))
            ),
            (".background(Circle().fill(.red))", AnyView(base().background(Circle().fill(.red)))),
            (".overlay(Color.red.opacity(0.5))", AnyView(base().overlay(Color.red.opacity(0.5)))),
            (".overlay(.red, in: Circle())", AnyView(base().overlay(.red, in: Circle()))),
            (
                ".overlay(alignment: .top) { Color.blue.frame(height: 3) }",
                AnyView(base().overlay(alignment: .top) { Color.blue.frame(height: 3) })
            ),
            (".overlay(Text(\"x\"), alignment: .bottom)", AnyView(base().overlay(Text("x"), alignment: .bottom))),
            (".foregroundStyle(.red)", AnyView(base().foregroundStyle(.red))),
            (".foregroundStyle(Color.blue.opacity(0.5))", AnyView(base().foregroundStyle(Color.blue.opacity(0.5)))),
        ]
    }

    static func draw(_ view: AnyView) -> (tree: String, pixels: [RGBA8]) {
        let tree = LayoutTree(view, environment: .ahem)
        tree.layout(in: canvas, scale: 1, safeArea: safeArea)
        return (tree.result().treeDescription(), RasterRenderer(scale: 1).render(DisplayList(tree)).pixels)
    }

    @Test(
        "every background, overlay and foregroundStyle overload: the same tree and pixels from source and from library code"
    )
    func bothWays() throws {
        for (source, library) in Self.cases {
            let program = try SourceReader.read(Self.baseSource + source, name: "V.swift", canvas: Self.canvas)
            #expect(program.warnings.isEmpty, "\(source): \(program.warnings)")
            let read = Self.draw(program.view)
            let written = Self.draw(library)
            #expect(read.tree == written.tree, "\(source)")
            #expect(read.pixels == written.pixels, "\(source)")
        }
    }

    @Test(
        "a colour background on a view that meets the safe area paints it; ignoresSafeAreaEdges: [] and a view background do not"
    )
    func safeAreaPixels() throws {
        func top(_ source: String) throws -> RGBA8 {
            let program = try SourceReader.read(Self.baseSource + source, name: "V.swift", canvas: Self.canvas)
            return Self.draw(program.view).pixels[2 * Int(Self.canvas.width) + 30]
        }
        let colour = try top(".background(Color.red)")
        let respecting = try top(".background(Color.red, ignoresSafeAreaEdges: [])")
        let view = try top(".background { Color.red }")
        #expect(colour == RGBA8(r: 255, g: 56, b: 60, a: 255))
        #expect(respecting == RGBA8(r: 255, g: 255, b: 255, a: 255))  // the canvas
        #expect(view == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
