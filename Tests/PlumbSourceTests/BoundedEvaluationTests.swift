import Foundation
import Plumb
import PlumbRender
import Testing

/// Source that would recurse or build without end ends with an error at file:line:column:
/// chains of modifiers and operators (the parser counts their links as levels), code that
/// calls itself (every recursion passes the interpreter's depth guard), views that contain
/// themselves through a GeometryReader (bounded by the reader's depth in the tree), and more
/// views than the limit (every view, colour and modifier counts).
@Suite struct BoundedEvaluationTests {
    static let chainMessage =
        "code is nested too deeply (more than 200 levels, each modifier, member, call and operator of a chain counting one)"

    /// `body` as a view's body, in a file the errors are reported in.
    private func view(_ body: String, before: String = "") -> String {
        "import SwiftUI\n\(before)struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    /// A view body of `kind` with `count` links: modifiers, terms of a sum, `??` or calls.
    static func chain(_ kind: String, _ count: Int) -> String {
        switch kind {
        case "modifiers": return "Text(\"a\")" + String(repeating: ".padding()", count: count)
        case "sum": return "Text(\"\\(" + Array(repeating: "1", count: count).joined(separator: " + ") + ")\")"
        case "??":
            return "Color.red.frame(width: " + Array(repeating: "x", count: count).joined(separator: " ?? ") + ")"
        default: return "Color.red.frame(width: f" + String(repeating: "()", count: count) + ")"
        }
    }

    @Test(
        "a chain of 10,000 or 1,000 modifiers, sums of 30,000 and 300 terms, ?? and call chains: an error at the link past the limit",
        arguments: [
            ("modifiers", 10_000, 1947), ("modifiers", 1_000, 1947), ("sum", 30_000, 775), ("sum", 300, 775),
            ("??", 30_000, 984), ("calls", 10_000, 412),
        ])
    func longChains(kind: String, count: Int, column: Int) {
        let error = readError(view(BoundedEvaluationTests.chain(kind, count)))
        #expect(error?.message == BoundedEvaluationTests.chainMessage)
        #expect(error?.line == 4 && error?.column == column, "at \(error.map { "\($0.line):\($0.column)" } ?? "-")")
    }

    @Test(
        "a limit stops the read wherever it is hit, inside a library view's arguments and a modifier's too (not a placeholder)",
        arguments: [
            "Text(\"\\(total())\")", "Color.red.frame(width: CGFloat(total()))",
            "Text(\"a\").padding(CGFloat(total()))",
        ])
    func limitInsideLibraryCall(body: String) {
        let code = view(
            body,
            before: "func total() -> Int {\n    var n = 0\n    while true { n += 1 }\n    return n\n}\n")
        let error = readError(code)
        #expect(error?.message == "the loop runs more than 100000 times")
        #expect(error?.line == 4 && error?.column == 5)
    }

    @Test(
        "a Swift throw is caught by its kind, whatever its message says: a thrown string that reads like a limit is still caught"
    )
    func thrownByKind() throws {
        let code = """
            struct Failure: Error { let text: String }
            func load() throws -> String { throw Failure(text: "too many views (more than 1)") }
            struct V: View {
                var body: some View {
                    Text((try? load()) ?? "caught").id("t")
                }
            }
            """
        let (result, program) = try layOut("import SwiftUI\n" + code)
        // "caught": six Ahem glyphs of 17 pt.
        #expect(frame(result, "t")?.width == 102)
        #expect(program.warnings.isEmpty)
    }

    @Test("a chain of 150 modifiers, or a sum of 150 terms, reads and lays out")
    func longButFine() throws {
        let (result, _) = try layOut(
            "Color.red.frame(width: 10, height: 10)" + String(repeating: ".padding(1)", count: 150) + ".id(\"v\")", 400,
            400)
        #expect(frame(result, "v") == CGRect(x: 45, y: 45, width: 310, height: 310))
        let sum = Array(repeating: "1", count: 150).joined(separator: " + ")
        let (sized, _) = try layOut("Color.red.frame(width: \(sum), height: 1).id(\"v\")", 400, 400)
        #expect(frame(sized, "v")?.width == 150)
    }

    @Test(
        "code that calls itself ends at the depth limit, at the call, naming what calls itself",
        arguments: [
            (
                "struct V: View {\n    static var a: Int { a + 1 }\n    var body: some View { Text(\"\\(V.a)\") }\n}",
                "a", 3, 25
            ),
            (
                "func f(_ n: Int) -> Int { f(n + 1) }\nstruct V: View {\n    var body: some View { Text(\"\\(f(0))\") }\n}",
                "f", 2, 27
            ),
            (
                "struct V: View {\n    var a: Int { b }\n    var b: Int { a }\n    var body: some View { Text(\"\\(a)\") }\n}",
                "b", 3, 18
            ),
            (
                "struct V: View {\n    var row: some View { row.padding() }\n    var body: some View { row }\n}", "row",
                3, 26
            ),
        ])
    // (Stored statics that read each other trap at once instead, naming the static:
    // RealAppClassesTests.staticsReadingEachOther.)
    func selfReference(code: String, name: String, line: Int, column: Int) {
        let error = readError("import SwiftUI\n" + code + "\n")
        #expect(
            error?.message
                == "evaluation is nested too deeply (more than 150 levels): does '\(name)' call itself without end?")
        #expect(error?.line == line && error?.column == column, "at \(error.map { "\($0.line):\($0.column)" } ?? "-")")
    }

    @Test("a view that contains itself through a GeometryReader is one layout error naming it")
    func geometryReaderContainsItself() throws {
        let code = view("GeometryReader { proxy in\n            V()\n        }")
        let program = try SourceReader.read(code, name: "Loop.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        #expect(
            program.layoutErrors.map(\.description).first?.hasPrefix(
                "Loop.swift:4:9: error: GeometryReader is nested too deeply (more than 500 levels of views): does 'V' contain itself?"
            ) == true)
        #expect(program.layoutErrors.count == 1)
    }

    @Test(
        "a view that contains itself through a lazy stack: one layout error at the view, the tree cut at its limits, the rows' loops stopped there"
    )
    func lazyStackContainsItself() throws {
        // Each row is a V, whose lazy stack (measured in an unbounded scroll view, so it makes
        // every row) makes 2,000 more: before the limits stopped the loops it ran 174 s and
        // took 2.3 GB.
        let code = view(
            "ScrollView {\n            LazyVStack {\n                ForEach(0..<2000) { _ in V() }\n            }\n        }"
        )
        let program = try SourceReader.read(code, name: "Loop.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        #expect(
            program.layoutErrors.map(\.description).first?.hasPrefix(
                "Loop.swift:5:13: error: too many views (more than 200000)") == true,
            "\(program.layoutErrors.map(\.description))")
        #expect(program.layoutErrors.count == 1)
        #expect(tree.nodeCount <= LayoutTree.maximumNodes)
        #expect(
            tree.warnings.map(\.message) == [
                "too many views (more than 1000000 nodes or 4000000 view values): the views past them are left out"
            ])
    }

    @Test(
        "every view counts against the limit: colours, modifiers, rows of a long ForEach",
        arguments: [
            ("VStack { ForEach(0..<1000000) { _ in Color.red } }", 1, 31),
            ("VStack { ForEach(0..<1000) { _ in ForEach(0..<1000) { _ in Color.red.padding(1) } } }", 1, 70),
        ])
    func viewLimit(code: String, line: Int, column: Int) throws {
        let started = Date()
        var message: String?
        do {
            let program = try SourceReader.read(code, name: "Many.swift", canvas: CGSize(width: 200, height: 100))
            let tree = LayoutTree(program.view, environment: .ahem)
            tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
            message = program.layoutErrors.first?.description
        } catch {
            message = error.description
        }
        #expect(
            message?.hasPrefix("Many.swift:\(line):\(column): error: too many views (more than 200000)") == true,
            "\(message ?? "-")")
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
