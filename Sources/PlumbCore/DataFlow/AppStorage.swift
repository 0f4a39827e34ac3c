import Foundation

/// A value kept in `UserDefaults` under a key: `@AppStorage("username") var name = "Ada"`.
///
/// It reads the store's value for the key, or the default when the store has none; setting
/// it writes the store. The store is `UserDefaults.standard` unless one is given (pass a
/// suite in tests and previews to lay out with known values). The types are SwiftUI's:
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, enums with `Int` or `String`
/// raw values, and optionals of them.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let get: () -> Value
    let set: (Value) -> Void

    init(
        key: String, store: UserDefaults?, default defaultValue: Value, read: @escaping (Any) -> Value?,
        write: @escaping (Value) -> Any?
    ) {
        let defaults = store ?? .standard
        get = { defaults.object(forKey: key).flatMap(read) ?? defaultValue }
        set = { value in
            if let object = write(value) {
                defaults.set(object, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
        }
    }

    /// The stored value, or the default when the store has none.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// A binding that reads and writes the store.
    public var projectedValue: Binding<Value> { Binding(get: get, set: set) }
}

extension AppStorage {
    /// A Boolean stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }
    /// An integer stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }
    /// A number stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? Double }, write: { $0 })
    }
    /// A string stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    /// A URL stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, default: wrappedValue, read: AppStorage.url, write: { $0.absoluteString })
    }
    /// Data stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    /// A date stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, default: wrappedValue, read: { $0 as? Date }, write: { $0 })
    }
    /// An enum stored by its raw value under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, default: wrappedValue, read: { ($0 as? Int).flatMap(Value.init) },
            write: { $0.rawValue })
    }
    /// An enum stored by its raw value under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, default: wrappedValue, read: { ($0 as? String).flatMap(Value.init) },
            write: { $0.rawValue })
    }

    /// An optional Boolean stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, default: nil, read: { $0 as? Bool }, write: { $0 })
    }
    /// An optional integer stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, default: nil, read: { $0 as? Int }, write: { $0 })
    }
    /// An optional number stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, default: nil, read: { $0 as? Double }, write: { $0 })
    }
    /// An optional string stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, default: nil, read: { $0 as? String }, write: { $0 })
    }
    /// An optional URL stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, default: nil, read: AppStorage<URL>.url, write: { $0?.absoluteString })
    }
    /// Optional data stored under `key`: `nil` when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, default: nil, read: { $0 as? Data }, write: { $0 })
    }

    /// A URL as the store keeps it: its string.
    static func url(_ object: Any) -> URL? {
        (object as? URL) ?? (object as? String).flatMap { URL(string: $0) }
    }
}
