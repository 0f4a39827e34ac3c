import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbSource

/// Plumb's parser against the compiler's: every file `swiftc -frontend -parse` accepts, Plumb's
/// parser (``SourceReader/parseOnly(bytes:name:configuration:)``) must accept too.
///
/// The files: the project's examples and view fixtures, the hand-written ``snippets`` of tricky
/// grammar, the real code under `PLUMB_PARSE_CORPUS` when it is set, and mechanical rewrites
/// of all of them (``Variant``: comments between tokens, other indentation and blank lines,
/// line breaks where Swift allows them, spaces removed next to punctuation, the file inside
/// `#if`). A rewrite need not keep a file valid: the compiler says which are, and only those
/// count.
///
/// The other direction, Plumb accepting what the compiler rejects, is counted and printed but
/// not asserted: the compiler parses every branch of an `#if` where Plumb reads only the
/// active ones, and some of its parse errors are checks Plumb leaves to later (`case` without
/// statements, editor placeholders). Diagnostics that only a file's role decides (top-level
/// code outside `main.swift`) are not parse errors here.
///
/// `PLUMB_ORACLE_REPORT=FILE` writes every disagreement, with both sides' messages, to FILE;
/// `PLUMB_ORACLE_DUMP=FOLDER` writes there each file only the compiler parses (variants too),
/// and `PLUMB_ORACLE_VARIANTS=0` leaves out the corpus's variants.
struct ParserOracleTests {
    /// The compiler: `$SWIFTC`, or `swiftc` on the `PATH`.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) { return given }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// A file to compare: a name for messages and its bytes.
    struct Source {
        let name: String
        let bytes: [UInt8]
    }

    /// What the two parsers said about a set of files.
    struct Comparison {
        var compared = 0
        var bothAccept = 0
        var bothReject = 0
        /// The compiler accepts, Plumb does not: the failures. Each is the file and Plumb's error.
        var plumbRejects: [String] = []
        /// Plumb accepts, the compiler does not. Each is the file and the compiler's first error.
        var plumbAccepts: [String] = []

        var summary: String {
            "\(compared) files: \(bothAccept + bothReject) agree (\(bothAccept) parse, \(bothReject) do not), "
                + "\(plumbRejects.count) only the compiler parses, \(plumbAccepts.count) only Plumb parses"
        }
    }

    // MARK: The oracle

    /// The compiler's first parse error for each file it rejects, keyed by index in `sources`.
    /// Files go to the compiler in batches, two batches at a time.
    static func compilerErrors(_ sources: [Source], swiftc: String) throws -> [Int: String] {
        let folder = Scratch.folder.appendingPathComponent("plumb-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (i, source) in sources.enumerated() {
            let path = folder.appendingPathComponent("f\(i).swift").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(source.bytes))
            paths.append(path)
        }
        let batchSize = 400
        let batches = stride(from: 0, to: paths.count, by: batchSize).map {
            Array(paths[$0..<min($0 + batchSize, paths.count)])
        }
        let outputs = Outputs(count: batches.count)
        DispatchQueue.concurrentPerform(iterations: batches.count) { b in
            outputs.set(b, runCompiler(swiftc, batches[b]))
        }
        var errors: [Int: String] = [:]
        let prefix = folder.path + "/f"
        for output in outputs.all {
            for line in output.split(separator: "\n") where line.hasPrefix(prefix) {
                // `/tmp/.../f12.swift:3:4: error: message`
                let rest = line.dropFirst(prefix.count)
                guard let dot = rest.firstIndex(of: "."), let index = Int(rest[..<dot]),
                    let marker = rest.range(of: ": error: ")
                else { continue }
                let message = String(rest[marker.upperBound...])
                if message.contains("not allowed at the top level") { continue }
                let position = rest[rest.index(dot, offsetBy: ".swift:".count)..<marker.lowerBound]
                if errors[index] == nil { errors[index] = "\(position): \(message)" }
            }
        }
        return errors
    }

    /// Each batch's diagnostics, filled in from several threads.
    final class Outputs: @unchecked Sendable {
        private var outputs: [String]
        private let lock = NSLock()
        init(count: Int) { outputs = Array(repeating: "", count: count) }
        func set(_ i: Int, _ text: String) { lock.withLock { outputs[i] = text } }
        var all: [String] { lock.withLock { outputs } }
    }

    /// `swiftc -frontend -parse FILES`'s diagnostics. Bare `/regex/` literals are on, as in the
    /// Swift 6 language mode and in apps that enable them (Plumb's lexer reads them).
    static func runCompiler(_ swiftc: String, _ paths: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Comparing

    /// Plumb's error for `source`, or nil when it parses.
    static func plumbError(_ source: Source) -> String? {
        do {
            try SourceReader.parseOnly(bytes: source.bytes, name: source.name)
            return nil
        } catch let failure {
            return failure.summary
        }
    }

    static func compare(_ sources: [Source], swiftc: String) throws -> Comparison {
        let compiler = try compilerErrors(sources, swiftc: swiftc)
        var result = Comparison()
        for (i, source) in sources.enumerated() {
            result.compared += 1
            let plumb = plumbError(source)
            switch (compiler[i], plumb) {
            case (nil, nil): result.bothAccept += 1
            case (.some, .some): result.bothReject += 1
            case (nil, let plumb?):
                result.plumbRejects.append(plumb)
                if let dump = ProcessInfo.processInfo.environment["PLUMB_ORACLE_DUMP"] {
                    let path = "\(dump)/\(result.plumbRejects.count).swift"
                    _ = FileManager.default.createFile(atPath: path, contents: Data(source.bytes))
                    result.plumbRejects[result.plumbRejects.count - 1] += " (\(path))"
                }
            case (let compiler?, nil): result.plumbAccepts.append("\(source.name):\(compiler)")
            }
        }
        return result
    }

    /// Prints the comparison (the first disagreements of each kind) and writes all of them
    /// to `PLUMB_ORACLE_REPORT` when it is set.
    static func report(_ title: String, _ result: Comparison) {
        print("ParserOracleTests: \(title): \(result.summary)")
        for miss in result.plumbRejects.prefix(20) { print("  only the compiler parses: \(miss)") }
        for extra in result.plumbAccepts.prefix(5) { print("  only Plumb parses: \(extra)") }
        if let path = ProcessInfo.processInfo.environment["PLUMB_ORACLE_REPORT"] {
            let lines =
                ["# \(title): \(result.summary)"] + result.plumbRejects.map { "compiler only: \($0)" }
                + result.plumbAccepts.map { "plumb only: \($0)" }
            let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try? (old + lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// `sources` and every variant of each.
    static func withVariants(_ sources: [Source]) -> [Source] {
        sources
            + sources.flatMap { source in
                Variant.allCases.compactMap { variant in
                    variant.apply(to: source.bytes).map { Source(name: "\(source.name) [\(variant)]", bytes: $0) }
                }
            }
    }

    static func files(under folder: URL) -> [Source] {
        CorpusTests.swiftFiles(folder).map {
            Source(name: $0.path, bytes: Array(FileManager.default.contents(atPath: $0.path) ?? Data()))
        }
    }

    // MARK: Tests

    @Test("the compiler and Plumb agree on the hand-written snippets and their variants")
    func snippetsAgree() throws {
        guard let swiftc = Self.swiftc else {
            print("ParserOracleTests: swiftc is not on the PATH (or $SWIFTC); skipping")
            return
        }
        let originals = Self.snippets.enumerated().map {
            Source(name: "snippet \($0.offset)", bytes: Array($0.element.utf8))
        }
        // Every snippet is valid Swift: the compiler must parse each as written.
        let compiler = try Self.compilerErrors(originals, swiftc: swiftc)
        for (i, error) in compiler.sorted(by: { $0.key < $1.key }) {
            Issue.record("snippet \(i) does not parse with swiftc: \(error)\n\(Self.snippets[i])")
        }
        let result = try Self.compare(Self.withVariants(originals), swiftc: swiftc)
        Self.report("snippets", result)
        #expect(result.plumbRejects == [])
    }

    @Test("the compiler and Plumb agree on the examples and view fixtures, and their variants")
    func projectFilesAgree() throws {
        guard let swiftc = Self.swiftc else {
            print("ParserOracleTests: swiftc is not on the PATH (or $SWIFTC); skipping")
            return
        }
        let folders = ["Examples", "Tests/SwiftUICompatibilityTests/Views"] + fixtureFolders()
        let originals = folders.flatMap { Self.files(under: repositoryRoot.appendingPathComponent($0)) }
        #expect(originals.count > 20)
        let result = try Self.compare(Self.withVariants(originals), swiftc: swiftc)
        Self.report("examples and fixtures", result)
        #expect(result.plumbRejects == [])
        #expect(result.bothAccept > originals.count * 3)
    }

    /// Every `Fixtures` folder of `Tests`.
    func fixtureFolders() -> [String] {
        let tests = repositoryRoot.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let next = walker?.nextObject() as? URL {
            guard next.lastPathComponent == "Fixtures" else { continue }
            found.append(String(next.path.dropFirst(repositoryRoot.path.count + 1)))
        }
        return found
    }

    @Test("the compiler and Plumb agree on real Swift files and their variants (PLUMB_PARSE_CORPUS)")
    func corpusAgrees() throws {
        guard let path = ProcessInfo.processInfo.environment["PLUMB_PARSE_CORPUS"] else {
            print("ParserOracleTests: PLUMB_PARSE_CORPUS is not set; skipping the real files")
            return
        }
        guard let swiftc = Self.swiftc else {
            print("ParserOracleTests: swiftc is not on the PATH (or $SWIFTC); skipping")
            return
        }
        let originals = Self.files(under: URL(fileURLWithPath: path))
        let plain = try Self.compare(originals, swiftc: swiftc)
        Self.report("corpus", plain)
        var all = plain
        if ProcessInfo.processInfo.environment["PLUMB_ORACLE_VARIANTS"] != "0" {
            let variants = Self.withVariants(originals).dropFirst(originals.count)
            let rewritten = try Self.compare(Array(variants), swiftc: swiftc)
            Self.report("corpus variants", rewritten)
            all.plumbRejects += rewritten.plumbRejects
        }
        #expect(all.plumbRejects == [])
    }
}
