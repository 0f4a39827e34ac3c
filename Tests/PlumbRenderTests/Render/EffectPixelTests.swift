import Foundation
import PlumbCore
import PlumbRender
import PlumbSource
import PlumbText
import Testing

/// Paints and drawing effects, pixel by pixel at known coordinates (issue 12). Each view is
/// built with the library and drawn at scale 1 on a white canvas, so a pixel (x, y) samples
/// the point (x + 0.5, y + 0.5). SPEC §5: none of these changes a frame.
struct EffectPixelTests {
    func bitmap<V: View>(_ view: V, _ width: CGFloat = 100, _ height: CGFloat = 100, scale: Double = 1) -> Bitmap {
        let tree = LayoutTree(view, environment: .ahem)
        tree.layout(in: CGSize(width: width, height: height), scale: CGFloat(scale))
        return RasterRenderer(scale: scale).render(DisplayList(tree))
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("A linear gradient maps its unit points into the frame; positions are projected on its line")
    func linear() {
        let b = bitmap(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing), 100, 10)
        // Pixel x samples t = (x + 0.5) / 100 from a 1024-step ramp: 49 → step 506 → 126.
        #expect(rgba(b, 49, 0) == [126, 126, 126, 255])
        #expect(rgba(b, 49, 9) == [126, 126, 126, 255])
        #expect(rgba(b, 0, 5) == [1, 1, 1, 255])
        #expect(rgba(b, 99, 5) == [254, 254, 254, 255])
        // On a shape: the gradient spans the shape's frame, not the canvas.
        let shape = bitmap(
            Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))
                .frame(width: 10, height: 50), 100, 100)
        #expect(rgba(shape, 50, 25) == [2, 2, 2, 255])  // the frame's first row (y 25...75): t = 0.01
        #expect(rgba(shape, 50, 74) == [253, 253, 253, 255])
    }

    @Test("Radial and elliptical gradients: the first colour at the centre, the last beyond the end radius")
    func radial() {
        let r = bitmap(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 40))
        #expect(rgba(r, 49, 49) == [4, 4, 4, 255])  // 0.71 points from the centre: t = 0.018
        #expect(rgba(r, 69, 49) == [124, 124, 124, 255])  // 19.5 points: t = 0.488
        #expect(rgba(r, 95, 49) == [255, 255, 255, 255])  // beyond 40: the last colour
        // Elliptical in a 100 × 50 frame: the ellipse meets the edges, so half-way across is
        // half-way along in x and in y alike.
        let e = bitmap(EllipticalGradient(colors: [.black, .white]), 100, 50)
        let x = rgba(e, 74, 24), y = rgba(e, 49, 37)
        #expect(near(x, [127, 127, 127, 255], 4) && near(y, [127, 127, 127, 255], 6), "\(x) \(y)")
    }

    @Test("An angular gradient turns clockwise from the start angle (3 o'clock for zero)")
    func angular() {
        let b = bitmap(
            AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(360)))
        #expect(near(rgba(b, 90, 50), [0, 0, 0, 255], 2))  // just below 3 o'clock: t ≈ 0.002
        #expect(near(rgba(b, 50, 90), [64, 64, 64, 255], 3))  // 6 o'clock: a quarter turn, t = 0.25
        #expect(near(rgba(b, 9, 49), [128, 128, 128, 255], 3))  // 9 o'clock: half a turn
        #expect(near(rgba(b, 50, 9), [191, 191, 191, 255], 3))  // 12 o'clock: three quarters
    }

    @Test("A material blurs, saturates and tints what is below it, and is never opaque")
    func material() {
        // Over flat red, the blur changes nothing: red saturated ×1.8 (Filter Effects'
        // saturate matrix: (255, 22, 29) from iOS 26's red (255, 56, 60)), then white at 30% (thin) over it.
        let b = bitmap(
            ZStack {
                Color.red; Color.clear.background(.thinMaterial)
            })
        let saturated = [255.0, 22, 29]
        let expected = saturated.map { Int(($0 * 0.7 + 255 * 0.3).rounded()) } + [255]
        #expect(near(rgba(b, 50, 50), expected, 2), "\(rgba(b, 50, 50))")
        // Over black and white halves, the blur mixes them near the seam: grey, not either.
        let seam = bitmap(
            ZStack {
                HStack(spacing: 0) {
                    Color.black; Color.white
                }
                Color.clear.background(.ultraThinMaterial)
            })
        let p = rgba(seam, 50, 50)
        #expect(p[0] > 60 && p[0] < 200, "\(p)")
        // In dark mode the tint is the dark effect's grey: 11% white at 45% (thin) over the red.
        let dark = bitmap(
            ZStack {
                Color.red; Color.clear.background(.thinMaterial)
            }.environment(\.colorScheme, .dark))
        let darkRed = rgba(bitmap(Color.red.environment(\.colorScheme, .dark), 10, 10), 5, 5).map { Double($0) / 255 }
        let (r, g, bl, _) = ColorMatrix.saturation(1.8).apply(r: darkRed[0], g: darkRed[1], b: darkRed[2], a: 1)
        func over(_ c: Double) -> Int {
            let below: Double = c * 255 * 0.55
            let tint: Double = 0.11 * 255 * 0.45
            return Int((below + tint).rounded())
        }
        let tinted: [Int] = [over(r), over(g), over(bl), 255]
        #expect(near(rgba(dark, 50, 50), tinted, 3), "\(rgba(dark, 50, 50)) \(tinted)")
        // Every material lets what is below show through, in light and dark.
        for m in [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar] {
            for scheme in [ColorScheme.light, .dark] {
                #expect(MaterialMetrics.material(m, scheme: scheme).tint.opacity < 0.85)
            }
        }
    }

    @Test("shadow: the alpha of the view, blurred, coloured and moved, below it")
    func shadow() {
        // A sharp shadow (radius 0) 20 points right and down, black at 50%.
        let sharp = bitmap(
            Color.red.frame(width: 20, height: 20).shadow(color: Color(white: 0, opacity: 0.5), radius: 0, x: 20, y: 20)
        )
        #expect(rgba(sharp, 50, 50) == [255, 56, 60, 255])  // the view
        #expect(rgba(sharp, 65, 65) == [127, 127, 127, 255])  // only the shadow: 50% black on white
        #expect(rgba(sharp, 35, 65) == [255, 255, 255, 255])
        // Blurred: half its strength at its edge, full well inside it.
        let soft = bitmap(Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: 3, x: 40, y: 0))
        // Pixel 70 samples 0.5 points inside the shadow's left edge: Φ(0.5 / 3) = 0.566 of its alpha.
        #expect(near(rgba(soft, 70, 50), [111, 111, 111, 255], 4), "\(rgba(soft, 70, 50))")
        #expect(near(rgba(soft, 90, 50), [0, 0, 0, 255], 2))
    }

    @Test("On a container each view casts its own shadow; a compositing group casts one")
    func shadowOnContainers() {
        // A red square on a white card: without a group the square's shadow falls on the card.
        let card = ZStack {
            Color.white.frame(width: 60, height: 60); Color.red.frame(width: 10, height: 10)
        }
        let each = bitmap(card.shadow(color: .black, radius: 0, x: 10, y: 10))
        #expect(rgba(each, 60, 60) == [0, 0, 0, 255])
        let whole = bitmap(card.compositingGroup().shadow(color: .black, radius: 0, x: 10, y: 10))
        #expect(rgba(whole, 60, 60) == [255, 255, 255, 255])  // inside the card: no shadow
        #expect(rgba(whole, 85, 85) == [0, 0, 0, 255])  // the card's shadow
    }

    @Test("blur(radius:): a Gaussian of that standard deviation; a sharp edge becomes a ramp")
    func blur() {
        let b = bitmap(
            HStack(spacing: 0) {
                Color.black; Color.white
            }.blur(radius: 4, opaque: true))
        #expect(near(rgba(b, 49, 50), [124, 124, 124, 255], 10), "\(rgba(b, 49, 50))")
        #expect(rgba(b, 30, 50) == [0, 0, 0, 255])  // 4.8 deviations from the edge
        #expect(rgba(b, 70, 50) == [255, 255, 255, 255])
        // Not opaque: the blur spreads alpha beyond the view, so its edge fades.
        let faded = bitmap(Color.black.frame(width: 40, height: 40).blur(radius: 4))
        #expect(near(rgba(faded, 30, 50), [127, 127, 127, 255], 12), "\(rgba(faded, 30, 50))")
    }

    @Test("Colour filters are SVG's colour matrices over straight colour")
    func colorFilters() {
        func pixel<V: View>(_ v: V) -> [Int] { rgba(bitmap(v, 10, 10), 5, 5) }
        #expect(pixel(Color.red.colorInvert()) == [0, 199, 195, 255])  // 255 − (255, 56, 60)
        #expect(pixel(Color.black.brightness(0.2)) == [51, 51, 51, 255])
        #expect(pixel(Color.red.contrast(0)) == [128, 128, 128, 255])
        #expect(pixel(Color.white.colorMultiply(.blue)) == [0, 136, 255, 255])  // iOS 26's systemBlue
        // Grayscale: Rec. 709 luma of (255, 56, 60): 0.2126·255 + 0.7152·56 + 0.0722·60 ≈ 99.
        let gray = pixel(Color.red.grayscale(1))
        #expect(near(gray, [99, 99, 99, 255], 1) && gray[0] == gray[1] && gray[1] == gray[2], "\(gray)")
        #expect(pixel(Color.red.saturation(0)) == gray)
        // A half turn of hue keeps luma roughly and swaps red for cyan-ish.
        let hue = pixel(Color.red.hueRotation(.degrees(180)))
        #expect(hue[0] < 60 && hue[1] > 80 && hue[2] > 80, "\(hue)")
    }

    @Test("Blend modes combine the view with what is below it (W3C Compositing)")
    func blendModes() {
        func over(_ mode: BlendMode, _ top: Color, on bottom: Color) -> [Int] {
            rgba(
                bitmap(
                    ZStack {
                        bottom; top.blendMode(mode)
                    }, 10, 10), 5, 5)
        }
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        #expect(over(.multiply, cyan, on: yellow) == [0, 255, 0, 255])
        #expect(over(.screen, cyan, on: yellow) == [255, 255, 255, 255])
        #expect(over(.difference, cyan, on: yellow) == [255, 0, 255, 255])
        #expect(over(.darken, Color(white: 0.2), on: Color(white: 0.6)) == [51, 51, 51, 255])
        #expect(over(.lighten, Color(white: 0.2), on: Color(white: 0.6)) == [153, 153, 153, 255])
        #expect(over(.luminosity, Color.white, on: Color.red) == [255, 255, 255, 255])
    }

    @Test("Rotation, scale and 3D rotation transform the drawing around the anchor; the frame stays")
    func transforms() {
        let bar = Color.red.frame(width: 40, height: 10)
        let turned = bitmap(bar.rotationEffect(.degrees(90)))
        #expect(rgba(turned, 50, 32) == [255, 56, 60, 255])  // now 10 wide, 40 tall
        #expect(rgba(turned, 32, 50) == [255, 255, 255, 255])
        let scaled = bitmap(Color.red.frame(width: 10, height: 10).scaleEffect(2))
        #expect(rgba(scaled, 41, 41) == [255, 56, 60, 255])  // 20 × 20 around the centre
        #expect(rgba(scaled, 38, 50) == [255, 255, 255, 255])
        let topLeading = bitmap(Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading))
        #expect(rgba(topLeading, 58, 58) == [255, 56, 60, 255])
        // Around the y axis by 60°: narrower (cos 60° = 0.5 before perspective); the centre stays.
        let flipped = bitmap(
            Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(rgba(flipped, 50, 50) == [255, 56, 60, 255])
        #expect(rgba(flipped, 32, 50) == [255, 255, 255, 255] || rgba(flipped, 68, 50) == [255, 255, 255, 255])
        // The frames did not move (SPEC §5).
        let tree = LayoutTree(bar.rotationEffect(.degrees(90)).id("bar"), environment: .ahem)
        tree.layout(in: CGSize(width: 100, height: 100), scale: 1)
        #expect(tree.frame(of: tree.nodes(withID: "bar")[0]) == CGRect(x: 30, y: 45, width: 40, height: 10))
    }

    @Test("mask: the view keeps only the mask's alpha; the mask is laid out as an overlay")
    func mask() {
        let b = bitmap(Color.red.frame(width: 40, height: 40).mask(Circle()))
        #expect(rgba(b, 50, 50) == [255, 56, 60, 255])
        #expect(rgba(b, 31, 31) == [255, 255, 255, 255])  // a corner: outside the circle
        let half = bitmap(Color.red.frame(width: 40, height: 40).mask(Color.black.opacity(0.5)))
        #expect(near(rgba(half, 50, 50), [255, 155, 157, 255], 1))
    }

    @Test("Source styles reach the drawing: LinearGradient, .linearGradient, AnyShapeStyle(...gradient) and materials")
    func readerStyles() throws {
        for code in [
            "Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))",
            "Rectangle().fill(.linearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))",
            "Rectangle().fill(AnyShapeStyle(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)))",
            "Color.clear.background(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))",
        ] {
            let b = try Scene(code, canvas: CGSize(width: 10, height: 100), scale: 1).bitmap(scale: 1)
            let top = rgba(b, 5, 0), bottom = rgba(b, 5, 99)
            #expect(top[0] < 10 && bottom[0] > 245, "\(code): \(top) \(bottom)")
        }
        // A material in source is translucent: the red below shows through.
        let m = try Scene(
            "ZStack { Color.red; Color.clear.background(.ultraThinMaterial) }", canvas: CGSize(width: 20, height: 20),
            scale: 1)
        let p = rgba(m.bitmap(scale: 1), 10, 10)
        #expect(p[0] > 200 && p[1] < 150, "\(p)")
    }

    @Test(
        "ShapeStyle.opacity(_:): a gradient faded as a fill and as a view, over white (CubeTime's glow: LinearGradient(...).opacity(0.5))"
    )
    func fadedGradient() throws {
        let gradient = LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom)
        // Black at half opacity over white: 127 or 128.
        #expect(near(rgba(bitmap(Rectangle().fill(gradient.opacity(0.5)), 10, 10), 5, 5), [128, 128, 128, 255], 1))
        for code in [
            "Rectangle().fill(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom).opacity(0.5))",
            "Color.clear.background(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom).opacity(0.5))",
            // A faded gradient is still a view: its modifiers apply (Zeitgeist's glow).
            "LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom).opacity(0.5).frame(maxWidth: .infinity)",
        ] {
            let scene = try Scene(code, canvas: CGSize(width: 10, height: 10), scale: 1)
            #expect(try SourceReader.read(code, name: "Scene.swift").warnings.isEmpty, "\(code)")
            #expect(near(rgba(scene.bitmap(scale: 1), 5, 5), [128, 128, 128, 255], 1), "\(code)")
        }
    }

    @Test(
        "SVG drawn by rsvg-convert and by Chromium agrees with Plumb's PNG on the effects example (outside the material)"
    )
    func svgAgrees() throws {
        let scene = try Scene(
            example: "Effects.swift", canvas: CGSize(width: 390, height: 560), scale: 2,
            measurer: try FontTextMeasurer.standard())
        let list = scene.list()
        let ours = PNGImage(bitmap: RasterRenderer(scale: 2).render(list)).rgbaBytes
        let svg = temporaryPath("effects.svg")
        try Data(SVGWriter().document(list).utf8).write(to: URL(fileURLWithPath: svg))
        // SVG cannot blur what is below an element: the material's frame is left out.
        let material = scene.tree.frame(of: scene.node("material"))
        func compare(_ name: String, _ path: String) throws {
            let decoded = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(decoded.width == 780 && decoded.height == 1120, "\(name): \(decoded.width)×\(decoded.height)")
            guard decoded.width == 780, decoded.height == 1120 else { return }
            let theirs = decoded.rgbaBytes
            var differing = 0, counted = 0
            for y in 0..<1120 {
                for x in 0..<780
                where !material.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(x) / 2, y: Double(y) / 2)) {
                    counted += 1
                    let i = (y * 780 + x) * 4
                    if (0..<4).contains(where: { abs(Int(ours[i + $0]) - Int(theirs[i + $0])) > 16 }) { differing += 1 }
                }
            }
            let fraction = Double(differing) / Double(counted)
            print(
                "\(name) vs Plumb, effects: \(String(format: "%.3f", fraction * 100))% of pixels differ by more than 16/255"
            )
            #expect(fraction < 0.02, "\(name): \(fraction)")
        }
        if try runTool("rsvg-convert", ["--version"]) != nil {
            let out = temporaryPath("effects-rsvg.png")
            _ = try runTool("rsvg-convert", ["--zoom", "2", "--format", "png", "--output", out, svg])
            try compare("rsvg-convert", out)
        } else {
            print("skip: rsvg-convert is not installed (apt-get install librsvg2-bin)")
        }
        if try runTool("chromium", ["--version"]) != nil {
            let out = temporaryPath("effects-chromium.png")
            _ = try runTool(
                "chromium",
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
                    "--window-size=390,560", "--screenshot=\(out)", "file://\(svg)",
                ])
            try compare("Chromium", out)
        } else {
            print("skip: chromium is not installed")
        }
    }
}
