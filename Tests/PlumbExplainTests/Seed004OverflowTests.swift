import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Seed 004 §3.4–3.5: what a stack does when its children do not fit. It overflows; it
/// never compresses a rigid frame.
struct Seed004OverflowTests {
    @Test("two 140 pt blocks in a 200 pt frame: offered 100 and 60, each keeps 140; 40 pt out on each side")
    func blocks() throws {
        let e = try explain(
            """
            HStack(spacing: 0) {
                Color.red.frame(width: 140, height: 20).id("red")
                Color.blue.frame(width: 140, height: 20).id("blue")
            }
            .id("row")
            .frame(width: 200)
            .id("frame")
            """, canvas: CGSize(width: 200, height: 100))
        let row = try view(e, "row"), red = try view(e, "red"), blue = try view(e, "blue"), frame = try view(e, "frame")
        #expect(frame.frame == CGRect(x: 0, y: 40, width: 200, height: 20))
        let d = try #require(row.distribution)
        #expect(d.available == 200 && d.length == 280)
        #expect(d.turns.map(\.offer) == [100, 60] && d.turns.map(\.answer) == [140, 140])
        let rowOverflow = try #require(overflow(row))
        #expect(rowOverflow.ancestor == frame.node)
        #expect((rowOverflow.leading, rowOverflow.trailing) == (40, 40))
        #expect(rowOverflow.causes.map(\.node) == [red.node, blue.node])
        #expect(rowOverflow.causes.allSatisfy { $0.rule == .rigidFrame && $0.answered == 140 })
        // Not compressed: each is 140 wide, at −40…100 and 100…240.
        #expect(red.frame == CGRect(x: -40, y: 40, width: 140, height: 20))
        #expect(blue.frame == CGRect(x: 100, y: 40, width: 140, height: 20))
        let r = try #require(red.stack), b = try #require(blue.stack)
        #expect((r.minimum, r.maximum, r.offer, r.answer) == (140, 140, 100, 140))
        #expect((b.remaining, b.waiting, b.offer, b.answer) == (60, 1, 60, 140))
        #expect(overflow(red).map { ($0.leading, $0.trailing) } ?? (0, 0) == (40, 0))
        #expect(overflow(blue).map { ($0.leading, $0.trailing) } ?? (0, 0) == (0, 40))
        #expect(red.explanation.contains("It was not compressed"))
        #expect(row.explanation.contains("It overflows frame \"frame\" by 40 pt on each side."))
    }

    @Test("Spacer(minLength: 40) in a 200 pt row of 160 + 20: it keeps 40, the row overflows by 10 a side")
    func spacerMinimum() throws {
        let e = try explain(
            """
            HStack(spacing: 0) {
                Color.red.frame(width: 160, height: 20).id("red")
                Spacer(minLength: 40).id("spacer")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }
            .id("row")
            """, canvas: CGSize(width: 200, height: 100))
        let row = try view(e, "row"), red = try view(e, "red"), spacer = try view(e, "spacer")
        let s = try #require(spacer.stack), r = try #require(red.stack)
        // The top group holds back the Spacer's 40 pt; the Spacer's group gets it back.
        #expect((r.group, r.groupCount, r.groupAdjustment, r.remaining, r.waiting, r.offer) == (0, 2, -40, 160, 2, 80))
        #expect((s.priority, s.group, s.groupAdjustment, s.turn) == (-.infinity, 1, 40, 2))
        #expect((s.minimum, s.maximum, s.remaining, s.offer, s.answer) == (40, .infinity, 20, 20, 40))
        #expect(
            spacer.outcomes.first
                == .ignoredProposal(
                    IgnoredProposal(
                        rule: .spacerMinimum, axes: [.horizontal], proposal: ProposedViewSize(width: 20, height: 100),
                        answer: CGSize(width: 40, height: 0))))
        let o = try #require(overflow(row))
        #expect(o.ancestor == nil && (o.leading, o.trailing) == (10, 10))
        #expect(Set(o.causes.map(\.rule)) == [.rigidFrame, .spacerMinimum])
        let fix = try remedy(spacer, .spacerMinLength)
        #expect(fix.code == "Spacer(minLength: 20)" && fix.predicted.size.width == 20 && fix.overflow == nil)
        #expect(spacer.remedies.map(\.kind) == [.spacerMinLength])
    }
}
