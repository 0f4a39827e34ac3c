import Foundation
import Plumb
import Testing

/// `plumb explain` says what each control is and how its style sized it (the metrics of
/// `Controls/ControlMetrics.swift`), in the text and in the JSON's `control` field.
struct ControlExplanationTests {
    @Test("a toggle, a bordered button and a slider are described by their style and metrics")
    func controlsAreDescribed() throws {
        let explanation = try explain(
            #"""
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true)).id("t")
                Button("Save") {}.buttonStyle(.bordered).id("b")
                Slider(value: .constant(0.5)).id("s")
                Text("plain").id("x")
            }
            """#, canvas: CGSize(width: 390, height: 844))
        func control(_ id: String) -> String? { explanation.views.first { $0.id == id }?.control }
        #expect(
            control("t")
                == "a Toggle in the switch style: its label, a Spacer and the 63 × 28 switch (iOS 26), across the width offered"
        )
        #expect(
            control("b")
                == "a Button in the bordered style: its label padded 7 above and below and 12 at the sides (control size .regular) on a capsule"
        )
        #expect(
            control("s")
                == "a Slider's track: the width offered, 28 tall (iOS 26), filled in the tint up to the thumb's centre")
        #expect(control("x") == nil)
        let toggle = try #require(explanation.views.first { $0.id == "t" })
        #expect(toggle.explanation.contains("\n  Control: a Toggle in the switch style"))
        #expect(toggle.jsonValue.serialized(pretty: false).contains("\"control\":\"a Toggle"))
    }
}
