/// A token of Swift source, as ``Lexer`` makes it and the parser reads it.
///
/// A token is its kind, its text and its byte range in the source, plus what surrounds it:
/// whether whitespace (a space, a comment, a line break) comes before and after it, and
/// Swift's "bound" flags that decide whether an operator is prefix, postfix or infix
/// (The Swift Programming Language, Lexical Structure, Operators):
///
/// - `leftBound`: the character before the token is not whitespace, a comment, or one of
///   `( [ { , ; :` (and the token is not the first of the text lexed);
/// - `rightBound`: the character after it is not whitespace, a comment, the end, or one of
///   `) ] } , ; :`; a `.` after it counts only when the token is not left-bound.
///
/// An operator bound on both sides or on neither is infix (`a+b`, `a + b`), one bound only on
/// the left is postfix (`x!`), one bound only on the right is prefix (`-x`, `.red`). See
/// ``fixity``.
///
/// What the parser must know about operator tokens:
/// - A `?` or `!` directly after a token (left-bound) is always a token of its own, postfix:
///   `a?.b` is `a ? . b`, `f()!` is `f ( ) !`, and, as in Swift, `a!=b` is `a ! =b`.
/// - Otherwise operators are maximal munch, so a generic closer can be the first character of
///   a longer operator: `Array<Array<Int>>` ends in `>>`, `Binding<Int>?` in `>?`,
///   `Array<Int>=[]` in `>=`. Swift's parser splits these in a generic argument list; so must
///   ours (``splittingFirstCharacter()``).
/// - `.` alone is a `.symbol` (member access or implicit member); `..<`, `...` and operators
///   that start with a dot are operators.
/// - `\` (key paths) is a `.symbol` of its own; `=`, `->` and `&` (inout) are operators too.
struct Token: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        /// A name or keyword: `HStack`, `padding`, `let`, `some`. A backquoted name's text has
        /// no backquotes: `` `default` `` is `default`.
        case identifier
        /// `$0`, `$count`.
        case dollarIdentifier
        /// `#Preview`, `#available`, `#selector`, `#file`. (`#if` directives are removed by
        /// ``IfConfig`` before the parser runs.)
        case hashIdentifier
        /// `@State`, `@ViewBuilder`, `@unknown`.
        case attribute
        /// An integer literal as written: `12`, `1_000`, `0xFF`, `0b1010`. See ``integerValue``.
        case integer
        /// A floating-point literal as written: `0.5`, `1e3`, `0x1p-3`. See ``floatValue``.
        case float
        /// A string literal; its text is the literal as written, its content is in
        /// ``Token/stringParts``.
        case string
        /// A regex literal, as written: `#/\d+/#`, `/[a-z]+/`.
        case regex
        /// Punctuation: `( ) { } [ ] , : ;`
        case punctuation
        /// An operator (`+ ?? ..< -> = & <~>`), `.` or `\`.
        case symbol
        case endOfFile
    }

    /// How an operator is used, from its whitespace (see the type's discussion).
    enum Fixity: Sendable, Equatable {
        case prefix
        case postfix
        case infix
    }

    let kind: Kind
    let text: String
    /// Byte offsets in the source: the token is `start..<end`.
    let start: Int
    let end: Int
    /// Whether whitespace, a comment or a line break comes right before the token (or the
    /// token is the first of the text lexed).
    let spaceBefore: Bool
    /// Whether a line break comes between the previous token and this one.
    let newlineBefore: Bool
    /// Whether whitespace, a comment, a line break or the end of the text comes right after.
    let spaceAfter: Bool
    /// Swift's operator binding flags (see the type's discussion).
    let leftBound: Bool
    let rightBound: Bool
    /// For strings: literal text and interpolated expressions (as byte ranges of the source,
    /// without the `\(` and `)`; lex them again with `Lexer(file, range:)`). An interpolation
    /// with labels, `\(value, format: .number)`, is one range: an argument list.
    var stringParts: [StringPart] = []

    enum StringPart: Sendable, Equatable {
        case text(String)
        case interpolation(start: Int, end: Int)
    }

    init(
        kind: Kind, text: String, start: Int, end: Int, spaceBefore: Bool, newlineBefore: Bool,
        spaceAfter: Bool = true, leftBound: Bool = false, rightBound: Bool = false, stringParts: [StringPart] = []
    ) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.spaceBefore = spaceBefore
        self.newlineBefore = newlineBefore
        self.spaceAfter = spaceAfter
        self.leftBound = leftBound
        self.rightBound = rightBound
        self.stringParts = stringParts
    }

    func `is`(_ kind: Kind, _ text: String) -> Bool { self.kind == kind && self.text == text }
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }
    /// A keyword as written: never a backquoted name (`` `default` `` is a name, not `default`).
    func isKeyword(_ text: String) -> Bool { kind == .identifier && self.text == text && !isBackquoted }

    /// Whether the token is a backquoted name, `` `default` ``: a name even when its text is a
    /// keyword. Its text lacks the two backquotes the source has.
    var isBackquoted: Bool { kind == .identifier && end - start == text.utf8.count + 2 }

    /// Whether the token is the keyword-like word `text` where that word may also be a name:
    /// an identifier spelled so, not backquoted.
    func isWord(in words: Set<String>) -> Bool { kind == .identifier && !isBackquoted && words.contains(text) }

    /// For `.symbol` tokens, how Swift reads the operator here: bound on both sides or on
    /// neither is infix, on the left only postfix, on the right only prefix. A `?` or `!`
    /// lexed alone after a token is postfix. `nil` for other kinds.
    ///
    /// For `.`, "prefix" is an implicit member (`.red` after a space or `(`), but a `.` that
    /// starts a line (`\n.padding()`) is also prefix: the parser decides whether it continues
    /// the previous line's expression.
    var fixity: Fixity? {
        guard kind == .symbol else { return nil }
        if leftBound && (text == "?" || text == "!") { return .postfix }
        if leftBound == rightBound { return .infix }
        return leftBound ? .postfix : .prefix
    }

    /// Whether a string literal is raw: `#"..."#`.
    var isRawString: Bool { kind == .string && text.hasPrefix("#") }

    /// Whether a string literal is multi-line: `"""` (or `#"""`).
    var isMultiline: Bool { kind == .string && text.drop(while: { $0 == "#" }).hasPrefix("\"\"\"") }

    /// The value of an `.integer` token in any base, `_` separators ignored; `nil` for
    /// other kinds or when it does not fit in an `Int`.
    var integerValue: Int? {
        guard kind == .integer else { return nil }
        let digits = text.filter { $0 != "_" }
        let radix: Int
        switch digits.prefix(2) {
        case "0x": radix = 16
        case "0o": radix = 8
        case "0b": radix = 2
        default: return Int(digits)
        }
        return Int(digits.dropFirst(2), radix: radix)
    }

    /// The value of a `.float` or `.integer` token (decimal or hexadecimal, `_` ignored);
    /// `nil` for other kinds. An integer too large for `Int` is still a `Double`.
    var floatValue: Double? {
        guard kind == .float || kind == .integer else { return nil }
        let digits = text.filter { $0 != "_" }
        if kind == .integer, let value = integerValue { return Double(value) }
        if digits.hasPrefix("0o") || digits.hasPrefix("0b") {
            var value = 0.0
            let radix = digits.hasPrefix("0o") ? 8.0 : 2.0
            for c in digits.dropFirst(2) { value = value * radix + Double(c.wholeNumberValue ?? 0) }
            return value
        }
        // `Double(String)` reads decimal and `0x1.8p1` hexadecimal forms.
        return Double(digits)
    }

    /// An operator token split after its first character: `>>` as `>` and `>`, `>?` as `>`
    /// and `?`, for a generic argument list's closing `>`. `nil` for one-character tokens or
    /// other kinds. Both halves get the flags they would have had if lexed apart (the rest,
    /// directly after the first character, is left-bound and has no space before it).
    func splittingFirstCharacter() -> (Token, Token)? {
        guard kind == .symbol, let first = text.unicodeScalars.first, text.unicodeScalars.count > 1 else {
            return nil
        }
        let split = start + String(first).utf8.count
        let head = Token(
            kind: .symbol, text: String(first), start: start, end: split, spaceBefore: spaceBefore,
            newlineBefore: newlineBefore, spaceAfter: false, leftBound: leftBound, rightBound: true)
        let tail = Token(
            kind: .symbol, text: String(text.unicodeScalars.dropFirst()), start: split, end: end, spaceBefore: false,
            newlineBefore: false, spaceAfter: spaceAfter, leftBound: true, rightBound: rightBound)
        return (head, tail)
    }

    var description: String {
        switch kind {
        case .endOfFile: return "end of file"
        case .string: return "string literal"
        case .regex: return "regex literal"
        default: return "'\(text)'"
        }
    }
}
