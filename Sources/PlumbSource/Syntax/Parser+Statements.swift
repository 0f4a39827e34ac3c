/// Statements, conditions and patterns.
extension Parser {
    /// `{ statements }`
    mutating func parseBlock() throws(Diagnostic) -> [Stmt] {
        let open = try expectPunctuation("{", "to begin a block")
        try enter()
        defer { leave() }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        return try parseStatements(until: open)
    }

    /// Statements up to the `}` that closes `open`, which is consumed.
    mutating func parseStatements(until open: Token) throws(Diagnostic) -> [Stmt] {
        var statements: [Stmt] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("'{' is never closed", at: open.start) }
            if current.isPunctuation(";") {
                advance()
                continue
            }
            statements += try parseStatementOrDeclarations()
            if !current.isPunctuation("}") && !atStatementEnd() {
                throw error("expected a line break or ';' between statements, found \(current)")
            }
        }
        advance()
        return statements
    }

    /// A statement, or the declarations a local `let`/`func`/`struct` makes.
    mutating func parseStatementOrDeclarations() throws(Diagnostic) -> [Stmt] {
        var token = current
        // `async let task = work()`: read as a plain binding.
        if token.isKeyword("async") && (peek(1).isKeyword("let") || peek(1).isKeyword("var")) {
            advance()
            token = current
        }
        if token.isKeyword("let") || token.isKeyword("var") { return try parseLocalBindings() }
        guard startsDeclaration() else { return [try parseStatement()] }
        return try parseDecl().map { decl in
            // (`@Dependency(\.userSettings) var client` keeps its wrapper: a declaration.)
            if case .variable(let p) = decl, p.body == nil, p.wrapper == nil {
                return .binding(name: p.name, type: p.type, value: p.value, at: p.offset)
            }
            return .declaration(decl, at: token.start)
        }
    }

    /// `let a = 1`, `var b: Int`, `let (x, y) = pair`, `var a = 1, b = 2`, `lazy var` and
    /// local computed variables (kept as declarations).
    mutating func parseLocalBindings() throws(Diagnostic) -> [Stmt] {
        let keyword = current
        if peek(1).isPunctuation("(") {
            advance()
            let open = advance()
            var names: [String?] = []
            var nested = 0
            while !current.isPunctuation(")") || nested > 0 {
                if current.kind == .endOfFile { throw error("'(' is never closed", at: open.start) }
                // `let (a, (b, c)) = triple`: nested names are bound too, without values.
                if current.isPunctuation("(") {
                    nested += 1
                    advance()
                    continue
                }
                if current.isPunctuation(")") {
                    nested -= 1
                    advance()
                    if current.isPunctuation(",") { advance() }
                    continue
                }
                let name = try expectIdentifier("a name").text
                names.append(name == "_" || nested > 0 ? nil : name)
                if current.isPunctuation(":") {
                    advance()
                    _ = try parseTypeName()
                }
                if current.isPunctuation(",") { advance() }
            }
            advance()
            if current.isPunctuation(":") {
                advance()
                _ = try parseTypeName()
            }
            // `let (a, b): (Int, Int)`, assigned later.
            guard acceptSymbol("=") else {
                return names.compactMap { $0 }.map { .binding(name: $0, type: nil, value: nil, at: keyword.start) }
            }
            return [.tupleBinding(names: names, value: try parseExpression(), at: keyword.start)]
        }
        let properties = try parseProperties(attributes: [], isStatic: false)
        return properties.map { p in
            if p.body != nil { return .declaration(.variable(p), at: p.offset) }
            return .binding(name: p.name, type: p.type, value: p.value, at: p.offset)
        }
    }

    mutating func parseStatement() throws(Diagnostic) -> Stmt {
        try enter()
        defer { leave() }
        let token = current
        if token.kind == .identifier && peek(1).isPunctuation(":") && !peek(1).spaceBefore
            && ["for", "while", "repeat", "do", "if", "switch"].contains(peek(2).text)
        {
            advance()
            advance()
            return .labeled(token.text, try parseStatement(), at: token.start)
        }
        if token.kind == .identifier && !token.isBackquoted {
            switch token.text {
            case "if": return try parseIf()
            case "guard": return try parseGuard()
            case "switch": return try parseSwitch()
            case "for": return try parseFor()
            case "while":
                advance()
                let conditions = try parseConditions()
                return .whileLoop(conditions: conditions, body: try parseBlock(), at: token.start)
            case "repeat":
                advance()
                let body = try parseBlock()
                guard accept("while") else { throw error("expected 'while' after the repeat block") }
                return .repeatWhile(body: body, condition: try parseExpression(), at: token.start)
            case "do":
                return try parseDo()
            case "defer":
                advance()
                return .deferBlock(try parseBlock(), at: token.start)
            case "return":
                advance()
                // An expression on the next line is still the value returned (Swift warns, and
                // takes it: `return\n    AsyncPreview { ... }`), unless a statement or a
                // declaration starts there (swift-syntax's `parseReturnStatement`).
                if current.isPunctuation("}") || current.isPunctuation(";") || current.kind == .endOfFile
                    || current.isKeyword("case") || current.isKeyword("default")
                    || (current.newlineBefore && startsStatementOrDeclaration(current))
                {
                    return .returnValue(nil, at: token.start)
                }
                return .returnValue(try parseExpression(), at: token.start)
            case "yield" where startsOperand(peek(1)) || peek(1).isSymbol("&"):
                advance()
                return .expression(try parseExpression())
            case "throw":
                advance()
                return .throwError(try parseExpression(), at: token.start)
            case "break", "continue":
                advance()
                var label: String?
                if current.kind == .identifier && !current.newlineBefore && !current.isKeyword("case")
                    && !current.isKeyword("default")
                {
                    label = advance().text
                }
                return token.text == "break"
                    ? .breakLoop(label: label, at: token.start) : .continueLoop(label: label, at: token.start)
            case "fallthrough":
                advance()
                return .fallthroughCase(at: token.start)
            case "discard":
                if peek(1).isKeyword("self") {
                    advance()
                    advance()
                    return .expression(.identifier("discard", at: token.start))
                }
            default: break
            }
        }
        // A compiler directive, not a value: at file level (CubeTime's `#warning("todo: ...")`
        // above a modifier) it is no view to draw, in a builder no view either.
        if token.kind == .hashIdentifier && ["#warning", "#error", "#sourceLocation"].contains(token.text) {
            advance()
            if current.isPunctuation("(") { try skipBalanced() }
            return .declaration(.ignored(at: token.start), at: token.start)
        }
        return .expression(try parseExpression())
    }

    /// `if a, let b = c, case .x = d { } else if ... { } else { }`.
    mutating func parseIf() throws(Diagnostic) -> Stmt {
        let start = advance().start
        try enter()
        defer { leave() }
        let conditions = try parseConditions()
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if accept("else") {
            if current.isKeyword("if") {
                otherwise = [try parseIf()]
            } else {
                otherwise = try parseBlock()
            }
        }
        return .ifElse(conditions: conditions, then: then, otherwise: otherwise, at: start)
    }

    mutating func parseGuard() throws(Diagnostic) -> Stmt {
        let start = advance().start
        let conditions = try parseConditions()
        guard accept("else") else { throw error("expected 'else' after the guard condition") }
        return .guardElse(conditions: conditions, otherwise: try parseBlock(), at: start)
    }

    /// A condition list, up to the `{` of the body (trailing closures are not read here).
    mutating func parseConditions() throws(Diagnostic) -> [Condition] {
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        defer { allowTrailingClosures = saved }
        var conditions: [Condition] = []
        repeat {
            if current.isPunctuation(",") { advance() }
            let token = current
            if (token.isKeyword("let") || token.isKeyword("var")) && peek(1).isPunctuation("(") {
                // `if let (a, b) = pair`: a tuple pattern on a present optional.
                advance()
                let pattern = try parsePattern(bindingByDefault: true)
                if current.isPunctuation(":") {
                    // `guard let (a, b): (Int, Int) = pair`.
                    advance()
                    _ = try parseTypeName()
                }
                guard acceptSymbol("=") else { throw error("expected '=' and a value to bind") }
                conditions.append(
                    .matching(.optional(pattern, at: token.start), try parseExpression(), at: token.start))
            } else if token.isKeyword("let") || token.isKeyword("var") {
                advance()
                let name = try expectIdentifier("a name to bind").text
                if current.isPunctuation(":") {
                    advance()
                    _ = try parseTypeName()
                }
                var value: Expr?
                if acceptSymbol("=") { value = try parseExpression() }
                conditions.append(.optionalBinding(name: name, value: value, at: token.start))
            } else if token.isKeyword("case") {
                advance()
                let pattern = try parsePattern()
                if current.isPunctuation(":") {
                    advance()
                    _ = try parseTypeName()
                }
                guard acceptSymbol("=") else { throw error("expected '=' after the case pattern") }
                conditions.append(.matching(pattern, try parseExpression(), at: token.start))
            } else if token.kind == .hashIdentifier && (token.text == "#available" || token.text == "#unavailable") {
                advance()
                if current.isPunctuation("(") { try skipBalanced() }
                conditions.append(.availability(available: token.text == "#available", at: token.start))
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while current.isPunctuation(",")
        return conditions
    }

    /// `for case let x? in items where x > 0 { }`, `for (i, item) in list.enumerated() { }`.
    mutating func parseFor() throws(Diagnostic) -> Stmt {
        let start = advance().start
        try enter()
        defer { leave() }
        _ = accept("try")
        _ = accept("await")
        let isCase = accept("case")
        var pattern = try parsePattern(bindingByDefault: !isCase)
        if current.isPunctuation(":") {
            advance()
            let type = try parseTypeName()
            pattern = .cast(pattern, type, at: pattern.offset)
        }
        guard accept("in") else { throw error("expected 'in' after the for loop's pattern") }
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        let sequence = try parseExpression()
        var filter: Expr?
        if accept("where") { filter = try parseExpression() }
        allowTrailingClosures = saved
        return .forIn(pattern: pattern, sequence: sequence, filter: filter, body: try parseBlock(), at: start)
    }

    /// `do { } catch Pattern where cond { } catch { }`, and `do throws(E) { }`.
    mutating func parseDo() throws(Diagnostic) -> Stmt {
        let start = advance().start
        if accept("throws") && current.isPunctuation("(") { try skipBalanced() }
        let body = try parseBlock()
        var catches: [CatchClause] = []
        while current.isKeyword("catch") {
            advance()
            var patterns: [Pattern] = []
            var filter: Expr?
            let saved = allowTrailingClosures
            allowTrailingClosures = false
            if current.isKeyword("where") {
                advance()
                filter = try parseExpression()
            } else if !current.isPunctuation("{") {
                patterns.append(try parsePattern())
                while current.isPunctuation(",") {
                    advance()
                    patterns.append(try parsePattern())
                }
                if accept("where") { filter = try parseExpression() }
            }
            allowTrailingClosures = saved
            catches.append(CatchClause(patterns: patterns, filter: filter, body: try parseBlock()))
        }
        return .doCatch(body: body, catches: catches, at: start)
    }

    mutating func parseSwitch() throws(Diagnostic) -> Stmt {
        let start = advance().start
        try enter()
        defer { leave() }
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        let subject = try parseExpression()
        allowTrailingClosures = saved
        let open = try expectPunctuation("{", "to begin the switch")
        var cases: [SwitchCase] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("switch is never closed", at: open.start) }
            _ = try parseAttributes()  // @unknown default
            let caseStart = current.start
            var patterns: [Pattern] = []
            var filter: Expr?
            if accept("default") {
            } else if accept("case") {
                repeat {
                    if current.isPunctuation(",") { advance() }
                    patterns.append(try parsePattern())
                    if accept("where") {
                        // A case's guard ends at its `:`, so it takes trailing closures
                        // (`case "path" where args.contains { $0.label == "ofType" }:`).
                        let savedClosures = allowTrailingClosures
                        allowTrailingClosures = true
                        filter = try parseExpression()
                        allowTrailingClosures = savedClosures
                    }
                } while current.isPunctuation(",")
            } else {
                throw error("expected 'case' or 'default' in switch, found \(current)")
            }
            try expectPunctuation(":", "after the case pattern")
            var body: [Stmt] = []
            while !current.isKeyword("case") && !current.isKeyword("default") && !current.isPunctuation("}")
                && !(current.kind == .attribute && current.text == "@unknown")
            {
                if current.kind == .endOfFile { throw error("switch is never closed", at: open.start) }
                if current.isPunctuation(";") {
                    advance()
                    continue
                }
                body += try parseStatementOrDeclarations()
                if !atStatementEnd() && !current.isKeyword("case") && !current.isKeyword("default") {
                    throw error("expected a line break between statements, found \(current)")
                }
            }
            cases.append(SwitchCase(patterns: patterns, filter: filter, body: body, offset: caseStart))
        }
        advance()
        return .switchCase(subject: subject, cases: cases, at: start)
    }

    // MARK: Patterns

    /// A pattern: `_`, `let x`, `.case(let a, _)`, `(a, b)`, `is T`, `x as T`, `x?`, or an
    /// expression. In a `let` pattern (or a `for` loop's) bare names bind.
    /// Whether `token` begins a statement or a declaration rather than an expression: a
    /// statement keyword, a declaration keyword or modifier, `let`/`var`, an attribute.
    func startsStatementOrDeclaration(_ token: Token) -> Bool {
        if token.kind == .attribute { return true }
        guard token.kind == .identifier, !token.isBackquoted else { return false }
        return Parser.statementKeywords.contains(token.text) || Parser.declarationKeywords.contains(token.text)
            || Parser.declarationModifiers.contains(token.text)
    }

    /// The words that begin a statement.
    static let statementKeywords: Set<String> = [
        "let", "var", "if", "guard", "for", "while", "repeat", "do", "switch", "return", "throw", "break",
        "continue", "fallthrough", "defer", "default",
    ]

    mutating func parsePattern(bindingByDefault: Bool = false) throws(Diagnostic) -> Pattern {
        try enter()
        defer { leave() }
        var pattern = try parsePrimaryPattern(binding: bindingByDefault)
        while true {
            if current.isKeyword("as") {  // `catch let d\n    as Diagnostic`: `as` never starts a statement
                advance()
                pattern = .cast(pattern, try parseTypeName(), at: pattern.offset)
            } else if current.isSymbol("?") && !current.spaceBefore {
                advance()
                pattern = .optional(pattern, at: pattern.offset)
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePrimaryPattern(binding: Bool) throws(Diagnostic) -> Pattern {
        let token = current
        if token.isKeyword("let") || token.isKeyword("var") {
            advance()
            return try parsePattern(bindingByDefault: true)
        }
        if token.isKeyword("_") {
            advance()
            return .wildcard(at: token.start)
        }
        if token.isKeyword("is") {
            advance()
            return .isType(try parseTypeName(), at: token.start)
        }
        if token.isPunctuation("(") {
            let saved = (index, tokens)
            let elements = try parsePatternElements(binding: binding)
            if let (op, _) = binaryOperator(), !Parser.assignmentOperators.contains(op), op != "?" {
                // `case (limit + 1)...max:`: an expression that begins with parentheses.
                (index, tokens) = saved
                return try parseExpressionPattern()
            }
            if current.isSymbol("...") && !current.spaceBefore {
                // `case (-60)...:`: a range from a parenthesized bound, open above.
                (index, tokens) = saved
                return try parseExpressionPattern()
            }
            if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
            return .tuple(elements, at: token.start)
        }
        if binding && token.kind == .identifier && !peek(1).isSymbol(".") && !peek(1).isPunctuation("(") {
            advance()
            return .binding(token.text, at: token.start)
        }
        // `.name(...)` or `Type.name(...)`: an enum case with element patterns.
        // (A `(` after a space on the same line is still the case's: `.ecdsa (let inEnclave)`.)
        if token.isSymbol(".") && peek(1).kind == .identifier && peek(2).isPunctuation("(") && !peek(2).newlineBefore {
            advance()
            let name = advance().text
            return .enumCase(name, try parsePatternElements(binding: binding), at: token.start)
        }
        if token.kind == .identifier, let (name, skip) = qualifiedCaseAhead() {
            index += skip
            return .enumCase(name, try parsePatternElements(binding: binding), at: token.start)
        }
        if binding && token.isSymbol(".") && peek(1).kind == .identifier {
            advance()
            return .expression(.implicitMember(advance().text, at: token.start))
        }
        return try parseExpressionPattern()
    }

    /// An expression pattern: any operator tighter than the ternary's (`case block.complete ??
    /// false || block.status == .start:` in a `switch true`, openedx's CourseDates.swift), whose
    /// `:` would be the case's; no trailing closures.
    private mutating func parseExpressionPattern() throws(Diagnostic) -> Pattern {
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        defer { allowTrailingClosures = saved }
        return .expression(try parseBinary(minimum: Parser.ternaryPrecedence + 1))
    }

    /// `Type.name(` (or `Module.Type.name(`, `Tree<T>.Failure\n.name(`) ahead: the case name
    /// and how many tokens to skip to reach its `(`, when an element binds or is a wildcard.
    private func qualifiedCaseAhead() -> (String, Int)? {
        var copy = self
        copy.depth = 0
        guard (try? copy.parseTypeName()) != nil else { return nil }
        let name: String
        if copy.current.isSymbol(".") && copy.peek(1).kind == .identifier && copy.peek(2).isPunctuation("(")
            && !copy.peek(2).newlineBefore
        {
            // The case on the next line: `catch Failure\n    .tooDeep(let n)`.
            name = copy.peek(1).text
            copy.index += 2
        } else if copy.current.isPunctuation("(") && !copy.current.newlineBefore, copy.previous.kind == .identifier {
            // `Type.name(let x)`, or the case alone without its dot, as Swift allows:
            // `case (.hashtag(let a), hashtag(let b))` (Mastodon's AutoCompleteItem).
            name = copy.previous.text
        } else {
            return nil
        }
        // The type may have split a `>>` into two tokens: count from the end instead.
        let k = copy.index - index - (copy.tokens.count - tokens.count)
        // Only an enum case pattern when an element binds or is a wildcard.
        var j = k + 1
        var level = 0
        while peek(j).kind != .endOfFile {
            let t = peek(j)
            if t.isPunctuation("(") { level += 1 }
            if t.isPunctuation(")") {
                if level == 0 { break }
                level -= 1
            }
            if t.isKeyword("let") || t.isKeyword("var") || t.isKeyword("_") { return (name, k) }
            j += 1
        }
        return nil
    }

    /// `(label: pattern, pattern)`.
    private mutating func parsePatternElements(binding: Bool) throws(Diagnostic) -> [(label: String?, pattern: Pattern)]
    {
        let open = try expectPunctuation("(", "to begin the pattern's elements")
        var elements: [(label: String?, pattern: Pattern)] = []
        // `case .rejected(code:)`, `.moved(from:to:)`: the case named with its labels (a
        // compound name, as for a function reference), each value matching anything.
        var n = 0
        while peek(n).kind == .identifier && peek(n + 1).isPunctuation(":") { n += 2 }
        if n > 0 && peek(n).isPunctuation(")") {
            for _ in 0..<(n / 2) {
                let label = advance()
                advance()
                elements.append((label.text, .wildcard(at: label.start)))
            }
            advance()
            return elements
        }
        while !current.isPunctuation(")") {
            if current.kind == .endOfFile { throw error("'(' is never closed", at: open.start) }
            var label: String?
            if current.kind == .identifier && peek(1).isPunctuation(":") {
                label = advance().text
                advance()
            }
            elements.append((label, try parsePattern(bindingByDefault: binding)))
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation(")") {
                throw error("expected ',' or ')' in the pattern, found \(current)")
            }
        }
        advance()
        return elements
    }
}
