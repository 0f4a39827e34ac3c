import Foundation
import Observation
import Testing

@testable import PlumbCore

/// `@Environment` and the other dynamic properties read the environment the view is
/// resolved in (SwiftUI's DynamicProperty), and the keys have an iPhone's defaults.
struct EnvironmentPropertyTests {
    /// A 20-wide box in light mode, 50 in dark: what `@Environment(\.colorScheme)` read.
    struct SchemeBox: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Color.red.frame(width: scheme == .dark ? 50 : 20, height: 10).id("box") }
    }

    @Test("@Environment(\\.colorScheme) reads .light by default and .dark inside .environment(\\.colorScheme, .dark)")
    func colorScheme() {
        expectFrame(layout(SchemeBox(), 100, 100), "box", width: 20)
        expectFrame(layout(SchemeBox().environment(\.colorScheme, .dark), 100, 100), "box", width: 50)
        expectFrame(layout(VStack { SchemeBox() }.colorScheme(.dark), 100, 100), "box", width: 50)
    }

    /// A dynamic property struct of the user's, holding an `@Environment` of its own.
    struct Scheme: DynamicProperty {
        @Environment(\.colorScheme) var value
        var updates = 0
        mutating func update() { updates += 1 }
    }

    struct NestedBox: View {
        var scheme = Scheme()
        var body: some View { Color.red.frame(width: scheme.value == .dark ? 50 : 20, height: 10).id("box") }
    }

    @Test(
        "a view's second and later values are updated too (through the offsets found on the first), and nested dynamic properties"
    )
    func laterValuesAndNestedProperties() {
        for _ in 0..<3 {
            expectFrame(layout(SchemeBox().environment(\.colorScheme, .dark), 100, 100), "box", width: 50)
            expectFrame(layout(SchemeBox(), 100, 100), "box", width: 20)
            expectFrame(layout(NestedBox().environment(\.colorScheme, .dark), 100, 100), "box", width: 50)
            expectFrame(layout(NestedBox(), 100, 100), "box", width: 20)
        }
        let result = layout(
            HStack { ForEach(0..<3, id: \.self) { i in SchemeBox().colorScheme(i == 1 ? .dark : .light) } }, 300, 100)
        #expect(result.views(withID: "box").map(\.frame.width) == [20, 50, 20])
    }

    @Observable final class Model {
        var width: CGFloat = 33
    }

    struct ModelBox: View {
        @Environment(Model.self) private var model
        @Environment(Model.self) private var optional: Model?
        var body: some View { Color.red.frame(width: model.width, height: optional == nil ? 1 : 2).id("box") }
    }

    struct OptionalModelBox: View {
        @Environment(Model.self) private var model: Model?
        var body: some View { Color.red.frame(width: model?.width ?? 5, height: 5).id("box") }
    }

    @Test(
        "@Environment(Model.self) reads the @Observable object .environment(model) provides; the optional form reads nil without one"
    )
    func observableObject() {
        let model = Model()
        model.width = 44
        expectFrame(layout(HStack { ModelBox() }.environment(model), 100, 100), "box", width: 44, height: 2)
        expectFrame(layout(OptionalModelBox(), 100, 100), "box", width: 5)
    }

    struct EnabledBox: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Color.red.frame(width: isEnabled ? 30 : 10, height: 10).id("box") }
    }

    @Test(
        "disabled(true) turns isEnabled off inside; an inner disabled(false) cannot turn it back on (SwiftUI's documentation)"
    )
    func disabled() {
        expectFrame(layout(EnabledBox(), 100, 100), "box", width: 30)
        expectFrame(layout(EnabledBox().disabled(true), 100, 100), "box", width: 10)
        expectFrame(layout(EnabledBox().disabled(false).disabled(true), 100, 100), "box", width: 10)
        expectFrame(layout(EnabledBox().disabled(false), 100, 100), "box", width: 30)
    }

    @Test("an iPhone's defaults: compact wide, regular tall, active, enabled, en_US, GMT, left to right, no edit mode")
    func defaults() {
        let env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
        #expect(env.colorScheme == .light)
        #expect(env.colorSchemeContrast == .standard)
        #expect(env.scenePhase == .active)
        #expect(env.isEnabled && !env.isSearching && !env.isPresented)
        #expect(env.locale.identifier == "en_US")
        #expect(env.timeZone.identifier == "GMT")
        #expect(env.calendar.identifier == .gregorian)
        #expect(env.layoutDirection == .leftToRight)
        #expect(env.editMode == nil && env.refresh == nil)
        #expect(!env.accessibilityReduceMotion && env.legibilityWeight == .regular)
        env.dismiss()
        env.openURL(URL(string: "https://example.com")!)
    }

    struct CustomKey: EnvironmentKey { static let defaultValue: CGFloat = 12 }

    struct Padded: ViewModifier {
        @Environment(\.rowWidth) private var width
        func body(content: Content) -> some View { content.frame(width: width).id("frame") }
    }

    @Test("a custom ViewModifier's @Environment reads a custom key where the modifier is applied")
    func modifierReadsEnvironment() {
        expectFrame(layout(Color.red.modifier(Padded()), 100, 100), "frame", width: 12)
        expectFrame(layout(Color.red.modifier(Padded()).environment(\.rowWidth, 70), 100, 100), "frame", width: 70)
    }

    struct Scaled: View {
        @ScaledMetric private var side: CGFloat = 17
        @ScaledMetric(relativeTo: .title) private var title: CGFloat = 28
        var body: some View { Color.red.frame(width: side, height: title).id("box") }
    }

    @Test(
        "@ScaledMetric scales as its text style: body 17 → 28 and title 28 → 38 at accessibility1 (HIG Dynamic Type table)"
    )
    func scaledMetric() {
        expectFrame(layout(Scaled(), 100, 100), "box", width: 17, height: 28)
        expectFrame(layout(Scaled().dynamicTypeSize(.accessibility1), 100, 100), "box", width: 28, height: 38)
        expectFrame(layout(Scaled().dynamicTypeSize(.xSmall), 100, 100), "box", width: 14, height: 25)
    }
}

extension EnvironmentValues {
    fileprivate var rowWidth: CGFloat {
        get { self[EnvironmentPropertyTests.CustomKey.self] }
        set { self[EnvironmentPropertyTests.CustomKey.self] = newValue }
    }
}
