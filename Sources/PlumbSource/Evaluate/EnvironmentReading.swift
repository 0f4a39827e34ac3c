import Foundation
import PlumbCore

/// Views that read the environment: built when the engine resolves them.
///
/// A user view with an `@Environment`, `@EnvironmentObject` or `@ScaledMetric` property is
/// not evaluated where it is read: it becomes a library view (`_EnvironmentReader`) whose
/// `body` is evaluated when the engine resolves it, with those properties set from the
/// environment there, as SwiftUI updates a view's dynamic properties before its `body`. So
/// `.environment(\.colorScheme, .dark)` around it, `.environment(model)` and
/// `.environmentObject(model)` are read back, and so is what library modifiers set
/// (`.disabled(true)`, `.dynamicTypeSize(...)`). Other views are evaluated when read, as
/// before: what they build does not depend on where they are.
///
/// Names: the library's keys are read and written as their typed values (see
/// ``Interpreter/libraryEnvironmentKeys``); keys the files declare (`@Entry`, their own
/// `EnvironmentKey`s) and objects are kept by name in `EnvironmentValues.sourceValues`
/// (`key:NAME`, `object:TYPE`).
extension Interpreter {
    /// The property wrappers whose values come from the environment.
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject", "ScaledMetric", "Query"]

    /// Whether a type's stored properties read the environment.
    func readsEnvironment(_ type: TypeDecl) -> Bool {
        type.properties.contains { p in p.wrapper.map { Interpreter.environmentWrappers.contains($0.name) } ?? false }
    }

    /// `instance` as a view whose body is evaluated, with its environment-reading properties
    /// set, when the engine resolves it.
    func environmentReadingView(_ instance: Instance, at offset: Int) -> AnyView {
        AnyView(
            _EnvironmentReader(
                content: { [self] environment in
                    self.layoutTimeDepth += 1
                    return self.layoutTimeBody(of: instance, in: environment, at: offset)
                },
                finished: { [self] in self.layoutTimeDepth -= 1 }))
    }

    /// A user `ViewModifier` whose properties read the environment, applied to `content`
    /// when the engine resolves it.
    func environmentReadingModifier(_ instance: Instance, body: FunctionDecl, content: AnyView, at offset: Int)
        -> AnyView
    {
        AnyView(
            _EnvironmentReader { [self] environment in
                do throws(Diagnostic) {
                    let copy = try self.withEnvironment(instance, environment)
                    var args = Arguments(
                        [
                            .init(
                                label: body.parameters.first?.label == nil ? nil : "content", value: .views([content]),
                                offset: offset)
                        ],
                        at: offset)
                    return try self.view(
                        try self.callFunction(body, on: .instance(copy), &args, at: offset), at: offset)
                } catch {
                    self.reportLayoutError(error)
                    return AnyView(EmptyView())
                }
            })
    }

    /// The body of `instance` in `environment`: a copy of the instance with its environment
    /// properties set (a failure is a layout error and draws nothing).
    private func layoutTimeBody(of instance: Instance, in environment: EnvironmentValues, at offset: Int) -> AnyView {
        do throws(Diagnostic) {
            // Views built as they are resolved nest in the engine's resolution, not in `nested`.
            if layoutTimeDepth > Interpreter.maximumDepth {
                throw error(
                    "evaluation is nested too deeply (more than \(Interpreter.maximumDepth) levels): does a view contain itself?",
                    at: offset, kind: .limit)
            }
            let copy = try withEnvironment(instance, environment)
            return list(try noting { () throws(Diagnostic) in try bodyViews(of: copy, at: offset) })
        } catch {
            reportLayoutError(error)
            return AnyView(EmptyView())
        }
    }

    /// A copy of `instance` whose environment-reading properties read `environment`.
    func withEnvironment(_ instance: Instance, _ environment: EnvironmentValues) throws(Diagnostic) -> Instance {
        let copy = Instance(type: instance.type, properties: instance.properties)
        let scope = Scope(parent: globals, instance: copy)
        for p in instance.type.properties where !p.isStatic {
            guard let wrapper = p.wrapper, Interpreter.environmentWrappers.contains(wrapper.name) else { continue }
            copy.properties[p.name] = try environmentProperty(p, wrapper, in: environment, scope: scope)
        }
        return copy
    }

    /// What one environment-reading property reads in `environment`.
    private func environmentProperty(
        _ p: PropertyDecl, _ wrapper: Attribute, in environment: EnvironmentValues, scope: Scope
    ) throws(Diagnostic) -> Value {
        let argument = wrapper.arguments?.first?.value
        switch wrapper.name {
        case "Environment":
            if case .keyPath(let path, _)? = argument, let key = path.first {
                return try readEnvironment(key, in: environment, type: p.type, at: wrapper.offset)
            }
            if case .member(.identifier(let name, _), "self", _)? = argument {
                return object(
                    named: name, in: environment, type: p.type, property: p, owner: scope.instance?.type,
                    at: wrapper.offset)
            }
            return stub(for: p.type, named: p.name, at: wrapper.offset)
        case "EnvironmentObject":
            return object(
                named: p.type?.base ?? p.name, in: environment, type: p.type, property: p, owner: scope.instance?.type,
                at: wrapper.offset)
        case "Query":
            // SwiftData's query, run against the container in the environment (SwiftData.swift);
            // without one, the stub data it had.
            let current = scope.instance?.properties[p.name]
            if let models = try queryProperty(p, wrapper, current: current, in: environment, scope: scope) {
                return models
            }
            if case .foundation(is ModelQueryStandIn)? = current { return stub(for: p.type, named: p.name) }
            return current ?? stub(for: p.type, named: p.name)
        default:  // ScaledMetric
            // (`@ScaledMetric(wrappedValue: buttonSize) var size: CGFloat`: the initial value
            // given to the wrapper, as Unwatched writes it.)
            guard let initial = p.value ?? wrapper.arguments?.first(where: { $0.label == "wrappedValue" })?.value
            else { return .float(0) }
            let base = try cgFloat(try evaluate(initial, in: scope), at: p.offset)
            var style = Font.TextStyle.body
            if let relative = wrapper.arguments?.first(where: { $0.label == "relativeTo" }),
                let s = try font(try evaluate(relative.value, in: scope), at: relative.offset).textStyle
            {
                style = s
            }
            // As the library's ScaledMetric: the style's ratio to its size at .large.
            return .float(
                Double(base * style.pointSize(for: environment.dynamicTypeSize) / style.pointSize(for: .large)))
        }
    }

    /// The object `.environment(_:)` or `.environmentObject(_:)` provides for a type name:
    /// `nil` for an optional property, else a stub (with a warning) when none does.
    private func object(
        named name: String, in environment: EnvironmentValues, type: TypeName?, property: PropertyDecl,
        owner: TypeDecl?, at offset: Int
    ) -> Value {
        if let value = environment.sourceValues["object:" + name] as? Value { return value }
        // `@EnvironmentObject var viewModel: Model` in `HomeView<Model: HomeViewModel>`: the
        // object an ancestor provides whose type conforms to the constraint.
        if let constraint = owner?.genericConstraints[name] {
            let provided = environment.sourceValues.keys.filter { $0.hasPrefix("object:") }.sorted()
            for key in provided {
                guard let value = environment.sourceValues[key] as? Value, case .instance(let i) = value,
                    i.type.name == constraint || i.type.conformances.contains(constraint)
                else { continue }
                return value
            }
        }
        if type?.isOptional == true { return .none }
        if let value = appProvidedObject(name) { return value }
        warn(
            "no ancestor provides the '\(name)' that '\(property.name)' reads (.environment(_:) or .environmentObject(_:)): using a stub",
            at: offset, kind: .stub)
        return stub(for: TypeName(text: name), named: property.name)
    }

    /// The object of type `name` the app itself provides: a view read as its root (a file's
    /// view without a preview) has no ancestor, but in the app it runs under the `@main`
    /// `App`, whose scenes pass their objects down (`ContentView().environmentObject(store)`
    /// with `private let store = createStore()` or `@StateObject var model = Model()`). So
    /// the `App`'s stored properties of that type, else the objects its `body` passes to
    /// `.environmentObject(_:)` or `.environment(_:)`, evaluated as the app creates them
    /// (the `App`'s `init` is not run: its side effects, such as starting services, are not
    /// the view's). `nil` when the app provides none, or it cannot be built.
    func appProvidedObject(_ name: String) -> Value? {
        if let known = appObjects[name] { return known }
        appObjects[name] = .some(nil)  // while it is built, a second read of it finds none
        let aliased = typeAliases[name].map { genericBinding($0.base)?.name ?? $0.base }
        let wanted = Set([name, aliased].compactMap { $0 })
        func isWanted(_ v: Value) -> Bool {
            guard case .instance(let i) = v else { return false }
            return wanted.contains(i.type.name)
        }
        let apps = distinctTypes.filter { $0.conformances.contains { $0 == "App" || $0 == "SwiftUI.App" } }
        for app in apps.sorted(by: { ($0.name, $0.offset) < ($1.name, $1.offset) }) {
            let instance = Instance(type: app, properties: [:])
            let scope = Scope(parent: globals, instance: instance)
            let stored = app.properties.filter { $0.body == nil && !$0.isStatic && $0.value != nil }
            // A stored property's value, evaluated once, only when it is asked for: an App
            // holds many objects, and building the others is not this view's business.
            func value(of p: PropertyDecl) -> Value? {
                if let known = instance.properties[p.name] { return known }
                guard let initial = p.value, let v = try? bindingValue(try evaluate(initial, in: scope), type: p.type)
                else { return nil }
                instance.properties[p.name] = v
                return v
            }
            // The properties declared (or made) as the type first.
            for p in stored {
                let type = p.type ?? p.value.flatMap(Interpreter.constructedType)
                let declared = type.map { genericBinding($0.base)?.name ?? $0.base }
                guard let declared,
                    wanted.contains(declared) || typeAliases[declared].map({ wanted.contains($0.base) }) == true,
                    let v = value(of: p), isWanted(v)
                else { continue }
                appObjects[name] = v
                return v
            }
            // Then what the scenes pass down: a property by name, or an expression.
            let body = app.properties.first { $0.name == "body" }?.body ?? []
            for e in Interpreter.environmentObjectArguments(body) {
                var v: Value?
                switch e {
                case .identifier(let n, _), .member(.identifier("self", _), let n, _):
                    if let p = stored.first(where: { $0.name == n }) { v = value(of: p) } else { fallthrough }
                default:
                    v = try? evaluate(e, in: scope)
                }
                if let v, isWanted(v) {
                    appObjects[name] = v
                    return v
                }
            }
        }
        // Provided deeper in the app (a root view's `@State var state = NMState()`): a new
        // object of the type, made as `Type()` makes it, where it needs no arguments.
        if let type = types[aliased ?? name] ?? types[name], type.kind == .classType,
            type.initializers.isEmpty || matchingInitializer(type, .none(at: type.offset)) != nil
        {
            var none = Arguments.none(at: type.offset)
            if let v = try? construct(type, &none, at: type.offset), isWanted(v) {
                appObjects[name] = v
                return v
            }
        }
        return nil
    }

    /// The arguments of every `.environmentObject(x)` and one-argument `.environment(x)` in
    /// `statements` (a scene's body), outermost first.
    static func environmentObjectArguments(_ statements: [Stmt]) -> [Expr] {
        var found: [Expr] = []
        func visit(_ e: Expr) {
            switch e {
            case .call(let callee, let args, _):
                if case .member(_, let name, _) = callee, name == "environmentObject" || name == "environment",
                    args.count == 1, args[0].label == nil
                {
                    found.append(args[0].value)
                }
                visit(callee)
                for a in args { visit(a.value) }
            case .member(let base, _, _): visit(base)
            case .closure(let c): visit(c.body)
            default: break
            }
        }
        func visit(_ statements: [Stmt]) {
            for statement in statements {
                switch statement {
                case .expression(let e), .returnValue(let e?, _): visit(e)
                case .ifElse(_, let then, let otherwise, _):
                    visit(then)
                    visit(otherwise ?? [])
                default: break
                }
            }
        }
        visit(statements)
        return found
    }

    /// The value of the environment key `key`: the library's, or one the files declare.
    func readEnvironment(_ key: String, in environment: EnvironmentValues, type: TypeName?, at offset: Int)
        throws(Diagnostic) -> Value
    {
        if let library = Interpreter.libraryEnvironmentKeys[key] { return library.read(environment, offset) }
        if let value = environment.sourceValues["key:" + key] as? Value { return value }
        return try declaredEnvironmentDefault(key, type: type, at: offset)
    }

    /// The default of a key the files declare: `@Entry var accent: Color = .blue`, or the
    /// `defaultValue` of the `EnvironmentKey` its getter reads (`self[AccentKey.self]`).
    func declaredEnvironmentDefault(_ key: String, type: TypeName?, at offset: Int) throws(Diagnostic) -> Value {
        guard let p = builtinExtensions["EnvironmentValues"]?.properties.first(where: { $0.name == key }) else {
            return stub(for: type, named: "\\." + key, at: offset)
        }
        if let value = p.value { return try typedValue(value, in: globals, type: p.type ?? type) }
        if let keyType = p.body.flatMap(Interpreter.subscriptKeyType) {
            let defaultValue = Expr.member(.identifier(keyType, at: p.offset), "defaultValue", at: p.offset)
            return try typedValue(defaultValue, in: globals, type: p.type ?? type)
        }
        return stub(for: p.type ?? type, named: "\\." + key, at: offset)
    }

    /// `Name` in a getter that reads `self[Name.self]`.
    static func subscriptKeyType(_ statements: [Stmt]) -> String? {
        for statement in statements {
            let e: Expr
            switch statement {
            case .expression(let x): e = x
            case .returnValue(let x?, _): e = x
            // `let result = self[AppEnvironmentDependencyKey.self]`, the getter doing more
            // before it returns it (Home Assistant's `environment`, set up once).
            case .binding(_, _, let x?, _): e = x
            default: continue
            }
            if case .subscripted(_, let args, _) = e,
                case .member(.identifier(let name, _), "self", _)? = args.first?.value
            {
                return name
            }
        }
        return nil
    }

    /// The SwiftUI view a representable hosts: the `rootView` its `makeUIViewController`
    /// (or `makeUIView`) gives a `UIHostingController` (WeatherXM's scroller: a UIKit scroll view
    /// around `UIHostingController(rootView: content())`). It is drawn where the UIKit view is,
    /// from the top, as a hosting controller's view fills its container; nil where the
    /// representable hosts no SwiftUI view (a map, a web view: a placeholder).
    func hostedContent(of instance: Instance) throws(Diagnostic) -> [AnyView]? {
        let makers = instance.type.functions.filter {
            ["makeUIViewController", "makeUIView", "makeNSViewController", "makeNSView"].contains($0.name)
        }
        var root: Expr?
        for f in makers {
            SyntaxWalk.expressions(in: f.body ?? []) { e in
                guard root == nil, case .call(let callee, let args, _) = e,
                    case .identifier(let name, _) = callee,
                    name == "UIHostingController" || name == "NSHostingController"
                        || name.hasPrefix("UIHostingController<") || name.hasPrefix("NSHostingController<"),
                    let given = args.first(where: { $0.label == "rootView" })
                else { return }
                root = given.value
            }
            if root != nil { break }
        }
        guard let root else { return nil }
        let scope = Scope(parent: globals, instance: instance)
        let views = try evaluateBuilder([.expression(root)], in: scope)
        return [
            AnyView(
                VStack(spacing: 0) { _ViewList(views) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        ]
    }

    /// The views of a user view's `body`.
    func bodyViews(of instance: Instance, at offset: Int) throws(Diagnostic) -> [AnyView] {
        try nested(at: offset) { () throws(Diagnostic) in
            try countView(at: offset)
            if instance.type.isRepresentable {
                if let hosted = try hostedContent(of: instance) { return hosted }
                if let control = try uiKitControlContent(of: instance) { return [control] }
                let controller = instance.type.conformances.contains { $0.contains("ControllerRepresentable") }
                return [PlaceholderView.representable(instance.type.name, controller: controller)]
            }
            // A stored `body` (`public var body: AnyView`, set in `init(content:)`: swiyu's
            // type-erased labels): the view it holds.
            if !instance.type.properties.contains(where: { $0.name == "body" && $0.body != nil }),
                let stored = instance.properties["body"], stored.isViewLike
            {
                return try viewList(stored, at: offset)
            }
            // A shape style that is also a view and writes no body (Stoat's `ThemeColor:
            // ShapeStyle, View`): SwiftUI's `extension View where Self: ShapeStyle` gives it one,
            // the style filling a rectangle (`_ShapeView<Rectangle, Self>`), as a Color draws.
            if !instance.type.properties.contains(where: { $0.name == "body" }),
                let style = try userShapeStyle(instance, at: offset)
            {
                return [AnyView(Rectangle().fill(style))]
            }
            guard let body = instance.type.properties.first(where: { $0.name == "body" && $0.body != nil }) else {
                warn(
                    "'\(instance.type.name)' has no body in the files read: drawn as a placeholder",
                    at: instance.type.offset, kind: .stub)
                return [
                    PlaceholderView.make(
                        instance.type.name, reason: "'\(instance.type.name)' has no body in the files read")
                ]
            }
            let scope = Scope(parent: globals, instance: instance)
            buildingBodies.append(ObjectIdentifier(instance))
            defer { buildingBodies.removeLast() }
            return try buildingAppearing(instance) { () throws(Diagnostic) in
                try evaluateBuilder(body.body ?? [], in: scope)
            }
        }
    }
}
