import Foundation
import PlumbCore

// Modifiers: a view's modifier calls (the library's, an extension's, a `ViewModifier`), which of
// them the library takes by its labels, and `Text`'s own.

extension Interpreter {
    /// `view`, marked as read at `offset` unless it has a mark already (a container's
    /// content keeps its own), so the engine's warnings about it name the call
    /// (SourceMark.swift in PlumbCore; ``SourceProgram/describe(_:)``).
    func marked(_ view: AnyView, at offset: Int) -> AnyView {
        view._sourceMark == nil ? view._sourceMarked(offset) : view
    }

    func isView(_ v: Value) -> Bool {
        switch v {
        case .views, .text, .image, .shape, .path, .color: return true
        case .style(let s): return Interpreter.isGradient(s)
        case .instance(let i): return i.isView || i.type.isShape || isLayout(i.type)
        case .enumCase(let e): return e.type.isView
        default: return false
        }
    }

    /// Whether one of the library modifier `name`'s signatures has every label the call
    /// gives (a trailing closure's label aside).
    func libraryTakesLabels(
        _ name: String, _ args: Arguments, in table: [String: [Set<String>]] = Interpreter.modifierLabels
    ) -> Bool {
        // An unlabelled value (not a trailing closure) needs an unlabelled parameter: the
        // library's `frame` has none, so `.frame(hitTargetSize)` is an extension's.
        var labels = Set(args.entries.compactMap(\.label))
        if args.entries.contains(where: { $0.label == nil && !$0.value.isClosure }) { labels.insert("_") }
        return table[name]?.contains { labels.isSubset(of: $0) } ?? true
    }

    /// Methods whose result is a collection, however little else is known of the receiver.
    static let collectionStubMethods: Set<String> = [
        "enumerated", "sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled",
        "compactMap", "map", "flatMap",
    ]

    /// The static property or case `name` where exactly one type the files declare has one
    /// (an implicit member whose type only the call's context would say); nil otherwise.
    func uniqueStaticMember(_ name: String, conformingTo constraint: String? = nil, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        var owners = distinctTypes.filter { type in
            type.properties.contains { $0.isStatic && $0.name == name } || type.cases.contains { $0.name == name }
        }
        // Where a generic parameter's constraint is known, the types that conform to it.
        if let constraint, owners.count > 1 {
            let conforming = owners.filter { $0.conformances.contains(constraint) }
            if !conforming.isEmpty { owners = conforming }
        }
        // A protocol's `where Self == T` extension gives T the member too: T's is the one.
        if owners.count > 1 { owners.removeAll { $0.kind == .protocolType } }
        guard owners.count == 1 else { return nil }
        let value = try userMember(owners[0], name, nil, at: offset)
        // `static var liveConversion: Self { .init() }`: an instance of the type that declares it.
        if case .symbol("init", let given, let at)? = value {
            var args = given ?? Arguments([], at: at)
            return try construct(owners[0], &args, at: at)
        }
        return value
    }

    /// Whether `name` is a modifier the library knows (so a stub receiver stays a stub).
    func isViewModifierName(_ name: String) -> Bool {
        Interpreter.modifiers[name] != nil || Interpreter.layoutNeutralModifiers.contains(name)
            || viewExtensions[name] != nil
    }

    /// Applies a modifier to a view: a layout modifier, a custom one from `extension View`,
    /// or a layout-neutral one (accepted silently; an unknown one with a warning).
    func applyModifier(_ name: String, to base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value
    {
        // NavigationBackport's `nbNavigationDestination(for:destination:)` is the library's.
        if let library = Interpreter.navigationBackportModifiers[name] {
            return try applyModifier(library, to: base, &args, at: offset)
        }
        // `.modifier(Card())`: a user ViewModifier's `body(content:)` with the view as content.
        if name == "modifier", let m = args.takeUnlabeled() {
            guard case .instance(let instance) = m.value,
                let body = instance.type.functions.first(where: { $0.name == "body" })
            else {
                args.takeAll()
                return base
            }
            if readsEnvironment(instance.type) {
                return .views([
                    environmentReadingModifier(instance, body: body, content: try view(base, at: offset), at: offset)
                ])
            }
            var content = Arguments(
                [.init(label: "content", value: .views([try view(base, at: offset)]), offset: offset)], at: offset)
            if body.parameters.first?.label == nil {
                content = Arguments(
                    [.init(label: nil, value: .views([try view(base, at: offset)]), offset: offset)], at: offset)
            }
            return try callFunction(body, on: m.value, &content, at: offset)
        }
        // An extension's modifier of the library's name with labels no library signature has
        // (`background(extendedBy:) { }`): the extension's, as Swift's overloads pick.
        // One overload may call another of the same name (`cornerRadius(ratio:of:)` calling
        // `cornerRadius(_:corners:style:container:)`); only the one running is left out.
        // So is one whose parameter is of a type of the files that the argument is of (MBTA's
        // `func font(_ typography: Typography)` beside the library's `font(_: Font?)`).
        if Interpreter.modifiers[name] != nil || Interpreter.layoutNeutralModifiers.contains(name),
            let f = viewExtensionOverloads[name]?.first(where: {
                !runningFunctions.contains($0.offset)
                    && (!libraryTakesLabels(name, args) ? accepts($0, args) : takesDeclaredType($0, args))
            })
        {
            runningViewExtensions.insert(name)
            defer { runningViewExtensions.remove(name) }
            return try callFunction(f, on: .views([try view(base, at: offset)]), &args, at: offset)
        }
        if let modify = Interpreter.modifiers[name] {
            let content = try view(base, at: offset)
            // A label none of the library's signatures has, and no file's extension takes
            // (`.padding(value: .medium)`, Infomaniak's design-system package): a package's
            // overload of the library's name. What it does is in the package, so the view is
            // kept as it is, as an unknown modifier is, rather than lost to a placeholder.
            if !libraryTakesLabels(name, args),
                let label = args.entries.lazy.compactMap(\.label).first(where: {
                    label in !Interpreter.modifierLabels[name, default: []].contains { $0.contains(label) }
                })
            {
                let unread =
                    "no signature of '\(name)' the library or the files declare takes '\(label):' (a package's?): "
                // A padding whose amount is the package's (`.padding(.horizontal, value:
                // .medium)`): typical padding, the library's default amount on the edges given,
                // as a stub value lays out like typical data.
                if name == "padding" {
                    let edges = try args.takeUnlabeledValue().map { e throws(Diagnostic) in
                        try self.edges(e.value, at: e.offset)
                    }
                    args.takeAll()
                    warn(unread + "the default padding", at: offset, kind: .stub)
                    return .views([marked(AnyView(content.padding(edges ?? .all)), at: offset)])
                }
                args.takeAll()
                warn(unread + "kept as layout-neutral", at: offset, kind: .stub)
                return .views([content])
            }
            // A modifier is a node of its own: it counts against the view limit.
            try countView(at: offset)
            do {
                return .views([marked(try modify(self, content, &args, offset), at: offset)])
            } catch let failure {
                // A modifier Plumb cannot apply as written (a stub argument, a form it does not
                // read yet) keeps the view as it is, with a warning: the show goes on.
                guard failure.kind != .limit else { throw failure }
                args.takeAll()
                warn("'\(name)' is ignored: \(failure.message)", at: offset, kind: args.holdsStub ? .stub : .error)
                return .views([content])
            }
        }
        // An extension's modifier that calls the library's of the same name (`func onReceive(_ name:
        // Notification.Name, ...)` calling `onReceive(publisher, perform:)`): inside it, the name
        // is the library's, as Swift's overloads would choose, not the extension again.
        // (Where none of the extension's overloads takes the arguments, a library modifier of
        // that name does: `alert(_:isPresented:actions:)` beside an app's `alert(show:)`.)
        // One overload may call another of the app's (`loadable(_:backgroundColor:successContent:)`
        // calling `self.loadable(_:loadingView:successContent:)`): the ones not running stay.
        let overloads = viewExtensionOverloads[name] ?? viewExtensions[name].map { [$0] } ?? []
        let idle = overloads.filter { !runningFunctions.contains($0.offset) }
        if !overloads.isEmpty,
            !runningViewExtensions.contains(name)
                || !Interpreter.layoutNeutralModifiers.contains(name) && idle.contains(where: { accepts($0, args) }),
            !Interpreter.layoutNeutralModifiers.contains(name) || overloads.contains(where: { accepts($0, args) })
        {
            let f = overload(idle.isEmpty ? overloads : idle, args) ?? overloads[0]
            let outermost = !runningViewExtensions.contains(name)
            runningViewExtensions.insert(name)
            defer { if outermost { runningViewExtensions.remove(name) } }
            // A method returning `Self` works on the view's value (`var copy = self;
            // copy[keyPath: path] = value; return copy`): the instance itself, not its body.
            if case .instance = base, f.returnType?.text == "Self" {
                return try callFunction(f, on: base, &args, at: offset)
            }
            // Called from the view's own body (`loadable(state.worth) { ... }` in `body`): `self`
            // is the view whose body is being built, so its views are not built again here (that
            // would build the body without end); the method's code builds them if it uses them.
            if case .instance(let i) = base, buildingBodies.contains(ObjectIdentifier(i)) {
                return try callFunction(f, on: base, &args, at: offset, selfIsView: true)
            }
            return try callFunction(f, on: .views([try view(base, at: offset)]), &args, at: offset)
        }
        // A filled or stroked shape filled or stroked again (iOS 17): the library's layering.
        if case .views(let views) = base, views.count == 1, let view = views[0].paintedShape,
            let (content, paint) = try paintArguments(name, &args)
        {
            return .views([marked(repainted(view, content, paint), at: offset)])
        }
        noteAppearAction(name, args)
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
            let active =
                try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
            return t.bold(active)
        case "italic":
            let active =
                try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
            return t.italic(active)
        case "fontWeight":
            guard let w = args.takeUnlabeled() else {
                throw error("missing weight in call to 'fontWeight'", at: offset)
            }
            if case .none = w.value { return t.fontWeight(nil) }
            return t.fontWeight(try weight(w.value, at: w.offset))
        case "foregroundColor":
            guard let c = args.takeUnlabeled() else {
                throw error("missing colour in call to 'foregroundColor'", at: offset)
            }
            if case .none = c.value { return t.foregroundColor(nil) }
            if leavesUnheldPaint("foregroundColor", c) { return t }
            return t.foregroundColor(try shapeStyle(c.value, at: c.offset))
        default:
            return try textStylingMember(name, t, &args, at: offset)
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
