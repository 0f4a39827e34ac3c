import Foundation
import PlumbTestSupport
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set R's unseen apps showed (Gem, Grocy, Whisperboard, SimpleLogin, NeoDB).
extension RealAppClassesTests {
    /// Reads `code` and lays it out on an iPhone 16's screen (393 × 852, safe area 59 / 34).
    func onPhone(_ code: String) throws -> LayoutTree {
        let canvas = CGSize(width: 393, height: 852)
        let program = try SourceReader.read(code, name: "Test.swift", canvas: canvas)
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: canvas, scale: 3, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return tree
    }

    @Test(
        "a preview that presents a sheet (.constant(true), a @State that starts true, an item) shows it at its detent; a false or unread binding presents nothing"
    )
    func presentedSheetFromSource() throws {
        // SimpleLogin's MainView presents its tips sheet; AmpFin's and TempBox's previews are
        // `.sheet(isPresented: .constant(true))`.
        let shown = try onPhone(
            #"""
            Color.blue.sheet(isPresented: .constant(true)) {
                Text("Tips").id("t").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
            }
            """#)
        let sheet = try #require(shown.presented.first)
        // The medium detent: 425 of 852 above the home indicator, a card 8 pt in (iOS 26).
        #expect(sheet.canvas == CGSize(width: 393, height: 459) && sheet.showsDragIndicator)
        #expect(sheet.frame.minX == 8)
        // The text is centred in the sheet's 393 × 425 above its safe area: Ahem 17 pt.
        #expect(sheet.tree.result()["t"]?.frame == CGRect(x: 488.0 / 3, y: 204, width: 68, height: 17))
        let state = try onPhone(
            #"""
            struct Screen: View {
                @State private var showsHelp = true
                @State private var selected: String? = "Intro"
                @State private var hidden = false
                var body: some View {
                    VStack {
                        Color.red.sheet(isPresented: $showsHelp) { Text("Help") }
                        Color.red.fullScreenCover(isPresented: $hidden) { Text("Never") }
                        Color.red.sheet(isPresented: $model.isShowing) { Text("Unread") }
                    }
                    .popover(item: $selected) { name in Text(name).id("name") }
                }
            }
            """#)
        // The first presented is shown: the help sheet (large), not the popover's.
        #expect(state.presented.map(\.kind) == [.sheet])
        #expect(state.presented.first?.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        let item = try onPhone(
            #"""
            Color.red.sheet(item: .constant("Intro")) { name in Text(name).id("name") }
            """#)
        #expect(item.presented.first.map { $0.tree.result()["name"]?.frame.width } == 85)
    }

    @Test(
        "a modifier called unqualified in an extension of View is self's (a package's unknown one kept layout-neutral); _x = StateObject(wrappedValue: .init(...)) makes the declared type"
    )
    func unqualifiedModifierAndStateObjectInit() throws {
        // SimpleLogin's AlertToastModifier.swift (`return toast(isPresenting:duration:) { ... }`
        // from AlertToast, a remote package) and its `_viewModel = StateObject(wrappedValue:
        // .init(session: session, ...))`.
        let code = #"""
            final class AliasesViewModel: ObservableObject {
                @Published var title: String
                init(session: String) { title = "Hi " + session }
            }
            extension View {
                func alertToast(_ on: Binding<Bool>) -> some View {
                    return toast(isPresenting: on, duration: 3.5) { Text("toast") }
                }
            }
            struct AliasesView: View {
                @StateObject private var viewModel: AliasesViewModel
                init(session: String) {
                    _viewModel = StateObject(wrappedValue: .init(session: session))
                }
                var body: some View { Text(viewModel.title).alertToast(.constant(false)).id("t") }
            }
            #Preview { AliasesView(session: "Ann") }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.map(\.message).filter { $0.contains("stub") } == [], "\(p.warnings)")
        // "Hi Ann" in Ahem 17: 6 × 17 wide.
        #expect(frame(r, "t")?.size == CGSize(width: 102, height: 17))
    }

    @Test(
        "Bool() is false; .iOS16 where a Bool is expected and .blockListKey where a String is are the statics an extension declares"
    )
    func boolAndStringExtensionStatics() throws {
        // Gem: `@State private var isUrlSheetPresented: Bool = .init()`, `extension Bool {
        // static var iOS16: Bool }` in `.if(.iOS16 && url != nil)`, `UserDefaults.standard
        // .array(forKey: .blockListKey)`.
        let code = #"""
            extension Bool { static var iOS16: Bool { true } }
            extension String { static let blockListKey = "blocklist" }
            struct V: View {
                var flag: Bool = .init()
                var body: some View {
                    VStack(spacing: 0) {
                        Text(flag ? "yes" : "no").id("flag")
                        if .iOS16 && !flag { Text("new").id("new") }
                        Text(UserDefaults.standard.string(forKey: .blockListKey) ?? "none").id("key")
                        Text(Bool("true") == true && Bool("yes") == nil ? "parsed" : "no").id("parsed")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "flag")?.width == 34)
        #expect(frame(r, "new")?.width == 51)
        #expect(frame(r, "key")?.width == 68)
        #expect(abs((frame(r, "parsed")?.width ?? 0) - 102) < 0.01)
    }

    @Test(
        "a colour through types nested in an extension of Color (.DS.Background.accent), DynamicColor's Color(hexString:), DynamicColor(_:) and lighter(amount:)/darkened(amount:)"
    )
    func nestedColorPathsAndDynamicColor() throws {
        // Whisperboard's ColorPalette.swift, Gradients.swift and Color++.swift.
        let code = #"""
            extension Color {
                enum DS {
                    static let primary01100 = Color(red: 1, green: 0, blue: 0)
                    enum Background {
                        static var accent = Color.DS.primary01100
                    }
                }
                func lighten(by amount: CGFloat = 0.2) -> Color { Color(DynamicColor(self).lighter(amount: amount)) }
            }
            HStack(spacing: 0) {
                Color.clear.background(.DS.Background.accent)
                Color.DS.Background.accent.lighten(by: 0.25)
                Color(hexString: "#336699")
                Color(hexString: "336699").darkened(amount: 0.1)
            }
            """#
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: CGSize(width: 40, height: 10))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 40, height: 10), scale: 1)
        let bitmap = RasterRenderer(scale: 1).render(DisplayList(tree))
        #expect(rgba(bitmap, 5, 5) == [255, 0, 0, 255])
        // Red's HSL lightness 0.5 + 0.25: 255, 128, 128.
        #expect(rgba(bitmap, 15, 5) == [255, 128, 128, 255])
        #expect(rgba(bitmap, 25, 5) == [51, 102, 153, 255])
        // #336699: hue 210°, saturation 0.5, lightness 0.4 − 0.1: 38, 77, 115.
        #expect(rgba(bitmap, 35, 5) == [38, 77, 115, 255])
    }

    @Test(
        "a view built as its caller builds it, given an unbound name where a protocol is declared, gets an instance of the type that conforms"
    )
    func protocolStubFromCaller() throws {
        // Gem: `ItemRow(item: item, ...)` inside `ForEach(vm.results) { item in ... }` of
        // Search, with `let item: any Item` and `struct Story: Item`.
        let row = #"""
            protocol Item { var title: String? { get } }
            struct Story: Item { let title: String? }
            struct ItemRow: View {
                let item: any Item
                var body: some View { Text(item is Story ? "story" : "not a story").id("t") }
            }
            """#
        let search = #"""
            struct Search: View {
                @Environment(SearchModel.self) var model
                var body: some View { List { ForEach(model.results, id: \.title) { item in ItemRow(item: item) } } }
            }
            """#
        let program = try SourceReader.read(
            files: [("Search.swift", Array(search.utf8)), ("ItemRow.swift", Array(row.utf8))], primary: "ItemRow.swift")
        #expect(program.warnings.contains { $0.message.contains("built as Search builds it") }, "\(program.warnings)")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 200, height: 100), environment: .ahem)
        #expect(frame(r, "t")?.width == 85)
    }

    @Test(
        "the Info.plist a Tuist Project.swift or an XcodeGen project.yml writes out: its UI/NS/CF/LS keys with literal strings"
    )
    func infoDictionaryFromSpecs() throws {
        let root = try ModuleContextTests.tree([
            "Project.swift": #"""
            import ProjectDescription
            let infoPlist: [String: Plist.Value] = [
              "UIUserInterfaceStyle": "Dark",
              "CFBundleDisplayName": "Whisper",
              "Other": "no",
              "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            ]
            let project = Project(name: "App", targets: [])
            """#,
            "App/View.swift": "struct V {}",
            "yml/project.yml":
                "targets:\n  App:\n    info:\n      properties:\n        UIUserInterfaceStyle: Light\n        NSCameraUsageDescription: \"To scan\"\n",
            "yml/App/View.swift": "struct V {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        #expect(
            InfoDictionary.fromSpec(root + "/Project.swift") == [
                "UIUserInterfaceStyle": "Dark", "CFBundleDisplayName": "Whisper",
            ])
        #expect(
            InfoDictionary.fromSpec(root + "/yml/project.yml") == [
                "UIUserInterfaceStyle": "Light", "NSCameraUsageDescription": "To scan",
            ])
        let context = try #require(ModuleContext.locate(root + "/App/View.swift"))
        #expect(context.infoDictionary["UIUserInterfaceStyle"] == "Dark")
    }

    @Test("an app whose Info.plist sets UIUserInterfaceStyle Dark is drawn dark unless --color-scheme says otherwise")
    func userInterfaceStyleFromInfoPlist() throws {
        let root = try ModuleContextTests.tree([
            "Project.swift": "import ProjectDescription\nlet info = [\"UIUserInterfaceStyle\": \"Dark\"]\n",
            "App/V.swift": "import SwiftUI\nstruct V: View { var body: some View { Color.clear } }\n#Preview { V() }\n",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let dark = temporaryPNGPath("dark"), light = temporaryPNGPath("light")
        let run = try CommandLineTests.plumb(["render", root + "/App/V.swift", "--canvas", "20x20", "--png", dark])
        #expect(run.status == 0, "\(run.stderr)")
        let given = try CommandLineTests.plumb([
            "render", root + "/App/V.swift", "--canvas", "20x20", "--png", light, "--color-scheme", "light",
        ])
        #expect(given.status == 0, "\(given.stderr)")
        // The canvas is systemBackground: black in dark mode, white in light.
        let darkPixel = try PNGDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: dark))))[5, 5]
        let lightPixel = try PNGDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: light))))[5, 5]
        #expect([darkPixel.r, darkPixel.g, darkPixel.b] == [0, 0, 0])
        #expect([lightPixel.r, lightPixel.g, lightPixel.b] == [255, 255, 255])
    }
}

private func temporaryPNGPath(_ name: String) -> String {
    Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString)-\(name).png").path
}

private func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = bitmap.straightPixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}
