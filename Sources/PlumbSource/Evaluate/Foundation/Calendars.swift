import Foundation

/// `Calendar`, `DateComponents`, `TimeZone` and `Locale` as Foundation's: `Calendar.current`
/// is ``FixedWorld/calendar`` (Gregorian, `en_US`, GMT), and the questions that mean "today"
/// (`isDateInToday`) are asked of the fixed clock.
extension Interpreter {
    static let calendarIdentifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese,
        "hebrew": .hebrew, "islamic": .islamic, "islamicCivil": .islamicCivil, "japanese": .japanese,
        "persian": .persian, "indian": .indian, "republicOfChina": .republicOfChina, "coptic": .coptic,
    ]

    /// `Calendar.Component`s by name.
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal,
        "quarter": .quarter, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear,
        "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    func component(_ v: Value, at offset: Int) throws(Diagnostic) -> Calendar.Component {
        try choice(v, Interpreter.components, at: offset)
    }

    /// `[.year, .month]`, `Set([.day])` or one component.
    func componentSet(_ v: Value, at offset: Int) throws(Diagnostic) -> Set<Calendar.Component> {
        if case .array(let items) = v {
            var set = Set<Calendar.Component>()
            for item in items { set.insert(try component(item, at: offset)) }
            return set
        }
        return [try component(v, at: offset)]
    }

    func timeZone(_ v: Value, at offset: Int) throws(Diagnostic) -> TimeZone {
        switch v {
        case .foundation(let zone as TimeZone): return zone
        case .symbol("current", nil, _), .symbol("autoupdatingCurrent", nil, _), .stub: return FixedWorld.timeZone
        case .symbol("gmt", nil, _): return TimeZone(identifier: "GMT")!
        // `formatter.timeZone = nil`: the formatter's default, the current zone.
        case .none: return FixedWorld.timeZone
        // `.init(secondsFromGMT: 0)`, `.init(identifier: "UTC")`, `.init(abbreviation: "PST")`:
        // Foundation's, nil (a stub zone: the current one) where it names none.
        case .symbol("init", let args?, _):
            if let e = args.entries.first(where: { $0.label == "secondsFromGMT" }) {
                return TimeZone(secondsFromGMT: try int(e.value, at: e.offset)) ?? FixedWorld.timeZone
            }
            if let e = args.entries.first(where: { $0.label == "identifier" }) {
                return TimeZone(identifier: try string(e.value, at: e.offset)) ?? FixedWorld.timeZone
            }
            if let e = args.entries.first(where: { $0.label == "abbreviation" }) {
                return TimeZone(abbreviation: try string(e.value, at: e.offset)) ?? FixedWorld.timeZone
            }
            throw error("expected a time zone, found \(v.kind)", at: offset)
        default: throw error("expected a time zone, found \(v.kind)", at: offset)
        }
    }

    func locale(_ v: Value, at offset: Int) throws(Diagnostic) -> Locale {
        switch v {
        case .foundation(let locale as Locale): return locale
        case .symbol("current", nil, _), .symbol("autoupdatingCurrent", nil, _), .stub: return FixedWorld.locale
        case .symbol("init", let args?, _):
            guard let id = args.entries.first else { break }
            return Locale(identifier: try string(id.value, at: id.offset))
        default: break
        }
        throw error("expected a locale, found \(v.kind)", at: offset)
    }

    func calendar(_ v: Value, at offset: Int) throws(Diagnostic) -> Calendar {
        switch v {
        case .foundation(let calendar as Calendar): return calendar
        case .symbol("current", nil, _), .symbol("autoupdatingCurrent", nil, _), .stub: return FixedWorld.calendar
        default: throw error("expected a calendar, found \(v.kind)", at: offset)
        }
    }

    func calendarMember(_ name: String, of calendar: Calendar) -> Value? {
        let symbols: [String: [String]] = [
            "weekdaySymbols": calendar.weekdaySymbols, "shortWeekdaySymbols": calendar.shortWeekdaySymbols,
            "veryShortWeekdaySymbols": calendar.veryShortWeekdaySymbols, "monthSymbols": calendar.monthSymbols,
            "shortMonthSymbols": calendar.shortMonthSymbols, "veryShortMonthSymbols": calendar.veryShortMonthSymbols,
            "standaloneWeekdaySymbols": calendar.standaloneWeekdaySymbols,
            "standaloneMonthSymbols": calendar.standaloneMonthSymbols,
            "shortStandaloneWeekdaySymbols": calendar.shortStandaloneWeekdaySymbols,
            "veryShortStandaloneWeekdaySymbols": calendar.veryShortStandaloneWeekdaySymbols,
            "shortStandaloneMonthSymbols": calendar.shortStandaloneMonthSymbols,
            "veryShortStandaloneMonthSymbols": calendar.veryShortStandaloneMonthSymbols,
            "quarterSymbols": calendar.quarterSymbols, "shortQuarterSymbols": calendar.shortQuarterSymbols,
            "standaloneQuarterSymbols": calendar.standaloneQuarterSymbols,
            "shortStandaloneQuarterSymbols": calendar.shortStandaloneQuarterSymbols,
            "eraSymbols": calendar.eraSymbols, "longEraSymbols": calendar.longEraSymbols,
        ]
        if let list = symbols[name] { return .array(list.map { .string($0) }) }
        switch name {
        case "timeZone": return .foundation(calendar.timeZone)
        case "locale": return calendar.locale.map { .foundation($0) } ?? Value.none
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "minimumDaysInFirstWeek": return .int(calendar.minimumDaysInFirstWeek)
        case "amSymbol": return .string(calendar.amSymbol)
        case "pmSymbol": return .string(calendar.pmSymbol)
        default: return nil
        }
    }

    /// `calendar.name(...)`.
    func calendarCall(_ name: String, on calendar: Calendar, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        func take(_ label: String?) throws(Diagnostic) -> Arguments.Entry {
            guard let e = label.map({ args.take($0) }) ?? args.takeUnlabeled() else {
                throw error("missing argument \(label.map { "'\($0):'" } ?? "") in call to '\(name)'", at: offset)
            }
            return e
        }
        func takeDate(_ label: String?) throws(Diagnostic) -> Date {
            let e = try take(label)
            return try date(e.value, at: e.offset)
        }
        func optional(_ d: Date?) -> Value { d.map { .foundation($0) } ?? .none }
        switch name {
        case "date":
            if let by = args.take("byAdding") {
                let to = try takeDate("to")
                _ = args.take("wrappingComponents")
                if let value = args.take("value") {
                    let c = try component(by.value, at: by.offset)
                    return optional(calendar.date(byAdding: c, value: try int(value.value, at: value.offset), to: to))
                }
                guard case .foundation(let components as DateComponents) = by.value else {
                    throw error("expected date components, found \(by.value.kind)", at: by.offset)
                }
                return optional(calendar.date(byAdding: components, to: to))
            }
            if let from = args.take("from") {
                guard case .foundation(let components as DateComponents) = from.value else {
                    throw error("expected date components, found \(from.value.kind)", at: from.offset)
                }
                return optional(calendar.date(from: components))
            }
            if let hour = args.take("bySettingHour") {
                let minute = try int(try take("minute").value, at: offset)
                let second = try int(try take("second").value, at: offset)
                let of = try takeDate("of")
                return optional(
                    calendar.date(
                        bySettingHour: try int(hour.value, at: hour.offset), minute: minute, second: second, of: of))
            }
            return nil
        case "dateComponents":
            let set = try take(nil)
            let components = try componentSet(set.value, at: set.offset)
            let from = try takeDate("from")
            if args.entries.contains(where: { $0.label == "to" }) {
                return .foundation(calendar.dateComponents(components, from: from, to: try takeDate("to")))
            }
            return .foundation(calendar.dateComponents(components, from: from))
        case "component":
            let c = try take(nil)
            return .int(calendar.component(try component(c.value, at: c.offset), from: try takeDate("from")))
        case "startOfDay":
            return .foundation(calendar.startOfDay(for: try takeDate("for")))
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
            // Asked of the fixed clock: Foundation's own would read the machine's.
            let day = ["isDateInToday": 0, "isDateInYesterday": -1, "isDateInTomorrow": 1][name]!
            let target = calendar.date(byAdding: .day, value: day, to: FixedWorld.now)!
            return .bool(calendar.isDate(try takeDate(nil), inSameDayAs: target))
        case "isDateInWeekend":
            return .bool(calendar.isDateInWeekend(try takeDate(nil)))
        case "isDate":
            let d = try takeDate(nil)
            if let same = args.take("inSameDayAs") {
                return .bool(calendar.isDate(d, inSameDayAs: try date(same.value, at: same.offset)))
            }
            let other = try takeDate("equalTo")
            let granularity = try take("toGranularity")
            return .bool(
                calendar.isDate(
                    d, equalTo: other, toGranularity: try component(granularity.value, at: granularity.offset)))
        case "range":
            let smaller = try take("of")
            let larger = try take("in")
            let range = calendar.range(
                of: try component(smaller.value, at: smaller.offset),
                in: try component(larger.value, at: larger.offset), for: try takeDate("for"))
            return range.map { .range($0.lowerBound, $0.upperBound, closed: false) } ?? Value.none
        case "dateInterval":
            // `calendar.dateInterval(of: .weekOfYear, for: date)`: the week (month, day...) that
            // holds the date, as a `DateInterval` (Pulse's weekly timeline).
            let c = try take("of")
            return calendar.dateInterval(of: try component(c.value, at: c.offset), for: try takeDate("for"))
                .map { .foundation($0) } ?? Value.none
        case "ordinality":
            // `calendar.ordinality(of: .day, in: .year, for: date)`: the day of the year.
            let smaller = try take("of")
            let larger = try take("in")
            return calendar.ordinality(
                of: try component(smaller.value, at: smaller.offset),
                in: try component(larger.value, at: larger.offset), for: try takeDate("for")
            ).map { .int($0) } ?? Value.none
        default: return nil
        }
    }

    func componentsMember(_ name: String, of components: DateComponents) -> Value? {
        if let c = Interpreter.components[name] { return components.value(for: c).map { .int($0) } ?? Value.none }
        switch name {
        case "calendar": return components.calendar.map { .foundation($0) } ?? Value.none
        case "timeZone": return components.timeZone.map { .foundation($0) } ?? Value.none
        case "date": return components.date.map { .foundation($0) } ?? Value.none
        default: return nil
        }
    }

    func setComponent(_ name: String, of components: inout DateComponents, to value: Value, at offset: Int)
        throws(Diagnostic)
    {
        if case .none = value, let c = Interpreter.components[name] {
            components.setValue(nil, for: c)
            return
        }
        switch name {
        case "calendar": components.calendar = try calendar(value, at: offset)
        case "timeZone": components.timeZone = try timeZone(value, at: offset)
        default:
            guard let c = Interpreter.components[name] else {
                throw error("DateComponents has no property '\(name)'", at: offset)
            }
            components.setValue(try int(value, at: offset), for: c)
        }
    }
}
