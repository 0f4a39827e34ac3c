/// A token of the Swift subset Plumb reads.
struct Token: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        /// A name or keyword: `HStack`, `padding`, `let`, `some`.
        case identifier
        /// `$0`, `$count`.
        case dollarIdentifier
        /// `#Preview`.
        case hashIdentifier
        /// `@State`, `@ViewBuilder`.
        case attribute
        case integer
        case float
        /// A string literal; its parts are in `Token.stringParts`.
        case string
        /// Punctuation: `( ) { } [ ] , : ;`
        case punctuation
        /// An operator: `+ - * / % < > = ! ? . .. ..< ... -> == != <= >= && || ??`
        case symbol
        case endOfFile
    }

    let kind: Kind
    let text: String
    /// Byte offsets in the source.
    let start: Int
    let end: Int
    /// Whether whitespace, a comment or a line break comes right before the token.
    let spaceBefore: Bool
    /// Whether a line break comes between the previous token and this one.
    let newlineBefore: Bool
    /// For strings: literal text and interpolated expressions (as byte ranges of the source).
    var stringParts: [StringPart] = []

    enum StringPart: Sendable, Equatable {
        case text(String)
        case interpolation(start: Int, end: Int)
    }

    func `is`(_ kind: Kind, _ text: String) -> Bool { self.kind == kind && self.text == text }
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }
    func isKeyword(_ text: String) -> Bool { kind == .identifier && self.text == text }

    var description: String {
        switch kind {
        case .endOfFile: return "end of file"
        case .string: return "string literal"
        default: return "'\(text)'"
        }
    }
}
