import Foundation
import Plumb
import Testing

/// `plumb render` and `plumb hit`, run as a user runs them.
struct RenderCommandTests {
    /// The built `plumb` next to the test bundle.
    static var executable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("plumb")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/plumb")
    }

    static func plumb(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    static func source(_ code: String) throws -> String {
        let path = temporaryPath("Row.swift")
        try Data(code.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let spacers = repositoryRoot.appendingPathComponent("Examples/Spacers.swift").path

    @Test("--color-scheme dark: the canvas is systemBackground black and system colours take their dark values")
    func darkScheme() throws {
        let file = try RenderCommandTests.source(
            "import SwiftUI\nstruct V: View { var body: some View { Color(.secondarySystemBackground).frame(width: 10, height: 10) } }"
        )
        let png = temporaryPath("dark.png")
        let run = try RenderCommandTests.plumb([
            "render", file, "--canvas", "40x40", "--scale", "1", "--png", png, "--color-scheme", "dark",
        ])
        #expect(run.status == 0 && run.stderr == "0 placeholders, 0 stubs\n")
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image[1, 1] == RGBA8(r: 0, g: 0, b: 0))
        #expect(image[20, 20] == RGBA8(r: 28, g: 28, b: 30))
        let bad = try RenderCommandTests.plumb(["render", file, "--png", png, "--color-scheme", "dim"])
        #expect(bad.status != 0 && bad.stderr.contains("--color-scheme expects light or dark"))
    }

    @Test("render writes a PNG at the display scale, an SVG and an HTML page")
    func writesAllThree() throws {
        let png = temporaryPath("s.png"), svg = temporaryPath("s.svg"), html = temporaryPath("s.html")
        let run = try RenderCommandTests.plumb([
            "render", RenderCommandTests.spacers, "--canvas", "200x200", "--scale", "2",
            "--png", png, "--svg", svg, "--html", html,
        ])
        #expect(run.status == 0 && run.stderr == "0 placeholders, 0 stubs\n" && run.stdout == "")
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 400 && image.height == 400)
        #expect(image[299, 280] == RGBA8(r: 255, g: 56, b: 60) && image[300, 280] == .white)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.contains(#"viewBox="0 0 200 200""#))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<!DOCTYPE html>") && page.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        // The negotiation is on the page: the Spacer of row 1 was proposed 160 wide.
        #expect(page.contains(#"Spacer \"takes-160\""#))
        #expect(page.contains("proposed 160×42.5 → 160×0"))
        // And each view's explanation, for its detail panel (issue 7).
        #expect(page.contains(#""explain":"Spacer \"takes-160\""#))
        #expect(!page.contains("<script src") && !page.contains("<link"))  // self-contained: works offline
    }

    @Test("--frames outlines views; --background sets the canvas; - writes to standard output")
    func framesAndBackground() throws {
        let file = try RenderCommandTests.source("Color.red.frame(width: 10, height: 10)")
        let run = try RenderCommandTests.plumb([
            "render", file, "--canvas", "40x40", "--frames", "--background", "#000000", "--svg", "-",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                ##"<rect class="plumb-background" x="0" y="0" width="40" height="40" fill="#000000"/>"##))
        #expect(run.stdout.contains(#"class="plumb-annotation""#))
        let none = try RenderCommandTests.plumb([
            "render", file, "--canvas", "40x40", "--background", "none", "--svg", "-",
        ])
        #expect(!none.stdout.contains("plumb-background"))
    }

    @Test("Bad input fails with a clear message and status 2, never a crash")
    func errors() throws {
        let file = try RenderCommandTests.source("Color.red.frame(width: 10, height: 10)")
        let noOutput = try RenderCommandTests.plumb(["render", file])
        #expect(
            noOutput.status == 2 && noOutput.stderr.hasPrefix("error: nothing to write: give --png, --svg or --html"))
        let badColour = try RenderCommandTests.plumb(["render", file, "--svg", "-", "--background", "mauve"])
        #expect(badColour.status == 2 && badColour.stderr.contains("--background expects"))
        // Not `frame(width: )`: Swift reads that as the function's compound name, `frame(width:)`.
        let broken = try RenderCommandTests.source("VStack {\n    Color.red.frame(width: 10 height: 10)\n}")
        let syntax = try RenderCommandTests.plumb(["render", broken, "--svg", "-"])
        #expect(syntax.status == 2 && syntax.stderr.contains("Row.swift:2:"))
        // A corrupt PNG: a valid signature and header chunk, then garbage.
        let png = temporaryPath("bad.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]).write(
            to: URL(fileURLWithPath: png))
        let image = try RenderCommandTests.plumb(["render", file, "--svg", "-", "--image", "photo=\(png)"])
        #expect(image.status == 2)
        #expect(image.stderr.hasPrefix("error: --image photo=\(png): PNG: truncated chunk"))
        let help = try RenderCommandTests.plumb(["render", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: plumb render FILE"))
    }

    @Test("--image NAME=FILE.png draws the file's pixels at one pixel a point")
    func imageFile() throws {
        let png = temporaryPath("dot.png")
        let dot = try #require(
            PNGImage(width: 2, height: 2, pixels: [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 255), count: 4)))
        try Data(try PNGEncoder.encode(dot)).write(to: URL(fileURLWithPath: png))
        let file = try RenderCommandTests.source(#"Image("dot").id("dot")"#)
        let layout = try RenderCommandTests.plumb(["layout", file, "--canvas", "10x10", "--image", "dot=\(png)"])
        #expect(layout.stdout == "Image \"dot\"  x 4 y 4  2×2\n")
        let out = temporaryPath("dot-render.png")
        let run = try RenderCommandTests.plumb([
            "render", file, "--canvas", "10x10", "--scale", "1", "--image", "dot=\(png)", "--png", out,
        ])
        #expect(run.status == 0)
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image[4, 4] == RGBA8(r: 0, g: 0, b: 255) && image[3, 4] == .white && image[6, 4] == .white)
    }

    @Test(
        "--image NAME=FILE.jpg draws a JPEG's pixels (two-blocks.jpg, 16×8); a broken JPEG is a usage error with libjpeg's reason"
    )
    func jpegFile() throws {
        let jpeg = repositoryRoot.appendingPathComponent("Tests/PlumbRenderTests/Fixtures/JPEG/two-blocks.jpg").path
        let file = try RenderCommandTests.source(#"Image("blocks").id("b")"#)
        let layout = try RenderCommandTests.plumb(["layout", file, "--canvas", "16x8", "--image", "blocks=\(jpeg)"])
        #expect(layout.stdout == "Image \"b\"  x 0 y 0  16×8\n")
        let out = temporaryPath("blocks-render.png")
        let run = try RenderCommandTests.plumb([
            "render", file, "--canvas", "16x8", "--scale", "1", "--image", "blocks=\(jpeg)", "--png", out,
        ])
        #expect(run.status == 0)
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image[2, 2] == RGBA8(r: 201, g: 40, b: 30) && image[13, 5] == RGBA8(r: 20, g: 90, b: 220))
        let broken = temporaryPath("broken.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]).write(to: URL(fileURLWithPath: broken))
        let bad = try RenderCommandTests.plumb(["render", file, "--svg", "-", "--image", "blocks=\(broken)"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("error: --image blocks=\(broken): JPEG: "))
    }

    @Test("hit names the view reached and the views around it; nothing reached is status 1")
    func hit() throws {
        let row = try RenderCommandTests.source(
            """
            Text("Ajustes").font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle()).id("row")
            """)
        let reached = try RenderCommandTests.plumb([
            "hit", row, "--at", "150,50", "--canvas", "200x100", "--font", "ahem",
        ])
        #expect(reached.status == 0)
        #expect(reached.stdout == "frame \"row\"  x 0 y 45  200×10\n")
        let text = try RenderCommandTests.plumb(["hit", row, "--at", "5,50", "--canvas", "200x100", "--font", "ahem"])
        #expect(text.stdout == "Text  x 0 y 45  70×10\n  in frame \"row\"  x 0 y 45  200×10\n")
        let plain = try RenderCommandTests.source(
            """
            Text("Ajustes").font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading).id("row")
            """)
        let missed = try RenderCommandTests.plumb([
            "hit", plain, "--at", "150,50", "--canvas", "200x100", "--font", "ahem",
        ])
        #expect(missed.status == 1 && missed.stdout == "nothing at 150,50: no view's hit shape is there\n")
        let bad = try RenderCommandTests.plumb(["hit", plain, "--at", "here"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("error: --at expects X,Y"))
    }
}
