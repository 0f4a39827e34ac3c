import Testing
@testable import PlumbText

/// The rules of lines (UAX #9 L1, L2) and the runs the layout draws: a
/// paragraph resolved once, then each line reordered on its own.
@Suite struct BidiLineTests {
    /// "abc אבג דהו xyz": a left-to-right paragraph broken after "אבג ".
    static let paragraph = BidiParagraph(
        "abc \u{05D0}\u{05D1}\u{05D2} \u{05D3}\u{05D4}\u{05D5} xyz", direction: .auto)

    @Test func paragraphLevels() {
        // The space between the Hebrew words is R (N1).
        #expect(Self.paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
        #expect(Self.paragraph.visualOrder(lineRange: 0..<15) == [0, 1, 2, 3, 10, 9, 8, 7, 6, 5, 4, 11, 12, 13, 14])
    }

    /// L1: the space that ends the first line goes back to level 0, so it
    /// stays at the line's end instead of moving before "אבג".
    @Test func trailingWhitespaceOfALine() {
        let line = 0..<8
        #expect(Self.paragraph.lineLevels(lineRange: line) == [0, 0, 0, 0, 1, 1, 1, 0])
        #expect(Self.paragraph.visualOrder(lineRange: line) == [0, 1, 2, 3, 6, 5, 4, 7])
        #expect(
            Self.paragraph.runs(lineRange: line) == [
                BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1), BidiRun(range: 7..<8, level: 0),
            ])
    }

    @Test func lineInTheMiddleOfAParagraph() {
        // The second line: its indices stay those of the paragraph.
        let line = 8..<15
        #expect(Self.paragraph.lineLevels(lineRange: line) == [1, 1, 1, 0, 0, 0, 0])
        #expect(Self.paragraph.visualOrder(lineRange: line) == [10, 9, 8, 11, 12, 13, 14])
        #expect(
            Self.paragraph.runs(lineRange: line) == [
                BidiRun(range: 8..<11, level: 1), BidiRun(range: 11..<15, level: 0),
            ])
        // A line of the Hebrew words alone: its inner space keeps level 1.
        #expect(Self.paragraph.visualOrder(lineRange: 4..<11) == [10, 9, 8, 7, 6, 5, 4])
        #expect(Self.paragraph.runs(lineRange: 4..<11) == [BidiRun(range: 4..<11, level: 1)])
        #expect(Self.paragraph.runs(lineRange: 4..<11)[0].isRightToLeft)
        // An empty line.
        #expect(Self.paragraph.runs(lineRange: 5..<5).isEmpty)
        #expect(Self.paragraph.visualOrder(lineRange: 5..<5).isEmpty)
    }

    @Test func linesOfARightToLeftParagraph() {
        // "אב abc def ג", broken after "abc ".
        let paragraph = BidiParagraph("\u{05D0}\u{05D1} abc def \u{05D2}", direction: .auto)
        #expect(paragraph.baseLevel == 1)
        #expect(paragraph.levels == [1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 1, 1])
        #expect(paragraph.lineLevels(lineRange: 0..<7) == [1, 1, 1, 2, 2, 2, 1])
        #expect(paragraph.visualOrder(lineRange: 0..<7) == [6, 3, 4, 5, 2, 1, 0])
        #expect(
            paragraph.runs(lineRange: 0..<7) == [
                BidiRun(range: 6..<7, level: 1), BidiRun(range: 3..<6, level: 2), BidiRun(range: 0..<3, level: 1),
            ])
        #expect(paragraph.visualOrder(lineRange: 7..<12) == [11, 10, 7, 8, 9])
        #expect(
            paragraph.runs(lineRange: 7..<12) == [BidiRun(range: 10..<12, level: 1), BidiRun(range: 7..<10, level: 2)])
    }

    @Test func whitespaceIsResetByOriginalType() {
        // L1 reads the original classes: inside RLO the spaces were made R,
        // at the end of the line they still go back to level 0.
        let paragraph = BidiParagraph("\u{202E}ab  \u{202C}", direction: .leftToRight)
        #expect(paragraph.levels == [1, 1, 1, 1, 1, 1])
        #expect(paragraph.lineLevels(lineRange: 0..<6) == [1, 1, 1, 0, 0, 0])
        #expect(paragraph.visualOrder(lineRange: 0..<6) == [2, 1, 3, 4])
    }

    @Test func segmentSeparatorAndTheWhitespaceBeforeIt() {
        // L1: a tab, and the spaces before it, go to the paragraph level.
        let paragraph = BidiParagraph("\u{05D0} \t\u{05D1}", direction: .leftToRight)
        #expect(paragraph.levels == [1, 1, 1, 1])
        #expect(paragraph.lineLevels(lineRange: 0..<4) == [1, 0, 0, 1])
        #expect(paragraph.visualOrder(lineRange: 0..<4) == [0, 1, 2, 3])
    }

    @Test func trailingIsolateFormattingCharacters() {
        // L1 4: inside RLE (level 1) an empty RLI...PDI ends the line: it
        // goes to the paragraph level, the Hebrew letter before it does not.
        let paragraph = BidiParagraph("\u{202B}\u{05D0}\u{2067}\u{2069}\u{202C}", direction: .leftToRight)
        #expect(paragraph.levels == [1, 1, 1, 1, 1])
        #expect(paragraph.lineLevels(lineRange: 0..<5) == [1, 1, 0, 0, 0])
        #expect(paragraph.visualOrder(lineRange: 0..<5) == [1, 2, 3])
        // Followed by a letter on the same line, they keep their level (the
        // PDF that ends the line is reset with the trailing sequence).
        let inside = BidiParagraph("\u{202B}\u{05D0}\u{2067}\u{2069}\u{05D1}\u{202C}", direction: .leftToRight)
        #expect(inside.lineLevels(lineRange: 0..<6) == [1, 1, 1, 1, 1, 0])
        #expect(inside.lineLevels(lineRange: 0..<4) == [1, 1, 0, 0])
    }

    /// L2 reverses from the highest level down to the lowest odd one,
    /// including levels no character has.
    @Test func reversalThroughIntermediateLevels() {
        // Right-to-left paragraph "a LRE ב 1 PDF א": "a" is L at level 1, so
        // 2; inside LRE (level 2) ב is 3 and "1", after R, 4; א is 1.
        let paragraph = BidiParagraph("a\u{202A}\u{05D1}1\u{202C}\u{05D0}", direction: .rightToLeft)
        #expect(paragraph.lineLevels(lineRange: 0..<6) == [2, 2, 3, 4, 4, 1])
        #expect(paragraph.visualOrder(lineRange: 0..<6) == [5, 0, 3, 2])
        #expect(
            paragraph.runs(lineRange: 0..<6) == [
                BidiRun(range: 5..<6, level: 1), BidiRun(range: 0..<2, level: 2),
                BidiRun(range: 3..<5, level: 4), BidiRun(range: 2..<3, level: 3),
            ])
    }

    @Test func mirroringAtOddLevels() {
        // L4: brackets resolved to R are drawn mirrored.
        let rightToLeft = BidiParagraph("\u{05D0}(\u{05D1})", direction: .leftToRight)
        #expect(rightToLeft.levels == [1, 1, 1, 1])
        #expect(rightToLeft.mirroredScalar("(", at: 1) == ")")
        #expect(rightToLeft.mirroredScalar(")", at: 3) == "(")
        let leftToRight = BidiParagraph("a(b)", direction: .leftToRight)
        #expect(leftToRight.mirroredScalar("(", at: 1) == nil)
    }
}
