import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// HarfBuzz's default features apply to every string, Latin included: Inter's contextual
/// alternates change glyphs the old one-glyph-per-character shaper kept.
@Suite struct DefaultFeatureTests {
    @Test("Inter's contextual alternates apply: the colon of \"12:30\" is another glyph than the plain one")
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
