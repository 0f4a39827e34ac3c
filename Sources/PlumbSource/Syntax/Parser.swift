/// Parses the Swift subset of `docs/source-subset.md` into declarations and statements.
///
/// Recursive descent with a depth limit: nesting deeper than ``Parser/maximumDepth`` is an
/// error, not a stack overflow. The first error stops parsing and is thrown as a
/// ``Diagnostic`` pointing at the offending token.
struct Parser {
    let file: SourceFile
    var tokens: [Token]
    var index = 0
    var depth = 0
    /// While parsing an `if` or `switch` condition, `{` opens the body, not a trailing closure.
    var allowTrailingClosures = true

    /// The deepest nesting of expressions, closures and blocks accepted.
    static let maximumDepth = 200

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
    }

    // MARK: Tokens

    var current: Token { tokens[index] }
    func peek(_ k: Int) -> Token { tokens[min(index + k, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: offset ?? current.start, in: file)
    }

    mutating func expectPunctuation(_ text: String, _ context: String) throws(Diagnostic) -> Token {
        guard current.isPunctuation(text) else {
            throw error("expected '\(text)' \(context), found \(current)")
        }
        return advance()
    }

    mutating func expectIdentifier(_ context: String) throws(Diagnostic) -> Token {
        guard current.kind == .identifier else { throw error("expected \(context), found \(current)") }
        return advance()
    }

    mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > Parser.maximumDepth {
            throw error("code is nested too deeply (more than \(Parser.maximumDepth) levels)")
        }
    }

    mutating func leave() { depth -= 1 }

    /// Skips `;` and reports whether the next token starts a new statement (a line break,
    /// `;`, or a closing brace).
    mutating func atStatementEnd() -> Bool {
        if current.isPunctuation(";") {
            while current.isPunctuation(";") { _ = advance() }
            return true
        }
        return current.newlineBefore || current.isPunctuation("}") || current.kind == .endOfFile
    }

    // MARK: File

    /// A whole file: declarations, or a single view expression.
    mutating func parseFile() throws(Diagnostic) -> [Decl] {
        var decls: [Decl] = []
        while current.kind != .endOfFile {
            if current.isPunctuation(";") {
                _ = advance()
                continue
            }
            decls.append(try parseDecl())
        }
        return decls
    }

    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "static", "lazy", "nonisolated",
        "mutating", "override", "weak",
    ]

    mutating func skipAttributesAndModifiers() throws(Diagnostic) -> [String] {
        var attributes: [String] = []
        while true {
            if current.kind == .attribute {
                attributes.append(String(advance().text.dropFirst()))
                if current.isPunctuation("(") && !current.spaceBefore { try skipBalanced() }
            } else if current.kind == .identifier && Parser.declarationModifiers.contains(current.text)
                && peek(1).kind == .identifier
            {
                attributes.append(advance().text)
                if current.isPunctuation("(") { try skipBalanced() }  // private(set)
            } else {
                return attributes
            }
        }
    }

    /// Skips a balanced `( ... )`, `[ ... ]` or `{ ... }` group.
    mutating func skipBalanced() throws(Diagnostic) {
        let open = current
        let closer = open.text == "(" ? ")" : open.text == "[" ? "]" : "}"
        var level = 0
        repeat {
            let t = advance()
            if t.kind == .endOfFile { throw error("'\(open.text)' is never closed", at: open.start) }
            if t.kind == .punctuation && t.text == open.text { level += 1 }
            if t.kind == .punctuation && t.text == closer { level -= 1 }
        } while level > 0
    }

    mutating func parseDecl() throws(Diagnostic) -> Decl {
        let attributes = try skipAttributesAndModifiers()
        let token = current
        if token.isKeyword("import") {
            _ = advance()
            while current.kind == .identifier || current.isSymbol(".") {
                if current.newlineBefore && current.kind == .identifier { break }
                _ = advance()
            }
            return try parseDecl()
        }
        if token.kind == .hashIdentifier {
            guard token.text == "#Preview" else { throw error("'\(token.text)' is not supported") }
            _ = advance()
            var name: String?
            if current.isPunctuation("(") {
                let open = current.start
                let args = try parseArguments()
                for arg in args where arg.label == nil {
                    if case .string(let parts, _) = arg.value, case .text(let text)? = parts.first { name = text }
                }
                _ = open
            }
            guard current.isPunctuation("{") else { throw error("expected '{' to begin the #Preview body") }
            let body = try parseBlock()
            return .preview(name: name, body: body, at: token.start)
        }
        if token.isKeyword("struct") { return .structure(try parseStruct()) }
        if token.isKeyword("extension") { return try parseExtension() }
        if token.isKeyword("let") || token.isKeyword("var") {
            return .constant(try parseProperty(attributes: attributes))
        }
        for keyword in ["enum", "class", "protocol", "actor", "func", "typealias", "init"] where token.isKeyword(keyword) {
            throw error("'\(keyword)' declarations are not supported here (see docs/source-subset.md)")
        }
        // A bare expression (a view).
        let expr = try parseExpression()
        if !atStatementEnd() && current.kind != .endOfFile {
            throw error("expected a line break after the expression, found \(current)")
        }
        return .expression(expr)
    }

    mutating func parseStruct() throws(Diagnostic) -> StructDecl {
        let start = advance().start  // struct
        let name = try expectIdentifier("a struct name").text
        if current.isSymbol("<") { throw error("generic structs are not supported") }
        var conformances: [String] = []
        if current.isPunctuation(":") {
            _ = advance()
            repeat {
                if current.isPunctuation(",") { _ = advance() }
                conformances.append(try expectIdentifier("a protocol name").text)
            } while current.isPunctuation(",")
        }
        _ = try expectPunctuation("{", "to begin the struct body")
        try enter()
        var properties: [PropertyDecl] = []
        var functions: [FunctionDecl] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("struct '\(name)' is never closed", at: start) }
            if current.isPunctuation(";") {
                _ = advance()
                continue
            }
            let attributes = try skipAttributesAndModifiers()
            if current.isKeyword("let") || current.isKeyword("var") {
                properties.append(try parseProperty(attributes: attributes))
            } else if current.isKeyword("func") {
                functions.append(try parseFunction())
            } else if current.isKeyword("init") {
                throw error("custom initializers are not supported; Plumb uses the memberwise initializer")
            } else if current.isKeyword("struct") || current.isKeyword("enum") || current.isKeyword("class") {
                throw error("nested types are not supported")
            } else {
                throw error("expected a property or a function in struct '\(name)', found \(current)")
            }
        }
        _ = advance()
        leave()
        return StructDecl(name: name, conformances: conformances, properties: properties, functions: functions, offset: start)
    }

    mutating func parseExtension() throws(Diagnostic) -> Decl {
        let start = advance().start
        let extended = try expectIdentifier("a type name").text
        guard extended == "View" else { throw error("only 'extension View' is supported") }
        _ = try expectPunctuation("{", "to begin the extension")
        var functions: [FunctionDecl] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("extension is never closed", at: start) }
            _ = try skipAttributesAndModifiers()
            guard current.isKeyword("func") else { throw error("expected a function in 'extension View', found \(current)") }
            functions.append(try parseFunction())
        }
        _ = advance()
        return .extensionOfView(functions, at: start)
    }

    mutating func parseType() throws(Diagnostic) -> TypeName {
        var text = ""
        if current.isKeyword("some") || current.isKeyword("any") {
            text = advance().text + " "
        }
        if current.isPunctuation("[") {
            _ = advance()
            let element = try parseType()
            var inner = element.text
            if current.isPunctuation(":") {
                _ = advance()
                inner += ": " + (try parseType()).text
            }
            _ = try expectPunctuation("]", "to close the type")
            text += "[" + inner + "]"
        } else if current.isPunctuation("(") {
            // A function or tuple type: kept as text.
            let start = current.start
            try skipBalanced()
            if current.isSymbol("->") {
                _ = advance()
                _ = try parseType()
            }
            text += String(decoding: file.bytes[start..<tokens[index - 1].end], as: UTF8.self)
        } else {
            text += try expectIdentifier("a type").text
            while current.isSymbol(".") && peek(1).kind == .identifier && !current.spaceBefore {
                _ = advance()
                text += "." + advance().text
            }
            if current.isSymbol("<") && !current.spaceBefore {
                let start = current.start
                var level = 0
                repeat {
                    let t = advance()
                    if t.kind == .endOfFile { throw error("'<' is never closed", at: start) }
                    if t.isSymbol("<") { level += 1 }
                    if t.isSymbol(">") { level -= 1 }
                } while level > 0
                text += String(decoding: file.bytes[start..<tokens[index - 1].end], as: UTF8.self)
            }
        }
        while (current.isSymbol("?") || current.isSymbol("!")) && !current.spaceBefore {
            text += advance().text
        }
        return TypeName(text: text)
    }

    mutating func parseProperty(attributes: [String]) throws(Diagnostic) -> PropertyDecl {
        let start = advance().start  // let / var
        let name = try expectIdentifier("a property name").text
        var type: TypeName?
        if current.isPunctuation(":") {
            _ = advance()
            type = try parseType()
        }
        var value: Expr?
        var body: [Stmt]?
        if current.isSymbol("=") {
            _ = advance()
            value = try parseExpression()
        } else if current.isPunctuation("{") {
            body = try parseBlock()
            if body?.count == 1, case .expression(.identifier("get", _))? = body?.first {
                throw error("explicit getters are not supported")
            }
        }
        return PropertyDecl(name: name, type: type, value: value, body: body, isStatic: attributes.contains("static"), offset: start)
    }

    mutating func parseFunction() throws(Diagnostic) -> FunctionDecl {
        let start = advance().start  // func
        let name = try expectIdentifier("a function name").text
        if current.isSymbol("<") { throw error("generic functions are not supported") }
        _ = try expectPunctuation("(", "to begin the parameters")
        var parameters: [FunctionDecl.Parameter] = []
        while !current.isPunctuation(")") {
            var label: String? = try expectIdentifier("a parameter name").text
            var paramName = label!
            if current.kind == .identifier {
                paramName = advance().text
            }
            if label == "_" { label = nil }
            _ = try expectPunctuation(":", "after the parameter name")
            _ = try skipAttributesAndModifiers()
            let type = try parseType()
            var defaultValue: Expr?
            if current.isSymbol("=") {
                _ = advance()
                defaultValue = try parseExpression()
            }
            parameters.append(FunctionDecl.Parameter(label: label, name: paramName, type: type, defaultValue: defaultValue))
            if current.isPunctuation(",") { _ = advance() } else if !current.isPunctuation(")") {
                throw error("expected ',' or ')' in the parameter list, found \(current)")
            }
        }
        _ = advance()
        if current.isSymbol("->") {
            _ = advance()
            _ = try parseType()
        }
        guard current.isPunctuation("{") else { throw error("expected '{' to begin the function body") }
        let body = try parseBlock()
        return FunctionDecl(name: name, parameters: parameters, body: body, offset: start)
    }

    // MARK: Statements

    /// `{ statements }`
    mutating func parseBlock() throws(Diagnostic) -> [Stmt] {
        let open = try expectPunctuation("{", "to begin a block")
        try enter()
        defer { leave() }
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        defer { allowTrailingClosures = saved }
        var statements: [Stmt] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("'{' is never closed", at: open.start) }
            if current.isPunctuation(";") {
                _ = advance()
                continue
            }
            statements.append(try parseStatement())
            if !current.isPunctuation("}") && !atStatementEnd() {
                throw error("expected a line break or ';' between statements, found \(current)")
            }
        }
        _ = advance()
        return statements
    }

    mutating func parseStatement() throws(Diagnostic) -> Stmt {
        let token = current
        if token.isKeyword("let") || token.isKeyword("var") {
            _ = advance()
            if current.isPunctuation("(") { throw error("tuple destructuring is not supported") }
            let name = try expectIdentifier("a name").text
            var type: TypeName?
            if current.isPunctuation(":") {
                _ = advance()
                type = try parseType()
            }
            guard current.isSymbol("=") else { throw error("expected '=' and a value for '\(name)'") }
            _ = advance()
            return .binding(name: name, type: type, value: try parseExpression(), at: token.start)
        }
        if token.isKeyword("if") { return try parseIf() }
        if token.isKeyword("switch") { return try parseSwitch() }
        if token.isKeyword("return") {
            _ = advance()
            if current.newlineBefore || current.isPunctuation("}") { return .returnValue(nil, at: token.start) }
            return .returnValue(try parseExpression(), at: token.start)
        }
        for keyword in ["for", "while", "repeat", "guard", "do", "defer", "func", "struct", "class"] where token.isKeyword(keyword) {
            throw error("'\(keyword)' is not supported in view code (see docs/source-subset.md)")
        }
        return .expression(try parseExpression())
    }

    mutating func parseCondition() throws(Diagnostic) -> Expr {
        if current.isKeyword("let") || current.isKeyword("var") || current.isKeyword("case") {
            throw error("'if \(current.text)' is not supported; use a plain condition")
        }
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        defer { allowTrailingClosures = saved }
        var condition = try parseExpression()
        while current.isPunctuation(",") {
            let at = advance().start
            condition = .binary("&&", condition, try parseExpression(), at: at)
        }
        return condition
    }

    mutating func parseIf() throws(Diagnostic) -> Stmt {
        let start = advance().start  // if
        try enter()
        defer { leave() }
        let condition = try parseCondition()
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if current.isKeyword("else") {
            _ = advance()
            if current.isKeyword("if") {
                otherwise = [try parseIf()]
            } else {
                otherwise = try parseBlock()
            }
        }
        return .ifElse(condition: condition, then: then, otherwise: otherwise, at: start)
    }

    mutating func parseSwitch() throws(Diagnostic) -> Stmt {
        let start = advance().start  // switch
        try enter()
        defer { leave() }
        let subject = try parseCondition()
        _ = try expectPunctuation("{", "to begin the switch")
        var cases: [SwitchCase] = []
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("switch is never closed", at: start) }
            let caseStart = current.start
            var patterns: [Expr] = []
            if current.isKeyword("default") {
                _ = advance()
            } else if current.isKeyword("case") {
                _ = advance()
                repeat {
                    if current.isPunctuation(",") { _ = advance() }
                    if current.isKeyword("let") || current.isKeyword("var") { throw error("binding patterns are not supported") }
                    let saved = allowTrailingClosures
                    allowTrailingClosures = false
                    patterns.append(try parseExpression())
                    allowTrailingClosures = saved
                } while current.isPunctuation(",")
            } else {
                throw error("expected 'case' or 'default' in switch, found \(current)")
            }
            _ = try expectPunctuation(":", "after the case pattern")
            var body: [Stmt] = []
            while !current.isKeyword("case") && !current.isKeyword("default") && !current.isPunctuation("}") {
                if current.kind == .endOfFile { throw error("switch is never closed", at: start) }
                if current.isPunctuation(";") {
                    _ = advance()
                    continue
                }
                body.append(try parseStatement())
                if !atStatementEnd() { throw error("expected a line break between statements, found \(current)") }
            }
            cases.append(SwitchCase(patterns: patterns, body: body, offset: caseStart))
        }
        _ = advance()
        return .switchCase(subject: subject, cases: cases, at: start)
    }
}
