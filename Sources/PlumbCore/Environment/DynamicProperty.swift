import Foundation

/// A stored property of a view that the engine updates before it evaluates the view's `body`:
/// SwiftUI's `DynamicProperty`. `@Environment`, `@EnvironmentObject` and `@ScaledMetric` are
/// dynamic properties: they read the environment the view is resolved in.
///
/// A struct of your own that conforms and holds dynamic properties gets them updated too,
/// and then its ``update()`` is called, as in SwiftUI.
public protocol DynamicProperty {
    /// Called after the engine updated the property's own dynamic properties, before `body`.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that reads the environment: it keeps it in reference-typed storage, so
/// setting it on the view's copy reaches the view `body` is evaluated on.
protocol EnvironmentReceiver {
    func receive(_ environment: EnvironmentValues)
}

/// The storage an environment-reading property keeps the environment in.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

/// Gives a view's environment-reading stored properties the environment it is resolved in.
///
/// How OpenSwiftUI finds dynamic properties from the type's field metadata; here a `Mirror`
/// over the stored properties, once per type: types that have none (most views) are
/// remembered and cost one dictionary lookup after that.
enum DynamicProperties {
    /// Whether views of a type hold dynamic properties, by type.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]

        func lookup(_ type: Any.Type) -> Bool? {
            lock.lock()
            defer { lock.unlock() }
            return hasDynamicProperties[ObjectIdentifier(type)]
        }

        func record(_ type: Any.Type, _ value: Bool) {
            lock.lock()
            defer { lock.unlock() }
            hasDynamicProperties[ObjectIdentifier(type)] = value
        }
    }

    private static let cache = Cache()

    /// Updates the dynamic properties of `view` (a value of a user view or view modifier).
    static func install<V>(_ view: V, _ environment: EnvironmentValues) {
        if cache.lookup(V.self) == false { return }
        let found = update(Mirror(reflecting: view), environment)
        cache.record(V.self, found)
    }

    /// Updates the dynamic properties among `mirror`'s children; whether there were any.
    private static func update(_ mirror: Mirror, _ environment: EnvironmentValues) -> Bool {
        var found = false
        for child in mirror.children {
            if let receiver = child.value as? EnvironmentReceiver {
                receiver.receive(environment)
                found = true
            } else if var property = child.value as? DynamicProperty {
                // A struct of the user's holding dynamic properties of its own.
                _ = update(Mirror(reflecting: property), environment)
                property.update()
                found = true
            }
        }
        return found
    }
}
