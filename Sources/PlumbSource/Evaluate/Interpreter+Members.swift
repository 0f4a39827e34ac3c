import Foundation
import PlumbCore

extension Interpreter {
    /// `base.name` (not called).
    func member(_ name: String, of base: Value, at offset: Int) throws(Diagnostic) -> Value {
        touch(base)
        // `model.$title` passes a binding: Plumb reads it as the value.
        if name.hasPrefix("$") { return try member(String(name.dropFirst()), of: base, at: offset) }
        if let v = layoutMember(name, of: base, at: offset) { return v }
        if let v = stringIndexMember(name, of: base) { return v }
        if let f = viewExtensionProperties[name], base.isViewLike {
            var none = Arguments.none(at: offset)
            return try callFunction(f, on: .views([try view(base, at: offset)]), &none, at: offset)
        }
        // A property an extension of Optional adds (`title.isNilOrEmpty`), present or nil,
        // unless the present value's own type has one of that name (Swift picks `String`'s
        // `nilIfEmpty` for a `String`, inside `Optional<String>`'s `nilIfEmpty` too).
        if !base.isViewLike, !ownsMember(name, base, function: false),
            let v = try extensionProperty("Optional", name, of: base, at: offset)
        {
            return v
        }
        switch base {
        case .type(let typeName):
            return try staticMember(typeName, name, at: offset)
        case .instance(let instance):
            if let v = instance.properties[name] { return v }
            if let p = instance.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if let v = try lazyValue(p, of: instance) { return v }
                return try computedProperty(p, of: base, at: offset)
            }
            if let v = try extensionProperty(instance.type.name, name, of: base, at: offset) { return v }
            // `@dynamicMemberLookup`: `sublet.title` is `sublet[dynamicMember: \.title]`.
            if instance.type.attributes.contains(where: { $0.name == "dynamicMemberLookup" }),
                let lookup = instance.type.subscripts.first(where: { $0.parameters.first?.label == "dynamicMember" })
            {
                var args = Arguments(
                    [.init(label: "dynamicMember", value: .keyPath([name]), offset: offset)], at: offset)
                return try callFunction(lookup, on: base, &args, at: offset)
            }
            if name == "id" { return .opaque("\(instance.type.name).id") }
            // An `ObservableObject`'s publisher (`model.objectWillChange.sink { ... }`), which
            // publishes nothing in a still picture.
            if name == "objectWillChange", instance.type.kind == .classType { return .opaque("publisher") }
        case .enumCase(let e):
            if let p = e.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return try computedProperty(p, of: base, at: offset)
            }
            switch name {
            case "rawValue": return try rawValue(of: e, at: offset)
            case "id", "self": return base
            default: break
            }
            if let i = e.values.firstIndex(where: { $0.label == name }) { return e.values[i].value }
        case .stub(let text):
            // `L10n.About.rateUs`: SwiftGen's accessor of a key the app's strings have.
            if let v = try generatedString(text + "." + name, arguments: nil) { return v }
            // `details.localizedUppercase` of a stub: the stub as shown, uppercased, so it still
            // reads as the data (`DETAILS`), not as the member's name.
            if let cased = Interpreter.casedStub(text, name) { return cased }
            return .stub(text + "." + name)
        case .tuple(let elements):
            if let e = elements.first(where: { $0.label == name }) { return e.value }
        case .foundation(let f):
            if let v = try foundationMember(name, of: f, at: offset) { return v }
        case .proxy(let proxy):
            switch name {
            case "size": return .size(proxy.size)
            case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
            default: break
            }
        case .size(let s):
            switch name {
            case "width": return .float(Double(s.width))
            case "height": return .float(Double(s.height))
            default: break
            }
        case .point(let p):
            switch name {
            case "x": return .float(Double(p.x))
            case "y": return .float(Double(p.y))
            default: break
            }
        case .unitPoint(let u):
            switch name {
            case "x": return .float(Double(u.x))
            case "y": return .float(Double(u.y))
            default: break
            }
        case .rect(let r):
            let values: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX,
                "minY": r.minY, "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = values[name] { return .float(Double(v)) }
            if name == "size" { return .size(r.size) }
            if name == "origin" { return .point(r.origin) }
        case .path(let p):
            // `Path`'s properties: `boundingRect`, `currentPoint`, `isEmpty`.
            switch name {
            case "boundingRect": return .rect(p.boundingRect)
            case "currentPoint": return p.currentPoint.map { .point($0) } ?? .none
            case "isEmpty": return .bool(p.isEmpty)
            default: break
            }
        case .insets(let i):
            let values: [String: CGFloat] = [
                "top": i.top, "leading": i.leading, "bottom": i.bottom, "trailing": i.trailing,
            ]
            if let v = values[name] { return .float(Double(v)) }
        case .dimensions(let d):
            switch name {
            case "width": return .float(Double(d.width))
            case "height": return .float(Double(d.height))
            default: break
            }
        case .range(let lo, let hi):
            switch name {
            case "count":
                guard let n = Value.count(lo, hi) else { throw overflow("(\(lo)..<\(hi)).count", at: offset) }
                return .int(n)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(hi)
            default: break
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            default: break
            }
        case .color(let c) where name == "gradient":
            // `Color.orange.gradient`: the colour's standard gradient (an AnyGradient).
            return .style(AnyShapeStyle(c.gradient))
        case .color where name == "cgColor" || name == "ciColor":
            // `uiColor.cgColor`: the same colour, as CoreGraphics holds it (`Color(cgColor:)` and
            // `UIColor(cgColor:)` read it back).
            return base
        case .opaque("UIScreen.main"):
            if name == "bounds" {
                warn(
                    "UIScreen.main.bounds is the canvas here; prefer GeometryReader or containerRelativeFrame",
                    at: offset)
                return .rect(CGRect(origin: .zero, size: canvas))
            }
        case .symbol(let s, nil, let at) where Interpreter.isSymbolVariantChain(s, name):
            return .symbol(s + "." + name, arguments: nil, at: at)
        case .symbol(let s, nil, _) where name == "gradient" && Interpreter.namedColors[s] != nil:
            // `.orange.gradient` in a style position.
            return .style(AnyShapeStyle(Interpreter.namedColors[s]!.gradient))
        case .symbol(let s, _, let at):
            // A case of a type the files do not declare (a package's `AccountLocation.usa`)
            // whose property an extension of the files adds, in one type only: that property.
            let owners = builtinExtensions.values.filter { ext in
                ext.properties.contains { $0.name == name && !$0.isStatic && $0.body != nil }
            }
            // (Where the property cannot be read on that value, it was not one of the type's
            // cases: the stub below, as before.)
            if owners.count == 1, types[owners[0].name] == nil,
                let p = owners[0].properties.first(where: { $0.name == name && !$0.isStatic && $0.body != nil })
            {
                do {
                    return try computedProperty(p, of: base, at: offset)
                } catch let failure {
                    if failure.kind == .limit { throw failure }
                }
            }
            // `.red.opacity` without a call is not a value; `.infinity` members are not either.
            warn("'.\(s)' has no member '\(name)' here: using a stub", at: at, kind: .stub)
            return .stub("." + s + "." + name)
        default:
            break
        }
        if let v = try collectionMember(name, of: base, at: offset) { return v }
        if case .number(let d, let i) = base, let v = try numberMember(name, d, i, at: offset) { return v }
        if let typeName = builtinTypeName(of: base), let v = try extensionProperty(typeName, name, of: base, at: offset)
        {
            return v
        }
        if case .opaque(let d) = base { return .opaque(d + "." + name) }
        // A TCA store is its state (ComposableArchitecture.swift): `store.state` is the store.
        if name == "state", isStore(base) { return base }
        warn("\(base.kind) has no member '\(name)' Plumb knows: using a stub", at: offset, kind: .stub)
        return .stub(name)
    }

    /// `Type.name`: colours, fonts, alignments, constants.
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
        let symbol = Value.symbol(name, arguments: nil, at: offset)
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
        case "Int":
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
        case "DispatchQueue":
            // `DispatchQueue.main.async { ... }`: work for later, run only inside an action
            // (as `Task { }` is; AppearActions.swift); the queue only passes calls on.
            if name == "main" { return .opaque("DispatchQueue.main") }
        case "UIFontMetrics":
            if name == "default" { return .opaque("UIFontMetrics.default") }
        // `NotificationCenter.default.publisher(for:)`, `.post(name:object:)`: notifications,
        // none of which is posted before a still picture is drawn.
        case "NotificationCenter":
            if name == "default" { return .opaque("NotificationCenter.default") }
        case "UIApplication":
            // Its notifications' names; `UIApplication.shared` and its state stay stubs, as
            // what they answer depends on a running app.
            if name.hasSuffix("Notification") { return .opaque("UIApplication." + name) }
        case "ContentMode", "TextAlignment":
            return symbol
        case "ProposedViewSize":
            return .proposal(try proposal(symbol, at: offset))
        case "ViewSpacing":
            if name == "zero" { return .spacing(.zero) }
        default:
            break
        }
        if let user = types[type], let v = try userMember(user, name, nil, at: offset) { return v }
        if let v = try extensionStatic(type, name, at: offset) { return v }
        if types[type] == nil && builtinExtensions[type] == nil && !Interpreter.typeNames.contains(type) {
            return .stub(type + "." + name)
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
        throw error("type '\(type)' has no member '\(name)'", at: offset)
    }

    /// Whether an enum case's associated values take `arguments`: as many, and each label the
    /// case's (or none).
    static func caseTakes(_ c: EnumCaseDecl, _ arguments: Arguments) -> Bool {
        let declared = c.associatedValues ?? []
        guard declared.count == arguments.entries.count else { return false }
        return zip(declared, arguments.entries).allSatisfy { p, a in a.label == nil || a.label == p.label }
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
            if let arguments {
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
            let key = type.name + "." + name
            if arguments == nil, let cached = statics[key] { return cached }
            let scope = Scope(parent: globals, selfValue: .type(type.name))
            // One level deeper: a static defined in terms of itself (`static let a = a + 1`,
            // or statics that read each other) ends at the depth limit, not in a stack overflow.
            var value: Value
            do {
                value = try nested(at: offset, calling: key) { () throws(Diagnostic) -> Value in
                    if let v = p.value { return try typedValue(v, in: scope, type: p.type) }
                    if p.body != nil { return try computedProperty(p, of: .type(type.name), at: offset) }
                    return stub(for: p.type, named: key)
                }
            } catch let failure {
                // A stored static Plumb cannot compute (`static let arrivals: [Arrival] =
                // decodedValue(for: loadJSON(named: "arrivals"))`, whose guard ends in
                // `fatalError`) is a stub of its declared type, as an instance's default is: a
                // preview of mock data shows the view with stand-in data, not one placeholder.
                guard p.value != nil, p.type != nil, failure.kind != .limit, failure.kind != .trap
                else { throw failure }
                warn("'\(key)' is a stub: \(failure.message)", at: failure.location.offset, kind: .stub)
                value = stub(for: p.type, named: key)
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
        if name == "init", arguments == nil, type.kind != .protocolType {
            let f = type.initializers.first { $0.parameters.count == 1 } ?? type.initializers.first
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
            if let closure = args.entries.last, closure.label == nil, case .closure = closure.value,
                matchingInitializer(type, args) == nil
            {
                let c = args.takeClosure()!
                content = try builderViews(c.value, at: c.offset)
            }
            try countView(at: offset)
            let instance = Value.instance(try instantiate(type, with: args))
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
        case .array: return "Array"
        case .foundation(let f): return Interpreter.foundationTypeName(of: f)
        default: return nil
        }
    }

    /// `Type.name(...)`: `Font.system(size:)`, `Font.custom(_:size:)`.
    func staticCall(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value
    {
        switch (type, name) {
        case ("Font", "system"), ("Font", "custom"):
            return .font(try fontFunction(name, &args, at: offset))
        // `DispatchQueue.global(qos:)`, `Timer.scheduledTimer(...) { ... }`: queues and timers
        // whose work comes after the first frame; `Timer.publish(every:on:in:)` a publisher.
        case ("DispatchQueue", _), ("Timer", "scheduledTimer"):
            args.takeAll()
            return .opaque(type + "." + name)
        case ("Timer", "publish"):
            args.takeAll()
            return .opaque("publisher")
        // `try await Task.sleep(for: .seconds(0.35))` before an animation starts: the picture is
        // the state after the wait (no clock runs), so the wait is over at once.
        case ("Task", "sleep"), ("Task", "yield"):
            args.takeAll()
            return .void
        // `let _ = Self._printChanges()`: SwiftUI's debugging aid, a line on the console
        // about why the body ran; nothing to draw.
        case (_, "_printChanges"), (_, "_logChanges"):
            args.takeAll()
            return .void
        // A Core Data class's entity description (`FetchRequest<CKey>(entity: CKey.entity(),
        // ...)`), inherited from NSManagedObject: a value only the fetch it names reads.
        case (_, "entity") where types[type]?.conformances.first == "NSManagedObject":
            args.takeAll()
            return .opaque(type + ".entity()")
        default:
            break
        }
        // `Color.init("B3_A")`, `Model.init(id:)`: a call of the type itself, whose
        // initializers (written, an extension's, the library's) `callName` chooses among.
        // (The type's call checks its own arguments: `Stat.init(count: 3)` of a memberwise
        // initializer leaves none for the member call to find extra.)
        if name == "init" {
            let value = try callName(type, &args, in: globals, at: offset)
            args.takeAll()
            return value
        }
        if let user = types[type] ?? builtinExtensions[type] {
            if let f = overload(user.functions.filter { $0.name == name && $0.isStatic }, args) {
                return try callFunction(f, on: .type(type), &args, at: offset)
            }
            if let v = try userMember(user, name, args, at: offset) {
                args.takeAll()
                return v
            }
        }
        if let make = Interpreter.valueConstructors[type + "." + name] { return try make(self, &args, offset) }
        if let v = try foundationStaticCall(type, name, &args, at: offset) { return v }
        // `Color.init(...)`-style and unknown statics: what the implicit member would be.
        let symbol = Value.symbol(name, arguments: args, at: offset)
        args.takeAll()
        switch type {
        case "Color", "ShapeStyle": return .color(try color(symbol, at: offset))
        case "Font": return .font(try font(symbol, at: offset))
        default:
            if types[type] == nil { return .stub(type + "." + name + "(...)") }
            throw error("type '\(type)' has no function '\(name)'", at: offset)
        }
    }

    /// `base[arguments]`: view dimensions by guide, array elements.
    func subscriptValue(_ base: Value, _ args: Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        // `value[keyPath: path]`: the member the key path names (`\.title`, `\.data.title`).
        if args.entries.count == 1, args.entries[0].label == "keyPath", case .keyPath(let path) = args.entries[0].value
        {
            var value = base
            for name in path where name != "self" { value = try member(name, of: value, at: offset) }
            return value
        }
        // A user type's subscript: the one whose labels the arguments have (`self[row: 1,
        // col: 2]`, `self[item]`), with as many arguments as it takes.
        if case .instance(let instance) = base, !instance.type.subscripts.isEmpty {
            let labels = args.entries.map(\.label)
            let f =
                instance.type.subscripts.first(where: { $0.parameters.map(\.label) == labels })
                ?? instance.type.subscripts[0]
            var a = args
            return try callFunction(f, on: base, &a, at: offset)
        }
        // A subscript an extension adds to a library type (`extension String { subscript
        // (offset: Int) -> Character }`, `extension Array { subscript(safe i: Int) }`): the one
        // with the arguments' labels, of the kind given (a range for `CountableRange<Int>`, a
        // number for `Int`).
        if let typeName = builtinTypeName(of: base), let ext = builtinExtensions[typeName], !ext.subscripts.isEmpty {
            let isNative: Bool = if case .array = base { args.entries.allSatisfy { $0.label == nil } } else { false }
            let fitting =
                isNative ? [] : ext.subscripts.filter { $0.parameters.map(\.label) == args.entries.map(\.label) }
            func fits(_ f: FunctionDecl) -> Bool {
                zip(f.parameters, args.entries).allSatisfy { p, e in
                    switch e.value {
                    case .range: return p.type.text.contains("Range")
                    case .number: return !p.type.text.contains("Range")
                    // String's own indices and ranges of them are the library's subscripts.
                    case .foundation: return false
                    default: return true
                    }
                }
            }
            if let f = fitting.first(where: fits) {
                var a = args
                return try callFunction(f, on: base, &a, at: offset)
            }
        }
        guard let entry = args.entries.first, args.entries.count == 1 || args.entries.last?.label == "default" else {
            throw error("expected one subscript argument", at: offset)
        }
        if let v = try stringIndexSubscript(base, entry.value, at: entry.offset) { return v }
        switch base {
        case .proxy(let proxy):
            // `proxy[anchor]`: an anchor (kept in canvas coordinates) in the proxy's frame.
            let origin = proxy.frame(in: .global).origin
            switch entry.value {
            case .rect(let r): return .rect(r.offsetBy(dx: -origin.x, dy: -origin.y))
            case .point(let p): return .point(CGPoint(x: p.x - origin.x, y: p.y - origin.y))
            default: throw error("expected an anchor, found \(entry.value.kind)", at: entry.offset)
            }
        case .dimensions(let d):
            let explicit = entry.label == "explicit"
            guard entry.label == nil || explicit else {
                throw error("unknown subscript label '\(entry.label!)'", at: entry.offset)
            }
            let value: CGFloat?
            switch try guide(entry.value, in: scope, at: entry.offset) {
            case .horizontal(let h): value = explicit ? d[explicit: h] : d[h]
            case .vertical(let v): value = explicit ? d[explicit: v] : d[v]
            }
            return value.map { .float(Double($0)) } ?? .none
        case .array(let items):
            if case .range(let lo, let hi) = entry.value {
                guard lo >= 0, hi <= items.count else {
                    throw error("range \(lo)..<\(hi) is out of bounds (0..<\(items.count))", at: entry.offset)
                }
                return .array(Array(items[lo..<hi]))
            }
            let i = try int(entry.value, at: entry.offset)
            guard items.indices.contains(i) else {
                throw error("index \(i) is out of range (0..<\(items.count))", at: entry.offset)
            }
            return items[i]
        case .dictionary(let pairs):
            for pair in pairs where try equal(pair.key, entry.value) { return pair.value }
            if let fallback = args.entries.first(where: { $0.label == "default" }) { return fallback.value }
            return .none
        case .stub(let text):
            return .stub(text + "[...]")
        case .string(let text):
            // `text[range]` with a range Plumb could not compute (`text.range(of: "@")`): a stub
            // of the string, which reads as the string.
            if case .stub = entry.value { return .stub(text) }
            throw error("cannot subscript \(base.kind)", at: offset)
        case .subviews(let s):
            let i = try int(entry.value, at: entry.offset)
            guard s.indices.contains(i) else {
                throw error("subview \(i) is out of range (0..<\(s.count))", at: entry.offset)
            }
            return .subview(s[i])
        default:
            throw error("cannot subscript \(base.kind)", at: offset)
        }
    }

    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// An alignment guide: `.leading`, `.top`, `HorizontalAlignment.center`; `.center` means
    /// the axis of the guide being computed.
    func guide(_ v: Value, in scope: Scope, at offset: Int) throws(Diagnostic) -> Guide {
        switch v {
        case .horizontal(let h): return .horizontal(h)
        case .vertical(let a): return .vertical(a)
        case .symbol("center", nil, _):
            if case .axis(.vertical)? = scope.lookup("guide axis") { return .vertical(.center) }
            return .horizontal(.center)
        case .symbol(let name, nil, let at):
            if ["leading", "trailing"].contains(name) { return .horizontal(try horizontal(v, at: at)) }
            return .vertical(try vertical(v, at: at))
        default:
            throw error("expected an alignment guide, found \(v.kind)", at: offset)
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
