import Foundation
import Testing

/// The compiler plugin behind `#Preview` (`PlumbMacros-tool`, built with Plumb), run as the
/// compiler runs it: framed JSON messages on its standard input, answers on its standard
/// output. These check its framing, its reading of a `#Preview`'s source and what it expands
/// to, and that odd input gets a diagnostic, not a crash.
struct PreviewPluginTests {
    /// The built plugin next to the test bundle.
    static var executable: URL? {
        var dir = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("PlumbMacros-tool")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    struct PluginNotBuilt: Error {}

    struct Session {
        var answers: [[String: Any]]
        var status: Int32
        var stderr: String
    }

    static func frame(_ payload: Data) -> Data {
        var count = UInt64(payload.count).littleEndian
        return Data(bytes: &count, count: 8) + payload
    }

    static func frame(_ json: [String: Any]) throws -> Data {
        try frame(JSONSerialization.data(withJSONObject: json))
    }

    /// Runs the plugin on `input` (already framed) and reads every answer.
    static func run(_ input: Data) throws -> Session {
        let process = Process()
        guard let executable else { throw PluginNotBuilt() }
        process.executableURL = executable
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        var output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var answers: [[String: Any]] = []
        while output.count >= 8 {
            let length = Int(
                output.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.1) << (8 * UInt64($1.0)) })
            let payload = output.dropFirst(8).prefix(length)
            let object = try JSONSerialization.jsonObject(with: Data(payload))
            answers.append(try #require(object as? [String: Any]))
            output = Data(output.dropFirst(8 + length))
        }
        return Session(
            answers: answers, status: process.terminationStatus, stderr: String(decoding: errors, as: UTF8.self))
    }

    static var capability: [String: Any] { ["getCapability": ["capability": ["protocolVersion": 7]]] }
    static let discriminator = "$s4Test0014Fileswift_abcfMX3_0_7PreviewfMf_"

    /// The message asking to expand `source`, as this toolchain's compiler sends it: the
    /// source starts with the macro's leading trivia, located at line 2, column 11.
    static func expand(_ source: String, macro: String = "PreviewMacro") -> [String: Any] {
        [
            "expandFreestandingMacro": [
                "discriminator": discriminator, "lexicalContext": [Any](), "macroRole": "declaration",
                "macro": ["moduleName": "PlumbMacros", "name": "Preview", "typeName": macro],
                "staticBuildConfiguration": "{}",
                "syntax": [
                    "kind": "declaration", "source": source,
                    "location": [
                        "fileID": "Test/File.swift", "fileName": "/src/Test/File.swift", "offset": 100,
                        "line": 2, "column": 11,
                    ],
                ],
            ]
        ]
    }

    /// Expands each source in one session; each answer's source, or its diagnostics' messages.
    static func expansions(_ sources: [String]) throws -> [(source: String?, diagnostics: [[String: Any]])] {
        var input = try frame(capability)
        for source in sources { input += try frame(expand(source)) }
        let session = try run(input)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.answers.count == sources.count + 1)
        return session.answers.dropFirst().map { answer in
            let result = answer["expandMacroResult"] as? [String: Any]
            return (result?["expandedSource"] as? String, result?["diagnostics"] as? [[String: Any]] ?? [])
        }
    }

    /// The `PlumbCore.Preview(...)` call an expansion makes.
    static func call(in expansion: String?) -> String? {
        guard let expansion, let start = expansion.range(of: "PlumbCore.Preview(") else { return nil }
        let rest = expansion[start.lowerBound...]
        guard let end = rest.range(of: "\n}\n") else { return nil }
        return rest[..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("the capability exchange: the compiler's version 7, the plugin's 7; an empty frame ends the session")
    func capability() throws {
        let session = try Self.run(try Self.frame(Self.capability) + Self.frame(Data()) + Self.frame(Self.capability))
        #expect(session.status == 0)
        #expect(session.answers.count == 1)
        let result = session.answers.first?["getCapabilityResult"] as? [String: Any]
        #expect((result?["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
    }

    @Test("names, traits and trailing closures are passed on to Preview's initializer as written")
    func arguments() throws {
        let results = try Self.expansions([
            "\n#Preview { V() }",
            "\n// a comment { with a brace\n#Preview(\"Named\") {\n    V()\n}",
            "#Preview(\"Fits\", traits: .sizeThatFitsLayout, .fixedLayout(width: 2, height: 3)) { V() }",
            "#Preview(\"Label\", body: { V() })",
            "#Preview(traits: .landscapeLeft) { V() }",
            "#Preview(\"Args\", arguments: [1, 2]) { n in V(n) }",
        ])
        #expect(
            results.map { Self.call(in: $0.source) } == [
                "PlumbCore.Preview(body: { V() })",
                "PlumbCore.Preview(\"Named\", body: {\n    V()\n})",
                "PlumbCore.Preview(\"Fits\", traits: .sizeThatFitsLayout, .fixedLayout(width: 2, height: 3), body: { V() })",
                "PlumbCore.Preview(\"Label\", body: { V() })",
                "PlumbCore.Preview(traits: .landscapeLeft, body: { V() })",
                "PlumbCore.Preview(\"Args\", arguments: [1, 2], body: { n in V(n) })",
            ])
        #expect(results.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test("braces in strings, comments, interpolations and raw strings do not end a body")
    func nestedBraces() throws {
        let body = #"""
            {
                let a = "} { \" }"
                let b = #"}" { "#
                let c = "\(f({ "}" }()))" // }
                /* } /* nested } */ */
                let d = """
                    }
                    """
                return V(a + b + c + d) { [1].map { $0 } }
            }
            """#
        let results = try Self.expansions(["#Preview(\"Braces ({[\") " + body])
        #expect(Self.call(in: results.first?.source) == "PlumbCore.Preview(\"Braces ({[\", body: \(body))")
    }

    @Test("the expansion: a uniquely named registration at the macro's line and column, its record for ELF")
    func registration() throws {
        let source = try #require(try Self.expansions(["\n\n  #Preview { V() }"]).first?.source)
        #expect(source.contains("enum \(Self.discriminator)7PreviewfMu_: PlumbCore.PreviewRegistration {"))
        #expect(source.contains("@MainActor func \(Self.discriminator)11makePreviewfMu_() -> PlumbCore.Preview {"))
        #expect(source.contains("static var fileID: String { \"Test/File.swift\" }"))
        // Two line breaks of leading trivia move the macro from line 2 to 4, then 2 spaces in.
        #expect(source.contains("static var line: Int { 4 }"))
        #expect(source.contains("static var column: Int { 3 }"))
        #expect(source.contains("#if compiler(>=6.3) && objectFormat(ELF)\n    @used @section(\"swift5_tests\")"))
    }

    @Test("@Previewable declarations become a view's properties, the other statements its body")
    func previewable() throws {
        let source = try #require(
            try Self.expansions([
                "#Preview(\"State\") {\n    @Previewable @State var isOn = true\n    let label = \"On\"\n"
                    + "    Toggle(label,\n        isOn: $isOn)\n        .padding()\n}"
            ]).first?.source)
        let content = "\(Self.discriminator)14PreviewContentfMu_"
        #expect(source.contains("PlumbCore.Preview(\"State\", body: { \(content)() })"))
        #expect(
            source.contains(
                """
                struct \(content): PlumbCore.View {
                    @State var isOn = true
                    var body: some PlumbCore.View {
                        let label = "On"
                        Toggle(label,
                        isOn: $isOn)
                        .padding()
                    }
                }
                """))
    }

    @Test(
        "odd input gets an error diagnostic at its place, never a crash",
        arguments: [
            ("#Preview { V(", "')' expected to close this group", 112),
            ("#Preview(\"unterminated) { V() }", "unterminated string", 109),
            ("#Preview { V() } extra", "unexpected text after #Preview's arguments", 117),
            ("#Preview(, ) { V() }", "expected an argument", 109),
            ("Preview { V() }", "expected '#' to start a macro", 100),
            ("", "expected '#' to start a macro", 100),
            ("#Preview { /* } ", "unterminated comment", 111),
            ("#Preview(arguments: [1]) { n in @Previewable @State var x = 0; V() }", "not supported", 100),
        ])
    func oddSources(source: String, message: String, offset: Int) throws {
        let result = try #require(try Self.expansions([source]).first)
        #expect(result.source == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect((diagnostic["message"] as? String)?.contains(message) == true, "\(diagnostic)")
        #expect(diagnostic["severity"] as? String == "error")
        let position = diagnostic["position"] as? [String: Any]
        #expect(position?["fileName"] as? String == "/src/Test/File.swift")
        #expect(position?["offset"] as? Int == offset)
    }

    @Test("messages it cannot read or does not know get an answer with a diagnostic")
    func oddMessages() throws {
        let input =
            try Self.frame(Self.capability) + Self.frame(Data("not json".utf8))
            + Self.frame(["somethingNew": [String: Any]()])
            + Self.frame(Self.expand("#Preview { V() }", macro: "Other"))
            + Self.frame([
                "expandAttachedMacro": [
                    "macro": ["moduleName": "PlumbMacros", "name": "Previewable", "typeName": "PreviewableMacro"],
                    "macroRole": "peer", "discriminator": "$s", "attributeSyntax": [String: Any](),
                    "declSyntax": [String: Any](),
                ]
            ])
        let session = try Self.run(input)
        #expect(session.status == 0)
        let results = session.answers.dropFirst().map { $0["expandMacroResult"] as? [String: Any] }
        #expect(results.count == 4)
        #expect(
            results.prefix(3).allSatisfy { ($0?["diagnostics"] as? [Any])?.count == 1 && $0?["expandedSource"] == nil })
        // `@Previewable` alone expands to nothing.
        #expect(results.last??["expandedSource"] as? String == "")
        #expect((results.last??["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test("a frame cut short or too long ends the plugin with a message, not a crash")
    func badFrames() throws {
        var huge = UInt64(1 << 40).littleEndian
        for input in [Data([1, 0, 0]), Self.frame(Data("{}".utf8)).dropLast(), Data(bytes: &huge, count: 8)] {
            let session = try Self.run(try Self.frame(Self.capability) + input)
            #expect(session.answers.count == 1)
            #expect(session.status == 1)
            #expect(session.stderr.hasPrefix("PlumbMacros: "))
        }
    }
}
