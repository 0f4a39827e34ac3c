import Testing
@testable import PlumbText

/// The paragraph level (UAX #9 P2-P3) and the explicit rules (X1-X10), one
/// test per rule, with exact levels. Hebrew letters (U+05D0...) are R.
@Suite struct BidiExplicitLevelsTests {
    /// The levels of the kept characters (nil for those X9 removes).
    static func keptLevels(_ text: String, _ direction: BidiParagraph.Direction) -> [UInt8?] {
        let paragraph = BidiParagraph(text, direction: direction)
        return paragraph.levels.indices.map { paragraph.classes[$0].isRemovedByX9 ? nil : paragraph.levels[$0] }
    }

    @Test func paragraphLevelIsTheFirstStrongCharacters() {
        #expect(BidiParagraph("abc", direction: .auto).baseLevel == 0)
        #expect(BidiParagraph("\u{05D0}bc", direction: .auto).baseLevel == 1)
        #expect(BidiParagraph("\u{0627}bc", direction: .auto).baseLevel == 1)  // AL
        #expect(BidiParagraph("123 \u{05D0}", direction: .auto).baseLevel == 1)  // numbers are weak
        #expect(BidiParagraph("!? ", direction: .auto).baseLevel == 0)  // none: P3 says 0
        #expect(BidiParagraph("", direction: .auto).baseLevel == 0)
        #expect(BidiParagraph("", direction: .auto).count == 0)
        // P2 skips isolates (and an unmatched initiator's text to the end).
        #expect(BidiParagraph("\u{2067}\u{05D0}\u{2069}abc", direction: .auto).baseLevel == 0)
        #expect(BidiParagraph("\u{2066}a\u{2069}\u{05D0}", direction: .auto).baseLevel == 1)
        #expect(BidiParagraph("\u{2067}\u{05D0}", direction: .auto).baseLevel == 0)
        // Embedding initiators are not strong.
        #expect(BidiParagraph("\u{202B}abc", direction: .auto).baseLevel == 0)
        // A given direction wins.
        #expect(BidiParagraph("abc", direction: .rightToLeft).baseLevel == 1)
        #expect(BidiParagraph("\u{05D0}", direction: .leftToRight).baseLevel == 0)
        #expect(BidiParagraph("abc", direction: .rightToLeft).isRightToLeft)
    }

    @Test func embeddingRaisesTheLevel() {
        // X2: RLE opens level 1; "b" (L at an odd level) resolves to 2 (I2).
        // Removed characters take the level of the kept one before them.
        let paragraph = BidiParagraph("a\u{202B}b\u{202C}c", direction: .leftToRight)
        #expect(paragraph.levels == [0, 0, 2, 2, 0])
        #expect(Self.keptLevels("a\u{202B}b\u{202C}c", .leftToRight) == [0, nil, 2, nil, 0])
        // X3: LRE in a right-to-left paragraph opens level 2.
        #expect(Self.keptLevels("\u{202A}\u{05D0}b\u{202C}", .rightToLeft) == [nil, 3, 2, nil])
    }

    @Test func overrideResetsTheTypes() {
        // X4: inside RLO, L letters are R.
        #expect(Self.keptLevels("\u{202E}abc\u{202C}", .leftToRight) == [nil, 1, 1, 1, nil])
        // X5: inside LRO, Hebrew letters are L, at level 2 in a right-to-left paragraph.
        #expect(Self.keptLevels("\u{202D}\u{05D0}\u{05D1}\u{202C}", .rightToLeft) == [nil, 2, 2, nil])
        #expect(
            BidiParagraph("\u{202D}\u{05D0}\u{05D1}\u{202C}", direction: .rightToLeft).visualOrder(lineRange: 0..<4)
                == [1, 2])
    }

    /// BD2 and X1-X5: no level above 125; the overflow counters make the
    /// PDFs of overflowed embeddings pop nothing.
    @Test func depthLimitAndOverflowCounters() {
        let lre62 = String(repeating: "\u{202A}", count: 62)  // levels 2, 4, ..., 124
        // RLE at 124 opens 125; a second RLE overflows; its PDF only
        // decrements the counter, the next PDF closes level 125.
        let text = lre62 + "\u{202B}\u{202B}a\u{202C}b\u{202C}c"
        let paragraph = BidiParagraph(text, direction: .leftToRight)
        let kept = paragraph.levels.indices.filter { !paragraph.classes[$0].isRemovedByX9 }
        #expect(kept.map { paragraph.levels[$0] } == [126, 126, 124])
        // LRE at 124 would open 126 > 125: it overflows.
        let overflow = BidiParagraph(lre62 + "\u{202A}a", direction: .leftToRight)
        #expect(overflow.levels.last == 124)
        // An isolate initiator that overflows counts too: the PDF after its
        // PDI closes the embedding that is really open.
        let isolate = BidiParagraph(lre62 + "\u{202B}\u{2067}a\u{2069}\u{202C}b", direction: .leftToRight)
        #expect(isolate.levels.last == 124)
        #expect(isolate.levels[isolate.count - 4] == 126)  // "a": level 125, L, so 126
    }

    @Test func isolatesResolveApart() {
        // X5a: RLI opens level 1; the RLI and PDI resolve at level 0 as
        // neutrals of the outer text (X10 joins a, RLI, PDI, c).
        #expect(Self.keptLevels("a\u{2067}\u{05D0}\u{05D1}\u{2069}c", .leftToRight) == [0, 0, 1, 1, 0, 0])
        #expect(
            BidiParagraph("a\u{2067}\u{05D0}\u{05D1}\u{2069}c", direction: .leftToRight).visualOrder(lineRange: 0..<6)
                == [0, 1, 3, 2, 4, 5])
        // X5b: LRI in a right-to-left paragraph opens level 2.
        #expect(Self.keptLevels("\u{05D0}\u{2066}b\u{2069}", .rightToLeft) == [1, 1, 2, 1])
        // X5c: FSI is RLI when its text starts with R, LRI when with L.
        #expect(Self.keptLevels("\u{2068}\u{05D0}b\u{2069}", .leftToRight) == [0, 1, 2, 0])
        #expect(Self.keptLevels("\u{2068}b\u{05D0}\u{2069}", .leftToRight) == [0, 2, 3, 0])
        // An isolate keeps its numbers from the Arabic letter before it
        // (W2 looks only inside the sequence): "1" stays EN, so level 2.
        #expect(Self.keptLevels("\u{0627}\u{2066}1\u{2069}", .leftToRight) == [1, 0, 2, 0])
    }

    @Test func unmatchedPDIAndPDFDoNothing() {
        // X6a, X7: with nothing to close they change no level.
        #expect(Self.keptLevels("a\u{2069}b\u{202C}c", .leftToRight) == [0, 0, 0, nil, 0])
        // X7: a PDF does not close an isolate.
        #expect(Self.keptLevels("\u{2067}\u{202C}\u{05D0}\u{2069}", .leftToRight) == [0, nil, 1, 0])
    }

    @Test func paragraphSeparatorEndsEverything() {
        // X8: the separator takes the paragraph level, and the embedding is
        // closed after it.
        #expect(Self.keptLevels("\u{202B}a\nb", .leftToRight) == [nil, 2, 0, 0])
        #expect(Self.keptLevels("\u{2067}\u{05D0}\nb", .leftToRight) == [0, 1, 0, 0])
    }

    @Test func removedCharactersTakeANeighboursLevel() {
        // ZWJ (BN) between Hebrew letters: level 1, inside their run.
        let joined = BidiParagraph("\u{05D0}\u{05D1}\u{200D}\u{05D2}", direction: .leftToRight)
        #expect(joined.levels == [1, 1, 1, 1])
        #expect(joined.runs(lineRange: 0..<4) == [BidiRun(range: 0..<4, level: 1)])
        #expect(joined.visualOrder(lineRange: 0..<4) == [3, 1, 0])
        // At the start: the level of the first kept character.
        #expect(BidiParagraph("\u{200D}a", direction: .rightToLeft).levels == [2, 2])
        // Nothing kept: the paragraph level.
        #expect(BidiParagraph("\u{200D}\u{202A}", direction: .rightToLeft).levels == [1, 1])
    }
}
