import Foundation
import Plumb
import Testing

/// The strings the Texts of `code` show, in reading order (the code is a view's body, or whole
/// declarations when it declares a view).
func shownTexts(_ code: String, declarations: String = "") throws -> [String] {
    let source =
        declarations + "\nstruct V: View {\n    var body: some View {\n        VStack {\n" + code
        + "\n        }\n    }\n}\n"
    let program = try SourceReader.read(source, name: "Test.swift", canvas: CGSize(width: 800, height: 800))
    let tree = LayoutTree(program.view, environment: .ahem)
    tree.layout(in: CGSize(width: 800, height: 800), scale: 2)
    var texts: [String] = []
    func visit(_ node: NodeID) {
        if case .text(let request) = tree.content(of: node) { texts.append(request.string) }
        for child in tree.children(of: node) { visit(child) }
    }
    visit(tree.root)
    return texts
}

/// Dates are Foundation's `Date`, in the fixed world: `Date()` and `.now` are 9:41 AM GMT on
/// Thursday, January 1, 2026; the calendar is Gregorian in `en_US` and GMT.
struct FoundationDateTests {
    @Test("Date() and .now are the fixed clock: 1,767,260,460 seconds after 1970, shown as Foundation describes it")
    func fixedClock() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(Date().timeIntervalSince1970)")
                Text("\\(Date.now)")
                Text("\\(Date().timeIntervalSinceNow)")
                """) == ["1767260460.0", "2026-01-01 09:41:00 +0000", "0.0"])
    }

    @Test(
        "Date(timeIntervalSince1970:), Date(timeIntervalSinceNow:), addingTimeInterval, timeIntervalSince, + and - a TimeInterval"
    )
    func arithmetic() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(Date(timeIntervalSince1970: 0))")
                Text("\\(Date(timeIntervalSinceNow: 60).timeIntervalSince(.now))")
                Text("\\(Date().addingTimeInterval(-3600))")
                Text("\\((Date.now + 86400).timeIntervalSince(Date()))")
                Text("\\(Date.now - 30 < Date.now) \\(Date.now == Date()) \\(Date.distantPast > .now)")
                """) == [
                    "1970-01-01 00:00:00 +0000", "60.0", "2026-01-01 08:41:00 +0000", "86400.0", "true true false",
                ])
    }

    @Test("Calendar.current is Gregorian in GMT: date(byAdding:), component, dateComponents, startOfDay, isDateInToday")
    func calendar() throws {
        #expect(
            try shownTexts(
                """
                let calendar = Calendar.current
                let tomorrow = calendar.date(byAdding: .day, value: 1, to: .now)!
                Text("\\(tomorrow)")
                Text("\\(calendar.component(.hour, from: Date())):\\(calendar.component(.minute, from: Date()))")
                Text("\\(calendar.component(.weekday, from: .now))")
                Text("\\(calendar.startOfDay(for: .now))")
                Text("\\(calendar.isDateInToday(Date())) \\(calendar.isDateInTomorrow(tomorrow)) \\(calendar.isDateInYesterday(tomorrow))")
                Text("\\(calendar.dateComponents([.day, .hour], from: .now, to: tomorrow.addingTimeInterval(7200)).hour!)")
                Text("\\(calendar.range(of: .day, in: .month, for: Date())!.count)")
                Text(calendar.shortWeekdaySymbols.joined(separator: " "))
                """) == [
                    "2026-01-02 09:41:00 +0000", "9:41", "5", "2026-01-01 00:00:00 +0000", "true true false", "2", "31",
                    "Sun Mon Tue Wed Thu Fri Sat",
                ])
    }

    @Test(
        "DateComponents(...) and calendar.date(from:); components set one by one; TimeZone and Locale are the fixed ones"
    )
    func components() throws {
        #expect(
            try shownTexts(
                """
                let birthday = Calendar.current.date(from: DateComponents(year: 1990, month: 5, day: 17))!
                Text("\\(birthday)")
                Text("\\(Calendar.current.dateComponents([.year], from: birthday, to: .now).year!)")
                Text("\\(TimeZone.current.identifier) \\(TimeZone.autoupdatingCurrent.secondsFromGMT()) \\(Locale.current.identifier)")
                """) == ["1990-05-17 00:00:00 +0000", "35", "GMT 0 en_US"])
        #expect(
            try shownTexts(
                #"Text("\(evening())")"#,
                declarations: """
                    func evening() -> Date {
                        var c = Calendar.current.dateComponents([.year, .month, .day], from: .now)
                        c.hour = 18
                        return Calendar.current.date(from: c)!
                    }
                    """) == ["2026-01-01 18:00:00 +0000"])
    }

    @Test("An extension of Date is called on Foundation's dates, and a @State date starts at the fixed clock")
    func extensionsAndState() throws {
        let code = """
            extension Date {
                var isMorning: Bool { Calendar.current.component(.hour, from: self) < 12 }
                func shifted(days: Int) -> Date { Calendar.current.date(byAdding: .day, value: days, to: self)! }
            }
            struct V: View {
                @State private var due = Date()
                var body: some View {
                    Text("\\(due.isMorning) \\(due.shifted(days: -1))")
                }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift")
        #expect(program.warnings.isEmpty)
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 800, height: 100), scale: 2)
        guard case .text(let request) = tree.content(of: tree.root) else {
            Issue.record("the root is not a Text")
            return
        }
        #expect(request.string == "true 2025-12-31 09:41:00 +0000")
    }
}
