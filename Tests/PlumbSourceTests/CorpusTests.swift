import Foundation
import Plumb
import Testing

/// Real code through the reader. The project's own Swift files always parse; real SwiftUI
/// apps' files are read from folders named by environment variables, since their code is not
/// the project's to commit: `PLUMB_VIEW_CORPUS` (view files: each must read and lay out) and
/// `PLUMB_PARSE_CORPUS` (any Swift files: each must parse). `Scripts/corpus.sh` runs both.
struct CorpusTests {
    /// Every `.swift` file under `folder`.
    static func swiftFiles(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let next = walker?.nextObject() as? URL {
            if next.pathExtension == "swift" { found.append(next) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The files of `folder` that do not parse, with their first error.
    static func parseFailures(_ files: [URL]) -> [String] {
        files.compactMap { url -> String? in
            guard let data = FileManager.default.contents(atPath: url.path) else { return "\(url.path): unreadable" }
            do {
                _ = try SourceReader.parseOnly(bytes: Array(data), name: url.path)
                return nil
            } catch let failure {
                return (failure as? Diagnostic)?.summary ?? "\(failure)"
            }
        }
    }

    @Test("every Swift file of the project parses")
    func projectParses() {
        let files = ["Sources", "Tests", "Examples"].flatMap {
            Self.swiftFiles(repositoryRoot.appendingPathComponent($0))
        }
        #expect(files.count > 250)
        #expect(Self.parseFailures(files) == [])
    }

    @Test("real Swift files parse (PLUMB_PARSE_CORPUS)")
    func corpusParses() throws {
        guard let path = ProcessInfo.processInfo.environment["PLUMB_PARSE_CORPUS"] else {
            print("CorpusTests: PLUMB_PARSE_CORPUS is not set; skipping the real-file parse check")
            return
        }
        let files = Self.swiftFiles(URL(fileURLWithPath: path))
        let failures = Self.parseFailures(files)
        print("CorpusTests: \(files.count - failures.count) of \(files.count) files parse")
        #expect(failures == [])
    }

    @Test("real SwiftUI view files read and lay out as written (PLUMB_VIEW_CORPUS)")
    func viewsRead() throws {
        guard let path = ProcessInfo.processInfo.environment["PLUMB_VIEW_CORPUS"] else {
            print("CorpusTests: PLUMB_VIEW_CORPUS is not set; skipping the real view files")
            return
        }
        let files = Self.swiftFiles(URL(fileURLWithPath: path))
        var failures: [String] = []
        for url in files {
            do {
                let program = try SourceReader.read(
                    bytes: Array(FileManager.default.contents(atPath: url.path) ?? Data()), name: url.path)
                let tree = LayoutTree(program.view, environment: .ahem)
                tree.layout(in: CGSize(width: 393, height: 852), scale: 3)
            } catch let failure {
                failures.append(failure.summary)
            }
        }
        print("CorpusTests: \(files.count - failures.count) of \(files.count) view files read and lay out")
        for f in failures { print("  \(f)") }
        #expect(failures == [])
    }
}
