import Foundation

// Gestures, hover and the modifiers that attach them. None changes layout: each returns the
// view it modifies, laid out exactly as before. Plumb lays out one state of a view, so no
// gesture is ever recognised and no action runs.

/// An interaction recognised from touches: what `gesture(_:)` attaches.
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Calls `action` while the gesture changes. Accepted; never called.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }

    /// Calls `action` when the gesture ends. Accepted; never called.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A press held at least `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may move, in points, before the press fails.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds, moving at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag of at least `minimumDistance` points.
public struct DragGesture: Gesture {
    /// Where a drag started and is.
    public struct Value: Equatable, Sendable {
        /// Where the drag started.
        public var startLocation: CGPoint
        /// Where the drag is now.
        public var location: CGPoint
        /// How far the drag has moved: `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
    }
    /// How far, in points, the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace
    /// A drag starting after `minimumDistance` points, reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// Which gestures of a view and its subviews a gesture modifier enables.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture the modifier attaches.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Where the pointer is over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Calls `action` when the view is tapped `count` times. Accepted; never called.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Calls `action` when the view is pressed long enough. Accepted; never called.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// Attaches `gesture`. Accepted; never recognised.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` alongside the view's own. Accepted; never recognised.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches `gesture` ahead of the view's own. Accepted; never recognised.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Calls `action` when the pointer enters or leaves the view. Accepted; never called.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Calls `action` as the pointer moves over the view. Accepted; never called.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View { self }
}
