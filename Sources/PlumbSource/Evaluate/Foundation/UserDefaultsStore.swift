import Foundation

/// `UserDefaults` as a fresh install has it: empty, in memory, one store per suite.
///
/// Apps read their settings through `UserDefaults` (`UserDefaults.standard`,
/// `UserDefaults(suiteName:)`), very often through their own extension whose getters fall
/// back to a default when `object(forKey:)` is nil. Evaluating that code against an empty
/// store gives what the app shows on its first launch, which is the state a preview or a
/// screenshot of a freshly installed app has; nothing reads or writes the machine's
/// defaults. Within one reading, what source sets (`set(_:forKey:)`,
/// `register(defaults:)`) is read back, as Foundation does: a registered value answers when
/// nothing was set.
///
/// The typed getters answer as Foundation documents them for a missing key:
/// `bool(forKey:)` false, `integer(forKey:)` 0, `double(forKey:)`/`float(forKey:)` 0,
/// `string(forKey:)`, `array(forKey:)`, `dictionary(forKey:)`, `data(forKey:)`,
/// `url(forKey:)`, `object(forKey:)` nil
/// (https://developer.apple.com/documentation/foundation/userdefaults).
final class UserDefaultsStandIn: @unchecked Sendable {
    /// The suite's name; `nil` for `standard`.
    let suite: String?
    private var values: [String: Value] = [:]
    private var registered: [String: Value] = [:]

    init(suite: String?) {
        self.suite = suite
    }

    /// The value for `key`: what was set, else what was registered.
    func object(_ key: String) -> Value? {
        values[key] ?? registered[key]
    }

    func set(_ value: Value, _ key: String) {
        if case .none = value {
            values[key] = nil
        } else {
            values[key] = value
        }
    }

    func remove(_ key: String) {
        values[key] = nil
    }

    func register(_ defaults: [(key: Value, value: Value)]) {
        for (key, value) in defaults {
            if case .string(let k) = key { registered[k] = value }
        }
    }

    /// Every key's value, registered ones under what was set.
    var representation: [(key: Value, value: Value)] {
        registered.merging(values) { _, set in set }.sorted { $0.key < $1.key }.map { (.string($0.key), $0.value) }
    }
}

extension Interpreter {
    /// `UserDefaults(suiteName:)` and `UserDefaults()`: the suite's one store in this reading.
    static let userDefaultsValues: [ValueEntry] = [
        .init("UserDefaults", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let name = a.take("suiteName") else { return .foundation(i.userDefaults(suite: nil)) }
            if case .none = name.value { return .foundation(i.userDefaults(suite: nil)) }
            return .foundation(i.userDefaults(suite: try i.string(name.value, at: name.offset)))
        }
    ]

    /// The store of `suite` (`nil`: `UserDefaults.standard`), made empty on first use.
    func userDefaults(suite: String?) -> UserDefaultsStandIn {
        let key = suite ?? ""
        if let store = defaultsSuites[key] { return store }
        let store = UserDefaultsStandIn(suite: suite)
        defaultsSuites[key] = store
        return store
    }

    /// `defaults.name(...)`; nil when `UserDefaults` has no such method here (an app's
    /// extension is tried next).
    func userDefaultsCall(_ name: String, on store: UserDefaultsStandIn, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        func key(_ label: String = "forKey") throws(Diagnostic) -> String? {
            guard let k = args.take(label) else { return nil }
            return try string(k.value, at: k.offset)
        }
        switch name {
        case "object", "value", "string", "array", "stringArray", "dictionary", "data", "url",
            "bool", "integer", "double", "float":
            guard let k = try key() else { return nil }
            let stored = store.object(k)
            switch name {
            case "bool": return .bool(stored.flatMap(Interpreter.truth) ?? false)
            case "integer": return .int(stored.flatMap(Interpreter.integer) ?? 0)
            case "double", "float": return .float(stored.flatMap(Interpreter.real) ?? 0)
            case "string":
                if case .string? = stored { return stored! }
                if case .number(let d, let i)? = stored { return .string(i.map(String.init) ?? "\(d)") }
                return Value.none
            case "array", "stringArray":
                if case .array? = stored { return stored! }
                return Value.none
            case "dictionary":
                if case .dictionary? = stored { return stored! }
                return Value.none
            default: return stored ?? Value.none
            }
        case "set", "setValue":
            guard let v = args.takeUnlabeled(), let k = try key() else { return nil }
            store.set(v.value, k)
            return .void
        case "removeObject":
            guard let k = try key() else { return nil }
            store.remove(k)
            return .void
        case "register":
            guard let d = args.take("defaults") else { return nil }
            guard case .dictionary(let entries) = d.value else {
                throw error("expected a dictionary of defaults, found \(d.value.kind)", at: d.offset)
            }
            store.register(entries)
            return .void
        case "dictionaryRepresentation":
            return .dictionary(store.representation)
        case "synchronize":
            return .bool(true)
        case "removePersistentDomain", "addSuite", "removeSuite":
            args.takeAll()
            return .void
        default:
            return nil
        }
    }

    /// A stored value as `bool(forKey:)` reads it: a Bool, or a number other than 0, or the
    /// strings Foundation reads as true ("YES", "true", "1"...).
    private static func truth(_ v: Value) -> Bool? {
        switch v {
        case .bool(let b): return b
        case .number(let d, _): return d != 0
        case .string(let s):
            return ["yes", "true", "y", "t"].contains(s.lowercased()) || (Int(s).map { $0 != 0 } ?? false)
        default: return nil
        }
    }

    /// A stored value as `integer(forKey:)` reads it.
    private static func integer(_ v: Value) -> Int? {
        switch v {
        case .bool(let b): return b ? 1 : 0
        case .number(let d, let i): return i ?? (d.isFinite ? Int(d) : nil)
        case .string(let s): return Int(s) ?? Double(s).flatMap { $0.isFinite ? Int($0) : nil }
        default: return nil
        }
    }

    /// A stored value as `double(forKey:)` reads it.
    private static func real(_ v: Value) -> Double? {
        switch v {
        case .bool(let b): return b ? 1 : 0
        case .number(let d, _): return d
        case .string(let s): return Double(s)
        default: return nil
        }
    }
}
