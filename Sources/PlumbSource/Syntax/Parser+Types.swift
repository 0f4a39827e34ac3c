/// Types, generic clauses and inheritance lists. A type is kept as its source text
/// (`TypeName`): the interpreter needs a type's name, optionality and element type, not its
/// full structure.
extension Parser {
    /// Any type: `Int`, `Foo.Bar<Baz>`, `[K: V]`, `(A, B) -> C`, `some View`, `any P & Q`,
    /// `Int?`, `T.Type`, `@escaping () -> Void`, `inout T`, `~Copyable`, `repeat each T`.
    mutating func parseTypeName() throws(Diagnostic) -> TypeName {
        try enter()
        defer { leave() }
        let start = current.start
        _ = try parseAttributes()
        while current.isWord(in: [
            "some", "any", "inout", "borrowing", "consuming", "sending", "repeat", "each", "isolated", "__owned",
        ])
            && startsType(peek(1))
        {
            advance()
        }
        if current.isSymbol("~") { advance() }
        try parseTypeBody()
        // Composition: `A & B`.
        while current.isSymbol("&") {
            advance()
            try parseTypeBody()
        }
        // A function type: `(A) async throws -> B`, or `A -> B` in old code.
        if current.kind == .identifier && ["async", "throws", "rethrows"].contains(current.text)
            && (peek(1).isSymbol("->") || ["async", "throws"].contains(peek(1).text)
                || current.text == "throws" && peek(1).isPunctuation("(") && !peek(1).newlineBefore)
        {
            try skipEffects()
        }
        if current.isSymbol("->") {
            advance()
            _ = try parseTypeName()
        }
        return TypeName(text: text(from: start))
    }

    func startsType(_ t: Token) -> Bool {
        t.kind == .identifier || t.isPunctuation("(") || t.isPunctuation("[") || t.kind == .attribute || t.isSymbol("~")
    }

    /// One type without composition or arrow, with its postfix `?`, `!`, `.Type`, `...`.
    private mutating func parseTypeBody() throws(Diagnostic) {
        if current.isPunctuation("[") {
            advance()
            _ = try parseTypeName()
            if current.isPunctuation(":") {
                advance()
                _ = try parseTypeName()
            }
            try expectPunctuation("]", "to close the type")
        } else if current.isPunctuation("(") {
            // A tuple or a function's parameters: `(Int, label: String)`.
            let open = advance()
            while !current.isPunctuation(")") {
                if current.kind == .endOfFile { throw error("'(' is never closed", at: open.start) }
                if current.kind == .identifier
                    && (peek(1).isPunctuation(":")
                        || peek(1).kind == .identifier && peek(2).isPunctuation(":"))
                {
                    advance()
                    if current.kind == .identifier { advance() }
                    advance()
                }
                _ = try parseTypeName()
                if current.isSymbol("...") { advance() }
                if current.isPunctuation(",") {
                    advance()
                } else if !current.isPunctuation(")") {
                    throw error("expected ',' or ')' in the type, found \(current)")
                }
            }
            advance()
        } else {
            guard current.kind == .identifier else { throw error("expected a type, found \(current)") }
            advance()
            // `AnyPublisher<A, B>`, and `AnyPublisher <A, B>` or `Selector\n    <A, B>` (a `<`
            // that binds to what follows opens the arguments, as the compiler reads a type).
            if current.isSymbol("<") && (!current.spaceBefore || !current.spaceAfter) {
                _ = try parseGenericArguments()
            }
            // `Models\n    .Notification`: a nested type may continue on the next line.
            while current.isSymbol(".") && peek(1).kind == .identifier
                && (!current.spaceBefore || current.newlineBefore && peek(1).text.first?.isUppercase == true)
            {
                advance()
                advance()
                if current.isSymbol("<") && !current.spaceBefore { _ = try parseGenericArguments() }
            }
        }
        while true {
            if (current.isSymbol("?") || current.isSymbol("!")) && !current.spaceBefore {
                advance()
            } else if current.kind == .symbol && !current.spaceBefore
                && (current.text.allSatisfy { $0 == "?" || $0 == "!" })
            {
                advance()  // `Int??`
            } else if current.kind == .symbol && !current.spaceBefore
                && (current.text.first == "?" || current.text.first == "!")
                && current.text.drop(while: { $0 == "?" || $0 == "!" }).first == ">"
            {
                // `Binding<Result<A, Error>?>`: the lexer made `>?>` one operator; its `>` closed
                // the inner list, and the `?` or `!` of `?>` belongs to the type.
                splitSymbol()
                advance()
            } else if current.isSymbol(".") && (!current.spaceBefore || current.newlineBefore)
                && (peek(1).isKeyword("Type") || peek(1).isKeyword("Protocol"))
            {
                advance()
                advance()
            } else if current.isSymbol(".") && !current.spaceBefore && peek(1).kind == .identifier
                && !["self", "init"].contains(peek(1).text)
            {
                // A member type of a sugared type: `[Self].Index`, `[K: V].Element`.
                advance()
                advance()
            } else {
                return
            }
        }
    }

    /// `<T, U: View>` on a declaration: the parameters' names.
    mutating func parseGenericParameters() throws(Diagnostic) -> [String] {
        try parseGenericParameterList().map(\.name)
    }

    /// `<Model: HomeViewModel, T>`: each parameter's name and the constraint written after it.
    mutating func parseGenericParameterList() throws(Diagnostic) -> [(name: String, constraint: String?)] {
        guard current.isSymbol("<") else {
            if startsWithSymbol("<") { splitSymbol() } else { return [] }
            return try parseGenericParameterList()
        }
        let open = advance()
        var names: [(name: String, constraint: String?)] = []
        while !startsWithSymbol(">") {
            if current.kind == .endOfFile { throw error("'<' is never closed", at: open.start) }
            _ = accept("each")
            _ = accept("let")  // a value generic: `<let count: Int, T>`
            names.append((try expectIdentifier("a generic parameter name").text, nil))
            if current.isPunctuation(":") {
                advance()
                names[names.count - 1].constraint = try parseTypeName().text
            }
            if current.isSymbol("==") {
                advance()
                _ = try parseTypeName()
            }
            if current.isPunctuation(",") {
                advance()
            } else if !startsWithSymbol(">") {
                throw error("expected ',' or '>' in the generic parameters, found \(current)")
            }
        }
        closeAngle()
        return names
    }

    /// `<Int, [String]>` after a type name.
    mutating func parseGenericArguments() throws(Diagnostic) -> [TypeName] {
        let open = advance()
        var types: [TypeName] = []
        try enter()
        defer { leave() }
        while !startsWithSymbol(">") {
            if current.kind == .endOfFile { throw error("'<' is never closed", at: open.start) }
            if current.kind == .integer {
                advance()  // value generics: `InlineArray<3, Int>`
            } else {
                types.append(try parseTypeName())
            }
            if current.isPunctuation(",") {
                advance()
            } else if !startsWithSymbol(">") {
                throw error("expected ',' or '>' in the generic arguments, found \(current)")
            }
        }
        closeAngle()
        return types
    }

    /// Consumes one `>`, splitting `>>` or `>?` when the closer is glued to more.
    mutating func closeAngle() {
        if current.text.count > 1 { splitSymbol() }
        advance()
    }

    /// `: Superclass, Protocol, @unchecked Sendable, nonisolated Hashable, ~Copyable`: the names
    /// as written.
    mutating func parseInheritance() throws(Diagnostic) -> [String] {
        var names: [String] = []
        repeat {
            if current.isPunctuation(",") { advance() }
            _ = try parseAttributes()
            if current.isKeyword("class") {
                advance()
                continue
            }
            // `final class Session: nonisolated Hashable, nonisolated Identifiable`: a
            // conformance not isolated to the type's global actor (SE-0470, Swift 6.2).
            if current.text == "nonisolated", peek(1).kind == .identifier { advance() }
            let type = try parseTypeName()
            names.append(type.base)
        } while current.isPunctuation(",")
        return names
    }

    /// `where T: View, U == Int` before a body: skipped (the interpreter does not check types).
    mutating func skipWhereClause() throws(Diagnostic) {
        guard accept("where") else { return }
        repeat {
            if current.isPunctuation(",") { advance() }
            _ = try parseTypeName()
            if current.isPunctuation(":") {
                advance()
                _ = try parseTypeName()
                while current.isSymbol("&") {
                    advance()
                    _ = try parseTypeName()
                }
            } else if current.isSymbol("==") {
                advance()
                _ = try parseTypeName()
            }
        } while current.isPunctuation(",")
    }

    /// Whether `<` at the current token opens a generic argument list in an expression:
    /// it must close with a `>` followed by something that cannot begin an operand.
    func canParseGenericArguments() -> Bool {
        guard current.isSymbol("<") || current.text.hasPrefix("<") && current.kind == .symbol else { return false }
        let spaced = current.spaceBefore
        var copy = self
        copy.depth = 0
        do {
            _ = try copy.parseGenericArguments()
        } catch {
            return false
        }
        let next = copy.current
        // After a spaced `<` (`Expression <UInt64> ("id")`), only a call or a member on the same
        // line makes it a type: `a < b, c >` then `d` on the next line stays two comparisons.
        if spaced { return !next.newlineBefore && (next.isPunctuation("(") || next.isSymbol(".")) }
        if next.kind == .endOfFile || next.newlineBefore { return true }
        // `AsyncStream<Int> { ... }`: a type name (capitalized) may take a trailing closure.
        if next.isPunctuation("{") { return !next.spaceBefore || previous.text.first?.isUppercase == true }
        if next.kind == .punctuation { return true }
        if next.kind == .symbol {
            return [".", "?", "!", "==", "!="].contains(next.text) && !next.spaceBefore || next.text == "."
        }
        return false
    }
}
