import Foundation
import PlumbCore

/// Evaluates the syntax tree of SwiftUI source into views.
///
/// A small interpreter: expressions become ``Value``s, view builder blocks become lists of
/// views, user types are instantiated through their initializers (memberwise or written) and
/// their `body` evaluated, and closures that SwiftUI calls during layout (`alignmentGuide`,
/// `GeometryReader`, `containerRelativeFrame`, a `Layout`'s methods) become Swift closures
/// that call back into it. Actions (a `Button`'s, a gesture's) are kept and never run;
/// `onAppear` and `task` run once as the view appears (AppearActions.swift). No code is generated or compiled. Evaluation is bounded:
/// recursion, views created and loop lengths have limits, so no input hangs or exhausts memory.
///
/// What no file defines becomes a stub (`Value.stub`), with one warning where it is made:
/// reading code never stops at a name from another module.
final class Interpreter {
    let file: SourceFile
    /// User types by name, and nested ones also by `Outer.Inner`.
    var types: [String: TypeDecl] = [:]
    /// For the lookup of nested types from inside other nested types
    /// (``enclosingTypeKey(_:of:)``): the simple names of the nested types, and each type's
    /// longest key, by declaration offset; rebuilt when `types` grows.
    var nestingIndex: (count: Int, nestedNames: Set<String>, keys: [Int: String]) = (-1, [], [:])
    /// The modifiers an `extension View` declares that are running now (see `applyModifier`).
    var runningViewExtensions: Set<String> = []
    /// The user types a stub is being made of, outermost first (see ``stub(for:named:at:)``).
    var modelsBeingStubbed: Set<String> = []
    /// File-level type aliases (`typealias DirectStore = Store<DirectState, DirectAction>`).
    var typeAliases: [String: TypeName] = [:]
    /// While a generic type's stub is built, its parameters' arguments (`State` → `DirectState`).
    var genericArguments: [[String: String]] = []
    /// The type a declaration gives the call its value comes from (`let lines: [Line] =
    /// decoded(...)`), with the call's name offset: a generic result binds to it
    /// (`ExpectedTypes.swift`).
    var expectedResult: (type: TypeName, callee: Int)?
    /// The instances that stand for a TCA store (ComposableArchitecture.swift), kept alive so
    /// that no other instance takes an identifier.
    var storeStates: [ObjectIdentifier: Instance] = [:]
    /// `UserDefaults` suites as a fresh install has them, by suite name (`""`: `standard`).
    var defaultsSuites: [String: UserDefaultsStandIn] = [:]
    /// The objects the app's `App` provides, by type name (`nil`: it provides none).
    var appObjects: [String: Value?] = [:]
    /// The functions being run, by declaration offset (innermost last), for overloads.
    var runningFunctions: [Int] = []
    /// The extension properties of library types being computed, by declaration offset and
    /// receiver (``scalarKey(of:)``), innermost last.
    var runningProperties: [(offset: Int, receiver: String)] = []
    /// Every `PreviewProvider` declared, even two of one name in different files (a module
    /// read as a folder holds several targets' files).
    private var previewProviders: [TypeDecl] = []
    /// Members that extensions add to types no file declares (`extension Color { ... }`).
    var builtinExtensions: [String: TypeDecl] = [:]
    /// Functions of `extension View { ... }`: custom modifiers.
    var viewExtensions: [String: FunctionDecl] = [:]
    /// Stubs of unknown views given a string (`Markdown("*Hi*")`), by the stub's text: the
    /// type's name and the string, drawn as the view's content.
    var stubTexts: [String: (name: String, content: String)] = [:]
    /// Computed properties an `extension View` adds (`var card: some View`), by name.
    var viewExtensionProperties: [String: FunctionDecl] = [:]
    /// Every method of one name that extensions add to `View` (`zFont(_:size:style:)` and
    /// `zFont(_:size:color:)`), for overload resolution.
    var viewExtensionOverloads: [String: [FunctionDecl]] = [:]
    /// File-level functions.
    var functions: [String: [FunctionDecl]] = [:]
    let globals = Scope(parent: nil)
    /// Static properties already evaluated, by `Type.name`.
    var statics: [String: Value] = [:]
    /// The preview that is the root, if one is.
    private(set) var chosenPreview: Preview?
    /// The `#Preview`s and `PreviewProvider` previews, in file order.
    private(set) var previews: [Preview] = []

    /// The bytes of the file whose view is wanted, when the others are only its context
    /// (`plumb render FILE` reads FILE's module): the root comes from this file.
    var primaryRange: Range<Int>?

    /// The previews the root may be chosen from and `--preview N` counts: the primary file's,
    /// or every file's.
    var candidatePreviews: [Preview] {
        guard let primaryRange else { return previews }
        return previews.filter { primaryRange.contains($0.offset) }
    }

    /// Whether a declaration at `offset` is in the primary file (or there is none).
    func isPrimary(_ offset: Int) -> Bool { primaryRange?.contains(offset) ?? true }
    /// Warnings, in order (unknown modifiers kept as layout-neutral, stubs...).
    private(set) var warnings: [Diagnostic] = []
    /// Errors raised by code SwiftUI runs during layout (a GeometryReader's content...).
    private(set) var layoutErrors: [Diagnostic] = []
    /// `print` output, in order.
    private(set) var printed: [String] = []
    /// The value the last `throw` threw, for the `catch` clauses that match it.
    var thrown: Value?
    /// The subviews of the source-written layout whose method is running, so its `print`
    /// lands in the trace at that step.
    var printingLayout: LayoutSubviews?
    /// The canvas, for `UIScreen.main.bounds`.
    let canvas: CGSize
    /// The app's asset colours, images and strings (`Color("Brand")`, `Text("title")`).
    let resources: AppResources

    private var depth = 0
    /// How deeply views that read the environment, built as the engine resolves them, nest.
    var layoutTimeDepth = 0
    private(set) var viewsCreated = 0

    static let maximumDepth = 150
    static let maximumViews = 200_000
    /// The deepest a GeometryReader whose content is source may be in the laid-out tree
    /// (levels of views, below the engine's ``LayoutTree/maximumNesting``).
    static let maximumLayoutNesting = 500
    /// The most iterations one loop may run.
    static let maximumIterations = 100_000

    init(file: SourceFile, canvas: CGSize, resources: AppResources = .none) {
        self.file = file
        self.canvas = canvas
        self.resources = resources
    }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: offset, in: file)
    }

    func warn(_ message: String, at offset: Int) {
        let d = Diagnostic(.warning, message, at: offset, in: file)
        if !warnings.contains(d) { warnings.append(d) }
        // A stub or placeholder: the views built while it was made depend on it.
        if message.contains("stub") || message.contains("placeholder") { touch(.stub(message)) }
        if (message.contains("stub") || message.contains("placeholder")) && stubNotes.count < 100_000 {
            stubNotes.append("\(d.location): \(message)")
        }
    }

    /// Every stub made, in order, as `file:line:column: warning` (repeats included), so each
    /// view can note the ones made while it was built.
    private(set) var stubNotes: [String] = []

    /// How many warnings and stub notes there are, to take back those of an evaluation that
    /// is only tried (``rollBack(to:)``).
    var noteMark: (warnings: Int, stubs: Int, layoutErrors: Int) {
        (warnings.count, stubNotes.count, layoutErrors.count)
    }

    /// Forgets the warnings, stub notes and layout errors made since `mark`.
    func rollBack(to mark: (warnings: Int, stubs: Int, layoutErrors: Int)) {
        if warnings.count > mark.warnings { warnings.removeSubrange(mark.warnings...) }
        if stubNotes.count > mark.stubs { stubNotes.removeSubrange(mark.stubs...) }
        if layoutErrors.count > mark.layoutErrors { layoutErrors.removeSubrange(mark.layoutErrors...) }
    }

    /// While a root view is looked for where the app builds it: the type (by its offset)
    /// whose first instance is kept in ``captured`` (``builtWhereTheAppBuildsIt(_:needed:)``).
    var capturing: Int?
    var captured: Instance?

    /// The `onAppear` and `task` actions of the bodies being built (AppearActions.swift).
    var appearing = AppearActions()

    /// Evaluates `body`, then marks the views it made with the stubs made meanwhile.
    func noting(_ body: () throws(Diagnostic) -> [AnyView]) throws(Diagnostic) -> [AnyView] {
        let before = stubNotes.count
        let views = try body()
        guard stubNotes.count > before else { return views }
        var notes: [String] = []
        for note in stubNotes[before...] where !notes.contains(note) { notes.append(note) }
        return views.map { AnyView($0.sourceNote(notes)) }
    }

    func reportLayoutError(_ d: Diagnostic) {
        if !layoutErrors.contains(d) { layoutErrors.append(d) }
    }

    /// `print(...)` from code that runs while reading or laying out.
    func output(_ line: String) {
        printed.append(line)
        printingLayout?.recordOutput(line)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs `body` one level deeper, failing past the limit (a view that contains itself,
    /// computed properties that call each other).
    ///
    /// Every path by which source can recurse passes here: views' bodies, function and
    /// closure calls, computed and static properties, initializers and default values.
    /// `calling` names the function or property being entered, for the message.
    func nested<R>(at offset: Int, calling name: String? = nil, _ body: () throws(Diagnostic) -> R) throws(Diagnostic)
        -> R
    {
        depth += 1
        defer { depth -= 1 }
        if depth > Interpreter.maximumDepth {
            let question = name.map { "does '\($0)' call itself without end?" } ?? "does a view contain itself?"
            throw error(
                "evaluation is nested too deeply (more than \(Interpreter.maximumDepth) levels): \(question)",
                at: offset)
        }
        // A level here is a call through the interpreter's evaluation, tens of frames: 72 KB
        // for a function calling itself in a debug build (28 KB for a computed property),
        // measured with StackSpace.available() at depths 1 and 101; about three times as much
        // under AddressSanitizer (StackSpace.frameScale). Every few levels the next few (two
        // intervals) must fit, or the rest runs
        // where they do (StackSpace): 150 levels need 11 MB in a debug build, more than an
        // 8 MB thread has.
        if depth % Interpreter.stackCheckInterval == 0 {
            let result = StackSpace.ensuring(bytes: 2 * Interpreter.stackCheckInterval * Interpreter.bytesPerLevel) {
                Result { () throws(Diagnostic) in try body() }
            }
            return try result.get()
        }
        return try body()
    }

    /// How many levels of ``nested(at:calling:_:)`` pass between checks of the free stack,
    /// and the most one may take.
    static let stackCheckInterval = 4
    static let bytesPerLevel = (96 << 10) * StackSpace.frameScale

    func countView(at offset: Int) throws(Diagnostic) {
        viewsCreated += 1
        if viewsCreated > Interpreter.maximumViews {
            throw error("too many views (more than \(Interpreter.maximumViews))", at: offset)
        }
    }

    // MARK: Declarations

    /// A preview: a `#Preview`, or one view of a `PreviewProvider`'s `previews`.
    struct Preview {
        var name: String?
        var body: [Stmt]
        /// `traits:` and `.previewLayout` arguments: `.sizeThatFitsLayout`, `.fixedLayout(...)`.
        var layout: PreviewLayout
        var orientation: InterfaceOrientation = .portrait
        /// `.previewDevice("iPhone 16 Pro")`: the device's name.
        var device: String?
        var offset: Int
        /// The `PreviewProvider` it comes from, whose `previews` it is.
        var provider: TypeDecl?
    }

    /// Registers the declarations: types (with their extensions merged in), functions,
    /// file-level constants, previews. Top-level statements are returned, in order.
    func register(_ decls: [Decl]) throws(Diagnostic) -> [Stmt] {
        var statements: [Stmt] = []
        var extensions: [ExtensionDecl] = []
        var variables: [PropertyDecl] = []
        // `typealias ViewRepresentable = UIViewRepresentable`: a conformance through an alias
        // is to what it names.
        var aliases: [String: String] = [:]
        for case .typeAlias(let name, let aliased, _) in decls {
            aliases[name] = aliased.text
            typeAliases[name] = aliased
        }
        func add(_ type: TypeDecl, prefix: String) {
            var type = type
            if !aliases.isEmpty { type.conformances = type.conformances.map { aliases[$0] ?? $0 } }
            if type.conformances.contains("PreviewProvider") { previewProviders.append(type) }
            let qualified = prefix.isEmpty ? type.name : prefix + "." + type.name
            types[qualified] = type
            // A nested type is also known by its own name, unless that name is the library's
            // (SwiftGen's `L10n.Close.Button` must not hide SwiftUI's `Button`).
            if prefix.isEmpty || (types[type.name] == nil && !Interpreter.isLibraryName(type.name)) {
                types[type.name] = type
            }
            // And by each shorter path inside its outer types, as code inside them writes it
            // (`Palette.Gray.gray0` inside `Colors` for `Colors.Palette.Gray`).
            var path = qualified.split(separator: ".").dropFirst()
            while path.count > 1 {
                let name = path.joined(separator: ".")
                if types[name] == nil { types[name] = type }
                path = path.dropFirst()
            }
            for nested in type.nestedTypes { add(nested, prefix: qualified) }
        }
        for decl in decls {
            switch decl {
            case .type(let t): add(t, prefix: "")
            case .extensionDecl(let e): extensions.append(e)
            case .function(let f): functions[f.name, default: []].append(f)
            case .variable(let p):
                variables.append(p)
            case .preview(let p):
                let traits = try previewTraits(p.arguments)
                previews.append(
                    Preview(
                        name: p.name, body: p.body, layout: traits.layout, orientation: traits.orientation,
                        offset: p.offset))
            case .statement(let s): statements.append(s)
            case .typeAlias, .ignored: break
            }
        }
        // Extensions of nested types (`extension AccountView.DetailsView`) after the ones that
        // may declare them (`extension AccountView { struct DetailsView }`), whatever the
        // files' order.
        let depth = { (e: ExtensionDecl) in e.typeName.split(separator: "<")[0].filter { $0 == "." }.count }
        for e in extensions.enumerated().sorted(by: { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) })
        {
            try extend(e.element)
        }
        conformToRefinedView()
        inheritProtocolDefaults()
        // File-level constants once every type has its extensions' members. One Plumb cannot
        // evaluate is a stub with a warning, so one file's gap does not stop a module.
        for p in variables {
            do {
                if let value = p.value {
                    globals.bind(p.name, try typedValue(value, in: globals, type: p.type))
                } else if let body = p.body {
                    globals.bind(
                        p.name,
                        try nested(at: p.offset) { () throws(Diagnostic) in
                            try evaluateValue(body, in: globals, at: p.offset)
                        })
                }
            } catch let failure {
                if Interpreter.isFatal(failure) { throw failure }
                warn("'\(p.name)' is a stub: \(failure.message)", at: failure.location.offset)
                globals.bind(p.name, stub(for: p.type, named: p.name))
            }
        }
        return statements
    }

    /// A type conforming to a protocol that refines `View` (`protocol Coordinatable: View`,
    /// `struct MainView: Coordinatable`) is a view, as in Swift: `View` is added to its
    /// conformances, through any number of refinements.
    private func conformToRefinedView() {
        var viewProtocols: Set<String> = ["View", "SwiftUI.View"]
        var changed = true
        while changed {
            changed = false
            for type in types.values where type.kind == .protocolType && !viewProtocols.contains(type.name) {
                if type.conformances.contains(where: viewProtocols.contains) {
                    viewProtocols.insert(type.name)
                    changed = true
                }
            }
        }
        guard viewProtocols.count > 2 else { return }
        for (name, type) in types where type.kind != .protocolType && !type.isView {
            guard type.conformances.contains(where: viewProtocols.contains) else { continue }
            var view = type
            view.conformances.append("View")
            replace(view, named: name)
        }
    }

    /// Each type the files declare once, in declaration order (``types`` holds a type under
    /// every name it is known by: `L10n.Close` and `Close`).
    /// The name the files know `type` by, qualified when it is nested (`QRCode.Symbology`,
    /// not `Code128.Symbology`, which shares its short name).
    func typeKey(of type: TypeDecl) -> String {
        var key = type.name
        for (name, value) in types where value.offset == type.offset && name.count > key.count { key = name }
        return key
    }

    var distinctTypes: [TypeDecl] {
        var seen = Set<Int>()
        return types.values.sorted { $0.offset < $1.offset }.filter { seen.insert($0.offset).inserted }
    }

    /// A protocol's default implementations (the members its declaration and extensions give
    /// bodies) are its conformers' where they declare none of that name, as Swift dispatches
    /// them: Swiftfin's `extension PlatformView { var body: some View { iOSView } }` is the
    /// body of every `PlatformView`. Through refinements too; a conformer's own member wins.
    private func inheritProtocolDefaults() {
        // The protocols a type conforms to, and the user class it inherits from (its first
        // conformance), with theirs: a subclass has its superclass's members (Splito's view
        // models inherit `@Published var toast` from `BaseViewModel`).
        func protocols(of type: TypeDecl, _ seen: inout Set<String>) -> [TypeDecl] {
            var found: [TypeDecl] = []
            for (index, name) in type.conformances.enumerated() where seen.insert(name).inserted {
                guard let p = types[name],
                    p.kind == .protocolType || index == 0 && type.kind == .classType && p.kind == .classType
                else { continue }
                found.append(p)
                found += protocols(of: p, &seen)
            }
            return found
        }
        var done = Set<Int>()
        for (name, type) in types where type.kind != .protocolType && done.insert(type.offset).inserted {
            var seen: Set<String> = []
            let defaults = protocols(of: type, &seen)
            guard !defaults.isEmpty else { continue }
            var inheriting = type
            for p in defaults {
                // (Statics stay the protocol's: `userMember` reads them through conformances.
                // A superclass's stored properties are the subclass's too.)
                let superclass = p.kind == .classType
                for property in p.properties
                where !property.isStatic && (superclass || property.body != nil || property.value != nil) {
                    if !inheriting.properties.contains(where: { $0.name == property.name }) {
                        inheriting.properties.append(property)
                    }
                }
                for f in p.functions where !f.isStatic && f.body != nil {
                    let labels = f.parameters.map(\.label)
                    if !inheriting.functions.contains(where: {
                        $0.name == f.name && $0.parameters.map(\.label) == labels
                    }) {
                        inheriting.functions.append(f)
                    }
                }
            }
            if inheriting.properties.count != type.properties.count
                || inheriting.functions.count != type.functions.count
            {
                replace(inheriting, named: name)
            }
        }
    }

    /// Adds an extension's members to its type (nested types included).
    func extend(_ e: ExtensionDecl) throws(Diagnostic) {
        if e.typeName == "View" || e.typeName == "SwiftUI.View" {
            for case .function(let f) in e.members {
                viewExtensions[f.name] = viewExtensions[f.name] ?? f
                viewExtensionOverloads[f.name, default: []].append(f)
            }
            // `var inAllColorSchemes: some View { ... }`: a property, read as a method of no
            // arguments (`view.inAllColorSchemes`).
            for case .variable(let p) in e.members where p.body != nil && !p.isStatic {
                viewExtensionProperties[p.name] = FunctionDecl(
                    name: p.name, parameters: [], returnType: p.type, body: p.body, attributes: p.attributes,
                    offset: p.offset)
            }
            return
        }
        var name = String(e.typeName.split(separator: "<").first ?? Substring(e.typeName))
        // `extension SwiftUI.Image`: the library's type, named with its module.
        if let dot = name.firstIndex(of: "."), Interpreter.moduleNames.contains(String(name[..<dot])) {
            name = String(name[name.index(after: dot)...])
        }
        // `extension ColorAsset.SystemColor` where `ColorAsset` declares `typealias SystemColor =
        // UIColor` (SwiftGen's template): the type the alias names.
        if let aliased = aliasedType(name) { name = aliased }
        if var type = types[name] {
            for member in e.members { type.add(member) }
            type.conformances += e.conformances
            replace(type, named: name)
            for nested in type.nestedTypes where types[name + "." + nested.name] == nil {
                types[name + "." + nested.name] = nested
                if types[nested.name] == nil && !Interpreter.isLibraryName(nested.name) { types[nested.name] = nested }
            }
        } else {
            var type =
                builtinExtensions[name]
                ?? TypeDecl(
                    kind: .structure, name: name, genericParameters: [], conformances: [], attributes: [],
                    properties: [],
                    functions: [], initializers: [], subscripts: [], nestedTypes: [], typeAliases: [], cases: [],
                    offset: e.offset)
            for member in e.members { type.add(member) }
            builtinExtensions[name] = type
            for nested in type.nestedTypes {
                types[name + "." + nested.name] = nested
                if types[nested.name] == nil && !Interpreter.isLibraryName(nested.name) { types[nested.name] = nested }
            }
            // `extension Sequence where Element == Line { func sortedBySeverity() }`: members
            // of the standard library's collection protocols are the arrays' (and strings')
            // that conform, as Swift applies them.
            for concrete in Interpreter.conformingBuiltins[name] ?? [] {
                var conforming =
                    builtinExtensions[concrete]
                    ?? TypeDecl(
                        kind: .structure, name: concrete, genericParameters: [], conformances: [], attributes: [],
                        properties: [], functions: [], initializers: [], subscripts: [], nestedTypes: [],
                        typeAliases: [],
                        cases: [], offset: e.offset)
                for member in e.members {
                    if case .function(let f) = member, f.kind == .initializer { continue }
                    conforming.add(member)
                }
                builtinExtensions[concrete] = conforming
            }
        }
    }

    /// The built-in types whose values conform to a standard library protocol an extension
    /// may extend.
    static let conformingBuiltins: [String: [String]] = [
        "Sequence": ["Array", "String"], "Collection": ["Array", "String"],
        "BidirectionalCollection": ["Array", "String"], "RandomAccessCollection": ["Array"],
        "MutableCollection": ["Array"], "RangeReplaceableCollection": ["Array", "String"],
        "StringProtocol": ["String"],
    ]

    /// What `Outer.Alias` names where `Outer` declares `typealias Alias = ...`, or a file-level
    /// alias; nil for another name.
    func aliasedType(_ name: String) -> String? {
        if let dot = name.lastIndex(of: "."), let outer = types[String(name[..<dot])],
            let alias = outer.typeAliases.first(where: { $0.name == String(name[name.index(after: dot)...]) })
        {
            return alias.type.base
        }
        return nil
    }

    /// A type alias the enclosing type declares (`SystemColor` inside `ColorAsset`); nil for
    /// another name.
    func nestedAlias(_ name: String, in scope: Scope) -> String? {
        guard let selfValue = scope.selfValue, let outer = declaration(of: selfValue) ?? typeDecl(of: selfValue)
        else { return nil }
        return outer.typeAliases.first(where: { $0.name == name })?.type.base
    }

    /// Stores a type again after extending it, under every name it is known by.
    private func replace(_ type: TypeDecl, named name: String) {
        for (key, value) in types where value.name == type.name && value.offset == type.offset { types[key] = type }
        types[name] = type
    }

    /// The root view of a program: as Xcode would find it. See ``RootChoice``.
    func root(of decls: [Decl], choice: RootChoice = .automatic) throws(Diagnostic) -> AnyView {
        let statements = try register(decls)
        collectPreviewProviders()
        switch choice {
        case .view(let name):
            guard let type = types[name] else { throw error("no type named '\(name)' in the files read", at: 0) }
            guard type.isView else { throw error("'\(name)' is not a View", at: type.offset) }
            return try rootView(type)
        case .preview(let which):
            guard let preview = self.preview(which) else {
                let names = candidatePreviews.enumerated().map {
                    "\($0.offset + 1): \($0.element.name ?? "unnamed")"
                }
                throw error(
                    "no preview '\(which)'"
                        + (names.isEmpty
                            ? ": the files have no previews" : " (there are \(names.joined(separator: ", ")))"),
                    at: 0)
            }
            return try evaluate(preview)
        case .automatic:
            break
        }
        if let preview = candidatePreviews.first { return try evaluate(preview) }
        let primaryStatements = statements.filter { isPrimary($0.offset) }
        let expressions = primaryStatements.compactMap { s -> Expr? in
            if case .expression(let e) = s { e } else { nil }
        }
        if !primaryStatements.isEmpty {
            let views = try evaluateBuilder(primaryStatements, in: globals)
            if !views.isEmpty { return list(views) }
            if let e = expressions.last { throw error("expected a view, found this expression", at: e.offset) }
        }
        let views = types.values.filter { $0.isView && types[$0.name]?.offset == $0.offset && isPrimary($0.offset) }
            .sorted { $0.offset < $1.offset }
        var unique: [TypeDecl] = []
        for v in views where !unique.contains(where: { $0.offset == v.offset }) { unique.append(v) }
        if let type = mainView(among: unique) { return try rootView(type) }
        // Only a ViewModifier: show what it does around a placeholder for its content.
        let modifiers = types.values.filter {
            $0.conformances.contains("ViewModifier") && $0.functions.contains { $0.name == "body" }
                && isPrimary($0.offset)
        }
        if let modifier = modifiers.max(by: { $0.offset < $1.offset }) {
            warn(
                "no view here: the ViewModifier '\(modifier.name)' is shown around a placeholder for its content",
                at: modifier.offset)
            let instance = try instantiate(modifier, with: .none(at: modifier.offset), stubbing: true)
            var args = Arguments(
                [.init(label: nil, value: .instance(instance), offset: modifier.offset)], at: modifier.offset)
            let content = Value.views([
                PlaceholderView.make("content", reason: "the content a ViewModifier is shown around")
            ])
            return try view(try applyModifier("modifier", to: content, &args, at: modifier.offset), at: modifier.offset)
        }
        var message = "no view found: write a view expression, a struct conforming to View, or a #Preview"
        let text = String(decoding: file.bytes, as: UTF8.self)
        if text.contains("#if os(") || text.contains("#if !os(") || text.contains("#if canImport(") {
            message += " (its views may be for another platform: #if picks an iPhone build; try --platform macos)"
        }
        throw error(message, at: 0)
    }

    /// The view a file is about, when it has no preview: the one named after the file
    /// (`ContentView.swift`'s `ContentView`, `Vault+ItemView.swift`'s `ItemView`), else among
    /// the views no other view of the file uses (the top of its hierarchy, not a helper) the
    /// last that needs no arguments, else the last; with a single file read, as before this
    /// rule had a file name to go by, the last view that needs no arguments, else the last.
    func mainView(among views: [TypeDecl]) -> TypeDecl? {
        guard let range = primaryRange else {
            return views.last { requiredProperties($0).isEmpty } ?? views.last
        }
        let stem = ((file.location(of: range.lowerBound).file as NSString).lastPathComponent as NSString)
            .deletingPathExtension
        let names =
            [stem] + stem.split(separator: "+").reversed().map(String.init)
            + [String(stem.split(separator: "_").first ?? "")]
        for name in names where !name.isEmpty {
            if let named = views.first(where: { $0.name == name }) { return named }
        }
        // A view used by another view of the file is a helper: its name appears again in the
        // file's text after its own declaration's name.
        let text = String(decoding: file.bytes[range], as: UTF8.self)
        let tops = views.filter { view in text.components(separatedBy: view.name).count <= 2 }
        let pool = tops.isEmpty ? views : tops
        return pool.last { requiredProperties($0).isEmpty } ?? pool.last
    }

    /// A stub string as a `Text` shows it: its last member (`name` for
    /// `groups.sorted(...)[0].conversations[0].name`), so it reads as a stub (a name from the
    /// code) and is about as long as the data it stands for, not as long as the path to it;
    /// the whole expression is in the warning.
    static func shownStub(_ text: String) -> String {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            switch text[i] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "." where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        // `reading.value.formatted(...)`, `names.joined(...)`: a library transform of the value
        // shows the value it transforms (`value`), which reads as the data, not the method.
        while parts.count > 1, let last = parts.last, last.hasSuffix("(...)"),
            Interpreter.stubTransforms.contains(String(last.dropLast(5)))
        {
            parts.removeLast()
        }
        return parts.last.map(String.init).flatMap { $0.isEmpty ? nil : $0 } ?? text
    }

    /// Library methods that turn a value into its text: a stub shows the value instead.
    static let stubTransforms: Set<String> = [
        "formatted", "joined", "description", "trimmingCharacters", "replacingOccurrences", "lowercased",
        "uppercased", "capitalized", "prefix", "suffix", "dropFirst", "dropLast", "string", "map", "compactMap",
        "sorted", "filter", "reversed", "components",
    ]

    /// A stub's text changed as `name` changes a string's case (`uppercased`,
    /// `localizedCapitalized`...), as a stub still; nil for another member.
    static func casedStub(_ text: String, _ name: String) -> Value? {
        var shown = shownStub(text)
        if shown.hasSuffix("(...)") { shown.removeLast(5) }
        switch name {
        case "uppercased", "localizedUppercase": return .stub(shown.uppercased())
        case "lowercased", "localizedLowercase": return .stub(shown.lowercased())
        case "capitalized", "localizedCapitalized": return .stub(shown.capitalized)
        default: return nil
        }
    }

    /// The dotted name written at `offset` (`state.story.displayableDate`), for showing an
    /// expression Plumb could not compute.
    func sourceName(at offset: Int) -> String {
        var end = offset
        var depth = 0
        while end < file.bytes.count, end - offset < 80 {
            let b = file.bytes[end]
            if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0,
                !(b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b >= 0x80
                    || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A))
            {
                break
            }
            end += 1
        }
        let text = String(decoding: file.bytes[offset..<end], as: UTF8.self)
        return text.isEmpty ? "…" : text
    }

    /// Whether `name` is a type of the library the reader knows (a view, a value type, a
    /// namespace such as `Color` or `Font`).
    static func isLibraryName(_ name: String) -> Bool {
        typeNames.contains(name) || viewConstructors[name] != nil || valueConstructors[name] != nil
    }

    /// Registers the declarations and finds the previews, choosing no root: what
    /// ``SourceModule`` lists.
    func registerPreviews(_ decls: [Decl]) throws(Diagnostic) {
        _ = try register(decls)
        collectPreviewProviders()
    }

    /// The preview `which` names: a 1-based number or a name.
    func preview(_ which: String) -> Preview? {
        let candidates = candidatePreviews
        if let n = Int(which), n >= 1, n <= candidates.count { return candidates[n - 1] }
        return candidates.first { $0.name == which } ?? previews.first { $0.name == which }
    }

    /// A view type as the root: its memberwise initializer with what it needs stubbed.
    func rootView(_ type: TypeDecl) throws(Diagnostic) -> AnyView {
        let needed = requiredProperties(type)
        let mark = noteMark
        var empty = false
        if !needed.isEmpty, let built = builtWhereTheAppBuildsIt(type, needed: needed) {
            // As the app first builds it, a view may draw nothing (`FooterLabel(message:
            // footerMessage)` while the message is still ""): a picture of nothing shows no
            // one the view; its own values, stubbed, show what it draws once it has some.
            guard Interpreter.drawsNothing(built, in: canvas) else { return built }
            rollBack(to: mark)
            empty = true
        }
        if empty {
            warn(
                "the root view '\(type.name)' draws nothing as the app first builds it: \(needed.map { "'\($0.name)'" }.joined(separator: ", ")) are stubs (add a #Preview to give values)",
                at: type.offset)
        } else if !needed.isEmpty {
            warn(
                "the root view '\(type.name)' needs \(needed.map { "'\($0.name)'" }.joined(separator: ", ")): using stubs (add a #Preview to give values)",
                at: type.offset)
        }
        do {
            let before = noteMark
            let views = try noting { () throws(Diagnostic) in
                let instance = try instantiate(type, with: .none(at: type.offset), stubbing: true)
                return [try view(.instance(instance), at: type.offset)]
            }
            // `var event: ClendarEvent?` with no call giving one: nil draws nothing (`if let
            // event { ... } else { EmptyView() }`); the view is drawn with typical values for
            // its optionals instead, as its rows show once the app has data.
            let optionals = type.properties.filter { p in
                p.body == nil && p.value == nil && !p.isStatic && p.wrapper == nil && (p.type?.isOptional ?? false)
            }
            if !optionals.isEmpty, Interpreter.drawsNothing(list(views), in: canvas) {
                let filled = noteMark
                var entries: [Arguments.Entry] = []
                for p in optionals {
                    let base = TypeName(text: p.type?.base ?? "")
                    entries.append(
                        Arguments.Entry(label: p.name, value: stub(for: base, named: p.name), offset: type.offset))
                }
                if let stubbed = try? noting({ () throws(Diagnostic) in
                    let instance = try instantiate(type, with: Arguments(entries, at: type.offset), stubbing: true)
                    return [try view(.instance(instance), at: type.offset)]
                }), !Interpreter.drawsNothing(list(stubbed), in: canvas) {
                    rollBack(to: before)
                    warn(
                        "the root view '\(type.name)' draws nothing while \(optionals.map { "'\($0.name)'" }.joined(separator: ", ")) \(optionals.count == 1 ? "is" : "are") nil: drawn with stand-in values (add a #Preview to give values)",
                        at: type.offset)
                    return list(stubbed)
                }
                rollBack(to: filled)
            }
            return list(views)
        } catch let failure {
            // A root view whose initializer traps on stub data (`requests[0]` of an empty
            // array) or cannot be evaluated: one placeholder with the reason, not a stopped
            // read; a trap is the program's own error (exit 1).
            if Interpreter.isFatal(failure) { throw failure }
            notePlaceholder("the root view '\(type.name)'", failure)
            return PlaceholderView.make(type.name, reason: failure.message)
        }
    }

    /// Whether a view lays out to nothing at all on `canvas`: no node, or a root of no
    /// width and no height (`EmptyView`, an `if` whose condition is false).
    static func drawsNothing(_ view: AnyView, in canvas: CGSize) -> Bool {
        let tree = LayoutTree(view)
        tree.layout(in: canvas, scale: 1)
        guard tree.nodeCount > 0, tree.root.rawValue >= 0 else { return true }
        let size = tree.frame(of: tree.root).size
        return size.width == 0 && size.height == 0
    }

    /// The stored properties a memberwise initializer must be given.
    func requiredProperties(_ type: TypeDecl) -> [PropertyDecl] {
        type.properties.filter { p in
            p.body == nil && p.value == nil && !p.isStatic && !(p.type?.isOptional ?? false) && p.wrapper == nil
        }
    }

    /// `PreviewProvider`s: each view of `static var previews` becomes a preview.
    private func collectPreviewProviders() {
        var seen: Set<Int> = []
        let declared = previewProviders + types.values.filter { $0.conformances.contains("PreviewProvider") }
        for type in declared.sorted(by: { $0.offset < $1.offset })
        where type.conformances.contains("PreviewProvider") && !seen.contains(type.offset) {
            seen.insert(type.offset)
            guard let previewsProperty = type.properties.first(where: { $0.name == "previews" }),
                let body = previewsProperty.body
            else { continue }
            // A `Group { A(); B() }` of previews: one each.
            var statements = body
            if statements.count == 1, case .expression(let e) = statements[0], let inner = Interpreter.groupBody(e) {
                statements = inner
            }
            // Each view expression is a preview, `return X()` after `let`s included; the other
            // statements (`let item = Item(...)`) run before each.
            func viewExpression(_ statement: Stmt) -> Expr? {
                switch statement {
                case .expression(let e): if case .assign = e { nil } else { e }
                case .returnValue(let e?, _): e
                default: nil
                }
            }
            let views = statements.filter { viewExpression($0) != nil }
            let setup = statements.filter { viewExpression($0) == nil }
            for statement in views {
                guard let e = viewExpression(statement) else { continue }
                let traits = previewModifiers(e)
                previews.append(
                    Preview(
                        name: Interpreter.previewDisplayName(e) ?? (views.count == 1 ? type.name : nil),
                        body: setup + [.expression(e)],
                        layout: traits.layout, orientation: traits.orientation,
                        device: Interpreter.previewDevice(e), offset: e.offset, provider: type))
            }
        }
    }

    /// The statements of `Group { ... }`.
    static func groupBody(_ e: Expr) -> [Stmt]? {
        if case .call(.identifier("Group", _), let args, _) = e, args.count == 1, case .closure(let c) = args[0].value {
            return c.body
        }
        return nil
    }

    /// `.previewDisplayName("Dark")` in a preview's modifier chain.
    static func previewDisplayName(_ e: Expr) -> String? {
        literal(modifierArguments("previewDisplayName", in: e).first?.first?.value)
    }

    /// `.previewDevice("iPhone 16")` or `.previewDevice(PreviewDevice(rawValue: "iPhone 16"))`
    /// in a preview's chain: the device's name.
    static func previewDevice(_ e: Expr) -> String? {
        var value = modifierArguments("previewDevice", in: e).first?.first?.value
        if case .call(_, let inner, _)? = value { value = inner.first?.value }
        return literal(value)
    }

    /// `.previewLayout(...)` and `.previewInterfaceOrientation(...)` in a preview's chain (the
    /// innermost of each wins).
    func previewModifiers(_ e: Expr) -> (layout: PreviewLayout, orientation: InterfaceOrientation) {
        func traits(_ name: String) -> (layout: PreviewLayout, orientation: InterfaceOrientation)? {
            guard let args = Interpreter.modifierArguments(name, in: e).last else { return nil }
            return try? previewTraits(args.map { Argument(label: nil, value: $0.value, offset: $0.offset) })
        }
        return (
            traits("previewLayout")?.layout ?? .device, traits("previewInterfaceOrientation")?.orientation ?? .portrait
        )
    }

    /// The arguments of each `.name(...)` in a modifier chain, outermost first.
    static func modifierArguments(_ name: String, in e: Expr) -> [[Argument]] {
        var found: [[Argument]] = []
        var e = e
        while case .call(.member(let base, let member, _), let args, _) = e {
            if member == name { found.append(args) }
            e = base
        }
        return found
    }

    /// A plain string literal's text.
    static func literal(_ e: Expr?) -> String? {
        if case .string(let parts, _)? = e, case .text(let t)? = parts.first { return t }
        return nil
    }

    /// The canvas `#Preview(traits:)` asks for: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
    /// `.landscapeLeft`... (also the arguments of `previewLayout` and `previewInterfaceOrientation`).
    func previewTraits(_ arguments: [Argument]) throws(Diagnostic) -> (
        layout: PreviewLayout, orientation: InterfaceOrientation
    ) {
        var result: (layout: PreviewLayout, orientation: InterfaceOrientation) = (.device, .portrait)
        for a in arguments where a.label == "traits" || a.label == nil {
            switch a.value {
            case .implicitMember("sizeThatFitsLayout", _), .implicitMember("sizeThatFits", _):
                result.layout = .sizeThatFits
            case .implicitMember("landscapeLeft", _): result.orientation = .landscapeLeft
            case .implicitMember("landscapeRight", _): result.orientation = .landscapeRight
            case .implicitMember("portraitUpsideDown", _): result.orientation = .portraitUpsideDown
            case .call(.implicitMember(let name, _), let args, _) where name == "fixedLayout" || name == "fixed":
                var size = CGSize(width: 0, height: 0)
                for arg in args {
                    let value = try cgFloat(try evaluate(arg.value, in: globals), at: arg.offset)
                    if arg.label == "width" { size.width = value } else if arg.label == "height" { size.height = value }
                }
                result.layout = .fixed(width: size.width, height: size.height)
            default: continue
            }
        }
        return result
    }

    /// A preview's view; the preview becomes the program's chosen one.
    func evaluate(_ preview: Preview) throws(Diagnostic) -> AnyView {
        chosenPreview = preview
        // A `PreviewProvider`'s previews see its static members (`static let item = ...`).
        let scope = preview.provider.map { Scope(parent: globals, selfValue: .type($0.name)) } ?? globals
        return try nested(at: preview.offset) { () throws(Diagnostic) in
            list(try evaluateBuilder(preview.body, in: scope))
        }
    }

    // MARK: Instances

    /// A user type's value from a call's arguments: a written initializer whose labels match,
    /// else the memberwise one. With `stubbing`, what is missing is stubbed (a root view).
    func instantiate(_ type: TypeDecl, with arguments: Arguments, stubbing: Bool = false) throws(Diagnostic) -> Instance
    {
        // Default values may construct the type again (`var next = Node()`): one level deeper.
        do {
            let instance = try nested(at: arguments.offset) { () throws(Diagnostic) in
                try instantiateNested(type, with: arguments, stubbing: stubbing)
            }
            if capturing == type.offset, captured == nil { captured = instance }
            return instance
        } catch let failure {
            // A model Plumb cannot build (its initializer calls a framework Plumb lacks) is a
            // stub instance, so the views that hold it still draw; a view's failure is its
            // caller's to show as a placeholder.
            guard !type.isView, !Interpreter.isFatal(failure), !Interpreter.isRuntimeTrap(failure) else {
                throw failure
            }
            warn("'\(type.name)' could not be built (\(failure.message)): using a stub", at: failure.location.offset)
            return stubInstance(type)
        }
    }

    /// An instance of `type` whose stored properties are their written initial values
    /// (`let durationLabel = Strings.duration`) where those can be evaluated, else stubs of
    /// their types; no initializer run.
    func stubInstance(_ type: TypeDecl) -> Instance {
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties.map({ qualified($0, in: type) }) where p.body == nil && !p.isStatic {
            if let value = p.value, !p.isLazy,
                let v = try? nested(
                    at: p.offset,
                    { () throws(Diagnostic) in
                        try typedValue(value, in: scope, type: p.type)
                    })
            {
                instance.properties[p.name] = v
                continue
            }
            instance.properties[p.name] =
                p.type?.isOptional == true ? .none : stub(for: p.type.map(shallow) ?? nil, named: p.name)
        }
        return instance
    }

    /// `p` with its type named as the files read know it from inside `owner`: `var status:
    /// Status` in `TransactionState` is `TransactionState.Status`, not another type's `Status`.
    func qualified(_ p: PropertyDecl, in owner: TypeDecl) -> PropertyDecl {
        guard let type = p.type else { return p }
        var copy = p
        copy.type = qualified(type, in: owner)
        return copy
    }

    /// `type` as the files read know it from inside `owner` (a parameter's `Status` in a
    /// method of `TransactionState`).
    func qualified(_ type: TypeName, in owner: TypeDecl?) -> TypeName {
        let base = type.base
        guard let key = nestedTypeKey(base, of: owner), key != base, let range = type.text.range(of: base) else {
            return type
        }
        return TypeName(text: type.text.replacingCharacters(in: range, with: key))
    }

    /// A `lazy var`'s value, computed the first time it is read and kept.
    func lazyValue(_ p: PropertyDecl, of instance: Instance) throws(Diagnostic) -> Value? {
        guard p.isLazy, let value = p.value else { return nil }
        let v = try typedValue(value, in: Scope(parent: globals, instance: instance), type: p.type)
        instance.properties[p.name] = v
        return v
    }

    /// Whether `type` is an observable class (a view model): `ObservableObject` or `@Observable`.
    static func isObservableClass(type: TypeDecl) -> Bool {
        type.kind == .classType
            && (type.conformances.contains("ObservableObject") || type.attributes.contains { $0.name == "Observable" })
    }

    /// A type whose stub will not build a user type again (so stubbing ends).
    private func shallow(_ type: TypeName) -> TypeName? {
        types[type.base] == nil ? type : nil
    }

    private func instantiateNested(_ type: TypeDecl, with arguments: Arguments, stubbing: Bool) throws(Diagnostic)
        -> Instance
    {
        if let initializer = matchingInitializer(type, arguments) {
            return try runInitializer(initializer, of: type, with: arguments)
        }
        var args = arguments
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        let stored = type.properties.filter { $0.body == nil && !$0.isStatic }.map { qualified($0, in: type) }
        // Swift's forward scan (SE-0286): the trailing closure goes to the first closure
        // property not given by label, skipping one with a default when a later one needs it.
        let needsClosure = stored.indices.map { i in
            stored[(i + 1)...].contains { q in
                q.type?.text.contains("->") == true && q.value == nil && !args.entries.contains { $0.label == q.name }
            }
        }
        for (index, p) in stored.enumerated() {
            if let given = args.take(p.name) ?? (p.wrapper != nil ? args.take("_" + p.name) : nil) {
                instance.properties[p.name] = try memberwiseValue(p, given)
            } else if p.attributes.contains(where: { $0.name == "ViewBuilder" }), let closure = args.takeClosure() {
                // `@ViewBuilder var label: Label`, given as the trailing closure.
                instance.properties[p.name] = try memberwiseValue(p, closure)
            } else if p.type?.text.contains("->") == true, p.value == nil || !needsClosure[index],
                let closure = args.takeClosure()
            {
                // `var retry: () -> Void` (or `var onCancel: () -> Void = {}`), given as the
                // trailing closure.
                instance.properties[p.name] = try memberwiseValue(p, closure)
            } else if p.isLazy {
                continue  // computed when first read (``lazyValue(_:of:)``)
            } else if let value = p.value {
                do {
                    let initial = try typedValue(value, in: scope, type: p.type)
                    instance.properties[p.name] =
                        try userPropertyWrapper(p).map { w throws(Diagnostic) in
                            try userWrapperValue(w, of: p, initial: initial, in: scope)
                        } ?? initial
                } catch let failure {
                    // A default Plumb cannot evaluate (`HTTPCookieStorage.shared`) is a stub.
                    guard !Interpreter.isFatal(failure), !Interpreter.isRuntimeTrap(failure) else { throw failure }
                    warn("'\(p.name)' is a stub: \(failure.message)", at: failure.location.offset)
                    instance.properties[p.name] = stub(for: p.type, named: p.name)
                }
            } else if let wrapped = try wrapperValue(p, in: scope) {
                instance.properties[p.name] = wrapped
            } else if let type = p.type, type.isOptional {
                // A model stubbed as typical data has its optional parts; a view model's
                // (an observable class's) optionals start nil, as its init leaves them
                // (`var toast: ToastPrompt?`: no toast until something happens).
                instance.properties[p.name] =
                    modelsBeingStubbed.isEmpty || !stubbing || Interpreter.isObservableClass(type: instance.type)
                    ? Value.none : stub(for: TypeName(text: type.base), named: p.name)
            } else {
                if !stubbing {
                    warn(
                        "missing argument for '\(p.name)' in call to '\(type.name)': using a stub", at: arguments.offset
                    )
                }
                instance.properties[p.name] = stub(for: p.type, named: p.name)
            }
        }
        // Arguments to a memberwise init of a type whose init is in a file not read.
        if !type.initializers.isEmpty || type.kind == .classType {
            for e in args.entries where args.isUnused(e) {
                warn("no initializer of '\(type.name)' takes these arguments: they are ignored", at: e.offset)
                break
            }
        } else {
            try args.finish(type.name, in: file)
        }
        return instance
    }

    /// A memberwise argument's value: a `@ViewBuilder` property that is not a function takes
    /// the views its closure builds.
    func memberwiseValue(_ p: PropertyDecl, _ given: Arguments.Entry) throws(Diagnostic) -> Value {
        if p.attributes.contains(where: { $0.name == "ViewBuilder" }), !(p.type?.text.contains("->") ?? false),
            case .closure = given.value
        {
            return .views(try builderViews(given.value, at: given.offset))
        }
        return try bindingValue(given.value, type: p.type)
    }

    /// The written initializer whose parameters the arguments fit, by labels.
    ///
    /// Of several that fit, one not already running: `init(action:label: () -> L)` delegating
    /// to `init(action:label: (Bool) -> L)` with the same labels (a closure's parameters tell
    /// them apart in Swift) calls the other, not itself without end.
    func matchingInitializer(_ type: TypeDecl, _ arguments: Arguments) -> FunctionDecl? {
        let fitting = type.initializers.filter { $0.body != nil && accepts($0, arguments) }
        return fitting.first { !runningFunctions.contains($0.offset) } ?? fitting.first
    }

    /// The function of several of one name that a call's arguments fit, by their labels and
    /// count as Swift matches them (a trailing closure fits a closure parameter; a parameter with
    /// a default may be left out); the first where none fits, as before overloads were told apart.
    func overload(_ candidates: [FunctionDecl], _ arguments: Arguments) -> FunctionDecl? {
        guard candidates.count > 1 else { return candidates.first }
        let fitting = candidates.filter { accepts($0, arguments) }
        guard fitting.count > 1 else { return fitting.first ?? candidates.first }
        // Overloads by type (`makeHandle(with: OSLogType)`, `makeHandle(with: URL)`): one whose
        // parameters' types the arguments are not of is not the one Swift chose. Where the
        // arguments cannot tell (stubs), a call inside one overload of the same name and labels
        // is taken to be the other: a function delegating to its sibling, which Swift's types
        // pick, rather than calling itself without end.
        let typed = fitting.filter { f in
            zip(f.parameters, arguments.entries).allSatisfy { p, a in argumentFits(a.value, p.type) != false }
        }
        let pool = typed.isEmpty ? fitting : typed
        return pool.first { !runningFunctions.contains($0.offset) } ?? pool[0]
    }

    /// Whether a value is of a parameter's type, where the value says: `nil` when it cannot
    /// tell (a stub, a closure, a type Plumb does not declare).
    func argumentFits(_ value: Value, _ type: TypeName) -> Bool? {
        var name = type.text.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        // `typealias Unit = CoveCore.BitcoinUnit`: the type the alias names, its module left out.
        for _ in 0..<4 {
            guard types[name] == nil, let aliased = typeAliases[name]?.base else { break }
            name = aliased
            if types[name] == nil, let dot = name.lastIndex(of: "."),
                types[String(name[name.index(after: dot)...])] != nil
            {
                name = String(name[name.index(after: dot)...])
            }
        }
        let declared = types[name] != nil
        switch value {
        case .instance(let i):
            guard declared || Interpreter.numberTypeNames.contains(name) || name == "String" else { return nil }
            return i.type.name == name || i.type.conformances.contains(name)
        case .enumCase(let e):
            guard declared else { return nil }
            return e.type.name == name || e.type.conformances.contains(name)
        case .string:
            return declared ? types[name]?.kind == .protocolType : Interpreter.takesString(type)
        case .number:
            if declared { return types[name]?.kind == .protocolType }
            return Interpreter.numberTypeNames.contains(name) ? true : nil
        case .foundation(let f):
            if declared { return false }
            return Interpreter.foundationTypeNames.contains(name) ? Interpreter.foundationTypeName(of: f) == name : nil
        default:
            return nil
        }
    }

    /// Swift's number types, which a number literal or value is of.
    static let numberTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "TimeInterval", "Float32", "Float64",
    ]

    /// Whether a call's arguments fit `f`'s parameters.
    func accepts(_ f: FunctionDecl, _ arguments: Arguments) -> Bool {
        let labels = arguments.entries.map(\.label)
        let closures = arguments.entries.map { if case .closure = $0.value { true } else { false } }
        func fits(_ f: FunctionDecl) -> Bool {
            var i = 0
            for p in f.parameters {
                // A trailing closure is unlabelled whatever its parameter's label; only closures,
                // labelled ones, may follow it (`Card { } footer: { }`).
                let trailing =
                    i < labels.count && labels[i] == nil && closures[i] && p.type.text.contains("->")
                    && closures[i...].allSatisfy { $0 }
                if i < labels.count && (labels[i] == p.label || trailing) {
                    // A string literal does not fit a parameter of another named type
                    // (`Text("")` is not `init(_ s: NSAttributedString)`, which would call itself).
                    if case .string = arguments.entries[i].value, !Interpreter.takesString(p.type) { return false }
                    // Nor does a closure fit a key path (`filter { ... }` is the library's, not
                    // an extension's `filter(_ keyPath: KeyPath<Element, Bool>)` calling it).
                    if closures[i], p.type.base.split(separator: "<").first?.hasSuffix("KeyPath") == true {
                        return false
                    }
                    i += 1
                    if p.isVariadic { while i < labels.count && labels[i] == nil { i += 1 } }
                } else if p.defaultValue == nil && !(p.type.text.contains("->") && p.label == nil && i == labels.count)
                {
                    return false
                }
            }
            return i == labels.count
        }
        return fits(f)
    }

    /// Whether a parameter of `type` can take a string literal: any but the library types
    /// that no string literal makes (`NSAttributedString`, `Int`, `URL`...), optional or not.
    static func takesString(_ type: TypeName) -> Bool {
        var text = type.text.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return !nonStringTypes.contains(text)
    }

    static let nonStringTypes: Set<String> = [
        "NSAttributedString", "NSMutableAttributedString", "AttributedString", "Int", "Double", "CGFloat", "Float",
        "Bool", "Date", "URL", "UUID", "Data", "Color", "UIColor", "NSColor", "UIFont", "NSFont", "UIImage", "NSImage",
        "Font", "Image", "NSNumber", "Decimal", "TimeInterval",
    ]

    /// Runs `init(...)`: parameters bound, the body run with `self` the new instance; stored
    /// properties it leaves unset take their defaults.
    func runInitializer(_ f: FunctionDecl, of type: TypeDecl, with arguments: Arguments) throws(Diagnostic) -> Instance
    {
        runningFunctions.append(f.offset)
        defer { runningFunctions.removeLast() }
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties where p.body == nil && !p.isStatic && !p.isLazy {
            if let value = p.value {
                instance.properties[p.name] = try typedValue(value, in: scope, type: p.type)
            } else if let wrapped = try wrapperValue(p, in: scope) {
                instance.properties[p.name] = wrapped
            } else if p.type?.isOptional == true {
                instance.properties[p.name] = Value.none
            }
        }
        var args = arguments
        let local = Scope(parent: scope)
        try bindParameters(f, &args, into: local, at: arguments.offset, owner: type)
        let flow = try nested(at: arguments.offset) { () throws(Diagnostic) in
            try run(f.body ?? [], in: local, tail: false)
        }
        // `return nil` in an `init?`.
        if case .returned(.none) = flow { instance.failedInitialization = true }
        for p in type.properties
        where p.body == nil && !p.isStatic && instance.properties[p.name] == nil && !(p.isLazy && p.value != nil) {
            instance.properties[p.name] = stub(for: p.type, named: p.name)
        }
        return instance
    }

    /// `self.init(...)`: the written initializer the arguments fit runs on `instance`, or else
    /// the memberwise one sets the properties given.
    func delegateInitializer(_ instance: Instance, _ args: inout Arguments, at offset: Int) throws(Diagnostic) {
        if let f = matchingInitializer(instance.type, args) {
            runningFunctions.append(f.offset)
            defer { runningFunctions.removeLast() }
            let local = Scope(parent: Scope(parent: globals, instance: instance))
            try bindParameters(f, &args, into: local, at: offset)
            try nested(at: offset) { () throws(Diagnostic) in _ = try run(f.body ?? [], in: local, tail: false) }
            return
        }
        for p in instance.type.properties where p.body == nil && !p.isStatic {
            if let given = args.take(p.name) {
                instance.properties[p.name] = try bindingValue(given.value, type: p.type)
            }
        }
        args.takeAll()
    }

    /// Binds a function's parameters from the arguments (defaults and variadics included).
    /// Binds `f`'s parameters in `scope`; returns, for each `inout` parameter given `&x`, how to
    /// store its last value back.
    @discardableResult
    func bindParameters(
        _ f: FunctionDecl, _ args: inout Arguments, into scope: Scope, at offset: Int, owner: TypeDecl? = nil
    ) throws(Diagnostic) -> [(name: String, writeBack: (Value) throws(Diagnostic) -> Void)] {
        var writeBacks: [(name: String, writeBack: (Value) throws(Diagnostic) -> Void)] = []
        for p in f.parameters {
            if p.isVariadic {
                var values: [Value] = []
                if let first = p.label.map({ args.take($0) }) ?? args.takeUnlabeled() { values.append(first.value) }
                while let next = args.takeUnlabeled() { values.append(next.value) }
                scope.bind(p.name, .array(values))
                continue
            }
            var given = p.label.map { args.take($0) } ?? args.takeUnlabeled()
            if given == nil && p.type.text.contains("->") { given = args.takeClosure() }
            if let given {
                scope.bind(p.name, try bindingValue(given.value, type: qualified(p.type, in: owner)))
                if p.isInout, let writeBack = given.writeBack { writeBacks.append((p.name, writeBack)) }
            } else if let d = p.defaultValue {
                scope.bind(p.name, try typedValue(d, in: scope, type: qualified(p.type, in: owner)))
            } else if p.type.text.contains("->"), let closure = args.takeClosure() {
                scope.bind(p.name, closure.value)
            } else {
                warn(
                    "missing argument for parameter '\(p.label ?? p.name)' in call to '\(f.name)': using a stub",
                    at: offset)
                scope.bind(p.name, stub(for: p.type, named: p.name))
            }
        }
        try args.finish(f.name, in: file)
        return writeBacks
    }

    /// The value of a property wrapper that is given none: `@Environment(\.colorScheme)`,
    /// `@EnvironmentObject var model: Model`, `@FocusState var focused: Bool`. `nil` when the
    /// property has no wrapper. Environment-reading properties start with the default
    /// environment's values; a view that has them reads the environment it is resolved in
    /// (Evaluate/EnvironmentReading.swift).
    func wrapperValue(_ p: PropertyDecl, in scope: Scope) throws(Diagnostic) -> Value? {
        guard let wrapper = p.wrapper else { return nil }
        if let type = userPropertyWrapper(p) { return try userWrapperValue(type, of: p, initial: nil, in: scope) }
        // `@State var avatar: Media?`: an optional starts as nil, as in Swift.
        if p.type?.isOptional == true && !["Environment", "EnvironmentObject"].contains(wrapper.name) {
            return Value.none
        }
        switch wrapper.name {
        case "Environment":
            if case .keyPath(let path, _)? = wrapper.arguments?.first?.value, let key = path.first {
                return try readEnvironment(key, in: EnvironmentValues(), type: p.type, at: wrapper.offset)
            }
            if case .member(let base, "self", _)? = wrapper.arguments?.first?.value,
                case .identifier(let name, _) = base
            {
                // Provided by `.environment(model)` where the view is resolved.
                return p.type?.isOptional == true ? Value.none : stub(for: TypeName(text: name), named: p.name)
            }
        case "EnvironmentObject":
            return stub(for: p.type, named: p.name)
        case "Namespace":
            return .opaque("Namespace.ID")
        case "FocusState", "GestureState", "AccessibilityFocusState":
            return p.type.map { defaultValue(for: $0) } ?? .bool(false)
        default:
            break
        }
        return stub(for: p.type, named: p.name, at: wrapper.offset)
    }

    /// The property wrapper the files declare that `p`'s attribute names (`@propertyWrapper
    /// struct ThemedPalette`), if any.
    func userPropertyWrapper(_ p: PropertyDecl) -> TypeDecl? {
        guard let name = p.wrapper?.name, let type = types[name],
            type.attributes.contains(where: { $0.name == "propertyWrapper" })
        else { return nil }
        return type
    }

    /// The value of a property a wrapper of the files wraps, as Swift builds it: the wrapper
    /// made with the attribute's arguments (after `wrappedValue:`, the property's initial
    /// value, where it has one), then its `wrappedValue` read (`@ThemedPalette var palette`,
    /// whose `wrappedValue` reads the wrapper's own `@Environment`).
    func userWrapperValue(_ type: TypeDecl, of p: PropertyDecl, initial: Value?, in scope: Scope) throws(Diagnostic)
        -> Value
    {
        let at = p.wrapper?.offset ?? p.offset
        var entries: [Arguments.Entry] = []
        if let initial { entries.append(Arguments.Entry(label: "wrappedValue", value: initial, offset: at)) }
        for a in p.wrapper?.arguments ?? [] {
            entries.append(Arguments.Entry(label: a.label, value: try evaluate(a.value, in: scope), offset: a.offset))
        }
        var args = Arguments(entries, at: at)
        let wrapper = try construct(type, &args, at: at)
        return try member("wrappedValue", of: wrapper, at: at)
    }

    /// The zero value of a type, as `@FocusState` and friends start.
    func defaultValue(for type: TypeName) -> Value {
        if type.isOptional { return .none }
        switch type.base {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double", "CGFloat", "Float": return .float(0)
        case "String": return .string("")
        default: return .none
        }
    }

    /// A user generic type given its arguments (`Store<DirectState, DirectAction>`): its name
    /// and its parameters' arguments; nil when the text names no such type.
    func genericBinding(_ text: String) -> (name: String, arguments: [String: String])? {
        guard let (name, arguments) = TypeName(text: text).genericParts, let declared = types[name],
            !declared.genericParameters.isEmpty, arguments.count == declared.genericParameters.count
        else { return nil }
        return (name, Dictionary(zip(declared.genericParameters, arguments), uniquingKeysWith: { a, _ in a }))
    }

    /// A stub standing for a value of `type` that nothing gives: 0, false, the name as text,
    /// three stub elements, a stub instance of a user type, or a stub (one warning).
    func stub(for type: TypeName?, named name: String, at offset: Int? = nil) -> Value {
        if let offset { warn("'\(name)' has no value in the files read: using a stub", at: offset) }
        guard var type else { return .stub(name) }
        if Interpreter.isPublisherType(type) { return .opaque("publisher") }
        // A type alias is what it names; a generic parameter, while its type's stub is built,
        // its argument (`var state: State` in `Store<DirectState, DirectAction>`).
        for _ in 0..<8 {
            if let aliased = typeAliases[type.base], types[type.base] == nil {
                type = aliased
            } else if let argument = genericArguments.last?[type.base] {
                type = TypeName(text: argument)
            } else {
                break
            }
        }
        if let state = storeStateType(type) { return asStore(stub(for: state, named: name)) }
        var base = type.base
        for wrapper in ["Binding<", "State<", "Published<", "ObservedObject<", "StateObject<"]
        where base.hasPrefix(wrapper) {
            base = String(base.dropFirst(wrapper.count).dropLast())
        }
        switch base {
        case "Int", "Int64", "Int32", "UInt", "Double", "CGFloat", "Float", "TimeInterval":
            return base.hasPrefix("Int") || base == "UInt" ? .int(0) : .float(0)
        case "Bool": return .bool(false)
        case "String", "LocalizedStringKey", "Substring", "AttributedString": return .string(name)
        case "Color": return .color(.gray)
        // Library values a view is given (`let alignment: VerticalAlignment`): their defaults.
        case "HorizontalAlignment": return .horizontal(.center)
        case "VerticalAlignment": return .vertical(.center)
        case "Alignment": return .alignment(.center)
        case "Font": return .font(.body)
        case "CGSize": return .size(.zero)
        case "CGPoint": return .point(.zero)
        case "EdgeInsets": return .insets(EdgeInsets())
        case "UnitPoint": return .unitPoint(.center)
        case "Date": return .foundation(FixedWorld.now)
        case "UUID": return .opaque("UUID()")
        case "URL": return .opaque("URL")
        default: break
        }
        // Core Data's `@FetchRequest var rides: FetchedResults<Ride>` holds what the store has:
        // typical data, as an array of the entity does.
        if base.hasPrefix("FetchedResults<") && base.hasSuffix(">") {
            let element = String(base.dropFirst("FetchedResults<".count).dropLast())
            return .array((0..<3).map { i in stub(for: TypeName(text: element), named: "\(name)[\(i)]") })
        }
        if base.hasPrefix("[") && base.hasSuffix("]") {
            let element = String(base.dropFirst().dropLast())
            if element.contains(":") { return .dictionary([]) }
            // The app's own sample list (`static let mocks: [Gist]`), where the type has one.
            if let user = types[element], let samples = sampleValue(of: user, list: true) { return samples }
            return .array((0..<3).map { i in stub(for: TypeName(text: element), named: "\(name)[\(i)]") })
        }
        // A generic type given its arguments (`Store<DirectState, DirectAction>`): the type, with
        // its parameters standing for those arguments while its stub is built.
        var generic: [String: String] = [:]
        if types[base] == nil, let (name, arguments) = genericBinding(base) {
            generic = arguments
            base = name
        }
        genericArguments.append(generic)
        defer { genericArguments.removeLast() }
        if var user = types[base] {
            // A protocol-typed value (`let definition: any CombatantDefinition`) stands for
            // one of the types the files read conform to it: one declared in the file being
            // drawn first (where a preview's mock lives), then the first by name, so each run
            // picks the same.
            if user.kind == .protocolType,
                let conformer = types.values.filter({
                    $0.kind != .protocolType && $0.conformances.contains(user.name)
                }).min(by: { a, b in
                    (isPrimary(a.offset) ? 0 : 1, a.name) < (isPrimary(b.offset) ? 0 : 1, b.name)
                })
            {
                user = conformer
            }
            if user.kind == .enumeration, let first = user.cases.first {
                return .enumCase(EnumValue(type: user, name: first.name, values: []))
            }
            // The app's own sample of the type (`static let mock = Gist(...)`, `.placeholder`),
            // where it declares one: typical data, as the app's previews use it.
            if user.kind != .protocolType, let sample = sampleValue(of: user, list: false) { return sample }
            // A model no file gives a value of (a row's `gist: Gist`) stands for typical data: its
            // optional properties are present too (`if let files = gist.files` shows the row),
            // each type stubbed once on the way down, so a type that holds itself ends.
            if user.kind != .protocolType, !modelsBeingStubbed.contains(user.name) {
                modelsBeingStubbed.insert(user.name)
                defer { modelsBeingStubbed.remove(user.name) }
                if let instance = try? instantiate(user, with: .none(at: user.offset), stubbing: true) {
                    return .instance(instance)
                }
            }
        }
        if type.text.contains("->") { return stubClosure(type, named: name) }
        return .stub(name)
    }

    /// A stub of a function type (`let header: (Date) -> Header`): a closure taking as many
    /// arguments, whose result is a labelled placeholder where it makes a view (a generic
    /// parameter or a type named like a view), else a stub named after the property.
    func stubClosure(_ type: TypeName, named name: String) -> Value {
        let text = type.base
        guard let arrow = text.range(of: "->") else { return .opaque("closure") }
        var parameters = text[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        if parameters.hasPrefix("@escaping ") { parameters.removeFirst("@escaping ".count) }
        if parameters.hasPrefix("("), parameters.hasSuffix(")") {
            parameters = String(parameters.dropFirst().dropLast())
        }
        let count = parameters.isEmpty ? 0 : TypeName.topLevelParts(Substring(parameters)).count
        let result = TypeName(text: text[arrow.upperBound...].trimmingCharacters(in: .whitespaces))
        // A view type, or a generic parameter (`Header`, `Content`: a capitalised name no file
        // declares and Swift or the library does not have).
        let standard: Set<String> = ["Void", "Never", "Bool", "Int", "Double", "Float", "String", "Data", "Any"]
        let makesView =
            isViewType(result)
            || (result.base.first?.isUppercase == true && types[result.base] == nil && !standard.contains(result.base)
                && !Interpreter.isLibraryName(result.base) && !Interpreter.foundationTypeNames.contains(result.base)
                && result.base.allSatisfy { $0.isLetter || $0.isNumber })
        let scope = Scope(parent: globals)
        scope.bind(
            "$stubResult",
            makesView
                ? .views([PlaceholderView.make(name, reason: "a closure the root view is given")]) : .stub(name))
        let body: [Stmt] = [.returnValue(.identifier("$stubResult", at: 0), at: 0)]
        let closure = Closure(parameters: (0..<count).map { "$\($0)" }, body: body, offset: 0)
        return .closure(ClosureValue(closure: closure, scope: scope))
    }

    /// Whether `type` is a Combine publisher (`AnyPublisher<T, E>`, `Future<T, E>`,
    /// `PassthroughSubject`, `CurrentValueSubject`, `Published<T>.Publisher`).
    static func isPublisherType(_ type: TypeName) -> Bool {
        let base = type.base
        return ["AnyPublisher<", "Future<", "PassthroughSubject<", "CurrentValueSubject<", "Just<", "Deferred<"]
            .contains { base.hasPrefix($0) } || base.hasSuffix(".Publisher")
    }

    /// The names apps give the sample values of their models, in the order they are preferred.
    static let sampleNames = ["placeholder", "mock", "sample", "preview", "example", "demo", "stub", "fake", "dummy"]

    /// A sample the app declares on `type` for its previews (`static let mock: Gist`,
    /// `static var placeholder = Story(...)`; with `list`, `static let mocks: [Gist]`): its value,
    /// or nil where the type declares none (or it cannot be evaluated).
    func sampleValue(of type: TypeDecl, list: Bool) -> Value? {
        guard !modelsBeingStubbed.contains("sample " + type.name) else { return nil }
        let candidates = type.properties.filter { p in
            guard p.isStatic, p.value != nil || p.body != nil else { return false }
            let lowered = p.name.lowercased()
            guard Interpreter.sampleNames.contains(where: { lowered.hasPrefix($0) }) else { return false }
            guard let declared = p.type?.base else { return true }
            return list
                ? declared == "[\(type.name)]" || declared == "[Self]" : declared == type.name || declared == "Self"
        }.sorted { a, b in
            let rank = { (p: PropertyDecl) in
                Interpreter.sampleNames.firstIndex { p.name.lowercased().hasPrefix($0) } ?? Int.max
            }
            return (rank(a), a.name.count) < (rank(b), b.name.count)
        }
        modelsBeingStubbed.insert("sample " + type.name)
        defer { modelsBeingStubbed.remove("sample " + type.name) }
        for p in candidates {
            guard let v = try? staticMember(type.name, p.name, at: p.offset) else { continue }
            switch v {
            case .instance(let i) where !list && i.type.name == type.name: return v
            case .enumCase(let e) where !list && e.type.name == type.name: return v
            case .array(let items) where list && !items.isEmpty:
                if case .instance(let i) = items[0], i.type.name == type.name { return v }
            default: continue
            }
        }
        return nil
    }

    /// The value a `let`/`var` takes: untyped integer expressions default to `Int`; a
    /// `CGFloat`/`Double` annotation keeps the floating reading; `.name` of a user enum or of a
    /// user type's static member resolves to it.
    func bindingValue(_ value: Value, type: TypeName?) throws(Diagnostic) -> Value {
        // A string given where a `LocalizedStringKey` is declared (`init(_ title:
        // LocalizedStringKey)`, `static let name: LocalizedStringKey = "app_info.app_name"`,
        // `let title: LocalizedStringKey` of a model) is a key: a key the app's strings
        // translate holds its translation from here on, as `Text` would show it.
        if type?.base == "LocalizedStringKey", case .string(let key) = value,
            let translated = resources.localizedString(key, table: nil)
        {
            return .string(translated)
        }
        // `title: .journeyPlannerFromLabelTitle` given for a `LocalizedStringResource` (or a
        // key): Xcode's generated symbol of a string catalog key.
        if type?.base == "LocalizedStringResource" || type?.base == "LocalizedStringKey",
            case .symbol(let name, let arguments, _) = value, let text = catalogSymbolString(name, arguments: arguments)
        {
            return .string(text)
        }
        // `.constant(x)` and `Binding.constant(x)` pass a binding: Plumb reads its value.
        if case .symbol("constant", let args?, _) = value, args.entries.count == 1 {
            return try bindingValue(args.entries[0].value, type: type)
        }
        // `static let all: [Gist] = [.mock, .empty]`: each element as the element type reads it.
        if let type, case .array(let items) = value, type.base.hasPrefix("["), type.base.hasSuffix("]"),
            !type.base.contains(":"), items.contains(where: { if case .symbol = $0 { true } else { false } })
        {
            let element = TypeName(text: String(type.base.dropFirst().dropLast()))
            var converted: [Value] = []
            for item in items { converted.append(try bindingValue(item, type: element)) }
            return .array(converted)
        }
        // `let colors: [(name: String, color: Color)] = [("Blue", .blue)]`: a tuple takes the
        // labels its declared type gives.
        // Through a type alias too (`typealias ValueUnitPair = (value: String, units: String)`).
        if let type, let labelled = try labelledTuples(value, type: (typeAliases[type.base] ?? type).text) {
            return labelled
        }
        // `var groups: [ServerGroup] = .init()`: an empty collection of the declared type.
        if case .symbol("init", let args, _) = value, args?.entries.isEmpty ?? true, let base = type?.base,
            base.hasPrefix("[") && base.hasSuffix("]") || base.hasPrefix("Set<")
        {
            return base.contains(":") && !base.hasPrefix("Set<") ? .dictionary([]) : .array([])
        }
        // `.init("contentText")` where a `Color` is declared, `return .init()` from a
        // `String` property: the library type's initializer, as Swift infers it.
        if case .symbol("init", let args, let at) = value, let base = type?.base, types[base] == nil,
            storeStateType(type!) == nil, Interpreter.isLibraryName(base) || builtinExtensions[base] != nil
        {
            var arguments = args ?? .none(at: at)
            return try callName(base, &arguments, in: globals, at: at)
        }
        // `store: .init(initialState: .init()) { Feature() }`: a TCA store is its state.
        if case .symbol("init", let args?, _) = value, let type, let state = storeStateType(type),
            let initial = args.entries.first(where: { $0.label == "initialState" })
        {
            return asStore(try bindingValue(initial.value, type: state))
        }
        if case .symbol(let name, let args, let at) = value, let type,
            let user = types[type.base] ?? builtinExtensions[type.base]
        {
            return try userMember(user, name, args, at: at) ?? value
        }
        // `.red` where a `Color` is declared, `.title` where a `Font` is.
        if case .symbol(let name, let args, let at) = value, let base = type?.base {
            switch base {
            case "Color": return .color(try color(.symbol(name, arguments: args, at: at), at: at))
            case "Font": return .font(try font(.symbol(name, arguments: args, at: at), at: at))
            case "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge.Set", "Axis":
                return try resolveSymbol(name, args, like: Interpreter.sample(of: base), at: at)
            default: break
            }
        }
        guard case .number(let d, let i) = value else { return value }
        switch type?.base {
        case nil, "Int"?, "Int64"?, "Int32"?, "Int16"?, "Int8"?, "UInt"?, "UInt64"?, "UInt32"?, "UInt16"?, "UInt8"?:
            if let i { return .number(Double(i), int: i) }
            // An integer type holds a whole number (`let n: Int64 = 3.0 / 2` does not compile).
            if type != nil, d.rounded(.towardZero) == d, let whole = Int(exactly: d) { return .int(whole) }
            return .number(d, int: nil)
        case let base?:
            // A floating type keeps only the floating reading; another type (a generic
            // parameter `T`, `Any`) keeps the value as it came (`820` stays an integer).
            let resolved = typeAliases[base].map(\.base) ?? base
            return Interpreter.numberTypeNames.contains(resolved) || resolved.hasPrefix("CL")
                || resolved == "Angle" ? .number(d, int: nil) : value
        }
    }

    /// `value` with the element labels of the tuple type `type` (`(name: String, color: Color)`,
    /// or an array or optional of one); nil where `type` is no labelled tuple type.
    func labelledTuples(_ value: Value, type: String) throws(Diagnostic) -> Value? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        while text.hasSuffix("?") { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), case .array(let items) = value {
            var labelled: [Value] = []
            for item in items {
                guard let l = try labelledTuples(item, type: String(text.dropFirst().dropLast())) else { return nil }
                labelled.append(l)
            }
            return .array(labelled)
        }
        guard text.hasPrefix("("), text.hasSuffix(")"), case .tuple(let elements) = value else { return nil }
        let parts = TypeName.topLevelParts(text.dropFirst().dropLast())
        guard parts.count == elements.count, !text.contains("->") else { return nil }
        let labels: [String?] = parts.map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.isEmpty || label.contains(" ") ? nil : label
        }
        guard labels.contains(where: { $0 != nil }) else { return nil }
        return .tuple(zip(elements, labels).map { element, label in (label ?? element.label, element.value) })
    }

    /// A value of a built-in type, for resolving `.name` against it.
    static func sample(of type: String) -> Value {
        switch type {
        case "HorizontalAlignment": return .horizontal(.center)
        case "VerticalAlignment": return .vertical(.center)
        case "Alignment": return .alignment(.center)
        case "Edge.Set": return .edges(.all)
        default: return .axis(.horizontal)
        }
    }

    /// Whether an error must stop reading (a limit), rather than be recovered from where it
    /// happened with a warning and a placeholder.
    static func isFatal(_ d: Diagnostic) -> Bool {
        [
            "evaluation is nested too deeply", "too many views", "ForEach over", "the loop runs more",
            "the range has more",
        ]
        .contains { d.message.hasPrefix($0) }
    }

    /// Whether `d` is where the app itself would trap (an integer overflow, a division by
    /// zero, a conversion that cannot be made): the view still becomes a placeholder, so the
    /// rest lays out, but the failure is the program's, reported as a layout error (exit 1),
    /// not as something Plumb could not read.
    static func isRuntimeTrap(_ d: Diagnostic) -> Bool {
        d.message.hasPrefix("arithmetic operation ") || d.message.hasPrefix("cannot convert ")
            || d.message == "division by zero"
    }

    /// Records `failure` where a view becomes a placeholder for it: a runtime trap as a layout
    /// error, anything else as a warning.
    func notePlaceholder(_ description: String, _ failure: Diagnostic) {
        if Interpreter.isRuntimeTrap(failure) {
            reportLayoutError(failure)
        } else {
            warn("\(description) is drawn as a placeholder: \(failure.message)", at: failure.location.offset)
        }
    }

    // MARK: Statements

    /// A view builder block: the views its statements produce, in order.
    func evaluateBuilder(_ statements: [Stmt], in parent: Scope) throws(Diagnostic) -> [AnyView] {
        let scope = Scope(parent: parent)
        var views: [AnyView] = []
        for statement in statements {
            switch statement {
            case .expression(let e):
                if case .assign = e {
                    _ = try evaluate(e, in: scope)
                    continue
                }
                // A statement Plumb cannot evaluate becomes a placeholder where it stands, so
                // the views around it still lay out.
                do {
                    views += try noting { () throws(Diagnostic) in
                        let value = try evaluate(e, in: scope)
                        switch value {
                        // A call's discardable result (`set.insert(x)`, `list.remove(at: 0)`) is
                        // no view: a builder would not compile with one, so it is a statement's.
                        case .void, .none, .tuple, .bool, .number: return []
                        default: return try viewList(value, at: e.offset)
                        }
                    }
                } catch let failure {
                    if Interpreter.isFatal(failure) { throw failure }
                    let before = stubNotes.count
                    notePlaceholder("this view", failure)
                    let note = stubNotes.count > before ? [stubNotes[stubNotes.count - 1]] : []
                    views.append(
                        AnyView(
                            PlaceholderView.make(Interpreter.leadingName(e), reason: failure.message).sourceNote(note)))
                }
            case .ifElse(let conditions, let then, let otherwise, _):
                let branch = Scope(parent: scope)
                if try holds(conditions, in: branch) {
                    views += try evaluateBuilder(then, in: branch)
                } else if let otherwise {
                    views += try evaluateBuilder(otherwise, in: scope)
                }
            case .switchCase(let subject, let cases, let at):
                let value = try evaluate(subject, in: scope)
                let branch = Scope(parent: scope)
                guard let chosen = try matchingCase(value, cases, in: branch, at: at) else { continue }
                views += try evaluateBuilder(chosen.body, in: branch)
            case .returnValue(let e, let at):
                guard let e else { throw error("a view builder must produce a view", at: at) }
                return views + (try viewList(try evaluate(e, in: scope), at: e.offset))
            default:
                if case .returned(let value) = try execute(statement, in: scope, tail: false) {
                    return views + (try viewList(value, at: statement.offset))
                }
            }
        }
        return views
    }

    /// The value of a closure or computed property that returns a value (not a builder):
    /// its `return`, or its last statement's value (a single expression, or an `if`/`switch`
    /// whose branches end in expressions, as Swift's implicit returns allow).
    func evaluateValue(_ statements: [Stmt], in parent: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch try run(statements, in: Scope(parent: parent), tail: true) {
        case .returned(let value): return value
        default: return .void
        }
    }

    /// How a statement ends.
    enum Flow {
        case normal
        case returned(Value)
        case broke(String?)
        case continued(String?)
        case fellThrough
    }

    /// Runs statements; the value of a `return`, or, in tail position, of the last statement
    /// (Swift's implicit return), comes back as `.returned`.
    func run(_ statements: [Stmt], in scope: Scope, tail: Bool) throws(Diagnostic) -> Flow {
        var deferred: [[Stmt]] = []
        defer {
            for block in deferred.reversed() { _ = try? run(block, in: scope, tail: false) }
        }
        for (i, statement) in statements.enumerated() {
            if case .deferBlock(let body, _) = statement {
                deferred.append(body)
                continue
            }
            let flow = try execute(statement, in: scope, tail: tail && i == statements.count - 1)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs one statement.
    func execute(_ statement: Stmt, in scope: Scope, tail: Bool) throws(Diagnostic) -> Flow {
        switch statement {
        case .expression(let e):
            let value = try evaluate(e, in: scope)
            if tail, case .assign = e { return .normal }
            return tail ? .returned(value) : .normal
        case .binding(let name, let type, let value, _):
            if let value {
                let v = try typedValue(value, in: scope, type: type)
                if name != "_" { scope.bind(name, v) }
            } else {
                scope.bind(name, type.map { defaultValue(for: $0) } ?? .none)
            }
        case .tupleBinding(let names, let value, let at):
            let v = try evaluate(value, in: scope)
            let elements = try tupleElements(v, count: names.count, at: at)
            for (name, element) in zip(names, elements) { if let name { scope.bind(name, element) } }
        case .ifElse(let conditions, let then, let otherwise, _):
            let branch = Scope(parent: scope)
            if try holds(conditions, in: branch) { return try run(then, in: branch, tail: tail) }
            if let otherwise { return try run(otherwise, in: Scope(parent: scope), tail: tail) }
        case .guardElse(let conditions, let otherwise, let at):
            if try !holds(conditions, in: scope) {
                let flow = try run(otherwise, in: Scope(parent: scope), tail: false)
                if case .normal = flow { throw error("a guard's else must not fall through", at: at) }
                return flow
            }
        case .switchCase(let subject, let cases, let at):
            let value = try evaluate(subject, in: scope)
            // Over a stub, the first case written, before a `default` that would match it.
            var chosen: Int? = value.isStub ? stubCase(value, cases, at: at) : nil
            for (i, c) in cases.enumerated() where chosen == nil {
                if try matches(value, c, in: Scope(parent: scope)) {
                    chosen = i
                    break
                }
            }
            guard var i = chosen ?? stubCase(value, cases, at: at) else {
                throw error("no case of the switch matches \(value.kind)", at: at)
            }
            while true {
                let branch = Scope(parent: scope)
                _ = try matches(value, cases[i], in: branch)
                let flow = try run(cases[i].body, in: branch, tail: tail)
                if case .fellThrough = flow, i + 1 < cases.count {
                    i += 1
                    continue
                }
                if case .broke(nil) = flow { return .normal }
                return flow
            }
        case .forIn, .whileLoop, .repeatWhile:
            return try loop(statement, label: nil, in: scope)
        case .doCatch(let body, let catches, _):
            do {
                return try run(body, in: Scope(parent: scope), tail: tail)
            } catch let failure {
                guard failure.message.hasPrefix("thrown: ") else { throw failure }
                // The value the `throw` threw (the one propagating: a throw caught earlier
                // finished before this one began), matched against each clause in order.
                let thrown = self.thrown ?? .string(String(failure.message.dropFirst(8)))
                for handler in catches {
                    let handlerScope = Scope(parent: scope)
                    var matched = handler.patterns.isEmpty
                    if matched { handlerScope.bind("error", thrown) }
                    for p in handler.patterns where !matched { matched = try match(thrown, p, in: handlerScope) }
                    guard matched else { continue }
                    if let filter = handler.filter, try !bool(try evaluate(filter, in: handlerScope), at: filter.offset)
                    {
                        continue
                    }
                    return try run(handler.body, in: handlerScope, tail: tail)
                }
                throw failure
            }
        case .deferBlock:
            break
        case .returnValue(let e, _):
            guard let e else { return .returned(.void) }
            return .returned(try evaluate(e, in: scope))
        case .throwError(let e, let at):
            let value = try evaluate(e, in: scope)
            thrown = value
            throw error("thrown: \(try describe(value, at: e.offset))", at: at)
        case .breakLoop(let label, _): return .broke(label)
        case .continueLoop(let label, _): return .continued(label)
        case .fallthroughCase: return .fellThrough
        case .labeled(let label, let inner, _):
            switch inner {
            case .forIn, .whileLoop, .repeatWhile: return try loop(inner, label: label, in: scope)
            default:
                let flow = try execute(inner, in: scope, tail: tail)
                if case .broke(let l?) = flow, l == label { return .normal }
                return flow
            }
        case .declaration(let decl, _):
            try declareLocally(decl, in: scope)
        }
        return .normal
    }

    /// Runs a loop; `break` and `continue` without a label, or with this loop's, act on it.
    func loop(_ statement: Stmt, label: String?, in scope: Scope) throws(Diagnostic) -> Flow {
        /// What one iteration's flow means for the loop: go on, stop, or leave with it.
        func step(_ flow: Flow) -> Flow? {
            switch flow {
            case .normal, .fellThrough: return nil
            case .continued(let l) where l == nil || l == label: return nil
            case .broke(let l) where l == nil || l == label: return .normal
            default: return flow
            }
        }
        var iterations = 0
        func tick(at offset: Int) throws(Diagnostic) {
            iterations += 1
            // A `task` may wait on a stream for ever: its loops stop sooner (AppearActions.swift).
            if runningActions, iterations > AppearActions.maximumIterations {
                throw error("the loop runs more than \(AppearActions.maximumIterations) times in an action", at: offset)
            }
            if iterations > Interpreter.maximumIterations {
                throw error("the loop runs more than \(Interpreter.maximumIterations) times", at: offset)
            }
        }
        switch statement {
        case .forIn(let pattern, let sequence, let filter, let body, let at):
            for item in try elements(of: try evaluate(sequence, in: scope), at: sequence.offset) {
                try tick(at: at)
                let iteration = Scope(parent: scope)
                guard try match(item, pattern, in: iteration) else { continue }
                if let filter, try !bool(try evaluate(filter, in: iteration), at: filter.offset) { continue }
                if let exit = step(try run(body, in: iteration, tail: false)) { return exit }
            }
        case .whileLoop(let conditions, let body, let at):
            while true {
                let iteration = Scope(parent: scope)
                guard try holds(conditions, in: iteration) else { break }
                try tick(at: at)
                if let exit = step(try run(body, in: iteration, tail: false)) { return exit }
            }
        case .repeatWhile(let body, let condition, let at):
            repeat {
                try tick(at: at)
                if let exit = step(try run(body, in: Scope(parent: scope), tail: false)) { return exit }
            } while try bool(try evaluate(condition, in: scope), at: condition.offset)
        default:
            break
        }
        return .normal
    }

    /// A local function or type: registered where the block can see it.
    func declareLocally(_ decl: Decl, in scope: Scope) throws(Diagnostic) {
        switch decl {
        case .function(let f):
            scope.bind(f.name, .closure(ClosureValue(closure: Closure(function: f), scope: scope)))
        case .type(let t):
            if types[t.name] == nil { types[t.name] = t }
        case .variable(let p):
            if let body = p.body {
                scope.bind(p.name, try evaluateValue(body, in: scope, at: p.offset))
            } else if let value = p.value {
                scope.bind(p.name, try typedValue(value, in: scope, type: p.type))
            }
        default:
            break
        }
    }

    /// A `(a, b)` value's elements.
    func tupleElements(_ v: Value, count: Int, at offset: Int) throws(Diagnostic) -> [Value] {
        switch v {
        case .tuple(let elements) where elements.count == count: return elements.map(\.value)
        case .array(let items) where items.count == count: return items
        case .stub(let text): return (0..<count).map { .stub("\(text).\($0)") }
        default: throw error("cannot destructure \(v.kind) into \(count) values", at: offset)
        }
    }

    /// The elements a `for` loop or `ForEach` runs over.
    func elements(of v: Value, at offset: Int) throws(Diagnostic) -> [Value] {
        switch v {
        case .array(let items): return items
        case .range(let lo, let hi):
            guard let n = Value.count(lo, hi), n <= Interpreter.maximumIterations else {
                throw error("the range has more than \(Interpreter.maximumIterations) elements", at: offset)
            }
            return (lo..<max(lo, hi)).map { .int($0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        case .subviews(let s): return s.map { .subview($0) }
        case .stub(let text):
            touch(v)
            return (0..<3).map { .stub("\(text)[\($0)]") }
        case .none: return []
        default: throw error("cannot loop over \(v.kind)", at: offset)
        }
    }

    /// Whether every condition holds, binding `if let` and `case` names into `scope`.
    func holds(_ conditions: [Condition], in scope: Scope) throws(Diagnostic) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                guard try bool(try evaluate(e, in: scope), at: e.offset) else { return false }
            case .optionalBinding(let name, let value, let at):
                let v = try evaluate(value ?? .identifier(name, at: at), in: scope)
                if case .none = v { return false }
                scope.bind(name, v)
            case .matching(let pattern, let value, _):
                guard try match(try evaluate(value, in: scope), pattern, in: scope) else { return false }
            case .availability(let available, _):
                // An iPhone on the newest iOS: every `#available` holds.
                if !available { return false }
            }
        }
        return true
    }

    func matchingCase(_ value: Value, _ cases: [SwitchCase], in scope: Scope, at offset: Int) throws(Diagnostic)
        -> SwitchCase?
    {
        // Over a stub, the first case written, before a `default` that would match it.
        if value.isStub { return stubCase(value, cases, at: offset).map { cases[$0] } }
        for c in cases where try matches(value, c, in: scope) { return c }
        return nil
    }

    /// The case a switch over a stub takes: the first one written (what no file gives cannot
    /// choose, and the first case is most often the main state), with a warning.
    func stubCase(_ value: Value, _ cases: [SwitchCase], at offset: Int) -> Int? {
        guard case .stub(let text) = value, !cases.isEmpty else { return nil }
        warn("'\(text)' is a stub: the switch takes its first case", at: offset)
        return 0
    }

    /// Whether a case matches (binding its names into `scope`), its `where` included.
    func matches(_ value: Value, _ c: SwitchCase, in scope: Scope) throws(Diagnostic) -> Bool {
        if c.isDefault { return true }
        for pattern in c.patterns where try match(value, pattern, in: scope) {
            if let filter = c.filter { return try bool(try evaluate(filter, in: scope), at: filter.offset) }
            return true
        }
        return false
    }

    /// Whether `value` matches `pattern`, binding the pattern's names into `scope`.
    func match(_ value: Value, _ pattern: Pattern, in scope: Scope) throws(Diagnostic) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name, _):
            scope.bind(name, value)
            return true
        case .optional(let inner, _):
            if case .none = value { return false }
            return try match(value, inner, in: scope)
        case .isType(let type, _):
            return conforms(value, to: type)
        case .cast(let inner, let type, _):
            guard conforms(value, to: type) else { return false }
            return try match(value, inner, in: scope)
        case .tuple(let elements, let at):
            let values = try tupleElements(value, count: elements.count, at: at)
            for (element, v) in zip(elements, values) where try !match(v, element.pattern, in: scope) { return false }
            return true
        case .enumCase(let name, let elements, _):
            var values: [Value]
            switch value {
            case .enumCase(let e) where e.name == name:
                values = e.values.map(\.value)
                // A case made without its associated values (a stub of the enum, its first
                // case): typical values of the types the case declares.
                if values.isEmpty, !elements.isEmpty,
                    let declared = e.type.cases.first(where: { $0.name == name })?.associatedValues,
                    declared.count == elements.count
                {
                    values = declared.map { stub(for: $0.type, named: $0.name.isEmpty ? name : $0.name) }
                }
            case .symbol(name, let args, _): values = args?.entries.map(\.value) ?? []
            case .none: return false
            case .stub(let text): values = elements.map { _ in .stub(text) }
            default:
                if name == "some" { values = [value] } else { return false }
            }
            if elements.count == 1 && values.count > 1 {
                return try match(.tuple(values.map { (nil, $0) }), elements[0].pattern, in: scope)
            }
            guard values.count == elements.count else { return elements.isEmpty }
            for (element, v) in zip(elements, values) where try !match(v, element.pattern, in: scope) { return false }
            return true
        case .expression(let e):
            return try matches(value, e, in: scope)
        }
    }

    /// Whether a value is of a type, as far as Plumb knows types (stubs are of every type).
    func conforms(_ value: Value, to type: TypeName) -> Bool {
        switch value {
        case .instance(let i): return i.type.name == type.base || i.type.conformances.contains(type.base)
        case .enumCase(let e): return e.type.name == type.base
        case .string: return type.base == "String"
        case .number(_, let i):
            return ["Double", "CGFloat", "Float"].contains(type.base) || (i != nil && type.base == "Int")
        case .bool: return type.base == "Bool"
        case .foundation(let f): return Interpreter.foundationTypeName(of: f) == type.base
        case .stub: return true
        default: return false
        }
    }

    /// Whether `value` matches an expression pattern: `.horizontal`, a literal, a range, a constant.
    func matches(_ value: Value, _ pattern: Expr, in scope: Scope) throws(Diagnostic) -> Bool {
        if case .implicitMember(let name, _) = pattern {
            switch value {
            case .axis(let axis): return axis.description == name
            case .symbol(let s, _, _): return s == name
            case .enumCase(let e): return e.name == name
            case .none: return name == "none"
            case .horizontal, .vertical, .alignment, .edges, .axes, .font, .color:
                return try equal(value, try resolveSymbol(name, nil, like: value, at: pattern.offset))
            case .stub: return false
            default: return false
            }
        }
        if case .identifier("_", _) = pattern { return true }
        // One-sided ranges: `case 2...:`, `case ...0:`, `case ..<10:`.
        if case .number(let d, _) = value {
            switch pattern {
            case .postfix("...", let bound, _):
                return d >= (try double(try evaluate(bound, in: scope), at: pattern.offset))
            case .prefix("...", let bound, _):
                return d <= (try double(try evaluate(bound, in: scope), at: pattern.offset))
            case .prefix("..<", let bound, _):
                return d < (try double(try evaluate(bound, in: scope), at: pattern.offset))
            default: break
            }
        }
        let p = try evaluate(pattern, in: scope)
        if case .range(let lo, let hi) = p, case .number(let d, _) = value { return d >= Double(lo) && d < Double(hi) }
        return try equal(value, p)
    }
}

extension Interpreter {
    /// The name a view expression starts with (`ProfileHeader` of `ProfileHeader(...).padding()`).
    static func leadingName(_ e: Expr) -> String {
        switch e {
        case .identifier(let name, _): return name
        case .call(let callee, _, _), .member(let callee, _, _), .subscripted(let callee, _, _):
            return leadingName(callee)
        case .implicitMember(let name, _): return "." + name
        default: return "view"
        }
    }
}

extension Closure {
    /// A local function as a closure value.
    init(function f: FunctionDecl) {
        self.init(parameters: f.parameters.map(\.name), body: f.body ?? [], offset: f.offset)
    }
}

/// Which view of a program is the root.
public enum RootChoice: Sendable, Equatable {
    /// The first preview, else top-level view code, else the last view that needs no
    /// arguments, else the last view with its arguments stubbed.
    case automatic
    /// `--view NAME`.
    case view(String)
    /// `--preview N|NAME`: a 1-based number or a preview's name.
    case preview(String)
}
