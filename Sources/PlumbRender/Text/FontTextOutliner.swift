import Foundation
import PlumbCore
import PlumbText

/// Draws text with one OpenType font: each line's characters mapped through the font's
/// `cmap` (no shaping, no fallback), advanced by the font's advances and kerning
/// (`OpenTypeFont.advances(for:size:)`), at the request's point size.
///
/// It draws any ``TextLayout``, but glyphs land where the layout's measurer put them only
/// when that measurer advances the same way; Plumb uses it for the labels of frame
/// overlays (with Inter), and a real-font measurer can use it as its outliner.
public struct FontTextOutliner: TextOutliner {
    public let font: OpenTypeFont

    public init(font: OpenTypeFont) {
        self.font = font
    }

    public func glyphs(of layout: TextLayout, request: TextLayoutRequest) -> [TextGlyph] {
        let size = request.font.pointSize
        let scale = Double(size) / Double(font.unitsPerEm)
        let metrics = font.metrics
        let ascent = CGFloat(Double(metrics.ascender) * scale)
        let descent = CGFloat(Double(-metrics.descender) * scale)
        var glyphs: [TextGlyph] = []
        for line in layout.lines {
            let text = line.text.filter { !$0.isNewline }
            let ids = font.glyphIDs(for: text)
            let advances = font.advances(for: text, size: size)
            var pen = line.origin.x
            for (glyph, advance) in zip(ids, advances) {
                var path = Path()
                if let outline = try? font.outline(of: glyph) {
                    let origin = CGPoint(x: pen, y: line.baseline)
                    func map(_ p: CGPoint) -> CGPoint {
                        CGPoint(x: origin.x + CGFloat(Double(p.x) * scale), y: origin.y - CGFloat(Double(p.y) * scale))
                    }
                    for element in outline.elements {
                        switch element {
                        case .move(let p): path.move(to: map(p))
                        case .line(let p): path.addLine(to: map(p))
                        case .quad(let c, let p): path.addQuadCurve(to: map(p), control: map(c))
                        case .close: path.closeSubpath()
                        }
                    }
                }
                glyphs.append(TextGlyph(outline: path, box: CGRect(x: pen, y: line.baseline - ascent, width: advance, height: ascent + descent)))
                pen += advance
            }
        }
        return glyphs
    }
}
