import Foundation
import Plumb

/// Asserts that `view`, snapshotted as `strategy` says, matches its reference beside the
/// test file (`__Snapshots__/<TestFile>/<test name>.<n or name>.<ext>`), recording the
/// reference when there is none. A failure, reported to Swift Testing or XCTest, says what
/// differs: for a picture, the share of pixels beyond the tolerance, where they are, and the
/// views whose frames or pictures changed, with the new snapshot and a picture of the
/// difference written beside the reference; for text, a line diff.
///
/// ```swift
/// @Test func card() {
///     assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone16)))
///     assertSnapshot(of: Card(), as: .frames)
/// }
/// ```
///
/// - Parameters:
///   - view: the view to snapshot.
///   - strategy: how to draw or describe it, and how closely it must match.
///   - name: the snapshot's name in its file name; unnamed snapshots are numbered from 1 in
///     each test. A parameterized test must name its snapshots (its cases share a test name).
///   - record: when to write the reference (``SnapshotRecordMode``); `nil`: `PLUMB_RECORD`,
///     else `.missing`.
///   - snapshotDirectory: a folder to keep this test's references in instead of `__Snapshots__`.
///   - fileID: the test file's ID, where a failure is reported (the caller's by default).
///   - filePath: the test file's path: the references live beside it (the caller's by default).
///   - testName: the test's name, the start of each reference's file name (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
public func assertSnapshot<V: View>(
    of view: @autoclosure () throws -> V, as strategy: Snapshotting, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = SnapshotAssertion.run(
        view, strategy, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: String(describing: filePath), testName: testName)
    guard let message = outcome.failure else { return }
    SnapshotContext.fail(
        message, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts `view` against several strategies, each recorded as its own reference.
public func assertSnapshots<V: View>(
    of view: @autoclosure () throws -> V, as strategies: [Snapshotting], record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let value = Result { try view() }
    for strategy in strategies {
        assertSnapshot(
            of: try value.get(), as: strategy, record: record, fileID: fileID, file: filePath, testName: testName,
            line: line, column: column)
    }
}

/// Asserts `view` against named strategies (`["light": .image, "dark": .image(colorScheme: .dark)]`),
/// each name naming its reference.
public func assertSnapshots<V: View>(
    of view: @autoclosure () throws -> V, as strategies: [String: Snapshotting], record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let value = Result { try view() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value.get(), as: strategy, named: name, record: record, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Compares `view` with its reference as ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does, and returns the failure message instead of reporting it: `nil` when it matches.
public func verifySnapshot<V: View>(
    of view: @autoclosure () throws -> V, as strategy: Snapshotting, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    SnapshotAssertion.run(
        view, strategy, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: String(describing: filePath), testName: testName
    ).failure
}

/// One snapshot assertion: render, find the reference, record or compare, explain.
///
/// Package-visible so that the `SnapshotTesting` target (swift-snapshot-testing's names on
/// Linux) records and compares through the same code, with the same messages.
package enum SnapshotAssertion {
    package struct Outcome {
        /// The failure to report, or `nil` when the snapshot matches.
        package var failure: String?
        /// The files a failure wrote (the new snapshot, the difference), to attach.
        package var attachments: [URL] = []

        package init(failure: String? = nil, attachments: [URL] = []) {
            self.failure = failure
            self.attachments = attachments
        }
    }

    static func run<V: View>(
        _ view: () throws -> V, _ strategy: Snapshotting, name: String?, record: SnapshotRecordMode?,
        snapshotDirectory: String?, filePath: String, testName: String
    ) -> Outcome {
        if name == nil && SnapshotContext.isParameterized {
            return Outcome(failure: parameterizedFailure)
        }
        let reference = SnapshotReference(
            filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension,
            snapshotDirectory: snapshotDirectory)
        let mode: SnapshotRecordMode
        do { mode = try recordMode(record) } catch { return Outcome(failure: error.description) }
        return run(reference: reference, mode: mode, strategy: strategy) { try strategy.render(try view()) }
    }

    static let parameterizedFailure =
        "A parameterized test must name its snapshots: its cases share the test's name, so "
        + "numbered references would be mixed up. Pass `named:` (for example, from the test's argument)."

    /// The recording mode: `record`, else `PLUMB_RECORD`, else `.missing`; a `PLUMB_RECORD`
    /// that names no mode throws the failure to report.
    package static func recordMode(_ record: SnapshotRecordMode?) throws(SnapshotError) -> SnapshotRecordMode {
        if let record { return record }
        guard let value = ProcessInfo.processInfo.environment["PLUMB_RECORD"], !value.isEmpty else { return .missing }
        guard let parsed = SnapshotRecordMode(rawValue: value.lowercased()) else {
            throw SnapshotError(
                "PLUMB_RECORD is '\(value)'; it must be one of "
                    + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return parsed
    }

    /// Draws or describes `view` as `strategy` says, and records it at `reference` or compares
    /// it with what is there, as `mode` says.
    package static func run<V: View>(
        reference: SnapshotReference, mode: SnapshotRecordMode, strategy: Snapshotting, view: () throws -> V
    ) -> Outcome {
        run(reference: reference, mode: mode, strategy: strategy) { try strategy.render(try view()) }
    }

    /// Records `text` at `reference` or compares it with what is there, line by line, as `mode`
    /// says: a snapshot of a value as text (swift-snapshot-testing's `.lines` and `.dump`).
    package static func run(reference: SnapshotReference, mode: SnapshotRecordMode, text: () throws -> String)
        -> Outcome
    {
        let bytes: [UInt8]
        do { bytes = Array(try text().utf8) } catch {
            return Outcome(failure: "Could not make the snapshot \(reference.displayPath): \(error)")
        }
        return settle(bytes, at: reference, mode: mode, warnings: []) { stored in
            try compareText(bytes, with: stored, reference)
        }
    }

    /// Renders a snapshot and records it at `reference` or compares it with what is there,
    /// as `mode` says.
    static func run(
        reference: SnapshotReference, mode: SnapshotRecordMode, strategy: Snapshotting,
        render: () throws -> RenderedSnapshot
    ) -> Outcome {
        let snapshot: RenderedSnapshot
        do { snapshot = try render() } catch {
            return Outcome(failure: "Could not make the snapshot \(reference.displayPath): \(error)")
        }
        return settle(snapshot.bytes, at: reference, mode: mode, warnings: snapshot.warnings) { stored in
            try compare(snapshot, with: stored, strategy, reference)
        }
    }

    /// Writes a snapshot's `bytes` at `reference`, or compares them with the reference's
    /// (`compare` explains bytes that differ), as `mode` says; `warnings` follow a failure.
    static func settle(
        _ bytes: [UInt8], at reference: SnapshotReference, mode: SnapshotRecordMode, warnings: [String],
        compare: (_ stored: [UInt8]) throws -> Outcome
    ) -> Outcome {
        let files = FileManager.default
        let exists = files.fileExists(atPath: reference.url.path)
        do {
            if mode == .all {
                try write(bytes, to: reference.url)
                try removeArtifacts(of: reference)
                return Outcome(
                    failure: "Recorded the snapshot \(reference.displayPath) (record mode `all`). "
                        + "Turn recording off (PLUMB_RECORD=missing, the default) to compare against it.")
            }
            guard exists else {
                if mode == .never {
                    let new = reference.sibling("new")
                    try write(bytes, to: new)
                    return Outcome(
                        failure: "No reference snapshot at \(reference.displayPath), and record mode `never` "
                            + "records none. The new snapshot is at \(new.path); record references where they are reviewed "
                            + "(PLUMB_RECORD=missing, the default) and commit them.", attachments: [new])
                }
                try write(bytes, to: reference.url)
                return Outcome(
                    failure: "No reference snapshot was found; recorded one at \(reference.displayPath). "
                        + "Run the test again to compare against it.")
            }
            guard let data = files.contents(atPath: reference.url.path) else {
                return Outcome(failure: "Cannot read the reference snapshot \(reference.displayPath).")
            }
            let stored = Array(data)
            if stored == bytes {
                try removeArtifacts(of: reference)
                return Outcome()
            }
            var outcome = try compare(stored)
            guard outcome.failure != nil else {
                try removeArtifacts(of: reference)
                return outcome
            }
            if !warnings.isEmpty {
                outcome.failure! +=
                    "\nWarnings while making the new snapshot:\n"
                    + warnings.map { "  " + $0 }.joined(separator: "\n")
            }
            if mode == .failed {
                try write(bytes, to: reference.url)
                outcome.failure! += "\nRecorded the new snapshot over the reference (record mode `failed`)."
            }
            return outcome
        } catch {
            return Outcome(failure: "Could not write beside \(reference.displayPath): \(error)")
        }
    }

    /// Compares a snapshot whose bytes differ from its reference's.
    static func compare(
        _ snapshot: RenderedSnapshot, with referenceBytes: [UInt8], _ strategy: Snapshotting,
        _ reference: SnapshotReference
    ) throws -> Outcome {
        guard strategy.format == .png else { return try compareText(snapshot.bytes, with: referenceBytes, reference) }
        let new = reference.sibling("new")
        let referenceImage: PNGImage
        do { referenceImage = try PNGDecoder.decode(referenceBytes) } catch {
            return Outcome(
                failure: "The reference \(reference.displayPath) is not a PNG Plumb can read (\(error)); "
                    + "delete it to record it again.")
        }
        let candidate = try PNGDecoder.decode(snapshot.bytes)
        let difference = ImageDifference(
            reference: referenceImage, candidate: candidate, tolerance: 1 - min(max(strategy.perceptualPrecision, 0), 1)
        )
        let allowed = 1 - min(max(strategy.precision, 0), 1)
        if difference.sizesMatch && difference.changedFraction <= allowed + 1e-12 { return Outcome() }

        let diffURL = reference.sibling("diff")
        try write(snapshot.bytes, to: new)
        try write(try PNGEncoder.encode(difference.diffImage(), compression: .fast), to: diffURL)
        let scale = snapshot.result.scale
        var lines = [
            "Snapshot does not match the reference \(reference.displayPath) (\(strategy.layout.summary), @\(formatLength(scale))x):"
        ]
        if !difference.sizesMatch {
            lines.append(
                "  The new snapshot is \(candidate.width)×\(candidate.height) pixels; the reference is "
                    + "\(referenceImage.width)×\(referenceImage.height).")
        }
        let tolerance =
            strategy.perceptualPrecision < 1
            ? " by more than ΔE \(format((1 - strategy.perceptualPrecision) * 100))" : ""
        lines.append(
            "  \(percent(difference.changedFraction)) of the pixels differ\(tolerance) "
                + "(\(grouped(difference.changedPixels)) of \(grouped(difference.width * difference.height)); "
                + "precision \(format(strategy.precision)) allows \(percent(allowed))), the largest by ΔE \(format(difference.largestDifference))."
        )
        if let bounds = difference.changedBounds {
            let points = CGRect(
                x: bounds.minX / scale, y: bounds.minY / scale, width: bounds.width / scale,
                height: bounds.height / scale)
            lines.append(
                "  They lie in pixels x \(Int(bounds.minX))–\(Int(bounds.maxX) - 1), y \(Int(bounds.minY))–\(Int(bounds.maxY) - 1) "
                    + "(points x \(formatLength(points.minX)) y \(formatLength(points.minY)) \(formatLength(points.width))×\(formatLength(points.height)))."
            )
        }
        if let oldFrames = try? PNGText.read(Snapshotting.framesKeyword, from: referenceBytes) {
            let diff = LineDiff(reference: oldFrames, new: snapshot.frames)
            if diff.isEmpty {
                lines.append("  No view's frame changed: what the views draw did.")
            } else {
                lines.append("  Views whose frames changed (- reference, + new):")
                lines += diff.formatted(context: 0, limit: 20).split(separator: "\n").map { "    " + $0 }
            }
        }
        let drawn = viewsDrawn(
            in: difference.changedRegions().map {
                CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale)
            }, of: snapshot.result.root)
        if !drawn.isEmpty {
            lines.append("  Views drawn where pixels changed:")
            lines += drawn.prefix(8).map { view in
                let f = view.frame
                return
                    "    \(SnapshotFrames.name(view))  x \(formatLength(f.minX)) y \(formatLength(f.minY))  \(formatLength(f.width))×\(formatLength(f.height))"
            }
            if drawn.count > 8 { lines.append("    … and \(drawn.count - 8) more") }
        }
        lines.append("New snapshot: \(new.path)")
        lines.append("Difference:   \(diffURL.path) (changed pixels in red)")
        return Outcome(failure: lines.joined(separator: "\n"), attachments: [new, diffURL])
    }

    /// The innermost views whose frames meet each region, in region order, each once, without
    /// the backdrops of others.
    static func viewsDrawn(in regions: [CGRect], of root: LaidOutView) -> [LaidOutView] {
        var found: [LaidOutView] = []
        var seen = Set<NodeID>()
        func innermost(_ view: LaidOutView, _ region: CGRect) -> [LaidOutView] {
            guard view.frame.intersects(region) else { return [] }
            let inner = view.children.flatMap { innermost($0, region) }
            return inner.isEmpty ? [view] : inner
        }
        for region in regions {
            for view in innermost(root, region) where seen.insert(view.node).inserted { found.append(view) }
        }
        // A backdrop (a card's background behind a changed title) holds another changed
        // view's frame: the change is in what lies on it, so it is not named.
        let named = found.filter { view in
            !found.contains { $0.node != view.node && view.frame.contains($0.frame) && view.frame != $0.frame }
        }
        return named.isEmpty ? found : named
    }

    /// Compares a text snapshot whose bytes differ from its reference's: a line diff.
    static func compareText(_ bytes: [UInt8], with referenceBytes: [UInt8], _ reference: SnapshotReference) throws
        -> Outcome
    {
        let new = reference.sibling("new")
        let old = String(decoding: referenceBytes, as: UTF8.self), current = String(decoding: bytes, as: UTF8.self)
        try write(bytes, to: new)
        let diff = LineDiff(reference: old, new: current)
        return Outcome(
            failure: "Snapshot does not match the reference \(reference.displayPath):\n"
                + diff.formatted() + "\nNew snapshot: \(new.path)",
            attachments: [new])
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }

    /// Removes a previous failure's `.new` and `.diff` files once the snapshot matches.
    static func removeArtifacts(of reference: SnapshotReference) throws {
        for kind in ["new", "diff"] {
            let url = reference.sibling(kind)
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        }
    }

    static func percent(_ share: Double) -> String {
        let value = share * 100
        if value == 0 { return "0%" }
        if value < 0.01 { return "under 0.01%" }
        return "\(format(value))%"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}
