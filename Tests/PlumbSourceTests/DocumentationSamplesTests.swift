import Foundation
import PlumbTestSupport
import Testing

/// Every ```swift sample in README.md and in the DocC catalog's articles compiles against the
/// modules this test run built (`DocumentationSamples` says how a document becomes one Swift
/// file). One `swiftc -typecheck` per document, all started at once: a document's samples
/// share its declarations, and two documents may each declare their own `Row`.
struct DocumentationSamplesTests {
    /// The documents whose samples are compiled, relative to the repository.
    static var documents: [String] {
        let catalog = "Sources/Plumb/Plumb.docc"
        let articles =
            (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(catalog).path))
            ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }

    /// The folder of the built `.swiftmodule` files: `Modules/` beside the test bundle (SwiftPM
    /// 6), or the bundle's folder itself (earlier SwiftPM).
    static var modulesFolder: URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Plumb.swiftmodule").path) {
                    return candidate
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    struct Compilation {
        var status: Int32
        var output: String
    }

    /// Type-checks each program (one file each) against the built modules, all at once.
    static func typecheck(_ programs: [(name: String, source: String)]) throws -> [Compilation] {
        let modules = try #require(
            modulesFolder,
            "no Plumb.swiftmodule near \(Bundle.main.bundleURL.path): build with swift build --build-tests")
        let folder = Scratch.folder.appendingPathComponent("plumb-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var running: [(Process, Pipe)] = []
        for (index, program) in programs.enumerated() {
            let file = folder.appendingPathComponent("\(index)-\(program.name).swift")
            try Data(program.source.utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "swiftc", "-typecheck", "-swift-version", "6", "-suppress-warnings", file.path,
                "-I", modules.path,
                // The C modules (zlib, libjpeg, HarfBuzz, libdeflate) that PlumbRender's and PlumbText's
                // interfaces name.
                "-I", repositoryRoot.appendingPathComponent("Sources/CZlib").path,
                "-I", repositoryRoot.appendingPathComponent("Sources/CJPEG").path,
                "-I", repositoryRoot.appendingPathComponent("Sources/CHarfBuzz").path,
                "-I", repositoryRoot.appendingPathComponent("Sources/CDeflate").path,
                "-module-cache-path", folder.appendingPathComponent("cache").path,
            ]
            // `#Preview`'s plugin, built beside the modules.
            let plugin = modules.deletingLastPathComponent().appendingPathComponent("PlumbMacros-tool")
            if FileManager.default.isExecutableFile(atPath: plugin.path) {
                process.arguments! += ["-load-plugin-executable", "\(plugin.path)#PlumbMacros"]
            }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            running.append((process, output))
        }
        return running.map { process, output in
            let text = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Compilation(status: process.terminationStatus, output: String(decoding: text, as: UTF8.self))
        }
    }

    @Test("every swift sample of README.md and the articles compiles against the built modules")
    func samplesCompile() throws {
        var programs: [(name: String, source: String)] = []
        var compiled = 0
        for document in Self.documents {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            let samples = try DocumentationSamples.samples(in: text, document: document)
            compiled += samples.filter { $0.skipReason == nil }.count
            programs.append(
                (
                    URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent,
                    DocumentationSamples.program(for: samples)
                ))
        }
        // README, the landing page and the five articles are among them.
        let catalog = "Sources/Plumb/Plumb.docc/"
        #expect(
            Set(Self.documents).isSuperset(of: [
                "README.md", catalog + "Plumb.md", catalog + "GettingStarted.md",
                catalog + "RenderingOnAServer.md", catalog + "SnapshotTesting.md", catalog + "ExplainingSizes.md",
                catalog + "HowPlumbLaysOut.md",
            ]))
        #expect(compiled >= 20, "only \(compiled) samples found")
        for (program, result) in zip(programs, try Self.typecheck(programs)) {
            #expect(result.status == 0, "\(program.name)'s samples do not compile:\n\(result.output)")
        }
    }

    @Test("a sample that does not compile fails, at its document's line")
    func brokenSampleFails() throws {
        let document = """
            # Doc

            ```swift
            import Plumb

            let result = LayoutTree.layout(Text("Hi"), in: CGSize(width: 100, height: 50))
            print(result.noSuchMember)
            ```
            """
        let samples = try DocumentationSamples.samples(in: document, document: "Doc.md")
        let result = try #require(try Self.typecheck([("Doc", DocumentationSamples.program(for: samples))]).first)
        #expect(result.status != 0)
        #expect(result.output.contains("Doc.md:7:"), "\(result.output)")
        #expect(result.output.contains("noSuchMember"))
    }

    @Test("a document becomes imports, declarations at file scope, and each sample's statements in a function")
    func programShape() throws {
        let document = """
            Text.

            ```swift
            import Plumb   // the umbrella

            /// A row.
            struct Row: View {
                var body: some View { Text("Hi") }
            }

            let text = \"\"\"
            struct NotADeclaration {}
            \"\"\"
            print(text)
            ```

            <!-- sample: stub Card; skip (a fragment) -->
            ```swift
            .padding()
            ```

            <!-- sample: stub Card -->
            ```swift
            @MainActor
            func show() { _ = Card() }
            ```
            """
        let samples = try DocumentationSamples.samples(in: document, document: "D.md")
        #expect(samples.map(\.line) == [4, 19, 24])
        #expect(samples.map(\.skipReason) == [nil, "a fragment", nil])
        #expect(
            DocumentationSamples.program(for: samples) == """
                import Plumb
                struct Card: View { var body: some View { Text("Card") } }
                #sourceLocation(file: "D.md", line: 6)
                /// A row.
                struct Row: View {
                    var body: some View { Text("Hi") }
                }

                #sourceLocation()
                #sourceLocation(file: "D.md", line: 24)
                @MainActor
                func show() { _ = Card() }
                #sourceLocation()
                func sample1() async throws {
                #sourceLocation(file: "D.md", line: 11)
                let text = \"\"\"
                struct NotADeclaration {}
                \"\"\"
                #sourceLocation()
                #sourceLocation(file: "D.md", line: 14)
                print(text)
                #sourceLocation()
                }

                """)
    }

    @Test("a marker that is misspelt, or not before a swift block, is an error")
    func badMarkers() {
        #expect(throws: DocumentationSamples.MarkerError.self) {
            try DocumentationSamples.samples(in: "<!-- sample: skipp -->\n```swift\nlet x = 1\n```", document: "D.md")
        }
        #expect(throws: DocumentationSamples.MarkerError.self) {
            try DocumentationSamples.samples(in: "<!-- sample: skip -->\n```swift\nlet x = 1\n```", document: "D.md")
        }
        #expect(throws: DocumentationSamples.MarkerError.self) {
            try DocumentationSamples.samples(in: "<!-- sample: skip (shell) -->\n```sh\nls\n```", document: "D.md")
        }
        #expect(throws: DocumentationSamples.MarkerError.self) {
            try DocumentationSamples.samples(
                in: "<!-- sample: stub Card -->\nSome text.\n```swift\nlet x = 1\n```", document: "D.md")
        }
    }
}
