import Foundation
import PlumbCore

/// Draws text as the Ahem test font does: every character but spaces is a filled em square,
/// from 0.8 em above the baseline to 0.2 em below it; a space advances one em and draws
/// nothing. The outliner of ``AhemTextMeasurer``, whose lines it draws character by
/// character (the W3C's Ahem font: https://www.w3.org/Style/CSS/Test/Fonts/Ahem/).
public struct AhemTextOutliner: TextOutliner {
    /// An Ahem outliner.
    public init() {}

    public func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        let em = request.font.pointSize
        var glyphs: [TextGlyph] = []
        if !request.runs.isEmpty {
            // Runs: each character an em square of its run's size, its run's spacing after it,
            // moved up by the run's baseline offset.
            for line in layout.lines {
                for segment in line.segments where segment.run < request.runs.count {
                    let run = request.runs[segment.run]
                    let em = run.font.pointSize
                    var x = line.origin.x + segment.x
                    let top = line.baseline - run.baselineOffset - 0.8 * em
                    for character in segment.text {
                        if character.isNewline { continue }
                        // A symbol (``TextAttachment``): a box of its frame, its middle on the
                        // capitals' (0.8 em tall).
                        if let attachment = run.attachment, character == TextAttachment.character {
                            let box = attachment.frame(
                                x: x, baseline: line.baseline - run.baselineOffset, capHeight: 0.8 * em)
                            glyphs.append(TextGlyph(outline: Path(box), box: box, run: segment.run))
                            x += attachment.size.width + run.spacing
                            continue
                        }
                        let box = CGRect(x: x, y: top, width: em, height: em)
                        glyphs.append(
                            TextGlyph(
                                outline: character.isWhitespace ? Path() : Path(box), box: box, run: segment.run))
                        x += em + run.spacing
                    }
                }
            }
            return glyphs
        }
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
