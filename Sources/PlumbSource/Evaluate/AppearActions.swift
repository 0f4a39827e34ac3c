import Foundation
import PlumbCore

/// What a view does as it appears: its `onAppear` and `task` actions, run once after its body
/// is first built, and the body built again when they changed its state.
///
/// Xcode's canvas runs a preview live, so the picture an app's developer looks at is the one
/// after these actions ran: a balance computed in `onAppear`, a list `populate()`d, an
/// `AsyncPreview`'s content set by its `task`, a flag an animation turned on. SwiftUI calls
/// `onAppear` "before the first rendered frame appears" and starts `task` "before this view
/// appears" (the `View` documentation of both), and a state change made there is drawn in
/// the next frame; a still picture is that frame.
///
/// What the actions cannot know leaves the state as it was. Each statement of an action runs
/// as a transaction: if it touches a stub (a network call no file defines, a model of a
/// package not on disk, an environment object no ancestor gives) or fails, what it stored
/// into views' and models' state is undone (``Undo``). A statement that only calls something
/// (`await manager.rust.initData()`) is then skipped and the action goes on; any other
/// (`guard let account = account`, an assignment) ends the action and undoes all of it, as
/// the code after it assumes it ran. A call of the view's own method that takes no argument
/// (`playAnimation()`) and a `withAnimation`'s body are followed, their statements each a
/// transaction too (a `return` in the method ends the method). A Swift `throw` that nothing catches ends the action
/// (in a `Task { }` it starts), keeping what ran before it, as it ends a `Task`. So a screen whose `task` loads from a server keeps the preview's own
/// data or its first state rather than showing stub rows. Views an action builds
/// (`contentView = await content()`) are views: their placeholders do not undo it.
///
/// The warnings made while actions run are dropped: an action's stubs are not in the
/// picture. Actions are bounded (``maximumRuns``, ``maximumDepth``), and loops in them run at
/// most ``maximumIterations`` times, since a `task` may wait on a stream for ever.
///
/// Only the actions of the view being built run (`self` in the closure is that view): an
/// action an extension of `View` or a `ViewModifier` adds (analytics, shimmering) is kept,
/// not run. Actions of views the engine builds as it resolves them (views reading the
/// environment) run on that copy, as their state is the copy's.
struct AppearActions {
    /// One body being built: the view, and the actions its modifiers gave.
    struct Frame {
        let instance: Instance
        /// Each action, with the values it is called with (nil: none, as `onAppear`'s).
        var actions: [(closure: ClosureValue, offset: Int, values: [Value]?)] = []
    }

    /// A property an action stored into, and its value before (nil: it had none).
    struct Undo {
        let instance: Instance
        let property: String
        let old: Value?
    }

    /// The bodies being built, innermost last.
    var frames: [Frame] = []
    /// How deeply actions run inside actions (an action that builds views whose actions run).
    var depth = 0
    /// Actions run so far.
    var runs = 0
    /// Whether an action's own code is running (not a view body it builds): stubs it touches
    /// undo its statement.
    var strict = false
    /// Whether the statement running touched a stub.
    var touchedStub = false
    /// The stores of the actions running, oldest first, to undo.
    var undo: [Undo] = []
    /// Stores into state made by actions and kept, so that a body is built again only when
    /// its actions changed something.
    var stores = 0

    static let maximumRuns = 2_000
    static let maximumDepth = 4
    /// The most iterations one loop may run inside an action.
    static let maximumIterations = 1_000
}

extension Interpreter {
    /// Whether actions are running now (stores are checked, loops bounded more tightly).
    var runningActions: Bool { appearing.depth > 0 }

    /// Builds a view's body with `build`, runs the actions it gave, and builds it again if
    /// they changed its state.
    func buildingAppearing(_ instance: Instance, _ build: () throws(Diagnostic) -> [AnyView]) throws(Diagnostic)
        -> [AnyView]
    {
        let mark = noteMark
        // A body an action builds is views, not the action's code: its stubs are its own.
        let strict = appearing.strict
        appearing.strict = false
        defer { appearing.strict = strict }
        appearing.frames.append(AppearActions.Frame(instance: instance))
        let sites = geometrySiteCounts
        let views: [AnyView]
        do {
            views = try build()
        } catch {
            appearing.frames.removeLast()
            throw error
        }
        let frame = appearing.frames.removeLast()
        guard !frame.actions.isEmpty, appearing.depth < AppearActions.maximumDepth,
            appearing.runs < AppearActions.maximumRuns
        else { return views }
        // Stores kept, and those of an enclosing action still open (undone if it fails).
        let stores = appearing.stores + appearing.undo.count
        let actionMark = noteMark
        for action in frame.actions where appearing.runs < AppearActions.maximumRuns {
            runAppearAction(action.closure, at: action.offset, values: action.values)
        }
        rollBack(to: actionMark)
        guard appearing.stores + appearing.undo.count > stores else { return views }
        // The body as the state the actions left draws it; the first build's notes go, and
        // its geometry sites are built again under the same keys (SettledGeometry.swift).
        rollBack(to: mark)
        geometrySiteCounts = sites
        return try build()
    }

    /// Notes the action of `onAppear`, `task` or `onChange(of:initial: true)` for the body
    /// being built, when it is that view's own.
    func noteAppearAction(_ name: String, _ args: Arguments) {
        guard let frame = appearing.frames.last else { return }
        var args = args
        switch name {
        case "onAppear", "task":
            break
        case "onChange":
            guard let initial = args.take("initial"), case .bool(true) = initial.value else { return }
        default:
            return
        }
        guard let entry = args.take("perform") ?? args.takeClosure(), case .closure(let c) = entry.value,
            c.scope.instance === frame.instance
        else { return }
        appearing.frames[appearing.frames.count - 1].actions.append((c, entry.offset, nil))
    }

    /// Runs one action (an `onAppear`'s, a `Task`'s inside one) statement by statement, each
    /// a transaction (see ``AppearActions``).
    func runAppearAction(_ c: ClosureValue, at offset: Int, values given: [Value]? = nil) {
        appearing.runs += 1
        appearing.depth += 1
        let (strict, touched) = (appearing.strict, appearing.touchedStub)
        appearing.strict = true
        defer {
            appearing.depth -= 1
            appearing.strict = strict
            appearing.touchedStub = touched
            if appearing.depth == 0 {
                appearing.stores += appearing.undo.count
                appearing.undo.removeAll()
            }
        }
        // `onChange`'s action takes the old and new values; `task`'s and `onAppear`'s none; a
        // geometry action its measurement.
        let values: [Value] = given ?? c.closure.parameters.map { _ in .none }
        guard let scope = try? bind(c, values, at: offset) else { return }
        _ = runActionStatements(c.closure.body, in: scope, depth: 0, at: offset)
    }

    /// How a run of an action's statements ended.
    private enum ActionEnd {
        /// Its last statement ran, or a `return`.
        case finished
        /// A statement that is not a call failed or touched a stub: what the run stored is undone.
        case undone
        /// A Swift `throw` nothing caught: the action ends, keeping what ran before it.
        case thrown
    }

    /// The most levels of the view's own methods and `withAnimation` bodies an action's
    /// statements are followed into, one transaction per statement.
    static let maximumActionInlining = 4

    /// Runs `body` statement by statement, each a transaction (``AppearActions``). A call of
    /// the view's own method with no arguments (`playAnimation()`) and a `withAnimation`'s body
    /// run the same way, statement by statement, so a haptic or analytics call that touches a
    /// stub inside them costs that statement only, not the state the others set (Squirrel's
    /// onboarding sets three flags in `playAnimation()` beside `HapticManager` calls; the
    /// picture is the state once the animations end). Inside them, a failed statement that is
    /// not a call undoes the method's or body's stores and the action goes on after it, as a
    /// failed call statement does.
    private func runActionStatements(_ body: [Stmt], in scope: Scope, depth: Int, at offset: Int) -> ActionEnd {
        let start = appearing.undo.count
        for statement in body {
            if depth < Interpreter.maximumActionInlining,
                let (inner, innerScope, method) = inlinedAction(statement, in: scope)
            {
                if let method { runningFunctions.append(method) }
                let end = runActionStatements(inner, in: innerScope, depth: depth + 1, at: offset)
                if method != nil { runningFunctions.removeLast() }
                if case .thrown = end { return .thrown }
                continue
            }
            let before = appearing.undo.count
            appearing.touchedStub = false
            var flow = Flow.normal
            var failure: Diagnostic?
            do {
                flow = try nested(at: offset) { () throws(Diagnostic) in
                    try execute(statement, in: scope, tail: false)
                }
            } catch {
                failure = error
            }
            if appearing.touchedStub || failure != nil {
                let isCall: Bool
                switch statement {
                case .expression(.assign): isCall = false
                case .expression: isCall = true
                default: isCall = false
                }
                // A Swift throw ends the action with what ran before it kept, as in a `Task`.
                if failure?.kind == .thrown {
                    undoStores(to: before)
                    return .thrown
                }
                if isCall {
                    undoStores(to: before)
                    continue
                }
                undoStores(to: start)
                return .undone
            }
            if case .returned = flow { return .finished }
        }
        return .finished
    }

    /// The statements a statement of an action stands for, and the scope they run in: a call
    /// of the view's own method that takes no argument (`loadData()`, `self.animate()`), or
    /// `withAnimation(...) { ... }`'s body; nil for any other statement.
    private func inlinedAction(_ statement: Stmt, in scope: Scope) -> ([Stmt], Scope, method: Int?)? {
        // (`await load()` and `try load()` parse as the call itself; `try? load()` stays a call
        // statement, whose throw it swallows.)
        guard case .expression(.call(let callee, let args, _)) = statement else { return nil }
        switch callee {
        case .identifier("withAnimation", _):
            guard let last = args.last, case .closure(let closure) = last.value, closure.parameters.isEmpty else {
                return nil
            }
            return (closure.body, Scope(parent: scope), nil)
        case .identifier(let name, _), .member(.identifier("self", _), let name, _):
            guard args.isEmpty, scope.lookup(name) == nil, let instance = scope.instance,
                let method = instance.type.functions.first(where: {
                    $0.name == name && !$0.isStatic && $0.parameters.isEmpty && $0.kind == .function
                }),
                let body = method.body, !runningFunctions.contains(method.offset)
            else { return nil }
            // The scope a call of the method gets (``callFunction``): `self` is the view.
            return (body, Scope(parent: Scope(parent: globals, selfValue: .instance(instance))), method.offset)
        default:
            return nil
        }
    }

    /// Undoes the stores actions made after the first `count`, newest first.
    private func undoStores(to count: Int) {
        while appearing.undo.count > count {
            let u = appearing.undo.removeLast()
            u.instance.properties[u.property] = u.old
        }
    }

    /// Stores `value` into an instance's property, noting the old value while an action runs.
    func store(into instance: Instance, _ property: String, _ value: Value) {
        if runningActions {
            appearing.undo.append(.init(instance: instance, property: property, old: instance.properties[property]))
        }
        instance.properties[property] = value
    }

    /// Notes that an action's code used `value`, if it is a stub.
    func touch(_ value: Value) {
        if appearing.strict, case .stub = value { appearing.touchedStub = true }
    }

    /// Whether `value` is a stub or holds one (an element, a model's property, an enum's
    /// associated value), looking `depth` levels in. Views are not looked into: a view with a
    /// placeholder in it is still the view.
    func holdsStub(_ value: Value, depth: Int) -> Bool {
        switch value {
        case .stub: return true
        case _ where depth == 0: return false
        case .array(let elements): return elements.prefix(8).contains { holdsStub($0, depth: depth - 1) }
        case .tuple(let elements): return elements.contains { holdsStub($0.value, depth: depth - 1) }
        case .enumCase(let e): return e.values.contains { holdsStub($0.value, depth: depth - 1) }
        case .dictionary(let pairs):
            return pairs.prefix(8).contains {
                holdsStub($0.key, depth: depth - 1) || holdsStub($0.value, depth: depth - 1)
            }
        case .instance(let i) where !i.isView:
            return i.properties.values.contains { holdsStub($0, depth: depth - 1) }
        default: return false
        }
    }
}
