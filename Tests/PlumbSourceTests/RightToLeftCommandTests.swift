import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// `--layout-direction` and `--locale` on the commands that lay out, run as a user runs them.
struct RightToLeftCommandTests {
    static func layout(_ extra: [String]) throws -> CommandLineTests.Run {
        try CommandLineTests.plumb(
            ["layout", try CommandLineTests.write(CommandLineTests.spacerRow), "--canvas", "200x100", "--scale", "2"]
                + extra)
    }

    static let mirrored = """
        HStack  x 0 y 40  200×20
          frame "red"  x 180 y 40  20×20
            Color  x 180 y 40  20×20
          Spacer "spacer"  x 20 y 50  160×0
          frame "blue"  x 0 y 40  20×20
            Color  x 0 y 40  20×20

        """

    @Test("--layout-direction rtl mirrors the row: red at the right edge, blue at the left")
    func layoutDirection() throws {
        let run = try RightToLeftCommandTests.layout(["--layout-direction", "rtl"])
        #expect(run.status == 0)
        #expect(run.stdout == RightToLeftCommandTests.mirrored)
        let ltr = try RightToLeftCommandTests.layout(["--layout-direction", "ltr"])
        #expect(ltr.stdout.contains(#"frame "red"  x 0 y 40  20×20"#))
    }

    @Test("--locale ar, he, fa and ur lay out right to left; en and de left to right; --layout-direction wins")
    func localeDirection() throws {
        for id in ["ar", "he_IL", "fa", "ur", "ar-EG"] {
            let run = try RightToLeftCommandTests.layout(["--locale", id])
            #expect(
                run.status == 0 && run.stdout == RightToLeftCommandTests.mirrored, "\(id): \(run.stdout)\(run.stderr)")
        }
        for id in ["en", "de_DE", "ar-Latn"] {
            let run = try RightToLeftCommandTests.layout(["--locale", id])
            #expect(
                run.status == 0 && run.stdout.contains(#"frame "red"  x 0 y 40"#), "\(id): \(run.stdout)\(run.stderr)")
        }
        let overridden = try RightToLeftCommandTests.layout(["--locale", "ar", "--layout-direction", "ltr"])
        #expect(overridden.stdout.contains(#"frame "red"  x 0 y 40"#))
    }

    @Test("the locale reaches the environment: @Environment(\\.locale) and layoutDirection read it")
    func localeInEnvironment() throws {
        let code = """
            struct V: View {
                @Environment(\\.layoutDirection) var direction
                var body: some View {
                    Text(direction == .rightToLeft ? "R" : "LTR").font(.system(size: 10)).id("t")
                }
            }
            """
        let file = try CommandLineTests.write(code)
        let run = try CommandLineTests.plumb([
            "layout", file, "--canvas", "200x100", "--font", "ahem", "--locale", "he",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains(#"Text "t"  x 95 y 45  10×10"#), "\(run.stdout)\(run.stderr)")  // "R", not "LTR"
    }

    @Test("render, hit and explain take the flags too: hit finds the view at the mirrored point")
    func otherCommands() throws {
        let file = try CommandLineTests.write(CommandLineTests.spacerRow)
        let hit = try CommandLineTests.plumb([
            "hit", file, "--at", "190,50", "--canvas", "200x100", "--layout-direction", "rtl",
        ])
        #expect(hit.status == 0)
        #expect(hit.stdout.contains("red"), "\(hit.stdout)\(hit.stderr)")
        let explain = try CommandLineTests.plumb([
            "explain", file, "--canvas", "200x100", "--locale", "ar", "--id", "red",
        ])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("x 180"), "\(explain.stdout)")
        let out = Scratch.folder.appendingPathComponent("plumb-rtl-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let render = try CommandLineTests.plumb([
            "render", file, "--svg", out.path, "--canvas", "200x100", "--layout-direction", "rtl",
        ])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test("bad values are usage errors naming the flag, exit 2; --help lists both flags")
    func errors() throws {
        let direction = try RightToLeftCommandTests.layout(["--layout-direction", "up"])
        #expect(direction.status == 2)
        #expect(direction.stderr.contains("--layout-direction expects ltr or rtl (got 'up')"))
        for bad in ["xx", "", "ar;rm", "12"] {
            let locale = try RightToLeftCommandTests.layout(["--locale", bad])
            #expect(locale.status == 2, "\(bad)")
            #expect(locale.stderr.contains("--locale expects a locale identifier"), "\(bad): \(locale.stderr)")
        }
        for command in ["layout", "render", "explain", "hit", "previews"] {
            let help = try CommandLineTests.plumb([command, "--help"])
            #expect(
                help.stdout.contains("--layout-direction ltr|rtl") && help.stdout.contains("--locale ID"), "\(command)")
        }
    }
}
