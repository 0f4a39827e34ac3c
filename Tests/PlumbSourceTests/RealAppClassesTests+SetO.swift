import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set O's unseen apps showed (Mlem, Mochi, swift-paperless, damus, swiyu).
extension RealAppClassesTests {
    @Test(
        "containerBackground(_:for: .navigation) fills the NavigationStack behind the root and its bars; the root keeps its frame"
    )
    func containerBackground() throws {
        func svg(_ view: some View) -> String { drawnSVG(view, in: CGSize(width: 200, height: 300)) }
        let code = #"""
            NavigationStack {
                Text("Hi").id("t")
                    .navigationTitle("T")
                    .containerBackground(Color.yellow, for: .navigation)
            }
            """#
        let (r, p) = try layOut(code, 200, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let plain = LayoutTree.layout(
            NavigationStack { Text("Hi").id("t").navigationTitle("T") }, in: CGSize(width: 200, height: 300),
            environment: .ahem)
        #expect(frame(r, "t") == plain["t"]?.frame)
        #expect(frame(r, "t")?.size == CGSize(width: 34, height: 17))
        let built = svg(
            NavigationStack {
                Text("Hi").id("t").navigationTitle("T").containerBackground(Color.yellow, for: .navigation)
            })
        #expect(svg(p.view) == built)
        // The fill covers the whole stack: 200 × 300 from its origin.
        #expect(built.contains(##"data-type="Rectangle" x="0" y="0" width="200" height="300" fill="#ffcc00""##))
        // Outside a navigation container, or for a tab view, nothing is drawn.
        #expect(svg(Text("Hi").containerBackground(Color.yellow, for: .navigation)) == svg(Text("Hi")))
        #expect(
            svg(NavigationStack { Text("Hi").containerBackground(Color.yellow, for: .tabView) })
                == svg(NavigationStack { Text("Hi") }))
    }

    @Test(
        "a ShapeStyle the files declare resolves in the environment: resolve(in:) reads a key's default, a key path called as a function"
    )
    func userShapeStyle() throws {
        let code = #"""
            struct Palette { var label = Labels() }
            struct Labels { var primary = Color(red: 0, green: 0, blue: 1) }
            private struct PaletteKey: EnvironmentKey { static let defaultValue = Palette() }
            extension EnvironmentValues {
                var palette: Palette {
                    get { self[PaletteKey.self] }
                    set { self[PaletteKey.self] = newValue }
                }
            }
            struct ThemedColor: ShapeStyle, View {
                let getColor: (Palette) -> Color
                func resolve(in environment: EnvironmentValues) -> Color { getColor(environment.palette) }
                var body: some View { Color.clear }
            }
            extension ShapeStyle where Self == ThemedColor {
                static var themedPrimary: ThemedColor { .init(getColor: \.label.primary) }
            }
            struct V: View {
                var body: some View {
                    Rectangle().fill(.themedPrimary).frame(width: 10, height: 10).background(.themedPrimary)
                }
            }
            """#
        let program = try SourceReader.read(code, name: "V.swift", canvas: CGSize(width: 20, height: 20))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 20, height: 20), scale: 1)
        let svg = SVGWriter().document(DisplayList(tree))
        #expect(svg.contains(##"fill="#0000ff""##))
        #expect(!svg.contains(##"fill="#8e8e93""##))
    }

    @Test(
        "@Dependency reads a key's previewValue, else its liveValue, else its testValue: by key path through DependencyValues, by type, and as a local"
    )
    func dependencies() throws {
        let (r, p) = try layOut(
            #"""
            struct Greeter { var greeting: () -> String }
            extension Greeter: DependencyKey {
                static let liveValue = Greeter(greeting: { "live" })
                static let previewValue = Greeter(greeting: { "ab" })
            }
            struct Namer { var name: String }
            extension Namer: DependencyKey { static let liveValue = Namer(name: "abc") }
            struct Tester { var text: String }
            extension Tester: TestDependencyKey { static let testValue = Tester(text: "abcde") }
            extension DependencyValues {
                var greeter: Greeter {
                    get { self[Greeter.self] }
                    set { self[Greeter.self] = newValue }
                }
            }
            struct V: View {
                @Dependency(\.greeter) var greeter
                @Dependency(Namer.self) var namer
                static var tested: String {
                    @Dependency(Tester.self) var tester
                    return tester.text
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(greeter.greeting()).id("g")
                        Text(namer.name).id("n")
                        Text(Self.tested).id("t")
                    }
                }
            }
            """#, 300, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "g")?.width == 34)
        #expect(frame(r, "n")?.width == 51)
        #expect(frame(r, "t")?.width == 85)
    }

    @Test(
        "an extension's init of a library view taking a type of the files first is chosen over the library's (NavigationLink(.settings(.account)) { ... })"
    )
    func extensionInitializerByDeclaredType() throws {
        let (r, p) = try layOut(
            #"""
            enum Page: Hashable { case settings(Int), about }
            extension NavigationLink where Destination == Never {
                init(_ page: Page, @ViewBuilder label: () -> Label) {
                    self.init(value: page, label: label)
                }
            }
            struct V: View {
                var body: some View {
                    NavigationLink(.settings(1)) { Text("Row").id("row") }
                }
            }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "row")?.size == CGSize(width: 51, height: 17))
    }

    @Test(
        "a stub where a type of the files is declared is that type's typical value: @State var theme: Theme = client.theme draws Theme's first case"
    )
    func stubOfDeclaredType() throws {
        let (r, _) = try layOut(
            #"""
            enum Theme { case automatic, dark
                var name: String { switch self { case .automatic: "auto"; case .dark: "dark!" } }
            }
            struct V: View {
                @State var theme: Theme = UnknownClient.shared.theme
                var body: some View { Text(theme.name).id("t") }
            }
            """#, 200, 100)
        #expect(frame(r, "t")?.width == 68)
    }

    @Test(
        "an extension's init calling self.init(...) picks another overload, not itself (Color(light: Color, dark: Color) → Color(light: UIColor, dark: UIColor))"
    )
    func extensionInitializerDelegation() throws {
        let (r, p) = try layOut(
            #"""
            extension Color {
                init(light: Color, dark: Color) {
                    self.init(light: UIColor(light), dark: UIColor(dark))
                }
                init(light: UIColor, dark: UIColor) {
                    self.init(uiColor: light)
                }
            }
            struct V: View {
                var body: some View { Color(light: .red, dark: .blue).frame(width: 10, height: 10).id("c") }
            }
            """#, 200, 100)
        #expect(p.warnings.filter { $0.message.contains("nested too deeply") }.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c") == CGRect(x: 95, y: 45, width: 10, height: 10))
    }

    @Test(
        "TCA: NavigationStackStore(path) { root } destination: { ... } is a NavigationStack of its root; an app's WithViewStore init is passed over"
    )
    func navigationStackStore() throws {
        let (r, p) = try layOut(
            #"""
            @Reducer struct Feature {
                struct Info: Equatable { var title = "abc" }
                @ObservableState struct State: Equatable { var path = StackState<Int>(); var info = Info() }
                enum Action { case path(StackAction<Int, Never>) }
            }
            extension WithViewStore {
                init<State, Action>(_ store: Store<State, Action>, observe: @escaping (State) -> ViewState, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
                    self.init(store, observe: observe, send: Action.view, content: content)
                }
            }
            struct V: View {
                let store: StoreOf<Feature>
                var body: some View {
                    NavigationStackStore(store.scope(state: \.path, action: \.path)) {
                        WithViewStore(store, observe: \.info) { viewStore in
                            Text(viewStore.title).id("root")
                        }
                        .navigationTitle("Items")
                    } destination: { _ in
                        Text("pushed")
                    }
                }
            }
            """#, 200, 300)
        #expect(p.warnings.map(\.message).filter { !$0.contains("needs 'store'") && !$0.contains("StackState") } == [])
        let built = LayoutTree.layout(
            NavigationStack { Text("abc").id("root").navigationTitle("Items") }, in: CGSize(width: 200, height: 300),
            environment: .ahem)
        #expect(frame(r, "root") == built["root"]?.frame)
        #expect(frame(r, "root")?.width == 51)
    }

    @Test("a view whose body is a stored property (a type-erased label set in its init) draws what it holds")
    func storedBody() throws {
        let (r, p) = try layOut(
            #"""
            struct ErasedLabel: View {
                init(content: some View) { body = AnyView(content) }
                var body: AnyView
            }
            struct V: View {
                var body: some View { ErasedLabel(content: Text("abc").id("t")) }
            }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 74.5, y: 41.5, width: 51, height: 17))
    }

    @Test("an operator an extension of a library type declares compares its implicit members (ControlSize by rank)")
    func extensionOperator() throws {
        let (r, p) = try layOut(
            #"""
            extension ControlSize {
                static func < (a: ControlSize, b: ControlSize) -> Bool { a.rank < b.rank }
                private var rank: Int {
                    switch self {
                    case .mini: 1
                    case .small: 2
                    case .regular: 3
                    case .large: 4
                    default: 5
                    }
                }
            }
            struct V: View {
                @Environment(\.controlSize) var controlSize
                var body: some View {
                    Text(controlSize < .large ? "ab" : "abcd").id("t")
                }
            }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.width == 34)
    }

    @Test(
        "Foundation as set O used it: getRed(_:green:blue:alpha:) fills its variables, pow and sin inside an extension of Color, String(decoding:as:), NumberFormatter.localizedString(from:number:), an angle's radians"
    )
    func foundationDetails() throws {
        let (r, p) = try layOut(
            #"""
            extension Color {
                var luminance: Double {
                    var red: CGFloat = 0
                    var green: CGFloat = 0
                    var blue: CGFloat = 0
                    var alpha: CGFloat = 0
                    UIColor(self).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                    return sqrt(0.299 * pow(red, 2) + 0.587 * pow(green, 2) + 0.114 * pow(blue, 2))
                }
            }
            struct V: View {
                let angle = Angle.degrees(180)
                var body: some View {
                    VStack(spacing: 0) {
                        Text(Color(red: 1, green: 1, blue: 0).luminance > 0.8 ? "ab" : "abcdef").id("l")
                        Text(String(decoding: Data("hey".utf8), as: UTF8.self)).id("d")
                        Text(NumberFormatter.localizedString(from: NSNumber(integerLiteral: 1234), number: .decimal)).id("n")
                        Text(sin(angle.radians / 2) == 1 ? "a" : "abc").id("s")
                    }
                }
            }
            """#, 300, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // sqrt(0.299 + 0.587) ≈ 0.94: "ab"; "hey"; "1,234"; sin(π/2) = 1: "a".
        #expect(frame(r, "l")?.width == 34)
        #expect(frame(r, "d")?.width == 51)
        #expect(frame(r, "n")?.width == 85)
        #expect(frame(r, "s")?.width == 17)
    }

    @Test(
        "styles the files declare as protocol-extension statics apply by name: .labelStyle(.squircle), .buttonStyle(.pill); a built-in name stays built in"
    )
    func declaredStylesByName() throws {
        let (r, p) = try layOut(
            #"""
            struct SquircleLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) { configuration.title.padding(5).id("title") }
                }
            }
            extension LabelStyle where Self == SquircleLabelStyle { static var squircle: SquircleLabelStyle { .init() } }
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(3).id("pill") }
            }
            extension ButtonStyle where Self == Pill { static var pill: Pill { .init() } }
            enum Look { case plain, fancy }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Label("ab", systemImage: "gear").labelStyle(.squircle)
                        Button("abc") {}.buttonStyle(.pill)
                        Button("abcd") {}.buttonStyle(.plain).id("plain")
                    }
                }
            }
            """#, 300, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "title")?.size == CGSize(width: 44, height: 27))
        #expect(frame(r, "pill")?.size == CGSize(width: 57, height: 23))
        #expect(frame(r, "plain")?.size == CGSize(width: 68, height: 17))
    }

    @Test(
        "implicit members through statics: Icons.Icon (a module-qualified type), .settings.general (a static of the one type whose value has the member), .custom.footnote (a font extension's static)"
    )
    func implicitStaticChains() throws {
        let (r, p) = try layOut(
            #"""
            struct Icon { let name: String
                struct SettingsIcons { let general = Icon(name: "ab") }
                static let settings = SettingsIcons()
            }
            enum Page { case settings(Int) }
            enum Icons { static let unrelated = 1 }
            struct CustomFonts { let footnote = Font.system(size: 10) }
            extension Font { static let custom = CustomFonts() }
            extension Text {
                init(icon: Icons.Icon) { self.init(icon.name) }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(icon: .settings.general).id("i")
                        Text("abc").font(.custom.footnote).id("f")
                    }
                }
            }
            """#, 300, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "i")?.size == CGSize(width: 34, height: 17))
        #expect(frame(r, "f")?.size == CGSize(width: 30, height: 10))
    }

    @Test(
        "sizeCategory.isAccessibilityCategory and dynamicTypeSize.isAccessibilitySize are the library's; .capsule(style:) clips"
    )
    func accessibilitySizesAndCapsuleStyle() throws {
        let (r, p) = try layOut(
            #"""
            struct V: View {
                @Environment(\.sizeCategory) var sizeCategory
                @Environment(\.dynamicTypeSize) var dynamicTypeSize
                var body: some View {
                    VStack(spacing: 0) {
                        Text(sizeCategory.isAccessibilityCategory ? "abc" : "a").id("c")
                        Text(dynamicTypeSize.isAccessibilitySize ? "abc" : "ab").id("d")
                        Color.red.frame(width: 20, height: 10).clipShape(.capsule(style: .continuous)).id("s")
                    }
                }
            }
            """#, 300, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c")?.width == 17)
        #expect(frame(r, "d")?.width == 34)
        #expect(frame(r, "s")?.size == CGSize(width: 20, height: 10))
    }

    @Test(
        "GlassEffectContainer(spacing:) stacks its content as the library does; Material.ultraThinMaterial is the material"
    )
    func glassEffectContainer() throws {
        let code = #"""
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 4) { Text("ab").id("a"); Text("c").glassEffect() }
            }
            .background(Material.ultraThinMaterial)
            .id("g")
            """#
        let (r, p) = try layOut(code, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let built = LayoutTree.layout(
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 4) {
                    Text("ab").id("a"); Text("c").glassEffect()
                }
            }
            .background(Material.ultraThin).id("g"), in: CGSize(width: 200, height: 100), environment: .ahem)
        #expect(frame(r, "g") == built["g"]?.frame)
        #expect(frame(r, "g") == CGRect(x: 72.5, y: 41.5, width: 55, height: 17))
        #expect(frame(r, "a") == built["a"]?.frame)
    }

    @Test(
        "an implicit member through a type nested in the expected one: .Mock.sample for a Credential is Credential.Mock.sample, whose Self.File is Credential.Mock.File"
    )
    func nestedTypeImplicitMember() throws {
        let (r, p) = try layOut(
            #"""
            struct Credential { let name: String }
            extension Credential {
                struct Mock {
                    struct File { static let sample = "abc" }
                    static let sample = Credential(name: Self.File.sample)
                }
            }
            struct Card: View {
                let credential: Credential
                init(_ credential: Credential) { self.credential = credential }
                var body: some View { Text(credential.name).id("t") }
            }
            #Preview { Card(.Mock.sample) }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.width == 51)
    }

    @Test(
        "_VariadicView.Tree(root) { content } runs the root's body(children:) with the content's views, each with an id (Mochi's settings groups)"
    )
    func variadicView() throws {
        let (r, p) = try layOut(
            #"""
            struct Divided: _VariadicView_UnaryViewRoot {
                @ViewBuilder
                func body(children: _VariadicView.Children) -> some View {
                    let last = children.last?.id
                    VStack(spacing: 0) {
                        ForEach(children) { child in
                            child
                            if child.id != last { Color.red.frame(width: 30, height: 1).id("divider") }
                        }
                    }
                }
            }
            struct V: View {
                var body: some View {
                    _VariadicView.Tree(Divided()) {
                        Text("a")
                        Text("b")
                        Text("c")
                    }
                    .id("tree")
                }
            }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Three 17-tall rows and two 1-tall dividers.
        #expect(frame(r, "tree")?.size == CGSize(width: 30, height: 53))
        #expect(r.all("divider").count == 2)
    }

    @Test(
        "a method an extension of Shape adds draws on the shape (Mochi's style(withStroke:fill:)); @Dependency(\\.client.member) follows the path"
    )
    func shapeExtensionAndDependencyPath() throws {
        let (r, p) = try layOut(
            #"""
            extension Shape {
                func style(withStroke stroke: some ShapeStyle, lineWidth: CGFloat = 1, fill: some ShapeStyle) -> some View {
                    self.stroke(stroke, lineWidth: lineWidth).background(self.fill(fill))
                }
            }
            struct Client { var title: String }
            extension Client: DependencyKey { static let liveValue = Client(title: "abcd") }
            extension DependencyValues {
                var client: Client {
                    get { self[Client.self] }
                    set { self[Client.self] = newValue }
                }
            }
            struct V: View {
                @Dependency(\.client.title) var title
                var body: some View {
                    VStack(spacing: 0) {
                        RoundedRectangle(cornerRadius: 4).style(withStroke: Color.gray, fill: Color.red)
                            .frame(width: 20, height: 10).id("s")
                        Text(title).id("t")
                    }
                }
            }
            """#, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "s")?.size == CGSize(width: 20, height: 10))
        #expect(frame(r, "t")?.width == 68)
    }

    @Test(
        "UIDevice.current is the device drawn on (a phone below 600 wide, a pad above), through an extension's static; Alignment(horizontal:vertical:); String(bytes:encoding:)"
    )
    func deviceAlignmentAndBytes() throws {
        let code = #"""
            extension UIDevice {
                static var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }
                var isIPad: Bool { userInterfaceIdiom == .pad }
            }
            struct V: View {
                var body: some View {
                    ZStack(alignment: Alignment(horizontal: .trailing, vertical: .bottom)) {
                        Color.clear.frame(width: 100, height: 50)
                        Text(UIDevice.isPhone ? "ab" : "abcd").id("t")
                    }
                    .overlay(alignment: .topLeading) { Text(String(bytes: Data("xyz".utf8), encoding: .utf8) ?? "").id("b") }
                    .overlay(alignment: .bottomLeading) { Text(UIDevice.current.isIPad ? "pad" : "p").id("i") }
                }
            }
            """#
        let (r, p) = try layOut(code, 300, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // The ZStack is 100 × 50 at (100, 25): "ab" at its bottom trailing corner.
        #expect(frame(r, "t") == CGRect(x: 166, y: 58, width: 34, height: 17))
        #expect(frame(r, "b")?.width == 51)
        #expect(frame(r, "i")?.width == 17)
        let (pad, _) = try layOut(code, 800, 100)
        #expect(frame(pad, "t")?.width == 68)
        #expect(frame(pad, "i")?.width == 51)
    }
}
