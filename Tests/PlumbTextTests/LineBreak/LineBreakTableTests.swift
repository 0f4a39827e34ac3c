import Testing
@testable import PlumbText

/// Cross-checks the generated table against the committed Unicode data files.
@Suite struct LineBreakTableTests {
    @Test func classOrderMatchesGenerator() {
        #expect(LineBreakClass.allCases.map(\.abbreviation) == LineBreakTable.generatorClassOrder)
        for lineBreakClass in LineBreakClass.allCases {
            #expect(LineBreakClass(abbreviation: lineBreakClass.abbreviation) == lineBreakClass)
        }
        #expect(LineBreakClass(abbreviation: "??") == nil)
    }

    /// `LineBreakProperties.lineBreakClass` bit-casts the stored raw value;
    /// that relies on raw values being 0..<count in declaration order with
    /// `zwj` last.
    @Test func rawValuesAreDenseAndZWJIsLast() {
        for (index, lineBreakClass) in LineBreakClass.allCases.enumerated() {
            #expect(Int(lineBreakClass.rawValue) == index)
            #expect(LineBreakProperties(rawValue: UInt16(index)).lineBreakClass == lineBreakClass)
            #expect(LineBreakProperties(lineBreakClass: lineBreakClass).lineBreakClass == lineBreakClass)
        }
        #expect(LineBreakClass.allCases.last == .zwj)
        for invalid in UInt16(LineBreakClass.allCases.count)...0x3F {
            #expect(LineBreakProperties(rawValue: invalid).lineBreakClass == .xx)
        }
    }

    @Test func unicodeVersionMatchesData() throws {
        let header = try LineBreakTestData.text("LineBreak.txt").prefix(40)
        #expect(header.contains("LineBreak-\(LineBreakTable.unicodeVersion).txt"))
    }

    @Test func everyListedCodePointHasItsLineBreakClass() throws {
        var mismatches = 0
        for entry in try LineBreakTestData.ranges("LineBreak.txt") {
            let expected = try #require(LineBreakClass(abbreviation: entry.value))
            for codePoint in entry.first...entry.last
            where LineBreakTable.properties(ofCodePoint: codePoint).lineBreakClass != expected {
                mismatches += 1
                if mismatches < 20 {
                    Issue.record("U+\(String(codePoint, radix: 16)) expected \(entry.value)")
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func unlistedCodePointsUseDocumentedDefaults() {
        #expect(LineBreakTable.properties(ofCodePoint: 0x0378).lineBreakClass == .xx)  // unassigned Greek
        #expect(LineBreakTable.properties(ofCodePoint: 0x50000).lineBreakClass == .xx)  // plane 5
        #expect(LineBreakTable.properties(ofCodePoint: 0x10FFFF).lineBreakClass == .xx)
        #expect(LineBreakTable.properties(ofCodePoint: 0x2FFFD).lineBreakClass == .id)
        #expect(LineBreakTable.properties(ofCodePoint: 0x20CF).lineBreakClass == .pr)
        #expect(LineBreakTable.properties(ofCodePoint: 0xD800).lineBreakClass == .sg)
    }

    @Test func eastAsianWidthFlagMatchesData() throws {
        var mismatches = 0
        for entry in try LineBreakTestData.ranges("EastAsianWidth.txt") {
            let wide = entry.value == "F" || entry.value == "W" || entry.value == "H"
            for codePoint in entry.first...entry.last
            where LineBreakTable.properties(ofCodePoint: codePoint).isEastAsianWide != wide {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        // Unlisted code points in the CJK blocks default to W.
        #expect(LineBreakTable.properties(ofCodePoint: 0x3FFFD).isEastAsianWide)
        #expect(!LineBreakTable.properties(ofCodePoint: 0x0028).isEastAsianWide)
        #expect(LineBreakTable.properties(ofCodePoint: 0xFF08).isEastAsianWide)
    }

    @Test func extendedPictographicFlagMatchesData() throws {
        var expected = Set<UInt32>()
        for entry in try LineBreakTestData.ranges("emoji-data.txt") where entry.value == "Extended_Pictographic" {
            expected.formUnion(entry.first...entry.last)
        }
        #expect(expected.count > 3000)
        var mismatches = 0
        for codePoint in UInt32(0)...0x10FFFF
        where LineBreakTable.properties(ofCodePoint: codePoint).isExtendedPictographic
            != expected.contains(codePoint)
        {
            mismatches += 1
        }
        #expect(mismatches == 0)
    }

    @Test func generalCategoryFlagsMatchData() throws {
        var listed = 0
        var mismatches = 0
        for entry in try LineBreakTestData.ranges("DerivedGeneralCategory.txt") {
            let unassigned = entry.value == "Cn"
            let mark = entry.value == "Mn" || entry.value == "Mc"
            for codePoint in entry.first...entry.last {
                listed += 1
                let properties = LineBreakTable.properties(ofCodePoint: codePoint)
                if properties.isUnassigned != unassigned || properties.isCombiningMark != mark {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(listed == 0x110000)
        #expect(LineBreakTable.properties(ofCodePoint: 0x25CC).isDottedCircle)
        #expect(!LineBreakTable.properties(ofCodePoint: 0x25CB).isDottedCircle)
    }

    @Test func lb1Resolution() {
        func resolved(_ value: UInt32) -> LineBreakClass {
            LineBreakTable.properties(ofCodePoint: value).resolvedClass
        }
        #expect(resolved(0x00A7) == .al)  // § AI
        #expect(resolved(0xD800) == .al)  // SG
        #expect(resolved(0x0378) == .al)  // XX
        #expect(resolved(0x0E01) == .al)  // Thai letter, SA (Lo)
        #expect(resolved(0x0E31) == .cm)  // Thai vowel sign, SA (Mn)
        #expect(resolved(0x3041) == .ns)  // small hiragana, CJ
        #expect(LineBreakTable.properties(ofCodePoint: 0x3041).lineBreakClass == .cj)
    }
}
