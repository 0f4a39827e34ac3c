import Foundation

/// `JSONDecoder`: the app's mock data decoded into its own models, as Swift's synthesized
/// `Decodable` does.
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let lines = try decoder.decode([Line].self, from: data)
/// ```
///
/// The rules are Swift's synthesized conformance's:
/// - a JSON object becomes an instance of the user struct or class named: each stored
///   instance property takes the value under its key, the `CodingKeys` case's raw value
///   (its name where it has none) or else the property's name; with `.convertFromSnakeCase`
///   the JSON's keys are converted (`first_name` → `firstName`) before they are matched;
/// - a property the JSON lacks is nil when optional, keeps its initial value when it has
///   one (as does a `let` with an initial value, which is never decoded), and otherwise
///   fails the decode (`keyNotFound`); `null` is nil;
/// - `String`, the integer and floating-point types, `Bool`, `Date` (by the date strategy),
///   `URL`, `UUID`, arrays, sets, `[String: T]` dictionaries, nested user types (`Line.Status`
///   inside `Line`), type aliases and enums with raw values (the case whose raw value the
///   JSON holds; an unknown one is a stub, so a preview still draws).
///
/// A type with a hand-written `init(from decoder: Decoder)` is decoded by the same name
/// mapping, leniently (a key that is missing or does not decode is nil, or a stub): its
/// initializer is not run, and most such initializers are that mapping with defaults.
///
/// Malformed JSON, or a value of the wrong type, throws (`try?` gives nil, as in Swift).
/// The work is bounded: at most ``maximumValues`` values and ``maximumDepth`` levels.
final class JSONDecoderStandIn: @unchecked Sendable {
    enum KeyStrategy {
        case useDefaultKeys, convertFromSnakeCase
    }

    enum DateStrategy {
        /// Seconds since 2001-01-01, Foundation's own encoding.
        case deferredToDate
        case iso8601
        case secondsSince1970
        case millisecondsSince1970
        case formatted(DateFormatter)
        /// `.custom(...)`: the closure is not run; ISO 8601, a plain date-time, a date or a
        /// number of seconds since 1970 are read, whichever fits.
        case flexible
    }

    var keys = KeyStrategy.useDefaultKeys
    var dates = DateStrategy.deferredToDate
}

extension Interpreter {
    /// The most values one decode reads, and the deepest nesting.
    static let maximumDecodedValues = 200_000
    static let maximumDecodingDepth = 100

    /// `JSONDecoder()`.
    static let jsonDecoderValues: [ValueEntry] = [
        .init("JSONDecoder", binding: .swift) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .foundation(JSONDecoderStandIn())
        }
    ]

    /// `decoder.keyDecodingStrategy = ...`, `decoder.dateDecodingStrategy = ...`.
    func setDecoderProperty(_ name: String, of decoder: JSONDecoderStandIn, to value: Value, at offset: Int)
        throws(Diagnostic)
    {
        guard case .symbol(let strategy, let arguments, _) = value else {
            throw error("expected a decoding strategy, found \(value.kind)", at: offset)
        }
        switch name {
        case "keyDecodingStrategy":
            decoder.keys = strategy == "convertFromSnakeCase" ? .convertFromSnakeCase : .useDefaultKeys
        case "dateDecodingStrategy":
            switch strategy {
            case "iso8601": decoder.dates = .iso8601
            case "secondsSince1970": decoder.dates = .secondsSince1970
            case "millisecondsSince1970": decoder.dates = .millisecondsSince1970
            case "formatted":
                if case .foundation(let f as DateFormatter)? = arguments?.entries.first?.value {
                    decoder.dates = .formatted(f)
                } else {
                    decoder.dates = .flexible
                }
            case "deferredToDate": decoder.dates = .deferredToDate
            default: decoder.dates = .flexible
            }
        default:
            // `userInfo`, `dataDecodingStrategy`, `nonConformingFloatDecodingStrategy`: kept as
            // Swift's defaults.
            break
        }
    }

    /// `decoder.decode(T.self, from: data)`; nil for another method.
    func decoderCall(_ name: String, on decoder: JSONDecoderStandIn, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard name == "decode", let typeArgument = args.takeUnlabeled(), let source = args.take("from") else {
            return nil
        }
        args.takeAll()
        guard case .type(let typeName) = typeArgument.value else {
            // `decode(D.self, ...)` whose `D` no declaration gave: the result is not known.
            return .stub("JSONDecoder().decode(...)")
        }
        let bytes: Data
        switch source.value {
        case .foundation(let data as Data): bytes = data
        case .string(let text): bytes = Data(text.utf8)
        case .stub: return stub(for: TypeName(text: typeName), named: "decoded \(typeName)")
        default: throw error("expected Data, found \(source.value.kind)", at: source.offset)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
        } catch {
            throw thrownError("DecodingError.dataCorrupted: the given data was not valid JSON", at: offset)
        }
        var run = DecodeRun(decoder: decoder)
        do {
            return try decodeJSON(json, as: TypeName(text: typeName), owner: nil, &run, depth: 0)
        } catch let failure {
            throw thrownError("DecodingError." + failure.message, at: offset)
        }
    }

    /// A Swift error thrown by a library call: `try?` makes it nil, `catch` binds it.
    func thrownError(_ message: String, at offset: Int) -> Diagnostic {
        thrown = .string(message)
        return error("thrown: " + message, at: offset, kind: .thrown)
    }

    /// JSON's `first_name` as `convertFromSnakeCase` reads it: `firstName` (leading and
    /// trailing underscores kept, a key without inner underscores unchanged).
    static func camelCase(fromSnakeCase key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let core = key[first...last]
        let words = core.split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}

/// Why a decode failed: Swift's `DecodingError`, in words.
private struct DecodeFailure: Error {
    let message: String
}

/// One decode's state: the decoder's strategies and the work left.
private struct DecodeRun {
    let decoder: JSONDecoderStandIn
    var budget = Interpreter.maximumDecodedValues
}

extension Interpreter {
    /// `json` as a value of `type`, named from inside `owner`.
    fileprivate func decodeJSON(_ json: Any, as type: TypeName, owner: TypeDecl?, _ run: inout DecodeRun, depth: Int)
        throws(DecodeFailure) -> Value
    {
        run.budget -= 1
        guard run.budget > 0 else {
            throw DecodeFailure(message: "more than \(Interpreter.maximumDecodedValues) values")
        }
        guard depth < Interpreter.maximumDecodingDepth else {
            throw DecodeFailure(message: "nested more than \(Interpreter.maximumDecodingDepth) levels")
        }
        var base = type.base
        if type.isOptional || base.hasPrefix("Optional<") {
            if json is NSNull { return .none }
            if base.hasPrefix("Optional<"), base.hasSuffix(">") { base = String(base.dropFirst(9).dropLast()) }
        }
        if json is NSNull { throw DecodeFailure(message: "valueNotFound: \(base) was null") }
        // Collections.
        if let element = Interpreter.elementType(of: base) {
            guard let items = json as? [Any] else { throw mismatch(base, json) }
            var values: [Value] = []
            values.reserveCapacity(min(items.count, 10_000))
            for item in items {
                values.append(try decodeJSON(item, as: TypeName(text: element), owner: owner, &run, depth: depth + 1))
            }
            return .array(values)
        }
        if let (key, value) = Interpreter.dictionaryTypes(of: base) {
            guard let object = json as? [String: Any] else { throw mismatch(base, json) }
            var pairs: [(key: Value, value: Value)] = []
            for k in object.keys.sorted() {
                let keyValue: Value
                if ["Int", "Int64", "Int32", "UInt"].contains(key) {
                    guard let i = Int(k) else { throw DecodeFailure(message: "typeMismatch: '\(k)' is not an \(key)") }
                    keyValue = .int(i)
                } else {
                    keyValue = .string(k)
                }
                let decoded = try decodeJSON(
                    object[k] as Any, as: TypeName(text: value), owner: owner, &run, depth: depth + 1)
                pairs.append((keyValue, decoded))
            }
            return .dictionary(pairs)
        }
        if let scalar = try decodeScalar(json, as: base, &run) { return scalar }
        // User types, named from inside their owner (`Status` in `Line` is `Line.Status`).
        let key = nestedTypeKey(base, of: owner) ?? owner.flatMap { enclosingTypeKey(base, of: $0) } ?? base
        if let user = types[key] {
            return try decodeUser(json, as: user, &run, depth: depth)
        }
        if let aliased = aliasedType(key) ?? typeAliases[base].map({ $0.text }), aliased != base {
            return try decodeJSON(json, as: TypeName(text: aliased), owner: owner, &run, depth: depth + 1)
        }
        // A type the files read do not declare (a package's): what a stub of it reads as.
        return stub(for: TypeName(text: base), named: base)
    }

    /// `[T]`, `Array<T>`, `Set<T>`: `T`; nil for another type.
    fileprivate static func elementType(of base: String) -> String? {
        if base.hasPrefix("["), base.hasSuffix("]") {
            let inner = base.dropFirst().dropLast()
            return TypeName.topLevelParts(inner).count == 1 && !Interpreter.hasTopLevelColon(inner)
                ? String(inner).trimmingCharacters(in: .whitespaces) : nil
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where base.hasPrefix(prefix) && base.hasSuffix(">") {
            return String(base.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// `[K: V]`, `Dictionary<K, V>`: the key and value types; nil for another type.
    fileprivate static func dictionaryTypes(of base: String) -> (String, String)? {
        if base.hasPrefix("["), base.hasSuffix("]") {
            let inner = base.dropFirst().dropLast()
            guard let colon = Interpreter.topLevelColon(inner) else { return nil }
            return (
                inner[..<colon].trimmingCharacters(in: .whitespaces),
                inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        if base.hasPrefix("Dictionary<"), base.hasSuffix(">") {
            let parts = TypeName.topLevelParts(base.dropFirst(11).dropLast())
            if parts.count == 2 { return (parts[0], parts[1]) }
        }
        return nil
    }

    private static func hasTopLevelColon(_ s: Substring) -> Bool { topLevelColon(s) != nil }

    private static func topLevelColon(_ s: Substring) -> Substring.Index? {
        var depth = 0
        for i in s.indices {
            switch s[i] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    /// A Swift standard or Foundation value; nil when `base` names none of them.
    fileprivate func decodeScalar(_ json: Any, as base: String, _ run: inout DecodeRun) throws(DecodeFailure) -> Value?
    {
        func number() throws(DecodeFailure) -> NSNumber {
            guard let n = json as? NSNumber, !Interpreter.isJSONBool(n) else { throw mismatch(base, json) }
            return n
        }
        switch base {
        case "String", "Substring":
            guard let s = json as? String else { throw mismatch(base, json) }
            return .string(s)
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            let n = try number()
            let d = n.doubleValue
            guard d.rounded() == d, abs(d) < 9.2e18 else {
                throw DecodeFailure(message: "dataCorrupted: \(n) does not fit in \(base)")
            }
            return .int(n.intValue)
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Float64", "Float32":
            return .float(try number().doubleValue)
        case "Bool":
            guard let n = json as? NSNumber, Interpreter.isJSONBool(n) else { throw mismatch(base, json) }
            return .bool(n.boolValue)
        case "Date":
            return .foundation(try decodeDate(json, run.decoder.dates))
        case "URL":
            guard let s = json as? String, let url = URL(string: s) else { throw mismatch(base, json) }
            return .foundation(url)
        case "UUID":
            guard let s = json as? String, let uuid = UUID(uuidString: s) else { throw mismatch(base, json) }
            return .opaque(uuid.uuidString)
        default:
            return nil
        }
    }

    /// Whether a number JSONSerialization gave is `true` or `false`.
    fileprivate static func isJSONBool(_ n: NSNumber) -> Bool {
        String(cString: n.objCType) == "c"
    }

    /// A date by the decoder's strategy.
    fileprivate func decodeDate(_ json: Any, _ strategy: JSONDecoderStandIn.DateStrategy) throws(DecodeFailure) -> Date
    {
        let number = (json as? NSNumber).flatMap { Interpreter.isJSONBool($0) ? nil : $0.doubleValue }
        let text = json as? String
        let found: Date?
        switch strategy {
        case .deferredToDate: found = number.map { Date(timeIntervalSinceReferenceDate: $0) }
        case .secondsSince1970: found = number.map { Date(timeIntervalSince1970: $0) }
        case .millisecondsSince1970: found = number.map { Date(timeIntervalSince1970: $0 / 1000) }
        case .iso8601: found = text.flatMap(Interpreter.iso8601Date)
        case .formatted(let formatter): found = text.flatMap { formatter.date(from: $0) }
        case .flexible:
            if let text {
                found = Interpreter.iso8601Date(text) ?? Interpreter.plainDate(text)
            } else {
                found = number.map { Date(timeIntervalSince1970: $0) }
            }
        }
        guard let found else {
            throw DecodeFailure(message: "dataCorrupted: '\(text ?? "\(json)")' is not a date this decoder reads")
        }
        return found
    }

    /// An ISO 8601 date-time, with or without fractional seconds.
    fileprivate static func iso8601Date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `2020-09-15T14:01:28` (unzoned, read in Plumb's fixed time zone) or `2020-09-15`.
    fileprivate static func plainDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = FixedWorld.timeZone
        for format in ["yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// A user struct, class or enum from `json`.
    fileprivate func decodeUser(_ json: Any, as type: TypeDecl, _ run: inout DecodeRun, depth: Int)
        throws(DecodeFailure) -> Value
    {
        if type.kind == .enumeration { return decodeEnum(json, as: type) }
        guard type.kind == .structure || type.kind == .classType else {
            return stub(for: TypeName(text: type.name), named: type.name)
        }
        guard let object = json as? [String: Any] else { throw mismatch(type.name, json) }
        var keyed = object
        if case .convertFromSnakeCase = run.decoder.keys {
            keyed = [:]
            for (k, v) in object { keyed[Interpreter.camelCase(fromSnakeCase: k)] = v }
        }
        // A hand-written `init(from:)` is not run: the same mapping, leniently.
        let lenient = type.initializers.contains { $0.parameters.first?.label == "from" && $0.parameters.count == 1 }
        let codingKeys = self.codingKeys(of: type)
        let instance = Instance(type: type, properties: [:])
        let scope = Scope(parent: globals, instance: instance)
        for p in type.properties where p.body == nil && !p.isStatic && !p.isLazy {
            let key = codingKeys.map { $0[p.name] } ?? p.name
            let decodes = key != nil && !(p.isLet && p.value != nil)
            if decodes, let key, let value = keyed[key] {
                do {
                    instance.properties[p.name] = try decodeJSON(
                        value, as: p.type ?? TypeName(text: "Any"), owner: type, &run, depth: depth + 1)
                    continue
                } catch let failure {
                    if !lenient { throw failure }
                }
            }
            if let initial = p.value {
                instance.properties[p.name] =
                    (try? typedValue(initial, in: scope, type: p.type)) ?? stub(for: p.type, named: p.name)
            } else if p.type?.isOptional == true {
                instance.properties[p.name] = Value.none
            } else if decodes, !lenient {
                throw DecodeFailure(message: "keyNotFound: '\(key ?? p.name)' for \(type.name).\(p.name)")
            } else {
                instance.properties[p.name] = stub(for: p.type, named: p.name)
            }
        }
        return .instance(instance)
    }

    /// The JSON key of each property a type's `enum CodingKeys: String, CodingKey` lists (its
    /// raw value, or its name); nil when the type declares no such enum.
    fileprivate func codingKeys(of type: TypeDecl) -> [String: String]? {
        guard let keys = type.nestedTypes.first(where: { $0.name == "CodingKeys" && $0.kind == .enumeration }) else {
            return nil
        }
        var map: [String: String] = [:]
        for c in keys.cases {
            if let raw = c.rawValue, case .string(let s)? = try? evaluate(raw, in: globals) {
                map[c.name] = s
            } else {
                map[c.name] = c.name
            }
        }
        return map
    }

    /// The case of an enum whose raw value `json` holds; a stub for a value no case has.
    fileprivate func decodeEnum(_ json: Any, as type: TypeDecl) -> Value {
        for c in type.cases where c.associatedValues?.isEmpty ?? true {
            let candidate = EnumValue(type: type, name: c.name, values: [])
            guard let raw = try? rawValue(of: candidate, at: type.offset) else { continue }
            switch raw {
            case .string(let s) where (json as? String) == s: return .enumCase(candidate)
            case .number(let d, _):
                if let n = json as? NSNumber, !Interpreter.isJSONBool(n), n.doubleValue == d {
                    return .enumCase(candidate)
                }
            default: continue
            }
        }
        return .stub("\(type.name)(rawValue: \(json))")
    }

    private func mismatch(_ type: String, _ json: Any) -> DecodeFailure {
        let found: String
        switch json {
        case is String: found = "a string"
        case is [Any]: found = "an array"
        case is [String: Any]: found = "an object"
        case is NSNull: found = "null"
        case let n as NSNumber: found = Interpreter.isJSONBool(n) ? "a Bool" : "a number"
        default: found = "\(Swift.type(of: json))"
        }
        return DecodeFailure(message: "typeMismatch: expected \(type), found \(found)")
    }
}
