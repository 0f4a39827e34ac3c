import Foundation

/// `Date` as Foundation's `Date`: `Date()` and `.now` are ``FixedWorld/now``;
/// `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceNow:)`, `addingTimeInterval(_:)`,
/// `timeIntervalSince(_:)`, `+`/`-` with a `TimeInterval`, comparisons, `.formatted(...)`.
extension Interpreter {
    /// The Foundation values source code constructs by name (`Date(...)`, `DateFormatter()`...).
    static let foundationValues: [ValueEntry] = [
        .init("Date", binding: .swift) { i, a, _ throws(Diagnostic) in
            if let t = a.take("timeIntervalSince1970") {
                return .foundation(Date(timeIntervalSince1970: try i.double(t.value, at: t.offset)))
            }
            if let t = a.take("timeIntervalSinceNow") {
                return .foundation(FixedWorld.now.addingTimeInterval(try i.double(t.value, at: t.offset)))
            }
            if let t = a.take("timeIntervalSinceReferenceDate") {
                return .foundation(Date(timeIntervalSinceReferenceDate: try i.double(t.value, at: t.offset)))
            }
            if let t = a.take("timeInterval"), let since = a.take("since") {
                let base = try i.date(since.value, at: since.offset)
                return .foundation(base.addingTimeInterval(try i.double(t.value, at: t.offset)))
            }
            // `Date()` is the fixed clock; another initializer (`Date(from: decoder)`) too.
            a.takeAll()
            return .foundation(FixedWorld.now)
        },
        .init("Calendar", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let id = a.take("identifier") else { throw i.error("missing argument 'identifier:'", at: at) }
            return .foundation(FixedWorld.fixed(try i.choice(id.value, Interpreter.calendarIdentifiers, at: id.offset)))
        },
        .init("DateComponents", binding: .swift) { i, a, _ throws(Diagnostic) in
            var components = DateComponents()
            for label in ["calendar", "timeZone"] + Interpreter.components.keys.sorted() {
                guard let e = a.take(label) else { continue }
                try i.setComponent(label, of: &components, to: e.value, at: e.offset)
            }
            return .foundation(components)
        },
        .init("TimeZone", binding: .swift) { i, a, at throws(Diagnostic) in
            if let id = a.take("identifier") {
                return TimeZone(identifier: try i.string(id.value, at: id.offset)).map { .foundation($0) } ?? .none
            }
            if let s = a.take("secondsFromGMT") {
                return TimeZone(secondsFromGMT: try i.int(s.value, at: s.offset)).map { .foundation($0) } ?? .none
            }
            if let s = a.take("abbreviation") {
                return TimeZone(abbreviation: try i.string(s.value, at: s.offset)).map { .foundation($0) } ?? .none
            }
            throw i.error("missing argument 'identifier:'", at: at)
        },
        .init("Locale", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let id = a.take("identifier") ?? a.takeUnlabeled() else {
                throw i.error("missing argument 'identifier:'", at: at)
            }
            return .foundation(Locale(identifier: try i.string(id.value, at: id.offset)))
        },
    ]

    /// A date argument: a Foundation date, `.now`, `.distantPast`, `.distantFuture`; a stub
    /// reads as the fixed clock.
    func date(_ v: Value, at offset: Int) throws(Diagnostic) -> Date {
        switch v {
        case .foundation(let d as Date): return d
        case .symbol("now", nil, _), .stub, .opaque: return FixedWorld.now
        case .symbol("distantPast", nil, _): return .distantPast
        case .symbol("distantFuture", nil, _): return .distantFuture
        // `.init()`, `.init(timeIntervalSince1970: t)` where a date goes: `Date`'s initializers.
        case .symbol("init", let args, let at):
            var arguments = args ?? .none(at: at)
            if case .foundation(let d as Date) = try callName("Date", &arguments, in: globals, at: at) { return d }
            throw error("expected a date, found \(v.kind)", at: offset)
        default: throw error("expected a date, found \(v.kind)", at: offset)
        }
    }

    /// `date.name`: the intervals, measured from the fixed clock where they say "now".
    func dateMember(_ name: String, of date: Date) -> Value? {
        switch name {
        case "timeIntervalSince1970": return .float(date.timeIntervalSince1970)
        case "timeIntervalSinceReferenceDate": return .float(date.timeIntervalSinceReferenceDate)
        case "timeIntervalSinceNow": return .float(date.timeIntervalSince(FixedWorld.now))
        case "description": return .string(date.description)
        default: return nil
        }
    }

    /// `date.name(...)`.
    func dateCall(_ name: String, on date: Date, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        switch name {
        case "addingTimeInterval", "advanced":
            guard let t = args.takeUnlabeled() ?? args.take("by") else { return nil }
            return .foundation(date.addingTimeInterval(try double(t.value, at: t.offset)))
        case "timeIntervalSince":
            guard let other = args.takeUnlabeled() else { return nil }
            return .float(date.timeIntervalSince(try self.date(other.value, at: other.offset)))
        case "distance":
            guard let other = args.take("to") else { return nil }
            return .float(try self.date(other.value, at: other.offset).timeIntervalSince(date))
        case "ISO8601Format":
            args.takeAll()
            return .string(date.ISO8601Format())
        case "formatted":
            return .string(try formattedDate(date, &args, at: offset))
        default: return nil
        }
    }
}
