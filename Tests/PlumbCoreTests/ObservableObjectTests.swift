import Foundation
import Observation
import Testing

@testable import PlumbCore

/// ObservableObject and the property wrappers of data flow.
struct ObservableObjectTests {
    final class Settings: ObservableObject {
        @Published var width: CGFloat = 40
        var changes = 0
    }

    struct Owner: View {
        @StateObject private var settings = Settings()
        var body: some View { Reader(settings: settings) }
    }

    struct Reader: View {
        @ObservedObject var settings: Settings
        var body: some View { Color.red.frame(width: settings.width, height: 10).id("box") }
    }

    @Test("@StateObject creates its object once; @ObservedObject reads it; $object.property is a Binding")
    func stateObject() {
        expectFrame(layout(Owner(), 100, 100), "box", width: 40)
        let settings = Settings()
        let reader = Reader(settings: settings)
        reader.$settings.width.wrappedValue = 25
        #expect(settings.width == 25)
        expectFrame(layout(reader, 100, 100), "box", width: 25)
    }

    @Test("@Published's publisher gives the value at once and each new one")
    func published() {
        let settings = Settings()
        var seen: [CGFloat] = []
        settings.$width.sink { seen.append($0) }
        settings.width = 12
        settings.objectWillChange.send()
        #expect(seen == [40, 12])
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Color.red.frame(width: settings.width, height: 10).id("box") }
    }

    @Test("@EnvironmentObject reads the object .environmentObject(_:) provides")
    func environmentObject() {
        let settings = Settings()
        settings.width = 61
        expectFrame(layout(VStack { EnvironmentReader() }.environmentObject(settings), 100, 100), "box", width: 61)
    }

    @Observable final class Book {
        var pages = 3
    }

    @Test("@Bindable gives Bindings to an @Observable object's properties")
    func bindable() {
        let book = Book()
        @Bindable var bindable = book
        $bindable.pages.wrappedValue = 9
        #expect(book.pages == 9)
        Bindable(book).pages.wrappedValue = 4
        #expect(book.pages == 4)
    }

    enum Theme: String { case plain, bold }

    @Test("@AppStorage reads its store's value for the key, else its default, and writes the store")
    func appStorage() {
        let store = UserDefaults(suiteName: "plumb-tests-\(UUID().uuidString)")!
        @AppStorage("count", store: store) var count = 3
        #expect(count == 3)
        count = 8
        #expect(store.integer(forKey: "count") == 8)
        store.set("bold", forKey: "theme")
        @AppStorage("theme", store: store) var theme = Theme.plain
        #expect(theme == .bold)
        @AppStorage("name", store: store) var name: String?
        #expect(name == nil)
    }

    @Test("@SceneStorage and @GestureState start at their defaults; @Namespace ids differ")
    func otherWrappers() {
        @SceneStorage("tab") var tab = 2
        #expect(tab == 2)
        tab = 3
        #expect(tab == 3)
        @GestureState var offset = CGSize(width: 1, height: 2)
        #expect(offset == CGSize(width: 1, height: 2))
        _ = DragGesture().updating($offset) { value, state, _ in state = value.translation }
        @Namespace var a
        @Namespace var b
        #expect(a != b)
    }
}
