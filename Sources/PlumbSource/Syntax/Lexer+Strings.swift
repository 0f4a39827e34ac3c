/// String and regex literals (The Swift Programming Language, Lexical Structure, "String
/// Literals" and "Regular Expression Literals").
///
/// - A string's ``Token/stringParts`` are its content: text with escapes resolved (`\0 \\ \t
///   \n \r \" \' \u{1F600}`) and interpolations `\( ... )` as the byte range of their source.
///   An interpolation is found by lexing its tokens up to the `)` that balances its `(`, so it
///   may hold string literals with their own interpolations, closures, comments and, in a
///   multi-line string, line breaks.
/// - A raw string `#"..."#` (any number of `#`) closes only at `"` and as many `#`; its
///   escapes and interpolations take the same `#`s: `\#n`, `\#(x)`. Other `\` are text.
/// - A multi-line string `"""` starts on the line after its delimiter and ends at a `"""` that
///   starts its own line. That last line's indentation is removed from every line (a line
///   with less is an error, unless it is only whitespace), and the line break before the
///   closing delimiter is not part of the string. A `\` at the end of a line joins the next
///   line without a line break. `\r\n` reads as `\n`.
/// - A regex literal's token is its whole text: `#/.../#` (`#/` then a line break: several
///   lines) always; a bare `/.../` only where a division cannot be meant (after `(`, `[`, `{`,
///   `,`, `:`, `;`, an infix or prefix operator, `return`-like keywords or at the start), when
///   it does not start or end with a space and closes on its line. Anything else is `/`.
extension Lexer {
    /// Where a line of a multi-line string starts, in the source and in the literal's bytes,
    /// and whether a real line break (not an escaped one) ended the line before.
    struct LineStart {
        let source: Int
        let output: Int
        let afterBreak: Bool
    }

    /// A string literal: `i` is at its first `"`, `start` at its first `#` if raw.
    mutating func string(from start: Int, hashes: Int) throws(Diagnostic) -> Token {
        let quote = UInt8(ascii: "\"")
        let multiline = peek(1) == quote && peek(2) == quote && !closesOnItsLine(hashes)
        var lines: [LineStart] = []
        var out: [UInt8] = []
        var interpolations: [(output: Int, range: Range<Int>)] = []
        if multiline {
            i += 3
            while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { i += 1 }
            guard isLineBreak(peek()) else {
                throw error("multi-line string literal content must begin on a new line", at: i)
            }
            skipLineBreak()
            lines.append(LineStart(source: i, output: 0, afterBreak: false))
        } else {
            i += 1
        }
        scan: while true {
            guard i < limit else { throw error("unterminated string literal", at: start) }
            let c = bytes[i]
            switch c {
            case quote:
                if multiline && peek(1) == quote && peek(2) == quote && hashesFollow(i + 3, hashes) {
                    try closeMultiline(at: i, lines: lines, out: &out)
                    i += 3 + hashes
                    break scan
                }
                if !multiline && hashesFollow(i + 1, hashes) {
                    i += 1 + hashes
                    break scan
                }
                out.append(c)
                i += 1
            case UInt8(ascii: "\\") where hashesFollow(i + 1, hashes):
                let escape = i
                i += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    i += 1
                    interpolations.append((out.count, try interpolation(openedAt: escape, multiline: multiline)))
                } else if multiline && (isLineBreak(peek()) || isSpaceOrTab(peek())) {
                    // `\` at the end of a line (spaces may follow it): the lines join.
                    var j = i
                    while isSpaceOrTab(byte(j)) { j += 1 }
                    guard isLineBreak(byte(j)) else {
                        throw error("invalid escape sequence in string literal", at: escape)
                    }
                    i = j
                    skipLineBreak()
                    lines.append(LineStart(source: i, output: out.count, afterBreak: false))
                } else {
                    try escapeSequence(at: escape, into: &out)
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard multiline else { throw error("unterminated string literal", at: start) }
                skipLineBreak()
                out.append(UInt8(ascii: "\n"))
                lines.append(LineStart(source: i, output: out.count, afterBreak: true))
            default:
                guard let (value, length) = scalar(at: i), value >= 0x20 || value == 0x09, value != 0x7F else {
                    throw error("unexpected \(shown(at: i)) in string literal", at: i)
                }
                out.append(contentsOf: bytes[i..<i + length])
                i += length
            }
        }
        let cuts = multiline ? try indentation(of: lines) : []
        return make(.string, from: start, parts: Lexer.parts(of: out, removing: cuts, interpolations: interpolations))
    }

    /// Whether a raw string that opens like a multi-line one (`#"""`) closes on its line, as
    /// Swift reads it: `#""""#` is the single-line string `""`.
    private func closesOnItsLine(_ hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var p = i + 2
        while p < limit && !isLineBreak(bytes[p]) {
            if bytes[p] == UInt8(ascii: "\"") && hashesFollow(p + 1, hashes) { return true }
            p += 1
        }
        return false
    }

    /// `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` or `\u{...}`; `i` is at the character after
    /// the `\` and its `#`s.
    private mutating func escapeSequence(at escape: Int, into out: inout [UInt8]) throws(Diagnostic) {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "0"): 0,
            UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""),
            UInt8(ascii: "'"): UInt8(ascii: "'"),
        ]
        if let value = simple[peek()] {
            out.append(value)
            i += 1
            return
        }
        guard peek() == UInt8(ascii: "u") else { throw error("invalid escape sequence in string literal", at: escape) }
        var j = i + 1
        guard byte(j) == UInt8(ascii: "{") else {
            throw error("invalid unicode escape: expected '\\u{' and 1 to 8 hexadecimal digits, then '}'", at: escape)
        }
        j += 1
        var value: UInt32 = 0
        var digits = 0
        while let d = Lexer.hexValue(byte(j)), digits < 8 {
            value = value * 16 + d
            digits += 1
            j += 1
        }
        guard byte(j) == UInt8(ascii: "}"), digits > 0 else {
            throw error("invalid unicode escape: expected '\\u{' and 1 to 8 hexadecimal digits, then '}'", at: escape)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("invalid unicode scalar U+\(String(value, radix: 16, uppercase: true))", at: escape)
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
        i = j + 1
    }

    /// Lexes an interpolation's tokens from `i` (after `\(`) to its closing `)`, and returns
    /// the source between. In a single-line string it may not span lines.
    private mutating func interpolation(openedAt escape: Int, multiline: Bool) throws(Diagnostic) -> Range<Int> {
        guard depth < Lexer.maximumDepth else {
            throw error(
                "string interpolations are nested too deeply (more than \(Lexer.maximumDepth) levels)", at: escape)
        }
        let start = i
        var inner = Lexer(file, range: start..<limit, depth: depth + 1)
        var parentheses = 0
        while true {
            let token = try inner.next()
            if token.kind == .endOfFile || (!multiline && inner.sawNewline) {
                throw error("unterminated string interpolation: expected ')'", at: escape)
            }
            if token.isPunctuation("(") { parentheses += 1 }
            if token.isPunctuation(")") {
                if parentheses == 0 {
                    i = token.end
                    return start..<token.start
                }
                parentheses -= 1
            }
        }
    }

    /// Checks the closing line of a multi-line string (only whitespace before `"""`) and
    /// removes it and the line break before it from `out`.
    private func closeMultiline(at close: Int, lines: [LineStart], out: inout [UInt8]) throws(Diagnostic) {
        let last = lines[lines.count - 1]
        for p in last.source..<close where bytes[p] != UInt8(ascii: " ") && bytes[p] != UInt8(ascii: "\t") {
            throw error("multi-line string literal closing delimiter must begin on a new line", at: close)
        }
        if lines.count > 1 && !last.afterBreak {
            throw error("escaped newline at the last line of a multi-line string literal is not allowed", at: close)
        }
        out.removeSubrange((lines.count > 1 ? last.output - 1 : last.output)..<out.count)
    }

    /// The bytes to remove from a multi-line string's lines: the closing line's indentation
    /// (`lines.last`) at the start of each other line.
    private func indentation(of lines: [LineStart]) throws(Diagnostic) -> [(at: Int, count: Int)] {
        let closing = lines[lines.count - 1].source
        var indent: [UInt8] = []
        var p = closing
        while byte(p) == UInt8(ascii: " ") || byte(p) == UInt8(ascii: "\t") {
            indent.append(bytes[p])
            p += 1
        }
        var cuts: [(at: Int, count: Int)] = []
        for line in lines.dropLast() {
            var matched = 0
            while matched < indent.count && byte(line.source + matched) == indent[matched] { matched += 1 }
            if matched == indent.count {
                cuts.append((line.output, matched))
                continue
            }
            var blank = line.source
            while byte(blank) == UInt8(ascii: " ") || byte(blank) == UInt8(ascii: "\t") { blank += 1 }
            guard isLineBreak(byte(blank)) else {
                throw error("insufficient indentation of line in multi-line string literal", at: line.source + matched)
            }
            cuts.append((line.output, min(blank - line.source, indent.count)))
        }
        return cuts
    }

    /// Splits a literal's bytes into text and interpolations, leaving out the `cuts`.
    static func parts(
        of out: [UInt8], removing cuts: [(at: Int, count: Int)], interpolations: [(output: Int, range: Range<Int>)]
    ) -> [Token.StringPart] {
        var parts: [Token.StringPart] = []
        var text: [UInt8] = []
        var nextCut = 0
        var nextInterpolation = 0
        var p = 0
        while true {
            while nextInterpolation < interpolations.count && interpolations[nextInterpolation].output <= p {
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
                text = []
                let range = interpolations[nextInterpolation].range
                parts.append(.interpolation(start: range.lowerBound, end: range.upperBound))
                nextInterpolation += 1
            }
            if p >= out.count { break }
            if nextCut < cuts.count && cuts[nextCut].at <= p {
                p += cuts[nextCut].count
                nextCut += 1
                continue
            }
            text.append(out[p])
            p += 1
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return parts
    }

    // MARK: Regex literals

    /// `#/.../#` with `hashes` `#`s; `i` is at the `/`. Several lines if a line break follows
    /// the opening delimiter.
    mutating func extendedRegex(from start: Int, hashes: Int) throws(Diagnostic) -> Token {
        i += 1
        var j = i
        while byte(j) == UInt8(ascii: " ") || byte(j) == UInt8(ascii: "\t") { j += 1 }
        let multiline = isLineBreak(byte(j))
        while true {
            guard i < limit, multiline || !isLineBreak(bytes[i]) else {
                throw error("unterminated regex literal", at: start)
            }
            if bytes[i] == UInt8(ascii: "/") && hashesFollow(i + 1, hashes) {
                i += 1 + hashes
                return make(.regex, from: start)
            }
            i += bytes[i] == UInt8(ascii: "\\") && i + 1 < limit && !isLineBreak(bytes[i + 1]) ? 2 : 1
        }
    }

    /// The end of a bare `/.../` regex literal at `start`, or `nil` if this `/` is an operator.
    func bareRegexEnd(from start: Int) -> Int? {
        let first = byte(start + 1)
        guard start + 1 < limit, !isWhitespace(at: start + 1), first != UInt8(ascii: "/"), first != UInt8(ascii: "*"),
            previousAllowsExpression
        else { return nil }
        var p = start + 1
        var parentheses = 0
        // Inside a character class (`[^\s"')\]]`) parentheses are characters, not groups.
        var classDepth = 0
        while p < limit {
            switch bytes[p] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                if isLineBreak(byte(p + 1)) { return nil }
                p += 1
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]") where classDepth > 0:
                classDepth -= 1
            case UInt8(ascii: "(") where classDepth == 0:
                parentheses += 1
            case UInt8(ascii: ")") where classDepth == 0:
                parentheses -= 1
                if parentheses < 0 { return nil }
            case UInt8(ascii: "/"):
                let before = bytes[p - 1]
                return before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") ? nil : p + 1
            default:
                break
            }
            p += 1
        }
        return nil
    }

    /// Whether the previous token leaves room for an expression to start (so a `/` cannot
    /// be a division).
    private var previousAllowsExpression: Bool {
        guard let previous else { return true }
        if previousEndsTry { return true }
        switch previous.kind {
        case .punctuation:
            return ![")", "]", "}"].contains(previous.text)
        case .symbol:
            return previous.text != "." && previous.text != "\\" && previous.fixity != .postfix
        case .identifier:
            return Lexer.keywordsBeforeExpressions.contains(previous.text)
        default:
            return false
        }
    }

    static let keywordsBeforeExpressions: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "switch", "repeat",
    ]

    // MARK: Helpers

    /// Whether `count` `#`s are at `p`.
    func hashesFollow(_ p: Int, _ count: Int) -> Bool {
        (0..<count).allSatisfy { byte(p + $0) == UInt8(ascii: "#") }
    }

    func isLineBreak(_ c: UInt8) -> Bool { c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") }

    func isSpaceOrTab(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") }

    /// Skips `\n`, `\r` or `\r\n`.
    mutating func skipLineBreak() {
        if peek() == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") { i += 2 } else { i += 1 }
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
