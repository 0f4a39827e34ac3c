import Testing
@testable import PlumbText

/// The weak (W1-W7), bracket (N0), neutral (N1-N2) and implicit (I1-I2)
/// rules, one test per rule, with exact levels and orders. Hebrew letters
/// (U+05D0...) are R, Arabic letters (U+0627...) AL, U+0661... AN.
@Suite struct BidiImplicitRulesTests {
    static func levels(_ text: String, _ direction: BidiParagraph.Direction = .leftToRight) -> [UInt8] {
        let paragraph = BidiParagraph(text, direction: direction)
        return paragraph.lineLevels(lineRange: 0..<paragraph.count)
    }

    static func order(_ text: String, _ direction: BidiParagraph.Direction = .leftToRight) -> [Int] {
        let paragraph = BidiParagraph(text, direction: direction)
        return paragraph.visualOrder(lineRange: 0..<paragraph.count)
    }

    @Test func nonspacingMarkTakesThePreviousType() {
        // W1: after R, the mark is R.
        #expect(Self.levels("\u{05D0}\u{0301}") == [1, 1])
        // At the start, sos (L in a left-to-right paragraph).
        #expect(Self.levels("\u{0301}\u{05D0}", .leftToRight) == [0, 1])
    }

    /// W2 (numbers after Arabic letters are Arabic numbers) and W5, W6: a
    /// percent sign after them is a neutral, after European digits it joins
    /// the number.
    @Test func numbersAfterArabicLetters() {
        #expect(Self.levels("\u{0627} 12%") == [1, 1, 2, 2, 0])
        #expect(Self.order("\u{0627} 12%") == [2, 3, 1, 0, 4])
        #expect(Self.levels("\u{05D0} 12%") == [1, 1, 2, 2, 2])
        #expect(Self.order("\u{05D0} 12%") == [2, 3, 4, 1, 0])
        let arabic = BidiParagraph("\u{0627} 12%", direction: .leftToRight)
        #expect(arabic.classes == [.al, .ws, .en, .en, .et])
    }

    @Test func singleSeparatorsBetweenNumbers() {
        // W4: one CS between ENs is EN; two are neutrals (R between the
        // numbers, which count as R).
        #expect(Self.levels("\u{05D0}1,2") == [1, 2, 2, 2])
        #expect(Self.levels("\u{05D0}1,,2") == [1, 2, 1, 1, 2])
        // One CS between ANs is AN; an ES between ANs is not.
        #expect(Self.levels("\u{0661},\u{0662}") == [2, 2, 2])
        #expect(Self.levels("\u{0661}+\u{0662}") == [2, 1, 2])
        // One ES between ENs is EN.
        #expect(Self.levels("\u{05D0}1+2") == [1, 2, 2, 2])
    }

    @Test func terminatorsNextToNumbers() {
        // W5: "$" before EN joins the number.
        #expect(Self.levels("\u{05D0} $12") == [1, 1, 2, 2, 2])
        // W6: alone it is a neutral, here of the embedding direction (N2).
        #expect(Self.levels("\u{05D0}%") == [1, 0])
    }

    @Test func europeanNumbersAfterLeftToRightText() {
        // W7: after L (or sos L) an EN is L.
        #expect(Self.levels("a 12") == [0, 0, 0, 0])
        #expect(Self.levels("a 12", .rightToLeft) == [2, 2, 2, 2])
        #expect(Self.levels("\u{05D0} 12", .rightToLeft) == [1, 1, 2, 2])
    }

    @Test func neutralsBetweenStrongText() {
        // N1: between R and R, R; numbers count as R.
        #expect(Self.levels("\u{05D0} \u{05D1}") == [1, 1, 1])
        #expect(Self.order("\u{05D0} \u{05D1}") == [2, 1, 0])
        #expect(Self.levels("\u{05D0} 1") == [1, 1, 2])
        #expect(Self.levels("a b", .rightToLeft) == [2, 2, 2])
        // N2: between different directions, the embedding direction.
        #expect(Self.levels("\u{05D0} b") == [1, 0, 0])
        #expect(Self.levels("a \u{05D0}", .rightToLeft) == [2, 1, 1])
    }

    /// N0: a bracket pair with text of the other direction inside takes that
    /// direction when the text before it has it too (N0 c1).
    @Test func bracketPairTakesTheDirectionOfItsContext() {
        #expect(Self.levels("\u{05D0} (\u{05D1}) c") == [1, 1, 1, 1, 1, 0, 0])
        #expect(Self.order("\u{05D0} (\u{05D1}) c") == [4, 3, 2, 1, 0, 5, 6])
        // "(" and "]" are no pair: ")" ... "]" resolve by N1/N2 alone.
        #expect(Self.levels("\u{05D0} (\u{05D1}] c") == [1, 1, 1, 1, 0, 0, 0])
    }

    /// N0 b: text of the embedding direction inside decides.
    @Test func bracketPairWithEmbeddingDirectionInside() {
        #expect(Self.levels("a(\u{05D0}b)c", .rightToLeft) == [2, 1, 1, 2, 1, 2])
        // N0 d: nothing strong inside, the brackets are left to N1/N2.
        #expect(Self.levels("\u{05D0}()b") == [1, 0, 0, 0])
    }

    @Test func marksAfterABracketFollowIt() {
        // N0: an NSM after a bracket N0 resolved takes its type.
        #expect(Self.levels("\u{05D0}(\u{05D1})\u{0301}c") == [1, 1, 1, 1, 1, 0])
        #expect(Self.order("\u{05D0}(\u{05D1})\u{0301}c") == [4, 3, 2, 1, 0, 5])
    }

    @Test func canonicallyEquivalentBracketsPair() {
        // BD16: U+2329 pairs with U+3009, its canonical equivalent's pair.
        #expect(Self.levels("\u{05D0} \u{2329}\u{05D1}\u{3009} c") == [1, 1, 1, 1, 1, 0, 0])
        // U+300B (RIGHT DOUBLE ANGLE BRACKET) does not pair with U+2329.
        #expect(Self.levels("\u{05D0} \u{2329}\u{05D1}\u{300B} c") == [1, 1, 1, 1, 0, 0, 0])
    }

    /// BD16: with 63 opening brackets on the stack, the next opening bracket
    /// stops the search for pairs; pairs found before are kept.
    @Test func bracketStackHoldsSixtyThreeOpenings() {
        func text(openings: Int) -> String {
            "\u{05D0}(\u{05D1})" + String(repeating: "[", count: openings) + "(\u{05D1})c"
        }
        // 62 "[": the last "(...)" is a pair, resolved to R like the first.
        let paired = Self.levels(text(openings: 62))
        #expect(paired == [UInt8](repeating: 1, count: 4 + 62 + 3) + [0])
        // 63 "[": the last "(" finds the stack full; its ")" is a neutral
        // between R and L, so it takes the embedding direction.
        let unpaired = Self.levels(text(openings: 63))
        #expect(unpaired == [UInt8](repeating: 1, count: 4 + 63 + 2) + [0, 0])
    }

    @Test func implicitLevels() {
        // I1 at level 0: R +1, AN and EN +2. I2 at level 1: L, EN, AN +1.
        #expect(Self.levels("\u{05D0}\u{0661}", .leftToRight) == [1, 2])
        #expect(Self.levels("a\u{0661}\u{05D0}", .rightToLeft) == [2, 2, 1])
    }

    @Test func documentationExample() {
        let paragraph = BidiParagraph("abc \u{05D0}\u{05D1}\u{05D2} 123", direction: .auto)
        #expect(paragraph.baseLevel == 0)
        #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2])
        #expect(paragraph.visualOrder(lineRange: 0..<paragraph.count) == [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4])
        #expect(
            paragraph.runs(lineRange: 0..<paragraph.count) == [
                BidiRun(range: 0..<4, level: 0), BidiRun(range: 8..<11, level: 2), BidiRun(range: 4..<8, level: 1),
            ])
    }
}
