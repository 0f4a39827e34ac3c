import Foundation
import Testing

@testable import PlumbCore

/// WWDC22's "Compose custom layouts with SwiftUI" equal-width stack, as written for SwiftUI.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let total = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + total, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

/// A layout with a cache, counting how often the engine makes and updates it.
struct CountingLayout: Layout {
    final class Counter: @unchecked Sendable { var made = 0; var updated = 0 }
    let counter: Counter

    struct Cache { var widths: [CGFloat] }

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updated += 1
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, cache.widths) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += width
        }
    }
}

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places subviews by their `Rank` layout value, highest first, leaving the others unplaced.
struct RankedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] > $1[Rank.self] }) where subview[Rank.self] > 0 {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct CustomLayoutTests {
    @Test("a custom Layout written for SwiftUI lays out exactly: WWDC22's equal-width row")
    func equalWidthRow() {
        let result = layout(
            EqualWidthHStack {
                ahem("OK").id("a")
                ahem("Cancel").id("b")
                ahem("Go").id("c")
            }.id("row"), 300, 100)
        // Widest ideal: "Cancel" 60; row = 3 × 60 + 2 × 10 = 200, centred at x 50.
        expectFrame(result, "row", x: 50, y: 45, width: 200, height: 10)
        expectFrame(result, "a", x: 70, width: 20)  // "OK" centred in the first 60-wide cell
        expectFrame(result, "b", x: 120, width: 60)
        expectFrame(result, "c", x: 210, width: 20)
        #expect(result.root.type == "EqualWidthHStack")
    }

    @Test("the cache is made once and updated when a subview changes")
    func cacheLifecycle() {
        let counter = CountingLayout.Counter()
        let tree = LayoutTree(
            CountingLayout(counter: counter) {
                ahem("ab").id("a"); ahem("cde")
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        tree.layout(in: CGSize(width: 300, height: 100), scale: 2)
        #expect(counter.made == 1)
        #expect(tree.frame(of: tree.root).width == 50)
        tree.replace(tree.nodes(withID: "a")[0], with: ahem("abcd").id("a"))
        tree.layout(in: CGSize(width: 300, height: 100), scale: 2)
        #expect(counter.updated == 1)
        #expect(tree.frame(of: tree.root).width == 70)
    }

    @Test("layoutValue sets what a layout reads; a subview never placed is centred with the container's proposal")
    func layoutValuesAndUnplaced() {
        let result = layout(
            RankedLayout {
                fixed(10, 10).layoutValue(key: Rank.self, value: 1).id("low")
                fixed(20, 20).layoutValue(key: Rank.self, value: 2).id("high")
                Color.red.id("unranked")
            }.frame(width: 100, height: 100), 100, 100)
        expectFrame(result, "high", x: 0, y: 0)
        expectFrame(result, "low", x: 0, y: 20)
        expectFrame(result, "unranked", x: 0, y: 0, width: 100, height: 100)
        let small = layout(RankedLayout { fixed(10, 10).id("u") }.frame(width: 100, height: 60), 100, 60)
        expectFrame(small, "u", x: 45, y: 25)
    }

    /// A layout value is a trait: modifiers written after it wrap the view without hiding it,
    /// as `layoutPriority` does (SPEC §5: "modifiers around the view carry it"). Apple's own
    /// examples write `Text(...).gridCellColumns(2)` (a layout value) before other modifiers.
    @Test("a layoutValue survives the modifiers written after it (padding, frame, background)")
    func layoutValueIsATrait() {
        let result = layout(
            RankedLayout {
                fixed(10, 10).layoutValue(key: Rank.self, value: 1).padding(5).id("low")
                Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 2).background(Color.blue)
                    .frame(width: 30).id("high")
            }.frame(width: 100, height: 100), 100, 100)
        expectFrame(result, "high", x: 0, y: 0, width: 30, height: 20)
        expectFrame(result, "low", x: 0, y: 20, width: 20, height: 20)
    }

    @Test("AnyLayout switches layouts and forwards the stack orientation to Spacers")
    func anyLayout() {
        for (layout, horizontal) in [
            (AnyLayout(HStackLayout(spacing: 0)), true), (AnyLayout(VStackLayout(spacing: 0)), false),
        ] {
            let result = PlumbCoreTests.layout(
                layout {
                    fixed(20, 20).id("a")
                    Spacer().id("s")
                    fixed(20, 20).id("b")
                }.frame(width: 100, height: 100), 100, 100)
            #expect(result.root.children[0].type == (horizontal ? "HStack" : "VStack"))
            if horizontal {
                expectFrame(result, "s", x: 20, width: 60, height: 0)
            } else {
                expectFrame(result, "s", y: 20, width: 0, height: 60)
            }
        }
    }

    @Test("HStackLayout and VStackLayout called as views are the stacks")
    func stackLayoutsAsViews() {
        let a = layout(
            HStackLayout(alignment: .top, spacing: 3) {
                fixed(10, 10).id("x"); fixed(10, 20)
            }, 100, 100)
        let b = layout(
            HStack(alignment: .top, spacing: 3) {
                fixed(10, 10).id("x"); fixed(10, 20)
            }, 100, 100)
        #expect(a["x"]?.frame == b["x"]?.frame)
        #expect(a.root.frame == b.root.frame)
    }

    @Test("a layout's subviews slice with their indices, as SwiftUI's do")
    func subviewSlices() {
        struct LastOnTop: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let rest = subviews[1...]
                precondition(rest.startIndex == 1 && rest.count == subviews.count - 1)
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
                for (i, s) in zip(rest.indices, rest) {
                    s.place(
                        at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.maxY), anchor: .bottomLeading,
                        proposal: .unspecified)
                }
            }
        }
        let result = layout(
            LastOnTop {
                fixed(5, 5).id("a"); fixed(5, 5).id("b"); fixed(5, 5).id("c")
            }, 100, 100)
        expectFrame(result, "a", x: 0, y: 0)
        expectFrame(result, "b", x: 10, y: 95)
        expectFrame(result, "c", x: 20, y: 95)
    }
}

/// SPEC §5: GeometryReader.
struct GeometryReaderTests {
    @Test("§5 GeometryReader takes its whole proposal, ideal 10×10, and places its content at its top-leading corner")
    func sizing() {
        #expect(
            answers(of: GeometryReader { _ in Color.red }, to: [P(100, 50), P(nil, nil)]) == [
                CGSize(width: 100, height: 50), CGSize(width: 10, height: 10),
            ])
        let result = layout(
            GeometryReader { _ in
                fixed(20, 20).id("a")
                fixed(10, 10).id("b")
            }.frame(width: 100, height: 60), 200, 100)
        expectFrame(result, "a", x: 50, y: 20)
        expectFrame(result, "b", x: 50, y: 20)
    }

    @Test("§5 the content is proposed the reader's size and sees it, and its frame in the canvas")
    func proxy() {
        let result = layout(
            VStack(spacing: 0) {
                fixed(10, 10)
                GeometryReader { proxy in
                    Color.red
                        .frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY)
                        .id("half")
                    Color.blue.frame(width: proxy.frame(in: .local).minX + 1).id("local")
                }.frame(width: 80, height: 40)
            }.coordinateSpace(name: "stack"), 200, 100)
        expectFrame(result, "half", x: 60, y: 35, width: 40, height: 35)
        expectFrame(result, "local", width: 1)
    }

    @Test("frames in a named coordinate space are relative to the view that named it")
    func namedSpace() {
        let result = layout(
            VStack(spacing: 0) {
                fixed(10, 10)
                GeometryReader { proxy in
                    fixed(proxy.frame(in: .named("outer")).minY, 5).id("y")
                }.frame(width: 50, height: 20)
            }.coordinateSpace(name: "outer"), 200, 100)
        expectFrame(result, "y", width: 10)
    }

    @Test("the content is rebuilt when the reader's frame changes")
    func rebuild() {
        let tree = LayoutTree(GeometryReader { proxy in fixed(proxy.size.width / 4, 10).id("q") }, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        #expect(tree.frame(of: tree.nodes(withID: "q")[0]).width == 50)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        #expect(tree.nodes(withID: "q").count == 1)
        #expect(tree.frame(of: tree.nodes(withID: "q")[0]).width == 25)
    }
}

/// Views: ViewBuilder, Group, ForEach, AnyView, ViewModifier, State.
struct ViewBuilderTests {
    struct Conditional: View {
        var flag: Bool
        var choice: Int
        var optional: Bool
        var body: some View {
            HStack(spacing: 0) {
                if flag { fixed(10, 10).id("if") } else { fixed(20, 20).id("else") }
                switch choice {
                case 0: fixed(1, 1).id("zero")
                case 1: fixed(2, 2).id("one")
                default: EmptyView()
                }
                if optional { fixed(5, 5).id("opt") }
                let width: CGFloat = 7
                fixed(width, 7).id("let")
            }
        }
    }

    @Test("ViewBuilder: if/else, switch, optional content and local lets")
    func builder() {
        let a = layout(Conditional(flag: true, choice: 1, optional: true), 100, 100)
        #expect(a["if"] != nil && a["else"] == nil && a["one"] != nil && a["opt"] != nil)
        expectFrame(a, "@root", width: 10 + 2 + 5 + 7)
        let b = layout(Conditional(flag: false, choice: 5, optional: false), 100, 100)
        #expect(b["else"] != nil && b["zero"] == nil && b["one"] == nil && b["opt"] == nil)
        expectFrame(b, "@root", width: 27)
    }

    @Test("blocks of any length")
    func longBlock() {
        let result = layout(
            HStack(spacing: 0) {
                fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1)
                fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1); fixed(1, 1)
            }, 100, 100)
        expectFrame(result, "@root", width: 12)
    }

    @Test("Group and ForEach contribute their views to the container; a modifier on them applies to each")
    func groupsAndLoops() {
        let result = layout(
            VStack(spacing: 0) {
                Group {
                    fixed(10, 10)
                    fixed(20, 10)
                }.padding(1)
                ForEach(0..<3) { i in fixed(CGFloat(i + 1) * 10, 5) }
                ForEach(["a", "b"], id: \.self) { name in fixed(5, 5).id(name) }
            }, 100, 100)
        #expect(result.root.children.count == 7)
        #expect(result.root.children[0].type == "padding")
        #expect(result.root.children[1].frame.size == CGSize(width: 22, height: 12))
        expectFrame(result, "@root", height: 12 + 12 + 15 + 10)
        #expect(result["a"] != nil && result["b"] != nil)
    }

    @Test("AnyView erases without changing layout")
    func anyView() {
        let a = layout(
            HStack {
                AnyView(fixed(10, 10).id("x")); AnyView(AnyView(Spacer()))
            }.frame(width: 100), 100, 100)
        expectFrame(a, "x", x: 0)
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(5).background(Color.white)
        }
    }

    @Test("a ViewModifier's body wraps its content")
    func viewModifier() {
        let result = layout(ahem("Hi").id("t").modifier(Card()).id("card"), 100, 100)
        expectFrame(result, "card", x: 35, y: 40, width: 30, height: 20)
        expectFrame(result, "t", x: 40, y: 45)
        #expect(result.root.children[0].type == "padding")
    }

    struct Counter: View {
        @State var count = 3
        var body: some View {
            HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in fixed(10, 10) } }
        }
    }

    @Test("@State reads as its initial value")
    func state() {
        expectFrame(layout(Counter(), 100, 100), "@root", width: 30)
        expectFrame(layout(Counter(count: 5), 100, 100), "@root", width: 50)
    }

    @Test("environment modifiers reach the text inside: font, lineLimit")
    func environment() {
        let result = layout(
            VStack(spacing: 0) {
                Text("abc").id("t")
                Text("defgh ij").id("u").lineLimit(1)
            }.font(.system(size: 5)).frame(width: 30), 100, 100)
        expectFrame(result, "t", width: 15, height: 5)
        expectFrame(result, "u", width: 30, height: 5)
    }

    @Test("Text's own font wins over the environment's")
    func textFont() {
        let result = layout(Text("ab").font(.system(size: 20)).id("t").font(.system(size: 5)), 100, 100)
        expectFrame(result, "t", width: 40, height: 20)
    }

    @Test("text styles have SwiftUI's iOS sizes; body is the default")
    func textStyles() {
        #expect(answer(of: Text("a"), to: .unspecified) == CGSize(width: 17, height: 17))
        #expect(answer(of: Text("a").font(.largeTitle), to: .unspecified) == CGSize(width: 34, height: 34))
        #expect(answer(of: Text("a").font(.caption2), to: .unspecified) == CGSize(width: 11, height: 11))
        #expect(Font.headline.resolved().weight == .semibold)
        #expect(Font.TextStyle.allCases.map(\.pointSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }
}
