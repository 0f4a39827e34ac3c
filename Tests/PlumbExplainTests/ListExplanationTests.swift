import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Explanations of lists name their parts as source and SwiftUI do: List or Form (not the
/// vertical ScrollView they scroll as), Section, row.
struct ListExplanationTests {
    @Test("A Form's rows are explained as rows of the Form, which proposes them nil heights")
    func formRows() throws {
        let e = try explain(
            "Form { Section(\"S\") { Text(\"A\").id(\"a\") } }", canvas: CGSize(width: 393, height: 700))
        let labels = e.views.map(\.label)
        #expect(labels.contains("Form"))
        #expect(labels.contains("Section"))
        #expect(labels.contains("row"))
        #expect(!labels.contains { $0.hasPrefix("ScrollView") })
        let a = try view(e, "a")
        #expect(a.explanation.contains("by Form: a Form scrolls its rows vertically"))
    }
}
