import Foundation

// Literals: collection literals (and array types written as values), key paths, closures,
// string interpolations and number literals.

extension Parser {
    /// `[String]`, `[Int: String]` directly followed by `(` or `.`: a type, not a literal.
    mutating func arrayTypeAhead() throws(Diagnostic) -> Expr? {
        var copy = self
        let start = current.start
        guard (try? copy.parseTypeName()) != nil else { return nil }
        let next = copy.current
        guard !next.spaceBefore && (next.isPunctuation("(") || next.isSymbol(".")) else { return nil }
        self = copy
        return .type(TypeName(text: text(from: start)), at: start)
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
    mutating func parseCollectionLiteral() throws(Diagnostic) -> Expr {
        let open = advance()
        try enter()
        defer { leave() }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        if current.isPunctuation(":") && peek(1).isPunctuation("]") {
            advance()
            advance()
            return .dictionary([], at: open.start)
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while !current.isPunctuation("]") {
            if current.kind == .endOfFile { throw error("'[' is never closed", at: open.start) }
            let element = try parseExpression()
            if current.isPunctuation(":") {
                advance()
                pairs.append((element, try parseExpression()))
            } else {
                elements.append(element)
            }
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation("]") {
                throw error("expected ',' or ']' in the collection literal, found \(current)")
            }
        }
        advance()
        if !pairs.isEmpty {
            guard elements.isEmpty else {
                throw error("a literal mixes array elements and dictionary pairs", at: open.start)
            }
            return .dictionary(pairs, at: open.start)
        }
        return .array(elements, at: open.start)
    }

    /// `\.name`, `\Type.name.other`, `\.items[0]`, `\.self`, `\.?.name`: the property names.
    mutating func parseKeyPath() throws(Diagnostic) -> Expr {
        let start = advance().start
        var path: [String] = []
        // `\ .timestamp`: the compiler allows space between the backslash and the first dot.
        let spacedRoot = current.isSymbol(".") && current.spaceBefore && !current.newlineBefore
        if current.kind == .identifier && !current.spaceBefore {
            advance()  // \Type.member: the type is implied
            if current.isSymbol("<") && !current.spaceBefore { _ = try parseGenericArguments() }
            while current.isSymbol(".") && peek(1).kind == .identifier && peek(2).isSymbol(".")
                && peek(1).text.first?.isUppercase == true
            {
                advance()
                advance()
            }
        }
        while true {
            if current.isSymbol(".") && (!current.spaceBefore || spacedRoot && path.isEmpty && previous.isSymbol("\\"))
            {
                advance()
                if current.isPunctuation("[") && !current.spaceBefore {
                    // `\.[id: id]`: a subscript of the root.
                    _ = try parseArguments(open: "[", close: "]")
                    path.append("[]")
                } else if current.kind == .identifier {
                    path.append(advance().text)
                } else if current.kind == .dollarIdentifier {
                    path.append(String(advance().text.dropFirst()))
                } else if current.kind == .integer {
                    path.append(advance().text)
                }
            } else if current.kind == .symbol && !current.spaceBefore
                && current.text.allSatisfy({ $0 == "." || $0 == "?" || $0 == "!" })
                && current.text.contains(where: { $0 == "?" || $0 == "!" })
            {
                // `?`, `!`, and `.!`, `.?` or `.?.` (the lexer makes one operator of dots and
                // marks: `\.?.hashValue`, a member of the unwrapped root).
                let endsInDot = current.text.hasSuffix(".")
                advance()
                if endsInDot && !current.spaceBefore && (current.kind == .identifier || current.kind == .integer) {
                    path.append(advance().text)
                }
            } else if current.kind == .symbol && current.text == ".." && path.isEmpty
                && previous.isSymbol("\\")
            {
                // `\..offset`: an empty component, then a member of the root; the compiler reads
                // it as `\.offset` (Trio's `ForEach(..., id: \..offset)`), the lexer's `..` being
                // the two dots.
                advance()
                if !current.spaceBefore && (current.kind == .identifier || current.kind == .integer) {
                    path.append(advance().text)
                }
            } else if current.isPunctuation("[") && !current.spaceBefore {
                _ = try parseArguments(open: "[", close: "]")
            } else {
                break
            }
        }
        // `\.!`, `\.?`: the root itself, unwrapped.
        if path.isEmpty && previous.kind == .symbol && (previous.text.last == "!" || previous.text.last == "?") {
            path = ["self"]
        }
        guard !path.isEmpty else { throw error("expected a key path like '\\.self'", at: start) }
        return .keyPath(path, at: start)
    }

    /// `{ [weak self] (a: Int, b) async throws -> T in ... }`, `{ a, b in ... }`, `{ ... }`.
    mutating func parseClosure() throws(Diagnostic) -> Closure {
        let open = try expectPunctuation("{", "to begin a closure")
        try enter()
        defer { leave() }
        var copy = self
        var parameters: [String] = []
        if let names = try? copy.parseClosureSignature() {
            self = copy
            parameters = names
        }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        let body = try parseStatements(until: open)
        return Closure(parameters: parameters, body: body, offset: open.start)
    }

    /// A closure's signature up to and including `in`; fails when there is none.
    private mutating func parseClosureSignature() throws(Diagnostic) -> [String] {
        _ = try parseAttributes()
        if current.isPunctuation("[") {
            // The capture list: `[weak self, x = y]`.
            try skipBalanced()
        }
        var names: [String] = []
        if current.isPunctuation("(") {
            let open = advance()
            while !current.isPunctuation(")") {
                if current.kind == .endOfFile { throw error("'(' is never closed", at: open.start) }
                guard current.kind == .identifier || current.kind == .dollarIdentifier else {
                    throw error("not a closure signature")
                }
                var name = advance().text
                if current.kind == .identifier && !current.isKeyword("in") || current.kind == .dollarIdentifier {
                    name = advance().text
                }
                if current.isPunctuation(":") {
                    advance()
                    _ = try parseTypeName()
                    if current.isSymbol("...") { advance() }
                }
                names.append(name)
                if current.isPunctuation(",") {
                    advance()
                } else if !current.isPunctuation(")") {
                    throw error("not a closure signature")
                }
            }
            advance()
        } else {
            while (current.kind == .identifier || current.kind == .dollarIdentifier) && !current.isKeyword("in") {
                names.append(advance().text)
                guard current.isPunctuation(",") else { break }
                advance()
            }
        }
        try skipEffects()
        if acceptSymbol("->") { _ = try parseTypeName() }
        guard accept("in") else { throw error("not a closure signature") }
        return names
    }

    /// The arguments of a string interpolation `\(...)`: `\(value)`, `\(price, format: .currency(code: "EUR"))`.
    mutating func parseInterpolation(start: Int, end: Int) throws(Diagnostic) -> [Argument] {
        var lexer = Lexer(file, range: start..<end)
        var tokens = try lexer.tokenize()
        // Wrapped in parentheses, it is an argument list.
        let last = tokens.removeLast()
        let open = Token(
            kind: .punctuation, text: "(", start: start, end: start, spaceBefore: true, newlineBefore: false)
        let close = Token(kind: .punctuation, text: ")", start: end, end: end, spaceBefore: false, newlineBefore: false)
        var parser = Parser(file: file, tokens: [open] + tokens + [close, last])
        parser.depth = depth
        parser.chainLinks = chainLinks
        let arguments = try parser.parseArguments()
        guard parser.current.kind == .endOfFile else {
            throw parser.error("unexpected \(parser.current) in string interpolation")
        }
        return arguments
    }

    /// An integer literal's value: decimal, `0x`, `0o`, `0b`, with `_` separators.
    static func integerValue(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.lowercased().hasPrefix(prefix) {
            // A 64-bit pattern (`0x9E37_79B9_7F4A_7C15`, a `UInt64` constant) keeps its bits.
            return Int(digits.dropFirst(2), radix: radix)
                ?? UInt64(digits.dropFirst(2), radix: radix).map { Int(bitPattern: UInt($0)) }
        }
        // A decimal `UInt64` constant (FNV-1a's offset basis, 14_695_981_039_346_656_037) keeps
        // its bits too.
        return Int(digits) ?? UInt64(digits).map { Int(bitPattern: UInt($0)) }
    }

    /// A floating-point literal's value, decimal or hexadecimal (`0x1p-3`).
    static func floatValue(_ text: String) -> Double? {
        Double(text.filter { $0 != "_" })
    }
}
