import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Seed 000: `frame(maxWidth: .infinity)` takes what its parent proposes, so inside a
/// horizontal ScrollView, which proposes nil along its axis, there is nothing to grow into.
struct ScrollViewFrameTests {
    @Test("frame(maxWidth: .infinity) in a horizontal ScrollView: proposed nil, it takes its child's 34 pt")
    func noFiniteProposal() throws {
        let e = try explain(
            """
            ScrollView(.horizontal) {
                Text("Hi")
                    .id("text")
                    .frame(maxWidth: .infinity)
                    .id("wide")
            }
            .id("scroll")
            """, canvas: CGSize(width: 390, height: 100))
        let wide = try view(e, "wide"), scroll = try view(e, "scroll"), text = try view(e, "text")
        #expect(wide.placedWith?.width == nil && wide.size.width == 34)
        let source = NilSource(
            node: scroll.node, label: #"ScrollView "scroll""#,
            reason: "a ScrollView proposes nil (ideal size) along the axes it scrolls")
        #expect(wide.outcomes == [.noFiniteProposal(axis: .horizontal, source: source)])
        #expect(wide.explanation.contains("There was no finite width to grow into, so it took its child's 34 pt."))
        // Making it wider with another maxWidth would change nothing, so it is not offered;
        // sizing it relative to the scroll view would.
        #expect(wide.remedies.map(\.kind) == [.containerRelativeFrame])
        #expect(wide.remedies.first?.predicted.size.width == 390)
        #expect(text.outcomes == [.idealSize(axes: [.horizontal], source: source)])
    }

    @Test("frame(maxWidth: .infinity) is offered to a VStack child narrower than the width proposed")
    func fillWidth() throws {
        let e = try explain(
            """
            VStack {
                Text("Hi").id("short")
                Color.red.frame(height: 10)
            }
            """, canvas: CGSize(width: 390, height: 100))
        let short = try view(e, "short")
        let fill = try remedy(short, .frameMaxWidth)
        #expect(fill.code == ".frame(maxWidth: .infinity)" && fill.predicted.size == CGSize(width: 390, height: 17))
    }
}
