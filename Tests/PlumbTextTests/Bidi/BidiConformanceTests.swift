import Foundation
import Testing
@testable import PlumbText

/// Runs every case of Unicode 15.0's two bidi conformance files: every
/// line of BidiTest.txt at every paragraph direction of its bitset, and
/// every line of BidiCharacterTest.txt, checking resolved levels (after L1,
/// the whole paragraph being one line) and the visual order (L2, without the
/// characters X9 removes).
@Suite struct BidiConformanceTests {
    /// The cases of one data file and how many failed.
    struct Tally {
        var cases = 0
        var failures: [String] = []

        mutating func record(_ failure: String) {
            if failures.count < 20 { failures.append(failure) }
            failureCount += 1
        }
        var failureCount = 0
    }

    /// Checks one resolved paragraph against the expected levels and order;
    /// returns a description of the difference, or nil.
    static func check(_ paragraph: BidiParagraph, levels expected: [UInt8?], order: [Int]) -> String? {
        guard expected.count == paragraph.count else {
            return "expected \(expected.count) levels for \(paragraph.count) characters"
        }
        let levels = paragraph.lineLevels(lineRange: 0..<paragraph.count)
        for index in expected.indices {
            // "x": removed by X9, and only those.
            if expected[index] == nil ? !paragraph.classes[index].isRemovedByX9 : levels[index] != expected[index] {
                let got = levels.indices.map { paragraph.classes[$0].isRemovedByX9 ? "x" : String(levels[$0]) }
                let want = expected.map { $0.map(String.init) ?? "x" }
                return "levels \(got.joined(separator: " ")), expected \(want.joined(separator: " "))"
            }
        }
        let visual = paragraph.visualOrder(lineRange: 0..<paragraph.count)
        if visual != order {
            return "order \(visual.map(String.init).joined(separator: " ")), expected \(order.map(String.init).joined(separator: " "))"
        }
        return nil
    }

    @Test(.enabled(if: BidiTestData.isAvailable("BidiTest.txt"), "needs /usr/share/unicode/BidiTest.txt (Debian's unicode-data)"))
    func everyBidiTestCase() throws {
        let bytes = try BidiTestData.bytes("BidiTest.txt")
        let start = ContinuousClock.now
        let classByName = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map { (Array($0.abbreviation.utf8), $0) })
        var tally = Tally()
        var levels: [UInt8?] = []
        var order: [Int] = []
        let directions: [(bit: Int, direction: BidiParagraph.Direction)] = [(1, .auto), (2, .leftToRight), (4, .rightToLeft)]
        for line in BidiTestData.dataLines(bytes) {
            if bytes[line.lowerBound] == UInt8(ascii: "@") {
                let fields = BidiTestData.fields(bytes, line, separator: UInt8(ascii: ":"))
                let name = BidiTestData.text(bytes, fields[0])
                if name == "@Levels" {
                    levels = try #require(BidiTestData.levels(bytes, fields[1]), "bad line: \(BidiTestData.text(bytes, line))")
                } else if name == "@Reorder" {
                    order = try #require(BidiTestData.indices(bytes, fields[1]), "bad line: \(BidiTestData.text(bytes, line))")
                }
                continue
            }
            let fields = BidiTestData.fields(bytes, line, separator: UInt8(ascii: ";"))
            var classes: [BidiClass] = []
            for token in BidiTestData.tokens(bytes, fields[0]) {
                classes.append(try #require(classByName[Array(bytes[token])], "bad class in: \(BidiTestData.text(bytes, line))"))
            }
            let bitset = try #require(BidiTestData.number(bytes, BidiTestData.tokens(bytes, fields[1])[0], radix: 16))
            for (bit, direction) in directions where bitset & bit != 0 {
                tally.cases += 1
                let paragraph = BidiParagraph(classes: classes, direction: direction)
                if let difference = Self.check(paragraph, levels: levels, order: order) {
                    tally.record("\(BidiTestData.text(bytes, line)) [\(direction)]: \(difference)")
                }
            }
        }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print("BidiTest.txt: \(tally.cases - tally.failureCount) of \(tally.cases) cases passed (\(String(format: "%.2f", seconds)) s)")
        for failure in tally.failures { print("FAIL " + failure) }
        #expect(tally.cases > 490_000)
        #expect(tally.failureCount == 0)
    }

    @Test(.enabled(if: BidiTestData.isAvailable("BidiCharacterTest.txt"), "needs /usr/share/unicode/BidiCharacterTest.txt (Debian's unicode-data)"))
    func everyBidiCharacterTestCase() throws {
        let bytes = try BidiTestData.bytes("BidiCharacterTest.txt")
        let start = ContinuousClock.now
        var tally = Tally()
        for line in BidiTestData.dataLines(bytes) {
            let fields = BidiTestData.fields(bytes, line, separator: UInt8(ascii: ";"))
            try #require(fields.count == 5, "bad line: \(BidiTestData.text(bytes, line))")
            var scalars: [Unicode.Scalar] = []
            for token in BidiTestData.tokens(bytes, fields[0]) {
                let value = try #require(BidiTestData.number(bytes, token, radix: 16))
                scalars.append(try #require(Unicode.Scalar(UInt32(value))))
            }
            let direction: BidiParagraph.Direction
            switch BidiTestData.number(bytes, fields[1], radix: 10) {
            case 0: direction = .leftToRight
            case 1: direction = .rightToLeft
            default: direction = .auto
            }
            let baseLevel = try #require(BidiTestData.number(bytes, fields[2], radix: 10))
            let levels = try #require(BidiTestData.levels(bytes, fields[3]))
            let order = try #require(BidiTestData.indices(bytes, fields[4]))
            tally.cases += 1
            let paragraph = BidiParagraph(scalars: scalars, direction: direction)
            if Int(paragraph.baseLevel) != baseLevel {
                tally.record("\(BidiTestData.text(bytes, line)): paragraph level \(paragraph.baseLevel)")
            } else if let difference = Self.check(paragraph, levels: levels, order: order) {
                tally.record("\(BidiTestData.text(bytes, line)): \(difference)")
            }
        }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print("BidiCharacterTest.txt: \(tally.cases - tally.failureCount) of \(tally.cases) cases passed (\(String(format: "%.2f", seconds)) s)")
        for failure in tally.failures { print("FAIL " + failure) }
        #expect(tally.cases > 90_000)
        #expect(tally.failureCount == 0)
    }
}
