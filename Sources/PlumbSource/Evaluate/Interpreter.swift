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
    var types: [String: TypeDecl] = [:] {
        didSet {
            distinctTypesCache = nil
            implicitMemberCache = [:]
        }
    }
    /// ``implicitMemberCandidates(_:_:)``, by `s` and `name`, kept until `types` changes.
    var implicitMemberCache: [String: (enums: [TypeDecl], owners: [TypeDecl], nested: Bool)] = [:]
    /// ``distinctTypes``, kept until `types` changes: sorting every type of a large module
    /// (Element X's 1,127 files) at each implicit member it looked up made one preview take 9 s.
    var distinctTypesCache: [TypeDecl]?
    /// For the lookup of nested types from inside other nested types
    /// (``enclosingTypeKey(_:of:)``): the simple names of the nested types, and each type's
    /// longest key, by declaration offset; rebuilt when `types` grows.
    var nestingIndex: (count: Int, nestedNames: Set<String>, keys: [Int: String]) = (-1, [], [:])
    /// The names of function types types declare as their own aliases (`class Grid { typealias
    /// DrawBlock = (CGPath) -> Void }`), for the count of types they were found among.
    var nestedFunctionAliases: (count: Int, names: Set<String>) = (-1, [])
    /// The modifiers an `extension View` declares that are running now (see `applyModifier`).
    var runningViewExtensions: Set<String> = []
    /// The views whose `body` is being evaluated, innermost last.
    var buildingBodies: [ObjectIdentifier] = []
    /// The user types a stub is being made of, outermost first (see ``stub(for:named:at:)``).
    var modelsBeingStubbed: Set<String> = []
    /// Each model type's typical instance (and list) built from the app's literals, or nil
    /// where it writes none (LiteralSamples.swift).
    var literalSamples: [String: Value?] = [:]
    /// The module's literal constructions by type name, found once (LiteralSamples.swift).
    var literalSiteIndex: (single: [String: [Expr]], lists: [String: [Expr]])?
    /// File-level type aliases (`typealias DirectStore = Store<DirectState, DirectAction>`).
    var typeAliases: [String: TypeName] = [:]
    /// While a generic type's stub is built, its parameters' arguments (`State` → `DirectState`).
    var genericArguments: [[String: String]] = []
    /// The type aliases `callName` is following, so that a chain that returns to one of them
    /// ends (see ``callName(_:_:in:at:)``).
    var aliasesResolving: Set<String> = []
    /// The type a declaration gives the call its value comes from (`let lines: [Line] =
    /// decoded(...)`), with the call's name offset: a generic result binds to it
    /// (`ExpectedTypes.swift`).
    var expectedResult: (type: TypeName, callee: Int)?
    /// The instances that stand for a TCA store (ComposableArchitecture.swift), kept alive so
    /// that no other instance takes an identifier.
    var storeStates: [ObjectIdentifier: Instance] = [:]
    /// FactoryKit's shared container and its factories' values (FactoryKit.swift).
    var factoryState = FactoryState()
    /// `UserDefaults` suites as a fresh install has them, by suite name (`""`: `standard`).
    var defaultsSuites: [String: UserDefaultsStandIn] = [:]
    /// The objects the app's `App` provides, by type name (`nil`: it provides none).
    var appObjects: [String: Value?] = [:]
    /// The functions being run, by declaration offset (innermost last), for overloads.
    var runningFunctions: [Int] = []
    /// `T.random(in:)`'s generator (``SeededRandom``): the same sequence on every read.
    var random = SeededRandom()
    /// The stored static properties whose initializers are running, by `Type.name`.
    var initializingStatics: Set<String> = []
    /// The extension properties of library types being computed, by declaration offset and
    /// receiver (``scalarKey(of:)``), innermost last.
    var runningProperties: [(offset: Int, receiver: String)] = []
    /// How many `if let`, `guard let` and `while let` conditions have bound a stub (or a
    /// stub cast to a type): a loop whose iterations each bind one runs on made-up data
    /// (Interpreter+Statements.swift).
    var stubBindings = 0
    /// Every `PreviewProvider` declared, even two of one name in different files (a module
    /// read as a folder holds several targets' files).
    var previewProviders: [TypeDecl] = []
    /// Members that extensions add to types no file declares (`extension Color { ... }`).
    var builtinExtensions: [String: TypeDecl] = [:]
    /// Functions of `extension View { ... }`: custom modifiers.
    var viewExtensions: [String: FunctionDecl] = [:]
    /// Stubs of unknown views given a string (`Markdown("*Hi*")`), by the stub's text: the
    /// type's name and the string, drawn as the view's content.
    var stubTexts: [String: (name: String, content: String)] = [:]
    /// Stubs of values of types no file declares made with labelled arguments
    /// (`DTOv1.Signal(appID: UUID(), receivedAt: Date(), type: "newSessionBegan")`, a package's
    /// model in a preview), by the stub's text (the call's, `#` and a count): the arguments,
    /// which are its properties as a memberwise initializer's labels are.
    var stubRecords: [String: [Arguments.Entry]] = [:]
    /// Computed properties an `extension View` adds (`var card: some View`), by name.
    var viewExtensionProperties: [String: FunctionDecl] = [:]
    /// Every method of one name that extensions add to `View` (`zFont(_:size:style:)` and
    /// `zFont(_:size:color:)`), for overload resolution.
    var viewExtensionOverloads: [String: [FunctionDecl]] = [:]
    /// File-level functions.
    var functions: [String: [FunctionDecl]] = [:]
    /// The macros the files declare (`macro localized(_:) -> String`), by name.
    var macros: [String: [FunctionDecl]] = [:]
    let globals = Scope(parent: nil)
    /// Static properties already evaluated, by `Type.name`.
    var statics: [String: Value] = [:]
    /// The preview that is the root, if one is.
    var chosenPreview: Preview?
    /// The `#Preview`s and `PreviewProvider` previews, in file order.
    var previews: [Preview] = []
    /// The view of the primary file that the preview chosen as the root names first
    /// (`DataBackupSettingsView` in `#Preview { AsyncPreviewContent { _ in
    /// DataBackupSettingsView() } }`), if it names one; the bytes of the preview's expressions
    /// and of its file.
    var previewSubject: (name: String, preview: Range<Int>, file: Range<Int>)?

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
    /// The device's safe area, for a window's `safeAreaInsets`.
    var safeArea = EdgeInsets()
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
    /// The elements a stub stands for where it is looped over (`for row in stub`, `while let
    /// row = stub.next()`): a short list of made-up data, as a screen's typical content.
    static let stubElementCount = 3

    init(file: SourceFile, canvas: CGSize, resources: AppResources = .none) {
        self.file = file
        self.canvas = canvas
        self.resources = resources
    }

    func error(_ message: String, at offset: Int, kind: Diagnostic.Kind = .error) -> Diagnostic {
        Diagnostic(.error, message, at: offset, in: file, kind: kind)
    }

    /// Reports a warning. A `.stub` warning says a value was made up (a stub, a placeholder):
    /// the views built while it was made depend on it, and note it.
    func warn(_ message: String, at offset: Int, kind: Diagnostic.Kind = .error) {
        let d = Diagnostic(.warning, message, at: offset, in: file, kind: kind)
        if !warnings.contains(d) { warnings.append(d) }
        guard kind == .stub else { return }
        touch(.stub(message))
        if stubNotes.count < 100_000 { stubNotes.append("\(d.location): \(message)") }
    }

    /// Reports a warning about `value`: a stub warning when `value` is a stub (a colour drawn
    /// grey because the value it was made from was made up).
    func warn(_ message: String, about value: Value, at offset: Int) {
        warn(message, at: offset, kind: value.isStub ? .stub : .error)
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
    /// While a call of a root view is tried (``builtWhereTheAppBuildsIt(_:needed:)``): the
    /// type (by its offset), and how many stubs were noted when its first instance began,
    /// after the call's arguments and before its own initializer.
    var trialBuilding: Int?
    var stubsBeforeTrialInstance: Int?

    /// The `onAppear` and `task` actions of the bodies being built (AppearActions.swift).
    var appearing = AppearActions()
    /// What the last layout reported of views' geometry, given to this read (SettledGeometry.swift).
    var geometryHints: [String: Value] = [:]
    /// What the layouts of this read report, by site.
    var geometryReports: [String: Value] = [:]
    /// How many times each geometry modifier's site was built in this read.
    var geometrySiteCounts: [Int: Int] = [:]

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
                at: offset, kind: .limit)
        }
        // A level here is a call through the interpreter's evaluation, tens of frames: 72 KB
        // for a function calling itself in a debug build (28 KB for a computed property), 85 KB
        // for a view whose body contains itself, 165 KB when it is a modifier's argument
        // (`.background(Card())`) and 208 KB for a body whose statement is an operator over an
        // unknown call (`VSta ~ k(...)`, one of the reader's mutation tests, which overflowed a
        // test thread with 96 KB assumed), measured with StackSpace.available() at depths 1 and
        // 101; about three times as much under AddressSanitizer (StackSpace.frameScale). Every
        // few levels the next few (two intervals) must fit, or the rest runs where they do
        // (StackSpace): 150 levels need 31 MB in a debug build, more than an 8 MB thread has.
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
    static let bytesPerLevel = (256 << 10) * StackSpace.frameScale

    func countView(at offset: Int) throws(Diagnostic) {
        viewsCreated += 1
        if viewsCreated > Interpreter.maximumViews {
            throw error("too many views (more than \(Interpreter.maximumViews))", at: offset, kind: .limit)
        }
    }

    /// Records `failure` where a view becomes a placeholder for it: a runtime trap as a layout
    /// error, anything else as a warning.
    func notePlaceholder(_ description: String, _ failure: Diagnostic) {
        if failure.kind == .trap {
            reportLayoutError(failure)
        } else {
            warn(
                "\(description) is drawn as a placeholder: \(failure.message)", at: failure.location.offset, kind: .stub
            )
        }
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
