import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// The cascade: a character the chosen font lacks is drawn in the fallback of its script
/// (Noto Sans CJK for Han, a Noto Sans face per script), an emoji in Noto Color Emoji, and a
/// line is as tall as the tallest face on it. Skips, saying why, when `.ci/run` could not
/// install the Noto packages.
@Suite struct FontFallbackTests {
    let measurer = try! FontTextMeasurer.standard()
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoInstalled =
        FileManager.default.fileExists(atPath: cjk)
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    func layout(_ string: String, font: Font = .body) -> (TextLayout, [GlyphRun]) {
        let request = TextLayoutRequest(string: string, font: font.resolved(), displayScale: 3)
        let layout = measurer.layout(request, proposal: .unspecified)
        return (layout, measurer.glyphRuns(for: request, layout: layout))
    }

    @Test(
        "Han is drawn in Noto Sans CJK SC: a full-width em each, and the line as tall as that face (24.67 at .body)",
        .enabled(if: notoInstalled))
    func han() {
        let (t, runs) = layout("你好")
        #expect(runs.map(\.face.name) == ["NotoSansCJK-Regular.ttc"])
        #expect(runs[0].face.font.faceIndex == 2)
        // 1000 of 1000 units each at 17 pt.
        #expect(measurer.advances(of: "你好", font: Font.body.resolved()) == [17, 17])
        // Noto Sans CJK: ascender 1160, descender −288, no gap: 24.616 pt → 24.667 at 3x
        // (Inter alone: 20.67).
        #expect(abs(t.size.height - 74 / 3.0) < 1e-9)
        #expect(abs(t.lines[0].baseline - 1160 * 17 / 1000.0) < 1e-9)
        #expect(abs(t.size.width - 34) < 1e-9)
    }

    @Test("Latin stays in Inter beside Han; punctuation after Han takes the CJK face", .enabled(if: notoInstalled))
    func mixed() {
        let (t, runs) = layout("Hi 世界，")
        #expect(runs.map(\.face.name) == ["Inter.var.ttf", "NotoSansCJK-Regular.ttc"])
        #expect(runs[0].glyphs.count == 3 && runs[1].glyphs.count == 3)
        // The line's box is the union: Noto's ascent above the baseline, its descent below.
        #expect(abs(t.lines[0].baseline - 1160 * 17 / 1000.0) < 1e-9)
        #expect(abs(t.size.height - 74 / 3.0) < 1e-9)
    }

    @Test("Bold Han takes Noto Sans CJK Bold", .enabled(if: notoInstalled))
    func boldHan() {
        let (_, runs) = layout("中", font: .body.bold())
        #expect(runs.map(\.face.name) == ["NotoSansCJK-Bold.ttc"])
    }

    @Test(
        "Arabic is drawn in Noto Sans Arabic, not DejaVu Sans (which maps it without its shaping)",
        .enabled(if: notoInstalled))
    func arabic() {
        let (_, runs) = layout("مرحبا")
        #expect(runs.map(\.face.name) == ["NotoSansArabic-Regular.ttf"])
        // Joined: the five letters are five contextual glyphs.
        #expect(runs[0].glyphs.count == 5)
    }

    @Test(
        "An emoji in emoji presentation is drawn in Noto Color Emoji, even where a text font maps it",
        .enabled(if: notoInstalled))
    func emoji() {
        // ☔ U+2614 has Emoji_Presentation; DejaVu Sans maps it too.
        let (_, runs) = layout("a☔😀")
        #expect(runs.map(\.face.name) == ["Inter.var.ttf", "NotoColorEmoji.ttf"])
        // 2550 of 2048 units at 17 pt.
        let advances = measurer.advances(of: "😀", font: Font.body.resolved())
        #expect(advances.count == 1 && abs(advances[0] - 2550 * 17 / 2048.0) < 1e-9)
        // A ZWJ family is one glyph; a skin tone one too.
        #expect(layout("👨‍👩‍👧").1.flatMap(\.glyphs).count == 1)
        #expect(layout("👍🏽").1.flatMap(\.glyphs).count == 1)
        // U+FE0E asks for text: ☔︎ stays in DejaVu Sans.
        #expect(layout("☔\u{FE0E}").1.map(\.face.name) == ["DejaVuSans.ttf"])
    }

    @Test(
        "A locale picks Noto Sans CJK's regional forms: 直 is another glyph in Japanese than in Simplified Chinese",
        .enabled(if: notoInstalled))
    func regionalForms() throws {
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "ja_JP")) == .japanese)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "ko")) == .korean)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "zh-Hant")) == .traditionalChinese)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "zh_TW")) == .traditionalChinese)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "zh_HK")) == .hongKong)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "zh_CN")) == .simplifiedChinese)
        #expect(FontFallback.CJKRegion(locale: Locale(identifier: "en_US")) == .simplifiedChinese)
        func run(_ region: FontFallback.CJKRegion) throws -> GlyphRun {
            let measurer = try FontTextMeasurer.standard(cjk: region)
            let request = TextLayoutRequest(string: "直", font: Font.body.resolved())
            return try #require(
                measurer.glyphRuns(for: request, layout: measurer.layout(request, proposal: .unspecified)).first)
        }
        let japanese = try run(.japanese), chinese = try run(.simplifiedChinese)
        #expect(japanese.face.font.faceIndex == 0 && chinese.face.font.faceIndex == 2)
        #expect(japanese.glyphs != chinese.glyphs)
        #expect(try FontTextMeasurer.standard(cjk: .japanese) === FontTextMeasurer.standard(cjk: .japanese))
    }

    @Test("A missing fallback draws boxes (the first face's .notdef) and is reported once, naming its file and package")
    func missingFallback() throws {
        var fonts = try FontCollection.standard()
        fonts.scriptFallbacks = [
            FontFallback(
                name: "Noto Sans CJK SC", scripts: ["Hani"],
                regular: FontFile(path: "/nonexistent/NotoSansCJK-Regular.ttc", faceIndex: 2, package: "fonts-noto-cjk")
            )
        ]
        let measurer = FontTextMeasurer(fonts: fonts)
        // Inter's .notdef: 2800 of 2816 units.
        let advances = measurer.advances(of: "中文", font: Font.body.resolved())
        #expect(advances.count == 2 && advances.allSatisfy { abs($0 - 2800 * 17 / 2816.0) < 1e-9 })
        let request = TextLayoutRequest(string: "中文 and 中文", font: Font.body.resolved())
        let missing = measurer.missingFallbacks(for: request)
        #expect(missing.map(\.name) == ["Noto Sans CJK SC"])
        #expect(missing.first?.regular.package == "fonts-noto-cjk")
        #expect(measurer.missingFallbacks(for: TextLayoutRequest(string: "Latin", font: Font.body.resolved())).isEmpty)
    }
}
