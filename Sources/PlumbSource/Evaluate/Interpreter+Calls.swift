import Foundation
import PlumbCore

extension Interpreter {
    func call(_ callee: Expr, _ rawArguments: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch callee {
        case .identifier(let name, let nameAt):
            var args = try arguments(rawArguments, in: scope, at: nameAt)
            return try callName(name, &args, in: scope, at: nameAt)
        case .member(.identifier("self", _), "init", let at) where scope.lookup("Self type") != nil:
            // `self.init(name, bundle: bundle)` in an initializer an extension adds to a library
            // type: the library's value becomes `self`.
            guard case .type(let typeName)? = scope.lookup("Self type") else { return .void }
            var args = try arguments(rawArguments, in: scope, at: at)
            let value = try callName(typeName, &args, in: scope, at: at)
            _ = scope.assign("self", value)
            return .void
        case .member(.identifier("super", _), let name, let at) where scope.instance != nil:
            var args = try arguments(rawArguments, in: scope, at: at)
            return try callSuper(name, &args, instance: scope.instance!, at: at)
        case .member(let baseExpr, let name, let at):
            // `SwiftUI.Image(...)`, `Foundation.Date()`: a name qualified by its module.
            if case .identifier(let module, _) = baseExpr, Interpreter.moduleNames.contains(module),
                scope.lookup(module) == nil, types[module] == nil
            {
                var args = try arguments(rawArguments, in: scope, at: at)
                // The library's view even where the app declares one of the same name (a
                // `struct TabView` whose body is a `SwiftUI.TabView`).
                if types[name] != nil, let view = try libraryView(name, &args, at: at) { return view }
                // `SwiftUI.Color(uiColor: color)` inside SwiftGen's `ColorAsset`, whose
                // `typealias Color = UIColor` the unqualified name would mean: the module's type.
                if Interpreter.isLibraryName(name), types[name] == nil, nestedAlias(name, in: scope) != nil {
                    return try callName(name, &args, in: globals, at: at)
                }
                return try callName(name, &args, in: scope, at: at)
            }
            if case .identifier(let typeName, _) = baseExpr, scope.lookup(typeName) == nil,
                types[typeName + "." + name] != nil
            {
                var args = try arguments(rawArguments, in: scope, at: at)
                return try callName(typeName + "." + name, &args, in: scope, at: at)
            }
            if let made = try nestedAliasCall(baseExpr, name, rawArguments, in: scope, at: at) { return made }
            // `Gradient.Stop(color:location:)`: a library type nested in another (or
            // `_VariadicView.Tree`, a view of SwiftUI's so named).
            if case .identifier(let typeName, _) = baseExpr, scope.lookup(typeName) == nil, types[typeName] == nil,
                Interpreter.valueConstructors[typeName + "." + name] != nil
            {
                var args = try arguments(rawArguments, in: scope, at: at)
                return try callName(typeName + "." + name, &args, in: scope, at: at)
            }
            let base = try evaluate(baseExpr, in: scope)
            // `Home.AccountRow.View(...)`: a type nested in a nested type.
            if case .type(let outer) = base, let type = types[outer + "." + name] {
                var args = try arguments(rawArguments, in: scope, at: at)
                return try construct(type, &args, at: at)
            }
            // `image?.resizable().aspectRatio(...)`: a nil optional chain ends the whole chain.
            if case .none = base, Interpreter.chainsOptionally(baseExpr) { return .none }
            var args: Arguments
            do { args = try arguments(rawArguments, in: scope, at: at) } catch let failure {
                // A modifier whose argument Plumb cannot evaluate (`.analyticsView(tracker.name)`)
                // keeps the view as it is, with a warning, as a modifier it cannot apply does.
                guard base.isViewLike, failure.kind != .limit, failure.kind != .trap else {
                    throw failure
                }
                warn("'\(name)' is ignored: \(failure.message)", at: failure.location.offset)
                return base
            }
            // `items.append(x)`, `list.remove(at: 0)`: the variable holds the changed array.
            if case .array(var items) = base, Interpreter.arrayMutators.contains(name) {
                // `issues.append(.init(type: .offline))` where `issues` is `[Issue]`: an element
                // of the declared type.
                if name == "append" || name == "insert",
                    let element = declaredType(of: baseExpr, in: scope)?.arrayElement
                {
                    var entries = args.entries
                    for (i, e) in entries.enumerated() where e.label == nil {
                        guard case .symbol = e.value else { continue }
                        entries[i] = Arguments.Entry(
                            label: nil, value: try bindingValue(e.value, type: element), offset: e.offset)
                    }
                    args = Arguments(entries, at: args.offset)
                }
                let result = try mutateArray(name, &items, &args, at: at)
                try args.finish(name, in: file)
                try assign(.array(items), to: baseExpr, in: scope)
                return result
            }
            if let result = try mutateStringVariable(name, base, &args, baseExpr, in: scope, at: at) { return result }
            if let result = try mutateURLVariable(name, base, &args, baseExpr, in: scope, at: at) { return result }
            if case .path(var path) = base, Interpreter.pathMutators.contains(name) {
                // `p.addLine(to:)`: the variable holds the changed path.
                try mutatePath(name, &path, &args, at: at)
                try args.finish(name, in: file)
                try assign(.path(path), to: baseExpr, in: scope)
                return .void
            }
            // `text.append(link)`: the variable holds the changed attributed string.
            if case .foundation(var s as AttributedString) = base, try mutateAttributedString(name, &s, &args) {
                try args.finish(name, in: file)
                try assign(.foundation(s), to: baseExpr, in: scope)
                return .void
            }
            let result = try callMember(name, on: base, &args, in: scope, at: at)
            try args.finish(name, in: file)
            return result
        case .implicitMember(let name, let at):
            return .symbol(name, arguments: try arguments(rawArguments, in: scope, at: at), at: at)
        case .type(let type, let at):
            var args = try arguments(rawArguments, in: scope, at: at)
            let base = type.base
            if base.hasPrefix("[") {
                return try callName(type.isDictionaryLiteral ? "Dictionary" : "Array", &args, in: scope, at: at)
            }
            // `StoreOf<Home>(initialState: .init())`: the state typed as the store says.
            if let state = storeStateType(type), let initial = args.entries.first(where: { $0.label == "initialState" })
            {
                args.takeAll()
                return asStore(try bindingValue(initial.value, type: state))
            }
            let name = String(base.split(separator: "<").first ?? Substring(base))
            // `FetchDescriptor<Item>(...)`: a fetch of the model type its argument names.
            if name == "FetchDescriptor" || name == "Query", types[name] == nil, let (_, arguments) = type.genericParts,
                let model = arguments.first
            {
                return .foundation(try modelQuery(&args, type: model, at: at))
            }
            // Realm's `List<Element>()`, `MutableSet<Tag>()`: an empty collection (SwiftUI's
            // `List` is never spelled with one type argument and no content).
            if Interpreter.realmCollections.contains(name), types[name] == nil, args.isEmpty,
                type.genericParts?.arguments.count == 1
            {
                return .array([])
            }
            return try callName(name, &args, in: scope, at: at)
        default:
            let f = try evaluate(callee, in: scope)
            let args = try arguments(rawArguments, in: scope, at: offset)
            switch f {
            case .closure(let c): return try callClosure(c, args, at: offset)
            case .stub(let text):
                touch(f)
                return .stub(text + "(...)")
            case .opaque: return .void
            // `accentFont?(size)` with no closure: the optional chain ends in nil.
            case .none:
                if case .optionalChain = callee { return .none }
                throw error("cannot call nil", at: offset)
            case .type(let name):
                var a = args
                return try callName(name, &a, in: scope, at: offset)
            case .instance(let i) where isLayout(i.type):
                // `layout { content }` or `layout()`: callAsFunction.
                var a = args
                let content =
                    try a.takeClosure().map { c throws(Diagnostic) in try builderViews(c.value, at: c.offset) } ?? []
                return .views([layoutView(i.type, f, content: content, at: offset)])
            default: throw error("cannot call \(f.kind)", at: offset)
            }
        }
    }

    /// `super.init(...)` and `super.name(...)` in a subclass: the superclass's initializer or
    /// method run on the same instance. A superclass the files do not declare (`NSObject`,
    /// `UIViewController`) has nothing to run.
    func callSuper(_ name: String, _ args: inout Arguments, instance: Instance, at offset: Int) throws(Diagnostic)
        -> Value
    {
        // The superclass of the class that declares the running method, not of the instance's
        // own class: a subclass inherits its superclass's initializers (Dialer's
        // `UserMerchantStore: MerchantStore`), and `super.init()` inside the inherited one is
        // `BaseViewModel`'s, not `MerchantStore`'s again. An inherited member is copied into
        // each subclass, so the declaring class is the furthest up the chain that has it.
        var declaring = instance.type
        if let running = runningFunctions.last {
            var current = instance.type
            for _ in 0..<16 {
                guard let next = superclass(of: current) else { break }
                current = next
                if (current.initializers + current.functions).contains(where: { $0.offset == running }) {
                    declaring = current
                }
            }
        }
        guard let superclass = superclass(of: declaring) else {
            args.takeAll()
            return .void
        }
        if name == "init" {
            guard let f = matchingInitializer(superclass, args) else {
                args.takeAll()
                return .void
            }
            try runInitializer(f, on: instance, &args, at: offset)
            return .void
        }
        guard let f = overload(superclass.functions.filter { $0.name == name && !$0.isStatic }, args) else {
            args.takeAll()
            return .void
        }
        return try callFunction(f, on: .instance(instance), &args, at: offset)
    }

    /// Calls a closure or a local function's closure with call arguments.
    func callClosure(_ c: ClosureValue, _ args: Arguments, at offset: Int) throws(Diagnostic) -> Value {
        var values = args.entries.map(\.value)
        // A local function's arguments as its parameters type them (`icon(for: .enqueued)`
        // where `func icon(for state: DownloadState)`: the enum's case).
        if let f = c.function, f.parameters.count == values.count {
            for (i, p) in f.parameters.enumerated() where !p.isVariadic {
                values[i] = try bindingValue(values[i], type: p.type)
            }
        }
        return try callValueClosure(c, values, at: offset)
    }

    /// `name(...)`: a closure in scope, a method of `self`, a custom modifier on the view
    /// being extended, a user type, a view, a type, a function, or a stub.
    /// Calls `aliased`, the type the alias `name` stands for. An alias chain that comes back
    /// to a name it is following (two modules' aliases of each other's types) is not followed
    /// again: the name is read as it stands.
    private func callName(
        following name: String, _ aliased: String, _ args: inout Arguments, in scope: Scope, at offset: Int
    ) throws(Diagnostic) -> Value {
        aliasesResolving.insert(name)
        defer { aliasesResolving.remove(name) }
        return try callName(aliased, &args, in: scope, at: offset)
    }

    func callName(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value
    {
        // `Self(n)` in a static member: the type the member is of (`extension CGFloat { static
        // func grid(_ n: Int) -> Self { Self(n) * 4 } }`).
        if name == "Self", let receiver = scope.selfValue, let type = typeName(of: receiver), type != "Self" {
            return try callName(type, &args, in: scope, at: offset)
        }
        // `self = Self(UIColor { ... })` in an initializer an extension adds to a library type
        // (isowords' `extension Color { init(dynamicProvider:) }`), where `self` is not made yet.
        if name == "Self", case .type(let type)? = scope.lookup("Self type"), type != "Self" {
            return try callName(type, &args, in: scope, at: offset)
        }
        if name == "self", let factory = factoryMake(&args, on: scope.selfValue) { return factory }
        if let factory = factoryInitializer(name, &args) { return factory }
        if let v = scope.lookup(name) ?? scope.instance?.properties[name] {
            if case .closure(let c) = v { return try callClosure(c, args, at: offset) }
            if let laidOut = try callLibraryLayout(v, &args, at: offset) { return laidOut }
            // A key path given for a function (SE-0249: `getColor: \.label.primary` for a
            // `(Palette) -> Color`), called: the value at that path.
            if case .keyPath(let path) = v, args.entries.count == 1 {
                let root = args.entries[0].value
                args.takeAll()
                return try follow(path, from: root, at: offset)
            }
            if case .opaque = v { return .void }
            // `@ViewBuilder let label: () -> Label`, built when it was given: `label()` is its views.
            if args.isEmpty {
                switch v {
                case .views, .text, .image, .shape, .color: return v
                case .instance(let i) where i.isView: return v
                // An `@autoclosure () -> Bool` parameter, given its value: `condition()` is it.
                case .bool, .number, .string: return v
                default: break
                }
            }
        }
        // (A library value's extension method only where its parameters take the arguments:
        // its library method of the same name otherwise.)
        if let receiver = scope.selfValue, let type = declaration(of: receiver) ?? typeDecl(of: receiver),
            let f = overload(
                type.functions.filter {
                    $0.name == name && (builtinTypeName(of: receiver) == nil || accepts($0, args))
                }, args)
        {
            return try callFunction(f, on: f.isStatic ? .type(type.name) : receiver, &args, at: offset)
        }
        // Inside an extension of Optional, on a value of no declared type (v2er's `var safe:
        // String { ifEmpty(.empty) }` of a string or a stub): the extension's method, on `self`.
        if let receiver = scope.selfValue, declaration(of: receiver) == nil, typeDecl(of: receiver) == nil,
            let ext = builtinExtensions["Optional"],
            let f = overload(ext.functions.filter { $0.name == name && !$0.isStatic && accepts($0, args) }, args)
        {
            return try callFunction(f, on: receiver, &args, at: offset)
        }
        // A capitalised name is a type, as Swift's naming convention has it: inside
        // `extension String`, `AttributedString(markdown:)` is Foundation's type, not a method.
        if name.first?.isUppercase != true, !Interpreter.globalOnlyFunctions.contains(name),
            let receiver = scope.lookup("self view")
                ?? scope.selfValue.flatMap({ builtinTypeName(of: $0) != nil ? $0 : nil }),
            Interpreter.modifiers[name] != nil || viewExtensions[name] != nil
                || Interpreter.layoutNeutralModifiers.contains(name) || name == "modifier"
                || builtinTypeName(of: receiver) != nil
        {
            let result = try callMember(name, on: receiver, &args, in: scope, at: offset)
            try args.finish(name, in: file)
            return result
        }
        if let key = nestedTypeKey(name, in: scope), let type = types[key] {
            return try construct(type, &args, at: offset)
        }
        // `SystemColor(asset: self)` inside `ColorAsset`, whose `typealias SystemColor = UIColor`.
        if let aliased = nestedAlias(name, in: scope), aliased != name, !aliasesResolving.contains(name) {
            return try callName(following: name, aliased, &args, in: scope, at: offset)
        }
        if let type = types[name] {
            // `List { ... }` where a package of the app declares `public struct List: Codable`
            // (IceCubes' Mastodon list): Swift resolves the name by the initializers of both
            // types, and only SwiftUI's view takes a content closure.
            if Interpreter.viewConstructors[name] != nil, !type.conformances.contains("View"),
                !userTypeTakes(type, args), let view = try libraryView(name, &args, at: offset)
            {
                return view
            }
            return try construct(type, &args, at: offset)
        }
        // `PlatformColor(hex: light)` with `typealias PlatformColor = UIColor`: the library's
        // type, with the initializers its extensions (under either name) add.
        if let library = libraryAlias(name), !aliasesResolving.contains(name) {
            return try callName(following: name, library, &args, in: scope, at: offset)
        }
        // `DirectStore(initialState: ...)` with `typealias DirectStore = Store<DirectState,
        // DirectAction>`: the generic type, its parameters standing for the alias's arguments.
        if let aliased = typeAliases[name], let (base, arguments) = genericBinding(aliased.base),
            let type = types[base]
        {
            genericArguments.append(arguments)
            defer { genericArguments.removeLast() }
            return try construct(type, &args, at: offset)
        }
        // A method an extension of `View` adds, called unqualified in a view (`copy(modifying:
        // \.action, with: action)`): on `self`, before a file-level function of that name.
        if case .instance(let i)? = scope.selfValue, i.isView,
            viewExtensionOverloads[name]?.contains(where: { accepts($0, args) }) == true
        {
            let result = try callMember(name, on: .instance(i), &args, in: scope, at: offset)
            try args.finish(name, in: file)
            return result
        }
        // A function may share a library view's name (Swiftfin's `func Section(_ title: String,
        // content:learnMore:)`): where none of them takes these arguments, the view does.
        if let candidates = functions[name],
            Interpreter.viewConstructors[name] == nil || candidates.contains(where: { accepts($0, args) })
        {
            let f = overload(candidates, args) ?? candidates[0]
            return try callFunction(f, on: .void, &args, at: offset)
        }
        // An initializer an extension adds to a library view, with labels of its own
        // (SwiftGen's `Image(asset: Asset.logo)`): before the library's, which lacks them.
        // Also one whose first argument is of a type the files declare (Mlem's
        // `NavigationLink(.settings(.account)) { ... }` through `init(_ value: NavigationPage,
        // label:)`, where the library's `init(_:destination:)` takes a title).
        // (Not the one running: Proton Pass's `init(role:action:label:)` taking an async action
        // calls `Button(role:action:label:)` with a plain closure, the library's.)
        if Interpreter.viewConstructors[name] != nil, let ext = builtinExtensions[name],
            let f = matchingInitializer(ext, args), !runningFunctions.contains(f.offset),
            f.parameters.first?.label != nil || !libraryTakesLabels(name, args, in: Interpreter.viewConstructorLabels)
                || firstArgumentIsDeclaredType(f, args) || firstArgumentIsNumber(for: f, args)
        {
            return try runExtensionInitializer(f, of: name, &args, at: offset)
        }
        if name == "NavigationStack", let view = try storeNavigationStack(&args, at: offset) { return view }
        if let view = try libraryView(name, &args, at: offset) { return view }
        // An init an extension adds to a built-in type (`extension TimeInterval { init(hours:) }`),
        // where the arguments are of its parameters' types: `String(number)` is Swift's own,
        // not `extension String { init(_ unit: Unit) }`'s. (TCA's views are read as their
        // content: an app's `extension WithViewStore { init(...) }` only passes its arguments on.)
        if let ext = builtinExtensions[name], !isStoreAPI(name),
            let f = ext.initializers.first(where: { f in
                f.body != nil && !runningFunctions.contains(f.offset) && accepts(f, args)
                    && !zip(f.parameters, args.entries).contains { p, a in argumentFits(a.value, p.type) == false }
            })
        {
            return try runExtensionInitializer(f, of: name, &args, at: offset)
        }
        if let make = Interpreter.valueConstructors[name] {
            let result = try make(self, &args, offset)
            try args.finish(name, in: file)
            return result
        }
        if let v = try lazyImageCall(name, &args, at: offset) { return v }
        if let v = try navigationBackportCall(name, &args, in: scope, at: offset) { return v }
        if let v = try urlImageCall(name, &args, at: offset) { return v }
        if let v = try cachedAsyncImageCall(name, &args, at: offset) {
            try args.finish(name, in: file)
            return v
        }
        if let v = try markdownCall(name, &args, at: offset) { return v }
        if let v = try emojiTextCall(name, &args, at: offset) { return v }
        if let v = try asyncButtonCall(name, &args, in: scope, at: offset) { return v }
        if let v = try onboardingActionsCall(name, &args, at: offset) { return v }
        if let v = try tipViewCall(name, &args, at: offset) { return v }
        if let v = try dynamicColorTypeCall(name, &args, at: offset) { return v }
        if let v = try kingfisherCall(name, &args, at: offset) {
            try args.finish(name, in: file)
            return v
        }
        if let v = try storeCall(name, &args, at: offset) {
            try args.finish(name, in: file)
            return v
        }
        if let first = name.first, first.isUppercase {
            // Swift Charts' `Chart { LineMark(...) }` and MapKit's `Map(position:) { Annotation(...)
            // }`, frameworks Plumb does not draw: one grey area taking the space offered, as a
            // chart or a map does; their marks are not views (read as views, each was a
            // placeholder box; BetterBlue's map was a small labelled stub under its cards).
            if let framework = Interpreter.undrawnFrameworkViews[name], typeAliases[name] == nil {
                args.takeAll()
                try countView(at: offset)
                let what = "\(framework) '\(name)'"
                warn("\(what) is not drawn: a grey area takes its place", at: offset)
                return .views([PlaceholderView.area(name, reason: "\(what), which Plumb does not draw")])
            }
            if let publisher = combinePublisherCall(name, &args) { return publisher }
            if let container = try stubContainer(name, &args, at: offset) { return container }
            // `Markdown(message.text)`: a string given unlabelled is the view's content, drawn
            // in the type's labelled frame where a view is needed (a stub elsewhere).
            if let first = args.entries.first, first.label == nil, case .string(let content) = first.value {
                args.takeAll()
                try countView(at: offset)
                warn("cannot find '\(name)' in the files read: its text is drawn in a labelled frame", at: offset)
                let text = name + "(\"" + content + "\")"
                stubTexts[text] = (name, content)
                return .stub(text)
            }
            // `DTOv1.Signal(appID: UUID(), receivedAt: Date(), type: "newSessionBegan")`: a
            // package's model made with labels, which a memberwise initializer's are: a stub
            // whose properties are the arguments (the placeholder it draws as a view is the same).
            let entries = args.entries
            args.takeAll()
            let made = try placeholder(name, at: offset)
            if case .stub(let text) = made, let record = stubRecord(text, entries) { return record }
            return made
        }
        // A modifier called unqualified in an extension of `View` (`return toast(isPresenting:
        // binding) { ... }` in SimpleLogin's `AlertToastModifier.swift`): on `self`, as Swift
        // resolves it; one of a package Plumb cannot read is kept layout-neutral, as `.toast(...)` is.
        // `type(of: opinion).icon`: the type of an instance of the files, whose statics follow.
        if name == "type", args.entries.count == 1, let of = args.take("of") {
            if case .instance(let i) = of.value { return .type(typeKey(of: i.type)) }
            args.takeAll()
            return .stub("type(of: \(sourceName(at: of.offset)))")
        }
        // `assert(provider != nil, "...")`, `precondition(...)`, `dump(x)` (Element X's
        // `LoadableImage.init`): checks and output a still picture has no use for; what a failed
        // check would do (trap a debug build) is not taken, as the picture's data are made up.
        if ["assert", "precondition", "dump"].contains(name), scope.lookup(name) == nil, functions[name] == nil {
            args.takeAll()
            return .void
        }
        // (Not a function a type of the files declares, which Plumb failed to reach: Harbour's
        // `formattedURL(url)`, a static of the view's own type. Nor inside a view of the files,
        // whose `self` is the view being built, not content to modify: openedx's `AlertView`
        // calls a package's `adaptiveStack(...) { ... }` in its body, which, applied to the view
        // itself, built it again without end.)
        if scope.lookup(name) == nil, let me = scope.selfValue, isView(me), !Interpreter.isInstance(me),
            !Interpreter.globalOnlyFunctions.contains(name), !Interpreter.swiftGlobalFunctions.contains(name),
            !(distinctTypes + Array(builtinExtensions.values)).contains(where: { t in
                t.functions.contains { $0.name == name }
            })
        {
            return try callMember(name, on: me, &args, in: scope, at: offset)
        }
        if let laidOut = try callLayoutProperty(name, &args, in: scope, at: offset) { return laidOut }
        if let container = try unknownViewHelper(name, &args, in: scope, at: offset) { return container }
        args.takeAll()
        warn("cannot find '\(name)' in the files read: using a stub", at: offset, kind: .stub)
        return .stub(name + "(...)")
    }

    /// Whether one of `type`'s initializers takes `args`: a declared one, or a struct's
    /// memberwise one, whose labels name stored properties.
    func userTypeTakes(_ type: TypeDecl, _ args: Arguments) -> Bool {
        if matchingInitializer(type, args) != nil { return true }
        guard type.initializers.isEmpty, type.kind == .structure else { return false }
        return args.entries.allSatisfy { e in
            e.label.map { label in type.properties.contains { $0.name == label && !$0.isStatic } } ?? false
        }
    }

    /// A view of the library built from a call (`Text("Hi")`, `SwiftUI.TabView { ... }`), or
    /// `nil` where the library has no view of that name. A call Plumb cannot read as written
    /// becomes a placeholder, with a warning; a limit stops the read.
    func libraryView(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard let make = Interpreter.viewConstructors[name] else { return nil }
        try countView(at: offset)
        do {
            let result = try make(self, &args, offset)
            try args.finish(name, in: file)
            if case .views(let views) = result { return .views(views.map { marked($0, at: offset) }) }
            return result
        } catch let failure {
            guard failure.kind != .limit else { throw failure }
            args.takeAll()
            notePlaceholder("'\(name)'", failure)
            return .views([PlaceholderView.make(name, reason: failure.message)])
        }
    }

    /// Runs an initializer an extension adds to a library type: `self` is what its
    /// `self.init(...)` or `self = ...` makes.
    /// Whether `args`' first argument is of the type `f`'s first parameter declares, a type of
    /// the files (an enum case of it, an instance): only `f` takes it, not the library's.
    func firstArgumentIsDeclaredType(_ f: FunctionDecl, _ args: Arguments) -> Bool {
        guard let p = f.parameters.first, case let type = p.type, types[type.base] != nil,
            let first = args.entries.first, first.label == p.label
        else { return false }
        return argumentFits(first.value, type) == true
    }

    /// The views of frameworks Plumb does not draw, drawn as a grey area: name → framework.
    static let undrawnFrameworkViews = ["Chart": "Swift Charts'", "Map": "MapKit's"]

    /// Whether the first argument is a number and `f` takes a number first (Arc Mini's
    /// `extension Color { init(_ hex: Int, alpha: Double = 1) }` called `Color(0xE2E2E2)`): no
    /// library view's unlabelled initializer takes a number (`Color(_:)` takes a name).
    static let numericTypeNames: Set<String> = [
        "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8", "Double", "Float",
        "CGFloat",
    ]

    func firstArgumentIsNumber(for f: FunctionDecl, _ args: Arguments) -> Bool {
        guard let p = f.parameters.first, p.label == nil, let first = args.entries.first, first.label == nil,
            case .number = first.value
        else { return false }
        return Interpreter.numericTypeNames.contains(p.type.base)
    }
}

extension Expr {
    /// Whether the expression is a bare name (`GridItem` in `[GridItem](...)`).
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
