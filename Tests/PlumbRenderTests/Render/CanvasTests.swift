import Foundation
import Plumb
import Testing

/// Exact sRGB primaries (SwiftUI's `.red`, `.green`, `.blue` are iOS's system colours).
let pureRed = Color(red: 1, green: 0, blue: 0)
let pureGreen = Color(red: 0, green: 1, blue: 0)
let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Canvas and GraphicsContext (Views/Canvas.swift, Views/GraphicsContext.swift,
/// DisplayList+Canvas.swift): commands recorded at drawing time, in the canvas's coordinates.
@Suite struct CanvasTests {
    private func draw(_ view: some View, _ canvas: CGSize = CGSize(width: 40, height: 40)) -> (LayoutTree, Bitmap) {
        let tree = LayoutTree(view, environment: .ahem)
        tree.layout(in: canvas, scale: 1)
        return (tree, RasterRenderer(scale: 1).render(DisplayList(tree)))
    }

    @Test("Canvas fills its proposal; the renderer gets that size (10 × 10 unproposed)")
    func size() {
        let r = LayoutTree.layout(
            Canvas { _, _ in }.frame(width: 30, height: 20).id("c"), in: CGSize(width: 100, height: 100), scale: 1,
            environment: .ahem)
        #expect(r["c"]?.frame.size == CGSize(width: 30, height: 20))
        let fixed = LayoutTree.layout(
            Canvas { _, _ in }.fixedSize().id("c"), in: CGSize(width: 100, height: 100), scale: 1, environment: .ahem)
        #expect(fixed["c"]?.frame.size == CGSize(width: 10, height: 10))
    }

    @Test("fill and stroke land at known pixels, offset by the canvas's frame")
    func fillAndStroke() {
        let (_, b) = draw(
            VStack(spacing: 0) {
                Color.clear.frame(height: 10)
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(pureRed))
                    var line = Path()
                    line.move(to: CGPoint(x: 20, y: 0))
                    line.addLine(to: CGPoint(x: 20, y: 20))
                    context.stroke(line, with: .color(pureBlue), lineWidth: 4)
                    #expect(size == CGSize(width: 40, height: 30))
                }
            })
        #expect(rgba(b, 5, 15) == [255, 0, 0, 255])
        #expect(rgba(b, 5, 5) == [255, 255, 255, 255])
        #expect(rgba(b, 19, 20) == [0, 0, 255, 255])
        #expect(rgba(b, 23, 20) == [255, 255, 255, 255])
    }

    @Test("clip(to:) cuts what is drawn after it; .inverse keeps the outside; copies of the context clip alone")
    func clip() {
        let (_, b) = draw(
            Canvas { context, size in
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
                clipped.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(pureRed))
                var outside = context
                outside.clip(to: Path(CGRect(x: 0, y: 20, width: 20, height: 20)), options: .inverse)
                outside.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .color(pureGreen))
            })
        #expect(rgba(b, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(b, 30, 10) == [255, 255, 255, 255])
        #expect(rgba(b, 10, 30) == [255, 255, 255, 255])
        #expect(rgba(b, 30, 30) == [0, 255, 0, 255])
    }

    @Test("translateBy, scaleBy and rotate move later drawing; opacity fades it")
    func transforms() {
        let (_, b) = draw(
            Canvas { context, _ in
                var c = context
                c.translateBy(x: 20, y: 20)
                c.scaleBy(x: 2, y: 2)
                c.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(pureBlue))
                var r = context
                r.translateBy(x: 10, y: 0)
                r.rotate(by: .degrees(90))
                // A 10 × 4 bar along x, turned to run down from (10, 0), to the left of x = 10.
                r.opacity = 0.5
                r.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), with: .color(pureRed))
            })
        #expect(rgba(b, 29, 29) == [0, 0, 255, 255])
        #expect(rgba(b, 31, 31) == [255, 255, 255, 255])
        #expect(rgba(b, 19, 21) == [255, 255, 255, 255])
        let faded = rgba(b, 8, 5)
        #expect(abs(faded[0] - 255) <= 1 && abs(faded[1] - 128) <= 1 && abs(faded[2] - 128) <= 1)
    }

    @Test("draw(Text) at a point with an anchor: Ahem squares in the foreground colour; drawLayer composites a layer")
    func textAndLayer() {
        let (_, b) = draw(
            Canvas { context, _ in
                context.draw(Text("AB").font(.system(size: 10)), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
                var moved = context
                moved.translateBy(x: 10, y: 10)
                moved.opacity = 0.5
                // The layer draws in the moved coordinates; the opacity fades the layer as a whole.
                moved.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 20, y: 20, width: 10, height: 10)), with: .color(pureGreen))
                    layer.fill(Path(CGRect(x: 25, y: 20, width: 5, height: 10)), with: .color(pureGreen))
                }
            }.foregroundStyle(pureRed))
        #expect(rgba(b, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(b, 15, 5) == [255, 0, 0, 255])
        #expect(rgba(b, 25, 5) == [255, 255, 255, 255])
        // Two overlapping fills in one layer at 0.5: one layer's worth of green, 128 over white.
        #expect(rgba(b, 33, 35) == [127, 255, 127, 255] || rgba(b, 33, 35) == [128, 255, 128, 255])
        #expect(rgba(b, 38, 35) == rgba(b, 33, 35))
    }

    @Test("draw(Image) draws a symbol in the canvas at its size, coloured by the foreground")
    func image() {
        guard SymbolFont.system(.forkAwesome) != nil else { return }
        let (_, b) = draw(
            Canvas { context, _ in
                let star = context.resolve(Image(systemName: "square.fill"))
                context.draw(star, in: CGRect(x: 0, y: 0, width: 40, height: 40))
            }.foregroundStyle(pureBlue))
        #expect(rgba(b, 20, 20) == [0, 0, 255, 255])
    }
}
