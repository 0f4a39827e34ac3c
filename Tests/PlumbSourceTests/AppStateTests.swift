import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// The state a view has when it runs in its app (issue 27, "stub values must lay out like
/// typical data"): objects the `App` passes down, settings read through setters and
/// `UserDefaults`, generic stores made through a type alias, overloads chosen by type. Ahem
/// text; a 200×100 canvas, so a 10-point-high bar is centred at y 45.
struct AppStateTests {
    @Test(
        "a view read as the root gets the object its App passes down with .environmentObject, made as the App makes it")
    func appEnvironmentObject() throws {
        let (r, p) = try layOut(
            """
            final class Store: ObservableObject {
                @Published var count = 3
                let scale: Int
                init(scale: Int) { self.scale = scale }
            }
            private func createStore() -> Store { Store(scale: 10) }
            @main struct CounterApp: App {
                private let store: Store = createStore()
                var body: some Scene { WindowGroup { CounterView().environmentObject(store) } }
            }
            struct CounterView: View {
                @EnvironmentObject var store: Store
                var body: some View { Color.red.frame(width: CGFloat(store.count * store.scale), height: 10).id("bar") }
            }
            #Preview { CounterView() }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
        #expect(!p.warnings.contains { $0.message.contains("no ancestor provides") })
    }

    @Test("an @Observable model the App's scene makes inline with .environment(_:), read with @Environment(Model.self)")
    func appEnvironmentModel() throws {
        let (r, p) = try layOut(
            """
            @Observable final class Model {
                var width: CGFloat
                init(width: CGFloat) { self.width = width }
            }
            @main struct ModelApp: App {
                var body: some Scene { WindowGroup { Bar().environment(Model(width: 64)) } }
            }
            struct Bar: View {
                @Environment(Model.self) private var model
                var body: some View { Color.red.frame(width: model.width, height: 10).id("bar") }
            }
            #Preview { Bar() }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 68, y: 45, width: 64, height: 10))
        #expect(!p.warnings.contains { $0.message.contains("no ancestor provides") })
    }

    @Test("a store made through a type alias of a generic class: typealias AppStore = Store<AppState>")
    func genericAliasConstruction() throws {
        let (r, _) = try layOut(
            """
            struct AppState { var level = 4 }
            final class Store<State>: ObservableObject {
                @Published private(set) var state: State
                init(initialState: State) { self.state = initialState }
            }
            typealias AppStore = Store<AppState>
            let store = AppStore(initialState: AppState())
            struct V: View {
                var body: some View { Color.red.frame(width: CGFloat(store.state.level * 5), height: 10).id("bar") }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
    }

    @Test(
        "a computed property's setter runs, with set(name) naming the new value; an extension's property read unqualified"
    )
    func computedSetter() throws {
        let (r, _) = try layOut(
            """
            final class Prefs {
                var stored = 0
                var width: Int {
                    get { stored + 10 }
                    set(w) { stored = w * 2 }
                }
                var doubled: Int { width * 2 }
            }
            extension UserDefaults {
                var barHeight: Int {
                    get { object(forKey: "barHeight") == nil ? 6 : integer(forKey: "barHeight") }
                    set { set(newValue, forKey: "barHeight") }
                }
                var barHeightPlusOne: Int { barHeight + 1 }
            }
            let prefs: Prefs = {
                let p = Prefs()
                p.width = 20
                UserDefaults.standard.barHeight = 9
                return p
            }()
            struct V: View {
                var body: some View {
                    Color.red.frame(width: CGFloat(prefs.doubled), height: CGFloat(UserDefaults.standard.barHeightPlusOne)).id("bar")
                }
            }
            """)
        // width = stored (40) + 10 = 50, doubled 100; the height 9 + 1.
        #expect(r["bar"]?.frame == CGRect(x: 50, y: 45, width: 100, height: 10))
    }

    @Test(
        "overloads of one label by parameter type: the argument's type chooses; where it cannot, a sibling, not itself")
    func overloadsByType() throws {
        let (r, _) = try layOut(
            """
            enum Level { case info, error }
            func size(with level: Level) -> Int { size(with: 3) }
            func size(with count: Int) -> Int { count * 10 }
            func handle(with level: Level) -> Int { handle(with: Storage.base.appendingPathComponent("a")) }
            func handle(with url: URL) -> Int { 40 }
            struct V: View {
                var body: some View {
                    Color.red.frame(width: CGFloat(size(with: .info)), height: CGFloat(handle(with: .error) / 4)).id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test("an array of closures takes closures with append(_:) and insert(_:at:)")
    func appendClosure() throws {
        let (r, _) = try layOut(
            """
            func widths() -> [() -> Int] {
                var fs: [() -> Int] = [{ 10 }]
                fs.append({ 20 })
                fs.insert({ 5 }, at: 0)
                return fs
            }
            struct V: View {
                var body: some View { Color.red.frame(width: CGFloat(widths().count * 10 + widths()[2]()), height: 10).id("bar") }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 75, y: 45, width: 50, height: 10))
    }

    @Test(
        "a wrapper set in init with .init(wrappedValue:) holds that value; an untyped property takes its initializer's type"
    )
    func wrapperInitAndInferredType() throws {
        let (r, _) = try layOut(
            """
            final class Model: ObservableObject {
                @Published var width = CGFloat(0)
                init(count: Int) { width = 3 }
            }
            struct V: View {
                @StateObject var model: Model
                init() { _model = .init(wrappedValue: Model(count: 3)) }
                var body: some View { Text("\\(model.width)").id("t") }
            }
            """)
        // "3.0" (a CGFloat, as Swift infers from `CGFloat(0)`): three Ahem ems of 17 points.
        #expect(r["t"]?.frame.size == CGSize(width: 51, height: 17))
    }

    @Test("a font an extension of Font declares as a function, as an implicit member: .font(.brand(.caption))")
    func fontExtensionFunction() throws {
        let (r, _) = try layOut(
            """
            extension Font {
                static func brand(_ style: Font.TextStyle = .body, big: Bool = false) -> Font {
                    .system(size: big ? 20 : 10)
                }
            }
            struct V: View { var body: some View { Text("ab").font(.brand(.caption, big: true)).id("t") } }
            """)
        #expect(r["t"]?.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("Dictionary(grouping:by:) groups in first-appearance order; uniqueKeysWithValues pairs")
    func dictionaryGrouping() throws {
        let (r, _) = try layOut(
            """
            let groups = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7]) { $0 % 3 }
            let pairs = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])
            struct V: View {
                var body: some View {
                    Color.red.frame(width: CGFloat(groups.count * 10 + (groups[1]?.count ?? 0)), height: CGFloat(pairs.count * 5)).id("bar")
                }
            }
            """)
        // Three groups; the group of 1 holds 1, 4, 7.
        #expect(r["bar"]?.frame == CGRect(x: 83.5, y: 45, width: 33, height: 10))
    }

    @Test("Dictionary(grouping:by:) by a key path: two sections of three sessions")
    func dictionaryGroupingByKeyPath() throws {
        let (r, p) = try layOut(
            """
            struct Session { let section: String }
            let grouped = Dictionary(grouping: [Session(section: "a"), Session(section: "b"), Session(section: "a")], by: \\.section)
            struct V: View {
                var body: some View {
                    Color.red.frame(width: CGFloat(grouped.count * 10), height: CGFloat(grouped["a"]?.count ?? 0)).id("bar")
                }
            }
            """)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r["bar"]?.frame.size == CGSize(width: 20, height: 2))
    }
}

extension AppStateTests {
    @Test("an environment object typed by a generic parameter is the provided object conforming to its constraint")
    func genericEnvironmentObject() throws {
        let (r, p) = try layOut(
            """
            protocol HomeModel: ObservableObject { var width: CGFloat { get } }
            final class MockHome: HomeModel { var width: CGFloat = 40 }
            final class Banner: ObservableObject { var height: CGFloat = 10 }
            struct Home<Model: HomeModel>: View {
                @EnvironmentObject var model: Model
                @EnvironmentObject var banner: Banner
                var body: some View { Color.red.frame(width: model.width, height: banner.height).id("bar") }
            }
            #Preview { Home<MockHome>().environmentObject(Banner()).environmentObject(MockHome()) }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 80, y: 45, width: 40, height: 10))
        #expect(!p.warnings.contains { $0.message.contains("no ancestor provides") })
    }
}

extension AppStateTests {
    @Test("an @Observable model no ancestor provides and no App makes is a new one, made as Type() makes it")
    func newEnvironmentModel() throws {
        let (r, p) = try layOut(
            """
            @Observable final class Theme {
                var width: CGFloat = 24
                var names: [String] = .init()
            }
            struct V: View {
                @Environment(Theme.self) var theme
                var body: some View { Color.red.frame(width: theme.width + CGFloat(theme.names.count), height: 10).id("bar") }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 88, y: 45, width: 24, height: 10))
        #expect(!p.warnings.contains { $0.message.contains("no ancestor provides") })
    }

    @Test("numbers from strings (Int(\"42\"), Double(\"x\") is nil) and an implicit CGFloat static in arithmetic")
    func numbersFromStrings() throws {
        let (r, _) = try layOut(
            """
            extension CGFloat { static let standardPadding: CGFloat = 20 }
            struct V: View {
                var body: some View {
                    Color.red.frame(width: CGFloat(Int("42") ?? 0) + (Double("x") == nil ? 1 : 0), height: .standardPadding / 2).id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 78.5, y: 45, width: 43, height: 10))
    }
}

extension AppStateTests {
    @Test("a subclass has its superclass's members; a view model's optionals start nil even when it is stubbed")
    func superclassMembersAndViewModelOptionals() throws {
        let (r, _) = try layOut(
            """
            struct Toast { var title: String }
            class BaseViewModel { @Published var toast: Toast?; var width: CGFloat = 30; func doubled() -> CGFloat { width * 2 } }
            final class AccountViewModel: BaseViewModel, ObservableObject {
                let service: Service
                init(service: Service) { self.service = service }
            }
            struct Account: View {
                @StateObject var viewModel: AccountViewModel
                var body: some View {
                    Color.red.frame(width: viewModel.doubled(), height: viewModel.toast == nil ? 10 : 50).id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 70, y: 45, width: 60, height: 10))
    }
}
