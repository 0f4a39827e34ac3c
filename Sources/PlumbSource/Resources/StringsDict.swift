import Foundation

/// A `.stringsdict` table: plural rules for keys, as an XML property list.
///
/// Apple's "Stringsdict File Format"
/// (https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals):
/// each key maps to a dictionary whose `NSStringLocalizedFormatKey` is a format with
/// variables (`%#@items@`); each variable is a dictionary with `NSStringFormatSpecTypeKey`
/// `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (`lld`, `d`) and the forms `zero`,
/// `one`, `two`, `few`, `many`, `other`.
enum StringsDict {
    static func read(_ bytes: [UInt8]) -> (table: [String: LocalizedValue], problem: ResourceProblem?) {
        guard let root = PropertyListResource.dictionary(bytes) else { return ([:], "not a property list dictionary") }
        var table: [String: LocalizedValue] = [:]
        for (key, value) in root {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String
            else { continue }
            var variables: [String: LocalizedValue.PluralForms] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any] else { continue }
                var forms: [String: String] = [:]
                for form in ["zero", "one", "two", "few", "many", "other"] {
                    if let s = rule[form] as? String { forms[form] = s }
                }
                variables[name] = .init(forms: forms, valueType: rule["NSStringFormatValueTypeKey"] as? String)
            }
            table[key] = .plural(format: format, variables: variables)
        }
        return (table, nil)
    }
}
