import Foundation
import Plumb
import PlumbText
import Testing

/// Text in other scripts drawn with real glyphs: Chinese in Noto Sans CJK (CFF outlines,
/// drawn through HarfBuzz), Arabic joined, Hindi with its conjunct and reordered vowel sign.
/// The ink on the bitmap is exactly where the shaped glyphs' outlines are, and the outlines
/// are the fallback faces' real glyphs, not `.notdef` boxes.
@Suite struct ScriptPixelTests {
    static let installed =
        FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")

    /// The Text `string` at 20 pt on a 200×60 canvas, drawn at 2x: its bitmap, glyph runs and frame.
    func draw(_ string: String) throws -> (Bitmap, [GlyphRun], CGRect) {
        let measurer = try FontTextMeasurer.standard()
        var env = EnvironmentValues()
        env.textMeasurer = measurer
        let canvas = CGSize(width: 200, height: 60)
        let tree = LayoutTree(Text(string).font(.system(size: 20)), environment: env)
        tree.layout(in: canvas, scale: 2)
        let text = tree.root
        guard case .text(let request) = tree.content(of: text), let layout = tree.textLayout(of: text) else {
            throw CancellationError()
        }
        let runs = measurer.glyphRuns(for: request, layout: layout)
        let bitmap = RasterRenderer(scale: 2).render(DisplayList(tree, options: DrawingOptions(background: .white)))
        return (bitmap, runs, tree.frame(of: text))
    }

    /// The smallest pixel rectangle holding every pixel darker than white.
    func ink(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.straightPixel(x: x, y: y).r < 255 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                count += 1
            }
        }
        return (minX, minY, maxX, maxY, count)
    }

    /// Checks that the ink covers exactly the pixels the glyph outlines touch.
    func expectInkMatchesOutlines(_ string: String, faces: [String], glyphs: Int) throws {
        let (bitmap, runs, frame) = try draw(string)
        #expect(runs.map(\.face.name) == faces, "\(string)")
        #expect(runs.flatMap(\.glyphs).count == glyphs, "\(string)")
        #expect(!runs.flatMap(\.glyphs).contains(GlyphID(0)), "\(string): no .notdef")
        var bounds = CGRect.null
        for run in runs { bounds = bounds.union(run.path.boundingRect) }
        bounds = bounds.offsetBy(dx: frame.minX, dy: frame.minY)
        let box = ink(bitmap)
        // Anti-aliased coverage: every pixel an outline touches, at 2 pixels a point.
        #expect(box.minX == Int((bounds.minX * 2).rounded(.down)), "\(string)")
        #expect(box.maxX == Int((bounds.maxX * 2).rounded(.up)) - 1, "\(string)")
        #expect(box.minY == Int((bounds.minY * 2).rounded(.down)), "\(string)")
        #expect(box.maxY == Int((bounds.maxY * 2).rounded(.up)) - 1, "\(string)")
        #expect(box.count > 40, "\(string): real glyphs draw ink")
    }

    @Test("Chinese: Noto Sans CJK's glyphs, ink exactly under their outlines", .enabled(if: installed))
    func chinese() throws {
        try expectInkMatchesOutlines("你好世界", faces: ["NotoSansCJK-Regular.ttc"], glyphs: 4)
    }

    @Test("Arabic: five letters joined into five contextual glyphs, right to left", .enabled(if: installed))
    func arabic() throws {
        try expectInkMatchesOutlines("مرحبا", faces: ["NotoSansArabic-Regular.ttf"], glyphs: 5)
        // Right to left: the first letter's glyph (cluster 0) is drawn last, at the right.
        let (_, runs, _) = try draw("مرحبا")
        let xs = runs[0].positions.map(\.x)
        #expect(xs == xs.sorted())
    }

    @Test(
        "Hindi: नमस्ते's six scalars are five glyphs (the conjunct स्त), कि's vowel sign drawn before its consonant",
        .enabled(if: installed))
    func hindi() throws {
        try expectInkMatchesOutlines("नमस्ते", faces: ["NotoSansDevanagari-Regular.ttf"], glyphs: 5)
        // कि: U+0915 U+093F; the sign i (a width variant of U+093F's glyph, 607, chosen by
        // the font's rules) is reordered before ka and drawn left of it.
        let (_, runs, _) = try draw("कि")
        let face = runs[0].face.font
        let ka = try #require(face.glyphID(for: "\u{0915}"))
        #expect(runs[0].glyphs == [GlyphID(607), ka])
        #expect(runs[0].positions[0].x < runs[0].positions[1].x)
    }
}
