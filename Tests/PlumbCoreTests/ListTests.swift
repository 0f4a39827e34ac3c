import Foundation
import Testing

@testable import PlumbCore

/// The frames of a list's views, found by type in document order.
private func frames(_ r: LayoutResult, _ type: String) -> [CGRect] {
    r.root.allViews.filter { $0.type == type }.map(\.frame)
}

private func env(_ version: PlatformVersion) -> EnvironmentValues {
    var e = EnvironmentValues.ahem
    e.platformVersion = version
    return e
}

/// List in its default style (`.insetGrouped` on an iPhone), per iOS version. Metrics and
/// their evidence: `ListMetrics` (iOS 26: rows 52 tall, 20-point margins, radius 26,
/// MyTonWallet's iOS26Compatibility.swift and Apple's "Adopting Liquid Glass"; iOS 17/18:
/// rows 44, margins 16 below 414 points wide, radius 10, UIKit and Flutter's Cupertino).
/// Text is measured with Ahem: a body line is 17 tall, each character 17 wide.
@Suite struct ListDefaultStyleTests {
    @Test("iOS 26: a List takes its proposal; rows 52 tall in a card 20 in from the edges, 35 below the top")
    func iOS26Rows() {
        let r = layout(
            List {
                Text("Apple").id("a"); Text("Pear").id("p")
            }.id("list"), 393, 700)
        expectFrame(r, "list", x: 0, y: 0, width: 393, height: 700)
        #expect(
            frames(r, "row") == [
                CGRect(x: 20, y: 35, width: 353, height: 52), CGRect(x: 20, y: 87, width: 353, height: 52),
            ])
        // Content inset 20, centred in the row.
        expectFrame(r, "a", x: 40, y: 52.5, width: 85, height: 17)
        expectFrame(r, "p", x: 40, y: 104.5, width: 68, height: 17)
        // The card behind the rows; one separator, under the first row, from the text to the
        // trailing inset (iOS 26), one pixel thick at scale 2.
        #expect(frames(r, "RoundedRectangle") == [CGRect(x: 20, y: 35, width: 353, height: 104)])
        #expect(frames(r, "Color").filter { $0.height == 0.5 } == [CGRect(x: 40, y: 86.5, width: 313, height: 0.5)])
    }

    @Test(
        "Section(_:isExpanded:) collapsed shows its header alone; expanded, its rows as any section (SwiftUI iOS 17 API)"
    )
    func collapsibleSection() {
        let collapsed = layout(
            List {
                Section("Fruit", isExpanded: .constant(false)) { Text("Apple").id("a") }
                Section("Nuts", isExpanded: .constant(true)) { Text("Pecan").id("p") }
            }, 393, 700)
        #expect(collapsed["a"] == nil)
        let expanded = layout(
            List {
                Section("Fruit", isExpanded: .constant(true)) { Text("Apple").id("a") }
                Section("Nuts", isExpanded: .constant(true)) { Text("Pecan").id("p") }
            }, 393, 700)
        let plain = layout(
            List {
                Section("Fruit") { Text("Apple").id("a") }
                Section("Nuts") { Text("Pecan").id("p") }
            }, 393, 700)
        #expect(expanded["a"]?.frame == plain["a"]?.frame)
        #expect(expanded["p"]?.frame == plain["p"]?.frame)
        // Collapsed, it lays out as the same section without rows (open: an empty section's
        // spacing is the engine's, not measured on iOS).
        let empty = layout(
            List {
                Section("Fruit") { EmptyView() }
                Section("Nuts") { Text("Pecan").id("p") }
            }, 393, 700)
        #expect(collapsed["p"]?.frame == empty["p"]?.frame)
        #expect(collapsed["p"]?.frame.minY == 110.5)
    }

    @Test("iOS 18: rows 44 tall, margins 16 on a 393-wide iPhone, separator to the card's edge")
    func iOS18Rows() {
        let r = layout(
            List {
                Text("Apple").id("a"); Text("Pear").id("p")
            }, 393, 700, environment: env(.iOS18))
        #expect(
            frames(r, "row") == [
                CGRect(x: 16, y: 35, width: 361, height: 44), CGRect(x: 16, y: 79, width: 361, height: 44),
            ])
        expectFrame(r, "a", x: 36, y: 48.5)
        expectFrame(r, "p", x: 36, y: 92.5)
        #expect(frames(r, "Color").filter { $0.height == 0.5 } == [CGRect(x: 36, y: 78.5, width: 341, height: 0.5)])
    }

    @Test("iOS 17 lays out as iOS 18; iOS 18 on a 430-wide iPhone has 20-point margins")
    func iOS17AndWide() {
        let r17 = layout(List { Text("Apple").id("a") }, 393, 700, environment: env(.iOS17))
        expectFrame(r17, "a", x: 36, y: 48.5)
        let wide = layout(List { Text("Apple").id("a") }, 430, 700, environment: env(.iOS18))
        #expect(frames(wide, "row") == [CGRect(x: 20, y: 35, width: 390, height: 44)])
        expectFrame(wide, "a", x: 40)
    }

    @Test("The card's corner radius: 26 on iOS 26, 10 on iOS 18")
    func cornerRadius() throws {
        for (version, radius) in [(PlatformVersion.iOS26, CGFloat(26)), (.iOS18, 10)] {
            let tree = LayoutTree(List { Text("A") }, environment: env(version))
            tree.layout(in: CGSize(width: 393, height: 700), scale: 2)
            let card = try #require(tree.result().root.allViews.first { $0.type == "RoundedRectangle" })
            guard case .shape(let shape, _)? = tree.content(of: card.node) else {
                Issue.record("the card is not a shape"); continue
            }
            #expect(
                shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                    == RoundedRectangle(cornerRadius: radius, style: .continuous).path(
                        in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
    }

    @Test("A row grows with its content: content + 2 × 11 (iOS 18), + 2 × 15 (iOS 26), never below the minimum")
    func tallRow() {
        let r18 = layout(List { Color.red.frame(height: 60).id("c") }, 393, 700, environment: env(.iOS18))
        #expect(frames(r18, "row") == [CGRect(x: 16, y: 35, width: 361, height: 82)])
        expectFrame(r18, "c", x: 36, y: 46, width: 321, height: 60)
        let r26 = layout(List { Color.red.frame(height: 60).id("c") }, 393, 700)
        #expect(frames(r26, "row") == [CGRect(x: 20, y: 35, width: 353, height: 90)])
    }

    @Test("defaultMinListRowHeight sets the minimum row height")
    func minRowHeight() {
        let r = layout(
            List { Text("A") }.environment(\.defaultMinListRowHeight, 70), 393, 700, environment: env(.iOS18))
        #expect(frames(r, "row").map(\.height) == [70])
        #expect(EnvironmentValues().defaultMinListRowHeight == 52)
        #expect(env(.iOS18).defaultMinListRowHeight == 44)
        #expect(env(.iOS17).defaultMinListRowHeight == 44)
    }

    @Test("ForEach and List(data) give one row per element; nested ForEach rows are rows")
    func dataRows() {
        struct Item: Identifiable { let id: Int }
        let items = [Item(id: 1), Item(id: 2), Item(id: 3)]
        let r = layout(List(items) { item in Text("Row").id("r\(item.id)") }, 393, 700)
        #expect(frames(r, "row").map(\.minY) == [35, 87, 139])
        let byID = layout(List(["a", "b"], id: \.self) { s in Text(s) }, 393, 700)
        #expect(frames(byID, "row").count == 2)
        let nested = layout(List { ForEach(0..<2) { i in ForEach(0..<2) { j in Text("\(i)\(j)") } } }, 393, 700)
        #expect(frames(nested, "row").count == 4)
        let range = layout(List(0..<3) { i in Text("\(i)") }, 393, 700)
        #expect(frames(range, "row").count == 3)
    }
}

/// Sections: headers and footers in the list style's look (`ListMetrics`).
@Suite struct ListSectionTests {
    private var section: some View {
        List {
            Section {
                Text("A").id("a")
            } header: {
                Text("Head").id("h")
            } footer: {
                Text("Foot").id("f")
            }
            Section { Text("B").id("b") }
        }
    }

    @Test("iOS 18: footnote header 16 below the top and 6 above the card; footer 6 below; sections 35 apart")
    func iOS18() {
        let r = layout(section, 393, 700, environment: env(.iOS18))
        expectFrame(r, "h", x: 36, y: 16, width: 52, height: 13)
        expectFrame(r, "a", x: 36, y: 48.5)
        expectFrame(r, "f", x: 36, y: 85, width: 52, height: 13)
        // The second section starts 35 below the footer.
        #expect(frames(r, "row").map(\.minY) == [35, 133])
        #expect(frames(r, "Section").map(\.minY) == [16, 133])
    }

    @Test("iOS 26: headline header (17 semibold), 8 above the card; footer 8 below")
    func iOS26() {
        let r = layout(section, 393, 700)
        expectFrame(r, "h", x: 40, y: 16, width: 68, height: 17)
        #expect(frames(r, "row").first?.minY == 41)
        expectFrame(r, "f", x: 40, y: 101, width: 52, height: 13)
        #expect(frames(r, "row").map(\.minY) == [41, 149])
    }

    @Test("Headers are upper-cased on iOS 17/18 and shown as written on iOS 26; textCase(nil) keeps them")
    func headerCase() throws {
        func headerText(_ view: some View, _ version: PlatformVersion) throws -> String {
            let tree = LayoutTree(view, environment: env(version))
            tree.layout(in: CGSize(width: 393, height: 700), scale: 2)
            let header = try #require(tree.result()["h"])
            return try #require(tree.textLayout(of: header.node)).lines.map(\.text).joined()
        }
        #expect(try headerText(section, .iOS18) == "HEAD")
        #expect(try headerText(section, .iOS17) == "HEAD")
        #expect(try headerText(section, .iOS26) == "Head")
        let kept = List {
            Section {
                Text("A")
            } header: {
                Text("Head").textCase(nil).id("h")
            }
        }
        #expect(try headerText(kept, .iOS18) == "Head")
    }

    @Test("Section(\"Title\") is a header; rows outside sections form sections of their own")
    func titledAndLoose() {
        let r = layout(
            List {
                Text("Loose"); Section("Title") { Text("In") }
            }, 393, 700, environment: env(.iOS18))
        // Loose row: 35 top margin, 44 row; then 35 spacing, header 13 + 6, the row.
        #expect(frames(r, "Section").map(\.minY) == [35, 114])
        #expect(frames(r, "row").map(\.minY) == [35, 133])
    }

    @Test("defaultMinListHeaderHeight makes short headers taller; the rows move down")
    func minHeaderHeight() {
        let r = layout(
            List { Section("H") { Text("A") } }.environment(\.defaultMinListHeaderHeight, 30), 393, 700,
            environment: env(.iOS18))
        // Header block 30 (text 13 at its top) + 6: rows at 16 + 36.
        #expect(frames(r, "row").map(\.minY) == [52])
    }

    @Test("listSectionSpacing replaces the spacing between sections")
    func sectionSpacing() {
        let r = layout(
            List {
                Section { Text("A") }; Section { Text("B") }
            }.listSectionSpacing(10), 393, 700,
            environment: env(.iOS18))
        #expect(frames(r, "row").map(\.minY) == [35, 89])
        let compact = layout(
            List {
                Section { Text("A") }; Section { Text("B") }
            }.listSectionSpacing(.compact), 393, 700,
            environment: env(.iOS18))
        #expect(frames(compact, "row").map(\.minY) == [35, 99])
    }

    @Test("Outside a list a Section is its header, content and footer in the enclosing stack")
    func outsideList() {
        let r = layout(
            VStack(spacing: 0) {
                Section {
                    Text("A").id("a")
                } header: {
                    Text("H").id("h")
                }
            }, 393, 700)
        expectFrame(r, "h", y: 333, height: 17)
        expectFrame(r, "a", y: 350, height: 17)
    }
}

/// The other list styles (`ListMetrics`; `.plain`: edge to edge, no margins, row inset 16 on
/// a narrow iPhone, open).
@Suite struct ListStyleTests {
    @Test(".plain: rows edge to edge from the top, inset 16, separators between them")
    func plain() {
        let r = layout(
            List {
                Text("A").id("a"); Text("B")
            }.listStyle(.plain), 393, 700, environment: env(.iOS18))
        #expect(
            frames(r, "row") == [
                CGRect(x: 0, y: 0, width: 393, height: 44), CGRect(x: 0, y: 44, width: 393, height: 44),
            ])
        expectFrame(r, "a", x: 16, y: 13.5)
        #expect(frames(r, "RoundedRectangle").isEmpty)
        #expect(frames(r, "Color").filter { $0.height == 0.5 } == [CGRect(x: 16, y: 43.5, width: 377, height: 0.5)])
    }

    @Test(".grouped: sections edge to edge with a square band, rows inset 20")
    func grouped() {
        let r = layout(List { Text("A").id("a") }.listStyle(.grouped), 393, 700, environment: env(.iOS18))
        #expect(frames(r, "row") == [CGRect(x: 0, y: 35, width: 393, height: 44)])
        expectFrame(r, "a", x: 20)
        #expect(frames(r, "Rectangle") == [CGRect(x: 0, y: 35, width: 393, height: 44)])
        // Lines along the band's top and bottom, the full width.
        #expect(
            frames(r, "Color").filter { $0.height == 0.5 } == [
                CGRect(x: 0, y: 35, width: 393, height: 0.5), CGRect(x: 0, y: 78.5, width: 393, height: 0.5),
            ])
    }

    @Test("listSectionSeparator(.hidden) removes a grouped band's edge lines")
    func hiddenSectionSeparators() {
        let r = layout(
            List { Section { Text("A") }.listSectionSeparator(.hidden) }.listStyle(.grouped), 393, 700,
            environment: env(.iOS18))
        #expect(frames(r, "Color").filter { $0.height == 0.5 && $0.width > 0 }.isEmpty)
    }

    @Test(".insetGrouped and .sidebar lay out as .automatic on an iPhone; .inset has margins and no card")
    func others() {
        let auto = frames(layout(List { Text("A") }, 393, 700), "row")
        #expect(frames(layout(List { Text("A") }.listStyle(.insetGrouped), 393, 700), "row") == auto)
        #expect(frames(layout(List { Text("A") }.listStyle(.sidebar), 393, 700), "row") == auto)
        let inset = layout(List { Text("A") }.listStyle(.inset), 393, 700, environment: env(.iOS18))
        #expect(frames(inset, "row") == [CGRect(x: 16, y: 35, width: 361, height: 44)])
        #expect(frames(inset, "RoundedRectangle").isEmpty)
    }

    @Test("Form lays out as an inset-grouped list whatever listStyle says")
    func form() {
        let list = frames(layout(List { Text("A") }, 393, 700), "row")
        let form = layout(Form { Text("A") }.listStyle(.plain).id("form"), 393, 700)
        #expect(frames(form, "row") == list)
        #expect(form.root.allViews.contains { $0.type == "Form" })
    }
}

/// Row modifiers (`Modifiers/Lists.swift`).
@Suite struct ListRowModifierTests {
    @Test("listRowInsets replaces the row's insets")
    func rowInsets() {
        let r = layout(
            List { Text("A").id("a").listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)) },
            393, 700, environment: env(.iOS18))
        expectFrame(r, "a", x: 24, y: 48.5)
        let tall = layout(
            List { Color.red.frame(height: 60).listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)) },
            393, 700, environment: env(.iOS18))
        #expect(frames(tall, "row").map(\.height) == [68])
    }

    @Test("listRowSeparator(.hidden) removes the separator below the row")
    func hiddenSeparator() {
        let r = layout(
            List {
                Text("A").listRowSeparator(.hidden); Text("B")
            }, 393, 700)
        #expect(frames(r, "Color").filter { $0.height == 0.5 }.isEmpty)
    }

    @Test("listRowBackground fills the row")
    func rowBackground() {
        let r = layout(List { Text("A").listRowBackground(Color.yellow.id("bg")) }, 393, 700, environment: env(.iOS18))
        expectFrame(r, "bg", x: 16, y: 35, width: 361, height: 44)
    }

    @Test("a listRowBackground that makes no view is none: the row lays out its content as without one")
    func emptyRowBackground() {
        let r = layout(
            List {
                Text("A").id("a").listRowBackground(EmptyView())
            }, 393, 700, environment: env(.iOS18))
        let plain = layout(List { Text("A").id("a") }, 393, 700, environment: env(.iOS18))
        #expect(r["a"]?.frame == plain["a"]?.frame)
        // The row at y 35, 44 tall (the minimum); "A" in Ahem 17 centred in it at the 20 inset.
        expectFrame(r, "a", x: 36, y: 48.5, width: 17, height: 17)
    }

    @Test("The separator starts at the row's first text: an icon before the title indents it")
    func separatorIndent() {
        let r = layout(
            List {
                HStack {
                    Color.blue.frame(width: 29, height: 29); Text("Title")
                }
                Text("Next")
            }, 393, 700, environment: env(.iOS18))
        // Icon at 36, 29 wide, then 8 of spacing: the title at 73.
        #expect(frames(r, "Color").filter { $0.height == 0.5 }.map(\.minX) == [73])
    }

    @Test("scrollContentBackground(.hidden) draws no list background")
    func hiddenBackground() {
        let shown = layout(List { Text("A") }, 393, 700)
        #expect(shown.root.type == "background")
        let hidden = layout(List { Text("A") }.scrollContentBackground(.hidden), 393, 700)
        #expect(hidden.root.type == "List")
    }
}

/// The list scrolls (SPEC §5, as a ScrollView): content proposed a nil height, clipped.
@Suite struct ListScrollTests {
    @Test("Rows past the list's height overflow its content; the list keeps its proposal")
    func overflow() {
        let r = layout(
            List { ForEach(0..<20) { i in Text("Row \(i)") } }.id("list"), 393, 300, environment: env(.iOS18))
        expectFrame(r, "list", height: 300)
        #expect(frames(r, "ListContent") == [CGRect(x: 0, y: 0, width: 393, height: 35 + 20 * 44 + 35)])
    }

    @Test("scrollOffset moves the rows")
    func offset() {
        let r = layout(
            List { Text("A").id("a") }.scrollOffset(CGPoint(x: 0, y: 30)), 393, 700, environment: env(.iOS18))
        expectFrame(r, "a", y: 18.5)
    }

    @Test("A List is a container for containerRelativeFrame: its size")
    func containerRelative() {
        let r = layout(
            List { Color.red.containerRelativeFrame(.vertical) { h, _ in h / 4 }.id("c") }, 393, 400,
            environment: env(.iOS18))
        expectFrame(r, "c", height: 100)
    }
}

/// NavigationLink, LabeledContent, DisclosureGroup, GroupBox, ControlGroup.
@Suite struct ListRowViewTests {
    @Test("NavigationLink in a list: its label, and an 8 × 13 chevron at the content's trailing edge")
    func navigationLinkRow() {
        let r = layout(
            List { NavigationLink("Wi-Fi", destination: Text("x")).id("n") }, 393, 700, environment: env(.iOS18))
        expectFrame(r, "n", x: 36, y: 48.5, width: 321, height: 17)
        #expect(frames(r, "DisclosureChevron") == [CGRect(x: 349, y: 50.5, width: 8, height: 13)])
    }

    @Test("NavigationLink outside a list lays out as its label; every initialiser")
    func navigationLinkOutside() {
        let r = layout(
            VStack(spacing: 0) {
                NavigationLink("A", destination: Text("x")).id("a")
                NavigationLink(value: 1) { Text("BB") }.id("b")
                NavigationLink {
                    Text("x")
                } label: {
                    Text("CCC")
                }.id("c")
                NavigationLink("DDDD", value: 2).id("d")
                NavigationLink(destination: Text("x")) { Text("E") }.id("e")
            }, 393, 700)
        expectFrame(r, "a", width: 17, height: 17)
        expectFrame(r, "b", width: 34)
        expectFrame(r, "c", width: 51)
        expectFrame(r, "d", width: 68)
        expectFrame(r, "e", width: 17)
        #expect(frames(r, "DisclosureChevron").isEmpty)
    }

    @Test("LabeledContent in a list: title leading, value trailing; outside: side by side")
    func labeledContent() {
        let r = layout(List { LabeledContent("Version", value: "1.0").id("l") }, 393, 700, environment: env(.iOS18))
        expectFrame(r, "l", x: 36, width: 321)
        let texts = frames(r, "Text")
        #expect(texts.map(\.minX) == [36, 306])  // "1.0": 51 wide, ends at 357
        let outside = layout(LabeledContent("Version", value: "1.0").id("l"), 393, 700)
        expectFrame(outside, "l", width: 7 * 17 + 8 + 3 * 17)
    }

    @Test("DisclosureGroup: collapsed by default; expanded, its content rows follow the label row")
    func disclosureGroup() {
        let collapsed = layout(
            List {
                DisclosureGroup("More") {
                    Text("A"); Text("B")
                }
            }, 393, 700, environment: env(.iOS18))
        #expect(frames(collapsed, "row").count == 1)
        #expect(frames(collapsed, "DisclosureChevron") == [CGRect(x: 349, y: 50.5, width: 8, height: 13)])
        let expanded = layout(
            List {
                DisclosureGroup("More", isExpanded: .constant(true)) {
                    Text("A"); Text("B")
                }
            },
            393, 700, environment: env(.iOS18))
        #expect(frames(expanded, "row").map(\.minY) == [35, 79, 123])
        #expect(frames(expanded, "DisclosureChevron") == [CGRect(x: 344, y: 53, width: 13, height: 8)])
        // Outside a list: a leading VStack of the label row (as wide as proposed) and the content.
        let outside = layout(
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("A").id("a") }.id("g"), 393, 700)
        let reference = layout(
            VStack(alignment: .leading) {
                Color.red.frame(height: 17); Text("A").id("a")
            }.id("g"), 393, 700)
        expectFrame(outside, "g", width: 393, height: reference["g"]?.frame.height)
        expectFrame(outside, "a", x: 0, y: reference["a"]?.frame.minY)
    }

    @Test("GroupBox: label and content padded 16 on a rounded box")
    func groupBox() {
        let r = layout(GroupBox("Title") { Text("Body").id("b") }.id("g"), 393, 700)
        // Two Ahem lines stacked with no gap (SPEC §4.1: text above text), plus 2 × 16.
        expectFrame(r, "g", width: 5 * 17 + 32, height: 17 + 17 + 32)
        #expect(frames(r, "RoundedRectangle").first?.size == CGSize(width: 117, height: 66))
    }

    @Test("ControlGroup: its controls side by side")
    func controlGroup() {
        let r = layout(
            ControlGroup {
                Text("A"); Text("B")
            }.id("g"), 393, 700)
        expectFrame(r, "g", width: 17 + 8 + 17, height: 17)
    }
}

/// Long lists create only the rows they show (as a LazyVStack, SPEC §5).
@Suite struct LazyListTests {
    @Test("A List of 100,000 rows creates the rows in view, laid out as the eager list lays them out")
    func lazyRows() throws {
        let tree = LayoutTree(List(0..<100_000) { i in Text("Row \(i)").id("r\(i)") }, environment: env(.iOS18))
        tree.layout(in: CGSize(width: 393, height: 700), scale: 2)
        let r = tree.result()
        let rows = frames(r, "row")
        #expect(rows.count < 40)
        #expect(
            Array(rows.prefix(3)) == [
                CGRect(x: 16, y: 35, width: 361, height: 44), CGRect(x: 16, y: 79, width: 361, height: 44),
                CGRect(x: 16, y: 123, width: 361, height: 44),
            ])
        let eager = layout(List(0..<3) { i in Text("Row \(i)").id("r\(i)") }, 393, 700, environment: env(.iOS18))
        #expect(r["r1"]?.frame == eager["r1"]?.frame)
        // The content is as tall as every row: 35 + 100,000 × 44 + 35.
        let expected: CGFloat = 35 + 4_400_000 + 35
        let height: CGFloat = frames(r, "ListContent").first?.height ?? 0
        #expect(abs(height - expected) < 0.01)
    }

    @Test("listRowSeparatorLeading and listRowSeparatorTrailing guides move the separator's ends")
    func separatorGuides() {
        let r = layout(
            List {
                HStack {
                    Color.blue.frame(width: 29, height: 29); Text("Title")
                }
                .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
                .alignmentGuide(.listRowSeparatorTrailing) { d in d.width - 10 }
                Text("Next")
            }, 393, 700, environment: env(.iOS18))
        // The HStack hugs its content (29 + 8 + 85 = 122 wide, from 36) and makes the row
        // 29 + 2 × 11 = 51 tall: the separator from 36 (the guide's 0) to 36 + 122 − 10.
        #expect(frames(r, "Color").filter { $0.height == 0.5 } == [CGRect(x: 36, y: 85.5, width: 112, height: 0.5)])
    }
}
