import Foundation
import Testing

@testable import PlumbCore

/// An iPhone 16 (status bar 54, safe area 59: the bar starts 5 above the safe area) running
/// `version`. Text is Ahem: every character one em square, so a 17-pt "Add" is 51 × 17.
private func phone(_ version: PlatformVersion) -> EnvironmentValues {
    var env = EnvironmentValues.ahem
    env.statusBarOverlap = 5
    env.platformVersion = version
    return env
}

/// The navigation bar (NavigationBar.swift's table: 44-pt row, 52-pt large title row,
/// 16-pt margins, 8 between items; hacknicity's measured 44 and 52, dija's reported title
/// metrics).
@Suite struct NavigationBarTests {
    private func inbox(_ version: PlatformVersion) -> LayoutResult {
        onPhone(
            NavigationStack {
                Color.red.id("content")
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.id("add") }
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.id("edit") }
                    }
            }, environment: phone(version))
    }

    @Test("iOS 18: trailing item at the trailing margin (16), leading at 16, centred in the 44 row from 54")
    func itemsIOS18() {
        let r = inbox(.iOS18)
        // Row 54...98, centre 76: a 17-tall text at 67.5 (67.67 on the 3x grid, ties up).
        expectFrame(r, "add", x: 393 - 16 - 51, y: 67.67, width: 51, height: 17)
        expectFrame(r, "edit", x: 16, y: 67.67, width: 68, height: 17)
    }

    @Test("Large title: largeTitle bold at the leading margin, its bottom 8 above the bar's bottom (96)")
    func largeTitle() {
        for version in PlatformVersion.all {
            let r = inbox(version)
            // Bar 54...150; the title (34-pt Ahem: 170 × 34) ends at 142.
            #expect(near(find(r.root, "NavigationTitle")!.frame, CGRect(x: 16, y: 108, width: 170, height: 34)))
            expectFrame(r, "content", y: 150, height: 668)
        }
    }

    @Test("The bar is a node with frames: 'NavigationBar', 393 × 96 from the status bar's bottom")
    func barNode() {
        let r = inbox(.iOS18)
        let nav = r.root
        #expect(nav.type == "NavigationStack")
        let bar = nav.children.first { $0.type == "NavigationBar" }
        #expect(bar?.frame == CGRect(x: 0, y: 54, width: 393, height: 96))
    }

    @Test("iOS 26: the trailing item on a glass capsule 44 tall, the text inset 12, at the margin")
    func itemsIOS26() {
        let r = inbox(.iOS26)
        // Capsule 12 + 51 + 12 = 75 wide, 44 tall, from x 393 − 16 − 75 = 302, y 54.
        expectFrame(r, "add", x: 314, y: 67.67, width: 51, height: 17)
        let bar = r.root.children.first { $0.type == "NavigationBar" }!
        let trailing = bar.children[1]
        #expect(trailing.frame == CGRect(x: 302, y: 54, width: 75, height: 44))
    }

    @Test("iOS 26: adjacent items share a capsule; a ToolbarSpacer splits them 8 apart; .confirmationAction on its own")
    func capsules() {
        func capsules(_ content: some ToolbarContent) -> [CGRect] {
            let r = onPhone(
                NavigationStack { Color.red.navigationTitle("A").toolbar { content } }, environment: phone(.iOS26))
            return r.root.allViews.filter { $0.type == "background" }.map(\.frame)
        }
        // Two 20-wide squares, each 12 + 20 + 12 = 44 wide: one capsule of 88 at the margin.
        let shared = capsules(
            ToolbarItemGroup(placement: .topBarTrailing) {
                Color.blue.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            })
        #expect(shared == [CGRect(x: 393 - 16 - 88, y: 54, width: 88, height: 44)])
        let split = capsules(
            _ToolbarContentList([
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 20, height: 20) },
                ToolbarSpacer(.fixed, placement: .topBarTrailing),
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 20, height: 20) },
            ]))
        #expect(split == [CGRect(x: 281, y: 54, width: 44, height: 44), CGRect(x: 333, y: 54, width: 44, height: 44)])
    }

    @Test("iOS 26 buttons are monochrome (tinted with the label colour); a .confirmationAction is white on the accent")
    func glassColours() {
        let tree = LayoutTree(
            NavigationStack {
                Color.red.navigationTitle("A").toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
            }, environment: phone(.iOS26))
        tree.layout(
            in: CGSize(width: 393, height: 852), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        func colour(of text: String) -> Color? {
            let node = tree.result().root.allViews.first {
                $0.type == "Text"
                    && (tree.content(of: $0.node).map { if case .text(let r) = $0 { r.string == text } else { false } }
                        ?? false)
            }!.node
            var n: NodeID? = node
            while let current = n {
                for case .foreground(let style) in tree.effects(of: current) { return style.color }
                n = tree.parent(of: current)
            }
            return nil
        }
        #expect(colour(of: "Cancel") == Color.primary)
        #expect(colour(of: "Done") == Color.white)
    }

    @Test("Inline title: headline centred on the bar, content from 98 (44-pt bar)")
    func inline() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
            }, environment: phone(.iOS18))
        // 8 × 17 = 136 wide, centred: x 128.5 (128.67 on the grid).
        #expect(near(find(r.root, "NavigationTitle")!.frame, CGRect(x: 128.67, y: 67.67, width: 136, height: 17)))
        expectFrame(r, "c", y: 98, height: 720)
    }

    @Test("A principal item replaces the inline title, centred in the row")
    func principal() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .principal) { Color.blue.frame(width: 100, height: 30).id("p") } }
            }, environment: phone(.iOS18))
        // (393 − 100) / 2 = 146.5: 146.67 on the 3x grid (ties up); 76 − 15 = 61.
        expectFrame(r, "p", x: 146.67, y: 61, width: 100, height: 30)
    }

    @Test("A .title item is the inline title's place; beside a large title it is not shown")
    func titlePlacement() {
        let inline = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .title) { Color.blue.frame(width: 100, height: 30).id("t") } }
            }, environment: phone(.iOS18))
        // As a principal item: centred in the 44-point row below the 59-point status bar.
        expectFrame(inline, "t", x: 146.67, y: 61, width: 100, height: 30)
        let large = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Settings")
                    .toolbar { ToolbarItem(placement: .title) { Color.blue.frame(width: 100, height: 30).id("t") } }
            }, environment: phone(.iOS18))
        #expect(large["t"] == nil)
        #expect(find(large.root, "NavigationTitle") != nil)
    }

    @Test("Two trailing items: declaration order, 8 apart, the last at the margin")
    func twoTrailing() {
        let r = onPhone(
            NavigationStack {
                Color.red.navigationTitle("A").toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Color.blue.frame(width: 20, height: 20).id("one")
                        Color.blue.frame(width: 30, height: 20).id("two")
                    }
                }
            }, environment: phone(.iOS18))
        expectFrame(r, "two", x: 393 - 16 - 30, y: 66)
        expectFrame(r, "one", x: 393 - 16 - 30 - 8 - 20, y: 66)
    }

    @Test("Margins are 20 on screens 414 wide or wider (iOS ≤ 18)")
    func wideMargins() {
        let tree = LayoutTree(
            NavigationStack {
                Color.red.navigationTitle("Inbox")
            }, environment: phone(.iOS18))
        tree.layout(
            in: CGSize(width: 430, height: 932), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(find(tree.result().root, "NavigationTitle")?.frame.minX == 20)
    }

    @Test("The title follows Dynamic Type: the text engine measures it, and its row grows as much as it does")
    func dynamicType() {
        var env = phone(.iOS18)
        env.dynamicTypeSize = .xxxLarge
        let r = onPhone(NavigationStack { Color.red.id("c").navigationTitle("Inbox") }, environment: env)
        let size = Font.largeTitle.resolved(dynamicTypeSize: .xxxLarge).pointSize
        #expect(size == 40)  // Apple's Dynamic Type table: Large Title 40/48 at xxxLarge
        // Ahem: the title is 40 tall, 6 more than at the default size: the row is 58, the bar
        // 102, the title's bottom 8 above it (54 + 44 + 58 − 8 = 148), the content from 156.
        let title = find(r.root, "NavigationTitle")!.frame
        #expect(near(title, CGRect(x: 16, y: 108, width: 200, height: 40)))
        expectFrame(r, "c", y: 156)
        // The inline bar does not grow, nor do its title and items (the Large Content Viewer
        // shows them larger: WWDC19): still 17 points.
        let inline = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Add").id("add") } }
            }, environment: env)
        expectFrame(inline, "c", y: 98)
        expectFrame(inline, "add", width: 51, height: 17)
        #expect(find(inline.root, "NavigationTitle")?.frame.height == 17)
    }

    @Test("iOS 13's navigationBarTitle(_:displayMode:) and navigationBarItems make the same bar")
    func iOS13Forms() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationBarTitle("Inbox", displayMode: .inline)
                    .navigationBarItems(leading: Text("Edit").id("e"), trailing: Text("Add").id("a"))
            }, environment: phone(.iOS18))
        expectFrame(r, "a", x: 326, y: 67.67, width: 51, height: 17)
        expectFrame(r, "e", x: 16, y: 67.67, width: 68, height: 17)
        expectFrame(r, "c", y: 98, height: 720)
        let large = onPhone(
            NavigationStack { Color.red.id("c").navigationBarTitle("Inbox") }, environment: phone(.iOS18))
        expectFrame(large, "c", y: 150)
    }

    @Test("A toolbar outside a NavigationStack adds nothing")
    func noStack() {
        let r = onPhone(Color.red.id("c").toolbar { ToolbarItem { Text("Add") } })
        expectFrame(r, "c", y: 59, height: 759)
    }

    @Test("A Label in a toolbar shows its icon alone (the plus symbol) unless a labelStyle says otherwise")
    func labelsIconOnly() {
        func trailing(_ style: Bool) -> CGRect {
            let r = onPhone(
                NavigationStack {
                    Color.red.navigationTitle("A").toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            if style {
                                Label("Add", systemImage: "plus").labelStyle(.titleOnly).id("item")
                            } else {
                                Label("Add", systemImage: "plus").id("item")
                            }
                        }
                    }
                }, environment: phone(.iOS18))
            return r["item"]!.frame
        }
        // The plus symbol (SymbolSize): 20.4 tall at .body, 1408/1792 of that (16.03) wide; on
        // the 1/3-pt grid, 16 × 20.67.
        let icon = trailing(false).size
        #expect(abs(icon.width - 16) < 0.01 && abs(icon.height - 20.67) < 0.01)
        #expect(trailing(true).size == CGSize(width: 51, height: 17))
    }

    @Test("Keyboard items are not shown and show no bar")
    func keyboard() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").toolbar { ToolbarItem(placement: .keyboard) { Text("Done").id("k") } }
            }, environment: phone(.iOS18))
        expectFrame(r, "c", y: 59, height: 759)
        #expect(r["k"] == nil)
    }

    @Test(
        "a stack below another view: its content's ignoresSafeArea reaches the stack's own top, not over the view above; at the top it reaches the screen's"
    )
    func stackBelowAnotherViewKeepsItsTop() {
        func background(banner: CGFloat) -> CGRect? {
            let tree = LayoutTree(
                VStack(spacing: 0) {
                    Color.red.frame(height: banner)
                    NavigationStack { Color.yellow.id("bg").ignoresSafeArea().navigationTitle("T") }
                }, environment: phone(.iOS18))
            tree.layout(
                in: CGSize(width: 393, height: 852), scale: 3,
                safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
            return tree.result()["bg"]?.frame
        }
        // actuali's InitialSyncBanner above a NavigationStack: the stack starts at 59 + 36,
        // and its content extends up to there and down past the home indicator's inset.
        #expect(background(banner: 36) == CGRect(x: 0, y: 95, width: 393, height: 757))
        // With nothing above it, the stack meets the safe area's top: the whole screen.
        #expect(background(banner: 0) == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
}

/// `toolbarBackground` (ToolbarBackground.swift: none at the scroll edge since iOS 15,
/// documented; `.visible` shows it from the screen's top to the bar's bottom).
@Suite struct ToolbarBackgroundTests {
    private func backgrounds(_ r: LayoutResult) -> [CGRect] {
        r.root.allViews.filter { $0.type == "BarBackground" }.map(\.frame)
    }

    @Test("No background by default; .visible: from y 0 to the bar's bottom (98), and the bottom bar's to 852")
    func visible() {
        let plain = onPhone(
            NavigationStack { Color.red.navigationTitle("A").navigationBarTitleDisplayMode(.inline) },
            environment: phone(.iOS18))
        #expect(backgrounds(plain).isEmpty)
        let r = onPhone(
            NavigationStack {
                Color.red.navigationTitle("A").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("B") } }
                    .toolbarBackground(Color.blue, for: .bottomBar)
                    .toolbarBackground(.visible, for: .bottomBar)
            }, environment: phone(.iOS18))
        #expect(
            backgrounds(r) == [
                CGRect(x: 0, y: 0, width: 393, height: 98), CGRect(x: 0, y: 774, width: 393, height: 78),
            ])
    }
}

/// The bottom toolbar (BottomBar.swift: 44 tall above the safe area's bottom, measured for
/// iOS ≤ 18 by hacknicity; items packed from the leading margin).
@Suite struct BottomBarTests {
    @Test("A .bottomBar item: the content loses 44 at the bottom; the item at the margin, centred in the row")
    func bottomBar() {
        for version in [PlatformVersion.iOS18, .iOS17] {
            let r = onPhone(
                NavigationStack {
                    Color.red.id("c").toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Delete") {}.id("d") }
                    }
                }, environment: phone(version))
            // No title and no top items: no navigation bar. Row 774...818, centre 796.
            expectFrame(r, "c", y: 59, height: 715)
            expectFrame(r, "d", x: 16, y: 787.67, width: 102, height: 17)
        }
    }
}

/// `searchable` (Searchable.swift: a 36-pt field in a 52-pt row under the title on iOS ≤ 18,
/// field 36 reported by simplenote-ios#941 and dija; at the bottom on iOS 26).
@Suite struct SearchableTests {
    @Test("iOS 18: the field under the large title, 16 in, 36 tall; the bar grows to 148")
    func underTitle() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox").searchable(text: .constant(""))
            }, environment: phone(.iOS18))
        let bar = r.root.children.first { $0.type == "NavigationBar" }!
        #expect(bar.frame == CGRect(x: 0, y: 54, width: 393, height: 148))
        let field = bar.children.last!
        #expect(field.type == "SearchField")
        // Search row 150...202: the field at 158.
        #expect(field.frame == CGRect(x: 16, y: 158, width: 361, height: 36))
        expectFrame(r, "c", y: 202, height: 616)
    }

    @Test("The prompt in the field: after the glass symbol, 8 from the edge and 6 apart")
    func prompt() {
        let r = onPhone(
            NavigationStack {
                Color.red.navigationTitle("Inbox").searchable(text: .constant(""), prompt: "Find")
            }, environment: phone(.iOS18))
        let field = find(r.root, "SearchField")!
        let glass = field.allViews.first { $0.type == "Image" }!
        let prompt = field.allViews.first { $0.type == "Text" }!
        // Glass at 16 + 8 = 24, the magnifyingglass symbol 1664/1792 × 20.4 = 18.94 wide and 20.4
        // tall (SymbolSize); the prompt at 24 + 18.94 + 6 = 48.94 → 49; centred in the field (158...194).
        #expect(near(glass.frame, CGRect(x: 24, y: 165.67, width: 19, height: 20.67)))
        #expect(near(prompt.frame, CGRect(x: 49, y: 167.67, width: 68, height: 17)))
    }

    @Test("iOS 26: .automatic puts the field at the bottom (44 tall), the bar keeps 96")
    func bottomIOS26() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox").searchable(text: .constant(""))
            }, environment: phone(.iOS26))
        // Content between the bar (150) and the bottom bar (774).
        expectFrame(r, "c", y: 150, height: 624)
        let bottom = r.root.children.last!
        #expect(bottom.type == "BottomBar")
        #expect(bottom.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    }

    @Test("iOS 26 in a tab of a TabView: under the title (p0dee.com), the bar 148")
    func inTabIOS26() {
        let r = onPhone(
            TabView {
                NavigationStack {
                    Color.red.id("c").navigationTitle("Inbox").searchable(text: .constant(""))
                }.tabItem { Text("Inbox") }
            }, environment: phone(.iOS26))
        // Under the bar (54...202); above the tab bar's capsule (818 − 51 = 767).
        expectFrame(r, "c", y: 202, height: 565)
        #expect(find(r.root, "BottomBar") == nil)
    }

    @Test("iOS 26 with .navigationBarDrawer: under the title, as before")
    func drawerIOS26() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox").searchable(
                    text: .constant(""), placement: .navigationBarDrawer)
            }, environment: phone(.iOS26))
        expectFrame(r, "c", y: 202, height: 616)
    }

    @Test(
        "iOS 26: DefaultToolbarItem(kind: .search, placement: .bottomBar) takes the drawer's field to the bottom bar, in its order; a flexible spacer beside it leaves it the free width"
    )
    func defaultSearchItemIOS26() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox")
                    .toolbar {
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        ToolbarSpacer(placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Color.blue.id("add").frame(width: 20, height: 20) }
                    }
                    .searchable(text: .constant(""), placement: .navigationBarDrawer)
            }, environment: phone(.iOS26))
        // The bar keeps 96 (no drawer row); the content ends at the bottom bar (774).
        expectFrame(r, "c", y: 150, height: 624)
        let bottom = find(r.root, "BottomBar")!
        #expect(bottom.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        // The item's capsule: 12 + 20 + 12 = 44 wide at the trailing margin (377 − 44 = 333);
        // the field from the leading margin to 8 before it: 16...325, 309 wide, the row's 44.
        expectFrame(r, "add", x: 345, y: 786, width: 20, height: 20)
        let capsules = bottom.allViews.filter { $0.type == "Capsule" }.map(\.frame)
        #expect(
            Set(capsules) == [
                CGRect(x: 16, y: 774, width: 309, height: 44), CGRect(x: 333, y: 774, width: 44, height: 44),
            ])
        // On iOS 18 the item is iOS 26's: the drawer keeps the field.
        let old = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Inbox")
                    .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                    .searchable(text: .constant(""), placement: .navigationBarDrawer)
            }, environment: phone(.iOS18))
        expectFrame(old, "c", y: 202, height: 616)
    }
}

/// The tab bar (TabBar.swift: 49 above the safe area, items equally divided, 25-pt icon, 10-pt
/// title 2 below; HIG, markmeretzky's 49, dija's reported item metrics).
@Suite struct TabBarTests {
    private func tabs(_ version: PlatformVersion) -> LayoutResult {
        onPhone(
            TabView {
                Color.red.id("home").tabItem {
                    Image(systemName: "house"); Text("Home")
                }
                Color.red.tabItem {
                    Image(systemName: "tray"); Text("Inbox")
                }.badge(3)
                Color.red.tabItem {
                    Image(systemName: "gear"); Text("Settings")
                }
            }, environment: phone(version))
    }

    private func items(_ r: LayoutResult) -> [LaidOutView] { r.root.allViews.filter { $0.type == "TabItem" } }

    @Test("iOS 18: the bar from 769 reaches the screen's bottom (852); three items of 131")
    func classicBar() {
        let r = tabs(.iOS18)
        expectFrame(r, "home", y: 59, height: 710)
        let bar = find(r.root, "TabBar")!
        #expect(bar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        let all = items(r)
        #expect(all.count == 3)
        // Each item: icon 25 + 2 + title 10 = 37 tall, centred in its 131 × 49 cell: y 775.
        #expect(all.map(\.frame.minY) == [775, 775, 775])
        let home = all[0]
        #expect(near(home.frame, CGRect(x: 45.5, y: 775, width: 40, height: 37).onThirds))
        let icon = find(home, "TabItemIcon")!
        #expect(icon.frame == CGRect(x: 53, y: 775, width: 25, height: 25))
        let title = find(home, "TabItemTitle")!
        #expect(near(title.frame, CGRect(x: 45.5, y: 802, width: 40, height: 10).onThirds))
    }

    @Test("The badge: a red capsule ≥ 18, 13-pt text inset 5, 8 into the icon's trailing edge, 4 above it")
    func badge() {
        let r = tabs(.iOS18)
        let inbox = items(r)[1]
        let badge = find(inbox, "TabItemBadge")!
        // Icon at 131 + 53 = 184, 775: badge "3" is 13 + 10 = 23 × 18 at (184 + 17, 771).
        #expect(badge.frame == CGRect(x: 201, y: 771, width: 23, height: 18))
        #expect(find(items(r)[0], "TabItemBadge") == nil)
    }

    @Test("iOS 26: a capsule 64 tall, 21 from the sides and the bottom; the content ends at its top (51)")
    func floatingBar() {
        let r = tabs(.iOS26)
        expectFrame(r, "home", y: 59, height: 708)
        let bar = find(r.root, "TabBar")!
        // 818 − 51 = 767, down to the screen's bottom (852).
        #expect(bar.frame == CGRect(x: 0, y: 767, width: 393, height: 85))
        let capsule = bar.allViews.first { $0.type == "background" }!
        #expect(capsule.frame == CGRect(x: 21, y: 767, width: 351, height: 64))
        let all = items(r)
        // 25 + 4 ... 372 − 4: three cells of 114.33; each item (25 + 2 + 11 = 38 tall, the
        // 11-pt title) centred in 64: y 780.
        #expect(all.allSatisfy { abs($0.frame.minY - 780) < 0.01 && abs($0.frame.height - 38) < 0.01 })
        #expect(abs(all[0].frame.midX - (25 + 343.0 / 6)) < 0.34)
    }

    @Test(
        "iOS 26 without a home indicator (iPhone SE): the capsule still 21 above the screen's bottom; the content loses 85"
    )
    func floatingBarWithoutInset() {
        let tree = LayoutTree(TabView { Color.red.id("home").tabItem { Text("Home") } }, environment: phone(.iOS26))
        tree.layout(
            in: CGSize(width: 375, height: 667), scale: 2,
            safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let r = tree.result()
        expectFrame(r, "home", y: 20, height: 647 - 85)
        let capsule = find(r.root, "TabBar")!.allViews.first { $0.type == "background" }!
        #expect(capsule.frame == CGRect(x: 21, y: 667 - 85, width: 333, height: 64))
    }

    @Test("iOS 26: a search tab is a 64-pt glass circle 8 after the capsule; on iOS 18 a tab like the others")
    func searchTab() {
        func layout(_ version: PlatformVersion) -> LayoutResult {
            onPhone(
                TabView {
                    Tab("Home", systemImage: "house") { Color.red }
                    Tab("Library", systemImage: "books.vertical") { Color.red }
                    Tab(role: .search) { Color.red }
                }, environment: phone(version))
        }
        let glass = layout(.iOS26)
        let circle = find(glass.root, "TabBarSearch")!
        // 393 − 21 − 64 = 308; the capsule 21...300 (308 − 8), both 767...831.
        #expect(circle.frame == CGRect(x: 308, y: 767, width: 64, height: 64))
        let capsule = find(glass.root, "TabBar")!.allViews.first { $0.type == "background" }!
        #expect(capsule.frame == CGRect(x: 21, y: 767, width: 279, height: 64))
        #expect(items(glass).count == 3)
        #expect(circle.allViews.contains { $0.type == "TabItemTitle" } == false)
        let classic = layout(.iOS18)
        #expect(find(classic.root, "TabBarSearch") == nil)
        #expect(items(classic).map(\.frame.minY) == [775, 775, 775])
    }

    @Test("tabViewStyle(.page): no tab bar; the first page takes the whole safe area")
    func pages() {
        let r = onPhone(
            TabView {
                Color.red.id("one")
                Color.blue.id("two")
            }.tabViewStyle(.page), environment: phone(.iOS18))
        expectFrame(r, "one", y: 59, height: 759)
        #expect(find(r.root, "TabBar") == nil)
        #expect(r["two"] == nil)
    }

    @Test("Tab (iOS 18's API) and tabItem make the same items")
    func tabAPI() {
        let r = onPhone(
            TabView {
                Tab("Home", systemImage: "house") { Color.red.id("home") }
                Tab("Inbox", systemImage: "tray") { Color.red }.badge(3)
                Tab("Settings", systemImage: "gear") { Color.red }
            }, environment: phone(.iOS18))
        let classic = tabs(.iOS18)
        #expect(items(r).map(\.frame) == items(classic).map(\.frame))
        #expect(find(items(r)[1], "TabItemBadge")?.frame == CGRect(x: 201, y: 771, width: 23, height: 18))
    }

    @Test("tabItem { Label(_:systemImage:) } makes the same items as an Image and a Text")
    func labelTabItems() {
        let r = onPhone(
            TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.red.tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Color.red.tabItem { Label("Settings", systemImage: "gear") }
            }, environment: phone(.iOS18))
        #expect(items(r).map(\.frame) == items(tabs(.iOS18)).map(\.frame))
    }

    @Test("tabItem reads the Image and Text inside its label, whatever wraps them")
    func labelReading() {
        let label = TabItemLabel(
            reading: VStack {
                Image(systemName: "house").padding(); Text("Home").bold()
            })
        #expect(label.icon == Image(systemName: "house"))
        #expect(label.title?.content == "Home")
    }

    @Test("badge(0) and badge(nil) show none")
    func noBadge() {
        let r = onPhone(
            TabView {
                Color.red.tabItem { Text("A") }.badge(0)
                Color.red.tabItem { Text("B") }.badge(nil as String?)
            }, environment: phone(.iOS18))
        #expect(find(r.root, "TabItemBadge") == nil)
    }
}

/// NavigationSplitView on an iPhone: one stack, the sidebar at its top (Apple's documentation:
/// it "collapses into a single stack" in compact widths).
@Suite struct NavigationSplitViewTests {
    @Test("Two columns: the sidebar under its large title; the detail is not shown")
    func twoColumns() {
        let r = onPhone(
            NavigationSplitView {
                Color.red.id("sidebar").navigationTitle("Mail")
            } detail: {
                Color.blue.id("detail")
            }, environment: phone(.iOS18))
        expectFrame(r, "sidebar", y: 150, height: 668)
        #expect(r["detail"] == nil)
    }

    @Test("Three columns with columnVisibility; preferredCompactColumn .detail shows the detail")
    func threeColumns() {
        let r = onPhone(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.id("sidebar")
            } content: {
                Color.green.id("content")
            } detail: {
                Color.blue.id("detail")
            }, environment: phone(.iOS18))
        expectFrame(r, "sidebar", y: 59, height: 759)
        let detail = onPhone(
            NavigationSplitView(
                columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)
            ) {
                Color.red.id("sidebar")
            } detail: {
                Color.blue.id("detail").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
            }, environment: phone(.iOS18))
        expectFrame(detail, "detail", y: 98, height: 720)
        #expect(detail["sidebar"] == nil)
    }
}

/// The first view of `type` in `v`'s subtree.
private func find(_ v: LaidOutView, _ type: String) -> LaidOutView? { v.allViews.first { $0.type == type } }

/// Whether two frames agree to a hundredth of a point.
private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
        && abs(a.height - b.height) < 0.01
}

extension CGRect {
    /// This rectangle with its corners on the 3x grid (ties toward +∞, SPEC §1.5).
    fileprivate var onThirds: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 3 + 0.5).rounded(.down) / 3 }
        let x0 = r(minX), y0 = r(minY), x1 = r(maxX), y1 = r(maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
