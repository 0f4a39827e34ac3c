#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// Where a reference lives: swift-snapshot-testing's name, in a folder of Linux's own.
///
/// The package writes `<test file's folder>/__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`
/// (or `<snapshotDirectory>/<test>.<n or name>.<ext>`), `<TestFile>` the file's name without
/// `.swift`, `<test>` the test's name and `<n or name>` the snapshot's name, each with every
/// run of characters other than letters, digits and `_` turned into one `-` (none at either
/// end: `testCard()` is `testCard`), `<n>` counting the test's unnamed snapshots from 1.
///
/// Here, the same name goes one folder further down, into `Linux/`:
/// `__Snapshots__/CardTests/Linux/testCard.1.png`. A Mac's pictures (drawn by UIKit on a
/// simulator) and Linux's (drawn by Plumb) never match pixel for pixel, so each platform
/// compares with its own: both live in one repository, side by side under the test file's
/// folder, and move or go with it. The package never writes a folder there (its references
/// are files named `<test>.<n>.<ext>`), so the two cannot collide. Text references (`.lines`,
/// `.dump`) are kept apart too: one rule for every reference, and Plumb's `.dump` is its own.
///
/// The environment variable `PLUMB_SNAPSHOTS_FOLDER` names another folder (`Plumb`), or, set
/// but empty, none: a team that records on Linux only keeps the package's exact layout.
enum ReferenceFolder {
    /// The folder inside the package's own that Linux's references go in: `Linux` unless
    /// `PLUMB_SNAPSHOTS_FOLDER` says otherwise.
    static func platformFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["PLUMB_SNAPSHOTS_FOLDER"] ?? "Linux"
    }

    /// The folder of a test file's references: `__Snapshots__/<TestFile>/Linux/` beside it, or
    /// `<snapshotDirectory>/Linux/`.
    static func folder(
        filePath: String, snapshotDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let packageFolder =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
        let platform = platformFolder(environment: environment)
        return platform.isEmpty ? packageFolder : packageFolder.appendingPathComponent(platform, isDirectory: true)
    }

    /// One assertion's reference: `<folder>/<test>.<n or name>.<ext>`. An unnamed snapshot
    /// takes the test's next number.
    static func reference(
        filePath: String, testName: String, name: String?, pathExtension: String?, snapshotDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotReference {
        let folder = folder(filePath: filePath, snapshotDirectory: snapshotDirectory, environment: environment)
        let identifier =
            name.map(sanitized) ?? String(SnapshotCounter.shared.next(file: folder.path, test: testName))
        var file = "\(sanitized(testName)).\(identifier)"
        if let pathExtension { file += ".\(pathExtension)" }
        return SnapshotReference(url: folder.appendingPathComponent(file, isDirectory: false))
    }

    /// A name as the package puts it in a file name: each run of characters that are not
    /// letters, digits or `_` becomes one `-`, and none is kept at either end
    /// (`testCard()` → `testCard`, `dark mode (large)` → `dark-mode-large`).
    static func sanitized(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !out.isEmpty { out.append("-") }
                out.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
#endif
