import PlumbCore

/// hmlongco's Factory (`import FactoryKit`, formerly `Factory`), a dependency-injection
/// container, read as a preview reads it.
///
/// The package is remote, so its sources are not in an app's tree; what an app writes is
/// `extension Container { var settings: Factory<Settings> { self { Settings() }.singleton } }`
/// and reads `Container.shared.settings()` or `@Injected(\.settings) var settings`. Here:
///
/// - `Container.shared` is one container, an instance of the files' extensions of `Container`;
/// - `self { ... }` inside one of its properties is the factory, which is its closure;
///   `.singleton`, `.shared`, `.cached`, `.scope(...)`, `.context(...)` and the other modifiers
///   keep it (scopes say when a value is made again: a picture makes each once), and
///   `.onPreview { ... }` replaces it, since a picture is a preview (Factory's documentation,
///   "Contexts": "onPreview: used when running in Xcode preview mode");
/// - `container.settings()` (or `.resolve()`, `callAsFunction()`) is the factory's value, made
///   the first time and kept;
/// - `@Injected`, `@LazyInjected`, `@WeakLazyInjected`, `@InjectedObject` and
///   `@InjectedObservable` with `\.settings` or `\Container.settings` are that value.
///
/// None of this applies where the files declare a `Container` of their own at the top level (a
/// nested one, RIA DigiDoc's `Constants.Container`, is not `Container` outside its owner).
extension Interpreter {
    /// The shared container, for `Container.shared`; `nil` for another member or type, or
    /// where the files declare no extension of FactoryKit's `Container`.
    func factoryContainer(_ type: String, _ name: String) -> Value? {
        guard type == "Container", name == "shared", types["Container"] == nil || isNestedShortName("Container"),
            let ext = builtinExtensions["Container"]
        else { return nil }
        if let shared = factoryState.container { return .instance(shared) }
        let shared = Instance(type: ext, properties: [:])
        factoryState.container = shared
        return .instance(shared)
    }

    /// Whether `value` is the shared container.
    func isFactoryContainer(_ value: Value) -> Bool {
        if case .instance(let i) = value, let shared = factoryState.container { return i === shared }
        return false
    }

    /// `self { Settings() }` inside a factory property: the factory, its closure.
    func factoryMake(_ args: inout Arguments, on receiver: Value?) -> Value? {
        guard let receiver, isFactoryContainer(receiver), args.entries.count == 1,
            case .closure = args.entries[0].value
        else { return nil }
        defer { args.takeAll() }
        return args.entries[0].value
    }

    /// `Factory(self) { Settings() }`, Factory 1's spelling of the same (wallabag's
    /// `DependencyInjection.swift`): the factory, its closure; `nil` for another call.
    func factoryInitializer(_ name: String, _ args: inout Arguments) -> Value? {
        guard name == "Factory", types["Factory"] == nil, args.entries.count == 2, args.entries[0].label == nil,
            isFactoryContainer(args.entries[0].value), case .closure = args.entries[1].value
        else { return nil }
        defer { args.takeAll() }
        return args.entries[1].value
    }

    /// The factory modifiers: the factory itself, or the preview's closure for `onPreview`.
    static let factoryModifiers: Set<String> = [
        "singleton", "shared", "cached", "graph", "unique", "scope", "context", "onTest", "onDebug", "onSimulator",
        "onDevice", "onArg", "onArgs", "decorator", "timeToLive", "once", "reset",
    ]

    /// `factory.singleton`, `factory.scope(.session)`, `factory.onPreview { Mock() }` on a factory
    /// (a closure); `nil` for another name.
    func factoryModifier(_ name: String, on factory: Value, _ args: inout Arguments) -> Value? {
        guard case .closure = factory, factoryState.container != nil else { return nil }
        if name == "onPreview" || name == "register", let replacement = args.takeClosure() {
            args.takeAll()
            return replacement.value
        }
        guard Interpreter.factoryModifiers.contains(name) else { return nil }
        args.takeAll()
        return factory
    }

    /// `factory.singleton`, `factory.cached` read as properties: the factory; `nil` otherwise.
    func factoryProperty(_ name: String, on factory: Value, at offset: Int) -> Value? {
        guard factoryState.container != nil, Interpreter.factoryModifiers.contains(name) else { return nil }
        var none = Arguments.none(at: offset)
        return factoryModifier(name, on: factory, &none)
    }

    /// `Container.shared.settings()`: the value of the container's factory `name`, made once.
    func factoryValue(_ name: String, at offset: Int) throws(Diagnostic) -> Value? {
        guard let shared = factoryState.container,
            shared.type.properties.contains(where: { $0.name == name && !$0.isStatic })
        else { return nil }
        if let made = factoryState.values[name] { return made }
        guard case .closure(let make) = try member(name, of: .instance(shared), at: offset) else { return nil }
        let value = try callValueClosure(make, [], at: offset)
        factoryState.values[name] = value
        return value
    }

    /// A method call FactoryKit answers: `Container.shared.settings()`, `factory.singleton`'s
    /// kin with arguments, `factory()` written `.resolve()` or `.callAsFunction()`.
    func factoryCall(_ name: String, on base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        guard factoryState.container != nil else { return nil }
        if isFactoryContainer(base), args.entries.isEmpty { return try factoryValue(name, at: offset) }
        if case .closure(let make) = base, name == "resolve" || name == "callAsFunction", args.entries.isEmpty {
            return try callValueClosure(make, [], at: offset)
        }
        return factoryModifier(name, on: base, &args)
    }

    /// The value of `@Injected(\.settings)` and its kin; `nil` for another wrapper.
    func factoryInjectedValue(_ wrapper: Attribute, at offset: Int) throws(Diagnostic) -> Value? {
        guard
            ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject", "InjectedObservable"].contains(
                wrapper.name),
            types[wrapper.name] == nil, case .keyPath(let path, _)? = wrapper.arguments?.first?.value, path.count == 1,
            factoryContainer("Container", "shared") != nil
        else { return nil }
        return try factoryValue(path[0], at: offset)
    }
}

extension Interpreter {
    /// Whether `name` is a type the files declare only nested in another, known here by its
    /// short name (`Constants.Container` as `Container`): outside its owner, Swift's
    /// `Container` is another type, a package's.
    func isNestedShortName(_ name: String) -> Bool {
        guard let declared = types[name] else { return false }
        return typeKey(of: declared) != name
    }
}

/// What the reader keeps of FactoryKit while it reads: the shared container and the values
/// its factories made.
struct FactoryState {
    var container: Instance?
    var values: [String: Value] = [:]
}
