import Foundation

/// One localized string of a table: a plain format (`"Hello %@"`), or a format whose
/// variables have plural forms (a `.stringsdict` entry, an `.xcstrings` plural or
/// substitution: `"%#@items@"` with `items` → `one: "%lld item"`, `other: "%lld items"`).
enum LocalizedValue: Sendable, Equatable {
    case plain(String)
    case plural(format: String, variables: [String: PluralForms])

    /// A variable's plural forms (`zero`, `one`, `two`, `few`, `many`, `other`).
    struct PluralForms: Sendable, Equatable {
        var forms: [String: String]
        /// The number's specifier inside the forms, without `%` (`lld`, `d`).
        var valueType: String?
    }

    /// The format for these arguments: a plural variable `%#@name@` (or `%1$#@name@`)
    /// replaced by the form its argument's count picks (`zero` for 0 and `one` for 1 where
    /// given, else `other`: English's rule and the explicit zero of CLDR's plural rules), so
    /// that formatting then substitutes the number into the form.
    func format(counts: [Int?]) -> String {
        switch self {
        case .plain(let s): return s
        case .plural(let format, let variables):
            var out = ""
            var rest = Substring(format)
            var argument = 0
            while let percent = rest.firstIndex(of: "%") {
                out += rest[..<percent]
                let spec = rest[rest.index(after: percent)...]
                // `%#@name@`, optionally positional `%2$#@name@`.
                var digits = spec.prefix { $0.isASCII && $0.isNumber }
                var afterDigits = spec.dropFirst(digits.count)
                if afterDigits.first == "$" { afterDigits = afterDigits.dropFirst() } else { digits = "" }
                if afterDigits.hasPrefix("#@"), let end = afterDigits.dropFirst(2).firstIndex(of: "@") {
                    let name = String(afterDigits[afterDigits.index(afterDigits.startIndex, offsetBy: 2)..<end])
                    let index = Int(digits).map { $0 - 1 } ?? argument
                    argument = index + 1
                    let count = counts.indices.contains(index) ? counts[index] : nil
                    out += variables[name].map { Self.form($0.forms, count: count) } ?? ""
                    rest = afterDigits[afterDigits.index(after: end)...]
                    continue
                }
                // Any other specifier passes through and takes an argument's place.
                if spec.first == "%" {
                    out += "%%"
                    rest = spec.dropFirst()
                    continue
                }
                out += "%"
                argument += 1
                rest = spec
            }
            return out + rest
        }
    }

    static func form(_ forms: [String: String], count: Int?) -> String {
        if count == 0, let zero = forms["zero"] { return zero }
        if count == 1, let one = forms["one"] { return one }
        return forms["other"] ?? forms.sorted { $0.key < $1.key }.first?.value ?? ""
    }
}
