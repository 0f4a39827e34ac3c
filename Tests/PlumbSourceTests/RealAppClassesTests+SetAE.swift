import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set AE's unseen apps showed (WooCommerce, Threema, Proton Drive, TUM Campus,
/// LLMFarm).
extension RealAppClassesTests {
    @Test(
        "an alias of a library type under its own name (typealias Binding = SwiftUI.Binding) is the library's type, read once: WooCommerce's payment rows crashed the reader on it"
    )
    func aliasOfLibraryTypeUnderItsOwnName() throws {
        let (r, p) = try layOut(
            """
            typealias Binding = SwiftUI.Binding
            struct V: View {
                @State private var on = true
                var body: some View {
                    let flag = Binding(get: { on }, set: { on = $0 })
                    Text(flag.wrappedValue ? "yes" : "no").id("t")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "yes" in 17-point Ahem: 51 wide, centred.
        #expect(frame(r, "t") == CGRect(x: 74.5, y: 41.5, width: 51, height: 17))
    }

    @Test(
        "an animation's delay, speed and repeatCount are the animation: an onAppear that builds one before its withAnimation still sets its state (WooCommerce's coupon screen was blank at its initial opacity 0)"
    )
    func animationMethodsInAnAppearAction() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                @State private var shown: CGFloat = 0
                var body: some View {
                    Color.red.frame(width: 20 + 40 * shown, height: 10).id("t")
                        .onAppear { appear() }
                }
                private func appear() {
                    let spring = Animation.interpolatingSpring(stiffness: 150, damping: 15, initialVelocity: 3).delay(0.7)
                    withAnimation(spring.speed(2).repeatCount(1, autoreverses: false)) { shown = 1 }
                    withAnimation(.easeIn(duration: 0.3).repeatForever()) {}
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 70, y: 45, width: 60, height: 10))
    }

    @Test(
        "a value whose type conforms to CustomStringConvertible shows its description in a string, as String(describing:) does; an enum without one shows its case (WooCommerce's colour asset names: Gray0, not grayshade0, so no red)"
    )
    func interpolationUsesDescription() throws {
        let (r, p) = try layOut(
            """
            enum Name: String, CustomStringConvertible {
                case gray
                var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
            }
            enum Shade: Int { case shade0 = 0 }
            extension Shade: CustomStringConvertible { var description: String { "\\(rawValue)" } }
            enum Plain { case one }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("\\(Name.gray)\\(Shade.shade0)").id("a")
                        Text(String(describing: Plain.one)).id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "Gray0" (5 characters) and "one" (3) in 17-point Ahem.
        #expect(frame(r, "a") == CGRect(x: 57.5, y: 33, width: 85, height: 17))
        #expect(frame(r, "b") == CGRect(x: 74.5, y: 50, width: 51, height: 17))
    }

    @Test(
        "Image(uiImage: .name) is the static an extension of UIImage adds (WooCommerce's checkSuccessImage, UIImage(named:) of an asset): the asset, not an image named after the member"
    )
    func uiImageExtensionStatic() throws {
        let (r, p) = try layOut(
            """
            extension UIImage {
                static var checkSuccessImage: UIImage { UIImage(named: "check-success")! }
            }
            struct V: View {
                var body: some View { Image(uiImage: .checkSuccessImage).id("i") }
            }
            """, 200, 100, images: ["check-success": CGSize(width: 30, height: 20)])
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "i") == CGRect(x: 85, y: 40, width: 30, height: 20))
    }

    @Test(
        "String.localizedStringWithFormat is String(format:), also written as an implicit member where a String is declared (Threema's titles)"
    )
    func localizedStringWithFormat() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(String.localizedStringWithFormat("%@ has %d", "A", 3)).id("t")
                        Text(title).id("u")
                    }
                }
                var title: String { .localizedStringWithFormat("%@!", "Hi") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "A has 3": 7 characters, 119 wide; "Hi!", the implicit member where a String is
        // declared: 51.
        #expect(frame(r, "t") == CGRect(x: 40.5, y: 33, width: 119, height: 17))
        #expect(frame(r, "u") == CGRect(x: 74.5, y: 50, width: 51, height: 17))
    }

    @Test(
        "AsyncImage's phase is the library's AsyncImagePhase.empty: switch phase { case .empty: } draws its views, and phase.image is nil (TUM's movie card drew nothing for its poster)"
    )
    func asyncImagePhaseSwitch() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        AsyncImage(url: URL(string: "https://example.com/a.jpg")) { phase in
                            switch phase {
                            case .empty:
                                Color.gray.frame(width: 40, height: 30).id("empty")
                            case .success(let image):
                                image.resizable()
                            case .failure:
                                Text("fail")
                            @unknown default:
                                EmptyView()
                            }
                        }
                        AsyncImage(url: nil) { phase in
                            if let image = phase.image { image } else if phase.error != nil { Text("e") } else { Color.blue.frame(width: 20, height: 10).id("none") }
                        }
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "empty") == CGRect(x: 80, y: 30, width: 40, height: 30))
        #expect(frame(r, "none") == CGRect(x: 90, y: 60, width: 20, height: 10))
    }

    @Test(
        "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath is the rounded rectangle UIKit describes, its radius clamped to half the shorter side (Proton Drive's capsules clipped everything away)"
    )
    func bezierPathRoundedCorners() throws {
        let program = try SourceReader.read(
            """
            struct RoundedCorner: Shape {
                var radius: CGFloat
                var corners: UIRectCorner? = nil
                func path(in rect: CGRect) -> Path {
                    let radius = self.radius == 0 ? .infinity : self.radius
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners ?? .allCorners,
                                            cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 8).clipShape(RoundedCorner(radius: 0))
                        Color.blue.frame(width: 40, height: 20).clipShape(RoundedCorner(radius: 6, corners: [.topLeft]))
                    }
                }
            }
            """, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let svg = drawnSVG(program.view, in: CGSize(width: 200, height: 100))
        let clips = svg.components(separatedBy: "<clipPath").dropFirst().map {
            String($0.components(separatedBy: " d=\"")[1].prefix { $0 != "\"" })
        }
        // A capsule 100×8 at (50, 36): radius 4 at both ends; then the 40×20 at (80, 44) with
        // its top-left corner alone rounded, by 6.
        #expect(clips.count == 2)
        #expect(clips.first?.hasPrefix("M54 36 L146 36") == true, "\(clips)")
        #expect(clips.last?.hasPrefix("M86 44 L120 44 L120 64 L80 64 L80 50") == true, "\(clips)")
    }

    @Test(
        "an extension of Optional does not call itself on the unwrapped value: self?.contains(m) inside it is the value's own contains (Proton Drive's Share flags stopped the read at the depth limit)"
    )
    func optionalExtensionCallsWrappedMethod() throws {
        let (r, p) = try layOut(
            """
            struct Flags: OptionSet { let rawValue: Int; static let a = Flags(rawValue: 1) }
            extension Optional where Wrapped == Flags {
                func contains(_ member: Wrapped) -> Bool { self?.contains(member) ?? false }
            }
            struct V: View {
                let flags: Flags? = [.a]
                var body: some View { Text(flags.contains(.a) ? "in" : "out").id("t") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 83, y: 41.5, width: 34, height: 17))
    }

    @Test(
        "Color(.text) of a UIColor extension static whose value is another implicit member (static var text: UIColor { .label }) is that colour, as is a static function's (WooCommerce's rows were grey on grey)"
    )
    func platformColorExtensionReturningImplicitMember() throws {
        let drawn = drawnSVG(
            try SourceReader.read(
                """
                public extension UIColor {
                    static var text: UIColor { return .systemRed }
                    static func listForeground(modal: Bool) -> UIColor { modal ? .systemGreen : .systemBlue }
                }
                struct V: View {
                    var body: some View {
                        Color(.listForeground(modal: false)).frame(width: 10, height: 10)
                            .overlay(Color(.text).frame(width: 4, height: 4))
                    }
                }
                """, name: "Test.swift", canvas: CGSize(width: 200, height: 100)
            ).view, in: CGSize(width: 200, height: 100))
        let fills = drawn.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
        // The background, then systemBlue and systemRed in light mode (iOS 26: 0088FF, FF383C).
        #expect(fills == ["#ffffff", "#0088ff", "#ff383c"])
    }

    @Test(
        "Image(systemName: \"\") names no symbol: SwiftUI draws nothing for it, so it is no placeholder (LLMFarm's model rows before an icon is chosen)"
    )
    func emptySymbolNameIsNoPlaceholder() throws {
        let program = try SourceReader.read(
            """
            struct V: View {
                var body: some View {
                    Image(systemName: "").resizable().frame(width: 40, height: 40)
                }
            }
            """, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        #expect(program.placeholderCount(in: tree).placeholders == 0)
        let svg = SVGWriter().document(DisplayList(tree))
        // Only the canvas's background is drawn.
        #expect(svg.components(separatedBy: "<path").count == 1)
        #expect(svg.components(separatedBy: "<rect").count == 2)
    }

    @Test(
        "a string macro the files declare with a generic key (macro localize<T>(_ value: T) -> String) is read as String(localized:), as a StaticString key's is (Threema's #localize titles were stubs)"
    )
    func genericLocalizingMacro() throws {
        let (r, p) = try layOut(
            """
            @freestanding(expression)
            public macro localize<T>(_ value: T) -> String = #externalMacro(module: "M", type: "LocalizationMacro")
            struct V: View {
                var body: some View { Text(#localize("continue")).id("t") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // The key, as no strings table holds it: "continue", 8 characters, 136 wide.
        #expect(frame(r, "t") == CGRect(x: 32, y: 41.5, width: 136, height: 17))
    }

    @Test(
        "URL's mutating methods change the variable (deleteLastPathComponent, appendPathComponent, appendPathExtension), and Bundle.main.bundleURL is a file URL of the .app: WooCommerce's Bundle.app walk up to the .app ran into the loop limit"
    )
    func urlMutationsAndBundleURL() throws {
        let (r, p) = try layOut(
            """
            extension Bundle {
                static let app: Bundle = {
                    var url = Bundle.main.bundleURL
                    while url.pathExtension != "app" && url.lastPathComponent != "/" {
                        url.deleteLastPathComponent()
                    }
                    return Bundle.main
                }()
            }
            func path() -> String {
                var url = URL(fileURLWithPath: "/a/b/c.txt")
                url.deleteLastPathComponent()
                url.appendPathComponent("d")
                url.appendPathExtension("json")
                return url.path
            }
            struct V: View {
                var body: some View { Text(path() + (Bundle.app == Bundle.main ? "!" : "?")).id("t") }
            }
            """, 300, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "/a/b/d.json!": 12 characters, 204 wide.
        #expect(frame(r, "t") == CGRect(x: 48, y: 41.5, width: 204, height: 17))
    }

    @Test(
        "stored statics of two nested types of one name are two values: Store.Default.firstPageNumber = Remote.Default.firstPageNumber reads Remote's (WooCommerce's gallery: 11 previews stopped on a read of its own initializer)"
    )
    func staticsOfSameNamedNestedTypes() throws {
        let (r, p) = try layOut(
            """
            class Remote { enum Default { static let firstPageNumber = 1; static let size = 25 } }
            class Store {}
            extension Store {
                enum Default {
                    static let firstPageNumber: Int = Remote.Default.firstPageNumber + 10
                    static let size = 3
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("\\(Store.Default.firstPageNumber) \\(Remote.Default.size)").id("a")
                        Text("\\(Store.Default.size)").id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "11 25" (5 characters, 85 wide) and "3".
        #expect(frame(r, "a") == CGRect(x: 57.5, y: 33, width: 85, height: 17))
        #expect(frame(r, "b") == CGRect(x: 91.5, y: 50, width: 17, height: 17))
    }
}
