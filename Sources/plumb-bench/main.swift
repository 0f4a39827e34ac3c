// plumb-bench: Plumb's engine on the workloads of ../shared/bench/peers.py (Yoga, Taffy),
// one line per workload in the same shape, so the figures read side by side:
//
//   plumb W1 views=10001 build=210.4 first=143.2 unchanged=0.09 one_change=20.1 ns/view
//
// Median nanoseconds per view over the runs: `build` resolves the view tree into the
// engine's nodes; `first` is the first layout; `unchanged` a second layout with nothing
// changed; `one_change` a relayout after one leaf's width toggles (10↔11; W2: the middle
// row's first box 20↔21). Build with `swift run -c release plumb-bench`.
import Foundation
import PlumbCore

struct Options {
    var runs = 7
    var changes = 10
    var only: [String] = ["W1", "W2", "W3"]
    var w3Levels = 1000
    /// Profiling mode: lay the first workload out this many times (forgetting the memo in
    /// between) and print nothing else, so a profiler sees layout, not building.
    var profileIterations = 0
    /// `--only M:W2`: the memory workload's child process for one layout workload.
    var memoryWorkload: String?

    init(_ arguments: [String]) {
        var i = 1
        func value() -> String {
            i += 1
            guard i < arguments.count else { fail("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--runs": runs = Int(value()) ?? runs
            case "--changes": changes = Int(value()) ?? changes
            case "--only":
                only = value().split(separator: ",").map(String.init)
                if only.count == 1, only[0].hasPrefix("M:") {
                    memoryWorkload = String(only[0].dropFirst(2))
                    only = ["M"]
                }
            case "--w3-levels": w3Levels = Int(value()) ?? w3Levels
            case "--profile": profileIterations = Int(value()) ?? 0
            case "-h", "--help":
                print(
                    """
                    usage: plumb-bench [--runs N] [--changes N] [--only W1,W2,W3,T,L,R,U,D,M] [--w3-levels N]
                           plumb-bench render [--runs N]   (pictures: see plumb-bench render --help)
                           plumb-bench card [--runs N] [--dump DIR]   (source to PNG: see plumb-bench card --help)

                    Runs Plumb's layout engine on the workloads of ../shared/bench/peers.py and prints,
                    per workload, median ns per view: build, first layout, unchanged relayout, relayout
                    after one change. Build in release: swift run -c release plumb-bench
                      W1  one HStack of 10,000 fixed 10×10 children, canvas 1000×1000
                      W2  a VStack of 10,000 rows: fixed 20×20, a flexible Color, fixed 20×20; canvas 390×844
                      W3  N nested levels of VStack(alignment: .leading) { next; fixed 10×10 }.padding(1)
                      T   10,000 Texts of 1–20 words in a VStack, canvas 390 wide, default font (Inter):
                          ns per Text and per glyph, first layout and with the shaping cache warm
                      L   ScrollView { LazyVStack { ForEach(0..<N) { row } } } at 390×844, N = 100 and
                          1,000,000, scrolled to the top and the middle: µs to build and lay out
                      D   a square nested N = 125...100,000 deep (VStack, frame, ZStack+background, fixedSize):
                          ms to resolve, lay out, take the result and describe it, nodes kept
                      M   memory: bytes malloc holds for W1, W2 and W3's trees after the first layout, per view
                      U   W2's rows as view structs of the user's, without and with an @Environment property
                      R   reading source: a generated 500-line settings screen (parse; parse and evaluate;
                          and the first layout at 393×852) and a generated 200-file module (parse; read), ms;
                          with PLUMB_VIEW_CORPUS=DIR, its .swift files parsed as one module and read one by one
                    """)
                exit(0)
            default: fail("unknown option \(arguments[i]) (see --help)")
            }
            i += 1
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plumb-bench: \(message)\n".utf8))
    exit(2)
}

/// A fixed leaf: `Color.frame(width:height:)`.
func leaf(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
}

/// A workload: its view, canvas, view count (as peers.py counts them), and the change.
struct Workload {
    var name: String
    var views: Int
    var canvas: CGSize
    var make: () -> AnyView
    /// The leaf that changes, marked with `.id("change")`, and its two versions.
    var changed: (Bool) -> AnyView
}

func w1() -> Workload {
    Workload(
        name: "W1", views: 10_001, canvas: CGSize(width: 1000, height: 1000),
        make: {
            AnyView(
                HStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { i in
                        if i == 5_000 { leaf(10, 10).id("change") } else { leaf(10, 10) }
                    }
                })
        },
        changed: { toggled in AnyView(leaf(toggled ? 11 : 10, 10)) })
}

func w2() -> Workload {
    func row(_ first: CGFloat) -> some View {
        HStack(spacing: 0) {
            leaf(first, 20)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity, minHeight: 20, maxHeight: 20)
            leaf(20, 20)
        }
    }
    return Workload(
        name: "W2", views: 40_001, canvas: CGSize(width: 390, height: 844),
        make: {
            AnyView(
                VStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { i in
                        if i == 5_000 {
                            HStack(spacing: 0) {
                                leaf(20, 20).id("change")
                                Color.blue.frame(minWidth: 0, maxWidth: .infinity, minHeight: 20, maxHeight: 20)
                                leaf(20, 20)
                            }
                        } else {
                            row(20)
                        }
                    }
                })
        },
        changed: { toggled in AnyView(leaf(toggled ? 21 : 20, 20)) })
}

func w3(levels: Int) -> Workload {
    func level(_ n: Int) -> AnyView {
        if n == levels { return AnyView(leaf(10, 10).id("change")) }
        return AnyView(
            VStack(alignment: .leading, spacing: 0) {
                level(n + 1)
                leaf(10, 10)
            }.padding(1))
    }
    return Workload(
        name: "W3", views: 2 * levels, canvas: CGSize(width: 1000, height: 1000),
        make: { level(1) }, changed: { toggled in AnyView(leaf(toggled ? 11 : 10, 10)) })
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func run(_ workload: Workload, options: Options) {
    var build: [Double] = [], first: [Double] = [], unchanged: [Double] = [], change: [Double] = []
    for _ in 0..<options.runs {
        let view = workload.make()
        var tree: LayoutTree!
        build.append(nanoseconds { tree = LayoutTree(view) })
        first.append(nanoseconds { tree.layout(in: workload.canvas, scale: 2) })
        unchanged.append(nanoseconds { tree.layout(in: workload.canvas, scale: 2) })
        guard let node = tree.nodes(withID: "change").first else { fail("\(workload.name): no changing leaf") }
        for k in 0..<options.changes {
            let replacement = workload.changed(k % 2 == 0)
            change.append(
                nanoseconds {
                    tree.replace(node, with: replacement)
                    tree.layout(in: workload.canvas, scale: 2)
                })
        }
    }
    let n = Double(workload.views)
    func f(_ v: [Double], _ digits: Int = 1) -> String { String(format: "%.\(digits)f", median(v) / n) }
    print(
        "plumb \(workload.name) views=\(workload.views) build=\(f(build)) first=\(f(first)) "
            + "unchanged=\(f(unchanged, 2)) one_change=\(f(change)) ns/view"
            + (workload.name == "W3" ? " (levels \(workload.views / 2))" : ""))
}

func profile(_ workload: Workload, iterations: Int) {
    // Build every tree first, so that the timed loop (and a profiler looking at
    // `LayoutTree.layout`) sees first layouts only.
    let trees = (0..<iterations).map { _ in LayoutTree(workload.make()) }
    let time = nanoseconds {
        for tree in trees { tree.layout(in: workload.canvas, scale: 2) }
    }
    let nodes = trees[0].nodeCount
    let computations = Double(trees.map(\.sizeComputations).reduce(0, +)) / Double(iterations * nodes)
    print(
        "profile \(workload.name): \(String(format: "%.1f", time / Double(iterations * workload.views))) ns/view a layout, "
            + "\(nodes) nodes, \(String(format: "%.2f", computations)) size computations a node")
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "render" {
    RenderBench.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "card" {
    CardBench.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}
let options = Options(CommandLine.arguments)
if options.profileIterations > 0 {
    let workloads = ["W1": w1, "W2": w2, "W3": { w3(levels: options.w3Levels) }]
    guard let make = workloads[options.only[0]] else { fail("unknown workload \(options.only[0])") }
    profile(make(), iterations: options.profileIterations)
    exit(0)
}
for name in options.only {
    switch name {
    case "W1": run(w1(), options: options)
    case "W2": run(w2(), options: options)
    case "W3": run(w3(levels: options.w3Levels), options: options)
    case "T", "text": runTextBench(options: options)
    case "L", "lazy": runLazyBench(options: options)
    case "R", "read": ReadBench.run(options: options)
    case "U", "user": runUserViewBench(options: options)
    case "D", "depth": runDepthBench(options: options)
    case "M", "memory": runMemoryBench(options: options)
    default: fail("unknown workload \(name)")
    }
}
