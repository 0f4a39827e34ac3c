import Foundation
import Plumb
import Testing

/// Properties every layout keeps, over random view trees with fixed seeds (issue 15): the
/// frames do not depend on the memo's state (cold or warm), on tracing, on whether a subtree
/// was replaced in place or the tree built afresh, or on laying out twice; sizes answered to
/// finite proposals are finite and non-negative, nothing is NaN; and a picture is the same
/// bytes every time it is drawn.
@Suite("Random view trees")
struct RandomTreePropertyTests {
    static let seeds: [UInt64] = Array(1...60)
    static let canvas = CGSize(width: 320, height: 240), other = CGSize(width: 150, height: 400)

    /// Every view's type, id, Text and frame, in order: what two layouts must agree on.
    static func frames(_ tree: LayoutTree) -> [String] {
        tree.result().root.allViews.map { "\($0.type) \($0.id ?? "") \($0.text ?? "") \($0.frame)" }
    }

    static func tree(_ view: AnyView, tracing: Bool = false) -> LayoutTree {
        let tree = LayoutTree(view, environment: .ahem)
        tree.tracing = tracing
        return tree
    }

    @Test(arguments: seeds) func framesDoNotDependOnTheMemoTracingOrRepetition(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let spec = RandomViewTree.random(depth: 5, using: &rng)
        let tree = Self.tree(spec.view())
        tree.layout(in: Self.canvas, scale: 3)
        let cold = Self.frames(tree)
        tree.layout(in: Self.canvas, scale: 3)
        #expect(Self.frames(tree) == cold, "twice in a row, seed \(seed)")
        tree.layout(in: Self.other, scale: 3)
        tree.layout(in: Self.canvas, scale: 3)
        #expect(Self.frames(tree) == cold, "warm memo after another canvas, seed \(seed)")
        let traced = Self.tree(spec.view(), tracing: true)
        traced.layout(in: Self.canvas, scale: 3)
        #expect(Self.frames(traced) == cold, "with tracing, seed \(seed)")
        // Every frame finite, every size non-negative (the proposals here are finite).
        for view in tree.result().root.allViews {
            let f = view.frame
            #expect(
                [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) && f.width >= 0 && f.height >= 0,
                "\(view.type) \(view.id ?? "") has frame \(f), seed \(seed)")
        }
    }

    @Test(arguments: seeds) func replacingASubtreeIsBuildingAfresh(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 1000)
        let spec = RandomViewTree.random(depth: 5, using: &rng)
        let replacement = RandomViewTree.random(depth: 3, using: &rng)
        let tree = Self.tree(spec.view())
        tree.layout(in: Self.canvas, scale: 3)
        // A node the layout placed (a container may leave some out), by its preorder number.
        let placed = tree.result().root.allViews.compactMap { $0.id.flatMap { Int($0.dropFirst()) } }
        let k = try #require(placed.randomElement(using: &rng))
        let node = try #require(tree.result()["n\(k)"]?.node)
        tree.replace(node, with: replacement.view(first: k))
        tree.layout(in: Self.canvas, scale: 3)
        let fresh = Self.tree(spec.replacing(k, with: replacement).view())
        fresh.layout(in: Self.canvas, scale: 3)
        // The ids after the replaced subtree are numbered differently in the two; the rest agrees.
        func withoutIDs(_ tree: LayoutTree) -> [String] {
            tree.result().root.allViews.map { "\($0.type) \($0.text ?? "") \($0.frame)" }
        }
        #expect(withoutIDs(tree) == withoutIDs(fresh), "replaced n\(k), seed \(seed)")
    }

    @Test func picturesAreTheSameBytesEveryTime() throws {
        for seed in Self.seeds.prefix(12) {
            var rng = SplitMix64(seed: seed &+ 2000)
            let spec = RandomViewTree.random(depth: 5, using: &rng)
            func png() throws -> [UInt8] {
                let tree = Self.tree(spec.view())
                tree.layout(in: Self.canvas, scale: 2)
                return try RasterRenderer(scale: 2).png(DisplayList(tree))
            }
            #expect(try png() == png(), "seed \(seed)")
        }
    }
}
