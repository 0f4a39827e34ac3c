import Foundation
import Testing

@testable import PlumbCore

/// SPEC §3: rigid and flexible frames.
struct FrameTests {
    @Test("§3 rigid: proposes its value, answers it whatever the child chose, places by alignment")
    func rigidFrame() {
        let log = ProposalLog()
        let result = layout(
            Probe(size: CGSize(width: 40, height: 10), log: log) { EmptyView() }.id("p").frame(width: 100, height: 50)
                .id("f"),
            300, 300)
        #expect(log.proposals.last == P(100, 50))
        expectFrame(result, "f", x: 100, y: 125, width: 100, height: 50)
        expectFrame(result, "p", x: 130, y: 145, width: 40, height: 10)
    }

    @Test(
        "§3 rigid alignment: each of the nine alignments puts the child where it says",
        arguments: [
            (Alignment.topLeading, 0.0, 0.0), (.top, 30, 0), (.topTrailing, 60, 0),
            (.leading, 0, 20), (.center, 30, 20), (.trailing, 60, 20),
            (.bottomLeading, 0, 40), (.bottom, 30, 40), (.bottomTrailing, 60, 40),
        ])
    func rigidAlignments(alignment: Alignment, x: Double, y: Double) {
        let result = layout(fixed(40, 10).id("c").frame(width: 100, height: 50, alignment: alignment), 100, 50)
        expectFrame(result, "c", x: x, y: y)
    }

    @Test("§3 a dimension not given passes the proposal through and answers the child's")
    func oneAxisFrame() {
        #expect(answer(of: Color.red.frame(height: 44), to: P(390, 200)) == CGSize(width: 390, height: 44))
        #expect(answer(of: ahem("Hi").frame(width: 100), to: P(300, 300)) == CGSize(width: 100, height: 10))
        #expect(answer(of: ahem("Hi").frame(width: 100), to: P(nil, nil)) == CGSize(width: 100, height: 10))
    }

    @Test("§3 a rigid frame never clips: a larger child overflows it, centred")
    func rigidOverflows() {
        let result = layout(fixed(140, 10).id("c").frame(width: 100, height: 10).id("f"), 200, 10)
        expectFrame(result, "f", x: 50, width: 100)
        expectFrame(result, "c", x: 30, width: 140)
    }

    @Test("§3.1 normalisation: a negative minimum becomes 0, ideal ≥ min, max ≥ ideal")
    func normalisation() {
        let b = FlexibleFrameLayout.Bounds(min: -5, ideal: nil, max: 30)
        #expect(b.min == 0 && b.ideal == nil && b.max == 30)
        let c = FlexibleFrameLayout.Bounds(min: 50, ideal: 20, max: 10)
        #expect(c.min == 50 && c.ideal == 50 && c.max == 50)
        let d = FlexibleFrameLayout.Bounds(min: nil, ideal: 40, max: 10)
        #expect(d.ideal == 40 && d.max == 40)
        let e = FlexibleFrameLayout.Bounds(min: -.infinity, ideal: nil, max: nil)
        #expect(e.min == 0)
    }

    @Test("§3.2 the child is proposed the parent's proposal, or the ideal for nil, clamped into [min, max]")
    func flexibleChildProposal() {
        let log = ProposalLog()
        let probe = Probe(size: CGSize(width: 20, height: 20), log: log) { EmptyView() }
        _ = answer(of: probe.frame(minWidth: 50, maxWidth: 80), to: P(200, 30))
        _ = answer(of: probe.frame(minWidth: 50, idealWidth: 60, maxWidth: 80), to: P(nil, 30))
        _ = answer(of: probe.frame(maxWidth: 80), to: P(10, nil))
        _ = answer(of: probe.frame(minHeight: 50), to: P(nil, nil))
        #expect(log.proposals.contains(P(80, 30)))
        #expect(log.proposals.contains(P(60, 30)))
        #expect(log.proposals.contains(P(10, nil)))
        #expect(log.proposals.contains(P(nil, nil)))
    }

    @Test("§3.3 the answer, case by case")
    func flexibleAnswers() {
        let child = fixed(40, 40)  // answers 40×40 whatever it is offered
        // Parent proposed nil and an ideal is given: the ideal.
        #expect(answer(of: child.frame(idealWidth: 70), to: P(nil, nil)).width == 70)
        // Both bounds and a proposal: the proposal clamped (the child is not consulted).
        #expect(answer(of: child.frame(minWidth: 50, maxWidth: 100), to: P(500, nil)).width == 100)
        #expect(answer(of: child.frame(minWidth: 50, maxWidth: 100), to: P(60, nil)).width == 60)
        #expect(answer(of: child.frame(minWidth: 50, maxWidth: 100), to: P(10, nil)).width == 50)
        // Both bounds and no proposal (and no ideal): the child's size clamped.
        #expect(answer(of: child.frame(minWidth: 50, maxWidth: 100), to: P(nil, nil)).width == 50)
        #expect(answer(of: fixed(140, 10).frame(minWidth: 50, maxWidth: 100), to: P(nil, nil)).width == 100)
        // Min only: max(min, min(child, proposalDown)), nil counting as ∞.
        #expect(answer(of: child.frame(minWidth: 100), to: P(500, nil)).width == 100)
        #expect(answer(of: fixed(140, 10).frame(minWidth: 100), to: P(500, nil)).width == 140)
        #expect(answer(of: fixed(140, 10).frame(minWidth: 100), to: P(120, nil)).width == 120)
        #expect(answer(of: Color.red.frame(minWidth: 100), to: P(nil, nil)).width == 100)
        // Max only: min(max, max(child, proposalDown)), nil counting as −∞.
        #expect(answer(of: child.frame(maxWidth: 100), to: P(70, nil)).width == 70)
        #expect(answer(of: child.frame(maxWidth: 100), to: P(500, nil)).width == 100)
        #expect(answer(of: child.frame(maxWidth: 100), to: P(nil, nil)).width == 40)
        #expect(answer(of: child.frame(maxWidth: .infinity), to: P(300, nil)).width == 300)
        // Neither: the child's size.
        #expect(answer(of: child.frame(minHeight: 10), to: P(300, nil)).width == 40)
    }

    @Test("§3 maxWidth: .infinity takes every point proposed but not more; nil gives the child's")
    func maxInfinity() {
        #expect(answer(of: ahem("Hi").frame(maxWidth: .infinity), to: P(390, nil)) == CGSize(width: 390, height: 10))
        #expect(answer(of: ahem("Hi").frame(maxWidth: .infinity), to: P(nil, nil)) == CGSize(width: 20, height: 10))
    }

    @Test("§3 frame(maxHeight: 200) around a one-line text is 200 tall when 200 is offered (measured)")
    func maxHeightAroundText() {
        let result = layout(ahem("Hello").id("t").frame(maxHeight: 200).id("f"), 300, 200)
        expectFrame(result, "f", y: 0, height: 200)
        expectFrame(result, "t", y: 95, height: 10)
    }

    @Test(
        "§3 an ideal only replaces a nil proposal: a resizable child framed idealWidth 24 and proposed 48 is 48 (measured)"
    )
    func idealOnlyForNil() {
        let images = ["i": CGSize(width: 100, height: 100)]
        let framed = Image("i").resizable().frame(idealWidth: 24)
        #expect(answer(of: framed, to: P(48, 48), images: images).width == 48)
        #expect(answer(of: framed, to: P(nil, 48), images: images).width == 24)
        #expect(answer(of: framed.fixedSize(), to: P(48, 48), images: images) == CGSize(width: 24, height: 100))
    }

    @Test("§3 at placement a flexible frame proposes its size, or nil where its size came from the child's ideal")
    func flexiblePlacementProposal() {
        let tree = LayoutTree(
            ahem("Hello world").id("t").frame(minWidth: 10, maxWidth: 300).fixedSize(), environment: .ahem)
        tree.layout(in: CGSize(width: 400, height: 100), scale: 2)
        let t = tree.nodes(withID: "t")[0]
        #expect(tree.placementProposal(of: t) == P(nil, nil))
        #expect(tree.frame(of: t).width == 110)
        let wide = LayoutTree(ahem("Hello world").id("t").frame(minWidth: 10, maxWidth: 300), environment: .ahem)
        wide.layout(in: CGSize(width: 400, height: 100), scale: 2)
        #expect(wide.placementProposal(of: wide.nodes(withID: "t")[0]) == P(300, 10))  // the frame is 300×10
    }

    @Test("§3 invalid dimensions are reported once as a warning and clamped, never a crash")
    func invalidDimensions() {
        let negative = layout(fixed(20, 20).frame(width: -10).id("f"), 100, 100)
        expectFrame(negative, "f", width: 0, height: 20)
        #expect(negative.warnings.count == 1)
        #expect(negative.warnings[0].message.hasPrefix("invalid frame dimension"))
        let nan = layout(fixed(20, 20).frame(width: .nan, height: .infinity).id("f"), 100, 100)
        expectFrame(nan, "f", width: 20, height: 20)
        #expect(nan.warnings.count == 1)
        let flexible = layout(fixed(20, 20).frame(minWidth: -5).id("f"), 100, 100)
        expectFrame(flexible, "f", width: 20)
        #expect(flexible.warnings.map(\.message) == ["invalid frame dimension (negative or non-finite)"])
    }

    @Test("§3 contradictory constraints are reported; the minimum wins (measured: min 80, max 40 → 80)")
    func contradictoryFrame() {
        let result = layout(fixed(20, 20).frame(minWidth: 80, maxWidth: 40).id("f"), 100, 100)
        expectFrame(result, "f", width: 80)
        #expect(result.warnings.map(\.message) == ["contradictory frame constraints specified"])
        #expect(answer(of: fixed(20, 20).frame(minWidth: 80, maxWidth: 40), to: P(nil, nil)).width == 80)
    }

    @Test("§3 a warning is given once per frame, not once per layout")
    func warningOnce() {
        let tree = LayoutTree(fixed(20, 20).frame(width: -1), environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        tree.layout(in: CGSize(width: 120, height: 100), scale: 2)
        #expect(tree.warnings.count == 1)
    }
}
