import PlumbCore

/// SFSafeSymbols' typed symbols (SFSafeSymbols/SFSafeSymbols), a remote package no tree holds:
/// `Image(systemSymbol: .forkKnife)`, `Label("Remove", systemSymbol: .minusCircleFill)`,
/// `SFSymbol.pawprint`. The package names each SF Symbol by its name in lower camel case, a
/// dot starting the next word (`fork.knife` is `forkKnife`, `person.2.fill` is
/// `person2Fill`) and a leading digit behind an underscore (`1.circle` is `_1Circle`), so the
/// name reads back: `systemName` of the library's `Image(systemName:)`.
extension Interpreter {
    /// The SF Symbol name of an SFSafeSymbols value (`.forkKnife`, `SFSymbol.forkKnife`, a
    /// `rawValue` string), or nil.
    func safeSymbolName(_ v: Value) -> String? {
        switch v {
        case .symbol(let name, nil, _): return Interpreter.sfSymbolName(camelCase: name)
        case .string(let s): return s
        case .stub(let text):
            guard let last = text.split(separator: ".").last, text.hasPrefix("SFSymbol.") else { return nil }
            return Interpreter.sfSymbolName(camelCase: String(last))
        default: return nil
        }
    }

    /// `forkKnife` → `fork.knife`, `person2Fill` → `person.2.fill`, `_1Circle` → `1.circle`.
    static func sfSymbolName(camelCase name: String) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for c in name where c != "_" {
            let startsWord =
                c.isUppercase || (c.isNumber && previous.map { !$0.isNumber } ?? false)
            if startsWord && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(c.isUppercase ? Character(c.lowercased()) : c)
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: ".")
    }
}
