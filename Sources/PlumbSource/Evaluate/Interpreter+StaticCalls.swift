import Foundation
import PlumbCore

// `Type.name(...)`: a static function or initializer the files declare, a library type's, or
// Foundation's; what the implicit member would be for the library's value types.
extension Interpreter {
    /// `Type.name(...)`: `Font.system(size:)`, `Font.custom(_:size:)`.
    func staticCall(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value
    {
        switch (type, name) {
        case ("Font", "system"), ("Font", "custom"):
            return .font(try fontFunction(name, &args, at: offset))
        // `UIFont.preferredFont(forTextStyle: .caption1).pointSize`: the style's font (its size
        // at the default Dynamic Type size, as a preview has it).
        // (A style Plumb cannot read, a stub of the app's own mapping, is the body's: a size of 0
        // would hide the text.)
        case ("UIFont", "preferredFont"):
            if let style = args.take("forTextStyle") {
                args.takeAll()
                guard let s = Interpreter.uiKitTextStyle(style.value) else {
                    warn(
                        "'\(sourceName(at: style.offset))' is not a text style Plumb knows: using .body",
                        at: style.offset, kind: .stub)
                    return .font(.system(.body))
                }
                return .font(.system(s))
            }
        // `UIFont.systemFont(ofSize: 20, weight: .bold)`, `.boldSystemFont(ofSize:)`,
        // `.monospacedSystemFont(ofSize:weight:)`: the system font of that size, as SwiftUI's
        // `Font.system(size:weight:design:)` makes it.
        case ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"), ("UIFont", "italicSystemFont"),
            ("UIFont", "monospacedSystemFont"), ("UIFont", "monospacedDigitSystemFont"):
            if let size = args.take("ofSize") {
                let weight =
                    try args.take("weight").map { e throws(Diagnostic) in try self.weight(e.value, at: e.offset) }
                    ?? (name == "boldSystemFont" ? .bold : nil)
                args.takeAll()
                let points = try cgFloat(size.value, at: size.offset)
                let font = Font.system(
                    size: points, weight: weight, design: name == "monospacedSystemFont" ? .monospaced : nil)
                return .font(name == "italicSystemFont" ? font.italic() : font)
            }
        // `DispatchQueue.global(qos:)`, `Timer.scheduledTimer(...) { ... }`: queues and timers
        // whose work comes after the first frame; `Timer.publish(every:on:in:)` a publisher.
        case ("DispatchQueue", _), ("Timer", "scheduledTimer"):
            args.takeAll()
            return .opaque(type + "." + name)
        case ("Timer", "publish"):
            args.takeAll()
            return .opaque("publisher")
        // `try await Task.sleep(for: .seconds(0.35))` before an animation starts: the picture is
        // the state after the wait (no clock runs), so the wait is over at once.
        case ("Task", "sleep"), ("Task", "yield"):
            args.takeAll()
            return .void
        // `await MainActor.run { isLoading = false }` (sing-box's settings after loading them):
        // work on the main actor, the one thread a picture has, runs now; its value is the call's.
        case ("MainActor", "run"):
            _ = args.take("resultType")
            guard let work = args.take("body") ?? args.takeClosure(), case .closure(let c) = work.value else { break }
            args.takeAll()
            return try callValueClosure(c, [], at: offset)
        // `let _ = Self._printChanges()`: SwiftUI's debugging aid, a line on the console
        // about why the body ran; nothing to draw.
        case (_, "_printChanges"), (_, "_logChanges"):
            args.takeAll()
            return .void
        // `Int.random(in: 1..<10)`, `Double.random(in: 0...1)`, `Bool.random()`: numbers from a
        // generator with a fixed seed (SeededRandom), so mock data varies as the app's does
        // and a rendering is still the same every time.
        case (_, "random") where types[type] == nil && (Interpreter.numberTypeNames.contains(type) || type == "Bool"):
            let range = args.take("in")?.value
            args.takeAll()
            if type == "Bool" { return .bool(random.next() & 1 == 1) }
            let floating: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float32", "Float64", "Decimal"]
            let integer = !floating.contains(type)
            var bounds: (Double, Double)
            switch range {
            case .range(let lower, let upper, _)?:
                if integer { return .int(random.integer(in: lower, upper)) }
                bounds = (Double(lower), Double(upper))
            case .opaque(let text)?:
                // A range of floating-point numbers, kept as its text (`0.5...1.0`).
                let parts = text.components(separatedBy: "..").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: ".<"))
                }
                bounds = (parts.first.flatMap(Double.init) ?? 0, parts.last.flatMap(Double.init) ?? 1)
            default: bounds = (0, 1)
            }
            if integer { return .int(random.integer(in: Int(bounds.0), Int(bounds.1) + 1)) }
            return .float(bounds.0 + random.unit() * (bounds.1 - bounds.0))
        // A Core Data class's entity description (`FetchRequest<CKey>(entity: CKey.entity(),
        // ...)`), inherited from NSManagedObject: a value only the fetch it names reads.
        case (_, "entity") where types[type]?.conformances.first == "NSManagedObject":
            args.takeAll()
            return .opaque(type + ".entity()")
        default:
            break
        }
        // `Color.init("B3_A")`, `Model.init(id:)`: a call of the type itself, whose
        // initializers (written, an extension's, the library's) `callName` chooses among.
        // (The type's call checks its own arguments: `Stat.init(count: 3)` of a memberwise
        // initializer leaves none for the member call to find extra.)
        if name == "init" {
            let value = try callName(type, &args, in: globals, at: offset)
            args.takeAll()
            return value
        }
        if let user = types[type] ?? builtinExtensions[type] {
            if let f = overload(staticFunctions(named: name, of: user), args) {
                return try callFunction(f, on: .type(type), &args, at: offset)
            }
            // `ImageName.defaultSystemName(.close)` of `static var defaultSystemName: (Self) ->
            // String { { switch $0 { ... } } }` (Passepartout): the closure the static holds, called.
            if user.properties.contains(where: { $0.name == name && $0.isStatic }),
                case .closure(let c)? = try userMember(user, name, nil, at: offset)
            {
                let result = try callClosure(c, args, at: offset)
                args.takeAll()
                return result
            }
            if let v = try userMember(user, name, args, at: offset) {
                args.takeAll()
                return v
            }
        }
        if let make = Interpreter.valueConstructors[type + "." + name] { return try make(self, &args, offset) }
        if let v = try foundationStaticCall(type, name, &args, at: offset) { return v }
        // `Color.init(...)`-style and unknown statics: what the implicit member would be.
        let symbol = Value.symbol(name, arguments: args, at: offset)
        args.takeAll()
        switch type {
        case "Color", "ShapeStyle": return .color(try color(symbol, at: offset))
        case "Font": return .font(try font(symbol, at: offset))
        // `Animation.spring(response: 0.3)`: `.spring(response: 0.3)`.
        case _ where types[type] == nil && Interpreter.implicitMemberTypes.contains(type): return symbol
        default:
            if types[type] == nil { return .stub(type + "." + name + "(...)") }
            // A function the files do not declare, of a type they do: Xcode built the call, so
            // it is declared where Plumb cannot read it. Photo Club Hub's
            // `Photographer.findCreateUpdate(...)` is in an extension of a Core Data entity in a
            // remote package; Passepartout's `Profile.Builder(id:)` names a package's top-level
            // `Profile`, not the `Strings.Profile` the files nest. A stub, as for any value from
            // outside the files, never a stop.
            warn("'\(type).\(name)' is not a member Plumb knows: using a stub", at: offset, kind: .stub)
            return .stub(type + "." + name + "(...)")
        }
    }
}
