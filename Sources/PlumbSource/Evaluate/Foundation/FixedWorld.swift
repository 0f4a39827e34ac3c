import Foundation

/// The fixed world Foundation is evaluated in, so a rendering is the same on every machine.
///
/// The locale is `en_US`, the calendar Gregorian, the time zone GMT (as the library's
/// environment has them: `PlumbCore/Environment/RegionalEnvironment.swift`), and the clock
/// stands at Apple's preview time, 9:41 AM on Thursday, January 1, 2026, GMT. Source that asks
/// for the current ones (`Locale.current`, `TimeZone.current`, `.autoupdatingCurrent`,
/// `Calendar.current`, `Date()`, `.now`) gets these; nothing reads the machine's settings or
/// its clock.
enum FixedWorld {
    /// `en_US`.
    static let locale = Locale(identifier: "en_US")

    /// GMT: no daylight saving time, and the zone `PlumbCore`'s environment uses.
    static let timeZone = TimeZone(identifier: "GMT")!

    /// Gregorian, in ``locale`` and ``timeZone``.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }()

    /// 9:41 AM GMT on Thursday, January 1, 2026: what `Date()` and `.now` read as.
    static let now = Date(timeIntervalSince1970: 1_767_260_460)

    /// `calendar` with the fixed locale and time zone unless it was given its own.
    static func fixed(_ identifier: Calendar.Identifier) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}
