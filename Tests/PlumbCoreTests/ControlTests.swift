import Foundation
import Testing

@testable import PlumbCore

/// The controls in their default iOS styles, with exact frames (Ahem: a glyph is one em, so
/// `Text("OK")` in the 17-point body style is 34 × 17). Each metric's evidence is in
/// `Controls/ControlMetrics.swift`; a test names the metric it checks.
struct ControlTests {
    static func env(_ version: PlatformVersion = .iOS26) -> EnvironmentValues {
        var env = EnvironmentValues.ahem
        env.platformVersion = version
        return env
    }

    static func lay<V: View>(_ view: V, _ width: CGFloat = 300, _ height: CGFloat = 200, os: PlatformVersion = .iOS26)
        -> LayoutResult
    {
        layout(view, width, height, environment: env(os))
    }

    /// The first view of `type` under `view`, depth first.
    static func first(_ type: String, in view: LaidOutView) -> LaidOutView? {
        view.allViews.first { $0.type == type }
    }

    @Test("Button, default style: the label alone, tinted (measured: as large as its Text)")
    func automaticButton() {
        let r = Self.lay(Button("OK") {}.id("b"))
        expectFrame(r, "b", x: 133, y: 91.5, width: 34, height: 17)
    }

    @Test("Button .bordered: the label padded 7 × 12 (regular), 14 × 20 (large), 5 × 10 in subheadline (small)")
    func borderedButtons() {
        for os in PlatformVersion.all {
            let regular = Self.lay(Button("OK") {}.buttonStyle(.bordered).id("b"), os: os)
            expectFrame(regular, "b", width: 34 + 24, height: 17 + 14)
            let prominent = Self.lay(Button("OK") {}.buttonStyle(.borderedProminent).id("b"), os: os)
            expectFrame(prominent, "b", width: 58, height: 31)
            let large = Self.lay(Button("OK") {}.buttonStyle(.bordered).controlSize(.large).id("b"), os: os)
            expectFrame(large, "b", width: 34 + 40, height: 17 + 28)
            // `.small` sets the subheadline style: 15 points, so "OK" is 30 × 15.
            let small = Self.lay(Button("OK") {}.buttonStyle(.bordered).controlSize(.small).id("b"), os: os)
            expectFrame(small, "b", width: 30 + 20, height: 15 + 10)
        }
    }

    @Test("bordered buttons: a rounded rectangle before iOS 26, a capsule from iOS 26")
    func borderedShapes() throws {
        let old = LayoutTree(Button("OK") {}.buttonStyle(.bordered), environment: Self.env(.iOS18))
        old.layout(in: CGSize(width: 300, height: 200))
        #expect(Self.first("RoundedRectangle", in: old.result().root) != nil)
        let glass = LayoutTree(Button("OK") {}.buttonStyle(.bordered), environment: Self.env(.iOS26))
        glass.layout(in: CGSize(width: 300, height: 200))
        #expect(Self.first("Capsule", in: glass.result().root) != nil)
        #expect(ControlMetrics(.iOS18).borderedButtonCornerRadius(.regular) == 8)
        #expect(ControlMetrics(.iOS26).borderedButtonCornerRadius(.regular) == nil)
    }

    @Test("a ButtonStyle written by the user is the button's body")
    func customButtonStyle() {
        struct Padded: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10)
            }
        }
        let r = Self.lay(Button("OK") {}.buttonStyle(Padded()).id("b"))
        expectFrame(r, "b", width: 54, height: 37)
    }

    @Test(
        "Button(configuration) in a PrimitiveButtonStyle takes the style set further out; a style never contains itself"
    )
    func buttonInsideStyle() {
        struct Framed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).padding(10).id("framed")
            }
        }
        struct Nested: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                // A plain button inside a style's body: the outer style (here the default), not
                // this one again.
                Button {
                } label: {
                    configuration.label
                }.padding(5)
            }
        }
        let r = Self.lay(
            VStack(spacing: 0) {
                Button("OK") {}.buttonStyle(Framed()).buttonStyle(.bordered).id("a")
                Button("OK") {}.buttonStyle(Nested()).id("b")
            })
        // "OK" in Ahem body (17 pt): 34 × 17; bordered pads 7 × 12 → 58 × 31; framed adds 10.
        expectFrame(r, "a", width: 78, height: 51)
        expectFrame(r, "b", width: 44, height: 27)
    }

    @Test("Toggle: label, spacer and switch across the width; the switch is 63 × 28 (iOS 26), 51 × 31 (iOS 18)")
    func toggle() throws {
        for (os, size) in [
            (PlatformVersion.iOS26, CGSize(width: 63, height: 28)), (.iOS18, CGSize(width: 51, height: 31)),
        ] {
            let r = Self.lay(Toggle("Wi-Fi", isOn: .constant(true)).id("t"), os: os)
            expectFrame(r, "t", x: 0, y: (200 - size.height) / 2, width: 300, height: size.height)
            let knob = try #require(Self.first("Switch", in: r.root))
            #expect(
                knob.frame
                    == CGRect(x: 300 - size.width, y: (200 - size.height) / 2, width: size.width, height: size.height))
            let hidden = Self.lay(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t"), os: os)
            expectFrame(hidden, "t", width: size.width, height: size.height)
        }
    }

    @Test("Toggle: the thumb sits at the trailing end when on, the leading end when off")
    func switchThumb() throws {
        func thumbX(_ on: Bool) throws -> CGFloat {
            let r = Self.lay(Toggle("A", isOn: .constant(on)).labelsHidden(), os: .iOS18)
            let knob = try #require(Self.first("Switch", in: r.root))
            let thumb = try #require(knob.allViews.last { $0.type == "Capsule" })
            return thumb.frame.minX - knob.frame.minX
        }
        // A 27-point thumb inset 2 in a 51-point track.
        #expect(try thumbX(true) == 51 - 2 - 27)
        #expect(try thumbX(false) == 2)
    }

    @Test("Stepper: label, spacer and a 94 × 32 control")
    func stepper() throws {
        let r = Self.lay(Stepper("Count", value: .constant(3), in: 0...10).id("s"))
        expectFrame(r, "s", x: 0, width: 300, height: 32)
        let control = try #require(Self.first("StepperControl", in: r.root))
        #expect(control.frame.minX == 206 && control.frame.size == CGSize(width: 94, height: 32))
    }

    @Test("Slider: the width offered, 28 tall (iOS 26) or 31 (iOS 18); the fill ends at the thumb's centre")
    func slider() throws {
        for (os, height) in [(PlatformVersion.iOS26, CGFloat(28)), (.iOS18, CGFloat(31))] {
            let r = Self.lay(Slider(value: .constant(0.5)).id("s"), os: os)
            expectFrame(r, "s", x: 0, width: 300, height: height)
            let capsules = r["s"]!.children
            #expect(capsules.count == 3)
            #expect(capsules[1].frame.width == 150)
        }
    }

    @Test("ProgressView: a 20 × 20 spinner; a bar the width offered and 4 tall, filled to the fraction")
    func progress() throws {
        expectFrame(Self.lay(ProgressView().id("p")), "p", width: 20, height: 20)
        let bar = Self.lay(ProgressView(value: 0.25).id("p"))
        expectFrame(bar, "p", width: 300, height: 4)
        let fill = try #require(Self.first("ProgressBar", in: bar.root)).children[1]
        #expect(fill.frame.width == 75)
        // A title above the bar, 4 apart: 17 + 4 + 4.
        let titled = Self.lay(ProgressView("Copying", value: 0.5).id("p"))
        expectFrame(titled, "p", width: 300, height: 25)
        // A spinner's label is below it, 8 apart: 20 + 8 + 17.
        expectFrame(Self.lay(ProgressView("Loading").id("p")), "p", width: 7 * 17, height: 45)
    }

    @Test("TextField: the width offered and one line tall; the placeholder while empty; roundedBorder pads 6 × 7")
    func textField() throws {
        let plain = Self.lay(TextField("Name", text: .constant("")).id("f"))
        expectFrame(plain, "f", x: 0, width: 300, height: 17)
        let text = try #require(Self.first("Text", in: plain.root))
        #expect(abs(text.frame.width - 4 * 17) < 0.01)
        let bordered = Self.lay(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).id("f"))
        expectFrame(bordered, "f", width: 300, height: 17 + 12)
        let inner = try #require(Self.first("TextField", in: bordered.root))
        #expect(inner.frame.minX == 7 && inner.frame.width == 286)
        // A secure field shows a dot a character.
        let secure = Self.lay(SecureField("Password", text: .constant("abc")).id("f"))
        #expect(try #require(Self.first("Text", in: secure.root)).frame.width == 3 * 17)
    }

    @Test("Picker, menu style: the selected option (by tag) then the chevron, 4 apart; the others excluded")
    func menuPicker() throws {
        let r = Self.lay(
            Picker("Size", selection: .constant(2)) {
                Text("S").tag(1)
                Text("Medium").tag(2)
                Text("L").tag(3)
            }.id("p"))
        let picker = try #require(r["p"])
        let shown = picker.children.filter { $0.frame.width > 0 }
        let option = try #require(shown.first { $0.type == "Text" })
        #expect(abs(option.frame.width - 6 * 17) < 0.01)
        let chevron = try #require(picker.children.last)
        #expect(abs(chevron.frame.minX - (option.frame.maxX + 4)) < 0.01)
        #expect(abs(picker.frame.width - (6 * 17 + 4 + chevron.frame.width)) < 0.01)
    }

    @Test("Picker, segmented: the width offered, 36 tall (iOS 26) or 32 (iOS 18), options in equal thirds")
    func segmentedPicker() throws {
        for (os, height) in [(PlatformVersion.iOS26, CGFloat(36)), (.iOS18, CGFloat(32))] {
            let r = Self.lay(
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }.pickerStyle(.segmented).id("p"), os: os)
            expectFrame(r, "p", x: 0, width: 300, height: height)
            let children = r["p"]!.children
            // Background, highlight (the second third, inset 2), then the three options,
            // footnote (13 points) each, centred in their thirds.
            #expect(children[1].frame == CGRect(x: 102, y: (200 - height) / 2 + 2, width: 96, height: height - 4))
            #expect(children[2...].map(\.frame.midX) == [50, 150, 250])
            #expect(children[2].frame.width == 13)
        }
    }

    @Test("Label: the icon then the title, 8 apart; iconOnly and titleOnly show one")
    func label() throws {
        var env = Self.env()
        env.imageProvider = ImageCatalog(["star": CGSize(width: 20, height: 20)])
        let r = layout(Label("Inbox", image: "star").id("l"), 300, 200, environment: env)
        expectFrame(r, "l", width: 20 + 8 + 5 * 17, height: 20)
        let icon = layout(Label("Inbox", image: "star").labelStyle(.iconOnly).id("l"), 300, 200, environment: env)
        expectFrame(icon, "l", width: 20, height: 20)
        let title = layout(Label("Inbox", image: "star").labelStyle(.titleOnly).id("l"), 300, 200, environment: env)
        expectFrame(title, "l", width: 85, height: 17)
    }

    @Test("DatePicker, compact: the label, then a capsule for the date and one for the time, padded 6 × 11, 6 apart")
    func datePicker() throws {
        let date = Date(timeIntervalSince1970: 1_767_260_460)
        let r = Self.lay(DatePicker("When", selection: .constant(date)).id("d"), 600)
        expectFrame(r, "d", x: 0, width: 600, height: 17 + 12)
        let texts = r["d"]!.allViews.filter { $0.type == "Text" }
        let widths: [CGFloat] = [4 * 17, 11 * 17, 7 * 17]  // "When", "Jan 1, 2026", "9:41 AM"
        #expect(texts.map(\.frame.width) == widths)
        #expect(abs(texts[2].frame.maxX - (600 - 11)) < 0.01)
        let gap: CGFloat = 11 + 6 + 11
        #expect(abs(texts[1].frame.maxX + gap - texts[2].frame.minX) < 0.01)
    }

    @Test("Link, Menu, ShareLink, EditButton: their label alone, as a borderless button")
    func labelControls() {
        expectFrame(
            Self.lay(Link("Docs", destination: URL(string: "https://a.b")!).id("v")), "v", width: 68, height: 17)
        expectFrame(Self.lay(Menu("More") { Text("A") }.id("v")), "v", width: 68, height: 17)
        expectFrame(Self.lay(EditButton().id("v")), "v", width: 68, height: 17)
    }
}

extension ControlTests {
    @Test("disabled: a button's title in tertiaryLabel, a control row at half opacity; no frame changes")
    func disabled() throws {
        let enabled = Self.lay(Toggle("A", isOn: .constant(true)).id("t"))
        let disabled = Self.lay(Toggle("A", isOn: .constant(true)).disabled(true).id("t"))
        #expect(enabled["t"]?.frame == disabled["t"]?.frame)
        let tree = LayoutTree(Toggle("A", isOn: .constant(true)).disabled(true), environment: Self.env())
        tree.layout(in: CGSize(width: 300, height: 200))
        let dimmed = (0..<Int32(tree.nodeCount)).contains { node in
            tree.effects[node, default: []].contains { if case .opacity(let o) = $0 { o == 0.5 } else { false } }
        }
        #expect(dimmed)
        let button = LayoutTree(Button("OK") {}.disabled(true), environment: Self.env())
        button.layout(in: CGSize(width: 300, height: 200))
        let gray = (0..<Int32(button.nodeCount)).contains { node in
            button.effects[node, default: []].contains {
                if case .foreground(let s) = $0 { s.color == ControlMetrics(.iOS26).disabledLabel } else { false }
            }
        }
        #expect(gray)
    }
}

extension ControlTests {
    @Test("Picker in a Form: a row of the title, a Spacer and the selection with its chevron")
    func pickerInForm() throws {
        let r = Self.lay(
            Form {
                Picker("Theme", selection: .constant("Dark")) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .id("p")
            }, 390, 400, os: .iOS18)
        let row = try #require(r["p"])
        #expect(row.type == "Picker")
        let title = try #require(row.children.first)
        let menu = try #require(row.children.last)
        #expect(title.type == "Text" && abs(title.frame.width - 5 * 17) < 0.01)
        #expect(menu.type == "MenuPicker")
        // The trailing edge of the row's content is the row's trailing inset.
        #expect(abs(menu.frame.maxX - row.frame.maxX) < 0.01)
        #expect(abs(row.frame.width - (390 - 2 * 16 - 2 * 20)) < 0.01)
    }
}

/// A view that is an enum with `@Environment` in its payloads reads its environment in every
/// case (its storage is not at one offset for all values).
private enum Badge: View {
    case small(Reader)
    case large(Int, Reader)

    struct Reader: View {
        @Environment(\.controlSize) var size
        var body: some View { Color.red.frame(width: size == .large ? 40 : 10, height: 10) }
    }

    var body: some View {
        switch self {
        case .small(let r): r
        case .large(_, let r): r
        }
    }
}

extension ControlTests {
    @Test("enum views whose cases hold environment-reading views read the environment in every case")
    func enumViews() {
        let r = Self.lay(
            VStack {
                Badge.small(Badge.Reader()).id("a")
                Badge.large(1, Badge.Reader()).controlSize(.large).id("b")
                Badge.small(Badge.Reader()).controlSize(.large).id("c")
            })
        expectFrame(r, "a", width: 10)
        expectFrame(r, "b", width: 40)
        expectFrame(r, "c", width: 40)
    }
}
