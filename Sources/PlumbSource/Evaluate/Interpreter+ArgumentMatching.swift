import Foundation
import PlumbCore

// Arguments fitted to parameters, as Swift's overload resolution reads them: whether a value is
// of a declared type (a number, a string, a colour, a user type's instance, an implicit member of
// an enum), which arguments a function's parameters take, and which types are functions.

extension Interpreter {
    /// Whether a value is of a parameter's type, where the value says: `nil` when it cannot
    /// tell (a stub, a closure, a type Plumb does not declare).
    func argumentFits(_ value: Value, _ type: TypeName) -> Bool? {
        var name = type.text.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        // `typealias Unit = CoveCore.BitcoinUnit`: the type the alias names, its module left out.
        for _ in 0..<4 {
            guard types[name] == nil, let aliased = typeAliases[name]?.base else { break }
            name = aliased
            if types[name] == nil, let dot = name.lastIndex(of: "."),
                types[String(name[name.index(after: dot)...])] != nil
            {
                name = String(name[name.index(after: dot)...])
            }
        }
        let declared = types[name] != nil
        switch value {
        case .instance(let i):
            guard declared || Interpreter.numberTypeNames.contains(name) || name == "String" else { return nil }
            return i.type.name == name || i.type.conformances.contains(name)
        case .enumCase(let e):
            guard declared else { return nil }
            return e.type.name == name || e.type.conformances.contains(name)
        case .string:
            return declared ? types[name]?.kind == .protocolType : Interpreter.takesString(type)
        case .number:
            if declared { return types[name]?.kind == .protocolType }
            return Interpreter.numberTypeNames.contains(name) ? true : nil
        case .foundation(let r as ComparableRange):
            if declared { return false }
            return Interpreter.rangeFits(closed: r.closed, oneSided: r.lower == nil || r.upper == nil, name)
        case .foundation(let f):
            if declared { return false }
            return Interpreter.foundationTypeNames.contains(name) ? Interpreter.foundationTypeName(of: f) == name : nil
        case .color:
            // `init(light: String, dark: String?)` beside `init(light: PlatformColor, dark:
            // PlatformColor?)`: a colour is of the colour types, never of a string or number.
            if declared { return types[name]?.kind == .protocolType ? nil : false }
            if Interpreter.colorTypeNames.contains(name) { return true }
            return Interpreter.scalarTypeNames.contains(name) ? false : nil
        case .symbol(let s, _, _):
            // `CGFloat(.mediumSpacing)` beside `init(_: Dimension)` and `init(_: FontSizeEnum)`:
            // an implicit member is of the type that declares it (a case or a static member).
            guard declared, let decl = types[name], decl.kind != .protocolType else { return nil }
            let member = String(s.prefix(while: { $0 != "." }))
            if member == "init" || decl.cases.contains(where: { $0.name == member }) { return true }
            if decl.properties.contains(where: { $0.isStatic && $0.name == member }) { return true }
            return decl.functions.contains(where: { $0.isStatic && $0.name == member })
        // `clamped(to: 0...1)` beside `clamped(to: Range<Self>)` (miataru's QRCode): a closed
        // range is a `ClosedRange`, a half-open one a `Range`, neither a partial range.
        case .range(_, _, let closed):
            return Interpreter.rangeFits(closed: closed, oneSided: false, name)
        case .bool, .array, .dictionary, .views, .text, .image, .font, .closure:
            // Whatever else they are, they are no string, number or colour.
            return Interpreter.scalarTypeNames.contains(name) || Interpreter.colorTypeNames.contains(name) ? false : nil
        default:
            return nil
        }
    }

    /// Whether a range is of the range type `name`: a closed one of `ClosedRange`, a half-open
    /// one of `Range`, a one-sided one of a `PartialRange...` (`clamped(to: 0...1)` beside
    /// `clamped(to: Range<Self>)`: miataru's QRCode); no range is a string, number or colour.
    static func rangeFits(closed: Bool, oneSided: Bool, _ name: String) -> Bool? {
        if name.hasPrefix("PartialRange") { return oneSided }
        if name.hasPrefix("ClosedRange") { return closed && !oneSided }
        if name.hasPrefix("Range") { return !closed && !oneSided }
        return scalarTypeNames.contains(name) || colorTypeNames.contains(name) ? false : nil
    }

    /// The library's colour types, which a colour value is of.
    static let colorTypeNames: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]

    /// Strings and numbers: the types no colour, view, collection or closure is of.
    static let scalarTypeNames: Set<String> = numberTypeNames.union(["String", "Substring", "Character"])

    /// Swift's number types, which a number literal or value is of.
    static let numberTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "TimeInterval", "Float32", "Float64", "Decimal",
    ]

    /// Whether a call's arguments fit `f`'s parameters, one of them a value of a type the files
    /// declare that its parameter names: what sets an app's overload apart from the library's
    /// of the same labels.
    func takesDeclaredType(_ f: FunctionDecl, _ arguments: Arguments) -> Bool {
        guard let match = argumentMatch(f, arguments) else { return false }
        return zip(f.parameters, match).contains { parameter, indices in
            types[Interpreter.unwrappedText(parameter.type)] != nil
                && indices.contains { argumentFits(arguments.entries[$0].value, parameter.type) == true }
        }
    }

    /// Whether an `extension View` modifier `name` takes these arguments by a type of the files.
    func hasDeclaredTypeOverload(_ name: String, _ arguments: Arguments) -> Bool {
        viewExtensionOverloads[name]?.contains { takesDeclaredType($0, arguments) } ?? false
    }

    /// Whether a call's arguments fit `f`'s parameters.
    func accepts(_ f: FunctionDecl, _ arguments: Arguments) -> Bool { argumentMatch(f, arguments) != nil }

    /// Which arguments each parameter of `f` takes (their indices; none for one left to its
    /// default), or `nil` when the arguments do not fit `f`.
    func argumentMatch(_ f: FunctionDecl, _ arguments: Arguments) -> [[Int]]? {
        let labels = arguments.entries.map(\.label)
        let closures = arguments.entries.map(\.value.isClosure)
        let parameters = f.parameters
        var match: [[Int]] = Array(repeating: [], count: parameters.count)
        // Matches parameters from `p` on against arguments from `i` on. An unlabelled trailing
        // closure is matched forward as SE-0286 does: it may go to a closure parameter with a
        // default, or skip it for a later one (`init(onAction: (() -> Void)? = nil, overlay:
        // () -> Overlay, menu: ...)` called `Thumb(id:) { } menu: { }` gives `overlay` the
        // closure, where taking `onAction` would leave `overlay` without one).
        func fits(_ p: Int, _ i: Int) -> Bool {
            guard p < parameters.count else { return i == labels.count }
            let parameter = parameters[p]
            match[p] = []
            // A trailing closure is unlabelled whatever its parameter's label; only closures,
            // labelled ones, may follow it (`Card { } footer: { }`).
            let trailing =
                i < labels.count && labels[i] == nil && closures[i] && isFunctionType(parameter.type)
                && closures[i...].allSatisfy { $0 }
            if i < labels.count && (labels[i] == parameter.label || trailing) {
                guard takes(parameter, i) else { return false }
                var next = i + 1
                if parameter.isVariadic { while next < labels.count && labels[next] == nil { next += 1 } }
                match[p] = Array(i..<next)
                if fits(p + 1, next) { return true }
                // A parameter with a default may let the closure go on to a later one.
                match[p] = []
                return trailing && parameter.defaultValue != nil && fits(p + 1, i)
            }
            if parameter.defaultValue != nil
                || (isFunctionType(parameter.type) && parameter.label == nil && i == labels.count)
            {
                return fits(p + 1, i)
            }
            return false
        }
        // Whether argument `i` can be the value of `parameter`.
        func takes(_ parameter: FunctionDecl.Parameter, _ i: Int) -> Bool {
            // A string literal does not fit a parameter of another named type
            // (`Text("")` is not `init(_ s: NSAttributedString)`, which would call itself).
            if case .string = arguments.entries[i].value, !Interpreter.takesString(parameter.type) { return false }
            // Nor does a string, number or truth value fit a function, unless an autoclosure
            // makes one of it (MBTA's `SheetHeader(title: "short", ...)` is the extension's
            // `init(title: String, ...)`, not the `@ViewBuilder title: () -> Title` one).
            switch arguments.entries[i].value {
            case .string, .number, .bool:
                if !parameter.isAutoclosure, isFunctionType(parameter.type) { return false }
            default: break
            }
            // Nor does a closure fit a key path (`filter { ... }` is the library's, not
            // an extension's `filter(_ keyPath: KeyPath<Element, Bool>)` calling it).
            if closures[i], parameter.type.base.split(separator: "<").first?.hasSuffix("KeyPath") == true {
                return false
            }
            // Nor a value type no closure is (`filter { ... }` inside Harbour's `extension
            // [Container] { func filter(_ query: String) -> Self }` is the library's).
            if closures[i], Interpreter.takesNoClosure(parameter.type) { return false }
            // Nor an enum, struct or class of the files (`self.init(name, inForm: inForm) { Text(title) }`
            // is not `init(_ title: String, inForm:, _ name: ImageName)` again: Passepartout's
            // ThemeImageLabel), unless a type alias makes it a function.
            if closures[i], !isFunctionType(parameter.type),
                let declared = types[Interpreter.unwrappedText(parameter.type)], declared.kind != .protocolType
            {
                return false
            }
            return true
        }
        return fits(0, 0) ? match : nil
    }

    /// Whether `type` is a function type, written out or through type aliases, generic ones
    /// included (`typealias DrawBlock = (CGPath, CGPoint) -> Void`; `var action: VoidCallback?`;
    /// `GenericCallback<VoidCallback>`), so a closure, trailing too, is its argument.
    func isFunctionType(_ type: TypeName?) -> Bool {
        guard var text = type?.text else { return false }
        for _ in 0..<8 {
            if text.contains("->") { return true }
            let base = TypeName(text: text).base
            let name = String(base.prefix(while: { $0 != "<" }))
            guard let aliased = typeAliases[name] else {
                // A type's own alias (`class Grid { typealias DrawBlock = (...) -> Void }`).
                if nestedFunctionAliases.count != types.count {
                    var names: Set<String> = []
                    for t in types.values {
                        for alias in t.typeAliases where alias.type.text.contains("->") { names.insert(alias.name) }
                    }
                    nestedFunctionAliases = (types.count, names)
                }
                return nestedFunctionAliases.names.contains(name)
            }
            text = aliased.text
        }
        return false
    }

    /// Whether a parameter of `type` can take a string literal: any but the library types
    /// that no string literal makes (`NSAttributedString`, `Int`, `URL`...) and collections
    /// (`[String]`: RIA DigiDoc's `formatName(_: [String])` beside `formatName(_: String)`),
    /// optional or not.
    static func takesString(_ type: TypeName) -> Bool {
        let text = unwrappedText(type)
        if text.hasPrefix("["), text.hasSuffix("]") { return false }
        if ["Array<", "Set<", "Dictionary<"].contains(where: { text.hasPrefix($0) }) { return false }
        return !nonStringTypes.contains(text)
    }

    /// `type` as written, without its optional marks (`Int?` and `Int!` are `Int`).
    static func unwrappedText(_ type: TypeName) -> String {
        var text = type.text.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }

    /// Whether a parameter of `type` cannot take a closure: a string, a number, another library
    /// value type no closure is, or an array or dictionary, optional or not.
    static func takesNoClosure(_ type: TypeName) -> Bool {
        let text = unwrappedText(type)
        if text.hasPrefix("["), text.hasSuffix("]") { return true }
        return nonStringTypes.contains(text)
            || ["String", "Substring", "Character", "LocalizedStringKey"].contains(text)
    }

    static let nonStringTypes: Set<String> = [
        "NSAttributedString", "NSMutableAttributedString", "AttributedString", "Int", "Double", "CGFloat", "Float",
        "Bool", "Date", "URL", "UUID", "Data", "Color", "UIColor", "NSColor", "UIFont", "NSFont", "UIImage", "NSImage",
        "Font", "Image", "NSNumber", "Decimal", "TimeInterval",
    ]
}
