import Foundation
import Testing
@testable import PlumbText

/// Runs every case of Unicode 15.0's two bidi conformance files: every
/// line of BidiTest.txt at every paragraph direction of its bitset, and
/// every line of BidiCharacterTest.txt, checking resolved levels (after L1,
/// the whole paragraph being one line) and the visual order (L2, without the
/// characters X9 removes).
///
/// The files are parsed as bytes, then the cases run in parallel chunks
/// (a debug build resolves some 860,000 paragraphs here).
@Suite struct BidiConformanceTests {
    /// One paragraph to resolve and what it must resolve to.
    struct Case: Sendable {
        /// The line of the file, for the failure message.
        var line: Int
        /// The classes (BidiTest.txt), empty for BidiCharacterTest.txt.
        var classes: [BidiClass]
        /// The scalars (BidiCharacterTest.txt), empty for BidiTest.txt.
        var scalars: [Unicode.Scalar]
        var direction: BidiParagraph.Direction
        /// The expected paragraph level, nil when the file does not say.
        var baseLevel: UInt8?
        /// Indices into `Expectations.levels` and `Expectations.orders`.
        var levels: Int
        var order: Int
    }

    /// The expected level lists ("x" as nil) and orders the cases share.
    struct Expectations: Sendable {
        var levels: [[UInt8?]] = []
        var orders: [[Int]] = []
    }

    /// The cases run and the failures found.
    struct Tally: Sendable {
        var cases = 0
        var failureCount = 0
        var failures: [String] = []

        mutating func record(_ failure: String) {
            if failures.count < 20 { failures.append(failure) }
            failureCount += 1
        }

        mutating func add(_ other: Tally) {
            cases += other.cases
            failureCount += other.failureCount
            failures += other.failures.prefix(max(0, 20 - failures.count))
        }
    }

    /// Runs `cases` in parallel chunks.
    static func run(_ cases: [Case], _ expectations: Expectations) async -> Tally {
        let chunkSize = (cases.count + 7) / 8
        return await withTaskGroup(of: Tally.self) { group in
            for start in stride(from: 0, to: cases.count, by: max(chunkSize, 1)) {
                group.addTask {
                    var tally = Tally()
                    for testCase in cases[start..<min(start + chunkSize, cases.count)] {
                        tally.cases += 1
                        if let failure = check(testCase, expectations) { tally.record(failure) }
                    }
                    return tally
                }
            }
            var total = Tally()
            for await tally in group { total.add(tally) }
            return total
        }
    }

    /// Resolves one case; a description of how it differs, or nil.
    static func check(_ testCase: Case, _ expectations: Expectations) -> String? {
        let paragraph =
            testCase.scalars.isEmpty
            ? BidiParagraph(classes: testCase.classes, direction: testCase.direction)
            : BidiParagraph(scalars: testCase.scalars, direction: testCase.direction)
        let expected = expectations.levels[testCase.levels]
        let order = expectations.orders[testCase.order]
        // Only built for a failure (a debug build would spend much of its time here).
        var name: String {
            let text =
                testCase.scalars.isEmpty
                ? testCase.classes.map(\.abbreviation)
                : testCase.scalars.map {
                    String($0.value, radix: 16, uppercase: true) + "(" + BidiClass($0).abbreviation + ")"
                }
            return "data line \(testCase.line): \(text.joined(separator: " ")) [\(testCase.direction)]"
        }
        if let baseLevel = testCase.baseLevel, paragraph.baseLevel != baseLevel {
            return "\(name): paragraph level \(paragraph.baseLevel), expected \(baseLevel)"
        }
        guard expected.count == paragraph.count else {
            return "\(name): \(expected.count) levels for \(paragraph.count) characters"
        }
        let levels = paragraph.lineLevels(lineRange: 0..<paragraph.count)
        var index = 0
        while index < expected.count {
            // "x": removed by X9, and only those.
            let matches =
                expected[index].map { !paragraph.classes[index].isRemovedByX9 && levels[index] == $0 }
                ?? paragraph.classes[index].isRemovedByX9
            if !matches {
                let got = levels.indices.map { paragraph.classes[$0].isRemovedByX9 ? "x" : String(levels[$0]) }
                let want = expected.map { $0.map(String.init) ?? "x" }
                return "\(name): levels \(got.joined(separator: " ")), expected \(want.joined(separator: " "))"
            }
            index += 1
        }
        let visual = paragraph.visualOrder(lineRange: 0..<paragraph.count)
        if visual != order {
            return
                "\(name): order \(visual.map(String.init).joined(separator: " ")), expected \(order.map(String.init).joined(separator: " "))"
        }
        return nil
    }

    /// The class named by a BidiTest.txt token ("L", "NSM", ...), from its
    /// bytes packed big-endian (checked against `BidiClass.abbreviation`
    /// by `tokenNamesMatchAbbreviations`).
    static func bidiClass(_ bytes: [UInt8], _ token: Range<Int>) -> BidiClass? {
        guard token.count <= 3 else { return nil }
        var key: UInt32 = 0
        var index = token.lowerBound
        while index < token.upperBound {
            key = key << 8 | UInt32(bytes[index])
            index += 1
        }
        switch key {
        case 0x00004C: return .l  // L
        case 0x000052: return .r  // R
        case 0x00414C: return .al  // AL
        case 0x00454E: return .en  // EN
        case 0x004553: return .es  // ES
        case 0x004554: return .et  // ET
        case 0x00414E: return .an  // AN
        case 0x004353: return .cs  // CS
        case 0x4E534D: return .nsm  // NSM
        case 0x00424E: return .bn  // BN
        case 0x000042: return .b  // B
        case 0x000053: return .s  // S
        case 0x005753: return .ws  // WS
        case 0x004F4E: return .on  // ON
        case 0x4C5245: return .lre  // LRE
        case 0x4C524F: return .lro  // LRO
        case 0x524C45: return .rle  // RLE
        case 0x524C4F: return .rlo  // RLO
        case 0x504446: return .pdf  // PDF
        case 0x4C5249: return .lri  // LRI
        case 0x524C49: return .rli  // RLI
        case 0x465349: return .fsi  // FSI
        case 0x504449: return .pdi  // PDI
        default: return nil
        }
    }

    @Test func tokenNamesMatchAbbreviations() {
        for bidiClass in BidiClass.allCases {
            let bytes = Array(bidiClass.abbreviation.utf8)
            #expect(Self.bidiClass(bytes, 0..<bytes.count) == bidiClass)
        }
        let unknown = Array("XX".utf8)
        #expect(Self.bidiClass(unknown, 0..<2) == nil)
    }

    /// BidiTest.txt: "@Levels:" and "@Reorder:" lines set the expectations
    /// of the data lines after them; a data line is a list of classes and a
    /// bitset of paragraph directions (1 auto, 2 LTR, 4 RTL).
    static func bidiTestCases(_ bytes: [UInt8]) throws -> (cases: [Case], expectations: Expectations) {
        var cases: [Case] = []
        cases.reserveCapacity(800_000)
        var expectations = Expectations()
        // Bit 0: auto, bit 1: LTR, bit 2: RTL.
        let directions: [BidiParagraph.Direction] = [.auto, .leftToRight, .rightToLeft]
        var lineNumber = 0
        for line in BidiTestData.dataLines(bytes) {
            lineNumber += 1
            if bytes[line.lowerBound] == UInt8(ascii: "@") {
                let fields = BidiTestData.fields(bytes, line, separator: UInt8(ascii: ":"))
                switch BidiTestData.text(bytes, fields[0]) {
                case "@Levels":
                    expectations.levels.append(
                        try #require(
                            BidiTestData.levels(bytes, fields[1]), "bad line \(BidiTestData.text(bytes, line))"))
                case "@Reorder":
                    expectations.orders.append(
                        try #require(
                            BidiTestData.indices(bytes, fields[1]), "bad line \(BidiTestData.text(bytes, line))"))
                default:
                    break
                }
                continue
            }
            // "<classes> ; <bitset>" in one pass: tokens up to ';', then one hex digit.
            var classes: [BidiClass] = []
            var valid = true
            var tokenStart = -1
            var index = line.lowerBound
            while index < line.upperBound && bytes[index] != 0x3B {  // ';'
                let isSpace = bytes[index] == 0x20 || bytes[index] == 0x09
                if isSpace && tokenStart >= 0 {
                    if let bidiClass = bidiClass(bytes, tokenStart..<index) {
                        classes.append(bidiClass)
                    } else {
                        valid = false
                    }
                    tokenStart = -1
                } else if !isSpace && tokenStart < 0 {
                    tokenStart = index
                }
                index += 1
            }
            if tokenStart >= 0 {
                if let bidiClass = bidiClass(bytes, tokenStart..<index) {
                    classes.append(bidiClass)
                } else {
                    valid = false
                }
            }
            let bitset =
                valid && index < line.upperBound
                ? BidiTestData.tokens(bytes, index + 1..<line.upperBound).first.flatMap {
                    BidiTestData.number(bytes, $0, radix: 16)
                }
                : nil
            guard let bitset, !expectations.levels.isEmpty, !expectations.orders.isEmpty else {
                Issue.record("bad line \(BidiTestData.text(bytes, line))")
                continue
            }
            var bit = 0
            while bit < 3 {
                defer { bit += 1 }
                guard bitset & (1 << bit) != 0 else { continue }
                let direction = directions[bit]
                cases.append(
                    Case(
                        line: lineNumber, classes: classes, scalars: [], direction: direction, baseLevel: nil,
                        levels: expectations.levels.count - 1, order: expectations.orders.count - 1))
            }
        }
        return (cases, expectations)
    }

    /// BidiCharacterTest.txt: code points; direction (0 LTR, 1 RTL, 2 auto);
    /// paragraph level; levels; order.
    static func bidiCharacterTestCases(_ bytes: [UInt8]) throws -> (cases: [Case], expectations: Expectations) {
        var cases: [Case] = []
        var expectations = Expectations()
        var lineNumber = 0
        for line in BidiTestData.dataLines(bytes) {
            lineNumber += 1
            let fields = BidiTestData.fields(bytes, line, separator: UInt8(ascii: ";"))
            var scalars: [Unicode.Scalar] = []
            var valid = fields.count == 5
            if valid {
                for token in BidiTestData.tokens(bytes, fields[0]) {
                    if let value = BidiTestData.number(bytes, token, radix: 16),
                        let scalar = Unicode.Scalar(UInt32(value))
                    {
                        scalars.append(scalar)
                    } else {
                        valid = false
                    }
                }
            }
            guard valid, let directionNumber = BidiTestData.number(bytes, fields[1], radix: 10), directionNumber <= 2,
                let baseLevel = BidiTestData.number(bytes, fields[2], radix: 10),
                let levels = BidiTestData.levels(bytes, fields[3]),
                let order = BidiTestData.indices(bytes, fields[4])
            else {
                Issue.record("bad line \(BidiTestData.text(bytes, line))")
                continue
            }
            expectations.levels.append(levels)
            expectations.orders.append(order)
            let direction: BidiParagraph.Direction = [.leftToRight, .rightToLeft, .auto][directionNumber]
            cases.append(
                Case(
                    line: lineNumber, classes: [], scalars: scalars, direction: direction,
                    baseLevel: UInt8(baseLevel), levels: expectations.levels.count - 1,
                    order: expectations.orders.count - 1))
        }
        return (cases, expectations)
    }

    @Test(
        .enabled(
            if: BidiTestData.isAvailable("BidiTest.txt"),
            "needs /usr/share/unicode/BidiTest.txt (Debian's unicode-data)"))
    func everyBidiTestCase() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (cases, expectations) = try Self.bidiTestCases(try BidiTestData.bytes("BidiTest.txt"))
        let parsed = clock.now
        let tally = await Self.run(cases, expectations)
        let lines = cases.indices.reduce(0) { $0 + ($1 == 0 || cases[$1].line != cases[$1 - 1].line ? 1 : 0) }
        print(
            "BidiTest.txt: \(tally.cases - tally.failureCount) of \(tally.cases) cases passed "
                + "(\(lines) data lines, each at the paragraph directions of its bitset; "
                + "parse \(parsed - start), run \(clock.now - parsed))")
        for failure in tally.failures { print("FAIL " + failure) }
        #expect(tally.cases == cases.count)
        #expect(cases.count > 770_000)
        #expect(lines > 490_000)
        #expect(tally.failureCount == 0)
    }

    @Test(
        .enabled(
            if: BidiTestData.isAvailable("BidiCharacterTest.txt"),
            "needs /usr/share/unicode/BidiCharacterTest.txt (Debian's unicode-data)"))
    func everyBidiCharacterTestCase() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (cases, expectations) = try Self.bidiCharacterTestCases(try BidiTestData.bytes("BidiCharacterTest.txt"))
        let parsed = clock.now
        let tally = await Self.run(cases, expectations)
        print(
            "BidiCharacterTest.txt: \(tally.cases - tally.failureCount) of \(tally.cases) cases passed "
                + "(parse \(parsed - start), run \(clock.now - parsed))")
        for failure in tally.failures { print("FAIL " + failure) }
        #expect(tally.cases == cases.count)
        #expect(cases.count > 91_000)
        #expect(tally.failureCount == 0)
    }
}
