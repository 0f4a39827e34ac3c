import Testing
@testable import PlumbText

/// The fast check `BidiParagraph.needsResolution(_:)`: exact for every
/// scalar, and right that text without R, AL, AN or explicit characters
/// resolves to level 0.
@Suite struct BidiQuickCheckTests {
    @Test func knownStrings() {
        #expect(!BidiParagraph.needsResolution(""))
        #expect(!BidiParagraph.needsResolution("Hello, world! 123 (a+b)%"))
        #expect(!BidiParagraph.needsResolution("café naïve Ελληνικά Русский"))
        #expect(!BidiParagraph.needsResolution("漢字かなカナ 한국어 हिन्दी ไทย 👍🏽"))
        #expect(BidiParagraph.needsResolution("Hello \u{05D0}"))  // R
        #expect(BidiParagraph.needsResolution("12345678\u{0627}"))  // AL after 8 ASCII bytes
        #expect(BidiParagraph.needsResolution("\u{0661}"))  // AN
        #expect(BidiParagraph.needsResolution("a\u{200F}b"))  // RLM is R
        #expect(BidiParagraph.needsResolution("a\u{061C}b"))  // ALM is AL
        #expect(BidiParagraph.needsResolution("a\u{2066}b\u{2069}"))  // LRI, PDI
        #expect(BidiParagraph.needsResolution("a\u{202A}b"))  // LRE
        #expect(BidiParagraph.needsResolution("\u{10900}"))  // PHOENICIAN LETTER ALF (4 bytes)
        #expect(BidiParagraph.needsResolution("\u{1EC71}"))  // INDIC SIYAQ NUMBER ONE, AL
        #expect(!BidiParagraph.needsResolution("\u{200E}"))  // LRM is L
        // Substrings work too.
        let text = "abc \u{05D0}"
        #expect(!BidiParagraph.needsResolution(text.prefix(3)))
        #expect(BidiParagraph.needsResolution(text.suffix(2)))
    }

    /// The scan looks up only scalars whose UTF-8 lead byte is in
    /// `leadBytesToCheck`: exactly the lead bytes of the scalars that need
    /// resolution.
    @Test func leadBytesToCheckAreThoseOfTheScalarsThatNeedResolution() {
        var leads = Set<UInt8>()
        var codePoint: UInt32 = 0
        while codePoint < 0x110000 {
            if let scalar = Unicode.Scalar(codePoint), BidiClass(scalar).needsResolution {
                leads.insert(UTF8.encode(scalar)!.first!)
            }
            codePoint += 1
        }
        var table = Set<UInt8>()
        for byte in 0...255 where BidiTable.leadBytesToCheck[byte >> 6] & (1 << UInt64(byte & 63)) != 0 {
            table.insert(UInt8(byte))
        }
        #expect(table == leads)
        #expect(leads == Set([0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF, 0xE0, 0xE2, 0xEF, 0xF0]))
    }

    /// Every scalar alone, after 9 ASCII bytes (so both the 8-byte and the
    /// byte-wise scan meet it), answers as its class says.
    @Test func everyScalarAnswersAsItsClass() {
        var mismatches = 0
        var bytes: [UInt8] = Array("123456789".utf8) + [0, 0, 0, 0]
        var codePoint: UInt32 = 0
        while codePoint < 0x110000 {
            defer { codePoint += 1 }
            guard let scalar = Unicode.Scalar(codePoint) else { continue }
            var length = 9
            for byte in UTF8.encode(scalar)! {
                bytes[length] = byte
                length += 1
            }
            let answer = bytes.withUnsafeBufferPointer {
                BidiParagraph.needsResolution(utf8: UnsafeBufferPointer(rebasing: $0[0..<length]))
            }
            if answer != BidiClass(scalar).needsResolution { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// Without R, AL, AN or explicit characters, every level is 0 in a
    /// left-to-right or automatic paragraph: all sequences of up to three of
    /// the other classes.
    @Test func textWithoutThemResolvesToLevelZero() {
        let others = BidiClass.allCases.filter { !$0.needsResolution }
        #expect(others == [.l, .en, .es, .et, .cs, .nsm, .bn, .b, .s, .ws, .on])
        var sequences: [[BidiClass]] = [[]]
        var checked = 0
        for _ in 1...3 {
            sequences = sequences.flatMap { sequence in others.map { sequence + [$0] } }
            for classes in sequences {
                for direction in [BidiParagraph.Direction.auto, .leftToRight] {
                    let paragraph = BidiParagraph(classes: classes, direction: direction)
                    #expect(paragraph.baseLevel == 0)
                    #expect(paragraph.levels.allSatisfy { $0 == 0 }, "\(classes)")
                    #expect(
                        paragraph.visualOrder(lineRange: 0..<classes.count)
                            == classes.indices.filter { !classes[$0].isRemovedByX9 })
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * (11 + 121 + 1331))
    }
}
