import Foundation
import PlumbCore

// Instances of user types: initializers chosen by their arguments, memberwise values,
// property wrappers.

extension Interpreter {
    /// A user type's value from a call's arguments: a written initializer whose labels match,
    /// else the memberwise one. With `stubbing`, what is missing is stubbed (a root view).
    func instantiate(_ type: TypeDecl, with arguments: Arguments, stubbing: Bool = false) throws(Diagnostic) -> Instance
    {
        // `final class DeleteBackwardResponseTextField: UITextField` (Mastodon's poll options):
        // an app's subclass of one of UIKit's standard views is that view where a picture
        // shows it (its overrides change editing, not what is drawn); its initializer is not run.
        if let base = uiKitControlBase(of: type), let record = Interpreter.uiKitRecordTypes[base] {
            return Instance(type: record, properties: Interpreter.uiKitDefaults)
        }
        if trialBuilding == type.offset, stubsBeforeTrialInstance == nil { stubsBeforeTrialInstance = stubNotes.count }
        // Default values may construct the type again (`var next = Node()`): one level deeper.
        do {
            let instance = try nested(at: arguments.offset) { () throws(Diagnostic) in
                try instantiateNested(type, with: arguments, stubbing: stubbing)
            }
            if capturing == type.offset, captured == nil { captured = instance }
            return instance
        } catch let failure {
            // A model Plumb cannot build (its initializer calls a framework Plumb lacks) is a
            // stub instance, so the views that hold it still draw; a view's failure is its
            // caller's to show as a placeholder.
            guard !type.isView, failure.kind != .limit, failure.kind != .trap else {
                throw failure
            }
            warn(
                "'\(type.name)' could not be built (\(failure.message)): using a stub", at: failure.location.offset,
                kind: .stub)
            return stubInstance(type)
        }
    }

    /// An instance of `type` whose stored properties are their written initial values
    /// (`let durationLabel = Strings.duration`) where those can be evaluated, else stubs of
    /// their types; no initializer run.
    func stubInstance(_ type: TypeDecl) -> Instance {
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties.map({ qualified($0, in: type) }) where p.body == nil && !p.isStatic {
            if isDependency(p) { continue }  // resolved when read (``lazyValue(_:of:)``)
            if let value = p.value, !p.isLazy,
                let v = try? nested(
                    at: p.offset,
                    { () throws(Diagnostic) in
                        try typedValue(value, in: scope, type: p.type)
                    })
            {
                // An empty dictionary the initializer (not run) would fill (`isLoading =
                // [Section: Bool]()`, then a key per section): unknown, so a lookup is a stub,
                // not nil.
                if case .dictionary(let pairs) = v, pairs.isEmpty {
                    instance.properties[p.name] = .stub(p.name)
                    continue
                }
                instance.properties[p.name] = v
                continue
            }
            instance.properties[p.name] =
                p.type?.isOptional == true ? .none : stub(for: p.type.map(shallow) ?? nil, named: p.name)
        }
        return instance
    }

    /// `p` with its type named as the files read know it from inside `owner`: `var status:
    /// Status` in `TransactionState` is `TransactionState.Status`, not another type's `Status`.
    func qualified(_ p: PropertyDecl, in owner: TypeDecl) -> PropertyDecl {
        guard let type = p.type else { return p }
        var copy = p
        copy.type = qualified(type, in: owner)
        return copy
    }

    /// `type` as the files read know it from inside `owner` (a parameter's `Status` in a
    /// method of `TransactionState`).
    func qualified(_ type: TypeName, in owner: TypeDecl?) -> TypeName {
        let base = type.base
        // `typealias Location = (start: UnitPoint, end: UnitPoint)` inside the owner: what it names.
        if nestedTypeKey(base, of: owner) == nil, let alias = owner?.typeAliases.first(where: { $0.name == base }),
            let range = type.text.range(of: base)
        {
            return TypeName(text: type.text.replacingCharacters(in: range, with: alias.type.text))
        }
        if let key = nestedTypeKey(base, of: owner), key != base, let range = type.text.range(of: base) {
            return TypeName(text: type.text.replacingCharacters(in: range, with: key))
        }
        // A nested type inside a composite one: `[Reason]`, `[String: Reason]`, `Binding<Reason>`
        // (Home Assistant's `reasons: [Reason]` took `Reason`, a type other types nest too).
        guard owner?.nestedTypes.isEmpty == false, base.contains(where: { "[<(".contains($0) }) else { return type }
        var out = "", name = ""
        var afterDot = false
        func flush() {
            if !name.isEmpty, !afterDot, let key = nestedTypeKey(name, of: owner), key != name {
                out += key
            } else {
                out += name
            }
            name = ""
        }
        for c in type.text {
            if c.isLetter || c.isNumber || c == "_" {
                name.append(c)
            } else {
                flush()
                afterDot = c == "."
                out.append(c)
            }
        }
        flush()
        return TypeName(text: out)
    }

    /// Whether `p` is Point-Free's `@Dependency` (where the files declare no type of that
    /// name), which resolves its key when its value is read, not when its owner is made: two
    /// clients may name each other's keys (Nos's `PersistenceController` has
    /// `@Dependency(\.currentUser)`, whose `CurrentUser` has `@Dependency(\.persistenceController)`)
    /// without either key's `previewValue` running inside the other's.
    func isDependency(_ p: PropertyDecl) -> Bool {
        p.wrapper?.name == "Dependency" && !p.isStatic && types["Dependency"] == nil
    }

    /// A `lazy var`'s value, computed the first time it is read and kept; a `@Dependency`'s
    /// too (a stub where the files declare no key for it).
    func lazyValue(_ p: PropertyDecl, of instance: Instance) throws(Diagnostic) -> Value? {
        if isDependency(p), p.body == nil, let wrapper = p.wrapper {
            let v = try dependencyValue(wrapper, type: p.type) ?? stub(for: p.type, named: p.name)
            instance.properties[p.name] = v
            return v
        }
        guard p.isLazy, let value = p.value else { return nil }
        let v = try typedValue(value, in: Scope(parent: globals, instance: instance), type: p.type)
        instance.properties[p.name] = v
        return v
    }

    /// Whether `type` is an observable class (a view model): `ObservableObject` or `@Observable`.
    static func isObservableClass(type: TypeDecl) -> Bool {
        type.kind == .classType
            && (type.conformances.contains("ObservableObject") || type.attributes.contains { $0.name == "Observable" })
    }

    /// A type whose stub will not build a user type again (so stubbing ends).
    private func shallow(_ type: TypeName) -> TypeName? {
        types[type.base] == nil ? type : nil
    }

    private func instantiateNested(_ type: TypeDecl, with arguments: Arguments, stubbing: Bool) throws(Diagnostic)
        -> Instance
    {
        if let initializer = matchingInitializer(type, arguments) {
            return try runInitializer(initializer, of: type, with: arguments)
        }
        var args = arguments
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        let stored = type.properties.filter { $0.body == nil && !$0.isStatic }.map { qualified($0, in: type) }
        // Swift's forward scan (SE-0286): the trailing closure goes to the first closure
        // property not given by label, skipping one with a default when a later one needs it.
        let functionTyped = stored.map { isFunctionType($0.type) }
        let needsClosure = stored.indices.map { i in
            stored.indices[(i + 1)...].contains { j in
                functionTyped[j] && stored[j].value == nil && !args.entries.contains { $0.label == stored[j].name }
            }
        }
        for (index, p) in stored.enumerated() {
            if let given = args.take(p.name) ?? (p.wrapper != nil ? args.take("_" + p.name) : nil) {
                instance.properties[p.name] = try memberwiseValue(p, given)
            } else if p.attributes.contains(where: { $0.name == "ViewBuilder" }), let closure = args.takeClosure() {
                // `@ViewBuilder var label: Label`, given as the trailing closure.
                instance.properties[p.name] = try memberwiseValue(p, closure)
            } else if functionTyped[index], p.value == nil || !needsClosure[index],
                let closure = args.takeClosure()
            {
                // `var retry: () -> Void` (or `var onCancel: () -> Void = {}`), given as the
                // trailing closure.
                instance.properties[p.name] = try memberwiseValue(p, closure)
            } else if p.isLazy || isDependency(p) {
                continue  // computed when first read (``lazyValue(_:of:)``)
            } else if let value = p.value {
                do {
                    var initial = try typedValue(value, in: scope, type: p.type)
                    // Stubbing a model whose initializer does not run: an empty dictionary it would
                    // fill is unknown (see ``stubInstance(_:)``).
                    if stubbing, case .dictionary(let pairs) = initial, pairs.isEmpty { initial = .stub(p.name) }
                    instance.properties[p.name] =
                        try userPropertyWrapper(p).map { w throws(Diagnostic) in
                            try userWrapperValue(w, of: p, initial: initial, in: scope)
                        } ?? initial
                } catch let failure {
                    // A default Plumb cannot evaluate (`HTTPCookieStorage.shared`) is a stub.
                    guard failure.kind != .limit, failure.kind != .trap else { throw failure }
                    warn("'\(p.name)' is a stub: \(failure.message)", at: failure.location.offset, kind: .stub)
                    instance.properties[p.name] = stub(for: p.type, named: p.name)
                }
            } else if p.wrapper?.name == "Persisted", userPropertyWrapper(p) == nil {
                // Realm's `@Persisted var email: String`: typical data in a stubbed model (rows
                // a query gives), the type's default in an object the code makes.
                instance.properties[p.name] =
                    stubbing ? stub(for: p.type, named: p.name) : newRealmObjectValue(p)
            } else if let wrapped = try wrapperValue(p, in: scope) {
                instance.properties[p.name] = wrapped
            } else if let type = p.type, type.isOptional {
                // A model stubbed as typical data has its optional parts; a view model's
                // (an observable class's) optionals start nil, as its init leaves them
                // (`var toast: ToastPrompt?`: no toast until something happens).
                instance.properties[p.name] =
                    modelsBeingStubbed.isEmpty || !stubbing || Interpreter.isObservableClass(type: instance.type)
                    ? Value.none : stub(for: TypeName(text: type.base), named: p.name)
            } else if !stubbing, let value = newManagedObjectValue(p) {
                instance.properties[p.name] = value
            } else {
                if !stubbing {
                    warn(
                        "missing argument for '\(p.name)' in call to '\(type.name)': using a stub",
                        at: arguments.offset, kind: .stub
                    )
                }
                instance.properties[p.name] = stub(for: p.type, named: p.name)
            }
        }
        // Arguments to a memberwise init of a type whose init is in a file not read.
        if !type.initializers.isEmpty || type.kind == .classType {
            // Core Data's `init(context:)` and `init(entity:insertInto:)`, inherited from
            // NSManagedObject: the object is made in that context.
            let managed = type.conformances.first == "NSManagedObject"
            for e in args.entries
            where args.isUnused(e) && !(managed && ["context", "entity", "insertInto"].contains(e.label)) {
                warn("no initializer of '\(type.name)' takes these arguments: they are ignored", at: e.offset)
                break
            }
        } else {
            try args.finish(type.name, in: file)
        }
        return instance
    }

    /// A memberwise argument's value: a `@ViewBuilder` property that is not a function takes
    /// the views its closure builds.
    func memberwiseValue(_ p: PropertyDecl, _ given: Arguments.Entry) throws(Diagnostic) -> Value {
        if p.attributes.contains(where: { $0.name == "ViewBuilder" }), !(p.type?.text.contains("->") ?? false),
            case .closure = given.value
        {
            return .views(try builderViews(given.value, at: given.offset))
        }
        return try bindingValue(given.value, type: p.type)
    }

    /// A closure given for a `@ViewBuilder` parameter, marked to build views when called.
    private func builder(_ value: Value, for p: FunctionDecl.Parameter) -> Value {
        guard p.isViewBuilder, case .closure(var c) = value else { return value }
        c.isViewBuilder = true
        return .closure(c)
    }

    /// The property wrappers an initializer sets through their storage (`_model =
    /// StateObject(wrappedValue: Model())`, `_count = State(initialValue: 3)`, `_value =
    /// Binding(...)`): their value without one is made only if the initializer gives none.
    static let initializedWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Published", "FocusedBinding", "Query",
    ]

    /// Runs `init(...)`: parameters bound, the body run with `self` the new instance; stored
    /// properties it leaves unset take their defaults.
    /// Swift infers a generic type's parameters from its initializer's arguments: a parameter
    /// typed by one (`init(_ key: SettingKey)`) binds it to the argument's type, an implicit
    /// member (`.liveConversion`, from `extension KeyboardSettingKey where Self ==
    /// LiveConversionInputMode`) read as the one static member of that name the files declare.
    /// The type's body then reads the parameter as that type (`SettingKey.title`).
    func bindGenericParameters(of f: FunctionDecl, in local: Scope, to instance: Instance) throws(Diagnostic) {
        let generics = instance.type.genericParameters
        guard !generics.isEmpty else { return }
        for p in f.parameters {
            let written = p.type.base
            guard generics.contains(written), instance.genericTypes[written] == nil, var value = local.lookup(p.name)
            else { continue }
            if case .symbol(let name, nil, let at) = value,
                let resolved = try uniqueStaticMember(
                    name, conformingTo: instance.type.genericConstraints[written], at: at)
            {
                value = resolved
                _ = local.assign(p.name, value)
            }
            if let declared = declaration(of: value) { instance.genericTypes[written] = declared.name }
        }
    }

    func runInitializer(_ f: FunctionDecl, of type: TypeDecl, with arguments: Arguments) throws(Diagnostic) -> Instance
    {
        runningFunctions.append(f.offset)
        defer { runningFunctions.removeLast() }
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties where p.body == nil && !p.isStatic && !p.isLazy && !isDependency(p) {
            if let value = p.value {
                instance.properties[p.name] = try typedValue(value, in: scope, type: p.type)
            } else if let wrapper = p.wrapper, Interpreter.initializedWrappers.contains(wrapper.name),
                p.type?.isOptional != true
            {
                // `_viewModel = StateObject(wrappedValue: ...)` in the initializer gives it (Swift
                // makes it assign one before any use): its value waits for the body (below), so
                // no stub is made for it first. An optional starts as nil, as in Swift.
                continue
            } else if p.wrapper?.name == "Persisted", userPropertyWrapper(p) == nil {
                // Realm's `@Persisted`: the type's default until the initializer sets it.
                instance.properties[p.name] = newRealmObjectValue(p)
            } else if let wrapped = try wrapperValue(p, in: scope) {
                instance.properties[p.name] = wrapped
            } else if p.type?.isOptional == true {
                instance.properties[p.name] = Value.none
            }
        }
        var args = arguments
        let local = Scope(parent: scope)
        try bindParameters(f, &args, into: local, at: arguments.offset, owner: type)
        try bindGenericParameters(of: f, in: local, to: instance)
        let flow = try nested(at: arguments.offset) { () throws(Diagnostic) in
            try run(f.body ?? [], in: local, tail: false)
        }
        for p in type.properties
        where p.body == nil && !p.isStatic && !p.isLazy && p.value == nil && instance.properties[p.name] == nil {
            if let wrapper = p.wrapper, Interpreter.initializedWrappers.contains(wrapper.name),
                let wrapped = try wrapperValue(p, in: scope)
            {
                instance.properties[p.name] = wrapped
            }
        }
        // `return nil` in an `init?`.
        if case .returned(.none) = flow { instance.failedInitialization = true }
        for p in type.properties
        where p.body == nil && !p.isStatic && instance.properties[p.name] == nil && !(p.isLazy && p.value != nil)
            && !isDependency(p)
        {
            instance.properties[p.name] = stub(for: p.type, named: p.name)
        }
        return instance
    }

    /// `self.init(...)`: the written initializer the arguments fit runs on `instance`, or else
    /// the memberwise one sets the properties given.
    func delegateInitializer(_ instance: Instance, _ args: inout Arguments, at offset: Int) throws(Diagnostic) {
        if let f = matchingInitializer(instance.type, args) {
            try runInitializer(f, on: instance, &args, at: offset)
            return
        }
        for p in instance.type.properties where p.body == nil && !p.isStatic {
            if let given = args.take(p.name) {
                // As the memberwise initializer takes it: a `@ViewBuilder` view from its closure.
                instance.properties[p.name] = try memberwiseValue(qualified(p, in: instance.type), given)
            }
        }
        args.takeAll()
    }

    /// Runs the initializer `f` on an instance already made (`self.init(...)`, `super.init(...)`).
    func runInitializer(_ f: FunctionDecl, on instance: Instance, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic)
    {
        runningFunctions.append(f.offset)
        defer { runningFunctions.removeLast() }
        let local = Scope(parent: Scope(parent: globals, instance: instance))
        try bindParameters(f, &args, into: local, at: offset)
        try nested(at: offset) { () throws(Diagnostic) in _ = try run(f.body ?? [], in: local, tail: false) }
    }

    /// Binds a function's parameters from the arguments (defaults and variadics included).
    /// Binds `f`'s parameters in `scope`; returns, for each `inout` parameter given `&x`, how to
    /// store its last value back.
    @discardableResult
    func bindParameters(
        _ f: FunctionDecl, _ args: inout Arguments, into scope: Scope, at offset: Int, owner: TypeDecl? = nil
    ) throws(Diagnostic) -> [(name: String, writeBack: (Value) throws(Diagnostic) -> Void)] {
        var writeBacks: [(name: String, writeBack: (Value) throws(Diagnostic) -> Void)] = []
        // Where the arguments fit, each parameter takes those the match gives it (a trailing
        // closure its SE-0286 parameter); else they are taken by label, in order.
        let match = args.isUntouched ? argumentMatch(f, args) : nil
        for (index, p) in f.parameters.enumerated() {
            if p.isVariadic {
                var values: [Value] = []
                if let match {
                    values = args.take(at: match[index]).map(\.value)
                } else {
                    if let first = p.label.map({ args.take($0) }) ?? args.takeUnlabeled() { values.append(first.value) }
                    while let next = args.takeUnlabeled() { values.append(next.value) }
                }
                scope.bind(p.name, .array(values))
                continue
            }
            var given: Arguments.Entry?
            if let match {
                given = args.take(at: match[index]).first
            } else {
                given = p.label.map { args.take($0) } ?? args.takeUnlabeled()
                if given == nil && isFunctionType(p.type) { given = args.takeClosure() }
            }
            if let given {
                scope.bind(p.name, builder(try bindingValue(given.value, type: qualified(p.type, in: owner)), for: p))
                if p.isInout, let writeBack = given.writeBack { writeBacks.append((p.name, writeBack)) }
            } else if let d = p.defaultValue {
                scope.bind(p.name, try typedValue(d, in: scope, type: qualified(p.type, in: owner)))
            } else if match == nil, isFunctionType(p.type), let closure = args.takeClosure() {
                scope.bind(p.name, builder(closure.value, for: p))
            } else {
                warn(
                    "missing argument for parameter '\(p.label ?? p.name)' in call to '\(f.name)': using a stub",
                    at: offset, kind: .stub)
                scope.bind(p.name, stub(for: p.type, named: p.name))
            }
        }
        try args.finish(f.name, in: file)
        return writeBacks
    }

    /// The value of a property wrapper that is given none: `@Environment(\.colorScheme)`,
    /// `@EnvironmentObject var model: Model`, `@FocusState var focused: Bool`. `nil` when the
    /// property has no wrapper. Environment-reading properties start with the default
    /// environment's values; a view that has them reads the environment it is resolved in
    /// (Evaluate/EnvironmentReading.swift).
    func wrapperValue(_ p: PropertyDecl, in scope: Scope) throws(Diagnostic) -> Value? {
        guard let wrapper = p.wrapper else { return nil }
        if let type = userPropertyWrapper(p) { return try userWrapperValue(type, of: p, initial: nil, in: scope) }
        // `@State var avatar: Media?`: an optional starts as nil, as in Swift.
        if p.type?.isOptional == true && !["Environment", "EnvironmentObject"].contains(wrapper.name) {
            return Value.none
        }
        // `@ScaledMetric(wrappedValue: 46) var size: CGFloat`, `@State(wrappedValue: 0)`: a library
        // wrapper given its initial value as an argument starts with it.
        if let initial = wrapper.arguments?.first(where: { $0.label == "wrappedValue" }) {
            return try typedValue(initial.value, in: scope, type: p.type)
        }
        switch wrapper.name {
        case "Environment":
            if case .keyPath(let path, _)? = wrapper.arguments?.first?.value, let key = path.first {
                return try readEnvironment(key, in: EnvironmentValues(), type: p.type, at: wrapper.offset)
            }
            if case .member(let base, "self", _)? = wrapper.arguments?.first?.value,
                case .identifier(let name, _) = base
            {
                // Provided by `.environment(model)` where the view is resolved.
                return p.type?.isOptional == true ? Value.none : stub(for: TypeName(text: name), named: p.name)
            }
        case "EnvironmentObject":
            return stub(for: p.type, named: p.name)
        case "Dependency":
            if let value = try dependencyValue(wrapper, type: p.type) { return value }
        case "Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject", "InjectedObservable":
            if let value = try factoryInjectedValue(wrapper, at: wrapper.offset) { return value }
        case "Namespace":
            return .opaque("Namespace.ID")
        case "FocusState", "GestureState", "AccessibilityFocusState":
            return p.type.map { defaultValue(for: $0) } ?? .bool(false)
        // SwiftData's `@Query`: read where the view is resolved, from the container there
        // (SwiftData.swift); typical data until then.
        case "Query":
            return stub(for: p.type, named: p.name)
        default:
            break
        }
        return stub(for: p.type, named: p.name, at: wrapper.offset)
    }

    /// The property wrapper the files declare that `p`'s attribute names (`@propertyWrapper
    /// struct ThemedPalette`), if any.
    func userPropertyWrapper(_ p: PropertyDecl) -> TypeDecl? {
        guard let name = p.wrapper?.name, let type = types[name],
            type.attributes.contains(where: { $0.name == "propertyWrapper" })
        else { return nil }
        return type
    }

    /// The value of a property a wrapper of the files wraps, as Swift builds it: the wrapper
    /// made with the attribute's arguments (after `wrappedValue:`, the property's initial
    /// value, where it has one), then its `wrappedValue` read (`@ThemedPalette var palette`,
    /// whose `wrappedValue` reads the wrapper's own `@Environment`).
    func userWrapperValue(_ type: TypeDecl, of p: PropertyDecl, initial: Value?, in scope: Scope) throws(Diagnostic)
        -> Value
    {
        let at = p.wrapper?.offset ?? p.offset
        var entries: [Arguments.Entry] = []
        if let initial { entries.append(Arguments.Entry(label: "wrappedValue", value: initial, offset: at)) }
        for a in p.wrapper?.arguments ?? [] {
            entries.append(Arguments.Entry(label: a.label, value: try evaluate(a.value, in: scope), offset: a.offset))
        }
        var args = Arguments(entries, at: at)
        let wrapper = try construct(type, &args, at: at)
        return try member("wrappedValue", of: wrapper, at: at)
    }

    /// The zero value of a type, as `@FocusState` and friends start.
}

extension Interpreter {
    /// Realm's collections of one element type, which the reader holds as arrays
    /// (`List<Recipient>`; SwiftUI's `List` never has one type argument).
    static let realmCollections: Set<String> = ["List", "Results", "MutableSet", "LinkingObjects", "RealmSwift.List"]

    /// The value a Realm property (`@Persisted var email: String`) has in an object the code
    /// makes before anything sets it: the type's default, as Realm's `Persisted` documents
    /// ("a default value of the type": "" and 0 and false, an empty `List`, `nil` for an
    /// optional, a `PersistableEnum`'s first case, a new `ObjectId` or `UUID`, the current
    /// date). Another type (an embedded object) is a stub.
    func newRealmObjectValue(_ p: PropertyDecl) -> Value {
        guard let type = p.type else { return .stub(p.name) }
        if type.isOptional { return .none }
        switch type.base {
        case "String": return .string("")
        case "Bool": return .bool(false)
        case "Int", "Int8", "Int16", "Int32", "Int64": return .int(0)
        case "Double", "Float", "Decimal128": return .float(0)
        case "Date": return .foundation(FixedWorld.now)
        case "UUID", "ObjectId": return .opaque(type.base + "()")
        case "Data": return .foundation(Data())
        default: break
        }
        if let (name, _) = type.genericParts, Interpreter.realmCollections.contains(name) || name == "Map" {
            return .array([])
        }
        if let e = types[type.base], e.kind == .enumeration, let first = e.cases.first, first.associatedValues == nil {
            return .enumCase(EnumValue(type: e, name: first.name, values: []))
        }
        return stub(for: type, named: p.name)
    }

    /// The value a Core Data attribute (`@NSManaged var title: String`) has in an object the
    /// code makes (`WFAPost(context: context)` in a preview) before anything sets it: the
    /// attribute is nil, which a non-optional `String` reads as "" (Foundation bridges a nil
    /// `NSString` to an empty string) and a scalar as 0 or false; nil for another type (a
    /// `Date` the app reads would trap). Rows a fetch gives are typical data instead
    /// (DataModel.swift): only an object the code makes starts empty.
    func newManagedObjectValue(_ p: PropertyDecl) -> Value? {
        guard p.attributes.contains(where: { $0.name == "NSManaged" }), let type = p.type, !type.isOptional else {
            return nil
        }
        switch type.base {
        case "String": return .string("")
        case "Bool": return .bool(false)
        case "Int", "Int16", "Int32", "Int64": return .int(0)
        case "Double", "Float", "Decimal": return .float(0)
        // A to-many relationship (`@NSManaged var tags: Set<Tag>`, wallabag's entries): none yet.
        case _
        where ["Set", "NSSet", "NSOrderedSet", "Array"].contains(type.genericParts?.name ?? type.base)
            || type.arrayElement != nil:
            return .array([])
        default: return nil
        }
    }
}
