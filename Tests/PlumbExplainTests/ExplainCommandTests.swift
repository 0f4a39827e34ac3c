import Foundation
import Plumb
import Testing

@testable import PlumbExplain

/// `plumb explain`, run as a user runs it, and the JSON it prints.
struct ExplainCommandTests {
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

    static func plumb(_ arguments: [String], stdin: String = "") throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        (process.standardOutput, process.standardError, process.standardInput) = (out, err, input)
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    static let headline = [
        "explain", repositoryRoot.appendingPathComponent("Examples/TruncatedHeadline.swift").path,
        "--font", "ahem", "--canvas", "380x100", "--id", "headline",
    ]

    @Test("explain --id prints the headline's explanation, the one the README shows")
    func text() throws {
        let run = try Self.plumb(Self.headline)
        #expect(run.status == 0 && run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"Text "headline" — Text("A long headline that truncates")"#)
        #expect(
            lines.contains("    - width 0 pt, height 100 pt → width 0 pt (probe by HStack: how far can it shrink?)"))
        #expect(
            lines.contains(
                "    There were 372 pt to share (380 pt proposed, minus 8 pt of spacing). When its turn came, 282 pt were left and it was the last of its group: it was offered all of it, 282 pt, and took 280 pt."
            ))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "    - .layoutPriority(1): it would be served first and offered 372 pt: it would take 300 pt and fit on one line."
                )
            })
        // The README quotes this output verbatim.
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(run.stdout.trimmingCharacters(in: .newlines)))
    }

    @Test("explain --json carries the same facts for tools")
    func json() throws {
        let run = try Self.plumb(Self.headline + ["--json"])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require(root["views"] as? [[String: Any]])
        #expect(views.count == 1)
        let headline = views[0]
        #expect(headline["id"] as? String == "headline" && headline["type"] as? String == "Text")
        let stack = try #require(headline["stack"] as? [String: Any])
        #expect(stack["minimum"] as? Double == 0 && stack["maximum"] as? Double == 300)
        #expect(
            stack["turn"] as? Double == 1 && stack["remaining"] as? Double == 282 && stack["offer"] as? Double == 282)
        let outcomes = try #require(headline["outcomes"] as? [[String: Any]])
        #expect(outcomes.first?["kind"] as? String == "truncated" && outcomes.first?["needs"] as? Double == 300)
        let remedies = try #require(headline["remedies"] as? [[String: Any]])
        #expect(
            remedies.map { $0["code"] as? String } == [
                ".layoutPriority(1)", ".fixedSize(horizontal: true, vertical: false)", ".lineLimit(nil)",
            ])
        let predicted = try #require(remedies.first?["predicted"] as? [String: Any])
        #expect((predicted["size"] as? [String: Double])?["width"] == 300 && predicted["truncated"] as? Bool == false)
        // The proposals spell nil as null.
        let proposals = try #require(headline["proposals"] as? [[String: Any]])
        #expect(proposals.count == 3)
        #expect(
            headline["explanation"] as? String
                == (try Self.plumb(Self.headline)).stdout.trimmingCharacters(in: .newlines))
    }

    @Test("infinity and nil survive the JSON: a Spacer's maximum, a nil proposal")
    func specialValues() throws {
        let explanation = try explain(
            """
            ScrollView(.horizontal) { HStack { Color.red.frame(width: 10, height: 10); Spacer().id("s") } }
            """, canvas: CGSize(width: 100, height: 100))
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(explanation.json().utf8)) as? [String: Any])
        let views = try #require(parsed["views"] as? [[String: Any]])
        let spacer = try #require(views.first { $0["id"] as? String == "s" })
        let placed = try #require(spacer["placedWith"] as? [String: Any])
        #expect(placed["width"] is NSNull && placed["height"] as? Double == 100)
        #expect(spacer["stack"] is [String: Any])
        let stack = try #require(spacer["stack"] as? [String: Any])
        #expect(stack["available"] is NSNull && stack["maximum"] as? String == "infinity")
    }

    @Test("errors: an unknown id and a file that does not read exit with status 2 and say where")
    func errors() throws {
        let unknown = try Self.plumb(["explain", "-", "--id", "nope"], stdin: #"Text("Hi").id("hi")"#)
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains(#"no view has the id "nope" (ids: "hi")"#))
        let bad = try Self.plumb(["explain", "-"], stdin: "VStack {\n    Text(\"a\")\n    Text(\"b\" +)\n}")
        #expect(bad.status == 2 && bad.stderr.hasPrefix("<stdin>:3:15: error: expected an expression, found ')'"))
        let usage = try Self.plumb(["explain"])
        #expect(usage.status == 2 && usage.stderr.contains("missing FILE"))
        let help = try Self.plumb(["explain", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--id ID") && help.stdout.contains("--json"))
    }
}
