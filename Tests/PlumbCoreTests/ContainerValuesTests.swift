import Foundation
import Testing

@testable import PlumbCore

/// Container values (Engine/ContainerValues.swift): what a container tells the views inside it,
/// written while the container measures or places them, read by the nearest descendants, and
/// gone when the container's call returns. SPEC §5 (containerRelativeFrame, ScrollView, safe area).
struct ContainerValuesTests {
    @Test("a value holds for the writer's subtree during its call, and measuring leaves nothing behind")
    func scopedToTheCall() {
        let tree = LayoutTree(
            ScrollView { Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10).id("half") },
            environment: .ahem)
        let half = tree.nodes(withID: "half")[0]
        // Asked outside any layout, the frame's container is the window (empty canvas: 0).
        #expect(tree.lengthThatFits(half, .unspecified, axis: .horizontal) == 0)
        #expect(tree.containerValueStack.isEmpty)
        tree.layout(in: CGSize(width: 210, height: 100), scale: 1)
        #expect(tree.containerValueStack.isEmpty)
        // Inside the scroll view: (210 − 10) / 2 wide. The scroll view is as wide as its
        // content and as tall as proposed, centred: x = (210 − 100) / 2; the content at its top.
        #expect(tree.frame(of: half) == CGRect(x: 55, y: 0, width: 100, height: 10))
        // The same node asked again outside the layout: the window's 210 → (210 − 10) / 2 too,
        // a memo entry of its own; the layout's frames do not change.
        #expect(tree.lengthThatFits(half, .unspecified, axis: .horizontal) == 100)
    }

    @Test("a frame's answer is memoised per container size: a scroll view proposed two widths gives two")
    func memoPerValue() {
        let tree = LayoutTree(
            HStack(spacing: 0) {
                ScrollView { Color.red.containerRelativeFrame(.horizontal).frame(height: 5).id("a") }.frame(width: 60)
                ScrollView { Color.blue.containerRelativeFrame(.horizontal).frame(height: 5).id("b") }.frame(width: 140)
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 300, height: 50), scale: 1)
        #expect(tree.frame(of: tree.nodes(withID: "a")[0]).width == 60)
        #expect(tree.frame(of: tree.nodes(withID: "b")[0]).width == 140)
        // Each containerRelativeFrame reads the container size, and so does the path up to
        // its ScrollView, which overwrites it: the stack and the frames around the scroll
        // views do not depend on it.
        let dependent = (0..<Int32(tree.nodeCount)).filter { tree.flags[$0].contains(.measuresContainerValues) }
        #expect(
            dependent.map { tree.typeName(of: NodeID($0)) }.sorted()
                == ["containerRelativeFrame", "containerRelativeFrame", "frame", "frame"])
    }

    @Test("a lazy stack finds the viewport of the nearest scroll view along its axis, inside one across it")
    func viewportPerAxis() {
        let tree = LayoutTree(
            ScrollView(.horizontal) {
                ScrollView(.vertical) {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1000, id: \.self) { i in Color.red.frame(width: 10, height: 20).id("row\(i)") }
                    }
                }
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 200), scale: 1)
        let lazy = tree.children(of: tree.children(of: tree.root)[0])[0]
        let counts = (tree.computer(lazy.rawValue) as! LazyStackComputer).creationCounts
        // Lazy: rows are made until one ends past the visible 200 points and half again (300):
        // 16 rows of 20; not the 1,000 an eager stack makes.
        #expect(counts.total == 1000)
        #expect(counts.created == 16)
        #expect(tree.nodes(withID: "row15").count == 1 && tree.nodes(withID: "row16").isEmpty)
        #expect(tree.frame(of: tree.nodes(withID: "row0")[0]) == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(tree.frame(of: tree.nodes(withID: "row9")[0]) == CGRect(x: 0, y: 180, width: 10, height: 20))
    }

    @Test("named coordinate spaces: the nearest of each name, at its origin in canvas coordinates")
    func coordinateSpaces() {
        // The probe's width is the reader's y in "outer", its height the reader's x in "inner".
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            HStack(spacing: 0) {
                Color.clear.frame(width: 20)
                GeometryReader { proxy in
                    Color.red.frame(
                        width: proxy.frame(in: .named("outer")).minY, height: proxy.frame(in: .named("inner")).minX
                    )
                    .id("probe")
                }.frame(width: 40, height: 40)
            }.coordinateSpace(name: "inner")
        }.coordinateSpace(name: "outer")
        let tree = LayoutTree(view, environment: .ahem)
        tree.layout(in: CGSize(width: 60, height: 70), scale: 1)
        // The VStack (60 by 70) fills the canvas; the HStack starts 30 down, the reader 20 in.
        let probe = tree.frame(of: tree.nodes(withID: "probe")[0])
        #expect(probe.size == CGSize(width: 30, height: 20))
    }
}
