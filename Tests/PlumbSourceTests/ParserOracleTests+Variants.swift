@testable import PlumbSource

extension ParserOracleTests {
    /// A mechanical rewrite of a file that changes only the whitespace and comments between
    /// its tokens (or wraps it whole), so that it is, most of the time, still valid Swift.
    /// Where it is not, the compiler says so and the file is not counted against Plumb.
    ///
    /// The tokens are Plumb's lexer's, so a file it cannot lex has no variants. Lines of
    /// `#if` directives are left alone: a directive ends at its line's end.
    enum Variant: String, CaseIterable {
        /// `/* c */` in every space between tokens, `// c` at the end of every line.
        case comments
        /// A blank line after every line, indentation in tabs.
        case reindented
        /// A line break where Swift allows one: after `,` `(` `[` `{`, before `)` `]` `}`, and
        /// on either side of an infix operator written with spaces.
        case broken
        /// Every `{` that follows a space on its own line instead (Allman style): `if x\n{`,
        /// `Button(action: f)\n{ ... }`.
        case allman
        /// No space next to punctuation (`f(a,b)`, `x:Int`, `}else{`) unless the other side
        /// is an operator, whose fixity the space decides.
        case compact
        /// The whole file inside `#if DEBUG` … `#endif`.
        case wrapped
        /// A comma after the last element of every list of two or more in `( )` or `[ ]`
        /// (Swift 6.1 allows them in calls, parameters, tuples and collections).
        case trailingCommas

        func apply(to bytes: [UInt8]) -> [UInt8]? {
            if self == .wrapped { return Array("#if DEBUG\n".utf8) + bytes + Array("\n#endif\n".utf8) }
            var lexer = Lexer(SourceFile(name: "variant.swift", bytes: bytes))
            guard let tokens = try? lexer.tokenize(), tokens.count > 1 else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 2)
            var cursor = 0
            var inDirective = false
            // For `trailingCommas`: whether each open `(` or `[` has seen a comma; nil for an
            // attribute's arguments (`@available(iOS 17, *)` takes none).
            var lists: [Bool?] = []
            for (i, token) in tokens.enumerated() {
                let gap = Array(bytes[cursor..<token.start])
                if token.newlineBefore { inDirective = false }
                let startsDirective =
                    token.kind == .hashIdentifier
                    && ["#if", "#elseif", "#else", "#endif", "#sourceLocation"].contains(token.text)
                if i == 0 || token.kind == .endOfFile || inDirective || startsDirective
                    || !gap.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
                {
                    out += gap
                } else {
                    out += rewrite(gap, between: tokens[i - 1], and: token)
                }
                if startsDirective { inDirective = true }
                if self == .trailingCommas && !inDirective && token.kind == .punctuation {
                    switch token.text {
                    case "(", "[":
                        let attribute = i > 0 && [.attribute, .hashIdentifier].contains(tokens[i - 1].kind)
                        lists.append(attribute ? nil : false)
                    case ",": if lists.last == false { lists[lists.count - 1] = true }
                    case ")", "]":
                        if lists.popLast() == true && !tokens[i - 1].isPunctuation(",") {
                            out.append(UInt8(ascii: ","))
                        }
                    default: break
                    }
                }
                out += bytes[token.start..<token.end]
                cursor = token.end
            }
            out += bytes[cursor...]
            return out == bytes ? nil : out
        }

        /// The whitespace `gap` between `left` and `right`, rewritten.
        func rewrite(_ gap: [UInt8], between left: Token, and right: Token) -> [UInt8] {
            let hasNewline = gap.contains(0x0A)
            let isOperator = { (t: Token) in t.kind == .symbol && t.text != "." && t.text != "\\" }
            let isPunctuation = { (t: Token) in t.kind == .punctuation }
            switch self {
            case .comments:
                if hasNewline { return Array(" // c".utf8) + gap }
                return gap.isEmpty ? gap : Array(" /* c */ ".utf8)
            case .reindented:
                guard hasNewline else { return gap }
                let indent = gap.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.reduce(0) { $0 + ($1 == 0x09 ? 4 : 1) }
                return Array("\n\n".utf8) + Array(repeating: 0x09, count: (indent + 3) / 4)
            case .broken:
                guard !gap.isEmpty, !hasNewline else { return gap }
                let opensBefore = isPunctuation(left) && [",", "(", "[", "{"].contains(left.text)
                let closesAfter = isPunctuation(right) && [")", "]", "}"].contains(right.text)
                let infixOperator = (isOperator(left) && left.spaceBefore) || (isOperator(right) && right.spaceAfter)
                return opensBefore || closesAfter || infixOperator ? [0x0A] : gap
            case .allman:
                guard !gap.isEmpty, !hasNewline, right.kind == .punctuation, right.text == "{" else { return gap }
                return [0x0A]
            case .compact:
                guard !gap.isEmpty, !hasNewline, isPunctuation(left) || isPunctuation(right),
                    !isOperator(left), !isOperator(right)
                else { return gap }
                return []
            case .wrapped, .trailingCommas:
                return gap
            }
        }
    }
}
