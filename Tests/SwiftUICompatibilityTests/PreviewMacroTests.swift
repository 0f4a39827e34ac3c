import SwiftUI
import Testing

/// The previews `PreviewMacroViews.swift` declares with `#Preview`, found at run time through
/// their records and laid out.
@MainActor
struct PreviewMacroTests {
    static let module = "SwiftUICompatibilityTests"

    static func previews() -> [Preview] {
        Preview.registrations(inModule: module)
            .filter { $0.fileID == "\(module)/PreviewMacroViews.swift" }
            .map { $0.makePreview() }
    }

    /// The frame of the `frame` modifier in `view`, laid out on an iPhone 16.
    static func swatch(_ view: any View) -> CGRect? {
        let result = CompatibilityTests.lay(view)
        return result.root.allViews.first { $0.type == "frame" }?.frame
    }

    @Test("every form of #Preview registers, in source order, with its name")
    func names() {
        #expect(
            Self.previews().map(\.name) == [
                nil, "Named", "Fits", "Fixed and turned", "Statements", "Label", "State", "Arguments",
            ])
    }

    @Test("a registration knows its file, line and module")
    func location() throws {
        let first = try #require(
            Preview.registrations(inModule: Self.module).first {
                $0.fileID.hasSuffix("PreviewMacroViews.swift")
            })
        #expect(first.fileID == "SwiftUICompatibilityTests/PreviewMacroViews.swift")
        #expect(first.line == 14)
        #expect(first.column == 1)
        #expect(first.moduleName == Self.module)
        #expect(Preview.registrations(inModule: "NoSuchModule").isEmpty)
    }

    @Test("the compatibility views' previews, unchanged files, register too")
    func compatibilityViews() {
        let files = Set(Preview.registrations(inModule: Self.module).map { $0.fileID })
        #expect(files.contains("SwiftUICompatibilityTests/CounterView.swift"))
        #expect(files.count >= 10)
    }

    @Test("traits: the last layout and orientation win; defaults are the device, upright")
    func traits() {
        let previews = Self.previews()
        #expect(previews[0].layout == .device)
        #expect(previews[0].interfaceOrientation == .portrait)
        #expect(previews[2].layout == .sizeThatFits)
        #expect(previews[3].layout == .fixed(width: 200, height: 100))
        #expect(previews[3].interfaceOrientation == .landscapeLeft)
        #expect(previews[3].traits.count == 2)
    }

    @Test("a preview's view lays out as the view does: the 40 × 30 swatch, centred")
    func frames() {
        let previews = Self.previews()
        #expect(Self.swatch(previews[0].makeView())?.size == CGSize(width: 40, height: 30))
        #expect(Self.swatch(previews[1].makeView())?.size == CGSize(width: 60, height: 30))
        // A body of statements: its `let`s feed the view it returns.
        #expect(Self.swatch(previews[4].makeView())?.size == CGSize(width: 50, height: 30))
        #expect(Self.swatch(previews[5].makeView())?.size == CGSize(width: 40, height: 10))
        // Centred on the screen's width, on the pixel grid (3 pixels a point).
        let swatch = Self.swatch(previews[0].makeView())
        #expect(swatch?.minX == ((393 - 40) / 2 * 3).rounded() / 3)
    }

    @Test("@Previewable state becomes the preview view's state")
    func previewable() {
        let result = CompatibilityTests.lay(Self.previews()[6].makeView())
        #expect(result.root.allViews.contains { $0.type == "Toggle" })
        #expect(result.root.allViews.contains { $0.text == "Sound 3" })
    }

    @Test("a preview with arguments makes one view each")
    func arguments() {
        let views = Self.previews()[7].makeViews()
        #expect(views.map { Self.swatch($0)?.size } == [CGSize(width: 10, height: 10), CGSize(width: 20, height: 20)])
    }
}

/// `PreviewProvider` types, found at run time through the runtime's conformance records.
@MainActor
struct PreviewProviderTests {
    @Test("the module's PreviewProvider types are found, by name")
    func providers() {
        let names = Preview.providers(inModule: "SwiftUICompatibilityTests").map { String(describing: $0) }
        #expect(names == ["GradientCard_Previews", "OnboardingPage_Previews", "ProfileHeader_Previews"])
        #expect(Preview.providers(inModule: "NoSuchModule").isEmpty)
    }

    @Test("a provider's previews carry its .previewLayout; a group is one preview per view")
    func previews() throws {
        let header = try #require(
            Preview.providers(inModule: "SwiftUICompatibilityTests").first {
                String(describing: $0) == "ProfileHeader_Previews"
            })
        let previews = Preview.previews(of: header)
        #expect(previews.count == 1)
        #expect(previews[0].layout == .sizeThatFits)
        #expect(previews[0].name == nil)
    }

    /// A preview modifier changes nothing in the layout: the view's frames are the same.
    @Test("preview modifiers are layout-neutral")
    func neutral() {
        let plain = CompatibilityTests.lay(SwatchView().padding(4))
        let modified = CompatibilityTests.lay(
            SwatchView().previewLayout(.sizeThatFits).previewDisplayName("x").previewDevice("iPhone 16")
                .previewInterfaceOrientation(.landscapeLeft).padding(4))
        #expect(plain.root.allViews.map(\.frame) == modified.root.allViews.map(\.frame))
        #expect(plain.root.allViews.map(\.type) == modified.root.allViews.map(\.type))
    }
}
