import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set T's unseen apps showed (MyHeartCounts, Feather, BookPlayer, Passepartout,
/// Nos).
extension RealAppClassesTests {
    @Test(
        "nonisolated before a conformance (SE-0470: final class Session: nonisolated Hashable, nonisolated Identifiable) parses, and the conformances are kept"
    )
    func nonisolatedConformance() throws {
        let code = #"""
            @MainActor
            final class Session: nonisolated Hashable, nonisolated Identifiable, Sendable {
                let name = "walk"
                nonisolated static func == (a: Session, b: Session) -> Bool { true }
                nonisolated func hash(into hasher: inout Hasher) {}
            }
            struct V: View {
                let session = Session()
                var body: some View { Text(session.name).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "t")?.width ?? 0) - 4 * 17) < 0.01)
    }

    @Test(
        "@Dependency resolves its key when read, so two clients whose previewValues name each other do not trap (Nos's PersistenceController and CurrentUser)"
    )
    func dependenciesNamingEachOther() throws {
        let code = #"""
            final class Store {
                @Dependency(\.user) private var user
                let title = "store"
                var owner: String { user.name }
            }
            final class User {
                @Dependency(\.store) private var store
                let name = "ann"
            }
            enum StoreKey: DependencyKey {
                static let liveValue = Store()
                static let previewValue = Store()
            }
            enum UserKey: DependencyKey {
                static let liveValue = User()
                static let previewValue = User()
            }
            extension DependencyValues {
                var store: Store { get { self[StoreKey.self] } set { self[StoreKey.self] = newValue } }
                var user: User { get { self[UserKey.self] } set { self[UserKey.self] = newValue } }
            }
            struct V: View {
                @Dependency(\.store) var store
                var body: some View { Text(store.title + store.owner).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "storeann": 8 glyphs.
        #expect(abs((frame(r, "t")?.width ?? 0) - 8 * 17) < 0.01)
    }

    @Test(
        "self._title = title sets a property the type declares as _title (NimbleKit's NBList), not a wrapper's storage"
    )
    func underscoredStoredProperty() throws {
        let code = #"""
            struct NBList<Content: View>: View {
                private var _title: String
                private var _content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self._title = title
                    self._content = content()
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(_title).id("title")
                        _content
                    }
                }
            }
            struct V: View {
                var body: some View { NBList("Settings") { Text("row").id("row") } }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "title")?.width ?? 0) - 8 * 17) < 0.01)
        #expect(abs((frame(r, "row")?.width ?? 0) - 3 * 17) < 0.01)
    }

    @Test(
        "an implicit member calling a static function an extension of String or LocalizedStringKey declares, where a title goes (Feather's .localized(\"Features\"))"
    )
    func localizedStaticFunctionAsTitle() throws {
        let code = #"""
            extension String {
                static func localized(_ name: String) -> String { name + "!" }
            }
            extension LocalizedStringKey {
                static func emphasised(_ key: String) -> LocalizedStringKey { LocalizedStringKey("**" + key + "**") }
            }
            struct V: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Label(.localized("Sign"), systemImage: "star").labelStyle(.titleOnly).id("label")
                        Button(.localized("Reset")) {}.id("button")
                        Text(.localized("Add")).id("text")
                        Text(.emphasised("Bold")).id("key")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "label")?.width ?? 0) - 5 * 17) < 0.01)
        #expect(abs((frame(r, "button")?.width ?? 0) - 6 * 17) < 0.01)
        #expect(abs((frame(r, "text")?.width ?? 0) - 4 * 17) < 0.01)
        // The key's Markdown is read: "Bold" without its asterisks.
        #expect(abs((frame(r, "key")?.width ?? 0) - 4 * 17) < 0.01)
    }

    @Test(
        "a type alias an extension declares inside a namespace enum names the type, called and as a value (Passepartout's extension ABI { typealias AppBundle = OpenAPIAppBundle })"
    )
    func namespaceExtensionTypeAlias() throws {
        let code = #"""
            enum ABI {}
            extension ABI {
                typealias AppBundle = OpenAPIAppBundle
                typealias Constants = OpenAPIConstants
            }
            struct OpenAPIAppBundle { var target: String }
            struct OpenAPIConstants { static let name = "vpn" }
            func typeName(_ t: Any.Type) -> String { "typed" }
            struct V: View {
                let bundle = ABI.AppBundle(target: "store")
                var body: some View {
                    VStack(spacing: 0) {
                        Text(bundle.target).id("called")
                        Text(ABI.Constants.name).id("member")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "called")?.width ?? 0) - 5 * 17) < 0.01)
        #expect(abs((frame(r, "member")?.width ?? 0) - 3 * 17) < 0.01)
    }

    @Test(
        "a library type's initializer as a function: header.map(Text.init) of an optional string (Passepartout's themeSection)"
    )
    func libraryInitializerAsFunction() throws {
        let code = #"""
            struct V: View {
                var header: String? = "Head"
                var footer: String? = nil
                var body: some View {
                    VStack(spacing: 0) {
                        header.map(Text.init).id("header")
                        footer.map(Text.init)
                        Text("end").id("end")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "header") == CGRect(x: 166, y: 33, width: 68, height: 17))
        // No footer: the end text follows the header directly.
        #expect(frame(r, "end")?.minY == 50)
    }

    @Test(
        "a static subscript (LaunchOptions[option]); a subscript a protocol's extension gives its conformers; a function returning some Protocol of the files returns a value, not a view (MyHeartCounts' launch options)"
    )
    func staticAndProtocolSubscripts() throws {
        let code = #"""
            struct LaunchOption<V> {
                let name: String
                let fallback: V
            }
            protocol OptionsContainer {
                func value<V>(for option: LaunchOption<V>) -> V?
            }
            extension OptionsContainer {
                subscript<V>(option: LaunchOption<V>) -> V { value(for: option) ?? option.fallback }
            }
            struct CommandLineContainer: OptionsContainer {
                let arguments: [String]
                func value<V>(for option: LaunchOption<V>) -> V? { nil }
            }
            final class LaunchOptions {
                static let options: any OptionsContainer = LaunchOptions.container(for: ["app"])
                static func container(for arguments: [String]) -> some OptionsContainer {
                    CommandLineContainer(arguments: arguments)
                }
                static subscript<V>(option: LaunchOption<V>) -> V { options[option] }
            }
            extension LaunchOptions {
                static let mode = LaunchOption(name: "--mode", fallback: "plain")
            }
            struct V: View {
                var body: some View { Text(LaunchOptions[LaunchOptions.mode]).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "t")?.width ?? 0) - 5 * 17) < 0.01)
    }

    @Test("Spezi's AsyncButton(_:state:action:) is the Button of its title at rest (its state idle)")
    func speziAsyncButton() throws {
        let code = #"""
            struct V: View {
                @State private var state = 0
                var body: some View {
                    AsyncButton("Enable", state: $state) { }.id("b")
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "b")?.width ?? 0) - 6 * 17) < 0.01)
    }

    @Test(
        "SDWebImageSwiftUI's WebImage before its image loads: its placeholder closure or .placeholder { }, else an empty image that takes the space offered"
    )
    func webImagePlaceholder() throws {
        let code = #"""
            struct V: View {
                let url = URL(string: "https://example.com/a.png")
                var body: some View {
                    VStack(spacing: 0) {
                        WebImage(url: url, content: { image in image.resizable() }, placeholder: {
                            Color.red.frame(width: 30, height: 20).id("closure")
                        })
                        WebImage(url: url).resizable().indicator(.activity).placeholder {
                            Color.blue.frame(width: 10, height: 10).id("modifier")
                        }
                        WebImage(url: url).resizable().frame(width: 40, height: 40).id("empty")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "closure")?.size == CGSize(width: 30, height: 20))
        #expect(frame(r, "modifier")?.size == CGSize(width: 10, height: 10))
        #expect(frame(r, "empty")?.size == CGSize(width: 40, height: 40))
        #expect(r.views(withID: "empty").first?.placeholder == nil)
    }

    @Test(
        "Passepartout's theme: a static property holding a closure, called; self.init(name) { Text(title) } is not the String overload again; a binding's animation(); members of a package's enum cases and a nested type's short name are stubs"
    )
    func passepartoutTheme() throws {
        let code = #"""
            import Combine
            enum Strings { enum Modules { enum Profile { static let title = "Profile" } } }
            extension Theme {
                enum ImageName { case add, close }
            }
            extension Theme.ImageName {
                static var defaultSystemName: (Self) -> String {
                    {
                        switch $0 {
                        case .add: return "plus"
                        case .close: return "xmark"
                        }
                    }
                }
            }
            final class Theme {}
            struct ThemeLabel<Title: View>: View {
                private let name: Theme.ImageName
                private let title: () -> Title
                init(_ name: Theme.ImageName, inForm: Bool = false, @ViewBuilder title: @escaping () -> Title) {
                    self.name = name
                    self.title = title
                }
                var body: some View {
                    HStack(spacing: 0) {
                        title()
                        Text(Theme.ImageName.defaultSystemName(name)).id("symbol")
                    }
                }
            }
            extension ThemeLabel where Title == Text {
                init(_ title: String, inForm: Bool = false, _ name: Theme.ImageName) {
                    self.init(name, inForm: inForm) { Text(title) }
                }
            }
            struct V: View {
                let subject = CurrentValueSubject<String, Never>("")
                let kinds: [ModuleKind] = [.OpenVPN, .WireGuard]
                @State private var on = true
                var body: some View {
                    let builder = Profile.Builder(id: "x")
                    VStack(spacing: 0) {
                        ThemeLabel(L10n.hide, .close).id("label")
                        Toggle("Pin", isOn: preferences.binding(\.pins).animation()).id("toggle")
                        Text("\(kinds.filter { !$0.isConnection }.count)").id("count")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(r.root.allViews.allSatisfy { $0.placeholder == nil }, "\(p.warnings)")
        // "xmark": the closure the static holds, called with .close.
        #expect(abs((frame(r, "symbol")?.width ?? 0) - 5 * 17) < 0.01)
        // The stub title "hide" before it.
        #expect(abs((frame(r, "label")?.width ?? 0) - 9 * 17) < 0.01)
        #expect(r.views(withID: "toggle").first?.placeholder == nil)
        // The unknown cases' isConnection is a stub: the filter runs and counts (one digit).
        #expect(abs((frame(r, "count")?.width ?? 0) - 17) < 0.01)
    }

    @Test(
        "an overload delegating to its sibling by type (Ruddarr's formatBytes(_: Float) calling formatBytes(_: some BinaryInteger) with 0) calls the sibling, however many arguments fit it"
    )
    func overloadDelegatesToSibling() throws {
        let code = #"""
            func formatBytes(_ bytes: some BinaryInteger, verbose: Bool = false) -> String { "int\(bytes)" }
            func formatBytes(_ bytes: Float, verbose: Bool = false) -> String {
                guard bytes > 0 else { return formatBytes(0, verbose: verbose) }
                return formatBytes(Int(bytes), verbose: verbose)
            }
            struct V: View {
                var body: some View { Text(formatBytes(Float(2.5))).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "int2": 4 glyphs.
        #expect(abs((frame(r, "t")?.width ?? 0) - 4 * 17) < 0.01)
    }

    @Test(
        "Spezi's OnboardingActionsView: its title in a bordered prominent button as wide as offered, 38 points high at least; a secondary button 10 points below"
    )
    func speziOnboardingActions() throws {
        let code = #"""
            VStack(spacing: 0) {
                OnboardingActionsView("Allow") { }.id("one")
                OnboardingActionsView(primaryText: "Next", primaryAction: { }, secondaryText: "Skip", secondaryAction: { }).id("two")
            }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let one = try #require(frame(r, "one"))
        #expect(one.width == 400 && one.height >= 38)
        let two = try #require(frame(r, "two"))
        // The secondary button (its 17-point title, padded 10 above) adds to the primary's height.
        #expect(two.height >= one.height + 10 + 17)
        #expect(r.views(withText: "Skip").count == 1 && r.views(withText: "Allow").count == 1)
    }

    @Test("a publisher's flatMap is its operator, not Optional's (BookPlayer's metadata publisher)")
    func publisherFlatMap() throws {
        let code = #"""
            import Combine
            final class Service {
                let subject = PassthroughSubject<[String: Any], Never>()
                var updates: AnyPublisher<Int, Never>?
                init() {
                    updates = subject.collect(3).flatMap({ changes in
                        var n = 0
                        for _ in changes { n += 1 }
                        return Just(n)
                    }).eraseToAnyPublisher()
                }
            }
            struct V: View {
                let service = Service()
                var body: some View { Text("ok").id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(abs((frame(r, "t")?.width ?? 0) - 2 * 17) < 0.01)
    }

    @Test(
        "colors.compactMap(Color.init(hex:)) calls the initializer of those labels; a string variable's removeFirst(), append and insert change it; UInt64(text, radix: 16) (Flipcash's token cards)"
    )
    func initializerReferenceWithLabels() throws {
        let code = #"""
            extension Color {
                init?(hex: String) {
                    var text = hex
                    if text.hasPrefix("#") { text.removeFirst() }
                    guard text.count == 6, let rgb = UInt64(text, radix: 16) else { return nil }
                    self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
                }
            }
            struct Tag { let name: String; init(title: String) { name = title + "!" } }
            struct V: View {
                let colors = ["#FF0000", "nope"]
                var body: some View {
                    var word = "ab"
                    word.append("c")
                    word.insert("x", at: 0)
                    let removed = word.removeLast()
                    let tags = ["a"].map(Tag.init(title:))
                    return VStack(spacing: 0) {
                        ForEach(colors.compactMap(Color.init(hex:)), id: \.self) { $0.frame(width: 10, height: 10) }
                        Text(word + removed + tags[0].name).id("t")
                    }
                }
            }
            """#
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: CGSize(width: 200, height: 100))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        // "xab" + "c" + "a!": 6 glyphs; one colour parsed (the other is nil).
        #expect(abs((tree.result()["t"]?.frame.width ?? 0) - 6 * 17) < 0.01)
        let top = (100 - 10 - 17) / 2
        let p = RasterRenderer(scale: 1).render(DisplayList(tree)).straightPixel(x: 100, y: top + 5)
        #expect([p.r, p.g, p.b] == [255, 0, 0])
    }

    @Test(
        "UIFont.preferredFont(forTextStyle: .caption1).pointSize is the caption's size at the default Dynamic Type size (Palace's font modifier)"
    )
    func preferredFontPointSize() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").font(.system(size: UIFont.preferredFont(forTextStyle: .caption1).pointSize)).id("t")
                        Text("ab").font(.system(size: UIFont.preferredFont(forTextStyle: mapped).pointSize)).id("body")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.count == 2, "\(p.warnings)")
        // Caption is 12 points at .large: two Ahem glyphs 24 wide.
        #expect(abs((frame(r, "t")?.width ?? 0) - 24) < 0.01)
        // A style Plumb cannot read (Nos's own mapping, unqualified in an extension) is the
        // body's, 17 points, never 0 (which hid Nos's button titles).
        #expect(abs((frame(r, "body")?.width ?? 0) - 34) < 0.01)
    }

    @Test(
        "an unknown function called unqualified in a view's body is no modifier of the view itself, and its view builder is drawn (openedx's AlertView and a package's adaptiveStack stopped on the depth limit)"
    )
    func unknownFunctionInsideViewBody() throws {
        let code = #"""
            struct Alert: View {
                var body: some View {
                    VStack(spacing: 0) {
                        adaptiveStack(spacing: 10, isHorizontal: false) { Text("t") }
                        Text("after").id("after")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(p.layoutErrors.isEmpty && p.failures.isEmpty, "\(p.layoutErrors)")
        #expect(abs((frame(r, "after")?.width ?? 0) - 5 * 17) < 0.01)
        // Its content is drawn, in the labelled frame of a container Plumb does not know.
        #expect(r.views(withText: "t").count == 1)
    }

    @Test(
        "a computed property read unqualified inside another member of an extension of a library type is that extension's, on self (Nos's uiFontTextStyle in extension Font.TextStyle)"
    )
    func siblingMemberOfLibraryExtension() throws {
        let code = #"""
            extension String {
                var doubled: String { self + self }
                var shouted: String { doubled + "!" }
            }
            struct V: View {
                var body: some View { Text("ab".shouted).id("t") }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "abab!": 5 glyphs.
        #expect(abs((frame(r, "t")?.width ?? 0) - 5 * 17) < 0.01)
    }
}
