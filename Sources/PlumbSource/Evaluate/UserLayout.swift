import Foundation
import PlumbCore

/// A `Layout` written in source (`struct Probe: Layout { ... }`), run through the engine like
/// a built-in one: the engine calls `sizeThatFits`, `placeSubviews`, `makeCache`,
/// `updateCache`, `spacing` and `explicitAlignment`, and each call runs the source's method
/// in the interpreter, with the proposal, the subviews and the cache as values. A method the
/// source does not write takes the protocol's default. `print` inside them prints in the
/// order the engine asks.
struct InterpretedLayout: Layout, NamedLayout {
    let interpreter: Interpreter
    let instance: Value
    let type: TypeDecl

    var layoutName: String { type.name }

    /// The cache: the source's `makeCache` result, or nothing.
    final class Cache {
        var value: Value = .void
    }

    func makeCache(subviews: Subviews) -> Cache {
        let cache = Cache()
        if type.functions.contains(where: { $0.name == "makeCache" }) {
            cache.value = call("makeCache", [("subviews", .subviews(subviews))]).result
        }
        return cache
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if type.functions.contains(where: { $0.name == "updateCache" }) {
            let outcome = call("updateCache", [(nil, cache.value), ("subviews", .subviews(subviews))])
            if let updated = outcome.finals["cache"] ?? outcome.finals.values.first { cache.value = updated }
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let outcome = call(
            "sizeThatFits",
            [("proposal", .proposal(proposal)), ("subviews", .subviews(subviews)), ("cache", cache.value)])
        if let updated = outcome.finals["cache"] { cache.value = updated }
        if case .size(let size) = outcome.result { return size }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let outcome = call(
            "placeSubviews",
            [
                ("in", .rect(bounds)), ("proposal", .proposal(proposal)), ("subviews", .subviews(subviews)),
                ("cache", cache.value),
            ])
        if let updated = outcome.finals["cache"] { cache.value = updated }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard type.functions.contains(where: { $0.name == "spacing" }) else {
            return Defaults(layout: self).spacing(subviews: subviews, cache: &cache)
        }
        if case .spacing(let s) = call("spacing", [("subviews", .subviews(subviews)), ("cache", cache.value)]).result {
            return s
        }
        return ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        guard let value = userAlignment(.horizontal(guide), bounds, proposal, subviews, cache) else {
            return Defaults(layout: self).explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return value
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        guard let value = userAlignment(.vertical(guide), bounds, proposal, subviews, cache) else {
            return Defaults(layout: self).explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return value
    }

    /// The source's `explicitAlignment(of:...)` for the guide's axis; `.some(nil)` when it
    /// answers nil, `nil` when the source writes none.
    private func userAlignment(
        _ guide: Value, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: Cache
    ) -> CGFloat?? {
        let horizontal = if case .horizontal = guide { true } else { false }
        let candidates = type.functions.filter { $0.name == "explicitAlignment" }
        guard
            let f = candidates.first(where: {
                $0.parameters.first?.type.base == (horizontal ? "HorizontalAlignment" : "VerticalAlignment")
            })
                ?? (candidates.count == 1 ? candidates[0] : nil)
        else { return nil }
        let outcome = call(
            f,
            [
                ("of", guide), ("in", .rect(bounds)), ("proposal", .proposal(proposal)),
                ("subviews", .subviews(subviews)), ("cache", cache.value),
            ])
        if case .number(let d, _) = outcome.result { return .some(CGFloat(d)) }
        return .some(nil)
    }

    /// Runs the source's method `name`; errors become layout errors (the call answers zero).
    private func call(_ name: String, _ arguments: [(String?, Value)]) -> (result: Value, finals: [String: Value]) {
        guard let f = type.functions.first(where: { $0.name == name }) else { return (.void, [:]) }
        return call(f, arguments)
    }

    private func call(_ f: FunctionDecl, _ arguments: [(String?, Value)]) -> (result: Value, finals: [String: Value]) {
        let saved = interpreter.printingLayout
        for case (_, .subviews(let s)) in arguments { interpreter.printingLayout = s }
        defer { interpreter.printingLayout = saved }
        do {
            return try interpreter.invoke(f, on: instance, arguments)
        } catch {
            interpreter.reportLayoutError(error)
            return (.void, [:])
        }
    }

    /// The protocol's default `spacing` and `explicitAlignment`, for methods the source does
    /// not write: the same layout, without those overrides.
    private struct Defaults: Layout {
        let layout: InterpretedLayout
        func makeCache(subviews: Subviews) -> InterpretedLayout.Cache { layout.makeCache(subviews: subviews) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout InterpretedLayout.Cache)
            -> CGSize
        {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout InterpretedLayout.Cache
        ) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension Interpreter {
    /// Calls a method with arguments matched to its parameters in order (labels as written
    /// in the call the engine makes), and returns its result and its parameters' final values
    /// (what an `inout` parameter leaves).
    func invoke(
        _ f: FunctionDecl, on receiver: Value, _ arguments: [(String?, Value)]
    ) throws(Diagnostic) -> (result: Value, finals: [String: Value]) {
        let scope = Scope(parent: Scope(parent: globals, selfValue: receiver))
        for (i, p) in f.parameters.enumerated() {
            scope.bind(p.name, i < arguments.count ? arguments[i].1 : .void)
        }
        let result = try nested(at: f.offset) { () throws(Diagnostic) in
            try bindingValue(try evaluateValue(f.body ?? [], in: scope, at: f.offset), type: f.returnType)
        }
        var finals: [String: Value] = [:]
        for p in f.parameters { if let v = scope.lookup(p.name) { finals[p.label ?? p.name] = v; finals[p.name] = v } }
        return (result, finals)
    }

    /// Whether a user type is a `Layout`.
    func isLayout(_ type: TypeDecl) -> Bool {
        type.conformances.contains("Layout") && type.functions.contains { $0.name == "sizeThatFits" }
    }

    /// A user layout with its content (`Probe { Text("a") }`), or alone (no subviews).
    func layoutView(_ type: TypeDecl, _ instance: Value, content: [AnyView], at offset: Int) -> AnyView {
        let layout = InterpretedLayout(interpreter: self, instance: instance, type: type)
        return AnyView(layout { _ViewList(content) })._sourceMarked(offset)
    }

    /// Members of the values a layout is given.
    func layoutMember(_ name: String, of base: Value, at offset: Int) -> Value? {
        switch base {
        case .proposal(let p):
            switch name {
            case "width": return p.width.map { .float(Double($0)) } ?? Value.none
            case "height": return p.height.map { .float(Double($0)) } ?? Value.none
            default: return nil
            }
        case .subview(let s):
            switch name {
            case "priority": return .float(s.priority)
            case "spacing": return .spacing(s.spacing)
            default: return nil
            }
        case .subviews(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .subview($0) } ?? Value.none
            case "last": return s.last.map { .subview($0) } ?? Value.none
            case "indices": return .range(s.startIndex, s.endIndex, closed: false)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Methods of the values a layout is given: `proposal.replacingUnspecifiedDimensions()`,
    /// `subview.sizeThatFits(_:)`, `subview.place(at:anchor:proposal:)`, `spacing.distance(to:along:)`.
    func layoutCall(_ name: String, on base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        switch (base, name) {
        case (.proposal(let p), "replacingUnspecifiedDimensions"):
            let by = try args.take("by").map { e throws(Diagnostic) in try size(e.value, at: e.offset) }
            return .size(by.map { p.replacingUnspecifiedDimensions(by: $0) } ?? p.replacingUnspecifiedDimensions())
        case (.subview(let s), "sizeThatFits"):
            guard let p = args.takeUnlabeled() else {
                throw error("missing proposal in call to 'sizeThatFits'", at: offset)
            }
            return .size(s.sizeThatFits(try proposal(p.value, at: p.offset)))
        case (.subview(let s), "dimensions"):
            guard let p = args.take("in") else { throw error("missing 'in:' in call to 'dimensions'", at: offset) }
            return .dimensions(s.dimensions(in: try proposal(p.value, at: p.offset)))
        case (.subview(let s), "place"):
            guard let at = args.take("at") else { throw error("missing 'at:' in call to 'place'", at: offset) }
            let anchor = try args.take("anchor").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
            let p = try args.take("proposal").map { e throws(Diagnostic) in try proposal(e.value, at: e.offset) }
            s.place(at: try point(at.value, at: at.offset), anchor: anchor ?? .topLeading, proposal: p ?? .unspecified)
            return .void
        case (.spacing(let a), "distance"):
            guard let to = args.take("to"), case .spacing(let b) = to.value, let along = args.take("along") else {
                throw error("expected 'distance(to:along:)'", at: offset)
            }
            return .float(Double(a.distance(to: b, along: try axis(along.value, at: along.offset))))
        default:
            return nil
        }
    }

    /// A proposal: `.unspecified`, `.zero`, `.infinity`, `ProposedViewSize(width:height:)`,
    /// `ProposedViewSize(size)`, `proposal` itself.
    func proposal(_ v: Value, at offset: Int) throws(Diagnostic) -> ProposedViewSize {
        switch v {
        case .proposal(let p): return p
        case .size(let s): return ProposedViewSize(s)
        case .symbol("unspecified", nil, _): return .unspecified
        case .symbol("zero", nil, _): return .zero
        case .symbol("infinity", nil, _): return .infinity
        case .symbol("init", let args?, _):
            var a = args
            return try proposalFromArguments(&a, at: offset)
        default: throw error("expected a proposed size, found \(v.kind)", at: offset)
        }
    }

    func proposalFromArguments(_ a: inout Arguments, at offset: Int) throws(Diagnostic) -> ProposedViewSize {
        if let s = a.takeUnlabeled() { return ProposedViewSize(try size(s.value, at: s.offset)) }
        let w = try a.take("width").map { e throws(Diagnostic) in try optionalCGFloat(e.value, at: e.offset) } ?? nil
        let h = try a.take("height").map { e throws(Diagnostic) in try optionalCGFloat(e.value, at: e.offset) } ?? nil
        return ProposedViewSize(width: w, height: h)
    }
}
