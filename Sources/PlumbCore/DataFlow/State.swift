/// A value a view owns. Plumb lays out one state of a view, so `@State` holds its initial
/// value (changes made through its binding are kept, for code that sets state while
/// building views).
@propertyWrapper
public struct State<Value> {
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let storage: Storage

    /// State starting at `value`.
    public init(wrappedValue value: Value) { storage = Storage(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { storage = Storage(value) }

    /// The current value; changes made while the view is built are kept.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// `$value`: a binding that reads and writes the state.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The same binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// Itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value's property at `keyPath`: `$settings.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { value in
                var whole = get()
                whole[keyPath: keyPath] = value
                set(whole)
            })
    }
}
