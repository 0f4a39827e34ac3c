import Foundation
import PlumbTesting
import Testing
import XCTest

/// A test file imports Swift Testing, XCTest and PlumbTesting (which re-exports Plumb and its
/// modules) together: no name may mean two things. This file compiling with Swift Testing's
/// `SourceLocation`, `Issue`, `Tag` and `Comment` unqualified is the first check; the second
/// compares every public type name of Plumb's sources with those of Swift Testing's interface.
@Suite("Names shared with the test frameworks")
struct NameClashTests {
    @Test func testingNamesStayUnqualified() {
        let location: SourceLocation = #_sourceLocation
        let comment: Comment = "from \(location.fileName)"
        #expect(location.line > 0 && comment.rawValue == "from NameClashTests.swift")
        let expectation = XCTestExpectation(description: "an XCTest name, unqualified")
        #expect(expectation.description == "an XCTest name, unqualified")
        // Plumb's own position, renamed so that Swift Testing's keeps its name.
        let position: SourcePosition = SourceFile(name: "Card.swift", text: "let a = 1\nlet b = 2\n").location(of: 14)
        #expect(position.description == "Card.swift:2:5")
    }

    /// Top-level declarations only (at the start of a line, in both): a nested type such as
    /// `Test.Case` cannot clash with a module's own.
    @Test func noPublicTypeOfPlumbIsNamedAsOneOfSwiftTestings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let declaration = try Regex(
            #"(?m)^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        )
        func names(in text: String) -> Set<String> {
            Set(text.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) })
        }
        var plumb = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            plumb.formUnion(names(in: try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)))
        }
        #expect(plumb.count > 400 && plumb.contains("LayoutTree") && plumb.contains("Snapshotting"))
        // Swift Testing's module interface, beside the toolchain's `swift`.
        let interface = try #require(
            Self.testingInterface(), "Swift Testing's .swiftinterface not found in the toolchain")
        let testing = names(in: try String(contentsOf: interface, encoding: .utf8))
        #expect(testing.contains("SourceLocation") && testing.contains("Issue"))
        #expect(plumb.intersection(testing).sorted() == [])
    }

    static func testingInterface() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let module = usr.appendingPathComponent("lib/swift/linux/Testing.swiftmodule")
            if let file = try? FileManager.default.contentsOfDirectory(atPath: module.path).first(where: {
                $0.hasSuffix(".swiftinterface")
            }) {
                return module.appendingPathComponent(file)
            }
        }
        return nil
    }
}
