import Foundation
import Plumb
import Testing

/// Symbols, images and a Canvas drawn to PNG by Plumb and to SVG read by rsvg-convert and by
/// headless Chromium agree:
/// under 1% of pixels differ by more than 10/255 (the tolerance of IndependentReaderTests).
@Suite struct ImageParityTests {
    /// A scene of what this issue draws: a symbol row, a Label, a nine-slice panel, a tiled
    /// strip, a nearest-neighbour and a template image, and a Canvas drawing.
    static func scene() -> (LayoutTree, ImageLibrary) {
        var images = ImageLibrary()
        var panel: [RGBA8] = []
        for y in 0..<6 {
            for x in 0..<6 {
                let ex = x < 2 || x >= 4, ey = y < 2 || y >= 4
                panel.append(
                    ex && ey
                        ? RGBA8(r: 200, g: 40, b: 30)
                        : (ex || ey ? RGBA8(r: 40, g: 160, b: 60) : RGBA8(r: 230, g: 230, b: 250)))
            }
        }
        images.add(PNGImage(width: 6, height: 6, pixels: panel)!, named: "panel")
        images.add(PNGImage(width: 2, height: 2, pixels: [.red, .green, .blue, .white])!, named: "checker")
        images.add(PNGImage(width: 2, height: 1, pixels: [.black, .clear])!, named: "half")
        let view = VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 14) {
                Image(systemName: "star.fill")
                Image(systemName: "heart")
                Image(systemName: "magnifyingglass")
                Image(systemName: "gearshape")
                Image(systemName: "trash").foregroundStyle(pureRed)
                Image(systemName: "arrow.up.right")
                Image(systemName: "playpause")
            }
            .font(.title)
            Label("Inbox", systemImage: "tray").foregroundStyle(pureBlue)
            HStack(spacing: 10) {
                Image("panel").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)).frame(
                    width: 80, height: 40)
                Image("checker").resizable(resizingMode: .tile).frame(width: 40, height: 40)
                Image("checker").resizable().interpolation(.none).frame(width: 40, height: 40)
                Image("half").renderingMode(.template).resizable().interpolation(.none).frame(width: 40, height: 40)
                    .foregroundStyle(pureGreen)
            }
            Canvas { context, size in
                context.fill(
                    Path(ellipseIn: CGRect(x: 0, y: 0, width: size.height, height: size.height)), with: .color(pureBlue)
                )
                var c = context
                c.translateBy(x: size.width / 2, y: size.height / 2)
                c.rotate(by: .degrees(30))
                c.stroke(Path(CGRect(x: -30, y: -15, width: 60, height: 30)), with: .color(pureRed), lineWidth: 4)
                var clipped = context
                clipped.clip(to: Path(CGRect(x: size.width - 60, y: 0, width: 30, height: size.height)))
                clipped.opacity = 0.6
                clipped.fill(
                    Path(ellipseIn: CGRect(x: size.width - 80, y: 10, width: 60, height: 60)), with: .color(pureGreen))
                context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: size.height - 10), anchor: .bottom)
            }
            .frame(height: 90)
        }
        .padding(10)
        let tree = LayoutTree(
            view,
            environment: {
                var env = EnvironmentValues.ahem
                env.imageProvider = images
                return env
            }())
        tree.layout(in: CGSize(width: 360, height: 300), scale: 2)
        return (tree, images)
    }

    @Test("rsvg-convert and Chromium draw the SVG of symbols, images and a Canvas as Plumb draws its PNG")
    func rsvgAgrees() throws {
        let (tree, images) = Self.scene()
        let list = DisplayList(tree, options: DrawingOptions(images: images))
        let bitmap = RasterRenderer(scale: 2).render(list)
        let png = temporaryPath("images.png"), svg = temporaryPath("images.svg")
        try Data(try RasterRenderer(scale: 2).png(list)).write(to: URL(fileURLWithPath: png))
        try Data(SVGWriter().document(list).utf8).write(to: URL(fileURLWithPath: svg))
        print("images scene: \(png), \(svg)")
        let ours = PNGImage(bitmap: bitmap).rgbaBytes
        func compare(_ name: String, _ path: String) throws {
            let decoded = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(
                decoded.width == bitmap.width && decoded.height == bitmap.height,
                "\(name): \(decoded.width)×\(decoded.height)")
            guard decoded.width == bitmap.width, decoded.height == bitmap.height else { return }
            let theirs = decoded.rgbaBytes
            var differing = 0
            var i = 0
            while i < ours.count {
                for c in 0..<4 where abs(Int(ours[i + c]) - Int(theirs[i + c])) > 10 {
                    differing += 1
                    break
                }
                i += 4
            }
            let fraction = Double(differing) / Double(bitmap.width * bitmap.height)
            print(
                "\(name) vs Plumb, images: \(String(format: "%.4f", fraction * 100))% of pixels differ by more than 10/255 (\(path))"
            )
            #expect(fraction < 0.01, "\(name): \(fraction)")
        }
        if try runTool("rsvg-convert", ["--version"]) != nil {
            let out = temporaryPath("images-rsvg.png")
            let run = try #require(
                try runTool("rsvg-convert", ["--zoom", "2", "--format", "png", "--output", out, svg]))
            #expect(run.status == 0)
            try compare("rsvg-convert", out)
        } else {
            print("skip: rsvg-convert is not installed (apt-get install librsvg2-bin)")
        }
        if try runTool("chromium", ["--version"]) != nil {
            let out = temporaryPath("images-chromium.png")
            _ = try runTool(
                "chromium",
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                    "--window-size=360,300", "--screenshot=\(out)", "file://\(svg)",
                ])
            try compare("Chromium", out)
        } else {
            print("skip: chromium is not installed")
        }
    }
}
