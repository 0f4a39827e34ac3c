import Foundation
import PlumbCore

extension Interpreter {
    func call(_ callee: Expr, _ rawArguments: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch callee {
        case .identifier(let name, let nameAt):
            var args = try arguments(rawArguments, in: scope, at: nameAt)
            return try callName(name, &args, in: scope, at: nameAt)
        case .member(let baseExpr, let name, let at):
            let base = try evaluate(baseExpr, in: scope)
            var args = try arguments(rawArguments, in: scope, at: at)
            let result = try callMember(name, on: base, &args, in: scope, at: at)
            try args.finish(name, in: file)
            return result
        case .implicitMember(let name, let at):
            return .symbol(name, arguments: try arguments(rawArguments, in: scope, at: at), at: at)
        case .array(let elements, let at) where elements.count == 1 && elements[0].isIdentifier:
            // `[GridItem](repeating: item, count: 3)`: the array type's initializer.
            var args = try arguments(rawArguments, in: scope, at: at)
            return try callName("Array", &args, in: scope, at: at)
        default:
            let f = try evaluate(callee, in: scope)
            guard case .closure(let c) = f else { throw error("cannot call \(f.kind)", at: offset) }
            let args = try arguments(rawArguments, in: scope, at: offset)
            return try callValueClosure(c, args.entries.map(\.value), at: offset)
        }
    }

    /// `name(...)`: a closure in scope, a method of `self`, a custom modifier on the view
    /// being extended, a user struct, a view, a type, or a function.
    func callName(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        if let v = scope.lookup(name), case .closure(let c) = v {
            return try callValueClosure(c, args.entries.map(\.value), at: offset)
        }
        if let instance = scope.instance, let f = instance.type.functions.first(where: { $0.name == name }) {
            return try callFunction(f, on: .instance(instance), &args, at: offset)
        }
        if let receiver = scope.lookup("self view"), Interpreter.modifiers[name] != nil || viewExtensions[name] != nil
            || Interpreter.layoutNeutralModifiers.contains(name)
        {
            let result = try callMember(name, on: receiver, &args, in: scope, at: offset)
            try args.finish(name, in: file)
            return result
        }
        if let type = structs[name] {
            try countView(at: offset)
            return .instance(try instantiate(type, with: args))
        }
        if let make = Interpreter.viewConstructors[name] {
            try countView(at: offset)
            let result = try make(self, &args, offset)
            try args.finish(name, in: file)
            return result
        }
        if let make = Interpreter.valueConstructors[name] {
            let result = try make(self, &args, offset)
            try args.finish(name, in: file)
            return result
        }
        if let first = name.first, first.isUppercase {
            throw error("unknown view '\(name)'", at: offset)
        }
        throw error("cannot find '\(name)' in scope", at: offset)
    }

    /// Calls a method of a user struct, or a function of `extension View` with `receiver` as `self`.
    func callFunction(_ f: FunctionDecl, on receiver: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        let instance: Instance?
        if case .instance(let i) = receiver { instance = i } else { instance = nil }
        let scope = Scope(parent: globals, instance: instance)
        if instance == nil { scope.bind("self view", receiver) }
        for p in f.parameters {
            let given = p.label.map { args.take($0) } ?? args.takeUnlabeled()
            if let given {
                scope.bind(p.name, try bindingValue(given.value, type: p.type))
            } else if let d = p.defaultValue {
                scope.bind(p.name, try bindingValue(try evaluate(d, in: globals), type: p.type))
            } else {
                throw error("missing argument for parameter '\(p.label ?? p.name)' in call to '\(f.name)'", at: offset)
            }
        }
        try args.finish(f.name, in: file)
        return try nested(at: offset) { () throws(Diagnostic) in
            // A function returning a view is a view builder (SwiftUI infers @ViewBuilder for
            // `some View` results only when annotated; Plumb accepts both).
            if f.body.count == 1, case .returnValue(let e?, _) = f.body[0] { return try evaluate(e, in: scope) }
            let views = try evaluateBuilder(f.body, in: scope)
            return .views(views)
        }
    }

    /// `base.name(...)`.
    func callMember(_ name: String, on base: Value, _ args: inout Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch base {
        case .type(let typeName):
            return try staticCall(typeName, name, &args, at: offset)
        case .text(let t):
            if let modified = try textModifier(name, t, &args, at: offset) { return .text(modified) }
        case .image(let image):
            switch name {
            case "resizable":
                _ = args.take("capInsets")
                _ = args.take("resizingMode")
                return .image(image.resizable())
            case "renderingMode", "interpolation", "antialiased", "symbolRenderingMode":
                _ = args.takeUnlabeled()
                return .image(image)
            default: break
            }
        case .shape(let s):
            switch name {
            case "fill":
                let style = try args.takeUnlabeled().map { e throws(Diagnostic) in try shapeStyle(e.value, at: e.offset) } ?? .primary
                _ = args.take("style")
                return .view(s.fill(style))
            case "stroke", "strokeBorder":
                let style = try args.takeUnlabeled().map { e throws(Diagnostic) in try shapeStyle(e.value, at: e.offset) } ?? .primary
                var width: CGFloat = 1
                if let w = args.take("lineWidth") { width = try cgFloat(w.value, at: w.offset) }
                if let strokeStyle = args.take("style") {
                    if case .symbol("init", let sa?, _) = strokeStyle.value, let w = sa.entries.first(where: { $0.label == "lineWidth" }) {
                        width = try cgFloat(w.value, at: w.offset)
                    }
                }
                return .view(name == "stroke" ? s.stroke(style, lineWidth: width) : s.strokeBorder(style, lineWidth: width))
            default: break
            }
        case .color(let c):
            if name == "opacity", let o = args.takeUnlabeled() { return .color(c.opacity(try double(o.value, at: o.offset))) }
        case .font(let f):
            switch name {
            case "bold": return .font(f.bold())
            case "italic": return .font(f.italic())
            case "weight":
                guard let w = args.takeUnlabeled() else { throw error("missing weight", at: offset) }
                return .font(f.weight(try weight(w.value, at: w.offset)))
            default: break
            }
        case .instance(let instance):
            if let f = instance.type.functions.first(where: { $0.name == name }) {
                return try callFunction(f, on: base, &args, at: offset)
            }
        case .proxy(let proxy):
            if name == "frame", let space = args.take("in") {
                return .rect(proxy.frame(in: try coordinateSpace(space.value, at: space.offset)))
            }
        case .symbol(let symbol, nil, let at):
            // `.red.opacity(0.5)`, `.system(size: 9).bold()`: resolve by what the member needs.
            if name == "opacity" { return try callMember(name, on: .color(try color(base, at: at)), &args, in: scope, at: offset) }
            if ["bold", "italic", "weight"].contains(name) {
                return try callMember(name, on: .font(try font(base, at: at)), &args, in: scope, at: offset)
            }
            _ = symbol
        case .symbol(_, _?, let at):
            if ["bold", "italic", "weight"].contains(name) {
                return try callMember(name, on: .font(try font(base, at: at)), &args, in: scope, at: offset)
            }
        case .array(let items):
            if name == "enumerated" { return .array(items.enumerated().map { .array([.int($0.offset), $0.element]) }) }
        default:
            break
        }
        if isView(base) { return try applyModifier(name, to: base, &args, at: offset) }
        throw error("\(base.kind) has no method '\(name)'", at: offset)
    }

    func isView(_ v: Value) -> Bool {
        switch v {
        case .views, .text, .image, .shape, .color: return true
        case .instance(let i): return i.isView
        default: return false
        }
    }

    /// Applies a modifier to a view: a layout modifier, a custom one from `extension View`,
    /// or a layout-neutral one (accepted silently; an unknown one with a warning).
    func applyModifier(_ name: String, to base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        if let modify = Interpreter.modifiers[name] {
            return .views([try modify(self, try view(base, at: offset), &args, offset)])
        }
        if let f = viewExtensions[name] {
            return try callFunction(f, on: .views([try view(base, at: offset)]), &args, at: offset)
        }
        _ = args.entries.count
        while args.takeUnlabeled() != nil || args.takeClosure() != nil {}
        for e in args.entries { if let label = e.label { _ = args.take(label) } }
        if !Interpreter.layoutNeutralModifiers.contains(name) {
            warn("unknown modifier '\(name)' is kept as layout-neutral", at: offset)
        }
        return base
    }

    /// `Text`'s own modifiers, which keep it a `Text`; nil for others.
    func textModifier(_ name: String, _ t: Text, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Text? {
        switch name {
        case "font":
            guard let f = args.takeUnlabeled() else { throw error("missing font in call to 'font'", at: offset) }
            if case .none = f.value { return t.font(nil) }
            return t.font(try font(f.value, at: f.offset))
        case "bold":
            let active = try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
            return t.bold(active)
        case "italic":
            let active = try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
            return t.italic(active)
        case "fontWeight":
            guard let w = args.takeUnlabeled() else { throw error("missing weight in call to 'fontWeight'", at: offset) }
            if case .none = w.value { return t.fontWeight(nil) }
            return t.fontWeight(try weight(w.value, at: w.offset))
        case "foregroundColor":
            guard let c = args.takeUnlabeled() else { throw error("missing colour in call to 'foregroundColor'", at: offset) }
            if case .none = c.value { return t.foregroundColor(nil) }
            return t.foregroundColor(try shapeStyle(c.value, at: c.offset))
        default:
            return nil
        }
    }

    func coordinateSpace(_ v: Value, at offset: Int) throws(Diagnostic) -> CoordinateSpace {
        switch v {
        case .symbol("global", nil, _): return .global
        case .symbol("local", nil, _): return .local
        case .symbol("named", let args?, _):
            guard let name = args.entries.first else { throw error("missing name", at: offset) }
            return .named(try describe(name.value, at: name.offset))
        case .string(let name): return .named(name)
        default: throw error("expected a coordinate space (.global, .local, .named(...)), found \(v.kind)", at: offset)
        }
    }
}

extension Expr {
    /// Whether the expression is a bare name (`GridItem` in `[GridItem](...)`).
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
