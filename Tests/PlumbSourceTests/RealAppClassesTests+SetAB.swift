import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set AB's unseen apps showed (Chronos, Habitica, Moblin, Trio, WriteFreely).
extension RealAppClassesTests {
    @Test("`\\..offset` is `\\.offset`, as the compiler reads it (Trio's glucose chart: every Trio file exited 1)")
    func keyPathAfterAnEmptyComponent() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(Array(["a", "b"].enumerated()), id: \\..offset) { index, item in
                            Color.red.frame(width: CGFloat(index + 1) * 10, height: 10).id(item)
                        }
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a") == CGRect(x: 85, y: 45, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 95, y: 45, width: 20, height: 10))
    }

    @Test(
        "a window's safe area is the device's: UIApplication.shared.windows.first?.safeAreaInsets.bottom, a scene's key window (WriteFreely's bottom bar: 50 plus 34, drawn below the screen)"
    )
    func windowSafeArea() throws {
        let code = """
            struct V: View {
                private var barHeight: CGFloat {
                    var height: CGFloat = 50
                    let bottom = UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0
                    height += bottom
                    return height
                }
                private var top: CGFloat {
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    return scene?.windows.first(where: { $0.isKeyWindow })?.safeAreaInsets.top ?? 0
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: barHeight).id("bar")
                        Color.red.frame(width: 10, height: top).id("top")
                    }
                }
            }
            """
        let canvas = CGSize(width: 393, height: 852)
        let program = try SourceReader.read(
            files: [("V.swift", Array(code.utf8))], canvas: canvas,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let r = LayoutTree.layout(program.view, in: canvas, scale: 3, environment: .ahem)
        #expect(frame(r, "bar")?.height == 84)
        #expect(frame(r, "top")?.height == 59)
    }

    @Test(
        "a representable that makes a UITextField draws the field: the text or the placeholder, UIKit's 12-point default font, as wide as offered (Habitica's FocusableTextField: a placeholder filling the report page)"
    )
    func representableTextField() throws {
        let (r, p) = try layOut(
            """
            struct Field: UIViewRepresentable {
                @Binding var text: String
                var placeholder: String
                func makeUIView(context: Context) -> UITextField {
                    let view = UITextField()
                    view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ uiView: UITextField, context: Context) {
                    uiView.placeholder = placeholder
                    uiView.text = text
                    if !uiView.isFirstResponder { uiView.textAlignment = .center }
                }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Field(text: .constant(""), placeholder: "Reason").id("empty")
                        Field(text: .constant("Hi"), placeholder: "Reason").font(.title).id("full")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Two lines of 12-point Ahem, each the canvas's width, stacked in the middle (38...62).
        #expect(frame(r, "empty") == CGRect(x: 0, y: 38, width: 200, height: 12))
        #expect(frame(r, "full") == CGRect(x: 0, y: 50, width: 200, height: 12))
        // The placeholder ("Reason", 6 × 12) and the text ("Hi"), centred as the code aligns them.
        let texts = r.root.allViews.filter { $0.type == "Text" }.map(\.frame)
        #expect(texts == [CGRect(x: 64, y: 38, width: 72, height: 12), CGRect(x: 88, y: 50, width: 24, height: 12)])
    }

    @Test(
        "a representable that makes a UITextView draws its text in the font set, inset 8 above and 5 at the sides, filling what it is offered (WriteFreely's editor: two placeholders)"
    )
    func representableTextView() throws {
        let (r, p) = try layOut(
            """
            private struct Wrapper: UIViewRepresentable {
                typealias UIViewType = UITextView
                @Binding var text: String
                var textStyle: UIFont
                func makeUIView(context: UIViewRepresentableContext<Wrapper>) -> UITextView {
                    let textField = UITextView()
                    textField.isEditable = true
                    textField.backgroundColor = UIColor.clear
                    return textField
                }
                func updateUIView(_ uiView: UITextView, context: UIViewRepresentableContext<Wrapper>) {
                    if uiView.text != self.text { uiView.text = self.text }
                    let fontMetrics = UIFontMetrics(forTextStyle: .largeTitle)
                    uiView.font = fontMetrics.scaledFont(for: textStyle)
                }
            }
            struct V: View {
                var body: some View {
                    Wrapper(text: .constant("Draft"), textStyle: UIFont.systemFont(ofSize: 20)).id("editor")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "editor") == CGRect(x: 0, y: 0, width: 200, height: 100))
        let text = r.root.allViews.first { $0.type == "Text" }
        #expect(text?.frame == CGRect(x: 5, y: 8, width: 100, height: 20))
    }

    @Test(
        "iOS 26's DefaultToolbarItem and a settable openURL read without a warning (Chronos' bottom bar, Habitica's report page)"
    )
    func defaultToolbarItemAndOpenURL() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Text("Terms").id("t")
                            .environment(\\.openURL, OpenURLAction(handler: { url in .handled }))
                            .toolbar {
                                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                                ToolbarSpacer(placement: .bottomBar)
                            }
                            .searchable(text: .constant(""), placement: .navigationBarDrawer)
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t")?.size == CGSize(width: 85, height: 17))
    }

    @Test(
        "a Core Data object the code makes starts empty: a non-optional String attribute reads \"\", a scalar 0, an optional nil; init(context:) is NSManagedObject's (WriteFreely's empty-post preview showed made-up text over its placeholders)"
    )
    func newManagedObjectStartsEmpty() throws {
        let (r, p) = try layOut(
            """
            public class Post: NSManagedObject {}
            extension Post {
                @NSManaged public var title: String
                @NSManaged public var appearance: String?
                @NSManaged public var status: Int32
            }
            struct V: View {
                @ObservedObject var post: Post
                var body: some View {
                    VStack(spacing: 0) {
                        Text(post.title.isEmpty ? "Title" : post.title).id("title")
                        Text(post.appearance ?? "no").id("appearance")
                        Color.red.frame(width: CGFloat(post.status) + 10, height: 10).id("status")
                    }
                }
            }
            #Preview {
                let post = Post(context: context)
                return V(post: post)
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message) == ["cannot find 'context' in the files read: using a stub"])
        #expect(frame(r, "title")?.width == 85)
        #expect(frame(r, "appearance")?.width == 34)
        #expect(frame(r, "status")?.width == 10)
    }

    @Test(
        "UIAccessibility's settings are a new device's: off, video autoplay on (Habitica's buttons underline when button shapes are on)"
    )
    func uiAccessibilitySettings() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: UIAccessibility.buttonShapesEnabled ? 30 : 10, height: 10).id("a")
                        Color.red.frame(width: UIAccessibility.isVideoAutoplayEnabled ? 30 : 10, height: 10).id("b")
                        Text("Feed").underline(UIAccessibility.isBoldTextEnabled)
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 10)
        #expect(frame(r, "b")?.width == 30)
    }

    @Test(
        "a toolbar placement an app's `extension ToolbarItemPlacement` adds is the placement its static gives (Omnivore's `.barLeading`: two toolbars drew placeholders)"
    )
    func toolbarPlacementFromAnExtension() throws {
        let (r, p) = try layOut(
            """
            public extension ToolbarItemPlacement {
                static var barLeading: ToolbarItemPlacement {
                    #if os(iOS)
                        .navigationBarLeading
                    #else
                        .automatic
                    #endif
                }
            }
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Color.red.id("c")
                            .toolbar {
                                ToolbarItem(placement: .barLeading) { Color.blue.frame(width: 20, height: 20).id("item") }
                            }
                    }
                }
            }
            """, 393, 852)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // At the leading margin, as `.navigationBarLeading` places it: iOS 26's capsule from 16,
        // the item 12 inside it.
        #expect(frame(r, "item")?.minX == 28)
    }

    @Test(
        "UIApplication.shared's questions are stubs a condition reads (Palace's `canOpenURL`: a placeholder once the application object had windows)"
    )
    func applicationQuestionIsAStub() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let value = "palace://book"
                var body: some View {
                    if let url = URL(string: value), UIApplication.shared.canOpenURL(url) {
                        Color.red.frame(width: 30, height: 10).id("link")
                    } else {
                        Color.red.frame(width: 10, height: 10).id("text")
                    }
                }
            }
            """, 200, 100)
        #expect(
            p.warnings.map(\.message) == [
                "'UIApplication.shared.canOpenURL(...)' is not a method Plumb knows: using a stub"
            ])
        #expect(r.root.allViews.allSatisfy { $0.placeholder == nil })
        // A stub condition is false: the else branch, as before.
        #expect(frame(r, "text") == CGRect(x: 95, y: 45, width: 10, height: 10))
        #expect(frame(r, "link") == nil)
    }

    @Test(
        "a text view's textContainerInset, set with UIEdgeInsets, insets its text (taskchamp's note editor: 16 above, 18 at the sides, plus the line fragment's 5)"
    )
    func textViewContainerInset() throws {
        let (r, p) = try layOut(
            """
            struct Editor: UIViewRepresentable {
                var text: String
                func makeUIView(context: Context) -> UITextView {
                    let textView = UITextView()
                    textView.text = text
                    textView.font = UIFont.systemFont(ofSize: 10)
                    textView.textContainerInset = UIEdgeInsets(top: 16, left: 18, bottom: 16, right: 18)
                    return textView
                }
                func updateUIView(_ uiView: UITextView, context: Context) {}
            }
            struct V: View {
                var body: some View { Editor(text: "Note") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let text = r.root.allViews.first { $0.type == "Text" }
        #expect(text?.frame == CGRect(x: 23, y: 16, width: 40, height: 10))
    }
}
