/// Every expression of a piece of syntax, in source order, each before the expressions inside
/// it: for questions asked of a whole module ("where does the app build `FormRow`?").
enum SyntaxWalk {
    /// Calls `visit` on every expression of `statements`, nested ones included (closures,
    /// conditions, patterns, local declarations).
    static func expressions(in statements: [Stmt], _ visit: (Expr) -> Void) {
        for statement in statements { walk(statement, visit) }
    }

    /// Calls `visit` on `e` and on every expression inside it.
    static func expressions(in e: Expr, _ visit: (Expr) -> Void) { walk(e, visit) }

    /// Calls `visit` on every expression of a declaration: stored values, getters, setters,
    /// functions, initializers and nested types.
    static func expressions(in decl: Decl, _ visit: (Expr) -> Void) {
        switch decl {
        case .type(let t): expressions(in: t, visit)
        case .extensionDecl(let x): for member in x.members { expressions(in: member, visit) }
        case .function(let f): walk(f, visit)
        case .variable(let p): walk(p, visit)
        case .preview(let p):
            for a in p.arguments { walk(a.value, visit) }
            expressions(in: p.body, visit)
        case .statement(let s): walk(s, visit)
        case .typeAlias, .ignored: break
        }
    }

    /// Calls `visit` on every expression of a type's members, nested types' included.
    static func expressions(in type: TypeDecl, _ visit: (Expr) -> Void) {
        for p in type.properties { walk(p, visit) }
        for f in type.functions + type.initializers + type.subscripts { walk(f, visit) }
        for c in type.cases { if let raw = c.rawValue { walk(raw, visit) } }
        for nested in type.nestedTypes { expressions(in: nested, visit) }
    }

    private static func walk(_ p: PropertyDecl, _ visit: (Expr) -> Void) {
        if let value = p.value { walk(value, visit) }
        if let body = p.body { expressions(in: body, visit) }
        if let setter = p.setter { expressions(in: setter.body, visit) }
    }

    private static func walk(_ f: FunctionDecl, _ visit: (Expr) -> Void) {
        for parameter in f.parameters { if let d = parameter.defaultValue { walk(d, visit) } }
        if let body = f.body { expressions(in: body, visit) }
    }

    private static func walk(_ arguments: [Argument], _ visit: (Expr) -> Void) {
        for a in arguments { walk(a.value, visit) }
    }

    private static func walk(_ e: Expr, _ visit: (Expr) -> Void) {
        visit(e)
        switch e {
        case .identifier, .dollar, .implicitMember, .integer, .float, .bool, .nilLiteral, .keyPath, .type:
            break
        case .member(let base, _, _), .tupleElement(let base, _, _), .prefix(_, let base, _),
            .postfix(_, let base, _), .forceUnwrap(let base, _), .optionalChain(let base, _), .cast(let base, _, _, _),
            .typeCheck(let base, _, _), .inoutArgument(let base, _):
            walk(base, visit)
        case .call(let callee, let args, _), .subscripted(let callee, let args, _):
            walk(callee, visit)
            walk(args, visit)
        case .string(let segments, _):
            for case .interpolation(let args) in segments { walk(args, visit) }
        case .closure(let c): expressions(in: c.body, visit)
        case .binary(_, let l, let r, _), .assign(_, let l, let r, _):
            walk(l, visit)
            walk(r, visit)
        case .ternary(let c, let a, let b, _):
            walk(c, visit)
            walk(a, visit)
            walk(b, visit)
        case .array(let items, _): for item in items { walk(item, visit) }
        case .dictionary(let pairs, _):
            for pair in pairs {
                walk(pair.key, visit)
                walk(pair.value, visit)
            }
        case .tuple(let args, _), .macro(_, let args, _): walk(args, visit)
        case .statement(let s, _): walk(s, visit)
        }
    }

    private static func walk(_ conditions: [Condition], _ visit: (Expr) -> Void) {
        for condition in conditions {
            switch condition {
            case .expression(let e): walk(e, visit)
            case .optionalBinding(_, let value, _): if let value { walk(value, visit) }
            case .matching(let pattern, let e, _):
                walk(pattern, visit)
                walk(e, visit)
            case .availability: break
            }
        }
    }

    private static func walk(_ pattern: Pattern, _ visit: (Expr) -> Void) {
        switch pattern {
        case .wildcard, .binding, .isType: break
        case .expression(let e): walk(e, visit)
        case .enumCase(_, let parts, _), .tuple(let parts, _): for part in parts { walk(part.pattern, visit) }
        case .cast(let inner, _, _), .optional(let inner, _): walk(inner, visit)
        }
    }

    private static func walk(_ s: Stmt, _ visit: (Expr) -> Void) {
        switch s {
        case .expression(let e), .throwError(let e, _): walk(e, visit)
        case .binding(_, _, let value, _): if let value { walk(value, visit) }
        case .tupleBinding(_, let value, _): walk(value, visit)
        case .ifElse(let conditions, let then, let otherwise, _):
            walk(conditions, visit)
            expressions(in: then, visit)
            expressions(in: otherwise ?? [], visit)
        case .guardElse(let conditions, let otherwise, _):
            walk(conditions, visit)
            expressions(in: otherwise, visit)
        case .switchCase(let subject, let cases, _):
            walk(subject, visit)
            for c in cases {
                for pattern in c.patterns { walk(pattern, visit) }
                if let filter = c.filter { walk(filter, visit) }
                expressions(in: c.body, visit)
            }
        case .forIn(let pattern, let sequence, let filter, let body, _):
            walk(pattern, visit)
            walk(sequence, visit)
            if let filter { walk(filter, visit) }
            expressions(in: body, visit)
        case .whileLoop(let conditions, let body, _):
            walk(conditions, visit)
            expressions(in: body, visit)
        case .repeatWhile(let body, let condition, _):
            expressions(in: body, visit)
            walk(condition, visit)
        case .doCatch(let body, let catches, _):
            expressions(in: body, visit)
            for c in catches {
                for pattern in c.patterns { walk(pattern, visit) }
                if let filter = c.filter { walk(filter, visit) }
                expressions(in: c.body, visit)
            }
        case .deferBlock(let body, _): expressions(in: body, visit)
        case .returnValue(let e, _): if let e { walk(e, visit) }
        case .labeled(_, let inner, _): walk(inner, visit)
        case .declaration(let d, _): expressions(in: d, visit)
        case .breakLoop, .continueLoop, .fallthroughCase: break
        }
    }
}
