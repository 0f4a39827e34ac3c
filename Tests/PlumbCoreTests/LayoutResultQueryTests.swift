import Foundation
import Testing
@testable import PlumbCore

/// Finding views in a laid-out tree by what a test knows of them: the id, the type, the Text
/// string (Ahem text at 10 points: every character a 10-point square).
@Suite("Layout result queries")
struct LayoutResultQueryTests {
    static func result() -> LayoutResult {
        var environment = EnvironmentValues()
        environment.textMeasurer = AhemTextMeasurer()
        return LayoutTree.layout(
            VStack(spacing: 0) {
                Text("Sign in").font(.system(size: 10)).id("cta")
                HStack(spacing: 0) {
                    Text("Help").font(.system(size: 10))
                    Text("Sign in").font(.system(size: 10))
                }
                Text("A" + "B").font(.system(size: 10)) + Text("C").font(.system(size: 10))
            },
            in: CGSize(width: 200, height: 100), scale: 1, environment: environment)
    }

    @Test func viewsByTextStringInOrder() {
        let r = Self.result()
        // VStack 110 wide (the HStack: "Help" 40 + "Sign in" 70), 30 tall, centred: x 45, y 35.
        #expect(
            r.views(withText: "Sign in").map(\.frame) == [
                CGRect(x: 65, y: 35, width: 70, height: 10), CGRect(x: 85, y: 45, width: 70, height: 10),
            ])
        #expect(r.views(withText: "Sign in").first?.id == "cta")
        // Text + Text is one Text showing its runs joined.
        #expect(r.views(withText: "ABC").map(\.frame) == [CGRect(x: 85, y: 55, width: 30, height: 10)])
        #expect(r.views(withText: "Sign").isEmpty)
    }

    @Test func viewsByTypeAndPredicate() {
        let r = Self.result()
        #expect(r.views(ofType: "Text").map(\.text) == ["Sign in", "Help", "Sign in", "ABC"])
        #expect(r.views(ofType: "HStack").map(\.frame) == [CGRect(x: 45, y: 45, width: 110, height: 10)])
        #expect(r.views { $0.frame.width == 70 }.count == 2)
        #expect(r.views(ofType: "VStack").first?.text == nil)
    }

    /// `plumb layout --json` carries a Text's string.
    @Test func jsonCarriesTheTextString() {
        let json = Self.result().json(pretty: false)
        #expect(
            json.contains(
                #"{"type":"Text","id":"cta","text":"Sign in","x":65,"y":35,"width":70,"height":10,"children":[]}"#))
    }

    /// Lengths beyond Int's range print in exponent form instead of trapping (issue 15: a
    /// `frame(width: 1e300)` used to trap when its length was printed).
    @Test func hugeLengthsPrint() {
        #expect(formatLength(1e300) == "1e+300")
        #expect(formatLength(-2.5e18) == "-2.5e+18")
        #expect(formatLength(123_456.789) == "123456.79")
        let r = LayoutTree.layout(Color.red.frame(width: 1e300, height: 10), in: CGSize(width: 100, height: 100))
        #expect(r.treeDescription().hasPrefix("frame  x -5e+299 y 45  1e+300×10"))
    }
}
