import Foundation
import PlumbCore

/// Foundation's `AttributedString`, as views build one: a string whose parts carry SwiftUI's
/// attributes (`part.foregroundColor = .accentColor`, `part.link = url`), joined with `+`,
/// `+=` or `append(_:)`, and shown by `Text(_:)`, which draws each run with its attributes
/// (PlumbCore's `Text.init(_: AttributedString)`). The value travels as itself; the
/// attributes are the library's `AttributeScopes.SwiftUIAttributes`.
///
/// A part found with `range(of:options:)` takes its own attributes (`s[match].font = ...`).
/// `AttributedString(markdown:)` stays the `Text` its Markdown makes (Linux Foundation does
/// not parse Markdown into an attributed string).
extension Interpreter {
    static let attributedStringValues: [ValueEntry] = [
        // `AttributedString()`, `AttributedString("text")`, `AttributedString(text, attributes: c)`,
        // `AttributedString(stringLiteral:)`; from Markdown, the Text that shows it styled.
        .init("AttributedString", binding: .swift) { i, a, at throws(Diagnostic) in
            if let markdown = a.take("markdown") {
                a.takeAll()
                return .text(Text(LocalizedStringKey(try i.describe(markdown.value, at: markdown.offset))))
            }
            let source = a.take("stringLiteral") ?? a.takeUnlabeledValue()
            let container = a.take("attributes")
            a.takeAll()
            var result: AttributedString
            switch source?.value {
            case nil: result = AttributedString()
            case .foundation(let s as AttributedString)?: result = s
            case .foundation(let s as Substring)?: result = AttributedString(String(s))
            case .string(let s)?: result = AttributedString(s)
            case let v?: result = AttributedString(try i.describe(v, at: source?.offset ?? at))
            }
            if case .foundation(let c as AttributeContainer)? = container?.value {
                result.mergeAttributes(c)
            }
            return .foundation(result)
        },
        // `AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)`:
        // options `AttributedString(markdown:options:)` takes; its Markdown is read as a
        // `Text`'s key reads it, whatever they say.
        .init("AttributedString.MarkdownParsingOptions", binding: .swift) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("AttributedString.MarkdownParsingOptions")
        },
        // `var c = AttributeContainer(); c.foregroundColor = .red`.
        .init("AttributeContainer", binding: .swift) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .foundation(AttributeContainer())
        },
    ]

    /// `s.characters`, `s.description`... of an attributed string: its text.
    func attributedStringMember(_ name: String, of s: AttributedString) -> Value? {
        switch name {
        case "characters", "description": return .string(String(s.characters))
        default: return nil
        }
    }

    /// `s.range(of: "word", options: .caseInsensitive)`: where the text first occurs, as
    /// Foundation finds it, or nil; `s.mergingAttributes(c)`, `s.settingAttributes(c)`: a copy.
    func attributedStringCall(_ name: String, on s: AttributedString, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        // `AttributedString(text).mergingAttributes(style)`: a copy with the container's attributes.
        if name == "mergingAttributes" || name == "settingAttributes" {
            guard let e = args.takeUnlabeledValue(), case .foundation(let c as AttributeContainer) = e.value else {
                return nil
            }
            args.takeAll()
            return .foundation(name == "settingAttributes" ? s.settingAttributes(c) : s.mergingAttributes(c))
        }
        guard name == "range", let text = args.take("of") else { return nil }
        var options: String.CompareOptions = []
        if let given = args.take("options") {
            for option in optionNames(given.value) {
                switch option {
                case "caseInsensitive": options.insert(.caseInsensitive)
                case "diacriticInsensitive": options.insert(.diacriticInsensitive)
                case "backwards": options.insert(.backwards)
                case "literal": options.insert(.literal)
                default: break
                }
            }
        }
        args.takeAll()
        let found = s.range(of: try string(text.value, at: text.offset), options: options)
        return found.map { .foundation($0) } ?? Value.none
    }

    /// `s[range]`: that part, its attributes kept.
    func attributedSubstring(_ s: AttributedString, _ index: Value) -> Value? {
        guard case .foundation(let range as Range<AttributedString.Index>) = index else { return nil }
        return .foundation(AttributedString(s[range]))
    }

    /// `s[range].foregroundColor = .red`: the part replaced by its changed copy (the same
    /// characters, so the string's other indices stay valid).
    func replacingAttributedSubstring(_ s: AttributedString, _ index: Value, with part: Value) -> Value? {
        guard case .foundation(let range as Range<AttributedString.Index>) = index,
            case .foundation(let replacement as AttributedString) = part
        else { return nil }
        var changed = s
        changed.replaceSubrange(range, with: replacement)
        return .foundation(changed)
    }

    /// `s.append(t)`, `s.mergeAttributes(c)`, `s.setAttributes(c)`: the changed string, which
    /// the caller stores back in the variable; nil for another method.
    func mutateAttributedString(_ name: String, _ s: inout AttributedString, _ args: inout Arguments)
        throws(Diagnostic) -> Bool
    {
        switch name {
        case "append":
            guard let e = args.takeUnlabeledValue() else { return false }
            s.append(try attributedString(e.value, at: e.offset))
        case "mergeAttributes", "setAttributes":
            guard let e = args.takeUnlabeledValue(), case .foundation(let c as AttributeContainer) = e.value else {
                return false
            }
            args.takeAll()
            if name == "setAttributes" { s.setAttributes(c) } else { s.mergeAttributes(c) }
        default: return false
        }
        return true
    }

    /// A value read as an attributed string: itself, or a string's text with no attributes.
    func attributedString(_ v: Value, at offset: Int) throws(Diagnostic) -> AttributedString {
        switch v {
        case .foundation(let s as AttributedString): return s
        case .foundation(let s as Substring): return AttributedString(String(s))
        case .string(let s): return AttributedString(s)
        default: return AttributedString(try describe(v, at: offset))
        }
    }

    /// `s.foregroundColor = .red` on an attributed string or an attribute container: the
    /// attribute set on all of it (`nil` removes it).
    func setAttribute<Attributes: AttributedStringAttributeMutation>(
        _ name: String, of target: inout Attributes, to value: Value, at offset: Int
    ) throws(Diagnostic) {
        typealias A = AttributeScopes.SwiftUIAttributes
        let removing: Bool
        if case .none = value { removing = true } else { removing = false }
        switch name {
        case "foregroundColor":
            target[A.ForegroundColorAttribute.self] = removing ? nil : try color(value, at: offset)
        case "backgroundColor":
            target[A.BackgroundColorAttribute.self] = removing ? nil : try color(value, at: offset)
        case "font": target[A.FontAttribute.self] = removing ? nil : try font(value, at: offset)
        case "underlineStyle", "strikethroughStyle":
            let style: Text.LineStyle? = removing ? nil : try lineStyle(value, at: offset)
            if name == "underlineStyle" {
                target[A.UnderlineStyleAttribute.self] = style
            } else {
                target[A.StrikethroughStyleAttribute.self] = style
            }
        case "kern": target[A.KerningAttribute.self] = removing ? nil : try cgFloat(value, at: offset)
        case "tracking": target[A.TrackingAttribute.self] = removing ? nil : try cgFloat(value, at: offset)
        case "baselineOffset": target[A.BaselineOffsetAttribute.self] = removing ? nil : try cgFloat(value, at: offset)
        case "link":
            switch value {
            case .foundation(let url as URL): target[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
            case .string(let text):
                target[AttributeScopes.FoundationAttributes.LinkAttribute.self] = URL(string: text)
            default: target[AttributeScopes.FoundationAttributes.LinkAttribute.self] = nil
            }
        default:
            // An attribute SwiftUI's Text does not draw (`accessibilitySpeechSpellsOutCharacters`,
            // UIKit's `paragraphStyle`): the text is unchanged.
            warn("the attribute '\(name)' is not drawn by Text: ignored", at: offset)
        }
    }

    /// `.single`, `Text.LineStyle(pattern: .dash, color: .red)`: an underline or strikethrough.
    func lineStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> Text.LineStyle {
        if case .symbol(_, var args?, _) = v {
            let (_, pattern, color) = try lineStyle(&args)
            return Text.LineStyle(pattern: pattern, color: color)
        }
        if case .foundation(let style as Text.LineStyle) = v { return style }
        return .single
    }
}

/// What `s.font = ...` writes to: an attributed string (all of it) or an attribute container.
protocol AttributedStringAttributeMutation {
    subscript<K: AttributedStringKey>(_: K.Type) -> K.Value? where K.Value: Sendable { get set }
}

extension AttributedString: AttributedStringAttributeMutation {}
extension AttributeContainer: AttributedStringAttributeMutation {}
