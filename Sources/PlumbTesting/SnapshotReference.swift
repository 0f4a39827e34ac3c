import Foundation

/// Where a snapshot's reference lives: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.<n or name>.<ext>`, as swift-snapshot-testing keeps
/// them, so references move with their tests and review as ordinary files.
///
/// `n` counts the unnamed snapshots of one test from 1, in the order its assertions run;
/// a name is sanitised to letters, digits, `-` and `_`.
package struct SnapshotReference {
    /// The reference file.
    package let url: URL

    /// The reference at `url`, named by whoever calls (the `SnapshotTesting` target names
    /// references as swift-snapshot-testing does).
    package init(url: URL) { self.url = url }

    init(filePath: String, testName: String, name: String?, pathExtension: String) {
        let folder = SnapshotReference.folder(besideTestFile: filePath)
        let test = SnapshotReference.sanitized(testName)
        let identifier =
            name.map(SnapshotReference.sanitized)
            ?? String(SnapshotCounter.shared.next(file: filePath, test: testName))
        url = folder.appendingPathComponent("\(test).\(identifier).\(pathExtension)")
    }

    /// The reference `assertSnapshot` uses: beside the test file, or in `snapshotDirectory`
    /// with the same file name.
    init(filePath: String, testName: String, name: String?, pathExtension: String, snapshotDirectory: String?) {
        self.init(filePath: filePath, testName: testName, name: name, pathExtension: pathExtension)
        if let snapshotDirectory {
            self.init(url: URL(fileURLWithPath: snapshotDirectory).appendingPathComponent(url.lastPathComponent))
        }
    }

    /// The folder of a test file's references: `__Snapshots__/<TestFile>/` beside it.
    static func folder(besideTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
    }

    /// This reference for one variant: `card.1.dark.png` for `card.1.png`; itself for a
    /// variant that sets nothing.
    func variant(_ variant: SnapshotVariant) -> SnapshotReference {
        let name = variant.name
        guard !name.isEmpty else { return self }
        let stem = url.deletingPathExtension().lastPathComponent
        return SnapshotReference(
            url: url.deletingLastPathComponent().appendingPathComponent("\(stem).\(name).\(url.pathExtension)"))
    }

    /// `card()` → `card`, `test Card (dark)` → `test-Card-dark`.
    static func sanitized(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let keep = CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-"
            if keep {
                if pendingDash && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        // `card()` has nothing after its name; a name of symbols only still needs a file name.
        return out.isEmpty ? "snapshot" : out
    }

    /// `card.1.new.png` beside `card.1.png`.
    package func sibling(_ kind: String) -> URL {
        url.deletingPathExtension().appendingPathExtension(kind).appendingPathExtension(url.pathExtension)
    }

    /// The path relative to the current directory when it lies below it, for messages.
    package var displayPath: String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}

/// The unnamed snapshots each test has taken, so its second `assertSnapshot` is `.2`. Safe
/// across parallel tests: each test has its own key.
package final class SnapshotCounter: @unchecked Sendable {
    package static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    package func next(file: String, test: String) -> Int {
        let key = "\(SnapshotContext.currentTestKey ?? "")\u{0}\(file)\u{0}\(test)"
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
