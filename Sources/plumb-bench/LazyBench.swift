import Foundation
import PlumbCore

/// The lazy-list workload of issue 6: `ScrollView { LazyVStack { ForEach(0..<N) { row } } }`
/// in a 390×844 canvas at 3x, a row being an HStack of a 44×44 square, a flexible Color and
/// a 20×20 square. Prints, for N = 100 and N = 1,000,000, the median microseconds to build
/// the tree and lay it out the first time, scrolled to the top and to the middle, and how
/// many nodes exist afterwards: the two figures should be about the same.
func runLazyBench(options: Options) {
    func row(_ i: Int) -> some View {
        HStack {
            Color.blue.frame(width: 44, height: 44)
            Color.gray.frame(maxWidth: .infinity, minHeight: 20, maxHeight: 20)
            Color.red.frame(width: 20, height: 20)
        }
    }
    let canvas = CGSize(width: 390, height: 844)
    for count in [100, 1_000_000] {
        for (label, offset) in [("top", 0.0), ("middle", Double(count) * 26)] {
            var times: [Double] = []
            var nodes = 0
            for _ in 0..<options.runs {
                let view = ScrollView {
                    LazyVStack(spacing: 8) { ForEach(0..<count, id: \.self) { i in row(i) } }
                }.scrollOffset(CGPoint(x: 0, y: offset))
                var tree: LayoutTree!
                times.append(
                    nanoseconds {
                        tree = LayoutTree(view)
                        tree.layout(in: canvas, scale: 3)
                    })
                nodes = tree.nodeCount
            }
            print(
                "plumb L rows=\(count) scrolled=\(label) build+first=\(String(format: "%.1f", median(times) / 1000)) µs "
                    + "nodes=\(nodes)")
        }
    }
}
