import Foundation
import PlumbCore

// The library's constants from implicit members and values: colours, fonts, weights,
// alignments, edges, axes, unit points, content modes and the other enumerations a modifier takes.

extension Interpreter {
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

    /// A member of a short library enumeration (`.fit`, `.tail`, `.rightToLeft`), by the names
    /// the library declares for it.
    func named<T: SourceNamed>(_ v: Value, at offset: Int) throws(Diagnostic) -> T {
        guard case .symbol(let name, nil, _) = v, let value = T.named(name) else {
            throw error("expected \(T.spelledNames), found \(v.kind)", at: offset)
        }
        return value
    }

    func color(_ v: Value, at offset: Int) throws(Diagnostic) -> Color {
        switch v {
        case .color(let c): return c
        case .foundation(let resolved as Color.Resolved): return Color(resolved)
        // `.init(uiColor: .secondarySystemGroupedBackground)` where a colour is expected: the
        // library's initializer (Squirrel's nearly clear hit area).
        case .symbol("init", let args?, let at):
            var arguments = args
            if case .color(let c) = try callName("Color", &arguments, in: globals, at: at) { return c }
            throw error("expected a colour, found \(v.kind)", at: offset)
        case .symbol(let name, nil, let at):
            if let c = Color.named(name) { return c }
            if ["tertiary", "quaternary", "foreground", "background", "tint"].contains(name) {
                return name == "background" ? .white : .primary
            }
            if let c = try extensionColor(name, at: at) { return c }
            if let s = try userShapeStyle(named: name, at: at) { return Interpreter.representativeColor(s) }
            warn("unknown colour '.\(name)': drawn grey", at: at)
            return .gray
        case .stub: return .gray
        case .instance(let instance):
            if let s = try userShapeStyle(instance, at: offset) { return Interpreter.representativeColor(s) }
            throw error("expected a colour, found \(v.kind)", at: offset)
        default: throw error("expected a colour, found \(v.kind)", at: offset)
        }
    }

    func font(_ v: Value, at offset: Int) throws(Diagnostic) -> Font {
        switch v {
        case .font(let f): return f
        case .stub: return .body
        case .symbol(let name, let args, let at):
            if args == nil, let f = Font.named(name) { return f }
            // `extension Font { static var tag: Font { .system(size: 10) } }`: the value, read as
            // a font (its body's `.system(...)` is an implicit member until it is).
            if args == nil, let v = try extensionStatic("Font", name, at: at) {
                if case .font(let f) = v { return f }
                if case .symbol(let inner, _, _) = v, inner != name {
                    return try nested(at: at, calling: name) { () throws(Diagnostic) in try font(v, at: at) }
                }
            }
            guard var args else {
                warn("unknown font '.\(name)': using .body", at: at)
                return .body
            }
            // `extension Font { static func matter(_ style: TextStyle = .body) -> Font }`: the
            // app's function, called (`.font(.matter(.caption))`), where its parameters take the
            // arguments. (isowords' `static func custom(_ name: FontName, size:)` returns
            // `.custom(name.rawValue, size:)`: the library's, below.)
            if let ext = builtinExtensions["Font"],
                ext.functions.contains(where: { $0.name == name && $0.isStatic && accepts($0, args) }),
                let v = try userMember(ext, name, args, at: at)
            {
                // A result that is the same function again delegates to the library's overload
                // (calling itself, it would never end; Swift's types pick the other).
                if case .symbol(name, var inner?, let innerAt) = v {
                    return try fontFunction(name, &inner, at: innerAt)
                }
                // Counted as a level, so functions returning each other end at the depth limit.
                return try nested(at: at, calling: name) { () throws(Diagnostic) in try font(v, at: at) }
            }
            // `Font(UIFontMetrics(...).scaledFont(for: .systemFont(ofSize: 28, weight: .bold)))`
            // (Mastodon's report screens): a `UIFont` where UIKit expects one, UIKit's function.
            if Interpreter.uiFontFunctions.contains(name),
                case .font(let f) = try staticCall("UIFont", name, &args, at: at)
            {
                return f
            }
            return try fontFunction(name, &args, at: at)
        default: throw error("expected a font, found \(v.kind)", at: offset)
        }
    }

    /// UIKit's `UIFont` functions an implicit member may name where a `UIFont` is expected.
    static let uiFontFunctions: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
        "preferredFont",
    ]

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

    func weight(_ v: Value, at offset: Int) throws(Diagnostic) -> Font.Weight {
        if case .symbol(let name, nil, let at) = v {
            guard let w = Font.Weight.named(name) else { throw error("unknown font weight '.\(name)'", at: at) }
            return w
        }
        throw error("expected a font weight, found \(v.kind)", at: offset)
    }

    func design(_ v: Value, at offset: Int) throws(Diagnostic) -> Font.Design {
        guard let d = symbolName(v).flatMap({ Font.Design.named($0.0) }) else {
            throw error("expected a font design, found \(v.kind)", at: offset)
        }
        return d
    }

    func horizontal(_ v: Value, at offset: Int, guessing: Bool = true) throws(Diagnostic) -> HorizontalAlignment {
        switch v {
        case .horizontal(let h): return h
        case .symbol(let name, nil, let at):
            if let h = HorizontalAlignment.named(name) { return h }
            // `.oneThird` from the app's `extension HorizontalAlignment { static let ... }`.
            if case .horizontal(let h)? = try extensionStatic("HorizontalAlignment", name, at: at) { return h }
            guard guessing else { throw error("unknown horizontal alignment '.\(name)'", at: at) }
            return HorizontalAlignment(packageGuide(name, at: at) { $0.width / 2 })
        default: throw error("expected a horizontal alignment, found \(v.kind)", at: offset)
        }
    }

    func vertical(_ v: Value, at offset: Int) throws(Diagnostic) -> VerticalAlignment {
        switch v {
        case .vertical(let a): return a
        case .symbol(let name, nil, let at):
            if let a = VerticalAlignment.named(name) { return a }
            // `.checkmark` from the app's `extension VerticalAlignment { static let ... }`.
            if case .vertical(let a)? = try extensionStatic("VerticalAlignment", name, at: at) { return a }
            return VerticalAlignment(packageGuide(name, at: at) { $0.height / 2 })
        default: throw error("expected a vertical alignment, found \(v.kind)", at: offset)
        }
    }

    /// A guide neither the library nor the files declare (a package's, Infomaniak's
    /// `.iconAndMultilineTextAlignment`): one of that name, so the file's own
    /// `alignmentGuide(.name)` values still line up, centred where a view sets none (the
    /// package's default is not in the files), with a warning.
    func packageGuide(_ name: String, at offset: Int, center: @escaping (ViewDimensions) -> CGFloat)
        -> SourceAlignmentID
    {
        warn(
            "alignment '.\(name)' is not the library's or the files' (a package's?): a guide of that name, centred "
                + "where a view sets none", at: offset, kind: .stub)
        return SourceAlignmentID(name: "package." + name, defaultValue: center)
    }

    func alignment(_ v: Value, at offset: Int) throws(Diagnostic) -> Alignment {
        switch v {
        case .alignment(let a): return a
        case .symbol(let name, nil, let at):
            if let a = Alignment.named(name) { return a }
            if case .alignment(let a)? = try extensionStatic("Alignment", name, at: at) { return a }
            throw error("unknown alignment '.\(name)'", at: at)
        default: throw error("expected an alignment, found \(v.kind)", at: offset)
        }
    }

    func edges(_ v: Value, at offset: Int) throws(Diagnostic) -> Edge.Set {
        switch v {
        case .edges(let e): return e
        case .symbol(let name, nil, let at):
            guard let e = Edge.Set.named(name) else { throw error("unknown edge set '.\(name)'", at: at) }
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
        default:
            if case .symbol(let name, nil, _) = v, let a = Axis.named(name) { return a }
            throw error("expected an axis, found \(v.kind)", at: offset)
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

    func unitPoint(_ v: Value, at offset: Int) throws(Diagnostic) -> UnitPoint {
        switch v {
        case .unitPoint(let p): return p
        case .symbol(let name, nil, let at):
            guard let p = UnitPoint.named(name) else { throw error("unknown unit point '.\(name)'", at: at) }
            return p
        case .symbol("init", let args?, let at):
            // `.init(x: 0.5, y: 0)`: UnitPoint(x:y:).
            var arguments = args
            return try unitPoint(try callName("UnitPoint", &arguments, in: globals, at: at), at: at)
        default: throw error("expected a unit point, found \(v.kind)", at: offset)
        }
    }

    func contentMode(_ v: Value, at offset: Int) throws(Diagnostic) -> ContentMode { try named(v, at: offset) }

    func textAlignment(_ v: Value, at offset: Int) throws(Diagnostic) -> TextAlignment { try named(v, at: offset) }

    func layoutDirection(_ v: Value, at offset: Int) throws(Diagnostic) -> LayoutDirection { try named(v, at: offset) }

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
        try named(v, at: offset)
    }

    func dynamicTypeSize(_ v: Value, at offset: Int) throws(Diagnostic) -> DynamicTypeSize {
        guard let name = symbolName(v)?.0, let size = DynamicTypeSize(name: name) else {
            throw error(
                "expected a Dynamic Type size like '.xxxLarge' or '.accessibility2', found \(v.kind)", at: offset)
        }
        return size
    }

    func cornerStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> RoundedCornerStyle { try named(v, at: offset) }
}
