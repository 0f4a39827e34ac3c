import Foundation
import PlumbCore
import PlumbRender
import PlumbSource
import PlumbText
import Testing

/// What right-to-left layout draws and where taps land (Engine/RightToLeft.swift,
/// Modifiers/Drawing/Mirroring.swift). Drawn at scale 1 on white: pixel (x, y) samples the point
/// (x + 0.5, y + 0.5).
struct RightToLeftRenderTests {
    func bitmap<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, _ direction: LayoutDirection) -> Bitmap {
        var env = EnvironmentValues.ahem
        env.layoutDirection = direction
        let tree = LayoutTree(view, environment: env)
        tree.layout(in: CGSize(width: width, height: height), scale: 1)
        return RasterRenderer(scale: 1).render(DisplayList(tree))
    }

    @Test("an HStack of red then blue draws blue on the left in right to left; flipped, red is back on the left")
    func stackAndFlip() {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
        }
        let ltr = bitmap(row, 20, 10, .leftToRight)
        let rtl = bitmap(row, 20, 10, .rightToLeft)
        let flipped = bitmap(row.flipsForRightToLeftLayoutDirection(true), 20, 10, .rightToLeft)
        #expect(rgba(ltr, 2, 5) == rgba(rtl, 17, 5))
        #expect(rgba(ltr, 17, 5) == rgba(rtl, 2, 5))
        #expect(rgba(rtl, 2, 5) != rgba(rtl, 17, 5))
        #expect(rgba(flipped, 2, 5) == rgba(ltr, 2, 5))
        #expect(rgba(flipped, 17, 5) == rgba(ltr, 17, 5))
    }

    @Test("a custom shape's path is mirrored in right to left; a Rectangle's is not")
    func shapeMirror() {
        struct Wedge: Shape {  // a triangle pointing right: full height on the left edge
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: rect.origin)
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        let wedge = Wedge().fill(Color.black).frame(width: 20, height: 20)
        let ltr = bitmap(wedge, 20, 20, .leftToRight)
        let rtl = bitmap(wedge, 20, 20, .rightToLeft)
        #expect(rgba(ltr, 1, 2) == [0, 0, 0, 255])
        #expect(rgba(ltr, 18, 2) == [255, 255, 255, 255])
        #expect(rgba(rtl, 1, 2) == [255, 255, 255, 255])
        #expect(rgba(rtl, 18, 2) == [0, 0, 0, 255])
        let rect = Rectangle().fill(Color.black).frame(width: 10, height: 20)
        #expect(rgba(bitmap(rect, 20, 20, .rightToLeft), 7, 10) == [0, 0, 0, 255])  // centred: 5...15
    }

    @Test("scaleEffect(anchor: .leading) grows from the right edge in right to left")
    func scaleAnchor() {
        let view = Color.black.frame(width: 10, height: 10).scaleEffect(x: 0.5, y: 1, anchor: .leading)
        // The frame is 5...15; the scaled drawing 5...10 left to right, 10...15 right to left.
        let ltr = bitmap(view, 20, 10, .leftToRight)
        let rtl = bitmap(view, 20, 10, .rightToLeft)
        #expect(rgba(ltr, 6, 5) == [0, 0, 0, 255] && rgba(ltr, 13, 5) == [255, 255, 255, 255])
        #expect(rgba(rtl, 6, 5) == [255, 255, 255, 255] && rgba(rtl, 13, 5) == [0, 0, 0, 255])
    }

    @Test("taps land on the mirrored layout: a Text's short last line is at the right")
    func hitTesting() throws {
        // "AAAA B" at 10 points in 40 wraps: "AAAA " and "B"; the Text spans 80...120.
        let code =
            #"Text("AAAA B").font(.system(size: 10)).frame(width: 40).environment(\.layoutDirection, .rightToLeft)"#
        let scene = try Scene(code)
        let tester = HitTester(tree: scene.tree)
        #expect(tester.hit(at: CGPoint(x: 115, y: 55)).map { scene.tree.label($0) } == "Text")
        #expect(tester.hit(at: CGPoint(x: 85, y: 55)) == nil)
        let row = try Scene(
            #"""
            HStack(spacing: 0) { Color.red.id("a").frame(width: 20, height: 20); Color.blue.id("b").frame(width: 20, height: 20) }
                .environment(\.layoutDirection, .rightToLeft)
            """#)
        // The row spans 80...120: "a", first, is on the right.
        #expect(HitTester(tree: row.tree).hit(at: CGPoint(x: 115, y: 50)).flatMap { row.tree.id(of: $0) } == "a")
        #expect(HitTester(tree: row.tree).hit(at: CGPoint(x: 85, y: 50)).flatMap { row.tree.id(of: $0) } == "b")
    }
}
