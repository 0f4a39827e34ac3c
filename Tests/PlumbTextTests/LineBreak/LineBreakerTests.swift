import Foundation
import Testing
@testable import PlumbText

@Suite struct LineBreakerTests {
    /// Positions (scalar offsets) of all opportunities.
    func positions(_ text: String) -> [Int] {
        LineBreaker.breakOpportunities(in: text).map(\.position)
    }

    /// The text split into lines at every opportunity.
    func segments(_ text: String) -> [String] {
        let opportunities = LineBreaker.stringBreakOpportunities(in: text)
        var start = text.startIndex
        var result: [String] = []
        for opportunity in opportunities {
            result.append(String(text.unicodeScalars[start..<opportunity.index]))
            start = opportunity.index
        }
        return result
    }

    @Test func emptyAndSingle() {
        #expect(LineBreaker.breakOpportunities(in: "").isEmpty)
        #expect(LineBreaker.breakOpportunities(in: "a") == [LineBreakOpportunity(position: 1, kind: .mandatory)])
    }

    @Test func spacesBreakAfterTheRunNotBefore() {
        // LB7 × SP, LB18 SP ÷
        #expect(positions("a   b") == [4, 5])
        #expect(segments("hello   world  ") == ["hello   ", "world  "])
        #expect(LineBreaker.breakOpportunities(in: "a b").map(\.kind) == [.allowed, .mandatory])
    }

    @Test func hyphen() {
        // LB21 × HY; no rule forbids HY ÷ AL
        #expect(segments("well-known") == ["well-", "known"])
        // LB25 (tailored): HY × NU, so "-5" stays together
        #expect(segments("a -5") == ["a ", "-5"])
    }

    @Test func url() {
        // LB13 × IS, × SY; SY ÷ AL by LB31
        #expect(segments("http://x/y") == ["http://", "x/", "y"])
    }

    @Test func numbers() {
        #expect(segments("3.14") == ["3.14"])
        #expect(segments("pi is 3.14, e is 2.71") == ["pi ", "is ", "3.14, ", "e ", "is ", "2.71"])
        #expect(segments("$1,000.50") == ["$1,000.50"])  // PR NU IS NU ...
        #expect(segments("(12.5%)") == ["(12.5%)"])  // OP NU IS NU PO CP
        #expect(segments("1/2") == ["1/2"])
    }

    @Test func cjkIdeographsBreakBetween() {
        #expect(segments("中文字") == ["中", "文", "字"])
        // LB13: no break before an ideographic full stop (CL)
        #expect(segments("中文。字") == ["中", "文。", "字"])
        // CJ (small kana) resolves to NS: no break before it (LB21)
        #expect(segments("ちょっと") == ["ちょっ", "と"])
        // LB30: East Asian (W) parentheses do not glue to letters
        #expect(segments("a（b）") == ["a", "（b）"])
        #expect(segments("a(b)c") == ["a(b)c"])
    }

    @Test func quotes() {
        // LB19: no break before or after QU
        #expect(segments("\"Hello\" world") == ["\"Hello\" ", "world"])
        #expect(segments("“quoted”text") == ["“quoted”text"])
        #expect(segments("don't stop") == ["don't ", "stop"])
        // LB15: QU SP* × OP
        #expect(segments("\" (x)") == ["\" (x)"])
    }

    @Test func emojiSequencesAreNotBroken() {
        let family = "👨‍👩‍👧"  // 1F468 ZWJ 1F469 ZWJ 1F467
        #expect(family.unicodeScalars.count == 5)
        #expect(positions(family) == [5])  // LB8a ZWJ ×
        #expect(positions("👋🏽") == [2])  // LB30b EB × EM
        #expect(positions("🇺🇸🇫🇷") == [2, 4])  // LB30a pairs of RI
        #expect(positions("🇺🇸🇫") == [2, 3])
        #expect(segments("👩‍💻 ok") == ["👩‍💻 ", "ok"])
        #expect(segments("a👍b") == ["a", "👍", "b"])  // ID on both sides
    }

    @Test func mandatoryBreaks() {
        #expect(
            LineBreaker.breakOpportunities(in: "a\nb") == [
                LineBreakOpportunity(position: 2, kind: .mandatory),
                LineBreakOpportunity(position: 3, kind: .mandatory),
            ])
        // LB5: CR × LF, break after the pair
        #expect(
            LineBreaker.breakOpportunities(in: "a\r\nb") == [
                LineBreakOpportunity(position: 3, kind: .mandatory),
                LineBreakOpportunity(position: 4, kind: .mandatory),
            ])
        #expect(LineBreaker.breakOpportunities(in: "a\rb").first == LineBreakOpportunity(position: 2, kind: .mandatory))
        // LB6: no break before a hard break, even after spaces
        #expect(
            LineBreaker.breakOpportunities(in: "a \n\nb") == [
                LineBreakOpportunity(position: 3, kind: .mandatory),
                LineBreakOpportunity(position: 4, kind: .mandatory),
                LineBreakOpportunity(position: 5, kind: .mandatory),
            ])
        #expect(LineBreaker.breakOpportunities(in: "x\u{2028}y").first?.kind == .mandatory)  // BK
        #expect(LineBreaker.breakOpportunities(in: "x\u{85}y").first?.kind == .mandatory)  // NL
        #expect(LineBreaker.breakOpportunities(in: "line\n") == [LineBreakOpportunity(position: 5, kind: .mandatory)])
    }

    @Test func combiningMarks() {
        // LB9: the mark takes the class of its base; LB10: a lone mark is AL.
        #expect(segments("e\u{301}-x") == ["e\u{301}-", "x"])
        #expect(segments("a \u{301}b") == ["a ", "\u{301}b"])
        #expect(segments("\u{301}b") == ["\u{301}b"])
    }

    @Test func glueAndZeroWidth() {
        #expect(segments("a\u{A0}b c") == ["a\u{A0}b ", "c"])  // LB12 GL ×, LB12a
        #expect(segments("a\u{200B}b") == ["a\u{200B}", "b"])  // LB8 ZW ÷
        #expect(segments("a\u{2060}b") == ["a\u{2060}b"])  // LB11 WJ
        #expect(segments("Hi! Ok?") == ["Hi! ", "Ok?"])  // LB13 × EX
    }

    @Test func hebrewHyphen() {
        // LB21a: HL (HY | BA) ×
        #expect(segments("א-ב") == ["א-ב"])
        #expect(segments("a-b") == ["a-", "b"])
    }

    @Test func stringIndicesAndCharacterOffsets() {
        let text = "👩‍💻 naïve e\u{301}x"
        let scalarBreaks = LineBreaker.breakOpportunities(in: text)
        let indexed = LineBreaker.stringBreakOpportunities(in: text)
        #expect(indexed.map(\.scalarOffset) == scalarBreaks.map(\.position))
        #expect(LineBreaker.stringIndices(of: scalarBreaks, in: text) == indexed.map(\.index))
        #expect(indexed.last?.index == text.endIndex)
        // 👩‍💻 is one Character; "naïve" is 5 Characters; "é" is one.
        #expect(
            LineBreaker.characterBreakOpportunities(in: text) == [
                LineBreakOpportunity(position: 2, kind: .allowed),
                LineBreakOpportunity(position: 8, kind: .allowed),
                LineBreakOpportunity(position: 10, kind: .mandatory),
            ])
        for opportunity in indexed {
            #expect(opportunity.isCharacterBoundary(in: text))
        }
    }

    @Test func breakInsideGraphemeClusterIsDroppedForCharacters() {
        // SP followed by a spacing mark (U+0903, CM) is one grapheme cluster,
        // but UAX #14 allows a break after the space (LB10 + LB18).
        let text = "a \u{903}b"
        #expect(positions(text) == [2, 4])
        #expect(text.count == 3)
        #expect(
            LineBreaker.characterBreakOpportunities(in: text) == [
                LineBreakOpportunity(position: 3, kind: .mandatory)
            ])
        let inside = LineBreaker.stringBreakOpportunities(in: text)[0]
        #expect(!inside.isCharacterBoundary(in: text))
    }

    @Test func lazyIteration() {
        var iterator = LineBreaker.opportunities(in: "ab cd\nef")
        var seen: [LineBreakOpportunity] = []
        while let next = iterator.next() { seen.append(next) }
        #expect(seen == LineBreaker.breakOpportunities(in: "ab cd\nef"))
        #expect(iterator.next() == nil)
    }

    @Test func lb28aBrahmicWithSyntheticClasses() {
        // Unicode 15.0 data has no AK/AP/AS/VF/VI, so exercise LB28a via the
        // properties entry point.
        func run(_ classes: [LineBreakClass], dottedCircleAt: Int? = nil) -> [Int] {
            let properties = classes.enumerated().map { offset, lineBreakClass in
                LineBreakProperties(lineBreakClass: lineBreakClass, isDottedCircle: offset == dottedCircleAt)
            }
            return LineBreaker.breakOpportunities(properties: properties).map(\.position)
        }
        #expect(run([.ak, .vi, .ak]) == [3])  // (AK|◌|AS) × VI; AK VI × AK
        #expect(run([.ap, .ak, .vf]) == [3])  // AP × AK; AK × VF
        #expect(run([.ak, .ak, .vf]) == [3])  // AK × AK VF
        #expect(run([.ak, .ak]) == [1, 2])  // no rule: LB31
        #expect(run([.al, .vi, .ak], dottedCircleAt: 0) == [3])
        #expect(run([.ak, .cm, .vi, .cm, .ak]) == [5])  // LB9 marks are transparent
    }

    @Test func lb25PrefixBeforeOpenParenthesisAndNumber() {
        #expect(positions("$(1)") == [4])  // PR × OP NU
        #expect(positions("$(a)") == [1, 4])  // PR ÷ OP when no NU follows
        #expect(positions("$-1") == [3])  // PR × HY NU
        #expect(positions("$\u{301}(\u{301}1") == [5])  // marks are transparent (LB9)
    }

    @Test func performanceOfTenKilobyteParagraph() {
        let sentence = "The quick brown fox—“jumps” over 12,345.67 lazy dogs (again); 漢字かな交じり文も。 "
        var paragraph = ""
        while paragraph.utf8.count < 10_240 { paragraph += sentence }
        _ = LineBreaker.breakOpportunities(in: paragraph)
        let clock = ContinuousClock()
        let iterations = 20
        var count = 0
        let elapsed = clock.measure {
            for _ in 0..<iterations { count += LineBreaker.breakOpportunities(in: paragraph).count }
        }
        let perRun = elapsed / iterations
        print(
            "LineBreaker: \(paragraph.utf8.count) bytes, \(paragraph.unicodeScalars.count) scalars, "
                + "\(count / iterations) opportunities, \(perRun) per run")
        #expect(count > 0)
        // Generous bound for unoptimised test builds; release is far below 1 ms.
        #expect(perRun < .milliseconds(100))
    }
}
