/// A source text being read, with its name and the start of each line, so that any offset
/// can be shown as `file:line:column` with its line.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics (`Card.swift`, `<stdin>`).
    public let name: String
    /// The text as UTF-8 bytes: the lexer works on bytes, columns count characters.
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        self.lineStarts = starts
    }

    /// The 1-based line and column of a byte offset (columns count Unicode characters).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
        return SourceLocation(file: name, line: lo + 1, column: prefix.count + 1, offset: clamped)
    }

    /// The text of the 1-based line `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A position in a source file, 1-based.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    /// The byte offset in the file.
    public let offset: Int

    public var description: String { "\(file):\(line):\(column)" }
}
