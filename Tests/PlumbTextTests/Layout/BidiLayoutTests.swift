import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Bidirectional text drawn in visual order: lines are broken in logical order, then each is
/// reordered by Unicode's algorithm (UAX #9 §3.4), each directional run shaped in its
/// direction. Expected orders are UAX #9's, written out by hand.
@Suite struct BidiLayoutTests {
    let measurer = try! FontTextMeasurer.standard()
    static let installed =
        FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")

    /// The glyphs of `request` laid out at `width`, left to right on screen, line by line:
    /// each as its face's name and glyph id.
    func screenOrder(_ request: TextLayoutRequest, width: CGFloat? = nil) -> [[String]] {
        let layout = measurer.layout(request, proposal: ProposedViewSize(width: width, height: nil))
        let glyphs = measurer.glyphRuns(for: request, layout: layout).flatMap { run in
            zip(run.glyphs, run.positions).map { (name: run.face.name, glyph: $0.0, at: $0.1) }
        }
        return layout.lines.map { line in
            glyphs.filter { abs($0.at.y - line.baseline) < 5 }.sorted { $0.at.x < $1.at.x }
                .map { "\($0.name):\($0.glyph.rawValue)" }
        }
    }

    /// What each character draws alone, in its face: the expected glyph of a character.
    func glyph(_ character: Character) -> String {
        // A space alone hangs and draws nothing: it is Inter's.
        if character == " " { return "Inter.var.ttf:\(measurer.fonts.primary.font.glyphID(for: " ")!.rawValue)" }
        let request = TextLayoutRequest(string: String(character), font: Font.body.resolved())
        return screenOrder(request)[0][0]
    }

    @Test(
        "A left-to-right paragraph with Hebrew and a number: \"abc אבג 123\" shows as \"abc 123 גבא\"",
        .enabled(if: installed))
    func hebrewInLatin() {
        let request = TextLayoutRequest(string: "abc אבג 123", font: Font.body.resolved())
        let order = screenOrder(request)[0]
        // The spaces draw glyphs too; the Hebrew run (with the number inside it, W and N
        // rules) is reversed, the number itself kept left to right (level 2).
        #expect(order == "abc 123 גבא".map(glyph))
    }

    @Test("A right-to-left paragraph: \"שלום world\" shows the English word on the left", .enabled(if: installed))
    func latinInHebrew() {
        let request = TextLayoutRequest(string: "שלום world", font: Font.body.resolved())
        #expect(screenOrder(request)[0] == "world םולש".map(glyph))
    }

    @Test(
        "Arabic words keep their order right to left though the space between them is Inter's", .enabled(if: installed))
    func arabicWords() {
        let request = TextLayoutRequest(string: "مرحبا بالعالم", font: Font.body.resolved())
        let order = screenOrder(request)[0]
        // On screen: the second word, the space, the first word; each word joined (shaped)
        // right to left.
        let first = screenOrder(TextLayoutRequest(string: "مرحبا", font: Font.body.resolved()))[0]
        let second = screenOrder(TextLayoutRequest(string: "بالعالم", font: Font.body.resolved()))[0]
        #expect(order == second + [glyph(" ")] + first)
    }

    @Test(
        "Arabic-Indic digits in Arabic stay left to right: \"كتاب ١٢٣\" shows \"١٢٣\" at the left, in order",
        .enabled(if: installed))
    func numbersInArabic() {
        let request = TextLayoutRequest(string: "كتاب ١٢٣", font: Font.body.resolved())
        let word = screenOrder(TextLayoutRequest(string: "كتاب", font: Font.body.resolved()))[0]
        // I2: the numbers (AN) are at level 2 inside the level-1 paragraph.
        #expect(screenOrder(request)[0] == "١٢٣ ".map(glyph) + word)
    }

    @Test(
        "Lines break in logical order, then each is reordered: the first words of a Hebrew paragraph are on line 1, at its right",
        .enabled(if: installed))
    func breakThenReorder() {
        // Five words; at 60 pt a line holds about two.
        let words = ["אבג", "דהו", "זחט", "יכל", "מנס"]
        let request = TextLayoutRequest(string: words.joined(separator: " "), font: Font.body.resolved())
        let layout = measurer.layout(request, proposal: ProposedViewSize(width: 70, height: nil))
        #expect(layout.lines.count >= 2)
        #expect(layout.lines[0].text.hasPrefix("אבג"))
        let lines = screenOrder(request, width: 70)
        // Line 1 ends (on screen, at its right) with the first word, reversed.
        let firstWord = String(words[0].reversed()).map(glyph)
        #expect(Array(lines[0].suffix(3)) == firstWord)
        // The last line starts (at its left) with the last word, reversed.
        let lastWord = String(words[4].reversed()).map(glyph)
        #expect(Array(lines[lines.count - 1].prefix(3)) == lastWord)
    }

    @Test(
        "Styled runs are reordered too: Text(\"abc \") + Text(\"אבג\").bold() draws the bold Hebrew reversed after abc",
        .enabled(if: installed))
    func styledRuns() {
        var env = EnvironmentValues()
        env.textMeasurer = measurer
        let request = (Text("abc ") + Text("אבג").bold()).layoutRequest(in: env)
        let order = screenOrder(request)[0]
        #expect(order.prefix(4) == "abc ".map(glyph)[...])
        #expect(order.count == 7)
        // The Hebrew glyphs, left to right, are ג ב א (in the bold face).
        let hebrew = order.suffix(3)
        #expect(hebrew.allSatisfy { $0.hasPrefix("NotoSansHebrew-Bold.ttf:") })
    }

    @Test(
        "A styled run's background and underline follow its glyphs: in \"שלום \" + \"world\" the underlined word is at the left",
        .enabled(if: installed))
    func visualSegments() {
        var env = EnvironmentValues()
        env.textMeasurer = measurer
        let request = (Text("שלום ") + Text("world").underline()).layoutRequest(in: env)
        let layout = measurer.layout(request, proposal: .unspecified)
        // Logically "world" comes second; on screen (a right-to-left paragraph) it is first.
        let logical = layout.lines[0].segments
        #expect(logical.map(\.run) == [0, 1] && logical[1].x > 0)
        let drawn = measurer.visualSegments(of: layout, request: request)[0]
        let world = drawn.first { $0.run == 1 }!
        let hebrew = drawn.filter { $0.run == 0 }
        #expect(world.x == 0)
        let logicalWidth: CGFloat = logical[1].width
        let worldWidth: CGFloat = world.width
        #expect(abs(worldWidth - logicalWidth) < 1e-9)
        // The Hebrew word and its space, right of it, fill the rest of the line.
        #expect(hebrew.allSatisfy { $0.x >= worldWidth - 1e-9 })
        let drawnTotal: CGFloat = drawn.map(\.width).reduce(0, +)
        let logicalTotal: CGFloat = logical.map(\.width).reduce(0, +)
        #expect(abs(drawnTotal - logicalTotal) < 1e-9)
        // A left-to-right line keeps its own segments.
        let latin = (Text("ab ") + Text("cd").underline()).layoutRequest(in: env)
        let latinLayout = measurer.layout(latin, proposal: .unspecified)
        #expect(measurer.visualSegments(of: latinLayout, request: latin)[0] == latinLayout.lines[0].segments)
    }

    @Test("Latin text skips the algorithm: one run, as before")
    func latinUnchanged() {
        let order = TextLineOrder(string: "Hello, world 123", lines: ["Hello, world 123"])
        #expect(order.lines.count == 1 && order.lines[0] == nil)
    }
}
