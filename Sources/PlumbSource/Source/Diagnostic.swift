/// An error or warning about source text, shown as a compiler shows it:
///
/// ```
/// Card.swift:12:5: error: unknown view 'Toggle'
///         Toggle("Wi-Fi", isOn: $on)
///         ^
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious it is: an error stops reading; a warning is reported and reading goes on.
    public enum Severity: String, Sendable {
        /// The source cannot be read.
        case error
        /// Something was stubbed or ignored; the rest is read.
        case warning
    }

    /// What an error is, for the code that recovers from it: what Plumb cannot read is
    /// recovered from where it happened (a placeholder, a warning), a limit stops the read, a
    /// Swift `throw` is caught by `catch` and `try?`, a trap is the app's own failure.
    public enum Kind: String, Sendable {
        /// What Plumb cannot read (and a warning that something is ignored).
        case error
        /// A bound on evaluation (depth, views, loop lengths): reading stops.
        case limit
        /// A Swift error a `throw` or a throwing library call raised.
        case thrown
        /// Where the app itself would trap: an integer overflow, a division by zero, a
        /// conversion that cannot be made.
        case trap
        /// The program has no view to draw.
        case noView
        /// A warning that a value was made up (a stub, a placeholder) where the files read
        /// give none: what is built from it depends on it.
        case stub
    }

    /// Error or warning.
    public let severity: Severity
    /// What kind of error it is; for a warning, `.stub` or `.error`.
    public let kind: Kind
    /// What is wrong, in a sentence.
    public let message: String
    /// The file, line and column.
    public let location: SourcePosition
    /// The text of the line the diagnostic points at.
    public let lineText: String

    /// A diagnostic about byte `offset` of `file`.
    public init(_ severity: Severity, _ message: String, at offset: Int, in file: SourceFile, kind: Kind = .error) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = file.location(of: offset)
        self.lineText = file.lineText(containing: offset)
    }

    /// `file:line:column: severity: message`, the source line, and a caret under the column.
    /// A long line is shown as a window around the column; control characters and invalid
    /// bytes show as `?`, so garbage input cannot garble the terminal.
    public var description: String {
        let (line, column) = Diagnostic.window(lineText, column: location.column)
        let caret = String(repeating: " ", count: max(column - 1, 0)) + "^"
        return "\(location): \(severity.rawValue): \(message)\n\(line)\n\(caret)"
    }

    /// At most `width` characters of `line` around `column`, printable, and the column in it.
    static func window(_ line: String, column: Int, width: Int = 120) -> (String, Int) {
        var characters = line.map { c -> Character in
            c.isASCII && (c.asciiValue! < 0x20 || c.asciiValue! == 0x7F) && c != "\t"
                ? "?" : (c == "\u{FFFD}" ? "?" : c)
        }
        characters = characters.map { $0 == "\t" ? " " : $0 }
        var column = column
        if characters.count > width {
            let start = max(0, min(column - 1 - width / 2, characters.count - width))
            let end = min(characters.count, start + width)
            var shown = Array(characters[start..<end])
            if start > 0 {
                shown.replaceSubrange(0..<1, with: ["…"])
            }
            if end < characters.count { shown[shown.count - 1] = "…" }
            column -= start
            characters = shown
        }
        return (String(characters), column)
    }

    /// The first line only: `file:line:column: severity: message`.
    public var summary: String { "\(location): \(severity.rawValue): \(message)" }
}
