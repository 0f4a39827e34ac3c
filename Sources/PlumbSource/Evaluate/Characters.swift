/// Swift's `Character`, as apps filter and classify text (`s.filter { $0.isLetter }`,
/// `c.wholeNumberValue`): a character travels as a one-character string, as a string's
/// elements do (Collections.swift), and its properties are the standard library's.
extension Interpreter {
    /// `Character("A")` of a one-character string.
    static let characterValues: [ValueEntry] = [
        ValueEntry("Character", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing argument in call to 'Character'", at: at) }
            a.takeAll()
            let s = try i.describe(e.value, at: e.offset)
            guard s.count == 1 else { throw i.error("'\(s)' is not one Character", at: e.offset) }
            return .string(s)
        }
    ]

    /// `character.isLetter`, `.isNumber`, `.wholeNumberValue`, `.asciiValue`... of a
    /// one-character string; nil for another member or a longer string.
    static func characterMember(_ name: String, of s: String) -> Value? {
        guard s.count == 1, let c = s.first else { return nil }
        switch name {
        case "isLetter": return .bool(c.isLetter)
        case "isNumber": return .bool(c.isNumber)
        case "isWholeNumber": return .bool(c.isWholeNumber)
        case "isHexDigit": return .bool(c.isHexDigit)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isNewline": return .bool(c.isNewline)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isSymbol": return .bool(c.isSymbol)
        case "isMathSymbol": return .bool(c.isMathSymbol)
        case "isCurrencySymbol": return .bool(c.isCurrencySymbol)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isCased": return .bool(c.isCased)
        case "isASCII": return .bool(c.isASCII)
        case "wholeNumberValue": return c.wholeNumberValue.map { .int($0) } ?? Value.none
        case "hexDigitValue": return c.hexDigitValue.map { .int($0) } ?? Value.none
        case "asciiValue": return c.asciiValue.map { .int(Int($0)) } ?? Value.none
        default: return nil
        }
    }
}
