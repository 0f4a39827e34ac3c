import Foundation

/// Swift's `Duration` (the standard library's, iOS 16): made by `.seconds(_:)`,
/// `.milliseconds(_:)`, `.microseconds(_:)` and `.nanoseconds(_:)`, compared and added, its
/// `components`, and shown by `formatted(_:)` with Foundation's own styles in the fixed
/// locale: `.time(pattern:)` (`Duration.TimeFormatStyle`: "1:02:05"; the default, as
/// `formatted()`'s is `.time(pattern: .hourMinuteSecond)`) and `.units(allowed:width:
/// maximumUnitCount:...)` (`Duration.UnitsFormatStyle`: "1h 2m").
extension Interpreter {
    /// `Duration.seconds(90)`; nil for another member.
    func durationStaticCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        let scale: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        guard let factor = scale[name], let e = args.takeUnlabeled() else { return nil }
        let amount = try double(e.value, at: e.offset)
        // Whole amounts keep their exactness (`.seconds(Int)` counts attoseconds exactly).
        if case .number(_, let i?) = e.value {
            switch name {
            case "seconds": return .foundation(Duration.seconds(i))
            case "milliseconds": return .foundation(Duration.milliseconds(i))
            case "microseconds": return .foundation(Duration.microseconds(i))
            default: return .foundation(Duration.nanoseconds(i))
            }
        }
        return .foundation(Duration.seconds(amount * factor))
    }

    /// `duration.components`; nil for another member.
    func durationMember(_ name: String, of d: Duration) -> Value? {
        switch name {
        case "components":
            return .tuple([
                (label: "seconds", value: .int(Int(d.components.seconds))),
                (label: "attoseconds", value: .int(Int(d.components.attoseconds))),
            ])
        default: return nil
        }
    }

    /// `duration.formatted(style)`: nil where the style is none Plumb reads.
    func formatDuration(_ d: Duration, _ style: Value?, at offset: Int) throws(Diagnostic) -> String? {
        guard case .symbol(let root, let args, _)? = style else {
            guard style == nil else { return nil }
            return d.formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond, locale: FixedWorld.locale))
        }
        switch root {
        case "time":
            let pattern = try durationPattern(FormatRecipe.argument(args, "pattern"), at: offset)
            return d.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: FixedWorld.locale))
        case "units":
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
            if let list = FormatRecipe.argument(args, "allowed") {
                let names = try symbolNames(list, among: Set(Interpreter.durationUnits.keys), at: offset)
                allowed = Set(names.compactMap { Interpreter.durationUnits[$0] })
            }
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            if let w = FormatRecipe.argument(args, "width") {
                width = try choice(
                    w,
                    [
                        "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated,
                        "narrow": .narrow,
                    ], at: offset)
            }
            let maximum = try FormatRecipe.argument(args, "maximumUnitCount").map { v throws(Diagnostic) in
                try int(v, at: offset)
            }
            return d.formatted(
                Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximum).locale(
                    FixedWorld.locale))
        default: return nil
        }
    }

    static let durationUnits: [String: Duration.UnitsFormatStyle.Unit] = [
        "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
        "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds,
    ]

    /// `.hourMinute`, `.hourMinuteSecond`, `.minuteSecond`, and their forms with padding and
    /// fractional seconds.
    private func durationPattern(_ v: Value?, at offset: Int) throws(Diagnostic) -> Duration.TimeFormatStyle.Pattern {
        guard let v, case .symbol(let name, let args, _) = v else { return .hourMinuteSecond }
        func number(_ label: String) throws(Diagnostic) -> Int? {
            try FormatRecipe.argument(args, label).map { v throws(Diagnostic) in try int(v, at: offset) }
        }
        switch name {
        case "hourMinute":
            return .hourMinute(padHourToLength: try number("padHourToLength") ?? 1)
        case "minuteSecond":
            return .minuteSecond(
                padMinuteToLength: try number("padMinuteToLength") ?? 1,
                fractionalSecondsLength: try number("fractionalSecondsLength") ?? 0)
        default:
            return .hourMinuteSecond(
                padHourToLength: try number("padHourToLength") ?? 1,
                fractionalSecondsLength: try number("fractionalSecondsLength") ?? 0)
        }
    }
}
