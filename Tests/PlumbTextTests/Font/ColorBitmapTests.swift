import Foundation
import Testing
@testable import PlumbText

/// Colour glyph pictures (`CBLC`/`CBDT`, `sbix`): the installed Noto Color Emoji read
/// exactly, every index and image format of small fonts built from typed values, strike
/// choice, and damaged tables that must give an error or `nil`, never a trap.
struct ColorBitmapTests {
    typealias B = TestFontBuilder
    static let notoPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let noto: OpenTypeFont? = {
        guard FileManager.default.fileExists(atPath: notoPath) else {
            print("ColorBitmapTests: \(notoPath) is absent (Debian's fonts-noto-color-emoji); skipping its tests")
            return nil
        }
        return try? OpenTypeFont(contentsOfFile: notoPath)
    }()

    // MARK: Noto Color Emoji (numbers read independently from the file's bytes)

    @Test("Noto Color Emoji: one strike of 109 ppem, 2048 units per em, advance 2550, hhea 1900/-500/0")
    func notoStrikeAndMetrics() throws {
        guard let font = Self.noto else { return }
        #expect(font.hasColorBitmaps)
        #expect(font.colorBitmapStrikes == [109])
        #expect(font.unitsPerEm == 2048)
        let m = font.metrics
        #expect([m.hheaAscender, m.hheaDescender, m.hheaLineGap] == [1900, -500, 0] as [Int])
        #expect([m.typoAscender, m.typoDescender, m.typoLineGap] == [1900, -500, 0] as [Int?])
        let grinning = try #require(font.glyphID(for: "\u{1F600}"))
        #expect(grinning == GlyphID(883))
        #expect(font.advanceWidth(of: grinning) == 2550)
    }

    @Test("Noto Color Emoji: 😀 👍 ❤ #: format 17 records of 136×128 pixels, bearing (0, 101), advance 136")
    func notoGlyphs() throws {
        guard let font = Self.noto else { return }
        // (scalar, glyph, PNG bytes), from a separate reader of the same file.
        let expected: [(Unicode.Scalar, UInt16, Int)] = [
            ("\u{1F600}", 883, 3296), ("\u{1F44D}", 569, 1518), ("\u{2764}", 168, 1263), ("#", 4, 867),
        ]
        for (scalar, glyph, pngLength) in expected {
            let g = try #require(font.glyphID(for: scalar))
            #expect(g == GlyphID(glyph))
            let bitmap = try #require(try font.loadColorBitmap(of: g, pixelsPerEm: 51))
            #expect(bitmap.table == "CBDT")
            #expect(bitmap.pixelsPerEm == 109)
            #expect([bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY] == [136, 128, 0, 101] as [Int])
            #expect(bitmap.advance == 136)
            #expect(bitmap.png.count == pngLength)
            #expect(Array(bitmap.png.prefix(8)) == ColorGlyphBitmap.pngSignature)
            let size = try #require(ColorGlyphBitmap.pngSize(FontData(bitmap.png)))
            #expect(size == (136, 128))
        }
    }

    @Test("Noto Color Emoji: the only strike serves every size; glyphs outside its index subtables have none")
    func notoSizesAndMissingGlyphs() throws {
        guard let font = Self.noto else { return }
        let g = try #require(font.glyphID(for: "\u{1F600}"))
        for ppem in [1.0, 17, 51, 109, 110, 500] {
            #expect(font.colorBitmap(of: g, pixelsPerEm: ppem)?.pixelsPerEm == 109)
        }
        // Its subtables cover glyphs 4–17, 19–1429 and 1467–3967.
        for missing: UInt16 in [0, 3, 18, 1430, 1466] {
            #expect(try font.loadColorBitmap(of: GlyphID(missing), pixelsPerEm: 51) == nil)
        }
        #expect(try font.loadColorBitmap(of: GlyphID(17), pixelsPerEm: 51) != nil)
        #expect(try font.loadColorBitmap(of: GlyphID(3967), pixelsPerEm: 51) != nil)
        #expect(throws: FontError(.glyphOutOfRange(GlyphID(3968)), fileName: "NotoColorEmoji.ttf")) {
            try font.loadColorBitmap(of: GlyphID(3968), pixelsPerEm: 51)
        }
    }

    @Test("a font without colour tables has no colour bitmaps")
    func plainFont() throws {
        let font = try OpenTypeFont(data: B.minimal())
        #expect(!font.hasColorBitmaps)
        #expect(font.colorBitmapStrikes.isEmpty)
        #expect(try font.loadColorBitmap(of: GlyphID(1), pixelsPerEm: 20) == nil)
    }

    // MARK: Index and image formats

    static let m1 = B.BitmapMetrics(height: 10, width: 12, bearingX: -1, bearingY: 8, advance: 13)
    static let m2 = B.BitmapMetrics(height: 20, width: 22, bearingX: 2, bearingY: 17, advance: 23)

    /// A 6-glyph font with `strikes` of colour bitmaps.
    static func font(_ strikes: [(ppem: Int, subtables: [B.IndexSubtable])], fileName: String = "color.ttf") throws
        -> OpenTypeFont
    {
        let (cblc, cbdt) = B.colorBitmapTables(strikes)
        return try OpenTypeFont(
            data: B.minimal(glyphCount: 6, extra: [("CBLC", cblc), ("CBDT", cbdt)]), fileName: fileName)
    }

    @Test("index format 1 with image format 17: the record's own small metrics; a zero-length record is no glyph")
    func format1() throws {
        let png = B.pngHeader(width: 12, height: 10)
        let font = try Self.font([
            (
                20,
                [
                    .format1(
                        first: 1, imageFormat: 17,
                        records: [B.record17(Self.m1, png), nil, B.record17(Self.m2, png + [7])])
                ]
            )
        ])
        #expect(
            font.colorBitmap(of: 1, pixelsPerEm: 20)
                == ColorGlyphBitmap(
                    table: "CBDT", png: png, pixelsPerEm: 20, width: 12, height: 10, bearingX: -1, bearingY: 8,
                    advance: 13))
        #expect(try font.loadColorBitmap(of: 2, pixelsPerEm: 20) == nil)
        let third = try #require(font.colorBitmap(of: 3, pixelsPerEm: 20))
        #expect(
            [third.width, third.height, third.bearingX, third.bearingY, third.advance] == [22, 20, 2, 17, 23] as [Int?])
        #expect(third.png == png + [7])
        #expect(font.colorBitmap(of: 4, pixelsPerEm: 20) == nil)
    }

    @Test("index format 2 with image format 19: the subtable's big metrics for every glyph of its range")
    func format2() throws {
        let a = B.pngHeader(width: 22, height: 20), b = B.pngHeader(width: 22, height: 21)
        let font = try Self.font([
            (40, [.format2(first: 2, imageFormat: 19, metrics: Self.m2, records: [B.record19(a), B.record19(b)])])
        ])
        let second = try #require(font.colorBitmap(of: 3, pixelsPerEm: 40))
        #expect(second.png == b)
        #expect(
            [second.width, second.height, second.bearingX, second.bearingY, second.advance] == [22, 20, 2, 17, 23]
                as [Int?])
        #expect(font.colorBitmap(of: 2, pixelsPerEm: 40)?.png == a)
        #expect(font.colorBitmap(of: 1, pixelsPerEm: 40) == nil)
    }

    @Test("index format 3 with image format 18: 16-bit offsets, big metrics' horizontal half")
    func format3() throws {
        let png = B.pngHeader(width: 12, height: 10)
        let font = try Self.font([
            (20, [.format3(first: 4, imageFormat: 18, records: [nil, B.record18(Self.m1, png)])])
        ])
        #expect(font.colorBitmap(of: 4, pixelsPerEm: 20) == nil)
        let g = try #require(font.colorBitmap(of: 5, pixelsPerEm: 20))
        #expect([g.width, g.height, g.bearingX, g.bearingY, g.advance] == [12, 10, -1, 8, 13] as [Int?])
    }

    @Test("index format 4: sparse glyphs by binary search; glyphs between them have none")
    func format4() throws {
        let p = (1...3).map { B.pngHeader(width: $0, height: 1) }
        let font = try Self.font([
            (
                20,
                [
                    .format4(
                        imageFormat: 17,
                        records: [
                            (1, B.record17(Self.m1, p[0])), (3, B.record17(Self.m1, p[1])),
                            (5, B.record17(Self.m2, p[2])),
                        ])
                ]
            )
        ])
        #expect(font.colorBitmap(of: 1, pixelsPerEm: 20)?.png == p[0])
        #expect(font.colorBitmap(of: 3, pixelsPerEm: 20)?.png == p[1])
        #expect(font.colorBitmap(of: 5, pixelsPerEm: 20)?.png == p[2])
        #expect(font.colorBitmap(of: 5, pixelsPerEm: 20)?.width == 22)
        for missing: GlyphID in [2, 4] { #expect(try font.loadColorBitmap(of: missing, pixelsPerEm: 20) == nil) }
    }

    @Test("index format 5: a sorted glyph list sharing one size and metrics")
    func format5() throws {
        let p = (1...3).map { B.pngHeader(width: 22, height: $0) }
        let font = try Self.font([
            (
                20,
                [
                    .format5(
                        imageFormat: 19, metrics: Self.m2,
                        records: [(1, B.record19(p[0])), (2, B.record19(p[1])), (5, B.record19(p[2]))])
                ]
            )
        ])
        #expect(font.colorBitmap(of: 2, pixelsPerEm: 20)?.png == p[1])
        #expect(font.colorBitmap(of: 5, pixelsPerEm: 20)?.png == p[2])
        #expect(font.colorBitmap(of: 5, pixelsPerEm: 20)?.bearingY == 17)
        #expect(try font.loadColorBitmap(of: 3, pixelsPerEm: 20) == nil)
    }

    @Test("the strike nearest above the size, else the largest; a strike without the glyph is passed over")
    func strikeChoice() throws {
        let png = B.pngHeader(width: 12, height: 10)
        func strike(_ ppem: Int, _ glyphs: Int) -> (ppem: Int, subtables: [B.IndexSubtable]) {
            (ppem, [.format1(first: 1, imageFormat: 17, records: (0..<glyphs).map { _ in B.record17(Self.m1, png) })])
        }
        // Strikes out of order; the 40 ppem strike lacks glyph 3.
        let font = try Self.font([strike(80, 3), strike(20, 3), strike(40, 2)])
        #expect(font.colorBitmapStrikes == [80, 20, 40])
        let chosen = [10.0, 20, 20.5, 39.9, 40, 41, 80, 81, 1000].map {
            font.colorBitmap(of: 1, pixelsPerEm: $0)?.pixelsPerEm
        }
        #expect(chosen == [20, 20, 40, 40, 40, 80, 80, 80, 80])
        #expect(font.colorBitmap(of: 3, pixelsPerEm: 30)?.pixelsPerEm == 80)
        #expect(font.colorBitmap(of: 3, pixelsPerEm: 100)?.pixelsPerEm == 80)
    }

    @Test("non-PNG image formats and records that are not PNG are named in the error")
    func unsupported() throws {
        let png = B.pngHeader(width: 12, height: 10)
        let font = try Self.font([
            (
                20,
                [
                    .format1(first: 1, imageFormat: 1, records: [B.record17(Self.m1, png)]),
                    .format1(first: 2, imageFormat: 17, records: [B.record17(Self.m1, [1, 2, 3, 4, 5, 6, 7, 8, 9])]),
                    .format1(first: 3, imageFormat: 19, records: [B.record19(png)]),
                ]
            )
        ])
        #expect(
            throws: FontError(.unsupported("glyph 1: image format 1 is not PNG"), table: "CBDT", fileName: "color.ttf")
        ) {
            try font.loadColorBitmap(of: 1, pixelsPerEm: 20)
        }
        #expect(font.colorBitmap(of: 1, pixelsPerEm: 20) == nil)
        #expect(throws: FontError(.malformed("glyph 2: image is not a PNG"), table: "CBDT", fileName: "color.ttf")) {
            try font.loadColorBitmap(of: 2, pixelsPerEm: 20)
        }
        #expect(
            throws: FontError(
                .malformed("glyph 3: image format 19 needs the metrics of index format 2 or 5"), table: "CBLC",
                fileName: "color.ttf")
        ) {
            try font.loadColorBitmap(of: 3, pixelsPerEm: 20)
        }
    }

    // MARK: sbix

    @Test("sbix: PNG records placed by their origin offsets, dupes followed once, other types named")
    func sbix() throws {
        let small = B.pngHeader(width: 20, height: 18), big = B.pngHeader(width: 40, height: 36)
        let table = B.sbix([
            (
                20,
                [
                    .none, .picture(x: 1, y: -4, type: "png ", data: small), .dupe(of: 1),
                    .picture(x: 0, y: 0, type: "jpg ", data: [1]), .dupe(of: 2), .none,
                ]
            ),
            (40, [.none, .picture(x: 2, y: -8, type: "png ", data: big), .none, .none, .none, .none]),
        ])
        let font = try OpenTypeFont(data: B.minimal(glyphCount: 6, extra: [("sbix", table)]), fileName: "apple.ttf")
        #expect(font.hasColorBitmaps)
        #expect(font.colorBitmapStrikes == [20, 40])
        #expect(
            font.colorBitmap(of: 1, pixelsPerEm: 17)
                == ColorGlyphBitmap(
                    table: "sbix", png: small, pixelsPerEm: 20, width: 20, height: 18, bearingX: 1, bearingY: 14,
                    advance: nil))
        #expect(
            font.colorBitmap(of: 1, pixelsPerEm: 34)
                == ColorGlyphBitmap(
                    table: "sbix", png: big, pixelsPerEm: 40, width: 40, height: 36, bearingX: 2, bearingY: 28,
                    advance: nil))
        // Glyph 2 is a dupe of glyph 1 at 20 ppem and has nothing at 40.
        #expect(font.colorBitmap(of: 2, pixelsPerEm: 34)?.png == small)
        #expect(font.colorBitmap(of: 2, pixelsPerEm: 34)?.bearingY == 14)
        #expect(
            throws: FontError(
                .unsupported("glyph 3: graphic type 'jpg ' is not PNG"), table: "sbix", fileName: "apple.ttf")
        ) {
            try font.loadColorBitmap(of: 3, pixelsPerEm: 20)
        }
        #expect(
            throws: FontError(
                .malformed("glyph 2: a 'dupe' refers to another 'dupe'"), table: "sbix", fileName: "apple.ttf")
        ) {
            try font.loadColorBitmap(of: 4, pixelsPerEm: 20)
        }
        #expect(try font.loadColorBitmap(of: 5, pixelsPerEm: 20) == nil)
    }

    // MARK: Damaged tables

    @Test("a CBLC cut anywhere: the font loads, each query is a FontError naming the table or nil")
    func truncatedCBLC() throws {
        let png = B.pngHeader(width: 12, height: 10)
        let (cblc, cbdt) = B.colorBitmapTables([
            (
                20,
                [
                    .format1(first: 1, imageFormat: 17, records: [B.record17(Self.m1, png)]),
                    .format4(imageFormat: 17, records: [(3, B.record17(Self.m1, png))]),
                ]
            ),
            (40, [.format5(imageFormat: 19, metrics: Self.m2, records: [(2, B.record19(png)), (4, B.record19(png))])]),
        ])
        var errors = 0, nils = 0
        for length in 0..<cblc.count {
            for (tag, table) in [("CBLC", Array(cblc.prefix(length))), ("CBDT", Array(cbdt.prefix(length)))] {
                let other = tag == "CBLC" ? ("CBDT", cbdt) : ("CBLC", cblc)
                let font = try OpenTypeFont(
                    data: B.minimal(glyphCount: 6, extra: [(tag, table), other]), fileName: "cut.ttf")
                for g: GlyphID in [1, 2, 3, 4, 5] {
                    for ppem in [20.0, 40] {
                        do {
                            if try font.loadColorBitmap(of: g, pixelsPerEm: ppem) == nil { nils += 1 }
                        } catch {
                            #expect(error.fileName == "cut.ttf")
                            #expect(error.table == "CBLC" || error.table == "CBDT", "\(error)")
                            errors += 1
                        }
                    }
                }
            }
        }
        #expect(errors > 0 && nils > 0)
        #expect(throws: FontError(.truncated, table: "CBLC", fileName: "cut.ttf")) {
            let font = try OpenTypeFont(
                data: B.minimal(glyphCount: 6, extra: [("CBLC", Array(cblc.prefix(7))), ("CBDT", cbdt)]),
                fileName: "cut.ttf")
            return try font.loadColorBitmap(of: 1, pixelsPerEm: 20)
        }
    }

    @Test("Noto Color Emoji with its CBLC and CBDT garbled at random: no trap, errors name the file")
    func garbledNoto() throws {
        guard Self.noto != nil else { return }
        let original = [UInt8](FileManager.default.contents(atPath: Self.notoPath) ?? Data())
        // The table records of CBLC and CBDT, found in the directory.
        var regions: [Range<Int>] = []
        let count = Int(original[4]) << 8 | Int(original[5])
        for i in 0..<count {
            let r = 12 + 16 * i
            let tag = String(decoding: original[r..<r + 4], as: UTF8.self)
            func u32(_ o: Int) -> Int { original[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
            if tag == "CBLC" || tag == "CBDT" { regions.append(u32(r + 8)..<u32(r + 8) + min(u32(r + 12), 20_000)) }
        }
        #expect(regions.count == 2)
        var generator = FontRobustnessTests.SeededGenerator(state: 13)
        var bytes = original
        var errors = 0
        for round in 0..<40 {
            for region in regions {
                for _ in 0..<(1 + round % 8) {
                    bytes[Int.random(in: region, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            let font = try OpenTypeFont(data: bytes, fileName: "garbled.ttf")
            for g in stride(from: 0, to: 3968, by: 97) {
                do {
                    _ = try font.loadColorBitmap(of: GlyphID(UInt16(g)), pixelsPerEm: Double(10 + g % 200))
                } catch {
                    #expect(error.fileName == "garbled.ttf")
                    errors += 1
                }
            }
            _ = font.colorBitmapStrikes
        }
        #expect(errors > 0)
    }
}
