import Foundation
import PlumbCore

// Foundation's C maths and Swift's `min`, `max`, `abs` as source calls them: each argument
// read as a number, the result an integer where Swift's would be.
extension Interpreter {
    /// Foundation's C maths (Glibc and Darwin alike), of one argument or two.
    static let mathValues: [ValueEntry] =
        [
            ("sin", Foundation.sin), ("cos", Foundation.cos), ("tan", Foundation.tan), ("asin", Foundation.asin),
            ("acos", Foundation.acos), ("atan", Foundation.atan), ("exp", Foundation.exp), ("log", Foundation.log),
            ("log2", Foundation.log2), ("log10", Foundation.log10),
        ].map { (name: String, f: @escaping @Sendable (Double) -> Double) in
            ValueEntry(name, binding: .swift) { i, a, at throws(Diagnostic) in try i.unary(&a, at: at, f) }
        }
        + [("pow", Foundation.pow), ("atan2", Foundation.atan2), ("hypot", Foundation.hypot)].map {
            (name: String, f: @escaping @Sendable (Double, Double) -> Double) in
            ValueEntry(name, binding: .swift) { i, a, at throws(Diagnostic) in try i.fold(&a, at: at, f) }
        }

    /// A number argument, labelled or (for `label == nil`) the first unlabelled one.
    func number(_ a: inout Arguments, _ label: String?, at offset: Int) throws(Diagnostic) -> CGFloat {
        guard let e = label.map({ a.take($0) }) ?? a.takeUnlabeled() else {
            throw error("missing argument\(label.map { " '\($0):'" } ?? "")", at: offset)
        }
        return try cgFloat(e.value, at: e.offset)
    }

    func fold(_ a: inout Arguments, at offset: Int, _ f: (Double, Double) -> Double) throws(Diagnostic) -> Value {
        var values: [Value] = []
        // A stub number reads as 0, as everywhere.
        while let e = a.takeUnlabeled() { values.append(e.value.isStub ? .int(0) : e.value) }
        guard var result = values.first else { throw error("missing arguments", at: offset) }
        for v in values.dropFirst() {
            switch (result, v) {
            case (.number(let x, let xi), .number(let y, let yi)):
                let d = f(x, y)
                // `min`, `max` of integers are one of them; anything else an integer only if it is one.
                let both: Int? = (xi != nil && yi != nil) ? (d == x ? xi : d == y ? yi : Int(exactly: d)) : nil
                result = .number(d, int: both)
            default:
                // Any other Comparable (dates, strings): `min`/`max` by `<`, as Swift's are.
                let takesLeft = f(0, 1) == 0
                let less = try bool(try binary("<", v, result, at: offset), at: offset)
                if less == takesLeft { result = v }
            }
        }
        return result
    }

    func unary(_ a: inout Arguments, at offset: Int, _ f: (Double) -> Double) throws(Diagnostic) -> Value {
        guard let e = a.takeUnlabeled() else { throw error("expected a number", at: offset) }
        switch e.value {
        case .number(let x, let xi):
            let d = f(x)
            return .number(d, int: xi != nil ? Int(exactly: d) : nil)
        // `abs(decimal)`: a Foundation number, as a Double.
        case .foundation(let n as Decimal): return .float(f(NSDecimalNumber(decimal: n).doubleValue))
        // A stub number reads as 0, as everywhere.
        case .stub: return .float(f(0))
        default: throw error("expected a number", at: offset)
        }
    }
}
