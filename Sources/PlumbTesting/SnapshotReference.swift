import Foundation

/// Where a snapshot's reference lives: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.<n or name>.<ext>`, as swift-snapshot-testing keeps
/// them, so references move with their tests and review as ordinary files.
///
/// `n` counts the unnamed snapshots of one test from 1, in the order its assertions run;
/// a name is sanitised to letters, digits, `-` and `_`.
struct SnapshotReference {
    let url: URL

    init(url: URL) { self.url = url }

    init(filePath: String, testName: String, name: String?, pathExtension: String) {
        let file = URL(fileURLWithPath: filePath)
        let folder = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
        let test = SnapshotReference.sanitized(testName)
        let identifier =
            name.map(SnapshotReference.sanitized)
            ?? String(SnapshotCounter.shared.next(file: filePath, test: testName))
        url = folder.appendingPathComponent("\(test).\(identifier).\(pathExtension)")
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
    func sibling(_ kind: String) -> URL {
        url.deletingPathExtension().appendingPathExtension(kind).appendingPathExtension(url.pathExtension)
    }

    /// The path relative to the current directory when it lies below it, for messages.
    var displayPath: String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}

/// The unnamed snapshots each test has taken, so its second `assertSnapshot` is `.2`. Safe
/// across parallel tests: each test has its own key.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(file: String, test: String) -> Int {
        let key = "\(SnapshotContext.currentTestKey ?? "")\u{0}\(file)\u{0}\(test)"
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
