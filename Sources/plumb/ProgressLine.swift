import Foundation

/// A progress line on standard error (`12/40 previews`), rewritten in place with `\r`, only
/// when standard error is a terminal: a CI log or a pipe gets nothing from it.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let noun: String
    private var done = 0
    private let enabled: Bool

    init(total: Int, noun: String, enabled: Bool = isatty(2) == 1) {
        self.total = total
        self.noun = noun
        self.enabled = enabled && total > 1
        if self.enabled { write("0/\(total) \(noun)") }
    }

    /// One more finished.
    func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if enabled { write("\(done)/\(total) \(noun)") }
    }

    /// Clears the line, so what is printed next starts at the left margin.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
    }
}
