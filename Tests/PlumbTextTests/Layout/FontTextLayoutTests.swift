import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Text's answers (SPEC §2) measured with the default fonts: Inter's widths in the lines of
/// iOS's system font. Expected widths come from HarfBuzz's advances for the same strings
/// (Scripts/text-oracle.py; Inter has 2816 units per em); heights and baselines from SF Pro's
/// ascender 1950 and descender −494 of 2048 units (``VerticalMetrics/systemFont``), rounded up
/// to whole pixels at 3x.
@Suite struct FontTextLayoutTests {
    func near(_ size: CGSize, _ width: CGFloat, _ height: CGFloat) -> Bool {
        abs(size.width - width) < 1e-9 && abs(size.height - height) < 1e-9
    }

    let measurer = try! FontTextMeasurer.standard()

    func size(
        _ string: String, _ proposal: ProposedViewSize, font: Font = .body, lineLimit: Int? = nil,
        truncation: Text.TruncationMode = .tail, scale: CGFloat = 3
    ) -> TextLayout {
        let request = TextLayoutRequest(
            string: string, font: font.resolved(), lineLimit: lineLimit, truncationMode: truncation, displayScale: scale
        )
        return measurer.layout(request, proposal: proposal)
    }

    @Test("Text(\"Hello world\") at .body: 90.33 × 20.33, as tall as SwiftUI makes it with SF Pro at 3x (SPEC §2)")
    func helloWorld() {
        // 14912 units × 17/2816 = 90.02 → 90.33; (1950 + 494) × 17/2048 = 20.29 → 20.33.
        let t = size("Hello world", .unspecified)
        #expect(near(t.size, 271 / 3.0, 61 / 3.0))
        #expect(abs(t.firstBaseline - 1950 * 17 / 2048.0) < 1e-9)
        // The same at 2x rounds to half points.
        #expect(near(size("Hello world", .unspecified, scale: 2).size, 90.5, 20.5))
    }

    @Test("The font named inter keeps Inter's own lines: 20.67 tall at .body (ascender 2728, descender −680 of 2816)")
    func interOwnLines() throws {
        let inter = FontTextMeasurer(fonts: try FontCollection.standard(systemFontLines: false))
        let request = TextLayoutRequest(string: "Hello world", font: Font.body.resolved(), displayScale: 3)
        let t = inter.layout(request, proposal: .unspecified)
        #expect(near(t.size, 271 / 3.0, 62 / 3.0))
        #expect(abs(t.firstBaseline - 2728 * 17 / 2816.0) < 1e-9)
    }

    @Test("A finite width wraps at a break opportunity; the trailing space hangs")
    func wrapsAtSpace() {
        // "Hello " 40.69 (+ the hanging space) / "world" 44.55 → 44.67 wide, two lines 40.57 → 40.67.
        let t = size("Hello world", ProposedViewSize(width: 60, height: nil))
        #expect(t.lines.map(\.text) == ["Hello", "world"])
        #expect(near(t.size, 134 / 3.0, 122 / 3.0))
        // 59.28 is "Hello w": the width that holds "Hello " still breaks before "world".
        #expect(size("Hello world", ProposedViewSize(width: 45, height: nil)).lines.count == 2)
    }

    @Test("UAX #14: a line may end after a hyphen")
    func breaksAfterHyphen() {
        // "well-" 39.29 / "known" 52.79 → 53 wide.
        let t = size("well-known", ProposedViewSize(width: 60, height: nil))
        #expect(t.lines.map(\.text) == ["well-", "known"])
        #expect(near(t.size, 53, 122 / 3.0))
    }

    @Test("A word wider than the line breaks between characters, as few times as it must")
    func breaksInsideAWord() {
        // H 12.58 | e 9.90 + l 4.03 + l 4.03 = 17.96 | o 10.14; three lines 60.86 → 61.
        let t = size("Hello", ProposedViewSize(width: 20, height: nil))
        #expect(t.lines.map(\.text) == ["H", "ell", "o"])
        #expect(near(t.size, 18, 61))
    }

    @Test("lineLimit(1) truncates the tail with …, at the head, or in the middle")
    func truncation() {
        let proposal = ProposedViewSize(width: 60, height: nil)
        // 60 − "…" 13.96 leaves 46.04: "Hello" 40.69 (+ space) fits, "w" does not.
        let tail = size("Hello world", proposal, lineLimit: 1)
        #expect(tail.lines.map(\.text) == ["Hello…"])
        #expect(tail.isTruncated)
        #expect(near(tail.size, 164 / 3.0, 61 / 3.0))
        #expect(size("Hello world", proposal, lineLimit: 1, truncation: .head).lines.map(\.text) == ["…world"])
        #expect(size("Hello world", proposal, lineLimit: 1, truncation: .middle).lines.map(\.text) == ["Hel…ld"])
    }

    @Test("A proposed height that holds one line cuts the text to one truncated line")
    func heightTruncates() {
        let t = size("Hello world", ProposedViewSize(width: 60, height: 30))
        #expect(t.lines.map(\.text) == ["Hello…"])
        #expect(abs(t.size.height - 61 / 3.0) < 1e-9)
    }

    @Test("A character Inter lacks is measured with DejaVu Sans; one no font has, as Inter's .notdef")
    func fallbackAndNotdef() throws {
        let body = Font.body.resolved()
        try #require(!measurer.fonts.fallbacks.isEmpty, "DejaVu Sans is installed by .ci/run")
        // ☃ U+2603: DejaVu Sans advance 1836 of 2048 units.
        #expect(abs(measurer.advances(of: "☃", font: body)[0] - 1836 * 17 / 2048.0) < 1e-9)
        // U+10FFFD: Inter's .notdef, 2800 of 2816 units.
        #expect(abs(measurer.advances(of: "\u{10FFFD}", font: body)[0] - 2800 * 17 / 2816.0) < 1e-9)
        // Zero-width joiners and variation selectors take no space; neither does a newline.
        #expect(
            measurer.advances(of: "\u{200D}\u{FE0F}\n", font: body) == [0, 0, 0]
                || measurer.advances(of: "\u{200D}\u{FE0F}\n", font: body).allSatisfy { $0 == 0 })
    }

    @Test("Bold measures with Inter's wght axis at 700")
    func boldIsWider() {
        // HarfBuzz at wght 700: "Hello world" totals 15410 units (Scripts/text-oracle.py).
        let oracle = TextOracle.shared.fonts["Inter.var.ttf"]!.cases.first {
            $0.string == "Hello world" && $0.weight == 700
        }!
        let width = measurer.advances(of: "Hello world", font: Font.body.bold().resolved()).reduce(0, +)
        #expect(abs(width - CGFloat(oracle.total) * 17 / 2816) < 11 * 17 / 2816.0)
        #expect(width > 90.03)
    }

    @Test("Each string is shaped once per font, however many widths it is asked about")
    func shapesOnce() {
        let fresh = FontTextMeasurer(fonts: measurer.fonts)
        let request = TextLayoutRequest(string: "Shape me once, please", font: Font.body.resolved(), displayScale: 3)
        for width: CGFloat? in [nil, 0, 50, 80, 120, 50, nil] {
            _ = fresh.layout(request, proposal: ProposedViewSize(width: width, height: nil))
        }
        #expect(fresh.shapingCount == 1)
    }

    @Test("Dynamic Type: the body style at accessibility5 is 53 pt (HIG)")
    func dynamicType() {
        let request = TextLayoutRequest(
            string: "Hello world", font: Font.body.resolved(dynamicTypeSize: .accessibility5), displayScale: 3)
        // 14912 × 53/2816 = 280.66 → 280.67; 2444 × 53/2048 = 63.25 → 63.33.
        #expect(near(measurer.layout(request, proposal: .unspecified).size, 842 / 3.0, 190 / 3.0))
    }

    @Test("HStack(alignment: .firstTextBaseline) aligns the baselines of text of different sizes")
    func baselinesAlign() {
        var env = EnvironmentValues()
        env.textMeasurer = measurer
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").id("small")
        }
        let result = LayoutTree.layout(view, in: CGSize(width: 390, height: 200), scale: 3, environment: env)
        let big = result["big"]!.frame, small = result["small"]!.frame
        // Ascenders 2728 × 34/2816 = 32.94 and 2728 × 17/2816 = 16.47: the small text sits
        // 16.47 lower, 16.33 after rounding to the 3x pixel grid.
        #expect(abs((small.minY - big.minY) - 49 / 3.0) < 1e-9)
    }

    @Test("A truncated font file is an error naming the file and the table, not a crash")
    func malformedFontFile() throws {
        let url = Scratch.folder.appendingPathComponent("plumb-truncated-\(UUID()).ttf")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: FontTestFiles.interPath))
        try bytes.prefix(40_000).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.self) { try FontTextMeasurer(fontFile: url.path) }
        do {
            _ = try FontTextMeasurer(fontFile: url.path)
        } catch {
            #expect("\(error)".contains(url.lastPathComponent))
            #expect("\(error)".contains("table"))
        }
    }
}
