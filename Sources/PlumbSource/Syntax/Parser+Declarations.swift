import Foundation

// Declarations: types, extensions, previews, functions, initializers, subscripts, their
// parameters, and properties with their accessors.

extension Parser {
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
            let name = try expectIdentifier("a macro name").text
            let generics = current.isSymbol("<") ? try parseGenericParameters() : []
            let parameters = current.isPunctuation("(") ? try parseParameters() : []
            let result = acceptSymbol("->") ? try parseTypeName() : nil
            if acceptSymbol("=") { _ = try parseExpression() }
            try skipWhereClause()
            var macro = FunctionDecl(
                name: name, kind: .macro, parameters: parameters, returnType: result, body: nil, offset: token.start)
            macro.genericParameters = generics
            return .function(macro)
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
        // `#Preview(body: { ... })`: the body given as the macro's labelled argument; a widget's
        // `#Preview(as: .accessoryCircular, widget: { ... }, timeline: { ... })` likewise (Unwatched).
        if let i = arguments.firstIndex(where: { $0.label == "body" || $0.label == "widget" }),
            case .closure(let body) = arguments[i].value,
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
        type.hasImplicitInitializer = (kind == .structure || kind == .classType) && type.initializers.isEmpty
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
        // `where Self == LiveConversionInputMode`: the type a protocol's extension is for.
        var selfType: String?
        if current.isKeyword("where"), peek(1).text == "Self", peek(2).text == "==", peek(3).kind == .identifier {
            var name = peek(3).text
            var k = 4
            while peek(k).isSymbol("."), peek(k + 1).kind == .identifier {
                name += "." + peek(k + 1).text
                k += 2
            }
            selfType = name
        }
        try skipWhereClause()
        var members: [Decl] = []
        try parseMembers(of: extended.text, at: start) {
            members.append($0)
        } cases: { _ in
        }
        return ExtensionDecl(
            typeName: extended.base, conformances: conformances, members: members, offset: start, selfType: selfType)
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
        // (`func prepareToPresent <T: View> (...)`, openedx's Router: after a function's name
        // only its generic parameters or its parameters can follow, so a space before `<` too.)
        if current.isSymbol("<") {
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
            if previous.text == "throws" && current.isPunctuation("(") && !current.newlineBefore { try skipBalanced() }
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
                    isInout: isInout, isViewBuilder: attributes.contains { $0.name == "ViewBuilder" },
                    isAutoclosure: attributes.contains { $0.name == "autoclosure" }))
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
