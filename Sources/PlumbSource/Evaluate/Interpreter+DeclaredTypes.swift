import Foundation
import PlumbCore

// A value as the type it is declared with takes it: `let`/`var` annotations, labelled tuples.

extension Interpreter {
    /// `.init(repeating: x, count: n)` where an array is expected: the array Swift infers
    /// (`Array(repeating:count:)`); nil for any other value, or other labels.
    func repeatingArray(_ value: Value) throws(Diagnostic) -> Value? {
        guard case .symbol("init", var args?, _) = value, args.entries.map(\.label) == ["repeating", "count"] else {
            return nil
        }
        return try callName("Array", &args, in: globals, at: args.offset)
    }

    func bindingValue(_ value: Value, type: TypeName?) throws(Diagnostic) -> Value {
        // A string given where a `LocalizedStringKey` is declared (`init(_ title:
        // LocalizedStringKey)`, `static let name: LocalizedStringKey = "app_info.app_name"`,
        // `let title: LocalizedStringKey` of a model) is a key: a key the app's strings
        // translate holds its translation from here on, as `Text` would show it.
        // (A `LocalizedStringResource` given a literal too: MyHeartCounts' `description:
        // LocalizedStringResource`, "NOTIFICATION_PERMISSIONS_DESCRIPTION".)
        if type?.base == "LocalizedStringKey" || type?.base == "LocalizedStringResource", case .string(let key) = value
        {
            let shown = resources.localizedString(key, table: nil) ?? key
            // A key is Markdown where `Text` shows it (`subtitle: LocalizedStringKey` given
            // "Current: **\(theme)**", then `Text(item.subtitle)`): kept as the Text it makes,
            // which titles take as they are and strings read as the characters shown.
            if Interpreter.hasMarkdown(shown) { return .text(Text(LocalizedStringKey(shown))) }
            return .string(shown)
        }
        // `title: .journeyPlannerFromLabelTitle` given for a `LocalizedStringResource` (or a
        // key): Xcode's generated symbol of a string catalog key.
        if type?.base == "LocalizedStringResource" || type?.base == "LocalizedStringKey",
            case .symbol(let name, let arguments, _) = value, let text = catalogSymbolString(name, arguments: arguments)
        {
            return .string(text)
        }
        // A stub where a type of the files is declared (`@State var theme: Theme =
        // ThemeKey.defaultValue`, whose default comes from a client Plumb cannot run): that
        // type's typical value, as a property given no value gets, so its members are the
        // type's (`theme.backgroundColor`) and not more stubs.
        // (Only a type the name means wherever it is written: a type nested in another, also
        // known by its short name, may not be the one this place means.)
        // A protocol's stub is an instance of a type the files conform to it (Gem's `ItemRow(item:
        // item)` built as its caller does, `item: any Item`, a `Story`): `stub(for:named:)`.
        if case .stub(let text) = value, let type, !type.isOptional, let user = types[type.base],
            storeStateType(type) == nil, typeKey(of: user) == type.base
        {
            return stub(for: type, named: text)
        }
        // `.constant(x)` and `Binding.constant(x)` pass a binding: Plumb reads its value.
        if case .symbol("constant", let args?, _) = value, args.entries.count == 1 {
            return try bindingValue(args.entries[0].value, type: type)
        }
        // `static let all: [Gist] = [.mock, .empty]`: each element as the element type reads it.
        if let type, case .array(let items) = value, let element = type.arrayElement, !type.base.contains(":"),
            items.contains(where: { if case .symbol = $0 { true } else { false } })
        {
            var converted: [Value] = []
            for item in items { converted.append(try bindingValue(item, type: element)) }
            return .array(converted)
        }
        // `let colors: [(name: String, color: Color)] = [("Blue", .blue)]`: a tuple takes the
        // labels its declared type gives.
        // Through a type alias too (`typealias ValueUnitPair = (value: String, units: String)`).
        if let type, let labelled = try labelledTuples(value, type: (typeAliases[type.base] ?? type).text) {
            return labelled
        }
        // `dark: String? = .none`: Optional's case, nil (not a member of `String` called none).
        if case .symbol("none", nil, _) = value, type?.isOptional == true { return .none }
        // `var groups: [ServerGroup] = .init()`: an empty collection of the declared type.
        if case .symbol("init", let args, _) = value, args?.entries.isEmpty ?? true, let base = type?.base,
            base.hasPrefix("[") && base.hasSuffix("]") || base.hasPrefix("Set<")
        {
            return base.contains(":") && !base.hasPrefix("Set<") ? .dictionary([]) : .array([])
        }
        // `slots: .init(repeating: .example, count: 2)` where an array is declared (ETH Mensa's
        // example canteen): the array's initializer, its elements read as the element type.
        // (Only those labels: a property wrapper's `.init(filter:sort:)` for `@Query var
        // entries: [Entry]` is the wrapper's, and the same spelling may reach here for one
        // element from a closure typed by its function's array result.)
        if let type, type.arrayElement != nil, !type.base.contains(":"), let array = try repeatingArray(value) {
            return try bindingValue(array, type: type)
        }
        // `.init("contentText")` where a `Color` is declared, `return .init()` from a
        // `String` property: the library type's initializer, as Swift infers it.
        if case .symbol("init", let args, let at) = value, let base = type?.base, types[base] == nil,
            storeStateType(type!) == nil, Interpreter.isLibraryName(base) || builtinExtensions[base] != nil
        {
            var arguments = args ?? .none(at: at)
            return try callName(base, &arguments, in: globals, at: at)
        }
        // `store: .init(initialState: .init()) { Feature() }`: a TCA store is its state.
        if case .symbol("init", let args?, _) = value, let type, let state = storeStateType(type),
            let initial = args.entries.first(where: { $0.label == "initialState" })
        {
            return asStore(try bindingValue(initial.value, type: state))
        }
        // `.standard` where a `UserDefaults` is declared, `.now` where a `Date` is: Foundation's
        // static members.
        if case .symbol(let name, nil, let at) = value, let base = type?.base, types[base] == nil,
            Interpreter.foundationTypeNames.contains(base), let v = try foundationStatic(base, name, at: at)
        {
            return v
        }
        // `.localizedStringWithFormat(key, name)` where a `String` is declared (Threema's
        // titles): the static function of the library's or Foundation's type the reader reads.
        if case .symbol(let name, let args, let at) = value, let base = type?.base, types[base] == nil,
            builtinExtensions[base]?.functions.contains(where: { $0.name == name }) != true,
            let make = Interpreter.valueConstructors[base + "." + name]
        {
            var arguments = args ?? .none(at: at)
            return try make(self, &arguments, at)
        }
        // Through a type alias and a generic's arguments (`typealias SectionModel =
        // HomeSectionViewModel<UpcomingAlbum>`, `.init(manager: ...)` where one is declared).
        if case .symbol = value, var named = type, types[named.base] == nil, builtinExtensions[named.base] == nil {
            // At most 8 aliases deep, so a cycle (which Swift rejects) ends.
            for _ in 0..<8 {
                guard types[named.base] == nil, let aliased = typeAliases[named.base] else { break }
                named = aliased
            }
            if types[named.base] == nil, let (name, _) = named.genericParts { named = TypeName(text: name) }
            // `SettingsRow<Settings>.Kind`: a member type of a generic type.
            if types[named.base] == nil, types[named.withoutGenericArguments] != nil {
                named = TypeName(text: named.withoutGenericArguments)
            }
            // `Icons.Icon`: a type qualified by its module (a package target's name, which
            // may also name a type of the app, as Mlem's `enum Icons` does), as an extension of
            // `Label` must write it where `Icon` is Label's parameter: the type of that name
            // declared at the top level.
            if types[named.base] == nil, let dot = named.base.firstIndex(of: "."), !named.base[..<dot].contains("<") {
                let rest = String(named.base[named.base.index(after: dot)...])
                if let type = types[rest], typeKey(of: type) == rest { named = TypeName(text: rest) }
            }
            if types[named.base] != nil { return try bindingValue(value, type: named) }
        }
        // `.Mock.sample` for a `Credential`: `Credential.Mock.sample`; `.image.asset` for a
        // `CGFloat` (Gem's `extension Sizing { struct image { static let asset } }`).
        if case .symbol(let name, let args, let at) = value, let type, let dot = name.firstIndex(of: "."),
            types[type.base + "." + name[..<dot]] != nil
        {
            return try staticPath(name[name.index(after: dot)...], from: type.base + "." + name[..<dot], args, at: at)
        }
        if case .symbol(let name, let args, let at) = value, let type,
            let user = types[type.base] ?? builtinExtensions[type.base]
        {
            if let member = try userMember(user, name, args, at: at) { return member }
            // A library type's member its own extensions lack may come from elsewhere
            // (`extension ShapeStyle where Self == Color { static var backgroundMain }`): below.
            if types[type.base] != nil { return value }
        }
        // `.red` where a `Color` is declared, `.title` where a `Font` is.
        if case .symbol(let name, let args, let at) = value, let base = type?.base {
            switch base {
            case "Color": return .color(try color(.symbol(name, arguments: args, at: at), at: at))
            case "Font": return .font(try font(.symbol(name, arguments: args, at: at), at: at))
            case "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge.Set", "Axis":
                return try resolveSymbol(name, args, like: Interpreter.sample(of: base), at: at)
            // `@State var size: CGSize = .zero`: the geometry type's static, not a static of
            // the same name an app's type declares (isowords' `LatticePoint.zero`).
            case "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint":
                if args == nil { return try staticMember(base, name, at: at) }
            default: break
            }
        }
        guard case .number(let d, let i) = value else { return value }
        switch type?.base {
        case nil, "Int"?, "Int64"?, "Int32"?, "Int16"?, "Int8"?, "UInt"?, "UInt64"?, "UInt32"?, "UInt16"?, "UInt8"?:
            if let i { return .number(Double(i), int: i) }
            // An integer type holds a whole number (`let n: Int64 = 3.0 / 2` does not compile).
            if type != nil, d.rounded(.towardZero) == d, let whole = Int(exactly: d) { return .int(whole) }
            return .number(d, int: nil)
        case let base?:
            // A floating type keeps only the floating reading; another type (a generic
            // parameter `T`, `Any`) keeps the value as it came (`820` stays an integer).
            let resolved = typeAliases[base].map(\.base) ?? base
            return Interpreter.numberTypeNames.contains(resolved) || resolved.hasPrefix("CL")
                || resolved == "Angle" ? .number(d, int: nil) : value
        }
    }

    /// `value` with the element labels of the tuple type `type` (`(name: String, color: Color)`,
    /// or an array or optional of one); nil where `type` is no labelled tuple type.
    func labelledTuples(_ value: Value, type: String) throws(Diagnostic) -> Value? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        while text.hasSuffix("?") { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), case .array(let items) = value {
            var labelled: [Value] = []
            for item in items {
                guard let l = try labelledTuples(item, type: String(text.dropFirst().dropLast())) else { return nil }
                labelled.append(l)
            }
            return .array(labelled)
        }
        guard text.hasPrefix("("), text.hasSuffix(")"), case .tuple(let elements) = value else { return nil }
        let parts = TypeName.topLevelParts(text.dropFirst().dropLast())
        guard parts.count == elements.count, !text.contains("->") else { return nil }
        let labels: [String?] = parts.map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.isEmpty || label.contains(" ") ? nil : label
        }
        guard labels.contains(where: { $0 != nil }) else { return nil }
        // An element's own type may label a tuple inside (`linkText: (text: String, url: URL)`).
        var labelled: [(label: String?, value: Value)] = []
        for (i, (element, label)) in zip(elements, labels).enumerated() {
            let part = parts[i]
            let elementType = label != nil ? String(part[part.index(after: part.firstIndex(of: ":")!)...]) : part
            let value = try labelledTuples(element.value, type: elementType) ?? element.value
            labelled.append((label ?? element.label, value))
        }
        return .tuple(labelled)
    }

    /// A value of a built-in type, for resolving `.name` against it.
    static func sample(of type: String) -> Value {
        switch type {
        case "HorizontalAlignment": return .horizontal(.center)
        case "VerticalAlignment": return .vertical(.center)
        case "Alignment": return .alignment(.center)
        case "Edge.Set": return .edges(.all)
        default: return .axis(.horizontal)
        }
    }
}

extension Interpreter {
    /// Whether a key's text has Markdown that `LocalizedStringKey` styles: emphasis, strong,
    /// code, strikethrough or a link.
    static func hasMarkdown(_ s: String) -> Bool {
        guard s.contains(where: { "*_`~[".contains($0) }) else { return false }
        return s.contains("**") || s.contains("__") || s.contains("~~") || s.contains("](")
            || s.range(of: #"(^|\W)[*_`][^\s*_`][^*_`]*[*_`](\W|$)"#, options: .regularExpression) != nil
    }
}

// Calls kept out of ``Interpreter/call(_:_:in:at:)`` and ``Interpreter/callName(_:_:in:at:)``,
// whose stack frames every level of evaluation pays for (StackSpace.bytesPerLevel).
extension Interpreter {
    /// `ABI.AppBundle(distributionTarget: .appStore)` where an extension declares `extension
    /// ABI { typealias AppBundle = OpenAPIAppBundle }` (Passepartout): the type the alias names,
    /// called; nil for another call.
    func nestedAliasCall(_ baseExpr: Expr, _ name: String, _ rawArguments: [Argument], in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard case .identifier(let typeName, _) = baseExpr, scope.lookup(typeName) == nil,
            let declared = types[typeName], !declared.functions.contains(where: { $0.name == name && $0.isStatic }),
            let aliased = aliasedType(typeName + "." + name), types[aliased] != nil
        else { return nil }
        var args = try arguments(rawArguments, in: scope, at: offset)
        return try callName(aliased, &args, in: scope, at: offset)
    }
}
