import Observation

/// Bindings to the properties of an `@Observable` object: `@Bindable var book: Book`, then
/// `TextField("Title", text: $book.title)`; or `Bindable(book).title` in place.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The observable object.
    public var wrappedValue: Value

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The same bindable object.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// Itself: `$model.name` is a binding to `model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
