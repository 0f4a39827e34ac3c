import Foundation
import Plumb
import Testing

/// The reader on lists and forms: the same source reads to the same tree and frames as the
/// library (`Sources/PlumbSource/Builtins/ListBuiltins.swift`). The layouts themselves are
/// tested in PlumbCoreTests/ListTests.swift.
struct ListReaderTests {
    /// Every view of a layout as "Type x y w h", in document order.
    private func lines(_ r: LayoutResult) -> [String] {
        r.root.allViews.map { v in "\(v.type) \(v.frame.minX) \(v.frame.minY) \(v.frame.width) \(v.frame.height)" }
    }

    private func read(_ code: String, _ version: PlatformVersion = .iOS26, _ w: CGFloat = 393, _ h: CGFloat = 852)
        throws
        -> (LayoutResult, SourceProgram)
    {
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: w, height: h))
        var env = EnvironmentValues.ahem
        env.platformVersion = version
        return (LayoutTree.layout(program.view, in: CGSize(width: w, height: h), scale: 3, environment: env), program)
    }

    private func library<V: View>(
        _ view: V, _ version: PlatformVersion = .iOS26, _ w: CGFloat = 393, _ h: CGFloat = 852
    )
        -> LayoutResult
    {
        var env = EnvironmentValues.ahem
        env.platformVersion = version
        return LayoutTree.layout(view, in: CGSize(width: w, height: h), scale: 3, environment: env)
    }

    @Test("A settings form reads to the library's frames on iOS 26, 18 and 17")
    func settingsForm() throws {
        let code = """
            struct SettingsView: View {
                @State private var advanced = true
                var body: some View {
                    Form {
                        Section {
                            NavigationLink("Wi-Fi", destination: Text("Wi-Fi"))
                            NavigationLink { Text("x") } label: { HStack { Color.blue.frame(width: 29, height: 29); Text("Bluetooth") } }
                            LabeledContent("Version", value: "18.2")
                        } header: {
                            Text("Connections")
                        } footer: {
                            Text("Changes apply to all your devices.")
                        }
                        Section("General") {
                            Text("Software Update").listRowSeparator(.hidden)
                            DisclosureGroup("Advanced", isExpanded: $advanced) {
                                Text("Developer")
                            }
                        }
                    }
                }
            }
            """
        let view = Form {
            Section {
                NavigationLink("Wi-Fi", destination: Text("Wi-Fi"))
                NavigationLink {
                    Text("x")
                } label: {
                    HStack {
                        Color.blue.frame(width: 29, height: 29); Text("Bluetooth")
                    }
                }
                LabeledContent("Version", value: "18.2")
            } header: {
                Text("Connections")
            } footer: {
                Text("Changes apply to all your devices.")
            }
            Section("General") {
                Text("Software Update").listRowSeparator(.hidden)
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Developer")
                }
            }
        }
        for version in PlatformVersion.all {
            let (r, program) = try read(code, version)
            #expect(program.warnings.isEmpty)
            #expect(lines(r) == lines(library(view, version)), "\(version)")
        }
    }

    @Test("List(data) { row }, List(data, id:), ForEach in a List, selection and list styles read as the library's")
    func listForms() throws {
        let code = """
            struct Fruit: Identifiable { let id: Int; let name: String }
            struct V: View {
                let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
                @State private var selection: Int? = nil
                var body: some View {
                    VStack {
                        List(fruits) { fruit in Text(fruit.name) }
                        List(["a", "b", "c"], id: \\.self) { s in Text(s) }.listStyle(.plain)
                        List(selection: $selection) { ForEach(0..<2) { i in Text("Row \\(i)") } }.listStyle(InsetGroupedListStyle())
                        List { Text("G") }.listStyle(GroupedListStyle())
                    }
                }
            }
            """
        let view = VStack {
            List([(1, "Apple"), (2, "Pear")], id: \.0) { fruit in Text(fruit.1) }
            List(["a", "b", "c"], id: \.self) { s in Text(s) }.listStyle(.plain)
            List { ForEach(0..<2) { i in Text("Row \(i)") } }.listStyle(InsetGroupedListStyle())
            List { Text("G") }.listStyle(GroupedListStyle())
        }
        let (r, program) = try read(code, .iOS18)
        #expect(program.warnings.isEmpty)
        #expect(lines(r) == lines(library(view, .iOS18)))
    }

    @Test("Row and section modifiers read as the library's")
    func modifiers() throws {
        let code = """
            List {
                Section(header: Text("H"), footer: Text("F")) {
                    Text("A").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                    Text("B").listRowBackground(Color.yellow)
                    Text("C")
                }
                Section { Text("D") } header: { Text("Kept").textCase(nil) }
            }
            .listSectionSpacing(12)
            .scrollContentBackground(.hidden)
            .environment(\\.defaultMinListRowHeight, 30)
            .environment(\\.defaultMinListHeaderHeight, 40)
            """
        let view = List {
            Section(header: Text("H"), footer: Text("F")) {
                Text("A").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                Text("B").listRowBackground(Color.yellow)
                Text("C")
            }
            Section {
                Text("D")
            } header: {
                Text("Kept").textCase(nil)
            }
        }
        .listSectionSpacing(12)
        .scrollContentBackground(.hidden)
        .environment(\.defaultMinListRowHeight, 30)
        .environment(\.defaultMinListHeaderHeight, 40)
        let (r, program) = try read(code, .iOS18)
        #expect(program.warnings.isEmpty)
        #expect(lines(r) == lines(library(view, .iOS18)))
    }

    @Test("GroupBox, ControlGroup and NavigationLink(value:) outside a list read as the library's")
    func outsideLists() throws {
        let code = """
            VStack {
                GroupBox("Title") { Text("Body") }
                GroupBox { Text("No label") }
                ControlGroup { Text("A"); Text("B") }
                NavigationLink(value: 3) { Text("Value link") }
                NavigationLink("Titled", value: 4)
                LabeledContent("Name") { Text("Ann") }
            }
            """
        let view = VStack {
            GroupBox("Title") { Text("Body") }
            GroupBox { Text("No label") }
            ControlGroup {
                Text("A"); Text("B")
            }
            NavigationLink(value: 3) { Text("Value link") }
            NavigationLink("Titled", value: 4)
            LabeledContent("Name") { Text("Ann") }
        }
        let (r, program) = try read(code)
        #expect(program.warnings.isEmpty)
        #expect(lines(r) == lines(library(view)))
    }

    @Test("Editing modifiers of lists read silently and change no frame")
    func editing() throws {
        let code = """
            List {
                ForEach(0..<3) { i in
                    Text("Row \\(i)")
                        .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) { } }
                        .deleteDisabled(i == 0)
                        .moveDisabled(true)
                        .selectionDisabled()
                        .listItemTint(.red)
                }
                .onDelete { _ in }
                .onMove { _, _ in }
            }
            """
        let (r, program) = try read(code, .iOS18)
        #expect(program.warnings.isEmpty)
        #expect(lines(r) == lines(library(List { ForEach(0..<3) { i in Text("Row \(i)") } }, .iOS18)))
    }

    @Test("Explanations name the list's parts: List, Section, row")
    func names() throws {
        let (r, _) = try read("List { Section(\"S\") { Text(\"A\") } }")
        let types = Set(r.root.allViews.map(\.type))
        #expect(types.isSuperset(of: ["List", "ListContent", "Section", "row"]))
    }
}

/// `Section(_:isExpanded:content:)` read from source (TempBox's address folders).
struct CollapsibleSectionReaderTests {
    @Test("Section(\"Folders\", isExpanded: $open): closed, its row is not built; open, it is")
    func isExpanded() throws {
        func code(_ open: Bool) -> String {
            """
            import SwiftUI
            struct V: View {
                @State private var open = \(open)
                var body: some View {
                    List { Section("Folders", isExpanded: $open) { Text("Inbox").id("inbox") } }
                }
            }
            """
        }
        let (closed, p1) = try layOut(code(false), 390, 844)
        let (opened, p2) = try layOut(code(true), 390, 844)
        #expect(p1.warnings.isEmpty && p2.warnings.isEmpty)
        #expect(frame(closed, "inbox") == nil)
        #expect(frame(opened, "inbox")?.size == CGSize(width: 85, height: 17))
    }
}
