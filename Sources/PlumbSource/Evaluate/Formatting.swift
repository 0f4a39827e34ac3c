import Foundation

/// Formatted values: `\(x, format: .number)`, `\(x, specifier: "%.1f")`, `x.formatted()`,
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
        args.takeAll()
        return try describe(value, at: offset)
    }

    /// `value.formatted(style)`, `.formatted()` with the default style: by Foundation
    /// (`Evaluate/Foundation/FormatStyles.swift`); a value Foundation does not format shows
    /// as it does in a string.
    func format(_ value: Value, _ style: Value?, at offset: Int) throws(Diagnostic) -> String {
        if let text = try foundationFormat(value, style, at: offset) { return text }
        return try describe(value, at: offset)
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
