import Foundation
import Testing

@testable import PlumbCore

/// SF Symbols inside text (``TextAttachment``), in Ahem (capitals 0.8 em, ascent 0.8 em,
/// descent 0.2 em), so every size is exact. At 10 pt a symbol is 12 tall (``SymbolSize``: 1.2 ×
/// 10) and `star` 1664/1792 × 12 wide; its middle on the capitals' middle (4 above the baseline)
/// puts its top 10 above the baseline and its bottom 2 below.
@Suite("Symbols in text")
struct TextAttachmentTests {
    static let starWidth = CGFloat(1664) * 12 / 1792

    func laidOut(_ text: Text, _ proposal: ProposedViewSize = P(nil, nil)) -> TextLayout {
        AhemTextMeasurer().layout(text.layoutRequest(in: .ahem), proposal: proposal)
    }

    @Test(
        "Text(Image(systemName:)) is one character as wide as the symbol at the text's font, its line 10 above and 2 below the baseline at 10 pt"
    )
    func symbolAlone() {
        let text = Text(Image(systemName: "star")).font(.system(size: 10))
        let request = text.layoutRequest(in: .ahem)
        let attachment = try? #require(request.runs.first?.attachment)
        #expect(attachment?.systemName == "star")
        #expect(abs((attachment?.size.width ?? 0) - Self.starWidth) < 1e-9)
        #expect(abs((attachment?.size.height ?? 0) - 12) < 1e-9)
        #expect(request.string == "\u{FFFC}")
        let layout = laidOut(text)
        #expect(abs(layout.lines[0].width - Self.starWidth) < 1e-9)
        #expect(abs(layout.firstBaseline - 10) < 1e-9)
        #expect(abs(layout.size.height - 12) < 1e-9)
    }

    @Test(
        "interpolated (\\(Image(...)) ab) and joined (Text(Image) + Text): the symbol's width, then the text's, on one baseline"
    )
    func interpolatedAndJoined() {
        let interpolated = laidOut(Text("\(Image(systemName: "star")) ab").font(.system(size: 10)))
        let joined = laidOut((Text(Image(systemName: "star")) + Text(" ab")).font(.system(size: 10)))
        for layout in [interpolated, joined] {
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].segments.map(\.run) == [0, 1])
            #expect(layout.lines[0].segments.map(\.text) == ["\u{FFFC}", " ab"])
            #expect(abs(layout.lines[0].segments[1].x - Self.starWidth) < 1e-9)
            #expect(abs(layout.lines[0].width - (Self.starWidth + 30)) < 1e-9)
            #expect(abs(layout.firstBaseline - 10) < 1e-9)
        }
    }

    @Test("A symbol wraps as a word does; only its line is taller (12, then 10 for a line of text)")
    func wraps() {
        let layout = laidOut(Text("aa \(Image(systemName: "star")) bb").font(.system(size: 10)), P(45, nil))
        #expect(layout.lines.map(\.text) == ["aa \u{FFFC}", "bb"])
        #expect(abs(layout.lines[0].width - (30 + Self.starWidth)) < 1e-9)
        #expect(abs(layout.lines[0].baseline - 10) < 1e-9)
        #expect(abs(layout.lines[1].baseline - 20) < 1e-9)
        #expect(abs(layout.size.height - 22) < 1e-9)
    }

    @Test("The symbol follows the environment's variants and image scale; a named image shows nothing")
    func variantsScaleAndNamedImages() {
        var env = EnvironmentValues.ahem
        env.symbolVariants = .fill
        env.imageScale = .large
        let run = Text(Image(systemName: "heart")).font(.system(size: 10)).layoutRequest(in: env).runs.first
        #expect(run?.attachment?.systemName == "heart.fill")
        #expect(abs((run?.attachment?.size.height ?? 0) - 15.6) < 1e-9)
        #expect(Text(Image("logo")).content == "")
    }
}
