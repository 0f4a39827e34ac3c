import Foundation
import PlumbCore

/// What is drawn for an SF Symbol Plumb cannot draw (no counterpart in ``SymbolTable``, or
/// the icon font is not installed): a rounded outline of the symbol's frame with the symbol's
/// name inside in small text, so a picture says which symbol belongs there. Never a grey
/// square: a placeholder must not look like content.
///
/// The outline is 1/16 of the frame's height wide (at least half a point), inset by half
/// of it, with corners of a quarter of the height. The name breaks after its dots
/// (`exclamationmark.` / `triangle`) and is set in the regular system font at the largest of
/// 30%, 25%, 20% or 16% of the frame's height that fits inside the outline; at the smallest
/// it may spill out of a narrow frame rather than become unreadable.
struct SymbolPlaceholder {
    let name: String
    let frame: CGRect

    /// The outline to stroke and its line width.
    var outline: (path: Path, lineWidth: CGFloat) {
        let width = max(frame.height / 16, 0.5)
        let rect = frame.insetBy(dx: width / 2, dy: width / 2)
        return (Path(roundedRect: rect, cornerRadius: frame.height / 4, style: .continuous), width)
    }

    /// The name's glyphs, centred in the frame.
    func label(measurer: any TextMeasurer, outliner: any TextOutliner, displayScale: CGFloat) -> Path {
        let string = name.replacingOccurrences(of: ".", with: ".\u{200B}")
        let inner = frame.insetBy(dx: frame.height / 8, dy: frame.height / 10)
        var chosen: (TextLayoutRequest, TextLayout)?
        for fraction in [0.3, 0.25, 0.2, 0.16] as [CGFloat] {
            let font = Font.system(size: frame.height * fraction).resolved()
            let request = TextLayoutRequest(string: string, font: font, alignment: .center, displayScale: displayScale)
            let layout = measurer.layout(request, proposal: ProposedViewSize(width: max(inner.width, 1), height: nil))
            chosen = (request, layout)
            if layout.size.width <= inner.width + 0.01, layout.size.height <= inner.height + 0.01, !layout.isTruncated {
                break
            }
        }
        guard let (request, layout) = chosen else { return Path() }
        let origin = CGPoint(x: frame.midX - layout.size.width / 2, y: frame.midY - layout.size.height / 2)
        var path = Path()
        for glyph in outliner.glyphs(of: layout, request: request) where !glyph.outline.isEmpty {
            path.append(glyph.outline, offsetBy: origin)
        }
        return path
    }
}
