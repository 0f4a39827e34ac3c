import Foundation

// Members of Swift's numbers as apps use them: `Int`, `Double` and `CGFloat` (one `Value`,
// `.number`, whose `int` is set for an `Int`). Each answers as the standard library does
// (`FloatingPoint`, `BinaryInteger`, `Numeric`, `SignedNumeric`, `Strideable`): `x.isFinite`
// guards a size (KMReader's thumbnail slot), `n.isMultiple(of: 2)` stripes rows,
// `x.rounded(.down)` and `truncatingRemainder(dividingBy:)` lay out grids.

extension Interpreter {
    /// A number's property (`isFinite`, `sign`, `description`); `nil` when Swift's numbers
    /// have none of that name.
    func numberMember(_ name: String, _ d: Double, _ i: Int?, at offset: Int) throws(Diagnostic) -> Value? {
        switch name {
        case "isFinite": return .bool(d.isFinite)
        case "isInfinite": return .bool(d.isInfinite)
        case "isNaN": return .bool(d.isNaN)
        case "isZero": return .bool(d.isZero)
        case "isNormal": return .bool(d.isNormal)
        case "isSubnormal": return .bool(d.isSubnormal)
        // `FloatingPointSign`: compared with `.minus` and `.plus`.
        case "sign": return .symbol(d.sign == .minus ? "minus" : "plus", arguments: nil, at: offset)
        case "magnitude": return i.flatMap { $0 == .min ? nil : .int(abs($0)) } ?? .float(d.magnitude)
        case "description": return .string(try describe(.number(d, int: i), at: offset))
        case "nextUp": return i == nil ? .float(d.nextUp) : nil
        case "nextDown": return i == nil ? .float(d.nextDown) : nil
        case "ulp": return i == nil ? .float(d.ulp) : nil
        case "nonzeroBitCount": return i.map { .int($0.nonzeroBitCount) }
        default: return nil
        }
    }

    /// A number's method (`rounded(.down)`, `isMultiple(of:)`, `quotientAndRemainder(dividingBy:)`);
    /// `nil` when Swift's numbers have none of that name.
    func numberCall(_ name: String, _ d: Double, _ i: Int?, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        func operand(_ label: String?) throws(Diagnostic) -> Value? {
            guard let e = label.map({ args.take($0) }) ?? args.takeUnlabeled() else { return nil }
            return e.value
        }
        switch name {
        case "rounded":
            guard let rule = try operand(nil) else { return .number(d.rounded(), int: i) }
            guard case .symbol(let ruleName, nil, _) = rule, let r = Interpreter.roundingRules[ruleName] else {
                return nil
            }
            return .number(d.rounded(r), int: i)
        case "squareRoot": return .float(d.squareRoot())
        case "signum": return i.map { .int($0.signum()) } ?? .float(d == 0 || d.isNaN ? d : (d < 0 ? -1 : 1))
        case "isMultiple":
            guard let of = try operand("of"), let i else { return nil }
            let divisor = try int(of, at: offset)
            // Swift: `isMultiple(of: 0)` is true only of 0.
            return .bool(divisor == 0 ? i == 0 : i.isMultiple(of: divisor))
        case "truncatingRemainder", "remainder":
            guard let by = try operand("dividingBy") else { return nil }
            let divisor = try double(by, at: offset)
            return .float(
                name == "remainder" ? d.remainder(dividingBy: divisor) : d.truncatingRemainder(dividingBy: divisor))
        case "quotientAndRemainder":
            guard let by = try operand("dividingBy"), let i else { return nil }
            let divisor = try int(by, at: offset)
            guard divisor != 0 else { throw error("division by zero", at: offset, kind: .trap) }
            let (q, r) = i.quotientAndRemainder(dividingBy: divisor)
            return .tuple([("quotient", .int(q)), ("remainder", .int(r))])
        case "distance":
            guard let to = try operand("to") else { return nil }
            return try binary("-", to, .number(d, int: i), at: offset)
        case "advanced":
            guard let by = try operand("by") else { return nil }
            return try binary("+", .number(d, int: i), by, at: offset)
        default: return nil
        }
    }

    /// `FloatingPointRoundingRule`'s cases by name.
    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
    ]
}
