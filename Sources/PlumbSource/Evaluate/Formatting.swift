import Foundation

/// Formatted values: `\(x, format: .number)`, `\(x, specifier: "%.1f")`, `x.formatted()`,
/// `Text(x, format: .percent)`, `Text(date, style: .date)`.
///
/// Formatting is deterministic, so a rendering is the same on every machine: the locale is
/// `en_US` (grouping `,`, decimal `.`, `$` for USD, `€` for EUR, `£` for GBP, else the
/// code), and the clock is fixed at Apple's preview time, 9:41 AM on Thursday, January 1, 2026
/// (dates Plumb cannot compute, `Date()` among them, all read as that moment).
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

    /// `value.formatted(style)`, `.formatted()` with the default style.
    func format(_ value: Value, _ style: Value?, at offset: Int) throws(Diagnostic) -> String {
        let name: String
        var arguments: Arguments?
        switch style {
        case .symbol(let n, let a, _)?:
            name = n
            arguments = a
        case .opaque(let n)?: name = n
        default: name = ""
        }
        switch value {
        case .number(let d, let i):
            switch name {
            case "percent": return Interpreter.grouped(d * 100, fraction: 0...2) + "%"
            case "currency":
                let code =
                    arguments?.entries.first.flatMap { if case .string(let s) = $0.value { s } else { nil } } ?? "USD"
                let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][code] ?? code + " "
                return (d < 0 ? "-" : "") + symbol + Interpreter.grouped(abs(d), fraction: 2...2)
            default:
                if let i { return Interpreter.grouped(Double(i), fraction: 0...0) }
                return Interpreter.grouped(d, fraction: 0...3)
            }
        case .opaque(let d) where d.hasPrefix("Date"):
            switch name {
            case "time": return "9:41 AM"
            case "relative", "offset", "timer": return "0 sec"
            case "date": return "January 1, 2026"
            default: return "1/1/2026, 9:41 AM"
            }
        default:
            return try describe(value, at: offset)
        }
    }

    /// `d` with `,` grouping and between `fraction` digits after the point, as en_US shows it.
    static func grouped(_ d: Double, fraction: ClosedRange<Int>) -> String {
        guard d.isFinite else { return d.isNaN ? "NaN" : (d < 0 ? "-∞" : "∞") }
        var text = String(format: "%.\(fraction.upperBound)f", abs(d))
        if fraction.upperBound > fraction.lowerBound, text.contains(".") {
            while text.hasSuffix("0") && text.split(separator: ".").last!.count > fraction.lowerBound {
                text.removeLast()
            }
            if text.hasSuffix(".") { text.removeLast() }
        }
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var groups: [String] = []
        while whole.count > 3 {
            groups.insert(String(whole.suffix(3)), at: 0)
            whole.removeLast(3)
        }
        groups.insert(whole, at: 0)
        let result = groups.joined(separator: ",") + (parts.count > 1 ? "." + parts[1] : "")
        return (d < 0 && result != "0" ? "-" : "") + result
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
