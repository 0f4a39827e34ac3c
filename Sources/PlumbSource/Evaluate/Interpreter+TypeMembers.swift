import Foundation
import PlumbCore

// Members of types: `Type.name` of the library's types and the files' (static properties,
// enum cases, static functions' results), a user type built from arguments, raw values, and
// the members extensions add to library types.

extension Interpreter {
    /// `Type.name`: colours, fonts, alignments, constants.
    /// A library type's initializer as a function (`Text.init`, `Color.init(hex:)`: the one
    /// whose labels are named, an extension's often): a closure calling `type` with its
    /// arguments.
    func initializerFunction(_ type: String, _ name: String, at offset: Int) -> Value {
        let labels = Interpreter.referenceLabels(name)
        let given: [String?] = labels.isEmpty ? [nil] : labels
        let names = given.indices.map { "$init\($0)" }
        let arguments = zip(given, names).map { label, n in
            Argument(label: label, value: .identifier(n, at: offset), offset: offset)
        }
        let body: [Stmt] = [.returnValue(.call(.identifier(type, at: offset), arguments, at: offset), at: offset)]
        return .closure(ClosureValue(closure: Closure(parameters: names, body: body, offset: offset), scope: globals))
    }

    func staticMember(_ type: String, _ name: String, at offset: Int) throws(Diagnostic) -> Value {
        // `Model.self`: the type itself.
        if name == "self" || name == "Type" { return .type(type) }
        // `L10n.Close.Button`: a type nested two levels or more.
        if types[type + "." + name] != nil { return .type(type + "." + name) }
        // `Row<Int>.Kind`: a type nested in a generic type is its declaration's.
        let generic = TypeName(text: type).withoutGenericArguments
        if generic != type, types[generic + "." + name] != nil { return .type(generic + "." + name) }
        // `Loadable<String>.loading`: a generic type's member is its declaration's.
        if generic != type, types[type] == nil, types[generic] != nil {
            return try member(name, of: .type(generic), at: offset)
        }
        // `Self.peerColorCache` in an extension of `Color`: the extension's stored static, not a
        // colour of that name.
        if let ext = builtinExtensions[type], ext.properties.contains(where: { $0.name == name && $0.isStatic }),
            let v = try userMember(ext, name, nil, at: offset)
        {
            return v
        }
        if let v = try foundationStatic(type, name, at: offset) { return v }
        // `header.map(Text.init)`, `strings.compactMap(URL.init)`: a library type's initializer
        // as a function of one argument (a user type's is ``userMember(_:_:_:at:)``'s).
        if name == "init" || name.hasPrefix("init("), types[type] == nil, Interpreter.typeNames.contains(type) {
            return initializerFunction(type, name, at: offset)
        }
        let symbol = Value.symbol(name, arguments: nil, at: offset)
        // `Font.Weight.bold`, `ColorScheme.dark`, `ColorScheme.allCases`: the implicit members.
        if types[type] == nil, Interpreter.implicitMemberTypes.contains(type + "." + name) {
            return .type(type + "." + name)
        }
        if types[type] == nil, Interpreter.implicitMemberTypes.contains(type) {
            if name == "allCases", let cases = Interpreter.libraryAllCases[type] {
                return .array(cases.map { .symbol($0, arguments: nil, at: offset) })
            }
            // `Material.thin` is the style `.thinMaterial` names.
            // (`Material.ultraThinMaterial`, ShapeStyle's name through the type, is that style too.)
            if type == "Material", name != "bar", !name.hasSuffix("Material") {
                return .symbol(name + "Material", arguments: nil, at: offset)
            }
            return symbol
        }
        if type == "LocalizedStringResource" || type == "LocalizedStringKey", let text = catalogSymbolString(name) {
            return .string(text)
        }
        switch type {
        case "Color", "ShapeStyle": return .color(try color(symbol, at: offset))
        case "Font": return .font(try font(symbol, at: offset))
        case "HorizontalAlignment": return .horizontal(try horizontal(symbol, at: offset))
        case "VerticalAlignment": return .vertical(try vertical(symbol, at: offset))
        case "Alignment": return .alignment(try alignment(symbol, at: offset))
        case "UnitPoint": return .unitPoint(try unitPoint(symbol, at: offset))
        case "Axis": return .axis(try axis(symbol, at: offset))
        case "Edge": if name == "Set" { return .type("Edge.Set") }
        case "Edge.Set": return .edges(try edges(symbol, at: offset))
        case "CGFloat", "Double", "Float", "Decimal":
            if let constant = Interpreter.floatConstants[name] { return .float(Double(constant)) }
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
        case "CGSize", "CGPoint", "CGRect", "EdgeInsets":
            if name == "zero" {
                switch type {
                case "CGSize": return .size(.zero)
                case "CGPoint": return .point(.zero)
                case "CGRect": return .rect(.zero)
                default: return .insets(EdgeInsets())
                }
            }
        case "ContentUnavailableView":
            // `ContentUnavailableView.search`: the stock view for a search without results.
            if name == "search" { return .view(ContentUnavailableView.search) }
        case "UIColor", "NSColor":
            // `UIColor.systemGreen`, `Color(UIColor.systemFill)`: UIKit's system colours.
            if let c = SystemColors.named(name) { return .color(c) }
        case "UIScreen":
            if name == "main" { return .opaque("UIScreen.main") }
        case "UIDevice":
            if name == "current" { return .opaque("UIDevice.current") }
        case "UIAccessibility":
            // The accessibility settings a device starts with (Settings > Accessibility): all
            // off, as the environment's `accessibilityShowButtonShapes` and the rest are, but
            // video autoplay, which is on (Habitica's `underline(UIAccessibility.buttonShapesEnabled)`).
            if name == "isVideoAutoplayEnabled" { return .bool(true) }
            if Interpreter.uiAccessibilitySettings.contains(name) { return .bool(false) }
        case "DispatchQueue":
            // `DispatchQueue.main.async { ... }`: work for later, run only inside an action
            // (as `Task { }` is; AppearActions.swift); the queue only passes calls on.
            if name == "main" { return .opaque("DispatchQueue.main") }
        case "RunLoop":
            // `RunLoop.main` as a Combine scheduler (`debounce(for:scheduler:)`): passed on.
            if name == "main" || name == "current" { return .opaque("RunLoop." + name) }
        case "UIFontMetrics":
            if name == "default" { return .opaque("UIFontMetrics.default") }
        // `NotificationCenter.default.publisher(for:)`, `.post(name:object:)`: notifications,
        // none of which is posted before a still picture is drawn.
        case "NotificationCenter":
            if name == "default" { return .opaque("NotificationCenter.default") }
        case "UIApplication":
            // Its notifications' names; `UIApplication.shared`, whose windows are the device's
            // and whose other state stays a stub, as what it answers depends on a running app.
            if name.hasSuffix("Notification") { return .opaque("UIApplication." + name) }
            if name == "shared" { return .opaque("UIApplication.shared") }
        case "ProposedViewSize":
            return .proposal(try proposal(symbol, at: offset))
        case "ViewSpacing":
            if name == "zero" { return .spacing(.zero) }
        default:
            break
        }
        if let user = types[type], let v = try userMember(user, name, nil, at: offset) { return v }
        if let v = factoryContainer(type, name) { return v }
        if let v = try extensionStatic(type, name, at: offset) { return v }
        // `ImageResource.xmark`, `ColorResource.brand`: Xcode's generated asset symbols, spelled
        // with their type; the same value as the implicit member `Image(.xmark)` reads.
        if (type == "ImageResource" && resources.imageName(resource: name) != nil)
            || (type == "ColorResource" && resources.color(resource: name) != nil)
        {
            return .symbol(name, arguments: nil, at: offset)
        }
        if types[type] == nil && builtinExtensions[type] == nil && !Interpreter.typeNames.contains(type) {
            return .stub(type + "." + name)
        }
        // `Image.repostSymbol`: a static a generator writes for each image of the app's catalogs
        // (SwiftGen's xcassets templates, Nos's own stencil; Xcode's asset symbols), named as
        // Xcode names its `ImageResource`s (`repost-symbol` is `repostSymbol`).
        if type == "Image" || type == "UIImage", types[type] == nil, let asset = resources.imageName(resource: name) {
            return .image(assetImage(asset, at: offset))
        }
        if type == "Text" || type == "Image" || type == "String" || type == "Int" || type == "Date" || type == "Set"
            || type == "URL" || type == "Locale" || type == "Calendar"
        {
            return .stub(type + "." + name)
        }
        // A library type's member Plumb does not know (`UserDefaults.standard` where the app
        // extends `UserDefaults`): a stub, as for a type Plumb does not know at all. A user
        // type's missing member is an error: the files declare the type.
        if types[type] == nil {
            warn("'\(type).\(name)' is not a member Plumb knows: using a stub", at: offset, kind: .stub)
            return .stub(type + "." + name)
        }
        // `ABI.AppConstants.self` where `extension ABI { typealias AppConstants =
        // OpenAPIAppConstants }`: the type the alias names (a stub of it where no file
        // declares it).
        if let aliased = aliasedType(type + "." + name) {
            if types[aliased] != nil || Interpreter.typeNames.contains(aliased) { return .type(aliased) }
            return .stub(aliased)
        }
        // A static member the files do not declare, of a type they do (a package's extension,
        // or a package's top-level type that a nested type's short name hides; see
        // ``staticCall``): a stub.
        warn("'\(type).\(name)' is not a member Plumb knows: using a stub", at: offset, kind: .stub)
        return .stub(type + "." + name)
    }

    /// Whether an enum case's associated values take `arguments`: as many, and each label the
    /// case's (or none).
    static func caseTakes(_ c: EnumCaseDecl, _ arguments: Arguments) -> Bool {
        caseSlots(c, arguments) != nil
    }

    /// The argument each of a case's associated values takes, in order (nil where one with a
    /// default is left out: `case correspondent(Correspondent, bimi: Bimi? = nil, user: User)`
    /// called `.correspondent(c, user: u)`); nil when the arguments do not fit the case.
    static func caseSlots(_ c: EnumCaseDecl, _ arguments: Arguments) -> [Arguments.Entry?]? {
        let declared = c.associatedValues ?? []
        var given = arguments.entries[...]
        var slots: [Arguments.Entry?] = []
        for p in declared {
            if let a = given.first, a.label == nil || a.label == p.label {
                slots.append(a)
                given.removeFirst()
            } else if p.defaultValue != nil {
                slots.append(nil)
            } else {
                return nil
            }
        }
        return given.isEmpty ? slots : nil
    }

    /// `Type.name` (or `.name` where a `Type` is expected) for a user type: an enum case
    /// (called with `arguments`), a static property or a static function's result; `nil`
    /// when the type has no such member.
    func userMember(_ type: TypeDecl, _ name: String, _ arguments: Arguments?, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        // A case, unless a static function of its name takes the arguments and the case does not
        // (`static func model(title:icon:action:) -> Self { .model(.init(...)) }` beside `case
        // model(Model)`).
        if let c = type.cases.first(where: { $0.name == name }),
            arguments.map({ args in
                Interpreter.caseTakes(c, args)
                    || !type.functions.contains { $0.name == name && $0.isStatic && accepts($0, args) }
            }) ?? true
        {
            var values: [(label: String?, value: Value)] = []
            if let arguments, let declared = c.associatedValues, let slots = Interpreter.caseSlots(c, arguments),
                slots.contains(where: { $0 == nil })
            {
                // A value left out takes its default, so a pattern of every value matches.
                for (p, e) in zip(declared, slots) {
                    let value: Value
                    if let e {
                        value = try bindingValue(e.value, type: qualified(p.type, in: type))
                    } else {
                        value = try typedValue(p.defaultValue!, in: globals, type: p.type)
                    }
                    values.append((e?.label ?? p.label, value))
                }
            } else if let arguments {
                for (i, e) in arguments.entries.enumerated() {
                    let declared = c.associatedValues?[safe: i]
                    // `.model(.init(title: ...))`: the value as the case declares it (`Model`).
                    let value =
                        try declared.map { p throws(Diagnostic) in
                            try bindingValue(e.value, type: qualified(p.type, in: type))
                        } ?? e.value
                    values.append((e.label ?? declared?.label, value))
                }
            }
            return .enumCase(EnumValue(type: type, name: name, values: values))
        }
        if let p = type.properties.first(where: { $0.name == name && $0.isStatic }) {
            let key = staticKey(type, name)
            let shown = type.name + "." + name
            if arguments == nil, let cached = statics[key] { return cached }
            // (`Self` is the type's key: `Self.File` in `Credential.Mock` is `Credential.Mock.File`.)
            let selfKey = typeKey(of: type)
            let scope = Scope(parent: globals, selfValue: .type(selfKey))
            // A stored static read again while its own initializer runs (Kiwix's preview
            // `zimFile`, whose initializer reads `downloadTask`, whose initializer reads
            // `zimFile`): Swift's lazy global initialization is not re-entrant, and the app
            // stops there too, so this is a trap, said at once rather than at the depth limit.
            let isStored = p.value != nil && p.body == nil
            if isStored {
                guard initializingStatics.insert(key).inserted else {
                    throw error(
                        "'\(shown)' is read while its own initializer runs (statics that read each other); Swift traps here",
                        at: offset, kind: .trap)
                }
            }
            defer { if isStored { initializingStatics.remove(key) } }
            // One level deeper: a static defined in terms of itself (`static let a = a + 1`, or
            // computed statics that read each other) ends at the depth limit, not in a stack
            // overflow.
            var value: Value
            do {
                value = try nested(at: offset, calling: shown) { () throws(Diagnostic) -> Value in
                    if let v = p.value { return try typedValue(v, in: scope, type: p.type) }
                    if p.body != nil { return try computedProperty(p, of: .type(type.name), at: offset) }
                    return stub(for: p.type, named: shown)
                }
            } catch let failure {
                // A stored static Plumb cannot compute (`static let arrivals: [Arrival] =
                // decodedValue(for: loadJSON(named: "arrivals"))`, whose guard ends in
                // `fatalError`) is a stub of its declared type, as an instance's default is: a
                // preview of mock data shows the view with stand-in data, not one placeholder.
                guard p.value != nil, p.type != nil, failure.kind != .limit, failure.kind != .trap
                else { throw failure }
                warn("'\(shown)' is a stub: \(failure.message)", at: failure.location.offset, kind: .stub)
                value = stub(for: p.type, named: shown)
            }
            // `extension Image { static var close: Self { .init("close") } }`: the library
            // type's initializer, as `Self` or the type's name says.
            if case .symbol("init", var args?, let at) = value, builtinExtensions[type.name] != nil {
                value = try callName(type.name, &args, in: scope, at: at)
            } else if case .symbol("init", var args?, let at) = value, type.kind != .protocolType,
                p.type.map({ $0.base == "Self" || $0.base == type.name }) ?? true
            {
                // `static var live: Self { .init(api: .live) }` of a type the files declare.
                value = try construct(type, &args, at: at)
            }
            statics[key] = value
            return value
        }
        if var args = arguments, let f = overload(type.functions.filter { $0.name == name && $0.isStatic }, args) {
            return try callFunction(f, on: .type(type.name), &args, at: offset)
        }
        // `items.sorted(by: TasksQuery.defaultSorting)`: a static function as a value.
        if arguments == nil, let f = type.functions.first(where: { $0.name == name && $0.isStatic }) {
            return .closure(Interpreter.methodReference(f, in: Scope(parent: globals, selfValue: .type(type.name))))
        }
        if name == "allCases" && arguments == nil {
            return .array(type.cases.map { .enumCase(EnumValue(type: type, name: $0.name, values: [])) })
        }
        if name == "init", var args = arguments {
            return try construct(type, &args, at: offset)
        }
        // `events.compactMap(ClendarEvent.init)`: the initializer as a function, taking as many
        // arguments as its one-parameter form (or its first) does.
        if name == "init" || name.hasPrefix("init("), arguments == nil, type.kind != .protocolType {
            // `Row.init(title:)`: the initializer of those labels.
            let labels = Interpreter.referenceLabels(name)
            let named = labels.isEmpty ? nil : type.initializers.first { $0.parameters.map(\.label) == labels }
            let f = named ?? type.initializers.first { $0.parameters.count == 1 } ?? type.initializers.first
            // Without one, the memberwise initializer (`enumerated().map(OffsetIdentified.init)`
            // gives each (offset, element) pair to `init(offset:element:)`).
            let parameters =
                f?.parameters
                ?? requiredProperties(type).map { p in
                    FunctionDecl.Parameter(label: p.name, name: p.name, type: p.type ?? TypeName(text: "Any"))
                }
            let names = parameters.indices.map { "$init\($0)" }
            let args = zip(parameters, names).map { p, n in
                Argument(label: p.label, value: .identifier(n, at: offset), offset: offset)
            }
            let body: [Stmt] = [
                .returnValue(.call(.identifier(typeKey(of: type), at: offset), args, at: offset), at: offset)
            ]
            return .closure(
                ClosureValue(closure: Closure(parameters: names, body: body, offset: offset), scope: globals))
        }
        // A static a protocol's extension gives its conformers (`extension BarStyle where Self ==
        // WideStyle { static var wide: Self }` read as `WideStyle.wide`).
        for conformance in type.conformances {
            guard let proto = types[conformance], proto.kind == .protocolType, proto.name != type.name,
                let v = try userMember(proto, name, arguments, at: offset)
            else { continue }
            return v
        }
        return nil
    }

    /// A user type from a call: an enum from its raw value, else an instance.
    func construct(_ type: TypeDecl, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        if isLayout(type) {
            // `Probe(label: "a") { content }`: the layout's own arguments, then its subviews.
            var content: [AnyView] = []
            var own = args
            if let closure = args.entries.last, closure.label == nil, case .closure = closure.value,
                matchingInitializer(type, args) == nil
            {
                let c = args.takeClosure()!
                content = try builderViews(c.value, at: c.offset)
                // The layout's own initializer (`init(columnCount:spacing:)`) takes the rest.
                own = Arguments(Array(args.entries.dropLast()), at: args.offset)
            }
            try countView(at: offset)
            let instance = Value.instance(try instantiate(type, with: own))
            args.takeAll()
            // Without content it stays a layout value, to be called (`Probe()()`, `Probe() { ... }`)
            // or used as a view with no subviews.
            return content.isEmpty ? instance : .views([layoutView(type, instance, content: content, at: offset)])
        }
        if type.kind == .enumeration {
            if let raw = args.take("rawValue") {
                for c in type.cases {
                    let e = EnumValue(type: type, name: c.name, values: [])
                    if try equal(try rawValue(of: e, at: offset), raw.value) { return .enumCase(e) }
                }
                return .none
            }
            if let f = matchingInitializer(type, args) {
                let scope = Scope(parent: globals, selfValue: .type(type.name))
                let local = Scope(parent: scope)
                try bindParameters(f, &args, into: local, at: offset)
                _ = try nested(at: offset) { () throws(Diagnostic) in try run(f.body ?? [], in: local, tail: false) }
                // `self = .case` in the init: that case; else the init failed (`init?`).
                if let value = local.lookup("self"), case .enumCase = value { return value }
                return .none
            }
            return .stub(type.name)
        }
        try countView(at: offset)
        let instance = try instantiate(type, with: args)
        return instance.failedInitialization ? .none : .instance(instance)
    }

    /// An enum case's raw value: the written one, else its name (a `String` enum) or its
    /// index counting up from the last written integer (an `Int` enum).
    func rawValue(of e: EnumValue, at offset: Int) throws(Diagnostic) -> Value {
        var next = 0
        for c in e.type.cases {
            var value: Value = e.type.conformances.first == "Int" ? .int(next) : .string(c.name)
            if let raw = c.rawValue {
                value = try evaluate(raw, in: globals)
            }
            if case .number(_, let i?) = value { next = i + 1 }
            if c.name == e.name { return value }
        }
        return .string(e.name)
    }

    /// A static member that an extension adds to a built-in type (`extension Color { static let brand = ... }`).
    func extensionStatic(_ type: String, _ name: String, at offset: Int) throws(Diagnostic) -> Value? {
        guard let ext = builtinExtensions[type] else { return nil }
        // `.DS.Background.accent` for a `Color`: a path through types nested in the extension.
        if let dot = name.firstIndex(of: "."), let nested = ext.nestedTypes.first(where: { $0.name == name[..<dot] }) {
            var v = Value.type(typeKey(of: nested))
            for part in name[name.index(after: dot)...].split(separator: ".") {
                v = try member(String(part), of: v, at: offset)
            }
            return v
        }
        return try userMember(ext, name, nil, at: offset)
    }

    /// Whether a present value's own type (a user type, or a library type an extension of
    /// the files adds to) declares a property, or with `function` a method, named `name`.
    func ownsMember(_ name: String, _ base: Value, function: Bool) -> Bool {
        let type: TypeDecl?
        switch base {
        case .none: return false
        case .instance(let i): type = i.type
        default: type = builtinTypeName(of: base).flatMap { builtinExtensions[$0] }
        }
        guard let type else { return false }
        return function
            ? type.functions.contains { $0.name == name } : type.properties.contains { $0.name == name }
    }

    /// An instance property that an extension adds to a built-in type (`extension String { var x ... }`).
    func extensionProperty(_ type: String, _ name: String, of receiver: Value, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        guard let ext = builtinExtensions[type],
            let p = ext.properties.first(where: { $0.name == name && !$0.isStatic })
        else { return nil }
        // A property an extension adds under a library member's name, whose getter reads the
        // library's (`var removingPercentEncoding: String { get throws { guard let r =
        // self.removingPercentEncoding ... } }`): Swift tells the two apart by type. The same
        // getter on the same scalar value again can only be the library's; computing it would
        // never end.
        let key = Interpreter.scalarKey(of: receiver)
        if let key, runningProperties.contains(where: { $0.offset == p.offset && $0.receiver == key }) {
            return nil
        }
        if let key { runningProperties.append((p.offset, key)) }
        defer { if key != nil { runningProperties.removeLast() } }
        return try computedProperty(p, of: receiver, at: offset)
    }

    /// A string, number or truth value as a key for telling receivers apart; `nil` for others.
    static func scalarKey(of value: Value) -> String? {
        switch value {
        case .string(let s): return "s" + s
        case .number(let d, _): return "n\(d)"
        case .bool(let b): return b ? "t" : "f"
        // A stub is the same unknown value each time (v2er's `extension Optional where Wrapped
        // == String { var isEmpty: Bool { self?.isEmpty ?? true } }` on a stub string).
        case .stub(let s): return "u" + s
        default: return nil
        }
    }

    /// The built-in type a value is of, for extensions: `String`, `Color`, `Text`...
    func builtinTypeName(of v: Value) -> String? {
        switch v {
        case .string: return "String"
        case .number(_, let i): return i != nil ? "Int" : "Double"
        case .bool: return "Bool"
        case .color: return "Color"
        case .font: return "Font"
        case .text: return "Text"
        case .image: return "Image"
        // (`extension Shape { func style(withStroke:fill:) }` is a shape's method.)
        case .shape: return "Shape"
        case .array: return "Array"
        case .foundation(let f): return Interpreter.foundationTypeName(of: f)
        default: return nil
        }
    }
}

extension Interpreter {
    /// The argument labels of an initializer named with them (`init(hex:)`: `["hex"]`; `init(_:)`:
    /// `[nil]`); none for `init`.
    static func referenceLabels(_ name: String) -> [String?] {
        guard name.hasPrefix("init("), name.hasSuffix(")") else { return [] }
        return name.dropFirst(5).dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }
}

extension Interpreter {
    /// UIAccessibility's settings, read as off.
    static let uiAccessibilitySettings: Set<String> = [
        "isVoiceOverRunning", "isBoldTextEnabled", "buttonShapesEnabled", "isReduceMotionEnabled",
        "isReduceTransparencyEnabled", "isDarkerSystemColorsEnabled", "isInvertColorsEnabled", "isGrayscaleEnabled",
        "shouldDifferentiateWithoutColor", "isSwitchControlRunning", "isClosedCaptioningEnabled", "isMonoAudioEnabled",
        "isSpeakScreenEnabled", "isSpeakSelectionEnabled", "isGuidedAccessEnabled", "isOnOffSwitchLabelsEnabled",
        "prefersCrossFadeTransitions", "isAssistiveTouchRunning", "isShakeToUndoEnabled",
    ]
}

extension Interpreter {
    /// The key a stored static's value is kept under: its type's declaration, not its name,
    /// since nested types of one name are many (WooCommerce's `Store.Default.firstPageNumber =
    /// Remote.Default.firstPageNumber` read its own initializer when both were `Default`).
    func staticKey(_ type: TypeDecl, _ name: String) -> String {
        "\(type.name).\(name)@\(type.offset)"
    }
}
