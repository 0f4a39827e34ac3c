import Foundation
import Testing

@testable import PlumbCore

/// SPEC §1: the protocol (propose, choose, place), the root, pixel rounding.
struct ProtocolTests {
    @Test("§1.2 the three special proposals and replacingUnspecifiedDimensions")
    func specialProposals() {
        #expect(ProposedViewSize.zero == P(0, 0))
        #expect(ProposedViewSize.infinity == P(.infinity, .infinity))
        #expect(ProposedViewSize.unspecified == P(nil, nil))
        #expect(P(nil, 30).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 30))
        #expect(
            P(nil, nil).replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))
        #expect(ProposedViewSize(CGSize(width: 5, height: 6)) == P(5, 6))
    }

    @Test("§1.1 a parent proposes, the child chooses: seed 004 §3.2's probe in a 300 frame")
    func probeSeesProposals() {
        let bare = ProposalLog(), padded = ProposalLog()
        let result = layout(
            VStack(spacing: 0) {
                Probe(size: CGSize(width: 40, height: 10), log: bare) { EmptyView() }.id("bare")
                Probe(size: CGSize(width: 40, height: 10), log: padded) { EmptyView() }.padding(50).id("padded")
            }.frame(width: 300), 400, 400)
        // The stack probes at height 0 and ∞, then offers; every proposal's width is the frame's.
        #expect(bare.proposals.allSatisfy { $0.width == 300 })
        // padding(50) proposes 300 − 100 = 200 (measured in seed 004 §3.2).
        #expect(padded.proposals.allSatisfy { $0.width == 200 })
        // The probe answers 40×10 whatever it is offered; padding adds 100 around it.
        expectFrame(result, "bare", width: 40, height: 10)
        expectFrame(result, "padded", width: 140, height: 110)
    }

    @Test("§1.3 every modifier is a new parent: the chain read bottom-up is the tree outside-in")
    func modifiersNest() {
        let result = layout(Color.red.padding(5).frame(width: 100).border(Color.black), 300, 300)
        #expect(result.root.type == "overlay")
        #expect(result.root.children.map(\.type) == ["frame", "Rectangle"])
        #expect(result.root.children[0].children.map(\.type) == ["padding"])
        #expect(result.root.children[0].children[0].children.map(\.type) == ["Color"])
    }

    @Test("§1.4 the root is proposed the canvas and centred: an HStack 40 wide sits at 80…120 in 200")
    func rootIsCentred() {
        let result = layout(
            HStack(spacing: 0) {
                fixed(20, 20); fixed(20, 20)
            }, 200, 100)
        expectFrame(result, "@root", x: 80, y: 40, width: 40, height: 20)
    }

    @Test("§1.4 a root larger than the canvas overflows it evenly on both sides")
    func largeRootIsCentred() {
        let result = layout(fixed(300, 50), 200, 100)
        expectFrame(result, "@root", x: -50, y: 25, width: 300, height: 50)
    }

    @Test("§1.5 origin and far corner round to the nearest pixel, ties toward +∞; size is their difference")
    func pixelRounding() {
        // Three 10.1-wide colours from x = 0 at scale 3: edges 0, 10.1, 20.2, 30.3 round to
        // 0, 10 (30.3/3 → 30), 20.3333 (60.6 → 61), 30.3333 (90.9 → 91).
        let row = HStack(spacing: 0) {
            fixed(10.1, 10).id("a")
            fixed(10.1, 10).id("b")
            fixed(10.1, 10).id("c")
        }.frame(width: 300, alignment: .leading)
        let result = layout(row, 300, 10, scale: 3)
        expectFrame(result, "a", x: 0, width: 10)
        expectFrame(result, "b", x: 10, width: 10.3333)
        expectFrame(result, "c", x: 20.3333, width: 10)
        // A tie (0.25 at scale 2 is half a pixel) rounds up: 0.25 → 0.5.
        let tie = layout(
            fixed(10, 10).offset(x: 0.25).id("o").frame(width: 100, alignment: .leading), 100, 10, scale: 2)
        expectFrame(tie, "o", x: 0)
        #expect(tie.root.children[0].children[0].frame.minX == 0.5)
    }

    @Test("§1.5 sizing arithmetic is not rounded: a stack passes unrounded lengths on")
    func sizingIsNotRounded() {
        // 100 split between three flexible colours: 33.333… each, edges rounded only when placed.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.id("a")
                Color.red.id("b")
                Color.red.id("c")
            }.frame(width: 100, height: 10), 100, 10, scale: 3)
        expectFrame(result, "a", x: 0, width: 33.3333)
        expectFrame(result, "b", x: 33.3333, width: 33.3333)
        expectFrame(result, "c", x: 66.6667, width: 33.3333)
    }
}

/// The engine: memo, trace, results, updates.
struct EngineTests {
    /// 30 levels of alternating HStack/VStack, each holding the next level and a fixed leaf.
    static func nested(_ depth: Int) -> AnyView {
        if depth == 0 { return AnyView(fixed(10, 10)) }
        if depth % 2 == 0 {
            return AnyView(
                HStack {
                    nested(depth - 1); fixed(10, 10)
                })
        }
        return AnyView(
            VStack {
                nested(depth - 1); fixed(10, 10)
            })
    }

    @Test("stacks probe at 0 and ∞, yet 30 nested levels cost fewer than 10 size computations per view")
    func linearCost() {
        let tree = LayoutTree(EngineTests.nested(30), environment: .ahem)
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        let views = tree.nodeCount
        #expect(views == 30 + 2 * 31)  // a stack per level; a leaf (frame + colour) per level and at the bottom
        let perView = Double(tree.sizeComputations) / Double(views)
        #expect(perView < 10, "size computations per view: \(perView)")
        // Without the memo a root proposal would cost 3^30 computations; record the real count.
        #expect(tree.sizeComputations < 1_000)
    }

    @Test("a second layout with nothing changed computes nothing")
    func relayoutIsFree() {
        let tree = LayoutTree(EngineTests.nested(10), environment: .ahem)
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        let before = tree.sizeComputations
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        #expect(tree.sizeComputations == before)
    }

    @Test("the trace records every proposal with its answer, then every placement, in order")
    func trace() {
        let tree = LayoutTree(
            HStack(spacing: 0) {
                fixed(20, 20).id("a"); Spacer().id("s")
            }, environment: .ahem)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let proposals = tree.trace.compactMap { event -> ProposalEvent? in
            if case .proposal(let p) = event { return p } else { return nil }
        }
        // The root is asked first, with the canvas, and answers the full width.
        #expect(proposals.first?.node == tree.root)
        #expect(proposals.first?.proposal == P(200, 100))
        #expect(proposals.first?.answer == CGSize(width: 200, height: 20))
        #expect(proposals.first?.depth == 0)
        // The Spacer (priority −∞, in the lower group) is offered what the frame left: 180.
        let spacer = tree.nodes(withID: "s")[0]
        #expect(
            proposals.contains {
                $0.node == spacer && $0.proposal == P(180, 100) && $0.answer == CGSize(width: 180, height: 0)
            })
        let placements = tree.trace.compactMap { event -> PlacementEvent? in
            if case .placement(let p) = event { return p } else { return nil }
        }
        #expect(placements.map(\.node).first == tree.root)
        #expect(placements.first { $0.node == spacer }?.frame == CGRect(x: 20, y: 50, width: 180, height: 0))
    }

    @Test("views are found by id, and the result is a tree of frames in canvas coordinates")
    func lookupByID() {
        let result = layout(
            VStack(spacing: 0) {
                fixed(10, 10).id("x"); fixed(30, 10).id("x")
            }, 100, 100)
        #expect(result.views(withID: "x").count == 2)
        #expect(result["x"]?.frame == CGRect(x: 45, y: 40, width: 10, height: 10))
        #expect(result["missing"] == nil)
        #expect(result.root.allViews.count == 5)
    }

    @Test("replacing a view relayouts only what depends on it, and keeps node numbers")
    func replaceInPlace() {
        let tree = LayoutTree(
            HStack(spacing: 0) {
                fixed(20, 20).id("a")
                fixed(20, 20).id("b")
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let a = tree.nodes(withID: "a")[0]
        let before = tree.sizeComputations
        tree.replace(a, with: fixed(60, 20).id("a"))
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        #expect(tree.nodes(withID: "a") == [a])
        #expect(tree.frame(of: a) == CGRect(x: 60, y: 40, width: 60, height: 20))
        #expect(tree.frame(of: tree.nodes(withID: "b")[0]) == CGRect(x: 120, y: 40, width: 20, height: 20))
        // The new frame and the stack computed again; "b" answered from its memo.
        #expect(tree.sizeComputations - before <= 4)
    }

    @Test("replacing a view by one of another shape splices a new subtree")
    func replaceWithOtherShape() {
        let tree = LayoutTree(
            VStack(spacing: 0) {
                fixed(20, 20).id("a"); fixed(20, 20)
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        let a = tree.nodes(withID: "a")[0]
        let new = tree.replace(
            a,
            with: HStack(spacing: 0) {
                fixed(10, 10); fixed(10, 10)
            }.id("h"))
        tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
        #expect(tree.nodes(withID: "a").isEmpty)
        #expect(tree.nodes(withID: "h") == [new])
        #expect(tree.frame(of: new) == CGRect(x: 40, y: 35, width: 20, height: 10))
        #expect(tree.result().root.allViews.count == 8)  // VStack, HStack, 3 × (frame, Color)
    }

    @Test("a root of several views is stacked in an implicit VStack; no view is an empty root")
    func implicitRoots() {
        struct Two: View {
            var body: some View {
                fixed(10, 10).id("a")
                fixed(10, 10).id("b")
            }
        }
        let result = layout(Two(), 100, 100)
        #expect(result.root.type == "VStack")
        expectFrame(result, "a", x: 45, y: 36)
        expectFrame(result, "b", x: 45, y: 54)  // default spacing 8 between two colours
        let empty = layout(EmptyView(), 100, 100)
        #expect(empty.root.type == "EmptyView")
        #expect(empty.root.frame == CGRect(x: 50, y: 50, width: 0, height: 0))
    }
}
