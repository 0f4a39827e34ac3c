import Foundation

/// Foundation's `CharacterSet`, as string code uses it: the predefined sets
/// (`.whitespacesAndNewlines`, `.alphanumerics`...), `CharacterSet(charactersIn:)`,
/// `inverted`, `union`, and `trimmingCharacters(in:)`/`components(separatedBy:)` with one.
extension Interpreter {
    static let characterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "controlCharacters": .controlCharacters,
        "capitalizedLetters": .capitalizedLetters, "nonBaseCharacters": .nonBaseCharacters,
        "illegalCharacters": .illegalCharacters, "urlQueryAllowed": .urlQueryAllowed,
        "urlPathAllowed": .urlPathAllowed, "urlHostAllowed": .urlHostAllowed,
    ]

    static let characterSetValues: [ValueEntry] = [
        .init("CharacterSet", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let s = a.take("charactersIn") else {
                a.takeAll()
                return .foundation(CharacterSet())
            }
            return .foundation(CharacterSet(charactersIn: try i.string(s.value, at: s.offset)))
        }
    ]

    /// A character set from a value: a set, or the name of a predefined one (`.whitespaces`).
    func characterSet(_ v: Value) -> CharacterSet? {
        switch v {
        case .foundation(let set as CharacterSet): return set
        case .symbol(let name, nil, _): return Interpreter.characterSets[name]
        default: return nil
        }
    }

    /// `set.inverted`; nil for another member.
    func characterSetMember(_ name: String, of set: CharacterSet) -> Value? {
        name == "inverted" ? .foundation(set.inverted) : nil
    }

    /// `set.union(other)`, `set.contains(scalar)`; nil for another method.
    func characterSetCall(_ name: String, on set: CharacterSet, _ args: inout Arguments) -> Value? {
        guard let e = args.takeUnlabeled() else { return nil }
        switch name {
        case "union": return characterSet(e.value).map { .foundation(set.union($0)) }
        case "subtracting": return characterSet(e.value).map { .foundation(set.subtracting($0)) }
        case "intersection": return characterSet(e.value).map { .foundation(set.intersection($0)) }
        case "contains":
            guard case .string(let s) = e.value, let scalar = s.unicodeScalars.first else { return nil }
            return .bool(set.contains(scalar))
        default: return nil
        }
    }
}
