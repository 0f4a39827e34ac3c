import Foundation
import Testing

import PlumbCore
import PlumbText

/// A program that links PlumbText measures with Inter by default, as the command line does.
struct DefaultMeasurerTests {
    @Test("a new environment measures with the standard FontTextMeasurer (Inter), not Ahem")
    func defaultIsInter() throws {
        let measurer = try #require(EnvironmentValues().textMeasurer as? FontTextMeasurer)
        #expect(measurer === (try FontTextMeasurer.standard()))
        // Ahem would make "Hello" 5 em = 85 pt wide at 17 pt; Inter's advances are narrower.
        let result = LayoutTree.layout(Text("Hello").id("t"), in: CGSize(width: 390, height: 100))
        let width = try #require(result["t"]).frame.width
        var explicit = EnvironmentValues()
        explicit.textMeasurer = try FontTextMeasurer.standard()
        let inter = LayoutTree.layout(Text("Hello").id("t"), in: CGSize(width: 390, height: 100), environment: explicit)
        #expect(width == (try #require(inter["t"])).frame.width)
        #expect(width > 30 && width < 85)
    }
}
