import Foundation
import PlumbCore

// `ForEach` as source writes it: over a collection, a range or bindings, its rows built at once,
// or on demand (a `LazyForEach`) for a long range.
extension Interpreter {
    /// Ranges longer than this make a `ForEach` that builds its rows on demand.
    static let lazyForEachThreshold = 1_000
    /// The longest range a ForEach may cover (rows are built on demand, but an eager stack
    /// still walks them all).
    static let maximumLazyElements = 10_000_000

    /// `ForEach(0..<n) { i in ... }`, `ForEach(items, id: \.self) { ... }`, `ForEach(items) { ... }`.
    func forEach(_ a: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        guard let data = a.takeUnlabeled() else { throw error("missing data in call to 'ForEach'", at: offset) }
        _ = a.take("id")
        // (`List(items, rowContent: makeRow)` passes it as List's `rowContent:`.)
        guard let body = a.takeClosure("content") ?? a.takeClosure("rowContent") else {
            throw error("ForEach needs a content closure", at: offset)
        }
        let elements: [Value]
        switch data.value {
        case .range(let lo, let hi, _) where Value.count(lo, hi) ?? .max > Interpreter.lazyForEachThreshold:
            // A long range is built on demand, so that a lazy stack creates only the rows it
            // shows (a ForEach of a million rows); an error in a row is reported when the
            // row is built. Past the view limit, rows are empty (one error says so).
            guard let n = Value.count(lo, hi), n <= Interpreter.maximumLazyElements else {
                throw error(
                    "ForEach over \(Value.countText(lo, hi)) elements is more than Plumb builds (\(Interpreter.maximumLazyElements))",
                    at: data.offset, kind: .limit)
            }
            let closure = try self.closure(body.value, at: body.offset)
            let bodyOffset = body.offset
            return .view(
                AnyView(
                    ForEach(lo..<hi, id: \.self) { [self] index in
                        lazyRow(closure, index, at: bodyOffset)
                    }))
        case .range(let lo, let hi, _):
            guard let n = Value.count(lo, hi), n <= Interpreter.maximumViews else {
                throw error(
                    "ForEach over \(Value.countText(lo, hi)) elements is more than Plumb lays out (\(Interpreter.maximumViews))",
                    at: data.offset, kind: .limit)
            }
            elements = (lo..<hi).map { .int($0) }
        case .array(let items): elements = items
        case .stub, .dictionary, .subviews: elements = try self.elements(of: data.value, at: data.offset)
        // `0...Int.max` (kept as a range of values) or a range of doubles: Swift cannot count
        // the first nor walk the second.
        case .foundation(let r as ComparableRange):
            throw error("ForEach over the range \(r), which Int cannot count", at: data.offset, kind: .limit)
        default: throw error("ForEach needs a range or an array, found \(data.value.kind)", at: data.offset)
        }
        var views: [AnyView] = []
        for element in elements {
            views += try builderViews(body.value, at: body.offset, binding: [element])
        }
        return .views(views)
    }

    /// Row `index` of a long ForEach, built when the engine resolves it: each row counts
    /// against the view limit; past it, rows are empty (one error says so).
    func lazyRow(_ closure: ClosureValue, _ index: Int, at offset: Int) -> AnyView {
        if viewsCreated > Interpreter.maximumViews { return AnyView(EmptyView()) }
        do { try countView(at: offset) } catch {
            reportLayoutError(error)
            return AnyView(EmptyView())
        }
        return layoutTimeViews(closure, [.int(index)], at: offset)
    }
}
