import Foundation
import Plumb
import Testing

/// Colours an app declares itself, as real design systems write them (Vultisig's `Color.swift`):
/// a platform alias (`typealias PlatformColor = UIColor`) extended with a failable `init?(hex:)`,
/// `Color` initialisers overloaded by their parameters' types, a dynamic `UIColor { trait in }`
/// made by a static function, a cache kept in a static dictionary read through `Self`, and
/// gradient stops written `Gradient.Stop(color:location:)`.
struct ColorExtensionPixelTests {
    func picture(_ code: String, scheme: ColorScheme = .light) throws -> Bitmap {
        let canvas = CGSize(width: 40, height: 40)
        let program = try SourceReader.read(code, name: "Colors.swift", canvas: canvas)
        var env = EnvironmentValues.ahem
        env.colorScheme = scheme
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: canvas, scale: 1)
        return RasterRenderer(scale: 1).render(DisplayList(tree))
    }

    static let palette = """
        import SwiftUI
        import UIKit
        typealias PlatformColor = UIColor

        extension Color {
            init(hex: String) {
                self.init(light: hex, dark: nil)
            }
            init(light: String, dark: String?) {
                let lightColor = PlatformColor(hex: light) ?? .clear
                let darkColor = PlatformColor(hex: dark ?? light) ?? .clear
                self.init(light: lightColor, dark: darkColor)
            }
            init(light: PlatformColor, dark: PlatformColor?) {
                self.init(.dynamic(light: light, dark: dark ?? light))
            }
        }

        extension PlatformColor {
            private static var hexColorCache = [String: CGColor]()

            static func dynamic(light: PlatformColor?, dark: PlatformColor?) -> PlatformColor {
                return PlatformColor { trait in
                    switch trait.userInterfaceStyle {
                    case .dark: return dark ?? clear
                    default: return light ?? clear
                    }
                }
            }

            convenience init?(hex: String) {
                let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                guard !hex.isEmpty else { return nil }
                if let cachedColor = Self.hexColorCache[hex] {
                    self.init(cgColor: cachedColor)
                    return
                }
                var int: UInt64 = 0
                guard Scanner(string: hex).scanHexInt64(&int) else { return nil }
                let r = int >> 16, g = int >> 8 & 0xFF, b = int & 0xFF
                defer { Self.hexColorCache[hex] = self.cgColor }
                self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: 1)
            }
        }

        """

    @Test(
        "Color(hex:) through a PlatformColor alias: the String overload, then the colour one (no recursion), a dynamic UIColor per scheme"
    )
    func platformAliasColours() throws {
        let code =
            ColorExtensionPixelTests.palette + """
                struct Swatch: View {
                    var body: some View {
                        HStack(spacing: 0) {
                            Color(hex: "#FF8800")
                            Color(light: "#336699", dark: "#CC0033")
                        }
                    }
                }
                """
        let light = try picture(code), dark = try picture(code, scheme: .dark)
        #expect(rgba(light, 10, 20) == [255, 136, 0, 255])
        #expect(rgba(light, 30, 20) == [51, 102, 153, 255])
        #expect(rgba(dark, 10, 20) == [255, 136, 0, 255])
        #expect(rgba(dark, 30, 20) == [204, 0, 51, 255])
    }

    @Test("A colour read back from its cgColor (a second Color(hex:) of one value comes from the cache) is the same")
    func cachedColour() throws {
        let code =
            ColorExtensionPixelTests.palette + """
                struct Swatch: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Color(hex: "00FF00")
                            Color(hex: "00FF00")
                        }
                    }
                }
                """
        let bitmap = try picture(code)
        #expect(rgba(bitmap, 20, 10) == [0, 255, 0, 255])
        #expect(rgba(bitmap, 20, 30) == [0, 255, 0, 255])
    }

    @Test("Gradient.Stop(color:location:) stops: red at the top of a 40-point gradient, blue at the bottom")
    func gradientStops() throws {
        let code = """
            LinearGradient(
                stops: [
                    Gradient.Stop(color: Color(red: 1, green: 0, blue: 0), location: 0),
                    Gradient.Stop(color: Color(red: 0, green: 0, blue: 1), location: 1),
                ],
                startPoint: .top, endPoint: .bottom)
            """
        let bitmap = try picture(code)
        // Row 0's centre is 0.5 of 40 down: 1.25% of the way from red to blue.
        #expect(rgba(bitmap, 20, 0) == [252, 0, 3, 255])
        #expect(rgba(bitmap, 20, 39) == [3, 0, 252, 255])
    }

    @Test("Color(oklch:) of a package not on disk is a grey stub colour (142,142,147), not a placeholder")
    func packageColour() throws {
        let code = "Color(oklch: .init(lightness: 0.85, chroma: 0.1, hue: .degrees(120)))"
        let program = try SourceReader.read(code, name: "Colors.swift", canvas: CGSize(width: 40, height: 40))
        #expect(program.warnings.map(\.kind) == [.stub])
        #expect(rgba(try picture(code), 20, 20) == [142, 142, 147, 255])
    }

    @Test("clipShape of a Shape the files declare: a triangle keeps its top-left half of a red square")
    func clipToDeclaredShape() throws {
        let code = """
            import SwiftUI
            struct Corner: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: .zero)
                        p.addLine(to: CGPoint(x: rect.maxX, y: 0))
                        p.addLine(to: CGPoint(x: 0, y: rect.maxY))
                        p.closeSubpath()
                    }
                }
            }
            struct V: View {
                var body: some View { Color(red: 1, green: 0, blue: 0).clipShape(Corner()) }
            }
            """
        let bitmap = try picture(code)
        #expect(rgba(bitmap, 8, 8) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 32, 32) == [255, 255, 255, 255])
    }
}
