import Foundation
import Plumb
import Testing

/// Swift as real app files write it: each construct read and laid out, with exact frames (Ahem
/// text: every character 1 em square, `.font(.system(size: 10))` makes it 10×10).
struct SwiftLanguageTests {
    @Test("a Button's action with statements parses and never runs; onAppear runs as the view appears")
    func actionsNeverRun() throws {
        let (r, p) = try layOut(
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Button(action: { count += 1; for _ in 0..<3 { count *= 2 } }) {
                        Text("Tap \\(count)").font(.system(size: 10)).id("t")
                    }
                    .onAppear { count = 100 }
                }
            }
            """)
        // "Tap 100": the button's action never ran (no one tapped), onAppear did (the
        // picture is the frame after it): 7 characters, 70 pt, centred in the 200 pt canvas.
        #expect(frame(r, "t") == CGRect(x: 65, y: 45, width: 70, height: 10))
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "catch clauses match the thrown value in order: enum cases with bindings, casts, several patterns, where; no match rethrows"
    )
    func catchClausesBind() throws {
        let (r, p) = try layOut(
            """
            enum Failure: Error { case short(CGFloat), long(CGFloat), none }
            struct Other: Error { let width: CGFloat }
            func fail(_ n: Int) throws -> CGFloat {
                switch n {
                case 0: throw Failure.short(11)
                case 1: throw Failure.long(300)
                case 2: throw Other(width: 13)
                default: throw Failure.none
                }
            }
            func width(_ n: Int) -> CGFloat {
                do {
                    do {
                        return try fail(n)
                    } catch Failure.short(let w) where w > 100 {
                        return 1
                    } catch Failure.short(let w), Failure.long(let w) where w < 200 {
                        return w
                    } catch let other as Other {
                        return other.width
                    }
                } catch {
                    // Failure.long(300) and Failure.none match no inner clause: rethrown here.
                    if case Failure.long(let w) = error { return w / 20 }
                    return 16
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: width(0), height: 1).id("a")
                        Color.red.frame(width: width(1), height: 1).id("b")
                        Color.red.frame(width: width(2), height: 1).id("c")
                        Color.red.frame(width: width(3), height: 1).id("d")
                    }
                }
            }
            """)
        #expect(frame(r, "a")?.width == 11)
        #expect(frame(r, "b")?.width == 15)
        #expect(frame(r, "c")?.width == 13)
        #expect(frame(r, "d")?.width == 16)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test("a cast pattern continues on the next line: catch let d as E, switch case let x as T")
    func castPatternOnTheNextLine() throws {
        let (r, p) = try layOut(
            """
            struct Oops: Error { let width: CGFloat }
            func width() -> CGFloat {
                do {
                    throw Oops(width: 30)
                } catch let oops
                    as Oops
                {
                    return oops.width
                } catch {
                    return 0
                }
            }
            struct V: View {
                var body: some View {
                    let any: Any = 20.0
                    switch any {
                    case let h
                        as Double:
                        Color.red.frame(width: width(), height: h).id("c")
                    default:
                        EmptyView()
                    }
                }
            }
            """)
        #expect(frame(r, "c") == CGRect(x: 85, y: 40, width: 30, height: 20))
        #expect(p.warnings.isEmpty)
    }

    @Test("enums with raw and associated values, switch with bindings and where")
    func enums() throws {
        let (r, _) = try layOut(
            """
            enum Size: Int, CaseIterable { case small = 1, medium, large }
            enum Badge { case none; case count(Int); case text(String) }
            struct Row: View {
                let badge: Badge
                var body: some View {
                    switch badge {
                    case .none: EmptyView()
                    case .count(let n) where n > 99: Text("99+").id("b")
                    case .count(let n): Text("\\(n)").id("b")
                    case let .text(s): Text(s).id("b")
                    }
                }
            }
            #Preview {
                VStack(spacing: 0) {
                    Row(badge: .count(7))
                    Row(badge: .count(120))
                    Row(badge: .text("new"))
                    Color.red.frame(width: CGFloat(Size.large.rawValue * 10), height: CGFloat(Size.allCases.count)).id("c")
                }
                .font(.system(size: 10))
            }
            """)
        #expect(r.root.children.count == 4)
        #expect(frame(r, "c")?.size == CGSize(width: 30, height: 3))
        let badges = r.all("b").map(\.frame.width)
        #expect(badges == [10, 30, 30])
    }

    @Test("a written init runs, _value = State(initialValue:) included; nested and generic types")
    func initializers() throws {
        let (r, _) = try layOut(
            """
            struct Card<Content: View>: View {
                struct Style { var padding: CGFloat = 4 }
                let title: String
                let style: Style
                @State private var expanded: Bool
                let content: Content
                init(_ title: String, expanded: Bool = true, @ViewBuilder content: () -> Content) {
                    self.title = title.uppercased()
                    self.style = Style(padding: 6)
                    _expanded = State(initialValue: expanded)
                    self.content = content()
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(title).id("title")
                        if expanded { content }
                    }
                    .padding(style.padding)
                    .id("card")
                }
            }
            #Preview {
                Card("ab") { Color.red.frame(width: 40, height: 20).id("content") }.font(.system(size: 10))
            }
            """)
        #expect(frame(r, "title")?.size == CGSize(width: 20, height: 10))
        #expect(frame(r, "card")?.size == CGSize(width: 52, height: 42))
        #expect(frame(r, "content") != nil)
    }

    @Test(
        "an implicit member picks the initializer whose enum declares it: CGFloat(.medium) beside init(_: Dimension) and init(_: FontSizeEnum) (WeatherXM)"
    )
    func implicitMemberChoosesInitializer() throws {
        let (r, p) = try layOut(
            """
            enum Dimension { case small, medium }
            enum FontSizeEnum {
                case caption, title
                var sizeValue: CGFloat { self == .caption ? 12 : 20 }
            }
            extension Dimension {
                var value: CGFloat {
                    switch self {
                    case .small: return 4
                    case .medium: return 16
                    }
                }
            }
            extension CGFloat {
                init(_ dimension: Dimension) { self.init(dimension.value) }
                init(_ fontSizeEnum: FontSizeEnum) { self.init(fontSizeEnum.sizeValue) }
            }
            #Preview { Color.red.frame(width: CGFloat(.medium), height: CGFloat(.title)).id("c") }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c")?.size == CGSize(width: 16, height: 20))
    }

    @Test(
        "a trailing closure goes to a memberwise property whose type is a function through a typealias (var action: VoidCallback?)"
    )
    func trailingClosureThroughTypealias() throws {
        let (r, p) = try layOut(
            """
            typealias VoidCallback = () -> Void
            struct Configuration {
                let title: String?
                var buttonTitle: String?
                var action: VoidCallback?
            }
            struct V: View {
                let conf: Configuration
                var body: some View { Color.red.frame(width: conf.action == nil ? 10 : 30, height: 10).id("c") }
            }
            #Preview { V(conf: Configuration(title: "abc", buttonTitle: "Reload") { }) }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c")?.width == 30)
    }

    @Test("a type's own typealias wins over another type's of the same name (Palace's DisplayStrings in every view)")
    func nestedTypealiasPerType() throws {
        let (r, p) = try layOut(
            """
            struct Strings {
                struct Settings { static let addLibrary = "Add Library" }
                struct BookButton { static let read = "Read" }
            }
            struct A: View {
                typealias DisplayStrings = Strings.Settings
                var body: some View { Text(DisplayStrings.addLibrary).id("a") }
            }
            struct B: View {
                typealias DisplayStrings = Strings.BookButton
                var body: some View { Text(DisplayStrings.read).id("b") }
            }
            #Preview { VStack { A(); B() } }
            """, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Ahem: 17 points a character at the body size.
        #expect(frame(r, "a")?.width == 187)
        #expect(frame(r, "b")?.width == 68)
    }

    @Test("UUID().uuidString is a UUID's 36 characters, the same on every run, and joins strings (Palace's toolbar id)")
    func uuidString() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let token = UUID()
                var body: some View {
                    VStack {
                        Text(token.uuidString).font(.system(size: 10)).id("u")
                        Text("x").id(token.uuidString + "a")
                    }
                }
            }
            """, 800, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "u")?.width == 360)
        let again = try SourceReader.read(
            "struct V: View { var body: some View { Text(UUID().uuidString) } }", name: "U.swift")
        let first = LayoutTree.layout(again.view, in: CGSize(width: 800, height: 100), environment: .ahem).root.allViews
            .compactMap(\.text)
        #expect(first == ["00000000-0000-4000-8000-00000000002C"])  // UUID() at offset 44
    }

    @Test(
        "a representable that hosts a SwiftUI view (UIHostingController(rootView:) in makeUIViewController) draws it from the top; one that does not is a placeholder"
    )
    func hostedRepresentable() throws {
        let (r, p) = try layOut(
            """
            struct Scroller<V: View>: UIViewControllerRepresentable {
                let content: () -> V
                func makeUIViewController(context: Context) -> UIViewController {
                    let host = UIHostingController(rootView: content())
                    return host
                }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct Map: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            #Preview {
                VStack(spacing: 0) {
                    Scroller { Color.red.frame(width: 40, height: 30).id("c") }.id("s")
                    Map().id("m")
                }
            }
            """, 100, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Two flexible views share 200 points; the hosted view sits at the top of the first.
        #expect(frame(r, "s") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(r, "c") == CGRect(x: 30, y: 0, width: 40, height: 30))
        #expect(r.root.allViews.filter { $0.placeholder != nil }.count == 1)
    }

    @Test(
        "an enum declared Comparable orders by its cases (SE-0266); .init(...) appended to a [T]() is a T (WeatherXM's station issues, sorted by warning)"
    )
    func comparableEnumAndTypedAppend() throws {
        let (r, p) = try layOut(
            """
            enum Level: Comparable { case info, warning, error }
            struct Issue { let name: String; let level: Level }
            struct V: View {
                var issues: [Issue] {
                    var issues = [Issue]()
                    issues.append(.init(name: "a", level: .warning))
                    issues.append(.init(name: "bbb", level: .error))
                    issues.append(.init(name: "cc", level: .info))
                    return issues.sorted(by: { $0.level > $1.level })
                }
                var body: some View {
                    VStack {
                        Text(issues.first?.name ?? "").id("first")
                        Text(issues.last?.name ?? "").id("last")
                        Text(Level.warning >= .warning && Level.info < .error ? "yes" : "no").id("cmp")
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "first")?.width == 51)
        #expect(frame(r, "last")?.width == 34)
        #expect(frame(r, "cmp")?.width == 51)
    }

    @Test(
        "a package's method named like a library modifier that no signature of it takes keeps a stub a stub (Keychain(service:).accessibility(.afterFirstUnlock))"
    )
    func stubMethodNamedLikeModifier() throws {
        let (r, p) = try layOut(
            """
            enum Keys { static let service = "x" }
            enum Store {
                static let keychain = Keychain(service: Keys.service).accessibility(.afterFirstUnlockThisDeviceOnly)
                static func creds() -> String? { try? keychain.get("d") }
            }
            struct V: View {
                var body: some View { Text(Store.creds() == nil ? "nil" : "some").id("t") }
            }
            """)
        #expect(p.warnings.map(\.kind) == [.stub])
        #expect(frame(r, "t")?.width == 68)
    }

    @Test(
        "a switch over a non-optional property Plumb left nil takes its first case with a stub warning; over an optional, nil matches .none"
    )
    func switchOverUnsetProperty() throws {
        let (r, p) = try layOut(
            """
            enum Layout { case flick, qwerty }
            final class Defaults {
                static let shared = Defaults()
                var layout: Layout!
            }
            final class Config: ObservableObject {
                @Published var layout: Layout
                init() { layout = Defaults.shared.layout }
            }
            struct V: View {
                @StateObject var config = Config()
                var maybe: Layout? = nil
                var body: some View {
                    VStack {
                        switch config.layout {
                        case .flick: Text("flick").id("a")
                        case .qwerty: Text("qwerty").id("a")
                        }
                        switch maybe {
                        case .none: Text("none").id("b")
                        case .some: Text("some!").id("b")
                        }
                    }
                }
            }
            """)
        #expect(p.warnings.map(\.message) == ["'layout' has no value: the switch takes its first case"])
        #expect(frame(r, "a")?.width == 85)
        #expect(frame(r, "b")?.width == 68)
    }

    @Test(
        "a generic view's parameter is the type its initializer's argument has, an implicit member from 'extension P where Self == T' (azooKey's BoolSettingView(.liveConversion) reads SettingKey.title)"
    )
    func genericParameterFromArgument() throws {
        let (r, p) = try layOut(
            """
            protocol SettingKey { static var title: String { get } }
            protocol BoolSettingKey: SettingKey {}
            struct LiveConversion: BoolSettingKey { static let title = "Live conversion" }
            struct Zenzai: BoolSettingKey { static let title = "Zenzai" }
            extension SettingKey where Self == LiveConversion { static var liveConversion: Self { .init() } }
            extension SettingKey where Self == Zenzai { static var zenzai: Self { .init() } }
            // Another type's static of the same name, which the constraint rules out.
            enum Flags { static var zenzai: Bool { true } }
            struct BoolSettingView<Key: BoolSettingKey>: View {
                init(_ key: Key) {}
                var body: some View { Text(Key.title) }
            }
            #Preview {
                VStack {
                    BoolSettingView(.liveConversion).id("a")
                    BoolSettingView(.zenzai).id("b")
                }
            }
            """, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 255)
        #expect(frame(r, "b")?.width == 102)
    }

    @Test(
        "an implicit member whose type was not inferred (in a tuple) is the case of the one enum that declares it: .gear.rawValue"
    )
    func implicitMemberOfUniqueEnum() throws {
        let (r, p) = try layOut(
            """
            enum FontIcon: String { case gear = "G", lock = "LOCK" }
            enum Other: String { case lock = "L" }
            struct Config { var icon: (icon: FontIcon, size: CGFloat)? }
            struct V: View {
                let config = Config(icon: (.gear, 10))
                var body: some View { Text(config.icon?.icon.rawValue ?? "none").id("t") }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.width == 17)
    }

    @Test(
        "a local function's parameters type its arguments: icon(for: .enqueued) is the case of the parameter's enum (emitron's download states)"
    )
    func localFunctionParameterTypes() throws {
        let (r, p) = try layOut(
            """
            enum DownloadState: CustomStringConvertible {
                case idle, enqueued
                case progress(Double)
                var description: String {
                    switch self {
                    case .idle: return "idle"
                    case .enqueued: return "enq"
                    case .progress(let p): return "p\\(Int(p * 10))"
                    }
                }
            }
            enum Other { case enqueued }
            struct V_Previews: PreviewProvider {
                static var previews: some View {
                    func icon(for state: DownloadState) -> some View { Text(state.description) }
                    return VStack {
                        icon(for: .enqueued).id("a")
                        icon(for: .progress(0.5)).id("b")
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 51)
        #expect(frame(r, "b")?.width == 34)
    }

    @Test(
        "a function returning a type nested in a view (StationChipsView.IssuesChip?) returns a value, not views (WeatherXM's station card)"
    )
    func nestedTypeOfViewIsNoView() throws {
        let (r, p) = try layOut(
            """
            struct StationChipsView: View {
                let issues: IssuesChip?
                var body: some View { Text(issues?.title ?? "none").id("t") }
            }
            extension StationChipsView {
                struct IssuesChip { let count: Int; let title: String }
            }
            struct Device {
                func issuesChip() -> StationChipsView.IssuesChip? {
                    let count = 2
                    return .init(count: count, title: "two")
                }
            }
            #Preview { StationChipsView(issues: Device().issuesChip()) }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.width == 51)
    }

    @Test("self.init(...) delegates to another initializer, written or memberwise")
    func delegatingInit() throws {
        let (r, _) = try layOut(
            """
            struct Bar: View {
                let width: CGFloat
                let height: CGFloat
                init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
                init(square side: CGFloat) { self.init(width: side, height: side) }
                init(_ text: String) { self.init(square: CGFloat(text.count) * 10) }
                var body: some View { Color.red.frame(width: width, height: height).id("bar") }
            }
            #Preview { Bar("abc") }
            """)
        #expect(frame(r, "bar")?.size == CGSize(width: 30, height: 30))
    }

    @Test(
        "what Apple's Food Truck sample needed: sibling statics, @ViewBuilder properties, bit shifts, CGRect geometry")
    func foodTruckForms() throws {
        let (r, _) = try layOut(
            """
            struct Donut { let name: String; static let a = Donut(name: String(localized: "ab", comment: "x")); static let all = [a, a] }
            struct Layer: OptionSet { let rawValue: Int; static let glaze = Layer(rawValue: 1 << 2) }
            struct Header<Label: View>: View {
                var width: CGFloat
                @ViewBuilder var label: Label
                var body: some View { label.frame(width: width).id("header") }
            }
            #Preview {
                VStack(spacing: 0) {
                    Header(width: CGFloat(Layer.glaze.rawValue) * 10) { Text(Donut.all[1].name) }
                    let rect = CGRect(origin: .zero, size: CGSize(width: 50, height: 30)).insetBy(dx: 5, dy: 10)
                    Color.red.frame(width: rect.width, height: rect.height).id("rect")
                }
                .font(.system(size: 10))
            }
            """)
        #expect(frame(r, "header")?.size == CGSize(width: 40, height: 10))
        #expect(frame(r, "rect")?.size == CGSize(width: 40, height: 10))
    }

    @Test(
        "an init an extension adds to a built-in type; Type.self; a file-level constant Plumb cannot evaluate is a stub"
    )
    func builtinExtensionInit() throws {
        let (r, p) = try layOut(
            """
            extension TimeInterval { init(minutes: Double = 0, seconds: Double = 0) { self = minutes * 60 + seconds } }
            let spell = TimeInterval(minutes: 1, seconds: 5)
            let broken = [1, 2][5]
            let kind = Int.self
            #Preview { Color.red.frame(width: spell, height: 10).id("c") }
            """, 200, 100)
        #expect(frame(r, "c")?.width == 65)
        #expect(p.warnings.map(\.message) == ["'broken' is a stub: index 5 is out of range (0..<2)"])
    }

    @Test("extensions of user and built-in types, static members, ViewModifier, protocol defaults")
    func extensions() throws {
        let (r, _) = try layOut(
            """
            extension Color { static let brand = Color(red: 1, green: 0, blue: 0) }
            extension CGFloat { static let gutter: CGFloat = 12 }
            struct Theme { static let shared = Theme(); var corner: CGFloat { 8 } }
            struct Boxed: ViewModifier {
                var inset: CGFloat
                func body(content: Content) -> some View { content.padding(inset) }
            }
            extension View { func boxed(_ inset: CGFloat = .gutter) -> some View { modifier(Boxed(inset: inset)) } }
            extension String { var shout: String { uppercased() + "!" } }
            #Preview {
                VStack(spacing: 0) {
                    Color.brand.frame(width: 10, height: 10).boxed().id("a")
                    Color.brand.frame(width: Theme.shared.corner, height: 10).id("b")
                    Text("hi".shout).font(.system(size: 10)).id("c")
                }
            }
            """)
        #expect(frame(r, "a")?.size == CGSize(width: 34, height: 34))
        #expect(frame(r, "b")?.size == CGSize(width: 8, height: 10))
        #expect(frame(r, "c")?.size == CGSize(width: 30, height: 10))
    }

    @Test("statements in computed properties: guard, if let, for, while, collections")
    func statements() throws {
        let (r, _) = try layOut(
            """
            struct Item: Identifiable { let id: Int; let name: String; var done = false }
            struct List2: View {
                let items = [Item(id: 1, name: "b"), Item(id: 2, name: "aa", done: true), Item(id: 3, name: "ccc")]
                var total: CGFloat {
                    var sum: CGFloat = 0
                    for item in items where !item.done { sum += CGFloat(item.name.count) }
                    var n = 0
                    while n < 2 { n += 1 }
                    guard sum > 0 else { return 0 }
                    return sum * 10 + CGFloat(n)
                }
                var title: String {
                    if let first = items.sorted(by: { $0.name < $1.name }).first { return first.name }
                    return "none"
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: total, height: 1).id("total")
                        Text(title).id("title")
                        Text(items.filter { $0.done }.map(\\.name).joined(separator: ",")).id("done")
                        ForEach(items.prefix(2)) { item in Text(item.name).id("row") }
                    }
                    .font(.system(size: 10))
                }
            }
            """)
        #expect(frame(r, "total")?.width == 42)
        #expect(frame(r, "title")?.width == 20)
        #expect(frame(r, "done")?.width == 20)
        #expect(r.all("row").map(\.frame.width) == [10, 20])
    }

    @Test("names no file defines become stubs with one warning each; unknown views are placeholders")
    func stubs() throws {
        let (r, p) = try layOut(
            """
            struct Settings: View {
                @EnvironmentObject var store: AppStore
                @Environment(\\.colorScheme) var scheme
                var body: some View {
                    VStack(spacing: 0) {
                        Text(L10n.settings.title).id("title")
                        Color.red.frame(width: Metrics.width, height: 10).id("c")
                        if scheme == .dark { Text("dark").id("dark") }
                        ProfileHeader(user: store.user).id("header")
                    }
                    .font(.system(size: 10))
                }
            }
            """, 300, 200)
        // The unknown string shows its expression's last member ("title", 5 Ahem ems of 10
        // points); the unknown number is 0; the scheme is light.
        #expect(frame(r, "title")?.width == 50)
        #expect(frame(r, "c")?.width == 0)
        #expect(frame(r, "dark") == nil)
        // ProfileHeader: its name in the caption style (Ahem 12 pt here) with 8 points of padding.
        #expect(frame(r, "header")?.size == CGSize(width: 13 * 12 + 16, height: 12 + 16))
        let warnings = p.warnings.map { "\($0.location.line):\($0.location.column)" }
        #expect(warnings == ["2:5", "6:18", "7:36", "9:13"])  // AppStore, L10n, Metrics, ProfileHeader
    }

    @Test("the root: a PreviewProvider's previews, --view, --preview by number and name")
    func roots() throws {
        let code = """
            struct A: View { var body: some View { Color.red.frame(width: 10, height: 10).id("a") } }
            struct B: View { let n: Int; var body: some View { Color.red.frame(width: CGFloat(n), height: 10).id("b") } }
            struct B_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        B(n: 20).previewDisplayName("Twenty")
                        B(n: 30).previewLayout(.sizeThatFits)
                    }
                }
            }
            """
        func width(_ root: RootChoice, _ id: String) throws -> CGFloat? {
            let program = try SourceReader.read(code, name: "P.swift", root: root)
            return LayoutTree.layout(program.view, in: CGSize(width: 100, height: 100), environment: .ahem)[id]?.frame
                .width
        }
        #expect(try width(.automatic, "b") == 20)
        #expect(try width(.preview("2"), "b") == 30)
        #expect(try width(.preview("Twenty"), "b") == 20)
        #expect(try width(.view("A"), "a") == 10)
        // B needs n: built as the module first builds it (the preview's B(n: 20)), not stubbed.
        #expect(try width(.view("B"), "b") == 20)
        let program = try SourceReader.read(code, name: "P.swift")
        #expect(program.previews.map { $0.name } == ["Twenty", nil])
        #expect(program.previews.map { $0.location.line } == [6, 7])
    }

    @Test(
        "a Group of previews with modifiers is one preview per view, each with them; a fixed size may name the provider's statics, and one Plumb cannot compute sizes to fit"
    )
    func groupOfPreviews() throws {
        let code = """
            struct Bar: View {
                let value: CGFloat
                @Binding private var content: () -> Color
                init(value: CGFloat) {
                    self.value = value
                    _content = .constant({ Color.red })
                }
                var body: some View { content().frame(width: value, height: 2).id("bar") }
            }
            struct Bar_Previews: PreviewProvider {
                private static let size = CGSize(width: 240, height: 120)
                static var previews: some View {
                    Group {
                        Bar(value: 10)
                        Bar(value: 60)
                    }
                    .padding()
                    .previewLayout(.fixed(width: size.width, height: size.height))
                    Bar(value: 30).previewLayout(.fixed(width: UIKitOnly.size.width, height: 50))
                }
            }
            """
        let program = try SourceReader.read(code, name: "P.swift")
        #expect(program.previews.map(\.location.line) == [14, 15, 19])
        func preview(_ which: String) throws -> (PreviewLayout, CGFloat?) {
            let p = try SourceReader.read(code, name: "P.swift", root: .preview(which))
            let width = LayoutTree.layout(p.view, in: CGSize(width: 300, height: 300), environment: .ahem)["bar"]?.frame
                .width
            return (p.previewLayout, width)
        }
        #expect(try preview("1") == (.fixed(width: 240, height: 120), 10))
        #expect(try preview("2") == (.fixed(width: 240, height: 120), 60))
        #expect(try preview("3") == (.sizeThatFits, 30))
    }

    @Test("preview traits and preview modifiers give the canvas: size that fits, fixed, landscape")
    func previewCanvases() throws {
        let code = """
            struct Badge: View { var body: some View { Text("New") } }
            #Preview("fits", traits: .sizeThatFitsLayout) { Badge() }
            #Preview("fixed", traits: .fixedLayout(width: 200, height: 100)) { Badge() }
            #Preview("side", traits: .landscapeLeft) { Badge() }
            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Badge().previewLayout(.fixed(width: 320, height: 60)).previewInterfaceOrientation(.landscapeRight)
                }
            }
            """
        func canvas(_ which: String) throws -> (PreviewLayout, InterfaceOrientation) {
            let program = try SourceReader.read(code, name: "P.swift", root: .preview(which))
            return (program.previewLayout, program.previewOrientation)
        }
        #expect(try canvas("fits") == (.sizeThatFits, .portrait))
        #expect(try canvas("fixed") == (.fixed(width: 200, height: 100), .portrait))
        #expect(try canvas("side") == (.device, .landscapeLeft))
        #expect(try canvas("4") == (.fixed(width: 320, height: 60), .landscapeRight))
        #expect(try SourceReader.read(code, name: "P.swift", root: .view("Badge")).previewLayout == .device)
        let device = try SourceReader.read(
            "#Preview { Color.red }\nstruct A_Previews: PreviewProvider { static var previews: some View { "
                + "Color.red.previewDevice(PreviewDevice(rawValue: \"iPhone SE\")) } }", name: "D.swift",
            root: .preview("2"))
        #expect(device.previewDevice == "iPhone SE")
        // plumb sizes the canvas from the preset the name matches.
        #expect(DevicePreset.titled("iPhone SE")?.size == CGSize(width: 375, height: 667))
        #expect(DevicePreset.titled("iphone 16 pro")?.size == CGSize(width: 402, height: 874))
        #expect(DevicePreset.titled("Pixel 9") == nil)
        #expect(device.warnings.isEmpty)
    }

    @Test(
        "a file whose views are for another platform reads as that platform's build; a lone ViewModifier is shown around a placeholder"
    )
    func rootFallbacks() throws {
        let watch = try SourceReader.read(
            """
            #if os(watchOS)
            struct W: View { var body: some View { Color.red.frame(width: 12, height: 12).id("w") } }
            #endif
            """, name: "W.swift")
        #expect(
            LayoutTree.layout(watch.view, in: CGSize(width: 100, height: 100), environment: .ahem)["w"]?.frame.size
                == CGSize(width: 12, height: 12))
        #expect(
            watch.warnings.map(\.message) == ["no view for iOS here (#if): read as for watchOS (--platform picks one)"])
        let (r, p) = try layOut(
            """
            struct Card: ViewModifier {
                var inset: CGFloat = 10
                func body(content: Content) -> some View { content.padding(inset).id("card") }
            }
            """)
        // The placeholder ("content" in Ahem 12 pt, 8 points of padding) inside 10 more.
        #expect(frame(r, "card")?.size == CGSize(width: 7 * 12 + 16 + 20, height: 12 + 16 + 20))
        #expect(
            p.warnings.map(\.message) == [
                "no view here: the ViewModifier 'Card' is shown around a placeholder for its content"
            ])
    }

    @Test("several files read as one module; each diagnostic names its own file and line")
    func modules() throws {
        let model = Array("struct Item { let title: String }\nextension Color { static let brand = Color.blue }\n".utf8)
        let view = Array(
            """
            struct Row: View {
                let item: Item
                var body: some View { Text(item.title).font(.system(size: 10)).id("t") }
            }
            #Preview { Row(item: Item(title: "abc")) }
            """.utf8)
        let program = try SourceReader.read(files: [("Model.swift", model), ("Row.swift", view)])
        let r = LayoutTree.layout(program.view, in: CGSize(width: 100, height: 100), environment: .ahem)
        #expect(r["t"]?.frame.size == CGSize(width: 30, height: 10))
        // A file that is not Swift is left out with its diagnostic; the rest is read.
        let bad = Array("struct X {\n  let a = (\n}\n".utf8)
        let partial = try SourceReader.read(files: [("Model.swift", model), ("Bad.swift", bad), ("Row.swift", view)])
        #expect(partial.failures.map(\.location.file) == ["Bad.swift"])
        #expect(partial.failures.map(\.location.line) == [3])
        // With nothing else to draw, the bad file's error is the one given.
        do {
            _ = try SourceReader.read(files: [("Model.swift", model), ("Bad.swift", bad)])
            Issue.record("expected an error")
        } catch {
            #expect(error.location.file == "Bad.swift")
            #expect(error.location.line == 3)
        }
    }

    @Test("a user Layout's print output appears in order")
    func printing() throws {
        let (_, p) = try layOut(
            """
            struct Probe: View {
                var body: some View {
                    let _ = print("body", 1 + 1)
                    Text("x")
                }
            }
            """)
        #expect(p.printed == ["body 2"])
    }

    @Test("seed 002's fragments render with stubs: names the tutorial defined elsewhere")
    func tutorialFragments() throws {
        // Ahem 10 pt: each stub shows its name.
        let (r, p) = try layOut(
            "HStack(spacing: 0) { Text(titulo).id(\"t\"); Spacer(); Text(subtitulo).id(\"s\") }.font(.system(size: 10))"
        )
        #expect(frame(r, "t")?.width == 60)
        #expect(frame(r, "s")?.width == 90)
        #expect(p.warnings.count == 2)
        // `items` is a stub collection: three stub elements, each a placeholder DetailCard.
        let (list, _) = try layOut(
            "VStack(spacing: 0) { ForEach(items) { item in DetailCard(item: item) } }.id(\"v\")", 300, 300)
        #expect(list.root.children.count == 3)
        #expect(abs((frame(list, "v")?.height ?? 0) - 3 * 28) < 0.01)
    }

    @Test("enumerated pairs destructure into a closure's two parameters; Array(sequence)")
    func enumerated() throws {
        let (r, _) = try layOut(
            """
            VStack(spacing: 0) {
                ForEach(Array(["a", "bb"].enumerated()), id: \\.offset) { i, s in Text("\\(i):\\(s)").id("row") }
            }
            .font(.system(size: 10))
            """)
        #expect(r.all("row").map(\.frame.width) == [30, 40])
    }

    @Test("a modifier overload from a file not read is ignored with a warning; wrapped optionals start nil")
    func overloadsAndOptionals() throws {
        let (r, p) = try layOut(
            """
            struct Row: View {
                @State var avatar: URL?
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").font(20, .black, .medium).font(.system(size: 10)).id("t")
                        if let avatar { Text("has").id("has") }
                    }
                }
            }
            """)
        #expect(frame(r, "t")?.size == CGSize(width: 20, height: 10))
        #expect(frame(r, "has") == nil)
        #expect(
            p.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["5:24: 'font' is ignored: expected a font, found a number"])
    }

    @Test("background() fills the view's frame with the background style")
    func plainBackground() throws {
        let (r, _) = try layOut("Color.clear.frame(width: 30, height: 20).padding(5).background().id(\"b\")")
        #expect(frame(r, "b")?.size == CGSize(width: 40, height: 30))
        #expect(r["b"]?.children.count == 2)
    }

    @Test("a zero-size font (a stub's size) in a bounded height lays out as nothing, not a trap")
    func zeroSizeFont() throws {
        let (r, _) = try layOut("Text(\"a\\nb\").font(.system(size: 0)).id(\"t\").frame(height: 10)")
        #expect(frame(r, "t")?.size == CGSize(width: 0, height: 0))
    }

    @Test("operators by Swift's precedence, casts, optionals, tuples, dictionaries, key paths")
    func expressions() throws {
        let (r, _) = try layOut(
            """
            let pair = (width: 10, height: 20)
            let sizes: [String: CGFloat] = ["s": 4, "m": 8]
            let maybe: Int? = nil
            Color.red
                .frame(width: CGFloat(pair.width + 2 * 3 - (maybe ?? 1)) + (sizes["m"] ?? 0),
                       height: CGFloat(pair.1) / 2 > 5 ? 7 : 3)
                .id("c")
            """)
        #expect(frame(r, "c")?.size == CGSize(width: 23, height: 7))
    }
}

extension LayoutResult {
    /// Every view with the id, in tree order.
    func all(_ id: String) -> [LaidOutView] {
        var found: [LaidOutView] = []
        func walk(_ v: LaidOutView) {
            if v.id == id { found.append(v) }
            v.children.forEach(walk)
        }
        walk(root)
        return found
    }
}

/// A `Layout` written in source runs through the engine like a built-in one.
struct SourceLayoutTests {
    static let code = """
        struct Diagonal: Layout {
            var step: CGFloat = 10
            func makeCache(subviews: Subviews) -> Int { subviews.count }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let w = sizes.map(\\.width).reduce(0, +) + step * CGFloat(cache - 1)
                let h = sizes.map(\\.height).reduce(0, +)
                print("asked", proposal.width ?? -1, "answered", w)
                return CGSize(width: w, height: h)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                var x = bounds.minX
                var y = bounds.minY
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                    x += size.width + step
                    y += size.height
                }
            }
        }
        #Preview {
            Diagonal(step: 5) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 30).id("b")
            }
            .id("d")
        }
        """

    @Test("sizeThatFits, placeSubviews and makeCache run with the engine's proposals and subviews")
    func diagonal() throws {
        let (r, p) = try layOut(Self.code, 200, 100)
        // 10 + 20 + 5 wide, 10 + 30 tall, centred in 200×100.
        #expect(frame(r, "d") == CGRect(x: 82.5, y: 30, width: 35, height: 40))
        #expect(frame(r, "a") == CGRect(x: 82.5, y: 30, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 97.5, y: 40, width: 20, height: 30))
        #expect(r.root.type == "Diagonal")
        #expect(p.printed == ["asked 200.0 answered 35.0"])
    }

    @Test("seed 004's Probe: a layout with no subviews is asked and placed, and prints both")
    func probe() throws {
        let (r, p) = try layOut(
            """
            struct Probe: Layout {
                let label: String
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let w = proposal.width.map { String(format: "%.0f", $0) } ?? "nil"
                    print("[\\(label)] width=\\(w)")
                    return CGSize(width: 40, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    print("[\\(label)] x=\\(String(format: "%.0f", bounds.minX)) y=\\(String(format: "%.0f", bounds.minY))")
                }
            }
            #Preview { Probe(label: "p").padding(50).frame(width: 300).id("f") }
            """, 200, 100)
        #expect(frame(r, "f")?.size == CGSize(width: 300, height: 110))
        // padding(50) inside frame(width: 300) proposes 200 (the tutorial's measurement).
        #expect(p.printed == ["[p] width=200", "[p] x=80 y=45"])
    }

    @Test("a nil proposal's width is nil, and first of an array is its element, not a stub")
    func optionalMembers() throws {
        let (_, p) = try layOut(
            """
            struct P: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    print(proposal.width.map { "\\($0)" } ?? "nil", [1, 2].first ?? 0, [Int]().last ?? 9)
                    return CGSize(width: 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { P().fixedSize() }
            """)
        #expect(p.printed == ["nil 1 9"])
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "layoutValue(key:value:) of a key the file declares reaches the layout's subview[Key.self], through modifiers; an unset key reads its defaultValue (Unwatched's OverflowRowLayout)"
    )
    func namedLayoutValues() throws {
        let (r, p) = try layOut(
            """
            private struct Rank: LayoutValueKey {
                static let defaultValue: Int = 0
            }
            private struct Tag: LayoutValueKey {
                static let defaultValue: String? = nil
            }
            struct ByRank: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    CGSize(width: 100, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    for index in subviews.indices {
                        let rank = subviews[index][Rank.self]
                        print(rank, subviews[index][Tag.self] ?? "none")
                        subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(rank) * 20, y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            #Preview {
                ByRank {
                    Color.red.frame(width: 5, height: 5).layoutValue(key: Rank.self, value: 2).layoutValue(key: Tag.self, value: "x").padding(1).id("a")
                    Color.red.frame(width: 5, height: 5).id("b")
                    Color.red.frame(width: 5, height: 5).layoutValue(key: Rank.self, value: 1).id("c")
                }
                .id("l")
            }
            """, 200, 100)
        let origin = try #require(frame(r, "l")).origin
        #expect(frame(r, "a") == CGRect(x: origin.x + 40, y: origin.y, width: 7, height: 7))
        #expect(frame(r, "b") == CGRect(x: origin.x, y: origin.y, width: 5, height: 5))
        #expect(frame(r, "c") == CGRect(x: origin.x + 20, y: origin.y, width: 5, height: 5))
        #expect(p.printed == ["2 x", "0 none", "1 none"])
        #expect(p.warnings.isEmpty)
    }

    @Test("print output appears in --trace at the step that printed it")
    func printedInTrace() throws {
        let program = try SourceReader.read(Self.code, name: "D.swift")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.tracing = true
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let lines = tree.traceDescription().split(separator: "\n").map(String.init)
        let asked = try #require(lines.firstIndex { $0.hasPrefix("Diagonal \"d\"  proposed 200×100") })
        // Inside Diagonal's answer: the two subviews' answers it asked for, then its print.
        #expect(lines[asked + 1].trimmingCharacters(in: .whitespaces) == "frame \"a\"  proposed nil×nil → 10×10")
        #expect(lines[asked + 2].trimmingCharacters(in: .whitespaces) == "frame \"b\"  proposed nil×nil → 20×30")
        #expect(lines[asked + 3] == "  Diagonal \"d\"  printed: asked 200.0 answered 35.0")
    }

    @Test(
        "a trailing closure on the line after its call is the call's: a Button's label, then a labelled one; an if's { opens its body"
    )
    func trailingClosureOnTheNextLine() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Button(action: { })
                        {
                            Text("Next line").font(.system(size: 10)).id("a")
                        }
                        Button
                        {
                        }
                        label: {
                            Text("Two").font(.system(size: 10)).id("b")
                        }
                        if true
                        {
                            Text("Body").font(.system(size: 10)).id("c")
                        }
                    }
                }
            }
            """)
        #expect(frame(r, "a") == CGRect(x: 55, y: 35, width: 90, height: 10))
        #expect(frame(r, "b") == CGRect(x: 85, y: 45, width: 30, height: 10))
        #expect(frame(r, "c") == CGRect(x: 80, y: 55, width: 40, height: 10))
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test("private (set) var, backquoted names and observers on the next line read as plain stored properties")
    func storedPropertyForms() throws {
        let (r, p) = try layOut(
            """
            enum Size { case `default`, large }
            struct V: View {
                private (set) var width: CGFloat = 30
                public private (set) var height: CGFloat = 10
                var size: Size = .`default`
                {
                    didSet { }
                }
                var `default`: CGFloat { size == .`default` ? 20 : 40 }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: width, height: height).id("a")
                        Color.red.frame(width: `default`, height: 10).id("b")
                    }
                }
            }
            """)
        #expect(frame(r, "a") == CGRect(x: 85, y: 40, width: 30, height: 10))
        #expect(frame(r, "b") == CGRect(x: 90, y: 50, width: 20, height: 10))
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "multiple trailing closures bind by label: a written init's builders, Menu's primaryAction, ProgressView's and Stepper's labels"
    )
    func multipleTrailingClosures() throws {
        let (r, p) = try layOut(
            """
            struct Card<Content: View, Footer: View>: View {
                let content: Content
                let footer: Footer
                init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
                    self.content = content()
                    self.footer = footer()
                }
                var body: some View { VStack(spacing: 0) { content; footer } }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Card { Text("Body").id("body") } footer: { Text("Foot").id("foot") }
                        Menu { Button("x") { } } label: { Text("Menu").id("menu") } primaryAction: { }
                        ProgressView(value: 0.5) { Text("P").id("label") } currentValueLabel: { Text("50").id("current") }
                        Stepper { Text("Step").id("step") } onIncrement: { } onDecrement: { }
                    }
                    .font(.system(size: 10))
                }
            }
            """, 200, 200)
        #expect(frame(r, "body")?.size == CGSize(width: 40, height: 10))
        #expect(frame(r, "foot")?.size == CGSize(width: 40, height: 10))
        #expect(frame(r, "body")!.maxY == frame(r, "foot")!.minY)
        for id in ["menu", "label", "current", "step"] { #expect(frame(r, id) != nil, "\(id)") }
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}

/// Velik's ride model, as classes: a tuple type named by an alias, `max(.zero, x)`, a
/// measurement scaled by a number, UIKit colours by name, `Locale.usesMetricSystem`, and a
/// model that cannot be built keeping its written initial values.
struct SwiftValueClassesTests {
    @Test("a tuple takes the labels of a type alias (typealias Pair = (value: String, units: String))")
    func tupleAliasLabels() throws {
        let (r, _) = try layOut(
            """
            typealias Pair = (value: String, units: String)
            func pair() -> Pair { ("12", "km") }
            struct V: View {
                var body: some View {
                    let p = pair()
                    Text(p.value + " " + p.units).font(.system(size: 10)).id("t")
                }
            }
            """)
        #expect(r["t"]?.frame.width == 50)
    }

    @Test("an implicit member compared with a number is the number type's: max(.zero, -3), x > .zero")
    func implicitZeroCompared() throws {
        let (r, _) = try layOut(
            """
            struct V: View {
                let d: Double = -3
                var body: some View {
                    Color.red.frame(width: max(.zero, d) + 4, height: d < .zero ? 6 : 2).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 4, height: 6))
    }

    @Test("Foundation's Measurement * Double, Double * Measurement and Measurement / Double keep the unit")
    func measurementScaled() throws {
        let (r, _) = try layOut(
            """
            struct V: View {
                var body: some View {
                    let seconds = Measurement(value: 30, unit: UnitDuration.seconds)
                    let a = 2 * seconds
                    let b = seconds * 3
                    let c = seconds / 10
                    Color.red.frame(width: a.value, height: b.value - c.converted(to: .seconds).value).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 60, height: 87))
    }

    @Test(
        "UIColor.systemGreen and Color(UIColor.systemFill) are UIKit's colours; Locale.current.usesMetricSystem is en_US's false"
    )
    func uiColorsAndLocale() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color(UIColor.systemGreen).frame(width: 10, height: 10).id("green")
                        Color.red.frame(width: Locale.current.usesMetricSystem ? 20 : 30, height: 5).id("units")
                    }
                }
            }
            """)
        #expect(r["units"]?.frame.width == 30)
        #expect(p.warnings.isEmpty)
        let green = try #require(r["green"])
        #expect(green.frame.size == CGSize(width: 10, height: 10))
    }

    @Test("a model whose initializer fails keeps the initial values its properties write, stubs the rest")
    func failedModelKeepsInitialValues() throws {
        let (r, p) = try layOut(
            """
            enum Strings { static let duration = "duration" }
            final class Ride {
                let distance: String
                let durationLabel = Strings.duration
                init(meters: Double) {
                    distance = meters * "m"
                }
            }
            struct V: View {
                let ride = Ride(meters: 5)
                var body: some View {
                    Text(ride.durationLabel).font(.system(size: 10)).id("t")
                }
            }
            """)
        #expect(r["t"]?.frame.width == 80)
        #expect(p.warnings.contains { $0.message.hasPrefix("'Ride' could not be built") })
    }
}

/// Bitkit's and Vernissage's text styles, as classes.
struct AppStyleClassesTests {
    @Test("UIColor { traits in ... } is asked for light and dark: drawn in each scheme as its answer")
    func dynamicProviderColor() throws {
        let code = """
            extension Color {
                static let textPrimary = Color(uiColor: UIColor { traits in
                    switch traits.userInterfaceStyle {
                    case .dark: return UIColor(Color.white)
                    default: return UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    }
                })
            }
            struct V: View { var body: some View { Color.textPrimary.frame(width: 10, height: 10) } }
            """
        let program = try SourceReader.read(code, name: "V.swift")
        #expect(program.warnings.isEmpty)
        func fills(_ scheme: ColorScheme) -> [String] {
            var env = EnvironmentValues.ahem
            env.colorScheme = scheme
            let tree = LayoutTree(program.view, environment: env)
            tree.layout(in: CGSize(width: 100, height: 100), scale: 1)
            let svg = SVGWriter().document(DisplayList(tree))
            return svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
        }
        #expect(fills(.light).contains("#ff0000"))
        #expect(fills(.dark).contains("#ffffff") && !fills(.dark).contains("#ff0000"))
    }

    @Test("calling an optional closure through ?. when it is nil gives nil: .font(accentFont?(12)) keeps the font")
    func optionalClosureCall() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var accentFont: ((CGFloat) -> Font)?
                var body: some View { Text("Hi").font(.system(size: 10)).font(accentFont?(30)).id("t") }
            }
            """)
        #expect(r["t"]?.frame.size == CGSize(width: 20, height: 10))
        #expect(p.warnings.isEmpty)
    }

    @Test("a String's own extension property wins over Optional<String>'s of the same name (no endless recursion)")
    func ownMemberOverOptionalExtension() throws {
        let (r, _) = try layOut(
            """
            extension String { var nilIfEmpty: String? { isEmpty ? nil : self } }
            extension Optional where Wrapped == String {
                var nilIfEmpty: String? {
                    switch self {
                    case .none: return nil
                    case .some(let value): return value.nilIfEmpty
                    }
                }
            }
            struct V: View {
                let name: String? = "Anna"
                var body: some View { Text(name.nilIfEmpty ?? "none").font(.system(size: 10)).id("t") }
            }
            """)
        #expect(r["t"]?.frame.width == 40)
    }
}

/// String indices as Swift has them (Foundation/StringIndices.swift).
struct StringIndexTests {
    @Test("a parser that walks text[i...].range(of:) and slices the base text with the answers gets Swift's parts")
    func accentParser() throws {
        let (r, p) = try layOut(
            """
            func parts(_ text: String) -> [String] {
                var parts: [String] = []
                var current = text.startIndex
                while current < text.endIndex {
                    if let open = text[current...].range(of: "<b>") {
                        let before = String(text[current ..< open.lowerBound])
                        if !before.isEmpty { parts.append(before) }
                        if let close = text[open.upperBound...].range(of: "</b>") {
                            parts.append(String(text[open.upperBound ..< close.lowerBound]))
                            current = close.upperBound
                        } else {
                            parts.append(String(text[open.lowerBound...]))
                            break
                        }
                    } else {
                        parts.append(String(text[current...]))
                        break
                    }
                }
                return parts
            }
            struct V: View {
                var body: some View {
                    let p = parts("ab<b>cde</b>f<b>gh</b>")
                    VStack(spacing: 0) {
                        ForEach(0..<p.count, id: \\.self) { i in
                            Color.red.frame(width: CGFloat(p[i].count * 10), height: 1).id("part\\(i)")
                        }
                    }
                }
            }
            """, 200, 200)
        #expect(p.warnings.isEmpty)
        #expect((0..<5).map { r["part\($0)"]?.frame.width } == [20, 30, 10, 20, nil])
    }

    @Test("index(after:), index(_:offsetBy:), firstIndex(of:), distance(from:to:) and one-sided slices")
    func indexMethods() throws {
        let (r, _) = try layOut(
            """
            struct V: View {
                let text = "hello, world"
                var body: some View {
                    let comma = text.firstIndex(of: ",")!
                    let head = text[..<comma]
                    let tail = text[text.index(after: comma)...]
                    let third = text[text.index(text.startIndex, offsetBy: 2)]
                    VStack(spacing: 0) {
                        Text(head).font(.system(size: 10)).id("head")
                        Text(tail).font(.system(size: 10)).id("tail")
                        Text(third).font(.system(size: 10)).id("third")
                        Color.red.frame(width: CGFloat(text.distance(from: text.startIndex, to: comma)), height: 1).id("d")
                    }
                }
            }
            """, 200, 200)
        #expect(r["head"]?.frame.width == 50)
        #expect(r["tail"]?.frame.width == 60)
        #expect(r["third"]?.frame.width == 10)
        #expect(r["d"]?.frame.width == 5)
    }
}

extension StringIndexTests {
    @Test("subscripts an extension adds to String and Array: text[2], text[1..<3], items[safe: 9]")
    func extensionSubscripts() throws {
        let (r, p) = try layOut(
            """
            extension String {
                subscript (offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
                subscript (bounds: CountableRange<Int>) -> Substring {
                    self[index(startIndex, offsetBy: bounds.lowerBound)..<index(startIndex, offsetBy: bounds.upperBound)]
                }
            }
            extension Array {
                subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            struct V: View {
                let text = "abcdef"
                let items = [1, 2, 3]
                var body: some View {
                    VStack(spacing: 0) {
                        Text(String(text[2])).font(.system(size: 10)).id("c")
                        Text(text[1..<4]).font(.system(size: 10)).id("range")
                        Color.red.frame(width: CGFloat(items[1] * 10 + (items[safe: 9] ?? 5)), height: 1).id("safe")
                    }
                }
            }
            """, 200, 200)
        #expect(p.warnings.isEmpty)
        #expect(r["c"]?.frame.width == 10)
        #expect(r["range"]?.frame.width == 30)
        #expect(r["safe"]?.frame.width == 25)
    }
}

/// `Regex` as apps use it (Foundation/Regexes.swift).
struct RegexTests {
    @Test("Regex: replacing(_:with:) by a string and by a closure of the match, contains, matches(of:), firstMatch")
    func regexMethods() throws {
        let (r, p) = try layOut(
            """
            private let digits = try! Regex("[0-9]+")
            struct V: View {
                let text = "a1b22c"
                var body: some View {
                    VStack(spacing: 0) {
                        Text(text.replacing(digits, with: "#")).font(.system(size: 10)).id("plain")
                        Text(text.replacing(digits, with: { m in "<\\(text[m.range])>" })).font(.system(size: 10)).id("closure")
                        Color.red.frame(width: CGFloat(text.matches(of: digits).count * 10), height: 1).id("count")
                        Text(text.firstMatch(of: digits)?.output ?? "none").font(.system(size: 10)).id("first")
                        Color.red.frame(width: text.contains(digits) ? 7 : 3, height: 1).id("contains")
                    }
                }
            }
            """, 200, 200)
        #expect(p.warnings.isEmpty)
        #expect(r["plain"]?.frame.width == 50)  // a#b#c
        #expect(r["closure"]?.frame.width == 100)  // a<1>b<22>c
        #expect(r["count"]?.frame.width == 20)
        #expect(r["first"]?.frame.width == 10)
        #expect(r["contains"]?.frame.width == 7)
    }

    @Test("a regex literal is a Regex, a character class holding ')' and '\"' included (Ruddarr's URL mask)")
    func regexLiterals() throws {
        let (r, p) = try layOut(
            #"""
            func mask(_ s: String) -> String {
                s.replacing(/https?:\/\/[^\s"'<>)\]};,]+/) { _ in "URL" }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(mask("see https://a.b/c) now")).font(.system(size: 10)).id("m")
                        Text("a1b22".replacing(#/[0-9]+/#, with: "")).font(.system(size: 10)).id("x")
                    }
                }
            }
            """#, 300, 100)
        #expect(p.warnings.isEmpty)
        #expect(r["m"]?.frame.width == 120)  // "see URL) now"
        #expect(r["x"]?.frame.width == 20)  // "ab"
    }
}

extension SwiftValueClassesTests {
    @Test("Int(truncating:), Int(exactly:) and Int(clamping:)")
    func labelledIntegerConversions() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    let n = NSNumber(value: 12.7)
                    Color.red.frame(width: CGFloat(Int(truncating: n) + (Int(exactly: 2.5) ?? 30) + Int(clamping: 3)), height: 1).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.width == 45)
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftValueClassesTests {
    @Test("an init an extension adds to UnitPoint assigns self = .bottomLeading; a unit point's x and y")
    func unitPointExtensionInit() throws {
        let (r, p) = try layOut(
            """
            extension UnitPoint {
                init(_ alignment: Alignment) {
                    switch alignment {
                    case .leading: self = .leading
                    case .bottomTrailing: self = .bottomTrailing
                    default: self = .center
                    }
                }
            }
            struct V: View {
                var body: some View {
                    let a = UnitPoint(.bottomTrailing)
                    let b = UnitPoint(.top)
                    Color.red.frame(width: 10 + a.x * 20 + b.x * 4, height: 1 + a.y + b.y).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 32, height: 2.5))
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftValueClassesTests {
    @Test("Self in a nested type is that type, not another's of the same short name; .zero + .zero of typed locals")
    func nestedSelfAndZeros() throws {
        let (r, p) = try layOut(
            """
            enum QR { struct Symbology { static let margin: CGFloat = 3; func width() -> CGFloat { Self.margin * 10 } } }
            enum Bars { struct Symbology { static let margin: CGFloat = 100 } }
            struct V: View {
                var body: some View {
                    var x: CGFloat = .zero
                    let spacing: CGFloat = .zero
                    Color.red.frame(width: QR.Symbology().width() + (x + spacing), height: 1).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.width == 30)
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftValueClassesTests {
    @Test("a Layout places a subview at .init(x:y:) and sizes with .init(width:height:)")
    func initShorthandsInLayouts() throws {
        let (r, p) = try layOut(
            """
            struct Corner: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 50, height: 40)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let size: CGSize = .init(width: 6, height: 4)
                    subviews[0].place(at: .init(x: bounds.minX + size.width, y: bounds.minY + size.height), anchor: .topLeading, proposal: .unspecified)
                }
            }
            struct V: View {
                var body: some View { Corner { Color.red.frame(width: 5, height: 5).id("c") }.id("l") }
            }
            """)
        let l = try #require(r["l"]?.frame)
        #expect(r["c"]?.frame == CGRect(x: l.minX + 6, y: l.minY + 4, width: 5, height: 5))
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftValueClassesTests {
    @Test(
        "Image(uiImage:) of a UIImage Plumb cannot make is a stub image, laid out as the code says, not a placeholder")
    func uiImageStub() throws {
        let (r, p) = try layOut(
            """
            extension Image {
                init?(hash: String) {
                    guard let ui = UIImage(data: Data()) else { return nil }
                    self = Image(uiImage: ui)
                }
            }
            struct V: View {
                let logo: UIImage? = UIImage(data: Data())
                var body: some View {
                    Image(uiImage: logo ?? UIImage()).resizable().frame(width: 30, height: 20).id("i")
                }
            }
            """)
        #expect(r["i"]?.frame.size == CGSize(width: 30, height: 20))
        #expect(p.placeholderCount(in: LayoutTree(p.view, environment: .ahem)).placeholders == 0)
    }
}

extension SwiftValueClassesTests {
    @Test(
        "URL as Foundation's: host, lastPathComponent, pathExtension, appendingPathComponent, nil for text it rejects")
    func urls() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let link = URL(string: "https://example.org/docs/guide.pdf?x=1")!
                var body: some View {
                    VStack(spacing: 0) {
                        Text(link.host ?? "none").font(.system(size: 10)).id("host")
                        Text(link.lastPathComponent).font(.system(size: 10)).id("last")
                        Text(URL(fileURLWithPath: "/tmp/disk.qcow2").pathExtension).font(.system(size: 10)).id("ext")
                        Text(link.deletingLastPathComponent().appendingPathComponent("a").path).font(.system(size: 10)).id("path")
                        Text(URL(string: "") == nil ? "nil" : "url").font(.system(size: 10)).id("bad")
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty)
        #expect(r["host"]?.frame.width == 110)  // example.org
        #expect(r["last"]?.frame.width == 90)  // guide.pdf
        #expect(r["ext"]?.frame.width == 50)  // qcow2
        #expect(r["path"]?.frame.width == 70)  // /docs/a
        #expect(r["bad"]?.frame.width == 30)
    }
}

extension SwiftValueClassesTests {
    @Test("UUID(uuidString:) is that identifier, nil for text that is not one")
    func uuidFromString() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    let good = UUID(uuidString: "00000000-3000-0000-0000-000000000000")
                    let bad = UUID(uuidString: "nope")
                    Color.red.frame(width: good == nil ? 1 : 20, height: bad == nil ? 10 : 1).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 20, height: 10))
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftValueClassesTests {
    @Test(
        "Type.init passed as a function (compactMap(Event.init)); a root view's stubbed closure property makes views or stubs"
    )
    func initReferenceAndClosureStubs() throws {
        let (r, p) = try layOut(
            """
            struct Event { let title: String; init?(raw: String) { if raw.isEmpty { return nil }; title = raw } }
            struct V: View {
                let raws = ["ab", "", "cde"]
                var body: some View {
                    let events = raws.compactMap(Event.init)
                    Color.red.frame(width: CGFloat(events.count * 10), height: CGFloat(events[1].title.count)).id("c")
                }
            }
            """)
        #expect(r["c"]?.frame.size == CGSize(width: 20, height: 3))
        #expect(p.warnings.isEmpty)
        let (_, q) = try layOut(
            """
            struct Grid<Header: View>: View {
                let header: (Int) -> Header
                let onTap: () -> Void
                var body: some View { HStack { ForEach(0..<2, id: \\.self, content: header) } }
            }
            """)
        // The header closure is a stub: its views are labelled placeholders, not a failed ForEach.
        #expect(q.warnings.allSatisfy { !$0.message.contains("expected a closure") })
        #expect(q.placeholderCount(in: LayoutTree(q.view, environment: .ahem)).placeholders == 2)
    }
}

extension SwiftValueClassesTests {
    @Test("a stub's case changed is the stub as shown, in that case: details.localizedUppercase reads DETAILS")
    func casedStubs() throws {
        let (r, _) = try layOut(
            """
            struct V: View {
                let ride: RideRecord  // a type no file declares: its members are stubs
                var body: some View {
                    VStack(spacing: 0) {
                        Text(ride.details.localizedUppercase).font(.system(size: 10)).id("a")
                        Text(ride.details.uppercased()).font(.system(size: 10)).id("b")
                    }
                }
            }
            """)
        // DETAILS (7 ems), where the stub showed its last member, "localizedUppercase".
        #expect(r["a"]?.frame.width == 70)
        #expect(r["b"]?.frame.width == 70)
    }
}

extension SwiftValueClassesTests {
    @Test(
        "DispatchQueue and Timer work is for after the first frame: not run, and a model that schedules it still builds"
    )
    func dispatchAndTimers() throws {
        let (r, p) = try layOut(
            """
            final class Model: ObservableObject {
                @Published var n = 3
                let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                init() {
                    DispatchQueue.main.async { self.n = 9 }
                    DispatchQueue.global(qos: .background).asyncAfter(deadline: .now() + 1) { self.n = 7 }
                    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.n = 5 }
                    _ = timer
                    n = 4
                }
            }
            struct V: View {
                @StateObject var model = Model()
                var body: some View { Color.red.frame(width: CGFloat(model.n * 10), height: 5).id("c") }
            }
            """)
        #expect(r["c"]?.frame.width == 40)
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "a property wrapper the files declare: built with the attribute's arguments and the initial value, its wrappedValue read (one that reads its own @Environment too)"
    )
    func userPropertyWrappers() throws {
        let (r, p) = try layOut(
            """
            @propertyWrapper
            struct Clamped {
                var value: CGFloat
                init(wrappedValue: CGFloat, min low: CGFloat, max high: CGFloat) {
                    value = min(max(wrappedValue, low), high)
                }
                var wrappedValue: CGFloat {
                    get { value }
                    set { value = newValue }
                }
            }
            @propertyWrapper
            struct Themed: DynamicProperty {
                @Environment(\\.colorScheme) private var scheme
                var wrappedValue: CGFloat { scheme == .dark ? 30 : 6 }
            }
            struct V: View {
                @Clamped(min: 1, max: 20) var width: CGFloat = 50
                @Themed private var height
                var body: some View { Color.red.frame(width: width, height: height).id("a") }
            }
            """)
        #expect(r["a"]?.frame.size == CGSize(width: 20, height: 6))
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "a nested type named from inside a sibling nested type (an extension's), Set of a string's characters, the wrapping operators, a stub enum's associated values"
    )
    func nestedLookupAndSmallForms() throws {
        let (r, p) = try layOut(
            """
            struct Archive {
                enum Destination: Hashable { case info(Int), deleted }
            }
            struct Options {
                enum Destination: Hashable { case about }
            }
            extension Archive {
                struct Link: View {
                    var body: some View {
                        Color.red.frame(width: Destination.deleted == .deleted ? 8 : 2, height: 2).id("a")
                    }
                }
            }
            struct V: View {
                var body: some View {
                    let allowed = Set("0123456789abc")
                    var hash: Int = 5381
                    for b in [1, 2] { hash = ((hash << 5) &+ hash) &+ b }
                    return VStack(spacing: 0) {
                        Archive.Link()
                        Color.red.frame(width: CGFloat(allowed.count), height: hash == 5_859_944 ? 4 : 1).id("b")
                    }
                }
            }
            """)
        #expect(r["a"]?.frame.width == 8)
        #expect(r["b"]?.frame.size == CGSize(width: 13, height: 4))
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "a stub of an enum is its first case; a pattern binding its associated values gets typical values of their types"
    )
    func stubEnumAssociatedValues() throws {
        let (r, _) = try layOut(
            """
            enum Unit { case bitcoin(Int), fiat(String) }
            struct Row: View {
                let unit: Unit
                var body: some View {
                    switch unit {
                    case .bitcoin(let n): Color.red.frame(width: 5 + CGFloat(n), height: 3).id("c")
                    case .fiat: EmptyView()
                    }
                }
            }
            """)
        #expect(r["c"]?.frame.height == 3)
    }

    @Test(
        "String(number) is Swift's, not an extension's init(_ unit: Unit) whose Unit aliases an enum; String(unit) is the extension's"
    )
    func typedExtensionInitializers() throws {
        let (r, p) = try layOut(
            """
            enum BitcoinUnit { case btc, sat }
            typealias Unit = BitcoinUnit
            extension String {
                init(_ unit: Unit) { self = unit == .btc ? "BTC" : "SATS" }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(String(7)).id("a")
                        Text(String(Unit.sat)).id("b")
                    }
                }
            }
            """)
        #expect(r["a"]?.frame.width == 17)
        #expect(r["b"]?.frame.width == 68)
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "flatMap(\\.key) joins the arrays it reaches; an extension of Sequence (or Collection) where Element == T applies to arrays of T"
    )
    func collectionProtocolExtensions() throws {
        let (r, p) = try layOut(
            """
            struct M { var descs: [String] }
            extension Sequence where Element == M {
                func allDescriptions() -> [String] { flatMap(\\.descs) }
            }
            extension Collection {
                var isNotEmpty: Bool { !isEmpty }
            }
            extension Sequence {
                func filter(not keyPath: KeyPath<Element, Bool>) -> [Element] { filter { !$0[keyPath: keyPath] } }
            }
            struct V: View {
                var body: some View {
                    let groups = [M(descs: ["ab"]), M(descs: ["c", "d"])]
                    VStack(spacing: 0) {
                        Text(groups.allDescriptions().joined(separator: ",")).id("a")
                        Color.red.frame(width: groups.isNotEmpty ? 5 : 1, height: 1).id("b")
                        Color.red.frame(width: CGFloat([1, 2, 3].filter({ $0 > 1 }).count), height: 1).id("c")
                    }
                }
            }
            """)
        // "ab,c,d": six Ahem em of 17.
        #expect(r["a"]?.frame.width == 102)
        #expect(r["b"]?.frame.width == 5)
        #expect(r["c"]?.frame.width == 2)
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "zip(start..., self) inside an extension of Sequence is Swift's zip; a view extension overload calls its sibling of the library's name"
    )
    func zipAndSiblingModifierOverloads() throws {
        let (r, p) = try layOut(
            """
            struct Numbered<E> { let number: Int; let element: E }
            extension Sequence {
                func numbered(startingAt start: Int = 0) -> [Numbered<Element>] {
                    zip(start..., self).map { Numbered(number: $0.0, element: $0.1) }
                }
            }
            extension View {
                func padding(ratio: CGFloat, extra: CGFloat) -> some View { self.padding(ratio * 10, extra: extra) }
                func padding(_ length: CGFloat, extra: CGFloat) -> some View { self.padding(length + extra) }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(["a", "b", "c"].numbered(startingAt: 1), id: \\.number) { n in
                            Color.red.frame(width: CGFloat(n.number), height: 1).id(n.element)
                        }
                        Color.red.frame(width: 2, height: 2).padding(ratio: 0.5, extra: 1).id("p")
                    }
                }
            }
            """)
        #expect(r["c"]?.frame.width == 3)
        #expect(r["p"]?.frame.size == CGSize(width: 14, height: 14))
        #expect(p.warnings.isEmpty)
    }

    @Test("tuples compare element by element: the first unequal pair decides; -> some Hashable is a value")
    func tupleComparison() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    let items = [(2, "b"), (1, "z"), (2, "a")]
                    let sorted = items.sorted { $0 < $1 }
                    Color.red.frame(width: CGFloat(sorted[1].0 * 10), height: (1, "a") <= (1, "a") ? 3 : 1)
                        .id(sorted[1].1)
                        .id(key(sorted[1].1))
                }
                private func key(_ s: String) -> some Hashable { "k\\(s)" }
            }
            """)
        // Sorted: (1, "z"), (2, "a"), (2, "b"); a function returning `some Hashable` is no view.
        #expect(r["ka"]?.frame.size == CGSize(width: 20, height: 3))
        #expect(p.warnings.isEmpty)
    }
}

extension SwiftLanguageTests {
    @Test("Type.init(...) and Self.init(...) of a memberwise initializer, in a view and in a static closure")
    func explicitInitOfMemberwise() throws {
        let (r, p) = try layOut(
            """
            struct Stat {
                var count: Int
                static let matrix: [Stat] = { (1...3).map { Self.init(count: $0) }.reversed() }()
            }
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(Stat.init(count: 3).count * 10), height: 10).id("a")
                        ForEach(0..<3) { i in Color.red.frame(width: CGFloat(Stat.matrix[i].count), height: 10).id("m") }
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r["a"]?.frame.width == 30)
        #expect(r.all("m").map(\.frame.width) == [3, 2, 1])
    }
}

extension SwiftLanguageTests {
    @Test(
        "an extension's filter(_ keyPath:) beside the library's filter { }: a trailing closure is the library's, a key path the extension's"
    )
    func keyPathOverloadBesideClosure() throws {
        let (r, p) = try layOut(
            """
            struct Item { let on: Bool; let w: CGFloat }
            extension Sequence {
                func filter(_ keyPath: KeyPath<Element, Bool>) -> [Element] { self.filter { $0[keyPath: keyPath] } }
            }
            struct V: View {
                let items = [Item(on: true, w: 10), Item(on: false, w: 20), Item(on: true, w: 30)]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(items.filter(\\.on).indices, id: \\.self) { _ in Color.red.frame(width: 10, height: 10).id("k") }
                        ForEach(items.filter { $0.w > 15 }.indices, id: \\.self) { _ in Color.red.frame(width: 10, height: 10).id("c") }
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.all("k").count == 2)
        #expect(r.all("c").count == 2)
    }
}

extension SwiftLanguageTests {
    @Test(
        "an unlabelled trailing closure skips a defaulted closure parameter for a later one that needs it (SE-0286 forward scan), as Swift matches it"
    )
    func trailingClosureSkipsDefaultedClosure() throws {
        let (r, p) = try layOut(
            """
            struct Thumb<Overlay: View, Menu: View>: View {
                let radius: CGFloat
                let onAction: (() -> Void)?
                let overlay: () -> Overlay
                let menu: () -> Menu
                init(radius: CGFloat = 8, onAction: (() -> Void)? = nil,
                     @ViewBuilder overlay: @escaping () -> Overlay, @ViewBuilder menu: @escaping () -> Menu,) {
                    self.radius = radius; self.onAction = onAction; self.overlay = overlay; self.menu = menu
                }
                var body: some View {
                    HStack(spacing: 0) { Color.red.frame(width: radius, height: 10).id("r"); overlay() }
                }
            }
            struct Row<Content: View>: View {
                let action: (() -> Void)?
                let content: () -> Content
                init(_ action: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) {
                    self.action = action; self.content = content
                }
                var body: some View { content() }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Thumb { Color.blue.frame(width: 30, height: 10).id("o") } menu: { Text("m") }
                        Row { Color.green.frame(width: 40, height: 10).id("c") }
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Thumb: 8 + 30 wide, centred in 200; Row's content 40 wide below it.
        #expect(frame(r, "r") == CGRect(x: 81, y: 40, width: 8, height: 10))
        #expect(frame(r, "o") == CGRect(x: 89, y: 40, width: 30, height: 10))
        #expect(frame(r, "c") == CGRect(x: 80, y: 50, width: 40, height: 10))
    }
}

extension SwiftLanguageTests {
    @Test(
        "class inheritance: a generic superclass's members and initializers (a subclass with none inherits them), super.init and super.method() run on the same instance"
    )
    func superclassInitializers() throws {
        let (r, p) = try layOut(
            """
            class Base<T>: ObservableObject {
                @Published var results: [String] = []
                let size: Int
                init(size: Int) { self.size = size; results = (0..<size).map { "r\\($0)" } }
                func label() -> String { "base\\(size)" }
            }
            final class Section<T>: Base<T> { var doubled: Int { size * 2 } }
            final class Derived: Base<Int> {
                let extra: String
                init(extra: String) { self.extra = extra; super.init(size: 1) }
                override func label() -> String { super.label() + extra }
            }
            struct V: View {
                let section = Section<Int>(size: 2)
                let derived = Derived(extra: "!")
                var body: some View {
                    VStack(spacing: 0) {
                        Text(section.results.joined() + "\\(section.doubled)").id("s")
                        Text(derived.label() + derived.results.joined()).id("d")
                    }
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "r0r14" and "base1!r0": 5 and 8 Ahem glyphs.
        #expect(frame(r, "s")?.width == 85)
        #expect(frame(r, "d")?.width == 136)
    }
}

extension SwiftLanguageTests {
    @Test(
        "a trailing closure fits a parameter whose function type is a type alias, top-level or a class's own (typealias DrawBlock = (Int, CGFloat) -> CGFloat)"
    )
    func closureThroughTypeAlias() throws {
        let (r, p) = try layOut(
            """
            typealias DrawBlock = (Int, CGFloat) -> CGFloat
            final class Model {
                typealias Scaled = (Int, CGFloat) -> CGFloat
                func axis(values: [Int], scale: CGFloat, draw: DrawBlock) -> CGFloat {
                    values.map { draw($0, scale) }.reduce(0, +)
                }
                func axis2(values: [Int], scale: CGFloat, draw: Scaled) -> CGFloat {
                    values.map { draw($0, scale) }.reduce(0, +)
                }
                func total() -> CGFloat {
                    axis(values: [1, 2], scale: 10) { v, s in CGFloat(v) * s }
                        + axis2(values: [3], scale: 10) { v, s in CGFloat(v) * s }
                }
            }
            struct V: View {
                let model = Model()
                var body: some View { Color.red.frame(width: model.total(), height: 10).id("c") }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // 1 × 10 + 2 × 10, then 3 × 10 through the class's own alias.
        #expect(frame(r, "c")?.width == 60)
    }
}

extension SwiftLanguageTests {
    @Test("forEach runs its closure on each element: a computed property filling a local array with it")
    func forEachRuns() throws {
        let texts = try shownTexts(
            "Text(\"\\(Maker.items.count) \\(Maker.items.joined())\")",
            declarations: """
                enum Maker {
                    static var items: [String] {
                        var out: [String] = []
                        ["a", "b"].forEach { name in out.append(name + "!") }
                        (1...2).forEach { out.append("\\($0)") }
                        return out
                    }
                }
                """)
        #expect(texts == ["4 a!b!12"])
    }
}

/// `@ViewBuilder` on a function's parameter (Vultisig's `contentContainer(@ViewBuilder content:)`).
@Suite("View builder parameters")
struct ViewBuilderParameterTests {
    @Test(
        "a closure given for a @ViewBuilder parameter builds every statement, though none of them names a view: 78 + 20 + 10 points"
    )
    func builderParameter() throws {
        let code = """
            import SwiftUI
            struct Scroller<Content: View>: View {
                var topInset: CGFloat
                @ViewBuilder var content: () -> Content
                var body: some View {
                    contentContainer {
                        insetView(length: topInset)
                        content()
                        insetView(length: 10)
                    }
                }
                @ViewBuilder
                func contentContainer<Inner: View>(@ViewBuilder content: () -> Inner) -> some View {
                    VStack(spacing: 0) { content() }.id("stack")
                }
                func insetView(length: CGFloat) -> some View {
                    Color.clear.frame(height: length)
                }
            }
            struct Screen: View {
                var body: some View {
                    Scroller(topInset: 78) { Text("Hi").font(.system(size: 20)).id("hi") }
                }
            }
            """
        let (result, _) = try layOut(code, 390, 844)
        #expect(frame(result, "stack") == CGRect(x: 0, y: 368, width: 390, height: 108))
        #expect(frame(result, "hi") == CGRect(x: 175, y: 446, width: 40, height: 20))
    }
}

/// Stores through a subscript and into a type's static (issue "Swift and Foundation as apps use
/// them": value semantics).
@Suite("Stores")
struct StoreTests {
    @Test(
        "d[k] = v replaces or adds a dictionary's pair, d[k] = nil removes it: 'a' ends at 5, 'b' removed, one pair"
    )
    func dictionarySubscriptStore() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var counts: [String: Int] {
                    var d: [String: Int] = [:]
                    d["a"] = 1
                    d["b"] = 2
                    d["a"] = 5
                    d["b"] = nil
                    return d
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(String(repeating: "x", count: counts["a"] ?? 0)).id("a")
                        Text(String(repeating: "x", count: counts.count)).id("count")
                    }
                }
            }
            """
        let (result, _) = try layOut(code, 390, 844)
        // Ahem at 17 points: one em per character.
        #expect(frame(result, "a")?.width == 85)
        #expect(frame(result, "count")?.width == 17)
    }

    @Test("a static a type's code stores (a cache read through Self) keeps the value for the next read: 0, then 1")
    func staticStore() throws {
        let code = """
            import SwiftUI
            enum Cache {
                static var seen = [String: Int]()
                static func note(_ key: String) -> Int {
                    let before = Self.seen.count
                    Self.seen[key] = 1
                    return before
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("x" + String(repeating: "y", count: Cache.note("a"))).id("first")
                        Text("x" + String(repeating: "y", count: Cache.note("b"))).id("second")
                    }
                }
            }
            """
        let (result, _) = try layOut(code, 390, 844)
        #expect(frame(result, "first")?.width == 17)
        #expect(frame(result, "second")?.width == 34)
    }
}

/// Regressions the seventh round's changes made and fixed in the eighth (sets A to L re-rendered).
@Suite("Stores, read back")
struct StoreReadBackTests {
    @Test(
        "Self.cache in an initializer of a Color extension is the extension's static dictionary, not a colour named cache"
    )
    func extensionStaticThroughSelf() throws {
        let code = """
            import SwiftUI
            extension Color {
                private static var cache: [String: Color] = [:]
                init(seed: String) {
                    if let cached = Self.cache[seed] {
                        self = cached
                        return
                    }
                    let c = Color(red: 1, green: 0, blue: 0)
                    Self.cache[seed] = c
                    self = c
                }
            }
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color(seed: "a").frame(width: 10, height: 10).id("first")
                        Color(seed: "a").frame(width: 10, height: 10).id("second")
                    }
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "second") == CGRect(x: 195, y: 417, width: 10, height: 10))
    }

    @Test("a model no ancestor provides: an empty dictionary its initializer would fill is a stub, so d[k]! is no trap")
    func stubModelDictionary() throws {
        let code = """
            import SwiftUI
            class VM: ObservableObject {
                enum Section: CaseIterable { case a, b }
                @Published private(set) var isLoading = [Section: Bool]()
                init(name: String) { for s in Section.allCases { isLoading[s] = true } }
            }
            struct V: View {
                @EnvironmentObject var vm: VM
                var body: some View { Text(vm.isLoading[.a]! ? "loading" : "done").id("t") }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.placeholderCount(in: LayoutTree(program.view, environment: .ahem)).placeholders == 0)
        // A stub condition reads as false here: "done", 4 × 17.
        #expect(frame(result, "t")?.size == CGSize(width: 68, height: 17))
    }
}

/// A value stored through a subscript takes the dictionary's declared value type (bowtie's
/// `nameData[key] = (1, game.wrappedCreated, name)` into `[String: (count: Int, lastUsed: Date,
/// displayName: String)]`).
@Suite("Typed stores")
struct TypedStoreTests {
    @Test(
        "d[k] = (1, Date()) keeps the labels of [String: (count: Int, lastUsed: Date)]: count reads 2 after two stores")
    func labelledTupleStore() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var n: Int {
                    var d: [String: (count: Int, lastUsed: Date)] = [:]
                    for _ in 0..<2 {
                        if let e = d["a"] {
                            d["a"] = (e.count + 1, max(e.lastUsed, Date()))
                        } else {
                            d["a"] = (1, Date())
                        }
                    }
                    return d["a"]!.count
                }
                var body: some View { Text(String(repeating: "x", count: n)).id("t") }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "t")?.width == 34)
    }
}
