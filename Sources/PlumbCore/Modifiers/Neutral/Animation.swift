import Foundation

// Animation and transitions: how a view changes from one state to the next. None changes
// layout: each modifier returns the view it modifies, laid out exactly as before. Plumb
// lays out one state of a view, so nothing is ever animated; the types exist so that
// SwiftUI code using them compiles and reads. (`matchedGeometryEffect` with
// `isSource: false` would move a view to its source's frame in SwiftUI; Plumb lays the
// view out where it is.)

/// How a change is animated: a timing curve or a spring.
public struct Animation: Hashable, Sendable {
    let name: String
    /// Seconds.
    let duration: Double

    /// The default animation (an ease-in-out curve in SwiftUI; a spring since iOS 17).
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// A constant speed.
    public static let linear = Animation(name: "linear", duration: 0.35)
    /// Slow at the start.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    /// Slow at the end.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    /// Slow at the start and the end.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    /// A spring.
    public static let spring = Animation(name: "spring", duration: 0.5)
    /// A quick, stiff spring, for changes that follow the finger.
    public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)
    /// A spring that overshoots a little.
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    /// A spring that does not overshoot.
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    /// A quick spring that overshoots a little.
    public static let snappy = Animation(name: "snappy", duration: 0.5)

    /// A constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    /// Slow at the start, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// Slow at the end, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    /// Slow at the start and the end, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }

    /// A spring settling in about `response` seconds, damped by `dampingFraction` (1: no overshoot).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation(name: "spring", duration: response) }

    /// iOS 17's spring. `.spring()` with no arguments means the older one above, as in
    /// SwiftUI (which disfavours this overload for that call).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }

    /// This animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// This animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(name: name, duration: duration / max(speed, 1e-9)) }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves the hierarchy.
public struct AnyTransition: Sendable {
    let name: String

    /// No transition: the view appears and disappears at once.
    public static let identity = AnyTransition(name: "identity")
    /// A fade.
    public static let opacity = AnyTransition(name: "opacity")
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// A scale from nothing.
    public static let scale = AnyTransition(name: "scale")

    /// A scale from `scale`, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// A move in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// A push in from `edge`, out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// A move by the offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// `insertion` when the view appears, `removal` when it disappears (Plumb keeps `insertion`).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content (a text's digits, a symbol) changes in place.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// An interpolation between the two contents where possible.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits that roll, down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// The context of a state change: its animation.
public struct Transaction {
    /// The animation of the change (`nil`: none).
    public var animation: Animation?
    /// Whether animations of the views inside are turned off.
    public var disablesAnimations = false

    /// A transaction without an animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// A namespace for `matchedGeometryEffect` ids: `@Namespace var hero`.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let id: ID

    /// A new namespace, with an identity no other namespace has.
    public init() {
        id = ID(value: Namespace.counter.next())
    }

    /// The namespace's identity, to pass to `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: ID { id }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    static let counter = Counter()
}

/// Which geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Animates changes of `value` with `animation`. Nothing is animated.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change with `animation` (iOS 13's form). Nothing is animated.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How this view enters and leaves. Nothing enters or leaves in one state.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// Shares geometry with the views of the same `id` in `namespace`. No layout effect here.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { self }

    /// How this view's content changes in place. Nothing changes in one state.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Changes the transaction of state changes inside this view. Never called.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// Runs `body`, whose state changes SwiftUI would animate with `animation`. Plumb lays out
/// one state, so the changes simply happen; nothing animates.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in `transaction`. Plumb lays out one state, so the changes simply happen.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and then `completion` (iOS 17's form). Nothing animates; both run at once.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// When an animation counts as complete (`withAnimation(_:completionCriteria:_:completion:)`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation reaches its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation no longer affects the view.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

extension View {
    /// The source of a zoom transition to a view presented with the same `id` (iOS 18).
    /// Nothing is presented in one state: no layout effect.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Isolates the geometry of this view's subviews from their parent's changes, for
    /// animation (iOS 17). Nothing animates: no layout effect.
    public func geometryGroup() -> some View { self }
}
