import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Thai, Lao, Khmer and Myanmar (line break class SA) break between dictionary words, as
/// UAX #14 LB1 asks and Core Text does, through ICU's dictionaries.
@Suite struct DictionaryBreakTests {
    @Test("สวัสดีชาวโลก breaks after สวัสดี and ชาว, nowhere inside a word")
    func thai() {
        let string = "สวัสดีชาวโลก"
        let characters = Array(string)
        let breaks = TextShaper.breaks(of: string, characters: characters)
        // Characters (grapheme clusters): สวัสดี is 4 (ส วั ส ดี), ชาว 3, โลก 3.
        #expect(characters.count == 10)
        let allowed = breaks.indices.filter { breaks[$0] != .prohibited }
        #expect(allowed == [3, 6, 9])
        #expect(DictionaryBreaks.opportunities(in: characters[...]) == [3, 6])
    }

    @Test("A Thai sentence wraps between words at a narrow width; Latin around it keeps its own breaks")
    func thaiWraps() throws {
        let measurer = try FontTextMeasurer.standard()
        let request = TextLayoutRequest(string: "สวัสดีชาวโลก", font: Font.body.resolved())
        let whole = measurer.layout(request, proposal: .unspecified)
        let narrow = measurer.layout(request, proposal: ProposedViewSize(width: whole.size.width * 0.6, height: nil))
        #expect(narrow.lines.map(\.text) == ["สวัสดีชาว", "โลก"] || narrow.lines.map(\.text) == ["สวัสดี", "ชาวโลก"])
        #expect(narrow.lines.map(\.text).joined() == "สวัสดีชาวโลก")
        let mixed = TextShaper.breaks(of: "hi สวัสดีชาว", characters: Array("hi สวัสดีชาว"))
        #expect(mixed.indices.filter { mixed[$0] != .prohibited } == [2, 6, 9])
    }

    @Test("Lao and Khmer too")
    func laoKhmer() {
        // ສະບາຍດີ (Lao "hello"): one word, then ບໍ່.
        let lao = "ສະບາຍດີບໍ່"
        #expect(!DictionaryBreaks.opportunities(in: Array(lao)[...]).isEmpty)
        let khmer = "សួស្តីពិភពលោក"
        #expect(!DictionaryBreaks.opportunities(in: Array(khmer)[...]).isEmpty)
    }
}
