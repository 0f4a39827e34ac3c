import Foundation
import PlumbTestSupport
import Testing
@testable import PlumbTesting

/// verifySnapshot in a fresh folder: recording, comparing, and what a failure says.
@Suite("Snapshot assertions")
struct SnapshotAssertionTests {
    /// A fresh folder for one test's references.
    static func folder() throws -> String {
        let url = Scratch.folder.appendingPathComponent("plumb-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aMissingReferenceIsRecordedThenMatches() throws {
        let dir = try Self.folder()
        let first = verifySnapshot(
            of: Squares(), as: .image, named: "squares", record: .missing, snapshotDirectory: dir)
        #expect(first?.hasPrefix("No reference snapshot was found; recorded one at ") == true)
        #expect(try Self.files(in: dir) == ["aMissingReferenceIsRecordedThenMatches.squares.png"])
        #expect(
            verifySnapshot(of: Squares(), as: .image, named: "squares", record: .missing, snapshotDirectory: dir) == nil
        )
        // Size that fits: 20 + 10 + 20 plus 5 of padding each side, by 30, at 3 pixels a point.
        let png = try PNGDecoder.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + Self.files(in: dir)[0]))))
        #expect((png.width, png.height) == (180, 90))
        #expect(png[20, 45] == RGBA8(r: 255, g: 56, b: 60))  // Color.red, iOS 26
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() throws {
        let dir = try Self.folder()
        let test = "numbering-\(UUID().uuidString.prefix(8))"
        _ = verifySnapshot(of: Squares(), as: .frames, snapshotDirectory: dir, testName: test)
        _ = verifySnapshot(of: Squares(), as: .json, snapshotDirectory: dir, testName: test)
        _ = verifySnapshot(of: Squares(), as: .frames, snapshotDirectory: dir, testName: test)
        #expect(try Self.files(in: dir) == ["\(test).1.txt", "\(test).2.json", "\(test).3.txt"])
    }

    @Test func framesNameTypesIdsAndTextStrings() throws {
        let dir = try Self.folder()
        let view = VStack(spacing: 0) {
            Text("Hello world").id("greeting"); Squares()
        }
        _ = verifySnapshot(
            of: view, as: .frames(layout: .fixed(width: 200, height: 100)), named: "f", snapshotDirectory: dir)
        let text = try String(contentsOfFile: dir + "/framesNameTypesIdsAndTextStrings.f.txt", encoding: .utf8)
        // Inter at .body: 90.33×20.67 at 3x (README); the squares' HStack is 50×20 in 5 of
        // padding; the VStack, 90.33×50.67, is centred in the canvas (SPEC §2), its x rounded
        // to the pixel grid (54.83 → 55 at 3x).
        #expect(
            text == """
                canvas 200×100 @3x
                VStack  x 55 y 25  90.33×50
                  Text #greeting "Hello world"  x 55 y 25  90.33×20.33
                  padding  x 70 y 45.33  60×30
                    HStack  x 75 y 50.33  50×20
                      frame #left  x 75 y 50.33  20×20
                        Color  x 75 y 50.33  20×20
                      frame #right  x 105 y 50.33  20×20
                        Color  x 105 y 50.33  20×20

                """)
    }

    @Test func aChangedPictureSaysWhatDiffersAndWritesTheNewPictureAndItsDifference() throws {
        let dir = try Self.folder()
        _ = verifySnapshot(of: Squares(), as: .image, named: "s", snapshotDirectory: dir)
        let failure = try #require(
            verifySnapshot(of: Squares(right: .green), as: .image, named: "s", snapshotDirectory: dir))
        let lines = failure.split(separator: "\n").map(String.init)
        // The right square, 20×20 points at 3x: 3,600 of 16,200 pixels.
        #expect(
            lines[0].hasPrefix("Snapshot does not match the reference ")
                && lines[0].hasSuffix("s.png (size that fits, @3x):"))
        #expect(
            lines[1]
                == "  22.22% of the pixels differ (3,600 of 16,200; precision 1 allows 0%), the largest by ΔE \(lines[1].split(separator: " ").last!)"
        )
        #expect(lines[2] == "  They lie in pixels x 105–164, y 15–74 (points x 35 y 5 20×20).")
        #expect(lines[3] == "  No view's frame changed: what the views draw did.")
        #expect(lines[4] == "  Views drawn where pixels changed:")
        #expect(lines[5] == "    Color  x 35 y 5  20×20")
        #expect(
            lines[6]
                == "New snapshot: \(dir)/aChangedPictureSaysWhatDiffersAndWritesTheNewPictureAndItsDifference.s.new.png"
        )
        #expect(
            lines[7].hasPrefix(
                "Difference:   \(dir)/aChangedPictureSaysWhatDiffersAndWritesTheNewPictureAndItsDifference.s.diff.png"))
        let stem = dir + "/aChangedPictureSaysWhatDiffersAndWritesTheNewPictureAndItsDifference.s"
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: stem + ".diff.png"))))
        #expect(diff.pixels.filter { $0 == RGBA8(r: 255, g: 0, b: 0) }.count == 3600)
        let new = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: stem + ".new.png"))))
        #expect(new[120, 45] == RGBA8(r: 52, g: 199, b: 89))  // Color.green (iOS 26)
        // The reference is left as it was; matching again removes the failure's files.
        #expect(verifySnapshot(of: Squares(), as: .image, named: "s", snapshotDirectory: dir) == nil)
        #expect(
            try Self.files(in: dir) == ["aChangedPictureSaysWhatDiffersAndWritesTheNewPictureAndItsDifference.s.png"])
    }

    @Test func aMovedViewIsNamedWithItsOldAndNewFrame() throws {
        let dir = try Self.folder()
        _ = verifySnapshot(of: Squares(), as: .image, named: "m", snapshotDirectory: dir)
        let failure = try #require(
            verifySnapshot(of: Squares(rightWidth: 30), as: .image, named: "m", snapshotDirectory: dir))
        #expect(failure.contains("  The new snapshot is 210×90 pixels; the reference is 180×90.\n"))
        // Beyond the reference (x 180–209) and where the wider square covers its padding (x 165–179).
        #expect(
            failure.contains(
                "  19.05% of the pixels differ (3,600 of 18,900; precision 1 allows 0%), the largest by ΔE 100.\n"))
        #expect(failure.contains("  They lie in pixels x 165–209, y 0–89 (points x 55 y 0 15×30).\n"))
        #expect(failure.contains("  Views drawn where pixels changed:\n    Color  x 35 y 5  30×20\n"))
        #expect(
            failure.contains(
                """
                  Views whose frames changed (- reference, + new):
                    @@ line 1 @@
                    - canvas 60×30 @3x
                    - padding  x 0 y 0  60×30
                    -   HStack  x 5 y 5  50×20
                    + canvas 70×30 @3x
                    + padding  x 0 y 0  70×30
                    +   HStack  x 5 y 5  60×20
                    @@ line 6 @@
                    -     frame #right  x 35 y 5  20×20
                    -       Color  x 35 y 5  20×20
                    +     frame #right  x 35 y 5  30×20
                    +       Color  x 35 y 5  30×20
                """))
    }

    @Test func precisionLetsAShareOfPixelsDiffer() throws {
        let dir = try Self.folder()
        _ = verifySnapshot(of: Squares(), as: .image, named: "p", snapshotDirectory: dir)
        // 22.22% differ: precision 0.8 allows 20%, 0.75 allows 25%.
        #expect(
            verifySnapshot(of: Squares(right: .green), as: .image(precision: 0.8), named: "p", snapshotDirectory: dir)
                != nil)
        #expect(
            verifySnapshot(of: Squares(right: .green), as: .image(precision: 0.75), named: "p", snapshotDirectory: dir)
                == nil)
    }

    @Test func perceptualPrecisionLetsColoursDifferByADeltaE() throws {
        let dir = try Self.folder()
        let blue = Color(red: 0, green: 0.5, blue: 1)
        _ = verifySnapshot(of: Squares(right: blue), as: .image, named: "c", snapshotDirectory: dir)
        // One step of green in 255: ΔE about 0.3, through at 0.99 (ΔE 1), not at 1.
        let nearly = Color(red: 0, green: 0.5 + 1.0 / 255, blue: 1)
        #expect(verifySnapshot(of: Squares(right: nearly), as: .image, named: "c", snapshotDirectory: dir) != nil)
        #expect(
            verifySnapshot(
                of: Squares(right: nearly), as: .image(perceptualPrecision: 0.99), named: "c", snapshotDirectory: dir)
                == nil)
        #expect(
            verifySnapshot(
                of: Squares(right: .green), as: .image(perceptualPrecision: 0.99), named: "c", snapshotDirectory: dir)
                != nil)
    }

    @Test func textSnapshotsFailWithALineDiff() throws {
        let dir = try Self.folder()
        _ = verifySnapshot(of: Squares(), as: .frames, named: "t", snapshotDirectory: dir)
        let failure = try #require(
            verifySnapshot(of: Squares(rightWidth: 25), as: .frames, named: "t", snapshotDirectory: dir))
        #expect(
            failure.hasSuffix(
                """
                @@ line 1 @@
                - canvas 60×30 @3x
                - padding  x 0 y 0  60×30
                -   HStack  x 5 y 5  50×20
                + canvas 65×30 @3x
                + padding  x 0 y 0  65×30
                +   HStack  x 5 y 5  55×20
                      frame #left  x 5 y 5  20×20
                        Color  x 5 y 5  20×20
                -     frame #right  x 35 y 5  20×20
                -       Color  x 35 y 5  20×20
                +     frame #right  x 35 y 5  25×20
                +       Color  x 35 y 5  25×20
                New snapshot: \(dir)/textSnapshotsFailWithALineDiff.t.new.txt
                """))
    }

    @Test func recordModes() throws {
        let dir = try Self.folder()
        let stem = dir + "/recordModes."
        // never: nothing recorded, the new snapshot beside where the reference would be.
        let never = try #require(
            verifySnapshot(of: Squares(), as: .frames, named: "a", record: .never, snapshotDirectory: dir))
        #expect(never.hasPrefix("No reference snapshot at "))
        #expect(try Self.files(in: dir) == ["recordModes.a.new.txt"])
        // all: written and failed, even when one is there.
        #expect(
            verifySnapshot(of: Squares(), as: .frames, named: "a", record: .all, snapshotDirectory: dir)?.hasPrefix(
                "Recorded the snapshot ") == true)
        #expect(try Self.files(in: dir) == ["recordModes.a.txt"])
        let recorded = try String(contentsOfFile: stem + "a.txt", encoding: .utf8)
        // failed: a mismatch replaces the reference, and fails.
        let failed = try #require(
            verifySnapshot(
                of: Squares(rightWidth: 40), as: .frames, named: "a", record: .failed, snapshotDirectory: dir))
        #expect(failed.hasSuffix("Recorded the new snapshot over the reference (record mode `failed`)."))
        let replaced = try String(contentsOfFile: stem + "a.txt", encoding: .utf8)
        #expect(replaced != recorded && replaced.contains("frame #right  x 35 y 5  40×20"))
        #expect(
            verifySnapshot(of: Squares(rightWidth: 40), as: .frames, named: "a", record: .never, snapshotDirectory: dir)
                == nil)
    }

    @Test func referencesLiveBesideTheTestFile() {
        let reference = SnapshotReference(
            filePath: "/app/Tests/AppTests/CardTests.swift", testName: "card()", name: "dark mode", pathExtension: "png"
        )
        #expect(reference.url.path == "/app/Tests/AppTests/__Snapshots__/CardTests/card.dark-mode.png")
        #expect(reference.sibling("diff").path == "/app/Tests/AppTests/__Snapshots__/CardTests/card.dark-mode.diff.png")
        #expect(SnapshotReference.sanitized("testCard()") == "testCard")
        #expect(SnapshotReference.sanitized("a (b) c") == "a-b-c")
    }

    /// The same view gives the same bytes every time: pictures, SVG and JSON.
    @Test func snapshotsAreDeterministic() throws {
        for strategy in [Snapshotting.image(layout: .device(.iPhone16)), .svg, .json] {
            let a = try strategy.render(Card()).bytes, b = try strategy.render(Card()).bytes
            #expect(a == b)
        }
    }

    /// Snapshots taken on many threads at once: each unnamed one gets its own number, and
    /// every picture is the one a single thread draws.
    @Test func snapshotsOnManyThreadsAtOnce() async throws {
        let dir = try Self.folder()
        let test = "parallel-\(UUID().uuidString.prefix(8))"
        let failures = await withTaskGroup(of: String?.self) { group in
            for i in 0..<12 {
                group.addTask {
                    verifySnapshot(
                        of: Squares(rightWidth: CGFloat(10 + i)), as: .image, snapshotDirectory: dir, testName: test)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(failures.allSatisfy { $0?.hasPrefix("No reference snapshot was found") == true })
        let names = try Self.files(in: dir)
        #expect(names == (1...12).map { "\(test).\($0).png" }.sorted())
        // Each reference is the picture of one of the twelve widths: 60 + i points wide at 3x.
        var widths: [Int] = []
        for name in names {
            widths.append(
                try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))).width)
        }
        #expect(widths.sorted() == (0..<12).map { (50 + $0) * 3 })
        let single = try Snapshotting.image.render(Squares(rightWidth: 15)).bytes
        let drawnInParallel = try names.map { try Data(contentsOf: URL(fileURLWithPath: dir + "/" + $0)) }
        #expect(drawnInParallel.contains(Data(single)))
    }

    /// Under Swift Testing a failure is an Issue with the message.
    @Test func aFailureIsReportedAsAnIssue() throws {
        let dir = try Self.folder()
        _ = verifySnapshot(of: Squares(), as: .frames, named: "i", snapshotDirectory: dir)
        withKnownIssue {
            assertSnapshot(of: Squares(rightWidth: 21), as: .frames, named: "i", snapshotDirectory: dir)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Snapshot does not match the reference ") }
        }
    }
}
