import Foundation
import Plumb
import Testing

/// Formatter objects built and set from source, formatting in the fixed world (`en_US`, GMT,
/// 9:41 AM on January 1, 2026): Foundation's `DateFormatter` and `NumberFormatter`, and
/// stand-ins on Foundation's format styles where Linux lacks the formatter.
struct FoundationFormatterTests {
    /// A real app's extension (issue 29): it drew "cannot show nothing in a string" before.
    static let dateExtension = """
        extension Date {
            public func agoString(style: RelativeDateTimeFormatter.UnitsStyle = .full) -> String {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = style
                return formatter.localizedString(for: self, relativeTo: .now)
            }
            public func formattedDate() -> String {
                let dateFormatter = DateFormatter()
                dateFormatter.dateFormat = "dd/MM/yyyy, h:mm:ss a zzz"
                dateFormatter.timeZone = TimeZone.current
                return dateFormatter.string(from: self)
            }
        }
        """

    @Test("RelativeDateTimeFormatter and DateFormatter set from source, in a Date extension, as the app wrote them")
    func appExtension() throws {
        #expect(
            try shownTexts(
                """
                Text("Created \\(Date().agoString())")
                Text("Created \\(Date(timeIntervalSinceNow: -7200).agoString(style: .abbreviated))")
                Text("Due \\(Date().addingTimeInterval(3 * 86400).agoString(style: .short))")
                Text(Date().formattedDate())
                """, declarations: Self.dateExtension) == [
                    "Created in 0 seconds", "Created 2h ago", "Due in 3 days", "01/01/2026, 9:41:00 AM GMT",
                ])
    }

    @Test("RelativeDateTimeFormatter: .named says yesterday and now; localizedString(fromTimeInterval:)")
    func relative() throws {
        #expect(
            try shownTexts(
                """
                Text(f.localizedString(for: Date().addingTimeInterval(-86400), relativeTo: Date()))
                Text(f.localizedString(for: .now, relativeTo: .now))
                Text(RelativeDateTimeFormatter().localizedString(fromTimeInterval: -300))
                """,
                declarations: """
                    let f: RelativeDateTimeFormatter = {
                        let f = RelativeDateTimeFormatter()
                        f.dateTimeStyle = .named
                        return f
                    }()
                    """) == ["yesterday", "now", "5 minutes ago"])
    }

    @Test(
        "DateFormatter: dateStyle and timeStyle, a locale, date(from:); DateFormatter.localizedString(from:dateStyle:timeStyle:)"
    )
    func dateFormatter() throws {
        #expect(
            try shownTexts(
                """
                Text(long.string(from: .now))
                Text(french.string(from: .now))
                Text("\\(parser.date(from: "2024-02-29")!)")
                Text(DateFormatter.localizedString(from: Date(), dateStyle: .medium, timeStyle: .short))
                """,
                declarations: """
                    let long: DateFormatter = {
                        let f = DateFormatter()
                        f.dateStyle = .full
                        f.timeStyle = .none
                        return f
                    }()
                    let french: DateFormatter = {
                        let f = DateFormatter()
                        f.locale = Locale(identifier: "fr_FR")
                        f.dateStyle = .long
                        return f
                    }()
                    let parser: DateFormatter = {
                        let f = DateFormatter()
                        f.dateFormat = "yyyy-MM-dd"
                        return f
                    }()
                    """) == [
                    "Thursday, January 1, 2026", "1 janvier 2026", "2024-02-29 00:00:00 +0000",
                    "Jan 1, 2026 at 9:41\u{202F}AM",
                ])
    }

    @Test("NumberFormatter: styles, fraction and integer digits, grouping, currency codes; NSNumber(value:)")
    func numberFormatter() throws {
        #expect(
            try shownTexts(
                """
                Text(currency.string(from: NSNumber(value: 1234.5))!)
                Text(twoDigits.string(from: 3.14159)!)
                Text(twoDigits.string(from: 1234567)!)
                Text(padded.string(from: 7)!)
                Text(percent.string(from: 0.256)!)
                Text("\\(twoDigits.number(from: "2.5")!.doubleValue)")
                """,
                declarations: """
                    let currency: NumberFormatter = {
                        let f = NumberFormatter()
                        f.numberStyle = .currency
                        f.currencyCode = "EUR"
                        return f
                    }()
                    let twoDigits: NumberFormatter = {
                        let f = NumberFormatter()
                        f.numberStyle = .decimal
                        f.minimumFractionDigits = 2
                        f.maximumFractionDigits = 2
                        f.usesGroupingSeparator = false
                        return f
                    }()
                    let padded: NumberFormatter = {
                        let f = NumberFormatter()
                        f.minimumIntegerDigits = 3
                        return f
                    }()
                    let percent: NumberFormatter = {
                        let f = NumberFormatter()
                        f.numberStyle = .percent
                        f.maximumFractionDigits = 1
                        return f
                    }()
                    """) == ["€1,234.50", "3.14", "1234567.00", "007", "25.6%", "2.5"])
    }

    @Test("DateComponentsFormatter: positional, abbreviated, full, padded, at most N units")
    func durations() throws {
        #expect(
            try shownTexts(
                """
                Text(make(.positional, [.hour, .minute, .second]).string(from: 3725)!)
                Text(make(.positional, [.minute, .second]).string(from: 125)!)
                Text(make(.abbreviated, [.hour, .minute]).string(from: 3725)!)
                Text(make(.full, [.day, .hour, .minute]).string(from: 90000)!)
                Text(make(.short, [.hour, .minute, .second]).string(from: 3600)!)
                """,
                declarations: """
                    func make(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
                        let f = DateComponentsFormatter()
                        f.unitsStyle = style
                        f.allowedUnits = units
                        return f
                    }
                    """) == ["1:02:05", "2:05", "1h 2m", "1 day, 1 hour", "1 hr"])
    }

    @Test("Measurement(value:unit:): converted(to:), value, formatted(); MeasurementFormatter's unit styles")
    func measurements() throws {
        #expect(
            try shownTexts(
                """
                let run = Measurement(value: 5, unit: UnitLength.kilometers)
                Text(run.formatted())
                Text(String(format: "%.2f", run.converted(to: .miles).value))
                Text(Measurement(value: 42.195, unit: UnitLength.kilometers).formatted())
                Text(long.string(from: Measurement(value: 1, unit: UnitSpeed.kilometersPerHour)))
                Text(long.string(from: Measurement(value: 90, unit: UnitDuration.minutes)))
                Text(Measurement(value: 250, unit: UnitEnergy.kilocalories).formatted())
                Text("\\(Measurement(value: 1, unit: UnitMass.kilograms) > Measurement(value: 2, unit: UnitMass.pounds))")
                """,
                declarations: """
                    let long: MeasurementFormatter = {
                        let f = MeasurementFormatter()
                        f.unitStyle = .long
                        f.unitOptions = .providedUnit
                        return f
                    }()
                    """) == [
                    "5 km", "3.11", "42.195 km", "1 kilometer per hour", "90 minutes", "250 kCal", "true",
                ])
    }

    @Test(
        "ByteCountFormatter (its kilobyte \"KB\", as NSByteCountFormatter writes it; the format style's \"kB\") and ListFormatter"
    )
    func bytesAndLists() throws {
        #expect(
            try shownTexts(
                """
                Text(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: .file))
                Text(mb.string(fromByteCount: 123_456_789))
                Text(ListFormatter.localizedString(byJoining: ["Anna", "Ben", "Cleo"]))
                Text(["red", "green"].formatted(.list(type: .or)))
                Text(countOnly.string(fromByteCount: 1_234_567))
                Text(ByteCountFormatter.string(fromByteCount: 0, countStyle: .file))
                Text(ByteCountFormatter.string(fromByteCount: 2048, countStyle: .binary))
                Text(Int64(2048).formatted(.byteCount(style: .binary)))
                Text(5_000_000.formatted(.byteCount(style: .file, allowedUnits: [.kb])))
                """,
                declarations: """
                    let mb: ByteCountFormatter = {
                        let f = ByteCountFormatter()
                        f.allowedUnits = [.useMB]
                        f.countStyle = .memory
                        return f
                    }()
                    let countOnly: ByteCountFormatter = {
                        let f = ByteCountFormatter()
                        f.isAdaptive = false
                        f.includesUnit = false
                        return f
                    }()
                    """) == [
                    "1.2 MB", "117.7 MB", "Anna, Ben, and Cleo", "red or green", "1.2", "Zero KB", "2 KB", "2 kB",
                    "5,000 kB",
                ])
    }

    /// Foundation's nil answers are values: they read as nil, not as a member Plumb lacks (a
    /// stub). `?? .none` in a function returning `Value?` was `Optional.none`, so these were
    /// stubs before.
    @Test("nil from Foundation: date(from:) that fails, a number that does not parse, a component not set")
    func nilAnswers() throws {
        #expect(
            try shownTexts(
                """
                Text(f.date(from: "not a date") == nil ? "no date" : "a date")
                Text(NumberFormatter().number(from: "abc") == nil ? "no number" : "a number")
                Text(DateComponents(year: 2026).day == nil ? "no day" : "a day")
                Text(Calendar.current.timeZone.abbreviation() ?? "none")
                """,
                declarations: """
                    let f: DateFormatter = {
                        let f = DateFormatter()
                        f.dateFormat = "yyyy-MM-dd"
                        return f
                    }()
                    """) == ["no date", "no number", "no day", "GMT"])
    }
}
