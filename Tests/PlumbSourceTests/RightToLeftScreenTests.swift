import Foundation
import Plumb
import Testing

/// Whole screens in right to left: when every view is right to left and the root is centred
/// in a canvas with no side insets, the one mirror at each level (Engine/RightToLeft.swift)
/// composes into the mirror of the whole screen: every view's frame is its left-to-right
/// frame reflected about the canvas's centre, x ↦ W − x − width. So each screen below checks
/// every container Plumb has (lists, forms, controls, bars, grids, scroll views, labels)
/// against the rule, node by node, before pixel rounding.
struct RightToLeftScreenTests {
    static let screens: [(String, String)] = [
        (
            "list and labels",
            """
            List {
                Label("Wi-Fi", systemImage: "wifi")
                HStack { Text("Name"); Spacer(); Text("Value").foregroundStyle(.secondary) }
                NavigationLink("More") { Text("Detail") }
                Section("Header") { Text("In a section") }
            }
            """
        ),
        (
            "form controls",
            """
            struct Settings: View {
                @State var on = true
                @State var level = 0.3
                @State var count = 2
                @State var name = ""
                @State var choice = 1
                var body: some View {
                    Form {
                        Toggle("Airplane mode", isOn: $on)
                        Slider(value: $level)
                        Stepper("Count", value: $count)
                        TextField("Name", text: $name)
                        Picker("Choice", selection: $choice) { Text("One").tag(1); Text("Two").tag(2) }
                        ProgressView(value: 0.4)
                        DisclosureGroup("More") { Text("Inside") }
                    }
                }
            }
            """
        ),
        (
            "navigation bar and toolbar",
            """
            NavigationStack {
                Text("Content")
                    .navigationTitle("Title")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    }
            }
            """
        ),
        (
            "tab view",
            """
            TabView {
                Text("First").tabItem { Label("One", systemImage: "1.circle") }
                Text("Second").tabItem { Label("Two", systemImage: "2.circle") }
            }
            """
        ),
        (
            "grids and scroll views",
            """
            VStack(alignment: .leading) {
                Grid(alignment: .leading) {
                    GridRow { Text("A"); Text("Longer cell") }
                    GridRow { Color.red.frame(width: 30, height: 10); Text("B") }
                }
                ScrollView(.horizontal) {
                    LazyHStack { ForEach(0..<20) { i in Text("Item \\(i)") } }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                    ForEach(0..<7) { _ in Color.blue.frame(height: 20) }
                }
                Text("A paragraph long enough to wrap onto a second and a third line here.")
                    .padding(.leading, 24)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .overlay(alignment: .topTrailing) { Image(systemName: "star").offset(x: 4, y: -4) }
            }
            .padding()
            """
        ),
    ]

    @Test(
        "every view of each screen is its left-to-right frame reflected about the canvas's centre",
        arguments: RightToLeftScreenTests.screens.map(\.0))
    func mirroredScreen(name: String) throws {
        let code = try #require(RightToLeftScreenTests.screens.first { $0.0 == name }?.1)
        let canvas = CGSize(width: 393, height: 852)
        func tree(_ direction: LayoutDirection) throws -> LayoutTree {
            let program = try SourceReader.read(code, name: "Screen.swift", canvas: canvas)
            var env = EnvironmentValues()
            env.textMeasurer = AhemTextMeasurer()
            env.layoutDirection = direction
            let tree = LayoutTree(program.view, environment: env)
            tree.layout(in: canvas, scale: 3, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
            return tree
        }
        let ltr = try tree(.leftToRight), rtl = try tree(.rightToLeft)
        #expect(ltr.nodeCount == rtl.nodeCount)
        var compared = 0, moved = 0
        for i in 0..<min(ltr.nodeCount, rtl.nodeCount) {
            let node = NodeID(rawValue: Int32(i))
            let l = ltr.unroundedFrame(of: node), r = rtl.unroundedFrame(of: node)
            guard !l.isNull, !r.isNull, l.width.isFinite, l.minX.isFinite else { continue }
            let mirrored = canvas.width - l.maxX
            #expect(
                abs(r.minX - mirrored) < 1e-6 && abs(r.width - l.width) < 1e-9 && r.minY == l.minY
                    && r.height == l.height,
                "\(name): \(ltr.typeName(of: node)) #\(i): left to right \(l), right to left \(r), expected x \(mirrored)"
            )
            compared += 1
            if abs(l.minX - r.minX) > 0.5 { moved += 1 }
        }
        #expect(compared > 10 && moved > 5, "\(name): \(compared) views compared, \(moved) moved")
    }
}
