import Testing
@testable import PlumbText

/// Cross-checks the generated `BidiTable` against the Unicode data files
/// read at test time from /usr/share/unicode/ (Debian's unicode-data).
@Suite struct BidiTableTests {
    @Test func classOrderMatchesGenerator() {
        #expect(BidiClass.allCases.map(\.abbreviation) == BidiTable.generatorClassOrder)
        for (index, bidiClass) in BidiClass.allCases.enumerated() {
            #expect(Int(bidiClass.rawValue) == index)
            #expect(BidiClass(abbreviation: bidiClass.abbreviation) == bidiClass)
        }
        #expect(BidiClass(abbreviation: "XX") == nil)
        #expect(
            BidiClass.allCases.filter(\.isExplicitFormatting) == [.lre, .lro, .rle, .rlo, .pdf, .lri, .rli, .fsi, .pdi])
        #expect(BidiClass.allCases.count == 23)
    }

    /// The long value names of the @missing lines (PropertyValueAliases.txt).
    static let longNames: [String: BidiClass] = [
        "Left_To_Right": .l, "Right_To_Left": .r, "Arabic_Letter": .al, "European_Number": .en,
        "European_Separator": .es, "European_Terminator": .et, "Arabic_Number": .an,
        "Common_Separator": .cs, "Nonspacing_Mark": .nsm, "Boundary_Neutral": .bn,
        "Paragraph_Separator": .b, "Segment_Separator": .s, "White_Space": .ws, "Other_Neutral": .on,
        "Left_To_Right_Embedding": .lre, "Left_To_Right_Override": .lro,
        "Right_To_Left_Embedding": .rle, "Right_To_Left_Override": .rlo,
        "Pop_Directional_Format": .pdf, "Left_To_Right_Isolate": .lri,
        "Right_To_Left_Isolate": .rli, "First_Strong_Isolate": .fsi, "Pop_Directional_Isolate": .pdi,
    ]

    /// "XXXX..YYYY; value" (or "XXXX; value") at the start of `text`.
    static func entry(_ text: Substring) -> (first: UInt32, last: UInt32, value: String)? {
        let fields = text.split(separator: ";", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2 else { return nil }
        let bounds = fields[0].components(separatedBy: "..")
        guard let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds[bounds.count - 1], radix: 16) else {
            return nil
        }
        let value = fields[1].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return (first, last, value.trimmingCharacters(in: .whitespaces))
    }

    static func lines(_ name: String) throws -> [Substring] {
        String(decoding: try BidiTestData.bytes(name), as: UTF8.self).split(separator: "\n")
    }

    @Test(
        .enabled(
            if: BidiTestData.isAvailable("extracted/DerivedBidiClass.txt"),
            "needs /usr/share/unicode/extracted/DerivedBidiClass.txt (Debian's unicode-data)"))
    func everyCodePointHasItsBidiClass() throws {
        let lines = try Self.lines("extracted/DerivedBidiClass.txt")
        #expect(lines[0].contains("DerivedBidiClass-\(BidiClass.unicodeVersion).txt"))
        // The @missing defaults in file order (later ones win), then the data.
        var expected = [BidiClass?](repeating: nil, count: 0x110000)
        var listed = 0
        for line in lines {
            if line.hasPrefix("# @missing:") {
                let entry = try #require(Self.entry(line.dropFirst("# @missing:".count)))
                let bidiClass = try #require(Self.longNames[entry.value], "unknown \(entry.value)")
                for codePoint in entry.first...entry.last { expected[Int(codePoint)] = bidiClass }
            } else if !line.hasPrefix("#"), let entry = Self.entry(line) {
                let bidiClass = try #require(BidiClass(abbreviation: entry.value), "unknown \(entry.value)")
                for codePoint in entry.first...entry.last { expected[Int(codePoint)] = bidiClass }
                listed += Int(entry.last - entry.first) + 1
            }
        }
        #expect(listed > 290_000)
        var mismatches = 0
        var codePoint = 0
        while codePoint < 0x110000 {
            let actual = BidiClass(tableWord: BidiTable.word(ofCodePoint: UInt32(codePoint)))
            if expected[codePoint] != actual {
                mismatches += 1
                if mismatches < 10 {
                    Issue.record(
                        "U+\(String(codePoint, radix: 16)) is \(actual), expected \(String(describing: expected[codePoint]))"
                    )
                }
            }
            codePoint += 1
        }
        #expect(mismatches == 0)
        // Defaults of unassigned code points, as the file's header says.
        #expect(BidiClass(tableWord: BidiTable.word(ofCodePoint: 0x05FF)) == .r)  // Hebrew block
        #expect(BidiClass(tableWord: BidiTable.word(ofCodePoint: 0x07BF)) == .al)  // Thaana block
        #expect(BidiClass(tableWord: BidiTable.word(ofCodePoint: 0x20CF)) == .et)  // Currency Symbols
        #expect(BidiClass(tableWord: BidiTable.word(ofCodePoint: 0xFDD0)) == .bn)  // noncharacter
        #expect(BidiClass(tableWord: BidiTable.word(ofCodePoint: 0x50000)) == .l)
    }

    @Test func classesOfKnownCharacters() {
        #expect(BidiClass("a") == .l)
        #expect(BidiClass("\u{05D0}") == .r)  // HEBREW LETTER ALEF
        #expect(BidiClass("\u{0627}") == .al)  // ARABIC LETTER ALEF
        #expect(BidiClass("1") == .en)
        #expect(BidiClass("\u{0661}") == .an)  // ARABIC-INDIC DIGIT ONE
        #expect(BidiClass("+") == .es)
        #expect(BidiClass("%") == .et)
        #expect(BidiClass(",") == .cs)
        #expect(BidiClass("\u{0301}") == .nsm)  // COMBINING ACUTE ACCENT
        #expect(BidiClass("\u{200D}") == .bn)  // ZERO WIDTH JOINER
        #expect(BidiClass("\n") == .b)
        #expect(BidiClass("\t") == .s)
        #expect(BidiClass(" ") == .ws)
        #expect(BidiClass("!") == .on)
        #expect(BidiClass("\u{202A}") == .lre)
        #expect(BidiClass("\u{202D}") == .lro)
        #expect(BidiClass("\u{202B}") == .rle)
        #expect(BidiClass("\u{202E}") == .rlo)
        #expect(BidiClass("\u{202C}") == .pdf)
        #expect(BidiClass("\u{2066}") == .lri)
        #expect(BidiClass("\u{2067}") == .rli)
        #expect(BidiClass("\u{2068}") == .fsi)
        #expect(BidiClass("\u{2069}") == .pdi)
    }

    @Test(
        .enabled(
            if: BidiTestData.isAvailable("BidiBrackets.txt"),
            "needs /usr/share/unicode/BidiBrackets.txt (Debian's unicode-data)"))
    func everyPairedBracketMatchesBidiBrackets() throws {
        let lines = try Self.lines("BidiBrackets.txt")
        #expect(lines[0].contains("BidiBrackets-\(BidiClass.unicodeVersion).txt"))
        var expected: [UInt32: (pair: UInt32, kind: BidiPairedBracket.Kind)] = [:]
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: "#")[0].split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 3 else { continue }
            let scalar = try #require(UInt32(fields[0], radix: 16))
            let pair = try #require(UInt32(fields[1], radix: 16))
            expected[scalar] = (pair, fields[2] == "o" ? .opening : .closing)
        }
        #expect(expected.count == 128)
        // Exactly the listed scalars are brackets, of the listed kind, and
        // each pairs with its Bidi_Paired_Bracket.
        var brackets = 0
        var codePoint: UInt32 = 0
        while codePoint < 0x110000 {
            if let scalar = Unicode.Scalar(codePoint), let bracket = BidiPairedBracket(scalar) {
                brackets += 1
                let entry = try #require(expected[codePoint], "U+\(String(codePoint, radix: 16)) is no bracket")
                #expect(bracket.kind == entry.kind)
                let pair = try #require(BidiPairedBracket(Unicode.Scalar(entry.pair)!))
                #expect(pair.key == bracket.key && pair.kind != bracket.kind)
            }
            codePoint += 1
        }
        #expect(brackets == expected.count)
        #expect(BidiPairedBracket("(") != BidiPairedBracket("]"))
        #expect(BidiPairedBracket("(")?.key != BidiPairedBracket("]")?.key)
    }

    /// BD16: "or its canonical equivalent": U+2329/U+232A decompose to
    /// U+3008/U+3009, so each angle bracket pairs with either form.
    @Test func angleBracketsPairWithTheirCanonicalEquivalents() throws {
        let leftAngle = try #require(BidiPairedBracket("\u{2329}"))  // LEFT-POINTING ANGLE BRACKET
        let rightAngle = try #require(BidiPairedBracket("\u{232A}"))
        let leftCJK = try #require(BidiPairedBracket("\u{3008}"))  // LEFT ANGLE BRACKET
        let rightCJK = try #require(BidiPairedBracket("\u{3009}"))
        #expect(leftAngle.kind == .opening && leftCJK.kind == .opening)
        #expect(rightAngle.kind == .closing && rightCJK.kind == .closing)
        #expect(leftAngle.key == rightAngle.key)
        #expect(leftAngle.key == rightCJK.key)
        #expect(leftCJK.key == rightAngle.key)
        #expect(leftAngle.key != BidiPairedBracket(")")!.key)
    }

    @Test(
        .enabled(
            if: BidiTestData.isAvailable("BidiMirroring.txt"),
            "needs /usr/share/unicode/BidiMirroring.txt (Debian's unicode-data)"))
    func everyMirroringGlyphMatchesBidiMirroring() throws {
        let lines = try Self.lines("BidiMirroring.txt")
        #expect(lines[0].contains("BidiMirroring-\(BidiClass.unicodeVersion).txt"))
        var expected: [UInt32: UInt32] = [:]
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: "#")[0].split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 2 else { continue }
            let scalar = try #require(UInt32(fields[0], radix: 16))
            let glyph: UInt32 = try #require(UInt32(fields[1], radix: 16))
            expected[scalar] = glyph
        }
        #expect(expected.count == 428)
        var mirrored = 0
        var codePoint: UInt32 = 0
        while codePoint < 0x110000 {
            if let scalar = Unicode.Scalar(codePoint), let glyph = BidiMirroring.mirrored(scalar) {
                mirrored += 1
                #expect(expected[codePoint] == glyph.value, "U+\(String(codePoint, radix: 16))")
            }
            codePoint += 1
        }
        #expect(mirrored == expected.count)
    }

    @Test func mirroredGlyphs() {
        #expect(BidiMirroring.mirrored("(") == ")")
        #expect(BidiMirroring.mirrored(")") == "(")
        #expect(BidiMirroring.mirrored("<") == ">")
        #expect(BidiMirroring.mirrored("\u{00AB}") == "\u{00BB}")  // « »
        #expect(BidiMirroring.mirrored("a") == nil)
        // N-ARY SUMMATION is Bidi_Mirrored but has no mirroring character.
        #expect(BidiMirroring.mirrored("\u{2211}") == nil)
    }
}
