import Foundation
import PlumbCore

// Calling what the files declare: a function or method with its receiver as `self`, an
// initializer an extension adds to a library type, and what those calls need to know of their
// receiver and body.
extension Interpreter {
    func runExtensionInitializer(_ f: FunctionDecl, of name: String, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value
    {
        // (Running, it is not chosen again by the `self.init(...)` it calls: Mochi's
        // `Color.init(light: Color, dark: Color)` calls `self.init(light: UIColor(light), dark:
        // UIColor(dark))`, the other overload, though both colours read as colours here.)
        runningFunctions.append(f.offset)
        defer { runningFunctions.removeLast() }
        let local = Scope(parent: globals)
        local.bind("self", .void)
        local.bind("Self type", .type(name))
        try bindParameters(f, &args, into: local, at: offset)
        let flow = try nested(at: offset) { () throws(Diagnostic) in try run(f.body ?? [], in: local, tail: false) }
        // `return nil` in an `init?` (`Color(hex: "nope")`): nil.
        if case .returned(.none) = flow { return .none }
        let result = local.lookup("self") ?? .void
        // `self = .bottomLeading` in `extension UnitPoint { init(_ a: Alignment) }`: the
        // library type's static of that name.
        if case .symbol(let member, nil, let at) = result, types[name] == nil,
            let value = try? staticMember(name, member, at: at)
        {
            return value
        }
        return result
    }

    /// Whether statements write a view (`Text(...)`, a user view, `ForEach`, an `if` of them):
    /// what tells a container's content (`Card { Text("Hi") }`) from a closure that computes a
    /// value (`Dictionary(grouping: items) { $0.day }`).
    func writesViews(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .expression(let e), .returnValue(let e?, _):
                let name = Interpreter.leadingName(e)
                return Interpreter.viewConstructors[name] != nil || types[name]?.isView == true
                    || viewExtensions[name] != nil
            case .ifElse(_, let then, let otherwise, _): return writesViews(then) || writesViews(otherwise ?? [])
            case .switchCase(_, let cases, _): return cases.contains { writesViews($0.body) }
            default: return false
            }
        }
    }

    /// The name the files know a receiver's type by: a type's, an instance's or an enum case's.
    func typeName(of receiver: Value) -> String? {
        switch receiver {
        case .type(let t): t
        case .instance(let i): typeKey(of: i.type)
        case .enumCase(let e): typeKey(of: e.type)
        default: nil
        }
    }

    /// Calls a method of a user type, or a function of an extension with `receiver` as `self`.
    func callFunction(
        _ f: FunctionDecl, on receiver: Value, _ args: inout Arguments, at offset: Int, selfIsView: Bool = false
    ) throws(Diagnostic) -> Value {
        let scope: Scope
        switch receiver {
        case .instance where selfIsView:
            // A method of `View` on a view value: unqualified modifiers inside apply to it.
            scope = Scope(parent: globals, selfValue: receiver)
            scope.bind("self view", receiver)
        case .instance, .enumCase, .type: scope = Scope(parent: globals, selfValue: receiver)
        case .void: scope = Scope(parent: globals)
        default:
            scope = Scope(parent: globals, selfValue: receiver)
            scope.bind("self view", receiver)
        }
        let local = Scope(parent: scope)
        // `func decoded<D>(...) -> D` called for a declared `[Line]`: `D` names `[Line]` inside.
        let generics = resultGenerics(f, at: offset)
        for (name, type) in generics { local.bind(name, .type(type)) }
        var returnType = Interpreter.substituting(generics, in: f.returnType)
        // `static func model(title:) -> Self { .model(.init(...)) }`: `Self` is the receiver's type,
        // so the result is read as one (an enum case, not the implicit member as written).
        if let type = returnType, type.base == "Self", let selfType = typeName(of: receiver), types[selfType] != nil {
            returnType = TypeName(text: type.text.replacingOccurrences(of: "Self", with: selfType))
        }
        let writeBacks = try bindParameters(
            f, &args, into: local, at: offset, owner: declaration(of: receiver) ?? typeDecl(of: receiver))
        // `inout` parameters: their last values go back into the arguments when the call returns.
        defer {
            for (name, writeBack) in writeBacks {
                if let value = local.lookup(name) { try? writeBack(value) }
            }
        }
        let body = f.body ?? []
        // A Combine publisher a function builds (`-> AnyPublisher<State, Error>`) publishes
        // nothing in a still picture: its body, a chain of operators on what the app loads, is
        // not run, and the publisher is an opaque value its subscribers ignore.
        if let type = f.returnType, Interpreter.isPublisherType(type) { return .opaque("publisher") }
        runningFunctions.append(f.offset)
        defer { runningFunctions.removeLast() }
        return try nested(at: offset, calling: f.name) { () throws(Diagnostic) in
            if isViewType(f.returnType) || f.isViewBuilder {
                // A function returning a view is a view builder (Plumb accepts `return` too).
                if body.count == 1, case .returnValue(let e?, _) = body[0] { return try evaluate(e, in: local) }
                return .views(try evaluateBuilder(body, in: local))
            }
            // A function declared without a result returns nothing, whatever its last statement
            // evaluates to (`func reloadIfRequired() { repository.reload() }`).
            if f.returnType == nil, f.kind == .function {
                _ = try evaluateValue(body, in: local, at: f.offset)
                return .void
            }
            var result = try bindingValue(try evaluateValue(body, in: local, at: f.offset), type: returnType)
            // `func toNew() -> AidokuRunner.ContentRating { switch self { case .safe: .safe } }`:
            // a case of a type in a module the files do not hold is a stub of that type, never
            // a case of a type of the files spelled the same (Aidoku's old rating's `title`
            // read `toNew().title` of itself, without end).
            // (Only where the receiver's own type has that case: `-> Font.TextStyle` of an
            // extension of the library's `Font` returns the library's `.caption2`.)
            if case .symbol(let name, nil, _) = result, let type = returnType,
                let module = type.base.split(separator: ".").first.map(String.init), module != type.base,
                !Interpreter.moduleNames.contains(module), !Interpreter.typeNames.contains(module),
                types[module] == nil, types[type.base] == nil, typeAliases[module] == nil,
                let own = declaration(of: receiver), own.cases.contains(where: { $0.name == name })
            {
                result = .stub(type.base + "." + name)
            }
            // A function declared to return a value whose body gave none Plumb could read (it
            // ran into a formatter or a framework Plumb lacks): a stub of the declared type, so
            // `Text(item.relativeDate())` shows the call rather than becoming a placeholder.
            if case .void = result, let type = returnType, !type.isOptional, type.text != "Void", type.text != "()" {
                return stub(for: type, named: f.name + "()")
            }
            return result
        }
    }
}
