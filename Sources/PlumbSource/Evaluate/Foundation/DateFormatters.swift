import Foundation

/// `DateFormatter` (Foundation's), and stand-ins for `RelativeDateTimeFormatter` and
/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable: they keep
/// Apple's properties and methods and format with Foundation's
/// `Date.AnchoredRelativeFormatStyle` and `Duration.UnitsFormatStyle`/`TimeFormatStyle`.
extension Interpreter {
    static let dateStyles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]

    /// `Formatter.Context`'s cases: where the formatted text stands, for its capitalization.
    static let formattingContexts: Set<String> = [
        "unknown", "dynamic", "standalone", "listItem", "beginningOfSentence", "middleOfSentence",
    ]

    static let dateFormatterProperties: [String: FormatterProperty<DateFormatter>] = [
        "dateFormat": .text({ $0.dateFormat }, { $0.dateFormat = $1 }),
        "dateStyle": .choice({ $0.dateStyle }, { $0.dateStyle = $1 }, among: Interpreter.dateStyles),
        "timeStyle": .choice({ $0.timeStyle }, { $0.timeStyle = $1 }, among: Interpreter.dateStyles),
        "locale": .init(
            get: { .foundation($0.locale as Locale) },
            set: { i, f, v, at throws(Diagnostic) in
                f.locale = try i.locale(v, at: at)
            }),
        "timeZone": .init(
            get: { .foundation($0.timeZone as TimeZone) },
            set: { i, f, v, at throws(Diagnostic) in
                f.timeZone = try i.timeZone(v, at: at)
            }),
        "calendar": .init(
            get: { .foundation($0.calendar as Calendar) },
            set: { i, f, v, at throws(Diagnostic) in
                f.calendar = try i.calendar(v, at: at)
            }),
        "amSymbol": .text({ $0.amSymbol }, { $0.amSymbol = $1 }),
        "pmSymbol": .text({ $0.pmSymbol }, { $0.pmSymbol = $1 }),
        "doesRelativeDateFormatting": .bool({ $0.doesRelativeDateFormatting }, { $0.doesRelativeDateFormatting = $1 }),
        // English text in the fixed locale is capitalized the same in every context, and
        // Foundation on Linux has no such property: read as `.standalone`, any case accepted.
        "formattingContext": .init(
            get: { _ in .symbol("standalone", arguments: nil, at: 0) },
            set: { i, _, v, at throws(Diagnostic) in
                guard let name = i.symbolName(v)?.0, Interpreter.formattingContexts.contains(name) else {
                    throw i.error("expected a Formatter.Context ('.standalone', '.beginningOfSentence'...)", at: at)
                }
            }),
    ]

    func dateFormatterCall(_ name: String, _ f: DateFormatter, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch name {
        case "string":
            guard let d = args.take("from") else { return nil }
            return .string(f.string(from: try date(d.value, at: d.offset)))
        case "date":
            guard let s = args.take("from") else { return nil }
            return f.date(from: try string(s.value, at: s.offset)).map { .foundation($0) } ?? Value.none
        case "setLocalizedDateFormatFromTemplate":
            guard let t = args.takeUnlabeled() else { return nil }
            f.setLocalizedDateFormatFromTemplate(try string(t.value, at: t.offset))
            return .void
        default: return nil
        }
    }
}

/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks: "2 hours ago", "in 3 days",
/// "yesterday", formatted by Foundation's `Date.AnchoredRelativeFormatStyle` (ICU's relative
/// date formatting, as Apple's formatter uses).
final class RelativeDateTimeFormatterStandIn: @unchecked Sendable {
    var named = false
    var unitsStyle = "full"
    var locale = FixedWorld.locale
    var calendar = FixedWorld.calendar

    /// Apple's `UnitsStyle` as the format style's: full is wide ("2 hours"), short is
    /// abbreviated ("2 hr."), abbreviated is narrow ("2h").
    static let unitsStyles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
        "full": .wide, "spellOut": .spellOut, "short": .abbreviated, "abbreviated": .narrow,
    ]

    static let properties: [String: FormatterProperty<RelativeDateTimeFormatterStandIn>] = [
        "unitsStyle": .init(
            get: { .symbol($0.unitsStyle, arguments: nil, at: 0) },
            set: { i, f, v, at throws(Diagnostic) in
                _ = try i.choice(v, unitsStyles, at: at)
                if case .symbol(let name, _, _) = v { f.unitsStyle = name }
                if case .stub(let text) = v { f.unitsStyle = String(text.split(separator: ".").last ?? "full") }
            }),
        "dateTimeStyle": .init(
            get: { .symbol($0.named ? "named" : "numeric", arguments: nil, at: 0) },
            set: {
                i, f, v, at throws(Diagnostic) in
                f.named = try i.choice(v, ["named": true, "numeric": false], at: at)
            }),
        "locale": .init(
            get: { .foundation($0.locale) },
            set: { i, f, v, at throws(Diagnostic) in
                f.locale = try i.locale(v, at: at)
            }),
        "calendar": .init(
            get: { .foundation($0.calendar) },
            set: { i, f, v, at throws(Diagnostic) in
                f.calendar = try i.calendar(v, at: at)
            }),
        "formattingContext": .init(get: { _ in .symbol("unknown", arguments: nil, at: 0) }, set: { _, _, _, _ in }),
    ]

    /// `date` relative to `reference`: the anchored style formats its anchor relative to its input.
    func string(for date: Date, relativeTo reference: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: named ? .named : .numeric,
            unitsStyle: Self.unitsStyles[unitsStyle] ?? .wide, locale: locale, calendar: calendar)
        return style.format(reference)
    }

    func call(_ name: String, _ args: inout Arguments, _ i: Interpreter, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "localizedString" else { return nil }
        if let d = args.take("for") {
            let reference = try args.take("relativeTo").map { e throws(Diagnostic) in try i.date(e.value, at: e.offset)
            }
            return .string(string(for: try i.date(d.value, at: d.offset), relativeTo: reference ?? FixedWorld.now))
        }
        if let t = args.take("fromTimeInterval") {
            let date = FixedWorld.now.addingTimeInterval(try i.double(t.value, at: t.offset))
            return .string(string(for: date, relativeTo: FixedWorld.now))
        }
        return nil
    }
}

/// `DateComponentsFormatter`, which Linux's Foundation lacks: "1:02:05", "1h 2m", "1 hour,
/// 2 minutes", formatted by Foundation's `Duration.TimeFormatStyle` (positional) and
/// `Duration.UnitsFormatStyle` (the others). `.spellOut` reads as `.full` and `.brief` as
/// Foundation's condensed abbreviated width ("1 hr 2 min"): Duration has neither.
final class DateComponentsFormatterStandIn: @unchecked Sendable {
    var allowedUnits: Set<String> = ["hour", "minute", "second"]
    var unitsStyle = "positional"
    var zeroFormatting = "default"
    var maximumUnitCount = 0

    static let styles: Set<String> = ["positional", "abbreviated", "short", "full", "spellOut", "brief"]
    static let zeroBehaviors: Set<String> = [
        "default", "none", "dropLeading", "dropMiddle", "dropTrailing", "dropAll", "pad",
    ]
    static let units: [String: Duration.UnitsFormatStyle.Unit] = [
        "weekOfMonth": .weeks, "day": .days, "hour": .hours, "minute": .minutes, "second": .seconds,
    ]

    static let properties: [String: FormatterProperty<DateComponentsFormatterStandIn>] = [
        "allowedUnits": .init(
            get: { .array($0.allowedUnits.sorted().map { .symbol($0, arguments: nil, at: 0) }) },
            set: {
                i, f, v, at throws(Diagnostic) in
                // (Months and years are accepted: a duration shows in the units it has.)
                f.allowedUnits = try Set(i.symbolNames(v, among: Set(units.keys).union(["month", "year"]), at: at))
            }),
        "unitsStyle": .init(
            get: { .symbol($0.unitsStyle, arguments: nil, at: 0) },
            set: { i, f, v, at throws(Diagnostic) in
                f.unitsStyle = try i.symbolNames(v, among: styles, at: at).first ?? "positional"
            }),
        "zeroFormattingBehavior": .init(
            get: { .symbol($0.zeroFormatting, arguments: nil, at: 0) },
            set: {
                i, f, v, at throws(Diagnostic) in
                f.zeroFormatting = try i.symbolNames(v, among: zeroBehaviors, at: at).first ?? "default"
            }),
        "maximumUnitCount": .init(
            get: { .int($0.maximumUnitCount) },
            set: { i, f, v, at throws(Diagnostic) in
                f.maximumUnitCount = try i.int(v, at: at)
            }),
    ]

    func string(from seconds: Double) -> String {
        let duration = Duration.seconds(seconds)
        if unitsStyle == "positional" {
            let pad = zeroFormatting == "pad" ? 2 : 1
            let pattern: Duration.TimeFormatStyle.Pattern =
                allowedUnits.contains("hour") || allowedUnits.contains("day")
                ? (allowedUnits.contains("second")
                    ? .hourMinuteSecond(padHourToLength: pad) : .hourMinute(padHourToLength: pad))
                : .minuteSecond(padMinuteToLength: pad)
            return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: FixedWorld.locale))
        }
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch unitsStyle {
            case "abbreviated": .narrow
            case "short": .abbreviated
            case "brief": .condensedAbbreviated
            default: .wide
            }
        let units = Set(allowedUnits.compactMap { Self.units[$0] })
        let style = Duration.UnitsFormatStyle(
            allowedUnits: units.isEmpty ? [.hours, .minutes, .seconds] : units, width: width,
            maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
            zeroValueUnits: zeroFormatting == "pad" ? .show(length: 1) : .hide)
        return duration.formatted(style.locale(FixedWorld.locale))
    }

    func call(_ name: String, _ args: inout Arguments, _ i: Interpreter, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "string" else { return nil }
        if let end = args.take("to"), let t = args.take("from") {
            let seconds = try i.date(end.value, at: end.offset).timeIntervalSince(try i.date(t.value, at: t.offset))
            return .string(string(from: seconds))
        }
        if let t = args.take("from") {
            if case .foundation(let components as DateComponents) = t.value {
                let date = FixedWorld.calendar.date(byAdding: components, to: FixedWorld.now) ?? FixedWorld.now
                return .string(string(from: date.timeIntervalSince(FixedWorld.now)))
            }
            return .string(string(from: try i.double(t.value, at: t.offset)))
        }
        return nil
    }
}

extension Interpreter {
    /// The names of an option set written in source (`[.hour, .minute]`, `.pad`), each one of `among`.
    func symbolNames(_ v: Value, among: Set<String>, at offset: Int) throws(Diagnostic) -> [String] {
        var items = [v]
        if case .array(let list) = v { items = list }
        var names: [String] = []
        for item in items {
            names.append(try choice(item, Dictionary(uniqueKeysWithValues: among.map { ($0, $0) }), at: offset))
        }
        return names
    }
}

/// `ISO8601DateFormatter` ("2026-01-01T09:41:00Z"), by Foundation's `Date.ISO8601FormatStyle`:
/// Linux's formatter is not `Sendable`.
final class ISO8601DateFormatterStandIn: @unchecked Sendable {
    var timeZone = FixedWorld.timeZone
}
