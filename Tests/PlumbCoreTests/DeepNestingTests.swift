import Foundation
import Testing

@testable import PlumbCore

/// A view `depth` levels deep: `kind` wraps a 10 × 10 red square that many times.
func deepView(_ kind: String, _ depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10).id("leaf"))
    for _ in 0..<depth {
        switch kind {
        case "VStack": view = AnyView(VStack { view })
        case "frame": view = AnyView(view.frame(width: 20))
        case "ZStack+background": view = AnyView(ZStack { view }.background(Color.blue))
        case "fixedSize": view = AnyView(view.fixedSize())
        default: fatalError(kind)
        }
    }
    return view
}

/// Releases a deeply nested view value on a thread with a large stack: Swift frees nested
/// values recursively, in the caller's code (SwiftUI's too), whatever lays them out.
func release(_ view: consuming AnyView) {
    var view: AnyView? = view
    StackSpace.onOwnThread(levels: 2 * LayoutTree.maximumNesting) { view = nil }
    _ = view
}

/// Views nested 100,000 deep through the library: resolved down to ``LayoutTree/maximumNesting``
/// levels, the rest left out with one warning, laid out and walked without a crash, on the
/// test's own thread. ResolutionLimits.swift gives the measurements behind the bound.
@Suite struct DeepNestingTests {
    static let warning = "views are nested too deeply (more than 8000 levels): the views inside are left out"

    @Test(
        "100,000 levels of VStack, frame, ZStack with a background, fixedSize: one warning, the tree cut at 8,000 levels of views (each AnyView counts) in every build, exact frames",
        arguments: [
            ("VStack", 4001, CGRect(x: 200, y: 400, width: 0, height: 0), 4001),
            ("frame", 4001, CGRect(x: 190, y: 400, width: 20, height: 0), 4001),
            ("ZStack+background", 8001, CGRect(x: 200, y: 400, width: 0, height: 0), 8001),
            ("fixedSize", 4001, CGRect(x: 200, y: 400, width: 0, height: 0), 4001),
        ])
    func hundredThousand(kind: String, levels: Int, rootFrame: CGRect, nodes: Int) throws {
        let view = deepView(kind, 100_000)
        let tree = LayoutTree(view)
        tree.layout(in: CGSize(width: 400, height: 800), scale: 1)
        let result = tree.result()
        let description = result.treeDescription()
        release(consume view)
        #expect(tree.warnings.map(\.message) == [DeepNestingTests.warning])
        #expect(result.root.frame == rootFrame, "\(result.root.frame)")
        #expect(tree.nodeCount == nodes, "\(tree.nodeCount) nodes")
        #expect(result["leaf"] == nil)
        #expect(description.split(separator: "\n").count == levels, "\(description.split(separator: "\n").count) lines")
    }

    @Test(
        "below the bound nothing is left out, in a debug build too: 3,900 VStacks, frames and fixedSizes (7,800 levels of views), with the leaf's exact frame"
    )
    func belowTheBound() throws {
        for (kind, depth, leaf) in [
            ("VStack", 3_900, CGRect(x: 195, y: 395, width: 10, height: 10)),
            ("frame", 3_900, CGRect(x: 195, y: 395, width: 10, height: 10)),
            ("fixedSize", 3_900, CGRect(x: 195, y: 395, width: 10, height: 10)),
        ] {
            let view = deepView(kind, depth)
            let tree = LayoutTree(view)
            tree.layout(in: CGSize(width: 400, height: 800), scale: 1)
            #expect(tree.warnings.isEmpty, "\(kind)")
            #expect(tree.result()["leaf"]?.frame == leaf, "\(kind)")
            release(consume view)
        }
    }

    @Test(
        "on a thread with a 512 KB stack (a secondary thread's on Darwin), 3,900 nested VStacks lay out as on any other: the deep work moves to a thread with stack enough"
    )
    func smallStack() throws {
        final class Box: @unchecked Sendable {
            var view: AnyView?
            var leaf: CGRect?
            var warnings: [String] = []
            var free: Int?
        }
        let box = Box()
        box.view = deepView("VStack", 3_900)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.free = StackSpace.available()
            let tree = LayoutTree(box.view!)
            tree.layout(in: CGSize(width: 400, height: 800), scale: 1)
            box.leaf = tree.nodes(withID: "leaf").first.map { tree.frame(of: $0) }
            box.warnings = tree.warnings.map(\.message)
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        release(box.view!)
        box.view = nil
        #expect(box.leaf == CGRect(x: 195, y: 395, width: 10, height: 10))
        #expect(box.warnings.isEmpty)
        // The thread's free stack is known, and below its size.
        let free = try #require(box.free)
        #expect(free > 0 && free < 512 << 10, "\(free)")
    }

    @Test("a stack's spacing is memoised with its sizes: asked once per node, forgotten on replace")
    func spacingMemo() throws {
        let tree = LayoutTree(
            HStack {
                deepView("VStack", 300); Text("a").id("t")
            })
        tree.layout(in: CGSize(width: 400, height: 800), scale: 1)
        #expect(tree.spacingMemo.count >= 300 && tree.spacingMemo.count <= 310, "\(tree.spacingMemo.count)")
        let leaf = try #require(tree.nodes(withID: "leaf").first)
        tree.replace(leaf, with: Color.red.frame(width: 30, height: 10).id("leaf"))
        #expect(tree.spacingMemo.count < 10)
        tree.layout(in: CGSize(width: 400, height: 800), scale: 1)
        #expect(tree.result()["leaf"]?.frame.width == 30)
    }

    @Test("views built while placing (a GeometryReader's content) count from the reader's depth")
    func geometryReaderDepth() throws {
        struct Nest: View {
            let level: Int
            var body: some View {
                GeometryReader { _ in if level < 10_000 { Nest(level: level + 1) } else { Color.red } }
            }
        }
        let tree = LayoutTree(Nest(level: 0))
        tree.layout(in: CGSize(width: 100, height: 100), scale: 1)
        #expect(tree.warnings.map(\.message) == [DeepNestingTests.warning])
    }
}
