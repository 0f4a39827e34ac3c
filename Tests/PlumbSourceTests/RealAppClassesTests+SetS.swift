import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set S's unseen apps showed (winston, openedx, EUDI Wallet, Omnivore, Dialer).
extension RealAppClassesTests {
    @Test(
        "SwiftUI.Color(uiColor:) inside a type whose typealias Color = UIColor is SwiftUI's (SwiftGen's ColorAsset), its init?(assetName:) the extension's"
    )
    func moduleQualifiedColorInsideAlias() throws {
        // openedx's Theme and Core: SwiftGen's `ColorAsset`.
        let code = #"""
            public final class ColorAsset {
                public typealias Color = UIColor
                public let color: Color
                public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(uiColor: color) }
                init(name: String) {
                    guard let color = Color(assetName: name) else { fatalError("Unable") }
                    self.color = color
                }
            }
            public extension ColorAsset.Color {
                convenience init?(assetName: String) { self.init(red: 1, green: 0, blue: 0, alpha: 1) }
            }
            enum Assets { static let accent = ColorAsset(name: "Accent") }
            Assets.accent.swiftUIColor
            """#
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: CGSize(width: 10, height: 10))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 10, height: 10), scale: 1)
        let p = RasterRenderer(scale: 1).render(DisplayList(tree)).straightPixel(x: 5, y: 5)
        #expect([p.r, p.g, p.b] == [255, 0, 0])
    }

    @Test(
        "an operator an extension of String declares for a String and an optional (winston's +), and starts(with:) of a string"
    )
    func stringExtensionOperatorAndStartsWith() throws {
        let code = #"""
            extension String {
                static func +(lhs: String, rhs: String?) -> String { "\(lhs)\(rhs ?? "")" }
            }
            struct V: View {
                var kind: String? = "t3"
                var body: some View {
                    VStack(spacing: 0) {
                        Text("id_" + kind).id("joined")
                        Text("#ff0000".starts(with: "#") ? "hex" : "plain").id("starts")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "joined")?.width ?? 0) - 5 * 17) < 0.01)
        #expect(abs((frame(r, "starts")?.width ?? 0) - 3 * 17) < 0.01)
    }

    @Test("a closure that declares -> Color and returns .clear or .red where a view goes (openedx's DynamicOffsetView)")
    func colorReturningGeometryClosure() throws {
        let code = #"""
            struct V: View {
                var on = true
                var body: some View {
                    VStack {}.frame(width: 10, height: 10).overlay(
                        GeometryReader { geometry -> Color in
                            if !on { return .clear }
                            return .red
                        })
                }
            }
            """#
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: CGSize(width: 10, height: 10))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 10, height: 10), scale: 1)
        let p = RasterRenderer(scale: 1).render(DisplayList(tree)).straightPixel(x: 5, y: 5)
        #expect([p.r, p.g, p.b] == [255, 56, 60])
    }

    @Test(
        "super.init() inside an initializer a subclass inherits is the declaring class's superclass's (Dialer's UserMerchantStore: MerchantStore: BaseViewModel stopped on the depth limit)"
    )
    func superInitInInheritedInitializer() throws {
        let code = #"""
            class BaseViewModel: ObservableObject {
                @Published var steps: [String] = []
                init() { steps.append("base") }
            }
            class MerchantStore: BaseViewModel {
                @Published var merchants: [String]
                init(_ count: Int = 2) {
                    merchants = Array(repeating: "m", count: count)
                    super.init()
                    steps.append("store")
                }
            }
            final class UserMerchantStore: MerchantStore {}
            struct V: View {
                @StateObject var store = UserMerchantStore()
                var body: some View { Text(store.steps.joined() + store.merchants.joined()).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "basestoremm": 11 Ahem glyphs of 17 points.
        #expect(abs((frame(r, "t")?.width ?? 0) - 11 * 17) < 0.01)
    }

    @Test(
        "a string given where a LocalizedStringKey is declared keeps its Markdown for Text (Dialer's subtitle: \"Current: **System**\"), and reads as the characters shown"
    )
    func localizedStringKeyPropertyMarkdown() throws {
        let code = #"""
            struct Item {
                let subtitle: LocalizedStringKey
            }
            struct V: View {
                let item = Item(subtitle: "a **\("bc")**")
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(item.subtitle).id("styled")
                        Text("x" + "\(item.subtitle)").id("plain")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "a bc" shown without its asterisks: 4 glyphs; "xa bc": 5.
        #expect(abs((frame(r, "styled")?.width ?? 0) - 4 * 17) < 0.01)
        #expect(abs((frame(r, "plain")?.width ?? 0) - 5 * 17) < 0.01)
        #expect(Interpreter.hasMarkdown("Current: **System**"))
        #expect(!Interpreter.hasMarkdown("snake_case_name"))
        #expect(!Interpreter.hasMarkdown("3 * 4"))
    }
}
