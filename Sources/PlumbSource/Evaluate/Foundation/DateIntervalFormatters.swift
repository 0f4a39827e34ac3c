import Foundation

// `DateIntervalFormatter`, Foundation's (which Linux's Foundation has), in the fixed world
// (``FixedWorld``: en_US, GMT) until the code sets its own locale or time zone: AirCasting's
// session cards show `formatter.string(from: start, to: end)` ("01/01/26, 09:41 – 10:41").

extension Interpreter {
    /// A `DateIntervalFormatter` in the fixed locale, calendar and time zone.
    static func fixedDateIntervalFormatter() -> DateIntervalFormatter {
        let formatter = DateIntervalFormatter()
        formatter.locale = FixedWorld.locale
        formatter.calendar = FixedWorld.calendar
        formatter.timeZone = FixedWorld.timeZone
        return formatter
    }

    /// The properties code sets on a `DateIntervalFormatter`.
    static let dateIntervalFormatterProperties: [String: FormatterProperty<DateIntervalFormatter>] = [
        "dateTemplate": .text({ $0.dateTemplate }, { $0.dateTemplate = $1 }),
        "dateStyle": .choice({ $0.dateStyle }, { $0.dateStyle = $1 }, among: Interpreter.intervalStyles),
        "timeStyle": .choice({ $0.timeStyle }, { $0.timeStyle = $1 }, among: Interpreter.intervalStyles),
        "locale": .init(
            get: { .foundation($0.locale as Locale) },
            set: { i, f, v, at throws(Diagnostic) in f.locale = try i.locale(v, at: at) }),
        "timeZone": .init(
            get: { .foundation($0.timeZone as TimeZone) },
            set: { i, f, v, at throws(Diagnostic) in f.timeZone = try i.timeZone(v, at: at) }),
        "calendar": .init(
            get: { .foundation($0.calendar as Calendar) },
            set: { i, f, v, at throws(Diagnostic) in f.calendar = try i.calendar(v, at: at) }),
    ]

    /// `DateIntervalFormatter.Style`'s cases by name.
    static let intervalStyles: [String: DateIntervalFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]

    /// `formatter.string(from: start, to: end)` and `formatter.string(from: interval)`; nil for
    /// another method.
    func dateIntervalFormatterCall(_ name: String, _ f: DateIntervalFormatter, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard name == "string", let from = args.take("from") else { return nil }
        if let to = args.take("to") {
            return .string(f.string(from: try date(from.value, at: from.offset), to: try date(to.value, at: to.offset)))
        }
        guard case .foundation(let interval as DateInterval) = from.value else { return nil }
        return f.string(from: interval).map { .string($0) } ?? Value.none
    }
}
