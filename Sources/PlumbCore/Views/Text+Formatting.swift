import Foundation

/// Text that shows a formatted value: `Text(price, format: .currency(code: "USD"))`,
/// `Text(date, style: .time)`.
///
/// Formatting is deterministic, so a layout is the same on every machine: format styles
/// format as Foundation does, and dates are shown in the `en_US` locale in UTC, relative to
/// Apple's preview time, 9:41 AM on January 1, 2026 (the moment the source reader reads
/// `Date()` as).
extension Text {
    /// A text showing `input` formatted by `format`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A text showing `subject` as `formatter` writes it (`Formatter.string(for:)`):
    /// `Text(date, formatter: dateFormatter)`; nothing when the formatter cannot write it.
    /// SwiftUI asks `Subject: ReferenceConvertible`; Linux's Foundation does not make `Date`
    /// one, so any subject is taken.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A text showing the object `subject` as `formatter` writes it (`NSNumber`...).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A text showing `date` in `style`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int

        /// The time: "9:41 AM".
        public static let time = DateStyle(kind: 0)
        /// The date: "January 1, 2026".
        public static let date = DateStyle(kind: 1)
        /// The time from now: "2 hr, 5 min".
        public static let relative = DateStyle(kind: 2)
        /// The signed time from now: "+2 hr, 5 min".
        public static let offset = DateStyle(kind: 3)
        /// A timer counting from now: "2:05:00".
        public static let timer = DateStyle(kind: 4)

        /// The moment "now" is: 9:41 AM UTC, January 1, 2026.
        static let now = Date(timeIntervalSince1970: 1_767_260_460)

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            let seconds = Int(saturating: date.timeIntervalSince(DateStyle.now).rounded())
            switch kind {
            case 0:
                formatter.dateFormat = "h:mm a"
                return formatter.string(from: date)
            case 1:
                formatter.dateFormat = "MMMM d, yyyy"
                return formatter.string(from: date)
            case 2: return DateStyle.duration(abs(seconds))
            case 3: return (seconds < 0 ? "-" : "+") + DateStyle.duration(abs(seconds))
            default:
                let s = abs(seconds)
                let clock = String(format: "%d:%02d", (s / 60) % 60, s % 60)
                return s >= 3600 ? "\(s / 3600):" + String(format: "%02d:%02d", (s / 60) % 60, s % 60) : clock
            }
        }

        /// "0 sec", "5 min, 3 sec", "2 hr, 5 min", "3 days, 2 hr".
        static func duration(_ seconds: Int) -> String {
            let units = [(86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
            var parts: [String] = []
            var rest = seconds
            for (size, one, many) in units where rest >= size || (parts.isEmpty && size == 1) {
                let n = rest / size
                rest -= n * size
                parts.append("\(n) \(n == 1 ? one : many)")
                if parts.count == 2 { break }
            }
            return parts.joined(separator: ", ")
        }
    }
}
