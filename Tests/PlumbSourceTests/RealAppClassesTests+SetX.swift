import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set X's unseen apps showed (TiebaPure, Canvas's Horizon, Catbird,
/// ListenBrainz, NetBird).
extension RealAppClassesTests {
    @Test(
        "an implicit member through a static an extension of CGFloat declares, copied to Double and Int, is still one (Canvas's .padding(.huiSpaces.space24))"
    )
    func implicitStaticOfExtendedLibraryType() throws {
        let (r, p) = try layOut(
            """
            enum HorizonUI {}
            extension HorizonUI {
                struct Spaces: Sendable {
                    fileprivate init() {}
                    let space24: CGFloat = 24
                }
                static let spaces = HorizonUI.Spaces()
            }
            extension CGFloat {
                static let huiSpaces = HorizonUI.spaces
            }
            struct V: View {
                var body: some View {
                    Text("ab").font(.system(size: 10)).padding(.huiSpaces.space24).id("t")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\\(p.warnings)")
        #expect(frame(r, "t")?.size == CGSize(width: 68, height: 58))
    }

    @Test(
        "a preview whose content waits for data the files do not hold never shows its view: the program names that view once laid out (Catbird's AsyncPreviewContent)"
    )
    func previewThatNeverShowsItsView() throws {
        let gate = """
            struct AsyncPreviewContent<Content: View>: View {
                @State private var state: String?
                let content: (String) -> Content
                init(@ViewBuilder content: @escaping (String) -> Content) { self.content = content }
                var body: some View {
                    if let state { content(state) } else { ProgressView().task { state = await load() } }
                }
                func load() async -> String? { nil }
            }
            """
        func hidden(_ preview: String) throws -> String? {
            let files = [
                (name: "Gate.swift", bytes: Array(gate.utf8)),
                (
                    name: "Settings.swift",
                    bytes: Array(
                        """
                        struct SettingsView: View {
                            var body: some View { Text("Backup") }
                        }
                        \(preview)
                        """.utf8)
                ),
            ]
            let program = try SourceReader.read(
                files: files, canvas: CGSize(width: 200, height: 100), primary: "Settings.swift")
            _ = LayoutTree.layout(program.view, in: CGSize(width: 200, height: 100), environment: .ahem)
            return program.previewHiddenView
        }
        #expect(
            try hidden("#Preview { AsyncPreviewContent { _ in NavigationStack { SettingsView() } } }") == "SettingsView"
        )
        // Shown: no view is hidden; a preview naming no view of the file names none.
        #expect(try hidden("#Preview { NavigationStack { SettingsView() } }") == nil)
        #expect(try hidden("#Preview { Text(\"Hi\") }") == nil)
        // Drawn as `--view SettingsView` draws it.
        let shown = try SourceReader.read(
            files: [
                (
                    name: "Settings.swift",
                    bytes: Array("struct SettingsView: View { var body: some View { Text(\"Backup\") } }".utf8)
                )
            ],
            canvas: CGSize(width: 200, height: 100), root: .view("SettingsView"), primary: "Settings.swift")
        #expect(shown.warnings.isEmpty)
    }
}
