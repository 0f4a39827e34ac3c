/// A value a scene keeps across launches: `@SceneStorage("tab") var tab = 0`.
///
/// Plumb lays out a freshly launched scene, whose storage is empty: the value is the
/// default (changes made while building views are kept, as `@State` keeps them).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let state: State<Value>
    /// The key the scene keeps the value under.
    public let key: String

    /// A value stored under `key`, `wrappedValue` on a fresh launch.
    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    /// An optional value stored under `key`, `nil` on a fresh launch.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.init(wrappedValue: nil, key)
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}
