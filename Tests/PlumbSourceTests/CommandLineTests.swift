import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// The `plumb` executable, run as a user runs it.
struct CommandLineTests {
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

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `plumb` (the built one, or `binary`) with `arguments`, standard input `stdin`, and
    /// the test's environment changed by `environment` (a nil value removes a variable).
    static func plumb(
        _ arguments: [String], stdin: String? = nil, binary: URL? = nil, environment: [String: String?] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = binary ?? executable
        process.arguments = arguments
        if !environment.isEmpty {
            var env = ProcessInfo.processInfo.environment
            for (key, value) in environment { env[key] = value }
            process.environment = env
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func write(_ code: String, name: String = "View.swift") throws -> String {
        let url = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString)-\(name)")
        try Data(code.utf8).write(to: url)
        return url.path
    }

    static let spacerRow = """
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("red")
            Spacer().id("spacer")
            Color.blue.frame(width: 20, height: 20).id("blue")
        }
        """

    @Test("layout prints the tree, one view a line, with frames")
    func layoutText() throws {
        let run = try CommandLineTests.plumb([
            "layout", try CommandLineTests.write(CommandLineTests.spacerRow), "--canvas", "200x100", "--scale", "2",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                HStack  x 0 y 40  200×20
                  frame "red"  x 0 y 40  20×20
                    Color  x 0 y 40  20×20
                  Spacer "spacer"  x 20 y 50  160×0
                  frame "blue"  x 180 y 40  20×20
                    Color  x 180 y 40  20×20

                """)
    }

    @Test("a .sizeThatFitsLayout preview on a device gets the canvas of the size it answered, not of its rounded frame")
    func sizeThatFitsCanvasOnDevice() throws {
        // Centred on the iPhone 16 (393 wide), the row's frame ends at x 292.1666…, whose
        // pixel tie rounded down in floating point: a canvas made from the frame was 191 wide,
        // a third of a point short, and "no pic" was cut to "no…".
        let tag =
            #".fontWeight(.medium).font(.caption).padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))"#
        let code = """
            struct Tags: View {
                var body: some View {
                    HStack(spacing: 20) {
                        Text("max")\(tag).id("max")
                        Text("no pic")\(tag).id("nopic")
                        Text("mini")\(tag).id("mini")
                    }
                    .padding()
                }
            }
            #Preview(traits: .sizeThatFitsLayout) { Tags() }
            """
        let run = try CommandLineTests.plumb(["layout", try CommandLineTests.write(code), "--device", "iphone-16"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "padding  x 0 y 0  191.33×50.33")
        #expect(lines.contains("    padding \"nopic\"  x 72.33 y 16  47×18.33"))
        #expect(lines.contains("      Text  x 78.33 y 18  35×14.33"))
    }

    @Test("layout --json follows the documented schema")
    func layoutJSON() throws {
        let run = try CommandLineTests.plumb(
            ["layout", "-", "--json", "--canvas", "200x100"], stdin: CommandLineTests.spacerRow)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["canvas", "scale", "root", "warnings"])
        let canvas = try #require(json["canvas"] as? [String: Double])
        #expect(canvas == ["width": 200, "height": 100])
        #expect(json["scale"] as? Double == 3)
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["type"] as? String == "HStack")
        #expect(root["id"] == nil)
        #expect(root["x"] as? Double == 0 && root["y"] as? Double == 40)
        #expect(root["width"] as? Double == 200 && root["height"] as? Double == 20)
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children.map { $0["id"] as? String } == ["red", "spacer", "blue"])
        #expect(Set(children[0].keys) == ["type", "id", "x", "y", "width", "height", "children"])
    }

    @Test("layout --trace prints the negotiation in order, indented by depth, then the placements")
    func layoutTrace() throws {
        let run = try CommandLineTests.plumb([
            "layout", try CommandLineTests.write(CommandLineTests.spacerRow), "--trace", "--canvas", "200x100",
            "--scale", "2",
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "HStack  proposed 200×100 → 200×20")
        #expect(lines.contains("  Spacer \"spacer\"  proposed ∞×100 → ∞×0"))
        #expect(lines.contains("  Spacer \"spacer\"  proposed 160×100 → 160×0"))
        let placement = try #require(lines.firstIndex(of: "placement:"))
        #expect(lines[placement + 1] == "HStack  placed at x 0 y 40  200×20  (proposed 200×100)")
        #expect(lines.contains("  Spacer \"spacer\"  placed at x 20 y 50  160×0  (proposed 160×100)"))
    }

    @Test("check prints each failing case and ends with N passed, M failed; exit 1 on failure")
    func check() throws {
        let fixtures = """
            {"cases": [
              {"id": "ok", "canvas": [200, 100], "code": "Color.red.frame(width: 20, height: 20).id(\\"c\\")", "expect": {"c": {"x": 90}}},
              {"id": "off", "source": "made up", "canvas": [200, 100], "code": "Color.red.frame(width: 20, height: 20).id(\\"c\\")", "expect": {"c": {"x": 0, "width": 20}}}
            ]}
            """
        let path = try CommandLineTests.write(fixtures, name: "cases.json")
        let run = try CommandLineTests.plumb(["check", path])
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("1 passed, 1 failed\n"))
        #expect(run.stdout.contains("FAIL off ("))
        #expect(run.stdout.contains("— made up"))
        #expect(run.stdout.contains("  c.x: expected 0, got 90"))
        let shared = try CommandLineTests.plumb([
            "check", repositoryRoot.appendingPathComponent("Tests/PlumbCoreTests/Fixtures").path,
        ])
        let count = try FixtureCheckTests.cases().count
        #expect(shared.status == 0)
        #expect(shared.stdout.hasSuffix("\(count) passed, 0 failed\n"))
    }

    @Test("--help on the tool and every command; --version")
    func help() throws {
        for args in [["--help"], ["layout", "--help"], ["check", "--help"]] {
            let run = try CommandLineTests.plumb(args)
            #expect(run.status == 0)
            #expect(run.stdout.contains("usage: plumb"))
        }
        let version = try CommandLineTests.plumb(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("plumb "))
    }

    @Test("bad usage and unreadable input exit 2 with a message on standard error")
    func errors() throws {
        let noFile = try CommandLineTests.plumb(["layout", "/no/such/file.swift"])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.contains("cannot read '/no/such/file.swift': no such file"))
        let badOption = try CommandLineTests.plumb(["layout", "x.swift", "--canvas", "wide"])
        #expect(badOption.status == 2 && badOption.stderr.contains("--canvas expects WxH"))
        let unknown = try CommandLineTests.plumb(["frobnicate"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown command 'frobnicate'"))
        let syntax = try CommandLineTests.plumb(["layout", try CommandLineTests.write("HStack {", name: "Bad.swift")])
        #expect(syntax.status == 2)
        #expect(syntax.stderr.contains("Bad.swift:1:8: error: '{' is never closed\nHStack {\n       ^"))
        let none = try CommandLineTests.plumb([])
        #expect(none.status == 2)
    }
}
