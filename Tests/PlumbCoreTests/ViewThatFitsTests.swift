import Foundation
import Testing

@testable import PlumbCore

/// SPEC §5 ViewThatFits. Apple: developer.apple.com/documentation/swiftui/viewthatfits ("It
/// selects the first child whose ideal size on the constrained axes fits within the proposed
/// size") and .../viewthatfits/init(in:content:) ("If axes is an empty set, ViewThatFits uses
/// the first child view"); docs.metabind.ai/bindjs/components/GridRow, describing SwiftUI ("If
/// no child fits, the last child is used as the fallback"). What the candidates and the chosen
/// child are proposed is a judgement call (SPEC §5: "open").
struct ViewThatFitsTests {
    private func row(_ id: String) -> some View {
        HStack(spacing: 0) {
            fixed(100, 10).id("\(id).1"); fixed(100, 10).id("\(id).2")
        }.id(id)
    }

    @Test("the first child whose ideal width fits is shown; the others are left out of the result")
    func firstThatFits() {
        let narrow = layout(
            ViewThatFits(in: .horizontal) {
                row("wide"); fixed(60, 10).id("narrow")
            }.id("v"), 150, 100)
        expectFrame(narrow, "v", x: 45, y: 45, width: 60, height: 10)
        expectFrame(narrow, "narrow", x: 45, y: 45)
        #expect(narrow["wide"] == nil && narrow["wide.1"] == nil)
        #expect(narrow.root.children.count == 1)
        let wide = layout(
            ViewThatFits(in: .horizontal) {
                row("wide"); fixed(60, 10).id("narrow")
            }.id("v"), 250, 100)
        expectFrame(wide, "wide", x: 25, y: 45, width: 200)
        expectFrame(wide, "wide.2", x: 125)
        #expect(wide["narrow"] == nil)
    }

    @Test("when no child fits, the last is shown, at its size for the proposal")
    func lastWhenNoneFits() {
        let result = layout(
            ViewThatFits {
                fixed(500, 10).id("a"); fixed(400, 10).id("b"); Color.red.id("c")
            }.id("v"), 200, 100)
        expectFrame(result, "c", x: 0, y: 0, width: 200, height: 100)
        expectFrame(result, "v", width: 200, height: 100)
        #expect(result["a"] == nil && result["b"] == nil)
    }

    /// Only the constrained axes are compared: a child too tall for the proposal fits
    /// `ViewThatFits(in: .horizontal)`, and not the default, which constrains both.
    @Test("only the constrained axes must fit")
    func constrainedAxesOnly() {
        let horizontal = layout(
            ViewThatFits(in: .horizontal) {
                fixed(100, 500).id("tall"); fixed(50, 10).id("small")
            }, 200, 100)
        expectFrame(horizontal, "tall", x: 50, y: -200, width: 100, height: 500)
        #expect(horizontal["small"] == nil)
        let both = layout(
            ViewThatFits {
                fixed(100, 500).id("tall"); fixed(50, 10).id("small")
            }, 200, 100)
        expectFrame(both, "small", x: 75, y: 45)
        #expect(both["tall"] == nil)
    }

    @Test("with no constrained axes, the first child is shown")
    func noAxes() {
        let result = layout(
            ViewThatFits(in: []) {
                fixed(500, 10).id("a"); fixed(50, 10).id("b")
            }, 200, 100)
        expectFrame(result, "a", x: -150, width: 500)
        #expect(result["b"] == nil)
    }

    /// Each candidate but the last is asked its ideal size on the constrained axes (`nil`
    /// there) with the proposal kept on the others; the chosen child is then proposed the
    /// proposal itself (both judgement calls, SPEC §5 "open"). The last child is never probed.
    @Test("candidates are proposed nil on the constrained axes only; the chosen one gets the proposal")
    func proposals() {
        let first = ProposalLog(), second = ProposalLog(), third = ProposalLog()
        _ = layout(
            ViewThatFits(in: .vertical) {
                Probe(size: CGSize(width: 50, height: 300), log: first) { EmptyView() }
                Probe(size: CGSize(width: 500, height: 50), log: second) { EmptyView() }
                Probe(size: CGSize(width: 10, height: 10), log: third) { EmptyView() }
            }, 200, 100)
        #expect(first.proposals == [P(200, nil)])
        #expect(second.proposals == [P(200, nil), P(200, 100)])
        #expect(third.proposals.isEmpty)
    }

    /// The consequence of the judgement call above: text judged by `ViewThatFits(in: .vertical)`
    /// wraps at the width it will have. At 50 wide "aaaa bbbb cccc" is three lines, 30 tall,
    /// too tall for 25; its ideal size alone (one line, 10 tall) would have fitted.
    @Test("in: .vertical judges wrapped text at the proposed width")
    func verticalJudgesWrappedText() {
        let tight = layout(
            ViewThatFits(in: .vertical) {
                ahem("aaaa bbbb cccc").id("long"); ahem("abc").id("short")
            }, 50, 25)
        #expect(tight["long"] == nil)
        expectFrame(tight, "short", width: 30, height: 10)
        let roomy = layout(
            ViewThatFits(in: .vertical) {
                ahem("aaaa bbbb cccc").id("long"); ahem("abc").id("short")
            }, 50, 35)
        expectFrame(roomy, "long", x: 5, y: 2.5, width: 40, height: 30)
    }

    /// `LayoutSubview._exclude()`: an alternative left out has no frame and is not placed;
    /// when a later layout chooses it, it and everything inside it get frames again.
    @Test("relayout switches the shown child; an excluded subtree has no frame until chosen again")
    func relayoutSwitches() {
        let tree = LayoutTree(
            ViewThatFits(in: .horizontal) {
                row("wide"); fixed(60, 10).id("narrow")
            }, environment: .ahem)
        let wide = tree.nodes(withID: "wide")[0], inner = tree.nodes(withID: "wide.2")[0]
        let narrow = tree.nodes(withID: "narrow")[0]
        tree.layout(in: CGSize(width: 250, height: 100), scale: 2)
        #expect(tree.isPlaced(wide) && tree.isPlaced(inner) && !tree.isPlaced(narrow))
        #expect(tree.frame(of: narrow).isNull)
        tree.layout(in: CGSize(width: 150, height: 100), scale: 2)
        #expect(!tree.isPlaced(wide) && !tree.isPlaced(inner) && tree.isPlaced(narrow))
        #expect(tree.frame(of: inner).isNull)
        #expect(tree.frame(of: narrow) == CGRect(x: 45, y: 45, width: 60, height: 10))
        tree.layout(in: CGSize(width: 250, height: 100), scale: 2)
        #expect(tree.frame(of: inner) == CGRect(x: 125, y: 45, width: 100, height: 10))
        #expect(!tree.isPlaced(narrow))
    }

    /// The chosen child's explicit guides are the ViewThatFits's: its text baseline aligns in
    /// an HStack (Ahem: baseline at 0.8 em, SPEC §5 alignmentGuide).
    @Test("the chosen child's text baseline aligns the ViewThatFits in a stack")
    func guidesOfTheChosenChild() {
        let result = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                ahem("x", 20).id("big")
                ViewThatFits {
                    ahem("a very long line", 10).id("long"); ahem("abc", 10).id("small")
                }.id("v")
            }, 100, 100)
        expectFrame(result, "big", y: 40)
        expectFrame(result, "small", y: 48)
        #expect(result["long"] == nil)
    }
}
