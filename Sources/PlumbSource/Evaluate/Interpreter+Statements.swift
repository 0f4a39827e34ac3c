import Foundation
import PlumbCore

// Statements: view builder blocks, value blocks, control flow, loops, local declarations.

extension Interpreter {
    /// A view builder block: the views its statements produce, in order.
    func evaluateBuilder(_ statements: [Stmt], in parent: Scope) throws(Diagnostic) -> [AnyView] {
        // A `return` in the block turns the builder off (SE-0289): its statements run as a
        // function's, and the view is the one returned (a `#Preview` that fills a model
        // container, `container.mainContext.insert(item)`, then `return ItemView(...)`).
        if Interpreter.containsReturn(statements), let first = statements.first {
            return try viewList(try evaluateValue(statements, in: parent, at: first.offset), at: first.offset)
        }
        let scope = Scope(parent: parent)
        var views: [AnyView] = []
        for statement in statements {
            switch statement {
            case .expression(let e):
                if case .assign = e {
                    _ = try evaluate(e, in: scope)
                    continue
                }
                // A statement Plumb cannot evaluate becomes a placeholder where it stands, so
                // the views around it still lay out.
                do {
                    views += try noting { () throws(Diagnostic) in
                        let value = try evaluate(e, in: scope)
                        switch value {
                        // A call's discardable result (`set.insert(x)`, `list.remove(at: 0)`) is
                        // no view: a builder would not compile with one, so it is a statement's.
                        case .void, .none, .tuple, .bool, .number: return []
                        default: return try viewList(value, at: e.offset)
                        }
                    }
                } catch let failure {
                    if failure.kind == .limit { throw failure }
                    let before = stubNotes.count
                    notePlaceholder("this view", failure)
                    let note = stubNotes.count > before ? [stubNotes[stubNotes.count - 1]] : []
                    views.append(
                        AnyView(
                            PlaceholderView.make(Interpreter.leadingName(e), reason: failure.message).sourceNote(note)))
                }
            case .ifElse(let conditions, let then, let otherwise, _):
                let branch = Scope(parent: scope)
                if try holds(conditions, in: branch) {
                    views += try evaluateBuilder(then, in: branch)
                } else if let otherwise {
                    views += try evaluateBuilder(otherwise, in: scope)
                }
            case .switchCase(let subject, let cases, let at):
                let value = try evaluate(subject, in: scope)
                let branch = Scope(parent: scope)
                guard
                    let chosen = try matchingCase(value, cases, in: branch, at: at)
                        ?? unsetSubjectCase(value, subject, cases, at: at).map({ cases[$0] })
                else { continue }
                views += try evaluateBuilder(chosen.body, in: branch)
            case .returnValue(let e, let at):
                guard let e else { throw error("a view builder must produce a view", at: at) }
                return views + (try viewList(try evaluate(e, in: scope), at: e.offset))
            default:
                if case .returned(let value) = try execute(statement, in: scope, tail: false) {
                    return views + (try viewList(value, at: statement.offset))
                }
            }
        }
        return views
    }

    /// Whether a block has a `return` of its own (in its branches too, not in the closures
    /// it holds).
    static func containsReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .returnValue: return true
            case .ifElse(_, let then, let otherwise, _): return containsReturn(then) || containsReturn(otherwise ?? [])
            case .guardElse(_, let otherwise, _): return containsReturn(otherwise)
            case .switchCase(_, let cases, _): return cases.contains { containsReturn($0.body) }
            case .doCatch(let body, let catches, _):
                return containsReturn(body) || catches.contains { containsReturn($0.body) }
            default: return false
            }
        }
    }

    /// The value of a closure or computed property that returns a value (not a builder):
    /// its `return`, or its last statement's value (a single expression, or an `if`/`switch`
    /// whose branches end in expressions, as Swift's implicit returns allow).
    func evaluateValue(_ statements: [Stmt], in parent: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch try run(statements, in: Scope(parent: parent), tail: true) {
        case .returned(let value): return value
        default: return .void
        }
    }

    /// How a statement ends.
    enum Flow {
        case normal
        case returned(Value)
        case broke(String?)
        case continued(String?)
        case fellThrough
    }

    /// Runs statements; the value of a `return`, or, in tail position, of the last statement
    /// (Swift's implicit return), comes back as `.returned`.
    func run(_ statements: [Stmt], in scope: Scope, tail: Bool) throws(Diagnostic) -> Flow {
        var deferred: [[Stmt]] = []
        defer {
            for block in deferred.reversed() { _ = try? run(block, in: scope, tail: false) }
        }
        for (i, statement) in statements.enumerated() {
            if case .deferBlock(let body, _) = statement {
                deferred.append(body)
                continue
            }
            let flow = try execute(statement, in: scope, tail: tail && i == statements.count - 1)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// The collection type an empty collection's initializer names (`[Issue]()`,
    /// `[String: Int]()`), for what is later stored in it.
    static func collectionType(made value: Expr) -> TypeName? {
        guard case .call(.type(let type, _), let args, _) = value, args.isEmpty, type.text.hasPrefix("[") else {
            return nil
        }
        return type
    }

    /// Runs one statement.
    func execute(_ statement: Stmt, in scope: Scope, tail: Bool) throws(Diagnostic) -> Flow {
        switch statement {
        case .expression(let e):
            let value = try evaluate(e, in: scope)
            if tail, case .assign = e { return .normal }
            return tail ? .returned(value) : .normal
        case .binding(let name, let type, let value, _):
            if let value {
                let v = try typedValue(value, in: scope, type: type)
                if name != "_" {
                    scope.bind(name, v)
                    // `var issues = [Issue]()`: the type its initializer names.
                    if let type = type ?? Interpreter.collectionType(made: value) { scope.declare(name, type) }
                }
            } else {
                if let type, name != "_" { scope.declare(name, type) }
                scope.bind(name, type.map { defaultValue(for: $0) } ?? .none)
            }
        case .tupleBinding(let names, let value, let at):
            let v = try evaluate(value, in: scope)
            let elements = try tupleElements(v, count: names.count, at: at)
            for (name, element) in zip(names, elements) { if let name { scope.bind(name, element) } }
        case .ifElse(let conditions, let then, let otherwise, _):
            let branch = Scope(parent: scope)
            if try holds(conditions, in: branch) { return try run(then, in: branch, tail: tail) }
            if let otherwise { return try run(otherwise, in: Scope(parent: scope), tail: tail) }
        case .guardElse(let conditions, let otherwise, let at):
            if try !holds(conditions, in: scope) {
                let flow = try run(otherwise, in: Scope(parent: scope), tail: false)
                if case .normal = flow { throw error("a guard's else must not fall through", at: at) }
                return flow
            }
        case .switchCase(let subject, let cases, let at):
            let value = try evaluate(subject, in: scope)
            // Over a stub, the first case written, before a `default` that would match it.
            var chosen: Int? = value.isStub ? stubCase(value, cases, at: at) : nil
            for (i, c) in cases.enumerated() where chosen == nil {
                if try matches(value, c, in: Scope(parent: scope)) {
                    chosen = i
                    break
                }
            }
            if chosen == nil { chosen = unsetSubjectCase(value, subject, cases, at: at) }
            guard var i = chosen ?? stubCase(value, cases, at: at) else {
                throw error("no case of the switch matches \(value.kind)", at: at)
            }
            while true {
                let branch = Scope(parent: scope)
                _ = try matches(value, cases[i], in: branch)
                let flow = try run(cases[i].body, in: branch, tail: tail)
                if case .fellThrough = flow, i + 1 < cases.count {
                    i += 1
                    continue
                }
                if case .broke(nil) = flow { return .normal }
                return flow
            }
        case .forIn, .whileLoop, .repeatWhile:
            return try loop(statement, label: nil, in: scope)
        case .doCatch(let body, let catches, _):
            do {
                return try run(body, in: Scope(parent: scope), tail: tail)
            } catch let failure {
                guard failure.kind == .thrown else { throw failure }
                // The value the `throw` threw (the one propagating: a throw caught earlier
                // finished before this one began), matched against each clause in order.
                let thrown = self.thrown ?? .string(String(failure.message.dropFirst(8)))
                for handler in catches {
                    let handlerScope = Scope(parent: scope)
                    var matched = handler.patterns.isEmpty
                    if matched { handlerScope.bind("error", thrown) }
                    for p in handler.patterns where !matched { matched = try match(thrown, p, in: handlerScope) }
                    guard matched else { continue }
                    if let filter = handler.filter, try !bool(try evaluate(filter, in: handlerScope), at: filter.offset)
                    {
                        continue
                    }
                    return try run(handler.body, in: handlerScope, tail: tail)
                }
                throw failure
            }
        case .deferBlock:
            break
        case .returnValue(let e, _):
            guard let e else { return .returned(.void) }
            return .returned(try evaluate(e, in: scope))
        case .throwError(let e, let at):
            let value = try evaluate(e, in: scope)
            thrown = value
            throw error("thrown: \(try describe(value, at: e.offset))", at: at, kind: .thrown)
        case .breakLoop(let label, _): return .broke(label)
        case .continueLoop(let label, _): return .continued(label)
        case .fallthroughCase: return .fellThrough
        case .labeled(let label, let inner, _):
            switch inner {
            case .forIn, .whileLoop, .repeatWhile: return try loop(inner, label: label, in: scope)
            default:
                let flow = try execute(inner, in: scope, tail: tail)
                if case .broke(let l?) = flow, l == label { return .normal }
                return flow
            }
        case .declaration(let decl, _):
            try declareLocally(decl, in: scope)
        }
        return .normal
    }

    /// Runs a loop; `break` and `continue` without a label, or with this loop's, act on it.
    func loop(_ statement: Stmt, label: String?, in scope: Scope) throws(Diagnostic) -> Flow {
        /// What one iteration's flow means for the loop: go on, stop, or leave with it.
        func step(_ flow: Flow) -> Flow? {
            switch flow {
            case .normal, .fellThrough: return nil
            case .continued(let l) where l == nil || l == label: return nil
            case .broke(let l) where l == nil || l == label: return .normal
            default: return flow
            }
        }
        var iterations = 0
        func tick(at offset: Int) throws(Diagnostic) {
            iterations += 1
            // A `task` may wait on a stream for ever: its loops stop sooner (AppearActions.swift).
            if runningActions, iterations > AppearActions.maximumIterations {
                throw error(
                    "the loop runs more than \(AppearActions.maximumIterations) times in an action", at: offset,
                    kind: .limit)
            }
            if iterations > Interpreter.maximumIterations {
                throw error("the loop runs more than \(Interpreter.maximumIterations) times", at: offset, kind: .limit)
            }
        }
        switch statement {
        case .forIn(let pattern, let sequence, let filter, let body, let at):
            for item in try elements(of: try evaluate(sequence, in: scope), at: sequence.offset) {
                try tick(at: at)
                let iteration = Scope(parent: scope)
                guard try match(item, pattern, in: iteration) else { continue }
                if let filter, try !bool(try evaluate(filter, in: iteration), at: filter.offset) { continue }
                if let exit = step(try run(body, in: iteration, tail: false)) { return exit }
            }
        case .whileLoop(let conditions, let body, let at):
            // `while let row = try rows.next()` over a stub (Arc Mini's GRDB cursors), or a
            // `while true` whose `guard let p = stub.probability(...)` never fails: a stub binds
            // as a stub for ever, so such a loop runs as `for row in stub` does, over
            // ``stubElementCount`` iterations of made-up data, not to the iteration limit.
            var stubbed = 0
            while stubbed < Interpreter.stubElementCount {
                let iteration = Scope(parent: scope)
                let bindings = stubBindings
                guard try holds(conditions, in: iteration) else { break }
                try tick(at: at)
                if let exit = step(try run(body, in: iteration, tail: false)) { return exit }
                if stubBindings > bindings { stubbed += 1 }
            }
        case .repeatWhile(let body, let condition, let at):
            var stubbed = 0
            while true {
                try tick(at: at)
                let bindings = stubBindings
                if let exit = step(try run(body, in: Scope(parent: scope), tail: false)) { return exit }
                if stubBindings > bindings { stubbed += 1 }
                guard stubbed < Interpreter.stubElementCount,
                    try bool(try evaluate(condition, in: scope), at: condition.offset)
                else { break }
            }
        default:
            break
        }
        return .normal
    }

    /// A local function or type: registered where the block can see it.
    func declareLocally(_ decl: Decl, in scope: Scope) throws(Diagnostic) {
        switch decl {
        case .function(let f):
            scope.bind(f.name, .closure(ClosureValue(closure: Closure(function: f), scope: scope, function: f)))
        case .type(let t):
            if types[t.name] == nil { types[t.name] = t }
        case .variable(let p):
            if let body = p.body {
                scope.bind(p.name, try evaluateValue(body, in: scope, at: p.offset))
            } else if let value = p.value {
                scope.bind(p.name, try typedValue(value, in: scope, type: p.type))
            } else if let value = try wrapperValue(p, in: scope) {
                // A local wrapped variable: `@Dependency(\.userSettings) var client`.
                scope.bind(p.name, value)
            }
        default:
            break
        }
    }

    /// A `(a, b)` value's elements.
    func tupleElements(_ v: Value, count: Int, at offset: Int) throws(Diagnostic) -> [Value] {
        switch v {
        case .tuple(let elements) where elements.count == count: return elements.map(\.value)
        case .array(let items) where items.count == count: return items
        case .stub(let text): return (0..<count).map { .stub("\(text).\($0)") }
        default: throw error("cannot destructure \(v.kind) into \(count) values", at: offset)
        }
    }

    /// The elements a `for` loop or `ForEach` runs over.
    func elements(of v: Value, at offset: Int) throws(Diagnostic) -> [Value] {
        switch v {
        case .array(let items): return items
        case .range(let lo, let hi, _):
            guard let n = Value.count(lo, hi), n <= Interpreter.maximumIterations else {
                throw error(
                    "the range has more than \(Interpreter.maximumIterations) elements", at: offset, kind: .limit)
            }
            return (lo..<max(lo, hi)).map { .int($0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        case .subviews(let s): return s.map { .subview($0) }
        case .stub(let text):
            touch(v)
            return (0..<Interpreter.stubElementCount).map { .stub("\(text)[\($0)]") }
        case .none: return []
        default: throw error("cannot loop over \(v.kind)", at: offset)
        }
    }

    /// Whether every condition holds, binding `if let` and `case` names into `scope`.
}
