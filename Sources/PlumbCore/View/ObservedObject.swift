/// An `ObservableObject` a view is given: `@ObservedObject var settings: Settings`.
///
/// `$settings.name` is a `Binding` to the object's property, as in SwiftUI.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the properties of an observed object: `$settings.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
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

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// An `ObservableObject` an ancestor provides with `.environmentObject(_:)`:
/// `@EnvironmentObject var settings: Settings`. Reading one no ancestor provides stops the
/// program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReceiver {
    let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.environment?.object(ObjectIdentifier(ObjectType.self)) as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment of the views inside, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }
}
