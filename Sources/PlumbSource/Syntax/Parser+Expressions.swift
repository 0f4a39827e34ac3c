/// Expressions, by Swift's precedence groups and its whitespace rules for operators.
extension Parser {
    static let assignmentPrecedence = 10
    static let ternaryPrecedence = 20
    static let defaultPrecedence = 25
    static let castingPrecedence = 70

    /// Binary operators and their precedence (the standard library's groups, in order:
    /// assignment < ternary < default < logical or < and < comparison < nil coalescing <
    /// casting < range formation < addition < multiplication < bitwise shift).
    static let binaryPrecedence: [String: Int] = [
        "||": 30,
        "&&": 40,
        "==": 50, "!=": 50, "<": 50, ">": 50, "<=": 50, ">=": 50, "===": 50, "!==": 50, "~=": 50,
        "??": 60,
        "..<": 80, "...": 80,
        "+": 90, "-": 90, "&+": 90, "&-": 90, "|": 90, "^": 90,
        "*": 100, "/": 100, "%": 100, "&*": 100, "&": 100,
        "<<": 110, ">>": 110, "&<<": 110, "&>>": 110,
    ]

    static let assignmentOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=", "??=",
    ]

    /// Operators that group to the right.
    static let rightAssociative: Set<String> = ["??"]

    mutating func parseExpression() throws(Diagnostic) -> Expr {
        try enter()
        defer { leave() }
        return try parseBinary(minimum: 0)
    }

    /// Whether the token counts as whitespace on an operator's left (Swift's rule).
    func leftBound(_ t: Token) -> Bool {
        !t.spaceBefore
            && !(previous.isPunctuation("(") || previous.isPunctuation("[") || previous.isPunctuation("{")
                || previous.isPunctuation(",") || previous.isPunctuation(";") || previous.isPunctuation(":"))
    }

    /// Whether the operator at `current` has no whitespace on its right.
    func rightBound() -> Bool {
        let next = peek(1)
        if next.spaceBefore || next.kind == .endOfFile { return false }
        if next.kind == .punctuation && [")", "]", "}", ",", ";", ":"].contains(next.text) { return false }
        return true
    }

    /// The binary operator at the current token and its precedence, if it is one here:
    /// whitespace on both sides or on neither.
    func binaryOperator() -> (String, Int)? {
        let token = current
        if token.isKeyword("as") || token.isKeyword("is") {
            return (token.text, Parser.castingPrecedence)
        }
        guard token.kind == .symbol else { return nil }
        let left = leftBound(token)
        let right = rightBound()
        if token.text == "?" { return token.spaceBefore ? ("?", Parser.ternaryPrecedence) : nil }
        guard left == right else { return nil }
        if Parser.assignmentOperators.contains(token.text) { return (token.text, Parser.assignmentPrecedence) }
        if token.text == "." || token.text == "->" { return nil }
        return (token.text, Parser.binaryPrecedence[token.text] ?? Parser.defaultPrecedence)
    }

    mutating func parseBinary(minimum: Int) throws(Diagnostic) -> Expr {
        var left = try parsePrefix()
        var links = 0
        defer {
            depth -= links
            chainLinks -= links
        }
        while let (op, precedence) = binaryOperator(), precedence >= minimum {
            // Each operator nests the expression one level deeper (`1 + 1 + 1` is `(1 + 1) + 1`).
            try enterChain(&links)
            let at = advance().start
            switch op {
            case "as":
                var kind = "as"
                if (current.isSymbol("?") || current.isSymbol("!")) && !current.spaceBefore { kind += advance().text }
                left = .cast(left, kind, try parseTypeName(), at: at)
            case "is":
                left = .typeCheck(left, try parseTypeName(), at: at)
            case "?":
                let then = try parseBinary(minimum: Parser.assignmentPrecedence)
                guard current.isPunctuation(":") else { throw error("expected ':' in the conditional expression") }
                advance()
                let otherwise = try parseBinary(minimum: Parser.ternaryPrecedence)
                left = .ternary(left, then, otherwise, at: at)
            default:
                if Parser.assignmentOperators.contains(op) {
                    left = .assign(op, left, try parseBinary(minimum: Parser.assignmentPrecedence), at: at)
                } else {
                    let rightMinimum = Parser.rightAssociative.contains(op) ? precedence : precedence + 1
                    left = .binary(op, left, try parseBinary(minimum: rightMinimum), at: at)
                }
            }
        }
        return left
    }

    mutating func parsePrefix() throws(Diagnostic) -> Expr {
        let token = current
        if token.kind == .identifier && !token.isBackquoted {
            switch token.text {
            case "try":
                advance()
                // `try? e`: nil where `e` throws, kept as a macro-like node the interpreter
                // evaluates (`try` and `try!` are `e` itself).
                if current.isSymbol("?") && !current.spaceBefore {
                    let at = advance().start
                    let operand = try parsePrefix()
                    return .macro("try?", [Argument(label: nil, value: operand, offset: at)], at: at)
                }
                if current.isSymbol("!") && !current.spaceBefore { advance() }
                return try parsePrefix()
            case "await":
                if (startsOperand(peek(1)) || peek(1).kind == .symbol && peek(1).text != ".") && !peek(1).newlineBefore
                {
                    advance()
                    return try parsePrefix()
                }
            case "consume", "copy", "unsafe", "repeat", "each":
                // Contextual: `copy(_:)` is a name, `copy x` the operator. `copy` and `consume`
                // take a name (swift-syntax: an identifier, `self` or `$0` next), so `copy.width`
                // and `copy[keyPath: k]` are a variable named `copy`.
                let takesName = token.text == "copy" || token.text == "consume"
                if startsOperand(peek(1)) && !peek(1).isPunctuation("(") && !peek(1).newlineBefore
                    && (!takesName || peek(1).kind == .identifier && !peek(1).isWord(in: ["as", "is", "in"]))
                {
                    advance()
                    return try parsePrefix()
                }
            case "any", "some":
                // `(any Error).self`: a type in expression position; `any as! T` is a name.
                if peek(1).kind == .identifier && !peek(1).newlineBefore
                    && !peek(1).isWord(in: ["as", "is", "in", "where", "else"])
                {
                    let start = current.start
                    _ = try parseTypeName()
                    return try parsePostfix(.type(TypeName(text: text(from: start)), at: start))
                }
            default: break
            }
        }
        if token.kind == .symbol && token.text != "." && token.text != "\\" && rightBound() {
            advance()
            try enter()
            defer { leave() }
            let operand = try parsePrefix()
            if token.text == "&" { return .inoutArgument(operand, at: token.start) }
            if token.text == "-", case .integer(let v, _) = operand { return .integer(-v, at: token.start) }
            if token.text == "-", case .float(let v, _) = operand { return .float(-v, at: token.start) }
            return .prefix(token.text, operand, at: token.start)
        }
        return try parsePostfix(try parsePrimary())
    }

    /// Whether a token can begin an operand (after `await`, which is otherwise a name).
    func startsOperand(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .dollarIdentifier, .integer, .float, .string, .hashIdentifier: return true
        case .punctuation: return t.text == "(" || t.text == "["
        case .symbol: return t.text == "." || t.text == "\\"
        default: return false
        }
    }

    mutating func parsePostfix(_ base: Expr) throws(Diagnostic) -> Expr {
        var expr = base
        var links = 0
        defer {
            depth -= links
            chainLinks -= links
        }
        var afterMember = false
        while true {
            let token = current
            // Each link nests the expression one level deeper; a member and its call
            // (`.padding()`, a modifier) are one link.
            let isCall = token.isPunctuation("(") && !token.newlineBefore
            if !(afterMember && isCall) { try enterChain(&links) }
            afterMember = token.isSymbol(".")
            if token.isSymbol(".") && (peek(1).kind == .identifier || peek(1).kind == .dollarIdentifier) {
                // A member: `x.y`, also on the next line (modifier chains).
                advance()
                let name = advance()
                expr = .member(expr, name.text, at: name.start)
                if current.isSymbol("<") && !current.spaceBefore && canParseGenericArguments() {
                    let start = base.offset
                    _ = try parseGenericArguments()
                    expr = .type(TypeName(text: text(from: start)), at: start)
                }
            } else if token.isSymbol(".") && (peek(1).kind == .integer || peek(1).kind == .float)
                && !peek(1).spaceBefore
            {
                advance()
                let number = advance()
                for part in number.text.split(separator: ".") {
                    expr = .tupleElement(expr, Int(part) ?? 0, at: number.start)
                }
            } else if token.isPunctuation("(") && !token.newlineBefore && compoundNameAhead() {
                // `properties(of:)`, `save(_:)`: a function named with its argument labels. An
                // initializer keeps them (`colors.compactMap(Color.init(hex:))`: the one whose
                // labels they are), as `init(hex:)`.
                if case .member(let base, "init", let at) = expr {
                    var labels = ""
                    var k = 1
                    while peek(k).kind == .identifier && peek(k + 1).isPunctuation(":") {
                        labels += peek(k).text + ":"
                        k += 2
                    }
                    expr = .member(base, "init(" + labels + ")", at: at)
                }
                try skipBalanced()
            } else if token.isPunctuation("(") && !token.newlineBefore {
                let args = try parseArguments()
                expr = .call(expr, args + (try parseTrailingClosures()), at: expr.offset)
            } else if token.isPunctuation("[") && !token.newlineBefore {
                let args = try parseArguments(open: "[", close: "]")
                expr = .subscripted(expr, args + (try parseTrailingClosures()), at: token.start)
            } else if token.isPunctuation("{") && trailingClosureAhead()
                && (allowTrailingClosures || trailingClosureInCondition()) && canTakeTrailingClosure(expr)
            {
                // In a condition, only a closure glued to its call (`filter{ ... }`) trails.
                let saved = allowTrailingClosures
                allowTrailingClosures = true
                defer { allowTrailingClosures = saved }
                expr = .call(expr, try parseTrailingClosures(), at: expr.offset)
            } else if token.isSymbol("!") && leftBound(token) {
                advance()
                expr = .forceUnwrap(expr, at: token.start)
            } else if token.isSymbol("?") && leftBound(token) {
                advance()
                expr = .optionalChain(expr, at: token.start)
            } else if token.kind == .symbol && token.text != "." && leftBound(token) && !rightBound()
                && binaryOperator() == nil
            {
                // A postfix operator: `5...`.
                advance()
                expr = .postfix(token.text, expr, at: token.start)
            } else {
                return expr
            }
        }
    }

    /// Whether the `{` at the current token may be a trailing closure of the expression before
    /// it. As in Swift, also on the next line (`Button(action: go)` / `{ Text("Go") }`), but
    /// not in a condition, where a `{` on a line of its own opens the body, and never an
    /// observer block (`var x = y { didSet { } }`).
    func trailingClosureAhead() -> Bool {
        if current.newlineBefore && !allowTrailingClosures { return false }
        let next = peek(1)
        return !(next.isKeyword("didSet") || next.isKeyword("willSet"))
    }

    /// In a condition, whether the `{` ahead is a trailing closure, as Swift's parser decides
    /// (`isValidTrailingClosure`): the token after the `{` is on its line, and after the `}`
    /// comes the body's `{`, `where` or `,` (the next condition), or, on the same line, a member,
    /// an operator, a call, a subscript, `is`, `as`, `?`, `!`, `:` or `=`
    /// (`if items.contains { $0 > 1 } {`, `a.contains { p in p.x }, b {`).
    func trailingClosureInCondition() -> Bool {
        if current.newlineBefore || peek(1).newlineBefore { return false }
        let after = peek(skipAhead(from: 0))
        if after.isPunctuation("{") || after.isPunctuation(",") || after.isKeyword("where") { return true }
        if after.newlineBefore { return false }
        return after.isSymbol(".") || after.kind == .symbol || after.isPunctuation("(") || after.isPunctuation("[")
            || after.isPunctuation(":") || after.isKeyword("is") || after.isKeyword("as")
    }

    /// Whether `(label:label2:)` follows: only labels, each with a colon and no value.
    func compoundNameAhead() -> Bool {
        var k = 1
        while peek(k).kind == .identifier && peek(k + 1).isPunctuation(":") {
            let after = peek(k + 2)
            // `f(a: )` is `f(a:)` too, but `f(a: b)` is a call.
            if after.isPunctuation(")") { return true }
            guard !after.spaceBefore else { return false }
            k += 2
        }
        return false
    }

    /// Trailing closures follow a name or a call, not a literal.
    func canTakeTrailingClosure(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier(let name, _): return !["in", "else", "where", "is", "as"].contains(name)
        // `callback? { done() }`, `handler! { }`: an optional function called with a closure.
        case .member, .call, .implicitMember, .type, .subscripted, .dollar, .optionalChain, .forceUnwrap: return true
        default: return false
        }
    }

    /// `{ ... }` and `label: { ... }` after a call (also on the next lines).
    mutating func parseTrailingClosures() throws(Diagnostic) -> [Argument] {
        guard allowTrailingClosures, current.isPunctuation("{"), trailingClosureAhead() else { return [] }
        let first = current.start
        var args = [Argument(label: nil, value: .closure(try parseClosure()), offset: first)]
        while current.kind == .identifier, peek(1).isPunctuation(":"), peek(2).isPunctuation("{"),
            !current.isWord(in: ["case", "default"])
        {
            let label = advance()
            advance()
            args.append(Argument(label: label.text, value: .closure(try parseClosure()), offset: label.start))
        }
        return args
    }

    /// `(label: value, value)` or `[...]` for subscripts. An argument may be an operator
    /// alone (`reduce(0, +)`).
    mutating func parseArguments(open: String = "(", close: String = ")") throws(Diagnostic) -> [Argument] {
        let openToken = try expectPunctuation(open, "")
        try enter()
        defer { leave() }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        var args: [Argument] = []
        while !current.isPunctuation(close) {
            if current.kind == .endOfFile { throw error("'\(open)' is never closed", at: openToken.start) }
            let start = current.start
            var label: String?
            if (current.kind == .identifier || current.kind == .dollarIdentifier) && peek(1).isPunctuation(":")
                && !(peek(2).isPunctuation(":"))
            {
                label = advance().text
                advance()
            }
            if current.kind == .symbol && current.text != "." && current.text != "\\"
                && (peek(1).isPunctuation(",") || peek(1).isPunctuation(close))
            {
                let op = advance()
                args.append(Argument(label: label, value: .identifier(op.text, at: op.start), offset: start))
            } else {
                args.append(Argument(label: label, value: try parseExpression(), offset: start))
            }
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation(close) {
                throw error("expected ',' or '\(close)' in the argument list, found \(current)")
            }
        }
        advance()
        return args
    }

    mutating func parsePrimary() throws(Diagnostic) -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            // Beyond 64 bits, a literal is still Swift (the type checker, not the parser,
            // rejects it where no type holds it): read as the nearest Double.
            guard let value = Parser.integerValue(token.text) else {
                return .float(Double(token.text.filter { $0 != "_" }) ?? .infinity, at: token.start)
            }
            return .integer(value, at: token.start)
        case .float:
            advance()
            guard let value = Parser.floatValue(token.text) else {
                throw error("invalid number '\(token.text)'", at: token.start)
            }
            return .float(value, at: token.start)
        case .string:
            advance()
            var segments: [StringSegment] = []
            for part in token.stringParts {
                switch part {
                case .text(let text): segments.append(.text(text))
                case .interpolation(let start, let end):
                    segments.append(.interpolation(try parseInterpolation(start: start, end: end)))
                }
            }
            return .string(segments, at: token.start)
        case .dollarIdentifier:
            advance()
            return .dollar(String(token.text.dropFirst()), at: token.start)
        case .hashIdentifier:
            advance()
            var args: [Argument] = []
            if token.text == "#available" || token.text == "#unavailable" {
                if current.isPunctuation("(") { try skipBalanced() }
            } else {
                if current.isSymbol("<") && !current.spaceBefore { _ = try parseGenericArguments() }
                if current.isPunctuation("(") && !current.spaceBefore { args = try parseArguments() }
            }
            args += try parseTrailingClosures()
            return .macro(String(token.text.dropFirst()), args, at: token.start)
        case .identifier:
            // A backquoted keyword is a name: `` `default` ``, `` `self` ``.
            switch token.isBackquoted ? "" : token.text {
            case "true", "false":
                advance()
                return .bool(token.text == "true", at: token.start)
            case "nil":
                advance()
                return .nilLiteral(at: token.start)
            case "if", "switch":
                return .statement(token.text == "if" ? try parseIf() : try parseSwitch(), at: token.start)
            case "do" where peek(1).isPunctuation("{"):
                return .statement(try parseDo(), at: token.start)
            default:
                advance()
                // Whitespace before the `<` does not matter to Swift (`Expression <UInt64> ("id")`,
                // SQLite.swift's column style): the arguments decide, as
                // `canParseGenericArguments` checks what follows them.
                if current.isSymbol("<") && canParseGenericArguments() {
                    _ = try parseGenericArguments()
                    return .type(TypeName(text: text(from: token.start)), at: token.start)
                }
                return .identifier(token.text, at: token.start)
            }
        case .symbol where token.text == ".":
            advance()
            let name = try expectIdentifier("a member name after '.'")
            return .implicitMember(name.text, at: token.start)
        case .symbol where token.text == "\\":
            return try parseKeyPath()
        case .punctuation where token.text == "(":
            if functionTypeAhead() {
                // `((Int) -> Void).self`, `(() async -> Int).self`: a function type.
                let type = try parseTypeName()
                return .type(type, at: token.start)
            }
            let args = try parseArguments()
            if args.count == 1 && args[0].label == nil { return args[0].value }
            return .tuple(args, at: token.start)
        case .punctuation where token.text == "[":
            if let type = try arrayTypeAhead() { return type }
            return try parseCollectionLiteral()
        case .punctuation where token.text == "{":
            return .closure(try parseClosure())
        case .attribute:
            // An attributed type (`@convention(c) (Any) -> Void`) or closure in expression position.
            var copy = self
            let start = current.start
            if (try? copy.parseTypeName()) != nil, copy.current.isPunctuation(")") || copy.current.isSymbol(".") {
                self = copy
                return .type(TypeName(text: text(from: start)), at: start)
            }
            _ = try parseAttributes()
            return try parsePrimary()
        case .regex:
            // `/[a-z]+/`, `#/.../#`: `Regex` of the pattern between the delimiters.
            advance()
            var pattern = Substring(token.text)
            while pattern.first == "#" && pattern.last == "#" { pattern = pattern.dropFirst().dropLast() }
            if pattern.count >= 2 { pattern = pattern.dropFirst().dropLast() }
            return .call(
                .identifier("Regex", at: token.start),
                [Argument(label: nil, value: .string([.text(String(pattern))], at: token.start), offset: token.start)],
                at: token.start)
        case .endOfFile:
            throw error("expected an expression, found end of file")
        default:
            throw error("expected an expression, found \(token)")
        }
    }

    /// Whether the `(` ahead begins a function type: `->`, `async` or `throws` follows its `)`.
    func functionTypeAhead() -> Bool {
        let after = peek(skipAhead(from: 0))
        return after.isSymbol("->") || after.isWord(in: ["async", "throws"]) && !after.newlineBefore
    }
}
