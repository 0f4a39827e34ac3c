import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Text of styled runs measured in Inter: each run shaped in its own font, kerning and
/// tracking added after each character, lines as tall as their tallest run.
@Suite struct FontTextRunTests {
    let measurer = try! FontTextMeasurer.standard()

    func request(_ text: Text) -> TextLayoutRequest {
        var env = EnvironmentValues()
        env.textMeasurer = measurer
        return text.layoutRequest(in: env)
    }

    func width(_ string: String, _ font: ResolvedFont) -> CGFloat {
        measurer.advances(of: string, font: font).reduce(0, +)
    }

    @Test("Text + Text: the widths of its runs, each in its font (\"ab\" regular + \"cd\" bold at 17 pt)")
    func concatenation() {
        let body = Font.body.resolved()
        var bold = body
        bold.weight = .bold
        let r = request(Text("ab") + Text("cd").bold())
        let line = measurer.layout(r, proposal: .unspecified).lines[0]
        #expect(abs(line.width - (width("ab", body) + width("cd", bold))) < 1e-9)
        #expect(width("cd", bold) > width("cd", body))
        #expect(line.segments.map(\.text) == ["ab", "cd"])
    }

    @Test("kerning(2) and tracking(3) widen \"Hello\" by 5 × 2 and 5 × 3 points")
    func spacing() {
        let plain = measurer.layout(request(Text("Hello")), proposal: .unspecified).lines[0].width
        let kerned = measurer.layout(request(Text("Hello").kerning(2)), proposal: .unspecified).lines[0].width
        let tracked = measurer.layout(request(Text("Hello").tracking(3)), proposal: .unspecified).lines[0].width
        #expect(abs(kerned - plain - 10) < 1e-9)
        #expect(abs(tracked - plain - 15) < 1e-9)
        // Drawn where measured: the glyph of "o" starts 4 × 2 points right of where it was.
        let plainRuns = measurer.glyphRuns(
            for: request(Text("Hello")), layout: measurer.layout(request(Text("Hello")), proposal: .unspecified))
        let kernedRequest = request(Text("Hello").kerning(2))
        let kernedRuns = measurer.glyphRuns(
            for: kernedRequest, layout: measurer.layout(kernedRequest, proposal: .unspecified))
        #expect(abs(kernedRuns[0].positions[4].x - plainRuns[0].positions[4].x - 8) < 1e-9)
    }

    @Test("A title run on a body line: the line takes the title's ascent and descent (SF Pro's 1950/−494 per 2048)")
    func mixedLineHeight() {
        let r = request(Text("a") + Text("b").font(.title))
        let layout = measurer.layout(r, proposal: .unspecified)
        let title = Font.title.resolved().pointSize
        #expect(abs(layout.firstBaseline - 1950 * title / 2048) < 1e-9)
        #expect(layout.size.height >= (1950 + 494) * title / 2048)
        #expect(layout.size.height < (1950 + 494) * title / 2048 + 0.5)
    }

    @Test("A raised run's glyphs are drawn its offset higher")
    func raisedGlyphs() {
        let r = request(Text("a") + Text("b").baselineOffset(6))
        let layout = measurer.layout(r, proposal: .unspecified)
        let runs = measurer.glyphRuns(for: r, layout: layout)
        #expect(runs.map(\.run) == [0, 1])
        #expect(abs(runs[0].positions[0].y - runs[1].positions[0].y - 6) < 1e-9)
        #expect(abs(layout.firstBaseline - (1950 * 17 / 2048 + 6)) < 1e-9)
    }
}
