import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set AA's unseen apps showed (Aidoku, BetterBlue, Home Assistant, Pocket
/// Casts, Swift Island).
extension RealAppClassesTests {
    @Test(
        "a view's own property is found before a file's global of the same name (Swift Island's ForEach(filter) beside `let filter = CIFilter.qrCodeGenerator()`: the FAQ showed stubs)"
    )
    func propertyShadowsGlobal() throws {
        let (r, p) = try layOut(
            """
            let filter = ["x"]
            let width: CGFloat = 5
            struct V: View {
                let items = ["a", "b", "c"]
                private var filter: [String] { items.filter { $0 != "b" } }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(filter, id: \\.self) { item in
                            Color.red.frame(width: width * 2, height: 10).id(item)
                        }
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Two items (the property's), each 10 wide (the global `width`: no property has it).
        #expect(frame(r, "a") == CGRect(x: 90, y: 45, width: 10, height: 10))
        #expect(frame(r, "c") == CGRect(x: 100, y: 45, width: 10, height: 10))
        #expect(frame(r, "x") == nil)
    }

    @Test(
        "a property `extension View` adds is read unqualified in a view's body and its actions (Swift Island's `if !isPreview { await fetch() }`)"
    )
    func viewExtensionPropertyUnqualified() throws {
        let (r, p) = try layOut(
            """
            extension View {
                var isPreview: Bool { ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" }
            }
            struct V: View {
                @State var count = 1
                var body: some View {
                    Color.red.frame(width: isPreview ? 30 : 10, height: CGFloat(count) * 10).id("c")
                        .onAppear { if !isPreview { count = 5 } }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c") == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test(
        "a dependency whose getter binds `self[Key.self]` before returning it is the key's value (Home Assistant's `Current`, through @Dependency(\\.environment): every string showed `environment.localized...`)"
    )
    func dependencyGetterThatBindsTheKey() throws {
        let (r, p) = try layOut(
            """
            final class AppEnvironment { var width: CGFloat = 40 }
            private var underlyingCurrent = AppEnvironment()
            private enum EnvironmentKey: DependencyKey {
                static var liveValue: AppEnvironment { underlyingCurrent }
            }
            extension DependencyValues {
                var environment: AppEnvironment {
                    get {
                        let result = self[EnvironmentKey.self]
                        if result === underlyingCurrent { _ = result.width }
                        return result
                    }
                    set { self[EnvironmentKey.self] = newValue }
                }
            }
            var Current: AppEnvironment {
                @Dependency(\\.environment) var environment
                return environment
            }
            struct V: View {
                var body: some View { Color.red.frame(width: Current.width, height: 10).id("c") }
            }
            """, 200, 100)
        #expect(frame(r, "c") == CGRect(x: 80, y: 45, width: 40, height: 10), "\(p.warnings)")
    }

    @Test(
        "`Color(uiColor: .init(dynamicProvider:))` is UIKit's initializer, its provider answering UIKit's colours (`.systemGray6`, `UIColor.blue`) in light and dark (Aidoku's heatmap cells were grey)"
    )
    func dynamicProviderThroughImplicitInit() throws {
        let (_, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color(uiColor: .init(dynamicProvider: { traits in
                            if traits.userInterfaceStyle == .dark { .tertiarySystemGroupedBackground } else { .systemGray6 }
                        }))
                        Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .red : .blue })
                    }
                    .frame(width: 20, height: 10)
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let svg = drawnSVG(p.view, in: CGSize(width: 200, height: 100))
        // systemGray6 (light) and UIKit's pure blue, not SwiftUI's system blue.
        #expect(svg.contains("rgb(242,242,247)") || svg.contains("#f2f2f7"), "\(svg)")
        #expect(svg.contains("rgb(0,0,255)") || svg.contains("#0000ff"), "\(svg)")
    }

    @Test(
        "a property typed with a nested type inside an array takes the owner's nested type, not another type's of that name (Home Assistant's `reasons: [Reason]`: each reason's text was a stub)"
    )
    func nestedTypeInsideAnArray() throws {
        let (r, p) = try layOut(
            """
            enum Sensor { enum Reason: Equatable { case on, off } }
            struct V: View {
                struct Reason { let width: CGFloat }
                let reasons: [Reason]
                let byName: [String: Reason]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(reasons.indices, id: \\.self) { i in Color.red.frame(width: reasons[i].width, height: 10).id("r\\(i)") }
                        Color.blue.frame(width: byName["a"]?.width ?? 1, height: 10).id("d")
                    }
                }
            }
            #Preview { V(reasons: [.init(width: 20), .init(width: 30)], byName: ["a": .init(width: 40)]) }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "r0") == CGRect(x: 55, y: 45, width: 20, height: 10))
        #expect(frame(r, "r1") == CGRect(x: 75, y: 45, width: 30, height: 10))
        #expect(frame(r, "d") == CGRect(x: 105, y: 45, width: 40, height: 10))
    }

    @Test(
        "UIFontMetrics(forTextStyle:) scales a size by 1 at the default Dynamic Type size, with or without a trait collection (Pocket Casts' button labels had size 0)"
    )
    func fontMetricsForATextStyle() throws {
        let (r, p) = try layOut(
            """
            struct Scalable: ViewModifier {
                var size: Double
                func body(content: Content) -> some View {
                    let metrics = UIFontMetrics(forTextStyle: .body)
                    let most = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
                    return content.font(.system(size: min(most, metrics.scaledValue(for: size))))
                }
            }
            struct V: View {
                var body: some View { Text("ab").modifier(Scalable(size: 20)).id("t") }
            }
            """, 200, 100)
        #expect(frame(r, "t") == CGRect(x: 80, y: 40, width: 40, height: 20), "\(p.warnings)")
    }

    @Test(
        "MapKit's Map is a grey area filling the space offered, its content not read (BetterBlue's vehicle map was a small stub)"
    )
    func mapFillsTheSpaceOffered() throws {
        let (r, p) = try layOut(
            """
            import MapKit
            struct V: View {
                @State private var position: MapCameraPosition = .automatic
                var body: some View {
                    VStack(spacing: 0) {
                        Map(position: $position, interactionModes: []) { Annotation("car", coordinate: .init()) { Text("x") } }.id("m")
                        Color.red.frame(height: 20)
                    }
                }
            }
            """, 200, 100)
        #expect(frame(r, "m") == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(p.warnings.map(\.message) == ["MapKit's 'Map' is not drawn: a grey area takes its place"])
    }

    @Test(
        "a case returned as a type of a module the files do not hold is a stub of that type, never the same-named case of a type of the files (Aidoku's `toNew().title` read itself without end: a preview failed)"
    )
    func caseOfAModuleNotHeld() throws {
        let (r, p) = try layOut(
            """
            import AidokuRunner
            enum Rating {
                case safe, nsfw
                func toNew() -> AidokuRunner.ContentRating {
                    switch self {
                    case .safe: .safe
                    case .nsfw: .nsfw
                    }
                }
                var title: String { toNew().title }
            }
            struct V: View {
                var body: some View { Text(Rating.safe.title).font(.system(size: 10)).id("t") }
            }
            """, 200, 100)
        // The stub's member shows its name: `title`, 5 characters.
        #expect(frame(r, "t") == CGRect(x: 75, y: 45, width: 50, height: 10), "\(p.warnings)")
    }

    @Test(
        "PasteButton is the system's paste control: a prominent capsule button of the clipboard symbol and \"Paste\" (Swift Island's ticket toolbar showed a placeholder)"
    )
    func pasteButton() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        PasteButton(payloadType: String.self) { strings in print(strings) }.id("p")
                        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
                            .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).id("e")
                    }
                }
            }
            """, 300, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let paste = try #require(frame(r, "p")), explicit = try #require(frame(r, "e"))
        #expect(paste.size == explicit.size && paste.minX == explicit.minX)
        #expect(paste.width > paste.height && paste.height > 20, "\(paste)")
    }

    @Test("Calendar's standalone and quarter symbols, as Foundation gives them (Aidoku's heatmap rows were stubs)")
    func calendarStandaloneSymbols() throws {
        #expect(
            try shownTexts(
                """
                Text(Calendar.current.shortStandaloneWeekdaySymbols[1])
                Text(Calendar.current.veryShortStandaloneMonthSymbols[0])
                Text(Calendar.current.shortQuarterSymbols[3])
                Text(Calendar.current.amSymbol)
                """) == ["Mon", "J", "Q4", "AM"])
    }
}
