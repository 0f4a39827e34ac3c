import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set AD's unseen apps showed (Mullvad VPN, Mastodon, TelemetryDeck's viewer,
/// wallabag, Steps).
extension RealAppClassesTests {
    /// The SVG fill colours of `code`'s drawing (a 200×100 canvas, Ahem text), in order.
    private func fills(_ code: String) throws -> [String] {
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        let svg = SVGWriter().document(DisplayList(tree))
        return svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
    }

    /// `code` read and laid out in a 200×100 canvas with Ahem text: the tree, for counts.
    private func laidOutTree(_ code: String) throws -> (LayoutResult, SourceProgram, LayoutTree) {
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        return (tree.result(), program, tree)
    }

    @Test(
        "an enum case pattern written without its dot matches as with it: case (.tag(let a), tag(let b)) (Mastodon's AutoCompleteItem: a parse error that stopped the app's files)"
    )
    func enumCasePatternWithoutDot() throws {
        let (r, p) = try layOut(
            """
            enum Item { case tag(String), loader(Int) }
            func same(_ a: Item, _ b: Item) -> Bool {
                switch (a, b) {
                case (.tag(let l), tag(let r)): return l == r
                case (.loader(let l), loader(let r)): return l == r
                default: return false
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(same(.tag("ab"), .tag("ab")) ? "yes" : "no").id("a")
                        Text(same(.loader(1), .loader(2)) ? "yes" : "no").id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "yes" and "no" in 17-point Ahem: 51 and 34 wide.
        #expect(frame(r, "a") == CGRect(x: 74.5, y: 33, width: 51, height: 17))
        #expect(frame(r, "b") == CGRect(x: 83, y: 50, width: 34, height: 17))
    }

    @Test(
        "Color(.Cell.titleTextColor) is the static of a type an extension of UIColor nests, with UIKit's withAlphaComponent applied after it (Mullvad's rows and headings: grey)"
    )
    func platformColorThroughNestedTypes() throws {
        let drawn = try fills(
            """
            import UIKit
            extension UIColor {
                enum Cell {
                    static let titleTextColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    enum Background { static let normal = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color(.Cell.titleTextColor).frame(width: 10, height: 10)
                        Color(.Cell.Background.normal).frame(width: 10, height: 10)
                    }
                }
            }
            """)
        #expect(drawn.contains("#ff0000"))
        #expect(drawn.contains("#0000ff"))
        #expect(!drawn.contains("#8e8e93"), "no grey stand-in: \(drawn)")
    }

    @Test(
        "Font(UIFontMetrics(...).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))) is the 28-point system font (Mastodon's report screens: the default body size)"
    )
    func uiFontImplicitMemberInFont() throws {
        let (r, p) = try layOut(
            """
            import UIKit
            struct V: View {
                var body: some View {
                    Text("ab")
                        .font(Font(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 28, weight: .bold)) as CTFont))
                        .id("t")
                }
            }
            """, 200, 100)
        #expect(!p.warnings.map(\.message).contains { $0.contains("font") }, "\(p.warnings)")
        // Two 28-point Ahem glyphs.
        #expect(frame(r, "t")?.size == CGSize(width: 56, height: 28))
    }

    @Test(
        "Locale.availableIdentifiers, locale.language.languageCode?.identifier, localizedString(forLanguageCode:), caseInsensitiveCompare and sorted(using: KeyPathComparator(\\.id)) are Foundation's (Mastodon's language picker: one stub row)"
    )
    func localesAndComparators() throws {
        let (r, p) = try layOut(
            """
            struct Language: Identifiable { let name: String; let id: String }
            struct V: View {
                let languages: [Language] = {
                    var byCode: [String: Language] = [:]
                    for locale in Locale.availableIdentifiers.map(Locale.init(identifier:)) {
                        if let code = locale.language.languageCode?.identifier, ["de", "fr"].contains(code),
                           let name = Locale.current.localizedString(forLanguageCode: code) {
                            byCode[code] = Language(name: name, id: code)
                        }
                    }
                    return byCode.values.sorted(using: KeyPathComparator(\\.id, order: .reverse))
                }()
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(languages) { Text($0.name).id($0.id) }
                        Text("abc".caseInsensitiveCompare("ABC") == .orderedSame ? "same" : "x").id("same")
                        Text("a".compare("b") == .orderedAscending ? "up" : "x").id("up")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "French" (6 glyphs) above "German" (6), reverse order of their codes; then "same", "up".
        #expect(frame(r, "fr") == CGRect(x: 49, y: 16, width: 102, height: 17))
        #expect(frame(r, "de") == CGRect(x: 49, y: 33, width: 102, height: 17))
        #expect(frame(r, "same")?.width == 68)
        #expect(frame(r, "up")?.width == 34)
    }

    @Test(
        "a representable whose makeUIView gives an app's subclass of UITextField draws as UIKit's text field: its placeholder, one line tall, as wide as offered (Mastodon's poll options: a placeholder box the height of the screen)"
    )
    func uiKitControlSubclass() throws {
        let (r, p, tree) = try laidOutTree(
            """
            import UIKit
            final class DeleteAwareTextField: UITextField {
                var textInset: UIEdgeInsets = .zero
                override func deleteBackward() { super.deleteBackward() }
            }
            struct OptionField: UIViewRepresentable {
                let textField = DeleteAwareTextField()
                func makeUIView(context: Context) -> DeleteAwareTextField {
                    textField.font = .systemFont(ofSize: 16, weight: .regular)
                    return textField
                }
                func updateUIView(_ textField: DeleteAwareTextField, context: Context) {
                    textField.placeholder = "Option"
                }
            }
            struct V: View {
                var body: some View {
                    OptionField().id("f")
                }
            }
            """)
        #expect(p.placeholderCount(in: tree).placeholders == 0)
        // One 16-point line of Ahem, the width offered, centred in the canvas.
        #expect(frame(r, "f") == CGRect(x: 0, y: 42, width: 200, height: 16))
    }

    @Test(
        "Factory 1's Factory(self) { ... }.scope(.singleton) is a factory, and Container.shared.x() its value (wallabag's dependencies: stubs)"
    )
    func factoryInitializerSpelling() throws {
        let (r, p) = try layOut(
            """
            import Factory
            final class Store { var title = "shelf" }
            extension Container {
                var store: Factory<Store> {
                    Factory(self) { Store() }.scope(.singleton)
                }
            }
            struct V: View {
                var body: some View {
                    Text(Container.shared.store().title).id("t")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.width == 85)
    }

    @Test(
        "a Core Data object made in a preview has an empty to-many relationship (@NSManaged var tags: Set<Tag>), so ForEach over it draws nothing (wallabag's entry row: a stub)"
    )
    func managedToManyIsEmpty() throws {
        let (r, p) = try layOut(
            """
            import CoreData
            class Tag: NSManagedObject, Identifiable { @NSManaged var label: String }
            class Entry: NSManagedObject, Identifiable {
                @NSManaged var title: String?
                @NSManaged var tags: Set<Tag>
            }
            struct V: View {
                let entry: Entry
                var body: some View {
                    VStack(spacing: 0) {
                        Text("row").id("t")
                        ForEach(Array(entry.tags)) { Text($0.label) }
                    }
                }
            }
            #Preview { V(entry: Entry(context: PersistenceController.preview.viewContext)) }
            """, 200, 100)
        #expect(!p.warnings.map(\.message).contains { $0.contains("'tags'") }, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 74.5, y: 41.5, width: 51, height: 17))
    }

    @Test(
        "a package's method of a string with no arguments (entry.title?.htmlUnescape()) is a stub that shows the string, not the method's name"
    )
    func packageStringMethodShowsTheString() throws {
        let (r, p) = try layOut(
            """
            import HTMLEntities
            struct V: View {
                let title: String? = "Zuck"
                var body: some View {
                    Text(title?.htmlUnescape() ?? "").id("t")
                }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message).contains { $0.contains("'htmlUnescape'") && $0.contains("shows the string") })
        #expect(frame(r, "t")?.width == 68)
    }

    @Test(
        "a package's type made with labelled arguments (DTOv1.Signal(receivedAt: ..., type: ...)) is a stub whose members are its arguments, as a memberwise initializer's (TelemetryDeck's signal cell: the labels' names)"
    )
    func packageRecordFromLabels() throws {
        let (r, p) = try layOut(
            """
            import DataTransferObjects
            struct Cell: View {
                let signal: DTOv1.Signal
                var body: some View {
                    VStack(spacing: 0) {
                        Text(signal.type).id("type")
                        Text(signal.clientUser).id("user")
                    }
                }
            }
            #Preview {
                Cell(signal: DTOv1.Signal(count: 1, type: "newSessionBegan"))
            }
            """, 300, 100)
        _ = p
        // "newSessionBegan" (15 glyphs); the member the call did not give is a stub of its name.
        #expect(frame(r, "type")?.width == 255)
        #expect(frame(r, "user")?.width == 170)
    }

    @Test(
        "LocalizedStringKey(stringLiteral:) takes a String, so its interpolations are made before its Markdown is read: \"[\\(title)](\\(link))\" is a link (Mullvad's terms: the Markdown drawn as text)"
    )
    func stringLiteralKeyIsMarkdownAfterInterpolation() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let title = "Policy"
                let link = "https://example.com/p"
                var body: some View {
                    VStack(spacing: 0) {
                        Text(LocalizedStringKey(stringLiteral: "[\\(title)](\\(link))")).id("link")
                        Text(LocalizedStringKey(stringLiteral: "**Bold** text")).id("bold")
                    }
                }
            }
            """, 300, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // The link's text alone (6 glyphs), and the text without its asterisks (9).
        #expect(frame(r, "link")?.width == 102)
        #expect(frame(r, "bold")?.width == 153)
    }

    @Test(
        "a measurement's action runs in the settled read: Text(\"@host\").measureWidth { width = $0 }.frame(width: min(300, width)) is as wide as its text, and onGeometryChange's height sizes another view (Mastodon's sign-up field: squeezed by the 300-point start)"
    )
    func settledGeometry() throws {
        let code = """
            struct WidthKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            extension View {
                func measureWidth(_ f: @escaping (CGFloat) -> ()) -> some View {
                    overlay(GeometryReader { proxy in
                        Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                    }
                    .onPreferenceChange(WidthKey.self, perform: f))
                }
            }
            struct V: View {
                @State var width: CGFloat = 300
                @State var height: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            Color.red.frame(height: 10)
                            Text("@host").measureWidth { width = $0 }.frame(width: min(300, width)).id("t")
                        }
                        Color.blue.frame(width: 50, height: 40)
                            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
                        Color.green.frame(width: 10, height: height).id("g")
                    }
                }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 400, height: 200))
        func layOut(_ p: SourceProgram) -> LayoutTree {
            let tree = LayoutTree(p.view, environment: .ahem)
            tree.layout(in: CGSize(width: 400, height: 200), scale: 1)
            return tree
        }
        // The first frame: the text's frame 300 wide, the green view no height.
        let first = layOut(program).result()
        #expect(frame(first, "t")?.width == 300)
        #expect(frame(first, "g")?.height == 0)
        // Settled: "@host" is 5 Ahem glyphs of 17 points, 85 wide; the green view 40 tall (the
        // 97-tall stack centred in 200, on whole pixels at scale 1).
        let (settled, tree) = try program.settled { layOut($0) }
        let r = tree.result()
        #expect(frame(r, "t") == CGRect(x: 315, y: 52, width: 85, height: 17))
        #expect(frame(r, "g") == CGRect(x: 195, y: 109, width: 10, height: 40))
        #expect(settled.geometryReports.isEmpty == false)
    }

    @Test("-.infinity and -.pi are a number type's statics negated (Mullvad's button style: four previews failed)")
    func negatedImplicitMember() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let insets = EdgeInsets(top: 0, leading: -.infinity, bottom: 0, trailing: 0)
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: insets.leading < -1e300 ? 10 : 20, height: 10).id("a")
                        Color.red.frame(width: -.pi * -10, height: 10).id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 10)
        // 10π = 31.42 wide, centred in 200 (84.29 to 115.71), edges on the half-point grid of
        // scale 2: 84.5 to 115.5, 31 wide.
        #expect(frame(r, "b")?.width == 31)
    }

    @Test(
        "an SF Symbol with no icon counts as a placeholder in the count plumb prints (Steps' awards: drawn as named outlines, counted as none)"
    )
    func unmappedSymbolCountsAsPlaceholder() throws {
        let (_, p, tree) = try laidOutTree(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        Image(systemName: "soccerball")
                        Image(systemName: "sportscourt")
                        Image(systemName: "star")
                    }
                }
            }
            """)
        #expect(p.placeholderCount(in: tree).placeholders == 1)
    }
}
