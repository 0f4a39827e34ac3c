/// A cursor over Swift source that knows just enough of the language to find where things
/// end: brackets, string literals (with interpolation, multi-line and raw forms), comments and
/// backquoted identifiers. The macro plugin has no Swift parser (swift-syntax cannot be a
/// dependency of a versioned package), and a `#Preview`'s arguments need only be split, not
/// understood: the compiler type-checks what the expansion hands back.
///
/// Every byte is read through `peek(_:)`, which returns `nil` past the end: malformed or
/// truncated source ends a scan with a ``ScanError``, never a trap.
struct SourceScanner {
    /// The source's UTF-8 bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int

    init(_ source: String, position: Int = 0) {
        self.bytes = Array(source.utf8)
        self.position = position
    }

    /// Why a scan stopped short.
    struct ScanError: Error, Equatable {
        var message: String
        /// The UTF-8 offset in the scanned source where the problem is.
        var offset: Int
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte `offset` bytes ahead of the cursor, or `nil` past either end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// The source between two offsets (clamped to the source), as text.
    func text(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    // MARK: Trivia

    /// Skips whitespace and comments (line comments and nested block comments).
    mutating func skipTrivia() throws {
        while let byte = peek() {
            if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
                position += 1
            } else if byte == .slash, peek(1) == .slash {
                while let next = peek(), next != .newline { position += 1 }
            } else if byte == .slash, peek(1) == .asterisk {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() throws {
        let start = position
        var depth = 0
        repeat {
            if peek() == .slash, peek(1) == .asterisk {
                depth += 1
                position += 2
            } else if peek() == .asterisk, peek(1) == .slash {
                depth -= 1
                position += 2
            } else if peek() == nil {
                throw ScanError(message: "unterminated comment", offset: start)
            } else {
                position += 1
            }
        } while depth > 0
    }

    // MARK: Tokens

    /// Reads an identifier (letters, digits, `_`, `$`, any non-ASCII byte) or a backquoted
    /// identifier, and returns it without its backquotes; `nil` (nothing read) if none starts here.
    mutating func identifier() -> String? {
        if peek() == .backquote {
            let start = position
            position += 1
            while let byte = peek(), byte != .backquote, byte != .newline { position += 1 }
            guard peek() == .backquote else {
                position = start
                return nil
            }
            position += 1
            return text(from: start + 1, to: position - 1)
        }
        let start = position
        while let byte = peek(), byte.isIdentifierByte || (position > start && byte.isDigit) {
            position += 1
        }
        return position > start ? text(from: start, to: position) : nil
    }

    /// Skips one bracketed group starting at the cursor, `(`, `[` or `{` through its match,
    /// with everything inside it (nested groups, strings, comments).
    mutating func skipGroup() throws {
        guard let open = peek(), let close = open.closingBracket else {
            throw ScanError(message: "expected '(', '[' or '{'", offset: position)
        }
        var expected: [(close: UInt8, offset: Int)] = [(close, position)]
        position += 1
        while let last = expected.last {
            try skipTrivia()
            guard let byte = peek() else {
                throw ScanError(
                    message: "'\(Character(Unicode.Scalar(last.close)))' expected to close this group",
                    offset: last.offset)
            }
            if byte == last.close {
                expected.removeLast()
                position += 1
            } else if let nestedClose = byte.closingBracket {
                expected.append((nestedClose, position))
                position += 1
            } else if byte == .closeParen || byte == .closeBracket || byte == .closeBrace {
                throw ScanError(message: "unbalanced '\(Character(Unicode.Scalar(byte)))'", offset: position)
            } else {
                try skipToken(byte)
            }
        }
    }

    /// Whether the cursor is at `#`s that open a raw string (`#"`, `##"`...).
    func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == .hash { offset += 1 }
        return offset > 0 && peek(offset) == .quote
    }

    /// Skips one string literal at the cursor: `"..."`, `"""..."""`, and the raw forms with
    /// `#`s, with `\(...)` interpolations (which may hold strings of their own) inside.
    mutating func skipString() throws {
        let start = position
        var hashes = 0
        while peek() == .hash {
            hashes += 1
            position += 1
        }
        guard peek() == .quote else { throw ScanError(message: "expected a string", offset: start) }
        let multiline = peek(1) == .quote && peek(2) == .quote
        position += multiline ? 3 : 1
        while true {
            guard let byte = peek() else { throw ScanError(message: "unterminated string", offset: start) }
            if byte == .newline, !multiline {
                throw ScanError(message: "unterminated string", offset: start)
            }
            if byte == .backslash, hashesFollow(hashes, at: 1) {
                position += 1 + hashes
                if peek() == .openParen {
                    try skipGroup()
                } else if peek() != nil {
                    position += 1
                }
            } else if byte == .quote, !multiline || (peek(1) == .quote && peek(2) == .quote) {
                let quotes = multiline ? 3 : 1
                if hashesFollow(hashes, at: quotes) {
                    position += quotes + hashes
                    return
                }
                position += 1
            } else {
                position += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == .hash }
    }

    /// Skips the token starting with `byte` at the cursor that is no bracket: a string (raw
    /// ones too), a backquoted name, or one byte.
    private mutating func skipToken(_ byte: UInt8) throws {
        if byte == .quote || (byte == .hash && isRawStringStart()) {
            try skipString()
        } else if byte == .backquote {
            if identifier() == nil { position += 1 }
        } else {
            position += 1
        }
    }

    /// Splits the inside of a group (the cursor just past its opening bracket, `end` the
    /// offset of its closing one) at its top-level commas; each part's source range, trimmed of
    /// whitespace. An empty group has no parts.
    mutating func topLevelParts(until end: Int) throws -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart = position
        func closePart(at offset: Int, _ scanner: SourceScanner) {
            parts.append(scanner.trimmed(partStart..<offset))
        }
        while position < end {
            try skipTrivia()
            guard position < end, let byte = peek() else { break }
            if byte == .comma {
                closePart(at: position, self)
                position += 1
                partStart = position
            } else if byte.closingBracket != nil {
                try skipGroup()
            } else {
                try skipToken(byte)
            }
        }
        let last = trimmed(partStart..<end)
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }

    /// The range without leading and trailing whitespace.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = max(0, range.lowerBound)
        var upper = min(bytes.count, range.upperBound)
        while lower < upper, bytes[lower].isWhitespace { lower += 1 }
        while upper > lower, bytes[upper - 1].isWhitespace { upper -= 1 }
        return lower..<upper
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backquote = UInt8(ascii: "`")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// The bracket that closes this one, if this opens a group.
    var closingBracket: UInt8? {
        switch self {
        case .openParen: .closeParen
        case .openBracket: .closeBracket
        case .openBrace: .closeBrace
        default: nil
        }
    }

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A byte that can start or continue an identifier (digits only continue one).
    var isIdentifierByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == .underscore || self == .dollar || self >= 0x80
    }

    var isWhitespace: Bool { self == .space || self == .tab || self == .newline || self == .carriageReturn }
}
