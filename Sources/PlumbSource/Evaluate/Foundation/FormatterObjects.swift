import Foundation

/// One property of a formatter source code reads and sets (`formatter.dateFormat = "..."`),
/// in a small table per formatter: Linux's Foundation has no key-value coding.
struct FormatterProperty<Object>: Sendable {
    let get: @Sendable (Object) -> Value
    let set: @Sendable (Interpreter, Object, Value, Int) throws(Diagnostic) -> Void

    init(
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Interpreter, Object, Value, Int) throws(Diagnostic) -> Void
    ) {
        self.get = get
        self.set = set
    }

    /// An integer property.
    static func int(_ get: @escaping @Sendable (Object) -> Int, _ set: @escaping @Sendable (Object, Int) -> Void)
        -> FormatterProperty
    {
        .init(get: { .int(get($0)) }, set: { i, f, v, at throws(Diagnostic) in set(f, try i.int(v, at: at)) })
    }

    /// A Bool property.
    static func bool(_ get: @escaping @Sendable (Object) -> Bool, _ set: @escaping @Sendable (Object, Bool) -> Void)
        -> FormatterProperty
    {
        .init(get: { .bool(get($0)) }, set: { i, f, v, at throws(Diagnostic) in set(f, try i.bool(v, at: at)) })
    }

    /// A property that is one of a type's cases, named in source as `table` names them
    /// (`formatter.dateStyle = .long`); read back as the Foundation value.
    static func choice<T: Sendable>(
        _ get: @escaping @Sendable (Object) -> T, _ set: @escaping @Sendable (Object, T) -> Void,
        among table: [String: T]
    ) -> FormatterProperty {
        .init(
            get: { .foundation(get($0)) },
            set: { i, f, v, at throws(Diagnostic) in set(f, try i.choice(v, table, at: at)) })
    }

    /// A string property (`nil` reads as nil).
    static func text(
        _ get: @escaping @Sendable (Object) -> String?, _ set: @escaping @Sendable (Object, String) -> Void
    ) -> FormatterProperty {
        .init(
            get: { get($0).map { .string($0) } ?? .none },
            set: { i, f, v, at throws(Diagnostic) in set(f, try i.string(v, at: at)) })
    }
}

/// Formatter objects: Foundation's own where Linux has them (`DateFormatter`,
/// `NumberFormatter`), stand-ins built on Foundation's format styles where
/// swift-corelibs-foundation marks them unavailable (`RelativeDateTimeFormatter`,
/// `DateComponentsFormatter`, `MeasurementFormatter`, `ListFormatter`) or not `Sendable`
/// (`ByteCountFormatter`, `ISO8601DateFormatter`: a value must be able to travel). A formatter is a reference, as in Swift: `let f = DateFormatter()` then
/// `f.dateStyle = .long` changes the one object.
extension Interpreter {
    /// The formatters source code constructs, each in ``FixedWorld``'s locale and time zone.
    static let formatterValues: [ValueEntry] = [
        .init("DateFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in .foundation(fixedDateFormatter()) },
        .init("DateIntervalFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(fixedDateIntervalFormatter())
        },
        .init("ISO8601DateFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(ISO8601DateFormatterStandIn())
        },
        .init("RelativeDateTimeFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(RelativeDateTimeFormatterStandIn())
        },
        .init("NumberFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            let formatter = NumberFormatter()
            formatter.locale = FixedWorld.locale
            return .foundation(formatter)
        },
        .init("NSNumber", binding: .swift) { i, a, at throws(Diagnostic) in
            // (`NSNumber(integerLiteral:)`, `NSNumber(floatLiteral:)`, as `value:`.)
            guard
                let v = a.take("value") ?? a.take("integerLiteral") ?? a.take("floatLiteral")
                    ?? a.take("booleanLiteral") ?? a.takeUnlabeled()
            else {
                throw i.error("missing argument 'value:'", at: at)
            }
            return .foundation(try i.nsNumber(v.value, at: v.offset))
        },
        .init("ByteCountFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(ByteCountFormatterStandIn())
        },
        .init("DateComponentsFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(DateComponentsFormatterStandIn())
        },
        .init("MeasurementFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in
            .foundation(MeasurementFormatterStandIn())
        },
        .init("ListFormatter", binding: .swift) { _, _, _ throws(Diagnostic) in .foundation(ListFormatterStandIn()) },
    ]

    /// A `DateFormatter` in the fixed locale, calendar and time zone.
    static func fixedDateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = FixedWorld.locale
        formatter.calendar = FixedWorld.calendar
        formatter.timeZone = FixedWorld.timeZone
        return formatter
    }

    /// `formatter.name`; nil when the object has no such property here.
    func formatterProperty(_ name: String, of object: AnyObject, at offset: Int) throws(Diagnostic) -> Value? {
        switch object {
        case let f as DateFormatter: return Interpreter.dateFormatterProperties[name]?.get(f)
        case let f as DateIntervalFormatter: return Interpreter.dateIntervalFormatterProperties[name]?.get(f)
        case let f as NumberFormatter: return Interpreter.numberFormatterProperties[name]?.get(f)
        case let f as ByteCountFormatterStandIn: return ByteCountFormatterStandIn.properties[name]?.get(f)
        case let f as RelativeDateTimeFormatterStandIn: return RelativeDateTimeFormatterStandIn.properties[name]?.get(f)
        case let f as DateComponentsFormatterStandIn: return DateComponentsFormatterStandIn.properties[name]?.get(f)
        case let f as MeasurementFormatterStandIn: return MeasurementFormatterStandIn.properties[name]?.get(f)
        case let n as NSNumber: return Interpreter.numberMember(name, of: n)
        default: return nil
        }
    }

    /// `formatter.name = value`.
    func setFormatterProperty(_ name: String, of object: AnyObject, to value: Value, at offset: Int)
        throws(Diagnostic)
    {
        func set<O>(_ table: [String: FormatterProperty<O>], _ o: O) throws(Diagnostic) {
            guard let property = table[name] else {
                throw error("Plumb cannot set '\(name)' of this \(type(of: object))", at: offset)
            }
            try property.set(self, o, value, offset)
        }
        switch object {
        case let f as DateFormatter: try set(Interpreter.dateFormatterProperties, f)
        case let f as ISO8601DateFormatterStandIn:
            guard name == "timeZone" else {
                return try set([String: FormatterProperty<ISO8601DateFormatterStandIn>](), f)
            }
            f.timeZone = try timeZone(value, at: offset)
        case let f as NumberFormatter: try set(Interpreter.numberFormatterProperties, f)
        case let f as DateIntervalFormatter: try set(Interpreter.dateIntervalFormatterProperties, f)
        case let f as ByteCountFormatterStandIn: try set(ByteCountFormatterStandIn.properties, f)
        case let f as RelativeDateTimeFormatterStandIn: try set(RelativeDateTimeFormatterStandIn.properties, f)
        case let f as DateComponentsFormatterStandIn: try set(DateComponentsFormatterStandIn.properties, f)
        case let f as MeasurementFormatterStandIn: try set(MeasurementFormatterStandIn.properties, f)
        case let f as ListFormatterStandIn: try set([String: FormatterProperty<ListFormatterStandIn>](), f)
        default: throw error("Plumb cannot set '\(name)' here", at: offset)
        }
    }

    /// `formatter.name(...)`; nil when the object has no such method here.
    func formatterCall(_ name: String, on object: AnyObject, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch object {
        case let f as DateFormatter: return try dateFormatterCall(name, f, &args, at: offset)
        case let f as DateIntervalFormatter: return try dateIntervalFormatterCall(name, f, &args, at: offset)
        case let f as ISO8601DateFormatterStandIn:
            if name == "string", let d = args.take("from") {
                return .string(try date(d.value, at: d.offset).formatted(Date.ISO8601FormatStyle(timeZone: f.timeZone)))
            }
            if name == "date", let s = args.take("from") {
                return (try? Date(try string(s.value, at: s.offset), strategy: .iso8601)).map { .foundation($0) }
                    ?? Value.none
            }
            return nil
        case let f as NumberFormatter: return try numberFormatterCall(name, f, &args, at: offset)
        case let f as ByteCountFormatterStandIn:
            guard name == "string", let n = args.take("fromByteCount") ?? args.take("for") else { return nil }
            return .string(f.string(fromByteCount: Int64(try int(n.value, at: n.offset))))
        case let f as RelativeDateTimeFormatterStandIn: return try f.call(name, &args, self, at: offset)
        case let f as DateComponentsFormatterStandIn: return try f.call(name, &args, self, at: offset)
        case let f as MeasurementFormatterStandIn: return try f.call(name, &args, self, at: offset)
        case let f as ListFormatterStandIn:
            guard name == "string", let items = args.take("from") else { return nil }
            return try f.string(from: items.value, self, at: items.offset)
        default: return nil
        }
    }

    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`,
    /// `ByteCountFormatter.string(fromByteCount:countStyle:)`,
    /// `ListFormatter.localizedString(byJoining:)`: in the fixed locale and time zone.
    func formatterStaticCall(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch (type, name) {
        case ("DateFormatter", "localizedString"):
            guard let d = args.take("from") else { return nil }
            let f = Interpreter.fixedDateFormatter()
            if let s = args.take("dateStyle") {
                f.dateStyle = try choice(s.value, Interpreter.dateStyles, at: s.offset)
            }
            if let s = args.take("timeStyle") {
                f.timeStyle = try choice(s.value, Interpreter.dateStyles, at: s.offset)
            }
            return .string(f.string(from: try date(d.value, at: d.offset)))
        case ("ByteCountFormatter", "string"):
            guard let n = args.take("fromByteCount") else { return nil }
            let f = ByteCountFormatterStandIn()
            if let s = args.take("countStyle") {
                f.countStyle = try choice(s.value, Interpreter.byteCountStyles, at: s.offset)
            }
            return .string(f.string(fromByteCount: Int64(try int(n.value, at: n.offset))))
        // `NumberFormatter.localizedString(from: 1234, number: .decimal)`: "1,234" in the fixed locale.
        case ("NumberFormatter", "localizedString"):
            guard let n = args.take("from"), let style = args.take("number") else { return nil }
            let f = NumberFormatter()
            f.locale = FixedWorld.locale
            f.numberStyle = try choice(style.value, Interpreter.numberStyles, at: style.offset)
            return .string(f.string(from: try nsNumber(n.value, at: n.offset)) ?? "")
        case ("ListFormatter", "localizedString"):
            guard let items = args.take("byJoining") else { return nil }
            return try ListFormatterStandIn().string(from: items.value, self, at: items.offset)
        default: return nil
        }
    }
}
