import Foundation
import Plumb
import Testing

/// Vector images drawn (Display/DisplayList+Images.swift): an SVG or PDF asset's shapes at
/// the image's frame, in their colours or, template-rendered, in the foreground style; in
/// the display list, the SVG output and the pixels.
@Suite struct VectorImageDrawingTests {
    /// A 20×10 icon: a red 10×10 square at the left and a blue 2-point line from (12, 5) to (18, 5).
    static let icon = VectorImage(
        bytes: Array(
            #"<svg width="20" height="10"><rect width="10" height="10" fill="red"/><path d="M12 5 H18" stroke='#0000ff' stroke-width="2"/></svg>"#
                .utf8))!

    private func list(_ view: some View, images: ImageLibrary, canvas: CGSize = CGSize(width: 100, height: 50))
        -> (LayoutTree, DisplayList)
    {
        var env = EnvironmentValues.ahem
        env.imageProvider = images
        let tree = LayoutTree(view, environment: env)
        tree.layout(in: canvas, scale: 1)
        return (tree, DisplayList(tree, options: DrawingOptions(images: images)))
    }

    private var library: ImageLibrary {
        var images = ImageLibrary()
        images.add(Self.icon, named: "icon")
        return images
    }

    @Test("Image(\"icon\") is its own size, 20×10, and draws its square and line there in their colours")
    func ownSize() throws {
        let (tree, list) = list(Image("icon").id("i"), images: library)
        let frame = tree.frame(of: tree.nodes(withID: "i")[0])
        #expect(frame == CGRect(x: 40, y: 20, width: 20, height: 10))
        let ops = list.operations.filter { $0.view?.type == "Image" }
        #expect(ops.count == 2)
        guard case .fill(let square, let paint, _) = ops[0].operation,
            case .stroke(let line, let linePaint, let style) = ops[1].operation
        else {
            Issue.record("expected a fill and a stroke, got \(ops.map(\.operation))")
            return
        }
        #expect(square == Path(CGRect(x: 40, y: 20, width: 10, height: 10)))
        #expect(paint == .color(pureRed))
        #expect(line.elements == [.move(to: CGPoint(x: 52, y: 25)), .line(to: CGPoint(x: 58, y: 25))])
        #expect(linePaint == .color(pureBlue))
        #expect(style.lineWidth == 2)
        let svg = SVGWriter().document(list)
        #expect(
            svg.contains(
                ##"<rect id="i" data-node="0" data-type="Image" x="40" y="20" width="10" height="10" fill="#ff0000"/>"##
            ))
        #expect(svg.contains(##"d="M52 25 L58 25" fill="none" stroke="#0000ff" stroke-width="2""##))
        #expect(!svg.contains("plumb-placeholder"))
    }

    @Test("resizable in an 80×20 frame with .fit: 40×20, centred; shapes and stroke width scale by 2")
    func resizable() throws {
        let (tree, list) = list(
            Image("icon").resizable().aspectRatio(contentMode: .fit).frame(width: 80, height: 20).id("f"),
            images: library)
        let ops = list.operations.filter { $0.view?.type == "Image" }
        guard case .fill(let square, _, _) = ops[0].operation, case .stroke(let line, _, let style) = ops[1].operation
        else { return }
        // The frame is 80×20 at (10, 15); the image 40×20 in its middle, at (30, 15).
        #expect(tree.frame(of: tree.nodes(withID: "f")[0]) == CGRect(x: 10, y: 15, width: 80, height: 20))
        #expect(square == Path(CGRect(x: 30, y: 15, width: 20, height: 20)))
        #expect(line.elements == [.move(to: CGPoint(x: 54, y: 25)), .line(to: CGPoint(x: 66, y: 25))])
        #expect(style.lineWidth == 4)
        // Pixels: the square red, the line blue, between them the background.
        let bitmap = RasterRenderer(scale: 1).render(list)
        #expect(rgba(bitmap, 40, 25) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 60, 25) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 52, 20) == [255, 255, 255, 255])
    }

    @Test("template-rendered: every shape in the foreground colour, the square and the line alike")
    func template() throws {
        let green = Color(red: 0, green: 0.5, blue: 0)
        let (_, list) = list(Image("icon").renderingMode(.template).foregroundColor(green), images: library)
        let paints = list.operations.filter { $0.view?.type == "Image" }.map { item -> DisplayPaint? in
            switch item.operation {
            case .fill(_, let paint, _), .stroke(_, let paint, _): return paint
            default: return nil
            }
        }
        #expect(paints == [.color(green), .color(green)])
        let svg = SVGWriter().document(list)
        #expect(svg.contains(##"fill="#008000""##) && svg.contains(##"stroke="#008000""##))
        #expect(!svg.contains("#ff0000") && !svg.contains("#0000ff"))
    }

    @Test("a template whose shapes are translucent is the foreground through a mask of the shapes")
    func translucentTemplate() throws {
        var images = ImageLibrary()
        images.add(
            try #require(
                VectorImage(
                    bytes: Array(#"<svg width="10" height="10"><circle cx="5" cy="5" r="5" opacity=".5"/></svg>"#.utf8))
            ),
            named: "dot")
        let (_, list) = list(Image("dot").renderingMode(.template).foregroundColor(pureRed), images: images)
        let groups = list.operations.compactMap { item -> DisplayGroup? in
            if case .group(let g) = item.operation { return g }
            return nil
        }
        #expect(groups.count == 1)
        #expect(groups.first?.mask?.count == 1)
        guard case .fill(let rect, let paint, _)? = groups.first?.items.first?.operation else { return }
        #expect(rect == Path(CGRect(x: 45, y: 20, width: 10, height: 10)))
        #expect(paint == .color(pureRed))
    }

    @Test("a shape beyond the view box is clipped to the frame: one group whose clip is the frame")
    func overflowClipped() throws {
        var images = ImageLibrary()
        images.add(
            try #require(
                VectorImage(
                    bytes: Array(#"<svg width="10" height="10"><rect x="5" width="10" height="10"/></svg>"#.utf8))),
            named: "wide")
        let (_, list) = list(Image("wide"), images: images)
        let groups = list.operations.compactMap { item -> DisplayGroup? in
            if case .group(let g) = item.operation { return g }
            return nil
        }
        #expect(groups.map(\.clip) == [Path(CGRect(x: 45, y: 20, width: 10, height: 10))])
        #expect(groups.first?.items.count == 1)
        // The icon of the other tests stays inside its box: no group.
        #expect(!Self.icon.overflowsBox)
    }
}
