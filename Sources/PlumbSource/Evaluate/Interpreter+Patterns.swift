import Foundation
import PlumbCore

// Conditions and patterns: `if let`, `case`, `switch` matching, `is` tests.

extension Interpreter {
    func holds(_ conditions: [Condition], in scope: Scope) throws(Diagnostic) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                guard try bool(try evaluate(e, in: scope), at: e.offset) else { return false }
            case .optionalBinding(let name, let value, let at):
                let v = try evaluate(value ?? .identifier(name, at: at), in: scope)
                if case .none = v { return false }
                if v.isStub { stubBindings += 1 }
                scope.bind(name, v)
            case .matching(let pattern, let value, _):
                guard try match(try evaluate(value, in: scope), pattern, in: scope) else { return false }
            case .availability(let available, _):
                // An iPhone on the newest iOS: every `#available` holds.
                if !available { return false }
            }
        }
        return true
    }

    func matchingCase(_ value: Value, _ cases: [SwitchCase], in scope: Scope, at offset: Int) throws(Diagnostic)
        -> SwitchCase?
    {
        // Over a stub, the first case written, before a `default` that would match it.
        if value.isStub { return stubCase(value, cases, at: offset).map { cases[$0] } }
        for c in cases where try matches(value, c, in: scope) { return c }
        return nil
    }

    /// The case a switch over nil takes where no case matches nil. Swift's switch is
    /// exhaustive, so its subject is not optional there, and its nil is a value Plumb did not
    /// know (a non-optional property a model's init left unset: azooKey's keyboard layout):
    /// the first case, as over a stub, with a warning.
    func unsetSubjectCase(_ value: Value, _ subject: Expr, _ cases: [SwitchCase], at offset: Int) -> Int? {
        guard case .none = value, !cases.isEmpty else { return nil }
        warn(
            "'\(sourceName(at: subject.offset))' has no value: the switch takes its first case", at: offset, kind: .stub
        )
        return 0
    }

    /// The case a switch over a stub takes: the first one written (what no file gives cannot
    /// choose, and the first case is most often the main state), with a warning.
    func stubCase(_ value: Value, _ cases: [SwitchCase], at offset: Int) -> Int? {
        guard case .stub(let text) = value, !cases.isEmpty else { return nil }
        warn("'\(text)' is a stub: the switch takes its first case", at: offset, kind: .stub)
        return 0
    }

    /// Whether a case matches (binding its names into `scope`), its `where` included.
    func matches(_ value: Value, _ c: SwitchCase, in scope: Scope) throws(Diagnostic) -> Bool {
        if c.isDefault { return true }
        for pattern in c.patterns where try match(value, pattern, in: scope) {
            if let filter = c.filter { return try bool(try evaluate(filter, in: scope), at: filter.offset) }
            return true
        }
        return false
    }

    /// Whether `value` matches `pattern`, binding the pattern's names into `scope`.
    func match(_ value: Value, _ pattern: Pattern, in scope: Scope) throws(Diagnostic) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name, _):
            scope.bind(name, value)
            return true
        case .optional(let inner, _):
            if case .none = value { return false }
            return try match(value, inner, in: scope)
        case .isType(let type, _):
            return conforms(value, to: type)
        case .cast(let inner, let type, _):
            guard conforms(value, to: type) else { return false }
            return try match(value, inner, in: scope)
        case .tuple(let elements, let at):
            let values = try tupleElements(value, count: elements.count, at: at)
            for (element, v) in zip(elements, values) where try !match(v, element.pattern, in: scope) { return false }
            return true
        case .enumCase(let name, let elements, _):
            var values: [Value]
            switch value {
            case .enumCase(let e) where e.name == name:
                values = e.values.map(\.value)
                // A case made without its associated values (a stub of the enum, its first
                // case): typical values of the types the case declares.
                if values.isEmpty, !elements.isEmpty,
                    let declared = e.type.cases.first(where: { $0.name == name })?.associatedValues,
                    declared.count == elements.count
                {
                    values = declared.map { stub(for: $0.type, named: $0.name.isEmpty ? name : $0.name) }
                }
            case .symbol(name, let args, _): values = args?.entries.map(\.value) ?? []
            case .none: return false
            case .stub(let text): values = elements.map { _ in .stub(text) }
            default:
                if name == "some" { values = [value] } else { return false }
            }
            if elements.count == 1 && values.count > 1 {
                return try match(.tuple(values.map { (nil, $0) }), elements[0].pattern, in: scope)
            }
            guard values.count == elements.count else { return elements.isEmpty }
            for (element, v) in zip(elements, values) where try !match(v, element.pattern, in: scope) { return false }
            return true
        case .expression(let e):
            return try matches(value, e, in: scope)
        }
    }

    /// Whether a value is of a type, as far as Plumb knows types (stubs are of every type).
    func conforms(_ value: Value, to type: TypeName) -> Bool {
        switch value {
        case .instance(let i): return i.type.name == type.base || i.type.conformances.contains(type.base)
        case .enumCase(let e): return e.type.name == type.base
        case .string: return type.base == "String"
        case .number(_, let i):
            return ["Double", "CGFloat", "Float"].contains(type.base) || (i != nil && type.base == "Int")
        case .bool: return type.base == "Bool"
        case .foundation(let f): return Interpreter.foundationTypeName(of: f) == type.base
        // `scene as? UIWindowScene`: the app's window and its scene (AppWindow.swift).
        case .opaque(let name): return Interpreter.windowObjects[name] == type.base
        case .stub: return true
        default: return false
        }
    }

    /// Whether `value` matches an expression pattern: `.horizontal`, a literal, a range, a constant.
    func matches(_ value: Value, _ pattern: Expr, in scope: Scope) throws(Diagnostic) -> Bool {
        if case .implicitMember(let name, _) = pattern {
            switch value {
            case .axis(let axis): return axis.description == name
            case .symbol(let s, _, _): return s == name
            case .enumCase(let e): return e.name == name
            case .none: return name == "none"
            case .horizontal, .vertical, .alignment, .edges, .axes, .font, .color:
                return try equal(value, try resolveSymbol(name, nil, like: value, at: pattern.offset))
            case .stub: return false
            default: return false
            }
        }
        if case .identifier("_", _) = pattern { return true }
        // One-sided ranges: `case 2...:`, `case ...0:`, `case ..<10:`.
        if case .number(let d, _) = value {
            switch pattern {
            case .postfix("...", let bound, _):
                return d >= (try double(try evaluate(bound, in: scope), at: pattern.offset))
            case .prefix("...", let bound, _):
                return d <= (try double(try evaluate(bound, in: scope), at: pattern.offset))
            case .prefix("..<", let bound, _):
                return d < (try double(try evaluate(bound, in: scope), at: pattern.offset))
            default: break
            }
        }
        let p = try evaluate(pattern, in: scope)
        if case .range(let lo, let hi, _) = p, case .number(let d, _) = value {
            return d >= Double(lo) && d < Double(hi)
        }
        // `case 0.5..<1.0:`, `case start...end:`: `~=` of a range of other values.
        if case .foundation(let r as ComparableRange) = p { return try contains(r, value, at: pattern.offset) }
        return try equal(value, p)
    }
}
