import Foundation
import Plumb
import Testing

/// What a feature of a Composable Architecture app is written with (set M, Radix Wallet): a
/// view nested under a library name (`extension Settings { struct View: SwiftUI.View }`), rows
/// made by static functions that share an enum case's name and return `Self`, members of a
/// generic type's nested types, memberwise initializers passed as functions, and `View`
/// extensions that shadow a library modifier or call each other.
@Suite("Composable features")
struct ComposableFeatureTests {
    static let rows = """
        import SwiftUI
        struct Row<Feature>: View {
            let kind: Kind
            var body: some View {
                switch kind {
                case let .model(model): Text(model.title).id(model.title)
                case .separator: Color.red.frame(height: 5).id("separator")
                }
            }
        }
        extension Row {
            enum Kind {
                case model(Model)
                case separator
            }
        }
        extension Row.Kind {
            struct Model {
                let title: String
                let icon: String
            }
            static func model(title: String, icon: String = "x") -> Self {
                .model(.init(title: title, icon: icon))
            }
        }

        """

    @Test(
        "a static func named like a case and returning Self: its labels pick it, its result is the case with its Model built"
    )
    func staticFunctionBesideCase() throws {
        let code =
            ComposableFeatureTests.rows + """
                struct Screen: View {
                    var kinds: [Row<Int>.Kind] { [.model(title: "Hello"), .separator, Row<Int>.Kind.model(title: "Hi")] }
                    var body: some View {
                        VStack(spacing: 0) {
                            ForEach(0..<3) { i in Row<Int>(kind: kinds[i]) }
                        }
                    }
                }
                """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        // Ahem 17 pt: "Hello" 85 wide, "Hi" 34; the separator 5 high between them.
        #expect(frame(result, "Hello") == CGRect(x: 152.5, y: 402.5, width: 85, height: 17))
        #expect(frame(result, "separator") == CGRect(x: 0, y: 419.5, width: 390, height: 5))
        #expect(frame(result, "Hi") == CGRect(x: 178, y: 424.5, width: 34, height: 17))
    }

    @Test(
        "a view nested as Feature.View is the file's root, built by its own call site, not by another feature's View(...)"
    )
    func nestedViewRoot() throws {
        let primary = """
            import SwiftUI
            enum Settings {}
            extension Settings {
                struct View: SwiftUI.View {
                    let title: String
                    var body: some SwiftUI.View { Text(title).id("title") }
                }
            }
            """
        let others = """
            import SwiftUI
            enum Other {}
            extension Other {
                struct View: SwiftUI.View {
                    let title: String
                    var body: some SwiftUI.View { Text(title) }
                }
                struct Host: SwiftUI.View {
                    var body: some SwiftUI.View { View(title: "Other's") }
                }
            }
            struct App: SwiftUI.View {
                var body: some SwiftUI.View { Settings.View(title: "Mine") }
            }
            """
        let program = try SourceReader.read(
            files: [("Settings+View.swift", Array(primary.utf8)), ("Other.swift", Array(others.utf8))],
            primary: "Settings+View.swift")
        let result = LayoutTree.layout(program.view, in: CGSize(width: 390, height: 844), environment: .ahem)
        #expect(result["title"]?.frame.width == 68)
    }

    @Test("enumerated().map(Pair.init): a memberwise initializer as a function takes each (offset, element)")
    func memberwiseInitializerReference() throws {
        let code = """
            import SwiftUI
            struct Pair<Element>: Identifiable {
                var id: Int { offset }
                let offset: Int
                let element: Element
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(["a", "bb"].enumerated().map(Pair.init)) { item in
                            Text(item.element + String(repeating: "x", count: item.offset)).id(item.element)
                        }
                    }
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "a")?.width == 17)
        #expect(frame(result, "bb")?.width == 51)
    }

    @Test(
        "a View extension frame(_:) beside the library's (which has no unlabelled parameter), and overloads calling each other from a body"
    )
    func viewExtensionOverloads() throws {
        let code = """
            import SwiftUI
            enum Loadable<T> { case loading, success(T) }
            extension View {
                func frame(_ side: CGFloat) -> some View { frame(width: side, height: side) }
                @ViewBuilder
                func loadable<T>(
                    _ loadable: Loadable<T>, @ViewBuilder loadingView: () -> some View,
                    @ViewBuilder successContent: (T) -> some View
                ) -> some View {
                    switch loadable {
                    case .loading: loadingView()
                    case let .success(value): successContent(value)
                    }
                }
                func loadable<T>(_ loadable: Loadable<T>, height: CGFloat = 20, @ViewBuilder successContent: (T) -> some View) -> some View {
                    self.loadable(loadable, loadingView: { Color.gray.frame(height: height).id("loading") }, successContent: successContent)
                }
            }
            struct V: View {
                let worth: Loadable<String> = .success("12")
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(30).id("square")
                        loadable(worth) { w in Text(w).id("worth") }
                        loadable(Loadable<String>.loading, height: 8) { w in Text(w) }
                    }
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "square")?.size == CGSize(width: 30, height: 30))
        #expect(frame(result, "worth")?.size == CGSize(width: 34, height: 17))
        #expect(frame(result, "loading")?.size == CGSize(width: 390, height: 8))
    }

    @Test(
        "an extension's init delegating to the memberwise one with the same labels (self.init(kind:account:trailing:bottom:)): builder closures become views"
    )
    func memberwiseDelegation() throws {
        let code = """
            import SwiftUI
            struct Card<Trailing: View>: View {
                let title: String
                @ViewBuilder let trailing: Trailing
                var body: some View {
                    HStack(spacing: 0) { Text(title).id("title"); trailing }
                }
            }
            extension Card {
                init(title: String, uppercased: Bool = false, @ViewBuilder trailing: () -> Trailing) {
                    self.init(title: uppercased ? title.uppercased() : title, trailing: trailing)
                }
            }
            extension Card where Trailing == EmptyView {
                init(name: String) {
                    self.init(title: name, uppercased: true, trailing: { EmptyView() })
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Card(name: "ab")
                        Card(title: "cd") { Color.red.frame(width: 10, height: 10).id("dot") }
                    }
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(result.views(withText: "AB").count == 1)
        #expect(frame(result, "dot")?.size == CGSize(width: 10, height: 10))
    }

    @Test(
        "a tuple typealias nested in a type labels what is given for it; a type nested two deep is called by its path; min(n, limit ?? .max)"
    )
    func nestedAliasesAndPaths() throws {
        let code = """
            import SwiftUI
            enum Home {}
            extension Home { enum Row {} }
            extension Home.Row {
                struct View: SwiftUI.View {
                    struct Config {
                        typealias Span = (start: CGFloat, end: CGFloat)
                        let span: Span
                    }
                    let config: Config
                    let limit: Int?
                    var body: some SwiftUI.View {
                        Color.red.frame(width: config.span.end - config.span.start, height: CGFloat(min(3, limit ?? .max)))
                            .id("bar")
                    }
                }
            }
            struct Screen: SwiftUI.View {
                var body: some SwiftUI.View {
                    Home.Row.View(config: .init(span: (10, 50)), limit: nil)
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "bar")?.size == CGSize(width: 40, height: 3))
    }

    @Test(
        "Button(title, asset:) from an extension whose first parameter is unlabelled: the library has no 'asset:', so the extension's; .listRowInsets(.init())"
    )
    func extensionInitializerOfLibraryView() throws {
        let code = """
            import SwiftUI
            extension Button where Label == Text {
                init(_ title: String, asset: String, action: @escaping () -> Void) {
                    self.init(action: action) { Text(title + asset) }
                }
            }
            struct V: View {
                var body: some View {
                    Button("ab", asset: "cd") {}.buttonStyle(.plain).id("button")
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "button")?.size == CGSize(width: 68, height: 17))
    }
}
