import Foundation
import PlumbCore

// Names the files do not declare: Swift's global functions a call may mean, and what an unknown
// type's call becomes (a placeholder, or its content in a labelled frame).

extension Interpreter {
    /// Swift's global functions no library type has a method of: called unqualified inside an
    /// extension of `Array` or `String` (`zip(start..., self)`), they are still the global.
    static let globalOnlyFunctions: Set<String> = [
        "zip", "print", "debugPrint", "stride", "repeatElement", "min", "max", "abs", "round", "floor", "ceil", "sqrt",
        "pow", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "hypot",
    ]

    /// Swift's global functions a view's code calls unqualified, which are never a modifier
    /// on `self` (beside ``globalOnlyFunctions``).
    static let swiftGlobalFunctions: Set<String> = [
        "type", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError", "dump",
        "sequence", "swap", "numericCast", "withExtendedLifetime", "withAnimation", "withTransaction",
        "isKnownUniquelyReferenced", "unsafeBitCast", "autoreleasepool",
    ]

    /// `.type(name)` as a declaration, for static calls inside a type.
    func typeDecl(of v: Value) -> TypeDecl? {
        if case .type(let name) = v { return types[name] ?? builtinExtensions[name] }
        return nil
    }

    /// What an unknown type's call becomes: a stub, which draws as a placeholder where a view
    /// is needed (its name in a box) and reads as a value elsewhere (`JSONDecoder().decode(...)`).
    func placeholder(_ name: String, at offset: Int) throws(Diagnostic) -> Value {
        try countView(at: offset)
        warn("cannot find '\(name)' in the files read: using a stub", at: offset, kind: .stub)
        return .stub(name + "(...)")
    }

    /// The stub `text` of a call to a type no file declares, made with labelled arguments
    /// only: a record of them (``stubRecords``), keyed by the text and a count; nil for a call
    /// with no arguments or an unlabelled one.
    func stubRecord(_ text: String, _ entries: [Arguments.Entry]) -> Value? {
        guard !entries.isEmpty, entries.allSatisfy({ $0.label != nil }) else { return nil }
        let key = text + "#\(stubRecords.count + 1)"
        stubRecords[key] = entries
        return .stub(key)
    }

    /// An unknown type given view content (a trailing closure, `content:`, `label:`): the
    /// content drawn inside the type's labelled frame, rather than dropped. `nil` where no
    /// such closure gives views (`Formatter { ... }` is not a view). A closure's parameters
    /// (`{ item in Row(item) }`) are stubs.
    func stubContainer(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        let contentLabels: Set<String> = ["content", "label", "header", "footer", "placeholder", "destination"]
        var views: [AnyView] = []
        for entry in args.entries {
            guard case .closure(let c) = entry.value,
                entry.label == nil || contentLabels.contains(entry.label!) || entry.label!.hasSuffix("Content"),
                writesViews(c.closure.body)
            else { continue }
            let parameters = c.closure.parameters.enumerated().map { i, p in
                Value.stub(p == "_" || p.hasPrefix("$") ? "\(name).$\(i)" : p)
            }
            do {
                views += try noting { () throws(Diagnostic) in
                    try builderViews(entry.value, at: entry.offset, binding: parameters)
                }
            } catch let failure {
                if failure.kind == .limit { throw failure }
                continue
            }
        }
        guard !views.isEmpty else { return nil }
        args.takeAll()
        return try labelledContainer(name, views, at: offset)
    }

    /// `views`, the content of `name` (a type or function no file declares), drawn in its labelled
    /// frame, with the warning that says so.
    func labelledContainer(_ name: String, _ views: [AnyView], at offset: Int) throws(Diagnostic) -> Value {
        try countView(at: offset)
        let reason = "'\(name)' is not in the files read: its content is drawn in a labelled frame"
        warn("cannot find '\(name)' in the files read: its content is drawn in a labelled frame", at: offset)
        return .views([PlaceholderView.container(name, content: views, reason: reason)])
    }
}

extension Interpreter {
    /// A function no file declares, called unqualified in a view's body with a view builder
    /// (openedx's `adaptiveStack(spacing:isHorizontal:) { titles; buttons }`, from a package):
    /// its content, drawn as an unknown container's is (in a labelled frame); nil where the call
    /// has no closure that builds views.
    func unknownViewHelper(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard let me = scope.selfValue, Interpreter.isInstance(me), isView(me),
            case .closure(let c)? = args.entries.last?.value, c.closure.parameters.isEmpty
        else { return nil }
        let views: [AnyView]
        do {
            views = try noting { () throws(Diagnostic) in try builderViews(.closure(c), at: offset, binding: []) }
        } catch let failure {
            if failure.kind == .limit { throw failure }
            return nil
        }
        guard !views.isEmpty else { return nil }
        args.takeAll()
        return try labelledContainer(name, views, at: offset)
    }

    /// Whether a value is an instance of a type of the files.
    static func isInstance(_ value: Value) -> Bool {
        if case .instance = value { return true }
        return false
    }
}
