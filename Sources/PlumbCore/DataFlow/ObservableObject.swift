import Foundation

/// An object whose changes views observe: SwiftUI's `ObservableObject` (from Combine).
///
/// Combine is not on Linux, so Plumb declares what views need of it: the protocol, its
/// ``objectWillChange`` publisher, and ``Published``. Plumb lays out one state, so nothing
/// subscribes; `objectWillChange.send()` compiles and does nothing.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var name = "Ada"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher type: ``ObservableObjectPublisher`` unless the object declares its own.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that never publishes: nothing subscribes while Plumb lays one state out.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher an ``ObservableObject`` announces its changes with.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var subscribers: [() -> Void] = []

    /// A publisher without subscribers.
    public init() {}

    /// Announces a change to the subscribers.
    public func send() {
        for subscriber in subscribers { subscriber() }
    }

    /// Calls `receiveValue` on each change (Combine's `sink`); no `AnyCancellable` is needed.
    @discardableResult
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        subscribers.append(receiveValue)
        return AnyCancellable()
    }
}

/// What Combine's `sink` returns; keeping it in a `Set<AnyCancellable>` compiles.
public final class AnyCancellable: Hashable {
    /// A cancellable that cancels nothing.
    public init() {}
    /// A cancellable that would call `cancel` (never called here).
    public init(_ cancel: @escaping () -> Void) {}
    /// Does nothing.
    public func cancel() {}
    /// Keeps the cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an ``ObservableObject`` whose changes are published: `@Published var name`.
///
/// Its projected value (`$name`) is a publisher of the value, which `sink`s see at once and
/// on each change.
@propertyWrapper
public struct Published<Value> {
    final class Storage {
        var value: Value
        var subscribers: [(Value) -> Void] = []
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    /// A published property of `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// A published property of `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value; setting it tells the publisher's subscribers.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.value = newValue
            for subscriber in storage.subscribers { subscriber(newValue) }
        }
    }

    /// `$name`: a publisher of the value.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The publisher of a `@Published` value.
    public struct Publisher {
        let storage: Storage

        /// Calls `receiveValue` with the current value and then with each new one.
        @discardableResult
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            storage.subscribers.append(receiveValue)
            receiveValue(storage.value)
            return AnyCancellable()
        }
    }
}
