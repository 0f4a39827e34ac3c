import PlumbCore

/// The Composable Architecture's store, read as its state.
///
/// TCA (pointfreeco/swift-composable-architecture) is a remote package, so its sources are not
/// in an app's tree, and they could not be run if they were (its reducers and observable
/// state are macros). What a view reads from a store is its state: `store.title`,
/// `store.state.title` and `viewStore.title` are all the state's `title` (the store is
/// `@dynamicMemberLookup` over its state), a child store is the state at its key path, and
/// actions change nothing in a still picture. So a store is its state here:
///
/// - `Store(initialState: State(...)) { Feature() }` and `.init(initialState:reducer:)` are the
///   initial state, and a `StoreOf<Feature>` no one gives (a root view's `store`) is a stub of
///   `Feature.State`, built from its declaration with typical values;
/// - `store.state` is the store; `store.send(...)` does nothing; `store.scope(state: \.child,
///   action: ...)` is the state's `child` (`nil` where that is `nil`); `store.withState { ... }`
///   is the closure's result; `$store.sheet` is `store.sheet`;
/// - `WithViewStore(store, observe: { ... }) { viewStore in ... }`, `WithPerceptionTracking`,
///   `IfLetStore` and `ForEachStore` draw their content with those values;
///   `NavigationStackStore(path) { root } destination: { ... }` (TCA 1.x) is a
///   `NavigationStack` of its root, as a preview's empty path pushes nothing.
///
/// None of this applies where the files read declare a `Store` of their own.
extension Interpreter {
    /// Whether `name` is TCA's and not the app's own.
    func isStoreAPI(_ name: String) -> Bool {
        types[name] == nil && (name == "Store" || name == "StoreOf" || Interpreter.storeViews.contains(name))
    }

    static let storeViews: Set<String> = [
        "WithViewStore", "WithPerceptionTracking", "IfLetStore", "ForEachStore", "NavigationStackStore",
    ]

    /// The state type a store type holds: `Feature.State` for `StoreOf<Feature>`, `S` for
    /// `Store<S, A>` and `ViewStore<S, A>`; `nil` for any other type.
    func storeStateType(_ type: TypeName) -> TypeName? {
        guard let (name, arguments) = type.genericParts, types[name] == nil, let first = arguments.first else {
            return nil
        }
        switch name {
        case "StoreOf", "ViewStoreOf": return TypeName(text: first + ".State")
        case "Store", "ViewStore", "BindingViewStore": return TypeName(text: first)
        default: return nil
        }
    }

    /// `Store(initialState:reducer:)` and TCA's views; `nil` for another name.
    func storeCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard isStoreAPI(name) else { return nil }
        switch name {
        case "Store", "StoreOf":
            guard let initial = args.take("initialState") else { return nil }
            args.takeAll()
            return asStore(initial.value)
        case "WithPerceptionTracking":
            guard let content = args.takeClosure("content") else { return nil }
            args.takeAll()
            return .views(try builderViews(content.value, at: content.offset, binding: []))
        case "WithViewStore":
            guard let store = args.takeUnlabeledValue() else { return nil }
            var state = store.value
            if let observe = args.take("observe") {
                switch observe.value {
                case .closure(let c): state = try callValueClosure(c, [state], at: observe.offset)
                // `observe: \.title`: the state's `title`.
                case .keyPath(let path): state = try follow(path, from: state, at: observe.offset)
                default: break
                }
            }
            guard let content = args.takeClosure("content") else { return nil }
            args.takeAll()
            return .views(try builderViews(content.value, at: content.offset, binding: [asStore(state)]))
        case "IfLetStore":
            guard let store = args.takeUnlabeledValue() else { return nil }
            let then = args.takeClosure("then")
            let otherwise = args.take("else")
            args.takeAll()
            if case .none = store.value {
                guard let otherwise else { return .views([]) }
                return .views(try builderViews(otherwise.value, at: otherwise.offset, binding: []))
            }
            guard let then else { return .views([]) }
            return .views(try builderViews(then.value, at: then.offset, binding: [store.value]))
        case "NavigationStackStore":
            guard args.takeUnlabeledValue() != nil, let root = args.takeClosure("root") else { return nil }
            var rootOnly = Arguments([Arguments.Entry(label: nil, value: root.value, offset: root.offset)], at: offset)
            args.takeAll()
            return try libraryView("NavigationStack", &rootOnly, at: offset)
        case "ForEachStore":
            guard let store = args.takeUnlabeledValue(), let content = args.takeClosure("content") else {
                return nil
            }
            args.takeAll()
            var views: [AnyView] = []
            for element in try elements(of: store.value, at: store.offset) {
                views += try builderViews(content.value, at: content.offset, binding: [asStore(element)])
            }
            return .views(views)
        default:
            return nil
        }
    }

    /// TCA's `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { root }
    /// destination: { store in ... }`: the root, as the library's `NavigationStack { root }` draws
    /// it (a preview's path is empty, so no destination is pushed); nil for another call.
    func storeNavigationStack(_ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard types["Store"] == nil, args.entries.contains(where: { $0.label == "destination" }),
            args.entries.contains(where: { $0.label == "path" })
        else { return nil }
        _ = args.take("path")
        _ = args.take("destination")
        guard let root = args.takeClosure("root") else { return nil }
        var rootOnly = Arguments([Arguments.Entry(label: nil, value: root.value, offset: root.offset)], at: offset)
        args.takeAll()
        return try libraryView("NavigationStack", &rootOnly, at: offset)
    }

    /// A store's own methods, called on the state that stands for it; `nil` for another name.
    func storeMethod(_ name: String, on state: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        guard isStore(state) else { return nil }
        switch name {
        case "send":
            args.takeAll()
            return .void
        case "scope":
            guard let path = args.take("state") else { return nil }
            args.takeAll()
            guard case .keyPath(let keys) = path.value else { return state }
            return asStore(try followOptional(keys, from: state, at: path.offset))
        case "withState":
            guard let body = args.takeClosure("body"),
                case .closure(let c) = body.value
            else { return nil }
            args.takeAll()
            return try callValueClosure(c, [state], at: offset)
        default:
            return nil
        }
    }

    /// `state`, marked as standing for a store, so that `.state` on it is itself (a class's
    /// inherited `state` is not: only values made here are stores).
    func asStore(_ state: Value) -> Value {
        if case .instance(let instance) = state { storeStates[ObjectIdentifier(instance)] = instance }
        return state
    }

    /// Whether `value` stands for a store.
    func isStore(_ value: Value) -> Bool {
        if case .instance(let instance) = value { return storeStates[ObjectIdentifier(instance)] != nil }
        return false
    }

    /// Whether `value` is a case of a TCA feature's enum `State` (BeMatch's
    /// `RecommendationLogic.State.loading`): a store of it is that value (an enum is not marked
    /// as a store by ``asStore``), so its `state` is itself.
    func isEnumState(_ value: Value) -> Bool {
        guard types["Store"] == nil, case .enumCase(let e) = value else { return false }
        return e.type.name == "State" && e.type.properties.allSatisfy { $0.name != "state" }
    }

    /// A key path followed through optionals (`\.add?.state`): `nil` where a link is `nil`.
    func followOptional(_ keys: [String], from root: Value, at offset: Int) throws(Diagnostic) -> Value {
        var v = root
        for key in keys where key != "self" {
            if case .none = v { return .none }
            v = try member(key.hasSuffix("?") || key.hasSuffix("!") ? String(key.dropLast()) : key, of: v, at: offset)
        }
        return v
    }
}
