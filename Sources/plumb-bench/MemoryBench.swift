// plumb-bench --only M: the memory a laid-out tree keeps, per view, for W1, W2 and W3:
//
//   plumb W2 memory=896 B/view (views=40001, 35.8 MB resident after the first layout)
//
// The growth of the process's resident memory (`/proc/self/statm`) from before building the
// tree to after its first layout, the workload's view value made first: what a server holding
// the tree pays, allocator slack included. `Scripts/bench-peers.py --only memory` measures Yoga
// and Taffy the same way, in a fresh process each (resident memory seldom shrinks, so each
// workload runs in its own process here too: `plumb-bench --only M` starts one per workload).
import Foundation
import PlumbCore

/// Resident bytes of this process (Linux); `nil` elsewhere.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func runMemoryBench(options: Options) {
    // One process per workload: `--only M:W2` measures W2 alone.
    let names = options.memoryWorkload.map { [$0] } ?? ["W1", "W2", "W3"]
    if names.count > 1 {
        for name in names {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            process.arguments = ["--only", "M:\(name)", "--w3-levels", String(options.w3Levels)]
            do { try process.run() } catch { fail("cannot start \(CommandLine.arguments[0]): \(error)") }
            process.waitUntilExit()
        }
        return
    }
    let workloads = ["W1": w1, "W2": w2, "W3": { w3(levels: options.w3Levels) }]
    guard let make = workloads[names[0]] else { fail("unknown workload M:\(names[0]) (W1, W2, W3)") }
    let workload = make()
    let view = workload.make()
    guard let before = residentBytes() else {
        print("plumb memory: /proc/self/statm is Linux's; no figure on this system")
        return
    }
    let tree = LayoutTree(view)
    tree.layout(in: workload.canvas, scale: 2)
    let bytes = Double((residentBytes() ?? before) - before)
    withExtendedLifetime(tree) {}
    print(
        "plumb \(workload.name) memory=\(Int((bytes / Double(workload.views)).rounded())) B/view "
            + "(views=\(workload.views), \(String(format: "%.1f", bytes / 1e6)) MB resident after the first layout)")
}
