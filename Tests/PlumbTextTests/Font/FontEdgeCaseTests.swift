import Testing
@testable import PlumbText

/// Edge cases on small fonts built from typed values (see TestFontBuilder).
struct FontEdgeCaseTests {
    typealias Pt = TestFontBuilder.Pt

    static let square: [UInt8] = TestFontBuilder.simpleGlyph([[Pt(0, 0), Pt(0, 100), Pt(100, 100), Pt(100, 0)]])

    func load(_ bytes: [UInt8], name: String = "Tiny.ttf") throws -> OpenTypeFont {
        try OpenTypeFont(data: bytes, fileName: name)
    }

    func error(_ body: () throws -> Void) -> FontError? {
        do {
            try body()
            return nil
        } catch let e as FontError {
            return e
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    // MARK: Container and errors

    @Test func minimalFontMetricsAndMapping() throws {
        let font = try load(
            TestFontBuilder.minimal(
                glyphCount: 4, advances: [500, 600, 700, 800],
                extra: [("OS/2", TestFontBuilder.os2())]))
        #expect(font.unitsPerEm == 1000)
        #expect(font.numberOfGlyphs == 4)
        #expect(font.glyphID(for: "A") == 1)
        #expect(font.glyphID(for: "C") == 3)
        #expect(font.glyphID(for: "D") == nil)
        #expect(font.glyphIDs(for: "AZB") == [1, .notdef, 2])
        #expect(font.advanceWidth(of: 2) == 700)
        #expect(font.advanceWidth(of: 99) == 0)
        let m = font.metrics
        #expect(m.hheaAscender == 800 && m.hheaDescender == -200 && m.hheaLineGap == 90)
        #expect(m.typoAscender == 750 && m.typoDescender == -250 && m.typoLineGap == 100)
        #expect(m.winAscent == 900 && m.winDescent == 300)
        #expect(m.useTypoMetrics && m.capHeight == 700 && m.xHeight == 500)
        #expect(m.ascender == 750 && m.descender == -250 && m.lineGap == 100)  // typo metrics win
        #expect(font.kerningSource == .none)
        #expect(font.advances(for: "AB", size: 10) == [6.0, 7.0])
    }

    @Test func useTypoMetricsOffSelectsHhea() throws {
        let font = try load(TestFontBuilder.minimal(extra: [("OS/2", TestFontBuilder.os2(useTypoMetrics: false))]))
        #expect(font.metrics.ascender == 800 && font.metrics.descender == -200 && font.metrics.lineGap == 90)
    }

    @Test func os2Version1HasNoCapHeight() throws {
        let font = try load(TestFontBuilder.minimal(extra: [("OS/2", TestFontBuilder.os2(version: 1))]))
        #expect(font.metrics.capHeight == nil && font.metrics.xHeight == nil)
    }

    @Test func hmtxShortTailRepeatsLastAdvance() throws {
        let font = try load(TestFontBuilder.minimal(glyphCount: 5, advances: [300, 400], numberOfHMetrics: 2))
        #expect((0..<5).map { font.advanceWidth(of: GlyphID(UInt16($0))) } == [300, 400, 400, 400, 400])
        #expect(font.leftSideBearing(of: 1) == 10)
        #expect(font.leftSideBearing(of: 4) == 20)
    }

    @Test func truncatedHmtxNamesFileAndTable() throws {
        var tables: [TestFontBuilder.Table] = [
            ("head", TestFontBuilder.head()), ("hhea", TestFontBuilder.hhea(numberOfHMetrics: 4)),
            ("maxp", TestFontBuilder.maxp(numGlyphs: 4)), ("hmtx", TestFontBuilder.hmtx([(500, 0), (500, 0)])),
            ("cmap", TestFontBuilder.cmap([(3, 1, TestFontBuilder.cmapFormat4([]))])),
        ]
        let e = error { _ = try load(TestFontBuilder.sfnt(tables), name: "Inter.var.ttf") }
        #expect(e == FontError(.truncated, table: "hmtx", fileName: "Inter.var.ttf"))
        #expect(e?.description == "Inter.var.ttf: table 'hmtx' is truncated")
        tables.removeAll { $0.tag == "hmtx" }
        let missing = error { _ = try load(TestFontBuilder.sfnt(tables)) }
        #expect(missing?.description == "Tiny.ttf: table 'hmtx' is missing")
    }

    @Test func tableRecordPastEndOfFileIsTruncated() throws {
        var bytes = TestFontBuilder.minimal()
        bytes.removeLast(8)  // the last table (maxp, by tag order) now extends past the end
        let e = error { _ = try load(bytes) }
        #expect(e?.reason == .truncated)
        #expect(e?.table == "maxp")
    }

    @Test func numberOfHMetricsAboveNumGlyphsIsMalformed() throws {
        let bytes = TestFontBuilder.sfnt([
            ("head", TestFontBuilder.head()), ("hhea", TestFontBuilder.hhea(numberOfHMetrics: 9)),
            ("maxp", TestFontBuilder.maxp(numGlyphs: 2)), ("hmtx", TestFontBuilder.hmtx([(1, 1), (1, 1)])),
            ("cmap", TestFontBuilder.cmap([(3, 1, TestFontBuilder.cmapFormat4([]))])),
        ])
        let e = error { _ = try load(bytes) }
        #expect(e?.table == "hhea")
        #expect(e?.description.hasPrefix("Tiny.ttf: table 'hhea' is malformed") == true)
    }

    @Test func notAFont() {
        #expect(error { _ = try load(Array("hello, world".utf8)) }?.reason == .notAFont)
        #expect(error { _ = try load([]) }?.reason == .notAFont)
        #expect(error { _ = try load([0, 1, 0, 0, 0]) }?.reason == .truncated)
    }

    @Test func collectionFacesAreSelectable() throws {
        func face(_ upem: Int) -> [TestFontBuilder.Table] {
            [
                ("head", TestFontBuilder.head(unitsPerEm: upem)), ("hhea", TestFontBuilder.hhea(numberOfHMetrics: 1)),
                ("maxp", TestFontBuilder.maxp(numGlyphs: 1)), ("hmtx", TestFontBuilder.hmtx([(upem / 2, 0)])),
                ("cmap", TestFontBuilder.cmap([(3, 1, TestFontBuilder.cmapFormat4([]))])),
            ]
        }
        let ttc = TestFontBuilder.collection([face(1000), face(2048), face(4096)])
        #expect(try OpenTypeFont.faceCount(in: ttc) == 3)
        #expect(try OpenTypeFont(data: ttc, faceIndex: 0).unitsPerEm == 1000)
        let second = try OpenTypeFont(data: ttc, faceIndex: 1)
        #expect(second.unitsPerEm == 2048 && second.faceIndex == 1)
        #expect(second.advanceWidth(of: 0) == 1024)
        #expect(try OpenTypeFont(data: ttc, faceIndex: 2).unitsPerEm == 4096)
        let e = error { _ = try OpenTypeFont(data: ttc, faceIndex: 3, fileName: "Set.ttc") }
        #expect(e?.reason == .faceIndexOutOfRange(index: 3, count: 3))
        #expect(e?.description == "Set.ttc: face index 3 is out of range (collection has 3 faces)")
        #expect(try OpenTypeFont.faceCount(in: TestFontBuilder.minimal()) == 1)
    }

    // MARK: cmap

    @Test func cmapFormat4WithIdRangeOffsetAndWrappingDelta() throws {
        let sub = TestFontBuilder.cmapFormat4([
            .delta(start: 0x20, end: 0x22, delta: 0xFFFF - 0x20 + 2),  // wraps: 0x20 → 1
            .glyphs(start: 0x61, glyphs: [5, 0, 7], delta: 0),  // 'b' explicitly unmapped
            .glyphs(start: 0x100, glyphs: [2], delta: 3),  // array value + delta
        ])
        let font = try load(TestFontBuilder.minimal(glyphCount: 8, cmapData: sub))
        #expect(font.glyphID(for: " ") == 1)
        #expect(font.glyphID(for: "\"") == 3)
        #expect(font.glyphID(for: "a") == 5)
        #expect(font.glyphID(for: "b") == nil)
        #expect(font.glyphID(for: "c") == 7)
        #expect(font.glyphID(for: "\u{100}") == 5)
        #expect(font.glyphID(for: "d") == nil)
        #expect(font.glyphID(for: "\u{FFFF}") == nil)
        #expect(font.glyphID(for: "😀") == nil)
    }

    @Test func cmapPrefersFullRepertoireFormat12() throws {
        let bmp = TestFontBuilder.cmapFormat4([.delta(start: 0x41, end: 0x41, delta: 1 - 0x41)])
        let full = TestFontBuilder.cmapFormat12([(0x41, 0x41, 2), (0x1F600, 0x1F602, 3)])
        let cmap = TestFontBuilder.cmap([(3, 1, bmp), (3, 10, full)])
        let font = try load(TestFontBuilder.minimal(glyphCount: 6, cmapTable: cmap))
        #expect(font.glyphID(for: "A") == 2)
        #expect(font.glyphID(for: "😀") == 3)
        #expect(font.glyphID(for: "😂") == 5)
        #expect(font.glyphID(for: "😃") == nil)
        #expect(font.cmap.platformID == 3 && font.cmap.encodingID == 10)
    }

    @Test func cmapGlyphIDsBeyondNumGlyphsAreIgnored() throws {
        let sub = TestFontBuilder.cmapFormat12([(0x41, 0x5A, 1)])  // 'Z' → 26, but only 4 glyphs
        let font = try load(TestFontBuilder.minimal(glyphCount: 4, cmapData: sub))
        #expect(font.glyphID(for: "C") == 3)
        #expect(font.glyphID(for: "D") == nil)
        #expect(font.glyphID(for: "Z") == nil)
    }

    @Test func cmapWithOnlyUnsupportedSubtablesMapsNothing() throws {
        var w = FontBytesWriter()
        w.u16(0); w.u16(262); w.u16(0)
        for i in 0..<256 { w.u8(i == 0x41 ? 1 : 0) }  // format 0 (not decoded)
        let font = try load(TestFontBuilder.minimal(cmapData: w.bytes))
        #expect(font.glyphID(for: "A") == nil)
    }

    // MARK: glyf

    @Test func simpleGlyphWithRepeatFlagsAndShortVectors() throws {
        // Hand-encoded: one contour of 4 points; flags use REPEAT and short/same vectors.
        var w = FontBytesWriter()
        w.i16(1); w.i16(10); w.i16(0); w.i16(60); w.i16(50)
        w.u16(3)  // endPtsOfContours
        w.u16(2); w.u8(0xB0); w.u8(0x01)  // 2 instruction bytes (ignored)
        // p0: on, x short +10, y same (0) → flags 0x01|0x02|0x10|0x20 = 0x33
        // p1..p2: on, x same, y short +50/-… : use REPEAT for two identical flags 0x01|0x04|0x10|0x20 → but y sign positive
        w.u8(0x33)
        w.u8(0x01 | 0x04 | 0x10 | 0x20 | 0x08); w.u8(1)  // repeated once → p1, p2
        w.u8(0x00)  // p3: off-curve, x word, y word
        w.u8(10)  // p0.x = +10
        w.i16(50)  // p3.x = 60 (10 + 50); p1, p2 x same
        w.u8(50); w.u8(0)  // p1.y = +50, p2.y = +0 → 50
        w.i16(-50)  // p3.y = 0
        let font = try load(TestFontBuilder.minimal(glyphCount: 2, glyphs: [[], w.bytes]))
        let outline = try font.outline(of: 1)
        #expect(outline.contours.count == 1)
        let pts = outline.contours[0]
        #expect(pts.map(\.x) == [10, 10, 10, 60])
        #expect(pts.map(\.y) == [0, 50, 50, 0])
        #expect(pts.map(\.isOnCurve) == [true, true, true, false])
        #expect(try font.outline(of: 0).isEmpty)
    }

    @Test func quadraticElementsWithImpliedPoints() {
        let outline = GlyphOutline(contours: [
            [
                .init(x: 0, y: 0, isOnCurve: true), .init(x: 0, y: 100, isOnCurve: false),
                .init(x: 100, y: 100, isOnCurve: false), .init(x: 100, y: 0, isOnCurve: true),
            ]
        ])
        #expect(
            outline.elements == [
                .move(to: .init(x: 0, y: 0)),
                .quad(control: .init(x: 0, y: 100), to: .init(x: 50, y: 100)),
                .quad(control: .init(x: 100, y: 100), to: .init(x: 100, y: 0)),
                .line(to: .init(x: 0, y: 0)),
                .close,
            ])
    }

    @Test func allOffCurveContourStartsAtImpliedMidpoint() {
        let outline = GlyphOutline(contours: [
            [
                .init(x: 0, y: 0, isOnCurve: false), .init(x: 0, y: 100, isOnCurve: false),
                .init(x: 100, y: 100, isOnCurve: false), .init(x: 100, y: 0, isOnCurve: false),
            ]
        ])
        #expect(
            outline.elements == [
                .move(to: .init(x: 50, y: 0)),
                .quad(control: .init(x: 0, y: 0), to: .init(x: 0, y: 50)),
                .quad(control: .init(x: 0, y: 100), to: .init(x: 50, y: 100)),
                .quad(control: .init(x: 100, y: 100), to: .init(x: 100, y: 50)),
                .quad(control: .init(x: 100, y: 0), to: .init(x: 50, y: 0)),
                .close,
            ])
        #expect(outline.controlBounds == .init(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func compositeTransformsOffsetsAndPointMatching() throws {
        let triangle = TestFontBuilder.simpleGlyph([[Pt(0, 0), Pt(50, 100), Pt(100, 0)]])
        let composite = TestFontBuilder.compositeGlyph([
            .init(glyph: 1, dx: 10, dy: 20),  // plain offset
            .init(glyph: 2, dx: 200, dy: 0, scale: 0.5),  // uniform scale, offset not scaled
            .init(glyph: 1, dx: 100, dy: 100, xyScale: (1.5, -1), scaledOffset: true),  // offset scaled too
            .init(glyph: 2, twoByTwo: (0, 1, -1, 0)),  // 90° rotation: x' = -y, y' = x
            .init(glyph: 2, match: (2, 0)),  // child point 0 onto parent point 2 (= (110, 120))
        ])
        let font = try load(TestFontBuilder.minimal(glyphCount: 4, glyphs: [[], Self.square, triangle, composite]))
        let o = try font.outline(of: 3)
        #expect(o.contours.count == 5)
        let xy = o.contours.map { $0.map { [$0.x, $0.y] } }
        #expect(xy[0] == [[10, 20], [10, 120], [110, 120], [110, 20]])
        #expect(xy[1] == [[200, 0], [225, 50], [250, 0]])
        #expect(xy[2] == [[150, -100], [150, -200], [300, -200], [300, -100]])
        #expect(xy[3] == [[0, 0], [-100, 50], [0, 100]])
        #expect(xy[4] == [[110, 120], [160, 220], [210, 120]])
    }

    @Test func compositeCycleIsDetected() throws {
        let a = TestFontBuilder.compositeGlyph([.init(glyph: 2)])
        let b = TestFontBuilder.compositeGlyph([.init(glyph: 1, dx: 5)])
        let selfRef = TestFontBuilder.compositeGlyph([.init(glyph: 3)])
        let font = try load(TestFontBuilder.minimal(glyphCount: 4, glyphs: [[], a, b, selfRef]))
        let e = error { _ = try font.outline(of: 1) }
        #expect(e?.reason == .compositeCycle(1))
        #expect(e?.description == "Tiny.ttf: table 'glyf': composite glyph 1 refers to itself")
        #expect(error { _ = try font.outline(of: 3) }?.reason == .compositeCycle(3))
    }

    @Test func deeplyNestedCompositeIsRejected() throws {
        // Glyph i (i ≥ 2) is a composite of glyph i-1; glyph 1 is a square: 60 levels.
        var glyphs: [[UInt8]] = [[], Self.square]
        for i in 2..<62 { glyphs.append(TestFontBuilder.compositeGlyph([.init(glyph: i - 1)])) }
        let font = try load(TestFontBuilder.minimal(glyphCount: 62, glyphs: glyphs))
        #expect(try font.outline(of: 20).contours.count == 1)
        #expect(error { _ = try font.outline(of: 61) }?.reason == .compositeTooComplex(61))
    }

    @Test func compositeFanOutIsCapped() throws {
        // Each level uses the previous one twice: 2^25 leaves without the cap.
        var glyphs: [[UInt8]] = [[], Self.square]
        for i in 2..<27 {
            glyphs.append(TestFontBuilder.compositeGlyph([.init(glyph: i - 1), .init(glyph: i - 1, dx: 1)]))
        }
        let font = try load(TestFontBuilder.minimal(glyphCount: 27, glyphs: glyphs))
        #expect(try font.outline(of: 8).contours.count == 128)
        #expect(error { _ = try font.outline(of: 26) }?.reason == .compositeTooComplex(26))
    }

    @Test func compositeReferencingMissingGlyphThrows() throws {
        let bad = TestFontBuilder.compositeGlyph([.init(glyph: 500)])
        let font = try load(TestFontBuilder.minimal(glyphCount: 2, glyphs: [[], bad]))
        #expect(error { _ = try font.outline(of: 1) }?.reason == .glyphOutOfRange(500))
        #expect(error { _ = try font.outline(of: 7) }?.reason == .glyphOutOfRange(7))
    }

    @Test func locaDecreasingOffsetsAreMalformed() throws {
        var (glyf, _) = TestFontBuilder.glyfAndLoca([[], Self.square])
        glyf += [0, 0]
        var loca = FontBytesWriter()
        loca.u16(0); loca.u16(10); loca.u16(4)  // glyph 1 runs backwards
        let bytes = TestFontBuilder.minimal(glyphCount: 2, extra: [("glyf", glyf), ("loca", loca.bytes)])
        let font = try load(bytes)
        let e = error { _ = try font.outline(of: 1) }
        #expect(e?.table == "loca")
        if case .malformed = e?.reason {} else { Issue.record("expected malformed, got \(String(describing: e))") }
    }

    @Test func fontWithoutGlyfHasNoOutlines() throws {
        let font = try load(TestFontBuilder.minimal())
        #expect(error { _ = try font.outline(of: 1) } == FontError(.missingTable, table: "glyf", fileName: "Tiny.ttf"))
    }

    // MARK: Kerning

    @Test func legacyKernFormat0Pairs() throws {
        let font = try load(
            TestFontBuilder.minimal(extra: [("kern", TestFontBuilder.kern([(1, 2, -40), (2, 1, 15), (3, 3, -7)]))]))
        #expect(font.kerningSource == .kern)
        #expect(font.kerning(left: 1, right: 2) == -40)
        #expect(font.kerning(left: 2, right: 1) == 15)
        #expect(font.kerning(left: 3, right: 3) == -7)
        #expect(font.kerning(left: 1, right: 3) == 0)
        #expect(font.advances(for: "AB", size: 1000) == [500 + 10 - 40, 520])
    }

    @Test func gposPairFormat1TakesPrecedenceOverKern() throws {
        let gpos = TestFontBuilder.gposPairFormat1(pairs: [1: [(2, -80), (3, 25)], 3: [(1, -5)]])
        let font = try load(
            TestFontBuilder.minimal(extra: [("GPOS", gpos), ("kern", TestFontBuilder.kern([(1, 2, -40)]))]))
        #expect(font.kerningSource == .gpos)
        #expect(font.kerning(left: 1, right: 2) == -80)
        #expect(font.kerning(left: 1, right: 3) == 25)
        #expect(font.kerning(left: 3, right: 1) == -5)
        #expect(font.kerning(left: 2, right: 1) == 0)
        #expect(font.legacyKerning(left: 1, right: 2) == -40)
    }

    @Test func gposWithoutLatinOrDefaultScriptFallsBackToKern() throws {
        let gpos = TestFontBuilder.gposPairFormat1(script: "cyrl", pairs: [1: [(2, -80)]])
        let font = try load(
            TestFontBuilder.minimal(extra: [("GPOS", gpos), ("kern", TestFontBuilder.kern([(1, 2, -40)]))]))
        #expect(font.kerningScript == nil)
        #expect(font.kerning(left: 1, right: 2) == -40)
        let dflt = try load(
            TestFontBuilder.minimal(extra: [
                ("GPOS", TestFontBuilder.gposPairFormat1(script: "DFLT", pairs: [1: [(2, -80)]]))
            ]))
        #expect(dflt.kerningScript == "DFLT")
        #expect(dflt.kerning(left: 1, right: 2) == -80)
    }

    // MARK: Variations

    static func variableFont(withHVAR: Bool, avarMap: [(Double, Double)]? = nil) -> [UInt8] {
        // Glyph 1: square (4 points + 4 phantom points). At wght max (peak 1):
        // tuple moves point 2 by (+40, +20) and point 0 by (0, -10); IUP infers the rest;
        // phantom point 1 (index 5, right side bearing) moves by +60 → advance +60.
        let gvar = TestFontBuilder.gvar(
            glyphCount: 2,
            tuples: [
                1: [
                    (peak: 1, points: [0, 2, 5], dx: [0, 40, 60], dy: [-10, 20, 0]),
                    (peak: -1, points: nil, dx: [1, 1, 1, 1, 0, -100, 0, 0], dy: [0, 0, 0, 0, 0, 0, 0, 0]),
                ]
            ])
        var extra: [TestFontBuilder.Table] = [
            ("fvar", TestFontBuilder.fvar([("wght", 100, 400, 900)])), ("gvar", gvar),
        ]
        if withHVAR { extra.append(("HVAR", TestFontBuilder.hvar(deltas: [0, 55]))) }
        if let avarMap { extra.append(("avar", TestFontBuilder.avar([avarMap]))) }
        return TestFontBuilder.minimal(glyphCount: 2, advances: [500, 100], glyphs: [[], Self.square], extra: extra)
    }

    @Test func fvarAxesAndDefaultNormalization() throws {
        let font = try load(Self.variableFont(withHVAR: true))
        #expect(
            font.variationAxes == [
                VariationAxis(
                    tag: "wght", minValue: 100, defaultValue: 400, maxValue: 900,
                    nameID: 256)
            ])
        #expect(font.variation(["wght": 900]).normalizedCoordinates == [F2Dot14(rawValue: 16384)])
        #expect(font.variation(["wght": 650]).normalizedCoordinates == [F2Dot14(0.5)])
        #expect(font.variation(["wght": 250]).normalizedCoordinates == [F2Dot14(-0.5)])
        #expect(font.variation(["wght": 5000]).normalizedCoordinates == [F2Dot14(1)])  // clamped
        #expect(font.variation(["wght": 400]).isDefault)
        #expect(font.variation(["wdth": 50]).isDefault)  // unknown axis ignored
        // 700 → 0.6, quantized to 2.14: round(0.6 · 16384) = 9830.
        #expect(font.variation(["wght": 700]).normalizedCoordinates == [F2Dot14(rawValue: 9830)])
    }

    @Test func avarRemapsNormalizedCoordinates() throws {
        let font = try load(Self.variableFont(withHVAR: true, avarMap: [(-1, -1), (0, 0), (0.5, 0.8), (1, 1)]))
        #expect(font.variation(["wght": 650]).normalizedCoordinates == [F2Dot14(0.8)])
        // 0.25 lies halfway between 0 and 0.5 → halfway between 0 and 0.8.
        #expect(font.variation(["wght": 525]).normalizedCoordinates == [F2Dot14(0.4)])
        #expect(font.variation(["wght": 250]).normalizedCoordinates == [F2Dot14(-0.5)])
        #expect(font.variation(["wght": 900]).normalizedCoordinates == [F2Dot14(1)])
    }

    @Test func hvarAdvanceDeltaWithImplicitMapping() throws {
        let font = try load(Self.variableFont(withHVAR: true))
        #expect(font.advanceWidth(of: 1) == 100)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 900])) == 155)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 650])) == 127.5)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 100])) == 100)  // region is max-side only
        #expect(font.instance(axes: ["wght": 900]).advanceWidth(of: 1) == 155)
    }

    @Test func gvarPhantomAdvanceWithoutHVAR() throws {
        let font = try load(Self.variableFont(withHVAR: false))
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 900])) == 160)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 650])) == 130)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 100])) == 0)  // all-points tuple: -100
    }

    @Test func gvarDeltasWithInferredUntouchedPoints() throws {
        let font = try load(Self.variableFont(withHVAR: false))
        // Square (0,0) (0,100) (100,100) (100,0); touched: p0 (0,-10), p2 (+40,+20).
        // IUP: p1 (0,100): x between refs 0 and 100 at 0 → dx 0; y at ref 100 ≥ 100 → dy 20.
        //      p3 (100,0): x at ref 100 → dx 40; y at ref 0 → dy -10.
        let bold = try font.outline(of: 1, variation: font.variation(["wght": 900]))
        #expect(bold.contours[0].map { [$0.x, $0.y] } == [[0, -10], [0, 120], [140, 120], [140, -10]])
        let half = try font.outline(of: 1, variation: font.variation(["wght": 650]))
        #expect(half.contours[0].map { [$0.x, $0.y] } == [[0, -5], [0, 110], [120, 110], [120, -5]])
        let light = try font.outline(of: 1, variation: font.variation(["wght": 100]))
        #expect(light.contours[0].map { [$0.x, $0.y] } == [[1, 0], [1, 100], [101, 100], [101, 0]])
        #expect(
            try font.outline(of: 1)
                == GlyphOutline(contours: [
                    [
                        .init(x: 0, y: 0, isOnCurve: true), .init(x: 0, y: 100, isOnCurve: true),
                        .init(x: 100, y: 100, isOnCurve: true), .init(x: 100, y: 0, isOnCurve: true),
                    ]
                ]))
    }

    @Test func staticFontIgnoresVariations() throws {
        let font = try load(TestFontBuilder.minimal())
        #expect(!font.isVariable)
        #expect(font.variation(["wght": 900]).isDefault)
        #expect(font.advanceWidth(of: 1, variation: font.variation(["wght": 900])) == 510)
    }

    @Test func gvarAxisCountMismatchIsMalformed() throws {
        let bytes = TestFontBuilder.minimal(
            glyphCount: 2, glyphs: [[], Self.square],
            extra: [
                ("fvar", TestFontBuilder.fvar([("wght", 100, 400, 900), ("wdth", 50, 100, 200)])),
                ("gvar", TestFontBuilder.gvar(glyphCount: 2, tuples: [:])),
            ])
        let e = error { _ = try load(bytes) }
        #expect(e?.table == "gvar")
    }
}
