import Foundation

/// `NumberFormatter` and `NSNumber` (Foundation's), and stand-ins for `ListFormatter`, which
/// Linux's Foundation lacks ("a, b, and c" by Foundation's `ListFormatStyle`), and
/// `ByteCountFormatter`, which is not `Sendable` there ("1.2 MB" by `ByteCountFormatStyle`,
/// in the fixed locale).
extension Interpreter {
    static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode,
        "currencyPlural": .currencyPlural, "currencyAccounting": .currencyAccounting,
    ]

    static let byteCountStyles: [String: ByteCountFormatStyle.Style] = [
        "file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary,
    ]

    static let byteCountUnits: [String: ByteCountFormatStyle.Units] = [
        "useBytes": .bytes, "useKB": .kb, "useMB": .mb, "useGB": .gb, "useTB": .tb, "usePB": .pb, "useAll": .all,
    ]

    /// `NumberFormatter.RoundingMode`'s cases.
    static let roundingModes: [String: NumberFormatter.RoundingMode] = [
        "ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up, "halfEven": .halfEven, "halfDown": .halfDown,
        "halfUp": .halfUp,
    ]

    static let numberFormatterProperties: [String: FormatterProperty<NumberFormatter>] = [
        "numberStyle": .choice({ $0.numberStyle }, { $0.numberStyle = $1 }, among: Interpreter.numberStyles),
        "minimumFractionDigits": .int({ $0.minimumFractionDigits }, { $0.minimumFractionDigits = $1 }),
        "maximumFractionDigits": .int({ $0.maximumFractionDigits }, { $0.maximumFractionDigits = $1 }),
        "minimumIntegerDigits": .int({ $0.minimumIntegerDigits }, { $0.minimumIntegerDigits = $1 }),
        "maximumIntegerDigits": .int({ $0.maximumIntegerDigits }, { $0.maximumIntegerDigits = $1 }),
        "minimumSignificantDigits": .int({ $0.minimumSignificantDigits }, { $0.minimumSignificantDigits = $1 }),
        "maximumSignificantDigits": .int({ $0.maximumSignificantDigits }, { $0.maximumSignificantDigits = $1 }),
        "usesSignificantDigits": .bool({ $0.usesSignificantDigits }, { $0.usesSignificantDigits = $1 }),
        "usesGroupingSeparator": .bool({ $0.usesGroupingSeparator }, { $0.usesGroupingSeparator = $1 }),
        "allowsFloats": .bool({ $0.allowsFloats }, { $0.allowsFloats = $1 }),
        "alwaysShowsDecimalSeparator": .bool(
            { $0.alwaysShowsDecimalSeparator }, { $0.alwaysShowsDecimalSeparator = $1 }),
        "roundingMode": .choice({ $0.roundingMode }, { $0.roundingMode = $1 }, among: Interpreter.roundingModes),
        "currencyCode": .text({ $0.currencyCode }, { $0.currencyCode = $1 }),
        "currencySymbol": .text({ $0.currencySymbol }, { $0.currencySymbol = $1 }),
        "groupingSeparator": .text({ $0.groupingSeparator }, { $0.groupingSeparator = $1 }),
        "decimalSeparator": .text({ $0.decimalSeparator }, { $0.decimalSeparator = $1 }),
        "positivePrefix": .text({ $0.positivePrefix }, { $0.positivePrefix = $1 }),
        "negativePrefix": .text({ $0.negativePrefix }, { $0.negativePrefix = $1 }),
        "positiveSuffix": .text({ $0.positiveSuffix }, { $0.positiveSuffix = $1 }),
        "negativeSuffix": .text({ $0.negativeSuffix }, { $0.negativeSuffix = $1 }),
        "zeroSymbol": .text({ $0.zeroSymbol }, { $0.zeroSymbol = $1 }),
        "locale": .init(
            get: { .foundation($0.locale as Locale) },
            set: { i, f, v, at throws(Diagnostic) in
                f.locale = try i.locale(v, at: at)
            }),
        "multiplier": .init(
            get: { $0.multiplier.map { .float($0.doubleValue) } ?? .none },
            set: {
                i, f, v, at throws(Diagnostic) in
                f.multiplier = NSNumber(value: try i.double(v, at: at))
            }),
    ]

    /// `n` rounded (half to even, NumberFormatter's default) to `f`'s maximum fraction digits.
    /// swift-corelibs-foundation's formatter shows up to three fraction digits once
    /// `minimumFractionDigits` is set, whatever the maximum (Apple's respects it): rounding
    /// first gives Apple's text.
    static func rounded(_ n: NSNumber, for f: NumberFormatter) -> NSNumber {
        let d = n.doubleValue
        guard f.minimumFractionDigits > 0, !f.usesSignificantDigits, d.isFinite, d != d.rounded(),
            [.none, .decimal, .currency, .percent, .currencyISOCode, .currencyAccounting].contains(f.numberStyle)
        else { return n }
        let digits = f.maximumFractionDigits + (f.numberStyle == .percent ? 2 : 0)
        guard digits < 15 else { return n }
        let scale = pow(10, Double(digits))
        return NSNumber(value: (d * scale).rounded(.toNearestOrEven) / scale)
    }

    /// `NSNumber(value: x)` and the numbers a formatter is given.
    func nsNumber(_ v: Value, at offset: Int) throws(Diagnostic) -> NSNumber {
        switch v {
        case .foundation(let n as NSNumber): return n
        case .number(_, let i?): return NSNumber(value: i)
        case .bool(let b): return NSNumber(value: b)
        // `formatter.string(from: .init(value: proportion))`: NSNumber(value:).
        case .symbol("init", let args?, _):
            if let value = args.entries.first(where: { $0.label == "value" || $0.label == nil }) {
                return try nsNumber(value.value, at: offset)
            }
            return NSNumber(value: try double(v, at: offset))
        default: return NSNumber(value: try double(v, at: offset))
        }
    }

    /// `n.doubleValue`, `n.intValue`...
    static func numberMember(_ name: String, of n: NSNumber) -> Value? {
        switch name {
        case "doubleValue", "floatValue": return .float(n.doubleValue)
        case "intValue", "integerValue", "int64Value": return .int(n.intValue)
        case "boolValue": return .bool(n.boolValue)
        case "stringValue", "description": return .string(n.stringValue)
        default: return nil
        }
    }

    func numberFormatterCall(_ name: String, _ f: NumberFormatter, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch name {
        case "string":
            guard let n = args.take("from") ?? args.take("for") else { return nil }
            if case .none = n.value { return Value.none }
            return f.string(from: Interpreter.rounded(try nsNumber(n.value, at: n.offset), for: f)).map { .string($0) }
                ?? Value.none
        case "number":
            guard let s = args.take("from") else { return nil }
            return f.number(from: try string(s.value, at: s.offset)).map { .foundation($0) } ?? Value.none
        default: return nil
        }
    }
}

/// `ListFormatter`, which Linux's Foundation lacks: "a, b, and c" in the fixed locale.
final class ListFormatterStandIn: @unchecked Sendable {
    func string(from items: Value, _ i: Interpreter, at offset: Int) throws(Diagnostic) -> Value {
        var strings: [String] = []
        for item in try i.elements(of: items, at: offset) { strings.append(try i.describe(item, at: offset)) }
        return .string(strings.formatted(.list(type: .and).locale(FixedWorld.locale)))
    }
}

extension ByteCountFormatStyle.Units {
    /// The units named, together: by their raw values, since swift-foundation's empty set is
    /// every unit (`[]` has the raw value 65535, so `[].union(.kb)` is every unit again).
    static func union(_ units: [Self]) -> Self {
        units.isEmpty ? .all : Self(rawValue: units.reduce(0) { $0 | $1.rawValue })
    }
}

/// `ByteCountFormatter`: its `countStyle` and `allowedUnits`, formatted by Foundation's
/// `ByteCountFormatStyle` in the fixed locale; `includesUnit` and `includesCount` keep one
/// side of that text. `isAdaptive`, `zeroPadsFractionDigits` and `includesActualByteCount`
/// are kept and read back but change nothing drawn (the style's adaptive digits are the
/// default's, `isAdaptive = true`).
final class ByteCountFormatterStandIn: @unchecked Sendable {
    var countStyle: ByteCountFormatStyle.Style = .file
    var allowedUnits: ByteCountFormatStyle.Units = .all
    var allowsNonnumericFormatting = true
    var flags: [String: Bool] = [
        "includesUnit": true, "includesCount": true, "isAdaptive": true, "zeroPadsFractionDigits": false,
        "includesActualByteCount": false,
    ]

    static func flag(_ name: String) -> FormatterProperty<ByteCountFormatterStandIn> {
        .init(
            get: { .bool($0.flags[name] ?? false) },
            set: { i, f, v, at throws(Diagnostic) in f.flags[name] = try i.bool(v, at: at) })
    }

    static let properties: [String: FormatterProperty<ByteCountFormatterStandIn>] = [
        "countStyle": .choice({ $0.countStyle }, { $0.countStyle = $1 }, among: Interpreter.byteCountStyles),
        "allowedUnits": .init(
            get: { .foundation($0.allowedUnits) },
            set: { i, f, v, at throws(Diagnostic) in
                let names = try i.symbolNames(v, among: Set(Interpreter.byteCountUnits.keys), at: at)
                f.allowedUnits = .union(names.map { Interpreter.byteCountUnits[$0]! })
            }),
        "allowsNonnumericFormatting": .init(
            get: { .bool($0.allowsNonnumericFormatting) },
            set: {
                i, f, v, at throws(Diagnostic) in
                f.allowsNonnumericFormatting = try i.bool(v, at: at)
            }),
        "includesUnit": flag("includesUnit"), "includesCount": flag("includesCount"),
        "isAdaptive": flag("isAdaptive"), "zeroPadsFractionDigits": flag("zeroPadsFractionDigits"),
        "includesActualByteCount": flag("includesActualByteCount"),
    ]

    func string(fromByteCount count: Int64) -> String {
        // The format style writes the kilobyte "kB"; NSByteCountFormatter, older, "KB" ("Zero KB",
        // "2 KB", "9.5 MB": its outputs in Apple's Foundation, and swift-corelibs-foundation's).
        let text = count.formatted(
            .byteCount(style: countStyle, allowedUnits: allowedUnits, spellsOutZero: allowsNonnumericFormatting)
                .locale(FixedWorld.locale)
        ).replacingOccurrences(of: "kB", with: "KB")
        // "1.2 MB": the count before the last space, the unit after it.
        guard let space = text.lastIndex(of: " ") else { return text }
        switch (flags["includesCount"] ?? true, flags["includesUnit"] ?? true) {
        case (true, false): return String(text[..<space])
        case (false, true): return String(text[text.index(after: space)...])
        default: return text
        }
    }
}
