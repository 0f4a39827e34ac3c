import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// The shaper's fast path for plain ASCII (HarfBuzz's advances and pair kerning, remembered)
/// gives exactly what shaping each whole string with HarfBuzz gives: every glyph, every
/// position, every character's advance, bit for bit, for Inter at four weights and italic
/// and for DejaVu Sans, over random strings of every printable ASCII character and the
/// benchmark's words.
@Suite struct ShapingFastPathTests {
    @Test("Fast path and HarfBuzz agree bit for bit on 3,000 random ASCII strings in six faces")
    func identical() throws {
        let fonts = try FontCollection.standard()
        let fast = TextShaper(collection: fonts)
        let whole = TextShaper(collection: fonts)
        whole.usesSimpleShaping = false
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var strings = ["Hello world", "AVAWAY Tokyo", "office -> 12:30", "LT Yo P. F, r. Te", "A-B", "1/2", "T.", "--"]
        for _ in 0..<500 {
            strings.append(String((0...next(40)).map { _ in Character(Unicode.Scalar(UInt8(0x20 + next(95)))) }))
        }
        var fonts6: [ResolvedFont] = []
        for weight in [Font.Weight.regular, .medium, .semibold, .bold] { var f = Font.body.resolved(); f.weight = weight; fonts6.append(f) }
        var italic = Font.body.resolved()
        italic.isItalic = true
        fonts6.append(italic)
        fonts6.append(Font.system(size: 17, design: .serif).resolved())
        var compared = 0, fastGlyphs = 0
        for font in fonts6 {
            for string in strings {
                let a = fast.shape(string, font: font, keepGlyphs: true)
                let b = whole.shape(string, font: font, keepGlyphs: true)
                #expect(a.advances == b.advances, "\(string)")
                #expect(a.glyphs.map(\.glyph) == b.glyphs.map(\.glyph), "\(string)")
                #expect(a.glyphs.map(\.x) == b.glyphs.map(\.x), "\(string)")
                #expect(a.glyphs.map(\.y) == b.glyphs.map(\.y), "\(string)")
                compared += 1
                fastGlyphs += a.glyphs.count
            }
        }
        #expect(compared == 3048)
        print("ShapingFastPathTests: \(compared) strings, \(fastGlyphs) glyphs identical")
    }

    @Test("Inter's contextual alternates still apply: \"12:30\" takes HarfBuzz, whose colon differs from the plain one")
    func contextualAlternates() throws {
        let fonts = try FontCollection.standard()
        let shaper = TextShaper(collection: fonts)
        let font = Font.body.resolved()
        let colon = try #require(fonts.primary.font.glyphID(for: ":"))
        let glyphs = shaper.shape("12:30", font: font, keepGlyphs: true).glyphs.map(\.glyph)
        // Inter's calt raises the colon between digits (a different glyph).
        #expect(glyphs.count == 5 && glyphs[2] != colon)
        // A colon between letters stays the plain one.
        #expect(shaper.shape("a:b", font: font, keepGlyphs: true).glyphs.map(\.glyph)[1] == colon)
    }
}
