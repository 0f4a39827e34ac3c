import Foundation

/// A view rebuilt on a schedule (a clock, a countdown, an animation's frames).
///
/// Plumb draws one moment of it, as a still picture of a running app shows one: its
/// content is built once, for the context of that moment, and lays out as that content
/// (TimelineView has no layout of its own: Apple's documentation describes it only as
/// updating its content on a schedule). The moment is Plumb's "now", 9:41 AM GMT on
/// January 1, 2026 (``Text/DateStyle``), unless the schedule starts later: then its first
/// date. The cadence is `.live`, as for a view on screen.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built for (one type for every timeline, as in SwiftUI).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view whose content is built for each of `schedule`'s moments.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let now = Text.DateStyle.now
        let date = schedule.start.map { max($0, now) } ?? now
        return content(Context(date: date, cadence: .live))
    }
}

/// What a ``TimelineView``'s content is built for: the moment, and how often the view updates.
public struct TimelineViewDefaultContext: Sendable {
    /// How often a schedule's updates are shown.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The moment the content is built for.
    public let date: Date
    /// How often the view updates: `.live` on screen.
    public let cadence: Cadence
}

/// When a ``TimelineView`` updates.
public protocol TimelineSchedule: Sendable {
    /// The first moment, where the schedule starts at one.
    var start: Date? { get }
}

extension TimelineSchedule {
    public var start: Date? { nil }
}

/// Updates every `interval` seconds from `start`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let start: Date?
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

/// Updates as often as an animation's frames.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
}

/// Updates at each of the given dates.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    public let start: Date?

    public init(_ dates: [Date]) {
        self.start = dates.min()
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation's frames.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation's frames, at most once every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// At each of `dates`.
    public static func explicit(_ dates: [Date]) -> ExplicitTimelineSchedule {
        ExplicitTimelineSchedule(dates)
    }
}
