import Foundation
import Plumb
import Testing

/// The reader reads the controls as the library lays them out (iOS 26 metrics by default;
/// Ahem text, so "OK" in the body style is 34 × 17). Evidence: `Controls/ControlMetrics.swift`.
struct ControlReaderTests {
    /// The frame of `id` read from `code` and built with the library, in a 300 × 200 canvas.
    static func same(_ code: String, _ view: some View, id: String = "v") throws {
        let (read, _) = try layOut(code, 300, 200)
        let built = LayoutTree.layout(view, in: CGSize(width: 300, height: 200), environment: .ahem)
        let r = try #require(frame(read, id), "\(code)")
        #expect(r == built[id]?.frame, "\(code)")
    }

    @Test("buttons, toggles, steppers, sliders, progress views and fields read as the library builds them")
    func readAsBuilt() throws {
        try Self.same(
            #"Button("OK") {}.buttonStyle(.bordered).id("v")"#, Button("OK") {}.buttonStyle(.bordered).id("v"))
        try Self.same(
            #"Button("OK") {}.buttonStyle(BorderedProminentButtonStyle()).controlSize(.large).id("v")"#,
            Button("OK") {}.buttonStyle(.borderedProminent).controlSize(.large).id("v"))
        try Self.same(
            #"Toggle("Wi-Fi", isOn: .constant(true)).id("v")"#, Toggle("Wi-Fi", isOn: .constant(true)).id("v"))
        try Self.same(
            #"Stepper("Count", value: .constant(2), in: 0...9).id("v")"#,
            Stepper("Count", value: .constant(2), in: 0...9).id("v"))
        try Self.same(#"Slider(value: .constant(0.3)).id("v")"#, Slider(value: .constant(0.3)).id("v"))
        try Self.same(#"ProgressView("Copying", value: 0.5).id("v")"#, ProgressView("Copying", value: 0.5).id("v"))
        try Self.same(
            #"TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("v")"#,
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("v"))
        try Self.same(
            #"Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).id("v")"#,
            Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).id("v"))
    }

    @Test(
        "exact frames: a bordered button 58 × 31, a toggle 300 × 28, a 94 × 32 stepper control, a 36-tall segmented picker"
    )
    func exactFrames() throws {
        let (button, _) = try layOut(#"Button("OK") {}.buttonStyle(.bordered).id("b")"#, 300, 200)
        #expect(frame(button, "b") == CGRect(x: 121, y: 84.5, width: 58, height: 31))
        let (toggle, _) = try layOut(#"Toggle("A", isOn: .constant(true)).id("t")"#, 300, 200)
        #expect(frame(toggle, "t") == CGRect(x: 0, y: 86, width: 300, height: 28))
        let (segmented, _) = try layOut(
            #"""
            Picker("Size", selection: .constant("M")) {
                Text("S").tag("S")
                Text("M").tag("M")
            }
            .pickerStyle(.segmented)
            .id("p")
            """#, 300, 200)
        #expect(frame(segmented, "p") == CGRect(x: 0, y: 82, width: 300, height: 36))
        // The highlight is on the second half: the tag "M" is the selection.
        #expect(segmented["p"]?.children[1].frame.minX == 152)
    }

    @Test("--os ios18: the switch is 51 × 31")
    func olderRelease() throws {
        let program = try SourceReader.read(
            #"Toggle("A", isOn: .constant(true)).id("t")"#, name: "T.swift", canvas: CGSize(width: 300, height: 200))
        var env = EnvironmentValues.ahem
        env.platformVersion = .iOS18
        let r = LayoutTree.layout(program.view, in: CGSize(width: 300, height: 200), environment: env)
        #expect(frame(r, "t") == CGRect(x: 0, y: 84.5, width: 300, height: 31))
    }

    @Test("a picker selects the option whose tag equals its selection, enums included")
    func pickerSelection() throws {
        let (r, _) = try layOut(
            #"""
            enum Flavor: String, CaseIterable, Identifiable { case vanilla, chocolate; var id: Self { self } }
            struct V: View {
                @State private var flavor: Flavor = .chocolate
                var body: some View {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { f in Text(f.rawValue).id(f.rawValue).tag(f) }
                    }
                }
            }
            """#, 300, 200)
        #expect(frame(r, "chocolate")?.width == 153)
        // The other options are laid out of sight: excluded, with no frame.
        #expect(frame(r, "vanilla") == nil)
    }

    @Test("styles written in source: a ButtonStyle, a ToggleStyle and a LabelStyle are the controls' bodies")
    func sourceStyles() throws {
        let (r, _) = try layOut(
            #"""
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(10).background(Capsule().fill(.blue))
                }
            }
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Color.red.frame(width: configuration.isOn ? 20 : 10, height: 20).id("box")
                        configuration.label
                    }
                }
            }
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title }
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Button("OK") {}.buttonStyle(Pill()).id("b")
                        Toggle("On", isOn: .constant(true)).toggleStyle(Check()).id("t")
                        Label("Hi", image: "x").labelStyle(Stacked()).id("l")
                    }
                }
            }
            """#, 300, 300, images: ["x": CGSize(width: 30, height: 30)])
        #expect(frame(r, "b")?.size == CGSize(width: 54, height: 37))
        #expect(frame(r, "box")?.width == 20)
        #expect(frame(r, "t")?.size == CGSize(width: 20 + 8 + 34, height: 20))
        var env = EnvironmentValues.ahem
        env.imageProvider = ImageCatalog(["x": CGSize(width: 30, height: 30)])
        let stacked = LayoutTree.layout(
            VStack {
                Image("x"); Text("Hi")
            }.id("l"), in: CGSize(width: 300, height: 300), environment: env)
        // Within a pixel's rounding at scale 2: the two sit at different heights in their canvases.
        #expect(abs((frame(r, "l")?.height ?? 0) - (stacked["l"]?.frame.height ?? 0)) <= 0.5)
        #expect(frame(r, "l")?.width == 34)
    }
}

extension ControlReaderTests {
    @Test(
        "what the typical view files needed: a trailing closure for a closure property, Button(title, action: f), Double ranges, Color.gradient, .tint"
    )
    func typicalFileGaps() throws {
        let (r, program) = try layOut(
            #"""
            struct Empty: View {
                var retry: () -> Void
                var body: some View {
                    VStack {
                        Button("Retry", action: retry).id("b")
                        Slider(value: .constant(4.0), in: 0.0...16.0).id("s")
                        Circle().fill(Color.orange.gradient).frame(width: 10, height: 10)
                        Text("x").foregroundStyle(.tint)
                    }
                }
            }
            struct Root: View {
                var body: some View { Empty {} }
            }
            """#, 300, 200)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(r, "b")?.size == CGSize(width: 5 * 17, height: 17))
        // A quarter of the range: the fill ends a quarter of the thumb's travel in.
        let fill = try #require(r["s"]?.children[1])
        let expected: CGFloat = 37 / 2 + (300 - 37) * 0.25
        #expect(abs(fill.frame.width - expected) <= 0.5)
    }
}

extension ControlReaderTests {
    @Test(
        "corpus forms: TextField(text:) { label }, Picker(selection:label: Text) { content }, a title built with .init")
    func corpusForms() throws {
        let (r, program) = try layOut(
            #"""
            struct V: View {
                @State private var name = ""
                @State private var n = 1
                var title: String { .init(localized: "Nickname") }
                var body: some View {
                    VStack {
                        TextField(text: $name) { Text("Name") }.id("a")
                        Picker(selection: $n, label: Text("Count")) { Text("One").tag(1) }.id("b")
                        TextField(title, text: $name).id("c")
                    }
                }
            }
            """#, 300, 200)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(r, "a")?.width == 300)
        #expect(frame(r, "b")?.width ?? 0 > 3 * 17)
        let placeholder = try #require(r["c"]?.allViews.first { $0.type == "Text" })
        #expect(abs(placeholder.frame.width - 8 * 17) < 0.01)
    }
}

/// A label style whose body makes a `Label` (UTM's `DetailsLabelStyle`).
struct LabelStyleNestingTests {
    @Test("a Label inside a LabelStyle's makeBody takes the style set further out, not its own (no endless nesting)")
    func labelInsideLabelStyle() throws {
        let (r, p) = try layOut(
            """
            struct Boxed: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Label(title: { configuration.title.id("title") }, icon: { configuration.icon.frame(width: 20, height: 20).id("icon") })
                }
            }
            struct V: View {
                var body: some View {
                    Label { Text("ab").font(.system(size: 10)) } icon: { Color.red.frame(width: 4, height: 4) }
                        .labelStyle(Boxed())
                        .labelStyle(.titleOnly)
                }
            }
            """)
        #expect(p.warnings.isEmpty)
        // Boxed's inner Label is drawn with the outer style, .titleOnly: its title, no icon.
        #expect(r["title"]?.frame.size == CGSize(width: 20, height: 10))
        #expect(r["icon"] == nil)
    }
}

extension LabelStyleNestingTests {
    @Test(
        "Button(role: .close) { action } (iOS 26) draws the system's label for the role: an xmark, a checkmark for .confirm"
    )
    func roleOnlyButton() throws {
        let (r, p) = try layOut(
            """
            VStack(spacing: 0) {
                Button(role: .close) { print("x") }.labelStyle(.iconOnly).id("close")
                Button(role: .confirm) { print("ok") }.labelStyle(.titleOnly).font(.system(size: 10)).id("done")
            }
            """)
        #expect(p.warnings.isEmpty)
        #expect(p.placeholderCount(in: LayoutTree(p.view, environment: .ahem)).placeholders == 0)
        #expect(r["done"]?.frame.width == 40)  // "Done"
        #expect((r["close"]?.frame.width ?? 0) > 0)
    }
}

extension LabelStyleNestingTests {
    @Test(
        "Picker(selection:content:label:currentValueLabel:) (iOS 18): the menu shows the current-value label, not the option"
    )
    func pickerCurrentValueLabel() throws {
        let (r, p) = try layOut(
            """
            Picker(selection: .constant(1)) {
                Text("One").tag(1)
            } label: {
                Text("Number")
            } currentValueLabel: {
                Color.red.frame(width: 12, height: 9).id("current")
            }
            """)
        #expect(p.warnings.isEmpty)
        #expect(r["current"]?.frame.size == CGSize(width: 12, height: 9))
    }
}

extension LabelStyleNestingTests {
    @Test("a TabView shows the tab its selection names: a Tab's value, or a view's tag; the first without one")
    func tabViewSelection() throws {
        let (r, p) = try layOut(
            """
            enum Item: Hashable { case movies, activity }
            struct V: View {
                @State private var tab = 2
                var selected: Item = .activity
                var body: some View {
                    VStack {
                        TabView(selection: .constant(selected)) {
                            Tab("Movies", systemImage: "film", value: Item.movies) { Color.red.frame(width: 5, height: 5).id("m") }
                            Tab("Activity", systemImage: "bell", value: Item.activity) { Color.red.frame(width: 6, height: 6).id("a") }
                        }
                        TabView(selection: $tab) {
                            Color.red.frame(width: 7, height: 7).id("one").tag(1)
                            Color.red.frame(width: 8, height: 8).id("two").tag(2)
                        }
                        TabView {
                            Color.red.frame(width: 9, height: 9).id("first")
                            Color.red.frame(width: 10, height: 10).id("second")
                        }
                    }
                }
            }
            """, 300, 600)
        #expect(p.warnings.isEmpty)
        #expect(r["a"]?.frame.size == CGSize(width: 6, height: 6))
        #expect(r["m"]?.frame.size ?? .zero == .zero)
        #expect(r["two"]?.frame.size == CGSize(width: 8, height: 8))
        #expect(r["one"]?.frame.size ?? .zero == .zero)
        #expect(r["first"]?.frame.size == CGSize(width: 9, height: 9))
    }
}
