import Foundation
import PlumbCore

// Freestanding macros as the reader reads them: `#Preview` and the library's, a localizing
// macro an app declares, and any other as a stub (macro plugins run in the compiler, never here).
extension Interpreter {
    /// `#available` is true; `#file`, `#line`... are their text; `#Preview` inside code is a view.
    func macro(_ name: String, _ args: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        switch name {
        case "try?":
            // `try? e`: nil where `e` throws (a `throw`, a decode of malformed JSON), as Swift's.
            guard let operand = args.first?.value else { return .none }
            do { return try evaluate(operand, in: scope) } catch let failure {
                guard failure.kind == .thrown else { throw failure }
                return .none
            }
        // SwiftData's `#Predicate<Item> { $0.done }`: the closure it is written as, which
        // queries run on each model (SwiftData.swift).
        case "Predicate", "Expression":
            guard let body = args.last?.value else { return .stub("#" + name) }
            return try evaluate(body, in: scope)
        case "available": return .bool(true)
        case "unavailable": return .bool(false)
        // `#selector(updateData)`, `#keyPath(...)`: a method's Objective-C name, given to
        // target-action and notification APIs, which draw nothing and which Plumb does not call.
        case "selector", "keyPath": return .opaque("#" + name)
        // `#URL("https://example.com")` (Foundation, 2025): the URL, checked when compiled.
        case "URL":
            guard let first = args.first?.value, case .string(let text) = try evaluate(first, in: scope),
                let url = URL(string: text)
            else { return .stub("#URL") }
            return .foundation(url)
        case "file", "fileID", "filePath": return .string(file.name)
        // `#bundle` (Foundation, 2025): the bundle of the code's module, as `Bundle.module`.
        case "bundle": return try evaluate(.member(.identifier("Bundle", at: offset), "module", at: offset), in: scope)
        case "function": return .string("body")
        case "line": return .int(file.location(of: offset).line)
        case "column": return .int(file.location(of: offset).column)
        case "colorLiteral":
            var values = try arguments(args, in: scope, at: offset)
            let red = try values.take("red").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let green = try values.take("green").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let blue = try values.take("blue").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0
            let alpha = try values.take("alpha").map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 1
            return .color(Color(red: red, green: green, blue: blue, opacity: alpha))
        default:
            if let made = try localizingMacro(name, args, in: scope, at: offset) { return made }
            warn("the macro '#\(name)' is not expanded: using a stub", at: offset, kind: .stub)
            return .stub("#" + name)
        }
    }

    /// A macro the files declare as taking a string key and giving a string (Proton Pass's
    /// `macro localized(_ key: StaticString, bundle: Bundle? = nil, _ arguments: repeat each
    /// T) -> String`, 743 uses): its expansion runs in the compiler, from an implementation
    /// Plumb cannot run, and such a macro's contract is `String(localized:)` (its
    /// implementation expands `#localized("Hello %@", "world")` to `String(format:
    /// String(localized: "Hello %@"), "world")`). So it is read as that: the key looked up in
    /// the app's strings, the other unlabelled arguments filling its specifiers.
    func localizingMacro(_ name: String, _ raw: [Argument], in scope: Scope, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        let keys: Set<String> = ["StaticString", "String", "LocalizedStringKey", "String.LocalizationValue"]
        let results: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource"]
        guard
            macros[name]?.contains(where: { m in
                m.returnType.map { results.contains($0.base) } == true
                    && m.parameters.first.map { first in
                        // (Or of a generic type: Threema's `macro localize<T>(_ value: T) -> String`,
                        // documented "takes a key of type String", which its plugin expands to
                        // `String(localized: key, defaultValue: ...)`.)
                        first.label == nil
                            && (keys.contains(first.type.base) || m.genericParameters.contains(first.type.base))
                    } == true
            }) == true
        else { return nil }
        var values = try arguments(raw, in: scope, at: offset)
        guard let key = values.takeUnlabeled() else { return nil }
        var lookup: [Arguments.Entry] = [
            Arguments.Entry(
                label: "localized", value: key.value, offset: key.offset, key: key.key,
                localizable: key.localizable)
        ]
        if let bundle = values.take("bundle") { lookup.append(bundle) }
        var call = Arguments(lookup, at: offset)
        guard let make = Interpreter.valueConstructors["String"] else { return nil }
        let text = try make(self, &call, offset)
        var rest: [Arguments.Entry] = []
        while let e = values.takeUnlabeled() { rest.append(e) }
        guard !rest.isEmpty else { return text }
        var format = Arguments([Arguments.Entry(label: "format", value: text, offset: key.offset)] + rest, at: offset)
        return try make(self, &format, offset)
    }
}
