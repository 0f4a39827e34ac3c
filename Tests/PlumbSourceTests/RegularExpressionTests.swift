import Foundation
import Plumb
import Testing

/// Foundation's `NSRegularExpression` run by Foundation (issue "Swift and Foundation as apps use
/// them": Foundation evaluated by Foundation), as TempBox's `MarkdownLinkText` picks a link out
/// of text, and a function's tuple result labelled by its declared type, inside as well.
struct RegularExpressionTests {
    @Test(
        "firstMatch, range(at:), Range(_:in:) and text[range]: 'Powered by [mail.tm](https://www.mail.tm)' gives 'Powered by ' and 'mail.tm'"
    )
    func linkOutOfText() throws {
        let code = #"""
            import SwiftUI
            struct V: View {
                let markdownText = "Powered by [mail.tm](https://www.mail.tm)"
                private var parts: (before: String, link: (text: String, url: URL), after: String)? {
                    let pattern = #"(.*?)?\[(.*?)\]\((.*?)\)(.*)?"#
                    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
                    let nsrange = NSRange(markdownText.startIndex..<markdownText.endIndex, in: markdownText)
                    guard let match = regex.firstMatch(in: markdownText, range: nsrange),
                          let linkRange = Range(match.range(at: 2), in: markdownText),
                          let urlRange = Range(match.range(at: 3), in: markdownText),
                          let url = URL(string: String(markdownText[urlRange]))
                    else { return nil }
                    let before = (Range(match.range(at: 1), in: markdownText).map { String(markdownText[$0]) }) ?? ""
                    let after = (Range(match.range(at: 4), in: markdownText).map { String(markdownText[$0]) }) ?? ""
                    return (before, (String(markdownText[linkRange]), url), after)
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(parts?.before ?? "none").id("before")
                        Text(parts?.link.text ?? "none").id("link")
                        Text(parts?.link.url.host() ?? "none").id("host")
                        Text("\(parts?.after.count ?? -1)").id("after")
                    }
                }
            }
            """#
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        // Ahem, 17 points a character: "Powered by " is 10 and its trailing space (which a line does
        // not count), "mail.tm" 7, "www.mail.tm" 11, "0" 1.
        #expect(frame(result, "before")?.width == 170)
        #expect(frame(result, "link")?.width == 119)
        #expect(frame(result, "host")?.width == 187)
        #expect(frame(result, "after")?.width == 17)
    }

    @Test("a pattern Foundation rejects throws (try? gives nil); matches(in:range:) counts every match")
    func invalidPatternAndMatches() throws {
        let code = #"""
            import SwiftUI
            struct V: View {
                var bad: Bool { (try? NSRegularExpression(pattern: "([a-z")) == nil }
                var count: Int {
                    let text = "a1b22c333"
                    let regex = try! NSRegularExpression(pattern: "[0-9]+")
                    return regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).count
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(bad ? "bad" : "ok").id("bad")
                        Text(String(repeating: "x", count: count)).id("count")
                    }
                }
            }
            """#
        let (result, _) = try layOut(code, 390, 844)
        #expect(result.views(withText: "bad").count == 1)
        #expect(frame(result, "count")?.width == 51)
    }
}
