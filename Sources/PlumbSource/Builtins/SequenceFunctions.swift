import Foundation

/// Swift's free functions over sequences: `zip(_:_:)` and `stride(from:to:by:)`.
extension Interpreter {
    static let sequenceFunctions: [ValueEntry] = [
        // `zip(a, b)`: pairs, as many as the shorter has. A one-sided range (`zip(1..., items)`)
        // counts up from its bound.
        .init("zip", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled(), let second = a.takeUnlabeled() else {
                throw i.error("expected zip(_:_:) with two sequences", at: at)
            }
            // `zip(1..., items)`: an integer counting up without end, sized by the other.
            func start(_ e: Arguments.Entry) -> Int? {
                switch e.value {
                case .number(_, let n?): return n
                case .foundation(let r as ComparableRange) where r.upper == nil:
                    if case .number(_, let n?)? = r.lower { return n }
                    return nil
                default: return nil
                }
            }
            func elements(_ e: Arguments.Entry) throws(Diagnostic) -> [Value]? {
                if start(e) != nil { return nil }
                return try i.elements(of: e.value, at: e.offset)
            }
            let left = try elements(first), right = try elements(second)
            func counting(from e: Arguments.Entry, _ count: Int) -> [Value] {
                guard let n = start(e) else { return [] }
                return (0..<count).map { .int(n &+ $0) }
            }
            let l = left ?? counting(from: first, right?.count ?? 0)
            let r = right ?? counting(from: second, left?.count ?? 0)
            return .array(zip(l, r).map { .tuple([(nil, $0.0), (nil, $0.1)]) })
        },
        // `stride(from:to:by:)`, `stride(from:through:by:)`: the numbers, as an array (bounded as
        // loops are).
        .init("stride", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let from = a.take("from"), let step = a.take("by"), let end = a.take("to") ?? a.take("through")
            else { throw i.error("expected stride(from:to:by:) or stride(from:through:by:)", at: at) }
            let start = try i.double(from.value, at: from.offset), by = try i.double(step.value, at: step.offset)
            let stop = try i.double(end.value, at: end.offset)
            guard by != 0, by.isFinite else { throw i.error("stride's step is zero", at: step.offset) }
            let integers: Bool = {
                if case .number(_, _?) = from.value, case .number(_, _?) = step.value { return true }
                return false
            }()
            var values: [Value] = []
            var k = 0
            while true {
                let v = start + Double(k) * by
                let inside = end.label == "to" ? (by > 0 ? v < stop : v > stop) : (by > 0 ? v <= stop : v >= stop)
                guard inside else { break }
                guard values.count < Interpreter.maximumIterations else {
                    throw i.error("the stride has more than \(Interpreter.maximumIterations) elements", at: at)
                }
                values.append(integers ? .int(Int(v)) : .float(v))
                k += 1
            }
            return .array(values)
        },
        // `Set<Item>()`, `Set(items)`: the distinct elements, in order (a set is an array here).
    ]
}
