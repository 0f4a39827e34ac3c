import Foundation
import Plumb
import PlumbText
import Testing

/// Rich text drawn: each run in its own paint, underlines and strikethroughs at the font's
/// decoration metrics, a bold run heavier than a regular one. Ahem scenes give exact
/// squares; Inter scenes (PlumbText's measurer) place decorations at Inter's `post` and
/// `OS/2` values: unitsPerEm 2816, underlinePosition −464, underlineThickness 192,
/// yStrikeoutPosition 922, yStrikeoutSize 192. Light mode.
struct TextRunPixelTests {
    struct TextNotFound: Error {}

    static let red = [255, 56, 60, 255], blue = [0, 136, 255, 255], green = [52, 199, 89, 255]  // iOS 26 light
    static let white = [255, 255, 255, 255], black = [0, 0, 0, 255]

    /// `code` in Inter with its own line metrics (`--font inter`: ascender 2728 of 2816, so
    /// the baseline of 40 pt text is 38.75 below its top), its Text at the canvas's top-left
    /// corner, laid out at scale 2.
    static func interScene(_ code: String) throws -> Scene {
        let measurer = FontTextMeasurer(fonts: try FontCollection.standard(systemFontLines: false))
        let program = try SourceReader.read(
            "(\(code)).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)", name: "Scene.swift",
            canvas: CGSize(width: 300, height: 100))
        var env = EnvironmentValues.ahem
        env.textMeasurer = measurer
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: CGSize(width: 300, height: 100), scale: 2)
        return Scene(tree: tree)
    }

    /// The Text node of a scene.
    static func text(_ scene: Scene) throws -> NodeID {
        var stack = [scene.tree.root]
        while let node = stack.popLast() {
            if scene.tree.typeName(of: node) == "Text" { return node }
            stack += scene.tree.children(of: node)
        }
        throw TextNotFound()
    }

    @Test("Inter's decoration metrics are read from post and OS/2")
    func interMetrics() throws {
        let face = try FontTextMeasurer.standard().fonts.primary.font
        #expect(face.unitsPerEm == 2816)
        #expect(
            face.decorationMetrics
                == FontDecorationMetrics(
                    underlinePosition: -464, underlineThickness: 192, strikeoutPosition: 922, strikeoutThickness: 192))
    }

    @Test("An underline in Inter 40 pt: rows 45.34…48.07 pt below the top (baseline 38.75 + 6.59), across the text")
    func underline() throws {
        let scene = try TextRunPixelTests.interScene(#"Text("Hello").font(.system(size: 40)).underline(color: .red)"#)
        let node = try TextRunPixelTests.text(scene)
        #expect(scene.tree.frame(of: node).origin == .zero)
        let width = try #require(scene.tree.textLayout(of: node)?.lines.first?.width)
        let bitmap = scene.bitmap(scale: 2)
        // 38.75 + 464/2816·40 = 45.341 → pixel 90.68; + 192/2816·40 = 2.727 → 96.14.
        for y in 91...95 {
            #expect(rgba(bitmap, 4, y) == TextRunPixelTests.red, "row \(y)")
            #expect(rgba(bitmap, Int(width * 2) - 2, y) == TextRunPixelTests.red, "row \(y)")
        }
        #expect(rgba(bitmap, 4, 89) == TextRunPixelTests.white)
        #expect(rgba(bitmap, 4, 97) == TextRunPixelTests.white)
        // It ends with the text.
        #expect(rgba(bitmap, Int((width * 2).rounded(.up)) + 2, 93) == TextRunPixelTests.white)
    }

    @Test("A strikethrough in Inter 40 pt: rows 25.65…28.38 pt (baseline 38.75 − 13.10), drawn over the glyphs")
    func strikethrough() throws {
        let scene = try TextRunPixelTests.interScene(
            #"Text("Hello").font(.system(size: 40)).strikethrough(color: .green)"#)
        let node = try TextRunPixelTests.text(scene)
        let width = try #require(scene.tree.textLayout(of: node)?.lines.first?.width)
        let bitmap = scene.bitmap(scale: 2)
        // 38.75 − 922/2816·40 = 25.653 → pixel 51.31; + 2.727 → 56.76.
        for y in 52...55 {
            for x in stride(from: 2, to: Int(width * 2) - 2, by: 7) {
                #expect(rgba(bitmap, x, y) == TextRunPixelTests.green, "(\(x), \(y))")
            }
        }
        #expect(rgba(bitmap, Int(width * 2) + 3, 53) == TextRunPixelTests.white)
        // Above and below it, the stem of "H" is black again; on it, green.
        let stem = try #require((0..<20).first { rgba(bitmap, $0, 48) == TextRunPixelTests.black })
        #expect(rgba(bitmap, stem, 60) == TextRunPixelTests.black)
        #expect(rgba(bitmap, stem, 53) == TextRunPixelTests.green)
    }

    @Test("A bold run beside a regular one: the bold l's stem is wider, and starts at the regular run's advance")
    func boldRun() throws {
        let scene = try TextRunPixelTests.interScene(
            #"Text("l").font(.system(size: 40)) + Text("l").font(.system(size: 40)).bold()"#)
        let node = try TextRunPixelTests.text(scene)
        let line = try #require(scene.tree.textLayout(of: node)?.lines.first)
        #expect(line.segments.map(\.run) == [0, 1])
        let advance = try FontTextMeasurer.standard().advances(of: "l", font: Font.system(size: 40).resolved())[0]
        #expect(abs(line.segments[1].x - advance) < 1e-9)
        let split = Int(line.segments[1].x * 2)
        let bitmap = scene.bitmap(scale: 2)
        func dark(_ range: Range<Int>) -> Int { range.filter { rgba(bitmap, $0, 50)[0] < 128 }.count }
        let regular = dark(0..<split), bold = dark(split..<Int(line.width * 2) + 2)
        #expect(regular > 0)
        #expect(Double(bold) > Double(regular) * 1.4, "regular \(regular) px, bold \(bold) px")
    }

    @Test("Text + Text in Ahem: each run filled in its own colour")
    func runColours() throws {
        // 80×20 centred in 200×100: "ab" red at x 60…100, "cd" blue at 100…140, y 40…60.
        let scene = try Scene(
            #"(Text("ab").foregroundColor(.red) + Text("cd").foregroundColor(.blue)).font(.system(size: 20))"#)
        #expect(scene.tree.frame(of: scene.tree.root) == CGRect(x: 60, y: 40, width: 80, height: 20))
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 61, 41) == TextRunPixelTests.red)
        #expect(rgba(bitmap, 99, 59) == TextRunPixelTests.red)
        #expect(rgba(bitmap, 100, 41) == TextRunPixelTests.blue)
        #expect(rgba(bitmap, 139, 59) == TextRunPixelTests.blue)
        #expect(rgba(bitmap, 140, 50) == TextRunPixelTests.white)
        #expect(scene.list().items.count == 2)  // one fill a run
    }

    @Test("A gradient on a run fills its glyphs across the Text's frame; Markdown's link is in the tint")
    func gradientAndLink() throws {
        let scene = try Scene(
            #"""
            (Text("ab").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                + Text("[cd](https://example.com)")).font(.system(size: 20))
            """#)
        let bitmap = scene.bitmap(scale: 1)
        let left = rgba(bitmap, 61, 50), right = rgba(bitmap, 99, 50)
        #expect(left[0] > right[0] && left[2] < right[2], "left \(left), right \(right)")
        #expect(rgba(bitmap, 120, 50) == TextRunPixelTests.blue)  // the accent colour, systemBlue
    }

    @Test("An attributed string's backgroundColor fills behind its run only: its space is yellow, the next run's white")
    func attributedBackground() throws {
        var string = AttributedString("a b")
        string.backgroundColor = .yellow
        string.font = .system(size: 20)
        var tail = AttributedString(" d")
        tail.font = .system(size: 20)
        // "a b d", 100×20 centred in 200×100: x 50…150; the first space 70…90, the second 110…130.
        let tree = LayoutTree(Text(string + tail), environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        #expect(tree.frame(of: tree.root) == CGRect(x: 50, y: 40, width: 100, height: 20))
        let bitmap = Scene(tree: tree).bitmap(scale: 1)
        #expect(rgba(bitmap, 80, 41) == [255, 204, 0, 255])  // systemYellow, from the top of the em box
        #expect(rgba(bitmap, 80, 59) == [255, 204, 0, 255])  // to its bottom
        #expect(rgba(bitmap, 80, 39) == TextRunPixelTests.white)
        #expect(rgba(bitmap, 60, 50) == TextRunPixelTests.black)  // the glyph over it
        #expect(rgba(bitmap, 120, 50) == TextRunPixelTests.white)  // the second run has none
    }

    @Test("An Ahem underline: one em/20 thick, em/10 below the baseline; dashed, cut into 4:2 marks")
    func ahemUnderline() throws {
        // 20 pt "ab" at x 80…120, y 40…60, baseline 56: underline 58…59, marks of 4, gaps of 2.
        let scene = try Scene(#"Text("ab").font(.system(size: 20)).underline(pattern: .dash, color: .red)"#)
        #expect(scene.tree.frame(of: scene.tree.root) == CGRect(x: 80, y: 40, width: 40, height: 20))
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 80, 58) == TextRunPixelTests.red)
        #expect(rgba(bitmap, 83, 58) == TextRunPixelTests.red)
        #expect(rgba(bitmap, 84, 58) == TextRunPixelTests.black)  // a gap: the glyph shows
        #expect(rgba(bitmap, 86, 58) == TextRunPixelTests.red)
        #expect(rgba(bitmap, 80, 57) == TextRunPixelTests.black)
        #expect(rgba(bitmap, 80, 59) == TextRunPixelTests.black)
    }

    @Test(
        "A symbol in Inter text at 40 pt: the star's middle in the run's colour, 48 tall, its middle on the capitals' middle; the text after it starts at its width"
    )
    func inlineSymbol() throws {
        let forkAwesome = SymbolTable.IconFont.forkAwesome
        guard SymbolFont.system(forkAwesome) != nil else {
            print("skipped: \(forkAwesome.defaultPath) is not installed (apt-get install \(forkAwesome.package))")
            return
        }
        let scene = try TextRunPixelTests.interScene(
            #"(Text(Image(systemName: "star.fill")).foregroundColor(.red) + Text("ab")).font(.system(size: 40))"#)
        let node = try TextRunPixelTests.text(scene)
        let layout = try #require(scene.tree.textLayout(of: node))
        let width = CGFloat(1664) * 48 / 1792
        #expect(layout.lines[0].segments.map(\.run) == [0, 1])
        #expect(abs(layout.lines[0].segments[1].x - width) < 1e-9)
        let capHeight = try FontTextMeasurer.standard().lineMetrics(for: Font.system(size: 40).resolved()).capHeight
        let baseline = layout.lines[0].baseline
        let top = baseline - (capHeight + 48) / 2
        // The star's outline spans x 0…1664 and y −83…1504 of its em box (bottom −256): its
        // middle (832, 710) is 966 above the box's bottom.
        let bitmap = scene.bitmap(scale: 2)
        let cx = Int(width), cy = Int(2 * (top + 48 - 966 * 48 / 1792))
        #expect(rgba(bitmap, cx, cy) == TextRunPixelTests.red)
        // Just below the symbol's frame nothing is drawn.
        #expect(rgba(bitmap, cx, Int(2 * (top + 48)) + 4) == TextRunPixelTests.white)
    }
}
