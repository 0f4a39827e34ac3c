import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Seed 001: a long headline and a short subtitle in one row of one-line texts
/// (`Examples/TruncatedHeadline.swift`, 10 pt Ahem: the headline needs 300 pt, the subtitle
/// 90). The stack serves the less flexible subtitle first; the headline gets what is left
/// and is cut. Seed 001's diagnosis: its minimum fits, so the turn is the problem.
struct Seed001HeadlineTests {
    static let canvas = CGSize(width: 380, height: 100)

    @Test("the headline's share: probes, group, turn, the length left and its offer")
    func share() throws {
        let e = try explain(try example("TruncatedHeadline.swift"), canvas: Self.canvas)
        let headline = try view(e, "headline"), subtitle = try view(e, "subtitle")
        let h = try #require(headline.stack), s = try #require(subtitle.stack)
        #expect(h.axis == .horizontal && h.available == 372 && h.spacing == 8 && h.childCount == 2)
        #expect((h.minimum, h.maximum, h.flexibility, h.probedByStack) == (0, 300, 300, true))
        #expect((s.minimum, s.maximum, s.flexibility) == (0, 90, 90))
        #expect((h.priority, h.group, h.groupCount) == (0, 0, 1))
        // The subtitle is less flexible: served first, with the whole bag for two.
        #expect((s.turn, s.remaining, s.waiting, s.offer, s.answer) == (0, 372, 2, 186, 90))
        #expect((h.turn, h.remaining, h.waiting, h.offer, h.answer) == (1, 282, 1, 282, 280))
        #expect(h.servedBefore.map(\.label) == [#"Text "subtitle""#])
        // Every question, with the probes named as probes.
        #expect(headline.proposals.map(\.kind) == [.minimumProbe, .maximumProbe, .size])
        #expect(headline.proposals[0].proposal == ProposedViewSize(width: 0, height: 100))
        #expect(headline.proposals[1].proposal == ProposedViewSize(width: .infinity, height: 100))
        #expect(headline.proposals[2].isPlacement && headline.proposals[2].answer == CGSize(width: 280, height: 10))
    }

    @Test("the headline is truncated by its line limit: it needs 300 pt and was offered 282")
    func truncated() throws {
        let headline = try view(try explain(try example("TruncatedHeadline.swift"), canvas: Self.canvas), "headline")
        let text = try #require(headline.text)
        #expect(text.isTruncated && text.idealSize == CGSize(width: 300, height: 10) && text.lineLimit == 1)
        #expect(
            headline.outcomes == [
                .truncated(needs: 300, offered: 282, shown: ["A long headline that trunca…"], cause: .lineLimit(1))
            ])
        #expect(
            headline.explanation.contains(
                "It is truncated: it needs 300 pt for one line, was offered 282 pt, and lineLimit(1) allows a single line."
            ))
        #expect(
            headline.explanation.contains(
                "Its minimum (0 pt) fits in its share, so the content is not the problem: its turn is."))
    }

    @Test("layoutPriority(1): the headline is served first, gets 300 pt and fits; the subtitle gets 60")
    func priorityRemedy() throws {
        let headline = try view(try explain(try example("TruncatedHeadline.swift"), canvas: Self.canvas), "headline")
        let r = try remedy(headline, .layoutPriority)
        #expect(r.code == ".layoutPriority(1)" && r.target == headline.node && r.changesLayout)
        #expect(
            r.predicted
                == PredictedView(
                    size: CGSize(width: 300, height: 10), offer: 372, turn: 0,
                    lines: ["A long headline that truncates"],
                    isTruncated: false))
        #expect(r.others.count == 1)
        #expect(r.others.first?.label == #"Text "subtitle""#)
        #expect(r.others.first?.before.width == 90 && r.others.first?.after.width == 60)
        #expect(r.others.first?.isTruncated == true && r.others.first?.lines == ["3 min…"])
        #expect(r.overflow == nil)
        #expect(
            r.summary.hasPrefix(
                "it would be served first and offered 372 pt: it would take 300 pt and fit on one line."))
    }

    @Test("fixedSize fits the headline too; lineLimit(nil) wraps it onto two lines")
    func otherRemedies() throws {
        let headline = try view(try explain(try example("TruncatedHeadline.swift"), canvas: Self.canvas), "headline")
        let fixed = try remedy(headline, .fixedSize)
        #expect(fixed.code == ".fixedSize(horizontal: true, vertical: false)")
        #expect(fixed.predicted.size == CGSize(width: 300, height: 10) && fixed.predicted.isTruncated == false)
        #expect(fixed.overflow == nil)
        let unlimited = try remedy(headline, .lineLimit)
        #expect(unlimited.code == ".lineLimit(nil)")
        #expect(unlimited.predicted.size == CGSize(width: 200, height: 20))
        #expect(unlimited.predicted.lines == ["A long headline that", "truncates"])
        // Remedies that do not apply are not offered.
        #expect(Set(headline.remedies.map(\.kind)) == [.layoutPriority, .fixedSize, .lineLimit])
    }

    @Test("in a narrower row fixedSize still fits the headline, and the row overflows the canvas by 19 pt a side")
    func fixedSizeOverflows() throws {
        let headline = try view(
            try explain(try example("TruncatedHeadline.swift"), canvas: CGSize(width: 280, height: 100)), "headline")
        // Priority cannot give it more than the 272 pt to share: still 28 pt short.
        let priority = try remedy(headline, .layoutPriority)
        #expect(priority.predicted.size.width == 270 && priority.predicted.isTruncated == true)
        let fixed = try remedy(headline, .fixedSize)
        #expect(fixed.predicted.size.width == 300 && fixed.predicted.isTruncated == false)
        // 300 + 8 + the subtitle's "…" (10 pt, offered 0) = 318 in 280.
        let o = try #require(fixed.overflow)
        #expect(o.ancestor == nil && o.ancestorLabel == "the canvas")
        #expect((o.leading, o.trailing, o.top, o.bottom) == (19, 19, 0, 0))
        #expect(o.causes.map(\.rule).contains(.fixedSize))
        #expect(fixed.summary.contains("HStack would overflow the canvas by 19 pt on each side."))
    }
}
