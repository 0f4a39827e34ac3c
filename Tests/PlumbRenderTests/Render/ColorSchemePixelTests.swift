import Foundation
import Plumb
import Testing

/// System colours drawn in light and dark (``SystemColors``: Apple's HIG "Color" tables and
/// UIKit's printed dynamic colours), per release, and the ways a scheme is chosen: the tree's
/// environment (`--color-scheme`), `preferredColorScheme`, and `.environment(\.colorScheme, _)`
/// or `.colorScheme(_)` on a subtree. The canvas is systemBackground.
struct ColorSchemePixelTests {
    func picture(
        _ code: String, scheme: ColorScheme = .light, version: PlatformVersion = .iOS26,
        canvas: CGSize = CGSize(width: 40, height: 20)
    ) throws -> Bitmap {
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: canvas)
        var env = EnvironmentValues.ahem
        env.colorScheme = scheme
        env.platformVersion = version
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: canvas, scale: 1)
        return RasterRenderer(scale: 1).render(DisplayList(tree))
    }

    @Test(
        "Color(.systemBackground) is white in light mode, black in dark; secondarySystemBackground 242,242,247 / 28,28,30"
    )
    func backgrounds() throws {
        let code = "HStack(spacing: 0) { Color(.systemBackground); Color(uiColor: .secondarySystemBackground) }"
        let light = try picture(code), dark = try picture(code, scheme: .dark)
        #expect(rgba(light, 5, 5) == [255, 255, 255, 255] && rgba(light, 25, 5) == [242, 242, 247, 255])
        #expect(rgba(dark, 5, 5) == [0, 0, 0, 255] && rgba(dark, 25, 5) == [28, 28, 30, 255])
    }

    @Test("The canvas is systemBackground: black in dark mode")
    func canvas() throws {
        #expect(rgba(try picture("Color.clear", scheme: .dark), 5, 5) == [0, 0, 0, 255])
        #expect(rgba(try picture("Color.clear"), 5, 5) == [255, 255, 255, 255])
    }

    @Test(".secondary text in dark mode: secondaryLabel 235,235,245 at 60% over black")
    func secondaryText() throws {
        // Ahem: "A" at 20 points fills 0...20; 235·153/255 = 141, 245·153/255 = 147.
        let code = #"Text("A").font(.system(size: 20)).foregroundStyle(.secondary).frame(width: 40, height: 20)"#
        #expect(rgba(try picture(code, scheme: .dark), 20, 10) == [141, 141, 147, 255])
        // Light: 60,60,67 at 60% over white: 60·0.6 + 255·0.4 = 138, 67·0.6 + 102 = 142.
        #expect(rgba(try picture(code), 20, 10) == [138, 138, 142, 255])
        // Primary text: white in dark.
        #expect(
            rgba(try picture(#"Text("A").font(.system(size: 20)).frame(width: 40, height: 20)"#, scheme: .dark), 20, 10)
                == [255, 255, 255, 255])
    }

    @Test("Color.red per release and scheme: iOS 18 255,59,48 / 255,69,58; iOS 26 255,56,60 / 255,66,69")
    func hues() throws {
        #expect(rgba(try picture("Color.red", version: .iOS18), 5, 5) == [255, 59, 48, 255])
        #expect(rgba(try picture("Color.red", scheme: .dark, version: .iOS18), 5, 5) == [255, 69, 58, 255])
        #expect(rgba(try picture("Color.red"), 5, 5) == [255, 56, 60, 255])
        #expect(rgba(try picture("Color.red", scheme: .dark), 5, 5) == [255, 66, 69, 255])
        // UIKit's fixed UIColor.red is the same in both schemes.
        #expect(rgba(try picture("Color(uiColor: .red)", scheme: .dark), 5, 5) == [255, 0, 0, 255])
    }

    @Test(".environment(\\.colorScheme, .dark) and .colorScheme(.dark) darken only their subtree")
    func subtree() throws {
        let code = """
            HStack(spacing: 0) {
                Color(.systemGroupedBackground)
                Color(.systemGroupedBackground).environment(\\.colorScheme, .dark)
                Color(.systemGray5).colorScheme(.dark)
                Color(.systemGray5)
            }
            """
        let b = try picture(code, canvas: CGSize(width: 40, height: 10))
        #expect(rgba(b, 5, 5) == [242, 242, 247, 255])
        #expect(rgba(b, 15, 5) == [0, 0, 0, 255])
        #expect(rgba(b, 25, 5) == [44, 44, 46, 255])
        #expect(rgba(b, 35, 5) == [229, 229, 234, 255])
        // ...and back to light inside a dark tree.
        let back = try picture("Color(.label).environment(\\.colorScheme, .light)", scheme: .dark)
        #expect(rgba(back, 5, 5) == [0, 0, 0, 255])
    }

    @Test("preferredColorScheme(.dark) anywhere darkens the whole presentation, canvas included")
    func preferred() throws {
        let code = """
            VStack(spacing: 0) {
                Color(.label).frame(height: 10)
                Color.clear.frame(height: 10).preferredColorScheme(.dark)
            }
            """
        let b = try picture(code)
        #expect(rgba(b, 5, 5) == [255, 255, 255, 255])  // label is white in dark
        #expect(rgba(b, 5, 15) == [0, 0, 0, 255])  // the canvas is black
    }

    @Test(
        "a presentation with preferredColorScheme(.dark) is resolved again in dark: views reading @Environment(\\.colorScheme) read dark; a plain tree keeps the environment's"
    )
    func presentingPreferredScheme() throws {
        let code = """
            struct Swatch: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { (scheme == .dark ? Color.red : Color.blue).frame(width: 40, height: 10) }
            }
            VStack(spacing: 0) { Swatch(); Color.clear.frame(height: 10) }.preferredColorScheme(.dark)
            """
        let canvas = CGSize(width: 40, height: 20)
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: canvas)
        let presented = LayoutTree.presenting(program.view, environment: .ahem)
        presented.layout(in: canvas, scale: 1)
        #expect(presented.environment.colorScheme == .dark)
        let b = RasterRenderer(scale: 1).render(DisplayList(presented))
        #expect(rgba(b, 5, 5)[0] > 200 && rgba(b, 5, 5)[2] < 100)  // red: the dark branch
        #expect(rgba(b, 5, 15) == [0, 0, 0, 255])
        let plain = LayoutTree(program.view, environment: .ahem)
        plain.layout(in: canvas, scale: 1)
        let p = RasterRenderer(scale: 1).render(DisplayList(plain))
        #expect(rgba(p, 5, 5)[2] > 200 && rgba(p, 5, 5)[0] < 100)  // blue: the environment's light
    }

    @Test(".tint paints in the tint set with tint(_:) or accentColor(_:), else the accent colour (systemBlue)")
    func tint() throws {
        func pixels(_ scheme: ColorScheme) -> Bitmap {
            var env = EnvironmentValues.ahem
            env.platformVersion = .iOS18
            env.colorScheme = scheme
            let tree = LayoutTree(
                HStack(spacing: 0) {
                    Rectangle().fill(.tint)
                    Rectangle().fill(.tint).tint(.green)
                    Rectangle().fill(.tint).accentColor(.orange)
                }, environment: env)
            tree.layout(in: CGSize(width: 30, height: 10), scale: 1)
            return RasterRenderer(scale: 1).render(DisplayList(tree))
        }
        let light = pixels(.light), dark = pixels(.dark)
        #expect(rgba(light, 5, 5) == [0, 122, 255, 255])
        #expect(rgba(light, 15, 5) == [52, 199, 89, 255])
        #expect(rgba(light, 25, 5) == [255, 149, 0, 255])
        #expect(rgba(dark, 5, 5) == [10, 132, 255, 255])  // systemBlue, dark
        #expect(rgba(dark, 15, 5) == [48, 209, 88, 255])  // a named tint resolves per scheme too
    }

    @Test(
        "A foreground colour set around a Button colours its label over the tint; a prominent one's too; plain and unset keep theirs"
    )
    func buttonLabelForeground() throws {
        var env = EnvironmentValues.ahem
        env.platformVersion = .iOS18
        // Ahem glyphs are solid squares: a 20-pt "X" label's pixels are the label's colour.
        let tree = LayoutTree(
            VStack(spacing: 0) {
                Button(action: {}) { Text("X").font(.system(size: 20)) }.foregroundColor(.red)
                Button(action: {}) { Text("X").font(.system(size: 20)) }
                Button(action: {}) { Text("X").font(.system(size: 20)) }.foregroundStyle(.green)
            }, environment: env)
        tree.layout(in: CGSize(width: 20, height: 60), scale: 1)
        let b = RasterRenderer(scale: 1).render(DisplayList(tree))
        #expect(rgba(b, 10, 10) == [255, 59, 48, 255])  // systemRed
        #expect(rgba(b, 10, 30) == [0, 122, 255, 255])  // the tint, systemBlue
        #expect(rgba(b, 10, 50) == [52, 199, 89, 255])  // systemGreen
    }

    @Test("An inset grouped list in dark: black background, rows secondarySystemGroupedBackground 28,28,30")
    func darkList() throws {
        let code = #"List { Text("Row") }.listStyle(.insetGrouped)"#
        let b = try picture(code, scheme: .dark, canvas: CGSize(width: 200, height: 200))
        #expect(rgba(b, 2, 2) == [0, 0, 0, 255])
        #expect(rgba(try picture(code, canvas: CGSize(width: 200, height: 200)), 2, 2) == [242, 242, 247, 255])
        // A row: the first pixels below the top margin that are not the background, in the middle.
        var row: [Int] = []
        for y in stride(from: 10, to: 120, by: 1) where rgba(b, 100, y) != [0, 0, 0, 255] {
            row = rgba(b, 100, y + 4)
            break
        }
        #expect(row == [28, 28, 30, 255])
    }

    @Test("Symbols and their placeholders take the foreground in the view's scheme: light on black in dark mode")
    func darkSymbols() throws {
        let b = try picture(
            #"Image(systemName: "gearshape.fill").font(.system(size: 18)).frame(width: 40, height: 20)"#, scheme: .dark)
        var brightest = 0
        for y in 0..<20 { for x in 0..<40 { brightest = max(brightest, rgba(b, x, y)[0]) } }
        #expect(brightest > 200)  // label: white
    }
}
