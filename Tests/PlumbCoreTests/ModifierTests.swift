import Foundation
import Testing

@testable import PlumbCore

/// SPEC §5: ZStack, overlay/background, padding, offset, position, fixedSize,
/// layoutPriority, aspectRatio, clipping, alignment guides.
struct ModifierTests {
    @Test("§5 ZStack: a 60×60 circle centred on a 200×200 rectangle's corner makes a 230×230 stack (measured)")
    func zstackBoundingBox() {
        let result = layout(
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 200, height: 200).id("r")
                Circle().frame(width: 60, height: 60)
                    .alignmentGuide(.leading) { $0[HorizontalAlignment.center] }
                    .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                    .id("c")
            }.id("z"), 400, 400)
        expectFrame(result, "z", x: 85, y: 85, width: 230, height: 230)
        expectFrame(result, "r", x: 115, y: 115)
        expectFrame(result, "c", x: 85, y: 85, width: 60, height: 60)
    }

    @Test("§5 the same circle as an overlay leaves the size 200×200 (measured)")
    func overlayKeepsSize() {
        let result = layout(
            Rectangle().frame(width: 200, height: 200).overlay(alignment: .topLeading) {
                Circle().frame(width: 60, height: 60)
                    .alignmentGuide(.leading) { $0[HorizontalAlignment.center] }
                    .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                    .id("c")
            }.id("o"), 400, 400)
        expectFrame(result, "o", x: 100, y: 100, width: 200, height: 200)
        expectFrame(result, "c", x: 70, y: 70)
    }

    @Test("§5 ZStack proposes its proposal to every child and aligns them")
    func zstackAlignment() {
        let result = layout(
            ZStack(alignment: .bottomTrailing) {
                fixed(100, 50).id("a"); fixed(20, 20).id("b")
            }, 100, 50)
        expectFrame(result, "b", x: 80, y: 30)
        let centred = layout(
            ZStack {
                Color.red.id("a"); fixed(20, 20).id("b")
            }, 100, 50)
        expectFrame(centred, "a", width: 100, height: 50)
        expectFrame(centred, "b", x: 40, y: 15)
    }

    @Test("§5 only a ZStack's highest-priority children decide its size; the others are proposed it")
    func zstackPriority() {
        let result = layout(
            ZStack {
                fixed(40, 30).layoutPriority(1).id("a")
                Color.red.id("b")
            }.id("z"), 300, 300)
        expectFrame(result, "z", width: 40, height: 30)
        expectFrame(result, "b", x: 130, y: 135, width: 40, height: 30)
    }

    @Test("§5 background: the primary's size; the secondary proposed it and aligned (seed 000)")
    func backgroundSizing() {
        let result = layout(
            ahem("Hi").id("t").background(alignment: .leading) { Color.red.frame(width: 5).id("bar") }.id("b"), 100, 100
        )
        expectFrame(result, "b", x: 40, y: 45, width: 20, height: 10)
        expectFrame(result, "bar", x: 40, y: 45, width: 5, height: 10)
        // Several background views stack in an implicit ZStack.
        let two = layout(
            fixed(40, 40).background {
                Color.red.id("x"); fixed(10, 10).id("y")
            }, 100, 100)
        expectFrame(two, "x", x: 30, y: 30, width: 40, height: 40)
        expectFrame(two, "y", x: 45, y: 45)
    }

    @Test("§5 background and overlay accept shape styles and shapes")
    func styleForms() {
        let result = layout(
            fixed(40, 20).background(.red).overlay(Color.blue.opacity(0.5), in: Capsule()).id("v"), 100, 100)
        #expect(result.root.type == "overlay")
        #expect(result.root.children.map(\.type) == ["background", "Capsule"])
        #expect(result.root.children[1].frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        let bordered = layout(fixed(40, 20).border(Color.black, width: 2).id("v"), 100, 100)
        expectFrame(bordered, "v", width: 40, height: 20)
        #expect(bordered.root.children[1].type == "Rectangle")
    }

    @Test("§5 padding proposes the proposal minus the insets, answers the child's plus them, places at (leading, top)")
    func padding() {
        let log = ProposalLog()
        let probe = Probe(size: CGSize(width: 30, height: 10), log: log) { EmptyView() }.id("p")
        let result = layout(probe.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("pad"), 100, 100)
        #expect(log.proposals.first == P(94, 96))
        expectFrame(result, "pad", x: 32, y: 43, width: 36, height: 14)
        expectFrame(result, "p", x: 34, y: 44)
        // nil stays nil; the default is 16; a proposal never goes below 0.
        let log2 = ProposalLog()
        _ = answer(of: Probe(size: .zero, log: log2) { EmptyView() }.padding(), to: P(nil, 20))
        #expect(log2.proposals.first == P(nil, 0))
        #expect(answer(of: fixed(10, 10).padding(), to: P(nil, nil)) == CGSize(width: 42, height: 42))
        #expect(answer(of: fixed(10, 10).padding(.horizontal), to: P(nil, nil)) == CGSize(width: 42, height: 10))
        #expect(
            answer(of: fixed(10, 10).padding([.top, .leading], 5), to: P(nil, nil)) == CGSize(width: 15, height: 15))
    }

    @Test("§5 offset has no layout effect: the parent's size is unchanged, the child's geometry moves")
    func offset() {
        let result = layout(
            HStack(spacing: 0) {
                fixed(10, 10).id("a").offset(x: 5, y: -3).id("o"); fixed(10, 10).id("b")
            }, 100, 100)
        expectFrame(result, "@root", width: 20, height: 10)
        expectFrame(result, "o", x: 40, y: 45)
        expectFrame(result, "a", x: 45, y: 42)
        expectFrame(result, "b", x: 50, y: 45)
    }

    @Test("§5 position takes the whole proposal and centres the child at the point")
    func position() {
        let result = layout(fixed(20, 10).id("c").position(x: 30, y: 40).id("p"), 200, 100)
        expectFrame(result, "p", x: 0, y: 0, width: 200, height: 100)
        expectFrame(result, "c", x: 20, y: 35)
        #expect(answer(of: fixed(20, 10).position(x: 0, y: 0), to: P(nil, 50)) == CGSize(width: 20, height: 50))
    }

    @Test("§5 fixedSize proposes nil on the fixed axes and the child overflows instead of shrinking")
    func fixedSize() {
        let log = ProposalLog()
        _ = answer(
            of: Probe(size: .zero, log: log) { EmptyView() }.fixedSize(horizontal: true, vertical: false), to: P(50, 60)
        )
        #expect(log.proposals.first == P(nil, 60))
        let result = layout(ahem("Hello world").fixedSize().id("t").frame(width: 50).id("f"), 200, 100)
        expectFrame(result, "f", x: 75, width: 50)
        expectFrame(result, "t", x: 45, width: 110, height: 10)
    }

    @Test("§5 fixedSize(horizontal: false, vertical: true): the width is negotiated, the height is the text's")
    func fixedSizeVertical() {
        let result = layout(
            ahem("aa bb cc").fixedSize(horizontal: false, vertical: true).id("t").frame(width: 30, height: 10), 100, 100
        )
        expectFrame(result, "t", width: 20, height: 30)
    }

    @Test("§5 layoutPriority is read only by stacks and ZStack: a frame ignores it")
    func priorityOnlyInStacks() {
        let result = layout(fixed(10, 10).layoutPriority(5).id("c").frame(width: 50), 100, 100)
        expectFrame(result, "c", x: 45, width: 10)
    }

    @Test("§5 aspectRatio: 16:9 in 100×100 proposes 100×56.25 to fit and 177.78×100 to fill (measured)")
    func aspectRatio() {
        let fit = ProposalLog(), fill = ProposalLog()
        _ = answer(
            of: Probe(size: .zero, log: fit) { EmptyView() }.aspectRatio(16.0 / 9, contentMode: .fit), to: P(100, 100))
        _ = answer(
            of: Probe(size: .zero, log: fill) { EmptyView() }.aspectRatio(
                CGSize(width: 16, height: 9), contentMode: .fill), to: P(100, 100))
        #expect(fit.proposals.first == P(100, 56.25))
        #expect(abs(fill.proposals[0].width! - 177.7778) < 0.001 && fill.proposals[0].height == 100)
        let result = layout(Color.red.aspectRatio(2, contentMode: .fit).id("c"), 100, 100)
        expectFrame(result, "c", x: 0, y: 25, width: 100, height: 50)
    }

    @Test("§5 aspectRatio: a nil ratio takes the child's ideal size; an unspecified proposal passes through")
    func aspectRatioNil() {
        let images = ["wide": CGSize(width: 400, height: 100)]
        let result = layout(Image("wide").resizable().scaledToFit().id("i"), 200, 200, images: images)
        expectFrame(result, "i", x: 0, y: 75, width: 200, height: 50)
        let filled = layout(
            Image("wide").resizable().scaledToFill().id("i").frame(width: 100, height: 100), 200, 200, images: images)
        expectFrame(filled, "i", x: -100, y: 50, width: 400, height: 100)
        #expect(
            answer(of: Color.red.aspectRatio(3, contentMode: .fit), to: .unspecified) == CGSize(width: 10, height: 10))
        #expect(
            answer(of: Color.red.aspectRatio(2, contentMode: .fit), to: P(100, nil)) == CGSize(width: 100, height: 50))
    }

    @Test("§5 clipped, clipShape, contentShape, opacity, hidden have no layout effect")
    func drawingModifiersAreNeutral() {
        let plain = layout(
            HStack {
                fixed(30, 20).id("a"); ahem("x").id("b")
            }, 200, 100)
        let modified = layout(
            HStack {
                fixed(30, 20).clipped().clipShape(Circle()).contentShape(Rectangle()).opacity(0.5).hidden().id("a")
                ahem("x").foregroundColor(.red).foregroundStyle(Color.blue).cornerRadius(3).id("b")
            }, 200, 100)
        #expect(plain["a"]?.frame == modified["a"]?.frame)
        #expect(plain["b"]?.frame == modified["b"]?.frame)
        let tree = LayoutTree(fixed(10, 10).opacity(0.5).clipped().id("a"), environment: .ahem)
        let effects = tree.effects(of: tree.nodes(withID: "a")[0])
        #expect(effects.count == 2)
    }

    @Test("§5 alignmentGuide: Apple's example indents the second text by 10 in a leading VStack")
    func alignmentGuideIndent() {
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                ahem("Default").id("a")
                ahem("Indented").alignmentGuide(.leading) { $0[.leading] - 10 }.id("b")
            }, 200, 100)
        #expect(result["b"]!.frame.minX - result["a"]!.frame.minX == 10)
    }

    @Test("§5 a later guide closure sees the values set before it")
    func guideChain() {
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                fixed(10, 10).id("a")
                fixed(10, 10)
                    .alignmentGuide(.leading) { _ in -5 }
                    .alignmentGuide(.leading) { $0[.leading] - 10 }
                    .id("b")
            }, 100, 100)
        #expect(result["b"]!.frame.minX - result["a"]!.frame.minX == 15)
    }

    @Test("§5 default guides: a view with no text has its baselines at its bottom")
    func baselineDefaults() {
        let d = ViewDimensions(width: 30, height: 20)
        #expect(d[.leading] == 0 && d[HorizontalAlignment.center] == 15 && d[.trailing] == 30)
        #expect(d[.top] == 0 && d[VerticalAlignment.center] == 10 && d[.bottom] == 20)
        #expect(d[.firstTextBaseline] == 20 && d[.lastTextBaseline] == 20)
        #expect(d[explicit: .leading] == nil)
    }

    @Test("firstTextBaseline aligns texts of different sizes, through frames and padding")
    func baselineAlignment() {
        // Ahem's baseline is at 0.8 em: 8 for 10 pt, 16 for 20 pt.
        let result = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                ahem("a", 10).padding(.top, 3).id("small")
                ahem("b", 20).frame(height: 30).id("big")
                fixed(10, 10).id("box")
            }, 200, 100)
        let small = result["small"]!.frame, big = result["big"]!.frame, box = result["box"]!.frame
        #expect(small.minY + 3 + 8 == big.minY + 5 + 16)  // the frame centres the 20-pt text: 5 above
        #expect(box.maxY == big.minY + 5 + 16)  // a box's baseline is its bottom
    }

    @Test("a custom alignment guide crosses an inner HStack to align with a VStack (WWDC's midStarAndTitle)")
    func customGuideThroughContainers() {
        let result = layout(
            VStack(alignment: .midColumn, spacing: 0) {
                HStack(spacing: 0) {
                    fixed(30, 10)
                    fixed(10, 10).alignmentGuide(.midColumn) { $0[HorizontalAlignment.center] }.id("mark")
                }
                fixed(20, 10).id("other")
            }, 200, 100)
        // The mark's centre lines up with the other view's default guide (its centre).
        #expect(result["mark"]!.frame.midX == result["other"]!.frame.midX)
    }

    @Test("SwiftUI's frame guides do not leave a multi-child container")
    func frameGuidesStayInside() {
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) { fixed(10, 10).alignmentGuide(.leading) { _ in 5 } }.id("h")
                fixed(10, 10).id("b")
            }, 100, 100)
        // An HStack of one child is a multi-child container: its leading stays its own edge.
        #expect(result["h"]!.frame.minX == result["b"]!.frame.minX)
        // Through a unary modifier the guide does pass.
        let unary = layout(
            VStack(alignment: .leading, spacing: 0) {
                fixed(10, 10).alignmentGuide(.leading) { _ in 5 }.padding(0).id("p")
                fixed(10, 10).id("b")
            }, 100, 100)
        #expect(unary["b"]!.frame.minX - unary["p"]!.frame.minX == 5)
    }
}

extension HorizontalAlignment {
    enum MidColumn: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
    }
    static let midColumn = HorizontalAlignment(MidColumn.self)
}
