import Foundation

/// Formatted values: `\(x, format: .number)`, `\(x, specifier: "%.1f")`, `\(x, formatter: f)`, `x.formatted()`,
/// `Text(x, format: .percent)`, `Text(date, style: .date)`.
///
/// Formatting is Foundation's, in a fixed world so a rendering is the same on every machine
/// (``FixedWorld``: the `en_US` locale, GMT, the clock at 9:41 AM on Thursday, January 1,
/// 2026). `specifier:` is `String(format:)`.
extension Interpreter {
    /// The text for `\(value, ...)` with the interpolation's other arguments.
    func formatted(_ value: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> String {
        if let spec = args.take("specifier") {
            let format = try string(spec.value, at: spec.offset)
            if case .number(let d, let i) = value {
                if format.contains("d") || format.contains("i") {
                    return String(format: format, i ?? Int(saturating: d))
                }
                return String(format: format, d)
            }
            return try describe(value, at: offset)
        }
        if let style = args.take("format") ?? args.take("style") {
            return try format(value, style.value, at: style.offset)
        }
        // `\(date, formatter: dayFormatter)`: the formatter's `string(for:)`.
        if let formatter = args.take("formatter"), case .foundation(let object as AnyObject) = formatter.value {
            var call = Arguments([.init(label: "from", value: value, offset: offset)], at: offset)
            if let result = try formatterCall("string", on: object, &call, at: formatter.offset) {
                return try describe(result, at: offset)
            }
        }
        args.takeAll()
        return try describe(value, at: offset)
    }

    /// `value.formatted(style)`, `.formatted()` with the default style: by Foundation
    /// (`Evaluate/Foundation/FormatStyles.swift`); a value Foundation does not format shows
    /// as it does in a string.
    func format(_ value: Value, _ style: Value?, at offset: Int) throws(Diagnostic) -> String {
        if let text = try userFormat(value, style, at: offset) { return text }
        if let text = try foundationFormat(value, style, at: offset) { return text }
        return try describe(value, at: offset)
    }
}

extension Interpreter {
    /// `value` formatted by a format style the app declares (`struct TootDate: FormatStyle`,
    /// with `extension FormatStyle where Self == TootDate { static var relativeToTootDate }`):
    /// its own `format(_:)`; nil for a style that is not the app's.
    func userFormat(_ value: Value, _ style: Value?, at offset: Int) throws(Diagnostic) -> String? {
        var user = style
        // `.relativeToTootDate`, `Date.FormatStyle.dateWithoutYear`: a static an extension adds.
        // `.thread(.list)`: a static function one adds (Infomaniak Mail's `static func
        // thread(_ style:) -> Date.ThreadFormatStyle`).
        if case .symbol(let name, let arguments, let at)? = style {
            for type in ["FormatStyle", "Date.FormatStyle", "Date.RelativeFormatStyle", "FloatingPointFormatStyle"] {
                let v =
                    arguments == nil
                    ? try extensionStatic(type, name, at: at)
                    : try builtinExtensions[type].flatMap { ext throws(Diagnostic) in
                        ext.functions.contains { $0.name == name && $0.isStatic }
                            ? try userMember(ext, name, arguments, at: at) : nil
                    }
                if let v {
                    user = v
                    break
                }
            }
        }
        guard case .instance(let instance)? = user,
            let f = instance.type.functions.first(where: { $0.name == "format" && !$0.isStatic })
        else {
            // A Foundation style the extension builds (`Date.FormatStyle().month().day()`).
            if case .foundation? = user, case .symbol? = style { return try foundationFormat(value, user, at: offset) }
            return nil
        }
        var args = Arguments([Arguments.Entry(label: nil, value: value, offset: offset)], at: offset)
        return try string(try callFunction(f, on: .instance(instance), &args, at: offset), at: offset)
    }
}

extension Stmt {
    /// The statement's keyword, for messages.
    var keyword: String {
        switch self {
        case .ifElse: return "if"
        case .switchCase: return "switch"
        case .doCatch: return "do"
        default: return "statement"
        }
    }
}
