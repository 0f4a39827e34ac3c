import Foundation
import Plumb
import Testing

/// A library type's static member written with its type (`ColorScheme.dark`,
/// `Animation.spring(response: 0.3)`, `Font.Weight.bold`) reads as its implicit member
/// (`.dark`), and the styles' types (`SegmentedPickerStyle()`) as their static members.
struct TypeMemberReaderTests {
    @Test(
        "qualified members of library types read without a stub: Font.Weight.bold, ColorScheme.dark, Animation.spring")
    func qualifiedMembersRead() throws {
        let warnings = try readWarnings(
            #"""
            import SwiftUI
            struct Card: View {
                @State private var editMode = EditMode.inactive
                private let spring = Animation.spring(response: 0.3, dampingFraction: 0.8)
                var scheme: ColorScheme { ColorScheme.dark }
                var body: some View {
                    VStack {
                        Text("A").fontWeight(Font.Weight.bold).fontDesign(Font.Design.rounded)
                        Button("B") {}.buttonBorderShape(ButtonBorderShape.capsule)
                        Text(scheme == .dark ? "dark" : "light")
                        Text(editMode == .inactive ? "inactive" : "active")
                    }
                    .background(Material.thin)
                    .transition(AnyTransition.opacity)
                    .animation(spring, value: 1)
                    .toolbarBackground(Visibility.hidden, for: .navigationBar)
                }
            }
            """#)
        #expect(warnings == [])
    }

    @Test("comparisons with qualified members choose as the implicit ones do: 'dark' (4 × 17) and 'inactive' (8 × 17)")
    func qualifiedMembersCompare() throws {
        let (result, _) = try layOut(
            #"""
            struct V: View {
                @State private var editMode = EditMode.inactive
                var scheme: ColorScheme { ColorScheme.dark }
                var body: some View {
                    VStack(spacing: 0) {
                        Text(scheme == .dark ? "dark" : "light").id("s")
                        Text(editMode == EditMode.inactive ? "inactive" : "active").id("e")
                    }
                }
            }
            """#, 300, 200)
        #expect(frame(result, "s")?.size == CGSize(width: 68, height: 17))
        #expect(frame(result, "e")?.size == CGSize(width: 136, height: 17))
    }

    @Test("ColorScheme.allCases is [.light, .dark], in the library's order: 'light' 85 wide, then 'dark' 68")
    func libraryAllCases() throws {
        let (result, _) = try layOut(
            #"""
            VStack(alignment: .leading, spacing: 0) {
                ForEach(ColorScheme.allCases, id: \.self) { scheme in
                    Text(scheme == .light ? "light" : "dark")
                }
            }
            .id("v")
            """#, 300, 200)
        let texts = try #require(result["v"]).children
        #expect(texts.map(\.frame.size) == [CGSize(width: 85, height: 17), CGSize(width: 68, height: 17)])
    }

    @Test("SegmentedPickerStyle() is .segmented: the same 300 × 36 control, with no stub")
    func namedPickerStyle() throws {
        let code = #"""
            Picker("Size", selection: .constant("M")) {
                Text("S").tag("S")
                Text("M").tag("M")
            }
            .pickerStyle(SegmentedPickerStyle())
            .id("p")
            """#
        let (result, _) = try layOut(code, 300, 200)
        #expect(frame(result, "p") == CGRect(x: 0, y: 82, width: 300, height: 36))
        #expect(try readWarnings(code) == [])
        let (field, _) = try layOut(
            #"TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle()).id("f")"#, 300, 200)
        let built = LayoutTree.layout(
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"),
            in: CGSize(width: 300, height: 200), environment: .ahem)
        #expect(frame(field, "f") == built["f"]?.frame)
    }

    @Test("CircularProgressViewStyle(tint:) is .circular in its tint, as the library draws it")
    func namedProgressStyleWithTint() throws {
        let code = #"ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)).id("p")"#
        #expect(try readWarnings(code) == [])
        func svg(_ view: some View) -> String { drawnSVG(view, in: CGSize(width: 100, height: 100)) }
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 100, height: 100))
        let read = svg(program.view)
        #expect(read == svg(ProgressView().progressViewStyle(.circular).tint(.red).id("p")))
        #expect(read != svg(ProgressView().progressViewStyle(.circular).id("p")))
    }
}
