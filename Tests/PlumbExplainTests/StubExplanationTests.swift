import Foundation
import Plumb
import Testing

/// `plumb explain` lists the stubs a view was built from: what the files read do not define.
struct StubExplanationTests {
    static let code = """
        struct Settings: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(L10n.settings.title).id("title")
                    ProfileHeader(user: store.user).id("header")
                    Text("plain").id("plain")
                }
                .id("stack")
            }
        }
        """

    @Test("each view lists the stubs it depends on, with file, line and column; the rest list none")
    func stubsPerView() throws {
        let explanation = try explain(Self.code, canvas: CGSize(width: 390, height: 844))
        func stubs(_ id: String) -> [String] { explanation.views.first { $0.id == id }?.stubs ?? ["missing"] }
        #expect(stubs("title") == ["Scenario.swift:4:18: cannot find 'L10n' in the files read: using a stub"])
        #expect(
            stubs("header") == [
                "Scenario.swift:5:33: cannot find 'store' in the files read: using a stub",
                "Scenario.swift:5:13: cannot find 'ProfileHeader' in the files read: using a stub",
            ])
        #expect(stubs("plain") == [])
        // The stack depends on all three.
        #expect(stubs("stack").count == 3)
        let text = try #require(explanation.views.first { $0.id == "title" }?.explanation)
        #expect(
            text.contains(
                "  Built from stubs (names the files read do not define):\n    - Scenario.swift:4:18: cannot find 'L10n'"
            ))
    }
}
