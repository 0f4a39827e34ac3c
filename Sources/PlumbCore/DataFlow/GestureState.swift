/// A value a gesture sets while it is in progress: `@GestureState var dragOffset = CGSize.zero`.
///
/// Plumb lays out the state with no gesture in progress, so the value is the initial one.
/// Pass `$dragOffset` to `Gesture.updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value

    /// A gesture state whose value is `wrappedValue` while no gesture is in progress.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// A gesture state whose value is `initialValue` while no gesture is in progress.
    public init(initialValue: Value) { initial = initialValue }
    /// A gesture state reset to `wrappedValue` in `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// A gesture state reset to `wrappedValue` by `reset` when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// The value: the initial one, since no gesture is in progress.
    public var wrappedValue: Value { initial }

    /// Itself, to pass to `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// An optional gesture state, `nil` while no gesture is in progress.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension Gesture {
    /// Updates `state` while the gesture is in progress. Plumb lays out one state, in which no
    /// gesture is in progress: `body` is kept, never called.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
}
