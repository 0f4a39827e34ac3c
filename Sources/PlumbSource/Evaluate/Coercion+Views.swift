import Foundation
import PlumbCore

// A value as views: a view, a list of them, a builder closure's, and closures called
// with their parameters bound.

extension Interpreter {
    /// The views a value stands for (a builder statement's contribution).
    func viewList(_ v: Value, at offset: Int) throws(Diagnostic) -> [AnyView] {
        switch v {
        case .views(let views): return views
        case .instance(let instance) where isLayout(instance.type):
            return [layoutView(instance.type, v, content: [], at: offset)]
        case .instance(let instance) where instance.isView:
            // A view that reads the environment is built where the engine resolves it.
            if readsEnvironment(instance.type) { return [environmentReadingView(instance, at: offset)] }
            return try bodyViews(of: instance, at: offset)
        // (Marked where the builder reads them, as views built from calls are where they are
        // called: warnings about them name that place, and a picture's views say where in the
        // files they were read.)
        case .text, .image, .shape, .path, .color, .style: return [marked(try view(v, at: offset), at: offset)]
        // `GeometryReader { geometry -> Color in ... return .clear }` (openedx's
        // DynamicOffsetView): a colour an implicit member names, where the closure declares
        // `Color` (only a colour, the library's or an extension's, is read so).
        case .symbol(let name, nil, let at)
        where Color.named(name) != nil
            || builtinExtensions["Color"].map { ext in
                ext.properties.contains { $0.isStatic && $0.name == name }
            } == true:
            return [AnyView(try color(v, at: at))]
        case .enumCase(let e) where e.type.isView:
            // An enum that is a view (`extension FeatureImage: View { var body ... }`).
            guard let body = e.type.properties.first(where: { $0.name == "body" && $0.body != nil }) else {
                return [PlaceholderView.make(e.type.name, reason: "'\(e.type.name)' has no body in the files read")]
            }
            return try viewList(try computedProperty(body, of: v, at: offset), at: offset)
        case .instance(let instance) where instance.type.isShape:
            return [AnyView(try interpretedShape(instance, at: offset))]
        case .stub(let text) where stubText(text) != nil:
            let (name, content) = stubText(text)!
            return [
                PlaceholderView.container(
                    name, content: [AnyView(Text(verbatim: content))],
                    reason: "'\(name)' is not in the files read: its text is drawn in a labelled frame")
            ]
        case .stub(let text):
            // A call's stub is labelled by what was called: `KFImage` for `KFImage(...).resizable(...)`.
            let label = text.contains("(...)") ? String(text[..<text.range(of: "(...)")!.lowerBound]) : text
            return [PlaceholderView.make(label, reason: "'\(label)' is not in the files read")]
        case .void, .none:
            return []
        case .foundation(let f as KingfisherImage):
            return kingfisherViews(f)
        default: throw error("expected a view, found \(v.kind)", at: offset)
        }
    }

    /// One view for a value: several views become a list that modifiers apply to one by one.
    func view(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyView {
        switch v {
        case .text(let t): return AnyView(t)
        case .image(let i): return AnyView(i)
        case .shape(let s): return AnyView(s)
        case .path(let p): return AnyView(p)
        // Colours and styles become views here, not through a constructor call: count them.
        case .color(let c):
            try countView(at: offset)
            return AnyView(c)
        case .style(let s):
            try countView(at: offset)
            return Interpreter.styleView(s)
        default: return list(try viewList(v, at: offset))
        }
    }

    /// The unknown view given a string that a stub's text begins with (`Markdown("*Hi*")`,
    /// with the members called on it after).
    func stubText(_ text: String) -> (name: String, content: String)? {
        if let exact = stubTexts[text] { return exact }
        guard text.contains("(\"") else { return nil }
        return stubTexts.first { text.hasPrefix($0.key + ".") }?.value
    }

    /// Several views as one: their elements become the children of the enclosing container.
    func list(_ views: [AnyView]) -> AnyView {
        if views.count == 1 { return views[0] }
        return AnyView(_ViewList(views))
    }

    /// Views from a builder closure (a container's content), with `parameters` bound.
    func builderViews(_ v: Value, at offset: Int, binding parameters: [Value] = []) throws(Diagnostic) -> [AnyView] {
        let c = try closure(v, at: offset)
        let scope = try bind(c, parameters, at: offset)
        return try nested(at: offset) { () throws(Diagnostic) in try evaluateBuilder(c.closure.body, in: scope) }
    }

    /// A closure's scope with its parameters (or `$0`, `$1`...) bound to `values`.
    func bind(_ c: ClosureValue, _ values: [Value], at offset: Int) throws(Diagnostic) -> Scope {
        let scope = Scope(parent: c.scope)
        let names = c.closure.parameters
        // `{ index, item in }` given one `(offset, element)` pair: Swift destructures it.
        if names.count > 1, values.count == 1, case .tuple(let elements) = values[0], elements.count == names.count {
            return try bind(c, elements.map(\.value), at: offset)
        }
        // A stub element (of a stub dictionary, `{ key, value in }`): each name a stub of its own.
        if names.count > 1, values.count == 1, case .stub(let text) = values[0] {
            return try bind(c, names.map { .stub(text + "." + $0) }, at: offset)
        }
        if !names.isEmpty && names.count != values.count {
            throw error(
                "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s"), but \(values.count) \(values.count == 1 ? "is" : "are") passed",
                at: c.closure.offset)
        }
        for (i, value) in values.enumerated() {
            if names.isEmpty {
                scope.bind("$\(i)", value)
            } else if names[i].hasPrefix("$") {
                // `{ $item in ... }`: a binding parameter; `item` and `$item` both read its value.
                scope.bind(names[i], value)
                scope.bind(String(names[i].dropFirst()), value)
            } else if names[i] != "_" {
                scope.bind(names[i], value)
            }
        }
        return scope
    }

    /// Calls a closure that returns a value.
    func callValueClosure(_ c: ClosureValue, _ values: [Value], at offset: Int) throws(Diagnostic) -> Value {
        let scope = try bind(c, values, at: offset)
        return try nested(at: offset) { () throws(Diagnostic) in
            c.isViewBuilder
                ? .views(try evaluateBuilder(c.closure.body, in: scope))
                : try evaluateValue(c.closure.body, in: scope, at: c.closure.offset)
        }
    }
}
