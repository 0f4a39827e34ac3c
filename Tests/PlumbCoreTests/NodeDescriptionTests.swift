import Foundation
import Testing

@testable import PlumbCore

/// A layout defined outside the engine that describes itself to explain: only this type
/// (no edit of `NodeRule` or of the engine) makes explain name it by its spelling.
struct RibbonLayout: Layout, DescribedLayout {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: gap, height: gap)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    var nodeDescription: NodeDescription { NodeDescription(.other, code: "ribbon(gap: \(sourceLength(gap)))") }
}

/// Each built-in layout and leaf says what it is and how source writes it, through the one
/// hook the engine asks (`LayoutTree.nodeDescription(of:)`).
struct NodeDescriptionTests {
    /// The description of the view given `id` in `view`.
    func described<V: View>(_ view: V, _ id: String = "x") -> NodeDescription {
        var environment = EnvironmentValues.ahem
        environment.imageProvider = ImageCatalog(["photo": CGSize(width: 8, height: 6)])
        let tree = LayoutTree(view, environment: environment)
        let nodes = tree.nodes(withID: id)
        guard nodes.count == 1 else {
            Issue.record("\(nodes.count) views with id \(id)")
            return .undescribed
        }
        return tree.nodeDescription(of: nodes[0])
    }

    @Test("frames, fixedSize, padding, offset and position spell their arguments as source does")
    func modifiers() {
        #expect(
            described(Color.red.frame(width: 100, height: 100).id("x"))
                == NodeDescription(.frame(width: 100, height: 100), code: "frame(width: 100, height: 100)"))
        #expect(
            described(Color.red.frame(height: 0.5).id("x"))
                == NodeDescription(.frame(width: nil, height: 0.5), code: "frame(height: 0.5)"))
        // Normalised as the layout holds it: a negative minimum is 0.
        #expect(
            described(Color.red.frame(minWidth: -5, idealWidth: 20, maxWidth: .infinity).id("x"))
                == NodeDescription(
                    .flexibleFrame(FlexibleFrameBounds(minWidth: 0, idealWidth: 20, maxWidth: .infinity)),
                    code: "frame(minWidth: 0, idealWidth: 20, maxWidth: .infinity)"))
        #expect(
            described(Color.red.frame(minHeight: 10, maxHeight: 40).id("x")).code
                == "frame(minHeight: 10, maxHeight: 40)")
        #expect(
            described(Color.red.fixedSize().id("x"))
                == NodeDescription(.fixedSize(horizontal: true, vertical: true), code: "fixedSize()"))
        #expect(
            described(Color.red.fixedSize(horizontal: false, vertical: true).id("x"))
                == NodeDescription(
                    .fixedSize(horizontal: false, vertical: true), code: "fixedSize(horizontal: false, vertical: true)")
        )
        #expect(
            described(Color.red.padding(8).id("x"))
                == NodeDescription(.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)), code: "padding(8)")
        )
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3.5, trailing: 4)
        #expect(
            described(Color.red.padding(insets).id("x"))
                == NodeDescription(
                    .padding(insets), code: "padding(EdgeInsets(top: 1, leading: 2, bottom: 3.5, trailing: 4))"))
        #expect(
            described(Color.red.offset(x: 10, y: -2.25).id("x"))
                == NodeDescription(.offset(CGSize(width: 10, height: -2.25)), code: "offset(x: 10, y: -2.25)"))
        #expect(
            described(Color.red.position(x: 50, y: 20).id("x"))
                == NodeDescription(.position(CGPoint(x: 50, y: 20)), code: "position(x: 50, y: 20)"))
    }

    @Test("Text, Image and Spacer describe themselves; Text's spelling is one line of at most 40 characters")
    func leaves() {
        #expect(described(Text("a\nb").id("x")).code == "Text(\"a b\")")
        let long = String(repeating: "abcde", count: 9)  // 45 characters
        #expect(described(Text(long).id("x")).code == "Text(\"" + String(long.prefix(39)) + "…\")")
        #expect(described(Text(String(long.prefix(40))).id("x")).code == "Text(\"\(long.prefix(40))\")")
        guard case .text(let request) = described(Text("hi").id("x")).rule else {
            Issue.record("a Text's rule is .text")
            return
        }
        #expect(request.string == "hi")

        #expect(
            described(Image("photo").id("x"))
                == NodeDescription(
                    .image(name: "photo", isSystemSymbol: false, isResizable: false, size: CGSize(width: 8, height: 6)),
                    code: "Image(\"photo\")"))
        #expect(
            described(Image("photo").resizable().id("x"))
                == NodeDescription(
                    .image(name: "photo", isSystemSymbol: false, isResizable: true, size: CGSize(width: 8, height: 6)),
                    code: "Image(\"photo\").resizable()"))
        let symbol = described(Image(systemName: "star").id("x"))
        #expect(symbol.code == "Image(systemName: \"star\")")
        guard case .image("star", true, false, _) = symbol.rule else {
            Issue.record("a symbol's rule is .image(star, system, not resizable): \(symbol.rule)")
            return
        }

        #expect(
            described(HStack { Spacer().id("x") })
                == NodeDescription(.spacer(minLength: nil, axis: .horizontal), code: "Spacer()"))
        #expect(
            described(VStack { Spacer(minLength: 12.5).id("x") })
                == NodeDescription(.spacer(minLength: 12.5, axis: .vertical), code: "Spacer(minLength: 12.5)"))
        #expect(
            described(Spacer(minLength: 0).id("x"))
                == NodeDescription(.spacer(minLength: 0, axis: nil), code: "Spacer(minLength: 0)"))
    }

    @Test("stacks and scroll views describe their axis and spacing")
    func containers() {
        #expect(
            described(HStack { Color.red }.id("x"))
                == NodeDescription(.stack(axis: .horizontal, spacing: nil), code: "HStack"))
        #expect(
            described(VStack(spacing: 4) { Color.red }.id("x"))
                == NodeDescription(.stack(axis: .vertical, spacing: 4), code: "VStack(spacing: 4)"))
        // An AnyLayout describes nothing (as before descriptions moved into the layouts): its
        // node holds the AnyLayout, whose stack explain would otherwise read as a stack.
        #expect(described(AnyLayout(HStackLayout(spacing: 0)) { Color.red }.id("x")) == .undescribed)
        #expect(
            described(ScrollView { Color.red }.id("x"))
                == NodeDescription(.scrollView(axes: .vertical), code: "ScrollView(.vertical)"))
        #expect(described(ScrollView(.horizontal) { Color.red }.id("x")).code == "ScrollView(.horizontal)")
        #expect(
            described(ScrollView([.horizontal, .vertical]) { Color.red }.id("x"))
                == NodeDescription(
                    .scrollView(axes: [.horizontal, .vertical]), code: "ScrollView([.horizontal, .vertical])"))
    }

    @Test("views that describe nothing are .other with no spelling; a layout outside the engine describes itself")
    func others() {
        #expect(described(Color.red.id("x")) == .undescribed)
        #expect(described(ZStack { Color.red }.id("x")) == .undescribed)
        #expect(described(EqualWidthHStack { Color.red }.id("x")) == .undescribed)
        let ribbon = described(RibbonLayout(gap: 3) { Color.red }.id("x"))
        #expect(ribbon == NodeDescription(.other, code: "ribbon(gap: 3)"))
        // The public rule is the description's.
        let tree = LayoutTree(VStack(spacing: 2) { Color.red }, environment: .ahem)
        #expect(tree.rule(of: tree.root) == .stack(axis: .vertical, spacing: 2))
    }

    @Test("lengths are spelled as Swift source writes them")
    func lengths() {
        #expect(sourceLength(100) == "100")
        #expect(sourceLength(0.5) == "0.5")
        #expect(sourceLength(1.0 / 3) == "0.33")
        #expect(sourceLength(-2.25) == "-2.25")
        #expect(sourceLength(.infinity) == ".infinity")
        #expect(sourceLength(-.infinity) == "-.infinity")
        #expect(sourceLength(.nan) == ".nan")
    }
}
