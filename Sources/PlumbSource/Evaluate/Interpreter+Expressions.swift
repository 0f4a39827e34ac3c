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
            // `$flag.sink { ... }` inside a class: a `@Published` property's publisher, whose
            // subscribers are never called back in a still picture (SettingsManager's 17 sinks).
            if let instance = scope.instance, instance.type.kind == .classType,
                instance.type.properties.contains(where: { p in
                    p.name == name && !p.isStatic && p.attributes.contains { $0.name == "Published" }
                })
            {
                return .opaque("publisher")
            }
            // `$state` passes a binding: Plumb reads it as the value.
            return try lookup(name, in: scope, at: at)
        case .implicitMember(let name, let at):
            return .symbol(name, arguments: nil, at: at)
        case .keyPath(let path, _):
            return .keyPath(path)
        case .member(let base, let name, let at):
            // `base.compactMap(Unicode.Scalar.init)`: a library initializer named by a dotted
            // path as a function, a closure that calls it with its argument (Stoat's emoji
            // picker). (A user type's, `Event.init`, is its own member's: memberwise, failable.)
            if name == "init", let path = Interpreter.typePath(base),
                scope.lookup(String(path.prefix { $0 != "." })) == nil,
                types[path] == nil, Interpreter.valueConstructors[path] != nil
            {
                return initializerFunction(path, name, at: at)
            }
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
            // `self?.isEmpty`, `value!.count`: a member of the unwrapped value, never one an
            // extension of Optional adds (v2er's `extension Optional where Wrapped == String {
            // var isEmpty: Bool { self?.isEmpty ?? true } }` reads String's).
            switch base {
            case .optionalChain, .forceUnwrap: return try member(name, of: value, at: at, unwrapped: true)
            default: return try member(name, of: value, at: at)
            }
        case .tupleElement(let base, let index, let at):
            let value = try evaluate(base, in: scope)
            switch value {
            case .tuple(let elements) where elements.indices.contains(index): return elements[index].value
            case .array(let items) where items.indices.contains(index): return items[index]
            case .stub(let text): return .stub("\(text).\(index)")
            // A property named by digits (Digg's `` let `10`: Color ``, read `neutral.10`).
            case .instance(let i)
            where i.properties["\(index)"] != nil
                || i.type.properties.contains(where: { $0.name == "\(index)" }):
                return try member("\(index)", of: value, at: at)
            default: throw error("\(value.kind) has no element \(index)", at: at)
            }
        case .call(let callee, let args, let at):
            return try call(callee, args, in: scope, at: at)
        case .subscripted(let base, let args, let at):
            let value = try evaluate(base, in: scope)
            // `manager?.progressByVideo[id]`: a nil in the optional chain ends it.
            if case .none = value, Interpreter.chainsOptionally(base) { return .none }
            // `items[..<i]`, `items[...i]`, `items[i...]`: one-sided ranges of an array.
            if case .array(let items) = value, args.count == 1, args[0].label == nil {
                switch args[0].value {
                case .prefix(let op, let e, let rangeAt) where op == "..<" || op == "...":
                    let end = try int(try evaluate(e, in: scope), at: rangeAt) + (op == "..." ? 1 : 0)
                    return try subscriptValue(
                        value,
                        Arguments([.init(label: nil, value: .range(0, end, closed: false), offset: rangeAt)], at: at),
                        in: scope, at: at)
                case .postfix("...", let e, let rangeAt):
                    let start = try int(try evaluate(e, in: scope), at: rangeAt)
                    return try subscriptValue(
                        value,
                        Arguments(
                            [.init(label: nil, value: .range(start, items.count, closed: false), offset: rangeAt)],
                            at: at),
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
            // `-.infinity` (Mullvad's button insets), `-.pi`, `-.spacing`: a number type's
            // static, negated.
            case ("-", .symbol(_, _, let symbolAt)):
                guard let n = try? cgFloat(value, at: symbolAt) else {
                    throw error("cannot apply '\(op)' to \(value.kind)", at: at)
                }
                return .float(-Double(n))
            case ("..<", .number), ("...", .number): return .array([value])
            case ("..<", .foundation(let i as String.Index)), ("...", .foundation(let i as String.Index)):
                return Interpreter.stringIndexRange(op, i, postfix: false)!
            // `...Date()` (a DatePicker's range): the range up to it.
            case ("..<", .foundation), ("...", .foundation):
                return .foundation(ComparableRange(lower: nil, upper: value, closed: op == "..."))
            case ("..<", .stub), ("...", .stub):
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
            // `Date()...` (a DatePicker's range), `2...` (`clamped(to: 2...)`): the range from it.
            if op == "...", value.isRangeBound {
                return .foundation(ComparableRange(lower: value, upper: nil, closed: true))
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
            // `enumerator.nextObject() as? Place` of a stub: made-up data, as a stub bound is.
            if value.isStub { stubBindings += 1 }
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

    /// The value a wrapper set in an initializer gives its property: a wrapper Plumb cannot
    /// build (`_rides = FetchRequest<Ride>(fetchRequest: request)`) gives the typical value of
    /// the type the property declares, as the property would without it.
    func wrapped(_ value: Value, of property: PropertyDecl) throws(Diagnostic) -> Value {
        // `_viewModel = .init(wrappedValue: model)`: the wrapper's value is the one it wraps,
        // as the property's type reads it (`.init(wrappedValue: .init(id: id))` makes the
        // property's own type).
        // `_isRefreshing = .init(projectedValue: isRefreshing)` for `@Binding var isRefreshing`:
        // the binding given, whose value the property reads.
        if case .symbol("init", let args?, _) = value,
            let wrappedValue = args.entries.first(where: {
                $0.label == "wrappedValue" || $0.label == "initialValue" || $0.label == "projectedValue"
            })
        {
            return try bindingValue(wrappedValue.value, type: property.type)
        }
        // `_content = .constant(content)` for `@Binding var content`: the value it holds.
        if case .symbol("constant", let args?, _) = value, args.entries.count == 1, args.entries[0].label == nil {
            return try bindingValue(args.entries[0].value, type: property.type)
        }
        // `_viewModel = StateObject(wrappedValue: .init(session: session))`: the declared
        // type's initializer (or static member), as Swift infers it from the property.
        if case .symbol = value, property.type != nil { return try bindingValue(value, type: property.type) }
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
                if name.hasPrefix("_"), !instance.type.properties.contains(where: { $0.name == name && !$0.isStatic }),
                    let property = instance.type.properties.first(where: { "_" + $0.name == name })
                {
                    store(into: instance, property.name, try wrapped(value, of: property))
                    return
                }
                store(into: instance, name, try typed(value, asProperty: name, of: instance))
                return
            }
            if globals.assign(name, value) { return }
        // `self.x = v` in a user type; in a library type's extension (`self.foregroundColor =
        // .red` in `extension AttributedString`), `self` is a value, changed as any other.
        case .member(.identifier("self", _), let name, let at) where scope.instance != nil:
            if let instance = scope.instance {
                if try runSetter(name, of: .instance(instance), in: instance.type, to: value, at: at) { return }
                // `self._title = title` of a `private var _title: String` the type declares: that
                // property (NimbleKit's `NBList`), not a wrapper's storage.
                if name.hasPrefix("_"), !instance.type.properties.contains(where: { $0.name == name && !$0.isStatic }) {
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
                statics[staticKey(decl, name)] = value
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
                // As the dictionary's declared value type takes it (`(1, Date())` stored into
                // `[String: (count: Int, lastUsed: Date)]` keeps its labels).
                var value = value
                if let type = declaredType(of: base, in: scope), let element = type.dictionaryValue {
                    value = try bindingValue(value, type: element)
                }
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
            // `text[match].foregroundColor = .red`: the part replaced by its changed copy.
            if case .foundation(let s as AttributedString) = container, args.count == 1,
                let changed = replacingAttributedSubstring(s, try evaluate(args[0].value, in: scope), with: value)
            {
                try assign(changed, to: base, in: scope)
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

    /// The type `target` was declared with: a local's annotation, or a stored property's.
    func declaredType(of target: Expr, in scope: Scope) -> TypeName? {
        switch target {
        case .identifier(let name, _):
            if let type = scope.declaredType(name) { return type }
            return scope.instance?.type.properties.first { $0.name == name && !$0.isStatic }?.type
        case .member(.identifier("self", _), let name, _):
            return scope.instance?.type.properties.first { $0.name == name && !$0.isStatic }?.type
        default: return nil
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

    /// A type named by identifiers (`Unicode.Scalar`, `Row`), as written; nil for another
    /// expression.
    static func typePath(_ e: Expr) -> String? {
        switch e {
        case .identifier(let name, _) where name.first?.isUppercase == true: return name
        case .member(let base, let name, _) where name.first?.isUppercase == true:
            return typePath(base).map { $0 + "." + name }
        default: return nil
        }
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
        // Swift's `String(describing:)`: a value whose type conforms to
        // `CustomStringConvertible` shows its `description` (WooCommerce's `"\(name)\(shade)"`
        // of two such enums names the asset `Gray0`, not `grayshade0`).
        if let type = declaration(of: value), type.conformances.contains("CustomStringConvertible"),
            type.properties.contains(where: { $0.name == "description" && !$0.isStatic })
        {
            return try describe(try member("description", of: value, at: offset), at: offset)
        }
        switch value {
        case .number(let d, let i):
            if let i { return String(i) }
            return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : String(d)
        case .string(let s): return s
        // A key with Markdown (Interpreter+DeclaredTypes.swift): the characters it shows.
        case .text(let t): return t.content
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
        case .range(let lo, let hi, let closed): return closed ? "\(lo)...\(hi - 1)" : "\(lo)..<\(hi)"
        // `"\(Self.self)"`, `String(describing: Row.self)`: the type's name, as Swift prints it.
        case .type(let name): return name
        default: throw error("cannot show \(value.kind) in a string", at: offset)
        }
    }

    /// Evaluates call arguments.
    func arguments(_ args: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Arguments {
        var entries: [Arguments.Entry] = []
        for a in args {
            // `Label(isNew ? "Create" : "Update", systemImage: ...)`: Swift types both literals
            // of a conditional as the key the parameter wants; the chosen one is the argument.
            var a = a
            while case .ternary(let condition, let yes, let no, _) = a.value, yes.isStringLiteral, no.isStringLiteral {
                a.value = try bool(try evaluate(condition, in: scope), at: a.offset) ? yes : no
            }
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
}
