import Foundation
import Plumb
import Testing

/// Reads `code` and lays it out on an iPhone 16 (393 × 852 at 3x, safe area 59/34, status
/// bar 54) running `os`, with Ahem text.
private func onPhone(_ code: String, os: PlatformVersion) throws -> (LayoutResult, SourceProgram) {
    let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 393, height: 852))
    var env = EnvironmentValues.ahem
    env.statusBarOverlap = 5
    env.platformVersion = os
    let tree = LayoutTree(program.view, environment: env)
    tree.layout(
        in: CGSize(width: 393, height: 852), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    return (tree.result(), program)
}

private func find(_ r: LayoutResult, _ type: String) -> [LaidOutView] { r.root.allViews.filter { $0.type == type } }

private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
        && abs(a.height - b.height) < 0.01
}

/// The bars read from source: the same frames as the library's (BarTests; NavigationBar.swift
/// and TabBar.swift hold the metrics and their evidence).
struct BarReaderTests {
    static let inbox = """
        NavigationStack {
            Color.red.id("content")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { }.id("add") }
                    ToolbarItem(placement: .navigationBarLeading) { Button("Edit") { }.id("edit") }
                }
                .searchable(text: $query, prompt: "Find")
        }
        """

    @Test("iOS 18: toolbar items at the 16-pt margins in the 44 row, the large title, the search field")
    func navigationBarIOS18() throws {
        let (r, p) = try onPhone(Self.inbox, os: .iOS18)
        #expect(p.warnings.filter { !$0.message.contains("query") }.isEmpty, "\(p.warnings)")
        #expect(near(r["add"]?.frame, CGRect(x: 326, y: 67.67, width: 51, height: 17)))
        #expect(near(r["edit"]?.frame, CGRect(x: 16, y: 67.67, width: 68, height: 17)))
        #expect(near(find(r, "NavigationTitle").first?.frame, CGRect(x: 16, y: 108, width: 170, height: 34)))
        #expect(near(find(r, "SearchField").first?.frame, CGRect(x: 16, y: 158, width: 361, height: 36)))
        #expect(near(r["content"]?.frame, CGRect(x: 0, y: 202, width: 393, height: 616)))
    }

    @Test("toolbar content the app composes (struct Leading: ToolbarContent) places its items as if written in place")
    func userToolbarContent() throws {
        let code = """
            struct Leading<Content: View>: ToolbarContent {
                @ViewBuilder var content: () -> Content
                var body: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) { content() }
                }
            }
            struct Trailing: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { }.id("add") }
                }
            }
            NavigationStack {
                Color.red.id("content")
                    .navigationTitle("Inbox")
                    .toolbar {
                        Trailing()
                        Leading { Button("Edit") { }.id("edit") }
                    }
            }
            """
        let (r, p) = try onPhone(code, os: .iOS18)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // As BarReaderTests.inbox places them.
        #expect(near(r["add"]?.frame, CGRect(x: 326, y: 67.67, width: 51, height: 17)))
        #expect(near(r["edit"]?.frame, CGRect(x: 16, y: 67.67, width: 68, height: 17)))
    }

    @Test("iOS 26: glass capsules 44 tall; the search field at the bottom")
    func navigationBarIOS26() throws {
        let (r, _) = try onPhone(Self.inbox, os: .iOS26)
        #expect(near(r["add"]?.frame, CGRect(x: 314, y: 67.67, width: 51, height: 17)))
        #expect(near(find(r, "BottomBar").first?.frame, CGRect(x: 0, y: 774, width: 393, height: 44)))
        #expect(near(r["content"]?.frame, CGRect(x: 0, y: 150, width: 393, height: 624)))
    }

    @Test("Bare views in a toolbar are automatic items (trailing); .bottomBar groups reserve 44 at the bottom")
    func automaticAndBottom() throws {
        let (r, _) = try onPhone(
            """
            NavigationStack {
                Color.red.id("c")
                    .navigationTitle("Notes")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Done") { }.id("done") }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Text("One").id("one")
                            Spacer()
                            Text("Two").id("two")
                        }
                    }
            }
            """, os: .iOS18)
        #expect(near(r["done"]?.frame, CGRect(x: 309, y: 67.67, width: 68, height: 17)))
        // Bottom row 774...818; the Spacer pushes "Two" to the trailing margin.
        #expect(near(r["one"]?.frame, CGRect(x: 16, y: 787.67, width: 51, height: 17)))
        #expect(near(r["two"]?.frame, CGRect(x: 326, y: 787.67, width: 51, height: 17)))
        #expect(near(r["c"]?.frame, CGRect(x: 0, y: 98, width: 393, height: 676)))
    }

    @Test("iOS 13's navigationBarTitle and navigationBarItems read as the bar")
    func iOS13Forms() throws {
        let (r, _) = try onPhone(
            """
            NavigationView {
                Color.red.id("c")
                    .navigationBarTitle(Text("Inbox"), displayMode: .inline)
                    .navigationBarItems(trailing: Button("Add") { }.id("add"))
            }
            """, os: .iOS18)
        #expect(near(r["add"]?.frame, CGRect(x: 326, y: 67.67, width: 51, height: 17)))
        #expect(near(r["c"]?.frame, CGRect(x: 0, y: 98, width: 393, height: 720)))
    }

    @Test("toolbarBackground(.visible, for: .navigationBar) draws the bar's background from the screen's top")
    func background() throws {
        let (r, _) = try onPhone(
            """
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarBackground(Color.yellow, for: .navigationBar)
            }
            """, os: .iOS18)
        #expect(find(r, "BarBackground").map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 150)])
    }

    @Test("TabView with tabItem { Image; Text } and badge: three items of 131, the badge on the second")
    func tabItems() throws {
        let (r, _) = try onPhone(
            """
            TabView {
                Color.red.id("home").tabItem { Image(systemName: "house"); Text("Home") }
                Color.red.tabItem { Image(systemName: "tray"); Text("Inbox") }.badge(3)
                Color.red.tabItem { Image(systemName: "gear"); Text("Settings") }
            }
            """, os: .iOS18)
        #expect(near(r["home"]?.frame, CGRect(x: 0, y: 59, width: 393, height: 710)))
        let icons = find(r, "TabItemIcon").map(\.frame)
        #expect(icons.count == 3)
        #expect(near(icons.first, CGRect(x: 53, y: 775, width: 25, height: 25)))
        #expect(near(icons.last, CGRect(x: 262 + 53, y: 775, width: 25, height: 25)))
        #expect(near(find(r, "TabItemBadge").first?.frame, CGRect(x: 201, y: 771, width: 23, height: 18)))
        #expect(find(r, "TabItemBadge").count == 1)
    }

    @Test("tabItem { Label(_:systemImage:) } reads as an Image and a Text; a toolbar Label shows its icon")
    func labels() throws {
        let (r, _) = try onPhone(
            """
            TabView {
                NavigationStack {
                    Color.red.navigationTitle("Home").toolbar {
                        Button { } label: { Label("Add", systemImage: "plus") }.id("add")
                    }
                }
                .tabItem { Label("Home", systemImage: "house") }
                Color.red.tabItem { Label("Inbox", systemImage: "tray") }
            }
            """, os: .iOS18)
        let icons = find(r, "TabItemIcon").map(\.frame)
        // Two items of 196.5: the icon centred in the first, x (196.5 − 25) / 2 = 85.75 → 85.67.
        #expect(near(icons.first, CGRect(x: 85.67, y: 775, width: 25, height: 25)))
        #expect(find(r, "TabItemTitle").count == 2)
        // The plus symbol: 1408/1792 × 20.4 = 16.03 wide, 20.4 tall (SymbolSize), 16 from the edge.
        #expect(near(r["add"]?.frame, CGRect(x: 361, y: 65.67, width: 16, height: 20.67)))
    }

    @Test("Tab(_:systemImage:value:) reads as tabItem does")
    func tabAPI() throws {
        let (r, p) = try onPhone(
            """
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: 0) { Color.red.id("home") }
                Tab("Inbox", systemImage: "tray", value: 1) { Color.red }.badge("New")
            }
            """, os: .iOS18)
        _ = p
        let titles = find(r, "TabItemTitle")
        #expect(titles.count == 2)
        // Two items of 196.5; "Home" (40 wide) centred in the first: x 78.25 → 78.33.
        #expect(near(titles.first?.frame, CGRect(x: 78.33, y: 802, width: 40, height: 10)))
        // "New": 39 + 10 = 49 wide, 18 tall.
        #expect(find(r, "TabItemBadge").first?.frame.size == CGSize(width: 49, height: 18))
    }

    @Test("tabViewStyle(.page(indexDisplayMode: .never)) reads as pages: no tab bar")
    func pages() throws {
        let (r, p) = try onPhone(
            """
            TabView {
                Color.red.id("one")
                Color.blue
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            """, os: .iOS26)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(near(r["one"]?.frame, CGRect(x: 0, y: 59, width: 393, height: 759)))
        #expect(find(r, "TabBar").isEmpty)
    }

    @Test("NavigationSplitView on an iPhone: the sidebar is the stack's root")
    func splitView() throws {
        let (r, _) = try onPhone(
            """
            NavigationSplitView {
                Color.red.id("sidebar").navigationTitle("Mail")
            } detail: {
                Color.blue.id("detail")
            }
            .navigationSplitViewStyle(.balanced)
            """, os: .iOS18)
        #expect(near(r["sidebar"]?.frame, CGRect(x: 0, y: 150, width: 393, height: 668)))
        #expect(r["detail"] == nil)
    }

    @Test(
        "toolbarTitleDisplayMode (iOS 17) makes the bars navigationBarTitleDisplayMode makes: inline 44, large 96 (SPEC §9)"
    )
    func toolbarTitleDisplayMode() throws {
        func content(_ modifier: String) throws -> CGRect? {
            let (r, p) = try onPhone(
                """
                NavigationStack {
                    Color.red.id("c")
                        .navigationTitle("Notes")
                        .\(modifier)
                        .toolbarRole(.editor)
                        .formStyle(.grouped)
                        .accessibility(label: Text("Notes"))
                }
                """, os: .iOS18)
            #expect(p.warnings.isEmpty, "\(p.warnings)")
            return r["c"]?.frame
        }
        let inline = CGRect(x: 0, y: 98, width: 393, height: 720)
        let large = CGRect(x: 0, y: 150, width: 393, height: 668)
        #expect(near(try content("navigationBarTitleDisplayMode(.inline)"), inline))
        #expect(near(try content("toolbarTitleDisplayMode(.inline)"), inline))
        #expect(near(try content("toolbarTitleDisplayMode(.inlineLarge)"), inline))
        #expect(near(try content("toolbarTitleDisplayMode(.large)"), large))
        #expect(near(try content("toolbarTitleDisplayMode(.automatic)"), large))
    }
}
