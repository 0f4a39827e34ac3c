import Foundation
import PlumbCore

// Declarations: a file's types, extensions, functions and previews registered before
// anything is evaluated.

extension Interpreter {
    /// A preview: a `#Preview`, or one view of a `PreviewProvider`'s `previews`.
    struct Preview {
        var name: String?
        var body: [Stmt]
        /// `traits:` and `.previewLayout` arguments: `.sizeThatFitsLayout`, `.fixedLayout(...)`.
        var layout: PreviewLayout
        var orientation: InterfaceOrientation = .portrait
        /// `.previewDevice("iPhone 16 Pro")`: the device's name.
        var device: String?
        var offset: Int
        /// The `PreviewProvider` it comes from, whose `previews` it is.
        var provider: TypeDecl?
    }

    /// Registers the declarations: types (with their extensions merged in), functions,
    /// file-level constants, previews. Top-level statements are returned, in order.
    func register(_ decls: [Decl]) throws(Diagnostic) -> [Stmt] {
        var statements: [Stmt] = []
        var extensions: [ExtensionDecl] = []
        var variables: [PropertyDecl] = []
        // `typealias ViewRepresentable = UIViewRepresentable`: a conformance through an alias
        // is to what it names.
        var aliases: [String: String] = [:]
        for case .typeAlias(let name, let aliased, _) in decls {
            aliases[name] = aliased.text
            typeAliases[name] = aliased
        }
        func add(_ type: TypeDecl, prefix: String) {
            var type = type
            if !aliases.isEmpty { type.conformances = type.conformances.map { aliases[$0] ?? $0 } }
            if type.conformances.contains("PreviewProvider") { previewProviders.append(type) }
            let qualified = prefix.isEmpty ? type.name : prefix + "." + type.name
            types[qualified] = type
            // A nested type is also known by its own name, unless that name is the library's
            // (SwiftGen's `L10n.Close.Button` must not hide SwiftUI's `Button`).
            if prefix.isEmpty || (types[type.name] == nil && !Interpreter.isLibraryName(type.name)) {
                types[type.name] = type
            }
            // And by each shorter path inside its outer types, as code inside them writes it
            // (`Palette.Gray.gray0` inside `Colors` for `Colors.Palette.Gray`).
            var path = qualified.split(separator: ".").dropFirst()
            while path.count > 1 {
                let name = path.joined(separator: ".")
                if types[name] == nil { types[name] = type }
                path = path.dropFirst()
            }
            for nested in type.nestedTypes { add(nested, prefix: qualified) }
        }
        for decl in decls {
            switch decl {
            case .type(let t): add(t, prefix: "")
            case .extensionDecl(let e): extensions.append(e)
            case .function(let f) where f.kind == .macro: macros[f.name, default: []].append(f)
            case .function(let f): functions[f.name, default: []].append(f)
            case .variable(let p):
                variables.append(p)
            case .preview(let p):
                let traits = try previewTraits(p.arguments)
                previews.append(
                    Preview(
                        name: p.name, body: p.body, layout: traits.layout, orientation: traits.orientation,
                        offset: p.offset))
            case .statement(let s): statements.append(s)
            case .typeAlias, .ignored: break
            }
        }
        // Extensions of nested types (`extension AccountView.DetailsView`) after the ones that
        // may declare them (`extension AccountView { struct DetailsView }`), whatever the
        // files' order.
        let depth = { (e: ExtensionDecl) in e.typeName.split(separator: "<")[0].filter { $0 == "." }.count }
        for e in extensions.enumerated().sorted(by: { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) })
        {
            try extend(e.element)
        }
        conformToRefinedView()
        inheritProtocolDefaults()
        // File-level constants once every type has its extensions' members. One Plumb cannot
        // evaluate is a stub with a warning, so one file's gap does not stop a module.
        for p in variables {
            do {
                if let value = p.value {
                    globals.bind(p.name, try typedValue(value, in: globals, type: p.type))
                } else if let body = p.body {
                    globals.bind(
                        p.name,
                        try nested(at: p.offset) { () throws(Diagnostic) in
                            try evaluateValue(body, in: globals, at: p.offset)
                        })
                }
            } catch let failure {
                if failure.kind == .limit { throw failure }
                warn("'\(p.name)' is a stub: \(failure.message)", at: failure.location.offset, kind: .stub)
                globals.bind(p.name, stub(for: p.type, named: p.name))
            }
        }
        return statements
    }

    /// A type conforming to a protocol that refines `View` (`protocol Coordinatable: View`,
    /// `struct MainView: Coordinatable`) is a view, as in Swift: `View` is added to its
    /// conformances, through any number of refinements.
    private func conformToRefinedView() {
        var viewProtocols: Set<String> = ["View", "SwiftUI.View"]
        var changed = true
        while changed {
            changed = false
            for type in types.values where type.kind == .protocolType && !viewProtocols.contains(type.name) {
                if type.conformances.contains(where: viewProtocols.contains) {
                    viewProtocols.insert(type.name)
                    changed = true
                }
            }
        }
        guard viewProtocols.count > 2 else { return }
        for (name, type) in types where type.kind != .protocolType && !type.isView {
            guard type.conformances.contains(where: viewProtocols.contains) else { continue }
            var view = type
            view.conformances.append("View")
            replace(view, named: name)
        }
    }

    /// Each type the files declare once, in declaration order (``types`` holds a type under
    /// every name it is known by: `L10n.Close` and `Close`).
    /// The name the files know `type` by, qualified when it is nested (`QRCode.Symbology`,
    /// not `Code128.Symbology`, which shares its short name).
    func typeKey(of type: TypeDecl) -> String {
        var key = type.name
        for (name, value) in types where value.offset == type.offset && name.count > key.count { key = name }
        return key
    }

    var distinctTypes: [TypeDecl] {
        if let cached = distinctTypesCache { return cached }
        var seen = Set<Int>()
        let distinct = types.values.sorted { $0.offset < $1.offset }.filter { seen.insert($0.offset).inserted }
        distinctTypesCache = distinct
        return distinct
    }

    /// A protocol's default implementations (the members its declaration and extensions give
    /// bodies) are its conformers' where they declare none of that name, as Swift dispatches
    /// them: Swiftfin's `extension PlatformView { var body: some View { iOSView } }` is the
    /// body of every `PlatformView`. Through refinements too; a conformer's own member wins.
    private func inheritProtocolDefaults() {
        // The protocols a type conforms to, and the user class it inherits from (its first
        // conformance), with theirs: a subclass has its superclass's members (Splito's view
        // models inherit `@Published var toast` from `BaseViewModel`).
        func protocols(of type: TypeDecl, _ seen: inout Set<String>) -> [TypeDecl] {
            var found: [TypeDecl] = []
            for (index, written) in type.conformances.enumerated() {
                // A generic superclass by its name (`AdvancedSearchResultViewModel<T>`).
                let name = String(written.split(separator: "<").first ?? Substring(written))
                guard seen.insert(name).inserted, let p = types[name],
                    p.kind == .protocolType || index == 0 && type.kind == .classType && p.kind == .classType
                else { continue }
                found.append(p)
                found += protocols(of: p, &seen)
            }
            return found
        }
        var done = Set<Int>()
        for (name, type) in types where type.kind != .protocolType && done.insert(type.offset).inserted {
            var seen: Set<String> = []
            let defaults = protocols(of: type, &seen)
            guard !defaults.isEmpty else { continue }
            var inheriting = type
            // A subclass that declares no designated initializer inherits its superclass's
            // (Swift's rule 1 of initializer inheritance), nearest superclass first.
            if type.kind == .classType, type.initializers.isEmpty,
                let superclass = defaults.first(where: { $0.kind == .classType && !$0.initializers.isEmpty })
            {
                inheriting.initializers = superclass.initializers
            }
            for p in defaults {
                // (Statics stay the protocol's: `userMember` reads them through conformances.
                // A superclass's stored properties are the subclass's too.)
                let superclass = p.kind == .classType
                for property in p.properties
                where !property.isStatic && (superclass || property.body != nil || property.value != nil) {
                    if !inheriting.properties.contains(where: { $0.name == property.name }) {
                        inheriting.properties.append(property)
                    }
                }
                for f in p.functions where !f.isStatic && f.body != nil {
                    let labels = f.parameters.map(\.label)
                    if !inheriting.functions.contains(where: {
                        $0.name == f.name && $0.parameters.map(\.label) == labels
                    }) {
                        inheriting.functions.append(f)
                    }
                }
                // `extension LaunchOptionsContainerProtocol { subscript<V>(option: LaunchOption<V>)
                // -> V }` (MyHeartCounts): a subscript too.
                for f in p.subscripts where !f.isStatic && f.body != nil {
                    let labels = f.parameters.map(\.label)
                    if !inheriting.subscripts.contains(where: { $0.parameters.map(\.label) == labels }) {
                        inheriting.subscripts.append(f)
                    }
                }
            }
            if inheriting.properties.count != type.properties.count
                || inheriting.subscripts.count != type.subscripts.count
                || inheriting.functions.count != type.functions.count
                || inheriting.initializers.count != type.initializers.count
            {
                replace(inheriting, named: name)
            }
        }
    }

    /// Adds an extension's members to its type (nested types included).
    /// A type an extension declares inside `outer` (and the types inside it, to any depth): known
    /// by its path, and by its own name unless that is taken or the library's.
    private func registerNested(_ nested: TypeDecl, in outer: String) {
        let key = outer + "." + nested.name
        types[key] = nested
        if types[nested.name] == nil && !Interpreter.isLibraryName(nested.name) { types[nested.name] = nested }
        // And by each shorter path, as `add` registers a declared type's (Canvas's
        // `SmoothRoundedRectangle.CornerAttributes` inside `HorizonUI`, declared in `extension
        // HorizonUI.SmoothRoundedRectangle`).
        var path = key.split(separator: ".").dropFirst()
        while path.count > 1 {
            let name = path.joined(separator: ".")
            if types[name] == nil { types[name] = nested }
            path = path.dropFirst()
        }
        for inner in nested.nestedTypes { registerNested(inner, in: key) }
    }

    func extend(_ e: ExtensionDecl) throws(Diagnostic) {
        if e.typeName == "View" || e.typeName == "SwiftUI.View" {
            for case .function(let f) in e.members {
                viewExtensions[f.name] = viewExtensions[f.name] ?? f
                viewExtensionOverloads[f.name, default: []].append(f)
            }
            // `var inAllColorSchemes: some View { ... }`: a property, read as a method of no
            // arguments (`view.inAllColorSchemes`).
            for case .variable(let p) in e.members where p.body != nil && !p.isStatic {
                viewExtensionProperties[p.name] = FunctionDecl(
                    name: p.name, parameters: [], returnType: p.type, body: p.body, attributes: p.attributes,
                    offset: p.offset)
            }
            return
        }
        var name = Interpreter.extendedTypeName(e.typeName)
        // `extension SwiftUI.Image`: the library's type, named with its module.
        if let dot = name.firstIndex(of: "."), Interpreter.moduleNames.contains(String(name[..<dot])) {
            name = String(name[name.index(after: dot)...])
        }
        // `extension ColorAsset.SystemColor` where `ColorAsset` declares `typealias SystemColor =
        // UIColor` (SwiftGen's template): the type the alias names.
        if let aliased = aliasedType(name) { name = aliased }
        // `extension PublicKey` with `typealias PublicKey = Key32` (Flipcash): the declared
        // type the file-level alias names.
        if types[name] == nil, let target = typeAliases[name]?.base, !target.contains("<"), types[target] != nil {
            name = target
        }
        // `extension KeyboardSettingKey where Self == LiveConversionInputMode { static var
        // liveConversion: Self }`: its statics are also the concrete type's, where the files
        // declare it (so `.liveConversion` is an instance of that type, not of the protocol).
        if let concrete = e.selfType, var target = types[concrete], concrete != name {
            for member in e.members {
                switch member {
                case .variable(let p) where p.isStatic: target.add(member)
                case .function(let f) where f.isStatic: target.add(member)
                default: continue
                }
            }
            replace(target, named: concrete)
        }
        // (`extension Container` at the top level is a package's `Container` where the files
        // declare only a nested one, RIA DigiDoc's `Constants.Container`: Swift does not see
        // the nested type by its short name there, unless a type alias names it, as Pet
        // Reminder's `typealias Pet = PetSchemaV2.Pet` does.)
        if var type = types[name], !isNestedShortName(name) || typeAliases[name] != nil {
            for member in e.members { type.add(member) }
            type.conformances += e.conformances
            replace(type, named: name)
            for nested in type.nestedTypes where types[name + "." + nested.name] == nil {
                registerNested(nested, in: name)
            }
        } else {
            var type =
                builtinExtensions[name]
                ?? TypeDecl(
                    kind: .structure, name: name, genericParameters: [], conformances: [], attributes: [],
                    properties: [],
                    functions: [], initializers: [], subscripts: [], nestedTypes: [], typeAliases: [], cases: [],
                    offset: e.offset)
            for member in e.members { type.add(member) }
            builtinExtensions[name] = type
            for nested in type.nestedTypes { registerNested(nested, in: name) }
            // `extension Sequence where Element == Line { func sortedBySeverity() }`: members
            // of the standard library's collection protocols are the arrays' (and strings')
            // that conform, as Swift applies them.
            for concrete in Interpreter.conformingBuiltins[name] ?? [] {
                var conforming =
                    builtinExtensions[concrete]
                    ?? TypeDecl(
                        kind: .structure, name: concrete, genericParameters: [], conformances: [], attributes: [],
                        properties: [], functions: [], initializers: [], subscripts: [], nestedTypes: [],
                        typeAliases: [],
                        cases: [], offset: e.offset)
                for member in e.members {
                    if case .function(let f) = member, f.kind == .initializer { continue }
                    conforming.add(member)
                }
                builtinExtensions[concrete] = conforming
            }
        }
    }

    /// The type an extension's head names, without its generic arguments, and its sugar spelt
    /// out as Swift reads it (SE-0361, extensions on bound generic types): `extension [Stack]`
    /// and `extension Array<Stack>` extend `Array`, `extension [String: Int]` `Dictionary`,
    /// `extension Int?` `Optional`. (Harbour's `extension [Container] { func filter(_ query:
    /// String) -> Self }`: set P's check.)
    static func extendedTypeName(_ head: String) -> String {
        let head = head.trimmingCharacters(in: .whitespaces)
        if head.hasPrefix("["), head.hasSuffix("]") {
            var depth = 0
            for c in head.dropFirst().dropLast() {
                switch c {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0: return "Dictionary"
                default: continue
                }
            }
            return "Array"
        }
        if head.hasSuffix("?") { return "Optional" }
        return String(head.split(separator: "<").first ?? Substring(head))
    }

    /// The built-in types whose values conform to a standard library protocol an extension
    /// may extend, or that hold the values of a number type the reader keeps as one of them.
    /// Numbers are one value (`Int` when integral, else `Double`): a `CGFloat` written `10`
    /// is an `Int` here, so an extension of `CGFloat` (or `Double`, or a floating-point
    /// protocol) is also both's; one of `Int` (or an integer protocol) is `Int`'s.
    static let conformingBuiltins: [String: [String]] = [
        "Sequence": ["Array", "String"], "Collection": ["Array", "String"],
        "BidirectionalCollection": ["Array", "String"], "RandomAccessCollection": ["Array"],
        "MutableCollection": ["Array"], "RangeReplaceableCollection": ["Array", "String"],
        "StringProtocol": ["String"],
        "CGFloat": ["Double", "Int"], "Double": ["Int"], "Float": ["Double", "Int"], "TimeInterval": ["Double", "Int"],
        "FloatingPoint": ["Double", "Int"], "BinaryFloatingPoint": ["Double", "Int"],
        "BinaryInteger": ["Int"], "FixedWidthInteger": ["Int"], "SignedInteger": ["Int"],
        "Numeric": ["Int", "Double"], "SignedNumeric": ["Int", "Double"], "AdditiveArithmetic": ["Int", "Double"],
        "Strideable": ["Int", "Double"], "Comparable": ["Int", "Double", "String"],
        "LosslessStringConvertible": ["Int", "Double", "String", "Bool"],
        "CustomStringConvertible": ["Int", "Double", "String", "Bool"],
        "ExpressibleByIntegerLiteral": ["Int", "Double"], "ExpressibleByFloatLiteral": ["Double", "Int"],
        "ExpressibleByStringLiteral": ["String"],
    ]

    /// What `Outer.Alias` names where `Outer` declares `typealias Alias = ...`, or a file-level
    /// alias; nil for another name.
    func aliasedType(_ name: String) -> String? {
        if let library = libraryAlias(name) { return library }
        if let dot = name.lastIndex(of: "."), let outer = types[String(name[..<dot])],
            let alias = outer.typeAliases.first(where: { $0.name == String(name[name.index(after: dot)...]) })
        {
            return alias.type.base
        }
        return nil
    }

    /// The library type a file-level alias names (`typealias PlatformColor = UIColor`, its
    /// module left out of `SwiftUI.Color`); nil for another name, or an alias of a declared or
    /// generic type (those the callers resolve as declarations).
    func libraryAlias(_ name: String) -> String? {
        guard types[name] == nil, let aliased = typeAliases[name]?.base, aliased != name else { return nil }
        var base = aliased
        if let dot = base.firstIndex(of: "."), Interpreter.moduleNames.contains(String(base[..<dot])) {
            base = String(base[base.index(after: dot)...])
        }
        // `public typealias Analytics = WooFoundation.Analytics` (a module's type given again
        // under its own name) names no library type: the module's is read as declared.
        return base != name && Interpreter.isLibraryName(base) && types[base] == nil ? base : nil
    }

    /// A type alias the enclosing type declares (`SystemColor` inside `ColorAsset`); nil for
    /// another name.
    func nestedAlias(_ name: String, in scope: Scope) -> String? {
        guard let selfValue = scope.selfValue, let outer = declaration(of: selfValue) ?? typeDecl(of: selfValue)
        else { return nil }
        return outer.typeAliases.first(where: { $0.name == name })?.type.base
    }

    /// Stores a type again after extending it, under every name it is known by.
    private func replace(_ type: TypeDecl, named name: String) {
        // The keys first, then the writes: a write while the loop holds the dictionary copies
        // all of it (every type of the module, once per extension: most of a large app's
        // gallery time, Home Assistant's 1,100 files).
        var keys: [String] = []
        for (key, value) in types where value.offset == type.offset && value.name == type.name { keys.append(key) }
        for key in keys { types[key] = type }
        types[name] = type
    }

    /// The root view of a program: as Xcode would find it. See ``RootChoice``.
}
