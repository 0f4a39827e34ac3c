import Foundation
import PlumbCore

/// Draws text as the Ahem test font does: every character but spaces is a filled em square,
/// from 0.8 em above the baseline to 0.2 em below it; a space advances one em and draws
/// nothing. The outliner of ``AhemTextMeasurer``, whose lines it draws character by
/// character (the W3C's Ahem font: https://www.w3.org/Style/CSS/Test/Fonts/Ahem/).
public struct AhemTextOutliner: TextOutliner {
    public init() {}

    public func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        let em = request.font.pointSize
        var glyphs: [TextGlyph] = []
        for line in layout.lines {
            var x = line.origin.x
            let top = line.baseline - 0.8 * em
            for character in line.text {
                if character.isNewline { continue }
                let box = CGRect(x: x, y: top, width: em, height: em)
                glyphs.append(TextGlyph(outline: character.isWhitespace ? Path() : Path(box), box: box))
                x += em
            }
        }
        return glyphs
    }
}
