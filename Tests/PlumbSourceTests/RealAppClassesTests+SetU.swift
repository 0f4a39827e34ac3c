import Foundation
import PlumbTestSupport
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set U's unseen apps showed (MBTA, RIA DigiDoc, Unwatched, BeMatch, Photo Club
/// Hub).
extension RealAppClassesTests {
    @Test(
        "a static function the files do not declare, of a type they do (an extension in a remote package), is a stub with a warning, not a stop"
    )
    func undeclaredStaticFunctionOfDeclaredType() throws {
        let code = #"""
            final class Photographer { var name = "jan" }
            enum Expertise { case portrait }
            struct V: View {
                var body: some View {
                    let p = Photographer.findCreateUpdate(name: "jan")
                    let all = Expertise.supported
                    VStack {
                        Text("card").id("t")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(abs((frame(r, "t")?.width ?? 0) - 4 * 17) < 0.01)
        #expect(
            p.warnings.map(\.message).sorted() == [
                "'Expertise.supported' is not a member Plumb knows: using a stub",
                "'Photographer.findCreateUpdate' is not a member Plumb knows: using a stub",
            ])
    }

    @Test(
        "a TCA feature's enum State is its store's state, and swift-case-paths' is(\\.case) tells its case (BeMatch's RootNavigation)"
    )
    func enumStateStoreAndCaseIs() throws {
        let code = #"""
            @Reducer
            struct Feature {
                @ObservableState
                enum State: Equatable { case loading, content(String) }
            }
            enum Tab: Equatable { case home, search }
            struct V: View {
                let store: StoreOf<Feature>
                let tab: Tab
                var body: some View {
                    VStack(spacing: 0) {
                        switch store.state {
                        case .loading: Text("load").id("a")
                        case .content: Text("content").id("a")
                        }
                        Text(tab.is(\.search) ? "searching" : "home").id("b")
                    }
                }
            }
            V(store: Store(initialState: Feature.State.loading) { Feature() }, tab: .search)
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "a")?.width ?? 0) - 4 * 17) < 0.01)
        #expect(abs((frame(r, "b")?.width ?? 0) - 9 * 17) < 0.01)
    }

    @Test(
        "FactoryKit: Container.shared.name() is the factory's value, made once; @Injected(\\.name) reads it; onPreview's closure is the preview's; a nested Constants.Container does not take the extension"
    )
    func factoryKitContainer() throws {
        let code = #"""
            import FactoryKit
            enum Constants { struct Container { static let limit = 3 } }
            final class Settings: ObservableObject {
                @Published var title = "Hello"
                var count = 0
            }
            extension Container {
                var settings: Factory<Settings> { self { Settings() }.singleton }
                var greeting: Factory<String> { self { "live" }.onPreview { "preview" } }
                var counter: Factory<Int> { self { @MainActor in 7 }.scope(.session) }
            }
            struct V: View {
                @EnvironmentObject var settings: Settings
                @Injected(\.greeting) var greeting
                var body: some View {
                    VStack(spacing: 0) {
                        Text(settings.title).id("a")
                        Text(greeting).id("b")
                        Text(String(Container.shared.counter() + Constants.Container.limit)).id("c")
                    }
                }
            }
            V().environmentObject(Container.shared.settings())
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "a")?.width ?? 0) - 5 * 17) < 0.01)
        #expect(abs((frame(r, "b")?.width ?? 0) - 7 * 17) < 0.01)
        #expect(abs((frame(r, "c")?.width ?? 0) - 2 * 17) < 0.01)
    }

    @Test(
        "an extension View modifier of the library's name whose parameter is a type of the files is the one a value of that type calls, on a Text too (MBTA's font(_ typography: Typography))"
    )
    func viewExtensionOverloadByDeclaredType() throws {
        let code = #"""
            struct Typography {
                let font: Font
                let lineSpacing: CGFloat
                static let title = Typography(font: .system(size: 30), lineSpacing: 4)
            }
            extension View {
                func font(_ typography: Typography) -> some View {
                    font(typography.font).lineSpacing(typography.lineSpacing)
                }
            }
            VStack(spacing: 0) {
                Text("ab").font(Typography.title).id("a")
                Text("ab").font(.system(size: 10)).id("b")
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "a")?.width ?? 0) - 2 * 30) < 0.01)
        #expect(abs((frame(r, "b")?.width ?? 0) - 2 * 10) < 0.01)
    }

    @Test(
        "a string is no function: SheetHeader(title: \"short\") calls the extension's init(title: String), not the @ViewBuilder title: () -> Title one; .init(onBack:) of a type no file declares has its arguments as members"
    )
    func stringArgumentSkipsFunctionParameter() throws {
        let code = #"""
            struct Header<Title: View>: View {
                let title: () -> Title
                let callbacks: NavigationCallbacks
                init(@ViewBuilder title: @escaping () -> Title, callbacks: NavigationCallbacks) {
                    self.title = title
                    self.callbacks = callbacks
                }
                var body: some View {
                    HStack(spacing: 0) {
                        title()
                        if callbacks.showsClose { Text("x").id("x") }
                    }
                }
            }
            extension Header where Title == Text {
                init(title: String, callbacks: NavigationCallbacks) {
                    self.title = { Text(title) }
                    self.callbacks = callbacks
                }
            }
            Header(title: "short", callbacks: .init(onBack: {}, showsClose: true)).id("h")
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.views(withText: "short").count == 1)
        #expect(abs((frame(r, "h")?.width ?? 0) - 6 * 17) < 0.01)
        #expect(frame(r, "x") != nil)
    }

    @Test(
        "a dictionary's mapValues, compactMapValues and filter keep it a dictionary; a binding's animation() and wrappedValue are the binding; Edge.Set([.horizontal]) is that set; UIFontMetrics scales a font by 1 at the default size"
    )
    func dictionariesBindingsEdgeSetsAndScaledFonts() throws {
        let code = #"""
            struct Settings { var showMembers = true }
            struct V: View {
                @Binding var settings: Settings
                @State private var on = false
                let sizes = ["a": 1, "b": 2, "c": 3]
                var body: some View {
                    let doubled = sizes.mapValues { $0 * 2 }
                    let odd = sizes.filter { $0.value % 2 == 1 }
                    let kept = sizes.compactMapValues { $0 > 1 ? $0 : nil }
                    VStack(spacing: 0) {
                        Text("\(doubled["c"]!) \(odd.count) \(kept.count)").id("t")
                        Toggle("m", isOn: $on.animation()).id("g")
                        Text(settings.wrappedValue.showMembers ? "yes" : "no").id("w")
                        Text("p").padding(Edge.Set([.horizontal]), 10).id("p")
                        Text("f").font(Font(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 20)))).id("f")
                    }
                }
            }
            V(settings: .constant(Settings()))
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.views(withText: "6 2 2").count == 1)
        #expect(r.views(withText: "yes").count == 1)
        #expect(abs((frame(r, "p")?.width ?? 0) - (17 + 20)) < 0.01)
        #expect(abs((frame(r, "p")?.height ?? 0) - 17) < 0.01)
        #expect(abs((frame(r, "f")?.width ?? 0) - 20) < 0.01)
    }

    @Test(
        "the library's layouts as values: a computed AnyLayout property called on content lays it out (Unwatched's VideoListItem), HStackLayout's alignment and spacing and VStackLayout's spacing kept"
    )
    func anyLayoutPropertyCalledOnContent() throws {
        let code = #"""
            struct Row: View {
                let compact: Bool
                private var layout: AnyLayout {
                    compact ? AnyLayout(HStackLayout(alignment: .top, spacing: 8)) : AnyLayout(VStackLayout(spacing: 8))
                }
                var body: some View {
                    layout {
                        Color.red.frame(width: 50, height: 30).id(compact ? "a" : "c")
                        Text("title").id(compact ? "b" : "d")
                    }
                }
            }
            VStack(spacing: 0) { Row(compact: true); Row(compact: false) }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let a = try #require(frame(r, "a")), b = try #require(frame(r, "b"))
        let c = try #require(frame(r, "c")), d = try #require(frame(r, "d"))
        #expect(abs(b.minX - (a.maxX + 8)) < 0.01 && abs(b.minY - a.minY) < 0.01)
        #expect(abs(d.minY - (c.maxY + 8)) < 0.01)
    }

    @Test(
        "a method an extension of Binding adds is called on a binding read as its value (Unwatched's $tab.onUpdate { }), wrappedValue inside it the value; @ScaledMetric(wrappedValue:) starts with its argument"
    )
    func bindingExtensionAndScaledMetricArgument() throws {
        let code = #"""
            extension Binding {
                func onUpdate(_ closure: @escaping (Value) -> Void) -> Binding<Value> {
                    Binding(get: { wrappedValue }, set: { newValue in closure(newValue); wrappedValue = newValue })
                }
                func removeDuplicates() -> Binding<Value> {
                    .init { self.wrappedValue } set: { newValue, transaction in }
                }
            }
            enum Tab: Hashable { case queue, library }
            struct V: View {
                @State private var tab = Tab.library
                @State private var url = ""
                static let size: CGFloat = 46
                @ScaledMetric(wrappedValue: size) private var scaled: CGFloat
                var body: some View {
                    VStack(spacing: 0) {
                        Picker("tab", selection: $tab.onUpdate { _ in }) {
                            Text("queue").tag(Tab.queue)
                            Text("library").tag(Tab.library)
                        }
                        .pickerStyle(.segmented)
                        Text(tab == .library ? "lib" : "q").id("t")
                        TextField("url", text: $url.removeDuplicates()).id("f")
                        Color.red.frame(width: scaled, height: 10).id("c")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "t")?.width ?? 0) - 3 * 17) < 0.01)
        #expect(frame(r, "c")?.width == 46)
        // `.init { self.wrappedValue } set: { ... }` (Mochi): the binding read through its getter,
        // an empty string, so the field shows its prompt.
        #expect(r.views(withText: "url").count == 1)
        #expect(r.views(withText: "init").isEmpty)
    }

    @Test(
        "=== and !== compare objects, nil with nil (Unwatched's dummyVideo !== video where the dummy is nil); #Preview(as:widget:timeline:) parses with the widget closure as its body"
    )
    func identityOperatorsAndWidgetPreviews() throws {
        let code = #"""
            final class Video { let title = "v" }
            struct V: View {
                let video = Video()
                let dummy: Video? = nil
                var body: some View {
                    let other = Video()
                    Text((dummy !== video ? "a" : "b") + (video === video ? "c" : "d") + (other === video ? "e" : "f")
                        + (dummy === nil ? "g" : "h")).id("t")
                }
            }
            #Preview(as: .accessoryCircular, widget: {
                V()
            }, timeline: {
                Video()
            })
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.views(withText: "acfg").count == 1)
    }

    @Test("an Xcode file template's folder (Feature.xctemplate, sources with ___VARIABLE_name___) is not read")
    func xcodeTemplatesAreNotRead() throws {
        let root = Scratch.folder.appendingPathComponent("plumb-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("App/A.swift", "struct A {}"),
            ("XCTemplates/Feature.xctemplate/___FILEBASENAME___.swift", "struct ___VARIABLE_productName: View {}"),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = SwiftFileWalk.files(under: root.path).map { String($0.dropFirst(root.path.count + 1)) }
        #expect(found == ["App/A.swift"])
    }

    @Test(
        "wrappedValue inside an extension of Binding is self only for a value Plumb knows: a stub self does not read the extension's property through itself without end (Flipper's notifications.archive)"
    )
    func bindingExtensionPropertyOnStubEnds() throws {
        let code = #"""
            struct InApp {
                var archive: Archive = .init()
                struct Archive { var showImported = false }
            }
            extension Binding where Value == InApp {
                var archive: Value.Archive {
                    get { wrappedValue.archive }
                    nonmutating set { wrappedValue.archive = newValue }
                }
            }
            private struct InAppKey: EnvironmentKey {
                static let defaultValue: Binding<InApp> = .constant(.init())
            }
            extension EnvironmentValues {
                var inApp: Binding<InApp> {
                    get { self[InAppKey.self] }
                    set { self[InAppKey.self] = newValue }
                }
            }
            struct V: View {
                @Environment(\.inApp) private var inApp
                var body: some View {
                    Text(inApp.archive.showImported ? "yes" : "no").id("t")
                }
            }
            """#
        let (r, _) = try layOut(code, 400, 100)
        #expect(frame(r, "t") != nil)
        #expect(r.views(withText: "no").count + r.views(withText: "yes").count == 1)
    }

    @Test(
        "a .init(...) value of a type no file declares is no enum case: another package type's extension property of the member's name is not read on it (MBTA's RoutePill drew 594 boxes)"
    )
    func initValueIsNoCaseOfAnExtendedType() throws {
        let code = #"""
            extension RoutePickerPath {
                var textColor: Color { Color.red }
            }
            struct Pill: View {
                let spec: PillSpec
                let label: String
                init(route: Int?) {
                    spec = .init(route: route, height: 2)
                    label = spec.textColor
                }
                var body: some View { Text(label).id("t") }
            }
            Pill(route: nil)
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(frame(r, "t") != nil)
        #expect(p.warnings.map(\.message) == ["'.init' has no member 'textColor' here: using a stub"])
    }
}
