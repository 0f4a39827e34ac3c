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
                // `@MessageDraftCoordinator.MessageDraft(key: key) var draft`: a nested type's name.
                while peek(k).isSymbol(".") && !peek(k).spaceBefore && peek(k + 1).kind == .identifier { k += 2 }
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
}
