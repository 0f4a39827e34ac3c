import Foundation
import Observation

/// A property that reads a value of the environment the view is resolved in: SwiftUI's
/// `@Environment`.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Model.self) private var model
///     var body: some View { Text(colorScheme == .dark ? "Dark" : model.name) }
/// }
/// ```
///
/// The engine gives the property its environment before it evaluates `body` (see
/// ``DynamicProperty``); read outside of `body` (before the view is resolved), it reads the
/// default value. An `@Observable` object is put in the environment with
/// `.environment(model)` and read by its type; reading one no ancestor provides stops the
/// program, as in SwiftUI (the optional form reads `nil` instead).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentReceiver {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type that `.environment(_:)` provides.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(ObjectIdentifier(objectType)) as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type that `.environment(_:)` provides, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(ObjectIdentifier(objectType)) as? T }
    }

    /// The value, read from the environment of the view being built (the default outside one).
    public var wrappedValue: Value { read(box.environment ?? EnvironmentValues()) }

}

extension EnvironmentValues {
    /// The object of the type identified by `type`, put in by `.environment(_:)` or
    /// `.environmentObject(_:)`.
    /// Objects share the table of custom keys: a key type and an object's class are
    /// different types, so their identifiers never collide.
    func object(_ type: ObjectIdentifier) -> AnyObject? {
        custom[type] as AnyObject?
    }

    /// Puts `object` in, under the type identified by `type` (`nil` removes it).
    mutating func setObject(_ object: AnyObject?, for type: ObjectIdentifier) {
        custom[type] = object
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of the views inside this one, where
    /// `@Environment(Model.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }
}
