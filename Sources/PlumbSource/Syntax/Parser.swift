import PlumbCore

/// Parses a Swift file into declarations and statements (`Syntax.swift`).
///
/// The whole language parses: every declaration, statement and expression of Swift 6, so a
/// file is rejected only when it is not valid Swift. `#if` is resolved before parsing
/// (`IfConfig`), so the parser never sees an inactive branch. Recursive descent with a depth
/// limit: nesting deeper than ``Parser/maximumDepth`` is an error, not a stack overflow. The
/// first error stops parsing and is thrown as a ``Diagnostic`` pointing at the offending token.
///
/// Where Swift's grammar is ambiguous without types the parser decides as the compiler's does:
/// `<` after a name starts generic arguments only when the matching `>` is followed by a token
/// that cannot start an operand (swift-syntax's `canParseAsGenericArgumentList`); an operator
/// is prefix, postfix or infix by the whitespace around it (The Swift Programming Language,
/// "Lexical Structure: Operators"); a `{` after a condition opens the body, not a trailing
/// closure.
struct Parser {
    let file: SourceFile
    var tokens: [Token]
    var index = 0
    var depth = 0
    /// While parsing an `if`, `while`, `guard`, `for` or `switch` head, `{` opens the body,
    /// not a trailing closure.
    var allowTrailingClosures = true

    /// The deepest nesting of expressions, closures and blocks accepted.
    static let maximumDepth = 200
    /// How many of the open levels are links of chains (``enterChain(_:)``).
    var chainLinks = 0

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
    }

    // MARK: Tokens

    var current: Token { tokens[index] }
    func peek(_ k: Int) -> Token { tokens[min(index + k, tokens.count - 1)] }
    var previous: Token { tokens[max(index - 1, 0)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: offset ?? current.start, in: file)
    }

    @discardableResult
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

    /// Consumes the keyword when it is next.
    mutating func accept(_ keyword: String) -> Bool {
        guard current.isKeyword(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes the symbol when it is next.
    mutating func acceptSymbol(_ symbol: String) -> Bool {
        guard current.isSymbol(symbol) else { return false }
        advance()
        return true
    }

    /// Whether the current token is a symbol that begins with `character` (`>` of `>>`).
    func startsWithSymbol(_ character: Character) -> Bool {
        current.kind == .symbol && current.text.first == character
    }

    /// Splits the first character off the current symbol token (`>>` into `>` and `>`), so
    /// that generic argument lists can close one level at a time.
    mutating func splitSymbol() {
        let t = current
        guard t.kind == .symbol, t.text.count > 1 else { return }
        let first = Token(
            kind: .symbol, text: String(t.text.prefix(1)), start: t.start, end: t.start + 1,
            spaceBefore: t.spaceBefore, newlineBefore: t.newlineBefore)
        let rest = Token(
            kind: .symbol, text: String(t.text.dropFirst()), start: t.start + 1, end: t.end,
            spaceBefore: false, newlineBefore: false)
        tokens.replaceSubrange(index...index, with: [first, rest])
    }

    /// Splits the last character off the current symbol token (`==<` into `==` and `<`).
    mutating func splitLastCharacter() {
        let t = current
        guard t.kind == .symbol, let last = t.text.unicodeScalars.last, t.text.unicodeScalars.count > 1 else { return }
        let split = t.end - String(last).utf8.count
        let head = Token(
            kind: .symbol, text: String(t.text.unicodeScalars.dropLast()), start: t.start, end: split,
            spaceBefore: t.spaceBefore, newlineBefore: t.newlineBefore, spaceAfter: false, leftBound: t.leftBound,
            rightBound: true)
        let tail = Token(
            kind: .symbol, text: String(last), start: split, end: t.end, spaceBefore: false, newlineBefore: false,
            spaceAfter: t.spaceAfter, leftBound: true, rightBound: t.rightBound)
        tokens.replaceSubrange(index...index, with: [head, tail])
    }

    /// The most stack a level of the parser's recursion may take: measured in a debug build
    /// with `StackSpace.available()` at depths 1, 101 and 181, 15 KB a level of parentheses,
    /// 18 KB of array literals, 10 KB of nested builder closures, next to nothing for a link
    /// of a chain; with a margin, times ``StackSpace/frameScale``. Parsing runs where
    /// ``maximumDepth`` levels fit (PlumbCore's StackSpace), 4.8 MB: on an 8 MB thread, in
    /// place.
    static let bytesPerLevel = (24 << 10) * StackSpace.frameScale

    mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > Parser.maximumDepth { throw tooDeep() }
    }

    mutating func leave() { depth -= 1 }

    /// The error past ``maximumDepth``: when chains make most of the depth (not nested
    /// brackets, which open a link each too), it says so.
    func tooDeep() -> Diagnostic {
        guard chainLinks > 20 && chainLinks * 2 > depth else {
            return error("code is nested too deeply (more than \(Parser.maximumDepth) levels)")
        }
        return error(
            "code is nested too deeply (more than \(Parser.maximumDepth) levels, each modifier, member, call and operator of a chain counting one)"
        )
    }

    /// One more link of a chain (`.padding()`, `+ 1`): chains nest the syntax tree, and the
    /// reader's recursion over it, as deeply as brackets do, so their links count against
    /// the same limit. `links` counts the levels to leave when the chain ends.
    mutating func enterChain(_ links: inout Int) throws(Diagnostic) {
        depth += 1
        links += 1
        chainLinks += 1
        if depth > Parser.maximumDepth { throw tooDeep() }
    }

    /// Skips `;` and reports whether the next token starts a new statement (a line break,
    /// `;`, or a closing brace).
    mutating func atStatementEnd() -> Bool {
        if current.isPunctuation(";") {
            while current.isPunctuation(";") { advance() }
            return true
        }
        return current.newlineBefore || current.isPunctuation("}") || current.kind == .endOfFile
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

    /// The source text from `start` up to the end of the previous token.
    func text(from start: Int) -> String {
        let end = max(previous.end, start)
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    // MARK: File

    /// A whole file: declarations and top-level statements.
    mutating func parseFile() throws(Diagnostic) -> [Decl] {
        var decls: [Decl] = []
        while current.kind != .endOfFile {
            if current.isPunctuation(";") {
                advance()
                continue
            }
            decls += try parseDeclOrStatement()
            if current.kind != .endOfFile && !atStatementEnd() && !previous.isPunctuation("}") {
                throw error("expected a line break or ';' after the declaration, found \(current)")
            }
        }
        return decls
    }

    /// A declaration, or a statement where declarations and statements mix (file scope).
    mutating func parseDeclOrStatement() throws(Diagnostic) -> [Decl] {
        if startsDeclaration() { return try parseDecl() }
        return [.statement(try parseStatement())]
    }

    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "static", "class", "lazy",
        "nonisolated", "mutating", "nonmutating", "override", "weak", "unowned", "required", "convenience",
        "optional", "dynamic", "indirect", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing",
        "distributed", "__consuming",
    ]

    static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "deinit", "subscript",
        "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro", "case",
    ]

    /// Whether the tokens ahead begin a declaration: attributes, modifiers, then a declaration
    /// keyword or `let`/`var` (a `class` or `case` only where it cannot be something else).
    func startsDeclaration() -> Bool {
        var k = 0
        while true {
            let t = peek(k)
            if t.kind == .attribute {
                k += 1
                if peek(k).isPunctuation("(") && !peek(k).spaceBefore { k = skipAhead(from: k) }
                continue
            }
            if t.kind == .hashIdentifier { return t.text == "#Preview" || k > 0 }
            guard t.kind == .identifier, !t.isBackquoted else { return false }
            if t.text == "let" || t.text == "var" { return true }
            if t.text == "case" { return false }
            // `actor` is a declaration only before its name: `{ actor in actor.run() }`.
            if t.text == "actor" {
                return peek(k + 1).kind == .identifier && !peek(k + 1).isKeyword("in") && !peek(k + 1).newlineBefore
            }
            // `macro` is a declaration only before its name: `macro.running = true` is not one.
            if t.text == "macro" { return peek(k + 1).kind == .identifier && !peek(k + 1).newlineBefore }
            if Parser.declarationKeywords.contains(t.text) { return true }
            if Parser.declarationModifiers.contains(t.text) {
                let next = peek(k + 1)
                // `private(set)`, `unowned(unsafe)`, `private (set)`.
                if modifierDetailAhead(at: k + 1) {
                    k = skipAhead(from: k + 1)
                    continue
                }
                if next.kind == .identifier { k += 1; continue }
                return false
            }
            return false
        }
    }

    /// Whether `(set)`, `(unsafe)` or another modifier's detail opens at `k` (relative to
    /// `index`), after a modifier. Glued to it, any group is one; after a space only the
    /// details that exist (`private (set)`, `unowned (safe)`), since a space may also end
    /// the modifiers: `unowned (x)` is not a declaration.
    func modifierDetailAhead(at k: Int) -> Bool {
        let open = peek(k)
        guard open.isPunctuation("(") else { return false }
        if !open.spaceBefore { return true }
        return ["set", "safe", "unsafe"].contains(peek(k + 1).text) && peek(k + 2).isPunctuation(")")
    }

    /// The index (relative to `index`) just past the balanced group that opens at `k`.
    func skipAhead(from k: Int) -> Int {
        var level = 0
        var j = k
        repeat {
            let t = peek(j)
            if t.kind == .endOfFile { return j }
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") { level += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") { level -= 1 }
            j += 1
        } while level > 0
        return j
    }

    // MARK: Attributes and modifiers

    /// Attributes whose arguments are not an expression list.
    static let opaqueAttributes: Set<String> = [
        "available", "objc", "_spi", "backDeployed", "_specialize", "_silgen_name", "_cdecl", "_alwaysEmitIntoClient",
        "_originallyDefinedIn", "_effects", "_semantics", "_implements", "differentiable", "derivative",
        "_dynamicReplacement", "inline", "_projectedValueProperty", "_documentation", "_expose", "_extern",
        "attached", "freestanding", "storageRestrictions", "_opaqueReturnTypeOf", "convention", "_private",
        "preconcurrency", "retroactive", "isolated", "execution",
    ]

    mutating func parseAttributes() throws(Diagnostic) -> [Attribute] {
        var attributes: [Attribute] = []
        while current.kind == .attribute {
            let token = advance()
            var name = String(token.text.dropFirst())
            // `@SwiftUI.State`.
            while current.isSymbol(".") && !current.spaceBefore && peek(1).kind == .identifier {
                advance()
                name = advance().text
            }
            // `@Environment<T>`-style generic attribute arguments, and `@FocusState<T>.Binding`.
            if current.isSymbol("<") && !current.spaceBefore {
                _ = try parseGenericArguments()
                while current.isSymbol(".") && !current.spaceBefore && peek(1).kind == .identifier {
                    advance()
                    name = advance().text
                }
            }
            var arguments: [Argument]?
            // Swift 5 takes `@FetchRequest (sortDescriptors: ...)` too (whitespace before the
            // `(` is a warning there, an error only in Swift 6 mode); a `(` on the next line is
            // not the attribute's (swift-syntax's `parseAttribute`, `.customAttribute` mode).
            if current.isPunctuation("(") && !current.newlineBefore && !functionTypeAfterAttribute(name) {
                if Parser.opaqueAttributes.contains(name) {
                    try skipBalanced()
                } else {
                    let saved = (index, tokens)
                    do {
                        arguments = try parseArguments()
                    } catch {
                        (index, tokens) = saved
                        try skipBalanced()
                    }
                }
            }
            attributes.append(Attribute(name: name, arguments: arguments, offset: token.start))
        }
        return attributes
    }

    /// Whether the `(` after the attribute `name` begins what the attribute marks, not its
    /// arguments: a function type (`@Sendable(Int) -> Void`, `@escaping() async -> Void`), or a
    /// parenthesized type that ends a list (`x: @MainActor (Int)`). As swift-syntax's
    /// `atAttributeOrSpecifierArgument` decides, by the token after the parentheses.
    func functionTypeAfterAttribute(_ name: String) -> Bool {
        if ["escaping", "autoclosure", "Sendable", "noescape", "thin", "thick"].contains(name) { return true }
        let after = peek(skipAhead(from: 0))
        return after.isSymbol("->") || after.isSymbol(">")
            || after.isWord(in: ["async", "reasync", "throws", "rethrows", "throw"])
            || after.isPunctuation(")") || after.isPunctuation("]") || after.isPunctuation("}")
    }

    /// Declaration modifiers (`private(set)`, `static`, `nonisolated(unsafe)`): their names.
    mutating func parseModifiers() throws(Diagnostic) -> [String] {
        var modifiers: [String] = []
        while current.kind == .identifier && !current.isBackquoted && Parser.declarationModifiers.contains(current.text)
        {
            let next = peek(1)
            if modifierDetailAhead(at: 1) {
                modifiers.append(advance().text)
                try skipBalanced()
                continue
            }
            // `class` is a modifier only before another declaration word (`class func`).
            if current.text == "class"
                && !(next.kind == .identifier
                    && (Parser.declarationKeywords.contains(next.text) || next.text == "let" || next.text == "var"
                        || Parser.declarationModifiers.contains(next.text)))
            {
                return modifiers
            }
            guard next.kind == .identifier || next.kind == .attribute else { return modifiers }
            modifiers.append(advance().text)
        }
        return modifiers
    }

    // MARK: Declarations

    /// A declaration; `var a = 1, b = 2` gives one per name.
    mutating func parseDecl() throws(Diagnostic) -> [Decl] {
        try enter()
        defer { leave() }
        var attributes = try parseAttributes()
        var modifiers = try parseModifiers()
        // Attributes may follow modifiers too (`public @MainActor func`).
        if current.kind == .attribute {
            attributes += try parseAttributes()
            modifiers += try parseModifiers()
        }
        let token = current
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        if token.kind == .hashIdentifier {
            if token.text == "#Preview" { return [.preview(try parsePreview())] }
            // A freestanding macro at declaration level (`#warning("...")`, `#externalMacro`,
            // SwiftData's `#Index<Feed>([\.id])` with generic arguments).
            advance()
            if current.isSymbol("<") && !current.spaceBefore { _ = try parseGenericArguments() }
            if current.isPunctuation("(") && !current.spaceBefore { _ = try parseArguments() }
            if current.isPunctuation("{") && !current.newlineBefore { try skipBalanced() }
            return [.ignored(at: token.start)]
        }
        guard token.kind == .identifier else { throw error("expected a declaration, found \(token)") }
        if token.text == "let" || token.text == "var" {
            let lazy = modifiers.contains("lazy")
            return try parseProperties(attributes: attributes, isStatic: isStatic).map { p in
                var property = p
                property.isLazy = lazy
                return .variable(property)
            }
        }
        return [try parseDecl(keyword: token, attributes: attributes, isStatic: isStatic)]
    }

    mutating func parseDecl(keyword token: Token, attributes: [Attribute], isStatic: Bool) throws(Diagnostic) -> Decl {
        switch token.text {
        case "import":
            advance()
            // `import struct Foundation.Date`, `import Foundation.NSString`.
            if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(current.text) {
                advance()
            }
            while current.kind == .identifier && !current.newlineBefore
                || current.isSymbol(".") && !current.newlineBefore
            {
                advance()
            }
            return .ignored(at: token.start)
        case "struct", "class", "enum", "actor", "protocol":
            return .type(try parseType(kind: token.text, attributes: attributes))
        case "extension":
            return .extensionDecl(try parseExtension())
        case "func":
            return .function(try parseFunction(attributes: attributes, isStatic: isStatic))
        case "init":
            return .function(try parseInitializer(attributes: attributes))
        case "subscript":
            return .function(try parseSubscript(attributes: attributes, isStatic: isStatic))
        case "deinit":
            advance()
            if current.isPunctuation("{") { try skipBalancedBlock() }
            return .ignored(at: token.start)
        case "typealias":
            advance()
            let name = try expectIdentifier("a type alias name").text
            if current.isSymbol("<") && !current.spaceBefore { _ = try parseGenericParameters() }
            guard acceptSymbol("=") else { throw error("expected '=' in the type alias") }
            let type = try parseTypeName()
            try skipWhereClause()
            return .typeAlias(name: name, type: type, at: token.start)
        case "associatedtype":
            advance()
            _ = try expectIdentifier("an associated type name")
            if current.isPunctuation(":") {
                advance()
                _ = try parseInheritance()
            }
            if acceptSymbol("=") { _ = try parseTypeName() }
            try skipWhereClause()
            return .ignored(at: token.start)
        case "operator":
            advance()
            advance()  // the operator
            if current.isPunctuation(":") {
                advance()
                _ = try expectIdentifier("a precedence group")
            }
            return .ignored(at: token.start)
        case "precedencegroup":
            advance()
            _ = try expectIdentifier("a precedence group name")
            try skipBalancedBlock()
            return .ignored(at: token.start)
        case "macro":
            advance()
            _ = try expectIdentifier("a macro name")
            if current.isSymbol("<") { _ = try parseGenericParameters() }
            if current.isPunctuation("(") { try skipBalanced() }
            if acceptSymbol("->") { _ = try parseTypeName() }
            if acceptSymbol("=") { _ = try parseExpression() }
            try skipWhereClause()
            return .ignored(at: token.start)
        default:
            throw error("expected a declaration, found \(token)")
        }
    }

    /// `{ ... }` skipped whole (a precedence group, a deinit).
    mutating func skipBalancedBlock() throws(Diagnostic) {
        guard current.isPunctuation("{") else { throw error("expected '{', found \(current)") }
        try skipBalanced()
    }

    /// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: .sizeThatFitsLayout) { ... }`.
    mutating func parsePreview() throws(Diagnostic) -> PreviewDecl {
        let token = advance()
        var arguments: [Argument] = []
        if current.isPunctuation("(") && !current.newlineBefore { arguments = try parseArguments() }
        var name: String?
        if let first = arguments.first, first.label == nil, case .string(let parts, _) = first.value {
            name = parts.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
        }
        // `#Preview(body: { ... })`: the body given as the macro's labelled argument.
        if let i = arguments.firstIndex(where: { $0.label == "body" }), case .closure(let body) = arguments[i].value,
            !current.isPunctuation("{")
        {
            arguments.remove(at: i)
            return PreviewDecl(name: name, arguments: arguments, body: body.body, offset: token.start)
        }
        guard current.isPunctuation("{") else { throw error("expected '{' to begin the #Preview body") }
        let closure = try parseClosure()
        // A widget's `#Preview(as: .systemSmall) { Widget() } timeline: { ... }`: more closures.
        while current.kind == .identifier && peek(1).isPunctuation(":") && peek(2).isPunctuation("{") {
            let label = advance()
            advance()
            arguments.append(Argument(label: label.text, value: .closure(try parseClosure()), offset: label.start))
        }
        return PreviewDecl(name: name, arguments: arguments, body: closure.body, offset: token.start)
    }

    /// `struct Name<T: View>: View where ... { members }` and the other type declarations.
    mutating func parseType(kind keyword: String, attributes: [Attribute]) throws(Diagnostic) -> TypeDecl {
        let start = advance().start
        let name = try expectIdentifier("a type name").text
        var generics: [String] = []
        var constraints: [String: String] = [:]
        if current.isSymbol("<") {
            let list = try parseGenericParameterList()
            generics = list.map(\.name)
            for (name, constraint) in list { constraints[name] = constraint }
        }
        var conformances: [String] = []
        if current.isPunctuation(":") {
            advance()
            conformances = try parseInheritance()
        }
        try skipWhereClause()
        let kind = TypeDecl.Kind(rawValue: keyword) ?? .structure
        var type = TypeDecl(
            kind: kind, name: name, genericParameters: generics, conformances: conformances, attributes: attributes,
            properties: [], functions: [], initializers: [], subscripts: [], nestedTypes: [], typeAliases: [],
            cases: [], offset: start)
        type.genericConstraints = constraints
        try parseMembers(of: name, at: start) { (decl: Decl) in
            type.add(decl)
        } cases: {
            type.cases += $0
        }
        type.hasMemberwiseInitializer = kind == .structure && type.initializers.isEmpty
        return type
    }

    /// `extension Type: Protocol where ... { members }`.
    mutating func parseExtension() throws(Diagnostic) -> ExtensionDecl {
        let start = advance().start
        let extended = try parseTypeName()
        var conformances: [String] = []
        if current.isPunctuation(":") {
            advance()
            conformances = try parseInheritance()
        }
        try skipWhereClause()
        var members: [Decl] = []
        try parseMembers(of: extended.text, at: start) {
            members.append($0)
        } cases: { _ in
        }
        return ExtensionDecl(typeName: extended.base, conformances: conformances, members: members, offset: start)
    }

    /// A type's `{ members }`: declarations, enum cases, and `#if`-free member lists.
    mutating func parseMembers(
        of name: String, at start: Int, _ add: (Decl) -> Void, cases: ([EnumCaseDecl]) -> Void
    ) throws(Diagnostic) {
        try expectPunctuation("{", "to begin the body of '\(name)'")
        try enter()
        defer { leave() }
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("'\(name)' is never closed", at: start) }
            if current.isPunctuation(";") {
                advance()
                continue
            }
            if startsEnumCase() {
                cases(try parseEnumCases())
            } else {
                for decl in try parseDecl() { add(decl) }
            }
            if !current.isPunctuation("}") && !atStatementEnd() && !previous.isPunctuation("}") {
                throw error("expected a line break or ';' between declarations, found \(current)")
            }
        }
        advance()
    }

    /// Whether an enum `case` declaration comes next (after attributes and `indirect`).
    func startsEnumCase() -> Bool {
        var k = 0
        while peek(k).kind == .attribute || peek(k).isKeyword("indirect") {
            k += 1
            if peek(k).isPunctuation("(") && !peek(k).spaceBefore { k = skipAhead(from: k) }
        }
        return peek(k).isKeyword("case")
    }

    /// `case a, b(Int), c(label: String = "x"), d = "raw"`.
    mutating func parseEnumCases() throws(Diagnostic) -> [EnumCaseDecl] {
        _ = try parseAttributes()
        _ = accept("indirect")
        advance()  // case
        var cases: [EnumCaseDecl] = []
        repeat {
            let nameToken = try expectIdentifier("an enum case name")
            var associated: [FunctionDecl.Parameter]?
            if current.isPunctuation("(") { associated = try parseParameters(enumCase: true) }
            var raw: Expr?
            if acceptSymbol("=") { raw = try parseExpression() }
            cases.append(
                EnumCaseDecl(name: nameToken.text, associatedValues: associated, rawValue: raw, offset: nameToken.start)
            )
        } while current.isPunctuation(",")
            && {
                advance(); return true
            }()
        return cases
    }

    /// `func name<T>(parameters) async throws -> Result where ... { body }`.
    mutating func parseFunction(attributes: [Attribute], isStatic: Bool) throws(Diagnostic) -> FunctionDecl {
        let start = advance().start  // func
        // `func ==<T>(...)`: the lexer made `==<` one operator; its `<` opens the generics.
        if current.kind == .symbol && current.text.count > 1 && current.text.hasSuffix("<")
            && peek(1).kind == .identifier
        {
            splitLastCharacter()
        }
        let nameToken = current
        guard nameToken.kind == .identifier || nameToken.kind == .symbol else {
            throw error("expected a function name, found \(nameToken)")
        }
        advance()
        var name = nameToken.text
        // An operator function named by several tokens the lexer split (`<~>` stays one).
        while nameToken.kind == .symbol && current.kind == .symbol && !current.spaceBefore && !current.isSymbol("<") {
            name += advance().text
        }
        var generics: [String] = []
        if current.isSymbol("<") && !current.spaceBefore || (nameToken.kind == .symbol && current.isSymbol("<")) {
            generics = try parseGenericParameters()
        }
        let parameters = try parseParameters()
        try skipEffects()
        var returnType: TypeName?
        if acceptSymbol("->") { returnType = try parseTypeName() }
        try skipWhereClause()
        var body: [Stmt]?
        if current.isPunctuation("{") { body = try parseBlock() }
        return FunctionDecl(
            name: name, parameters: parameters, returnType: returnType, body: body, isStatic: isStatic,
            attributes: attributes, offset: start, genericParameters: generics)
    }

    /// `init`, `init?`, `init!`, with parameters and a body.
    mutating func parseInitializer(attributes: [Attribute]) throws(Diagnostic) -> FunctionDecl {
        let start = advance().start
        if (current.isSymbol("?") || current.isSymbol("!")) && !current.spaceBefore { advance() }
        if current.isSymbol("<") { _ = try parseGenericParameters() }
        let parameters = try parseParameters()
        try skipEffects()
        try skipWhereClause()
        var body: [Stmt]?
        if current.isPunctuation("{") { body = try parseBlock() }
        return FunctionDecl(
            name: "init", kind: .initializer, parameters: parameters, returnType: nil, body: body,
            attributes: attributes, offset: start)
    }

    /// `subscript(index: Int) -> Element { get set }`: the getter is its body.
    mutating func parseSubscript(attributes: [Attribute], isStatic: Bool) throws(Diagnostic) -> FunctionDecl {
        let start = advance().start
        if current.isSymbol("<") { _ = try parseGenericParameters() }
        let parameters = try parseParameters(isSubscript: true)
        try skipEffects()
        guard acceptSymbol("->") else { throw error("expected '->' and the subscript's type") }
        let returnType = try parseTypeName()
        try skipWhereClause()
        var body: [Stmt]?
        if current.isPunctuation("{") { body = try parseAccessorsOrBody() }
        return FunctionDecl(
            name: "subscript", kind: .subscriptAccessor, parameters: parameters, returnType: returnType, body: body,
            isStatic: isStatic, attributes: attributes, offset: start)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a parameter list.
    mutating func skipEffects() throws(Diagnostic) {
        while current.kind == .identifier
            && ["async", "throws", "rethrows", "reasync"].contains(current.text)
        {
            advance()
            if previous.text == "throws" && current.isPunctuation("(") && !current.spaceBefore { try skipBalanced() }
        }
    }

    /// `(label name: Type = default, _ other: Type...)`. A subscript's parameter written with one
    /// name has no argument label (`subscript(option: Option)` is called `self[option]`), as
    /// Swift's grammar says; written with two, the first is its label.
    mutating func parseParameters(enumCase: Bool = false, isSubscript: Bool = false) throws(Diagnostic)
        -> [FunctionDecl.Parameter]
    {
        let open = try expectPunctuation("(", "to begin the parameters")
        try enter()
        defer { leave() }
        var parameters: [FunctionDecl.Parameter] = []
        while !current.isPunctuation(")") {
            if current.kind == .endOfFile { throw error("'(' is never closed", at: open.start) }
            var attributes = try parseAttributes()
            var label: String?
            var name = ""
            if current.kind == .identifier
                && (peek(1).kind == .identifier && peek(1).text != "inout"
                    && (!enumCase || peek(2).isPunctuation(":")) || peek(1).isPunctuation(":"))
            {
                let first = advance().text
                if current.kind == .identifier {
                    label = first == "_" ? nil : first
                    name = advance().text
                } else {
                    label = enumCase ? first : (first == "_" || isSubscript ? nil : first)
                    name = first
                }
                try expectPunctuation(":", "after the parameter name")
            } else if !enumCase {
                throw error("expected a parameter name, found \(current)")
            }
            attributes += try parseAttributes()
            var isInout = false
            while current.kind == .identifier
                && ["inout", "borrowing", "consuming", "__owned", "__shared", "isolated", "sending"].contains(
                    current.text)
            {
                if current.text == "inout" { isInout = true }
                advance()
            }
            let type = try parseTypeName()
            var variadic = false
            if current.isSymbol("...") {
                advance()
                variadic = true
            }
            var defaultValue: Expr?
            if acceptSymbol("=") { defaultValue = try parseExpression() }
            parameters.append(
                FunctionDecl.Parameter(
                    label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: variadic,
                    isInout: isInout, isViewBuilder: attributes.contains { $0.name == "ViewBuilder" }))
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation(")") {
                throw error("expected ',' or ')' in the parameter list, found \(current)")
            }
        }
        advance()
        return parameters
    }

    /// `let a: Int = 1`, `var a = 1, b = 2`, `var body: some View { ... }`, `var x: Int { get set }`,
    /// `var y = 0 { didSet { ... } }`, `let (a, b) = pair`.
    mutating func parseProperties(attributes: [Attribute], isStatic: Bool) throws(Diagnostic) -> [PropertyDecl] {
        let keyword = advance()
        var properties: [PropertyDecl] = []
        repeat {
            let nameStart = current.start
            var names: [String] = []
            if current.isPunctuation("(") {
                // A tuple pattern: each name becomes a property without a value of its own.
                advance()
                while !current.isPunctuation(")") {
                    if current.kind == .endOfFile { throw error("'(' is never closed", at: nameStart) }
                    names.append(try expectIdentifier("a name").text)
                    if current.isPunctuation(":") {
                        advance()
                        _ = try parseTypeName()
                    }
                    if current.isPunctuation(",") { advance() }
                }
                advance()
            } else {
                names.append(try expectIdentifier("a property name").text)
            }
            var type: TypeName?
            if current.isPunctuation(":") {
                advance()
                type = try parseTypeName()
            }
            var value: Expr?
            var body: [Stmt]?
            var setter: PropertyDecl.Setter?
            if acceptSymbol("=") { value = try parseExpression() }
            // Observers may open on the next line: `var x = 0` / `{ didSet { } }`.
            if current.isPunctuation("{")
                && (value == nil || !current.newlineBefore || peek(1).isKeyword("didSet")
                    || peek(1).isKeyword("willSet"))
            {
                let accessors = try parseAccessors()
                body = accessors.getter
                setter = accessors.setter
                // Observers (`didSet`) leave a stored property stored.
                if value != nil || body?.isEmpty == true && type != nil {
                    body = nil
                    setter = nil
                }
            }
            for name in names {
                var property = PropertyDecl(
                    name: name, type: type, value: names.count == 1 ? value : nil, body: body, isStatic: isStatic,
                    isLet: keyword.text == "let", attributes: attributes, offset: nameStart)
                property.setter = setter
                properties.append(property)
            }
        } while current.isPunctuation(",")
            && {
                advance(); return true
            }()
        return properties
    }

    static let accessorNames: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress", "init",
        "read", "modify",
    ]

    /// A computed property's or subscript's braces: a body (the getter), or accessor blocks
    /// (`get { }`, `set { }`, `didSet { }`, `{ get set }`), of which only the getter is kept.
    /// Observers and requirement lists give an empty body.
    mutating func parseAccessorsOrBody() throws(Diagnostic) -> [Stmt] {
        try parseAccessors().getter
    }

    /// A computed property's braces: its getter (the body, or the `get` block) and its `set`
    /// block with the name of the new value (`set(value) { }`; `newValue` when unnamed).
    mutating func parseAccessors() throws(Diagnostic) -> (getter: [Stmt], setter: PropertyDecl.Setter?) {
        var k = 1
        while peek(k).kind == .attribute
            || Parser.declarationModifiers.contains(peek(k).text) && peek(k + 1).kind == .identifier
        {
            k += 1
            // `@_lifetime(borrow self) borrowing get { }`: the attribute's arguments.
            if peek(k - 1).kind == .attribute && peek(k).isPunctuation("(") && !peek(k).spaceBefore {
                k = skipAhead(from: k)
            }
        }
        let first = peek(k)
        let isAccessor =
            first.kind == .identifier && Parser.accessorNames.contains(first.text)
            && (peek(k + 1).isPunctuation("{") || peek(k + 1).isPunctuation("(") || peek(k + 1).isPunctuation("}")
                || peek(k + 1).newlineBefore
                || peek(k + 1).kind == .identifier
                    && ["async", "throws", "get", "set", "mutating", "nonmutating"].contains(peek(k + 1).text))
        guard isAccessor else { return (try parseBlock(), nil) }
        let open = advance()
        try enter()
        defer { leave() }
        var getter: [Stmt] = []
        var setter: PropertyDecl.Setter?
        while !current.isPunctuation("}") {
            if current.kind == .endOfFile { throw error("'{' is never closed", at: open.start) }
            _ = try parseAttributes()
            _ = try parseModifiers()
            let accessor = try expectIdentifier("an accessor (get, set, didSet...)")
            var parameter = "newValue"
            if current.isPunctuation("(") {
                // `set(value)`: the new value's name.
                if peek(1).kind == .identifier && peek(2).isPunctuation(")") {
                    advance()
                    parameter = advance().text
                    advance()
                } else {
                    try skipBalanced()
                }
            }
            try skipEffects()
            if current.isPunctuation("{") {
                let body = try parseBlock()
                if accessor.text == "get" || accessor.text == "_read" { getter = body }
                if accessor.text == "set" { setter = PropertyDecl.Setter(parameter: parameter, body: body) }
            }
            if current.isPunctuation(";") { advance() }
        }
        advance()
        return (getter, setter)
    }
}
