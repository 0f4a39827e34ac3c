import Foundation
import Plumb
import PlumbText
import Testing
@testable import PlumbRender

/// Colour glyphs (Noto Color Emoji's `CBDT` pictures) drawn in their own colours: where the
/// picture goes, the pixels it draws at 1× and 3×, the SVG `<image>`, one decode per glyph.
struct ColorGlyphTests {
    static let notoPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// Inter, then Noto Color Emoji before DejaVu Sans in the fallbacks (DejaVu Sans has
    /// monochrome outlines of 😀 and other emoticons, which it would otherwise draw), or `nil`
    /// (with a note) when the emoji font is not installed.
    static let measurer: FontTextMeasurer? = {
        guard FileManager.default.fileExists(atPath: notoPath) else {
            print("ColorGlyphTests: \(notoPath) is absent (Debian's fonts-noto-color-emoji); skipping")
            return nil
        }
        guard var fonts = try? FontCollection.standard(), let emoji = try? FontFace(contentsOfFile: notoPath) else {
            return nil
        }
        fonts.fallbacks.insert(emoji, at: 0)
        return FontTextMeasurer(fonts: fonts)
    }()

    static func scene(_ code: String, measurer: FontTextMeasurer, canvas: CGSize = CGSize(width: 60, height: 30)) throws
        -> Scene
    {
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: canvas)
        var env = EnvironmentValues.ahem
        env.textMeasurer = measurer
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: canvas, scale: 3)
        return Scene(tree: tree)
    }

    /// The colour glyph items of a display list.
    static func images(_ list: DisplayList) -> [DisplayImage] {
        list.operations.compactMap { if case .image(let image) = $0.operation { return image } else { return nil } }
    }

    // Noto Color Emoji: one strike of 109 ppem; 😀 is 136 × 128 pixels, 101 above the baseline.
    static let k = 17.0 / 109

    @Test(
        "😀 at 17 points: its picture is 136 × 128 strike pixels scaled by 17/109, its top 101 of them above the baseline"
    )
    func pictureBox() throws {
        guard let measurer = Self.measurer else { return }
        let scene = try Self.scene(
            #"Text("A😀").font(.system(size: 17)).foregroundStyle(Color(red: 1, green: 0, blue: 0))"#, measurer: measurer
        )
        let node = scene.tree.root
        guard case .text(let request) = scene.tree.content(of: node) else {
            Issue.record("expected a Text")
            return
        }
        let layout = try #require(scene.tree.textLayout(of: node))
        let glyphs = FontTextOutliner(measurer: measurer).glyphs(of: layout, request: request)
        #expect(glyphs.count == 2)
        #expect(glyphs[0].image == nil && !glyphs[0].outline.isEmpty)
        let image = try #require(glyphs[1].image)
        #expect(glyphs[1].outline.isEmpty)
        // Its origin: the end of "A"'s box; its baseline: the line's.
        let origin = glyphs[0].box.maxX, baseline = layout.lines[0].baseline
        #expect(abs(image.rect.minX - origin) < 1e-9)
        #expect(abs(image.rect.minY - (baseline - 101 * Self.k)) < 1e-9)
        #expect(abs(image.rect.width - 136 * Self.k) < 1e-9)
        #expect(abs(image.rect.height - 128 * Self.k) < 1e-9)
        #expect(image.png.count == 3296)
        #expect(image.pixels.width == 136 && image.pixels.height == 128)
        // The box advances by hmtx's 2550 of 2048 units.
        #expect(abs(glyphs[1].box.width - 2550.0 / 2048 * 17) < 1e-9)
        // In the display list: after the red fill of "A", the picture moved to the frame.
        let frame = scene.tree.frame(of: node)
        let items = scene.list().items
        #expect(items.count == 2)
        guard case .fill(_, .color(let red), _) = items[0].operation, case .image(let drawn) = items[1].operation else {
            Issue.record("expected a fill and an image, got \(items.map(\.operation))")
            return
        }
        #expect(red == Color(red: 1, green: 0, blue: 0))
        #expect(drawn.rect == image.rect.offsetBy(dx: frame.minX, dy: frame.minY))
        #expect(drawn.png == image.png)
        #expect(items[1].view?.type == "Text")
    }

    @Test("😀 drawn at 1× and 3×: its centre is Noto's yellow (253, 224, 48), not the red foreground")
    func pixels() throws {
        guard let measurer = Self.measurer else { return }
        let scene = try Self.scene(
            #"Text("😀").font(.system(size: 17)).foregroundStyle(Color(red: 1, green: 0, blue: 0))"#, measurer: measurer)
        let rect = try #require(Self.images(scene.list()).first).rect
        for scale in [1.0, 3.0] {
            let bitmap = scene.bitmap(scale: scale)
            if let dir = ProcessInfo.processInfo.environment["PLUMB_COLOR_GLYPH_OUT"] {
                try? Data(PNGEncoder.encode(PNGImage(bitmap: bitmap))).write(
                    to: URL(fileURLWithPath: "\(dir)/emoji-\(Int(scale))x.png"))
            }
            // The picture's centre (source pixel 68, 64 lies in a flat yellow patch 17 × 16
            // pixels wide, wider than a drawn pixel's footprint of 6.4 at 1×).
            let x = Int((rect.minX + rect.width * 68.5 / 136) * scale),
                y = Int((rect.minY + rect.height * 64.5 / 128) * scale)
            #expect(rgba(bitmap, x, y) == [253, 224, 48, 255], "at \(scale)×")
            // Outside the picture's box: the white canvas.
            #expect(rgba(bitmap, Int((rect.maxX + 1) * scale), y) == [255, 255, 255, 255])
            #expect(rgba(bitmap, x, Int(rect.maxY * scale) + 1) == [255, 255, 255, 255])
            // No pixel anywhere is the red foreground.
            var red = 0
            for py in 0..<bitmap.height {
                for px in 0..<bitmap.width where rgba(bitmap, px, py) == [255, 0, 0, 255] { red += 1 }
            }
            #expect(red == 0)
        }
    }

    @Test("the picture is the same under any foreground: red, a gradient, clear")
    func untinted() throws {
        guard let measurer = Self.measurer else { return }
        let pictures = try [
            ".red", ".blue", "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)",
            ".clear",
        ].map { style in
            let scene = try Self.scene(
                #"Text("😀").font(.system(size: 17)).foregroundStyle(\#(style))"#, measurer: measurer)
            return scene.bitmap(scale: 2).pixels
        }
        #expect(pictures.dropFirst().allSatisfy { $0 == pictures[0] })
    }

    @Test("SVG: an <image> with the font's own PNG as a data: URI, at the picture's box")
    func svg() throws {
        guard let measurer = Self.measurer else { return }
        let scene = try Self.scene(#"Text("😀").font(.system(size: 17))"#, measurer: measurer)
        let list = scene.list()
        let image = try #require(Self.images(list).first)
        let svg = SVGWriter().document(list)
        let png = Data(try #require(image.png)).base64EncodedString()
        let r = image.rect
        func n(_ v: CGFloat) -> String { SVGOutput(precision: 3).number(v) }
        let element =
            "<image data-node=\"\(scene.tree.root.rawValue)\" data-type=\"Text\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(png)\"/>"
        #expect(svg.contains(element), "\(svg.prefix(600))")
        // 136 × 128 pixels at 17/109: 21.211 × 19.963 points.
        #expect(n(r.width) == "21.211" && n(r.height) == "19.963")
        #expect(!svg.contains("<path"))
    }

    @Test("rsvg-convert draws the SVG's emoji as Plumb draws them, at 1× and 3× (reduced 6.4 and 2.1 times)")
    func rsvgAgrees() throws {
        guard let measurer = Self.measurer else { return }
        let scene = try Self.scene(
            #"Text("😀👍🎉🙂").font(.system(size: 17))"#, measurer: measurer, canvas: CGSize(width: 100, height: 30))
        let list = scene.list()
        let svg = temporaryPath("emoji.svg")
        try Data(SVGWriter().document(list).utf8).write(to: URL(fileURLWithPath: svg))
        for scale in [1, 3] {
            let png = temporaryPath("emoji-rsvg-\(scale).png")
            guard let run = try runTool("rsvg-convert", ["-z", "\(scale)", svg, "-o", png]) else {
                print("ColorGlyphTests: rsvg-convert is not installed; skipping the parity check")
                return
            }
            #expect(run.status == 0)
            let theirs = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))).rgbaBytes
            let ours = PNGImage(bitmap: RasterRenderer(scale: Double(scale)).render(list)).rgbaBytes
            #expect(theirs.count == ours.count)
            guard theirs.count == ours.count else { continue }
            var differing = 0
            for i in stride(from: 0, to: ours.count, by: 4)
            where (0..<3).contains(where: { abs(Int(ours[i + $0]) - Int(theirs[i + $0])) > 10 }) {
                differing += 1
            }
            // Measured: 0 of 3,000 pixels at 1× and 0 of 27,000 at 3× differ by more than
            // 10/255; drawn with 4-tap bilinear instead, 472 (16%) and 1,102 (4%) did.
            #expect(differing * 1000 <= ours.count / 4, "\(differing) pixels differ at \(scale)×")
        }
    }

    @Test("each glyph's PNG is decoded once, however often it is drawn")
    func decodedOnce() throws {
        guard let measurer = Self.measurer else { return }
        let scene = try Self.scene(
            #"Text("😀😀😀👍").font(.system(size: 17))"#, measurer: measurer, canvas: CGSize(width: 120, height: 30))
        _ = scene.list()
        // Counted per glyph: other tests decode other glyphs into the process's store meanwhile.
        let face = try FontFace(contentsOfFile: Self.notoPath)
        let glyphs = try ["\u{1F600}", "\u{1F44D}"].map { try #require(face.font.glyphID(for: $0)) }
        let before = glyphs.map { ColorGlyphImages.shared.decodes(ofGlyph: $0) }
        #expect(before.allSatisfy { $0 >= 1 })
        for _ in 0..<3 { _ = scene.list() }
        #expect(glyphs.map { ColorGlyphImages.shared.decodes(ofGlyph: $0) } == before)
        let store = ColorGlyphImages(limit: 8)
        let g = try #require(face.font.glyphID(for: "\u{1F600}"))
        let bitmap = try #require(face.font.colorBitmap(of: g, pixelsPerEm: 51))
        for _ in 0..<4 { _ = store.pixels(of: bitmap, glyph: g, face: face) }
        #expect(store.decodes == 1)
        // A picture that does not decode is remembered as none: its glyph draws nothing.
        var broken = bitmap
        broken.png = Array(bitmap.png.prefix(40))
        broken.pixelsPerEm = 110
        #expect(store.pixels(of: broken, glyph: g, face: face) == nil)
        #expect(store.pixels(of: broken, glyph: g, face: face) == nil)
        #expect(store.decodes == 2)
    }

    // MARK: COLR layers

    /// Fixtures/Fonts/layered-colr.ttf (written by PlumbTextTests' `TestFontBuilder.layeredColorFont()`):
    /// 1000 units per em, "A" is glyph 1, drawn as glyph 2 (a square 0…800) in palette red
    /// (255, 0, 0) under glyph 3 (a square 300…500) in the foreground colour.
    static func layeredScene(scale: CGFloat = 1) throws -> Scene {
        let path = repositoryRoot.appendingPathComponent("Tests/PlumbRenderTests/Fixtures/Fonts/layered-colr.ttf").path
        var fonts = try FontCollection.standard()
        fonts.register(try FontFace(contentsOfFile: path), family: "Layers")
        let program = try SourceReader.read(
            #"Text("A").font(.custom("Layers", size: 100)).foregroundStyle(Color(red: 0, green: 0, blue: 1))"#,
            name: "Scene.swift",
            canvas: CGSize(width: 100, height: 100))
        var env = EnvironmentValues.ahem
        env.textMeasurer = FontTextMeasurer(fonts: fonts)
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: CGSize(width: 100, height: 100), scale: scale)
        return Scene(tree: tree)
    }

    @Test("COLR: a layered glyph is a red fill then a fill in the foreground, instead of its own outline")
    func layers() throws {
        let scene = try Self.layeredScene()
        let frame = scene.tree.frame(of: scene.tree.root)
        let layout = try #require(scene.tree.textLayout(of: scene.tree.root))
        let fills = scene.list().operations.compactMap { item -> (CGRect, DisplayPaint)? in
            if case .fill(let path, let paint, _) = item.operation {
                return (path.boundingRect, paint)
            } else {
                return nil
            }
        }
        #expect(fills.count == 2)
        guard fills.count == 2 else { return }
        let baseline = frame.minY + layout.lines[0].baseline
        // Glyph 2: x 0…80, y 0…80 points up from the baseline; glyph 3: 30…50.
        #expect(fills[0].0 == CGRect(x: frame.minX, y: baseline - 80, width: 80, height: 80))
        #expect(fills[1].0 == CGRect(x: frame.minX + 30, y: baseline - 50, width: 20, height: 20))
        guard case .color(let red) = fills[0].1, case .color(let blue) = fills[1].1 else {
            Issue.record("expected colour fills")
            return
        }
        #expect(RGBA8(red) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(RGBA8(blue) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // Drawn: red where only the big square is, the foreground in the small one.
        let bitmap = scene.bitmap(scale: 1)
        let x = Int(frame.minX), y = Int(baseline)
        #expect(rgba(bitmap, x + 10, y - 10) == [255, 0, 0, 255])
        #expect(rgba(bitmap, x + 40, y - 40) == [0, 0, 255, 255])
        #expect(rgba(bitmap, x + 90, y - 40) == [255, 255, 255, 255])
        // SVG: the two layers as paths, red first.
        let svg = SVGWriter().document(scene.list())
        let fillsInSVG = svg.components(separatedBy: "<path").dropFirst().map {
            $0.components(separatedBy: "fill=\"").dropFirst().first?.prefix(7)
        }
        #expect(fillsInSVG == ["#ff0000", "#0000ff"])
    }
}
