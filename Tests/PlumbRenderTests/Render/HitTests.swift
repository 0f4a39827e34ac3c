import Foundation
import Plumb
import Testing

/// Hit testing: which view a tap reaches (seed 000: "the frame decides geometry, not touches").
struct HitTests {
    /// The label of the view reached at (x, y), or "nothing".
    func hit(_ code: String, _ x: CGFloat, _ y: CGFloat, canvas: CGSize = CGSize(width: 200, height: 100)) throws
        -> String
    {
        let scene = try Scene(code, canvas: canvas)
        guard let node = HitTester(tree: scene.tree).hit(at: CGPoint(x: x, y: y)) else { return "nothing" }
        return scene.tree.label(node)
    }

    // Seed 000's settings row: "Ajustes" (7 characters, 70×10 in Ahem at 10 points) in a
    // frame as wide as the 200-point row, leading-aligned, at y 45…55.
    static let row = #"Text("Ajustes").font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading)"#

    @Test("Seed 000: without contentShape, a tap in the row's empty part reaches nothing")
    func settingsRowWithoutContentShape() throws {
        #expect(try hit(HitTests.row + #".id("row")"#, 150, 50) == "nothing")
        #expect(try hit(HitTests.row + #".id("row")"#, 5, 50) == "Text")  // on the glyphs
    }

    @Test("Seed 000: with contentShape(Rectangle()), the same tap reaches the row")
    func settingsRowWithContentShape() throws {
        let code = HitTests.row + #".contentShape(Rectangle()).id("row")"#
        #expect(try hit(code, 150, 50) == #"frame "row""#)
        #expect(try hit(code, 5, 50) == "Text")  // what is under the tap inside it still comes first
        #expect(try hit(code, 150, 44) == "nothing")  // above the row
    }

    @Test("A Text takes taps where its glyphs are, not in the rest of its frame")
    func textGlyphs() throws {
        // "AAAA B" at 10 points wraps in 40 points: "AAAA " and "B"; the Text is 40×20.
        let code = #"Text("AAAA B").font(.system(size: 10)).frame(width: 40).id("t")"#
        #expect(try hit(code, 85, 45) == "Text")  // first line, last A
        #expect(try hit(code, 85, 55) == "Text")  // second line: B
        #expect(try hit(code, 105, 55) == "nothing")  // right of B, inside the Text's frame
    }

    @Test("Front to back: an overlay before its content, a later ZStack child before an earlier one")
    func frontToBack() throws {
        let overlay = try Scene(
            #"Color.red.frame(width: 20, height: 20).id("base").overlay(Color.blue.frame(width: 10, height: 10).id("top"))"#
        )
        let overlayTester = HitTester(tree: overlay.tree)
        #expect(overlayTester.hitPath(at: CGPoint(x: 100, y: 50)).compactMap { overlay.tree.id(of: $0) } == ["top"])
        #expect(overlayTester.hitPath(at: CGPoint(x: 92, y: 50)).compactMap { overlay.tree.id(of: $0) } == ["base"])
        #expect(
            try hit(#"ZStack { Color.red.id("under"); Color.blue.frame(width: 10, height: 10).id("over") }"#, 100, 50)
                == "Color")
        let scene = try Scene(#"ZStack { Color.red.id("under"); Color.blue.frame(width: 10, height: 10).id("over") }"#)
        let tester = HitTester(tree: scene.tree)
        #expect(tester.hitPath(at: CGPoint(x: 100, y: 50)).compactMap { scene.tree.id(of: $0) } == ["over"])
        #expect(tester.hitPath(at: CGPoint(x: 20, y: 50)).compactMap { scene.tree.id(of: $0) } == ["under"])
    }

    @Test("allowsHitTesting(false) lets taps through to the view behind")
    func allowsHitTesting() throws {
        let code = #"ZStack { Color.red.id("under"); Color.blue.allowsHitTesting(false).id("over") }"#
        let scene = try Scene(code)
        let reached = try #require(HitTester(tree: scene.tree).hit(at: CGPoint(x: 100, y: 50)))
        #expect(scene.tree.id(of: reached) == "under")
    }

    @Test("A clear colour, a hidden view and a container's empty space take no taps")
    func invisible() throws {
        #expect(try hit("Color.clear", 100, 50) == "nothing")
        #expect(try hit("Color.red.hidden()", 100, 50) == "nothing")
        #expect(try hit("HStack { Color.red.frame(width: 10, height: 10); Spacer() }", 150, 50) == "nothing")
        #expect(try hit("Color.clear.contentShape(Rectangle())", 100, 50) == "Color")
    }

    @Test("A shape takes taps inside its path; a stroked shape only on its stroke")
    func shapes() throws {
        // A 40×40 circle centred at (100, 50): its frame's corner is outside the circle.
        #expect(try hit("Circle().frame(width: 40, height: 40)", 100, 50) == "Circle")
        #expect(try hit("Circle().frame(width: 40, height: 40)", 82, 32) == "nothing")
        #expect(try hit("Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)", 100, 50) == "nothing")
        #expect(try hit("Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)", 100, 31) == "Circle")
    }

    @Test("An offset view is tapped where it is drawn (SPEC §5: offset moves reported geometry)")
    func offset() throws {
        let code = "Color.red.frame(width: 20, height: 20).offset(x: 50)"
        #expect(try hit(code, 150, 50) == "Color")
        #expect(try hit(code, 95, 50) == "nothing")
    }
}
