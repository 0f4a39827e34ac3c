import Foundation
import Plumb
import PlumbText
import Testing

/// Plumb's pictures read by tools that share nothing with Plumb: Python's zlib and struct,
/// Python's XML parser, pngcheck, rsvg-convert (librsvg) and headless Chromium. Each test
/// prints why it skips when its tool is not installed (`.ci/run` installs them on Debian).
struct IndependentReaderTests {
    static let script = repositoryRoot.appendingPathComponent("Scripts/independent-check.py").path

    /// Writes the PNG and SVG of an example scene.
    func write(_ scene: Scene, scale: Double) throws -> (png: String, svg: String, bitmap: Bitmap) {
        let list = scene.list()
        let png = temporaryPath("scene.png"), svg = temporaryPath("scene.svg")
        let bitmap = RasterRenderer(scale: scale).render(list)
        try Data(try bitmap.pngData()).write(to: URL(fileURLWithPath: png))
        try Data(SVGWriter().document(list).utf8).write(to: URL(fileURLWithPath: svg))
        return (png, svg, bitmap)
    }

    @Test("Python's zlib and struct read Plumb's PNG back pixel for pixel; pngcheck accepts it")
    func pngReadBack() throws {
        let scene = try Scene(example: "Spacers.swift", canvas: CGSize(width: 200, height: 200), scale: 2)
        let (png, _, bitmap) = try write(scene, scale: 2)
        let points = [(0, 280), (299, 280), (300, 280), (380, 280), (160, 210), (399, 399)]
        guard
            let run = try runTool(
                "python3", [IndependentReaderTests.script, "png", png] + points.map { "\($0.0),\($0.1)" })
        else {
            print("skip: python3 is not installed")
            return
        }
        #expect(run.status == 0)
        let expected = ["400 400"] + points.map { rgba(bitmap, $0.0, $0.1).map(String.init).joined(separator: " ") }
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
        #expect(expected[2] == "255 56 60 255")  // iOS 26 systemRed
        if let check = try runTool("pngcheck", [png]) {
            #expect(check.status == 0)
            #expect(check.output.contains("OK"))
        } else {
            print("skip: pngcheck is not installed (apt-get install pngcheck)")
        }
    }

    @Test("Python's XML parser reads Plumb's SVG: its size, viewBox and every id")
    func svgParsed() throws {
        let scene = try Scene(example: "PaddingVsOffset.swift", canvas: CGSize(width: 320, height: 100), scale: 2)
        let (_, svg, _) = try write(scene, scale: 2)
        guard let run = try runTool("python3", [IndependentReaderTests.script, "svg", svg]) else {
            print("skip: python3 is not installed")
            return
        }
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "320 100 0 0 320 100")
        #expect(
            lines.filter { $0.hasPrefix("rect ") && !$0.hasPrefix("rect - -") }.map { $0.split(separator: " ")[1] }
                == ["orange", "purple-drawn", "pink"])
    }

    @Test("rsvg-convert draws Plumb's SVG as Plumb draws its PNG: under 1% of pixels differ by more than 10/255")
    func rsvgAgrees() throws {
        guard try runTool("rsvg-convert", ["--version"]) != nil else {
            print("skip: rsvg-convert is not installed (apt-get install librsvg2-bin)")
            return
        }
        var images = ImageLibrary()
        images.addSize(CGSize(width: 800, height: 600), named: "montana")
        let scenes: [(String, Scene)] = [
            ("Card", try Scene(example: "Card.swift", canvas: CGSize(width: 390, height: 340), scale: 2)),
            (
                "Card in Inter",
                try Scene(
                    example: "Card.swift", canvas: CGSize(width: 390, height: 280), scale: 2,
                    measurer: try FontTextMeasurer.standard())
            ),
            ("Spacers", try Scene(example: "Spacers.swift", canvas: CGSize(width: 200, height: 200), scale: 2)),
            (
                "PaddingVsOffset",
                try Scene(example: "PaddingVsOffset.swift", canvas: CGSize(width: 320, height: 100), scale: 2)
            ),
            ("Priorities", try Scene(example: "Priorities.swift", canvas: CGSize(width: 420, height: 200), scale: 2)),
            (
                "Frames",
                try Scene(example: "Frames.swift", canvas: CGSize(width: 390, height: 600), scale: 2, images: images)
            ),
        ]
        for (name, scene) in scenes {
            let (_, svg, bitmap) = try write(scene, scale: 2)
            let theirs = temporaryPath("\(name)-rsvg.png")
            let run = try #require(
                try runTool("rsvg-convert", ["--zoom", "2", "--format", "png", "--output", theirs, svg]))
            #expect(run.status == 0, "\(name): rsvg-convert failed")
            let decoded = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: theirs))))
            #expect(decoded.width == bitmap.width && decoded.height == bitmap.height, "\(name)")
            guard decoded.width == bitmap.width, decoded.height == bitmap.height else { continue }
            let ours = PNGImage(bitmap: bitmap).rgbaBytes, rsvg = decoded.rgbaBytes
            var differing = 0
            ours.withUnsafeBufferPointer { a in
                rsvg.withUnsafeBufferPointer { b in
                    var i = 0
                    while i < a.count {
                        for c in 0..<4 where abs(Int(a[i + c]) - Int(b[i + c])) > 10 {
                            differing += 1
                            break
                        }
                        i += 4
                    }
                }
            }
            let fraction = Double(differing) / Double(bitmap.width * bitmap.height)
            print(
                "rsvg-convert vs Plumb, \(name): \(String(format: "%.4f", fraction * 100))% of pixels differ by more than 10/255"
            )
            #expect(fraction < 0.01, "\(name): \(fraction)")
        }
    }

    @Test("The HTML page loads in headless Chromium without script errors, and its rows and picture answer")
    func htmlInChromium() throws {
        let scene = try Scene(example: "Card.swift", canvas: CGSize(width: 390, height: 340), scale: 3, tracing: true)
        let page = temporaryPath("card.html")
        try Data(NegotiationPage(tree: scene.tree, list: scene.list(), title: "Card.swift").html().utf8).write(
            to: URL(fileURLWithPath: page))
        guard
            let run = try runTool("bash", [repositoryRoot.appendingPathComponent("Scripts/check-html.sh").path, page])
        else {
            print("skip: bash is not installed")
            return
        }
        if run.status == 77 {
            print(run.output.trimmingCharacters(in: .newlines))
            return
        }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasPrefix("ok: "))
    }
}
