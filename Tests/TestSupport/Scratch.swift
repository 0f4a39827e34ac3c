import Foundation

/// The folder a test process writes its files into: one per process, removed when the process
/// exits (kept when `PLUMB_KEEP_SCRATCH` is set, to look at a failing test's output).
public enum Scratch {
    public static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if ProcessInfo.processInfo.environment["PLUMB_KEEP_SCRATCH"] == nil {
            atexit { try? FileManager.default.removeItem(at: Scratch.folder) }
        }
        return url
    }()
}
