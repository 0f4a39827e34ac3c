import Foundation
import Plumb
import Testing

/// A root view with no preview is built where the app builds it (`Evaluate/CallSites.swift`):
/// a call written with values, else the first instance a calling view makes when drawn,
/// else stubs.
struct CallSiteRootTests {
    /// Reads `files` with `Row.swift` as the primary file and lays it out in 300×200 with Ahem.
    private func read(_ files: [(String, String)]) throws -> (LayoutResult, SourceProgram) {
        let program = try SourceReader.read(files: files.map { ($0.0, Array($0.1.utf8)) }, primary: "Row.swift")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 300, height: 200), environment: .ahem)
        return (r, program)
    }

    private let row = """
        struct Row<Accessory: View>: View {
            let title: String
            @ViewBuilder var accessory: Accessory
            var body: some View {
                HStack(spacing: 0) {
                    Text(title).font(.system(size: 10)).id("title")
                    accessory
                }
            }
        }
        """

    @Test("a call written with values builds the root: its title and its trailing-closure content")
    func literalCallSite() throws {
        let settings = """
            struct Settings: View {
                var body: some View {
                    VStack {
                        Row(title: "Units") { Color.red.frame(width: 7, height: 7).id("accessory") }
                    }
                }
            }
            """
        let (r, p) = try read([("Settings.swift", settings), ("Row.swift", row)])
        #expect(r["title"]?.frame.width == 50)
        #expect(r["accessory"]?.frame == CGRect(x: 171.5, y: 96.5, width: 7, height: 7))
        #expect(
            p.warnings.map(\.message) == [
                "the root view 'Row' has no preview that shows it: built as Settings builds it (Settings.swift:4:13; add a #Preview to choose its values)"
            ])
        #expect(p.placeholderCount(in: LayoutTree(p.view, environment: .ahem)).placeholders == 0)
    }

    @Test("inside a ForEach, the first row the calling view draws: its element, not a stub")
    func forEachCallSite() throws {
        let places = """
            struct Places: View {
                let places = ["Oslo", "Paris"]
                var body: some View {
                    VStack {
                        ForEach(places, id: \\.self) { place in
                            Row(title: place) { EmptyView() }
                        }
                    }
                }
            }
            """
        let (r, p) = try read([("Places.swift", places), ("Row.swift", row)])
        #expect(r["title"]?.frame.width == 40)
        #expect(
            p.warnings.first?.message.hasPrefix(
                "the root view 'Row' has no preview that shows it: built as Places builds it when drawn") == true)
    }

    @Test("a call that needs no stub wins over an earlier one in a ForEach; module-qualified calls count")
    func bestCallSite() throws {
        let a = """
            struct A: View {
                let model: [String]
                var body: some View { ForEach(model, id: \\.self) { m in Row(title: m) { EmptyView() } } }
            }
            """
        let b = """
            struct B: View {
                var body: some View { UI.Row(title: "Done") { EmptyView() } }
            }
            """
        let (r, p) = try read([("A.swift", a), ("B.swift", b), ("Row.swift", row)])
        #expect(r["title"]?.frame.width == 40)
        #expect(
            p.warnings.first?.message
                == "the root view 'Row' has no preview that shows it: built as B builds it (B.swift:2:30; add a #Preview to choose its values)"
        )
    }

    @Test("a call that passes nothing (nil where a value is needed) loses to the app's own sample of the type")
    func emptyCallSite() throws {
        let card = """
            struct Item { var title: String; static let mock = Item(title: "Sample") }
            struct Card: View {
                let item: Item
                var body: some View { Text(item.title).font(.system(size: 10)).id("title") }
            }
            """
        let list = """
            struct Screen: View {
                @State private var items: [Item] = []
                var current: Item? { items.first }
                var body: some View {
                    if let current { Card(item: current) }
                    Card(item: current!)
                }
            }
            """
        let program = try SourceReader.read(
            files: [("Screen.swift", Array(list.utf8)), ("Row.swift", Array(card.utf8))], primary: "Row.swift")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 300, height: 200), environment: .ahem)
        #expect(r["title"]?.frame.width == 60)  // "Sample", the mock
    }

    @Test("no call in the module: the properties are stubs, as before")
    func noCallSite() throws {
        let (r, p) = try read([("Row.swift", row)])
        #expect(r["title"]?.frame.width == 50)  // "title"
        #expect(
            p.warnings.map(\.message) == [
                "the root view 'Row' needs 'title', 'accessory': using stubs (add a #Preview to give values)"
            ])
    }

    @Test("a root view that draws nothing as the app first builds it is drawn with its values stubbed")
    func emptyAsBuilt() throws {
        let form = """
            struct Form2: View {
                @State private var message = ""
                var body: some View { VStack { Row(title: message) { EmptyView() } } }
            }
            """
        let row = """
            struct Row<Accessory: View>: View {
                let title: String
                @ViewBuilder var accessory: Accessory
                var body: some View {
                    if !title.isEmpty { Text(title).font(.system(size: 10)).id("title") }
                }
            }
            """
        let (r, p) = try read([("Form2.swift", form), ("Row.swift", row)])
        // The stub title, "title": five Ahem em of 10.
        #expect(r["title"]?.frame.width == 50)
        #expect(
            p.warnings.map(\.message) == [
                "the root view 'Row' draws nothing as the app first builds it: 'title', 'accessory' are stubs (add a #Preview to give values)"
            ])
    }

    @Test("a root view that draws nothing while its optionals are nil is drawn with typical values for them")
    func emptyWhileOptionalsNil() throws {
        let row = """
            struct Event { var title: String }
            struct Row: View {
                var event: Event?
                var body: some View {
                    if let event { Text(event.title).font(.system(size: 10)).id("title") } else { EmptyView() }
                }
            }
            """
        let (r, p) = try read([("Row.swift", row)])
        // The stub event's title: "title", five Ahem em of 10.
        #expect(r["title"]?.frame.width == 50)
        #expect(
            p.warnings.map(\.message) == [
                "the root view 'Row' draws nothing while 'event' is nil: drawn with stand-in values (add a #Preview to give values)"
            ])
    }
}

extension CallSiteRootTests {
    @Test(
        "a root built where the app builds it takes the app scene's preferredColorScheme and tint; a preview of the same view does not (Xcode's canvas)"
    )
    func appScene() throws {
        let app = """
            @main
            struct Wallet: App {
                var body: some Scene {
                    WindowGroup { Settings().preferredColorScheme(.dark).tint(.orange) }
                }
            }
            """
        let settings = """
            struct Settings: View {
                var body: some View { Row(title: "Units") { EmptyView() } }
            }
            """
        let program = try SourceReader.read(
            files: [("App.swift", app), ("Settings.swift", settings), ("Row.swift", row)].map {
                ($0.0, Array($0.1.utf8))
            },
            primary: "Row.swift")
        let presented = LayoutTree.presenting(program.view, environment: .ahem)
        presented.layout(in: CGSize(width: 300, height: 200), scale: 1)
        #expect(presented.environment.colorScheme == .dark)
        let withPreview = try SourceReader.read(
            files: [
                ("App.swift", app), ("Settings.swift", settings),
                ("Row.swift", row + "\n#Preview { Row(title: \"A\") { EmptyView() } }\n"),
            ]
            .map { ($0.0, Array($0.1.utf8)) },
            primary: "Row.swift")
        let plain = LayoutTree.presenting(withPreview.view, environment: .ahem)
        plain.layout(in: CGSize(width: 300, height: 200), scale: 1)
        #expect(plain.environment.colorScheme == .light)
    }

    @Test(
        "a call in the view's own file's preview chooses first, even in a preview that never shows the view, when its values need no stub (what its initializer cannot find is the same for every call: Catbird's AsyncProfileImage)"
    )
    func ownPreviewCallAndInitializerStubs() throws {
        let avatar = """
            struct Avatar: View {
                let size: CGFloat
                private let request: String?
                init(size: CGFloat) {
                    self.size = size
                    self.request = ImagePipeline.shared.cached(size)
                }
                var body: some View { Color.red.frame(width: size, height: size).id("avatar") }
            }
            struct AsyncPreviewContent<Content: View>: View {
                @State private var state: String?
                let content: (String) -> Content
                init(@ViewBuilder content: @escaping (String) -> Content) { self.content = content }
                var body: some View {
                    if let state { content(state) } else { ProgressView().task { state = await load() } }
                }
                func load() async -> String? { nil }
            }
            #Preview { AsyncPreviewContent { _ in VStack { Avatar(size: 40) } } }
            """
        let row = "struct ChatRow: View { var body: some View { Avatar(size: 44) } }"
        let files = [("ChatRow.swift", row), ("Avatar.swift", avatar)].map { ($0.0, Array($0.1.utf8)) }
        let program = try SourceReader.read(files: files, root: .view("Avatar"), primary: "Avatar.swift")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 300, height: 200), environment: .ahem)
        #expect(r["avatar"]?.frame == CGRect(x: 130, y: 80, width: 40, height: 40))
        #expect(
            p(program.warnings).contains(
                "the root view 'Avatar' has no preview that shows it: built as a preview builds it (Avatar.swift:19:48; add a #Preview to choose its values)"
            ))
        // Without the preview, the row's call, as the row draws it: its initializer's stub
        // (`ImagePipeline`) makes no written call free of stubs.
        let unpreviewed = [
            ("ChatRow.swift", row), ("Avatar.swift", String(avatar.prefix { $0 != "#" })),
        ].map { ($0.0, Array($0.1.utf8)) }
        let fromRow = try SourceReader.read(files: unpreviewed, primary: "Avatar.swift")
        let r2 = LayoutTree.layout(fromRow.view, in: CGSize(width: 300, height: 200), environment: .ahem)
        #expect(r2["avatar"]?.frame == CGRect(x: 128, y: 78, width: 44, height: 44))
        #expect(
            p(fromRow.warnings).contains(
                "the root view 'Avatar' has no preview that shows it: built as ChatRow builds it when drawn (ChatRow.swift:1:46; add a #Preview to choose its values)"
            ))
    }

    private func p(_ warnings: [Diagnostic]) -> [String] { warnings.map(\.message) }
}
