#if !canImport(Darwin)
import Foundation
import PlumbTestSupport
@testable import SnapshotTesting
import SwiftUI
import Testing

/// What the `SnapshotTesting` product promises, in numbers: each preset's picture size (points
/// × scale) and safe area, the traits each preset and each `traits:` argument set, where
/// references are written, the failure when a view changes, and what each record mode does.
/// Every assertion here records into a folder of its own in the temporary directory.
@Suite("swift-snapshot-testing's names on Plumb")
struct SnapshotTestingBehaviourTests {
    /// A fresh temporary folder for one test's references.
    static func folder(_ name: String = #function) -> String {
        let url = Scratch.folder
            .appendingPathComponent("plumb-snapshot-testing-\(ReferenceFolder.sanitized(name))-\(UUID().uuidString)")
        return url.path
    }

    /// The reference a `verifySnapshot(named:)` into `folder` wrote.
    static func reference(_ folder: String, _ file: String) -> URL {
        URL(fileURLWithPath: folder).appendingPathComponent("Linux").appendingPathComponent(file)
    }

    /// The picture recorded at `url`: its pixel size and the frames Plumb wrote beside its pixels.
    static func picture(at url: URL) throws -> (width: Int, height: Int, frames: String) {
        let bytes = try [UInt8](Data(contentsOf: url))
        let image = try PNGDecoder.decode(bytes)
        return (image.width, image.height, try PNGText.read("plumb:frames", from: bytes) ?? "")
    }

    /// Records `view` as `strategy` says into a new folder and reads the picture back.
    static func record<V: View>(_ view: V, as strategy: Snapshotting<V, UIImage>, name: String = #function) throws
        -> (width: Int, height: Int, frames: String)
    {
        let folder = folder(name)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = verifySnapshot(
            of: view, as: strategy, named: "shot", record: .all, snapshotDirectory: folder, testName: name)
        #expect(failure?.hasPrefix("Recorded the snapshot") == true)
        return try picture(at: reference(folder, "\(ReferenceFolder.sanitized(name)).shot.png"))
    }

    // MARK: - Presets

    /// Each preset: its size in points, its scale, and so the picture's pixels.
    static let presets: [(String, ViewImageConfig, width: CGFloat, height: CGFloat, scale: Int)] = [
        ("iPhoneSe", .iPhoneSe, 320, 568, 2), ("iPhoneSe landscape", .iPhoneSe(.landscape), 568, 320, 2),
        ("iPhone8", .iPhone8, 375, 667, 2), ("iPhone8Plus", .iPhone8Plus, 414, 736, 3),
        ("iPhoneX", .iPhoneX, 375, 812, 3), ("iPhoneXsMax", .iPhoneXsMax, 414, 896, 3),
        ("iPhoneXr", .iPhoneXr, 414, 896, 2), ("iPhone12", .iPhone12, 390, 844, 3),
        ("iPhone12Pro", .iPhone12Pro, 390, 844, 3), ("iPhone12ProMax", .iPhone12ProMax, 428, 926, 3),
        ("iPhone13", .iPhone13, 390, 844, 3), ("iPhone13Mini", .iPhone13Mini, 375, 812, 3),
        ("iPhone13Pro", .iPhone13Pro, 390, 844, 3), ("iPhone13Pro landscape", .iPhone13Pro(.landscape), 844, 390, 3),
        ("iPhone13ProMax", .iPhone13ProMax, 428, 926, 3), ("iPadMini", .iPadMini, 1024, 768, 2),
        ("iPadMini portrait", .iPadMini(.portrait), 768, 1024, 2), ("iPad9_7", .iPad9_7, 1024, 768, 2),
        ("iPad10_2", .iPad10_2, 1080, 810, 2), ("iPadPro10_5", .iPadPro10_5, 1112, 834, 2),
        ("iPadPro11", .iPadPro11, 1194, 834, 2), ("iPadPro12_9", .iPadPro12_9, 1366, 1024, 2),
        ("iPadPro11 portrait, a third", .iPadPro11(.portrait(splitView: .oneThird)), 320, 1194, 2),
        ("iPadMini landscape, half", .iPadMini(.landscape(splitView: .oneHalf)), 507, 768, 2),
    ]

    @Test("Each preset's picture is its screen in points times its scale", arguments: presets.indices)
    func presetPictureSize(index: Int) throws {
        let (name, config, width, height, scale) = Self.presets[index]
        #expect(config.size == CGSize(width: width, height: height), "\(name)")
        let picture = try Self.record(Color.clear, as: .image(layout: .device(config: config)), name: "preset \(index)")
        #expect(picture.width == Int(width) * scale && picture.height == Int(height) * scale, "\(name)")
    }

    @Test func aDisplayScaleTraitOverridesTheDevicesScale() throws {
        let picture = try Self.record(
            Color.clear, as: .image(layout: .device(config: .iPhone13Pro), traits: .init(displayScale: 1)))
        #expect(picture.width == 390 && picture.height == 844)
    }

    @Test func safeAreasArePlumbsWhereItHasTheScreenAndThePackagesElsewhere() {
        func insets(_ d: DevicePreset) -> UIEdgeInsets {
            UIEdgeInsets(
                top: d.safeArea.top, left: d.safeArea.leading, bottom: d.safeArea.bottom, right: d.safeArea.trailing)
        }
        #expect(ViewImageConfig.iPhone13Pro.safeArea == insets(.iPhone14))
        #expect(ViewImageConfig.iPhone13Pro.size == DevicePreset.iPhone14.size)
        #expect(ViewImageConfig.iPhone13Mini.safeArea == insets(.iPhone13Mini))
        #expect(ViewImageConfig.iPhone8.safeArea == insets(.iPhoneSE))
        #expect(ViewImageConfig.iPhone13Pro.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(
            ViewImageConfig.iPhone13Pro(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(
            ViewImageConfig.iPhone13Mini(.landscape).safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadMini.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aViewIsLaidOutInsideThePresetsSafeArea() throws {
        let portrait = try Self.record(Color.red, as: .image(layout: .device(config: .iPhone13Pro)))
        #expect(portrait.frames.contains("Color  x 0 y 47  390×763"), "\(portrait.frames)")
        let landscape = try Self.record(Color.red, as: .image(layout: .device(config: .iPhone13Pro(.landscape))))
        #expect(landscape.frames.contains("Color  x 47 y 0  750×369"), "\(landscape.frames)")
    }

    // MARK: - Traits

    /// A view whose size says what its environment is: 100 points wide, +1 in dark mode, +2
    /// right to left, +4 regular wide, +8 bold; 10 points tall plus the Dynamic Type size's
    /// number (`.medium` 2, `.large` 3, `.xxLarge` 5, `.accessibility1` 7).
    struct TraitProbe: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.layoutDirection) var layoutDirection
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        @Environment(\.legibilityWeight) var legibilityWeight
        @Environment(\.dynamicTypeSize) var dynamicTypeSize

        var body: some View {
            var width: CGFloat = 100
            if colorScheme == .dark { width += 1 }
            if layoutDirection == .rightToLeft { width += 2 }
            if horizontalSizeClass == .regular { width += 4 }
            if legibilityWeight == .bold { width += 8 }
            return Color.red.frame(width: width, height: 10 + CGFloat(dynamicTypeSize.rawValue)).id("probe")
        }
    }

    /// The probe's size in the recorded frames: `101×15`.
    static func probe(_ picture: (width: Int, height: Int, frames: String)) -> String {
        let line = picture.frames.split(separator: "\n").first { $0.contains("#probe") } ?? ""
        return line.split(separator: " ").last.map(String.init) ?? ""
    }

    @Test func eachTraitSetsPlumbsEnvironment() throws {
        func probe(_ traits: UITraitCollection) throws -> String {
            Self.probe(try Self.record(TraitProbe(), as: .image(traits: traits), name: "traits"))
        }
        #expect(try probe(.init()) == "100×13")
        #expect(try probe(.init(userInterfaceStyle: .dark)) == "101×13")
        #expect(try probe(.init(layoutDirection: .rightToLeft)) == "102×13")
        #expect(try probe(.init(horizontalSizeClass: .regular)) == "104×13")
        #expect(try probe(.init(legibilityWeight: .bold)) == "108×13")
        #expect(try probe(.init(preferredContentSizeCategory: .extraExtraLarge)) == "100×15")
        #expect(try probe(.init(preferredContentSizeCategory: .accessibilityMedium)) == "100×17")
        let all = UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft),
            .init(preferredContentSizeCategory: .small), .init(preferredContentSizeCategory: .extraLarge),
        ])
        #expect(try probe(all) == "103×14")  // the later content size wins
        let picture = try Self.record(TraitProbe(), as: .image(traits: .init(displayScale: 2)))
        #expect(picture.width == 200 && picture.height == 26)
    }

    @Test func presetsCarryThePackagesTraitsAndTheCallsTraitsWin() throws {
        func probe(_ config: ViewImageConfig, _ traits: UITraitCollection = .init()) throws -> String {
            Self.probe(try Self.record(TraitProbe(), as: .image(layout: .device(config: config), traits: traits)))
        }
        // iPhones: compact wide, the `.medium` text size the package's presets set.
        #expect(try probe(.iPhone13Pro) == "100×12")
        #expect(try probe(.iPhone13ProMax(.landscape)) == "104×12")
        // iPads: regular wide, the default text size; a third of the screen is compact.
        #expect(try probe(.iPadPro11) == "104×13")
        #expect(try probe(.iPadPro11(.portrait(splitView: .oneThird))) == "100×13")
        #expect(try probe(.iPhone13Pro, .init(preferredContentSizeCategory: .large)) == "100×13")
        #expect(try probe(.iPadPro11, .init(horizontalSizeClass: .compact)) == "100×13")
    }

    @Test func contentSizeCategoriesAreDynamicTypeSizes() {
        #expect(UIContentSizeCategory.extraExtraLarge.dynamicTypeSize == .xxLarge)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.dynamicTypeSize == .accessibility5)
        #expect(UIContentSizeCategory.unspecified.dynamicTypeSize == nil)
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    // MARK: - References

    @Test func referencesAreThePackagesNamesInALinuxFolder() {
        let file = "/app/Tests/AppTests/CardTests.swift"
        #expect(
            ReferenceFolder.folder(filePath: file, snapshotDirectory: nil, environment: [:]).path
                == "/app/Tests/AppTests/__Snapshots__/CardTests/Linux")
        #expect(
            ReferenceFolder.folder(filePath: file, snapshotDirectory: "/refs", environment: [:]).path == "/refs/Linux")
        #expect(
            ReferenceFolder.folder(filePath: file, snapshotDirectory: nil, environment: ["PLUMB_SNAPSHOTS_FOLDER": ""])
                .path
                == "/app/Tests/AppTests/__Snapshots__/CardTests")
        #expect(
            ReferenceFolder.folder(
                filePath: file, snapshotDirectory: nil, environment: ["PLUMB_SNAPSHOTS_FOLDER": "Plumb"]
            )
            .path == "/app/Tests/AppTests/__Snapshots__/CardTests/Plumb")
        #expect(ReferenceFolder.sanitized("testCard()") == "testCard")
        #expect(ReferenceFolder.sanitized("dark mode (large)") == "dark-mode-large")
        #expect(ReferenceFolder.sanitized("a - b") == "a-b")
        #expect(ReferenceFolder.sanitized("_private_2") == "_private_2")
        #expect(ReferenceFolder.sanitized("élan vital") == "élan-vital")
    }

    @Test func unnamedSnapshotsAreNumberedAndNamedOnesSanitized() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: "one", as: .lines, snapshotDirectory: folder)
        _ = verifySnapshot(of: "two", as: .lines, snapshotDirectory: folder)
        _ = verifySnapshot(of: "three", as: .lines, named: "Dark mode!", snapshotDirectory: folder)
        _ = verifySnapshot(of: [1, 2], as: .json, snapshotDirectory: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/Linux").sorted()
        #expect(
            files == [
                "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.1.txt",
                "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.2.txt",
                "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.3.json",
                "unnamedSnapshotsAreNumberedAndNamedOnesSanitized.Dark-mode.txt",
            ])
    }

    @Test func theDocumentationStyleTestsReferencesAreWhereThePackageWouldPutThemUnderLinux() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ProfileCardTests/Linux").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            files == [
                "testBadge.1.png", "testBadge.2.png", "testProfileCard.1.png", "testProfileCardAppearances.dark.png",
                "testProfileCardAppearances.light.png", "testProfileCardEverywhere.1.png",
                "testProfileCardInDarkMode.1.png", "testProfileCardOnDevices.1.png", "testProfileCardOnDevices.2.png",
                "testProfileCardRightToLeft.1.png", "testProfileCardWithLargeText.xxl.png", "testUser.1.txt",
                "testUser.2.json", "testUser.3.txt", "testUser.4.txt",
            ])
        #expect(
            try String(contentsOfFile: folder + "/testUser.1.txt", encoding: .utf8).hasPrefix("▿ User\n  - id: 1\n"))
    }

    // MARK: - Failures

    /// Two squares in a row, the right one `right` points wide.
    struct Squares: View {
        var right: CGFloat
        var body: some View {
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20).id("left")
                Color.blue.frame(width: right, height: 20).id("right")
            }
            .padding(5)
        }
    }

    @Test func aChangedViewFailsSayingWhatChanged() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = verifySnapshot(of: Squares(right: 20), as: .image, named: "row", snapshotDirectory: folder)
        let path = Self.reference(folder, "aChangedViewFailsSayingWhatChanged.row.png").path
        #expect(recorded?.hasPrefix("No reference snapshot was found; recorded one at \(path).") == true)
        #expect(verifySnapshot(of: Squares(right: 20), as: .image, named: "row", snapshotDirectory: folder) == nil)

        let failure = try #require(
            verifySnapshot(of: Squares(right: 30), as: .image, named: "row", snapshotDirectory: folder))
        let lines = failure.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Snapshot does not match the reference \(path) (size that fits, @3x):")
        #expect(lines[1] == "  The new snapshot is 210×90 pixels; the reference is 180×90.")
        #expect(lines.contains("    +     frame #right  x 35 y 5  30×20"))
        #expect(lines.contains("New snapshot: " + path.replacingOccurrences(of: ".row.png", with: ".row.new.png")))
        #expect(FileManager.default.fileExists(atPath: path.replacingOccurrences(of: ".png", with: ".diff.png")))
    }

    @Test func aChangedTextFailsWithALineDiffAndTheDiffToolsCommand() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: "a\nb\n", as: .lines, snapshotDirectory: folder)
        let failure = try #require(
            withSnapshotTesting(diffTool: "difftool") {
                verifySnapshot(of: "a\nc\n", as: .lines, named: "1", snapshotDirectory: folder)
            })
        let path = Self.reference(folder, "aChangedTextFailsWithALineDiffAndTheDiffToolsCommand.1.txt").path
        let new = path.replacingOccurrences(of: ".txt", with: ".new.txt")
        #expect(
            failure == """
                Snapshot does not match the reference \(path):
                @@ line 1 @@
                  a
                - b
                + c
                New snapshot: \(new)
                difftool \(path) \(new)
                """)
    }

    // MARK: - Record modes

    @Test func recordModes() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = Self.reference(folder, "recordModes.text.txt").path
        func verify(_ text: String, _ record: SnapshotTestingConfiguration.Record?) -> String? {
            verifySnapshot(
                of: text, as: .lines, named: "text", record: record, snapshotDirectory: folder,
                testName: "recordModes()")
        }
        func stored() -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

        // never: a missing reference fails and is not written; the new snapshot is beside it.
        #expect(verify("v1", .never)?.contains("record mode `never` records none") == true)
        #expect(stored() == nil)
        #expect(FileManager.default.fileExists(atPath: path.replacingOccurrences(of: ".txt", with: ".new.txt")))
        // missing: written, and the assertion fails; then it passes.
        #expect(verify("v1", .missing)?.hasPrefix("No reference snapshot was found") == true)
        #expect(stored() == "v1" && verify("v1", .missing) == nil)
        // all: rewritten even when it matches, and fails.
        #expect(verify("v1", .all)?.hasPrefix("Recorded the snapshot") == true)
        // failed: a difference is written over the reference, and fails; a match passes.
        #expect(
            verify("v2", .failed)?.hasSuffix("Recorded the new snapshot over the reference (record mode `failed`).")
                == true)
        #expect(stored() == "v2" && verify("v2", .failed) == nil)
        // missing and never leave a differing reference as it is.
        #expect(verify("v3", .missing) != nil && verify("v3", .never) != nil && stored() == "v2")
    }

    @Test func theArgumentThenTheScopeThenTheEnvironmentChooseTheMode() throws {
        #expect(try SnapshotTestingConfiguration.mode(.failed) == .failed)
        try withSnapshotTesting(record: .never) {
            #expect(try SnapshotTestingConfiguration.mode(nil) == .never)
            #expect(try SnapshotTestingConfiguration.mode(.all) == .all)
            try withSnapshotTesting(diffTool: .ksdiff) { () throws in
                #expect(try SnapshotTestingConfiguration.mode(nil) == .never)
            }
        }
        #expect(try SnapshotTestingConfiguration.mode(nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "sometimes") == nil)
        let legacy: SnapshotTestingConfiguration.Record = true
        #expect(legacy == .all)
    }

    @Suite(.snapshots(record: .never))
    struct InASuiteThatNeverRecords {
        @Test func aMissingReferenceIsNotWritten() {
            let folder = SnapshotTestingBehaviourTests.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder) != nil)
            let path = SnapshotTestingBehaviourTests.reference(folder, "aMissingReferenceIsNotWritten.1.txt").path
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    // MARK: - Text strategies

    @Test func dumpIsDeterministic() {
        enum Shape { case circle(radius: Double), square }
        struct Scene {
            var shapes: [Shape]
            var names: [String: Int]
            var missing: Int?
        }
        let scene = Scene(shapes: [.circle(radius: 2), .square], names: ["b": 2, "a": 1], missing: nil)
        #expect(
            SnapshotDump.text(of: scene) == """
                ▿ Scene
                  ▿ shapes: 2 elements
                    ▿ Shape.circle
                      - radius: 2.0
                    - Shape.square
                  ▿ names: 2 key/value pairs
                    ▿ (2 elements)
                      - key: "a"
                      - value: 1
                    ▿ (2 elements)
                      - key: "b"
                      - value: 2
                  - missing: nil

                """)
    }
}
#endif
