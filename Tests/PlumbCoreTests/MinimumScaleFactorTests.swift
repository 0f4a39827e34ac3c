import Foundation
import Testing

@testable import PlumbCore

/// `minimumScaleFactor(_:)`: text that would be cut at its size shrinks, down to the factor,
/// to the largest size at which nothing is cut (Apple's `minimumScaleFactor` documentation:
/// "draws its text in a font size as small as half of the actual font if needed"; the search
/// is Plumb's, open). Ahem glyphs are one em square, so sizes are exact.
struct MinimumScaleFactorTests {
    @Test("one line of ten 10-pt glyphs (100 pt) in 50 pt shrinks to exactly half: 50×5")
    func shrinksToHalf() {
        let text = ahem("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.5)
        #expect(answer(of: text, to: P(50, nil)) == CGSize(width: 50, height: 5))
        // It fits at full size: no shrinking.
        #expect(answer(of: text, to: P(120, nil)) == CGSize(width: 100, height: 10))
    }

    @Test(
        "the largest scale that fits: 100 pt of text in 75 pt is drawn at 0.75 (75 wide, 7.5 tall rounded up to the pixel)"
    )
    func largestScale() {
        let text = ahem("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.1)
        #expect(answer(of: text, to: P(75, nil)) == CGSize(width: 75, height: 7.5))
    }

    @Test("past the factor it stops shrinking and is cut: at 0.8 the text still needs 80 of 50 pt")
    func cutAtFactor() {
        let text = ahem("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.8)
        let size = answer(of: text, to: P(50, nil))
        #expect(size.height == 8)
        #expect(size.width <= 50)
    }

    @Test("without a line limit it shrinks to fit the height: two lines of 10 pt in 10 pt tall become two of 5")
    func shrinksToHeight() {
        let text = ahem("ABCDE FGHIJ").minimumScaleFactor(0.5)
        // At 10 pt "ABCDE FGHIJ" needs two lines of 50 in 50 pt (20 tall). In 10 pt of height
        // it shrinks to 5 pt: still two lines (55 > 50), 25 wide, 10 tall.
        #expect(answer(of: text, to: P(50, 10)) == CGSize(width: 25, height: 10))
        // 20 pt of height holds both lines at full size: no shrinking.
        #expect(answer(of: text, to: P(50, 20)) == CGSize(width: 50, height: 20))
    }

    @Test(
        "a first line taller than the proposed height shrinks too: 100-pt \"AB\" in 200×50 is drawn at 50 pt (the fill-the-frame idiom)"
    )
    func shrinksTallLine() {
        let text = ahem("AB", 100).lineLimit(1).minimumScaleFactor(0.01)
        #expect(answer(of: text, to: P(200, 50)) == CGSize(width: 100, height: 50))
    }

    @Test("the frame a parent places holds the shrunk text: an HStack of the text and a 40-pt square in 100 pt")
    func placedInStack() {
        let result = layout(
            HStack(spacing: 0) {
                ahem("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.5).id("t")
                Color.red.frame(width: 40, height: 40).id("c")
            }, 100, 100)
        expectFrame(result, "t", x: 0, y: 47, width: 60, height: 6)
        expectFrame(result, "c", x: 60, y: 30, width: 40, height: 40)
    }
}
