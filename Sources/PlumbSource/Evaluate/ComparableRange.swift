/// A range whose bounds are not integers: `0.5...2.0`, `start...end` of dates (ETH Mensa's
/// `(startDate...endDate).contains(.now)`), `"a"..<"n"`, and the one-sided `...Date()` and
/// `Date()...`: its bounds as values, compared as Swift compares them (the interpreter's `<` and
/// `<=`). Integer ranges are ``Value/range(_:_:closed:)``, which also count and iterate.
/// (`@unchecked`: a value holds closures and references, as ``FormatRecipe``'s arguments do; a
/// range is made and read on one interpreter's thread.)
struct ComparableRange: @unchecked Sendable, CustomStringConvertible {
    /// nil: the range has no bound on that side (`...b`, `a...`).
    var lower: Value?
    var upper: Value?
    /// `...` rather than `..<`.
    var closed: Bool

    /// `0.5...2.0`, `..<10.0`, as Swift prints a range.
    var description: String {
        let text = { (v: Value?) in v.map { Interpreter.plainDescription($0) } ?? "" }
        return text(lower) + (closed ? "..." : "..<") + text(upper)
    }
}

extension Interpreter {
    /// `range.lowerBound`, `.upperBound`, `.isEmpty`; nil for any other member.
    func comparableRangeMember(_ name: String, of r: ComparableRange, at offset: Int) throws(Diagnostic) -> Value? {
        switch name {
        case "lowerBound": return r.lower
        case "upperBound": return r.upper
        case "isEmpty":
            guard let lower = r.lower, let upper = r.upper, !r.closed else { return .bool(false) }
            return try binary("==", lower, upper, at: offset)
        case "description": return .string(r.description)
        default: return nil
        }
    }

    /// `range.contains(x)`, `range ~= x`; nil for any other method.
    func comparableRangeCall(_ name: String, on r: ComparableRange, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard name == "contains", let e = args.takeUnlabeled() else { return nil }
        return .bool(try contains(r, e.value, at: offset))
    }

    /// Whether `value` lies in the range: at or above its lower bound, below its upper bound
    /// (or at it, when closed).
    func contains(_ r: ComparableRange, _ value: Value, at offset: Int) throws(Diagnostic) -> Bool {
        if let lower = r.lower, try !truth(try binary("<=", lower, value, at: offset)) { return false }
        if let upper = r.upper, try !truth(try binary(r.closed ? "<=" : "<", value, upper, at: offset)) { return false }
        return true
    }

    private func truth(_ v: Value) throws(Diagnostic) -> Bool {
        if case .bool(let b) = v { return b }
        return false
    }

    /// A bound as Swift prints it: `0.5`, a date's description, a string as itself.
    static func plainDescription(_ v: Value) -> String {
        switch v {
        case .number(let d, let i): return i.map(String.init) ?? "\(d)"
        case .string(let s): return s
        case .foundation(let f): return foundationDescription(f)
        default: return "\(v.kind)"
        }
    }
}

extension Value {
    /// Whether the value can bound a one-sided range (`2...`, `Date()...`): a number or a
    /// Foundation value.
    var isRangeBound: Bool {
        switch self {
        case .number, .foundation: return true
        default: return false
        }
    }
}
