/// A closure's source split into its signature (`item in`, if any) and its top-level
/// statements, enough to move `@Previewable` declarations out of a `#Preview` body.
///
/// Statements end at a `;` or at a line break between two tokens of the closure's top level,
/// unless the line break sits inside brackets, or the next line goes on with a member
/// (`.padding()`) or a binary operator, or the line ends with one (`=`, `,`).
struct ClosureBody: Equatable {
    /// The signature before `in`, with `in` (`item in`), or `nil` for a closure without one.
    var signature: String?
    /// The statements, in order, each as written.
    var statements: [String]

    /// Splits `closure`, the source of a closure with its braces.
    init(parsing closure: String) throws {
        var scanner = SourceScanner(closure)
        try scanner.skipTrivia()
        guard scanner.peek() == .openBrace else {
            throw SourceScanner.ScanError(message: "expected a closure", offset: scanner.position)
        }
        let open = scanner.position
        try scanner.skipGroup()
        let close = scanner.position - 1
        scanner.position = open + 1

        var statements: [Range<Int>] = []
        var statementStart: Int?
        var lastTokenEnd = open + 1
        var lastToken: [UInt8] = []
        var signature: String?
        var firstTokenOfStatement: String?
        while true {
            try scanner.skipTrivia()
            let tokenStart = scanner.position
            let atEnd = tokenStart >= close
            let crossedLine = scanner.bytes[min(lastTokenEnd, close)..<min(tokenStart, close)].contains(.newline)
            if let start = statementStart, atEnd || (crossedLine && !Self.continues(after: lastToken, scanner)) {
                statements.append(start..<lastTokenEnd)
                statementStart = nil
            }
            if atEnd { break }
            guard let byte = scanner.peek() else { break }
            if byte == .semicolon {
                if let start = statementStart { statements.append(start..<lastTokenEnd) }
                statementStart = nil
                scanner.position += 1
                lastTokenEnd = scanner.position
                lastToken = [byte]
                continue
            }
            if statementStart == nil {
                statementStart = tokenStart
                firstTokenOfStatement = nil
            }
            if byte.closingBracket != nil {
                try scanner.skipGroup()
            } else if byte == .quote || (byte == .hash && scanner.isRawStringStart()) {
                try scanner.skipString()
            } else if let word = scanner.identifier() {
                if firstTokenOfStatement == nil { firstTokenOfStatement = word }
                // `params in` before the first statement: the closure's signature.
                if word == "in", signature == nil, statements.isEmpty, let start = statementStart,
                    !["for", "case", "if", "guard", "while", "switch"].contains(firstTokenOfStatement ?? "")
                {
                    signature = scanner.text(from: start, to: scanner.position)
                    statementStart = nil
                    lastTokenEnd = scanner.position
                    lastToken = Array(word.utf8)
                    continue
                }
            } else {
                scanner.position += 1
                while let next = scanner.peek(), next.isOperatorByte, byte.isOperatorByte { scanner.position += 1 }
            }
            lastToken = Array(scanner.bytes[tokenStart..<scanner.position])
            lastTokenEnd = scanner.position
        }
        self.signature = signature
        self.statements = statements.map { scanner.text(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// Whether the statement goes on past a line break: the line ends with `=`, `,` or a
    /// binary operator's spaced form, or the next line starts with `.` or an operator followed
    /// by a space.
    private static func continues(after lastToken: [UInt8], _ scanner: SourceScanner) -> Bool {
        if lastToken == [UInt8(ascii: "=")] || lastToken == [.comma] { return true }
        if let last = lastToken.last, last.isOperatorByte, lastToken.count > 1 || last != UInt8(ascii: "!") {
            // `a &&`, `x +`: a binary operator ending the line (a postfix `!` or `?` ends nothing).
            if lastToken != [UInt8(ascii: "?")] { return true }
        }
        guard let next = scanner.peek() else { return false }
        if next == UInt8(ascii: ".") { return scanner.peek(1)?.isDigit != true }
        if next.isOperatorByte, next != UInt8(ascii: "!"), scanner.peek(1) == .space { return true }
        return false
    }
}

extension UInt8 {
    /// A byte of an operator (`+`, `==`, `&&`, `?`...), `.` excepted.
    var isOperatorByte: Bool {
        switch self {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), .slash,
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
}
