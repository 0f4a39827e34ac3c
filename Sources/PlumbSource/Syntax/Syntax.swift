/// The syntax tree of a Swift file, as far as reading views needs it.
///
/// Every construct of Swift parses into this tree (the parser rejects only invalid Swift), but
/// the tree keeps less than a compiler would: types are their source text (`TypeName`), `try`
/// and `await` vanish, accessors other than a getter keep no body, and attributes keep their
/// name and, where they read as an argument list, their arguments. Every node keeps the byte
/// offset where it starts, so evaluation errors and warnings point at the source.
indirect enum Expr: Sendable {
    case identifier(String, at: Int)
    /// `$0`, `$1` (closure arguments) or `$name` (a binding).
    case dollar(String, at: Int)
    /// `.leading`: a member of the type the context expects.
    case implicitMember(String, at: Int)
    case member(Expr, String, at: Int)
    /// `tuple.0`.
    case tupleElement(Expr, Int, at: Int)
    case call(Expr, [Argument], at: Int)
    case subscripted(Expr, [Argument], at: Int)
    case integer(Int, at: Int)
    case float(Double, at: Int)
    case string([StringSegment], at: Int)
    case bool(Bool, at: Int)
    case nilLiteral(at: Int)
    case closure(Closure)
    case binary(String, Expr, Expr, at: Int)
    /// `a = b`, `a += b` and the other assignment operators.
    case assign(String, Expr, Expr, at: Int)
    case prefix(String, Expr, at: Int)
    /// A postfix operator other than `!` and `?`: `5...`.
    case postfix(String, Expr, at: Int)
    case ternary(Expr, Expr, Expr, at: Int)
    case array([Expr], at: Int)
    case dictionary([(key: Expr, value: Expr)], at: Int)
    case tuple([Argument], at: Int)
    /// `\.self`, `\Item.name`, `\.items.count`: the property names, in order.
    case keyPath([String], at: Int)
    /// `value!`.
    case forceUnwrap(Expr, at: Int)
    /// `value?` in an optional chain (`value?.name`).
    case optionalChain(Expr, at: Int)
    /// `value as Type`, `as?`, `as!` (the operator is the string).
    case cast(Expr, String, TypeName, at: Int)
    /// `value is Type`.
    case typeCheck(Expr, TypeName, at: Int)
    /// A type where an expression stands: `[String]()`, `Set<Int>()`, `Foo<Bar>.baz`.
    case type(TypeName, at: Int)
    /// `if` and `switch` used as expressions (`let x = if a { 1 } else { 2 }`).
    case statement(Stmt, at: Int)
    /// `#available(iOS 17, *)`, `#file`, `#selector(...)`, `#colorLiteral(...)`.
    case macro(String, [Argument], at: Int)
    /// `&value`, an in-out argument.
    case inoutArgument(Expr, at: Int)

    var offset: Int {
        switch self {
        case .identifier(_, let at), .dollar(_, let at), .implicitMember(_, let at), .member(_, _, let at),
            .tupleElement(_, _, let at), .call(_, _, let at), .subscripted(_, _, let at), .integer(_, let at),
            .float(_, let at), .string(_, let at), .bool(_, let at), .nilLiteral(let at),
            .binary(_, _, _, let at), .assign(_, _, _, let at), .prefix(_, _, let at), .postfix(_, _, let at),
            .ternary(_, _, _, let at), .array(_, let at), .dictionary(_, let at), .tuple(_, let at),
            .keyPath(_, let at), .forceUnwrap(_, let at), .optionalChain(_, let at), .cast(_, _, _, let at),
            .typeCheck(_, _, let at), .type(_, let at), .statement(_, let at), .macro(_, _, let at),
            .inoutArgument(_, let at):
            return at
        case .closure(let c): return c.offset
        }
    }
}

extension Expr {
    /// A string literal, with or without interpolations.
    var isStringLiteral: Bool {
        if case .string = self { return true }
        return false
    }
}

/// A call or subscript argument: `alignment: .top`, or unlabelled.
struct Argument: Sendable {
    var label: String?
    var value: Expr
    var offset: Int
}

/// Part of a string literal.
enum StringSegment: Sendable {
    case text(String)
    /// `\(value)`, or `\(value, format: .number)`: the arguments of the interpolation.
    case interpolation([Argument])
}

/// `{ [weak self] a, b in statements }` (parameters may be `_`; `$0` needs none).
struct Closure: Sendable {
    var parameters: [String]
    var body: [Stmt]
    var offset: Int
}

/// A statement of a view builder, a closure, a function or a computed property.
indirect enum Stmt: Sendable {
    case expression(Expr)
    /// `let name: Type = value` (or `var`; the value may come later).
    case binding(name: String, type: TypeName?, value: Expr?, at: Int)
    /// `let (a, b) = value`, `let (_, b) = value`.
    case tupleBinding(names: [String?], value: Expr, at: Int)
    case ifElse(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?, at: Int)
    case guardElse(conditions: [Condition], otherwise: [Stmt], at: Int)
    case switchCase(subject: Expr, cases: [SwitchCase], at: Int)
    case forIn(pattern: Pattern, sequence: Expr, filter: Expr?, body: [Stmt], at: Int)
    case whileLoop(conditions: [Condition], body: [Stmt], at: Int)
    case repeatWhile(body: [Stmt], condition: Expr, at: Int)
    case doCatch(body: [Stmt], catches: [CatchClause], at: Int)
    case deferBlock([Stmt], at: Int)
    case returnValue(Expr?, at: Int)
    case throwError(Expr, at: Int)
    case breakLoop(label: String?, at: Int)
    case continueLoop(label: String?, at: Int)
    case fallthroughCase(at: Int)
    /// `outer: for ...`.
    case labeled(String, Stmt, at: Int)
    /// A local function, type or other declaration.
    case declaration(Decl, at: Int)

    var offset: Int {
        switch self {
        case .expression(let e): return e.offset
        case .binding(_, _, _, let at), .tupleBinding(_, _, let at), .ifElse(_, _, _, let at),
            .guardElse(_, _, let at), .switchCase(_, _, let at), .forIn(_, _, _, _, let at),
            .whileLoop(_, _, let at), .repeatWhile(_, _, let at), .doCatch(_, _, let at), .deferBlock(_, let at),
            .returnValue(_, let at), .throwError(_, let at), .breakLoop(_, let at), .continueLoop(_, let at),
            .fallthroughCase(let at), .labeled(_, _, let at), .declaration(_, let at):
            return at
        }
    }
}

/// One condition of an `if`, `guard` or `while`, which may list several with commas.
enum Condition: Sendable {
    case expression(Expr)
    /// `let name = value` or the shorthand `let name` (value `nil`).
    case optionalBinding(name: String, value: Expr?, at: Int)
    /// `case pattern = value`.
    case matching(Pattern, Expr, at: Int)
    /// `#available(...)` or `#unavailable(...)`.
    case availability(available: Bool, at: Int)
}

/// A pattern of a `case`, a `for`, or a `catch`.
indirect enum Pattern: Sendable {
    case wildcard(at: Int)
    /// `let name`, or a name in a `let` pattern.
    case binding(String, at: Int)
    /// A value compared with `~=`: `.top`, `1`, `0..<5`, `Theme.dark`.
    case expression(Expr)
    /// `.some(let x)`, `Route.detail(id: let id)`: the case name and its elements' patterns.
    case enumCase(String, [(label: String?, pattern: Pattern)], at: Int)
    case tuple([(label: String?, pattern: Pattern)], at: Int)
    /// `is Type`.
    case isType(TypeName, at: Int)
    /// `pattern as Type`.
    case cast(Pattern, TypeName, at: Int)
    /// `pattern?`: an optional that is present.
    case optional(Pattern, at: Int)

    var offset: Int {
        switch self {
        case .wildcard(let at), .binding(_, let at), .enumCase(_, _, let at), .tuple(_, let at),
            .isType(_, let at), .cast(_, _, let at), .optional(_, let at):
            return at
        case .expression(let e): return e.offset
        }
    }
}

/// `case .a, .b where condition: statements` (`default` has no patterns).
struct SwitchCase: Sendable {
    var patterns: [Pattern]
    var filter: Expr?
    var body: [Stmt]
    var offset: Int
    var isDefault: Bool { patterns.isEmpty }
}

/// `catch pattern where condition { statements }`.
/// `catch Pattern, Pattern where filter { body }`; no patterns: `catch { }`, which binds `error`.
struct CatchClause: Sendable {
    var patterns: [Pattern]
    var filter: Expr?
    var body: [Stmt]
}

/// A type as written: `CGFloat`, `[String]`, `some View`, `Int?`, `(Int) -> Void`.
struct TypeName: Sendable, Equatable {
    var text: String

    /// Whether the type is optional (`Int?`, `Int!`, `Optional<Int>`).
    var isOptional: Bool { text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<") }

    /// The type without `some`/`any` and optionality: `View` for `some View`, `Int` for `Int?`.
    var base: String {
        var t = Substring(text)
        for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
        if t.hasPrefix("(") && t.hasSuffix(")") && !t.contains(",") && !t.contains("->") {
            t = t.dropFirst().dropLast()
        }
        return String(t)
    }

    /// A generic type's name and arguments: `("Store", ["State", "Action"])` for
    /// `Store<State, Action>`; nil for a type written without arguments.
    var genericParts: (name: String, arguments: [String])? {
        let b = base
        guard let open = b.firstIndex(of: "<"), b.hasSuffix(">") else { return nil }
        return (String(b[..<open]), TypeName.topLevelParts(b[b.index(after: open)..<b.index(before: b.endIndex)]))
    }

    /// The type's name without any generic arguments: `SettingsRow.Kind` for
    /// `SettingsRow<Settings>.Kind` (a member type of a generic type is its declaration's).
    var withoutGenericArguments: String {
        var depth = 0
        var out = ""
        for c in base {
            switch c {
            case "<": depth += 1
            case ">": depth -= 1
            default: if depth == 0 { out.append(c) }
            }
        }
        return out
    }

    /// Whether the type is a dictionary written with brackets (`[String: CGColor]`): a colon
    /// outside any inner brackets.
    var isDictionaryLiteral: Bool { dictionaryValue != nil }

    /// `T` of an array type written `[T]`; nil for a dictionary or another type.
    var arrayElement: TypeName? {
        let b = base
        guard b.hasPrefix("["), b.hasSuffix("]"), !isDictionaryLiteral else { return nil }
        return TypeName(text: String(b.dropFirst().dropLast()))
    }

    /// `V` of a dictionary type written `[K: V]` or `Dictionary<K, V>`; nil for another type.
    var dictionaryValue: TypeName? {
        let b = base
        if b.hasPrefix("["), b.hasSuffix("]") {
            let inner = b.dropFirst().dropLast()
            var depth = 0
            for i in inner.indices {
                switch inner[i] {
                case "<", "(", "[": depth += 1
                case ">", ")", "]": depth -= 1
                case ":" where depth == 0:
                    return TypeName(text: inner[inner.index(after: i)...].trimmingCharacters(in: .whitespaces))
                default: break
                }
            }
        }
        if let (name, arguments) = genericParts, name == "Dictionary", arguments.count == 2 {
            return TypeName(text: arguments[1])
        }
        return nil
    }

    /// A list of types (a generic argument list, a tuple's elements) split at the commas outside
    /// `<>`, `()` and `[]`, each trimmed.
    static func topLevelParts(_ list: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var start = list.startIndex
        for i in list.indices {
            switch list[i] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<i].trimmingCharacters(in: .whitespaces))
                start = list.index(after: i)
            default: break
            }
        }
        parts.append(list[start...].trimmingCharacters(in: .whitespaces))
        return parts
    }
}

/// `@State`, `@Environment(\.dismiss)`, `@ViewBuilder`: a name and, when they read as an
/// argument list, the arguments (`@available(iOS 17, *)` keeps none).
struct Attribute: Sendable {
    var name: String
    var arguments: [Argument]?
    var offset: Int
}

/// A declaration at file scope, in a type, or in a block.
indirect enum Decl: Sendable {
    case type(TypeDecl)
    case extensionDecl(ExtensionDecl)
    case function(FunctionDecl)
    case variable(PropertyDecl)
    case typeAlias(name: String, type: TypeName, at: Int)
    case preview(PreviewDecl)
    /// A statement at file scope (a script, or a bare view expression).
    case statement(Stmt)
    /// What layout never needs: `import`, `operator`, `precedencegroup`, `associatedtype`,
    /// `deinit`, `#warning`, macro declarations.
    case ignored(at: Int)
}

/// `struct`, `class`, `enum`, `actor` or `protocol`, with its members.
struct TypeDecl: Sendable {
    enum Kind: String, Sendable {
        case structure = "struct", classType = "class", enumeration = "enum", actor, protocolType = "protocol"
    }
    var kind: Kind
    var name: String
    var genericParameters: [String]
    /// The constraint written on a generic parameter (`Model` → `HomeViewModel` for
    /// `HomeView<Model: HomeViewModel>`).
    var genericConstraints: [String: String] = [:]
    /// Superclass, protocols and an enum's raw type, as written.
    var conformances: [String]
    var attributes: [Attribute]
    var properties: [PropertyDecl]
    var functions: [FunctionDecl]
    var initializers: [FunctionDecl]
    var subscripts: [FunctionDecl]
    var nestedTypes: [TypeDecl]
    var typeAliases: [(name: String, type: TypeName)]
    var cases: [EnumCaseDecl]
    var offset: Int
    /// A struct whose declaration writes no initializer: Swift gives it a memberwise one, which
    /// initializers its extensions add do not take away.
    var hasMemberwiseInitializer = false
    /// A struct or class whose declaration writes no initializer: Swift gives it an `init()`
    /// when its stored properties all have values (a struct's memberwise one, a class's
    /// default one), which initializers its extensions add do not take away.
    var hasImplicitInitializer = false

    /// Members in the order an extension or a body adds them.
    mutating func add(_ member: Decl) {
        switch member {
        case .type(let t): nestedTypes.append(t)
        case .function(let f):
            if f.kind == .initializer {
                initializers.append(f)
            } else if f.kind == .subscriptAccessor {
                subscripts.append(f)
            } else {
                functions.append(f)
            }
        case .variable(let p): properties.append(p)
        case .typeAlias(let name, let type, _): typeAliases.append((name, type))
        case .extensionDecl, .preview, .statement, .ignored: break
        }
    }

    /// A view, or toolbar content the app composes (`struct LeadingToolbarItems:
    /// ToolbarContent`), whose `body` of `ToolbarItem`s a toolbar reads as it reads them
    /// written in place.
    var isView: Bool {
        conformances.contains {
            $0 == "View" || $0 == "SwiftUI.View" || $0 == "ToolbarContent" || $0 == "CustomizableToolbarContent"
        } || isRepresentable
    }
    /// A UIKit or AppKit view or view controller wrapped for SwiftUI (`UIViewRepresentable`):
    /// a view whose content Plumb cannot draw.
    /// A wrapped UIKit or AppKit view: one of the library's representable protocols, or a
    /// cross-platform alias of them from a package (`PlatformViewRepresentable`,
    /// `OSViewRepresentable`: every name ending in `ViewRepresentable` or
    /// `ViewControllerRepresentable`).
    var isRepresentable: Bool {
        conformances.contains {
            TypeDecl.representables.contains($0) || $0.hasSuffix("ViewRepresentable")
                || $0.hasSuffix("ViewControllerRepresentable")
        }
    }
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "WKInterfaceObjectRepresentable",
    ]
    /// A custom `Shape` (`struct Triangle: Shape { func path(in:) }`): drawn by its path.
    var isShape: Bool { conformances.contains { ["Shape", "InsettableShape", "SwiftUI.Shape"].contains($0) } }
}

/// `case name(Type, label: Type = default) = rawValue` (one per name of a `case a, b`).
struct EnumCaseDecl: Sendable {
    var name: String
    var associatedValues: [FunctionDecl.Parameter]?
    var rawValue: Expr?
    var offset: Int
}

/// `extension Type: Protocol where ... { members }`.
struct ExtensionDecl: Sendable {
    var typeName: String
    var conformances: [String]
    var members: [Decl]
    var offset: Int
    /// `where Self == Concrete` on a protocol's extension: the one type its members are for.
    var selfType: String? = nil
}

/// `#Preview("Name", traits: .sizeThatFitsLayout) { ... }`.
struct PreviewDecl: Sendable {
    var name: String?
    var arguments: [Argument]
    var body: [Stmt]
    var offset: Int
}

/// `let title: String`, `var count = 3`, `@State private var on = false`, or a computed
/// `var body: some View { ... }`.
struct PropertyDecl: Sendable {
    var name: String
    var type: TypeName?
    var value: Expr?
    /// The statements of a computed property's getter.
    var body: [Stmt]?
    var isStatic: Bool
    var isLet: Bool = false
    var attributes: [Attribute] = []
    var offset: Int
    /// `lazy var`: its initial value is computed when it is first read.
    var isLazy: Bool = false
    /// A computed property's `set { }` block.
    var setter: Setter?

    /// `set(value) { ... }`: the block and the name it gives the new value.
    struct Setter: Sendable {
        var parameter: String
        var body: [Stmt]
    }

    /// The property wrapper, if any: `State`, `Environment`, `AppStorage`, a custom one.
    var wrapper: Attribute? {
        attributes.first { a in
            guard let first = a.name.first, first.isUppercase else { return false }
            return !PropertyDecl.nonWrapperAttributes.contains(a.name)
        }
    }

    static let nonWrapperAttributes: Set<String> = [
        "ViewBuilder", "MainActor", "Sendable", "escaping", "IBOutlet", "IBAction", "IBInspectable",
        "NSManaged", "NSCopying", "GKInspectable", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder",
        "ResultBuilder", "TableRowBuilder", "TableColumnBuilder", "ChartContentBuilder", "WidgetBundleBuilder",
        "Observable", "Model", "Transient", "Attribute", "Relationship", "unchecked", "preconcurrency",
        // Observation's macros on a property of an `@Observable` class.
        "ObservationIgnored", "ObservationTracked",
    ]
}

/// `func row(_ title: String, value: Int = 0) -> some View { ... }`, an `init`, a
/// `subscript`, or an operator function.
struct FunctionDecl: Sendable {
    /// `macro`: a macro's declaration (`macro localized(_ key: StaticString) -> String =
    /// #externalMacro(...)`), whose expansion runs in the compiler, never here.
    enum Kind: Sendable { case function, initializer, subscriptAccessor, macro }
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var type: TypeName
        var defaultValue: Expr?
        var isVariadic: Bool = false
        /// `inout`: the argument (`&x`) takes the parameter's last value when the call returns.
        var isInout: Bool = false
        /// `@ViewBuilder content: () -> Content`: a closure given for it is a view builder
        /// (each of its statements a view), whatever its statements look like.
        var isViewBuilder: Bool = false
        /// `@autoclosure () -> String`: a plain value given for it is wrapped in a closure.
        var isAutoclosure: Bool = false
    }
    var name: String
    var kind: Kind = .function
    var parameters: [Parameter]
    var returnType: TypeName?
    /// `nil` for a protocol requirement.
    var body: [Stmt]?
    var isStatic: Bool = false
    var attributes: [Attribute] = []
    var offset: Int
    /// `<D: Decodable>`: the generic parameters' names (a result typed `D` takes the type the
    /// caller declares, `Evaluate/ExpectedTypes.swift`).
    var genericParameters: [String] = []

    var isViewBuilder: Bool { attributes.contains { $0.name == "ViewBuilder" } }
}
