import Foundation
import Plumb
import Testing

/// A diagnostic's kind, not its words, says what it is (the "reader's house" issue: no
/// control flow decided by message text).
@Suite("Diagnostic kinds")
struct DiagnosticKindTests {
    @Test(
        "a warning says by its kind whether a value was made up: a stub, and a colour drawn grey from one, are .stub; an unknown modifier whose name reads 'stub' is not"
    )
    func stubWarningsByKind() throws {
        let code = """
            import SwiftUI
            struct V: View {
                let tint: UIColor
                var body: some View {
                    VStack {
                        Text(missingTitle).id("title")
                        Text("kept").stubbornGlow().id("kept")
                        Color(uiColor: tint).id("swatch")
                    }
                }
            }
            """
        let program = try SourceReader.read(code, name: "Card.swift")
        let kinds = program.warnings.map { "\($0.location.line):\($0.location.column) \($0.kind)" }
        #expect(kinds == ["2:1 stub", "6:18 stub", "7:26 error", "8:19 stub"], "\(program.warnings)")
        // Two stubs drawn: the title's, and the grey swatch's (its stub was made for the root,
        // before any view); none from the modifier's warning.
        let count = program.placeholderCount(in: LayoutTree(program.view, environment: .ahem))
        #expect(count.placeholders == 0 && count.stubs == 2, "\(count)")
    }
}
