import Foundation

/// A string catalog (`Localizable.xcstrings`, Xcode 15): every language's strings in one
/// JSON file.
///
/// Apple documents the catalog's use ("Localizing and varying text with a string catalog",
/// https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog)
/// and not its JSON; Xcode writes `{"sourceLanguage": "en", "strings": {KEY: {"localizations":
/// {LANG: UNIT}}}}`, where a UNIT is `{"stringUnit": {"value": ...}}`, or
/// `{"variations": {"plural": {FORM: UNIT}}}` (or `"device": {"iphone"|"other": UNIT}`), and
/// may carry `"substitutions": {NAME: {"argNum", "formatSpecifier", "variations": {"plural"}}}`
/// for the `%#@NAME@` of its value. A key without a unit for the source language shows the
/// key itself, as Xcode builds it.
enum StringCatalog {
    /// The catalog's tables by language, and its source language.
    static func read(_ bytes: [UInt8]) -> (
        languages: [String: [String: LocalizedValue]], sourceLanguage: String?, problem: ResourceProblem?
    ) {
        guard let root = JSONResource.object(bytes) else { return ([:], nil, "not a JSON object") }
        let source = root["sourceLanguage"] as? String
        guard let strings = root["strings"] as? [String: Any] else { return ([:], source, "no 'strings' object") }
        var languages: [String: [String: LocalizedValue]] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, unit) in localizations {
                guard let unit = unit as? [String: Any], let value = value(of: unit) else { continue }
                languages[language, default: [:]][key] = value
            }
        }
        return (languages, source, nil)
    }

    /// A localization's value: its string unit, or its plural or device variation.
    static func value(of unit: [String: Any]) -> LocalizedValue? {
        var substitutions: [String: LocalizedValue.PluralForms] = [:]
        for (name, s) in (unit["substitutions"] as? [String: Any]) ?? [:] {
            guard let s = s as? [String: Any], let forms = pluralForms(s["variations"]) else { continue }
            substitutions[name] = .init(forms: forms, valueType: s["formatSpecifier"] as? String)
        }
        if let value = stringUnit(unit) {
            return substitutions.isEmpty ? .plain(value) : .plural(format: value, variables: substitutions)
        }
        if let forms = pluralForms(unit["variations"]) {
            substitutions["plural"] = .init(forms: forms, valueType: nil)
            return .plural(format: "%#@plural@", variables: substitutions)
        }
        if let device = (unit["variations"] as? [String: Any])?["device"] as? [String: Any],
            let chosen = (device["iphone"] ?? device["other"]) as? [String: Any]
        {
            return value(of: chosen)
        }
        return nil
    }

    /// A string unit's value; nil for an empty one still to be translated (`"state": "new",
    /// "value": ""`), which Xcode's build leaves out of the language's table, so the key shows.
    static func stringUnit(_ unit: [String: Any]) -> String? {
        guard let string = unit["stringUnit"] as? [String: Any], let value = string["value"] as? String else {
            return nil
        }
        if value.isEmpty, string["state"] as? String == "new" { return nil }
        return value
    }

    static func pluralForms(_ variations: Any?) -> [String: String]? {
        guard let plural = (variations as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for (form, unit) in plural {
            if let unit = unit as? [String: Any], let s = stringUnit(unit) { forms[form] = s }
        }
        return forms.isEmpty ? nil : forms
    }
}
