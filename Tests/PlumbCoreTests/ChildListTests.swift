import Foundation
import Testing

@testable import PlumbCore

/// The tree's child lists: a lazy stack or a GeometryReader that changes its children leaves
/// its old list behind, and the tree reclaims them between layouts (issue 17: "childList only
/// grows").
struct ChildListTests {
    @Test("a lazy stack laid out in 400 viewports keeps the child list bounded, and its rows where they were")
    func reclaimed() {
        let tree = LayoutTree(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<2000, id: \.self) { i in Color.red.frame(height: 10).id("r\(i)") }
                }
            }, environment: .ahem)
        var largest = 0
        for i in 0..<400 {
            tree.layout(in: CGSize(width: 100, height: CGFloat(200 + (i % 200) * 10)), scale: 1)
            largest = max(largest, tree.childList.count)
        }
        let live = (0..<Int32(tree.nodeCount)).reduce(0) { $0 + Int(tree.childCount[$1]) }
        // Without reclaiming, every layout appended the rows it shows: 400 lists of 30 to 330.
        #expect(largest <= 2 * live + 4096 + 400, "largest \(largest), live \(live)")
        #expect(tree.childListGarbage <= 4096 + 400 || tree.childListGarbage * 2 <= tree.childList.count)
        // The last layout (a 2,190-point viewport) still places row 5 at y = 50.
        #expect(tree.frame(of: tree.nodes(withID: "r5")[0]) == CGRect(x: 0, y: 50, width: 100, height: 10))
    }
}
