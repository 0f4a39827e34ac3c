import Foundation
import PlumbCore

// Operators: Swift's arithmetic, comparison and range operators on the reader's values,
// with overflow trapping as Swift's does, and equality.

extension Interpreter {
    /// `a op b` for a comparison operator (`<`, `>`, `<=`, `>=`, `==`, `!=`); nil for another.
    static func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Value? {
        switch op {
        case "<": .bool(a < b)
        case ">": .bool(a > b)
        case "<=": .bool(a <= b)
        case ">=": .bool(a >= b)
        case "==": .bool(a == b)
        case "!=": .bool(a != b)
        default: nil
        }
    }

    /// `Int.max`, `Int.min`, or a floating type's largest finite magnitude (negated for `min`).
    /// An operator an extension of a library type declares (swiyu's `extension ControlSize {
    /// static func < (a: ControlSize, b: ControlSize) -> Bool { a.rank < b.rank } }`), for
    /// two of its implicit members, or for operands Swift's own operators do not take
    /// (winston's `extension String { static func +(lhs: String, rhs: String?) -> String }`,
    /// used as `self._id + self.kind` with an optional `kind`: only the operands' own types'
    /// extensions); nil where no extension declares one.
    func extensionOperator(_ op: String, _ l: Value, _ r: Value, at offset: Int) throws(Diagnostic) -> Value? {
        let names = [l, r].compactMap { v -> String? in if case .symbol(let n, nil, _) = v { n } else { nil } }
        let own = [builtinTypeName(of: l), builtinTypeName(of: r)].compactMap { $0 }
        let ordered = builtinExtensions.sorted {
            (own.contains($0.key) ? 0 : 1, $0.key) < (own.contains($1.key) ? 0 : 1, $1.key)
        }
        for (key, ext) in ordered {
            if names.isEmpty && !own.contains(key) { continue }
            // Of the type whose cases the members are, where the library lists them.
            if let cases = Interpreter.libraryAllCases[ext.name], !names.allSatisfy(cases.contains) { continue }
            guard
                let f = ext.functions.first(where: {
                    $0.name == op && $0.isStatic && $0.parameters.count == 2 && !runningFunctions.contains($0.offset)
                })
            else { continue }
            // (An operator's parameters take no argument labels, whatever their names.)
            var args = Arguments(
                [
                    Arguments.Entry(label: f.parameters[0].label, value: l, offset: offset),
                    Arguments.Entry(label: f.parameters[1].label, value: r, offset: offset),
                ], at: offset)
            return try callFunction(f, on: .type(ext.name), &args, at: offset)
        }
        return nil
    }

    static func bound(_ name: String, integer: Bool) -> Value {
        if integer { return .int(name == "max" ? Int.max : Int.min) }
        return .float(name == "max" ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
    }

    /// `.init(...)` or `.name` read as String's: its initializer, or a static an extension of
    /// String declares; nil for any other value, or where String has no such string member.
    private func stringImplicitMember(_ v: Value) throws(Diagnostic) -> Value? {
        guard case .symbol(let name, let args, let at) = v else { return nil }
        if name == "init", var arguments = args {
            return try callName("String", &arguments, in: globals, at: at)
        }
        guard args == nil, builtinExtensions["String"] != nil,
            case .string(let s)? = try? member(name, of: .type("String"), at: at)
        else { return nil }
        return .string(s)
    }

    func binary(_ op: String, _ l: Value, _ r: Value, at offset: Int) throws(Diagnostic) -> Value {
        if case .foundation(let a as String.Index) = l, case .foundation(let b as String.Index) = r {
            if let v = Interpreter.stringIndexBinary(op, a, b) { return v }
            if op == "..<" || op == "..." { throw error("range bounds are in the wrong order", at: offset) }
        }
        // `start...end` of dates (a DatePicker's `in:`, `(start...end).contains(.now)`).
        if op == "..." || op == "..<", case .foundation = l, case .foundation = r {
            return .foundation(ComparableRange(lower: l, upper: r, closed: op == "..."))
        }
        // `.init(localized: "DEVELOPED_BY:") + " " + .developerName` (ETH Mensa): an implicit
        // member beside a string is String's, its initializer or an extension's static.
        if op == "+" {
            if case .string = r, let s = try stringImplicitMember(l) { return try binary(op, s, r, at: offset) }
            if case .string = l, let s = try stringImplicitMember(r) { return try binary(op, l, s, at: offset) }
        }
        // `.standardPadding / 2`: an implicit member beside a number is a number type's static
        // (an extension's, `extension CGFloat { static let standardPadding = ... }`).
        // `.now() + 0.5` where a deadline goes (`asyncAfter(deadline:)`): a DispatchTime, kept
        // as its description (the work it schedules is not run).
        if op == "+" || op == "-", case .symbol("now", _?, _) = l, case .number = r { return .opaque("DispatchTime") }
        // Compared too: `max(.zero, duration)`.
        if ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="].contains(op) {
            // `count < (limit ?? .max)`: the other number's type's `max` or `min`.
            if case .symbol(let name, nil, _) = l, name == "max" || name == "min", case .number(_, let int) = r {
                return try binary(op, Interpreter.bound(name, integer: int != nil), r, at: offset)
            }
            if case .number(_, let int) = l, case .symbol(let name, nil, _) = r, name == "max" || name == "min" {
                return try binary(op, l, Interpreter.bound(name, integer: int != nil), at: offset)
            }
            if case .symbol(_, _, let at) = l, case .number = r, let n = try? cgFloat(l, at: at) {
                return try binary(op, .float(Double(n)), r, at: offset)
            }
            if case .number = l, case .symbol(_, _, let at) = r, let n = try? cgFloat(r, at: at) {
                return try binary(op, l, .float(Double(n)), at: offset)
            }
            // `currentX + spacing`, both `.zero` (`var currentX: CGFloat = .zero`): numbers.
            if case .symbol(_, _, let la) = l, case .symbol(_, _, let ra) = r, let a = try? cgFloat(l, at: la),
                let b = try? cgFloat(r, at: ra)
            {
                return try binary(op, .float(Double(a)), .float(Double(b)), at: offset)
            }
        }
        switch (l, r) {
        case (.number(let a, let ai), .number(let b, let bi)):
            switch op {
            case "+": return .number(a + b, int: try both(ai, op, bi, at: offset) { $0.addingReportingOverflow($1) })
            case "-":
                return .number(a - b, int: try both(ai, op, bi, at: offset) { $0.subtractingReportingOverflow($1) })
            case "*":
                return .number(a * b, int: try both(ai, op, bi, at: offset) { $0.multipliedReportingOverflow(by: $1) })
            case "/":
                if b == 0 && bi != nil && ai != nil { throw error("division by zero", at: offset, kind: .trap) }
                return .number(a / b, int: try both(ai, op, bi, at: offset) { $0.dividedReportingOverflow(by: $1) })
            case "%":
                guard let ai, let bi, bi != 0 else { throw error("'%' needs two nonzero integers", at: offset) }
                return .int(try both(ai, op, bi, at: offset) { $0.remainderReportingOverflow(dividingBy: $1) }!)
            case "<<", ">>", "&", "|", "^", "&+", "&-", "&*":
                guard let ai, let bi else { throw error("'\(op)' needs integers", at: offset) }
                switch op {
                // The overflow operators wrap (a hash: `(hash << 5) &+ hash`).
                case "&+": return .int(ai &+ bi)
                case "&-": return .int(ai &- bi)
                case "&*": return .int(ai &* bi)
                case "<<": return .int(bi >= 0 && bi < 64 ? ai << bi : 0)
                case ">>": return .int(bi >= 0 && bi < 64 ? ai >> bi : (ai < 0 ? -1 : 0))
                case "&": return .int(ai & bi)
                case "|": return .int(ai | bi)
                default: return .int(ai ^ bi)
                }
            case "==", "!=", "<", ">", "<=", ">=": return Interpreter.comparison(op, a, b)!
            case "..<", "...":
                // A range of floating-point numbers (`80.0 ... 120.0`): its bounds.
                guard let ai, let bi else {
                    guard a <= b else { throw error("range bounds are in the wrong order (\(a) > \(b))", at: offset) }
                    return .foundation(ComparableRange(lower: l, upper: r, closed: op == "..."))
                }
                // Stored half-open, `a...Int.max` has no such upper bound: a range of values
                // instead (`Stepper(value:in: 1...Int.max)`, SotkaApp's), which `contains` and a
                // control's bounds read but nothing counts or walks (Swift could not count it).
                if op == "...", bi == Int.max {
                    guard ai <= bi else { throw error("range bounds are in the wrong order", at: offset) }
                    return .foundation(ComparableRange(lower: l, upper: r, closed: true))
                }
                let upper = op == "..." ? bi + 1 : bi
                guard ai <= upper else {
                    throw error("range bounds are in the wrong order (\(ai) > \(bi))", at: offset)
                }
                return .range(ai, upper, closed: op == "...")
            default: break
            }
        case (.string(let a), .string(let b)):
            if op == "+" { return .string(a + b) }
            if op == "..." || op == "..<" {
                guard a <= b else { throw error("range bounds are in the wrong order", at: offset) }
                return .foundation(ComparableRange(lower: l, upper: r, closed: op == "..."))
            }
            if let v = Interpreter.comparison(op, a, b) { return v }
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        // `(1...9) + [0]`: a sequence and an array joined, as `RangeReplaceableCollection`'s `+`.
        case (.range, .array) where op == "+", (.array, .range) where op == "+":
            if let a = sequence(l), let b = sequence(r) { return .array(a + b) }
        case (.text(let a), .text(let b)) where op == "+":
            // `Text("a").bold() + Text("b")`: one text of two runs.
            return .text(a + b)
        // `(a.severity, a.name) < (b.severity, b.name)`: tuples compare element by element,
        // the first unequal pair deciding (Swift's `<` for tuples of Comparable elements).
        case (.tuple(let a), .tuple(let b)) where a.count == b.count && ["<", ">", "<=", ">="].contains(op):
            for (x, y) in zip(a, b) {
                if try equal(x.value, y.value) { continue }
                return try binary(op == "<=" ? "<" : op == ">=" ? ">" : op, x.value, y.value, at: offset)
            }
            return .bool(op == "<=" || op == ">=")
        // `enum Level: Comparable { case info, warning, error }`: Swift's synthesized order,
        // the cases' order, then their associated values (SE-0266). A case written as an
        // implicit member (`level >= .warning`) is the enum's.
        case (.enumCase(let a), .enumCase(let b))
        where a.type.name == b.type.name && a.type.conformances.contains("Comparable")
            && ["<", ">", "<=", ">="].contains(op):
            guard let i = a.type.cases.firstIndex(where: { $0.name == a.name }),
                let j = b.type.cases.firstIndex(where: { $0.name == b.name })
            else { break }
            if i != j { return try binary(op, .int(i), .int(j), at: offset) }
            if a.values.isEmpty { return .bool(op == "<=" || op == ">=") }
            return try binary(op, .tuple(a.values), .tuple(b.values), at: offset)
        case (.enumCase(let a), .symbol(let name, nil, let at))
        where a.type.cases.contains(where: { $0.name == name }) && ["<", ">", "<=", ">="].contains(op):
            return try binary(op, l, .enumCase(EnumValue(type: a.type, name: name, values: [])), at: at)
        case (.symbol(let name, nil, let at), .enumCase(let b))
        where b.type.cases.contains(where: { $0.name == name }) && ["<", ">", "<=", ">="].contains(op):
            return try binary(op, .enumCase(EnumValue(type: b.type, name: name, values: [])), r, at: at)
        // `sizeCategory >= .accessibilityMedium`, `dynamicTypeSize < .xxLarge`: the library's
        // ordered cases, compared by their order.
        case (.symbol(let a, nil, _), .symbol(let b, nil, _)) where ["<", ">", "<=", ">="].contains(op):
            // A case is equal to itself in any order (`$0.warningType > $1.warningType`).
            if a == b { return .bool(op == "<=" || op == ">=") }
            guard let (i, j) = Interpreter.orderedCases(a, b) else {
                if let v = try extensionOperator(op, l, r, at: offset) { return v }
                break
            }
            switch op {
            case "<": return .bool(i < j)
            case ">": return .bool(i > j)
            case "<=": return .bool(i <= j)
            default: return .bool(i >= j)
            }
        // `===` and `!==`: the same object (an instance of a class), or both nil (Unwatched's
        // `DataProvider.dummyVideo !== video`, where the dummy is nil).
        case _ where op == "===" || op == "!==":
            let same: Bool
            switch (l, r) {
            case (.instance(let a), .instance(let b)): same = a === b
            case (.none, .none): same = true
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case (.stub, _), (_, .stub):
            // A stub in arithmetic stays a stub; compared, it is unequal to everything.
            if ["==", "<", ">", "<=", ">="].contains(op) { return .bool(false) }
            if op == "!=" { return .bool(true) }
            return l.isStub ? l : r
        default:
            if let v = try foundationBinary(op, l, r, at: offset) { return v }
            if op == "==" { return .bool(try equal(l, r)) }
            if op == "!=" { return .bool(!(try equal(l, r))) }
        }
        if let v = try extensionOperator(op, l, r, at: offset) { return v }
        throw error("cannot apply '\(op)' to \(l.kind) and \(r.kind)", at: offset)
    }

    /// `f` of two integers, checked: where Swift would trap (the result does not fit in
    /// `Int`), an error at the operator, worded as the compiler words it. Nil where either
    /// operand is not an integer (the operation is a floating-point one).
    private func both(
        _ a: Int?, _ op: String, _ b: Int?, at offset: Int, _ f: (Int, Int) -> (partialValue: Int, overflow: Bool)
    ) throws(Diagnostic) -> Int? {
        guard let a, let b else { return nil }
        let r = f(a, b)
        if r.overflow { throw overflow("\(a) \(op) \(b)", at: offset) }
        return r.partialValue
    }

    /// The error for an integer operation whose result does not fit in `Int` (Swift traps).
    func overflow(_ operation: String, at offset: Int) -> Diagnostic {
        error("arithmetic operation '\(operation)' (on type 'Int') results in an overflow", at: offset, kind: .trap)
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
        case (.enumCase(let a), .enumCase(let b)): return a.type.name == b.type.name && a.name == b.name
        case (.enumCase(let e), .symbol(let name, _, _)), (.symbol(let name, _, _), .enumCase(let e)):
            return e.name == name
        case (.stub(let a), .stub(let b)): return a == b
        case (.stub, _), (_, .stub): return false
        case (.foundation(let a), .foundation(let b)): return Interpreter.foundationEqual(a, b)
        // An option set read as the array of its members' names (`reasons == .placeholder`,
        // `reasons == []`): the same members, in any order; other arrays element by element.
        case (.array(let a), .symbol(let name, nil, _)) where Interpreter.memberNames(a) != nil:
            return Interpreter.memberNames(a) == [name]
        case (.symbol(let name, nil, _), .array(let b)) where Interpreter.memberNames(b) != nil:
            return Interpreter.memberNames(b) == [name]
        case (.array(let a), .array(let b)):
            if let x = Interpreter.memberNames(a), let y = Interpreter.memberNames(b) { return x == y }
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equal(x, y) { return false }
            return true
        case (.symbol(let name, _, let at), _):
            let resolved = try resolveSymbol(name, nil, like: r, at: at)
            if case .symbol = resolved { return false }
            return try equal(resolved, r)
        case (_, .symbol(let name, _, let at)):
            let resolved = try resolveSymbol(name, nil, like: l, at: at)
            if case .symbol = resolved { return false }
            return try equal(l, resolved)
        case (.horizontal(let a), .horizontal(let b)): return a == b
        case (.vertical(let a), .vertical(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.font(let a), .font(let b)): return a == b
        case (.edges(let a), .edges(let b)): return a == b
        // `subviews.firstIndex(of: subview)` (Element X's bubble layout): a layout's subviews are
        // equatable, as the library's are.
        case (.subview(let a), .subview(let b)): return a == b
        default: return false
        }
    }
}

extension Interpreter {
    /// The names of an option set's members, as a set, where every element is a bare implicit
    /// member (`[.placeholder, .privacy]`); nil for another array.
    static func memberNames(_ items: [Value]) -> Set<String>? {
        var names: Set<String> = []
        for item in items {
            guard case .symbol(let name, nil, _) = item else { return nil }
            names.insert(name)
        }
        return names
    }
}
