import Foundation
import PlumbCore

/// SwiftData as a preview uses it: an in-memory container its code fills, and the `@Query`
/// properties of the views inside it reading what was inserted.
///
/// The canonical preview of a SwiftData app makes a container in memory, inserts sample models
/// into its `mainContext`, and hands it to the view (`.modelContainer(container)`); the canvas
/// shows the view's `@Query` results from those models. An app with no sample data shows its
/// empty state. So a container here is one store of the models inserted into it (user class
/// instances, in insertion order), `mainContext` is the store itself, `.modelContainer(...)`
/// puts it in the environment, and a view with a `@Query` property is built where the engine
/// resolves it (EnvironmentReading.swift), reading the store in its environment: the models of
/// the property's element type, filtered by the query's `#Predicate` (run as the closure it
/// is) and sorted by its key paths or `SortDescriptor`s. A view with no container above it
/// keeps Plumb's typical stub data, as the reader stubs what no file gives.
///
/// Not modelled: relationships inserted with their owner (each model is inserted by the code
/// that inserts it), persistent identifiers, undo, autosave, the store on disk.
final class ModelStoreStandIn: @unchecked Sendable {
    /// The models inserted, oldest first.
    private(set) var models: [Instance] = []

    func insert(_ model: Instance) {
        if !models.contains(where: { $0 === model }) { models.append(model) }
    }

    func delete(_ model: Instance) {
        models.removeAll { $0 === model }
    }

    /// The models of the type named `type` (or a subclass, by declared superclass name),
    /// compared by their last name component: `Pet` is `PetSchemaV2.Pet` through a
    /// versioned schema's `typealias Pet = PetSchemaV2.Pet`.
    func models(of type: String) -> [Instance] {
        func last(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }
        let wanted = last(type)
        return models.filter { last($0.type.name) == wanted || $0.type.conformances.first.map(last) == wanted }
    }
}

/// A query or fetch descriptor: what `@Query(filter:sort:)`, `Query(...)` and
/// `FetchDescriptor<T>(predicate:sortBy:)` say, run against a store when read.
struct ModelQueryStandIn: @unchecked Sendable {
    /// The element type, when the descriptor names it (`FetchDescriptor<Item>`).
    var type: String?
    var predicate: ClosureValue?
    /// Key paths, each with whether it sorts in reverse.
    var sort: [(path: [String], reverse: Bool)] = []
    var limit: Int?
}

extension Interpreter {
    /// Why SwiftData's names are read though the library does not declare them.
    static let swiftDataReason = "SwiftData's (module SwiftData), read so that previews fill their containers"

    /// The environment key a `.modelContainer(...)` stores its container under.
    static let modelContainerKey = "modelContainer"

    /// `ModelContainer(for:configurations:)`, `ModelConfiguration(...)`, `FetchDescriptor`,
    /// `SortDescriptor` and `Query(...)` built by hand (`_items = Query(filter: ...)`).
    static let swiftDataValues: [ValueEntry] = [
        .init("ModelContainer", binding: .readerOnly(Interpreter.swiftDataReason)) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .foundation(ModelStoreStandIn())
        },
        .init("ModelConfiguration", binding: .readerOnly(Interpreter.swiftDataReason)) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("ModelConfiguration")
        },
        .init("FetchDescriptor", binding: .readerOnly(Interpreter.swiftDataReason)) { i, a, at throws(Diagnostic) in
            .foundation(try i.modelQuery(&a, type: nil, at: at))
        },
        .init("Query", binding: .readerOnly(Interpreter.swiftDataReason)) { i, a, at throws(Diagnostic) in
            .foundation(try i.modelQuery(&a, type: nil, at: at))
        },
        .init("SortDescriptor", binding: .readerOnly(Interpreter.swiftDataReason)) { i, a, _ throws(Diagnostic) in
            i.keyPathSort(&a, named: "SortDescriptor")
        },
        // Foundation's comparator of one key path (`languages.sorted(using: KeyPathComparator(\.id))`,
        // Mastodon's language picker): a sort as a `SortDescriptor`'s.
        .init("KeyPathComparator", binding: .swift) { i, a, _ throws(Diagnostic) in
            i.keyPathSort(&a, named: "KeyPathComparator")
        },
    ]

    /// `SortDescriptor(\.name, order: .reverse)` or `KeyPathComparator(...)`: a sort by one key
    /// path, as a query's; an opaque value for another form.
    func keyPathSort(_ a: inout Arguments, named name: String) -> Value {
        guard let path = a.takeUnlabeled(), case .keyPath(let keys) = path.value else {
            a.takeAll()
            return .opaque(name)
        }
        let reverse = isReverseOrder(a.take("order")?.value)
        a.takeAll()
        return .foundation(ModelQueryStandIn(sort: [(keys, reverse)]))
    }

    /// `items.sorted(using: comparator)` or `(using: [comparators])`: each comparator's key
    /// paths, the first deciding; nil when `value` holds none.
    func sorted(_ items: [Value], using value: Value, at offset: Int) throws(Diagnostic) -> [Value]? {
        var keys: [(path: [String], reverse: Bool)] = []
        switch value {
        case .foundation(let d as ModelQueryStandIn): keys = d.sort
        case .array(let list):
            for case .foundation(let d as ModelQueryStandIn) in list { keys += d.sort }
        default: return nil
        }
        guard !keys.isEmpty else { return nil }
        var sorted = items
        for (path, reverse) in keys.reversed() {
            sorted = try mergeSort(sorted) { a, b throws(Diagnostic) in
                let x = try follow(path, from: a, at: offset), y = try follow(path, from: b, at: offset)
                return reverse ? try less(y, x, at: offset) : try less(x, y, at: offset)
            }
        }
        return sorted
    }

    /// A query from its arguments: `filter:`/`predicate:` (a `#Predicate` closure), `sort:` (a
    /// key path with `order:`, or `SortDescriptor`s), `sortBy:`, and a fetch limit.
    func modelQuery(_ args: inout Arguments, type: String?, at offset: Int) throws(Diagnostic) -> ModelQueryStandIn {
        var query = ModelQueryStandIn(type: type)
        if let p = args.take("filter") ?? args.take("predicate") ?? args.takeUnlabeledValue(),
            case .closure(let c) = p.value
        {
            query.predicate = c
        }
        for label in ["sort", "sortBy"] {
            guard let s = args.take(label) else { continue }
            switch s.value {
            case .keyPath(let keys):
                query.sort.append((keys, isReverseOrder(args.take("order")?.value)))
            case .array(let items):
                for item in items {
                    switch item {
                    case .foundation(let d as ModelQueryStandIn): query.sort += d.sort
                    // `[.init(\Pet.name)]`: a `SortDescriptor` written as its initializer.
                    case .symbol("init", var a?, let at):
                        if case .foundation(let d as ModelQueryStandIn) = try callName(
                            "SortDescriptor", &a, in: globals, at: at)
                        {
                            query.sort += d.sort
                        }
                    default: break
                    }
                }
            case .foundation(let d as ModelQueryStandIn):
                query.sort += d.sort
            default: break
            }
        }
        if let limit = args.take("fetchLimit") { query.limit = try int(limit.value, at: limit.offset) }
        args.takeAll()
        return query
    }

    /// Whether a `SortOrder` value is `.reverse` (`.forward` and nothing are not).
    func isReverseOrder(_ value: Value?) -> Bool {
        if case .symbol("reverse", _, _)? = value { return true }
        return false
    }

    /// The models `query` gives from `store` for the element type `type`.
    func run(_ query: ModelQueryStandIn, in store: ModelStoreStandIn, type: String, at offset: Int)
        throws(Diagnostic) -> [Value]
    {
        var models: [Value] = store.models(of: query.type ?? type).map { .instance($0) }
        if let predicate = query.predicate {
            // A predicate that cannot be evaluated on a model leaves it out; a limit stops the read.
            var kept: [Value] = []
            for model in models {
                do {
                    if try bool(try callValueClosure(predicate, [model], at: offset), at: offset) { kept.append(model) }
                } catch let failure {
                    if failure.kind == .limit { throw failure }
                }
            }
            models = kept
        }
        // The last key sorts first, then a stable sort by each earlier one: the first key wins.
        for (path, reverse) in query.sort.reversed() {
            models = try mergeSort(models) { a, b throws(Diagnostic) in
                let x = try follow(path, from: a, at: offset), y = try follow(path, from: b, at: offset)
                return reverse ? try less(y, x, at: offset) : try less(x, y, at: offset)
            }
        }
        if let limit = query.limit { models = Array(models.prefix(max(0, limit))) }
        return models
    }

    /// A store's members: `mainContext` and `container` are the store itself.
    func modelStoreMember(_ name: String, of store: ModelStoreStandIn) -> Value? {
        switch name {
        case "mainContext", "container": return .foundation(store)
        case "hasChanges", "autosaveEnabled": return .bool(false)
        default: return nil
        }
    }

    /// A store's methods: `insert`, `delete`, `save`, `fetch`, `fetchCount`.
    func modelStoreCall(_ name: String, on store: ModelStoreStandIn, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch name {
        case "insert", "delete":
            guard let model = args.takeUnlabeled() else { return nil }
            args.takeAll()
            if case .instance(let instance) = model.value {
                name == "insert" ? store.insert(instance) : store.delete(instance)
            }
            return .void
        case "save", "rollback", "processPendingChanges":
            args.takeAll()
            return .void
        case "fetch", "fetchCount":
            guard let d = args.takeUnlabeled() else { return nil }
            args.takeAll()
            guard case .foundation(let query as ModelQueryStandIn) = d.value, let type = query.type else {
                return name == "fetch" ? .array([]) : .int(0)
            }
            let models = try run(query, in: store, type: type, at: offset)
            return name == "fetch" ? .array(models) : .int(models.count)
        default: return nil
        }
    }

    /// `.modelContainer(container)` and `.modelContainer(for: Item.self, inMemory: true)`: the
    /// views inside read that container (a new, empty one for the second form).
    static let swiftDataModifiers: [ModifierEntry] = [
        ModifierEntry(
            "modelContainer",
            binding: .readerOnly(Interpreter.swiftDataReason),
            function: .layout { i, v, a, at throws(Diagnostic) in
                let given = a.takeUnlabeled()
                a.takeAll()
                var store = ModelStoreStandIn()
                if case .foundation(let s as ModelStoreStandIn)? = given?.value { store = s }
                return AnyView(
                    v.transformEnvironment(\.sourceValues) {
                        $0[Interpreter.modelContainerKey] = Value.foundation(store)
                    })
            })
    ]

    /// What a `@Query` property reads in `environment`: the query (`_items = Query(...)` set
    /// by an initializer, else the attribute's arguments) run against the container there;
    /// `nil` when no container is there.
    func queryProperty(
        _ p: PropertyDecl, _ wrapper: Attribute, current: Value?, in environment: EnvironmentValues, scope: Scope
    )
        throws(Diagnostic) -> Value?
    {
        guard
            case .foundation(let store as ModelStoreStandIn)? = environment.sourceValues[Interpreter.modelContainerKey]
                as? Value
        else { return nil }
        let element =
            p.type.map { t -> String in
                var base = t.base
                if base.hasPrefix("[") && base.hasSuffix("]") { base = String(base.dropFirst().dropLast()) }
                return base
            } ?? ""
        var query: ModelQueryStandIn
        if case .foundation(let q as ModelQueryStandIn)? = current {
            query = q
        } else {
            var args = try arguments(wrapper.arguments ?? [], in: scope, at: wrapper.offset)
            query = try modelQuery(&args, type: nil, at: wrapper.offset)
        }
        return .array(try run(query, in: store, type: element, at: wrapper.offset))
    }
}
