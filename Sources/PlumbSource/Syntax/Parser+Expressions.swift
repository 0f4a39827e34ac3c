extension Parser {
    /// Binary operators and their precedence (Swift's standard library groups).
    static let binaryPrecedence: [String: Int] = [
        "*": 150, "/": 150, "%": 150,
        "+": 140, "-": 140,
        "..<": 135, "...": 135,
        "??": 131,
        "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130,
        "&&": 120,
        "||": 110,
    ]

    mutating func parseExpression() throws(Diagnostic) -> Expr {
        try enter()
        defer { leave() }
        let condition = try parseBinary(minimum: 0)
        // The ternary operator needs whitespace around its `?`.
        if current.isSymbol("?") && current.spaceBefore {
            let at = advance().start
            let then = try parseExpression()
            guard current.isPunctuation(":") else { throw error("expected ':' in the conditional expression") }
            _ = advance()
            let otherwise = try parseExpression()
            return .ternary(condition, then, otherwise, at: at)
        }
        return condition
    }

    /// Whether the current symbol is a binary operator here: whitespace on both sides or on
    /// neither (a `-` with space before and none after is a prefix minus starting something new).
    func binaryOperator() -> (String, Int)? {
        let token = current
        guard token.kind == .symbol, let precedence = Parser.binaryPrecedence[token.text] else { return nil }
        let next = peek(1)
        let spaceAfter = next.spaceBefore
        let nextStartsOperand = next.kind != .punctuation || next.text == "(" || next.text == "[" || next.text == "{"
        if token.spaceBefore && !spaceAfter && nextStartsOperand { return nil }
        return (token.text, precedence)
    }

    mutating func parseBinary(minimum: Int) throws(Diagnostic) -> Expr {
        var left = try parsePrefix()
        while let (op, precedence) = binaryOperator(), precedence >= minimum {
            let at = advance().start
            // `??` groups to the right; the others to the left.
            let right = try parseBinary(minimum: op == "??" ? precedence : precedence + 1)
            left = .binary(op, left, right, at: at)
        }
        return left
    }

    mutating func parsePrefix() throws(Diagnostic) -> Expr {
        if current.kind == .symbol && (current.text == "-" || current.text == "!" || current.text == "+") {
            let token = advance()
            try enter()
            defer { leave() }
            let operand = try parsePrefix()
            if token.text == "-", case .integer(let v, _) = operand { return .integer(-v, at: token.start) }
            if token.text == "-", case .float(let v, _) = operand { return .float(-v, at: token.start) }
            return .prefix(token.text, operand, at: token.start)
        }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ base: Expr) throws(Diagnostic) -> Expr {
        var expr = base
        while true {
            let token = current
            if token.isSymbol(".") && peek(1).kind == .identifier {
                // A member: `x.y`, also on the next line (modifier chains).
                _ = advance()
                let name = advance()
                expr = .member(expr, name.text, at: name.start)
            } else if token.isSymbol(".") && peek(1).kind == .integer {
                throw error("tuple members are not supported")
            } else if token.isPunctuation("(") && !token.newlineBefore {
                let args = try parseArguments()
                expr = .call(expr, args + (try parseTrailingClosures()), at: expr.offset)
            } else if token.isPunctuation("[") && !token.newlineBefore && !token.spaceBefore {
                let args = try parseArguments(open: "[", close: "]")
                expr = .subscripted(expr, args, at: token.start)
            } else if token.isPunctuation("{") && !token.newlineBefore && allowTrailingClosures
                && canTakeTrailingClosure(expr)
            {
                expr = .call(expr, try parseTrailingClosures(), at: expr.offset)
            } else if (token.isSymbol("!") || token.isSymbol("?")) && !token.spaceBefore {
                // Force unwrap and optional chaining read the value as it is.
                _ = advance()
            } else {
                return expr
            }
        }
    }

    /// Trailing closures follow a name or a call, not a literal.
    func canTakeTrailingClosure(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier, .member, .call, .implicitMember: return true
        default: return false
        }
    }

    /// `{ ... }` and `label: { ... }` after a call, on the same line.
    mutating func parseTrailingClosures() throws(Diagnostic) -> [Argument] {
        guard allowTrailingClosures, current.isPunctuation("{"), !current.newlineBefore else { return [] }
        var args = [Argument(label: nil, value: .closure(try parseClosure()), offset: tokens[index - 1].start)]
        while current.kind == .identifier, peek(1).isPunctuation(":"), peek(2).isPunctuation("{"), !current.newlineBefore {
            let label = advance()
            _ = advance()
            args.append(Argument(label: label.text, value: .closure(try parseClosure()), offset: label.start))
        }
        return args
    }

    /// `(label: value, value)` or `[...]` for subscripts.
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
            if current.kind == .identifier && peek(1).isPunctuation(":") {
                label = advance().text
                _ = advance()
            }
            args.append(Argument(label: label, value: try parseExpression(), offset: start))
            if current.isPunctuation(",") {
                _ = advance()
            } else if !current.isPunctuation(close) {
                throw error("expected ',' or '\(close)' in the argument list, found \(current)")
            }
        }
        _ = advance()
        return args
    }

    mutating func parsePrimary() throws(Diagnostic) -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            _ = advance()
            let digits = token.text.filter { $0 != "_" }
            let value = digits.hasPrefix("0x") || digits.hasPrefix("0X")
                ? Int(digits.dropFirst(2), radix: 16) : Int(digits)
            guard let value else { throw error("integer literal '\(token.text)' overflows", at: token.start) }
            return .integer(value, at: token.start)
        case .float:
            _ = advance()
            guard let value = Double(token.text.filter { $0 != "_" }) else {
                throw error("invalid number '\(token.text)'", at: token.start)
            }
            return .float(value, at: token.start)
        case .string:
            _ = advance()
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
            _ = advance()
            return .dollar(String(token.text.dropFirst()), at: token.start)
        case .identifier:
            switch token.text {
            case "true", "false":
                _ = advance()
                return .bool(token.text == "true", at: token.start)
            case "nil":
                _ = advance()
                return .nilLiteral(at: token.start)
            case "if", "switch":
                throw error("'\(token.text)' is not supported as an expression here")
            default:
                _ = advance()
                return .identifier(token.text, at: token.start)
            }
        case .symbol where token.text == ".":
            _ = advance()
            let name = try expectIdentifier("a member name after '.'")
            return .implicitMember(name.text, at: token.start)
        case .symbol where token.text == "\\":
            _ = advance()
            var path: [String] = []
            if current.kind == .identifier { _ = advance() }  // \Type.member: the type is implied
            while current.isSymbol(".") {
                _ = advance()
                path.append(try expectIdentifier("a key path component").text)
            }
            guard !path.isEmpty else { throw error("expected a key path like '\\.self'", at: token.start) }
            return .keyPath(path, at: token.start)
        case .punctuation where token.text == "(":
            let args = try parseArguments()
            if args.count == 1 && args[0].label == nil { return args[0].value }
            return .tuple(args, at: token.start)
        case .punctuation where token.text == "[":
            let args = try parseArguments(open: "[", close: "]")
            if let labelled = args.first(where: { $0.label != nil }) {
                throw error("dictionary literals are not supported", at: labelled.offset)
            }
            return .array(args.map(\.value), at: token.start)
        case .punctuation where token.text == "{":
            return .closure(try parseClosure())
        case .attribute:
            throw error("attribute '\(token.text)' is not supported here")
        case .endOfFile:
            throw error("expected an expression, found end of file")
        default:
            throw error("expected an expression, found \(token)")
        }
    }

    /// `{ a, b in ... }`, `{ (a, b) in ... }`, `{ _ in ... }`, or `{ ... }`.
    mutating func parseClosure() throws(Diagnostic) -> Closure {
        let open = current
        _ = advance()
        try enter()
        defer { leave() }
        var parameters: [String] = []
        // Look ahead for a parameter list ending in `in`.
        var k = 0
        var names: [String] = []
        var parenthesised = false
        if peek(0).isPunctuation("(") {
            parenthesised = true
            k = 1
        }
        scan: while true {
            let t = peek(k)
            if t.kind == .identifier && t.text != "in" {
                names.append(t.text)
                k += 1
                if peek(k).isPunctuation(":") {
                    // A typed parameter: skip its type.
                    k += 1
                    while !(peek(k).isPunctuation(",") || peek(k).isPunctuation(")") || peek(k).isKeyword("in")) {
                        if peek(k).kind == .endOfFile || peek(k).isPunctuation("{") || peek(k).isPunctuation("}") { break scan }
                        k += 1
                    }
                }
                if peek(k).isPunctuation(",") {
                    k += 1
                    continue
                }
                if parenthesised && peek(k).isPunctuation(")") { k += 1 }
                if peek(k).isKeyword("in") {
                    parameters = names
                    index += k + 1
                }
                break
            }
            break
        }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        var body: [Stmt] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("'{' is never closed", at: open.start) }
            if current.isPunctuation(";") {
                _ = advance()
                continue
            }
            body.append(try parseStatement())
            if !current.isPunctuation("}") && !atStatementEnd() {
                throw error("expected a line break or ';' between statements, found \(current)")
            }
        }
        _ = advance()
        return Closure(parameters: parameters, body: body, offset: open.start)
    }

    /// The expression of a string interpolation `\(...)`.
    mutating func parseInterpolation(start: Int, end: Int) throws(Diagnostic) -> Expr {
        var lexer = Lexer(file, range: start..<end)
        let tokens = try lexer.tokenize()
        var parser = Parser(file: file, tokens: tokens)
        parser.depth = depth
        let expr = try parser.parseExpression()
        guard parser.current.kind == .endOfFile else {
            throw parser.error("unexpected \(parser.current) in string interpolation")
        }
        return expr
    }
}
