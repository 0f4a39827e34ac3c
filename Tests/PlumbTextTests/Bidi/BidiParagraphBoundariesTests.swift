import Testing
@testable import PlumbText

/// UAX #9 P1: paragraphs end after each paragraph separator (class B).
@Suite struct BidiParagraphBoundariesTests {
    static func ranges(_ text: String) -> [Range<Int>] {
        BidiParagraph.paragraphRanges(in: text.unicodeScalars)
    }

    @Test func separatorsEndParagraphs() {
        #expect(Self.ranges("") == [])
        #expect(Self.ranges("abc") == [0..<3])
        #expect(Self.ranges("a\nb") == [0..<2, 2..<3])
        #expect(Self.ranges("a\n") == [0..<2])
        #expect(Self.ranges("\n\n") == [0..<1, 1..<2])
        #expect(Self.ranges("a\u{2029}b\u{0085}c\u{001C}") == [0..<2, 2..<4, 4..<6])
        // CR LF is one separator; a lone CR is one too.
        #expect(Self.ranges("ab\r\ncd\n") == [0..<4, 4..<7])
        #expect(Self.ranges("a\rb") == [0..<2, 2..<3])
        #expect(Self.ranges("a\r") == [0..<2])
        // LINE SEPARATOR and form feed are not paragraph separators.
        #expect(Self.ranges("a\u{2028}b\u{000C}c") == [0..<5])
    }

    @Test func eachParagraphResolvesOnItsOwn() {
        // "א\n1": as one paragraph, "1" follows R (W7 leaves it EN: level 2;
        // the separator is a neutral between R and R until L1 resets it);
        // as its own left-to-right paragraph it is L, level 0.
        let text = "\u{05D0}\n1"
        #expect(BidiParagraph(text, direction: .leftToRight).levels == [1, 1, 2])
        let scalars = Array(text.unicodeScalars)
        let levels = Self.ranges(text).map { BidiParagraph(scalars: scalars[$0], direction: .leftToRight).levels }
        #expect(levels == [[1, 0], [0]])
    }
}
