import Foundation
import Observation
import Testing

@testable import PlumbCore

/// A view as apps write it, with every data-flow wrapper and the environment keys they read,
/// compiles against the library unchanged and lays out with an iPhone's defaults.
struct DataFlowCompileTests {
    final class Store: ObservableObject {
        @Published var items = ["One", "Two"]
        @Published var query = ""
    }

    @Observable final class Book {
        var title = "Plumb"
    }

    struct Screen: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        @Environment(\.editMode) private var editMode
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.refresh) private var refresh
        @Environment(\.isSearching) private var isSearching
        @Environment(\.layoutDirection) private var layoutDirection
        @AppStorage("isCompact") private var isCompact = false
        @AppStorage("name") private var name: String?
        @SceneStorage("selection") private var selection: String?
        @GestureState private var isPressed = false
        @Namespace private var namespace
        @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20
        @StateObject private var store = Store()
        @EnvironmentObject var shared: Store
        @Bindable var book: Book
        @FocusState private var focused: Bool

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: iconSize, height: iconSize).id("icon")
                if horizontalSizeClass == .compact && verticalSizeClass == .regular && scenePhase == .active
                    && editMode?.wrappedValue.isEditing != true && !reduceMotion && !isSearching
                    && layoutDirection == .leftToRight && contrast == .standard && refresh == nil
                    && locale.identifier == "en_US" && timeZone == calendar.timeZone
                {
                    Color.blue.frame(width: CGFloat(store.items.count + shared.items.count) * 10, height: 10).id(
                        "compact")
                }
            }
            .onTapGesture {
                dismiss()
                openURL(URL(string: "https://example.com")!)
                book.title = $store.query.wrappedValue
                isCompact.toggle()
                name = nil
                selection = "a"
            }
        }
    }

    @Test(
        "a screen with every data-flow wrapper compiles and reads an iPhone's defaults: icon 20×20, compact row 40 wide"
    )
    func typicalScreen() {
        let shared = Store()
        let result = layout(
            Screen(book: Book()).environmentObject(shared), 200, 200,
            environment: { () -> EnvironmentValues in
                var env = EnvironmentValues()
                env.editMode = .constant(.inactive)
                return env
            }())
        expectFrame(result, "icon", width: 20, height: 20)
        expectFrame(result, "compact", width: 40, height: 10)
    }
}
