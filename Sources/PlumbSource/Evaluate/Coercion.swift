import Foundation
import PlumbCore

/// Conversions from values to the Swift types views and modifiers take, resolving implicit
/// members (`.leading`, `.red`, `.system(size: 10)`) against the type the context expects.
extension Interpreter {
    /// The static constants of `CGFloat`, `Double` and `Float`, by name (`.infinity`, `.nan`).
    static let floatConstants: [String: CGFloat] = [
        "infinity": .infinity, "pi": .pi, "zero": 0, "nan": .nan, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
        "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude,
        "ulpOfOne": .ulpOfOne,
    ]

    /// Whether `v` is a number where a `CGFloat` is expected: a literal, or an implicit
    /// member such as `.infinity`.
    static func isNumber(_ v: Value) -> Bool {
        switch v {
        case .number: return true
        case .symbol(let name, nil, _): return floatConstants[name] != nil
        default: return false
        }
    }

    func cgFloat(_ v: Value, at offset: Int) throws(Diagnostic) -> CGFloat {
        switch v {
        case .number(let d, _): return CGFloat(d)
        case .symbol(let name, nil, _) where Interpreter.floatConstants[name] != nil:
            return Interpreter.floatConstants[name]!
        case .stub: return 0
        // Foundation's `NSNumber` where a number is wanted (`Int(truncating: n)`).
        case .foundation(let n as NSNumber): return CGFloat(n.doubleValue)
        case .symbol(let name, let arguments, let at):
            if let value = try numberThroughNestedType(name, arguments, at: at) {
                return try cgFloat(value, at: offset)
            }
            // `.grid(2)`, `.spacing`: a static an extension adds to `CGFloat` (or `Double`).
            for type in Interpreter.numberExtensionTypes {
                guard let ext = builtinExtensions[type], let value = try userMember(ext, name, arguments, at: at)
                else { continue }
                return try cgFloat(value, at: offset)
            }
            throw error("expected a number, found \(v.kind)", at: offset)
        default: throw error("expected a number, found \(v.kind)", at: offset)
        }
    }

    /// A number that may be nil (`VStack(spacing:)`): a design token no file defines
    /// (`spacing: .m` of a package not on disk) is nil, the library's default.
    func optionalCGFloat(_ v: Value, at offset: Int) throws(Diagnostic) -> CGFloat? {
        if case .none = v { return nil }
        if case .symbol(let name, nil, let at) = v, isUnknownNumberToken(v) {
            warnUnknownNumberToken(name, at: at, reading: "the default")
            return nil
        }
        return try cgFloat(v, at: offset)
    }

    /// Whether `v` is an implicit member with no arguments that no file and no library type
    /// defines as a number (`.m`, `.spacingLarge`).
    func isUnknownNumberToken(_ v: Value) -> Bool {
        guard case .symbol(let name, nil, _) = v, Interpreter.floatConstants[name] == nil,
            name.first?.isLetter == true, numberNestedType(name) == nil
        else { return false }
        return !Interpreter.numberExtensionTypes.contains { type in
            guard let ext = builtinExtensions[type] else { return false }
            return ext.properties.contains { $0.name == name } || ext.functions.contains { $0.name == name }
        }
    }

    /// The type an extension of `CGFloat` or `Double` nests that a dotted implicit member
    /// starts with (`.image.asset`: Gem's `extension Sizing { struct image { static let asset
    /// } }`, `Sizing` an alias of `CGFloat`), by its full name; nil for another name.
    func numberNestedType(_ name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return Interpreter.numberExtensionTypes.lazy.map { $0 + "." + name[..<dot] }.first { self.types[$0] != nil }
    }

    /// The value of a dotted implicit member through a type an extension of a number type
    /// nests (`.image.asset`, `.list.selected.image`); nil for another name.
    func numberThroughNestedType(_ name: String, _ arguments: Arguments?, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        guard let type = numberNestedType(name), let dot = name.firstIndex(of: ".") else { return nil }
        return try staticPath(name[name.index(after: dot)...], from: type, arguments, at: offset)
    }

    /// The value at the dotted `path` of statics from the type `type` (`asset` of `CGFloat.image`,
    /// `sample` of `Credential.Mock`), the last one called with `arguments` when given.
    func staticPath(_ path: Substring, from type: String, _ arguments: Arguments?, at offset: Int) throws(Diagnostic)
        -> Value
    {
        var v = Value.type(type)
        let parts = path.split(separator: ".").map(String.init)
        for (i, part) in parts.enumerated() {
            if i == parts.count - 1, var a = arguments {
                v = try callMember(part, on: v, &a, in: globals, at: offset)
            } else {
                v = try member(part, of: v, at: offset)
            }
        }
        return v
    }

    /// The library types whose extensions' statics are numbers an implicit member names
    /// (`.grid(2)`, `.spacing` where a `CGFloat` is expected).
    static let numberExtensionTypes = ["CGFloat", "Double"]

    /// The warning for a number token no file defines, with what it reads as.
    func warnUnknownNumberToken(_ name: String, at offset: Int, reading: String) {
        warn(
            "'.\(name)' is not a number the files read define (a package's constant?): using a stub (\(reading))",
            at: offset, kind: .stub)
    }

    func double(_ v: Value, at offset: Int) throws(Diagnostic) -> Double { Double(try cgFloat(v, at: offset)) }

    func int(_ v: Value, at offset: Int) throws(Diagnostic) -> Int {
        if case .number(let d, let i) = v {
            if let i { return i }
            if d == d.rounded(.towardZero) && abs(d) < 1e15 { return Int(d) }
        }
        if case .stub = v { return 0 }
        throw error("expected an integer, found \(v.kind)", at: offset)
    }

    func bool(_ v: Value, at offset: Int) throws(Diagnostic) -> Bool {
        if case .bool(let b) = v { return b }
        if case .stub = v { return false }
        // `.iOS16` where a Bool is expected: a static an extension of `Bool` declares (Gem's
        // `extension Bool { static var iOS16: Bool }`).
        if case .symbol(let name, nil, let at) = v, case .bool(let b)? = try extensionStatic("Bool", name, at: at) {
            return b
        }
        // `\.isConnection` of `.OpenVPN`, an implicit member of a type no file read declares
        // (Passepartout's module types, in a package not in the tree): unknown, so false, as
        // a stub Bool is.
        if case .symbol(let name, nil, _) = v, name.contains(".") {
            warn("'.\(name)' is not a Bool Plumb knows: using false", at: offset, kind: .stub)
            return false
        }
        throw error("expected a Bool, found \(v.kind)", at: offset)
    }

    func string(_ v: Value, at offset: Int) throws(Diagnostic) -> String {
        if case .string(let s) = v { return s }
        if case .stub(let text) = v { return text }
        // A key with Markdown (Interpreter+DeclaredTypes.swift): the characters it shows.
        if case .text(let t) = v { return t.content }
        if case .foundation(let sub as Substring) = v { return String(sub) }
        if case .foundation(let attributed as AttributedString) = v { return String(attributed.characters) }
        // `Label(.settingsContactUsTitle, systemImage: ...)`: Xcode's generated symbol of a
        // string catalog key, where a title is expected.
        if case .symbol(let name, let arguments, _) = v, let text = catalogSymbolString(name, arguments: arguments) {
            return text
        }
        // `.blockListKey` where a string is expected: a static an extension of `String` declares.
        if case .symbol(let name, nil, let at) = v,
            case .string(let text)? = try extensionStatic("String", name, at: at)
        {
            return text
        }
        if let made = try stringExtensionStatic(v) {
            if case .string(let s) = made { return s }
            if case .text(let t) = made { return t.content }
        }
        throw error("expected a string, found \(v.kind)", at: offset)
    }

    /// `.localized("Features")` where a string or a title goes: a static function an extension
    /// of `String` or `LocalizedStringKey` declares (Feather's NimbleKit: `static func
    /// localized(_ name: String) -> String`, and one of `LocalizedStringKey`), called; `nil`
    /// for another value.
    func stringExtensionStatic(_ v: Value) throws(Diagnostic) -> Value? {
        guard case .symbol(let name, let arguments?, let at) = v else { return nil }
        for type in ["String", "LocalizedStringKey"] {
            guard let ext = builtinExtensions[type],
                ext.functions.contains(where: { $0.isStatic && $0.name == name && accepts($0, arguments) })
            else { continue }
            if let made = try userMember(ext, name, arguments, at: at) { return made }
        }
        return nil
    }

    /// A closure argument.
    func closure(_ v: Value, at offset: Int) throws(Diagnostic) -> ClosureValue {
        if case .closure(let c) = v { return c }
        throw error("expected a closure, found \(v.kind)", at: offset)
    }
}
