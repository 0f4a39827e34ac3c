import Foundation
import Plumb
import Testing

/// The reader reads the environment where a view is resolved: `.environment(\.key, value)`,
/// `.environment(model)` and `.environmentObject(_:)` are read back by the views inside.
struct EnvironmentReaderTests {
    @Test(
        ".environment(\\.colorScheme, .dark) is read back by @Environment(\\.colorScheme) inside; the default is .light"
    )
    func colorScheme() throws {
        let code = """
            struct Swatch: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    Color.red.frame(width: scheme == .dark ? 50 : 20, height: 10).id("box")
                }
            }
            VStack {
                Swatch()
                Swatch().environment(\\.colorScheme, .dark)
            }
            """
        let (result, _) = try layOut(code)
        let boxes = result.views(withID: "box").map(\.frame.width)
        #expect(boxes == [20, 50])
    }

    @Test("an environment value set on an ancestor reaches a view two levels down")
    func throughAncestors() throws {
        let code = """
            struct Inner: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Color.red.frame(width: scheme == .dark ? 40 : 10, height: 10).id("inner") }
            }
            struct Outer: View {
                var body: some View { HStack { Inner() } }
            }
            Outer().environment(\\.colorScheme, .dark)
            """
        #expect(frame(try layOut(code).0, "inner")?.width == 40)
    }

    @Test(".environment(model) is read by @Environment(Model.self); .environmentObject by @EnvironmentObject")
    func objects() throws {
        let code = """
            @Observable final class Model { var width: CGFloat = 30 }
            final class Settings: ObservableObject { @Published var height: CGFloat = 12 }
            struct Card: View {
                @Environment(Model.self) private var model
                @EnvironmentObject var settings: Settings
                var body: some View { Color.red.frame(width: model.width, height: settings.height).id("card") }
            }
            let model = Model()
            Card().environment(model).environmentObject(Settings())
            """
        let (result, program) = try layOut(code)
        #expect(frame(result, "card")?.size == CGSize(width: 30, height: 12))
        #expect(!program.warnings.contains { $0.kind == .stub }, "\(program.warnings)")
    }

    @Test("disabled(true) sets isEnabled false inside, and an inner disabled(false) does not undo it")
    func disabled() throws {
        let code = """
            struct Row: View {
                @Environment(\\.isEnabled) private var isEnabled
                var body: some View { Color.red.frame(width: isEnabled ? 30 : 10, height: 10).id("row") }
            }
            VStack {
                Row()
                Row().disabled(true)
                Row().disabled(false).disabled(true)
            }
            """
        #expect(try layOut(code).0.views(withID: "row").map(\.frame.width) == [30, 10, 10])
    }

    @Test("@Entry declares a key with its default; .environment(\\.accent, ...) sets it for the views inside")
    func entry() throws {
        let code = """
            extension EnvironmentValues {
                @Entry var rowWidth: CGFloat = 25
            }
            struct Row: View {
                @Environment(\\.rowWidth) private var width
                var body: some View { Color.red.frame(width: width, height: 10).id("row") }
            }
            VStack {
                Row()
                Row().environment(\\.rowWidth, 60)
            }
            """
        #expect(try layOut(code).0.views(withID: "row").map(\.frame.width) == [25, 60])
    }

    @Test("a custom EnvironmentKey: its defaultValue, then the value set")
    func customKey() throws {
        let code = """
            private struct GapKey: EnvironmentKey { static let defaultValue: CGFloat = 7 }
            extension EnvironmentValues {
                var gap: CGFloat {
                    get { self[GapKey.self] }
                    set { self[GapKey.self] = newValue }
                }
            }
            struct Gap: View {
                @Environment(\\.gap) var gap
                var body: some View { Color.red.frame(width: gap, height: 10).id("gap") }
            }
            VStack { Gap(); Gap().environment(\\.gap, 19) }
            """
        #expect(try layOut(code).0.views(withID: "gap").map(\.frame.width) == [7, 19])
    }

    @Test("@ScaledMetric scales with .dynamicTypeSize as the body style: 17 → 28 at accessibility1 (HIG table)")
    func scaledMetric() throws {
        let code = """
            struct Icon: View {
                @ScaledMetric private var side: CGFloat = 17
                var body: some View { Color.red.frame(width: side, height: side).id("icon") }
            }
            VStack { Icon(); Icon().dynamicTypeSize(.accessibility1) }
            """
        #expect(try layOut(code).0.views(withID: "icon").map(\.frame.width) == [17, 28])
    }

    @Test("a custom ViewModifier's @Environment reads where it is applied")
    func modifier() throws {
        let code = """
            struct Tinted: ViewModifier {
                @Environment(\\.horizontalSizeClass) var sizeClass
                func body(content: Content) -> some View {
                    content.frame(width: sizeClass == .compact ? 44 : 88).id("frame")
                }
            }
            VStack {
                Color.red.modifier(Tinted())
                Color.red.modifier(Tinted()).environment(\\.horizontalSizeClass, .regular)
            }
            """
        #expect(try layOut(code).0.views(withID: "frame").map(\.frame.width) == [44, 88])
    }

    @Test(
        "the data-flow wrappers read as their values: @StateObject, @AppStorage's default, @SceneStorage, @GestureState"
    )
    func wrappers() throws {
        let code = """
            final class Store: ObservableObject { @Published var count = 3 }
            struct Counter: View {
                @StateObject private var store = Store()
                @AppStorage("width") private var width: Double = 40
                @SceneStorage("height") private var height: Double = 20
                @GestureState private var drag: CGFloat = 5
                var body: some View {
                    Color.red.frame(width: width + drag, height: height + CGFloat(store.count)).id("box")
                }
            }
            Counter()
            """
        #expect(frame(try layOut(code).0, "box")?.size == CGSize(width: 45, height: 23))
    }
}
