import Foundation
import Testing

@testable import PlumbCore

/// ScrollView (SPEC §5). Evidence for its own size: "While a vertical scroll view accepts the
/// proposed height unconditionally, it only becomes as wide as the width of its contents"
/// (SwiftUI Field Guide, https://www.swiftuifieldguide.com/layout/scrollview/).
@Suite struct ScrollViewTests {
    @Test("Vertical: content proposed nil height; as tall as proposed, as wide as its content")
    func vertical() {
        let log = ProposalLog()
        let r = layout(
            ScrollView { Probe(size: CGSize(width: 100, height: 1000), log: log) { EmptyView() }.id("c") }.id("s"), 300,
            400)
        #expect(log.proposals.contains(P(300, nil)))
        #expect(log.proposals.allSatisfy { $0.height == nil })
        expectFrame(r, "s", x: 100, y: 0, width: 100, height: 400)
        // Content from the top-leading corner, overflowing below.
        expectFrame(r, "c", x: 100, y: 0, width: 100, height: 1000)
    }

    @Test("Horizontal: content proposed nil width; as wide as proposed, as tall as its content")
    func horizontal() {
        let r = layout(ScrollView(.horizontal) { fixed(50, 100).id("c") }.id("s"), 300, 400)
        expectFrame(r, "s", x: 0, y: 150, width: 300, height: 100)
        expectFrame(r, "c", x: 0, y: 150, width: 50, height: 100)
    }

    @Test("Both axes: the whole proposal; content at the top-leading corner")
    func bothAxes() {
        let r = layout(ScrollView([.horizontal, .vertical]) { fixed(50, 60).id("c") }.id("s"), 300, 400)
        expectFrame(r, "s", x: 0, y: 0, width: 300, height: 400)
        expectFrame(r, "c", x: 0, y: 0, width: 50, height: 60)
    }

    @Test("A Color inside takes its ideal height (10) along the scroll axis (SPEC §1.3, §5)")
    func greedyContentGetsIdeal() {
        let r = layout(ScrollView { Color.red.id("c") }.id("s"), 300, 400)
        expectFrame(r, "c", x: 0, y: 0, width: 300, height: 10)
        expectFrame(r, "s", width: 300, height: 400)
    }

    @Test("Several views inside are stacked in an implicit VStack (default spacing 8)")
    func implicitStack() {
        let r = layout(
            ScrollView {
                fixed(100, 20).id("a"); fixed(50, 20).id("b")
            }, 300, 400)
        expectFrame(r, "a", x: 100, y: 0, width: 100, height: 20)
        expectFrame(r, "b", x: 125, y: 28, width: 50, height: 20)
    }

    @Test("contentMargins: content inset by the margins; the margins count in the scroll view's width")
    func contentMargins() {
        let r = layout(ScrollView { fixed(100, 50).id("c") }.contentMargins(20).id("s"), 300, 400)
        expectFrame(r, "s", x: 80, y: 0, width: 140, height: 400)
        expectFrame(r, "c", x: 100, y: 20, width: 100, height: 50)
        // The .scrollIndicators placement insets only the indicators.
        let indicators = layout(
            ScrollView { fixed(100, 50).id("c") }.contentMargins(20, for: .scrollIndicators), 300, 400)
        expectFrame(indicators, "c", x: 100, y: 0)
    }

    @Test("A scroll offset moves the content; the scroll view stays and clips")
    func scrollOffset() {
        let tree = LayoutTree(
            ScrollView { fixed(100, 1000).id("c") }.scrollOffset(CGPoint(x: 0, y: 300)).id("s"), environment: .ahem)
        tree.layout(in: CGSize(width: 300, height: 400), scale: 2)
        let r = tree.result()
        expectFrame(r, "s", x: 100, y: 0, width: 100, height: 400)
        expectFrame(r, "c", x: 100, y: -300, width: 100, height: 1000)
        let scroll = tree.nodes(withID: "s")[0]
        #expect(tree.effects(of: scroll).contains { if case .clipped = $0 { true } else { false } })
    }
}

/// containerRelativeFrame (SPEC §5, seed 002): the container is the window, a ScrollView or a
/// NavigationStack; never a stack, never the view's own background or overlay host.
@Suite struct ContainerRelativeFrameTests {
    @Test("In the window: the canvas length on the listed axes; the other axis passes through")
    func window() {
        let r = layout(Color.red.containerRelativeFrame(.horizontal).id("r"), 400, 100)
        expectFrame(r, "r", x: 0, y: 0, width: 400, height: 100)
        let both = layout(
            Text("ab").font(.system(size: 10)).containerRelativeFrame([.horizontal, .vertical]).id("t"), 400, 100)
        expectFrame(both, "t", x: 0, y: 0, width: 400, height: 100)
    }

    @Test("count/span/spacing: ((L − spacing·(count−1)) / count)·span + spacing·(span−1)")
    func countSpan() {
        // L = 400: (400 − 2·10)/3 = 126.67 per part; span 2 → 263.33.
        let r = layout(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("r"), 400, 100)
        expectFrame(r, "r", x: 68.5, width: 263)  // 68.33...331.67 on the 2x grid: 68.5...331.5
    }

    @Test("The closure form gets the container's length and the axis")
    func closure() {
        let r = layout(
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .horizontal ? length * 0.8 : length * 0.45
            }.id("r"), 400, 200)
        expectFrame(r, "r", x: 40, y: 55, width: 320, height: 90)
    }

    @Test("Stacks and frames are not containers: the window is")
    func stacksAreNotContainers() {
        let r = layout(
            HStack { Color.red.containerRelativeFrame(.horizontal).id("r") }.frame(width: 100).id("h"), 400, 100)
        expectFrame(r, "r", width: 400)
    }

    @Test("Not the view's own overlay host: an overlay sized relative to its container uses the window")
    func overlayHostIsNotAContainer() {
        let r = layout(
            Color.blue.frame(width: 100, height: 50)
                .overlay(Color.red.containerRelativeFrame(.horizontal).id("o")), 400, 100)
        expectFrame(r, "o", x: 0, width: 400)
    }

    @Test("In a ScrollView: its size minus the content margins; re-laid out when the canvas changes")
    func scrollViewContainer() {
        let tree = LayoutTree(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { Color.red.containerRelativeFrame(.horizontal).id("r") }
            }.contentMargins(.horizontal, 20), environment: .ahem)
        tree.layout(in: CGSize(width: 390, height: 200), scale: 2)
        expectFrame(tree.result(), "r", x: 20, width: 350)
        tree.layout(in: CGSize(width: 500, height: 200), scale: 2)
        expectFrame(tree.result(), "r", x: 20, width: 460)
    }
}

/// LazyVStack and LazyHStack: the same frames as VStack and HStack for the same content;
/// inside a ScrollView, only the rows near the visible region exist.
@Suite struct LazyStackTests {
    func rows(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { i in fixed(CGFloat(40 + (i % 3) * 20), 30).id("row\(i)") }
    }

    @Test("In a ScrollView, centred rows get the same frames as in a VStack")
    func sameFramesAsVStack() {
        let lazy = layout(ScrollView { LazyVStack { rows(10) } }, 300, 400)
        let eager = layout(ScrollView { VStack { rows(10) } }, 300, 400)
        for i in 0..<10 {
            #expect(lazy["row\(i)"]?.frame == eager["row\(i)"]?.frame, "row\(i)")
        }
        expectFrame(lazy, "row9", x: 130, y: 342, width: 40, height: 30)
    }

    @Test("Without a ScrollView a lazy stack lays out like a stack: flexible children share the space")
    func eagerOutsideScrollView() {
        let content = { () -> AnyView in
            AnyView(
                Group {
                    fixed(50, 20).id("a"); Color.red.id("flex"); Spacer(minLength: 10); fixed(50, 20).id("b")
                })
        }
        let lazy = layout(LazyHStack { content() }, 300, 100)
        let eager = layout(HStack { content() }, 300, 100)
        for id in ["a", "flex", "b"] { #expect(lazy[id]?.frame == eager[id]?.frame, "\(id)") }
        // 300 − 8 (a|flex; 0 beside the Spacer) = 292; the Spacer's priority is −∞ (OpenSwiftUI
        // `Spacer.swift`), so its minimum 10 is held back and the Color gets 292 − 100 − 10.
        expectFrame(lazy, "flex", x: 58, width: 182)
    }

    @Test("Across, a lazy stack takes the proposed width: .leading rows sit at the scroll view's edge")
    func fillsAcross() {
        // Apple's LazyVStack documentation: the stack "aligns to the leading edge of the scroll view".
        let lazy = layout(ScrollView { LazyVStack(alignment: .leading) { rows(3) }.id("stack") }.id("s"), 300, 400)
        expectFrame(lazy, "s", x: 0, width: 300)
        expectFrame(lazy, "stack", x: 0, width: 300)
        expectFrame(lazy, "row1", x: 0, width: 60)
        // A VStack hugs its widest row (80), so the scroll view is 80 wide and centred.
        let eager = layout(ScrollView { VStack(alignment: .leading) { rows(3) }.id("stack") }.id("s"), 300, 400)
        expectFrame(eager, "s", x: 110, width: 80)
        expectFrame(eager, "row1", x: 110, width: 60)
    }

    @Test("A million rows in a 390×844 ScrollView: about 30 are created and measured")
    func millionRows() throws {
        let tree = LayoutTree(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { i in fixed(390, 44).id("row\(i)") }
                }.id("stack")
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        let r = tree.result()
        // Visible 844 pt + half a screen ahead (422) = 1266 pt: rows 0...28 (29 rows of 44).
        let stack = try #require(tree.computer(tree.nodes(withID: "stack")[0].rawValue) as? LazyStackComputer)
        #expect(stack.creationCounts.created == 29)
        #expect(stack.creationCounts.total == 1_000_000)
        #expect(tree.nodeCount < 100)
        #expect(tree.sizeComputations < 200)
        // Its height is the estimate: a million rows of 44.
        expectFrame(r, "stack", y: 0, width: 390, height: 44_000_000)
        expectFrame(r, "row28", y: 1232, height: 44)
        #expect(r["row29"] == nil)
    }

    @Test("Scrolled to the middle of a million rows: the rows there are found by the estimate, not by creating 500,000")
    func farScroll() throws {
        let tree = LayoutTree(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { i in fixed(390, 44).id("row\(i)") }
                }.id("stack")
            }.scrollOffset(CGPoint(x: 0, y: 22_000_000)), environment: .ahem)
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        let r = tree.result()
        let stack = try #require(tree.computer(tree.nodes(withID: "stack")[0].rawValue) as? LazyStackComputer)
        // The head (29 rows) plus the window: 844 visible + 422 either side = 39 rows.
        #expect(stack.creationCounts.created < 80)
        // Equal rows make the estimate exact: row 500,000 starts at 22,000,000, the top of the screen.
        expectFrame(r, "row500000", x: 0, y: 0, width: 390, height: 44)
        expectFrame(r, "row500018", y: 792)
        #expect(r["row499980"] == nil)
    }

    @Test("Scrolled, the rows around the visible region exist and sit where a VStack would put them")
    func scrolled() {
        let tree = LayoutTree(
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { i in fixed(100, 50).id("row\(i)") } }
            }.scrollOffset(CGPoint(x: 0, y: 5_000)), environment: .ahem)
        tree.layout(in: CGSize(width: 300, height: 500), scale: 2)
        let r = tree.result()
        // Visible: 5000...5500, plus 250 either side: rows 95...114 are children.
        expectFrame(r, "row100", x: 100, y: 0, width: 100, height: 50)
        expectFrame(r, "row95", y: -250)
        #expect(r["row94"] == nil)
        #expect(r["row114"] != nil)
        #expect(r["row116"] == nil)
    }

    @Test("In a horizontal ScrollView a LazyHStack is as tall as proposed and lays columns left to right")
    func lazyHStack() {
        let r = layout(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) { ForEach(0..<3, id: \.self) { i in fixed(50, 20).id("c\(i)") } }.id("stack")
            }, 300, 200)
        expectFrame(r, "stack", x: 0, y: 0, width: 170, height: 200)
        expectFrame(r, "c2", x: 120, y: 90, width: 50, height: 20)
    }
}
