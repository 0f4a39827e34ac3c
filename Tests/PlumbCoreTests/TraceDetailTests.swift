import Foundation
import Testing

@testable import PlumbCore

/// What the engine records beside the trace for tools that explain a layout: stacks'
/// distributions and Texts' lines (LayoutTrace+Details), and the "what if" entry points
/// (LayoutTree+Modify, LayoutTree+Rules).
struct TraceDetailTests {
    static func spacerRow() -> some View {
        HStack(spacing: 0) {
            fixed(160, 20).id("red")
            Spacer(minLength: 40).id("spacer")
            fixed(20, 20).id("blue")
        }
    }

    @Test("nothing is recorded when tracing is off")
    func offByDefault() {
        let tree = LayoutTree(
            HStack {
                Text("a b c").lineLimit(1); Spacer()
            }, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        #expect(tree.distributionTrace.isEmpty && tree.textTrace.isEmpty && tree.trace.isEmpty)
    }

    @Test("a distribution records groups, turns, the length left, children waiting, offers and answers")
    func distribution() throws {
        let tree = LayoutTree(Self.spacerRow(), environment: .ahem)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let red = tree.nodes(withID: "red")[0], spacer = tree.nodes(withID: "spacer")[0],
            blue = tree.nodes(withID: "blue")[0]
        let d = try #require(tree.distributionTrace.last { $0.stack == tree.root && $0.proposal == P(200, 100) })
        #expect(d.axis == .horizontal && d.available == 200)
        // The top group holds back the Spacer's minimum; the Spacer's group gets it back.
        #expect(
            d.groups == [
                .init(priority: 0, start: 160, adjustment: -40), .init(priority: -.infinity, start: 20, adjustment: 40),
            ])
        #expect(d.children.map(\.node) == [red, spacer, blue])
        #expect(d.children.map(\.turn) == [0, 2, 1])
        #expect(d.children.map(\.group) == [0, 1, 0])
        #expect(d.children.map(\.remaining) == [160, 20, 0])
        #expect(d.children.map(\.waiting) == [2, 1, 1])
        #expect(d.children.map { $0.proposal.width } == [80, 20, 0])
        #expect(d.children.map(\.size.width) == [160, 40, 20])
        #expect(d.children.map(\.minimum) == [160, 40, 20] && d.children.map(\.maximum) == [160, .infinity, 20])
        // Recorded after the questions it asked.
        #expect(d.traceIndex > 0 && d.traceIndex <= tree.trace.count)
    }

    @Test("a stack proposed nil along its axis shares nothing: every child is asked its ideal length")
    func nilDistribution() throws {
        let tree = LayoutTree(
            HStack(spacing: 0) {
                fixed(20, 20); fixed(30, 20)
            }.fixedSize(), environment: .ahem)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let d = try #require(tree.distributionTrace.first)
        #expect(d.available == nil && d.groups.isEmpty && d.proposal.width == nil)
        #expect(d.children.map(\.turn) == [0, 1] && d.children.map(\.remaining) == [nil, nil])
        #expect(d.children.map(\.size.width) == [20, 30])
    }

    @Test("a Text records its lines, whether it was cut, and its one-line size")
    func text() throws {
        var env = EnvironmentValues.ahem
        env.textMeasurer = AhemTextMeasurer()
        let tree = LayoutTree(
            Text("one two three").font(.system(size: 10)).lineLimit(1).frame(width: 60), environment: env)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let t = try #require(tree.textTrace.last { $0.proposal.width == 60 })
        #expect(t.isTruncated && t.lines == ["one t…"] && t.lineLimit == 1)
        #expect(t.idealSize == CGSize(width: 130, height: 10) && t.size == CGSize(width: 60, height: 10))
    }

    @Test("modify wraps a node as the source would: the same frames as writing the modifier")
    func modify() {
        func row(_ priority: Double) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 300).frame(height: 10).layoutPriority(priority).id("a")
                Color.blue.frame(maxWidth: 300).frame(height: 10).id("b")
            }
        }
        let tree = LayoutTree(row(0), environment: .ahem)
        let a = tree.nodes(withID: "a")[0]
        let outer = tree.modify(a) { $0.layoutPriority(1) }
        #expect(outer == a)
        tree.layout(in: CGSize(width: 400, height: 100), scale: 2)
        let written = LayoutTree.layout(row(1), in: CGSize(width: 400, height: 100), environment: .ahem)
        #expect(tree.result()["a"]?.frame == written["a"]?.frame && tree.result()["b"]?.frame == written["b"]?.frame)
        #expect(written["a"]?.frame.width == 300)

        let fixedTree = LayoutTree(
            HStack(spacing: 0) {
                Color.red.frame(idealWidth: 50).id("c"); Color.blue
            }, environment: .ahem)
        let c = fixedTree.nodes(withID: "c")[0]
        let wrapper = fixedTree.modify(c) { $0.fixedSize(horizontal: true, vertical: false) }
        #expect(
            wrapper != c && fixedTree.parent(of: c) == wrapper
                && fixedTree.children(of: fixedTree.root).first == wrapper)
        fixedTree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        #expect(fixedTree.frame(of: c) == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(fixedTree.rule(of: wrapper) == .fixedSize(horizontal: true, vertical: false))
    }

    @Test("rules name what a node does, with its arguments")
    func rules() {
        let tree = LayoutTree(
            VStack(spacing: 4) {
                Image("photo").frame(width: 100, height: 100)
                Spacer(minLength: 12)
                Text("x").padding(8).frame(maxWidth: .infinity)
            },
            environment: {
                var e = EnvironmentValues.ahem; e.imageProvider = ImageCatalog(["photo": CGSize(width: 8, height: 6)]);
                return e
            }())
        let root = tree.root
        #expect(tree.rule(of: root) == .stack(axis: .vertical, spacing: 4))
        let kids = tree.children(of: root)
        #expect(tree.rule(of: kids[0]) == .frame(width: 100, height: 100))
        #expect(
            tree.rule(of: tree.children(of: kids[0])[0])
                == .image(name: "photo", isSystemSymbol: false, isResizable: false, size: CGSize(width: 8, height: 6)))
        #expect(tree.rule(of: kids[1]) == .spacer(minLength: 12, axis: .vertical))
        #expect(tree.rule(of: kids[2]) == .flexibleFrame(FlexibleFrameBounds(maxWidth: .infinity)))
        #expect(
            tree.rule(of: tree.children(of: kids[2])[0])
                == .padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
    }

    @Test("lengthThatFits answers as a stack's probe does, and adds nothing to the trace")
    func probe() {
        let tree = LayoutTree(HStack { Text("Hello") }, environment: .ahem)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let count = tree.trace.count
        let text = tree.children(of: tree.root)[0]
        #expect(tree.lengthThatFits(text, ProposedViewSize(width: 0, height: 100), axis: .horizontal) == 0)
        #expect(tree.lengthThatFits(text, ProposedViewSize(width: .infinity, height: 100), axis: .horizontal) > 0)
        #expect(tree.trace.count == count)
    }
}
