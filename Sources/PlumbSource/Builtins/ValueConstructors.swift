import Foundation
import PlumbCore

/// Functions and initializers of values source code may call: `EdgeInsets(...)`,
/// `CGSize(...)`, `CGFloat(x)`, `min`, `max`...
extension Interpreter {
    typealias ValueConstructor = @Sendable (Interpreter, inout Arguments, Int) throws(Diagnostic) -> Value

    /// `Int(x)`, `Int64(x)`, `UInt8(x)`...: the whole part of a number; Swift traps where the
    /// value is NaN, infinite or beyond the type's range (Int's, here, for every width).
    static func integer(_ type: String) -> ValueConstructor {
        { i, a, at throws(Diagnostic) in
            // `var int = UInt64()`: zero, as every Swift number type's `init()` gives.
            if a.isEmpty { return .int(0) }
            // `Int("42")`: the number the string spells, nil when it spells none.
            if a.entries.count == 1, case .string(let text) = a.entries[0].value {
                a.takeAll()
                return Int(text).map { .int($0) } ?? Value.none
            }
            // `UInt64(hexString, radix: 16)`: in that base (2 to 36); nil when it spells none.
            // (A value beyond Int's range is kept as its bit pattern, as `Int(truncatingIfNeeded:)`.)
            if a.entries.count == 2, a.entries[1].label == "radix", case .string(let text) = a.entries[0].value {
                let radix = try i.int(a.entries[1].value, at: a.entries[1].offset)
                a.takeAll()
                guard (2...36).contains(radix) else {
                    throw i.error("radix \(radix) is not between 2 and 36", at: at, kind: .trap)
                }
                if type.hasPrefix("U") {
                    return UInt64(text, radix: radix).map { .int(Int(truncatingIfNeeded: $0)) } ?? Value.none
                }
                return Int(text, radix: radix).map { .int($0) } ?? Value.none
            }
            // `Int(truncating: number)`, `Int(clamping: n)`: the number toward zero;
            // `Int(exactly: 2.5)`: nil unless it is a whole number.
            if let labelled = a.take("truncating") ?? a.take("clamping") ?? a.take("exactly") {
                let v = try i.double(labelled.value, at: labelled.offset)
                if labelled.label == "exactly" { return Int(exactly: v).map { .int($0) } ?? Value.none }
                if labelled.label == "clamping", v.isFinite { return .int(Int(max(min(v, 9.2e18), -9.2e18))) }
                guard let n = Int(exactly: v.rounded(.towardZero)) else {
                    throw i.error("cannot convert \(v) to \(type): it is beyond \(type)'s range", at: at, kind: .trap)
                }
                return .int(n)
            }
            let v = try i.number(&a, nil, at: at)
            guard let n = Int(exactly: v.rounded(.towardZero)) else {
                throw i.error(
                    "cannot convert \(v) to \(type): \(v.isFinite ? "it is beyond \(type)'s range" : "it is not finite")",
                    at: at, kind: .trap)
            }
            return .int(n)
        }
    }

    /// `Double(x)`, `Float(x)`, `TimeInterval(x)`: the number; `Double("3.5")` the number the
    /// string spells, nil when it spells none.
    static let floating: ValueConstructor = { i, a, at throws(Diagnostic) in
        if a.isEmpty { return .float(0) }
        if a.entries.count == 1, case .string(let text) = a.entries[0].value {
            a.takeAll()
            return Double(text).map { .float($0) } ?? Value.none
        }
        return .float(Double(try i.number(&a, nil, at: at)))
    }

    /// `State(initialValue: x)`, `Binding(get:set:)`...: the wrapped value (a getter is called).
    static let wrapped: ValueConstructor = { i, a, at throws(Diagnostic) in
        if let v = a.take("initialValue") ?? a.take("wrappedValue") ?? a.takeUnlabeledValue() {
            a.takeAll()
            return v.value
        }
        if let get = a.take("get"), case .closure(let c) = get.value {
            a.takeAll()
            return try i.callValueClosure(c, [], at: at)
        }
        a.takeAll()
        return .stub("wrapper")
    }

    /// A platform object a model makes whose work a still picture does not see: its calls
    /// ignore their arguments and make `.opaque(name)`, whose methods do nothing.
    static func opaqueObject(_ name: String, _ reason: String) -> ValueEntry {
        ValueEntry(name, binding: .readerOnly(reason)) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque(name)
        }
    }

    /// The opaque objects whose `sync { }` or `withLock { }` runs its work now and gives its
    /// value (`queue.sync { cache[key] }`).
    static let workRunningObjects: Set<String> = ["DispatchQueue", "NSLock", "NSRecursiveLock"]

    /// The values of ``valueVocabulary``: property wrappers, Swift's numbers and functions,
    /// geometry values.
    static let basicValues: [ValueEntry] = [
        // Property wrappers built by hand in an `init` (`_count = State(initialValue: 3)`): their value.
        .init("State", ["State(wrappedValue:)", "State(initialValue:)"], wrapped),
        .init("Binding", ["Binding(get:set:)", "Binding(projectedValue:)"], wrapped),
        .init("FocusState", ["FocusState()"], wrapped),
        .init("print", binding: .swift) { i, a, _ throws(Diagnostic) in
            var parts: [String] = []
            while let e = a.takeUnlabeled() { parts.append(try i.describe(e.value, at: e.offset)) }
            let separator =
                try a.take("separator").map { e throws(Diagnostic) in try i.string(e.value, at: e.offset) } ?? " "
            _ = a.take("terminator")
            i.output(parts.joined(separator: separator))
            return .void
        },
        .init("debugPrint", binding: .swift) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .void
        },
        // Apple's unified logging (`Logger(subsystem:category:)`, `OSLog(...)`; swift-log's
        // `Logger(label:)` reads the same): a logger whose messages go nowhere a picture
        // shows. Its methods do nothing, as an opaque value's do.
        opaqueObject("Logger", "Apple's os Logger and swift-log's Logger: logs nothing here"),
        opaqueObject("OSLog", "Apple's os OSLog: logs nothing here"),
        // Dispatch's queues and Foundation's locks a model makes (`DispatchQueue(label:)`,
        // `NSLock()`): `sync`/`withLock` run their work now (``workRunningObjects``), anything
        // else does nothing.
        opaqueObject("DispatchQueue", "Dispatch's queue: sync work runs now, async work in actions only"),
        opaqueObject("NSLock", "Foundation's lock: withLock runs its work now"),
        opaqueObject("NSRecursiveLock", "Foundation's lock: withLock runs its work now"),
        .init("ProposedViewSize", ["ProposedViewSize(width:height:)", "ProposedViewSize(_:)"]) {
            i, a, at throws(Diagnostic) in
            .proposal(try i.proposalFromArguments(&a, at: at))
        },
        .init("ViewSpacing", ["ViewSpacing()"]) { _, _, _ throws(Diagnostic) in .spacing(ViewSpacing()) },
        .init("PreviewDevice", ["PreviewDevice(rawValue:)"]) { i, a, at throws(Diagnostic) in
            guard let name = a.take("rawValue") else { throw i.error("missing argument 'rawValue:'", at: at) }
            return .string(try i.string(name.value, at: name.offset))
        },
        .init(
            "EdgeInsets",
            [
                "EdgeInsets(top:leading:bottom:trailing:)", "EdgeInsets()",
            ]
        ) { i, a, _ throws(Diagnostic) in
            func length(_ label: String) throws(Diagnostic) -> CGFloat {
                try a.take(label).map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            }
            return .insets(
                EdgeInsets(
                    top: try length("top"), leading: try length("leading"),
                    bottom: try length("bottom"), trailing: try length("trailing")))
        },
        // `Edge.Set([.horizontal])`, `Edge.Set(.top)`: the set of the edges given.
        .init("Edge.Set", ["Edge.Set(_:)"]) { i, a, at throws(Diagnostic) in
            guard let edges = a.takeUnlabeled() else { throw i.error("missing argument in call to 'Edge.Set'", at: at) }
            return .edges(try i.edges(edges.value, at: edges.offset))
        },
        // `CGSize()`, `CGPoint()`, `CGRect()`: zero, Foundation's initializer of no arguments
        // (Stoat's `CGRect(origin: CGPoint(), size: size)`).
        .init("CGSize", binding: .swift) { i, a, at throws(Diagnostic) in
            if a.isEmpty { return .size(.zero) }
            return .size(CGSize(width: try i.number(&a, "width", at: at), height: try i.number(&a, "height", at: at)))
        },
        .init("CGPoint", binding: .swift) { i, a, at throws(Diagnostic) in
            if a.isEmpty { return .point(.zero) }
            return .point(CGPoint(x: try i.number(&a, "x", at: at), y: try i.number(&a, "y", at: at)))
        },
        .init("CGRect", binding: .swift) { i, a, at throws(Diagnostic) in
            if a.isEmpty { return .rect(.zero) }
            if let origin = a.take("origin"), let size = a.take("size") {
                return .rect(
                    CGRect(
                        origin: try i.point(origin.value, at: origin.offset),
                        size: try i.size(size.value, at: size.offset)))
            }
            return .rect(
                CGRect(
                    x: try i.number(&a, "x", at: at), y: try i.number(&a, "y", at: at),
                    width: try i.number(&a, "width", at: at), height: try i.number(&a, "height", at: at)))
        },
        .init("CGFloat", binding: .swift) { i, a, at throws(Diagnostic) in
            a.isEmpty ? .float(0) : .float(Double(try i.number(&a, nil, at: at)))
        },
        .init("Double", binding: .swift, Interpreter.floating),
        .init("TimeInterval", binding: .swift, Interpreter.floating),
        .init("Float", binding: .swift, Interpreter.floating),
        // Foundation's `Decimal`, read as a floating-point number (its 38 decimal digits are
        // more than a picture shows): `Decimal(12.5)`, `Decimal(string: "1.5")`,
        // `Decimal(sign: .plus, exponent: 18, significand: 1)`.
        .init("Decimal", binding: .swift) { i, a, at throws(Diagnostic) in
            if let text = a.take("string") {
                a.takeAll()
                return Double(try i.string(text.value, at: text.offset)).map { .float($0) } ?? Value.none
            }
            if let exponent = a.take("exponent"), let significand = a.take("significand") {
                let negative =
                    a.take("sign").map { if case .symbol("minus", _, _) = $0.value { true } else { false } } ?? false
                let value =
                    try i.double(significand.value, at: significand.offset)
                    * pow(10, Double(try i.int(exponent.value, at: exponent.offset)))
                a.takeAll()
                return .float(negative ? -value : value)
            }
            return try Interpreter.floating(i, &a, at)
        },
        // `Bool()` (false, as `var flag: Bool = .init()` gives), `Bool(flag)`, and
        // `Bool("true")`: `true` or `false` for exactly those words, `nil` for any other text.
        .init("Bool", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else { return .bool(false) }
            if case .string(let text) = first.value {
                return text == "true" ? .bool(true) : text == "false" ? .bool(false) : Value.none
            }
            return .bool(try i.bool(first.value, at: first.offset))
        },
        .init("Int", binding: .swift, Interpreter.integer("Int")),
        .init("Int64", binding: .swift, Interpreter.integer("Int64")),
        .init("Int32", binding: .swift, Interpreter.integer("Int32")),
        .init("Int16", binding: .swift, Interpreter.integer("Int16")),
        .init("Int8", binding: .swift, Interpreter.integer("Int8")),
        .init("UInt", binding: .swift, Interpreter.integer("UInt")),
        .init("UInt64", binding: .swift, Interpreter.integer("UInt64")),
        .init("UInt32", binding: .swift, Interpreter.integer("UInt32")),
        .init("UInt16", binding: .swift, Interpreter.integer("UInt16")),
        .init("UInt8", binding: .swift, Interpreter.integer("UInt8")),
        // Foundation's `LocalizedStringResource("key", defaultValue:table:comment:)` (iOS 16): the
        // localized string, as `String(localized:)` reads the same arguments.
        .init("LocalizedStringResource", binding: .swift) { i, a, at throws(Diagnostic) in
            // `LocalizedStringResource(stringLiteral: "Newest")` (ExpressibleByStringLiteral's
            // initializer, CommonsFinder's search orders): the same key.
            guard let key = a.takeUnlabeled() ?? a.take("stringLiteral") else {
                throw i.error("missing argument in call to 'LocalizedStringResource'", at: at)
            }
            var entries = [
                Arguments.Entry(
                    label: "localized", value: key.value, offset: key.offset, key: key.key,
                    localizable: key.localizable)
            ]
            entries += a.entries.filter { $0.label != nil && a.isUnused($0) }
            a.takeAll()
            var forwarded = Arguments(entries, at: at)
            guard let make = Interpreter.valueConstructors["String"] else { return key.value }
            return try make(i, &forwarded, at)
        },
        .init("Set", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let source = a.takeUnlabeledValue() ?? a.take("arrayLiteral") else { return .array([]) }
            // `Set("0123456789abc")`: a string's characters.
            if case .string(let s) = source.value {
                return .array(try i.setAlgebra("union", [], s.map { .string(String($0)) }))
            }
            guard let elements = i.sequence(source.value) else {
                throw i.error("expected a sequence, found \(source.value.kind)", at: source.offset)
            }
            return .array(try i.setAlgebra("union", [], elements))
        },
        // Foundation's `String.localizedStringWithFormat(_:_:)`: `String(format:)` in the
        // current locale (Threema's `String.localizedStringWithFormat(#localize("..."), name)`).
        .init("String.localizedStringWithFormat", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let format = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'String.localizedStringWithFormat'", at: at)
            }
            var again = Arguments(
                [Arguments.Entry(label: "format", value: format.value, offset: format.offset)]
                    + a.takingAll().entries, at: at)
            return try i.callName("String", &again, in: i.globals, at: at)
        },
        // `String.LocalizationValue(key)`: the key, which `String(localized:)` looks up.
        .init("String.LocalizationValue", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let key = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'String.LocalizationValue'", at: at)
            }
            return key.value
        },
        // `Task { await model.load() }`: work started now that finishes after; an action's
        // (`onAppear { Task { ... } }`) runs as the action does, before the picture
        // (AppearActions.swift); elsewhere it is not run (a model's init starting a load).
        .init("Task", binding: .swift) { i, a, at throws(Diagnostic) in
            if i.runningActions, let work = a.takeClosure(), case .closure(let c) = work.value {
                i.runAppearAction(c, at: at)
            }
            a.takeAll()
            return .opaque("Task")
        },
        // SwiftUI's `withAnimation`: the changes happen, and nothing animates in a picture.
        .init("withAnimation", ["withAnimation(_:_:)", "withAnimation(_:completionCriteria:_:completion:)"]) {
            i, a, at throws(Diagnostic) in
            _ = a.takeUnlabeledValue()
            _ = a.take("completionCriteria")
            let completion = a.take("completion")
            guard let body = a.takeClosure(), case .closure(let c) = body.value else {
                throw i.error("missing closure in call to 'withAnimation'", at: at)
            }
            let result = try i.callValueClosure(c, [], at: body.offset)
            if case .closure(let done)? = completion?.value { _ = try i.callValueClosure(done, [], at: at) }
            return result
        },
        // `_VariadicView.Tree(Layout()) { content }`: the root's `body(children:)` (VariadicViews.swift).
        .init(
            "_VariadicView.Tree",
            binding: .readerOnly(
                "SwiftUI's underscored variadic view: its root's body(children:) with the content's views")
        ) { i, a, at throws(Diagnostic) in try i.variadicTree(&a, at: at) },
        // `withTransaction(Transaction(animation: nil)) { ... }`: as `withAnimation`.
        .init("withTransaction", ["withTransaction(_:_:)"]) { i, a, at throws(Diagnostic) in
            _ = a.takeUnlabeledValue()
            guard let body = a.takeClosure(), case .closure(let c) = body.value else {
                throw i.error("missing closure in call to 'withTransaction'", at: at)
            }
            return try i.callValueClosure(c, [], at: body.offset)
        },
        // An action that opens URLs (`.environment(\.openURL, OpenURLAction { url in ... })`,
        // Habitica's report page): a still picture opens none.
        .init("OpenURLAction", ["OpenURLAction(handler:)"]) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("openURL")
        },
        // A transaction: what `withTransaction` and `.transaction { }` are given; nothing animates.
        .init("Transaction", ["Transaction()", "Transaction(animation:)"]) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("Transaction")
        },
        .init("Dictionary", binding: .swift) { i, a, at throws(Diagnostic) in
            // `Dictionary(grouping: items) { $0.group }`: the elements by their key, keys in the
            // order they first appear (Swift's order is unspecified).
            if let source = a.take("grouping") {
                // `by:` a closure or a key path (`Dictionary(grouping: sessions, by: \.section)`).
                guard let elements = i.sequence(source.value), let by = a.take("by") ?? a.takeClosure() else {
                    throw i.error("expected Dictionary(grouping:by:) with a sequence and a closure", at: at)
                }
                let keyOf: (Value) throws(Diagnostic) -> Value
                switch by.value {
                case .closure(let c): keyOf = { e throws(Diagnostic) in try i.callValueClosure(c, [e], at: by.offset) }
                case .keyPath(let path): keyOf = { e throws(Diagnostic) in try i.follow(path, from: e, at: by.offset) }
                default: throw i.error("expected Dictionary(grouping:by:) with a sequence and a closure", at: at)
                }
                var groups: [(key: Value, value: Value)] = []
                for element in elements {
                    let key = try keyOf(element)
                    var found: Int?
                    for (index, g) in groups.enumerated() where try i.equal(g.key, key) {
                        found = index
                        break
                    }
                    if let index = found, case .array(let items) = groups[index].value {
                        groups[index].value = .array(items + [element])
                    } else {
                        groups.append((key, .array([element])))
                    }
                }
                return .dictionary(groups)
            }
            // `Dictionary(uniqueKeysWithValues: pairs)`.
            if let source = a.take("uniqueKeysWithValues") ?? a.takeUnlabeledValue() {
                guard let pairs = i.sequence(source.value) else {
                    throw i.error("expected a sequence of pairs, found \(source.value.kind)", at: source.offset)
                }
                a.takeAll()
                return .dictionary(
                    try pairs.map { p throws(Diagnostic) in
                        let parts = try i.tupleElements(p, count: 2, at: source.offset)
                        return (parts[0], parts[1])
                    })
            }
            return .dictionary([])
        },
        // `Alignment(horizontal: .trailing, vertical: .bottom)`.
        .init("Alignment", ["Alignment(horizontal:vertical:)"]) { i, a, at throws(Diagnostic) in
            guard let h = a.take("horizontal"), let v = a.take("vertical") else {
                throw i.error("expected Alignment(horizontal:vertical:)", at: at)
            }
            return .alignment(
                Alignment(
                    horizontal: try i.horizontal(h.value, at: h.offset), vertical: try i.vertical(v.value, at: v.offset)
                ))
        },
        // `VerticalAlignment(Checkmark.self)`, `HorizontalAlignment(OneThird.self)`: a custom
        // guide whose `AlignmentID` the files declare (SPEC §5's `alignmentGuide`).
        .init("VerticalAlignment", ["VerticalAlignment(_:)"]) { i, a, at throws(Diagnostic) in
            guard let id = a.takeUnlabeled() else { throw i.error("missing ID in call to 'VerticalAlignment'", at: at) }
            return .vertical(VerticalAlignment(try i.sourceAlignmentID(id.value, at: id.offset)))
        },
        .init("HorizontalAlignment", ["HorizontalAlignment(_:)"]) { i, a, at throws(Diagnostic) in
            guard let id = a.takeUnlabeled() else {
                throw i.error("missing ID in call to 'HorizontalAlignment'", at: at)
            }
            return .horizontal(HorizontalAlignment(try i.sourceAlignmentID(id.value, at: id.offset)))
        },
        .init("String", binding: .swift) { i, a, at throws(Diagnostic) in
            if a.isEmpty { return .string("") }
            // `String(contentsOf: url, encoding: .utf8)`, `String(data:encoding:)` (BundledData.swift).
            if let text = try i.stringFromData(&a, at: at) { return text }
            // `String(scalars.map { Character($0) })`: a sequence of characters, joined (an
            // array is no `LosslessStringConvertible`, so Swift reads it as characters only).
            if a.entries.count == 1, a.entries[0].label == nil, case .array(let items) = a.entries[0].value,
                case let characters = items.compactMap({ if case .string(let s) = $0 { s } else { nil } }),
                characters.count == items.count
            {
                a.takeAll()
                return .string(characters.joined())
            }
            // `String(repeating: "x", count: 3)`: bounded as a loop is.
            if let piece = a.take("repeating"), let count = a.take("count") {
                let text = try i.string(piece.value, at: piece.offset)
                let n = try i.int(count.value, at: count.offset)
                guard n >= 0 else {
                    throw i.error("negative count \(n) in String(repeating:count:)", at: count.offset, kind: .trap)
                }
                guard n * max(text.utf8.count, 1) <= Interpreter.maximumIterations else {
                    throw i.error(
                        "the string is longer than \(Interpreter.maximumIterations) bytes", at: at, kind: .limit)
                }
                return .string(String(repeating: text, count: n))
            }
            if let format = a.take("format") {
                // `String(format:_:...)` and `String(format:locale:arguments:)` (SwiftGen's `tr`):
                // each specifier filled by `StringFormat`, which checks it against its argument.
                var rest = a
                a.takeAll()
                _ = rest.take("locale")
                var values: [Value] = []
                if let list = rest.take("arguments"), case .array(let items) = list.value { values = items }
                while let e = rest.takeUnlabeled() { values.append(e.value) }
                let text = try i.string(format.value, at: format.offset)
                var arguments: [StringFormat.Argument] = []
                for v in values {
                    arguments.append(i.formatArgument(v, specifier: nil, shown: try i.describe(v, at: format.offset)).1)
                }
                return .string(StringFormat.string(text, arguments))
            }
            // `String(localized: "Key", table:, bundle:, comment:)`: the key looked up in the app's
            // strings (its interpolations make a format key, as for `Text`).
            if var localized = a.take("localized") {
                // `String(localized: .init(stringLiteral: key), bundle: .module)` (Pizza Helper's
                // `i18n` extensions): a resource of the key, looked up as a literal key is.
                if case .symbol("init", let arguments?, _) = localized.value, arguments.entries.count == 1,
                    ["stringLiteral", nil].contains(arguments.entries[0].label),
                    case .string = arguments.entries[0].value
                {
                    localized = arguments.entries[0]
                }
                // `String(localized: .settings(.title))`: a generated string member (XCStrings
                // Tool's, Xcode's).
                if case .symbol(let name, let arguments, _) = localized.value,
                    let text = i.catalogSymbolString(name, arguments: arguments)
                {
                    a.takeAll()
                    return .string(text)
                }
                let table = try a.take("table").map { e throws(Diagnostic) in try i.string(e.value, at: e.offset) }
                let defaultValue = a.take("defaultValue")
                let fallback = try defaultValue.map { e throws(Diagnostic) in try i.string(e.value, at: e.offset) }
                for label in ["bundle", "comment", "locale"] { _ = a.take(label) }
                // `String(localized: "settings.size", defaultValue: "Size (\(size)pt)")`: the key's
                // value ("Size (%@pt)") is filled with the default value's interpolations.
                if var localizable = localized.localizable, let values = defaultValue?.localizable?.arguments,
                    localizable.arguments.isEmpty, !values.isEmpty
                {
                    localizable.arguments = values
                    if let key = i.localizedKey(localizable, table: table) { return .string(key.key) }
                }
                if let localizable = localized.localizable, let key = i.localizedKey(localizable, table: table) {
                    return .string(key.key)
                }
                if case .string(let s) = localized.value, localized.localizable == nil,
                    let value = i.resources.localizedString(s, table: table)
                {
                    return .string(value)
                }
                if let fallback { return .string(fallback) }
                return .string(try i.describe(localized.value, at: localized.offset))
            }
            // `String(decoding: data, as: UTF8.self)`: the data's text.
            if let data = a.take("decoding") {
                _ = a.take("as")
                if case .foundation(let bytes as Data) = data.value {
                    return .string(String(decoding: bytes, as: UTF8.self))
                }
                return .stub("String(decoding:)")
            }
            for label in ["bundle", "comment", "table", "locale", "defaultValue"] { _ = a.take(label) }
            guard let e = a.takeUnlabeled() ?? a.take("localized") ?? a.take("describing") ?? a.take("reflecting")
            else {
                // An initializer a package the files do not hold adds (Arc Mini's `String(duration:
                // style:maximumUnits:)`, from LocoKit): a string made up, not a failed view,
                // shown by its first label (`duration`), the data it stands for.
                let labels = a.entries.compactMap(\.label)
                guard let first = labels.first else { throw i.error("missing argument in call to 'String'", at: at) }
                a.takeAll()
                let name = "String(" + labels.map { $0 + ":" }.joined() + ")"
                i.warn("'\(name)' is not an initializer the files or Plumb declare: using a stub", at: at, kind: .stub)
                return .stub(first)
            }
            return .string(try i.describe(e.value, at: e.offset))
        },
        .init("min", binding: .swift) { i, a, at throws(Diagnostic) in try i.fold(&a, at: at, Swift.min) },
        .init("max", binding: .swift) { i, a, at throws(Diagnostic) in try i.fold(&a, at: at, Swift.max) },
        .init("abs", binding: .swift) { i, a, at throws(Diagnostic) in try i.unary(&a, at: at, Swift.abs) },
        .init("round", binding: .swift) { i, a, at throws(Diagnostic) in try i.unary(&a, at: at) { $0.rounded() } },
        .init("floor", binding: .swift) { i, a, at throws(Diagnostic) in
            try i.unary(&a, at: at) { $0.rounded(.down) }
        },
        .init("ceil", binding: .swift) { i, a, at throws(Diagnostic) in try i.unary(&a, at: at) { $0.rounded(.up) } },
        .init("sqrt", binding: .swift) { i, a, at throws(Diagnostic) in try i.unary(&a, at: at) { $0.squareRoot() } },
        // `@State private var path = NavigationPath()`: the values pushed, read as an array
        // (its `count`, `isEmpty`, `append(_:)` and `removeLast(_:)` are an array's); a stack
        // lays out its root whatever its path holds.
        .init("NavigationPath", ["NavigationPath()", "NavigationPath(_:)"]) { _, a, _ throws(Diagnostic) in
            if case .array(let items)? = a.takeUnlabeled()?.value { return .array(items) }
            return .array([])
        },
        // `UUID()`: one identifier per place it is made (the same on every run: its last
        // digits are the place's offset); `UUID(uuidString:)`: that identifier, nil for text
        // that is not one, as Foundation answers.
        .init("UUID", binding: .swift) { i, a, at throws(Diagnostic) in
            if let text = a.take("uuidString") {
                let string = try i.describe(text.value, at: text.offset)
                return UUID(uuidString: string).map { .opaque($0.uuidString) } ?? Value.none
            }
            return .opaque(String(format: "00000000-0000-4000-8000-%012X", at))
        },
        .init("StrokeStyle", ["StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)"]) {
            i, a, at throws(Diagnostic) in
            // Every field, read where the style is used (``Interpreter/strokeStyle(_:at:)``).
            let all = a
            a.takeAll()
            return .symbol("init", arguments: all, at: at)
        },
        .init("AnyShapeStyle", ["AnyShapeStyle(_:)"]) { i, a, at throws(Diagnostic) in
            // A type-erased style: the style itself (a colour stays a colour).
            guard let e = a.takeUnlabeled() else { throw i.error("missing style in call to 'AnyShapeStyle'", at: at) }
            if case .color = e.value { return e.value }
            return .style(try i.paintStyle(e.value, at: e.offset))
        },
        .init("Angle", ["Angle(degrees:)", "Angle(radians:)", "Angle()"]) { _, a, at throws(Diagnostic) in
            // As `.degrees(x)` and `.radians(x)` read (``Interpreter/angle(_:at:)``).
            if let e = a.take("degrees") {
                return .symbol(
                    "degrees", arguments: Arguments([.init(label: nil, value: e.value, offset: e.offset)], at: at),
                    at: at)
            }
            if let e = a.take("radians") {
                return .symbol(
                    "radians", arguments: Arguments([.init(label: nil, value: e.value, offset: e.offset)], at: at),
                    at: at)
            }
            return .symbol("zero", arguments: nil, at: at)
        },
    ]

}

extension Interpreter {
    /// The guide an `AlignmentID` type of the files names (`Checkmark.self`): identified by
    /// the type, its default value its `static func defaultValue(in:)` run on the view's
    /// dimensions when the engine asks (a failure reported, and 0, as another closure run
    /// while laying out).
    func sourceAlignmentID(_ id: Value, at offset: Int) throws(Diagnostic) -> SourceAlignmentID {
        guard case .type(let name) = id, let type = types[name] else {
            throw error("expected an AlignmentID type of the files ('Name.self'), found \(id.kind)", at: offset)
        }
        guard let f = type.functions.first(where: { $0.name == "defaultValue" && $0.isStatic }) else {
            throw error("'\(name)' has no 'static func defaultValue(in:)'", at: offset)
        }
        return SourceAlignmentID(name: name) { dimensions in
            do throws(Diagnostic) {
                var args = Arguments([.init(label: "in", value: .dimensions(dimensions), offset: offset)], at: offset)
                return try self.cgFloat(try self.callFunction(f, on: .type(name), &args, at: offset), at: offset)
            } catch {
                self.reportLayoutError(error)
                return 0
            }
        }
    }
}
