import Foundation
import PlumbCore

/// The evaluated arguments of a call, taken one by one by the builtin being called, which
/// then calls ``finish(_:)`` so that an argument it does not know is an error that points at
/// that argument.
struct Arguments {
    struct Entry {
        let label: String?
        let value: Value
        let offset: Int
        /// The argument as a `LocalizedStringKey`, when it is a string literal (which Swift
        /// types as a key where one is expected: `Text("**bold**")` reads Markdown).
        var key: LocalizedStringKey? = nil
        /// A string literal's key before lookup, for a table other than the default
        /// (`Text("k", tableName: "Other")`).
        var localizable: Interpreter.LocalizableKey? = nil
        /// For an `inout` argument (`&x`), stores a value back into what it names.
        var writeBack: ((Value) throws(Diagnostic) -> Void)? = nil
    }

    let entries: [Entry]
    /// The offset of the call, for errors about missing arguments.
    let offset: Int
    private var used: [Bool]

    init(_ entries: [Entry], at offset: Int) {
        self.entries = entries
        self.offset = offset
        self.used = Array(repeating: false, count: entries.count)
    }

    static func none(at offset: Int) -> Arguments { Arguments([], at: offset) }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether an argument is a stub (what is made of the call depends on a made-up value).
    var holdsStub: Bool { entries.contains { $0.value.isStub } }

    /// The argument labelled `label`.
    mutating func take(_ label: String) -> Entry? {
        for (i, e) in entries.enumerated() where !used[i] && e.label == label {
            used[i] = true
            return e
        }
        return nil
    }

    /// The next unlabelled argument.
    mutating func takeUnlabeled() -> Entry? {
        for (i, e) in entries.enumerated() where !used[i] && e.label == nil {
            used[i] = true
            return e
        }
        return nil
    }

    /// The next unlabelled argument that is not a closure (the trailing closure stays).
    mutating func takeUnlabeledValue() -> Entry? {
        for (i, e) in entries.enumerated() where !used[i] && e.label == nil {
            if case .closure = e.value { continue }
            used[i] = true
            return e
        }
        return nil
    }

    /// A trailing closure, or one passed with `label`.
    mutating func takeClosure(_ label: String? = nil) -> Entry? {
        if let label, let e = take(label) { return e }
        for (i, e) in entries.enumerated() where !used[i] && e.label == nil {
            if case .closure = e.value {
                used[i] = true
                return e
            }
        }
        return nil
    }

    /// The arguments at `indices`, in order, those no one took yet.
    mutating func take(at indices: [Int]) -> [Entry] {
        indices.compactMap { i in
            guard entries.indices.contains(i), !used[i] else { return nil }
            used[i] = true
            return entries[i]
        }
    }

    /// Whether no argument has been taken yet.
    var isUntouched: Bool { !used.contains(true) }

    /// Whether no one took the entry yet.
    func isUnused(_ entry: Entry) -> Bool {
        entries.indices.contains { !used[$0] && entries[$0].offset == entry.offset }
    }

    /// Marks every argument taken (a call whose arguments are ignored).
    mutating func takeAll() {
        used = Array(repeating: true, count: entries.count)
    }

    /// Fails on the first argument no one took.
    func finish(_ callee: String, in file: SourceFile) throws(Diagnostic) {
        for (i, e) in entries.enumerated() where !used[i] {
            let what = e.label.map { "argument '\($0):'" } ?? "unlabelled argument"
            throw Diagnostic(.error, "extra \(what) in call to '\(callee)'", at: e.offset, in: file)
        }
    }
}
