import Foundation
import PlumbCore

extension Interpreter {
    func evaluate(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Value {
        switch expr {
        case .integer(let v, _): return .int(v)
        case .float(let v, _): return .float(v)
        case .bool(let v, _): return .bool(v)
        case .nilLiteral: return .none
        case .string(let segments, _):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let t): text += t
                case .interpolation(let e): text += try describe(try evaluate(e, in: scope), at: e.offset)
                }
            }
            return .string(text)
        case .identifier(let name, let at):
            return try lookup(name, in: scope, at: at)
        case .dollar(let name, let at):
            if let v = scope.lookup("$" + name) { return v }
            // `$state` passes a binding: Plumb reads it as the value.
            if let v = try? lookup(name, in: scope, at: at) { return v }
            throw error("cannot find '$\(name)' in scope", at: at)
        case .implicitMember(let name, let at):
            return .symbol(name, arguments: nil, at: at)
        case .keyPath(let path, _):
            return .keyPath(path)
        case .member(let base, let name, let at):
            return try member(name, of: try evaluate(base, in: scope), at: at)
        case .call(let callee, let args, let at):
            return try call(callee, args, in: scope, at: at)
        case .subscripted(let base, let args, let at):
            return try subscriptValue(try evaluate(base, in: scope), try arguments(args, in: scope, at: at), in: scope, at: at)
        case .closure(let c):
            return .closure(ClosureValue(closure: c, scope: scope))
        case .binary(let op, let l, let r, let at):
            if op == "&&" || op == "||" {
                let left = try bool(try evaluate(l, in: scope), at: l.offset)
                if op == "&&" && !left { return .bool(false) }
                if op == "||" && left { return .bool(true) }
                return .bool(try bool(try evaluate(r, in: scope), at: r.offset))
            }
            if op == "??" {
                let left = try evaluate(l, in: scope)
                if case .none = left { return try evaluate(r, in: scope) }
                return left
            }
            return try binary(op, try evaluate(l, in: scope), try evaluate(r, in: scope), at: at)
        case .prefix(let op, let e, let at):
            let value = try evaluate(e, in: scope)
            switch (op, value) {
            case ("-", .number(let d, let i)): return .number(-d, int: i.map { 0 &- $0 })
            case ("+", .number): return value
            case ("!", .bool(let b)): return .bool(!b)
            default: throw error("cannot apply '\(op)' to \(value.kind)", at: at)
            }
        case .ternary(let c, let a, let b, _):
            return try bool(try evaluate(c, in: scope), at: c.offset) ? try evaluate(a, in: scope) : try evaluate(b, in: scope)
        case .array(let elements, _):
            var values: [Value] = []
            for e in elements { values.append(try evaluate(e, in: scope)) }
            return .array(values)
        case .tuple(_, let at):
            throw error("tuples are not supported", at: at)
        }
    }

    /// The text `\(value)` shows in a string.
    func describe(_ value: Value, at offset: Int) throws(Diagnostic) -> String {
        switch value {
        case .number(let d, let i):
            if let i { return String(i) }
            return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : String(d)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .symbol(let name, _, _): return name
        case .axis(let a): return a.description
        case .opaque(let d): return d
        case .instance(let i):
            return i.type.name + "(" + i.type.properties.compactMap { p in
                guard let v = i.properties[p.name], let text = try? describe(v, at: offset) else { return nil }
                return "\(p.name): \(text)"
            }.joined(separator: ", ") + ")"
        default: throw error("cannot show \(value.kind) in a string", at: offset)
        }
    }

    /// Evaluates call arguments.
    func arguments(_ args: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Arguments {
        var entries: [Arguments.Entry] = []
        for a in args { entries.append(Arguments.Entry(label: a.label, value: try evaluate(a.value, in: scope), offset: a.offset)) }
        return Arguments(entries, at: offset)
    }

    // MARK: Names

    func lookup(_ name: String, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        if let v = scope.lookup(name) { return v }
        if let instance = scope.instance {
            if name == "self" { return .instance(instance) }
            if let v = instance.properties[name] { return v }
            if let property = instance.type.properties.first(where: { $0.name == name }) {
                return try computedProperty(property, of: instance, at: offset)
            }
        }
        if let v = globals.lookup(name) { return v }
        if structs[name] != nil || Interpreter.typeNames.contains(name) { return .type(name) }
        if Interpreter.viewNames.contains(name) {
            throw error("'\(name)' must be called: '\(name)(...)'", at: offset)
        }
        throw error("cannot find '\(name)' in scope", at: offset)
    }

    /// A computed property's value: a builder for `some View`, a value otherwise.
    func computedProperty(_ property: PropertyDecl, of instance: Instance, at offset: Int) throws(Diagnostic) -> Value {
        guard let body = property.body else {
            throw error("'\(property.name)' has no value", at: offset)
        }
        let scope = Scope(parent: globals, instance: instance)
        return try nested(at: offset) { () throws(Diagnostic) in
            if property.type?.text.contains("View") ?? false {
                return .views(try evaluateBuilder(body, in: scope))
            }
            return try evaluateValue(body, in: scope, at: property.offset)
        }
    }

    /// Types whose names may be used as namespaces or constructors.
    static let typeNames: Set<String> = [
        "Color", "Font", "CGFloat", "Double", "Float", "Int", "String", "Bool", "HorizontalAlignment",
        "VerticalAlignment", "Alignment", "Edge", "Axis", "UnitPoint", "EdgeInsets", "CGSize", "CGPoint", "CGRect",
        "UIScreen", "ContentMode", "TextAlignment", "UUID", "Angle", "Array", "ShapeStyle",
    ]

    // MARK: Operators

    func binary(_ op: String, _ l: Value, _ r: Value, at offset: Int) throws(Diagnostic) -> Value {
        switch (l, r) {
        case (.number(let a, let ai), .number(let b, let bi)):
            switch op {
            case "+": return .number(a + b, int: both(ai, bi) { $0.addingReportingOverflow($1) })
            case "-": return .number(a - b, int: both(ai, bi) { $0.subtractingReportingOverflow($1) })
            case "*": return .number(a * b, int: both(ai, bi) { $0.multipliedReportingOverflow(by: $1) })
            case "/":
                if b == 0 && bi != nil && ai != nil { throw error("division by zero", at: offset) }
                return .number(a / b, int: bi == 0 ? nil : both(ai, bi) { $0.dividedReportingOverflow(by: $1) })
            case "%":
                guard let ai, let bi, bi != 0 else { throw error("'%' needs two nonzero integers", at: offset) }
                return .int(ai % bi)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "..<", "...":
                guard let ai, let bi else { throw error("a range needs integer bounds", at: offset) }
                let upper = op == "..." ? bi.addingReportingOverflow(1).partialValue : bi
                guard ai <= upper else { throw error("range bounds are in the wrong order (\(ai) > \(bi))", at: offset) }
                return .range(ai, upper)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        default:
            if op == "==" { return .bool(try equal(l, r)) }
            if op == "!=" { return .bool(!(try equal(l, r))) }
        }
        throw error("cannot apply '\(op)' to \(l.kind) and \(r.kind)", at: offset)
    }

    private func both(_ a: Int?, _ b: Int?, _ f: (Int, Int) -> (partialValue: Int, overflow: Bool)) -> Int? {
        guard let a, let b else { return nil }
        let r = f(a, b)
        return r.overflow ? nil : r.partialValue
    }

    /// Equality for `==` and `switch`: numbers, strings, booleans, symbols, and the values
    /// symbols stand for.
    func equal(_ l: Value, _ r: Value) throws(Diagnostic) -> Bool {
        switch (l, r) {
        case (.number(let a, _), .number(let b, _)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.symbol(let a, _, _), .symbol(let b, _, _)): return a == b
        case (.axis(let a), .axis(let b)): return a == b
        case (.symbol(let name, _, let at), _): return try equal(try resolveSymbol(name, nil, like: r, at: at), r)
        case (_, .symbol(let name, _, let at)): return try equal(l, try resolveSymbol(name, nil, like: l, at: at))
        case (.horizontal(let a), .horizontal(let b)): return a == b
        case (.vertical(let a), .vertical(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.font(let a), .font(let b)): return a == b
        case (.edges(let a), .edges(let b)): return a == b
        default: return false
        }
    }
}
