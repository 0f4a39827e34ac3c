import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// FontTextMeasurer against HarfBuzz (Scripts/text-oracle.py): advances with kerning, glyph
/// choice, and the vertical metrics a line is built from.
@Suite struct FontMeasurerTests {
    let measurer = try! FontTextMeasurer.standard()
    let oracle = TextOracle.shared

    func font(_ weight: Int, size: CGFloat = 17) -> ResolvedFont {
        Font.system(size: size, weight: Font.Weight(value: weight)).resolved()
    }

    @Test("Inter: each character's advance, kerning included, matches HarfBuzz's shaping")
    func interAdvancesMatchHarfBuzz() throws {
        let inter = try #require(oracle.fonts["Inter.var.ttf"])
        let k = 17 / CGFloat(inter.unitsPerEm)
        for c in inter.cases {
            let advances = measurer.advances(of: c.string, font: font(c.weight))
            #expect(advances.count == c.advances.count, "\(c.string)")
            // HarfBuzz rounds variable-instance advances and kerning to whole font units;
            // the default instance (400) is exact.
            let perGlyph: CGFloat = c.weight == 400 ? 1e-9 : 1.0 * k
            for (i, (ours, theirs)) in zip(advances, c.advances).enumerated() {
                #expect(
                    abs(ours - CGFloat(theirs) * k) <= perGlyph,
                    "\(c.string) @\(c.weight) [\(i)]: \(ours) vs \(CGFloat(theirs) * k)")
            }
            let total = advances.reduce(0, +)
            #expect(abs(total - CGFloat(c.total) * k) <= perGlyph * CGFloat(c.advances.count))
        }
    }

    @Test("Inter: the glyphs drawn are the ones HarfBuzz picks")
    func interGlyphsMatchHarfBuzz() throws {
        let inter = try #require(oracle.fonts["Inter.var.ttf"])
        for c in inter.cases where c.weight == 400 {
            let request = TextLayoutRequest(string: c.string, font: font(400))
            let layout = measurer.layout(request, proposal: .unspecified)
            let runs = measurer.glyphRuns(for: request, layout: layout)
            #expect(runs.flatMap(\.glyphs).map { Int($0.index) } == c.glyphs, "\(c.string)")
        }
    }

    /// Regression: in PairPos format 1 a value record's device offsets count from its PairSet
    /// (HarfBuzz `PairSet::apply`), so Inter's period–space pair, 0 at the default instance,
    /// kerns −96 units at wght 700 (fontTools: GDEF VarStore outer 6 inner 9 = −160 × 0.6).
    @Test("GPOS kerning carries variation deltas of format-1 pairs (period, space at wght 700)")
    func formatOneVariationDelta() throws {
        let font = measurer.fonts.primary.font
        let period = try #require(font.glyphID(for: ".")), space = try #require(font.glyphID(for: " "))
        #expect(font.kerning(left: period, right: space) == 0)
        #expect(abs(font.kerning(left: period, right: space, variation: font.variation(["wght": 700])) - -96) < 0.01)
    }

    @Test("DejaVu Sans, the fallback font, measured on its own matches HarfBuzz")
    func dejaVuMatchesHarfBuzz() throws {
        let dejaVu = try #require(oracle.fonts["DejaVuSans.ttf"])
        let face = try #require(measurer.fonts.fallbacks.first)
        let alone = FontTextMeasurer(fonts: FontCollection(primary: face))
        let k = 17 / CGFloat(dejaVu.unitsPerEm)
        for c in dejaVu.cases {
            let total = alone.advances(of: c.string, font: font(400)).reduce(0, +)
            #expect(abs(total - CGFloat(c.total) * k) < 1e-9, "\(c.string)")
        }
    }

    @Test(
        "A line is the font's ascender + descender + line gap (hhea), as HarfBuzz reports them; the default collection sets Inter in SF Pro's lines"
    )
    func lineMetricsMatchHarfBuzz() throws {
        let inter = try #require(oracle.fonts["Inter.var.ttf"])
        let own = FontTextMeasurer(fonts: try FontCollection.standard(systemFontLines: false))
        let m = own.lineMetrics(for: font(400))
        let k = 17 / CGFloat(inter.unitsPerEm)
        #expect(abs(m.ascender - CGFloat(inter.ascender) * k) < 1e-9)
        #expect(abs(m.descender - CGFloat(inter.descender) * k) < 1e-9)
        #expect(abs(m.leading - CGFloat(inter.lineGap) * k) < 1e-9)
        // The default: SF Pro's 1950 and −494 of 2048, no gap (UIFont.systemFont's lineHeight
        // is 2444/2048 of its size).
        let system = measurer.lineMetrics(for: font(400))
        #expect(abs(system.ascender - 1950 * 17 / 2048) < 1e-9)
        #expect(abs(system.descender + 494 * 17 / 2048) < 1e-9)
        #expect(system.leading == 0)
    }
}
