import Foundation

/// The user's region: locale, calendar, time zone, and the direction of layout.
///
/// SwiftUI reads the device's settings. Plumb lays out an English (United States) iPhone
/// with the Gregorian calendar in GMT, so output does not depend on the machine it runs on
/// (open: a choice, not a measurement). The direction of layout, left to right by default,
/// is a stored value of ``EnvironmentValues`` (the engine reads it for every node it builds:
/// Engine/RightToLeft.swift).
private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "GMT")! }
}

extension EnvironmentValues {
    /// The locale: `en_US`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: Gregorian, in `en_US` and GMT.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: GMT.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
