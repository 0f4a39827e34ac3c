/// A source text being read, with its name and the start of each line, so that any offset
/// can be shown as `file:line:column` with its line.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics (`Card.swift`, `<stdin>`); a module's first file's name.
    public let name: String
    /// The text as UTF-8 bytes: the lexer works on bytes, columns count characters.
    public let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]
    /// The files of a module read as one (`plumb layout Folder/`), one after another in
    /// `bytes`, each starting on a line of its own: offsets map back to each file's own
    /// name, line and column.
    let segments: [Segment]

    struct Segment: Sendable {
        let name: String
        let range: Range<Int>
        /// The index in `lineStarts` of the segment's first line.
        let firstLine: Int
    }

    /// A file named `name` (in messages) holding `text`.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// A file named `name` holding `bytes` of UTF-8.
    public init(name: String, bytes: [UInt8]) {
        self.init(files: [(name, bytes)])
    }

    /// Several files as one module.
    public init(files: [(name: String, bytes: [UInt8])]) {
        var all: [UInt8] = []
        var segments: [Segment] = []
        var starts = [0]
        for (i, file) in files.enumerated() {
            if i > 0 {
                all.append(UInt8(ascii: "\n"))
                starts.append(all.count)
            }
            let start = all.count
            segments.append(
                Segment(name: file.name, range: start..<(start + file.bytes.count), firstLine: starts.count - 1))
            for (k, b) in file.bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(start + k + 1) }
            all += file.bytes
        }
        self.name = files.first?.name ?? "<input>"
        self.bytes = all
        self.lineStarts = starts
        self.segments = segments
    }

    /// The files' names and byte ranges, in order.
    public var files: [(name: String, range: Range<Int>)] { segments.map { ($0.name, $0.range) } }

    /// The index in `lineStarts` of the line holding `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The 1-based line and column of a byte offset (columns count Unicode characters), in
    /// the file that holds it.
    public func location(of offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let lo = lineIndex(of: clamped)
        let start = lineStarts[lo]
        let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
        let segment = segments.last { $0.range.lowerBound <= clamped } ?? segments[0]
        return SourcePosition(
            file: segment.name, line: lo - segment.firstLine + 1, column: prefix.count + 1, offset: clamped)
    }

    /// The text of the line that holds `offset`, without its line break.
    public func lineText(containing offset: Int) -> String {
        lineText(lineIndex(of: max(0, min(offset, bytes.count))) + 1)
    }

    /// The text of the 1-based line `line` of the whole text, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A position in a source file, 1-based.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// The byte offset in the source text (for a module, in all its files one after another).
    public let offset: Int

    public var description: String { "\(file):\(line):\(column)" }
}
