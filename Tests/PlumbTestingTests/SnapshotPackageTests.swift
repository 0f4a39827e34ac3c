import Foundation
import Testing
import PlumbTesting

/// What a team does on its first afternoon with Plumb, for real: a fresh package that depends
/// on this one writes the snapshot test and one `assertPreviewSnapshots` call for its
/// five previews in four variants, records its references, passes, records them again in
/// another process byte for byte, and fails with a useful message and a diff when the view
/// changes.
///
/// The package builds Plumb in `.build/plumb-testing-package` (about 100 s the first time on 2
/// cores, seconds after). `PLUMB_SKIP_PACKAGE_TEST=1` skips it for quick local runs; CI runs it.
@Suite("A package that depends on Plumb", .serialized)
struct SnapshotPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let card = """
        import SwiftUI

        public struct Card: View {
            public init() {}
            public var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("TITLE").font(.title2).bold()
                    Text("12 new views laid out").foregroundStyle(.secondary)
                    Capsule().fill(Color.blue).frame(width: 120, height: 8)
                }
                .padding(20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }

        """

    /// Five previews of a badge, as a view file declares them (the fifth's text is LABEL).
    static let previews = """
        import SwiftUI

        struct Badge: View {
            var text: String
            var body: some View {
                Text(text).font(.headline).padding(.horizontal, 10).padding(.vertical, 4)
                    .background(Capsule().fill(Color.indigo.opacity(0.2)))
            }
        }

        #Preview("Weekly", traits: .sizeThatFitsLayout) { Badge(text: "Weekly") }
        #Preview("Monthly", traits: .sizeThatFitsLayout) { Badge(text: "Monthly") }
        #Preview(traits: .sizeThatFitsLayout) { Badge(text: "Daily") }
        #Preview("Wide", traits: .fixedLayout(width: 200, height: 60)) { Badge(text: "Wide") }
        #Preview("Count", traits: .sizeThatFitsLayout) { Badge(text: "LABEL") }

        """

    /// One call for every preview of the views' module, in four variants.
    static let previewTest = """
        import Testing
        import PlumbTesting

        @MainActor @Test func previews() {
            assertPreviewSnapshots(in: "CardUI", variants: .lightAndDark * .dynamicTypeSizes([.large, .accessibility3]))
        }

        """

    /// The 5 previews × 4 variants' references.
    static let previewReferences = ["1", "Count", "Monthly", "Weekly", "Wide"].flatMap { preview in
        ["dark.accessibility3", "dark.large", "light.accessibility3", "light.large"].map {
            "Previews.\(preview).\($0).png"
        }
    }

    /// The test of the issue, verbatim.
    static let test = """
        import Testing
        import PlumbTesting
        import CardUI

        @Test func card() {
            assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone16)))
            assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 390, height: 280), colorScheme: .dark), named: "dark")
            assertSnapshot(of: Card(), as: .frames)      // the laid-out tree as text: types, ids, Text strings, frames
        }

        """

    static func manifest(identity: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "CardApp",
            dependencies: [.package(path: "\(root.path)")],
            targets: [
                .target(name: "CardUI", dependencies: [.product(name: "SwiftUI", package: "\(identity)")]),
                .testTarget(
                    name: "CardUITests",
                    dependencies: ["CardUI", .product(name: "PlumbTesting", package: "\(identity)")],
                    exclude: ["__Snapshots__"]
                ),
            ]
        )

        """
    }

    /// Runs `swift test` in the package; its status and everything it printed.
    static func swiftTest(in package: URL, scratch: URL, record: String?, skipBuild: Bool = false) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "test", "--package-path", package.path, "--scratch-path", scratch.path]
            + (skipBuild ? ["--skip-build"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["PLUMB_RECORD"] = record
        environment.removeValue(forKey: "PLUMB_SKIP_PACKAGE_TEST")
        process.environment = environment
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["PLUMB_SKIP_PACKAGE_TEST"] == nil), .timeLimit(.minutes(10)))
    func recordPassAndFailInAFreshPackage() throws {
        let files = FileManager.default
        let work = Self.root.appendingPathComponent(".build/plumb-testing-package")
        let package = work.appendingPathComponent("CardApp"), scratch = work.appendingPathComponent("build")
        if files.fileExists(atPath: package.path) { try files.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/CardUI"),
            tests = package.appendingPathComponent("Tests/CardUITests")
        try files.createDirectory(at: sources, withIntermediateDirectories: true)
        try files.createDirectory(at: tests, withIntermediateDirectories: true)
        try Self.manifest(identity: Self.root.lastPathComponent.lowercased())
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let cardFile = sources.appendingPathComponent("Card.swift")
        try Self.card.replacingOccurrences(of: "TITLE", with: "Weekly report").write(
            to: cardFile, atomically: true, encoding: .utf8)
        try Self.test.write(to: tests.appendingPathComponent("CardTests.swift"), atomically: true, encoding: .utf8)
        let previewsFile = sources.appendingPathComponent("Previews.swift")
        try Self.previews.replacingOccurrences(of: "LABEL", with: "12").write(
            to: previewsFile, atomically: true, encoding: .utf8)
        try Self.previewTest.write(
            to: tests.appendingPathComponent("PreviewTests.swift"), atomically: true, encoding: .utf8)
        let references = tests.appendingPathComponent("__Snapshots__/CardTests")
        let previewReferences = tests.appendingPathComponent("__Snapshots__/PreviewTests/previews")

        // 1. No references yet: each is recorded, and the test fails saying so.
        let first = try Self.swiftTest(in: package, scratch: scratch, record: nil)
        #expect(first.status != 0)
        for name in ["card.1.png", "card.dark.png", "card.2.txt"] {
            #expect(
                first.output.contains(
                    "No reference snapshot was found; recorded one at Tests/CardUITests/__Snapshots__/CardTests/\(name)."
                ),
                "\(first.output.suffix(3000))")
        }
        #expect(
            try files.contentsOfDirectory(atPath: references.path).sorted() == [
                "card.1.png", "card.2.txt", "card.dark.png",
            ])
        let recorded = try ["card.1.png", "card.dark.png", "card.2.txt"].map {
            try Data(contentsOf: references.appendingPathComponent($0))
        }
        // Every preview in every variant, from the one call: 5 × 4 references, one issue per preview.
        #expect(try files.contentsOfDirectory(atPath: previewReferences.path).sorted() == Self.previewReferences)
        #expect(
            first.output.contains(
                "Preview \"Count\" (CardUI/Previews.swift:15) (every variant):\n  Variant light.large: No reference snapshot was found; recorded one at Tests/CardUITests/__Snapshots__/PreviewTests/previews/Previews.Count.light.large.png."
            ), "\(first.output.suffix(3000))")
        let small = try PNGDecoder.decode(
            Array(try Data(contentsOf: previewReferences.appendingPathComponent("Previews.Count.light.large.png"))))
        let large = try PNGDecoder.decode(
            Array(
                try Data(
                    contentsOf: previewReferences.appendingPathComponent("Previews.Count.light.accessibility3.png"))))
        #expect(large.height > small.height * 3 / 2, "accessibility3 sets the headline larger")
        let wide = try PNGDecoder.decode(
            Array(try Data(contentsOf: previewReferences.appendingPathComponent("Previews.Wide.dark.large.png"))))
        #expect((wide.width, wide.height) == (600, 180))
        let picture = try PNGDecoder.decode(Array(recorded[0]))
        #expect((picture.width, picture.height) == (1179, 2556))  // iPhone 16, 393×852 at 3x
        let frames = String(decoding: recorded[2], as: UTF8.self)
        #expect(frames.hasPrefix("canvas 390×"))
        #expect(frames.contains("Text \"Weekly report\"  x 20 y 20  "))

        // 2. Recorded again in another process: the same bytes.
        let again = try Self.swiftTest(in: package, scratch: scratch, record: "all", skipBuild: true)
        #expect(again.status != 0 && again.output.contains("(record mode `all`)"))
        let rerecorded = try ["card.1.png", "card.dark.png", "card.2.txt"].map {
            try Data(contentsOf: references.appendingPathComponent($0))
        }
        #expect(rerecorded == recorded)

        // 3. It passes.
        let passing = try Self.swiftTest(in: package, scratch: scratch, record: nil, skipBuild: true)
        #expect(passing.status == 0, "\(passing.output.suffix(3000))")

        // 4. The view changes: on CI (never record) it fails, says what changed, writes the new
        //    picture and the difference, and leaves the references alone.
        try Self.card.replacingOccurrences(of: "TITLE", with: "Weekly report, in full").write(
            to: cardFile, atomically: true, encoding: .utf8)
        try Self.previews.replacingOccurrences(of: "LABEL", with: "13").write(
            to: previewsFile, atomically: true, encoding: .utf8)
        let failing = try Self.swiftTest(in: package, scratch: scratch, record: "never")
        #expect(failing.status != 0)
        #expect(
            failing.output.contains(
                "Snapshot does not match the reference Tests/CardUITests/__Snapshots__/CardTests/card.1.png (iPhone 16 (393×852), @3x):"
            ),
            "\(failing.output.suffix(4000))")
        #expect(failing.output.contains("+       Text \"Weekly report, in full\"  x 20 y 79  221.67×26.33"))
        #expect(failing.output.contains("Views drawn where pixels changed:"))
        #expect(failing.output.contains("Difference:   \(references.path)/card.1.diff.png (changed pixels in red)"))
        let diff = try PNGDecoder.decode(
            Array(try Data(contentsOf: references.appendingPathComponent("card.1.diff.png"))))
        #expect(diff.pixels.contains(RGBA8(r: 255, g: 0, b: 0)))
        #expect(files.fileExists(atPath: references.appendingPathComponent("card.1.new.png").path))
        // Only the changed preview fails, in all four variants, each with its difference.
        #expect(failing.output.contains("Preview \"Count\" (CardUI/Previews.swift:15) (every variant):"))
        #expect(!failing.output.contains("Preview \"Weekly\""))
        #expect(
            failing.output.contains(
                "Variant dark.accessibility3: Snapshot does not match the reference Tests/CardUITests/__Snapshots__/PreviewTests/previews/Previews.Count.dark.accessibility3.png (size that fits, @3x):"
            ))
        #expect(
            files.fileExists(
                atPath: previewReferences.appendingPathComponent("Previews.Count.light.large.diff.png").path))
        let after = try ["card.1.png", "card.dark.png", "card.2.txt"].map {
            try Data(contentsOf: references.appendingPathComponent($0))
        }
        #expect(after == recorded)
    }
}
