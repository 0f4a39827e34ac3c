/// Turns Swift source bytes into ``Token``s, following the lexical grammar of The Swift
/// Programming Language ("Lexical Structure").
///
/// Contract:
/// - Every construct of Swift's lexical syntax is a token: names (Unicode and emoji included,
///   backquoted and raw `` `names with spaces` ``), `$0`/`$name`, `#name`, `@name`, integer
///   literals in every base, decimal and hexadecimal floats, strings (escapes, interpolation,
///   raw `#"..."#`, multi-line `"""` with indentation stripped: `Lexer+Strings.swift`), regex
///   literals (`#/.../#` always; bare `/.../` only where no division can be meant), operators
///   by maximal munch with Swift's rules for `.`, comments and postfix `?`/`!` (see
///   ``Token``), punctuation. Comments (`//`, nested `/* */`) and a first-line `#!` are trivia.
/// - `#if`, `#else`, `#elseif`, `#endif` and `#sourceLocation` are plain `.hashIdentifier`s;
///   ``IfConfig`` resolves them.
/// - Input that is not Swift is a ``Diagnostic`` at the offending byte: an unterminated
///   string, comment, interpolation or backquoted name, an invalid escape or digit, a
///   character that cannot start a token, invalid UTF-8. The first error stops lexing.
/// - Never reads outside `range`, never traps, never recurses except into string
///   interpolations (at most ``maximumDepth`` deep), and takes time linear in the input.
struct Lexer {
    let file: SourceFile
    let bytes: [UInt8]
    /// The next byte to read.
    var i: Int
    /// The text lexed is `base..<limit`.
    let base: Int
    let limit: Int
    /// How many string interpolations enclose this text.
    let depth: Int
    /// Whether the text lexed begins a file (a byte-order mark and a `#!` line are skipped there).
    var startsFile = false
    /// The deepest nesting of string literals inside interpolations accepted.
    static let maximumDepth = 64

    var sawNewline = false
    var sawSpace = false
    /// The last token made, to tell `0.1` after a `.` (`t.0.1`) and bare regex literals apart.
    var previous: Token?
    /// Whether `previous` is the `?` or `!` of `try?` or `try!`, after which an expression
    /// starts (`try? /\d+/.wholeMatch(in: text)`).
    var previousEndsTry = false

    /// A lexer for the whole file, or for `range` of it (a string interpolation's source).
    init(_ file: SourceFile, range: Range<Int>? = nil) {
        self.init(file, range: range, depth: 0)
    }

    init(_ file: SourceFile, range: Range<Int>?, depth: Int) {
        self.file = file
        self.bytes = file.bytes
        let count = file.bytes.count
        let lower = max(0, min(range?.lowerBound ?? 0, count))
        self.base = lower
        self.i = lower
        self.limit = max(lower, min(range?.upperBound ?? count, count))
        self.depth = depth
        self.startsFile = lower == 0
    }

    /// Lexes one file of a module read as one text (`range` is the whole file): its start is
    /// a file's start, where a byte-order mark and a `#!` line may stand.
    init(file: SourceFile, fileRange range: Range<Int>) {
        self.init(file, range: range, depth: 0)
        startsFile = true
    }

    /// Every token, ending with `.endOfFile`.
    mutating func tokenize() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    /// The next token (`.endOfFile` at the end, again and again).
    mutating func next() throws(Diagnostic) -> Token {
        try skipTrivia()
        let token = try lexToken()
        previousEndsTry =
            (token.text == "?" || token.text == "!") && previous?.kind == .identifier && previous?.text == "try"
        previous = token
        return token
    }

    /// The byte at `p`, or 0 outside the text.
    func byte(_ p: Int) -> UInt8 { p >= base && p < limit ? bytes[p] : 0 }

    func peek(_ k: Int = 0) -> UInt8 { byte(i + k) }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: offset, in: file)
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws(Diagnostic) {
        sawNewline = false
        sawSpace = false
        if i == base && startsFile {
            // A byte-order mark, then a `#!` line, at the very start of a file.
            if peek() == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF { i += 3 }
            if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") { skipLine() }
        }
        while i < limit {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                sawNewline = true
                sawSpace = true
                i += 1
            } else if Lexer.isASCIIWhitespace(c) {
                sawSpace = true
                i += 1
            } else if c == 0xC2 && peek(1) == 0xA0 {
                sawSpace = true
                i += 2
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLine()
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips to the line break (not past it).
    private mutating func skipLine() {
        while i < limit && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        sawSpace = true
    }

    /// A `/* ... */` comment, with nested comments.
    private mutating func skipBlockComment() throws(Diagnostic) {
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
                if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { sawNewline = true }
                i += 1
            } else {
                throw error("unterminated '/*' comment", at: start)
            }
        } while depth > 0
        sawSpace = true
    }

    // MARK: Tokens

    /// A token from `start` to the current position, with its surroundings.
    func make(_ kind: Token.Kind, from start: Int, text: String? = nil, parts: [Token.StringPart] = []) -> Token {
        let leftBound = isLeftBound(start)
        return Token(
            kind: kind, text: text ?? String(decoding: bytes[start..<i], as: UTF8.self), start: start, end: i,
            spaceBefore: sawSpace || start == base, newlineBefore: sawNewline, spaceAfter: isSpaceAfter(i),
            leftBound: leftBound, rightBound: isRightBound(i, leftBound: leftBound), stringParts: parts)
    }

    /// Swift's rule: the character before `start` is not whitespace, an opening bracket, a
    /// separator or the end of a comment.
    func isLeftBound(_ start: Int) -> Bool {
        guard start > base else { return false }
        switch bytes[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0,
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"): return byte(start - 2) != UInt8(ascii: "*")
        case 0xA0: return byte(start - 2) != 0xC2
        default: return true
        }
    }

    /// Swift's rule: the character at `end` is not whitespace, a closing bracket, a separator,
    /// a comment or the end; a `.` binds only a token that is not left-bound.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < limit else { return false }
        switch bytes[end] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0,
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."): return !leftBound
        case UInt8(ascii: "/"): return byte(end + 1) != UInt8(ascii: "/") && byte(end + 1) != UInt8(ascii: "*")
        case 0xC2: return byte(end + 1) != 0xA0
        default: return true
        }
    }

    /// Whitespace, a comment or the end at `end`.
    func isSpaceAfter(_ end: Int) -> Bool {
        guard end < limit else { return true }
        if isWhitespace(at: end) { return true }
        let next = byte(end + 1)
        return bytes[end] == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
    }

    private mutating func lexToken() throws(Diagnostic) -> Token {
        let start = i
        guard i < limit else { return make(.endOfFile, from: start) }
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            i += 1
            return make(.punctuation, from: start)
        case UInt8(ascii: "\\"):
            i += 1
            return make(.symbol, from: start)
        case UInt8(ascii: "\""):
            return try string(from: start, hashes: 0)
        case UInt8(ascii: "`"):
            return try backquotedName(from: start)
        case UInt8(ascii: "#"):
            return try hash(from: start)
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            i += 1
            let nameStart = i
            skipIdentifierCharacters(allowingDigitFirst: c == UInt8(ascii: "$"))
            guard i > nameStart else {
                let what = c == UInt8(ascii: "$") ? "a name or a number" : "a name"
                throw error("expected \(what) after '\(Character(Unicode.Scalar(c)))'", at: start)
            }
            return make(c == UInt8(ascii: "$") ? .dollarIdentifier : .attribute, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number(from: start)
        case UInt8(ascii: "."):
            return try operatorToken(from: start)
        case UInt8(ascii: "/"):
            if let end = bareRegexEnd(from: start) {
                i = end
                return make(.regex, from: start)
            }
        default:
            break
        }
        guard let (value, _) = scalar(at: i) else { throw error("unexpected \(shown(at: i))", at: i) }
        if Lexer.isIdentifierHead(value) {
            skipIdentifierCharacters(allowingDigitFirst: false)
            return make(.identifier, from: start)
        }
        if Lexer.isOperatorHead(value) { return try operatorToken(from: start) }
        throw error("unexpected \(shown(at: i))", at: i)
    }

    /// Skips a name's characters (after `$` a name may start with a digit: `$0`).
    mutating func skipIdentifierCharacters(allowingDigitFirst: Bool) {
        var first = true
        while let (value, length) = scalar(at: i),
            first && !allowingDigitFirst ? Lexer.isIdentifierHead(value) : Lexer.isIdentifierCharacter(value)
        {
            i += length
            first = false
        }
    }

    /// `` `name` ``: any characters but a backquote or a line break (Swift 6.2's raw
    /// identifiers), not only spaces. The token's text is the name without backquotes.
    private mutating func backquotedName(from start: Int) throws(Diagnostic) -> Token {
        i += 1
        let nameStart = i
        var blank = true
        while i < limit && bytes[i] != UInt8(ascii: "`") {
            guard let (value, length) = scalar(at: i), value >= 0x20 || value == 0x09, value != 0x7F else {
                if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { break }
                throw error("unexpected \(shown(at: i)) in a backquoted name", at: i)
            }
            if value != 0x20 && value != 0x09 { blank = false }
            i += length
        }
        guard i < limit && bytes[i] == UInt8(ascii: "`") else {
            throw error("unterminated backquoted name: expected '`'", at: start)
        }
        guard !blank else { throw error("expected a name between backquotes", at: start) }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        i += 1
        return make(.identifier, from: start, text: name)
    }

    /// `#name`, a raw string `#"..."#`, or a regex literal `#/.../#`.
    private mutating func hash(from start: Int) throws(Diagnostic) -> Token {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            i += hashes
            return try string(from: start, hashes: hashes)
        case UInt8(ascii: "/"):
            i += hashes
            return try extendedRegex(from: start, hashes: hashes)
        default:
            i += 1
            let nameStart = i
            if hashes == 1 { skipIdentifierCharacters(allowingDigitFirst: false) }
            guard i > nameStart else {
                throw error("expected a name, a string literal or a regex literal after '#'", at: start)
            }
            return make(.hashIdentifier, from: start)
        }
    }

    // MARK: Operators

    /// An operator by maximal munch, with Swift's exceptions: a `?` or `!` right after a
    /// token is alone (postfix); `.` continues only an operator that starts with `.`; `//`
    /// and `/*` start a comment. `*/` outside a comment is an error.
    private mutating func operatorToken(from start: Int) throws(Diagnostic) -> Token {
        let first = bytes[i]
        if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && isLeftBound(start) {
            i += 1
            return make(.symbol, from: start)
        }
        let dot: UInt32 = 0x2E
        i += scalar(at: i)?.length ?? 1
        while let (value, length) = scalar(at: i),
            Lexer.isOperatorCharacter(value) || (value == dot && first == UInt8(ascii: "."))
        {
            if value == UInt32(UInt8(ascii: "/")) && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) {
                break
            }
            i += length
        }
        for p in start..<(i - 1) where bytes[p] == UInt8(ascii: "*") && bytes[p + 1] == UInt8(ascii: "/") {
            throw error("unexpected end of a block comment ('*/' without '/*')", at: p)
        }
        return make(.symbol, from: start)
    }

    // MARK: Numbers

    /// An integer or floating-point literal: `12`, `1_000`, `0xFF`, `0o17`, `0b1010`, `1.5`,
    /// `1e-3`, `0x1.8p3`. A `-` is an operator. After a `.`, `0.1` is `0` (`t.0.1`).
    private mutating func number(from start: Int) throws(Diagnostic) -> Token {
        let prefix = peek() == UInt8(ascii: "0") ? peek(1) : 0
        if prefix == UInt8(ascii: "x") { return try hexNumber(from: start) }
        if prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b") {
            let (radix, name): (UInt8, String) =
                prefix == UInt8(ascii: "o") ? (8, "octal digit (0-7)") : (2, "binary digit (0 or 1)")
            i += 2
            guard Lexer.isDigit(peek()) && peek() - UInt8(ascii: "0") < radix else {
                throw error(
                    Lexer.isDigit(peek()) || isIdentifierCharacter(at: i)
                        ? "\(shown(at: i)) is not a valid \(name) in integer literal"
                        : "expected a digit after integer literal prefix", at: i)
            }
            while Lexer.isDigit(peek()) && peek() - UInt8(ascii: "0") < radix || peek() == UInt8(ascii: "_") { i += 1 }
            try checkEnd(of: "\(name) in integer literal")
            return make(.integer, from: start)
        }
        skipDigits()
        let afterPeriod = previous.map { $0.isSymbol(".") && $0.end == start } ?? false
        var isFloat = false
        if peek() == UInt8(ascii: ".") && Lexer.isDigit(peek(1)) && !afterPeriod {
            isFloat = true
            i += 1
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isFloat = true
            try exponent()
        }
        try checkEnd(of: isFloat ? "character in floating point literal" : "digit in integer literal")
        return make(isFloat ? .float : .integer, from: start)
    }

    /// `0x` digits, then an optional `.` fraction and a `p` exponent (required after a fraction).
    private mutating func hexNumber(from start: Int) throws(Diagnostic) -> Token {
        i += 2
        guard Lexer.isHexDigit(peek()) else {
            throw error(
                isIdentifierCharacter(at: i)
                    ? "\(shown(at: i)) is not a valid hexadecimal digit (0-9, A-F) in integer literal"
                    : "expected a digit after integer literal prefix", at: i)
        }
        while Lexer.isHexDigit(peek()) || peek() == UInt8(ascii: "_") { i += 1 }
        var isFloat = false
        if peek() == UInt8(ascii: ".") && Lexer.isHexDigit(peek(1)) {
            let period = i
            i += 1
            while Lexer.isHexDigit(peek()) || peek() == UInt8(ascii: "_") { i += 1 }
            if peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") {
                // `0xff.description` is a member of an integer.
                guard Lexer.isDigit(byte(period + 1)) else {
                    i = period
                    return make(.integer, from: start)
                }
                throw error("hexadecimal floating point literal must end with an exponent", at: i)
            }
            isFloat = true
        }
        if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
            isFloat = true
            try exponent()
        }
        try checkEnd(
            of: isFloat ? "character in floating point literal" : "hexadecimal digit (0-9, A-F) in integer literal")
        return make(isFloat ? .float : .integer, from: start)
    }

    /// `e`/`p`, an optional sign, and digits.
    private mutating func exponent() throws(Diagnostic) {
        i += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1 }
        guard Lexer.isDigit(peek()) else { throw error("expected a digit in floating point exponent", at: i) }
        skipDigits()
    }

    private mutating func skipDigits() {
        while Lexer.isDigit(peek()) || peek() == UInt8(ascii: "_") { i += 1 }
    }

    /// A name character right after a number is an error: `12a`, `0b12`, `0xG`.
    private func checkEnd(of what: String) throws(Diagnostic) {
        if isIdentifierCharacter(at: i) { throw error("\(shown(at: i)) is not a valid \(what)", at: i) }
    }

    private func isIdentifierCharacter(at p: Int) -> Bool {
        scalar(at: p).map { Lexer.isIdentifierCharacter($0.value) } ?? false
    }
}
