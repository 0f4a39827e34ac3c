import Foundation
import Testing
@testable import PlumbTesting

/// assertPreviewSnapshots over `PreviewViews.swift`'s previews: recorded, verified, failing
/// after a change, and named as the documentation says.
@MainActor
@Suite("Preview snapshots", .serialized)
struct PreviewSnapshotTests {
    /// The references of PreviewViews.swift's nine preview views (six `#Preview`s' and a
    /// provider's three), `.light` and `.dark` each.
    static let stems = [
        "PreviewViews.1", "PreviewViews.Sizes-1", "PreviewViews.Sizes-2", "PreviewViews.Swatch",
        "PreviewViews.Swatch-2", "PreviewViews.Turned", "SwatchRow_Previews.1", "SwatchRow_Previews.2",
        "SwatchRow_Previews.Small",
    ]

    static func png(_ folder: String, _ name: String) throws -> PNGImage {
        try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
    }

    /// The test's own previews, committed: what a user's `assertPreviewSnapshots()` does.
    @Test func previews() {
        assertPreviewSnapshots()
    }

    @Test func everyPreviewIsRecordedThenVerifiedThenFailsWithADiffAfterAChange() throws {
        let dir = try SnapshotAssertionTests.folder()
        let recorded = verifyPreviewSnapshots(snapshotDirectory: dir)
        // One failure per preview's view (the argument preview is two, the provider's group
        // three), each naming its variants.
        #expect(recorded.count == 9)
        #expect(
            recorded.allSatisfy {
                $0.contains(" (every variant):\nVariant light: No reference snapshot was found; recorded one at ")
                    && $0.contains("\nVariant dark: No reference snapshot was found")
            })
        #expect(recorded.first?.hasPrefix("Preview \"Swatch\" (PlumbTestingTests/PreviewViews.swift:23) ") == true)
        #expect(recorded.contains { $0.hasPrefix("Unnamed preview (PlumbTestingTests/PreviewViews.swift:27) ") })
        #expect(
            recorded.contains {
                $0.hasPrefix("Preview \"Sizes\" (PlumbTestingTests/PreviewViews.swift:39, argument 2) ")
            })
        #expect(
            recorded[6].hasPrefix("PreviewProvider SwatchRow_Previews, preview \"Small\" (every variant):"))
        #expect(recorded.contains { $0.hasPrefix("PreviewProvider SwatchRow_Previews (every variant):") })
        let names = try SnapshotAssertionTests.files(in: dir)
        #expect(names == Self.stems.flatMap { ["\($0).dark.png", "\($0).light.png"] }.sorted())

        // Sizes in pixels at the iPhone 16's 3x: the size that fits, the fixed canvas, the
        // device on its side.
        var sizes: [String: [Int]] = [:]
        for name in names {
            let png = try Self.png(dir, name)
            sizes[name] = [png.width, png.height]
        }
        #expect(sizes["PreviewViews.Swatch.light.png"] == [120, 90])
        #expect(sizes["PreviewViews.1.dark.png"] == [60, 30])
        #expect(sizes["PreviewViews.Swatch-2.light.png"] == [300, 150])
        #expect(sizes["PreviewViews.Sizes-1.light.png"] == [30, 30])
        #expect(sizes["PreviewViews.Sizes-2.dark.png"] == [60, 60])
        // The provider's views, at the size that fits as the group's `.previewLayout` says.
        #expect(sizes["SwatchRow_Previews.Small.light.png"] == [30, 30])
        #expect(sizes["SwatchRow_Previews.1.light.png"] == [60, 30])
        #expect(sizes["SwatchRow_Previews.2.dark.png"] == [90, 30])
        // On its side the phone offers 852 points less the Dynamic Island's 59 at both ends.
        #expect(sizes["PreviewViews.Turned.light.png"] == [(852 - 2 * 59) * 3, 30])
        // Light and dark: the same view on white and on black (the canvas is systemBackground).
        let light = try Self.png(dir, "PreviewViews.Swatch-2.light.png")
        let dark = try Self.png(dir, "PreviewViews.Swatch-2.dark.png")
        #expect(light[5, 5] == RGBA8(r: 255, g: 255, b: 255))
        #expect(dark[5, 5] == RGBA8(r: 0, g: 0, b: 0))

        #expect(verifyPreviewSnapshots(snapshotDirectory: dir) == [])

        // The swatch's colour changes: the one preview drawing it fails, in both variants,
        // with the pixels' difference; the `.new` and `.diff` pictures are written beside.
        PreviewPalette.swatch = .green
        defer { PreviewPalette.swatch = .red }
        let failures = verifyPreviewSnapshots(record: .never, snapshotDirectory: dir)
        #expect(failures.count == 1)
        let lines = try #require(failures.first).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Preview \"Swatch\" (PlumbTestingTests/PreviewViews.swift:23) (every variant):")
        #expect(
            lines[1]
                == "Variant light: Snapshot does not match the reference \(dir)/PreviewViews.Swatch.light.png (size that fits, @3x):"
        )
        #expect(lines[2].hasPrefix("  100% of the pixels differ (10,800 of 10,800; precision 1 allows 0%)"))
        #expect(lines[3] == "  They lie in pixels x 0–119, y 0–89 (points x 0 y 0 40×30).")
        #expect(lines.contains { $0.hasPrefix("Variant dark: Snapshot does not match the reference ") })
        #expect(lines.contains("Difference:   \(dir)/PreviewViews.Swatch.dark.diff.png (changed pixels in red)"))
        #expect(try SnapshotAssertionTests.files(in: dir).count == 18 + 4)
    }

    /// A matrix of variants: one reference per preview and variant, at each device's scale.
    @Test func variantsMultiplyAndNameTheReferences() throws {
        let dir = try SnapshotAssertionTests.folder()
        let variants: SnapshotVariants = .colorSchemes([.dark]) * .devices([.iPhone16, .iPhoneSE])
        #expect(verifyPreviewSnapshots(variants: variants, snapshotDirectory: dir).count == 9)
        let names = try SnapshotAssertionTests.files(in: dir)
        #expect(names.count == 9 * 2)
        #expect(names.contains("PreviewViews.Swatch.dark.iphone-se.png"))
        // The iPhone SE draws at 2x: the 40 × 30 swatch is 80 × 60 pixels, the turned strip (667 - 2 × 20) × 10 points.
        #expect(try Self.png(dir, "PreviewViews.Swatch.dark.iphone-se.png").width == 80)
        #expect(try Self.png(dir, "PreviewViews.Swatch.dark.iphone-16.png").width == 120)
        let turned = try Self.png(dir, "PreviewViews.Turned.dark.iphone-se.png")
        #expect(turned.width == (667 - 2 * 20) * 2 && turned.height == 20)
    }

    /// A preview on the device's screen, turned: the screen on its side, the safe area at
    /// both ends (the iPhone SE's status bar, 20 points), drawn at the device's scale.
    @Test func aDevicePreviewTurnedOnItsSide() throws {
        let preview = Preview("Strip", traits: .landscapeLeft) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 10)
                Spacer()
            }
        }
        let strategy = PreviewSnapshots.strategy(preview, .image, .device(.iPhoneSE))
        #expect(strategy.layout == .device(DevicePreset.iPhoneSE.held(.landscapeLeft)))
        let png = try PNGDecoder.decode(try strategy.render(preview.makeView()).bytes)
        #expect(png.width == 1334 && png.height == 750)
        // The strip at x 20–30 points: pixels 40–59 at 2x, white on either side.
        #expect(png[38, 300] == RGBA8(r: 255, g: 255, b: 255) && png[61, 300] == png[38, 300])
        #expect(png[41, 300] == png[58, 300] && png[41, 300] != png[38, 300])
        #expect(
            PreviewSnapshots.strategy(preview, .image, .dark).layout
                == .device(DevicePreset.iPhone16.held(.landscapeLeft)))
    }

    /// Under Swift Testing each failing preview is one issue.
    @Test func eachFailingPreviewIsOneIssue() throws {
        let dir = try SnapshotAssertionTests.folder()
        let count = IssueCount()
        withKnownIssue {
            assertPreviewSnapshots(variants: [.light], snapshotDirectory: dir)
        } matching: { issue in
            count.add()
            return issue.comments.contains { $0.rawValue.contains("No reference snapshot was found") }
        }
        #expect(count.value == 9)
    }

    @Test func aModuleWithoutPreviewsFails() {
        #expect(verifyPreviewSnapshots(in: "NoSuchModule") == ["No #Preview was found in NoSuchModule (module)."])
    }

    /// Another module's previews (the test binary links them all): named after their file and
    /// name, the unnamed numbered, arguments one each; with several modules, after the module.
    @Test func anotherModulesPreviewsAreNamedByFileAndName() {
        let names = [
            "1", "Named", "Fits", "Fixed-and-turned", "Statements", "Label", "State", "Arguments-1", "Arguments-2",
        ]
        func stems(_ modules: [String]) -> [String] {
            PreviewSnapshots.plan(modules: modules)
                .filter { $0.source == "SwiftUICompatibilityTests/PreviewMacroViews.swift" }
                .map(\.stem)
        }
        #expect(stems(["SwiftUICompatibilityTests"]) == names.map { "PreviewMacroViews.\($0)" })
        #expect(
            stems(["SwiftUICompatibilityTests", "PlumbTestingTests"])
                == names.map { "SwiftUICompatibilityTests.PreviewMacroViews.\($0)" })
    }

    /// PreviewProvider types of another module: one preview each, named by number.
    @Test func anotherModulesPreviewProviders() {
        let stems = PreviewSnapshots.plan(modules: ["SwiftUICompatibilityTests"])
            .filter { $0.source.hasSuffix("_Previews") }
            .map(\.stem)
        #expect(stems == ["GradientCard_Previews.1", "OnboardingPage_Previews.1", "ProfileHeader_Previews.1"])
    }

    @Test func namesAreUniqueInAFileWhateverThePreviewsAreCalled() {
        let stems = PreviewSnapshots.stems(
            [
                ("M/A.swift", "x", 1), ("M/A.swift", "X", 1), ("M/A.swift", nil, 1), ("M/A.swift", "1", 1),
                ("M/A.swift", "a b", 1), ("M/A.swift", "a-b", 1), ("M/B.swift", nil, 1), ("N/C.swift", "y", 3),
                ("N/C.swift", "none", 0),
            ], prefixModules: true)
        #expect(
            stems == [
                ["M.A.x"], ["M.A.X-2"], ["M.A.1"], ["M.A.1-2"], ["M.A.a-b"], ["M.A.a-b-2"], ["M.B.1"],
                ["N.C.y-1", "N.C.y-2", "N.C.y-3"],
                [],
            ])
    }

    @Test func theReferencesFolderIsTheTestsOwn() {
        #expect(
            PreviewSnapshots.folder(
                filePath: "/app/Tests/AppTests/PreviewTests.swift", testName: "previews()", snapshotDirectory: nil
            ).path == "/app/Tests/AppTests/__Snapshots__/PreviewTests/previews")
        #expect(
            PreviewSnapshots.folder(filePath: "/app/T.swift", testName: "previews()", snapshotDirectory: "/tmp/refs")
                .path == "/tmp/refs")
    }
}

/// Issues counted from a `withKnownIssue` matcher.
final class IssueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
