import Foundation
import Testing

@testable import PlumbCore

/// `ForEach` walks a range of integers as integers, a contiguous collection through its
/// buffer and any other collection by index (ViewProtocol/ForEach.swift): every walk builds the same
/// tree, with the same frames, as the general one.
struct ForEachWalkTests {
    /// Every node of a laid-out tree: its type, parent, id and frame.
    func dump(_ tree: LayoutTree) -> [String] {
        (0..<tree.nodeCount).map { i in
            let node = NodeID(Int32(i))
            let parent = tree.parent(of: node).map { "\($0.rawValue)" } ?? "-"
            return
                "\(i) \(tree.typeName(of: node)) parent=\(parent) id=\(tree.id(of: node) ?? "-") \(tree.frame(of: node))"
        }
    }

    func laidOut<V: View>(_ view: V) -> [String] {
        let tree = LayoutTree(AnyView(view))
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        return dump(tree)
    }

    /// A view that differs from element to element: its width, a branch, an id.
    @ViewBuilder func element(_ i: Int) -> some View {
        if i % 3 == 0 {
            Color.red.frame(width: CGFloat(i % 7) + 0.5, height: 3).id("e\(i)")
        } else {
            Color.blue.frame(minWidth: 0, maxWidth: CGFloat(i % 5) * 2, minHeight: 1, maxHeight: 4).padding(1)
        }
    }

    @Test("the walk is chosen once per data type")
    func walkChosen() {
        #expect(ForEachWalk.of(Range<Int>.self) == .integers)
        #expect(ForEachWalk.of(ClosedRange<Int>.self) == .closedIntegers)
        #expect(ForEachWalk.of([Int].self) == .general)
        #expect(ForEachWalk.of(Range<Int32>.self) == .general)
        #expect(ForEachWalk.of(LazyMapCollection<Range<Int>, Int>.self) == .general)
    }

    @Test(
        "a range, a closed range, an array and a collection without storage build the same tree",
        arguments: [0, 1, 2, 7, 100, 1001])
    func sameTree(count: Int) {
        let general = laidOut(
            HStack(spacing: 0) {
                ForEach((0..<count).lazy.map { $0 }, id: \.self) { i in element(i) }
            })
        let range = laidOut(HStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in element(i) } })
        let array = laidOut(HStack(spacing: 0) { ForEach(Array(0..<count), id: \.self) { i in element(i) } })
        #expect(range == general)
        #expect(array == general)
        if count > 0 {
            let closed = laidOut(HStack(spacing: 0) { ForEach(0...(count - 1), id: \.self) { i in element(i) } })
            #expect(closed == general)
        }
        // The general walk makes one frame per element and its content.
        #expect(general.count == 1 + count * 2 + (0..<count).filter { $0 % 3 != 0 }.count)
    }

    struct Item: Identifiable {
        var id: Int
        var width: CGFloat
    }

    @Test("an array of identifiable values walks its buffer in order, as by index")
    func identifiableArray() {
        let items = (0..<50).map { Item(id: $0, width: CGFloat($0 % 9)) }
        let buffer = laidOut(
            VStack(spacing: 1) { ForEach(items) { Color.red.frame(width: $0.width, height: 2).id("i\($0.id)") } })
        let byIndex = laidOut(
            VStack(spacing: 1) {
                ForEach(items.lazy.map { $0 }, id: \.id) { Color.red.frame(width: $0.width, height: 2).id("i\($0.id)") }
            })
        #expect(buffer == byIndex)
    }
}
