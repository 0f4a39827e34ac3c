import Foundation
import PlumbCore

/// The deep-nesting workload of issue 15: a 10×10 square wrapped N times in one of four
/// ways (`VStack { ... }`, `.frame(width: 20)`, `ZStack { ... }.background(...)`,
/// `.fixedSize()`), each level an `AnyView`, for N = 125 ... 100,000. Prints, per kind and N,
/// milliseconds to resolve, lay out, take the result and describe it, and the nodes kept:
/// past ``LayoutTree/maximumNesting`` levels of views the rest is left out (one warning),
/// so the time stays linear and the process never runs out of stack. The view values
/// themselves are freed on a thread with a large stack: Swift frees nested values
/// recursively, in the caller's code.
func runDepthBench(options: Options) {
    print("depth bench: maximumNesting \(LayoutTree.maximumNesting) levels of views")
    for kind in ["VStack", "frame", "ZStack+background", "fixedSize"] {
        for depth in [125, 250, 500, 1_000, 2_000, 4_000, 8_000, 100_000] {
            var resolve: [Double] = [], layout: [Double] = [], result: [Double] = [], describe: [Double] = []
            var nodes = 0
            for _ in 0..<max(1, options.runs / 2) {
                var view = AnyView(Color.red.frame(width: 10, height: 10))
                for _ in 0..<depth {
                    switch kind {
                    case "VStack": view = AnyView(VStack { view })
                    case "frame": view = AnyView(view.frame(width: 20))
                    case "ZStack+background": view = AnyView(ZStack { view }.background(Color.blue))
                    default: view = AnyView(view.fixedSize())
                    }
                }
                var tree: LayoutTree!
                resolve.append(nanoseconds { tree = LayoutTree(view) })
                layout.append(nanoseconds { tree.layout(in: CGSize(width: 400, height: 800), scale: 2) })
                var laidOut: LayoutResult!
                result.append(nanoseconds { laidOut = tree.result() })
                describe.append(nanoseconds { _ = laidOut.treeDescription() })
                nodes = tree.nodeCount
                StackSpace.onOwnThread(levels: 2 * LayoutTree.maximumNesting) { view = AnyView(EmptyView()) }
            }
            func ms(_ v: [Double]) -> String { String(format: "%.3f", median(v) / 1e6) }
            print(
                "plumb D kind=\(kind) depth=\(depth) nodes=\(nodes) resolve=\(ms(resolve)) layout=\(ms(layout)) "
                    + "result=\(ms(result)) describe=\(ms(describe)) ms")
        }
    }
}
