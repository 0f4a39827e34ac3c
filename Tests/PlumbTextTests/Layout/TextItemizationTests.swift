import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// The ASCII readers (`TextShaper.Itemized(ascii:)`, `TextShaper.asciiBreaks`) give exactly
/// what the general ones give, on many strings; the shaper takes them for ASCII text and
/// its answers (advances, breaks, glyphs) are the same with or without them.
@Suite struct TextItemizationTests {
    /// ASCII strings of every kind the readers treat apart: letters, digits, punctuation,
    /// spaces, tabs, line ends, control characters, leading and trailing Common characters.
    static let asciiStrings: [String] = {
        var strings = [
            "", " ", "a", "the layout negotiation", "  leading spaces", "trailing  ", "12:30", "a:b", "x\ty",
            "line\nbreak", "ends with newline\n", "\n", "\u{0B}vt\u{0C}ff", "bell\u{07}del\u{7F}", "3 + 4 = 7",
            "well-known fact", "(parenthesis) [brackets] {braces}", "quote \"this\" 'that'", "100% of $5.00",
            "e-mail: someone@example.com", "https://example.com/a/b?c=d", "...", "!?", "a b\tc\nd\u{0B}e",
            "SwiftUI Plumb frame padding stack spacer priority Dynamic Type accessibility truncated",
        ]
        // Pseudo-random printable ASCII and a few controls, as the bench's xorshift makes them.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let alphabet = Array(" \t\n\u{0B}abcxyzABCXYZ0123456789.,:;-+=()[]'\"!?/\\@#$%&*_~`^|<>{}\u{01}\u{7F}")
        for _ in 0..<300 {
            strings.append(String((0..<(1 + next(40))).map { _ in alphabet[next(alphabet.count)] }))
        }
        return strings
    }()

    @Test("Itemized(ascii:) gives what Itemized(general:) gives, array by array")
    func asciiItemization() throws {
        for string in TextItemizationTests.asciiStrings {
            let ascii = try #require(TextShaper.Itemized(ascii: string), "\(string.debugDescription) is ASCII")
            let general = TextShaper.Itemized(general: string)
            #expect(ascii.isASCII && !general.isASCII)
            #expect(ascii.characters == general.characters, "\(string.debugDescription)")
            #expect(ascii.scalars == general.scalars, "\(string.debugDescription)")
            #expect(ascii.characterOfScalar == general.characterOfScalar)
            #expect(ascii.firstScalar == general.firstScalar)
            #expect(ascii.scripts == general.scripts, "\(string.debugDescription)")
            #expect(ascii.emoji == general.emoji)
            #expect(ascii.drawsNothing == general.drawsNothing, "\(string.debugDescription)")
            #expect(ascii.hangs == general.hangs, "\(string.debugDescription)")
            #expect(general.utf8Offsets == (0...string.utf8.count).map { Int32($0) })
        }
    }

    @Test("Itemized(ascii:) declines text it cannot read byte by byte: non-ASCII, and CR (CR LF is one character)")
    func asciiDeclines() {
        for string in ["café", "a\r\nb", "\r", "naïve", "日本", "👍🏽", "a\u{0301}"] {
            #expect(TextShaper.Itemized(ascii: string) == nil, "\(string.debugDescription)")
        }
    }

    @Test("asciiBreaks gives breaks(of:characters:)'s answer")
    func asciiBreaks() {
        for string in TextItemizationTests.asciiStrings {
            let characters = Array(string)
            #expect(
                TextShaper.asciiBreaks(of: string, count: characters.count)
                    == TextShaper.breaks(of: string, characters: characters), "\(string.debugDescription)")
        }
    }

    @Test("Shaping with and without the ASCII path gives the same characters, advances, breaks and glyphs")
    func shapingAgrees() throws {
        let fonts = try FontCollection.standard()
        let shaper = TextShaper(collection: fonts)
        let general = TextShaper(collection: fonts)
        let fonts3 = [Font.body.resolved(), Font.title.bold().resolved(), Font.caption.italic().resolved()]
        for font in fonts3 {
            for string in TextItemizationTests.asciiStrings + ["café au lait", "a\r\nb", "مرحبا hi"] {
                let a = shaper.shape(string, font: font, keepGlyphs: true)
                let b = general.shape(string, font: font, keepGlyphs: true, allowsASCIIPath: false)
                #expect(a.characters == b.characters)
                #expect(a.advances == b.advances, "\(string.debugDescription)")
                #expect(a.hangs == b.hangs)
                #expect(a.breaks == b.breaks, "\(string.debugDescription)")
                #expect(a.glyphs.map(\.glyph) == b.glyphs.map(\.glyph))
                #expect(a.glyphs.map(\.x) == b.glyphs.map(\.x) && a.glyphs.map(\.y) == b.glyphs.map(\.y))
                #expect(a.glyphs.map { ObjectIdentifier($0.face) } == b.glyphs.map { ObjectIdentifier($0.face) })
                #expect(a.glyphs.map(\.character) == b.glyphs.map(\.character))
                #expect(
                    a.fallbackFaces.mapValues(ObjectIdentifier.init) == b.fallbackFaces.mapValues(ObjectIdentifier.init)
                )
                #expect(a.missingFallbacks.map(\.name) == b.missingFallbacks.map(\.name))
                // Each line's text, sliced from the string, is the text built from characters.
                let sliced = a.fitter,
                    built = LineFitter(
                        characters: b.characters, advances: b.advances, hangs: b.hangs, breaks: b.breaks)
                #expect((sliced.source != nil || a.characters.isEmpty) && built.source == nil)
                for width: CGFloat? in [nil, 0, 20, 80, 200] {
                    for line in sliced.lines(width: width) {
                        #expect(sliced.text(of: line.range) == built.text(of: line.range))
                        #expect(Array(sliced.text(of: line.range).utf8) == Array(built.text(of: line.range).utf8))
                    }
                }
            }
        }
    }
}
