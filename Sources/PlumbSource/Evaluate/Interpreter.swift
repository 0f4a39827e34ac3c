import Foundation
import PlumbCore

/// Evaluates the syntax tree of a SwiftUI source file into views.
///
/// A small interpreter: expressions become ``Value``s, view builder blocks become lists of
/// views, user structs are instantiated with their memberwise initializer and their `body`
/// evaluated, and closures that SwiftUI calls during layout (`alignmentGuide`,
/// `GeometryReader`, `containerRelativeFrame`) become Swift closures that call back into it.
/// No code is generated or compiled. Evaluation is bounded: recursion, views created and
/// loop lengths have limits, so no input hangs or exhausts memory.
final class Interpreter {
    let file: SourceFile
    var structs: [String: StructDecl] = [:]
    /// Functions of `extension View { ... }`: custom modifiers.
    var viewExtensions: [String: FunctionDecl] = [:]
    let globals = Scope(parent: nil)
    /// Warnings, in order (unknown modifiers kept as layout-neutral, ...).
    private(set) var warnings: [Diagnostic] = []
    /// Errors raised by code SwiftUI runs during layout (a GeometryReader's content...).
    private(set) var layoutErrors: [Diagnostic] = []
    /// The canvas, for `UIScreen.main.bounds`.
    let canvas: CGSize

    private var depth = 0
    private(set) var viewsCreated = 0

    static let maximumDepth = 150
    static let maximumViews = 200_000

    init(file: SourceFile, canvas: CGSize) {
        self.file = file
        self.canvas = canvas
    }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: offset, in: file)
    }

    func warn(_ message: String, at offset: Int) {
        let d = Diagnostic(.warning, message, at: offset, in: file)
        if !warnings.contains(d) { warnings.append(d) }
    }

    func reportLayoutError(_ d: Diagnostic) {
        if !layoutErrors.contains(d) { layoutErrors.append(d) }
    }

    /// Runs `body` one level deeper, failing past the limit (a view that contains itself,
    /// computed properties that call each other).
    func nested<R>(at offset: Int, _ body: () throws(Diagnostic) -> R) throws(Diagnostic) -> R {
        depth += 1
        defer { depth -= 1 }
        if depth > Interpreter.maximumDepth {
            throw error("evaluation is nested too deeply (more than \(Interpreter.maximumDepth) levels): does a view contain itself?", at: offset)
        }
        return try body()
    }

    func countView(at offset: Int) throws(Diagnostic) {
        viewsCreated += 1
        if viewsCreated > Interpreter.maximumViews {
            throw error("too many views (more than \(Interpreter.maximumViews))", at: offset)
        }
    }

    // MARK: Declarations

    /// Registers the file's declarations and returns the root view: the `#Preview`, else the
    /// last `View` struct (which must be constructible without arguments), else the file's
    /// single expression.
    func root(of decls: [Decl]) throws(Diagnostic) -> AnyView {
        var preview: ([Stmt], Int)?
        var lastView: StructDecl?
        var expressions: [Expr] = []
        for decl in decls {
            switch decl {
            case .structure(let s):
                if structs[s.name] != nil { throw error("'\(s.name)' is declared twice", at: s.offset) }
                structs[s.name] = s
                if s.conformances.contains("View") { lastView = s }
            case .extensionOfView(let functions, _):
                for f in functions { viewExtensions[f.name] = f }
            case .preview(_, let body, let at):
                if preview == nil { preview = (body, at) }
            case .constant(let p):
                guard let value = p.value else { throw error("'\(p.name)' needs a value", at: p.offset) }
                globals.bind(p.name, try bindingValue(try evaluate(value, in: globals), type: p.type))
            case .expression(let e):
                expressions.append(e)
            }
        }
        for s in structs.values where s.conformances.contains("View") {
            guard s.properties.contains(where: { $0.name == "body" && $0.body != nil }) else {
                throw error("'\(s.name)' conforms to View but has no 'var body: some View { ... }'", at: s.offset)
            }
        }
        if let (body, at) = preview {
            return try nested(at: at) { () throws(Diagnostic) in list(try evaluateBuilder(body, in: globals)) }
        }
        if expressions.count > 1 {
            throw error("a file holds one view expression, or View structs and a #Preview", at: expressions[1].offset)
        }
        if let e = expressions.first {
            return try view(try evaluate(e, in: globals), at: e.offset)
        }
        if let s = lastView {
            if let needed = s.properties.first(where: { $0.body == nil && $0.value == nil && !$0.isStatic && !($0.type?.text.hasSuffix("?") ?? false) }) {
                throw error("the root view '\(s.name)' needs a value for '\(needed.name)': add a #Preview { \(s.name)(\(needed.name): ...) }", at: s.offset)
            }
            let instance = try instantiate(s, with: .none(at: s.offset))
            return try view(.instance(instance), at: s.offset)
        }
        throw error("no view found: write a view expression, a struct conforming to View, or a #Preview", at: 0)
    }

    /// A user struct's value from a call's arguments (the memberwise initializer).
    func instantiate(_ type: StructDecl, with arguments: Arguments) throws(Diagnostic) -> Instance {
        var args = arguments
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties where p.body == nil && !p.isStatic {
            if let given = args.take(p.name) {
                instance.properties[p.name] = try bindingValue(given.value, type: p.type)
            } else if let value = p.value {
                instance.properties[p.name] = try bindingValue(try evaluate(value, in: scope), type: p.type)
            } else if p.type?.text.hasSuffix("?") == true {
                instance.properties[p.name] = Value.none
            } else {
                throw error("missing argument for parameter '\(p.name)' in call to '\(type.name)'", at: arguments.offset)
            }
        }
        try args.finish(type.name, in: file)
        return instance
    }

    /// The value a `let`/`var` takes: untyped integer expressions default to `Int`; a
    /// `CGFloat`/`Double` annotation keeps the floating reading.
    func bindingValue(_ value: Value, type: TypeName?) throws(Diagnostic) -> Value {
        // `.constant(x)` and `Binding.constant(x)` pass a binding: Plumb reads its value.
        if case .symbol("constant", let args?, _) = value, args.entries.count == 1 {
            return try bindingValue(args.entries[0].value, type: type)
        }
        guard case .number(let d, let i) = value else { return value }
        switch type?.text {
        case nil, "Int"?:
            if let i { return .number(Double(i), int: i) }
            return .number(d, int: nil)
        default:
            return .number(d, int: nil)
        }
    }

    // MARK: Statements

    /// A view builder block: the views its statements produce, in order.
    func evaluateBuilder(_ statements: [Stmt], in parent: Scope) throws(Diagnostic) -> [AnyView] {
        let scope = Scope(parent: parent)
        var views: [AnyView] = []
        for statement in statements {
            switch statement {
            case .expression(let e):
                let value = try evaluate(e, in: scope)
                if case .void = value { continue }
                views += try viewList(value, at: e.offset)
            case .binding(let name, let type, let value, _):
                scope.bind(name, try bindingValue(try evaluate(value, in: scope), type: type))
            case .ifElse(let condition, let then, let otherwise, let at):
                if try bool(try evaluate(condition, in: scope), at: condition.offset) {
                    views += try evaluateBuilder(then, in: scope)
                } else if let otherwise {
                    views += try evaluateBuilder(otherwise, in: scope)
                }
                _ = at
            case .switchCase(let subject, let cases, let at):
                let value = try evaluate(subject, in: scope)
                guard let chosen = try matchingCase(value, cases, in: scope, at: at) else { continue }
                views += try evaluateBuilder(chosen.body, in: scope)
            case .returnValue(let e, let at):
                guard let e else { throw error("a view builder must produce a view", at: at) }
                return views + (try viewList(try evaluate(e, in: scope), at: e.offset))
            }
        }
        return views
    }

    /// The value of a closure or computed property that returns a value (not a builder):
    /// its `return`, or its last statement's value (a single expression, or an `if`/`switch`
    /// whose branches end in expressions, as Swift's implicit returns allow).
    func evaluateValue(_ statements: [Stmt], in parent: Scope, at offset: Int) throws(Diagnostic) -> Value {
        guard let value = try run(statements, in: Scope(parent: parent), tail: true) else {
            throw error("this code produces no value", at: offset)
        }
        return value
    }

    /// Runs statements; returns the value of a `return`, or, in tail position, of the last
    /// statement (Swift's implicit return).
    private func run(_ statements: [Stmt], in scope: Scope, tail: Bool) throws(Diagnostic) -> Value? {
        for (i, statement) in statements.enumerated() {
            let isLast = i == statements.count - 1
            switch statement {
            case .expression(let e):
                let value = try evaluate(e, in: scope)
                if isLast && tail { return value }
            case .binding(let name, let type, let value, _):
                scope.bind(name, try bindingValue(try evaluate(value, in: scope), type: type))
            case .ifElse(let condition, let then, let otherwise, _):
                let branch = try bool(try evaluate(condition, in: scope), at: condition.offset) ? then : otherwise
                if let branch, let value = try run(branch, in: Scope(parent: scope), tail: tail && isLast) { return value }
            case .switchCase(let subject, let cases, let at):
                let value = try evaluate(subject, in: scope)
                guard let chosen = try matchingCase(value, cases, in: scope, at: at) else {
                    throw error("no case of the switch matches \(value.kind)", at: at)
                }
                if let result = try run(chosen.body, in: Scope(parent: scope), tail: tail && isLast) { return result }
            case .returnValue(let e, _):
                guard let e else { return .void }
                return try evaluate(e, in: scope)
            }
        }
        return nil
    }

    func matchingCase(_ value: Value, _ cases: [SwitchCase], in scope: Scope, at offset: Int) throws(Diagnostic) -> SwitchCase? {
        for c in cases {
            if c.isDefault { return c }
            for pattern in c.patterns where try matches(value, pattern, in: scope) { return c }
        }
        return nil
    }

    /// Whether `value` matches a case pattern: `.horizontal`, a literal, a constant.
    func matches(_ value: Value, _ pattern: Expr, in scope: Scope) throws(Diagnostic) -> Bool {
        if case .implicitMember(let name, _) = pattern {
            switch value {
            case .axis(let axis): return axis.description == name
            case .symbol(let s, _, _): return s == name
            case .horizontal, .vertical, .alignment, .edges, .axes, .font, .color:
                return try equal(value, try resolveSymbol(name, nil, like: value, at: pattern.offset))
            default: return false
            }
        }
        if case .identifier("_", _) = pattern { return true }
        return try equal(value, try evaluate(pattern, in: scope))
    }
}
