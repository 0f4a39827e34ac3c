/// An `ObservableObject` a view is given: `@ObservedObject var settings: Settings`.
///
/// `$settings.name` is a `Binding` to the object's property, as in SwiftUI.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// A view's property observing `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// A view's property observing `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model`: bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the properties of an observed object: `$settings.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An `ObservableObject` a view creates and owns: `@StateObject private var model = Model()`.
///
/// The object is created once, the first time it is read (SwiftUI creates it before the
/// first `body`; Plumb lays out one state, so both are the same).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    let storage: Storage

    /// An object the view creates once, with `thunk`, and keeps.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// `$model`: bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// An `ObservableObject` an ancestor provides with `.environmentObject(_:)`:
/// `@EnvironmentObject var settings: Settings`. Reading one no ancestor provides stops the
/// program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReceiver {
    let box = EnvironmentBox()

    /// The object of its type an ancestor supplied with `environmentObject(_:)`.
    public init() {}

    /// The object from the environment; reading it when no ancestor supplied one stops, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = box.environment?.object(ObjectIdentifier(ObjectType.self)) as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// `$model`: bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment of the views inside, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }
}
