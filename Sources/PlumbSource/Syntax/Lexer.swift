/// Turns source bytes into tokens. Linear in the input, never reads past its end, and stops
/// at the first malformed construct with a diagnostic pointing at it (an unterminated string
/// or comment, a character that cannot start a token).
struct Lexer {
    let file: SourceFile
    private let bytes: [UInt8]
    private var i = 0
    private var sawNewline = false
    private var sawSpace = false

    init(_ file: SourceFile, range: Range<Int>? = nil) {
        self.file = file
        self.bytes = file.bytes
        self.i = range?.lowerBound ?? 0
        self.limit = range?.upperBound ?? file.bytes.count
    }

    private let limit: Int

    /// Every token, ending with `.endOfFile`.
    mutating func tokenize() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    private func peek(_ k: Int = 0) -> UInt8 {
        i + k < limit ? bytes[i + k] : 0
    }

    private func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: offset, in: file)
    }

    private mutating func skipTrivia() throws(Diagnostic) {
        sawNewline = false
        sawSpace = false
        while i < limit {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") {
                sawNewline = true
                sawSpace = true
                i += 1
            } else if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                sawSpace = true
                i += 1
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while i < limit && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                sawSpace = true
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                let start = i
                var depth = 0
                repeat {
                    if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else if i < limit {
                        if bytes[i] == UInt8(ascii: "\n") { sawNewline = true }
                        i += 1
                    } else {
                        throw error("unterminated '/*' comment", at: start)
                    }
                } while depth > 0
                sawSpace = true
            } else {
                return
            }
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0xC0
    }

    static func isIdentifierContinue(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c) || (c >= 0x80 && c < 0xC0)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private mutating func make(_ kind: Token.Kind, from start: Int) -> Token {
        Token(kind: kind, text: String(decoding: bytes[start..<i], as: UTF8.self), start: start, end: i,
              spaceBefore: sawSpace || start == 0, newlineBefore: sawNewline)
    }

    mutating func next() throws(Diagnostic) -> Token {
        try skipTrivia()
        let start = i
        guard i < limit else { return make(.endOfFile, from: start) }
        let c = bytes[i]
        if Lexer.isIdentifierStart(c) {
            while i < limit && Lexer.isIdentifierContinue(bytes[i]) { i += 1 }
            return make(.identifier, from: start)
        }
        if c == UInt8(ascii: "`") {
            // A backquoted name: `default`.
            i += 1
            let nameStart = i
            while i < limit && Lexer.isIdentifierContinue(bytes[i]) { i += 1 }
            guard peek() == UInt8(ascii: "`"), i > nameStart else { throw error("unterminated backquoted name", at: start) }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            i += 1
            return Token(kind: .identifier, text: name, start: start, end: i, spaceBefore: sawSpace, newlineBefore: sawNewline)
        }
        if Lexer.isDigit(c) { return try number(from: start) }
        if c == UInt8(ascii: "\"") { return try string(from: start) }
        if c == UInt8(ascii: "$") || c == UInt8(ascii: "#") || c == UInt8(ascii: "@") {
            i += 1
            guard i < limit && Lexer.isIdentifierContinue(bytes[i]) else {
                throw error("expected a name after '\(Character(Unicode.Scalar(c)))'", at: start)
            }
            while i < limit && Lexer.isIdentifierContinue(bytes[i]) { i += 1 }
            let kind: Token.Kind = c == UInt8(ascii: "$") ? .dollarIdentifier : c == UInt8(ascii: "#") ? .hashIdentifier : .attribute
            return make(kind, from: start)
        }
        if "(){}[],:;".utf8.contains(c) {
            i += 1
            return make(.punctuation, from: start)
        }
        for op in ["..<", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/="] {
            let u = Array(op.utf8)
            if (0..<u.count).allSatisfy({ peek($0) == u[$0] }) {
                i += u.count
                return make(.symbol, from: start)
            }
        }
        if "+-*/%<>=!?.&|^~\\".utf8.contains(c) {
            i += 1
            return make(.symbol, from: start)
        }
        let hex = String(c, radix: 16, uppercase: true)
        let shown = c < 0x20 || c >= 0x7F ? "byte 0x\(hex.count == 1 ? "0" + hex : hex)" : "'\(Character(Unicode.Scalar(c)))'"
        throw error("unexpected \(shown)", at: start)
    }

    private mutating func number(from start: Int) throws(Diagnostic) -> Token {
        var isFloat = false
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")) {
            i += 2
            while i < limit && (Lexer.isIdentifierContinue(bytes[i])) { i += 1 }
            return make(.integer, from: start)
        }
        while i < limit && (Lexer.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_")) { i += 1 }
        if peek() == UInt8(ascii: ".") && Lexer.isDigit(peek(1)) {
            isFloat = true
            i += 1
            while i < limit && (Lexer.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_")) { i += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            var j = 1
            if peek(j) == UInt8(ascii: "+") || peek(j) == UInt8(ascii: "-") { j += 1 }
            if Lexer.isDigit(peek(j)) {
                isFloat = true
                i += j
                while i < limit && Lexer.isDigit(bytes[i]) { i += 1 }
            }
        }
        if i < limit && Lexer.isIdentifierStart(bytes[i]) {
            throw error("'\(String(decoding: bytes[start..<i + 1], as: UTF8.self))' is not a valid number", at: start)
        }
        return make(isFloat ? .float : .integer, from: start)
    }

    /// A string literal, with `\(...)` interpolations recorded as source ranges and the
    /// escapes `\n \t \\ \" \' \0 \u{...}` resolved. `"""` multi-line strings are accepted.
    private mutating func string(from start: Int) throws(Diagnostic) -> Token {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        if multiline {
            // The content starts on the next line.
            while i < limit && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            i += 1
        }
        var parts: [Token.StringPart] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while true {
            guard i < limit else { throw error("unterminated string literal", at: start) }
            let c = bytes[i]
            if !multiline && c == UInt8(ascii: "\n") { throw error("unterminated string literal", at: start) }
            if c == UInt8(ascii: "\"") {
                if !multiline {
                    i += 1
                    break
                }
                if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                    i += 3
                    // Drop the line break before the closing delimiter and its indentation.
                    while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
                    if text.last == UInt8(ascii: "\n") { text.removeLast() }
                    break
                }
            }
            if c == UInt8(ascii: "\\") {
                let escape = peek(1)
                switch escape {
                case UInt8(ascii: "("):
                    flush()
                    i += 2
                    let exprStart = i
                    var depth = 1
                    while depth > 0 {
                        guard i < limit, bytes[i] != UInt8(ascii: "\n") || multiline else {
                            throw error("unterminated string interpolation", at: exprStart - 2)
                        }
                        if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
                        if bytes[i] == UInt8(ascii: "\"") {
                            throw error("string literals inside an interpolation are not supported", at: i)
                        }
                        i += 1
                    }
                    parts.append(.interpolation(start: exprStart, end: i - 1))
                    continue
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(escape)
                case UInt8(ascii: "u"):
                    var j = i + 2
                    guard j < limit, bytes[j] == UInt8(ascii: "{") else { throw error("invalid unicode escape", at: i) }
                    j += 1
                    var value: UInt32 = 0
                    var digits = 0
                    while j < limit, let d = hexValue(bytes[j]), digits < 8 {
                        value = value * 16 + d
                        digits += 1
                        j += 1
                    }
                    guard j < limit, bytes[j] == UInt8(ascii: "}"), digits > 0, let scalar = Unicode.Scalar(value) else {
                        throw error("invalid unicode escape", at: i)
                    }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = j + 1
                    continue
                default:
                    throw error("invalid escape sequence in string literal", at: i)
                }
                i += 2
                continue
            }
            text.append(c)
            i += 1
        }
        flush()
        var token = make(.string, from: start)
        token.stringParts = parts
        return token
    }

    private func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
