import Foundation
import Plumb
import Testing

/// `.formatted()`, `Text(_:format:)`, `Text(_:style:)` and format styles, produced by
/// Foundation's format styles in the fixed world (`en_US`, GMT, 9:41 AM January 1, 2026).
struct FormatStyleTests {
    @Test("Numbers: .formatted(), .number, .percent, .currency(code:), .precision, .grouping, .notation")
    func numbers() throws {
        #expect(
            try shownTexts(
                """
                Text(1234567.formatted())
                Text(3.14159.formatted())
                Text(3.14159.formatted(.number.precision(.fractionLength(2))))
                Text(0.256, format: .percent)
                Text(50.formatted(.percent))
                Text(1234.5, format: .currency(code: "USD"))
                Text((-3.5).formatted(.currency(code: "GBP")))
                Text(1234.5678.formatted(.number.grouping(.never)))
                Text(1500.formatted(.number.notation(.compactName)))
                Text("\\(2.5, format: .number.precision(.fractionLength(0...1)))")
                Text("\\(7.25, specifier: "%.1f")")
                """) == [
                    "1,234,567", "3.14159", "3.14", "25.6%", "50%", "$1,234.50", "-£3.50", "1234.5678", "1.5K",
                    "2.5", "7.2",
                ])
    }

    @Test("Dates: .formatted(), date:time:, .dateTime fields, Date.FormatStyle, .relative, .iso8601")
    func dates() throws {
        #expect(
            try shownTexts(
                """
                Text(Date().formatted())
                Text(Date.now.formatted(date: .abbreviated, time: .shortened))
                Text(Date.now.formatted(date: .complete, time: .omitted))
                Text(Date.now.formatted(.dateTime.weekday(.wide).day().month(.wide)))
                Text(Date.now.formatted(.dateTime.year().month().day()))
                Text(Date.now.formatted(Date.FormatStyle(date: .numeric, time: .omitted)))
                Text(Date.now.addingTimeInterval(-7200).formatted(.relative(presentation: .numeric)))
                Text(Date.now.addingTimeInterval(-86400).formatted(.relative(presentation: .named)))
                Text(Date.now.formatted(.iso8601))
                Text(Date(), format: .dateTime.hour().minute())
                """) == [
                    "1/1/2026, 9:41\u{202F}AM", "Jan 1, 2026 at 9:41\u{202F}AM", "Thursday, January 1, 2026",
                    "Thursday, January 1",
                    "Jan 1, 2026", "1/1/2026", "2 hours ago", "yesterday", "2026-01-01T09:41:00Z", "9:41\u{202F}AM",
                ])
    }

    @Test("Text(date, style:): SwiftUI's styles, relative to the fixed clock")
    func textDateStyles() throws {
        #expect(
            try shownTexts(
                """
                Text(Date(), style: .time)
                Text(Date(), style: .date)
                Text(Date(), style: .relative)
                Text(Date().addingTimeInterval(674), style: .relative)
                Text(Date().addingTimeInterval(674), style: .offset)
                Text(Date().addingTimeInterval(674), style: .timer)
                Text(Date().addingTimeInterval(-7500), style: .relative)
                """) == [
                    "9:41\u{202F}AM", "January 1, 2026", "0 sec", "11 min, 14 sec", "+11 min, 14 sec", "11:14",
                    "2 hr, 5 min",
                ])
    }

    @Test("A formatted date is laid out as Ahem measures its text: \"Jan 1, 2026\" is 11 characters")
    func width() throws {
        let (r, _) = try layOut(
            #"Text(Date().formatted(date: .abbreviated, time: .omitted)).font(.system(size: 10)).id("t")"#)
        #expect(frame(r, "t")?.size == CGSize(width: 110, height: 10))
    }
}
