import Foundation
import Plumb
import Testing

/// The rasterizer on laid-out scenes: the colour of pixels inside, outside and on the
/// anti-aliased edges of frames whose numbers are known (SPEC §1.5 rounds frames to the
/// layout's pixel grid; the picture's scale may differ).
struct PixelTests {
    /// iOS 26's systemRed and systemBlue, what `Color.red` and `Color.blue` draw on the default
    /// release (HIG "Color", June 2025: 255,56,60 and 0,136,255; ``SystemColors``).
    static let red = [255, 56, 60, 255], blue = [0, 136, 255, 255], white = [255, 255, 255, 255]

    @Test("Seed 004's spacer rows at scale 2: the overflowing row is cut by the canvas at 0 and 200")
    func spacerRowsAtScale2() throws {
        // Examples/Spacers.swift in 200×200 (seed 004 §3.4): row 4 is red −10…150, a 40-point
        // Spacer, blue 190…210, at y 135…155; row 3 hugs its content at x 80…120, y 105…125.
        let scene = try Scene(example: "Spacers.swift", canvas: CGSize(width: 200, height: 200), scale: 2)
        let bitmap = scene.bitmap(scale: 2)
        #expect(bitmap.width == 400 && bitmap.height == 400)
        #expect(rgba(bitmap, 0, 280) == PixelTests.red)  // the red's left part is off the canvas
        #expect(rgba(bitmap, 299, 280) == PixelTests.red)  // its last pixel: 149.5…150
        #expect(rgba(bitmap, 300, 280) == PixelTests.white)  // the Spacer: nothing drawn
        #expect(rgba(bitmap, 379, 280) == PixelTests.white)
        #expect(rgba(bitmap, 380, 280) == PixelTests.blue)  // blue from 190
        #expect(rgba(bitmap, 399, 309) == PixelTests.blue)  // ...to the canvas's edge, y < 155
        #expect(rgba(bitmap, 399, 310) == PixelTests.white)
        #expect(rgba(bitmap, 160, 210) == PixelTests.red)  // row 3's red starts at (80, 105)
        #expect(rgba(bitmap, 159, 210) == PixelTests.white)
        #expect(rgba(bitmap, 160, 209) == PixelTests.white)
    }

    @Test("A frame edge halfway through a pixel covers it half: red at coverage 128 over white")
    func antialiasedEdge() throws {
        // 21 points wide, centred in 100 at layout scale 2: x 39.5…60.5. At picture scale 1,
        // pixels 39 and 60 are half covered: src = red·128/255 = (128, 28, 30, 128), plus
        // white·127/255 = 127 → (255, 155, 157).
        let scene = try Scene("Color.red.frame(width: 21, height: 20)", canvas: CGSize(width: 100, height: 40))
        #expect(scene.tree.frame(of: scene.tree.root) == CGRect(x: 39.5, y: 10, width: 21, height: 20))
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 38, 20) == PixelTests.white)
        #expect(rgba(bitmap, 39, 20) == [255, 155, 157, 255])
        #expect(rgba(bitmap, 40, 20) == PixelTests.red)
        #expect(rgba(bitmap, 59, 20) == PixelTests.red)
        #expect(rgba(bitmap, 60, 20) == [255, 155, 157, 255])
        #expect(rgba(bitmap, 61, 20) == PixelTests.white)
        #expect(rgba(bitmap, 45, 9) == PixelTests.white)
        #expect(rgba(bitmap, 45, 10) == PixelTests.red)
    }

    @Test("A circle's edge is anti-aliased symmetrically; its centre is solid, its frame's corners empty")
    func circleEdge() throws {
        let scene = try Scene(
            "Circle().fill(Color.blue).frame(width: 20, height: 20)", canvas: CGSize(width: 20, height: 20))
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 10, 10) == PixelTests.blue)
        #expect(rgba(bitmap, 0, 0) == PixelTests.white)
        // The pixel at the top of the circle, left of the middle: partly covered.
        let edge = rgba(bitmap, 9, 0)
        #expect(edge[0] > 0 && edge[0] < 255 && edge[2] == 255)
        #expect(
            rgba(bitmap, 10, 0) == edge && rgba(bitmap, 0, 9) == edge && rgba(bitmap, 19, 10) == edge
                && rgba(bitmap, 9, 19) == edge)
    }

    @Test("Ahem text: each character an em square, spaces empty, in the foreground colour")
    func textGlyphs() throws {
        // "A B" at 10 points is 30×10, centred in 100×20: x 35…65, y 5…15.
        let scene = try Scene(
            #"Text("A B").font(.system(size: 10)).foregroundColor(.red)"#, canvas: CGSize(width: 100, height: 20),
            scale: 1)
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 35, 5) == PixelTests.red)
        #expect(rgba(bitmap, 44, 14) == PixelTests.red)
        #expect(rgba(bitmap, 45, 10) == PixelTests.white)  // the space
        #expect(rgba(bitmap, 54, 10) == PixelTests.white)
        #expect(rgba(bitmap, 55, 10) == PixelTests.red)
        #expect(rgba(bitmap, 64, 15) == PixelTests.white)  // below the line
        let black = try Scene(#"Text("A").font(.system(size: 10))"#, canvas: CGSize(width: 20, height: 20), scale: 1)
        #expect(rgba(black.bitmap(scale: 1), 10, 10) == [0, 0, 0, 255])  // primary label: black
    }

    @Test("Seed 000: an 800×600 image in a 100×100 frame overflows it, unless clipped()")
    func clippedOverflow() throws {
        var images = ImageLibrary()
        images.addSize(CGSize(width: 800, height: 600), named: "montana")
        let grey = [229, 229, 234, 255]  // the placeholder of an image without pixels
        let overflowing = try Scene(
            #"Image("montana").frame(width: 100, height: 100)"#,
            canvas: CGSize(width: 300, height: 300), images: images)
        #expect(rgba(overflowing.bitmap(scale: 1), 5, 5) == grey)
        let clipped = try Scene(
            #"Image("montana").frame(width: 100, height: 100).clipped()"#,
            canvas: CGSize(width: 300, height: 300), images: images)
        let bitmap = clipped.bitmap(scale: 1)
        #expect(rgba(bitmap, 99, 150) == PixelTests.white)
        #expect(rgba(bitmap, 100, 150) == grey)
        #expect(rgba(bitmap, 199, 199) == grey)
        #expect(rgba(bitmap, 200, 150) == PixelTests.white)
        #expect(rgba(bitmap, 150, 99) == PixelTests.white)
    }

    @Test(
        "Opacity on one view blends its paint; on a container each view inside fades; a compositing group fades as one layer"
    )
    func opacity() throws {
        // Red at opacity 0.5 (alpha 128) over blue: (128, 28, 30) + blue·127/255 = (128, 96, 157).
        let single = try Scene(
            """
            ZStack { Color.blue.frame(width: 20, height: 20); Color.red.frame(width: 20, height: 20).opacity(0.5) }
            """, canvas: CGSize(width: 20, height: 20))
        #expect(rgba(single.bitmap(scale: 1), 10, 10) == [128, 96, 157, 255])
        // On a ZStack, opacity reaches each view inside (SwiftUI's documented behaviour: a
        // compositing group "makes compositing effects in this view's ancestor views, such as
        // opacity and the blend mode, take effect before this view is rendered"): blue at 128
        // over white is (127, 195, 255), red at 128 over that (128 + 63, 28 + 97, 30 + 127).
        let each = try Scene(
            """
            ZStack { Color.blue.frame(width: 20, height: 20); Color.red.frame(width: 20, height: 20) }.opacity(0.5)
            """, canvas: CGSize(width: 20, height: 20))
        #expect(rgba(each.bitmap(scale: 1), 10, 10) == [191, 125, 157, 255])
        // With compositingGroup() the two are one layer first: only red where they overlap,
        // so the blue does not show through: red at 128 over white.
        let group = try Scene(
            """
            ZStack { Color.blue.frame(width: 20, height: 20); Color.red.frame(width: 20, height: 20) }
                .compositingGroup().opacity(0.5)
            """, canvas: CGSize(width: 20, height: 20))
        #expect(rgba(group.bitmap(scale: 1), 10, 10) == [255, 155, 157, 255])
    }

    @Test("Image pixels from a PNG are stretched over the frame and sampled bilinearly")
    func imagePixels() throws {
        var images = ImageLibrary()
        let checker = try #require(PNGImage(width: 2, height: 2, pixels: [.red, .green, .blue, .white]))
        images.add(checker, named: "checker")
        let scene = try Scene(
            #"Image("checker").resizable().frame(width: 20, height: 20)"#,
            canvas: CGSize(width: 20, height: 20), images: images)
        let bitmap = scene.bitmap(scale: 1)
        #expect(rgba(bitmap, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 17, 2) == [0, 255, 0, 255])
        #expect(rgba(bitmap, 2, 17) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 17, 17) == [255, 255, 255, 255])
    }

    @Test("The canvas is white by default, transparent without a background, or any colour")
    func background() throws {
        let scene = try Scene("Color.red.frame(width: 2, height: 2)", canvas: CGSize(width: 10, height: 10))
        #expect(rgba(scene.bitmap(scale: 1), 0, 0) == PixelTests.white)
        #expect(rgba(scene.bitmap(scale: 1, DrawingOptions(background: nil)), 0, 0) == [0, 0, 0, 0])
        #expect(rgba(scene.bitmap(scale: 1, DrawingOptions(background: .black)), 0, 0) == [0, 0, 0, 255])
    }

    @Test("Rendering is deterministic: the same scene gives the same PNG bytes")
    func deterministic() throws {
        let scene = try Scene(example: "Card.swift", canvas: CGSize(width: 390, height: 340), scale: 3)
        let a = try RasterRenderer(scale: 1).png(scene.list())
        let b = try RasterRenderer(scale: 1).png(scene.list())
        #expect(a == b)
        #expect(a.count > 1000)
    }
}
