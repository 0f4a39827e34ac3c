import Foundation

/// The collection and string operations view code uses to decide what to show: `map`,
/// `filter`, `sorted`, `enumerated`, `first`, `contains`, `prefix`, `joined`, `count`,
/// `isEmpty`, `uppercased`, `split`... Random choices are deterministic (`shuffled()` keeps
/// the order, `randomElement()` is the first), so a rendering is the same every time.
extension Interpreter {
    /// A property of an array, a string or a stub collection; `nil` when it has none.
    func collectionMember(_ name: String, of base: Value, at offset: Int) throws(Diagnostic) -> Value? {
        if case .string(let s) = base {
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? Value.none
            case "last": return s.last.map { .string(String($0)) } ?? Value.none
            case "description", "localizedCapitalized": return .string(name == "description" ? s : s.capitalized)
            case "capitalized": return .string(s.capitalized)
            case "localizedUppercase": return .string(s.uppercased())
            case "localizedLowercase": return .string(s.lowercased())
            case "removingPercentEncoding": return s.removingPercentEncoding.map { .string($0) } ?? Value.none
            // Foundation's Unicode normalization forms (NFC, NFD, NFKC, NFKD).
            case "precomposedStringWithCanonicalMapping": return .string(s.precomposedStringWithCanonicalMapping)
            case "decomposedStringWithCanonicalMapping": return .string(s.decomposedStringWithCanonicalMapping)
            case "precomposedStringWithCompatibilityMapping":
                return .string(s.precomposedStringWithCompatibilityMapping)
            case "decomposedStringWithCompatibilityMapping":
                return .string(s.decomposedStringWithCompatibilityMapping)
            // `text.utf16.count` (an NSRange's length), `text.utf8`: the code units, as numbers;
            // `unicodeScalars` as one-scalar strings (what `CharacterSet.contains` reads).
            case "utf16": return .array(s.utf16.map { .int(Int($0)) })
            case "utf8": return .array(s.utf8.map { .int(Int($0)) })
            case "unicodeScalars": return .array(s.unicodeScalars.map { .string(String($0)) })
            default: return Interpreter.scalarMember(name, of: s) ?? Interpreter.characterMember(name, of: s)
            }
        }
        guard let items = sequence(base) else { return nil }
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? Value.none
        case "last": return items.last ?? Value.none
        case "indices": return .range(0, items.count, closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(items.count)
        case "description": return .string(try describe(.array(items), at: offset))
        case "lazy": return .array(items)
        default: return nil
        }
    }

    /// The elements of a value that can be iterated (arrays, ranges, dictionaries).
    func sequence(_ v: Value) -> [Value]? {
        switch v {
        case .array(let items): return items
        case .range(let lo, let hi, _) where Value.count(lo, hi) ?? .max <= Interpreter.maximumIterations:
            return (lo..<max(lo, hi)).map { .int($0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .subviews(let s): return s.map { .subview($0) }
        default: return nil
        }
    }

    /// A method of an array, a string or a number; `nil` when it has none.
    /// Array's mutating methods, which change the variable they are called on.
    static let arrayMutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse", "shuffle",
        "formUnion", "subtract", "formIntersection",
    ]

    /// Runs one of ``arrayMutators`` on `items`, returning what Swift's method returns (the
    /// removed element for `remove(at:)`, `removeFirst()`, `removeLast()`).
    func mutateArray(_ name: String, _ items: inout [Value], _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value
    {
        func index(_ e: Arguments.Entry, inclusiveEnd: Bool) throws(Diagnostic) -> Int {
            let i = try int(e.value, at: e.offset)
            guard i >= 0, i < items.count + (inclusiveEnd ? 1 : 0) else {
                throw error("index \(i) is out of range (0..<\(items.count))", at: e.offset)
            }
            return i
        }
        switch name {
        case "append":
            // `append(objectsIn:)`: Realm's `List` taking a sequence.
            if let more = args.take("contentsOf") ?? args.take("objectsIn") {
                guard let elements = sequence(more.value) else {
                    throw error("expected a sequence, found \(more.value.kind)", at: more.offset)
                }
                items += elements
            } else if let element = args.takeUnlabeled() {
                // An element may be a closure (`middlewares.append(logMiddleware())`).
                items.append(element.value)
            }
        case "insert":
            // `insert(objectsIn:)`: Realm's `MutableSet` taking a sequence, each added where absent.
            if let more = args.take("objectsIn") {
                guard let elements = sequence(more.value) else {
                    throw error("expected a sequence, found \(more.value.kind)", at: more.offset)
                }
                for e in elements where !(try contains(items, e)) { items.append(e) }
                return .void
            }
            guard let element = args.takeUnlabeled() else { throw error("expected insert(_:at:)", at: offset) }
            // `Set.insert(_:)` (a set is an array of distinct elements here): added where absent.
            guard let at = args.take("at") else {
                let present = try contains(items, element.value)
                if !present { items.append(element.value) }
                return .tuple([
                    (label: "inserted", value: .bool(!present)), (label: "memberAfterInsert", value: element.value),
                ])
            }
            items.insert(element.value, at: try index(at, inclusiveEnd: true))
        case "remove":
            // `Set.remove(_:)`: the element, where present.
            if !args.entries.contains(where: { $0.label == "at" }), let element = args.takeUnlabeledValue() {
                for (i, item) in items.enumerated() where try equal(item, element.value) { return items.remove(at: i) }
                return .none
            }
            guard let at = args.take("at") else { throw error("expected remove(at:)", at: offset) }
            return items.remove(at: try index(at, inclusiveEnd: false))
        case "formUnion", "subtract", "formIntersection":
            guard let other = args.takeUnlabeledValue(), let elements = sequence(other.value) else {
                throw error("expected a sequence in call to '\(name)'", at: offset)
            }
            items = try setAlgebra(
                name == "formUnion" ? "union" : name == "subtract" ? "subtracting" : "intersection", items, elements)
        case "removeAll":
            if let c = args.take("where") ?? args.takeClosure() {
                var kept: [Value] = []
                for item in items {
                    var removes: Value
                    if case .keyPath(let path) = c.value {
                        removes = item
                        for component in path { removes = try member(component, of: removes, at: c.offset) }
                    } else {
                        removes = try callValueClosure(try closure(c.value, at: c.offset), [item], at: c.offset)
                    }
                    if !(try bool(removes, at: c.offset)) { kept.append(item) }
                }
                items = kept
            } else {
                _ = args.take("keepingCapacity")
                items.removeAll()
            }
        case "removeFirst", "removeLast":
            guard !items.isEmpty else { throw error("cannot \(name) from an empty array", at: offset) }
            if let n = args.takeUnlabeledValue() {
                let k = min(try int(n.value, at: n.offset), items.count)
                if name == "removeFirst" { items.removeFirst(k) } else { items.removeLast(k) }
                return .void
            }
            return name == "removeFirst" ? items.removeFirst() : items.removeLast()
        case "sort":
            var sortArgs = args
            args.takeAll()
            if case .array(let sorted)? = try collectionCall("sorted", on: .array(items), &sortArgs, at: offset) {
                items = sorted
            }
        case "reverse": items.reverse()
        default: break  // `shuffle`: Plumb keeps the order, as `shuffled()` does.
        }
        return .void
    }

    /// Whether `list` holds `v` (`==` as Swift's).
    func contains(_ list: [Value], _ v: Value) throws(Diagnostic) -> Bool {
        for x in list where try equal(x, v) { return true }
        return false
    }

    /// Set algebra on arrays of distinct elements, in order: `union`, `subtracting`,
    /// `intersection`, `symmetricDifference`.
    func setAlgebra(_ name: String, _ a: [Value], _ b: [Value]) throws(Diagnostic) -> [Value] {
        var result: [Value] = []
        switch name {
        case "union":
            result = a
            for e in b where !(try contains(result, e)) { result.append(e) }
        case "subtracting":
            for e in a where !(try contains(b, e)) { result.append(e) }
        case "intersection":
            for e in a where try contains(b, e) { result.append(e) }
        default:
            result = try setAlgebra("subtracting", a, b) + setAlgebra("subtracting", b, a)
        }
        return result
    }

    func collectionCall(_ name: String, on base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        if case .string(let s) = base, let v = try stringCall(name, s, &args, at: offset) { return v }
        if case .rect(let r) = base {
            // CGRect's geometry: `insetBy(dx:dy:)`, `offsetBy(dx:dy:)`, `contains(_:)`.
            func length(_ label: String) throws(Diagnostic) -> CGFloat {
                try args.take(label).map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
            }
            switch name {
            case "insetBy": return .rect(r.insetBy(dx: try length("dx"), dy: try length("dy")))
            case "offsetBy": return .rect(r.offsetBy(dx: try length("dx"), dy: try length("dy")))
            case "contains":
                guard let p = args.takeUnlabeled() else { return nil }
                return .bool(r.contains(try point(p.value, at: p.offset)))
            default: return nil
            }
        }
        if case .number(let d, let i) = base { return try numberCall(name, d, i, &args, at: offset) }
        // A string is a sequence of its characters for the methods it has no own answer to
        // (`enumerated()`, `allSatisfy`, `reduce`...); its `filter` is a string, as
        // `String.filter` returns one. Not `map` and `flatMap`: a string here may be an optional
        // one (`status.description.map(\.sentenceCase)`, `title.map { Text($0) }`, as SwiftUI code
        // writes them far more often than a map over characters), whose `map` applies to the
        // whole string.
        if case .string(let text) = base, name != "map", name != "flatMap" {
            let characters = text.map { Value.string(String($0)) }
            guard let v = try collectionCall(name, on: .array(characters), &args, at: offset) else { return nil }
            if name == "filter", case .array(let kept) = v {
                var joined = ""
                for c in kept { joined += try describe(c, at: offset) }
                return .string(joined)
            }
            return v
        }
        guard let items = sequence(base) else { return nil }
        // Set algebra (a set is an array of distinct elements here): `union`, `subtracting`,
        // `intersection`, `isSubset(of:)`.
        if ["union", "subtracting", "intersection", "symmetricDifference"].contains(name),
            let other = args.takeUnlabeledValue(), let elements = sequence(other.value)
        {
            return .array(try setAlgebra(name, items, elements))
        }
        /// A closure, or a key path used as a function (`filter(\.isFavorite)`, `map(\.name)`).
        enum Function {
            case closure(ClosureValue)
            case keyPath([String])
        }
        func function(_ e: Arguments.Entry) throws(Diagnostic) -> Function {
            if case .keyPath(let path) = e.value { return .keyPath(path) }
            return .closure(try closure(e.value, at: e.offset))
        }
        func closureArgument() throws(Diagnostic) -> Function {
            guard
                let c = args.takeClosure() ?? args.take("by") ?? args.take("where") ?? args.take("isIncluded")
                    ?? args.takeUnlabeled()
            else {
                throw error("missing closure in call to '\(name)'", at: offset)
            }
            return try function(c)
        }
        func apply(_ f: Function, _ values: [Value]) throws(Diagnostic) -> Value {
            switch f {
            case .closure(let c): return try callValueClosure(c, values, at: offset)
            case .keyPath(let path):
                return try follow(path, from: values.first ?? .none, at: offset)
            }
        }
        /// An operator given as a function (`+`, `<`), applied to two values.
        func op(_ e: Arguments.Entry?) -> String? {
            if case .opaque(let d)? = e?.value, d.hasPrefix("operator ") { return String(d.dropFirst(9)) }
            return nil
        }
        func count(_ label: String? = nil) throws(Diagnostic) -> Int {
            guard let n = label.flatMap({ args.take($0) }) ?? args.takeUnlabeled() else { return 1 }
            return max(0, try int(n.value, at: n.offset))
        }
        switch name {
        case "map", "compactMap", "flatMap":
            let c = try closureArgument()
            var result: [Value] = []
            for item in items {
                // A key path (`groups.flatMap(\.descriptions)`) is followed as a closure is
                // called: `flatMap` joins the arrays it reaches, `compactMap` drops nils.
                let v = try apply(c, [item])
                if name == "compactMap", case .none = v { continue }
                if name == "flatMap", case .array(let inner) = v { result += inner } else { result.append(v) }
            }
            return .array(result)
        case "filter":
            let c = try closureArgument()
            var result: [Value] = []
            for item in items where try bool(try apply(c, [item]), at: offset) { result.append(item) }
            return .array(result)
        case "forEach":
            // Runs the closure on each element, as Swift does: code that fills a local array
            // (`names.forEach { pets.append(Pet(name: $0)) }`) fills it.
            let c = try closureArgument()
            for item in items { _ = try apply(c, [item]) }
            return .void
        case "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy":
            if let of = args.take("of") ?? (name == "contains" ? args.takeUnlabeledValue() : nil) {
                var index: Int?
                for (i, v) in items.enumerated() where try equal(v, of.value) {
                    index = i
                    break
                }
                if name == "contains" { return .bool(index != nil) }
                return index.map { .int($0) } ?? Value.none
            }
            let c = try closureArgument()
            let ordered = name.hasPrefix("last") ? Array(items.enumerated().reversed()) : Array(items.enumerated())
            for (i, item) in ordered {
                let holds = try bool(try apply(c, [item]), at: offset)
                if name == "allSatisfy" {
                    if !holds { return .bool(false) }
                    continue
                }
                if holds {
                    if name == "contains" { return .bool(true) }
                    return name.hasSuffix("Index") ? .int(i) : item
                }
            }
            if name == "allSatisfy" { return .bool(true) }
            return name == "contains" ? .bool(false) : Value.none
        case "sorted", "min", "max":
            var sorted = items
            if let name = op(args.entries.first) {
                args.takeAll()
                sorted = try mergeSort(items) { a, b throws(Diagnostic) in
                    try bool(try binary(name, a, b, at: offset), at: offset)
                }
            } else if let c = args.takeClosure() ?? args.take("by") {
                let by = try function(c)
                sorted = try mergeSort(items) { a, b throws(Diagnostic) in try bool(try apply(by, [a, b]), at: offset) }
            } else if let using = args.take("using") {
                args.takeAll()
                sorted = try self.sorted(items, using: using.value, at: offset) ?? items
            } else if args.entries.isEmpty {
                sorted = try mergeSort(items) { a, b throws(Diagnostic) in try less(a, b, at: offset) }
            } else {
                args.takeAll()
            }
            if name == "min" { return sorted.first ?? Value.none }
            if name == "max" { return sorted.last ?? Value.none }
            return .array(sorted)
        case "reversed": return .array(items.reversed())
        case "shuffled": return .array(items)
        case "randomElement": return items.first ?? Value.none
        case "enumerated":
            return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "prefix":
            // `prefix(while:)`: the elements before the first the predicate rejects.
            if let p = args.take("while") {
                let f = try function(p)
                var kept: [Value] = []
                for item in items {
                    guard try bool(try apply(f, [item]), at: offset) else { break }
                    kept.append(item)
                }
                return .array(kept)
            }
            return .array(Array(items.prefix(try count())))
        case "suffix": return .array(Array(items.suffix(try count())))
        case "dropFirst": return .array(Array(items.dropFirst(try count())))
        case "dropLast": return .array(Array(items.dropLast(try count())))
        // `items.reduce(into: [Key: [Item]]()) { partial, item in partial[key, default: []].append(item) }`:
        // the closure changes its first parameter in place, read back after each element.
        case "reduce" where args.entries.first?.label == "into":
            var result = args.take("into")!.value
            guard let op = args.takeClosure() ?? args.takeUnlabeled(), case .closure(let c) = op.value else {
                args.takeAll()
                return result
            }
            let name = c.closure.parameters.first ?? "$0"
            for item in items {
                let scope = try bind(c, [result, item], at: offset)
                _ = try nested(at: offset) { () throws(Diagnostic) in
                    try evaluateValue(c.closure.body, in: scope, at: c.closure.offset)
                }
                if let changed = scope.lookup(name) { result = changed }
            }
            return result
        case "reduce":
            guard let initial = args.takeUnlabeledValue() else {
                throw error("missing initial value in call to 'reduce'", at: offset)
            }
            var result = initial.value
            if let name = op(args.entries.last) {
                args.takeAll()
                for item in items { result = try binary(name, result, item, at: offset) }
            } else if let op = args.takeUnlabeled(), case .closure(let c) = op.value {
                for item in items { result = try apply(.closure(c), [result, item]) }
            } else if let op = args.entries.last, case .closure = op.value {
                args.takeAll()
            } else {
                args.takeAll()
                for item in items { result = try binary("+", result, item, at: offset) }
            }
            return result
        case "joined":
            let separator =
                try args.take("separator").map { e throws(Diagnostic) in try string(e.value, at: e.offset) } ?? ""
            return .string(
                try items.map { v throws(Diagnostic) in try describe(v, at: offset) }.joined(separator: separator))
        case "count":
            // `containers.count { $0.isRunning }`: `count(where:)` with a trailing closure (SE-0220).
            if let c = args.take("where") ?? args.takeClosure() {
                let by = try function(c)
                var n = 0
                for item in items where try bool(try apply(by, [item]), at: offset) { n += 1 }
                return .int(n)
            }
            return .int(items.count)
        case "index":
            return .int(0)
        default:
            return nil
        }
    }

    /// A key path's value from `root`: `\.name`, `\.address.city`, `\.self`.
    func follow(_ keys: [String], from root: Value, at offset: Int) throws(Diagnostic) -> Value {
        var v = root
        for key in keys where key != "self" { v = try member(key, of: v, at: offset) }
        return v
    }

    /// A stable merge sort with a throwing comparison.
    func mergeSort(_ items: [Value], _ less: (Value, Value) throws(Diagnostic) -> Bool) throws(Diagnostic) -> [Value] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try mergeSort(Array(items[..<middle]), less)
        let right = try mergeSort(Array(items[middle...]), less)
        var result: [Value] = []
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) {
                result.append(right[j])
                j += 1
            } else {
                result.append(left[i])
                i += 1
            }
        }
        return result + left[i...] + right[j...]
    }

    /// `<` for numbers and strings (and anything else by its description).
    func less(_ a: Value, _ b: Value, at offset: Int) throws(Diagnostic) -> Bool {
        switch (a, b) {
        case (.number(let x, _), .number(let y, _)): return x < y
        case (.string(let x), .string(let y)): return x < y
        default: return ((try? describe(a, at: offset)) ?? "") < ((try? describe(b, at: offset)) ?? "")
        }
    }

    /// String methods: `uppercased()`, `split(separator:)`, `hasPrefix(_:)`...
    func stringCall(_ name: String, _ s: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        func text(_ label: String? = nil) throws(Diagnostic) -> String {
            guard let e = label.flatMap({ args.take($0) }) ?? args.takeUnlabeled() else { return "" }
            return try describe(e.value, at: e.offset)
        }
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "capitalized": return .string(s.capitalized)
        case "hasPrefix": return .bool(s.hasPrefix(try text()))
        // `Sequence.starts(with:)`, on a string's characters: a prefix.
        case "starts": return .bool(s.hasPrefix(try text("with")))
        case "hasSuffix": return .bool(s.hasSuffix(try text()))
        case "contains": return .bool(s.contains(try text()))
        case "split":
            let separator = try text("separator")
            args.takeAll()
            return .array(s.split(separator: separator.isEmpty ? " " : separator).map { .string(String($0)) })
        case "components":
            let separator = try text("separatedBy")
            return .array(s.components(separatedBy: separator).map { .string($0) })
        case "replacingOccurrences":
            let of = try text("of")
            let with = try text("with")
            // `options: .regularExpression`, `.caseInsensitive`: Foundation's, on the whole string.
            var options: String.CompareOptions = []
            if let o = args.take("options") {
                for name in try symbolNames(
                    o.value, among: ["regularExpression", "caseInsensitive", "literal"], at: o.offset)
                {
                    options.insert(
                        name == "regularExpression"
                            ? .regularExpression : name == "caseInsensitive" ? .caseInsensitive : .literal)
                }
            }
            return .string(of.isEmpty ? s : s.replacingOccurrences(of: of, with: with, options: options))
        case "addingPercentEncoding":
            guard let set = args.take("withAllowedCharacters").flatMap({ characterSet($0.value) }) else { return nil }
            return s.addingPercentEncoding(withAllowedCharacters: set).map { .string($0) } ?? Value.none
        case "trimmingCharacters":
            let set = args.take("in").flatMap { characterSet($0.value) } ?? .whitespacesAndNewlines
            args.takeAll()
            return .string(s.trimmingCharacters(in: set))
        case "prefix":
            return .string(String(s.prefix(max(0, try int(args.takeUnlabeled()?.value ?? .int(1), at: offset)))))
        case "suffix":
            return .string(String(s.suffix(max(0, try int(args.takeUnlabeled()?.value ?? .int(1), at: offset)))))
        case "dropFirst":
            return .string(String(s.dropFirst(max(0, try int(args.takeUnlabeled()?.value ?? .int(1), at: offset)))))
        case "dropLast":
            return .string(String(s.dropLast(max(0, try int(args.takeUnlabeled()?.value ?? .int(1), at: offset)))))
        case "reversed": return .string(String(s.reversed()))
        case "localizedStandardContains", "localizedCaseInsensitiveContains":
            return .bool(s.lowercased().contains(try text().lowercased()))
        // `a.caseInsensitiveCompare(b) != .orderedSame` (Mastodon's languages): Foundation's
        // comparison, in the fixed locale for the localized ones; a `ComparisonResult` case.
        case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare",
            "localizedStandardCompare":
            guard args.entries.count == 1, args.entries[0].label == nil else { return nil }
            let other = try text()
            let result: ComparisonResult
            switch name {
            case "compare": result = s.compare(other)
            case "caseInsensitiveCompare": result = s.caseInsensitiveCompare(other)
            case "localizedCompare": result = s.compare(other, locale: FixedWorld.locale)
            case "localizedCaseInsensitiveCompare":
                result = s.compare(other, options: .caseInsensitive, locale: FixedWorld.locale)
            default: result = s.compare(other, options: [.caseInsensitive, .numeric], locale: FixedWorld.locale)
            }
            let cases: [ComparisonResult: String] = [
                .orderedAscending: "orderedAscending", .orderedSame: "orderedSame",
                .orderedDescending: "orderedDescending",
            ]
            return .symbol(cases[result]!, arguments: nil, at: offset)
        default: return nil
        }
    }
}

extension Interpreter {
    /// A dictionary's methods that keep it a dictionary: `mapValues`, `compactMapValues` and
    /// `filter` (whose closure takes a `(key, value)` pair); `nil` for another name (the
    /// sequence methods, which see its pairs).
    func dictionaryCall(_ name: String, _ pairs: [(key: Value, value: Value)], _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard ["mapValues", "compactMapValues", "filter"].contains(name),
            let f = args.takeClosure() ?? args.takeUnlabeled()
        else { return nil }
        var result: [(key: Value, value: Value)] = []
        for pair in pairs {
            switch name {
            case "filter":
                let element = Value.tuple([("key", pair.key), ("value", pair.value)])
                let keep: Value
                if case .keyPath(let path) = f.value {
                    keep = try follow(path, from: element, at: offset)
                } else {
                    keep = try callValueClosure(try closure(f.value, at: f.offset), [element], at: offset)
                }
                if try bool(keep, at: offset) { result.append(pair) }
            default:
                let v: Value
                if case .keyPath(let path) = f.value {
                    v = try follow(path, from: pair.value, at: offset)
                } else {
                    v = try callValueClosure(try closure(f.value, at: f.offset), [pair.value], at: offset)
                }
                if name == "compactMapValues", case .none = v { continue }
                result.append((pair.key, v))
            }
        }
        args.takeAll()
        return .dictionary(result)
    }

    /// A method an extension of `Binding` adds, called on a binding (read as its value, so
    /// `self` is the value and `wrappedValue` the value too): Unwatched's
    /// `$navManager.tab.onUpdate { ... }`, whose `Binding(get:set:)` gets the value again.
    /// `nil` where no extension of `Binding` declares a method of that name taking these arguments.
    func bindingExtensionCall(_ name: String, on base: Value, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard !isView(base), let ext = builtinExtensions["Binding"],
            let f = overload(ext.functions.filter { $0.name == name && !$0.isStatic && accepts($0, args) }, args)
        else { return nil }
        let made = try callFunction(f, on: base, &args, at: offset)
        // `.init { self.wrappedValue } set: { ... }` (Mochi's `removeDuplicates()`): the binding
        // it makes, read through its getter; a binding Plumb cannot read is the one it was made from.
        if case .symbol("init", let given?, _) = made {
            if let get = given.entries.first(where: { ($0.label == nil || $0.label == "get") && $0.value.isClosure }),
                case .closure(let c) = get.value
            {
                return try callValueClosure(c, [], at: offset)
            }
            return base
        }
        return made
    }

    /// `$model.isOn.animation()`, `.transaction(...)`: a binding (read as its value) animated,
    /// the same binding in a still picture; `nil` for another name or a view.
    func bindingMethod(_ name: String, on base: Value, _ args: inout Arguments) -> Value? {
        guard name == "animation" || name == "transaction", !isView(base) else { return nil }
        switch base {
        case .bool, .number, .string, .instance, .enumCase, .array, .dictionary, .none:
            args.takeAll()
            return base
        default:
            return nil
        }
    }
}
