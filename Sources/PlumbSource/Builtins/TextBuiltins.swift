import Foundation
import PlumbCore

/// Rich text as source reads it: a string literal passed where a `LocalizedStringKey` goes is
/// a key (so `Text("**bold**")` reads Markdown, and `Text("a \(Text("b").bold())")` keeps the
/// inner Text's style), while a `String` variable is not; the `Text` methods that style
/// characters and return a `Text` (`underline`, `strikethrough`, `kerning`, `tracking`,
/// `baselineOffset`, `monospaced`, `foregroundStyle`), so `Text("a").underline() + Text("b")`
/// stays one text; and the view modifiers of the same names that style all text inside.
extension Interpreter {
    /// The `Text` methods read here, for ``memberVocabulary``.
    static let textMemberAPI: [String] = [
        "underline(_:pattern:color:)", "strikethrough(_:pattern:color:)", "kerning(_:)", "tracking(_:)",
        "baselineOffset(_:)", "monospaced(_:)", "foregroundStyle(_:)",
    ]

    /// A `Text` method of ``textMemberAPI`` applied to `t`; `nil` for another name.
    func textStylingMember(_ name: String, _ t: Text, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Text?
    {
        switch name {
        case "underline", "strikethrough":
            let (active, pattern, color) = try lineStyle(&args)
            return name == "underline"
                ? t.underline(active, pattern: pattern, color: color)
                : t.strikethrough(active, pattern: pattern, color: color)
        case "kerning", "tracking", "baselineOffset":
            guard let e = args.takeUnlabeled() else { throw error("missing amount in call to '\(name)'", at: offset) }
            let amount = try cgFloat(e.value, at: e.offset)
            switch name {
            case "kerning": return t.kerning(amount)
            case "tracking": return t.tracking(amount)
            default: return t.baselineOffset(amount)
            }
        case "fontWidth":
            _ = args.takeUnlabeled()
            return t.fontWidth(.standard)
        case "monospaced":
            let active =
                try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
            return t.monospaced(active)
        case "foregroundStyle":
            guard let s = args.takeUnlabeled() else {
                throw error("missing style in call to 'foregroundStyle'", at: offset)
            }
            if leavesUnheldPaint("foregroundStyle", s) { return t }
            return t.foregroundStyle(try paintStyle(s.value, at: s.offset))
        default:
            return nil
        }
    }

    /// The view modifiers that style every text inside.
    static let textModifiers: [ModifierEntry] = [
        .init("underline", ["underline(_:pattern:color:)"]) { i, v, a, _ throws(Diagnostic) in
            let (active, pattern, color) = try i.lineStyle(&a)
            return AnyView(v.underline(active, pattern: pattern, color: color))
        },
        .init("strikethrough", ["strikethrough(_:pattern:color:)"]) { i, v, a, _ throws(Diagnostic) in
            let (active, pattern, color) = try i.lineStyle(&a)
            return AnyView(v.strikethrough(active, pattern: pattern, color: color))
        },
        .init("kerning", ["kerning(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing amount in call to 'kerning'", at: at) }
            return AnyView(v.kerning(try i.cgFloat(e.value, at: e.offset)))
        },
        .init("tracking", ["tracking(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing amount in call to 'tracking'", at: at) }
            return AnyView(v.tracking(try i.cgFloat(e.value, at: e.offset)))
        },
        .init("baselineOffset", ["baselineOffset(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing amount in call to 'baselineOffset'", at: at) }
            return AnyView(v.baselineOffset(try i.cgFloat(e.value, at: e.offset)))
        },
    ]

    /// `LocalizedStringKey(_:)`: the string (its reading as a key, for `Text`, is made by
    /// ``stringKey(_:in:)``).
    static let textValues: [ValueEntry] = [
        .init("LocalizedStringKey", ["LocalizedStringKey(_:)", "LocalizedStringKey(stringLiteral:)"]) {
            i, a, at throws(Diagnostic) in
            // (`.init(stringLiteral: point.text)`: CubeTime's update notes, a key from a string.)
            guard let e = a.takeUnlabeled() ?? a.take("stringLiteral") else {
                throw i.error("missing string in call to 'LocalizedStringKey'", at: at)
            }
            return .string(try i.string(e.value, at: e.offset))
        }
    ]

    /// The key an argument written `LocalizedStringKey(s)` or `.init(s)` makes (what
    /// `Text(LocalizedStringKey(markdown))` reads Markdown from), or a property declared
    /// `LocalizedStringKey` holds; `nil` for another.
    func stringKey(_ e: Expr, in scope: Scope) throws(Diagnostic) -> LocalizedStringKey? {
        // `Text(shown ? LocalizedStringKey("poll.hide") : LocalizedStringKey("poll.show"))`
        // (Threaded's poll): the key of the branch taken.
        if case .ternary(let condition, let then, let otherwise, _) = e {
            let taken = try bool(try evaluate(condition, in: scope), at: condition.offset)
            return try stringKey(taken ? then : otherwise, in: scope)
        }
        if case .identifier(let name, _) = e, scope.lookup(name) == nil,
            let property = scope.instance?.type.properties.first(where: { $0.name == name && !$0.isStatic }),
            property.type?.base == "LocalizedStringKey"
        {
            guard case .string(let s) = try evaluate(e, in: scope) else { return nil }
            return localizedKey(s)
        }
        // `Text(Strings.appName)` with `enum Strings { static let appName: LocalizedStringKey =
        // "app_info.app_name" }`: a static property declared a key.
        // (Only a type the files declare: evaluating another path, `Unicode.Scalar.init`, would
        // warn about a name the files do not hold.)
        if case .member(let base, let name, _) = e, let path = Interpreter.typePath(base), types[path] != nil,
            case .type(let typeName)? = try? evaluate(base, in: scope),
            let type = types[typeName],
            type.properties.contains(where: {
                $0.name == name && $0.isStatic && $0.type?.base == "LocalizedStringKey"
            })
        {
            guard case .string(let s) = try evaluate(e, in: scope) else { return nil }
            return localizedKey(s)
        }
        // (`LocalizedStringKey(stringLiteral: "[\(title)](\(link))")`, Mullvad's terms: a
        // key all the same, its Markdown a link.)
        guard case .call(let callee, let args, _) = e, args.count == 1,
            args[0].label == nil || args[0].label == "stringLiteral"
        else { return nil }
        switch callee {
        case .identifier("LocalizedStringKey", _), .implicitMember("init", _): break
        default: return nil
        }
        // (`stringLiteral:` takes a `String`: its interpolations are made first, and the whole
        // string is the key, its Markdown read after: a link's URL may be interpolated.)
        if case .string(let segments, _) = args[0].value, args[0].label == nil {
            return try stringLiteral(segments, in: scope).1
        }
        guard case .string(let s) = try evaluate(args[0].value, in: scope) else { return nil }
        return localizedKey(s)
    }

    /// `(_ isActive: Bool = true, pattern: .solid, color: nil)` of underline and strikethrough.
    func lineStyle(_ args: inout Arguments) throws(Diagnostic) -> (Bool, Text.LineStyle.Pattern, Color?) {
        let active = try args.takeUnlabeled().map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? true
        var pattern = Text.LineStyle.Pattern.solid
        if let p = args.take("pattern") {
            switch p.value {
            case .symbol("solid", nil, _): pattern = .solid
            case .symbol("dot", nil, _): pattern = .dot
            case .symbol("dash", nil, _): pattern = .dash
            case .symbol("dashDot", nil, _): pattern = .dashDot
            case .symbol("dashDotDot", nil, _): pattern = .dashDotDot
            default: throw error("expected a line pattern (.solid, .dot, .dash, .dashDot, .dashDotDot)", at: p.offset)
            }
        }
        var color: Color?
        if let c = args.take("color") {
            if case .none = c.value {} else { color = try self.color(c.value, at: c.offset) }
        }
        return (active, pattern, color)
    }

    /// A string literal's value and its reading as a `LocalizedStringKey`: literal parts, the
    /// text of interpolated values (formatted as in a string), and interpolated `Text`s. The
    /// key is the app's localized string where its strings have the literal's key (`"Hello %@"`
    /// for `"Hello \(name)"`), filled with the values; the third element is that key before
    /// lookup, for another table.
    func stringLiteral(_ segments: [StringSegment], in scope: Scope) throws(Diagnostic) -> (
        Value, LocalizedStringKey, LocalizableKey
    ) {
        var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: segments.count)
        var text = ""
        var localizable = LocalizableKey()
        for segment in segments {
            switch segment {
            case .text(let t):
                text += t
                key.appendLiteral(t)
                localizable.format += t.replacingOccurrences(of: "%", with: "%%")
            case .interpolation(let args):
                guard let first = args.first else { continue }
                let value = try evaluate(first.value, in: scope)
                if case .text(let t) = value, args.count == 1 {
                    text += t.content
                    key.appendInterpolation(t)
                    localizable.format += "%@"
                    localizable.arguments.append((.object(t.content), t))
                    continue
                }
                // `"\(Image(systemName: "star")) Favourites"`: the symbol as one character of the
                // text (``TextAttachment``), as SwiftUI draws it.
                if case .image(let image) = value, args.count == 1 {
                    let t = Text(image)
                    text += t.content
                    key.appendInterpolation(t)
                    localizable.format += "%@"
                    localizable.arguments.append((.object(t.content), t))
                    continue
                }
                let shown: String
                var specifier: String?
                if args.count > 1 {
                    if args[1].label == "specifier", case .string(let parts, _) = args[1].value,
                        case .text(let spec)? = parts.first, parts.count == 1
                    {
                        specifier = spec
                    }
                    var rest = try arguments(Array(args.dropFirst()), in: scope, at: first.offset)
                    shown = try formatted(value, &rest, at: first.offset)
                } else {
                    shown = try describe(value, at: first.offset)
                }
                text += shown
                key.appendInterpolation(shown)
                let (spec, argument) =
                    args.count > 1 && specifier == nil
                    ? ("%@", .object(shown)) : formatArgument(value, specifier: specifier, shown: shown)
                localizable.format += spec
                localizable.arguments.append((argument, nil))
            }
        }
        return (
            .string(text), localizedKey(localizable, table: nil) ?? LocalizedStringKey(stringInterpolation: key),
            localizable
        )
    }
}
