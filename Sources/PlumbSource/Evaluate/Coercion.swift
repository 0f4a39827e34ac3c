import Foundation
import PlumbCore

/// Conversions from values to the Swift types views and modifiers take, resolving implicit
/// members (`.leading`, `.red`, `.system(size: 10)`) against the type the context expects.
extension Interpreter {
    /// The static constants of `CGFloat`, `Double` and `Float`, by name (`.infinity`, `.nan`).
    static let floatConstants: [String: CGFloat] = [
        "infinity": .infinity, "pi": .pi, "zero": 0, "nan": .nan, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
        "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude,
        "ulpOfOne": .ulpOfOne,
    ]

    /// Whether `v` is a number where a `CGFloat` is expected: a literal, or an implicit
    /// member such as `.infinity`.
    static func isNumber(_ v: Value) -> Bool {
        switch v {
        case .number: return true
        case .symbol(let name, nil, _): return floatConstants[name] != nil
        default: return false
        }
    }

    func cgFloat(_ v: Value, at offset: Int) throws(Diagnostic) -> CGFloat {
        switch v {
        case .number(let d, _): return CGFloat(d)
        case .symbol(let name, nil, _) where Interpreter.floatConstants[name] != nil:
            return Interpreter.floatConstants[name]!
        case .stub: return 0
        // Foundation's `NSNumber` where a number is wanted (`Int(truncating: n)`).
        case .foundation(let n as NSNumber): return CGFloat(n.doubleValue)
        case .symbol(let name, let arguments, let at):
            // `.grid(2)`, `.spacing`: a static an extension adds to `CGFloat` (or `Double`).
            for type in Interpreter.numberExtensionTypes {
                guard let ext = builtinExtensions[type], let value = try userMember(ext, name, arguments, at: at)
                else { continue }
                return try cgFloat(value, at: offset)
            }
            throw error("expected a number, found \(v.kind)", at: offset)
        default: throw error("expected a number, found \(v.kind)", at: offset)
        }
    }

    /// A number that may be nil (`VStack(spacing:)`): a design token no file defines
    /// (`spacing: .m` of a package not on disk) is nil, the library's default.
    func optionalCGFloat(_ v: Value, at offset: Int) throws(Diagnostic) -> CGFloat? {
        if case .none = v { return nil }
        if case .symbol(let name, nil, let at) = v, isUnknownNumberToken(v) {
            warnUnknownNumberToken(name, at: at, reading: "the default")
            return nil
        }
        return try cgFloat(v, at: offset)
    }

    /// Whether `v` is an implicit member with no arguments that no file and no library type
    /// defines as a number (`.m`, `.spacingLarge`).
    func isUnknownNumberToken(_ v: Value) -> Bool {
        guard case .symbol(let name, nil, _) = v, Interpreter.floatConstants[name] == nil,
            name.first?.isLetter == true
        else { return false }
        return !Interpreter.numberExtensionTypes.contains { type in
            guard let ext = builtinExtensions[type] else { return false }
            return ext.properties.contains { $0.name == name } || ext.functions.contains { $0.name == name }
        }
    }

    /// The library types whose extensions' statics are numbers an implicit member names
    /// (`.grid(2)`, `.spacing` where a `CGFloat` is expected).
    static let numberExtensionTypes = ["CGFloat", "Double"]

    /// The warning for a number token no file defines, with what it reads as.
    func warnUnknownNumberToken(_ name: String, at offset: Int, reading: String) {
        warn(
            "'.\(name)' is not a number the files read define (a package's constant?): using a stub (\(reading))",
            at: offset, kind: .stub)
    }

    func double(_ v: Value, at offset: Int) throws(Diagnostic) -> Double { Double(try cgFloat(v, at: offset)) }

    func int(_ v: Value, at offset: Int) throws(Diagnostic) -> Int {
        if case .number(let d, let i) = v {
            if let i { return i }
            if d == d.rounded(.towardZero) && abs(d) < 1e15 { return Int(d) }
        }
        if case .stub = v { return 0 }
        throw error("expected an integer, found \(v.kind)", at: offset)
    }

    func bool(_ v: Value, at offset: Int) throws(Diagnostic) -> Bool {
        if case .bool(let b) = v { return b }
        if case .stub = v { return false }
        throw error("expected a Bool, found \(v.kind)", at: offset)
    }

    func string(_ v: Value, at offset: Int) throws(Diagnostic) -> String {
        if case .string(let s) = v { return s }
        if case .stub(let text) = v { return text }
        if case .foundation(let sub as Substring) = v { return String(sub) }
        // `Label(.settingsContactUsTitle, systemImage: ...)`: Xcode's generated symbol of a
        // string catalog key, where a title is expected.
        if case .symbol(let name, let arguments, _) = v, let text = catalogSymbolString(name, arguments: arguments) {
            return text
        }
        throw error("expected a string, found \(v.kind)", at: offset)
    }

    /// A closure argument.
    func closure(_ v: Value, at offset: Int) throws(Diagnostic) -> ClosureValue {
        if case .closure(let c) = v { return c }
        throw error("expected a closure, found \(v.kind)", at: offset)
    }

    // MARK: Views

    /// The views a value stands for (a builder statement's contribution).
    func viewList(_ v: Value, at offset: Int) throws(Diagnostic) -> [AnyView] {
        switch v {
        case .views(let views): return views
        case .instance(let instance) where isLayout(instance.type):
            return [layoutView(instance.type, v, content: [], at: offset)]
        case .instance(let instance) where instance.isView:
            // A view that reads the environment is built where the engine resolves it.
            if readsEnvironment(instance.type) { return [environmentReadingView(instance, at: offset)] }
            return try bodyViews(of: instance, at: offset)
        case .text, .image, .shape, .path, .color, .style: return [try view(v, at: offset)]
        case .enumCase(let e) where e.type.isView:
            // An enum that is a view (`extension FeatureImage: View { var body ... }`).
            guard let body = e.type.properties.first(where: { $0.name == "body" && $0.body != nil }) else {
                return [PlaceholderView.make(e.type.name, reason: "'\(e.type.name)' has no body in the files read")]
            }
            return try viewList(try computedProperty(body, of: v, at: offset), at: offset)
        case .instance(let instance) where instance.type.isShape:
            return [AnyView(try interpretedShape(instance, at: offset))]
        case .stub(let text) where stubText(text) != nil:
            let (name, content) = stubText(text)!
            return [
                PlaceholderView.container(
                    name, content: [AnyView(Text(verbatim: content))],
                    reason: "'\(name)' is not in the files read: its text is drawn in a labelled frame")
            ]
        case .stub(let text):
            // A call's stub is labelled by what was called: `KFImage` for `KFImage(...).resizable(...)`.
            let label = text.contains("(...)") ? String(text[..<text.range(of: "(...)")!.lowerBound]) : text
            return [PlaceholderView.make(label, reason: "'\(label)' is not in the files read")]
        case .void, .none:
            return []
        case .foundation(let f as KingfisherImage):
            return kingfisherViews(f)
        default: throw error("expected a view, found \(v.kind)", at: offset)
        }
    }

    /// One view for a value: several views become a list that modifiers apply to one by one.
    func view(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyView {
        switch v {
        case .text(let t): return AnyView(t)
        case .image(let i): return AnyView(i)
        case .shape(let s): return AnyView(s)
        case .path(let p): return AnyView(p)
        // Colours and styles become views here, not through a constructor call: count them.
        case .color(let c):
            try countView(at: offset)
            return AnyView(c)
        case .style(let s):
            try countView(at: offset)
            return Interpreter.styleView(s)
        default: return list(try viewList(v, at: offset))
        }
    }

    /// The unknown view given a string that a stub's text begins with (`Markdown("*Hi*")`,
    /// with the members called on it after).
    func stubText(_ text: String) -> (name: String, content: String)? {
        if let exact = stubTexts[text] { return exact }
        guard text.contains("(\"") else { return nil }
        return stubTexts.first { text.hasPrefix($0.key + ".") }?.value
    }

    /// Several views as one: their elements become the children of the enclosing container.
    func list(_ views: [AnyView]) -> AnyView {
        if views.count == 1 { return views[0] }
        return AnyView(_ViewList(views))
    }

    /// Views from a builder closure (a container's content), with `parameters` bound.
    func builderViews(_ v: Value, at offset: Int, binding parameters: [Value] = []) throws(Diagnostic) -> [AnyView] {
        let c = try closure(v, at: offset)
        let scope = try bind(c, parameters, at: offset)
        return try nested(at: offset) { () throws(Diagnostic) in try evaluateBuilder(c.closure.body, in: scope) }
    }

    /// A closure's scope with its parameters (or `$0`, `$1`...) bound to `values`.
    func bind(_ c: ClosureValue, _ values: [Value], at offset: Int) throws(Diagnostic) -> Scope {
        let scope = Scope(parent: c.scope)
        let names = c.closure.parameters
        // `{ index, item in }` given one `(offset, element)` pair: Swift destructures it.
        if names.count > 1, values.count == 1, case .tuple(let elements) = values[0], elements.count == names.count {
            return try bind(c, elements.map(\.value), at: offset)
        }
        // A stub element (of a stub dictionary, `{ key, value in }`): each name a stub of its own.
        if names.count > 1, values.count == 1, case .stub(let text) = values[0] {
            return try bind(c, names.map { .stub(text + "." + $0) }, at: offset)
        }
        if !names.isEmpty && names.count != values.count {
            throw error(
                "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s"), but \(values.count) \(values.count == 1 ? "is" : "are") passed",
                at: c.closure.offset)
        }
        for (i, value) in values.enumerated() {
            if names.isEmpty {
                scope.bind("$\(i)", value)
            } else if names[i].hasPrefix("$") {
                // `{ $item in ... }`: a binding parameter; `item` and `$item` both read its value.
                scope.bind(names[i], value)
                scope.bind(String(names[i].dropFirst()), value)
            } else if names[i] != "_" {
                scope.bind(names[i], value)
            }
        }
        return scope
    }

    /// Calls a closure that returns a value.
    func callValueClosure(_ c: ClosureValue, _ values: [Value], at offset: Int) throws(Diagnostic) -> Value {
        let scope = try bind(c, values, at: offset)
        return try nested(at: offset) { () throws(Diagnostic) in
            c.isViewBuilder
                ? .views(try evaluateBuilder(c.closure.body, in: scope))
                : try evaluateValue(c.closure.body, in: scope, at: c.closure.offset)
        }
    }

    // MARK: Implicit members

    /// What `.name` (with `arguments`, if it was called) means where a value like `like` is expected.
    func resolveSymbol(_ name: String, _ arguments: Arguments?, like: Value, at offset: Int) throws(Diagnostic) -> Value
    {
        switch like {
        case .color: return .color(try color(.symbol(name, arguments: arguments, at: offset), at: offset))
        case .font: return .font(try font(.symbol(name, arguments: arguments, at: offset), at: offset))
        case .horizontal: return .horizontal(try horizontal(.symbol(name, arguments: nil, at: offset), at: offset))
        case .vertical: return .vertical(try vertical(.symbol(name, arguments: nil, at: offset), at: offset))
        case .alignment: return .alignment(try alignment(.symbol(name, arguments: nil, at: offset), at: offset))
        case .edges: return .edges(try edges(.symbol(name, arguments: nil, at: offset), at: offset))
        case .axis: return .axis(try axis(.symbol(name, arguments: nil, at: offset), at: offset))
        default: return .symbol(name, arguments: arguments, at: offset)
        }
    }

    func symbolName(_ v: Value) -> (String, Arguments?, Int)? {
        if case .symbol(let name, let args, let at) = v { return (name, args, at) }
        return nil
    }

    static let namedColors: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    func color(_ v: Value, at offset: Int) throws(Diagnostic) -> Color {
        switch v {
        case .color(let c): return c
        case .symbol(let name, nil, let at):
            if let c = Interpreter.namedColors[name] { return c }
            if ["tertiary", "quaternary", "foreground", "background", "tint"].contains(name) {
                return name == "background" ? .white : .primary
            }
            if let c = try extensionColor(name, at: at) { return c }
            warn("unknown colour '.\(name)': drawn grey", at: at)
            return .gray
        case .stub: return .gray
        default: throw error("expected a colour, found \(v.kind)", at: offset)
        }
    }

    static let textStyles: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]

    func font(_ v: Value, at offset: Int) throws(Diagnostic) -> Font {
        switch v {
        case .font(let f): return f
        case .stub: return .body
        case .symbol(let name, let args, let at):
            if args == nil, let f = Interpreter.textStyles[name] { return f }
            // `extension Font { static var tag: Font { .system(size: 10) } }`: the value, read as
            // a font (its body's `.system(...)` is an implicit member until it is).
            if args == nil, let v = try extensionStatic("Font", name, at: at) {
                if case .font(let f) = v { return f }
                if case .symbol(let inner, _, _) = v, inner != name { return try font(v, at: at) }
            }
            guard var args else {
                warn("unknown font '.\(name)': using .body", at: at)
                return .body
            }
            // `extension Font { static func matter(_ style: TextStyle = .body) -> Font }`: the
            // app's function, called (`.font(.matter(.caption))`).
            if let ext = builtinExtensions["Font"], ext.functions.contains(where: { $0.name == name && $0.isStatic }),
                let v = try userMember(ext, name, args, at: at)
            {
                return try font(v, at: at)
            }
            return try fontFunction(name, &args, at: at)
        default: throw error("expected a font, found \(v.kind)", at: offset)
        }
    }

    /// `Font.system(size:weight:design:)`, `.system(_:design:weight:)`, `.custom(_:size:)`.
    func fontFunction(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Font {
        var result: Font
        switch name {
        case "system":
            let weight = try args.take("weight").map { e throws(Diagnostic) in try self.weight(e.value, at: e.offset) }
            let design = try args.take("design").map { e throws(Diagnostic) in try self.design(e.value, at: e.offset) }
            if let size = args.take("size") {
                result = .system(size: try cgFloat(size.value, at: size.offset), weight: weight, design: design)
            } else if let style = args.takeUnlabeled() {
                guard let s = try font(style.value, at: style.offset).textStyle else {
                    throw error("expected a text style", at: style.offset)
                }
                result = .system(s, design: design, weight: weight)
            } else {
                throw error("missing argument 'size:' in call to 'system'", at: offset)
            }
        case "custom":
            guard let family = args.takeUnlabeled() else {
                throw error("missing font name in call to 'custom'", at: offset)
            }
            let familyName = try string(family.value, at: family.offset)
            if let size = args.take("size") {
                if let relative = args.take("relativeTo") {
                    guard let s = try font(relative.value, at: relative.offset).textStyle else {
                        throw error("expected a text style", at: relative.offset)
                    }
                    result = .custom(familyName, size: try cgFloat(size.value, at: size.offset), relativeTo: s)
                } else {
                    result = .custom(familyName, size: try cgFloat(size.value, at: size.offset))
                }
            } else if let fixed = args.take("fixedSize") {
                result = .custom(familyName, fixedSize: try cgFloat(fixed.value, at: fixed.offset))
            } else {
                throw error("missing argument 'size:' in call to 'custom'", at: offset)
            }
        default:
            throw error("unknown font function '.\(name)'", at: offset)
        }
        try args.finish(name, in: file)
        return result
    }

    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    func weight(_ v: Value, at offset: Int) throws(Diagnostic) -> Font.Weight {
        if case .symbol(let name, nil, let at) = v {
            guard let w = Interpreter.weights[name] else { throw error("unknown font weight '.\(name)'", at: at) }
            return w
        }
        throw error("expected a font weight, found \(v.kind)", at: offset)
    }

    func design(_ v: Value, at offset: Int) throws(Diagnostic) -> Font.Design {
        switch symbolName(v)?.0 {
        case "default"?: return .default
        case "serif"?: return .serif
        case "rounded"?: return .rounded
        case "monospaced"?: return .monospaced
        default: throw error("expected a font design, found \(v.kind)", at: offset)
        }
    }

    func horizontal(_ v: Value, at offset: Int) throws(Diagnostic) -> HorizontalAlignment {
        switch v {
        case .horizontal(let h): return h
        case .symbol(let name, nil, let at):
            switch name {
            case "leading": return .leading
            case "center": return .center
            case "trailing": return .trailing
            case "listRowSeparatorLeading": return .listRowSeparatorLeading
            case "listRowSeparatorTrailing": return .listRowSeparatorTrailing
            default: throw error("unknown horizontal alignment '.\(name)'", at: at)
            }
        default: throw error("expected a horizontal alignment, found \(v.kind)", at: offset)
        }
    }

    func vertical(_ v: Value, at offset: Int) throws(Diagnostic) -> VerticalAlignment {
        switch v {
        case .vertical(let a): return a
        case .symbol(let name, nil, let at):
            switch name {
            case "top": return .top
            case "center": return .center
            case "bottom": return .bottom
            case "firstTextBaseline": return .firstTextBaseline
            case "lastTextBaseline": return .lastTextBaseline
            default: throw error("unknown vertical alignment '.\(name)'", at: at)
            }
        default: throw error("expected a vertical alignment, found \(v.kind)", at: offset)
        }
    }

    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]

    func alignment(_ v: Value, at offset: Int) throws(Diagnostic) -> Alignment {
        switch v {
        case .alignment(let a): return a
        case .symbol(let name, nil, let at):
            guard let a = Interpreter.alignments[name] else { throw error("unknown alignment '.\(name)'", at: at) }
            return a
        default: throw error("expected an alignment, found \(v.kind)", at: offset)
        }
    }

    static let edgeSets: [String: Edge.Set] = [
        "all": .all, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical,
    ]

    func edges(_ v: Value, at offset: Int) throws(Diagnostic) -> Edge.Set {
        switch v {
        case .edges(let e): return e
        case .symbol(let name, nil, let at):
            guard let e = Interpreter.edgeSets[name] else { throw error("unknown edge set '.\(name)'", at: at) }
            return e
        case .array(let items):
            var set: Edge.Set = []
            for item in items { set.formUnion(try edges(item, at: offset)) }
            return set
        default: throw error("expected edges, found \(v.kind)", at: offset)
        }
    }

    func axis(_ v: Value, at offset: Int) throws(Diagnostic) -> Axis {
        switch v {
        case .axis(let a): return a
        case .symbol("horizontal", nil, _): return .horizontal
        case .symbol("vertical", nil, _): return .vertical
        default: throw error("expected an axis, found \(v.kind)", at: offset)
        }
    }

    func axes(_ v: Value, at offset: Int) throws(Diagnostic) -> Axis.Set {
        switch v {
        case .axes(let a): return a
        case .array(let items):
            var set: Axis.Set = []
            for item in items { set.formUnion(try axes(item, at: offset)) }
            return set
        default: return Axis.Set(try axis(v, at: offset))
        }
    }

    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    func unitPoint(_ v: Value, at offset: Int) throws(Diagnostic) -> UnitPoint {
        switch v {
        case .unitPoint(let p): return p
        case .symbol(let name, nil, let at):
            guard let p = Interpreter.unitPoints[name] else { throw error("unknown unit point '.\(name)'", at: at) }
            return p
        case .symbol("init", let args?, let at):
            // `.init(x: 0.5, y: 0)`: UnitPoint(x:y:).
            var arguments = args
            return try unitPoint(try callName("UnitPoint", &arguments, in: globals, at: at), at: at)
        default: throw error("expected a unit point, found \(v.kind)", at: offset)
        }
    }

    func contentMode(_ v: Value, at offset: Int) throws(Diagnostic) -> ContentMode {
        switch symbolName(v)?.0 {
        case "fit"?: return .fit
        case "fill"?: return .fill
        default: throw error("expected '.fit' or '.fill', found \(v.kind)", at: offset)
        }
    }

    func textAlignment(_ v: Value, at offset: Int) throws(Diagnostic) -> TextAlignment {
        switch symbolName(v)?.0 {
        case "leading"?: return .leading
        case "center"?: return .center
        case "trailing"?: return .trailing
        default: throw error("expected '.leading', '.center' or '.trailing', found \(v.kind)", at: offset)
        }
    }

    func layoutDirection(_ v: Value, at offset: Int) throws(Diagnostic) -> LayoutDirection {
        switch symbolName(v)?.0 {
        case "leftToRight"?: return .leftToRight
        case "rightToLeft"?: return .rightToLeft
        default: throw error("expected '.leftToRight' or '.rightToLeft', found \(v.kind)", at: offset)
        }
    }

    /// `.fixed`, `.mirrors` or `.mirrors(in: direction)`.
    func layoutDirectionBehavior(_ v: Value, at offset: Int) throws(Diagnostic) -> LayoutDirectionBehavior {
        switch symbolName(v) {
        case ("fixed", nil, _)?: return .fixed
        case ("mirrors", nil, _)?: return .mirrors
        case ("mirrors", let args?, _)?:
            guard let d = args.entries.first, d.label == "in", args.entries.count == 1 else {
                throw error("expected '.mirrors(in: .leftToRight)' or '.mirrors(in: .rightToLeft)'", at: offset)
            }
            return .mirrors(in: try layoutDirection(d.value, at: d.offset))
        default: throw error("expected '.fixed', '.mirrors' or '.mirrors(in:)', found \(v.kind)", at: offset)
        }
    }

    func truncationMode(_ v: Value, at offset: Int) throws(Diagnostic) -> Text.TruncationMode {
        switch symbolName(v)?.0 {
        case "head"?: return .head
        case "tail"?: return .tail
        case "middle"?: return .middle
        default: throw error("expected '.head', '.tail' or '.middle', found \(v.kind)", at: offset)
        }
    }

    func dynamicTypeSize(_ v: Value, at offset: Int) throws(Diagnostic) -> DynamicTypeSize {
        guard let name = symbolName(v)?.0, let size = DynamicTypeSize(name: name) else {
            throw error(
                "expected a Dynamic Type size like '.xxxLarge' or '.accessibility2', found \(v.kind)", at: offset)
        }
        return size
    }

    func cornerStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> RoundedCornerStyle {
        switch symbolName(v)?.0 {
        case "circular"?: return .circular
        case "continuous"?: return .continuous
        default: throw error("expected '.circular' or '.continuous', found \(v.kind)", at: offset)
        }
    }

    func size(_ v: Value, at offset: Int) throws(Diagnostic) -> CGSize {
        switch v {
        case .size(let s): return s
        case .symbol("zero", nil, _): return .zero
        // `.init(width: 10, height: 20)` where a CGSize is wanted.
        case .symbol("init", var args?, let at):
            if case .size(let s) = try callName("CGSize", &args, in: globals, at: at) { return s }
            throw error("expected a CGSize, found \(v.kind)", at: offset)
        case .symbol(let name, nil, let at):
            // A static an extension of CGSize adds (`.thumbnail`).
            if case .size(let s)? = try extensionStatic("CGSize", name, at: at) { return s }
            throw error("expected a CGSize, found \(v.kind)", at: offset)
        default: throw error("expected a CGSize, found \(v.kind)", at: offset)
        }
    }

    func point(_ v: Value, at offset: Int) throws(Diagnostic) -> CGPoint {
        switch v {
        case .point(let p): return p
        case .symbol("zero", nil, _): return .zero
        // `place(at: .init(x: bounds.minX, y: y), ...)`: the point those arguments make.
        case .symbol("init", var args?, let at):
            if case .point(let p) = try callName("CGPoint", &args, in: globals, at: at) { return p }
            throw error("expected a CGPoint, found \(v.kind)", at: offset)
        default: throw error("expected a CGPoint, found \(v.kind)", at: offset)
        }
    }

    func insets(_ v: Value, at offset: Int) throws(Diagnostic) -> EdgeInsets {
        if case .insets(let i) = v { return i }
        // A static an extension of EdgeInsets adds (Swiftfin's `static let zero: EdgeInsets`).
        if case .symbol(let name, nil, let at) = v,
            case .insets(let i)? = try extensionStatic("EdgeInsets", name, at: at)
        {
            return i
        }
        // `.listRowInsets(.init())`, `.init(top: 8, leading: 0, bottom: 8, trailing: 0)`.
        if case .symbol("init", let args, let at) = v {
            var arguments = args ?? .none(at: at)
            if case .insets(let i) = try callName("EdgeInsets", &arguments, in: globals, at: at) { return i }
        }
        throw error("expected EdgeInsets, found \(v.kind)", at: offset)
    }

    /// A shape (for `clipShape`, `contentShape`, `background(_:in:)`).
    func shape(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyShape {
        switch v {
        case .shape(let s): return s
        // `.clipShape(RoundedCorners(corners: .topLeft, radius: 8))`: a Shape the files declare.
        case .instance(let instance) where instance.type.isShape: return try interpretedShape(instance, at: offset)
        case .symbol(let name, let args, let at):
            var a = args ?? .none(at: at)
            let s = try shapeFromSymbol(name, &a, at: at)
            try a.finish(name, in: file)
            return s
        default: throw error("expected a shape, found \(v.kind)", at: offset)
        }
    }

    /// `.rect`, `.circle`, `.capsule`, `.rect(cornerRadius:)` (iOS 17's shape shorthands).
    func shapeFromSymbol(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> AnyShape {
        switch name {
        case "rect":
            if let r = args.take("cornerRadius") {
                return AnyShape(RoundedRectangle(cornerRadius: try cgFloat(r.value, at: r.offset)))
            }
            return AnyShape(Rectangle())
        case "circle": return AnyShape(Circle())
        case "capsule": return AnyShape(Capsule())
        case "ellipse": return AnyShape(Ellipse())
        case "containerRelative": return AnyShape(ContainerRelativeShape())
        default: throw error("unknown shape '.\(name)'", at: offset)
        }
    }

    /// A colour where only a colour will do (`foregroundColor`, `tint`, a shadow's colour): a
    /// style other than a colour gives its first colour (a gradient's first stop), the
    /// hierarchical levels their light-mode label colours.
    func shapeStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> Color {
        switch v {
        case .color(let c): return c
        case .style(let s): return Interpreter.representativeColor(s)
        case .symbol(let name, let args, let at):
            if args == nil, let c = Interpreter.namedColors[name] { return c }
            if let style = try symbolStyle(name, args, at: at) { return Interpreter.representativeColor(style) }
            if args == nil, let c = try extensionColor(name, at: at) { return c }
            warn("unknown style '.\(name)': drawn grey", at: at)
            return .gray
        case .stub: return .gray
        default: throw error("expected a colour or style, found \(v.kind)", at: offset)
        }
    }

    /// A fill, stroke, foreground or background style, as the library takes it: a colour, a
    /// gradient (`LinearGradient(...)`, `.linearGradient(...)`, `Color.blue.gradient`), a
    /// material (`.ultraThinMaterial` ... `.bar`), `.tint`, `.primary` ... `.quaternary`,
    /// `.foreground`, `.background`.
    func paintStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyShapeStyle {
        switch v {
        case .color(let c): return AnyShapeStyle(c)
        case .style(let s): return s
        case .symbol(let name, let args, let at):
            if args == nil, let c = Interpreter.namedColors[name] { return AnyShapeStyle(c) }
            if let style = try symbolStyle(name, args, at: at) { return style }
            if args == nil, let c = try extensionColor(name, at: at) { return AnyShapeStyle(c) }
            warn("unknown style '.\(name)': drawn grey", at: at)
            return AnyShapeStyle(Color.gray)
        case .stub: return AnyShapeStyle(Color.gray)
        default: throw error("expected a colour or style, found \(v.kind)", at: offset)
        }
    }

    /// The style a leading-dot name stands for, `nil` when it names none.
    func symbolStyle(_ name: String, _ args: Arguments?, at offset: Int) throws(Diagnostic) -> AnyShapeStyle? {
        let gradients = ["linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient"]
        if let a = args ?? (gradients.contains(name) ? Arguments.none(at: offset) : nil) {
            var a = a
            switch name {
            case "linearGradient":
                return AnyShapeStyle(try linearGradient(&a))
            case "radialGradient":
                return AnyShapeStyle(try radialGradient(&a))
            case "angularGradient", "conicGradient":
                return AnyShapeStyle(try angularGradient(&a))
            case "ellipticalGradient":
                return AnyShapeStyle(try ellipticalGradient(&a))
            default: return nil
            }
        }
        switch name {
        case "ultraThinMaterial": return AnyShapeStyle(Material.ultraThin)
        case "thinMaterial": return AnyShapeStyle(Material.thin)
        case "regularMaterial": return AnyShapeStyle(Material.regular)
        case "thickMaterial": return AnyShapeStyle(Material.thick)
        case "ultraThickMaterial": return AnyShapeStyle(Material.ultraThick)
        case "bar": return AnyShapeStyle(Material.bar)
        case "tint": return AnyShapeStyle(TintShapeStyle())
        case "primary": return AnyShapeStyle(HierarchicalShapeStyle.primary)
        case "secondary": return AnyShapeStyle(HierarchicalShapeStyle.secondary)
        case "tertiary": return AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        case "quaternary": return AnyShapeStyle(HierarchicalShapeStyle.quaternary)
        case "foreground": return AnyShapeStyle(ForegroundStyle())
        case "background": return AnyShapeStyle(BackgroundStyle())
        default: return nil
        }
    }

    /// The one colour that stands for a style where a colour is needed.
    static func representativeColor(_ s: AnyShapeStyle) -> Color {
        if let c = s.color { return c }
        switch s.base {
        case let g as LinearGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as RadialGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as AngularGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as EllipticalGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as MeshGradient: return g.colors.first ?? .primary
        case let h as HierarchicalShapeStyle:
            // The label colours, from the one table the renderer resolves them with.
            let level = [HierarchicalShapeStyle.primary, .secondary, .tertiary, .quaternary].firstIndex(of: h) ?? 0
            return SystemColors.named(["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"][level])
                ?? .primary
        case is TintShapeStyle: return .accentColor
        case is BackgroundStyle: return .white
        default: return .primary
        }
    }

    /// Whether the style is a gradient, which is also a view.
    static func isGradient(_ s: AnyShapeStyle) -> Bool {
        s.base is LinearGradient || s.base is RadialGradient || s.base is AngularGradient
            || s.base is EllipticalGradient
            || s.base is MeshGradient
    }

    /// A style as a view: a gradient is one (it fills its proposal); any other style fills a rectangle.
    static func styleView(_ s: AnyShapeStyle) -> AnyView {
        switch s.base {
        case let g as LinearGradient: return AnyView(g)
        case let g as RadialGradient: return AnyView(g)
        case let g as AngularGradient: return AnyView(g)
        case let g as EllipticalGradient: return AnyView(g)
        case let g as MeshGradient: return AnyView(g)
        default: return AnyView(Rectangle().fill(s))
        }
    }

    /// `.brand` from `extension Color { static let brand = ... }` (or `ShapeStyle`).
    func extensionColor(_ name: String, at offset: Int) throws(Diagnostic) -> Color? {
        for type in ["Color", "ShapeStyle", "UIColor"] {
            if let v = try extensionStatic(type, name, at: offset), case .color(let c) = v { return c }
        }
        // Xcode 15's generated `ColorResource` symbols, as `ShapeStyle` members: `.brandPrimary`.
        return resources.color(resource: name)
    }
}
