import Foundation
import Plumb
import Testing

/// `SourceModule`: files parsed once, a program per preview, each in its own interpreter.
struct SourceModuleTests {
    static let files: [(name: String, bytes: [UInt8])] = [
        (
            "Row.swift",
            Array(
                """
                import SwiftUI
                struct Row: View {
                    var title: String
                    var body: some View { HStack { Text(title); Spacer(); Color.red.frame(width: 20, height: 20).id("dot") } }
                }
                #Preview("Short") { Row(title: "Hi") }
                """.utf8)
        ),
        (
            "Screen.swift",
            Array(
                """
                import SwiftUI
                struct Screen: View {
                    var body: some View { VStack(spacing: 8) { Row(title: "A long title"); Row(title: "B").frame(width: unknownWidth) } }
                }
                #Preview { Screen().padding(10) }
                struct Screen_Previews: PreviewProvider {
                    static var previews: some View { Row(title: "Provided").previewDisplayName("Provided") }
                }
                """.utf8)
        ),
    ]

    @Test("the module lists the previews SourceReader lists, and each program is the one --preview N reads")
    func programsMatchTheReader() throws {
        let module = try SourceModule.parse(files: SourceModuleTests.files)
        let reader = try SourceReader.read(files: SourceModuleTests.files)
        #expect(module.previews.map(\.name) == reader.previews.map(\.name))
        #expect(module.previews.map(\.name) == ["Short", nil, "Provided"])
        #expect(
            module.previews.map { "\($0.location.file):\($0.location.line)" }
                == reader.previews.map { "\($0.location.file):\($0.location.line)" })
        for n in 1...3 {
            let fromModule = try module.program(root: .preview(String(n)))
            let fromReader = try SourceReader.read(files: SourceModuleTests.files, root: .preview(String(n)))
            let a = LayoutTree.layout(fromModule.view, in: CGSize(width: 300, height: 200), environment: .ahem)
            let b = LayoutTree.layout(fromReader.view, in: CGSize(width: 300, height: 200), environment: .ahem)
            #expect(SourceModuleTests.frames(a) == SourceModuleTests.frames(b))
            #expect(fromModule.warnings.map(\.description) == fromReader.warnings.map(\.description))
        }
        // The stub warning belongs to the preview that uses the stubbed name only.
        #expect(try module.program(root: .preview("1")).warnings.isEmpty)
        #expect(try module.program(root: .preview("2")).warnings.contains { $0.message.contains("unknownWidth") })
    }

    @Test("programs of one module laid out on two threads give the frames laid out one after another")
    func concurrentLayout() throws {
        let module = try SourceModule.parse(files: SourceModuleTests.files)
        @Sendable func frames(_ n: Int) throws -> String {
            let program = try module.program(root: .preview(String((n % 3) + 1)))
            return SourceModuleTests.frames(
                LayoutTree.layout(program.view, in: CGSize(width: 300, height: 200), environment: .ahem))
        }
        let sequential = try (0..<12).map(frames)
        let results = Results(count: 12)
        DispatchQueue.concurrentPerform(iterations: 12) { i in results.set(i, (try? frames(i)) ?? "failed") }
        #expect(results.values == sequential)
        #expect(Set(sequential).count == 3)
    }

    /// Every view's type, id and frame, one a line.
    static func frames(_ result: LayoutResult) -> String {
        result.root.allViews.map { "\($0.type) \($0.id ?? "-") \($0.frame)" }.joined(separator: "\n")
    }

    /// Strings filled in by several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [String]
        init(count: Int) { slots = Array(repeating: "", count: count) }
        func set(_ i: Int, _ value: String) {
            lock.lock()
            slots[i] = value
            lock.unlock()
        }
        var values: [String] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
    }
}
