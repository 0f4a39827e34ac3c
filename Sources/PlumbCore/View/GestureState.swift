/// A value a gesture sets while it is in progress: `@GestureState var dragOffset = CGSize.zero`.
///
/// Plumb lays out the state with no gesture in progress, so the value is the initial one.
/// Pass `$dragOffset` to `Gesture.updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    public var wrappedValue: Value { initial }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension Gesture {
    /// Updates `state` while the gesture is in progress. Plumb lays out one state, in which no
    /// gesture is in progress: `body` is kept, never called.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
}
