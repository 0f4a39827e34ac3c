import Foundation

/// A declared type guiding the generic function whose call gives the declaration its value.
///
/// Swift infers a generic parameter that only the result mentions from the type the caller
/// expects:
///
/// ```swift
/// static func decodedValue<D: Decodable>(for rawJSON: String) -> D { ... decode(D.self, from: data) ... }
/// static let arrivals: [ArrivalDeparture] = decodedValue(for: loadJSON(named: "arrivals"))
/// ```
///
/// `D` is `[ArrivalDeparture]` here. A declaration with a type (a property, a local `let`, a
/// parameter's default) evaluates its value through ``Interpreter/typedValue(_:in:type:)``,
/// which notes the type with the offset of the call's name; the call of a generic function at
/// that offset binds the parameter its result is written as (`D`, `D?`, `[D]`) to the
/// matching part of the declared type: inside the body `D` names that type (`D.self`), and
/// the result is read as it. A call whose expected type is not known leaves `D` unknown, as
/// before (its uses are stubs).
extension Interpreter {
    /// `e` evaluated for a declaration of `type`, and read as a value of it.
    func typedValue(_ e: Expr, in scope: Scope, type: TypeName?) throws(Diagnostic) -> Value {
        guard let type, let callee = Interpreter.calleeOffset(of: e) else {
            return try bindingValue(try evaluate(e, in: scope), type: type)
        }
        let saved = expectedResult
        expectedResult = (type, callee)
        defer { expectedResult = saved }
        return try bindingValue(try evaluate(e, in: scope), type: type)
    }

    /// The offset of the name of the function `e` calls (`decoded(...)`, `Self.decoded(...)`,
    /// `try? decoded(...)`); nil when `e` is not a call.
    static func calleeOffset(of e: Expr) -> Int? {
        switch e {
        case .call(.identifier(_, let at), _, _), .call(.member(_, _, let at), _, _): return at
        case .macro("try?", let args, _) where args.count == 1: return calleeOffset(of: args[0].value)
        default: return nil
        }
    }

    /// The generic parameters of `f` that the type expected of its call at `offset` binds
    /// (`D` → `[Line]`), by name; empty when nothing is expected there or `f`'s result is
    /// not written as one of its parameters.
    func resultGenerics(_ f: FunctionDecl, at offset: Int) -> [String: String] {
        guard !f.genericParameters.isEmpty, let expected = expectedResult, expected.callee == offset,
            let result = f.returnType
        else { return [:] }
        var written = result.base
        var wanted = expected.type.base
        // `-> [D]` for `[Line]`: the element types.
        while written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":"), wanted.hasPrefix("["),
            wanted.hasSuffix("]"), !wanted.contains(":")
        {
            written = String(written.dropFirst().dropLast())
            wanted = String(wanted.dropFirst().dropLast())
        }
        guard f.genericParameters.contains(written), !wanted.isEmpty else { return [:] }
        return [written: wanted]
    }

    /// `type` with the generic parameters `bound` names replaced (`D?` → `[Line]?`).
    static func substituting(_ bound: [String: String], in type: TypeName?) -> TypeName? {
        guard let type, !bound.isEmpty else { return type }
        var text = type.text
        for (name, argument) in bound {
            text = TypeName.replacingWord(name, with: argument, in: text)
        }
        return TypeName(text: text)
    }
}

extension TypeName {
    /// `text` with each whole-word `name` (not a part of a longer identifier) replaced.
    static func replacingWord(_ name: String, with replacement: String, in text: String) -> String {
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var result = ""
        var word = ""
        for c in text {
            if isWordCharacter(c) {
                word.append(c)
                continue
            }
            result += word == name ? replacement : word
            word = ""
            result.append(c)
        }
        result += word == name ? replacement : word
        return result
    }
}
