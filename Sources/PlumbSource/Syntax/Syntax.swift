/// The syntax tree of the Swift subset Plumb reads. Every node keeps the byte offset where it
/// starts, so that evaluation errors point at the source.
indirect enum Expr: Sendable {
    case identifier(String, at: Int)
    /// `$0`, `$1` (closure arguments) or `$name` (a binding).
    case dollar(String, at: Int)
    /// `.leading`: a member of the type the context expects.
    case implicitMember(String, at: Int)
    case member(Expr, String, at: Int)
    case call(Expr, [Argument], at: Int)
    case subscripted(Expr, [Argument], at: Int)
    case integer(Int, at: Int)
    case float(Double, at: Int)
    case string([StringSegment], at: Int)
    case bool(Bool, at: Int)
    case nilLiteral(at: Int)
    case closure(Closure)
    case binary(String, Expr, Expr, at: Int)
    case prefix(String, Expr, at: Int)
    case ternary(Expr, Expr, Expr, at: Int)
    case array([Expr], at: Int)
    case tuple([Argument], at: Int)
    /// `\.self`, `\.id`: a key path (for `ForEach(_:id:)`).
    case keyPath([String], at: Int)

    var offset: Int {
        switch self {
        case .identifier(_, let at), .dollar(_, let at), .implicitMember(_, let at), .member(_, _, let at),
            .call(_, _, let at), .subscripted(_, _, let at), .integer(_, let at), .float(_, let at),
            .string(_, let at), .bool(_, let at), .nilLiteral(let at), .binary(_, _, _, let at),
            .prefix(_, _, let at), .ternary(_, _, _, let at), .array(_, let at), .tuple(_, let at),
            .keyPath(_, let at):
            return at
        case .closure(let c): return c.offset
        }
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
    case interpolation(Expr)
}

/// `{ a, b in statements }` (parameters may be `_`; `$0` needs none).
struct Closure: Sendable {
    var parameters: [String]
    var body: [Stmt]
    var offset: Int
}

/// A statement of a view builder, a closure, or a computed property.
indirect enum Stmt: Sendable {
    case expression(Expr)
    /// `let name: Type = value` (or `var`).
    case binding(name: String, type: TypeName?, value: Expr, at: Int)
    case ifElse(condition: Expr, then: [Stmt], otherwise: [Stmt]?, at: Int)
    case switchCase(subject: Expr, cases: [SwitchCase], at: Int)
    case returnValue(Expr?, at: Int)

    var offset: Int {
        switch self {
        case .expression(let e): return e.offset
        case .binding(_, _, _, let at), .ifElse(_, _, _, let at), .switchCase(_, _, let at), .returnValue(_, let at):
            return at
        }
    }
}

/// `case .a, .b: statements` (`default` has no patterns).
struct SwitchCase: Sendable {
    var patterns: [Expr]
    var body: [Stmt]
    var offset: Int
    var isDefault: Bool { patterns.isEmpty }
}

/// A type as written: `CGFloat`, `[String]`, `some View`, `Int?`.
struct TypeName: Sendable, Equatable {
    var text: String
}

/// A declaration at file scope or in a struct.
enum Decl: Sendable {
    case structure(StructDecl)
    case extensionOfView([FunctionDecl], at: Int)
    case preview(name: String?, body: [Stmt], at: Int)
    case constant(PropertyDecl)
    case expression(Expr)
}

struct StructDecl: Sendable {
    var name: String
    var conformances: [String]
    var properties: [PropertyDecl]
    var functions: [FunctionDecl]
    var offset: Int
}

/// `let title: String`, `var count = 3`, `@State private var on = false`, or a computed
/// `var body: some View { ... }`.
struct PropertyDecl: Sendable {
    var name: String
    var type: TypeName?
    var value: Expr?
    /// The statements of a computed property.
    var body: [Stmt]?
    var isStatic: Bool
    var offset: Int
}

/// `func row(_ title: String, value: Int = 0) -> some View { ... }`.
struct FunctionDecl: Sendable {
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var type: TypeName
        var defaultValue: Expr?
    }
    var name: String
    var parameters: [Parameter]
    var body: [Stmt]
    var offset: Int
}
