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
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.size == CGSize(width: 68, height: 58))
    }

    @Test(
        "a preview whose content waits for data the files do not hold never shows its view: the laid-out tree holds nothing read in it (Catbird's AsyncPreviewContent, previewWithAuthenticatedState)"
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
            struct Gate: ViewModifier {
                @State private var ready = false
                func body(content: Content) -> some View { if ready { content } else { ProgressView() } }
            }
            extension View { func authenticated() -> some View { modifier(Gate()) } }
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
            let tree = LayoutTree(program.view, environment: .ahem)
            tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
            return program.previewHiddenView(in: tree)
        }
        #expect(
            try hidden("#Preview { AsyncPreviewContent { _ in NavigationStack { SettingsView() } } }") == "SettingsView"
        )
        // Made, but not shown: a modifier (of another file, as Catbird's preview helpers are)
        // whose body shows a spinner instead of its content.
        #expect(try hidden("#Preview { SettingsView().authenticated() }") == "SettingsView")
        // Shown through another view of the file (passepartout's `HeaderView` is an
        // `InstalledProfileView`): the file's views are drawn, so nothing is hidden.
        #expect(
            try hidden(
                """
                private struct HeaderView: View { var body: some View { SettingsView() } }
                #Preview { Form { HeaderView() } }
                """) == nil)
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

extension RealAppClassesTests {
    @Test(
        "an inline Picker in a Form: each option a row of the section, the selected one with a checkmark (TiebaPure's appearance picker)"
    )
    func inlinePickerRows() throws {
        let (r, p) = try layOut(
            """
            Form {
                Section {
                    Picker("Mode", selection: .constant(1)) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
            }
            """, 390, 400)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let rows = r.views(ofType: "PickerOption")
        #expect(rows.count == 3)
        // One row each, stacked, as wide as the row's content; the checkmark only on "Light".
        // (In Ahem the checkmark, a body-font symbol, is 20 tall beside 17-point text.)
        #expect(
            rows.map(\.frame) == [
                CGRect(x: 40, y: 52.5, width: 310, height: 17), CGRect(x: 40, y: 103, width: 310, height: 20),
                CGRect(x: 40, y: 156.5, width: 310, height: 17),
            ])
        #expect(rows.map { $0.allViews.filter { $0.type == "Image" }.count } == [0, 1, 0])
        #expect(rows[1].allViews.first { $0.type == "Image" }?.frame.maxX == rows[1].frame.maxX)
    }

    @Test(
        "a type the files do not declare with View inside its name is data, not a view: a throwing getter of one returns its value (Catbird's AppBskyFeedDefs.FeedViewPost)"
    )
    func viewInsideAnUndeclaredNameIsData() throws {
        let (r, p) = try layOut(
            """
            final class CachedPost {
                var data = Data()
                var feedViewPost: Lexicon.FeedViewPost {
                    get throws {
                        let decoder = JSONDecoder()
                        let result = try decoder.decode(Lexicon.FeedViewPost.self, from: data)
                        return result
                    }
                }
            }
            struct Row: View {
                let cached = CachedPost()
                private var post: Lexicon.FeedViewPost? { try? cached.feedViewPost }
                var body: some View {
                    if let post {
                        Text("ab").font(.system(size: 10)).id("t").accessibilityLabel("\\(post.likeCount ?? 0) likes")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message) == ["cannot find 'Lexicon' in the files read: using a stub"])
        #expect(frame(r, "t") == CGRect(x: 90, y: 45, width: 20, height: 10))
    }
}
