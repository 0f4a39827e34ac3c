import Foundation
import PlumbCore

extension Interpreter {
    func evaluate(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Value {
        switch expr {
        case .integer(let v, _): return .int(v)
        case .float(let v, _): return .float(v)
        case .bool(let v, _): return .bool(v)
        case .nilLiteral: return .none
        case .string(let segments, _):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let t): text += t
                case .interpolation(let args):
                    guard let first = args.first else { continue }
                    let value = try evaluate(first.value, in: scope)
                    if args.count > 1 {
                        var rest = try arguments(Array(args.dropFirst()), in: scope, at: first.offset)
                        text += try formatted(value, &rest, at: first.offset)
                    } else {
                        text += try describe(value, at: first.offset)
                    }
                }
            }
            return .string(text)
        case .identifier(let name, let at):
            return try lookup(name, in: scope, at: at)
        case .dollar(let name, let at):
            if let v = scope.lookup("$" + name) { return v }
            // `$state` passes a binding: Plumb reads it as the value.
            return try lookup(name, in: scope, at: at)
        case .implicitMember(let name, let at):
            return .symbol(name, arguments: nil, at: at)
        case .keyPath(let path, _):
            return .keyPath(path)
        case .member(let base, let name, let at):
            if case .identifier(let module, _) = base, Interpreter.moduleNames.contains(module),
                scope.lookup(module) == nil, types[module] == nil
            {
                return try evaluate(.identifier(name, at: at), in: scope)
            }
            if case .identifier(let typeName, _) = base, scope.lookup(typeName) == nil,
                types[typeName + "." + name] != nil
            {
                return .type(typeName + "." + name)
            }
            // `EmptyView.self`: a library view's type, which is not a value until called.
            if name == "self", case .identifier(let typeName, _) = base, scope.lookup(typeName) == nil,
                Interpreter.viewNames.contains(typeName)
            {
                return .type(typeName)
            }
            let value = try evaluate(base, in: scope)
            if case .none = value, Interpreter.chainsOptionally(base) { return .none }
            return try member(name, of: value, at: at)
        case .tupleElement(let base, let index, let at):
            let value = try evaluate(base, in: scope)
            switch value {
            case .tuple(let elements) where elements.indices.contains(index): return elements[index].value
            case .array(let items) where items.indices.contains(index): return items[index]
            case .stub(let text): return .stub("\(text).\(index)")
            default: throw error("\(value.kind) has no element \(index)", at: at)
            }
        case .call(let callee, let args, let at):
            return try call(callee, args, in: scope, at: at)
        case .subscripted(let base, let args, let at):
            let value = try evaluate(base, in: scope)
            // `items[..<i]`, `items[...i]`, `items[i...]`: one-sided ranges of an array.
            if case .array(let items) = value, args.count == 1, args[0].label == nil {
                switch args[0].value {
                case .prefix(let op, let e, let rangeAt) where op == "..<" || op == "...":
                    let end = try int(try evaluate(e, in: scope), at: rangeAt) + (op == "..." ? 1 : 0)
                    return try subscriptValue(
                        value, Arguments([.init(label: nil, value: .range(0, end), offset: rangeAt)], at: at),
                        in: scope, at: at)
                case .postfix("...", let e, let rangeAt):
                    let start = try int(try evaluate(e, in: scope), at: rangeAt)
                    return try subscriptValue(
                        value,
                        Arguments([.init(label: nil, value: .range(start, items.count), offset: rangeAt)], at: at),
                        in: scope, at: at)
                default: break
                }
            }
            return try subscriptValue(value, try arguments(args, in: scope, at: at), in: scope, at: at)
        case .closure(let c):
            return .closure(ClosureValue(closure: c, scope: scope))
        case .binary(let op, let l, let r, let at):
            if op == "&&" || op == "||" {
                let left = try bool(try evaluate(l, in: scope), at: l.offset)
                if op == "&&" && !left { return .bool(false) }
                if op == "||" && left { return .bool(true) }
                return .bool(try bool(try evaluate(r, in: scope), at: r.offset))
            }
            if op == "??" {
                let left = try evaluate(l, in: scope)
                if case .none = left { return try evaluate(r, in: scope) }
                return left
            }
            return try binary(op, try evaluate(l, in: scope), try evaluate(r, in: scope), at: at)
        case .assign(let op, let target, let valueExpr, let at):
            var value = try evaluate(valueExpr, in: scope)
            if op != "=" {
                value = try binary(String(op.dropLast()), try evaluate(target, in: scope), value, at: at)
            }
            try assign(value, to: target, in: scope)
            return .void
        case .prefix(let op, let e, let at):
            let value = try evaluate(e, in: scope)
            switch (op, value) {
            case ("-", .number(let d, let i)):
                if i == Int.min { throw overflow("-(\(Int.min))", at: at) }
                return .number(-d, int: i.map { -$0 })
            case ("+", .number): return value
            case ("!", .bool(let b)): return .bool(!b)
            case ("!", .stub), ("-", .stub): return value
            case ("..<", .number), ("...", .number): return .array([value])
            case ("..<", .foundation(let i as String.Index)), ("...", .foundation(let i as String.Index)):
                return Interpreter.stringIndexRange(op, i, postfix: false)!
            // `...Date()` (a DatePicker's range): a range Plumb keeps as a description.
            case ("..<", .foundation), ("...", .foundation), ("..<", .stub), ("...", .stub):
                return .opaque(op + " range")
            default: throw error("cannot apply '\(op)' to \(value.kind)", at: at)
            }
        case .postfix(let op, let e, _):
            let value = try evaluate(e, in: scope)
            // `text[index...]`: a range of string indices from `index`.
            if case .foundation(let i as String.Index) = value,
                let range = Interpreter.stringIndexRange(op, i, postfix: true)
            {
                return range
            }
            return value
        case .ternary(let c, let a, let b, _):
            return try bool(try evaluate(c, in: scope), at: c.offset)
                ? try evaluate(a, in: scope) : try evaluate(b, in: scope)
        case .array(let elements, _):
            var values: [Value] = []
            for e in elements { values.append(try evaluate(e, in: scope)) }
            return .array(values)
        case .dictionary(let pairs, _):
            var values: [(key: Value, value: Value)] = []
            for pair in pairs {
                values.append((try evaluate(pair.key, in: scope), try evaluate(pair.value, in: scope)))
            }
            return .dictionary(values)
        case .tuple(let elements, _):
            var values: [(label: String?, value: Value)] = []
            for e in elements { values.append((e.label, try evaluate(e.value, in: scope))) }
            return .tuple(values)
        case .forceUnwrap(let e, _), .optionalChain(let e, _), .inoutArgument(let e, _):
            return try evaluate(e, in: scope)
        case .cast(let e, let kind, let type, _):
            let value = try evaluate(e, in: scope)
            if kind == "as?" && !conforms(value, to: type) && !Interpreter.isBuiltinConversion(value, type) {
                return .none
            }
            return try bindingValue(value, type: type)
        case .typeCheck(let e, let type, _):
            return .bool(conforms(try evaluate(e, in: scope), to: type))
        case .type(let type, _):
            return .type(type.text)
        case .statement(let statement, let at):
            switch try execute(statement, in: Scope(parent: scope), tail: true) {
            case .returned(let v): return v
            default: throw error("this \(statement.keyword) produces no value", at: at)
            }
        case .macro(let name, let args, let at):
            return try macro(name, args, in: scope, at: at)
        }
    }

    /// Casts that always succeed between Plumb's values (a number read as another number type).
    static func isBuiltinConversion(_ value: Value, _ type: TypeName) -> Bool {
        switch value {
        case .views, .text, .image, .shape, .color: return ["View", "any View", "AnyView"].contains(type.base)
        case .style(let s) where Interpreter.isGradient(s): return ["View", "any View", "AnyView"].contains(type.base)
        default: return false
        }
    }

    /// `#available` is true; `#file`, `#line`... are their text; `#Preview` inside code is a view.
    func macro(_ name: String, _ args: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch name {
        case "try?":
            // `try? e`: nil where `e` throws (a `throw`, a decode of malformed JSON), as Swift's.
            guard let operand = args.first?.value else { return .none }
            do { return try evaluate(operand, in: scope) } catch let failure {
                guard failure.kind == .thrown else { throw failure }
                return .none
            }
        // SwiftData's `#Predicate<Item> { $0.done }`: the closure it is written as, which
        // queries run on each model (SwiftData.swift).
        case "Predicate", "Expression":
            guard let body = args.last?.value else { return .stub("#" + name) }
            return try evaluate(body, in: scope)
        case "available": return .bool(true)
        case "unavailable": return .bool(false)
        case "file", "fileID", "filePath": return .string(file.name)
        case "function": return .string("body")
        case "line": return .int(file.location(of: offset).line)
        case "column": return .int(file.location(of: offset).column)
        case "colorLiteral":
            var values = try arguments(args, in: scope, at: offset)
            let red = try values.take("red").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let green = try values.take("green").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let blue = try values.take("blue").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let alpha = try values.take("alpha").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 1
            return .color(Color(red: red, green: green, blue: blue, opacity: alpha))
        default:
            warn("the macro '#\(name)' is not expanded: using a stub", at: offset, kind: .stub)
            return .stub("#" + name)
        }
    }

    /// The value a wrapper set in an initializer gives its property: a wrapper Plumb cannot
    /// build (`_rides = FetchRequest<Ride>(fetchRequest: request)`) gives the typical value of
    /// the type the property declares, as the property would without it.
    func wrapped(_ value: Value, of property: PropertyDecl) throws(Diagnostic) -> Value {
        // `_viewModel = .init(wrappedValue: model)`: the wrapper's value is the one it wraps,
        // as the property's type reads it (`.init(wrappedValue: .init(id: id))` makes the
        // property's own type).
        if case .symbol("init", let args?, _) = value,
            let wrappedValue = args.entries.first(where: { $0.label == "wrappedValue" || $0.label == "initialValue" })
        {
            return try bindingValue(wrappedValue.value, type: property.type)
        }
        guard case .stub = value, let type = property.type else { return value }
        return stub(for: type, named: property.name)
    }

    /// Stores a value into a name, a property (`self.x`, `_x` of a wrapper) or an element.
    func assign(_ value: Value, to target: Expr, in scope: Scope) throws(Diagnostic) {
        // An action stores nothing computed from a stub into state (AppearActions.swift).
        if runningActions, storesState(target, in: scope), holdsStub(value, depth: 3) {
            touch(value)
            return
        }
        switch target {
        case .identifier("_", _):
            return
        case .identifier(let name, let at):
            if scope.assign(name, value) { return }
            if let instance = scope.instance {
                if try runSetter(name, of: .instance(instance), in: instance.type, to: value, at: at) { return }
                if name.hasPrefix("_"), let property = instance.type.properties.first(where: { "_" + $0.name == name })
                {
                    store(into: instance, property.name, try wrapped(value, of: property))
                    return
                }
                store(into: instance, name, try typed(value, asProperty: name, of: instance))
                return
            }
            if globals.assign(name, value) { return }
        case .member(.identifier("self", _), let name, let at):
            if let instance = scope.instance {
                if try runSetter(name, of: .instance(instance), in: instance.type, to: value, at: at) { return }
                if name.hasPrefix("_") {
                    // `self._count = State(initialValue: 3)`: the wrapper's value (State(...) reads as it).
                    let property = instance.type.properties.first { "_" + $0.name == name }
                    store(
                        into: instance, String(name.dropFirst()),
                        try property.map { p throws(Diagnostic) in try wrapped(value, of: p) } ?? value)
                } else {
                    store(into: instance, name, try typed(value, asProperty: name, of: instance))
                }
            }
        case .member(let base, let name, let at):
            switch try evaluate(base, in: scope) {
            case .instance(let instance):
                if try runSetter(name, of: .instance(instance), in: instance.type, to: value, at: at) { return }
                store(into: instance, name, try typed(value, asProperty: name, of: instance))
            case .foundation(let f):
                // An extension's computed property (`defaults.alarmHigh = 200`) runs its setter.
                let typeName = Interpreter.foundationTypeName(of: f)
                if try runSetter(name, of: .foundation(f), in: builtinExtensions[typeName], to: value, at: at) {
                    return
                }
                // A formatter's property is set on the object; a value type's is stored back.
                if let changed = try setFoundationProperty(name, of: f, to: value, at: at) {
                    try assign(changed, to: base, in: scope)
                }
            case .type(let typeName):
                // `Self.hexColorCache[hex] = color`, `Settings.shared = s`: a stored static of a type
                // the files declare or extend, kept where reading it looks.
                guard let decl = types[typeName] ?? builtinExtensions[typeName],
                    decl.properties.contains(where: { $0.name == name && $0.isStatic && $0.body == nil })
                else { break }
                statics[decl.name + "." + name] = value
            default: break
            }
        case .subscripted(let base, let args, let at) where args.count == 1 && args[0].label == "keyPath":
            // `copy[keyPath: keyPath] = newValue`: the property the key path names.
            guard case .keyPath(let path) = try evaluate(args[0].value, in: scope), !path.isEmpty else {
                throw error("expected a key path", at: args[0].offset)
            }
            try assign(value, to: path.reduce(base) { e, name in .member(e, name, at: at) }, in: scope)
        case .subscripted(let base, let args, let at):
            let container = try evaluate(base, in: scope)
            // `cache[key] = value`: the pair replaced, added at the end, or (nil) removed.
            if case .dictionary(var pairs) = container, args.count == 1 {
                let key = try evaluate(args[0].value, in: scope)
                var found: Int?
                for (i, pair) in pairs.enumerated() where try equal(pair.key, key) {
                    found = i
                    break
                }
                switch (found, value) {
                case (let i?, .none): pairs.remove(at: i)
                case (let i?, _): pairs[i].value = value
                case (nil, .none): return
                case (nil, _): pairs.append((key, value))
                }
                try assign(.dictionary(pairs), to: base, in: scope)
                return
            }
            guard case .array(var items) = container, let index = args.first else { return }
            let i = try int(try evaluate(index.value, in: scope), at: at)
            guard items.indices.contains(i) else {
                throw error("index \(i) is out of range (0..<\(items.count))", at: at)
            }
            items[i] = value
            try assign(.array(items), to: base, in: scope)
        case .tuple(let elements, let at):
            let values = try tupleElements(value, count: elements.count, at: at)
            for (e, v) in zip(elements, values) { try assign(v, to: e.value, in: scope) }
        default:
            break
        }
    }

    /// Whether assigning to `target` stores into a view's or a model's property rather than
    /// a local name (an element or a tuple is checked as its own target is).
    private func storesState(_ target: Expr, in scope: Scope) -> Bool {
        switch target {
        case .identifier(let name, _): return name != "_" && scope.lookup(name) == nil
        case .member: return true
        default: return false
        }
    }

    /// `value` as the stored property `name` declares it (`width = 50` into a `CGFloat` is
    /// 50.0; `.dark` into a `Mode` is its case), as Swift converts what is assigned.
    func typed(_ value: Value, asProperty name: String, of instance: Instance) throws(Diagnostic) -> Value {
        guard let p = instance.type.properties.first(where: { $0.name == name && !$0.isStatic && $0.body == nil }),
            let type = p.type ?? p.value.flatMap(Interpreter.constructedType)
        else { return value }
        return try bindingValue(value, type: p.type == nil ? type : qualified(p, in: instance.type).type ?? type)
    }

    /// The type an initial value constructs, as Swift infers a property's type from it:
    /// `[Recipe]()` is `[Recipe]`, `Recipe(name: "")` is `Recipe`; nil for other expressions.
    static func constructedType(_ e: Expr) -> TypeName? {
        guard case .call(let callee, _, _) = e else { return nil }
        switch callee {
        case .identifier(let name, _) where name.first?.isUppercase == true: return TypeName(text: name)
        case .type(let type, _): return type
        case .array(let elements, _) where elements.count == 1:
            if case .identifier(let name, _) = elements[0], name.first?.isUppercase == true {
                return TypeName(text: "[\(name)]")
            }
            return nil
        default: return nil
        }
    }

    /// Runs the setter of `type`'s computed property `name` with `self` the receiver and the
    /// new value bound; false when the property has no setter (a stored property is set by
    /// the caller). A reference receiver (a class instance, `UserDefaults`) keeps what the
    /// setter does; a struct's `self` is the same instance here, as a `mutating` setter's.
    func runSetter(_ name: String, of receiver: Value, in type: TypeDecl?, to value: Value, at offset: Int)
        throws(Diagnostic) -> Bool
    {
        guard let property = type?.properties.first(where: { $0.name == name && !$0.isStatic }),
            let setter = property.setter
        else { return false }
        let local = Scope(parent: Scope(parent: globals, selfValue: receiver))
        local.bind(setter.parameter, try bindingValue(value, type: property.type))
        _ = try nested(at: offset, calling: name) { () throws(Diagnostic) in
            try run(setter.body, in: local, tail: false)
        }
        return true
    }

    /// The text `\(value)` shows in a string.
    func describe(_ value: Value, at offset: Int) throws(Diagnostic) -> String {
        switch value {
        case .number(let d, let i):
            if let i { return String(i) }
            return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : String(d)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .symbol(let name, _, _): return name
        case .axis(let a): return a.description
        case .opaque(let d): return d
        case .foundation(let f): return Interpreter.foundationDescription(f)
        case .instance(let i):
            return i.type.name + "("
                + i.type.properties.compactMap { p in
                    guard let v = i.properties[p.name], let text = try? describe(v, at: offset) else { return nil }
                    return "\(p.name): \(text)"
                }.joined(separator: ", ") + ")"
        case .enumCase(let e):
            if e.values.isEmpty { return e.name }
            let values = e.values.map {
                ($0.label.map { $0 + ": " } ?? "") + ((try? describe($0.value, at: offset)) ?? "…")
            }
            return e.name + "(" + values.joined(separator: ", ") + ")"
        // A stub in a string reads as one and is as long as data: its last member.
        case .stub(let text): return Interpreter.shownStub(text)
        case .array(let items):
            return "[" + items.map { (try? describe($0, at: offset)) ?? "…" }.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map { (try? describe($0.value, at: offset)) ?? "…" }.joined(separator: ", ") + ")"
        case .range(let lo, let hi): return "\(lo)..<\(hi)"
        // `"\(Self.self)"`, `String(describing: Row.self)`: the type's name, as Swift prints it.
        case .type(let name): return name
        default: throw error("cannot show \(value.kind) in a string", at: offset)
        }
    }

    /// Evaluates call arguments.
    func arguments(_ args: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Arguments {
        var entries: [Arguments.Entry] = []
        for a in args {
            if case .string(let segments, _) = a.value {
                let (value, key, localizable) = try stringLiteral(segments, in: scope)
                entries.append(
                    Arguments.Entry(
                        label: a.label, value: value, offset: a.offset, key: key, localizable: localizable))
            } else {
                var entry = Arguments.Entry(
                    label: a.label, value: try evaluate(a.value, in: scope), offset: a.offset,
                    key: try stringKey(a.value, in: scope))
                if case .inoutArgument(let target, _) = a.value {
                    entry.writeBack = { [unowned self] value throws(Diagnostic) in
                        try self.assign(value, to: target, in: scope)
                    }
                }
                entries.append(entry)
            }
        }
        return Arguments(entries, at: offset)
    }

    // MARK: Names

    func lookup(_ name: String, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        if let v = scope.lookup(name) { return v }
        // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
        if let first = name.unicodeScalars.first, "+-*/%<>=!&|^~?".unicodeScalars.contains(first) {
            return .opaque("operator " + name)
        }
        if name == "self", let v = scope.selfValue { return v }
        if let instance = scope.instance {
            if let v = instance.properties[name] { return v }
            if name.hasPrefix("_"), let v = instance.properties[String(name.dropFirst())] { return v }
            if let property = instance.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if let v = try lazyValue(property, of: instance) { return v }
                return try computedProperty(property, of: .instance(instance), at: offset)
            }
            // A method passed by name (`items.filter(matches)`, `Button(action: save)`): a
            // closure that calls it on `self`, choosing among overloads by the arguments it
            // is called with.
            if let method = instance.type.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return .closure(Interpreter.methodReference(method, in: Scope(parent: globals, instance: instance)))
            }
        }
        if let selfValue = scope.selfValue, let type = declaration(of: selfValue),
            let property = type.properties.first(where: { $0.name == name && !$0.isStatic && $0.body != nil })
        {
            return try computedProperty(property, of: selfValue, at: offset)
        }
        // An enum case's raw value, unqualified (`var name: String { rawValue }` in
        // an extension of a `String` enum).
        if case .enumCase(let e)? = scope.selfValue, name == "rawValue" { return try rawValue(of: e, at: offset) }
        // Members of a built-in receiver, unqualified (`count`, `startIndex` in `extension String`).
        if let receiver = scope.lookup("self view") ?? scope.selfValue, builtinTypeName(of: receiver) != nil,
            let v = try { () throws(Diagnostic) -> Value? in
                if let index = stringIndexMember(name, of: receiver) { return index }
                return try collectionMember(name, of: receiver, at: offset)
            }()
        {
            return v
        }
        // An extension's property of a built-in receiver, or a Foundation value's own
        // (`normalGlucoseNotification` in `extension UserDefaults`, `year` in `extension Date`).
        if let receiver = scope.lookup("self view") ?? scope.selfValue, let typeName = builtinTypeName(of: receiver) {
            if let v = try extensionProperty(typeName, name, of: receiver, at: offset) { return v }
            if case .foundation(let f) = receiver, let v = try foundationMember(name, of: f, at: offset) { return v }
        }
        // Static members of the enclosing type, unqualified.
        if let type = scope.selfValue.flatMap({ declaration(of: $0) ?? typeDecl(of: $0) }),
            let v = try userMember(type, name, nil, at: offset)
        {
            return v
        }
        if let key = nestedTypeKey(name, in: scope) { return .type(key) }
        if let v = globals.lookup(name) { return v }
        // `typealias Unit = CoveCore.BitcoinUnit`: `Unit.sat` is the named type's (its module
        // left out).
        if types[name] == nil, let aliased = typeAliases[name]?.base {
            let last = aliased.split(separator: ".").last.map(String.init) ?? aliased
            if types[aliased] != nil { return .type(aliased) }
            if types[last] != nil { return .type(last) }
            if let library = libraryAlias(name) { return .type(library) }
        }
        // A file-level function passed by name (`items.map(format)`).
        if let f = functions[name]?.first {
            return .closure(ClosureValue(closure: Closure(function: f), scope: globals))
        }
        if name == "Self", let type = scope.selfValue.flatMap({ declaration(of: $0) }) {
            return .type(typeKey(of: type))
        }
        // `Self.current` in a static member: the type the member is of.
        if name == "Self", case .type(let type)? = scope.selfValue { return .type(type) }
        // `Self.hexColorCache` in an initializer an extension adds to a library type.
        if name == "Self", let type = scope.lookup("Self type") { return type }
        if types[name] != nil || Interpreter.typeNames.contains(name) || builtinExtensions[name] != nil {
            return .type(name)
        }
        if Interpreter.viewNames.contains(name) {
            throw error("'\(name)' must be called: '\(name)(...)'", at: offset)
        }
        // SwiftGen's `L10n` and R.swift's `R` read through the app's strings.
        if isGeneratedNamespace(name) { return .stub(name) }
        // `KFImage.url(url)` (Kingfisher.swift).
        if Interpreter.kingfisherTypes.contains(name), types[name] == nil { return .stub(name) }
        // A modifier of the view being extended, passed by name (`ForEach(schemes, id: \.self,
        // content: preferredColorScheme)`): a closure that applies it to that view.
        if scope.lookup("self view") != nil, Interpreter.modifiers[name] != nil || viewExtensions[name] != nil {
            let argument = Argument(label: nil, value: .identifier("modifierArgument", at: offset), offset: offset)
            let body: [Stmt] = [.expression(.call(.identifier(name, at: offset), [argument], at: offset))]
            return .closure(
                ClosureValue(
                    closure: Closure(parameters: ["modifierArgument"], body: body, offset: offset), scope: scope))
        }
        warn("cannot find '\(name)' in the files read: using a stub", at: offset, kind: .stub)
        return .stub(name)
    }

    /// The key in `types` of a type nested in the enclosing type and named `name`: inside
    /// `State`, `Section` is `State.Section`, before SwiftUI's `Section` or a global type.
    func nestedTypeKey(_ name: String, in scope: Scope) -> String? {
        guard let selfValue = scope.selfValue else { return nil }
        let owner = declaration(of: selfValue) ?? typeDecl(of: selfValue)
        return nestedTypeKey(name, of: owner) ?? owner.flatMap { enclosingTypeKey(name, of: $0) }
    }

    /// The key of a type named `name` that a type enclosing `owner` declares, nearest first:
    /// inside `extension ArchiveView { struct Link: View { ... Destination.deleted ... } }`,
    /// `Destination` is `ArchiveView.Destination`, not another type's `Destination`.
    func enclosingTypeKey(_ name: String, of owner: TypeDecl) -> String? {
        if nestingIndex.count != types.count {
            var names: Set<String> = []
            var keys: [Int: String] = [:]
            for (key, type) in types {
                if key.contains(".") { names.insert(type.name) }
                if key.count > (keys[type.offset]?.count ?? -1) { keys[type.offset] = key }
            }
            nestingIndex = (types.count, names, keys)
        }
        guard nestingIndex.nestedNames.contains(name), var scope = nestingIndex.keys[owner.offset] else { return nil }
        while let dot = scope.lastIndex(of: ".") {
            scope = String(scope[..<dot])
            if types[scope + "." + name] != nil { return scope + "." + name }
        }
        return nil
    }

    /// The key in `types` of the type `owner` declares inside it named `name` (its longest,
    /// most qualified one); nil where `owner` declares none.
    func nestedTypeKey(_ name: String, of owner: TypeDecl?) -> String? {
        guard let nested = owner?.nestedTypes.first(where: { $0.name == name }) else { return nil }
        return types.filter { $0.value.name == nested.name && $0.value.offset == nested.offset }.keys
            .max { ($0.count, $0) < ($1.count, $1) }
    }

    /// The user type a value is an instance or a case of.
    func declaration(of value: Value) -> TypeDecl? {
        switch value {
        case .instance(let i): return i.type
        case .enumCase(let e): return e.type
        default: return nil
        }
    }

    /// A computed property's value, with `self` the receiver: a builder for `some View`, a
    /// value otherwise.
    func computedProperty(_ property: PropertyDecl, of receiver: Value, at offset: Int) throws(Diagnostic) -> Value {
        guard let body = property.body else {
            if let value = property.value {
                return try nested(at: offset, calling: property.name) { () throws(Diagnostic) in
                    try bindingValue(
                        try evaluate(value, in: Scope(parent: globals, selfValue: receiver)), type: property.type)
                }
            }
            throw error("'\(property.name)' has no value", at: offset)
        }
        let scope = Scope(parent: globals, selfValue: receiver)
        let name = property.name == "body" ? nil : property.name
        return try nested(at: offset, calling: name) { () throws(Diagnostic) in
            if isViewType(property.type)
                || property.attributes.contains(where: { $0.name == "ViewBuilder" })
            {
                return .views(try evaluateBuilder(body, in: scope))
            }
            return try bindingValue(try evaluateValue(body, in: scope, at: property.offset), type: property.type)
        }
    }

    /// `name` as a closure value: its parameters, passed on under their labels to a call of
    /// `name` in `scope` (where `self` is the method's owner).
    static func methodReference(_ f: FunctionDecl, in scope: Scope) -> ClosureValue {
        let names = f.parameters.indices.map { "$method\($0)" }
        let arguments = zip(f.parameters, names).map { p, n in
            Argument(label: p.label, value: .identifier(n, at: f.offset), offset: f.offset)
        }
        let body: [Stmt] = [
            .returnValue(.call(.identifier(f.name, at: f.offset), arguments, at: f.offset), at: f.offset)
        ]
        return ClosureValue(closure: Closure(parameters: names, body: body, offset: f.offset), scope: scope)
    }

    /// Whether a declared type is a view (`some View`, `AnyView`, `Text`...): its code is a builder.
    func isViewType(_ type: TypeName?) -> Bool {
        guard let type else { return false }
        // `some ViewModifier`, `some ShapeStyle`, `some ButtonStyle`: opaque, but not views.
        if type.text.hasPrefix("some ") {
            let name = type.text.dropFirst("some ".count).trimmingCharacters(in: .whitespaces)
            return !Interpreter.isNonViewLibraryName(name)
        }
        // A name with `View` in it (`View`, `AnyView`, `ScrollView`, `ProfileView`), unless the
        // files read declare it as something else: `[CategorizedIssuesViewModel]` is no view.
        if type.text.hasPrefix("[") { return false }
        let names = type.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        return names.contains { name in
            name.contains("View") && !Interpreter.isNonViewLibraryName(name) && (types[name].map(\.isView) ?? true)
        }
    }

    /// A library protocol or type that an opaque `some` return type names, or whose name has
    /// `View` in it, and that is not a view: modifiers, styles and their configurations,
    /// shape styles, gestures, layouts, `ViewDimensions`.
    static func isNonViewLibraryName(_ name: String) -> Bool {
        name.hasSuffix("Modifier") || name.hasSuffix("Style") || name.hasSuffix("Configuration")
            || name == "ViewDimensions" || name == "Gesture" || name == "Layout" || name == "Scene"
            || name == "Transition" || name == "Publisher" || Interpreter.swiftProtocolNames.contains(name)
    }

    /// The standard library's protocols an opaque result may name (`-> some Hashable`).
    static let swiftProtocolNames: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Identifiable", "Sequence", "Collection",
        "RandomAccessCollection", "BidirectionalCollection", "StringProtocol", "Error", "Numeric",
        "BinaryInteger", "BinaryFloatingPoint", "FloatingPoint", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomStringConvertible", "AsyncSequence", "RawRepresentable", "CaseIterable",
    ]

    /// The positions of two cases of one of the library's ordered enumerations
    /// (`ContentSizeCategory`, `DynamicTypeSize`); nil where no one of them has both.
    static func orderedCases(_ a: String, _ b: String) -> (Int, Int)? {
        let orders: [[String]] = [
            ContentSizeCategory.allCases.map { "\($0)" }, DynamicTypeSize.allCases.map { "\($0)" },
        ]
        for order in orders {
            if let i = order.firstIndex(of: a), let j = order.firstIndex(of: b) { return (i, j) }
        }
        return nil
    }

    /// Types whose names may be used as namespaces or constructors.
    /// Whether `e` is an optional chain (`a?`) or a postfix chain that goes through one
    /// (`a?.b().c`): a `nil` there ends everything after it, as Swift's chaining does.
    static func chainsOptionally(_ e: Expr) -> Bool {
        var current = e
        while true {
            switch current {
            case .optionalChain: return true
            case .member(let base, _, _), .call(let base, _, _), .subscripted(let base, _, _),
                .forceUnwrap(let base, _):
                current = base
            default: return false
            }
        }
    }

    /// The modules whose names qualify library names (`SwiftUI.Image`).
    static let moduleNames: Set<String> = ["SwiftUI", "Foundation", "UIKit", "AppKit", "CoreGraphics", "Swift"]

    static let typeNames: Set<String> = Set([
        "Color", "Font", "CGFloat", "Double", "Float", "Decimal", "Int", "String", "Bool", "HorizontalAlignment",
        "VerticalAlignment", "Alignment", "Edge", "Axis", "UnitPoint", "EdgeInsets", "CGSize", "CGPoint", "CGRect",
        "UIScreen", "UIFontMetrics", "ContentMode", "TextAlignment", "UUID", "Angle", "Array", "ShapeStyle", "Date",
        "Set",
        "Dictionary", "Optional", "Binding", "State", "Character", "Substring", "Calendar", "Locale", "URL",
        "Image", "Text", "ProposedViewSize", "ViewSpacing", "UIColor", "NSColor", "LocalizedStringResource",
        "DynamicTypeSize",
        "ContentUnavailableView", "DispatchQueue", "Timer", "NotificationCenter", "UIApplication", "Task",
    ]).union(foundationTypeNames)

    // MARK: Operators

    /// `Int.max`, `Int.min`, or a floating type's largest finite magnitude (negated for `min`).
    static func bound(_ name: String, integer: Bool) -> Value {
        if integer { return .int(name == "max" ? Int.max : Int.min) }
        return .float(name == "max" ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
    }

    func binary(_ op: String, _ l: Value, _ r: Value, at offset: Int) throws(Diagnostic) -> Value {
        if case .foundation(let a as String.Index) = l, case .foundation(let b as String.Index) = r {
            if let v = Interpreter.stringIndexBinary(op, a, b) { return v }
            if op == "..<" || op == "..." { throw error("range bounds are in the wrong order", at: offset) }
        }
        // `start...end` of dates (a DatePicker's `in:`): a range Plumb keeps as a description.
        if op == "..." || op == "..<", case .foundation = l, case .foundation = r { return .opaque("range") }
        // `.standardPadding / 2`: an implicit member beside a number is a number type's static
        // (an extension's, `extension CGFloat { static let standardPadding = ... }`).
        // `.now() + 0.5` where a deadline goes (`asyncAfter(deadline:)`): a DispatchTime, kept
        // as its description (the work it schedules is not run).
        if op == "+" || op == "-", case .symbol("now", _?, _) = l, case .number = r { return .opaque("DispatchTime") }
        // Compared too: `max(.zero, duration)`.
        if ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="].contains(op) {
            // `count < (limit ?? .max)`: the other number's type's `max` or `min`.
            if case .symbol(let name, nil, _) = l, name == "max" || name == "min", case .number(_, let int) = r {
                return try binary(op, Interpreter.bound(name, integer: int != nil), r, at: offset)
            }
            if case .number(_, let int) = l, case .symbol(let name, nil, _) = r, name == "max" || name == "min" {
                return try binary(op, l, Interpreter.bound(name, integer: int != nil), at: offset)
            }
            if case .symbol(_, _, let at) = l, case .number = r, let n = try? cgFloat(l, at: at) {
                return try binary(op, .float(Double(n)), r, at: offset)
            }
            if case .number = l, case .symbol(_, _, let at) = r, let n = try? cgFloat(r, at: at) {
                return try binary(op, l, .float(Double(n)), at: offset)
            }
            // `currentX + spacing`, both `.zero` (`var currentX: CGFloat = .zero`): numbers.
            if case .symbol(_, _, let la) = l, case .symbol(_, _, let ra) = r, let a = try? cgFloat(l, at: la),
                let b = try? cgFloat(r, at: ra)
            {
                return try binary(op, .float(Double(a)), .float(Double(b)), at: offset)
            }
        }
        switch (l, r) {
        case (.number(let a, let ai), .number(let b, let bi)):
            switch op {
            case "+": return .number(a + b, int: try both(ai, op, bi, at: offset) { $0.addingReportingOverflow($1) })
            case "-":
                return .number(a - b, int: try both(ai, op, bi, at: offset) { $0.subtractingReportingOverflow($1) })
            case "*":
                return .number(a * b, int: try both(ai, op, bi, at: offset) { $0.multipliedReportingOverflow(by: $1) })
            case "/":
                if b == 0 && bi != nil && ai != nil { throw error("division by zero", at: offset, kind: .trap) }
                return .number(a / b, int: try both(ai, op, bi, at: offset) { $0.dividedReportingOverflow(by: $1) })
            case "%":
                guard let ai, let bi, bi != 0 else { throw error("'%' needs two nonzero integers", at: offset) }
                return .int(try both(ai, op, bi, at: offset) { $0.remainderReportingOverflow(dividingBy: $1) }!)
            case "<<", ">>", "&", "|", "^", "&+", "&-", "&*":
                guard let ai, let bi else { throw error("'\(op)' needs integers", at: offset) }
                switch op {
                // The overflow operators wrap (a hash: `(hash << 5) &+ hash`).
                case "&+": return .int(ai &+ bi)
                case "&-": return .int(ai &- bi)
                case "&*": return .int(ai &* bi)
                case "<<": return .int(bi >= 0 && bi < 64 ? ai << bi : 0)
                case ">>": return .int(bi >= 0 && bi < 64 ? ai >> bi : (ai < 0 ? -1 : 0))
                case "&": return .int(ai & bi)
                case "|": return .int(ai | bi)
                default: return .int(ai ^ bi)
                }
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "..<", "...":
                // A range of floating-point numbers (`80.0 ... 120.0`): kept as its text.
                guard let ai, let bi else { return .opaque("\(a)\(op)\(b)") }
                // Stored half-open: `a...Int.max` has no such upper bound (Swift could not count it).
                if op == "...", bi == Int.max {
                    throw error("the range \(ai)...\(bi) ends past what Int can count", at: offset)
                }
                let upper = op == "..." ? bi + 1 : bi
                guard ai <= upper else {
                    throw error("range bounds are in the wrong order (\(ai) > \(bi))", at: offset)
                }
                return .range(ai, upper)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        case (.text(let a), .text(let b)) where op == "+":
            // `Text("a").bold() + Text("b")`: one text of two runs.
            return .text(a + b)
        // `(a.severity, a.name) < (b.severity, b.name)`: tuples compare element by element,
        // the first unequal pair deciding (Swift's `<` for tuples of Comparable elements).
        case (.tuple(let a), .tuple(let b)) where a.count == b.count && ["<", ">", "<=", ">="].contains(op):
            for (x, y) in zip(a, b) {
                if try equal(x.value, y.value) { continue }
                return try binary(op == "<=" ? "<" : op == ">=" ? ">" : op, x.value, y.value, at: offset)
            }
            return .bool(op == "<=" || op == ">=")
        // `sizeCategory >= .accessibilityMedium`, `dynamicTypeSize < .xxLarge`: the library's
        // ordered cases, compared by their order.
        case (.symbol(let a, nil, _), .symbol(let b, nil, _)) where ["<", ">", "<=", ">="].contains(op):
            guard let (i, j) = Interpreter.orderedCases(a, b) else { break }
            switch op {
            case "<": return .bool(i < j)
            case ">": return .bool(i > j)
            case "<=": return .bool(i <= j)
            default: return .bool(i >= j)
            }
        case (.stub, _), (_, .stub):
            // A stub in arithmetic stays a stub; compared, it is unequal to everything.
            if ["==", "<", ">", "<=", ">="].contains(op) { return .bool(false) }
            if op == "!=" { return .bool(true) }
            return l.isStub ? l : r
        default:
            if let v = try foundationBinary(op, l, r, at: offset) { return v }
            if op == "==" { return .bool(try equal(l, r)) }
            if op == "!=" { return .bool(!(try equal(l, r))) }
        }
        throw error("cannot apply '\(op)' to \(l.kind) and \(r.kind)", at: offset)
    }

    /// `f` of two integers, checked: where Swift would trap (the result does not fit in
    /// `Int`), an error at the operator, worded as the compiler words it. Nil where either
    /// operand is not an integer (the operation is a floating-point one).
    private func both(
        _ a: Int?, _ op: String, _ b: Int?, at offset: Int, _ f: (Int, Int) -> (partialValue: Int, overflow: Bool)
    ) throws(Diagnostic) -> Int? {
        guard let a, let b else { return nil }
        let r = f(a, b)
        if r.overflow { throw overflow("\(a) \(op) \(b)", at: offset) }
        return r.partialValue
    }

    /// The error for an integer operation whose result does not fit in `Int` (Swift traps).
    func overflow(_ operation: String, at offset: Int) -> Diagnostic {
        error("arithmetic operation '\(operation)' (on type 'Int') results in an overflow", at: offset, kind: .trap)
    }

    /// Equality for `==` and `switch`: numbers, strings, booleans, symbols, and the values
    /// symbols stand for.
    func equal(_ l: Value, _ r: Value) throws(Diagnostic) -> Bool {
        switch (l, r) {
        case (.number(let a, _), .number(let b, _)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.symbol(let a, _, _), .symbol(let b, _, _)): return a == b
        case (.axis(let a), .axis(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)): return a.type.name == b.type.name && a.name == b.name
        case (.enumCase(let e), .symbol(let name, _, _)), (.symbol(let name, _, _), .enumCase(let e)):
            return e.name == name
        case (.stub(let a), .stub(let b)): return a == b
        case (.stub, _), (_, .stub): return false
        case (.foundation(let a), .foundation(let b)): return Interpreter.foundationEqual(a, b)
        case (.symbol(let name, _, let at), _):
            let resolved = try resolveSymbol(name, nil, like: r, at: at)
            if case .symbol = resolved { return false }
            return try equal(resolved, r)
        case (_, .symbol(let name, _, let at)):
            let resolved = try resolveSymbol(name, nil, like: l, at: at)
            if case .symbol = resolved { return false }
            return try equal(l, resolved)
        case (.horizontal(let a), .horizontal(let b)): return a == b
        case (.vertical(let a), .vertical(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.font(let a), .font(let b)): return a == b
        case (.edges(let a), .edges(let b)): return a == b
        default: return false
        }
    }
}
