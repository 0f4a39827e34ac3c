import Foundation

/// A format style written in source (`.number.precision(.fractionLength(2))`,
/// `.dateTime.year().month(.wide)`, `Date.FormatStyle(date: .numeric, time: .omitted)`): its
/// root and the calls chained on it, made into Foundation's `FormatStyle` once the value it
/// formats says which (an `Int`'s, a `Double`'s, a `Date`'s).
struct FormatRecipe: @unchecked Sendable {
    let root: String
    let rootArguments: Arguments?
    var steps: [(name: String, arguments: Arguments)] = []

    /// The roots a chain can start from: the static members of Foundation's format styles.
    static let roots: Set<String> = [
        "number", "percent", "currency", "dateTime", "iso8601", "relative", "list", "byteCount", "measurement",
    ]

    func adding(_ name: String, _ arguments: Arguments) -> FormatRecipe {
        var recipe = self
        recipe.steps.append((name, arguments))
        return recipe
    }

    /// The recipe of a style argument: `.number`, `.currency(code: "EUR")`, a chain; nil for
    /// none.
    init?(_ style: Value?) {
        switch style {
        case .symbol(let name, let args, _)?: self.init(root: name, rootArguments: args)
        case .opaque(let name)?: self.init(root: name, rootArguments: nil)
        case .foundation(let recipe as FormatRecipe)?: self = recipe
        default: return nil
        }
    }

    init(root: String, rootArguments: Arguments?) {
        self.root = root
        self.rootArguments = rootArguments
    }

    /// The argument of the root or of a step: labelled, or the first unlabelled one.
    static func argument(_ args: Arguments?, _ label: String? = nil) -> Value? {
        args?.entries.first(where: { $0.label == label })?.value
    }
}

extension Interpreter {
    /// `.number.precision(...)`, `.dateTime.year()`: a call chained on a format style's root
    /// gives the style; nil for any other call.
    func formatStyleStep(_ name: String, on base: Value, _ args: inout Arguments) -> Value? {
        switch base {
        case .symbol(let root, let rootArguments, _) where FormatRecipe.roots.contains(root):
            return .foundation(FormatRecipe(root: root, rootArguments: rootArguments).adding(name, args.takingAll()))
        default: return nil
        }
    }

    /// `value` formatted by `style` (nil: `.formatted()`'s default), by Foundation in the
    /// fixed locale, time zone and clock.
    func foundationFormat(_ value: Value, _ style: Value?, at offset: Int) throws(Diagnostic) -> String? {
        if case .foundation(let d as Duration) = value { return try formatDuration(d, style, at: offset) }
        let recipe = FormatRecipe(style)
        switch value {
        case .number(let d, let i): return try formatNumber(d, int: i, recipe, at: offset)
        case .foundation(let date as Date): return try formatDate(date, recipe, at: offset)
        case .foundation(let m as Measurement<Dimension>): return MeasurementFormatterStandIn().string(from: m)
        case .array(let items) where recipe?.root == "list":
            var strings: [String] = []
            for item in items { strings.append(try describe(item, at: offset)) }
            let type = try FormatRecipe.argument(recipe?.rootArguments, "type").map { v throws(Diagnostic) in
                try choice(v, ["and": ListFormatStyle<StringStyle, [String]>.ListType.and, "or": .or], at: offset)
            }
            return strings.formatted(.list(type: type ?? .and).locale(FixedWorld.locale))
        default: return nil
        }
    }

    // MARK: Numbers

    /// A number by `.number`, `.percent` or `.currency(code:)` and its chained calls; an
    /// integer by the integer style (`50.formatted(.percent)` is "50%", as Foundation's).
    func formatNumber(_ d: Double, int: Int?, _ recipe: FormatRecipe?, at offset: Int) throws(Diagnostic) -> String {
        let locale = try recipeLocale(recipe, at: offset)
        var precision: NumberFormatStyleConfiguration.Precision?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        var notation: NumberFormatStyleConfiguration.Notation?
        var rounded = false
        for step in recipe?.steps ?? [] {
            let argument = FormatRecipe.argument(step.arguments)
            switch step.name {
            case "precision": precision = try argument.map { v throws(Diagnostic) in try self.precision(v, at: offset) }
            case "grouping":
                grouping = try argument.map { v throws(Diagnostic) in
                    try choice(v, ["never": .never, "automatic": .automatic], at: offset)
                }
            case "notation":
                notation = try argument.map { v throws(Diagnostic) in
                    try choice(
                        v, ["compactName": .compactName, "scientific": .scientific, "automatic": .automatic], at: offset
                    )
                }
            case "rounded": rounded = true
            case "locale": break
            default: warn("the format style's '\(step.name)' is ignored", at: offset)
            }
        }
        switch recipe?.root ?? "number" {
        case "byteCount":
            // `.byteCount(style: .file)`, `allowedUnits:`, `spellsOutZero:`: Foundation's style.
            let args = recipe?.rootArguments
            let style = try FormatRecipe.argument(args, "style").map { v throws(Diagnostic) in
                try choice(v, Interpreter.byteCountStyles, at: offset)
            }
            var units: ByteCountFormatStyle.Units = .all
            if let v = FormatRecipe.argument(args, "allowedUnits") {
                let named: [String: ByteCountFormatStyle.Units] = [
                    "bytes": .bytes, "kb": .kb, "mb": .mb, "gb": .gb, "tb": .tb, "pb": .pb, "eb": .eb, "zb": .zb,
                    "ybOrHigher": .ybOrHigher, "all": .all, "default": .default,
                ]
                units = .union(try symbolNames(v, among: Set(named.keys), at: offset).map { named[$0]! })
            }
            let spellsOutZero = try FormatRecipe.argument(args, "spellsOutZero").map { v throws(Diagnostic) in
                try bool(v, at: offset)
            }
            return Int64(int ?? Int(d)).formatted(
                .byteCount(style: style ?? .file, allowedUnits: units, spellsOutZero: spellsOutZero ?? true)
                    .locale(locale))
        case "percent":
            if let int {
                var style = IntegerFormatStyle<Int>.Percent(locale: locale)
                if let precision { style = style.precision(precision) }
                if let grouping { style = style.grouping(grouping) }
                return int.formatted(style)
            }
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            if rounded { style = style.rounded() }
            return d.formatted(style)
        case "currency":
            let code = try FormatRecipe.argument(recipe?.rootArguments, "code").map { v throws(Diagnostic) in
                try string(v, at: offset)
            }
            var style = FloatingPointFormatStyle<Double>.Currency(code: code ?? "USD", locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            if rounded { style = style.rounded() }
            return d.formatted(style)
        default:
            if let int {
                var style = IntegerFormatStyle<Int>(locale: locale)
                if let precision { style = style.precision(precision) }
                if let grouping { style = style.grouping(grouping) }
                if let notation { style = style.notation(notation) }
                return int.formatted(style)
            }
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            if let notation { style = style.notation(notation) }
            if rounded { style = style.rounded() }
            return d.formatted(style)
        }
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(2)`.
    func precision(_ v: Value, at offset: Int) throws(Diagnostic) -> NumberFormatStyleConfiguration.Precision {
        guard case .symbol(let name, let args?, _) = v, let first = args.entries.first else {
            throw error("expected a precision such as .fractionLength(2), found \(v.kind)", at: offset)
        }
        func bounds(_ v: Value) throws(Diagnostic) -> ClosedRange<Int> {
            if case .range(let lo, let hi, _) = v, hi > lo { return lo...(hi - 1) }
            let n = try int(v, at: offset)
            return n...n
        }
        let range = try bounds(first.value)
        switch name {
        case "fractionLength": return .fractionLength(range)
        case "significantDigits": return .significantDigits(range)
        case "integerLength": return .integerLength(range)
        case "integerAndFractionLength":
            let integer = try int(args.entries.first(where: { $0.label == "integer" })?.value ?? .int(1), at: offset)
            let fraction = try int(args.entries.first(where: { $0.label == "fraction" })?.value ?? .int(0), at: offset)
            return .integerAndFractionLength(integer: integer, fraction: fraction)
        default: throw error("unknown precision '.\(name)'", at: offset)
        }
    }

    /// A `.locale(...)` step's locale, else the fixed one.
    func recipeLocale(_ recipe: FormatRecipe?, at offset: Int) throws(Diagnostic) -> Locale {
        guard let step = recipe?.steps.last(where: { $0.name == "locale" }),
            let v = FormatRecipe.argument(step.arguments)
        else { return FixedWorld.locale }
        return try locale(v, at: offset)
    }

    // MARK: Dates

    static let dateStyleNames: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    static let timeStyleNames: [String: Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]

    /// `date.formatted()`, `date.formatted(date: .abbreviated, time: .shortened)`,
    /// `date.formatted(.dateTime.year())`.
    func formattedDate(_ date: Date, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> String {
        if args.entries.contains(where: { $0.label == "date" || $0.label == "time" }) {
            let recipe = FormatRecipe(root: "dateTime", rootArguments: args.takingAll())
            return try formatDate(date, recipe, at: offset)
        }
        let style = args.takeUnlabeled()
        if let text = try userFormat(.foundation(date), style?.value, at: offset) { return text }
        return try formatDate(date, FormatRecipe(style?.value), at: offset)
    }

    /// A date by a recipe: `Text(date, style:)`'s styles, `.dateTime` and its fields,
    /// `.relative(presentation:)`, `.iso8601`; by default "1/1/2026, 9:41 AM".
    func formatDate(_ date: Date, _ recipe: FormatRecipe?, at offset: Int) throws(Diagnostic) -> String {
        let base = Date.FormatStyle(
            locale: try recipeLocale(recipe, at: offset), calendar: FixedWorld.calendar,
            timeZone: FixedWorld.timeZone)
        let seconds = date.timeIntervalSince(FixedWorld.now)
        switch recipe?.root {
        case nil: return date.formatted(base.year().month(.defaultDigits).day().hour().minute())
        // `Text(date, style:)`: SwiftUI's own styles, relative to the fixed clock.
        case "time":
            return date.formatted(
                Date.FormatStyle(
                    date: .omitted, time: .shortened, locale: base.locale, calendar: base.calendar,
                    timeZone: base.timeZone))
        case "date":
            return date.formatted(
                Date.FormatStyle(
                    date: .long, time: .omitted, locale: base.locale, calendar: base.calendar, timeZone: base.timeZone))
        case "relative" where recipe?.rootArguments == nil: return Interpreter.relativeDuration(abs(seconds))
        case "offset": return (seconds < 0 ? "-" : "+") + Interpreter.relativeDuration(abs(seconds))
        case "timer":
            let pattern: Duration.TimeFormatStyle.Pattern = abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.seconds(abs(seconds).rounded()).formatted(
                Duration.TimeFormatStyle(pattern: pattern, locale: base.locale))
        case "relative":
            let presentation = try FormatRecipe.argument(recipe?.rootArguments, "presentation").map {
                v throws(Diagnostic) in
                try choice(v, ["numeric": Date.RelativeFormatStyle.Presentation.numeric, "named": .named], at: offset)
            }
            let units = try FormatRecipe.argument(recipe?.rootArguments, "unitsStyle").map { v throws(Diagnostic) in
                try choice(
                    v,
                    [
                        "wide": Date.RelativeFormatStyle.UnitsStyle.wide, "abbreviated": .abbreviated,
                        "narrow": .narrow, "spellOut": .spellOut,
                    ], at: offset)
            }
            let style = Date.AnchoredRelativeFormatStyle(
                anchor: date, presentation: presentation ?? .numeric, unitsStyle: units ?? .wide, locale: base.locale,
                calendar: FixedWorld.calendar)
            return style.format(FixedWorld.now)
        case "iso8601": return date.formatted(Date.ISO8601FormatStyle(timeZone: FixedWorld.timeZone))
        case "dateTime":
            let dateStyle = try FormatRecipe.argument(recipe?.rootArguments, "date").map { v throws(Diagnostic) in
                try choice(v, Interpreter.dateStyleNames, at: offset)
            }
            let timeStyle = try FormatRecipe.argument(recipe?.rootArguments, "time").map { v throws(Diagnostic) in
                try choice(v, Interpreter.timeStyleNames, at: offset)
            }
            var style = base
            if dateStyle != nil || timeStyle != nil {
                style = Date.FormatStyle(
                    date: dateStyle ?? .omitted, time: timeStyle ?? .omitted, locale: base.locale,
                    calendar: base.calendar, timeZone: base.timeZone)
            }
            for step in recipe?.steps ?? [] { style = try dateField(step, on: style, at: offset) }
            return date.formatted(style)
        default:
            throw error("cannot format a date with '.\(recipe?.root ?? "")'", at: offset)
        }
    }

    /// "0 sec", "11 min, 14 sec", "2 hr, 5 min": `Text(date, style: .relative)` (two units at
    /// most, abbreviated), by Foundation's `Duration.UnitsFormatStyle`.
    static func relativeDuration(_ seconds: Double) -> String {
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2)
        if seconds.rounded() < 1 { return "0 sec" }
        return Duration.seconds(seconds.rounded()).formatted(style.locale(FixedWorld.locale))
    }

    /// One field of `.dateTime`: `.year()`, `.month(.wide)`, `.weekday(.abbreviated)`...
    func dateField(_ step: (name: String, arguments: Arguments), on style: Date.FormatStyle, at offset: Int)
        throws(Diagnostic) -> Date.FormatStyle
    {
        let argument = FormatRecipe.argument(step.arguments)
        func pick<T>(_ table: [String: T], _ fallback: T) throws(Diagnostic) -> T {
            try argument.map { v throws(Diagnostic) in try choice(v, table, at: offset) } ?? fallback
        }
        switch step.name {
        case "year":
            // `.extended()`: the full year, at least one digit (Foundation's default length).
            return style.year(
                try pick(
                    ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "extended": .extended()],
                    .defaultDigits))
        case "month":
            return style.month(
                try pick(
                    [
                        "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "wide": .wide,
                        "abbreviated": .abbreviated, "narrow": .narrow,
                    ], .abbreviated))
        case "day":
            return style.day(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits))
        case "weekday":
            return style.weekday(
                try pick(
                    [
                        "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                        "oneDigit": .oneDigit,
                    ],
                    .abbreviated))
        case "hour":
            return style.hour(
                try pick(
                    [
                        "defaultDigitsNoAMPM": .defaultDigits(amPM: .omitted),
                        "twoDigitsNoAMPM": .twoDigits(amPM: .omitted),
                    ], .defaultDigits(amPM: .abbreviated)))
        case "minute":
            return style.minute(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits))
        case "second":
            return style.second(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits))
        case "era": return style.era()
        case "quarter": return style.quarter()
        case "week": return style.week()
        case "dayOfYear": return style.dayOfYear()
        case "timeZone": return style.timeZone()
        case "locale": return style
        default:
            warn("the date format style's '\(step.name)' is ignored", at: offset)
            return style
        }
    }
}
