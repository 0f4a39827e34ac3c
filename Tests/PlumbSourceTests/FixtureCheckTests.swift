import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// Every conformance fixture, run through the same code path as `plumb check`.
struct FixtureCheckTests {
    /// The one list of known failures (empty: every case passes). It can only shrink, since a
    /// listed case that passes fails the test below.
    static let knownFailures: Set<String> = []

    /// The project's copy of `../shared/fixtures`.
    static let copy = repositoryRoot.appendingPathComponent("Tests/PlumbCoreTests/Fixtures")
    static let shared = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    static func cases() throws -> [FixtureCase] {
        try FixtureRunner.files([copy.path]).flatMap { try FixtureRunner.load($0) }
    }

    @Test("every fixture in the project's copy passes, except the known failures")
    func allFixtures() throws {
        let cases = try FixtureCheckTests.cases()
        #expect(cases.count >= 34)
        for fixture in cases {
            let outcome = FixtureRunner.run(fixture)
            if FixtureCheckTests.knownFailures.contains(fixture.id) {
                #expect(!outcome.passed, "\(fixture.id) passes now: remove it from knownFailures")
            } else {
                let report = outcome.mismatches.map { $0.description }.joined(separator: "; ")
                #expect(outcome.passed, "\(fixture.id): \(outcome.error ?? "") \(report)")
            }
        }
    }

    @Test("the copy is in sync with ../shared/fixtures (run Scripts/sync-fixtures.sh when it is not)")
    func copyInSync() throws {
        guard FileManager.default.fileExists(atPath: FixtureCheckTests.shared.path) else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: FixtureCheckTests.shared.path).filter {
            $0.hasSuffix(".json")
        }
        for name in names {
            let original = try Data(contentsOf: FixtureCheckTests.shared.appendingPathComponent(name))
            let copied = try? Data(contentsOf: FixtureCheckTests.copy.appendingPathComponent(name))
            #expect(copied == original, "Tests/PlumbCoreTests/Fixtures/\(name) differs from ../shared/fixtures/\(name)")
        }
    }

    @Test("a mismatch names the view, the part, and both numbers")
    func mismatchReport() {
        let fixture = FixtureCase(
            id: "t", source: "", canvas: CGSize(width: 100, height: 100), scale: 2, font: "ahem", images: [:],
            code: "Color.red.frame(width: 10, height: 10).id(\"c\")",
            expect: ["c": ["x": 44, "width": 10], "missing": ["x": 0]], tolerance: 0.01, file: "t.json")
        let outcome = FixtureRunner.run(fixture)
        #expect(!outcome.passed)
        let report = outcome.mismatches.map { $0.description }
        #expect(report == ["c.x: expected 44, got 45", "missing: no view with this id"])
    }

    @Test("malformed fixture files are errors that name the file and the case")
    func malformedFiles() throws {
        let folder = Scratch.folder.appendingPathComponent(
            "plumb-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"cases": [{"id": "x", "canvas": [1], "code": "", "expect": {}}]}"#.utf8).write(to: bad)
        #expect(throws: FixtureError.self) { try FixtureRunner.load(bad) }
        do { _ = try FixtureRunner.load(bad) } catch {
            #expect("\(error)".hasSuffix("case 1: \"canvas\" must be [width, height]"))
        }
    }

    @Test("a fixture's lengths are bounded as the command line's flags are: a 1e308 canvas is an error naming the case")
    func hugeLengths() throws {
        let cases: [(String, String)] = [
            (
                #""canvas": [1e308, 100]"#,
                #"case 1: "canvas" sides must be lengths from 0 to 1000000000 points (got 1e+308, 100.0)"#
            ),
            (
                #""canvas": [-1, 100]"#,
                #"case 1: "canvas" sides must be lengths from 0 to 1000000000 points (got -1.0, 100.0)"#
            ),
            (#""canvas": [100, 100], "scale": 1e308"#, #"case 1: "scale" must be in (0, 16] (got 1e+308)"#),
            (
                #""canvas": [100, 100], "images": {"p": [1e308, 1]}"#,
                #"case 1: images["p"] must be [width, height], lengths from 0 to 1000000000 points"#
            ),
            (
                #""canvas": [100, 100], "safeArea": [1e308, 0, 0, 0]"#,
                #"case 1: "safeArea" must be [top, leading, bottom, trailing]"#
            ),
        ]
        for (fields, message) in cases {
            let json = #"{"cases": [{"id": "x", "# + fields + #", "code": "Text(\"a\")", "expect": {}}]}"#
            #expect(throws: FixtureError.self) { try FixtureFieldTests.load(json) }
            do { _ = try FixtureFieldTests.load(json) } catch { #expect("\(error)".hasSuffix(message), "\(error)") }
        }
    }
}

/// The optional fields of `../shared/fixtures/README.md`: `os`, `dynamicType`, `safeArea`.
struct FixtureFieldTests {
    static func load(_ json: String) throws -> [FixtureCase] {
        let folder = Scratch.folder.appendingPathComponent("plumb-fields-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fields.json")
        try Data(json.utf8).write(to: file)
        return try FixtureRunner.load(file)
    }

    @Test("safeArea: the root is proposed the canvas less the insets, frames stay in screen coordinates")
    func safeArea() throws {
        let cases = try FixtureFieldTests.load(
            #"""
            {"cases": [{"id": "s", "canvas": [390, 844], "safeArea": [59, 0, 34, 0], "font": "ahem",
              "code": "Color.red.id(\"c\")", "expect": {"c": {"x": 0, "y": 59, "width": 390, "height": 751}}}]}
            """#)
        #expect(cases[0].safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let outcome = FixtureRunner.run(cases[0])
        #expect(outcome.passed, "\(outcome.mismatches)")
    }

    @Test("dynamicType: text styles are measured at that size (body: 16 pt at medium, 23 at xxxLarge)")
    func dynamicType() throws {
        // Ahem: a glyph is 1 em, so Text("ab").font(.body) is 2 em × 1 em; body is 16 pt at
        // medium and 23 at xxxLarge (HIG typography table, Font/TextStyle).
        let cases = try FixtureFieldTests.load(
            #"""
            {"cases": [
              {"id": "m", "canvas": [200, 100], "font": "ahem", "dynamicType": "medium",
               "code": "Text(\"ab\").font(.body).id(\"t\")", "expect": {"t": {"width": 32, "height": 16}}},
              {"id": "x", "canvas": [200, 100], "font": "ahem", "dynamicType": "xxxl",
               "code": "Text(\"ab\").font(.body).id(\"t\")", "expect": {"t": {"width": 46, "height": 23}}}
            ]}
            """#)
        #expect(cases.map(\.dynamicTypeSize) == [.medium, .xxxLarge])
        for fixture in cases {
            let outcome = FixtureRunner.run(fixture)
            #expect(outcome.passed, "\(fixture.id): \(outcome.mismatches)")
        }
    }

    @Test("os: the case's platform version reaches the environment; unknown versions are errors")
    func os() throws {
        let cases = try FixtureFieldTests.load(
            #"""
            {"cases": [{"id": "o", "canvas": [100, 100], "os": "ios18", "code": "Color.red", "expect": {}},
                       {"id": "d", "canvas": [100, 100], "code": "Color.red", "expect": {}}]}
            """#)
        #expect(cases.map(\.platformVersion) == [.iOS18, .iOS26])
        #expect(throws: FixtureError.self) {
            try FixtureFieldTests.load(
                #"{"cases": [{"id": "o", "canvas": [1, 1], "os": "ios9", "code": "", "expect": {}}]}"#)
        }
    }
}
