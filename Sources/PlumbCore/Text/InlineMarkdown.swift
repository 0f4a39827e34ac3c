import Foundation

/// The inline Markdown SwiftUI reads in a `Text`'s string literal: `**strong**` and
/// `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), `` `code` `` (the font's
/// monospaced design), `~~strikethrough~~`, `[links](https://example.com)` (in the tint
/// colour) and backslash escapes; nothing else (no headings, lists or images), and line
/// breaks kept as written.
///
/// SwiftUI parses a `LocalizedStringKey` with Foundation's
/// `AttributedString(markdown:options:)` and `.inlineOnlyPreservingWhitespace` (Apple's
/// "Text" documentation: "If you initialize a text view with a string literal, the view
/// uses the init(_:tableName:bundle:comment:) initializer, which interprets the string as
/// a localization key"... "you can apply Markdown formatting to the string"; link colour:
/// a link takes the accent colour, reported by sitapix.github.io/apple-text "Markdown in
/// Apple's Text System"). Foundation on Linux has no Markdown parser, so this is a
/// CommonMark inline parser of its own: delimiter runs open and close by CommonMark's
/// flanking rules (spec.commonmark.org/0.31.2, "Emphasis and strong emphasis"), code spans
/// by matching backtick runs, strikethrough by GFM's one or two tildes. Interpolated values
/// are never Markdown (SwiftUI parses the key's format string, its values substituted
/// after).
enum InlineMarkdown {
    /// A piece of a key: literal text (Markdown), a value's text (plain), or a `Text`.
    enum Piece {
        case literal(String)
        case plain(String)
        case text(Text)
    }

    /// The spans `pieces` show, Markdown applied.
    static func spans(_ pieces: [Piece]) -> [Text.Span] {
        let pieces = Inflection.apply(pieces)
        // Plain text fast path: nothing Markdown could mean.
        let special: Set<Character> = ["*", "_", "`", "~", "[", "\\"]
        if pieces.allSatisfy({
            if case .literal(let s) = $0 { return !s.contains(where: special.contains) } else { return true }
        }) {
            return merge(
                pieces.flatMap { piece -> [Text.Span] in
                    switch piece {
                    case .literal(let s), .plain(let s): return [Text.Span(string: s)]
                    case .text(let t): return t.spans
                    }
                })
        }
        var items: [Item] = []
        // The characters either side of a literal piece, for the flanking rules: an
        // interpolated value stands in the key's format as its specifier (`%@`), so
        // `"Firmware: **\(version)**"` is `**%@**`, whose runs open and close.
        func edge(_ k: Int, last: Bool) -> Character? {
            guard pieces.indices.contains(k) else { return nil }
            if case .literal(let s) = pieces[k] { return last ? s.last : s.first }
            return last ? "@" : "%"
        }
        for (k, piece) in pieces.enumerated() {
            switch piece {
            case .literal(let s):
                items += tokenize(Array(s), before: edge(k - 1, last: true), after: edge(k + 1, last: false))
            case .plain(let s): items += s.map { Item.character($0, TextAttributes()) }
            case .text(let t):
                for span in t.spans {
                    if span.symbol != nil {
                        items.append(.symbol(span))
                    } else {
                        items += span.string.map { Item.character($0, span.attributes) }
                    }
                }
            }
        }
        processEmphasis(&items, from: 0)
        return merge(render(items))
    }

    // MARK: Items

    /// A character with its attributes, or a run of delimiters that may open or close.
    enum Item {
        case character(Character, TextAttributes)
        case delimiters(Delimiters)
        /// An interpolated symbol (``TextAttachment``): styled by emphasis around it, never
        /// joined to the characters beside it.
        case symbol(Text.Span)
    }

    struct Delimiters {
        var character: Character
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        /// Attributes applied to the run by enclosing emphasis, should it stay literal.
        var attributes = TextAttributes()
    }

    /// Splits literal text into characters and delimiter runs; code spans, links and
    /// escapes are resolved here.
    static func tokenize(_ s: [Character], before start: Character? = nil, after end: Character? = nil) -> [Item] {
        var items: [Item] = []
        var i = 0
        func previous(_ i: Int) -> Character? { i > 0 ? s[i - 1] : start }
        while i < s.count {
            let c = s[i]
            if c == "\\", i + 1 < s.count, isASCIIPunctuation(s[i + 1]) {
                items.append(.character(s[i + 1], TextAttributes()))
                i += 2
                continue
            }
            if c == "`" {
                var n = 0
                while i + n < s.count && s[i + n] == "`" { n += 1 }
                if let close = closingBackticks(s, from: i + n, count: n) {
                    var content = Array(s[(i + n)..<close]).map { $0.isNewline ? " " : $0 }
                    if content.count >= 2, content.first == " ", content.last == " ",
                        content.contains(where: { $0 != " " })
                    {
                        content = Array(content.dropFirst().dropLast())
                    }
                    var code = TextAttributes()
                    code.isMonospaced = true
                    items += content.map { Item.character($0, code) }
                    i = close + n
                } else {
                    items += (0..<n).map { _ in Item.character("`", TextAttributes()) }
                    i += n
                }
                continue
            }
            if c == "[", let link = self.link(s, at: i) {
                var inner = tokenize(Array(s[(i + 1)..<link.textEnd]))
                processEmphasis(&inner, from: 0)
                var attributes = TextAttributes()
                attributes.foreground = AnyShapeStyle(TintShapeStyle())
                for item in render(inner) {
                    items += item.string.map { Item.character($0, item.attributes.filled(from: attributes)) }
                }
                i = link.end
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < s.count && s[i + n] == c { n += 1 }
                let before = previous(i), after = i + n < s.count ? s[i + n] : end
                let left = isLeftFlanking(before: before, after: after)
                let right = isRightFlanking(before: before, after: after)
                var canOpen = left, canClose = right
                if c == "_" {
                    canOpen = left && (!right || before.map(isPunctuation) == true)
                    canClose = right && (!left || after.map(isPunctuation) == true)
                }
                if c == "~" && n > 2 { canOpen = false; canClose = false }
                items.append(.delimiters(Delimiters(character: c, count: n, canOpen: canOpen, canClose: canClose)))
                i += n
                continue
            }
            items.append(.character(c, TextAttributes()))
            i += 1
        }
        return items
    }

    /// CommonMark's "process emphasis": each closer, left to right, pairs with the nearest
    /// opener of its kind before it; two or more on both sides make strong emphasis (or a
    /// strikethrough, for tildes of equal count), else emphasis.
    static func processEmphasis(_ items: inout [Item], from start: Int) {
        var closer = start
        while closer < items.count {
            guard case .delimiters(var close) = items[closer], close.canClose, close.count > 0 else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var found = false
            while opener >= start {
                if case .delimiters(let open) = items[opener], open.character == close.character, open.canOpen,
                    open.count > 0, close.character != "~" || open.count == close.count,
                    !ruleOfThree(open, close)
                {
                    found = true
                    break
                }
                opener -= 1
            }
            guard found, case .delimiters(var open) = items[opener] else {
                closer += 1
                continue
            }
            let used = close.character == "~" ? close.count : (open.count >= 2 && close.count >= 2 ? 2 : 1)
            var style = TextAttributes()
            switch (close.character, used) {
            case ("~", _): style.strikethrough = .some(.single)
            case (_, 2): style.weight = .bold
            default: style.isItalic = true
            }
            for k in (opener + 1)..<closer {
                switch items[k] {
                case .character(let c, let a): items[k] = .character(c, a.filled(from: style))
                case .symbol(var span):
                    span.attributes = span.attributes.filled(from: style)
                    items[k] = .symbol(span)
                case .delimiters(var d):
                    // Delimiters between an opener and its closer stay literal.
                    d.attributes = d.attributes.filled(from: style)
                    d.canOpen = false
                    d.canClose = false
                    items[k] = .delimiters(d)
                }
            }
            open.count -= used
            close.count -= used
            items[opener] = .delimiters(open)
            items[closer] = .delimiters(close)
            if close.count == 0 { closer += 1 }
        }
    }

    /// CommonMark: a delimiter that can both open and close cannot pair with one whose
    /// lengths sum to a multiple of 3, unless both are.
    static func ruleOfThree(_ open: Delimiters, _ close: Delimiters) -> Bool {
        guard open.character != "~", open.canClose || close.canOpen else { return false }
        return (open.count + close.count) % 3 == 0 && !(open.count % 3 == 0 && close.count % 3 == 0)
    }

    /// The items as spans: characters with their attributes, leftover delimiters literal.
    static func render(_ items: [Item]) -> [Text.Span] {
        var spans: [Text.Span] = []
        func append(_ c: Character, _ a: TextAttributes) {
            if let last = spans.last, last.attributes == a, last.symbol == nil {
                spans[spans.count - 1].string.append(c)
            } else {
                spans.append(Text.Span(string: String(c), attributes: a))
            }
        }
        for item in items {
            switch item {
            case .character(let c, let a): append(c, a)
            case .symbol(let span): spans.append(span)
            case .delimiters(let d): for _ in 0..<d.count { append(d.character, d.attributes) }
            }
        }
        return spans
    }

    /// Neighbouring spans of equal attributes joined.
    static func merge(_ spans: [Text.Span]) -> [Text.Span] {
        var result: [Text.Span] = []
        for span in spans where !span.string.isEmpty {
            if let last = result.last, last.attributes == span.attributes, last.symbol == nil, span.symbol == nil {
                result[result.count - 1].string += span.string
            } else {
                result.append(span)
            }
        }
        return result.isEmpty ? [Text.Span(string: "")] : result
    }

    // MARK: Pieces of syntax

    /// The end of a code span's closing run of exactly `count` backticks, from `start`.
    static func closingBackticks(_ s: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < s.count {
            if s[i] == "`" {
                var n = 0
                while i + n < s.count && s[i + n] == "`" { n += 1 }
                if n == count { return i }
                i += n
            } else {
                i += 1
            }
        }
        return nil
    }

    /// `[text](destination "title")` at `i`: where the text ends (its `]`) and where the link
    /// ends; `nil` when it is not a link.
    static func link(_ s: [Character], at i: Int) -> (textEnd: Int, end: Int)? {
        var depth = 0
        var j = i
        var textEnd: Int?
        while j < s.count {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "`", let close = closingBackticks(s, from: j + 1, count: 1) { j = close + 1; continue }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" {
                depth -= 1
                if depth == 0 { textEnd = j; break }
            }
            j += 1
        }
        guard let textEnd, textEnd + 1 < s.count, s[textEnd + 1] == "(" else { return nil }
        var k = textEnd + 2
        var parens = 0
        while k < s.count {
            if s[k] == "\\" { k += 2; continue }
            if s[k] == "(" { parens += 1 }
            if s[k] == ")" {
                if parens == 0 { return (textEnd, k + 1) }
                parens -= 1
            }
            if s[k].isNewline { return nil }
            k += 1
        }
        return nil
    }

    static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (0x21...0x2F).contains(a) || (0x3A...0x40).contains(a) || (0x5B...0x60).contains(a)
            || (0x7B...0x7E).contains(a)
    }

    static func isPunctuation(_ c: Character) -> Bool {
        c.isPunctuation || c.isSymbol || isASCIIPunctuation(c)
    }

    /// Not followed by whitespace, and not by punctuation unless preceded by whitespace or
    /// punctuation (the start and end of the text count as whitespace).
    static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
        guard let after, !after.isWhitespace else { return false }
        if !isPunctuation(after) { return true }
        return before.map { $0.isWhitespace || isPunctuation($0) } ?? true
    }

    static func isRightFlanking(before: Character?, after: Character?) -> Bool {
        guard let before, !before.isWhitespace else { return false }
        if !isPunctuation(before) { return true }
        return after.map { $0.isWhitespace || isPunctuation($0) } ?? true
    }
}
