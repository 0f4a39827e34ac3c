import Foundation
import PlumbTestSupport
import Plumb
import PlumbText
import Testing

/// Laid out with Ahem at scale 1 in `canvas`, drawn at scale 1 (one pixel a point).
private func draw(
    _ view: some View, _ canvas: CGSize, images: ImageLibrary = ImageLibrary(),
    symbolFonts: [SymbolFont] = SymbolFont.installed
)
    -> (tree: LayoutTree, bitmap: Bitmap)
{
    var env = EnvironmentValues.ahem
    env.imageProvider = images
    let tree = LayoutTree(view, environment: env)
    tree.layout(in: canvas, scale: 1)
    let list = DisplayList(tree, options: DrawingOptions(images: images, symbolFonts: symbolFonts))
    return (tree, RasterRenderer(scale: 1).render(list))
}

/// SF Symbols drawn from Fork Awesome or Material Icons (Symbols/SymbolFont.swift), placeholders otherwise.
@Suite struct SymbolDrawingTests {
    @Test("star.fill at 50 pt: its centre is the foreground colour, its frame's corners are not drawn")
    func starCentre() throws {
        let forkAwesome = SymbolTable.IconFont.forkAwesome
        guard SymbolFont.system(forkAwesome) != nil else {
            print("skipped: \(forkAwesome.defaultPath) is not installed (apt-get install \(forkAwesome.package))")
            return
        }
        let (tree, bitmap) = draw(
            Image(systemName: "star.fill").font(.system(size: 50)).foregroundStyle(pureRed).id("s"),
            CGSize(width: 100, height: 100))
        let f = tree.frame(of: tree.nodes(withID: "s")[0])
        // 60 tall (1.2 × 50), 1664/1792 × 60 wide; the icon's box is x 0...1664, y −83...1504
        // in font units, its centre (832, 710) → 966 above the em box's bottom (−256).
        #expect(abs(f.height - 60) < 0.01)
        let cx = Int(f.minX + f.width / 2), cy = Int(f.maxY - 966 * f.height / 1792)
        #expect(rgba(bitmap, cx, cy) == [255, 0, 0, 255])
        #expect(rgba(bitmap, Int(f.minX) + 1, Int(f.minY) + 1) == [255, 255, 255, 255])
        #expect(rgba(bitmap, Int(f.maxX) - 2, Int(f.maxY) - 2) == [255, 255, 255, 255])
    }

    @Test("symbolVariant(.fill) draws the filled icon: heart's middle is filled, heart (outline) is hollow")
    func fillVariant() throws {
        guard SymbolFont.system(.forkAwesome) != nil else { return }
        let outline = draw(
            Image(systemName: "heart").font(.system(size: 50)).foregroundStyle(pureBlue).id("s"),
            CGSize(width: 100, height: 100))
        let filled = draw(
            Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 50)).foregroundStyle(pureBlue).id("s"),
            CGSize(width: 100, height: 100))
        let f = outline.tree.frame(of: outline.tree.nodes(withID: "s")[0])
        // The heart's box is y −128...1408: the middle at 640, 896 above the em's bottom.
        let cx = Int(f.midX), cy = Int(f.maxY - 896 * f.height / 1792)
        #expect(rgba(filled.bitmap, cx, cy) == [0, 0, 255, 255])
        #expect(rgba(outline.bitmap, cx, cy) == [255, 255, 255, 255])
    }

    @Test(
        "a symbol without a counterpart: a rounded outline in the foreground colour and its name inside, no grey fill")
    func placeholder() throws {
        let (tree, bitmap) = draw(
            Image(systemName: "playpause").font(.system(size: 50)).foregroundStyle(pureRed).id("s"),
            CGSize(width: 100, height: 100))
        let f = tree.frame(of: tree.nodes(withID: "s")[0])
        // The outline: 60/16 = 3.75 wide along the frame's left edge, at mid-height.
        #expect(rgba(bitmap, Int(f.minX) + 1, Int(f.midY)) == [255, 0, 0, 255])
        // Inside, the name's glyphs (Ahem: solid squares) in red; nothing grey.
        var red = 0, grey = 0
        for y in Int(f.minY) + 5..<Int(f.maxY) - 5 {
            for x in Int(f.minX) + 5..<Int(f.maxX) - 5 {
                let p = rgba(bitmap, x, y)
                if p[0] > 200 && p[1] < 60 { red += 1 }
                if p[0] == p[1] && p[1] == p[2] && p[0] < 250 { grey += 1 }
            }
        }
        #expect(red > 50)
        #expect(grey == 0)
    }

    @Test(
        "without the icon fonts every symbol is a placeholder, and one warning names the font they need and its package"
    )
    func missingFont() throws {
        let (tree, bitmap) = draw(
            HStack {
                Image(systemName: "star"); Image(systemName: "heart")
            }.font(.system(size: 50)).foregroundStyle(pureRed),
            CGSize(width: 200, height: 100), symbolFonts: [])
        let warnings = DisplayList.symbolWarnings(tree, symbolFonts: [])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("fonts-fork-awesome") == true)
        #expect(warnings.first?.contains(SymbolTable.IconFont.forkAwesome.defaultPath) == true)
        // Both placeholders' outlines and names are drawn in red along the middle row.
        var red = 0
        for x in 0..<200 where rgba(bitmap, x, 50)[0] > 200 && rgba(bitmap, x, 50)[1] < 60 { red += 1 }
        #expect(red > 0)
    }

    @Test("without the fonts, a name without a counterpart still warns, after the missing font's warning")
    func missingFontAndUnmapped() {
        let (tree, _) = draw(
            HStack {
                Image(systemName: "star"); Image(systemName: "playpause")
            },
            CGSize(width: 200, height: 100), symbolFonts: [])
        let warnings = DisplayList.symbolWarnings(tree, symbolFonts: [])
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("fonts-fork-awesome") == true)
        #expect(warnings.last?.contains("'playpause'") == true)
        // A picture whose only symbol has no counterpart needs no font: only the name warns.
        let (alone, _) = draw(Image(systemName: "playpause"), CGSize(width: 100, height: 100), symbolFonts: [])
        #expect(DisplayList.symbolWarnings(alone, symbolFonts: []).count == 1)
    }

    @Test("with the font, one warning per symbol name Plumb has no icon for")
    func unmappedWarnings() throws {
        let (tree, _) = draw(
            HStack {
                Image(systemName: "star"); Image(systemName: "playpause"); Image(systemName: "playpause")
            },
            CGSize(width: 200, height: 100))
        guard let font = SymbolFont.system(.forkAwesome) else { return }
        let warnings = DisplayList.symbolWarnings(tree, symbolFonts: [font])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'playpause'") == true)
    }

    @Test("symbols real apps use draw their icons, not placeholders, at their icons' widths")
    func appSymbols() throws {
        guard let font = SymbolFont.system(.forkAwesome) else { return }
        // ellipsis-h 1408, safari 1792, history 1536, bunny 1159, ban 1536 (the font's hmtx).
        let symbols = [
            ("ellipsis.circle", 1408), ("safari", 1792), ("clock.arrow.circlepath", 1536), ("hare", 1159),
            ("nosign", 1536),
        ]
        let (tree, bitmap) = draw(
            HStack(spacing: 10) {
                Image(systemName: "ellipsis.circle").id("ellipsis.circle")
                Image(systemName: "safari").id("safari")
                Image(systemName: "clock.arrow.circlepath").id("clock.arrow.circlepath")
                Image(systemName: "hare").id("hare")
                Image(systemName: "nosign").id("nosign")
            }.font(.system(size: 50)).foregroundStyle(pureRed),
            CGSize(width: 400, height: 100))
        #expect(DisplayList.symbolWarnings(tree, symbolFonts: [font]).isEmpty)
        for (name, advance) in symbols {
            let f = tree.frame(of: tree.nodes(withID: name)[0])
            #expect(abs(f.width - CGFloat(advance) * 60 / 1792) <= 1, "\(name)")
            var red = 0
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) where rgba(bitmap, x, y) == [255, 0, 0, 255] { red += 1 }
            }
            #expect(red > 50, "\(name)")
        }
    }

    @Test(
        "symbols Fork Awesome lacks draw from Material Icons: square (512 of 512), the em box (0 to 512) filling the frame"
    )
    func materialSymbols() throws {
        guard let material = SymbolFont.system(.materialIcons) else {
            let font = SymbolTable.IconFont.materialIcons
            print("skipped: \(font.defaultPath) is not installed (apt-get install \(font.package))")
            return
        }
        let names = ["arrow.up.right", "sparkles", "waveform", "wifi.slash", "checklist"]
        let (tree, bitmap) = draw(
            HStack(spacing: 10) {
                ForEach(names, id: \.self) { Image(systemName: $0).id($0) }
            }.font(.system(size: 50)).foregroundStyle(pureRed),
            CGSize(width: 400, height: 100), symbolFonts: [material])
        #expect(DisplayList.symbolWarnings(tree, symbolFonts: [material]).isEmpty)
        for name in names {
            let f = tree.frame(of: tree.nodes(withID: name)[0])
            // 1.2 × 50 = 60 tall and, every Material icon being 512 wide, 60 wide.
            #expect(abs(f.width - 60) < 0.01 && abs(f.height - 60) < 0.01, "\(name)")
            var rows: [Int] = []
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) where rgba(bitmap, x, y) == [255, 0, 0, 255] { rows.append(y) }
            }
            #expect(rows.count > 200, "\(name)")
            // north_east's outline spans y 85...405 of the em's 512 units above the baseline (the font's glyf),
            // the baseline being the em box's bottom: from 60 × (512 − 405) / 512 = 12.5 below the frame's top
            // down to 60 × (512 − 85) / 512 = 50.
            if name == "arrow.up.right", let top = rows.min(), let bottom = rows.max() {
                #expect(abs(CGFloat(top) - (f.minY + 12.5)) <= 1.5)
                #expect(abs(CGFloat(bottom + 1) - (f.minY + 50)) <= 1.5)
            }
        }
    }

    @Test("without Material Icons, its symbols are placeholders and one warning names its file and package")
    func missingMaterialFont() throws {
        guard let forkAwesome = SymbolFont.system(.forkAwesome) else { return }
        let (tree, _) = draw(
            HStack {
                Image(systemName: "star"); Image(systemName: "sparkles"); Image(systemName: "waveform")
            },
            CGSize(width: 200, height: 100), symbolFonts: [forkAwesome])
        let warnings = DisplayList.symbolWarnings(tree, symbolFonts: [forkAwesome])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("fonts-material-design-icons-iconfont") == true)
        #expect(warnings.first?.contains(SymbolTable.IconFont.materialIcons.defaultPath) == true)
        // Fork Awesome alone is not named: the star is drawn.
        #expect(warnings.first?.contains("fonts-fork-awesome") == false)
    }

    @Test("SVG carries symbols as paths")
    func svgPaths() throws {
        guard SymbolFont.system(.forkAwesome) != nil else { return }
        var env = EnvironmentValues.ahem
        env.imageProvider = ImageLibrary()
        let tree = LayoutTree(Image(systemName: "star.fill").foregroundStyle(pureRed).id("star"), environment: env)
        tree.layout(in: CGSize(width: 40, height: 40), scale: 2)
        let svg = SVGWriter().document(DisplayList(tree))
        #expect(svg.contains("<path"))
        #expect(svg.contains("star"))
        #expect(!svg.contains("plumb-placeholder"))
    }
}

/// Images: nine-slice, tiling, interpolation, templates (Views/Image.swift; DisplayList+Images.swift).
@Suite struct ImageDrawingTests {
    /// 6×6: 2×2 red corners, green edges, a blue 2×2 middle.
    private func nineSlice() -> PNGImage {
        var pixels: [RGBA8] = []
        for y in 0..<6 {
            for x in 0..<6 {
                let edgeX = x < 2 || x >= 4, edgeY = y < 2 || y >= 4
                pixels.append(edgeX && edgeY ? .red : (edgeX || edgeY ? .green : .blue))
            }
        }
        return PNGImage(width: 6, height: 6, pixels: pixels)!
    }

    /// An SF Symbols template whose regular glyph is a 50 × 70 box on the baseline at the left
    /// margin, the margins 60 apart and the cap height 70 (at 100 points), in group `group`.
    static func symbolTemplate(group: String) -> String {
        let scale = group.hasSuffix("M") ? "M" : "S"
        let baseline = scale == "M" ? 1126 : 696
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides">
              <line id="Baseline-\(scale)" x1="263" x2="3036" y1="\(baseline)" y2="\(baseline)"/>
              <line id="Capline-\(scale)" x1="263" x2="3036" y1="\(baseline - 70)" y2="\(baseline - 70)"/>
              <line id="left-margin-Regular-\(scale)" x1="1000" x2="1000" y1="600" y2="720"/>
              <line id="right-margin-Regular-\(scale)" x1="1060" x2="1060" y1="600" y2="720"/>
             </g>
             <g id="Symbols">
              <g id="\(group)" transform="matrix(1 0 0 1 1000 \(baseline))">
               <path d="M0 0L50 0L50-70L0-70Z"/>
              </g>
             </g>
            </svg>
            """
    }

    @Test(
        "an app's own symbol (a .symbolset template) is read from its regular glyph: Regular-M as drawn, a variable template's Regular-S enlarged 1.28; its frame is the symbols' height and its margins' width, its glyph on a baseline centred on its capitals"
    )
    func customSymbolTemplate() throws {
        let folder = Scratch.folder.appendingPathComponent("plumb-symbol-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var images = ImageLibrary()
        for (name, group) in [("small", "Regular-S"), ("medium", "Regular-M")] {
            let path = folder.appendingPathComponent(name + ".svg").path
            try Self.symbolTemplate(group: group).write(toFile: path, atomically: true, encoding: .utf8)
            try images.addSymbolTemplate(path, named: name)
        }
        let medium = try #require(images.customSymbol(named: "medium"))
        #expect(medium.advance == 60 && medium.capHeight == 70)
        #expect(medium.outline.boundingRect == CGRect(x: 0, y: -70, width: 50, height: 70))
        let small = try #require(images.customSymbol(named: "small"))
        #expect(abs(small.advance - 76.8) < 1e-9)
        #expect(
            abs(small.outline.boundingRect.width - 64) < 1e-9 && abs(small.outline.boundingRect.height - 89.6) < 1e-9)
        // At 50 points: 1.2 × 50 = 60 tall, 76.8 × 0.5 = 38.4 wide; the glyph 32 × 44.8, its
        // baseline 30 + 70 × 0.5 / 2 = 47.5 from the top.
        let (tree, bitmap) = draw(
            Image("small").font(.system(size: 50)).foregroundStyle(pureRed).id("s"), CGSize(width: 100, height: 100),
            images: images)
        let f = tree.frame(of: tree.nodes(withID: "s")[0])
        // (Laid out at scale 1: 38.4 rounds to the pixel grid.)
        #expect(f.width == 38 && f.height == 60, "\(f)")
        #expect(rgba(bitmap, Int(f.minX + 16), Int(f.minY + 25)) == [255, 0, 0, 255])
        #expect(rgba(bitmap, Int(f.minX + 16), Int(f.minY + 4)) == [255, 0, 0, 255])
        #expect(rgba(bitmap, Int(f.minX + 36), Int(f.minY + 25)) == [255, 255, 255, 255])
        #expect(rgba(bitmap, Int(f.minX + 16), Int(f.minY + 50)) == [255, 255, 255, 255])
        #expect(DisplayList.symbolWarnings(tree).isEmpty)
    }

    @Test("resizable(capInsets:): corners keep their 2-pt size, edges stretch along their length, the middle both ways")
    func nineSliceStretch() throws {
        var images = ImageLibrary()
        images.add(nineSlice(), named: "panel")
        let (_, b) = draw(
            Image("panel").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)).frame(
                width: 30, height: 20),
            CGSize(width: 30, height: 20), images: images)
        #expect(rgba(b, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(b, 1, 1) == [255, 0, 0, 255])
        #expect(rgba(b, 28, 18) == [255, 0, 0, 255])
        // Just past a corner: the edge, so the corner was not scaled up.
        #expect(rgba(b, 2, 0) == [0, 255, 0, 255])
        #expect(rgba(b, 0, 2) == [0, 255, 0, 255])
        #expect(rgba(b, 15, 0) == [0, 255, 0, 255])
        #expect(rgba(b, 29, 10) == [0, 255, 0, 255])
        #expect(rgba(b, 15, 10) == [0, 0, 255, 255])
    }

    @Test("resizingMode .tile repeats the image at its size from the top-left corner; the last tile is cut")
    func tile() throws {
        var images = ImageLibrary()
        images.add(PNGImage(width: 2, height: 2, pixels: [.red, .green, .blue, .white])!, named: "checker")
        let (_, b) = draw(
            Image("checker").resizable(resizingMode: .tile).frame(width: 7, height: 5), CGSize(width: 7, height: 5),
            images: images)
        #expect(rgba(b, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(b, 1, 0) == [0, 255, 0, 255])
        #expect(rgba(b, 2, 0) == [255, 0, 0, 255])
        #expect(rgba(b, 5, 3) == [255, 255, 255, 255])
        #expect(rgba(b, 6, 4) == [255, 0, 0, 255])
    }

    @Test("nine-slice with .tile tiles the edges and middle, corners unscaled")
    func nineSliceTile() throws {
        var images = ImageLibrary()
        images.add(nineSlice(), named: "panel")
        let (_, b) = draw(
            Image("panel").resizable(
                capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile
            )
            .frame(width: 11, height: 10), CGSize(width: 11, height: 10), images: images)
        #expect(rgba(b, 1, 1) == [255, 0, 0, 255])
        #expect(rgba(b, 9, 8) == [255, 0, 0, 255])
        #expect(rgba(b, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(b, 5, 0) == [0, 255, 0, 255])
    }

    @Test("interpolation(.none) is nearest neighbour: a hard edge between two source pixels; the default blends")
    func nearest() throws {
        var images = ImageLibrary()
        images.add(PNGImage(width: 2, height: 1, pixels: [.red, .blue])!, named: "two")
        let hard = draw(
            Image("two").resizable().interpolation(.none).frame(width: 20, height: 4), CGSize(width: 20, height: 4),
            images: images)
        #expect(rgba(hard.bitmap, 9, 1) == [255, 0, 0, 255])
        #expect(rgba(hard.bitmap, 10, 1) == [0, 0, 255, 255])
        let soft = draw(
            Image("two").resizable().frame(width: 20, height: 4), CGSize(width: 20, height: 4), images: images)
        let p = rgba(soft.bitmap, 9, 1)
        #expect(p[0] > 100 && p[2] > 100)
    }

    @Test("renderingMode(.template): the image's opacity filled with the foreground style; clear pixels stay clear")
    func template() throws {
        var images = ImageLibrary()
        images.add(PNGImage(width: 2, height: 1, pixels: [.red, .clear])!, named: "glyph")
        let (_, b) = draw(
            Image("glyph").renderingMode(.template).resizable().interpolation(.none).frame(width: 20, height: 10)
                .foregroundStyle(pureGreen), CGSize(width: 20, height: 10), images: images)
        #expect(rgba(b, 4, 5) == [0, 255, 0, 255])
        #expect(rgba(b, 15, 5) == [255, 255, 255, 255])
        let original = draw(
            Image("glyph").resizable().interpolation(.none).frame(width: 20, height: 10).foregroundStyle(pureGreen),
            CGSize(width: 20, height: 10), images: images)
        #expect(rgba(original.bitmap, 4, 5) == [255, 0, 0, 255])
    }

    @Test("SVG marks nearest-neighbour images pixelated and carries image pixels")
    func svgImage() throws {
        var images = ImageLibrary()
        images.add(PNGImage(width: 2, height: 1, pixels: [.red, .blue])!, named: "two")
        var env = EnvironmentValues.ahem
        env.imageProvider = images
        let tree = LayoutTree(
            Image("two").resizable().interpolation(.none).frame(width: 20, height: 4), environment: env)
        tree.layout(in: CGSize(width: 20, height: 4), scale: 2)
        let svg = SVGWriter().document(DisplayList(tree, options: DrawingOptions(images: images)))
        #expect(svg.contains("image-rendering:pixelated"))
        #expect(svg.contains("data:image/png;base64,"))
    }

    @Test("AsyncImage shows its default placeholder (secondarySystemFill over white), filling its proposal")
    func asyncImage() throws {
        let (_, b) = draw(
            AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 20, height: 20),
            CGSize(width: 20, height: 20))
        // 120, 120, 128 at 16% over white: 255 − 0.16 × (255 − 120) = 233.4; blue 234.7.
        let p = rgba(b, 10, 10)
        #expect(abs(p[0] - 233) <= 1 && abs(p[2] - 235) <= 1 && p[3] == 255)
    }
}

/// JPEG through libjpeg-turbo (Images/JPEGDecoder.swift).
@Suite struct JPEGTests {
    private var fixture: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/JPEG/two-blocks.jpg")
    }

    @Test("two-blocks.jpg (16×8, quality 100, no chroma subsampling, made with cjpeg) decodes to its two colours")
    func decode() throws {
        let bytes = [UInt8](try Data(contentsOf: fixture))
        #expect(JPEGDecoder.isJPEG(bytes))
        let image = try JPEGDecoder.decode(bytes)
        #expect(image.width == 16 && image.height == 8)
        // Written as (200, 40, 30) and (20, 90, 220); djpeg reads back (201, 40, 30) and (20, 90, 220).
        #expect(image[0, 0] == RGBA8(r: 201, g: 40, b: 30, a: 255))
        #expect(image[7, 7] == RGBA8(r: 201, g: 40, b: 30, a: 255))
        #expect(image[8, 0] == RGBA8(r: 20, g: 90, b: 220, a: 255))
        #expect(image[15, 7] == RGBA8(r: 20, g: 90, b: 220, a: 255))
    }

    @Test("ImageLibrary.addFile reads JPEG by its bytes, whatever the extension; Image draws its pixels")
    func libraryFile() throws {
        var images = ImageLibrary()
        try images.addFile(fixture.path, named: "blocks")
        #expect(images.size(ofImageNamed: "blocks") == CGSize(width: 16, height: 8))
        let (_, b) = draw(Image("blocks"), CGSize(width: 16, height: 8), images: images)
        #expect(rgba(b, 2, 4) == [201, 40, 30, 255])
    }

    @Test("a truncated or corrupt JPEG is an error with libjpeg's reason, not a crash")
    func corrupt() throws {
        let bytes = [UInt8](try Data(contentsOf: fixture))
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(Array(bytes.prefix(40))) }
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0x00, 0x01]) }
        do {
            _ = try JPEGDecoder.decode(Array(bytes.prefix(40)))
        } catch {
            #expect(!error.reason.isEmpty)
        }
    }
}

/// Symbol frames with Inter measuring text: a symbol's size follows the font's point size,
/// not the measurer (SymbolSize), so a Label is the symbol, 8, then Inter's text.
@Suite struct SymbolInterTests {
    private func px(_ v: CGFloat) -> CGFloat { (v * 2).rounded() / 2 }

    @Test("Inter: tray at .body is 20.4 × 1664/1792 of it; a Label is the symbol, 8, and Inter's line, centred")
    func interLabel() throws {
        var env = EnvironmentValues.ahem
        let inter = try FontTextMeasurer.standard()
        env.textMeasurer = inter
        let view = VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "tray").id("icon")
            Label("Inbox", systemImage: "tray").id("label")
            Image(systemName: "tray").font(.largeTitle).imageScale(.large).id("big")
            Spacer()
        }.frame(width: 300, alignment: .leading)
        let r = LayoutTree.layout(view, in: CGSize(width: 300, height: 300), scale: 2, environment: env)
        let tray = try #require(SymbolTable.entry(named: "tray"))
        let icon = try #require(r["icon"]).frame
        #expect(icon.size == CGSize(width: px(CGFloat(tray.advance) * 20.4 / 1792), height: px(20.4)))
        let text = inter.layout(
            TextLayoutRequest(string: "Inbox", font: Font.body.resolved()), proposal: ProposedViewSize.unspecified
        ).size
        let label = try #require(r["label"]).frame
        #expect(abs(label.width - px(CGFloat(tray.advance) * 20.4 / 1792 + 8 + text.width)) <= 0.5)
        #expect(abs(label.height - px(max(20.4, text.height))) <= 0.5)
        // .largeTitle is 34 pt: 34 × 1.2 × 1.3 = 53.04 tall.
        let big = try #require(r["big"]).frame
        #expect(abs(big.height - 53.04) <= 0.5)
        #expect(abs(big.width - CGFloat(tray.advance) * 53.04 / 1792) <= 0.5)
    }
}
