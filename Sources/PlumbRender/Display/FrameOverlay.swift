import Foundation
import PlumbCore
import PlumbText

/// `--frames`: every view's frame outlined one pixel wide, labelled with its type and id, so
/// a picture shows the geometry layout decided, not only what was painted.
///
/// Views that share a frame exactly (a modifier around its content, a stack around its one
/// child) get one outline and one label listing them outside in (`padding › HStack "row"`).
/// Outlines take their colour from the depth of the outermost view, from a palette of six;
/// labels are set in Inter 6 pt on a translucent white tag at the frame's top-left corner.
struct FrameOverlay {
    let tree: LayoutTree

    static let palette: [Color] = [
        Color(red: 0.85, green: 0.1, blue: 0.55), Color(red: 0.1, green: 0.45, blue: 0.9), Color(red: 0.1, green: 0.6, blue: 0.3),
        Color(red: 0.9, green: 0.45, blue: 0), Color(red: 0.5, green: 0.25, blue: 0.85), Color(red: 0, green: 0.6, blue: 0.65),
    ]
    static let labelSize: CGFloat = 6

    func items() -> [DisplayItem] {
        // Frames in depth-first order, each with the views that have it.
        var frames: [(frame: CGRect, depth: Int, views: [NodeID])] = []
        var index: [CGRect: Int] = [:]
        func walk(_ node: NodeID, depth: Int) {
            let frame = tree.frame(of: node)
            if !frame.isNull, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite {
                if let i = index[frame] {
                    frames[i].views.append(node)
                } else {
                    index[frame] = frames.count
                    frames.append((frame, depth, [node]))
                }
            }
            for child in tree.children(of: node) { walk(child, depth: depth + 1) }
        }
        walk(tree.root, depth: 0)
        let pixel = 1 / max(tree.displayScale, 1)
        let font = try? BundledFonts.inter()
        var items: [DisplayItem] = []
        for entry in frames {
            let color = FrameOverlay.palette[entry.depth % FrameOverlay.palette.count]
            let outline = entry.frame.insetBy(dx: pixel / 2, dy: pixel / 2)
            if outline.width > 0, outline.height > 0 {
                items.append(DisplayItem(.stroke(Path(outline), color: color.opacity(0.85), lineWidth: pixel), view: nil))
            }
            if let font {
                let label = entry.views.map(tree.label).joined(separator: " › ")
                items += labelItems(label, at: entry.frame.origin, color: color, font: font)
            }
        }
        return items
    }

    /// A label's tag and text, its top-left corner at `origin`.
    func labelItems(_ label: String, at origin: CGPoint, color: Color, font: OpenTypeFont) -> [DisplayItem] {
        let size = FrameOverlay.labelSize
        let width = font.advances(for: label, size: size).reduce(0, +)
        let scale = Double(size) / Double(font.unitsPerEm)
        let ascent = CGFloat(Double(font.metrics.ascender) * scale)
        let descent = CGFloat(Double(-font.metrics.descender) * scale)
        let pad: CGFloat = 1
        let line = TextLine(text: label, width: width, origin: CGPoint(x: pad, y: 0), baseline: ascent)
        let layout = TextLayout(size: CGSize(width: width + 2 * pad, height: ascent + descent), lines: [line], isTruncated: false)
        let request = TextLayoutRequest(string: label, font: Font.system(size: size).resolved())
        var path = Path()
        for glyph in FontTextOutliner(font: font).glyphs(of: layout, request: request) {
            path.append(glyph.outline, offsetBy: origin)
        }
        let tag = CGRect(origin: origin, size: layout.size)
        return [
            DisplayItem(.fill(Path(tag), color: Color(white: 1, opacity: 0.75), rule: .nonZero), view: nil),
            DisplayItem(.fill(path, color: color, rule: .nonZero), view: nil),
        ]
    }
}
