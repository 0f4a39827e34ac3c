import Foundation
import Testing
@testable import PlumbText

/// Fails (instead of hundreds of oracle mismatches) when the installed fonts
/// are other versions than the oracle's: regenerate it with Scripts/font-oracle.py.
@Test(.enabled(if: FontTestFiles.available, "needs Inter and DejaVu Sans system fonts"))
func installedFontsMatchOracle() {
    #expect(
        FontTestFiles.filesDifferingFromOracle.isEmpty,
        "fonts differ from Data/oracle.json; run: python3 Scripts/font-oracle.py > Tests/PlumbTextTests/Font/Data/oracle.json"
    )
}

/// Compares the reader with `Data/oracle.json` (fontTools; kerning and
/// advances also cross-checked against HarfBuzz by the oracle script).
///
/// Default instances must match exactly. Variable-instance advances and
/// kerning come from fontTools' instancer (and HarfBuzz), which round each
/// HVAR/GDEF-adjusted value to an integer, while the reader returns unrounded
/// values; so those are compared after rounding. Today every value agrees
/// exactly after rounding; a tolerance of 1 unit is allowed in the per-string
/// checks because a value sitting on a .5 boundary could round either way
/// (the oracle rounds half up, Swift rounds half away from zero), and the
/// whole-font checks count exact agreement separately.
@Suite(.enabled(if: FontTestFiles.matchOracle, "needs the Inter and DejaVu Sans files the oracle describes"))
struct FontOracleTests {
    static let inter = try! OpenTypeFont(contentsOfFile: FontTestFiles.interPath)
    static let dejaVu = try! OpenTypeFont(contentsOfFile: FontTestFiles.dejaVuPath)

    static func font(_ name: String) -> OpenTypeFont {
        name == "Inter.var.ttf" ? inter : dejaVu
    }

    static let cases: [(String, String)] = [
        ("Inter.var.ttf", "default"), ("Inter.var.ttf", "wght=700"), ("Inter.var.ttf", "wght=100"),
        ("Inter.var.ttf", "wght=900,slnt=-10"), ("Inter.var.ttf", "wght=550,slnt=-5"),
        ("DejaVuSans.ttf", "default"),
    ]

    static func variation(_ font: OpenTypeFont, _ oracle: FontOracle.Instance) -> FontVariation {
        guard let location = oracle.location else { return .default }
        var axes: [FontTag: Double] = [:]
        for (tag, value) in location { axes[FontTag(tag)] = value }
        return font.variation(axes)
    }

    @Test(arguments: ["Inter.var.ttf", "DejaVuSans.ttf"])
    func metricsMatchOracle(fontName: String) {
        let font = Self.font(fontName)
        let o = FontOracle.instance(fontName, "default")
        let m = font.metrics
        #expect(font.unitsPerEm == o.unitsPerEm)
        #expect(font.numberOfGlyphs == o.numGlyphs)
        #expect(m.hheaAscender == o.hhea.ascender)
        #expect(m.hheaDescender == o.hhea.descender)
        #expect(m.hheaLineGap == o.hhea.lineGap)
        #expect(m.typoAscender == o.os2.typoAscender)
        #expect(m.typoDescender == o.os2.typoDescender)
        #expect(m.typoLineGap == o.os2.typoLineGap)
        #expect(m.winAscent == o.os2.winAscent)
        #expect(m.winDescent == o.os2.winDescent)
        #expect(m.useTypoMetrics == o.os2.useTypoMetrics)
        #expect(m.capHeight == o.os2.capHeight)
        #expect(m.xHeight == o.os2.xHeight)
    }

    @Test func interMetricsAreTheKnownValues() {
        // The numbers themselves, so a regenerated oracle cannot silently change them.
        let m = Self.inter.metrics
        #expect(Self.inter.unitsPerEm == 2816)
        #expect(Self.inter.numberOfGlyphs == 2548)
        #expect(m.capHeight == 2048)
        #expect(m.xHeight == 1536)
        #expect(Self.inter.capHeight == 2048)
        let axes = Self.inter.variationAxes
        #expect(axes.map(\.tag) == ["wght", "slnt"])
        #expect(axes.map(\.minValue) == [100, -10])
        #expect(axes.map(\.defaultValue) == [400, 0])
        #expect(axes.map(\.maxValue) == [900, 0])
        let oracleAxes = FontOracle.instance("Inter.var.ttf", "default").axes ?? []
        #expect(axes.map(\.tag.description) == oracleAxes.map(\.tag))
        #expect(axes.map(\.maxValue) == oracleAxes.map(\.max))
    }

    @Test func dejaVuHasNoOS2CapHeightSoItIsEstimatedFromH() {
        #expect(Self.dejaVu.metrics.capHeight == nil)
        #expect(Self.dejaVu.capHeight == 1493)  // yMax of "H" in DejaVu Sans
        let line = Self.dejaVu.metrics.lineMetrics  // USE_TYPO_METRICS is off: hhea wins
        #expect(line.ascender == 1901 && line.descender == -483 && line.lineGap == 0)
        #expect(!Self.dejaVu.isVariable)
    }

    @Test(arguments: cases)
    func glyphIDsAndAdvancesMatchOracle(fontName: String, label: String) {
        let font = Self.font(fontName)
        let o = FontOracle.instance(fontName, label)
        let variation = Self.variation(font, o)
        for (string, run) in o.strings {
            let glyphs = font.glyphIDs(for: string)
            #expect(glyphs.map(\.index) == run.glyphs, "\(fontName) \(label) \(string)")
            let advances = glyphs.map { font.advanceWidth(of: $0, variation: variation) }
            if variation.isDefault {
                #expect(advances == run.advances.map(Double.init), "\(fontName) \(string)")
            } else {
                for (mine, expected) in zip(advances, run.advances) {
                    #expect(abs(mine.rounded() - Double(expected)) <= 1, "\(fontName) \(label) \(string)")
                }
            }
        }
    }

    @Test(arguments: cases)
    func kerningMatchesOracle(fontName: String, label: String) {
        let font = Self.font(fontName)
        let o = FontOracle.instance(fontName, label)
        let variation = Self.variation(font, o)
        #expect(font.kerningSource == .gpos)
        for (pair, k) in o.kerning {
            let scalars = Array(pair.unicodeScalars)
            let left = font.glyphID(for: scalars[0])
            let right = font.glyphID(for: scalars[1])
            #expect(left?.index == k.left && right?.index == k.right, "\(pair)")
            guard let left, let right else { continue }
            let value = font.kerning(left: left, right: right, variation: variation)
            if variation.isDefault {
                #expect(value == Double(k.value), "\(fontName) \(label) \(pair)")
            } else {
                #expect(abs(value.rounded() - Double(k.value)) <= 1, "\(fontName) \(label) \(pair): \(value)")
            }
            if let legacy = k.legacy {
                #expect(font.legacyKerning(left: left, right: right) == legacy, "\(pair)")
            }
        }
    }

    @Test func knownKerningValues() {
        // Typed-in values from the oracle, for readability.
        func kern(_ font: OpenTypeFont, _ pair: String, _ v: FontVariation = .default) -> Double {
            let s = Array(pair.unicodeScalars)
            return font.kerning(left: font.glyphID(for: s[0])!, right: font.glyphID(for: s[1])!, variation: v)
        }
        #expect(kern(Self.inter, "AV") == -192)
        #expect(kern(Self.inter, "To") == -224)
        #expect(kern(Self.inter, "Wa") == -144)
        #expect(kern(Self.inter, "AV", Self.inter.variation(["wght": 700])).rounded() == -254)
        #expect(kern(Self.dejaVu, "AV") == -131)
        #expect(kern(Self.dejaVu, "To") == -348)
        #expect(Self.inter.kerningScript == "latn")
        #expect(Self.dejaVu.kerningScript == "latn")
        // Inter's kern lookup is an extension lookup (type 9) holding pair formats 1 and 2.
        #expect(Self.inter.gpos?.kernLookupIndices == [1])
        #expect(Self.inter.gpos?.kernLookups.first?.map(\.format) == [1, 2])
        #expect(Self.dejaVu.gpos?.kernLookupIndices == [14, 15])
    }

    @Test func dejaVuLegacyKernTableHasAllPairs() {
        let o = FontOracle.instance("DejaVuSans.ttf", "default")
        #expect(Self.dejaVu.kern?.subtables.reduce(0) { $0 + $1.count } == o.legacyKernPairCount)
        #expect(o.legacyKernPairCount == 2727)
    }

    @Test(arguments: ["default", "wght=700", "wght=900,slnt=-10"])
    func everyInterAdvanceMatchesOracle(label: String) {
        let font = Self.inter
        let o = FontOracle.instance("Inter.var.ttf", label)
        let variation = Self.variation(font, o)
        let expected = o.allAdvances ?? []
        #expect(expected.count == font.numberOfGlyphs)
        var exact = 0
        for (g, e) in expected.enumerated() {
            let mine = font.advanceWidth(of: GlyphID(UInt16(g)), variation: variation)
            if variation.isDefault {
                #expect(mine == Double(e), "glyph \(g)")
            } else {
                #expect(abs(mine.rounded() - Double(e)) <= 1, "glyph \(g) \(label): \(mine) vs \(e)")
            }
            if mine.rounded() == Double(e) { exact += 1 }
        }
        #expect(exact == expected.count, "\(exact) of \(expected.count) exact after rounding")
    }

    @Test func gvarPhantomPointsGiveAdvancesWithoutHVAR() throws {
        // Rename HVAR in the table directory so the reader falls back to gvar phantom points.
        var bytes = FontTestFiles.bytes(FontTestFiles.interPath)
        let numTables = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<numTables where Array(bytes[12 + 16 * i..<16 + 16 * i]) == Array("HVAR".utf8) {
            bytes[12 + 16 * i] = UInt8(ascii: "X")
        }
        let font = try OpenTypeFont(data: bytes, fileName: "Inter-noHVAR.ttf")
        #expect(font.hvar == nil && font.gvar != nil)
        let o = FontOracle.instance("Inter.var.ttf", "wght=700")
        let variation = font.variation(["wght": 700])
        var exact = 0
        for (g, e) in (o.allAdvances ?? []).enumerated() {
            let mine = font.advanceWidth(of: GlyphID(UInt16(g)), variation: variation)
            #expect(abs(mine.rounded() - Double(e)) <= 1, "glyph \(g): \(mine) vs \(e)")
            if mine.rounded() == Double(e) { exact += 1 }
        }
        #expect(exact == 2548)
    }

    @Test(arguments: cases)
    func outlinesMatchOracle(fontName: String, label: String) throws {
        let font = Self.font(fontName)
        let o = FontOracle.instance(fontName, label)
        let variation = Self.variation(font, o)
        for (ch, expected) in o.outlines {
            let scalar = ch.unicodeScalars.first!
            let glyph = try #require(font.glyphID(for: scalar))
            #expect(glyph.index == expected.glyph)
            let outline = try font.outline(of: glyph, variation: variation)
            #expect(outline.contours.map(\.count) == expected.contours.map(\.count), "\(fontName) \(label) \(ch)")
            let mine = outline.contours.flatMap { $0 }
            if variation.isDefault {
                // Exact; the oracle rounds to 4 decimals, which only matters for scaled components.
                let theirs = expected.contours.flatMap { $0 }
                #expect(mine.count == theirs.count)
                for (p, q) in zip(mine, theirs) {
                    #expect(
                        abs(p.x - q[0]) < 1e-4 && abs(p.y - q[1]) < 1e-4 && (p.isOnCurve ? 1 : 0) == q[2],
                        "\(fontName) \(ch): (\(p.x), \(p.y)) vs \(q)")
                }
            } else {
                // Against fontTools' unrounded glyph set (same 2.14 coordinates): floating-point noise only.
                let exact = (expected.exactContours ?? []).flatMap { $0 }
                #expect(exact.count == mine.count)
                for (p, q) in zip(mine, exact) {
                    #expect(
                        abs(p.x - q[0]) < 0.01 && abs(p.y - q[1]) < 0.01 && (p.isOnCurve ? 1 : 0) == q[2],
                        "\(fontName) \(label) \(ch): (\(p.x), \(p.y)) vs \(q)")
                }
                // Against the instancer's (not yet compiled, so unrounded) coordinates.
                for (p, q) in zip(mine, expected.contours.flatMap { $0 }) {
                    #expect(
                        abs(p.x - q[0]) < 0.01 && abs(p.y - q[1]) < 0.01, "\(ch) instancer: (\(p.x), \(p.y)) vs \(q)")
                }
            }
        }
    }

    @Test func dejaVuOAndCompositeGlyphs() throws {
        let font = Self.dejaVu
        // "O": two contours of 12 points each (fontTools: endPtsOfContours [11, 23]).
        let o = try font.outline(of: font.glyphID(for: "O")!)
        #expect(o.contours.map(\.count) == [12, 12])
        #expect(o.controlBounds?.minY == -29 && o.controlBounds?.maxY == 1520)
        // "é" is a composite of "e" and "acute" (offset 139, 0): 2 + 1 contours.
        let eacute = font.glyphID(for: "é")!
        #expect(eacute.index == 171)
        let e = try font.outline(of: font.glyphID(for: "e")!)
        let composite = try font.outline(of: eacute)
        #expect(composite.contours.count == 3)
        #expect(Array(composite.contours.prefix(2)) == e.contours)
        // "ŉ" nests composites (napostrophe → quoteright-like composite + n).
        let napostrophe = try font.outline(of: font.glyphID(for: "ŉ")!)
        #expect(
            napostrophe.contours.map(\.count)
                == FontOracle.instance("DejaVuSans.ttf", "default").outlines["ŉ"]!.contours.map(\.count))
        // .notdef is glyph 0 and has an outline in both fonts.
        #expect(try !font.outline(of: .notdef).isEmpty)
        #expect(try font.outline(of: font.glyphID(for: " ")!).isEmpty)
    }

    @Test(arguments: ["Inter.var.ttf", "DejaVuSans.ttf"])
    func everyGlyphOutlineMatchesOracleSummary(fontName: String) throws {
        let font = Self.font(fontName)
        let summaries = try #require(FontOracle.instance(fontName, "default").glyphSummaries)
        #expect(summaries.count == font.numberOfGlyphs)
        for (g, s) in summaries.enumerated() {
            let outline = try font.outline(of: GlyphID(UInt16(g)))
            let points = outline.contours.flatMap { $0 }
            let mine = [
                outline.contours.count, points.count,
                Int(points.reduce(0) { $0 + $1.x }.rounded()), Int(points.reduce(0) { $0 + $1.y }.rounded()),
            ]
            #expect(mine == s, "\(fontName) glyph \(g)")
        }
    }

    @Test func everyInterGlyphOutlineMatchesOracleAtWeight700() throws {
        // Exercises gvar for all 2548 glyphs: shared tuples and points, IUP,
        // composite offset deltas. Sums over a glyph's points agree with
        // fontTools to floating-point noise (2-decimal oracle rounding).
        let font = Self.inter
        let o = FontOracle.instance("Inter.var.ttf", "wght=700")
        let summaries = try #require(o.variableGlyphSummaries)
        let variation = Self.variation(font, o)
        #expect(summaries.count == font.numberOfGlyphs)
        for (g, s) in summaries.enumerated() {
            let outline = try font.outline(of: GlyphID(UInt16(g)), variation: variation)
            let points = outline.contours.flatMap { $0 }
            let sumX = points.reduce(0) { $0 + $1.x }
            let sumY = points.reduce(0) { $0 + $1.y }
            #expect(Double(outline.contours.count) == s[0] && Double(points.count) == s[1], "glyph \(g)")
            #expect(abs(sumX - s[2]) < 0.02 && abs(sumY - s[3]) < 0.02, "glyph \(g): Σ (\(sumX), \(sumY)) vs \(s)")
        }
    }

    @Test func advancesForStringInPoints() {
        let font = Self.inter
        let o = FontOracle.instance("Inter.var.ttf", "default")
        let run = o.strings["AVAWAY Tokyo"]!
        let size: CGFloat = 28.16  // 2816 units per em → 0.01 pt per unit
        let advances = font.advances(for: "AVAWAY Tokyo", size: size)
        #expect(advances.count == 12)
        // Each advance is the glyph's advance plus the kerning with its successor.
        let glyphs = font.glyphIDs(for: "AVAWAY Tokyo")
        for i in 0..<glyphs.count {
            var units = Double(run.advances[i])
            if i + 1 < glyphs.count { units += font.kerning(left: glyphs[i], right: glyphs[i + 1]) }
            #expect(abs(Double(advances[i]) - units / 100) < 1e-9)
        }
        #expect(abs(Double(advances[0]) - (1904 - 192) / 100) < 1e-9)  // "A" before "V"
        let bold = font.instance(axes: ["wght": 700]).advances(for: "AV", size: 2816)
        #expect(abs(Double(bold[0]) - (2106 - 254)) <= 1)
        #expect(abs(Double(bold[1]) - 2106) <= 1)
    }
}
