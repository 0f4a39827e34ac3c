/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9,
/// Unicode 15.0): the embedding level of every scalar, from which each line
/// of the paragraph is reordered separately.
///
/// UAX #9 §3.4: "the reordering is done line by line after line breaking":
/// resolve the paragraph once (rules P2-P3, X1-X10, W1-W7, N0-N2, I1-I2),
/// break it into lines (UAX #14, measuring the logical text), then ask each
/// line for its visual order (rules L1 and L2, which depend on where the
/// line ends).
///
/// ```swift
/// let text = "abc \u{05D0}\u{05D1}\u{05D2} 123"          // "abc אבג 123"
/// let paragraph = BidiParagraph(text, direction: .auto)  // once per paragraph
/// paragraph.baseLevel   // 0: the first strong character is L
/// paragraph.levels      // [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2]
///
/// // Then per line, with the line's scalar range (from UAX #14 breaking):
/// for run in paragraph.runs(lineRange: 0..<paragraph.count) {
///     // Left to right on screen: shape and place run.range; its glyphs
///     // go right to left when run.isRightToLeft.
/// }
/// paragraph.visualOrder(lineRange: 0..<paragraph.count)
/// // [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4]: "abc 123 גבא"
/// ```
///
/// Indices are Unicode scalar offsets from the start of the paragraph (the
/// positions `LineBreaker.breakOpportunities(in:)` reports).
///
/// The text should be one paragraph (UAX #9 P1: split after every
/// paragraph separator, class B, such as "\n" or U+2029, with
/// `paragraphRanges(in:)`). A separator inside
/// the text is handled as X8 requires (it ends every embedding, override and
/// isolate), but the paragraph level comes from the text before the first
/// separator only.
///
/// Characters that X9 removes (embedding and override controls, and BN
/// such as ZWJ and soft hyphens) get the level of a neighbour in `levels` and
/// in `runs(lineRange:)`, and are left out of `visualOrder(lineRange:)`, as
/// the conformance files expect.
///
/// Most text needs none of this: `needsResolution(_:)` tells in one fast
/// scan that a string has no right-to-left, Arabic-number or explicit
/// formatting character, in which case every level is 0 when the direction
/// is `.leftToRight` or `.auto`.
///
/// - Complexity: O(n) to resolve a paragraph of n scalars, except for the
///   bracket pairs of N0 (O(n) per pair) and the reversals of L2 (O(n) per
///   level), which are short in real text.
public struct BidiParagraph: Sendable {
    /// The paragraph direction (UAX #9 P2-P3 or a higher-level protocol,
    /// HL1).
    public enum Direction: Hashable, Sendable {
        /// Paragraph level 0.
        case leftToRight
        /// Paragraph level 1.
        case rightToLeft
        /// The direction of the first strong character, skipping isolates
        /// (P2, P3); left to right when there is none.
        case auto
    }

    /// The paragraph embedding level: 0 for left to right, 1 for right to
    /// left.
    public let baseLevel: UInt8
    /// The resolved embedding level of every scalar, before the rules of
    /// lines (L1 resets trailing whitespace per line: see
    /// `lineLevels(lineRange:)`). Odd levels are right to left.
    public let levels: [UInt8]
    /// The original Bidi_Class of every scalar.
    public let classes: [BidiClass]

    /// Whether the paragraph direction is right to left.
    public var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// The number of scalars in the paragraph.
    public var count: Int { levels.count }

    /// Resolves the levels of `scalars`.
    ///
    /// - Parameters:
    ///   - scalars: One paragraph of text.
    ///   - direction: The paragraph direction; `.auto` applies P2-P3.
    public init(scalars: some Sequence<Unicode.Scalar>, direction: Direction = .auto) {
        var classes: [BidiClass] = []
        var brackets: [BidiPairedBracket?] = []
        classes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            let word = BidiTable.word(ofCodePoint: scalar.value)
            classes.append(BidiClass(tableWord: word))
            if word & (BidiTable.openingBracketFlag | BidiTable.closingBracketFlag) != 0 {
                if brackets.isEmpty {
                    brackets = [BidiPairedBracket?](repeating: nil, count: classes.count - 1)
                    brackets.reserveCapacity(classes.capacity)
                }
                brackets.append(BidiPairedBracket(scalar, tableWord: word))
            } else if !brackets.isEmpty {
                brackets.append(nil)
            }
        }
        self.init(classes: classes, brackets: brackets, direction: direction)
    }

    /// Resolves the levels of the scalars of `text`.
    public init(_ text: some StringProtocol, direction: Direction = .auto) {
        self.init(scalars: text.unicodeScalars, direction: direction)
    }

    /// Resolves a paragraph given by bidi classes alone, with no paired
    /// brackets (the input of BidiTest.txt).
    init(classes: [BidiClass], direction: Direction) {
        self.init(classes: classes, brackets: [], direction: direction)
    }

    init(classes: [BidiClass], brackets: [BidiPairedBracket?], direction: Direction) {
        var resolver = BidiResolver(classes: classes, brackets: brackets)
        resolver.resolve(direction: direction)
        self.baseLevel = resolver.paragraphLevel
        self.levels = resolver.levels
        self.classes = classes
    }

    /// The mirrored form of `scalar`, the scalar at `index`, when it is
    /// drawn right to left (UAX #9 L4: an odd resolved level and a
    /// Bidi_Mirroring_Glyph); nil otherwise. Not needed when the shaper
    /// mirrors right-to-left runs itself (HarfBuzz does).
    public func mirroredScalar(_ scalar: Unicode.Scalar, at index: Int) -> Unicode.Scalar? {
        levels[index] & 1 == 1 ? BidiMirroring.mirrored(scalar) : nil
    }
}
