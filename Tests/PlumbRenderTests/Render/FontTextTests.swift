import Foundation
import Plumb
import PlumbText
import Testing

/// Text set in a real font (PlumbText's measurer, Inter): drawn from the measurer's own glyph
/// runs, so outlines sit where layout measured them.
struct FontTextTests {
    static func scene(_ code: String) throws -> Scene {
        let measurer = try FontTextMeasurer.standard()
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: CGSize(width: 200, height: 100))
        var env = EnvironmentValues.ahem
        env.textMeasurer = measurer
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        return Scene(tree: tree)
    }

    @Test("The outliner partnering a measurer: FontTextOutliner for fonts, Ahem for Ahem")
    func partners() throws {
        #expect(TextOutliners.outliner(for: try FontTextMeasurer.standard()) is FontTextOutliner)
        #expect(TextOutliners.outliner(for: AhemTextMeasurer()) is AhemTextOutliner)
    }

    @Test("Each glyph's box starts where the previous one ends, on the line's ascent and descent")
    func glyphBoxes() throws {
        let measurer = try FontTextMeasurer.standard()
        let scene = try FontTextTests.scene(#"Text("Hi you").font(.system(size: 20))"#)
        let node = scene.tree.root
        let request: TextLayoutRequest
        guard case .text(let r) = scene.tree.content(of: node) else {
            Issue.record("expected a Text")
            return
        }
        request = r
        let layout = try #require(scene.tree.textLayout(of: node))
        let glyphs = FontTextOutliner(measurer: measurer).glyphs(of: layout, request: request)
        #expect(glyphs.count == 6)
        let metrics = measurer.lineMetrics(for: request.font)
        for (a, b) in zip(glyphs, glyphs.dropFirst()) { #expect(abs(a.box.maxX - b.box.minX) < 1e-9) }
        #expect(glyphs[0].box.minX == 0)
        #expect(abs(glyphs[5].box.maxX - layout.lines[0].width) < 0.01)
        #expect(abs(glyphs[0].box.height - (metrics.ascender - metrics.descender)) < 1e-9)
        #expect(glyphs[2].outline.isEmpty && !glyphs[0].outline.isEmpty)  // the space draws nothing
        // Every outline lies inside the Text's frame across (glyphs do not overhang here).
        let frame = scene.tree.frame(of: node)
        guard case .fill(let path, _, _) = scene.list().items.first?.operation else {
            Issue.record("expected a fill")
            return
        }
        let bounds = path.boundingRect
        #expect(bounds.minX >= frame.minX && bounds.maxX <= frame.maxX)
        #expect(bounds.minY >= frame.minY && bounds.maxY <= frame.maxY)
    }

    @Test("A tap on the space between two words reaches the Text; past the last glyph of a short line does not")
    func hitBetweenWords() throws {
        let scene = try FontTextTests.scene(#"Text("Hi you").font(.system(size: 20))"#)
        let tester = HitTester(tree: scene.tree)
        let frame = scene.tree.frame(of: scene.tree.root)
        let measurer = try FontTextMeasurer.standard()
        guard case .text(let request) = scene.tree.content(of: scene.tree.root) else { return }
        let glyphs = FontTextOutliner(measurer: measurer).glyphs(
            of: try #require(scene.tree.textLayout(of: scene.tree.root)), request: request)
        let space = glyphs[2].box
        #expect(tester.hit(at: CGPoint(x: frame.minX + space.midX, y: frame.midY)) == scene.tree.root)
        #expect(tester.hit(at: CGPoint(x: frame.maxX + 1, y: frame.midY)) == nil)
    }
}
