import Foundation
import PlumbCore

// Values for what no file defines: zero values, stubs, sample values of user types.

extension Interpreter {
    func defaultValue(for type: TypeName) -> Value {
        if type.isOptional { return .none }
        switch type.base {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double", "CGFloat", "Float", "Decimal": return .float(0)
        case "String": return .string("")
        default: return .none
        }
    }

    /// A user generic type given its arguments (`Store<DirectState, DirectAction>`): its name
    /// and its parameters' arguments; nil when the text names no such type.
    func genericBinding(_ text: String) -> (name: String, arguments: [String: String])? {
        guard let (name, arguments) = TypeName(text: text).genericParts, let declared = types[name],
            !declared.genericParameters.isEmpty, arguments.count == declared.genericParameters.count
        else { return nil }
        return (name, Dictionary(zip(declared.genericParameters, arguments), uniquingKeysWith: { a, _ in a }))
    }

    /// A stub standing for a value of `type` that nothing gives: 0, false, the name as text,
    /// three stub elements, a stub instance of a user type, or a stub (one warning).
    /// The web address a `URL` the files give no value gets (RFC 2606 reserves its host for examples).
    static let typicalURL = URL(string: "https://example.com")!

    func stub(for type: TypeName?, named name: String, at offset: Int? = nil) -> Value {
        if let offset { warn("'\(name)' has no value in the files read: using a stub", at: offset, kind: .stub) }
        guard var type else { return .stub(name) }
        if Interpreter.isPublisherType(type) { return .opaque("publisher") }
        // A type alias is what it names; a generic parameter, while its type's stub is built,
        // its argument (`var state: State` in `Store<DirectState, DirectAction>`).
        for _ in 0..<8 {
            if let aliased = typeAliases[type.base], types[type.base] == nil {
                type = aliased
            } else if let argument = genericArguments.last?[type.base] {
                type = TypeName(text: argument)
            } else {
                break
            }
        }
        if let state = storeStateType(type) { return asStore(stub(for: state, named: name)) }
        var base = type.base
        for wrapper in ["Binding<", "State<", "Published<", "ObservedObject<", "StateObject<"]
        where base.hasPrefix(wrapper) {
            base = String(base.dropFirst(wrapper.count).dropLast())
        }
        switch base {
        case "Int", "Int64", "Int32", "UInt", "Double", "CGFloat", "Float", "TimeInterval", "Decimal":
            return base.hasPrefix("Int") || base == "UInt" ? .int(0) : .float(0)
        case "Bool": return .bool(false)
        case "String", "LocalizedStringKey", "Substring", "AttributedString": return .string(name)
        case "Color": return .color(.gray)
        // Library values a view is given (`let alignment: VerticalAlignment`): their defaults.
        case "HorizontalAlignment": return .horizontal(.center)
        case "VerticalAlignment": return .vertical(.center)
        case "Alignment": return .alignment(.center)
        case "Font": return .font(.body)
        case "CGSize": return .size(.zero)
        case "CGPoint": return .point(.zero)
        case "EdgeInsets": return .insets(EdgeInsets())
        case "UnitPoint": return .unitPoint(.center)
        case "Date": return .foundation(FixedWorld.now)
        case "UUID": return .opaque("UUID()")
        // A typical web address: its parts read as a URL's do (`url.host` is "example.com").
        case "URL": return .foundation(Interpreter.typicalURL)
        default: break
        }
        // Core Data's `@FetchRequest var rides: FetchedResults<Ride>` holds what the store has:
        // typical data, as an array of the entity does.
        if base.hasPrefix("FetchedResults<") && base.hasSuffix(">") {
            let element = String(base.dropFirst("FetchedResults<".count).dropLast())
            return .array((0..<3).map { i in stub(for: TypeName(text: element), named: "\(name)[\(i)]") })
        }
        // Realm's collections of one element type (`List<Recipient>`, `Results<Thread>`,
        // `MutableSet<Tag>`, `LinkingObjects<Message>`; SwiftUI's `List` never has one type
        // argument in a property's type) where no file declares the type: an array of it.
        if let open = base.firstIndex(of: "<"), base.hasSuffix(">"), types[String(base[..<open])] == nil,
            Interpreter.realmCollections.contains(String(base[..<open])),
            !base[open...].contains(",")
        {
            base = "[" + base[base.index(after: open)..<base.index(before: base.endIndex)] + "]"
        }
        if base.hasPrefix("[") && base.hasSuffix("]") {
            let element = String(base.dropFirst().dropLast())
            if element.contains(":") { return .dictionary([]) }
            // The app's own sample list (`static let mocks: [Gist]`), where the type has one.
            if let user = types[element], let samples = sampleValue(of: user, list: true) { return samples }
            // The app's own list of literals (`let brewMethods: [Method] = [Method(...), ...]`).
            if let user = types[element], user.kind != .protocolType, !user.isView,
                let samples = literalSample(of: user, list: true)
            {
                return samples
            }
            return .array((0..<3).map { i in stub(for: TypeName(text: element), named: "\(name)[\(i)]") })
        }
        // A generic type given its arguments (`Store<DirectState, DirectAction>`): the type, with
        // its parameters standing for those arguments while its stub is built.
        var generic: [String: String] = [:]
        if types[base] == nil, let (name, arguments) = genericBinding(base) {
            generic = arguments
            base = name
        }
        genericArguments.append(generic)
        defer { genericArguments.removeLast() }
        if var user = types[base] {
            // A protocol-typed value (`let definition: any CombatantDefinition`) stands for
            // one of the types the files read conform to it: one declared in the file being
            // drawn first (where a preview's mock lives), then the first by name, so each run
            // picks the same.
            if user.kind == .protocolType,
                let conformer = types.values.filter({
                    $0.kind != .protocolType && $0.conformances.contains(user.name)
                }).min(by: { a, b in
                    (isPrimary(a.offset) ? 0 : 1, a.name) < (isPrimary(b.offset) ? 0 : 1, b.name)
                })
            {
                user = conformer
            }
            if user.kind == .enumeration, let first = user.cases.first {
                return .enumCase(EnumValue(type: user, name: first.name, values: []))
            }
            // The app's own sample of the type (`static let mock = Gist(...)`, `.placeholder`),
            // where it declares one: typical data, as the app's previews use it.
            if user.kind != .protocolType, let sample = sampleValue(of: user, list: false) { return sample }
            // Else the first the app builds from literals (LiteralSamples.swift).
            if user.kind != .protocolType, !user.isView, let sample = literalSample(of: user, list: false) {
                return sample
            }
            // A model no file gives a value of (a row's `gist: Gist`) stands for typical data: its
            // optional properties are present too (`if let files = gist.files` shows the row),
            // each type stubbed once on the way down, so a type that holds itself ends.
            if user.kind != .protocolType, !modelsBeingStubbed.contains(user.name) {
                modelsBeingStubbed.insert(user.name)
                defer { modelsBeingStubbed.remove(user.name) }
                if let instance = try? instantiate(user, with: .none(at: user.offset), stubbing: true) {
                    return .instance(instance)
                }
            }
        }
        if type.text.contains("->") { return stubClosure(type, named: name) }
        return .stub(name)
    }

    /// A stub of a function type (`let header: (Date) -> Header`): a closure taking as many
    /// arguments, whose result is a labelled placeholder where it makes a view (a generic
    /// parameter or a type named like a view), else a stub named after the property.
    func stubClosure(_ type: TypeName, named name: String) -> Value {
        let text = type.base
        guard let arrow = text.range(of: "->") else { return .opaque("closure") }
        var parameters = text[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        if parameters.hasPrefix("@escaping ") { parameters.removeFirst("@escaping ".count) }
        if parameters.hasPrefix("("), parameters.hasSuffix(")") {
            parameters = String(parameters.dropFirst().dropLast())
        }
        let count = parameters.isEmpty ? 0 : TypeName.topLevelParts(Substring(parameters)).count
        let result = TypeName(text: text[arrow.upperBound...].trimmingCharacters(in: .whitespaces))
        // A view type, or a generic parameter (`Header`, `Content`: a capitalised name no file
        // declares and Swift or the library does not have).
        let standard: Set<String> = ["Void", "Never", "Bool", "Int", "Double", "Float", "String", "Data", "Any"]
        let makesView =
            isViewType(result)
            || (result.base.first?.isUppercase == true && types[result.base] == nil && !standard.contains(result.base)
                && !Interpreter.isLibraryName(result.base) && !Interpreter.foundationTypeNames.contains(result.base)
                && result.base.allSatisfy { $0.isLetter || $0.isNumber })
        let scope = Scope(parent: globals)
        scope.bind(
            "$stubResult",
            makesView
                ? .views([PlaceholderView.make(name, reason: "a closure the root view is given")]) : .stub(name))
        let body: [Stmt] = [.returnValue(.identifier("$stubResult", at: 0), at: 0)]
        let closure = Closure(parameters: (0..<count).map { "$\($0)" }, body: body, offset: 0)
        return .closure(ClosureValue(closure: closure, scope: scope))
    }

    /// Whether `type` is a Combine publisher (`AnyPublisher<T, E>`, `Future<T, E>`,
    /// `PassthroughSubject`, `CurrentValueSubject`, `Published<T>.Publisher`).
    static func isPublisherType(_ type: TypeName) -> Bool {
        let base = type.base
        return ["AnyPublisher<", "Future<", "PassthroughSubject<", "CurrentValueSubject<", "Just<", "Deferred<"]
            .contains { base.hasPrefix($0) } || base.hasSuffix(".Publisher")
    }

    /// The names apps give the sample values of their models, in the order they are preferred.
    static let sampleNames = ["placeholder", "mock", "sample", "preview", "example", "demo", "stub", "fake", "dummy"]

    /// A sample the app declares on `type` for its previews (`static let mock: Gist`,
    /// `static var placeholder = Story(...)`; with `list`, `static let mocks: [Gist]`): its value,
    /// or nil where the type declares none (or it cannot be evaluated).
    func sampleValue(of type: TypeDecl, list: Bool) -> Value? {
        guard !modelsBeingStubbed.contains("sample " + type.name) else { return nil }
        let candidates = type.properties.filter { p in
            guard p.isStatic, p.value != nil || p.body != nil else { return false }
            let lowered = p.name.lowercased()
            guard Interpreter.sampleNames.contains(where: { lowered.hasPrefix($0) }) else { return false }
            guard let declared = p.type?.base else { return true }
            return list
                ? declared == "[\(type.name)]" || declared == "[Self]" : declared == type.name || declared == "Self"
        }.sorted { a, b in
            let rank = { (p: PropertyDecl) in
                Interpreter.sampleNames.firstIndex { p.name.lowercased().hasPrefix($0) } ?? Int.max
            }
            return (rank(a), a.name.count) < (rank(b), b.name.count)
        }
        modelsBeingStubbed.insert("sample " + type.name)
        defer { modelsBeingStubbed.remove("sample " + type.name) }
        for p in candidates {
            guard let v = try? staticMember(type.name, p.name, at: p.offset) else { continue }
            switch v {
            case .instance(let i) where !list && i.type.name == type.name: return v
            case .enumCase(let e) where !list && e.type.name == type.name: return v
            case .array(let items) where list && !items.isEmpty:
                if case .instance(let i) = items[0], i.type.name == type.name { return v }
            default: continue
            }
        }
        return nil
    }

    /// The value a `let`/`var` takes: untyped integer expressions default to `Int`; a
    /// `CGFloat`/`Double` annotation keeps the floating reading; `.name` of a user enum or of a
    /// user type's static member resolves to it.
}

extension Interpreter {
    /// Combine's subjects and publishers made in place (`PassthroughSubject<Event, Never>()`,
    /// `Just(value)`): a publisher, which sends nothing before a still picture is drawn; nil for
    /// another name. A `CurrentValueSubject("")` stays a stub, whose `value` reads as typical
    /// data (as the app's own stores read it), never text in a labelled frame.
    func combinePublisherCall(_ name: String, _ args: inout Arguments) -> Value? {
        guard types[name] == nil, Interpreter.isPublisherType(TypeName(text: name + "<")) else { return nil }
        args.takeAll()
        if name == "CurrentValueSubject" { return .stub(name + "(...)") }
        return .opaque("publisher")
    }
}
