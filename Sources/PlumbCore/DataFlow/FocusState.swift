/// Which view has keyboard focus, as a value a view owns (`@FocusState var focused: Bool`).
/// Plumb lays out one state of a view, in which nothing has focus: the wrapped value is its
/// initial value (`false`, or `nil`), and `focused(_:)` changes no layout.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let state: State<Value>

    /// A focus state nothing is focused in.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state nothing is focused in.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// Which view is focused: always the initial value here.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to pass to `focused(_:)` or `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(state: state) }

    /// The focus state as `focused(_:)` takes it: `$focused`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// Itself.
        public var projectedValue: Binding { self }
    }
}
