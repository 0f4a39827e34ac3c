import Foundation
import Testing

@testable import PlumbCore

/// SPEC §4: HStack and VStack.
struct StackTests {
    @Test("§4.1 spacing is subtracted first: 210 − 10 leaves 100 for each of two colours")
    func spacingFirst() {
        let result = layout(
            HStack(spacing: 10) {
                Color.red.id("a"); Color.red.id("b")
            }.frame(width: 210, height: 10), 210, 10)
        expectFrame(result, "a", x: 0, width: 100)
        expectFrame(result, "b", x: 110, width: 100)
    }

    @Test("§4.1 an explicit spacing applies between every adjacent pair, Spacers included")
    func explicitSpacingAroundSpacers() {
        let result = layout(
            HStack(spacing: 10) {
                fixed(20, 20).id("a"); Spacer().id("s"); fixed(20, 20).id("b")
            }, 200, 100)
        expectFrame(result, "a", x: 0)
        expectFrame(result, "s", x: 30, width: 140)
        expectFrame(result, "b", x: 180)
    }

    @Test("§4.1 default spacing: 8 between shapes, colours and images in an HStack and a VStack")
    func defaultSpacing() {
        let images = ["i": CGSize(width: 20, height: 20)]
        let h = layout(
            HStack {
                fixed(20, 20).id("a"); Image("i").id("i"); Circle().frame(width: 20, height: 20).id("c")
            }, 200, 100, images: images)
        expectFrame(h, "a", x: 62)
        expectFrame(h, "i", x: 90)
        expectFrame(h, "c", x: 118)
        let v = layout(
            VStack {
                fixed(20, 20).id("a"); Rectangle().frame(width: 20, height: 20).id("b")
            }, 100, 200)
        expectFrame(v, "a", y: 76)
        expectFrame(v, "b", y: 104)
    }

    @Test("§4.1 no gap beside a Spacer with default spacing")
    func noGapBesideSpacer() {
        let result = layout(
            HStack {
                fixed(20, 20).id("a"); Spacer().id("s"); fixed(20, 20).id("b")
            }, 200, 100)
        expectFrame(result, "s", x: 20, width: 160)
        expectFrame(result, "b", x: 180)
        // A framed Spacer keeps asking for no gap.
        let framed = layout(
            HStack {
                fixed(20, 20); Spacer().frame(width: 10).id("s"); fixed(20, 20)
            }, 200, 100)
        expectFrame(framed, "s", x: 95, width: 10)
    }

    @Test("§4.1 Text has spacing preferences only on its top and bottom: 8 beside it in an HStack")
    func textInHStack() {
        let result = layout(
            HStack {
                ahem("ab").id("a"); ahem("cd").id("b"); fixed(10, 10).id("c")
            }, 200, 100)
        expectFrame(result, "@root", width: 66)
        expectFrame(result, "b", x: 95)
    }

    @Test("§4.1 in a VStack, gaps next to Text come from the font's metrics (Ahem 10 pt at 2x: text–text 0, else 3)")
    func textInVStack() {
        let result = layout(
            VStack {
                fixed(10, 10).id("a"); ahem("t").id("t"); ahem("u").id("u"); fixed(10, 10).id("b")
            }, 100, 100)
        // 10 + 3 + 10 + 0 + 10 + 3 + 10 = 46
        expectFrame(result, "@root", y: 27, height: 46)
        expectFrame(result, "t", y: 40)
        expectFrame(result, "u", y: 50)
        expectFrame(result, "b", y: 63)
    }

    /// SF Pro's metrics (2048 units: ascender 1950, descender −494, cap height 1443): with
    /// them the model predicts SPEC §4.1's figures for 17 pt at 3x.
    final class SFProMetrics: TextMeasurer {
        let ahem = AhemTextMeasurer()
        func layout(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout {
            ahem.layout(request, proposal: proposal)
        }
        func lineMetrics(for font: ResolvedFont) -> FontLineMetrics {
            let em = font.pointSize / 2048
            return FontLineMetrics(ascender: 1950 * em, descender: -494 * em, leading: 0, capHeight: 1443 * em)
        }
    }

    @Test(
        "§4.1 the ViewSpacing model predicts SPEC's 17 pt body gaps at 3x: Color→Text 6.43, Text→Color 10.64, Text→Text 0"
    )
    func predictedBodyGaps() {
        var env = EnvironmentValues.ahem
        env.textMeasurer = SFProMetrics()
        let tree = LayoutTree(
            VStack {
                Color.red.frame(width: 10, height: 10); Text("a"); Text("b"); Color.red.frame(width: 10, height: 10)
            }, environment: env)
        tree.layout(in: CGSize(width: 400, height: 400), scale: 3)
        let stack = tree.subviews(of: tree.root.rawValue)
        let gaps = (1..<4).map { stack[$0 - 1].spacing.distance(to: stack[$0].spacing, along: .vertical) }
        #expect(abs(gaps[0] - 6.434) < 0.001, "Color above Text: \(gaps[0])")
        #expect(gaps[1] == 0, "Text above Text: \(gaps[1])")
        #expect(abs(gaps[2] - 10.642) < 0.001, "Text above Color: \(gaps[2])")
    }

    @Test("§4.2 each child is probed at 0 and ∞ on the main axis with the stack's cross proposal")
    func probes() {
        let a = ProposalLog(), b = ProposalLog()
        _ = layout(
            HStack(spacing: 0) {
                Probe(size: CGSize(width: 10, height: 10), log: a) { EmptyView() }
                Probe(size: CGSize(width: 10, height: 10), log: b) { EmptyView() }
            }.frame(width: 100, height: 50), 100, 50)
        for log in [a, b] {
            #expect(log.proposals.contains(P(0, 50)))
            #expect(log.proposals.contains(P(.infinity, 50)))
            #expect(log.proposals.allSatisfy { $0.height == 50 })
        }
        #expect(a.proposals.contains(P(50, 50)))  // offered half of 100
        #expect(b.proposals.contains(P(90, 50)))  // then what the first left
    }

    @Test("§4.3 least flexible first: objc.io's measured example overflows its 150 frame to 175")
    func leastFlexibleFirst() {
        let result = layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }.frame(width: 150), 150, 100)
        expectFrame(result, "a", x: -12.5, width: 75)
        expectFrame(result, "b", x: 62.5, width: 100)
    }

    @Test("§4.3 ties keep declaration order")
    func tiesKeepOrder() {
        // Both have flexibility 40; served in order, the first takes 50 and the second 60.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 50).id("a")
                Color.red.frame(minWidth: 60, maxWidth: 100).id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(result, "a", x: -5, width: 50)
        expectFrame(result, "b", x: 45, width: 60)
    }

    @Test("§4.3 between two infinitely flexible children, the larger minimum goes first")
    func infiniteFlexLargerMinimumFirst() {
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).id("a")
                Color.red.frame(minWidth: 60).id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(result, "a", x: 0, width: 40)
        expectFrame(result, "b", x: 40, width: 60)
    }

    @Test(
        "§4.4 the higher group gets the proposal minus the lower groups' minimums (Apple), not the whole bag (seed 001)"
    )
    func priorityGroups() {
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 80).layoutPriority(1).id("a")
                Color.red.frame(minWidth: 30).id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(result, "a", x: 0, width: 70)
        expectFrame(result, "b", x: 70, width: 30)
    }

    @Test("§4.4 measured: a priority-1 view flexible to 80 takes 80 of 100; at −1 it takes the last 20")
    func priorityMeasured() {
        let first = layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 80).layoutPriority(1).id("a")
                Color.red.frame(maxWidth: 80).id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(first, "a", width: 80)
        expectFrame(first, "b", width: 20)
        let last = layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 80).layoutPriority(-1).id("a")
                Color.red.frame(maxWidth: 80).id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(last, "a", width: 20)
        expectFrame(last, "b", width: 80)
    }

    @Test("§4.4 layoutPriority is a trait: modifiers around the view carry it")
    func priorityThroughModifiers() {
        let result = layout(
            HStack(spacing: 0) {
                ahem("aaaa aaaa").layoutPriority(1).padding(0).frame(minHeight: 0).id("a")
                ahem("bb").id("b")
            }, 100, 100)
        expectFrame(result, "a", width: 90)
        expectFrame(result, "b", width: 10)
    }

    @Test("§4.5 each child is offered max(0, remaining / left) and keeps its answer")
    func shares() {
        // 100 among fixed 40, a colour, and a colour: the fixed one first (flex 0) takes 40,
        // then 60 / 2 = 30 each.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.id("a"); fixed(40, 10).id("f"); Color.red.id("b")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(result, "a", x: 0, width: 30)
        expectFrame(result, "f", x: 30, width: 40)
        expectFrame(result, "b", x: 70, width: 30)
        // Nothing left: later children are offered 0, and a colour takes 0.
        let full = layout(
            HStack(spacing: 0) {
                fixed(120, 10); Color.red.id("c")
            }.frame(width: 100, height: 10), 100, 10)
        expectFrame(full, "c", width: 0)
    }

    @Test("§4.6 a nil main-axis proposal proposes nil to every child (ideal sizes)")
    func nilProposal() {
        let log = ProposalLog()
        let result = layout(
            HStack(spacing: 0) {
                Probe(size: CGSize(width: 25, height: 10), log: log) { EmptyView() }
                Color.red.id("c")
            }.fixedSize(horizontal: true, vertical: false).frame(height: 40), 200, 100)
        #expect(log.proposals.allSatisfy { $0.width == nil })
        expectFrame(result, "c", width: 10, height: 40)
    }

    @Test(
        "§4.7 children are aligned on the stack's guide; the cross size is their extent",
        arguments: [
            (VerticalAlignment.top, 0.0, 0.0), (.center, 10, 0), (.bottom, 20, 0),
        ])
    func crossAlignment(alignment: VerticalAlignment, smallY: Double, tallY: Double) {
        let result = layout(
            HStack(alignment: alignment, spacing: 0) {
                fixed(10, 10).id("s"); fixed(10, 30).id("t")
            }.frame(width: 20, height: 30), 20, 30)
        expectFrame(result, "s", y: smallY)
        expectFrame(result, "t", y: tallY)
    }

    @Test(
        "§4.7 VStack alignment: leading, centre, trailing",
        arguments: [
            (HorizontalAlignment.leading, 0.0), (.center, 10), (.trailing, 20),
        ])
    func vstackAlignment(alignment: HorizontalAlignment, x: Double) {
        let result = layout(
            VStack(alignment: alignment, spacing: 0) {
                fixed(10, 10).id("s"); fixed(30, 10)
            }.frame(width: 30, height: 20), 30, 20)
        expectFrame(result, "s", x: x)
    }

    @Test("§4.7 a child whose guide lies outside it widens the stack's extent")
    func extentIncludesGuides() {
        let result = layout(
            HStack(alignment: .top, spacing: 0) {
                fixed(10, 10).alignmentGuide(.top) { _ in -20 }.id("a")
                fixed(10, 10).id("b")
            }, 100, 100)
        expectFrame(result, "@root", height: 30)
        expectFrame(result, "a", y: 55)
        expectFrame(result, "b", y: 35)
    }

    @Test("§4.8 size = answers + gaps; children placed in declaration order whatever the serving order")
    func placementOrder() {
        let result = layout(
            HStack(spacing: 5) {
                Color.red.id("a"); fixed(30, 10).id("b"); ahem("cc").id("c")
            }.frame(width: 200, height: 10), 200, 10)
        // b (flex 0) first: 30; c (text, flex 20) next: offered (190 − 30) / 2 = 80, takes 20; a takes 140.
        expectFrame(result, "a", x: 0, width: 140)
        expectFrame(result, "b", x: 145, width: 30)
        expectFrame(result, "c", x: 180, width: 20)
    }

    @Test("an empty stack is 0×0")
    func emptyStack() {
        #expect(answer(of: HStack {}, to: P(100, 100)) == .zero)
        #expect(answer(of: VStack { EmptyView() }, to: P(100, 100)) == .zero)
    }
}

/// The ViewSpacing model (SPEC §4.1; OpenSwiftUI `Spacing.swift`).
struct ViewSpacingTests {
    @Test("plain views share no preference: the default 8")
    func plainViews() {
        #expect(ViewSpacing.plainView.distance(to: .plainView, along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    @Test("uncategorised preferences: the larger wins; zero means no gap")
    func uncategorised() {
        let zero = ViewSpacing.zero
        #expect(zero.distance(to: .plainView, along: .horizontal) == 0)
        #expect(ViewSpacing.plainView.distance(to: zero, along: .horizontal) == 0)
        let twelve = ViewSpacing(uncategorised: 12, edges: .all)
        #expect(twelve.distance(to: zero, along: .vertical) == 12)
    }

    @Test("a category on both facing edges adds the two values and wins over uncategorised ones")
    func categories() {
        var a = ViewSpacing.zero
        a.minima.append(SpacingMinimum(category: .edgeAboveText, edge: .bottom, value: .distance(2)))
        var b = ViewSpacing()
        b.minima.append(SpacingMinimum(category: .edgeAboveText, edge: .top, value: .distance(5)))
        #expect(a.distance(to: b, along: .vertical) == 7)
        // Only the facing edges count: along the other axis nothing matches and a's 0 wins.
        #expect(a.distance(to: b, along: .horizontal) == 0)
    }

    @Test("formUnion keeps the larger value per edge and category, on the edges given")
    func union() {
        let twelve = ViewSpacing(uncategorised: 12, edges: .all)
        var a = ViewSpacing.zero
        a.formUnion(twelve, edges: .top)
        #expect(a.distance(to: ViewSpacing(), along: .vertical) == 0)  // a's bottom is still 0
        #expect(ViewSpacing().distance(to: a, along: .vertical) == 12)  // a's top is now 12
        #expect(ViewSpacing().union(twelve).distance(to: ViewSpacing(), along: .horizontal) == 12)
    }
}
