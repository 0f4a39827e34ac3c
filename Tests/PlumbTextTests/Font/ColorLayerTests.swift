import Testing
@testable import PlumbText

/// Layered colour glyphs (`COLR` version 0, `CPAL`): layers in order with their palette
/// colours or the foreground, palettes chosen by index, damaged records an error.
struct ColorLayerTests {
    typealias B = TestFontBuilder

    @Test("glyph 1's layers bottom first: glyph 2 in palette red, glyph 3 in the foreground")
    func layers() throws {
        let font = try OpenTypeFont(data: B.layeredColorFont(), fileName: "layers.ttf")
        #expect(font.hasColorLayers)
        #expect(
            font.colorLayers(of: 1) == [
                ColorGlyphLayer(glyph: 2, color: .init(red: 255, green: 0, blue: 0, alpha: 255)),
                ColorGlyphLayer(glyph: 3, color: nil),
            ])
        #expect(font.colorLayers(of: 1, palette: 1)?.first?.color == .init(red: 0, green: 0, blue: 255, alpha: 128))
        for plain: GlyphID in [0, 2, 3, 4] { #expect(try font.loadColorLayers(of: plain) == nil) }
        #expect(try OpenTypeFont(data: B.minimal()).loadColorLayers(of: 1) == nil)
    }

    @Test("a palette, an entry or a layer glyph out of range is an error naming it")
    func outOfRange() throws {
        let font = try OpenTypeFont(data: B.layeredColorFont(), fileName: "layers.ttf")
        #expect(throws: FontError(.malformed("palette 2 of 2"), table: "CPAL", fileName: "layers.ttf")) {
            try font.loadColorLayers(of: 1, palette: 2)
        }
        let entry = try OpenTypeFont(data: B.layeredColorFont(layers: [(2, 1)]), fileName: "layers.ttf")
        #expect(throws: FontError(.malformed("palette entry 1 of 1"), table: "CPAL", fileName: "layers.ttf")) {
            try entry.loadColorLayers(of: 1)
        }
        #expect(entry.colorLayers(of: 1) == nil)
        let glyph = try OpenTypeFont(data: B.layeredColorFont(layers: [(9, 0)]), fileName: "layers.ttf")
        #expect(throws: FontError(.glyphOutOfRange(9), table: "COLR", fileName: "layers.ttf")) {
            try glyph.loadColorLayers(of: 1)
        }
    }

    @Test("COLR and CPAL cut anywhere: the font loads, queries give an error naming the table or nil")
    func truncated() throws {
        let colr = B.colr([(1, [(2, 0), (3, 0xFFFF)])]), cpal = B.cpal([[(255, 0, 0, 255)]])
        var errors = 0
        for (tag, table) in [("COLR", colr), ("CPAL", cpal)] {
            for length in 0..<table.count {
                let other = tag == "COLR" ? ("CPAL", cpal) : ("COLR", colr)
                let font = try OpenTypeFont(
                    data: B.minimal(glyphCount: 5, extra: [(tag, Array(table.prefix(length))), other]),
                    fileName: "cut.ttf")
                do {
                    _ = try font.loadColorLayers(of: 1)
                } catch {
                    #expect(error.table == "COLR" || error.table == "CPAL", "\(error)")
                    #expect(error.fileName == "cut.ttf")
                    errors += 1
                }
            }
        }
        #expect(errors == colr.count + cpal.count)
    }
}
