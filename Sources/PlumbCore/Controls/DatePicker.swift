import Foundation

/// A control for choosing a date: on iOS in its default (`.compact`) style, a
/// `ControlRow` named "DatePicker": the label, a Spacer and a capsule for each displayed
/// component, the date ("Jan 1, 2026") then the time ("9:41 AM"), in the body font on
/// `tertiarySystemFill` rounded rectangles (padding, radius and spacing in
/// ``ControlMetrics``, open). Dates are written in US English in UTC, so a picture is the
/// same on every machine. `.graphical` and `.wheel` are drawn as `.compact` (not built).
public struct DatePicker<Label: View>: PrimitiveView {
    let label: Label
    let date: Date
    let components: Components

    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    /// A picker for `selection` labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.date = selection.wrappedValue
        self.components = displayedComponents
    }

    /// A picker for `selection` within `range`, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public static func _makeNodes(_ view: DatePicker, into resolver: inout _ViewResolver) {
        let metrics = resolver.environment.controlMetrics
        let shape = RoundedRectangle(cornerRadius: metrics.compactDateCornerRadius)
        func capsule(_ text: String) -> some View {
            Text(verbatim: text).lineLimit(1).padding(metrics.compactDatePadding).background(
                shape.fill(metrics.tertiaryFill))
        }
        let date = view.components.contains(.date) ? DatePicker.format(view.date, "MMM d, yyyy") : nil
        let time = view.components.contains(.hourAndMinute) ? DatePicker.format(view.date, "h:mm a") : nil
        let control = HStack(spacing: metrics.compactDateSpacing) {
            if let date { capsule(date) }
            if let time { capsule(time) }
        }
        resolver.resolveControl(
            ControlRow(name: "DatePicker", label: view.label, control: control),
            note: "a DatePicker in the compact style: its label, a Spacer and a capsule for each part shown, "
                + "padded 6 above and below and 11 at the sides")
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A picker with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker with a title.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker with a title within `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
