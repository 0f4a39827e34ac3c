import Foundation
import PlumbCore
import PlumbText

/// `--frames`: every view's frame outlined one pixel wide, labelled with its type and id, so
/// a picture shows the geometry layout decided, not only what was painted.
///
/// Views that share a frame exactly (a modifier around its content, a stack around its one
/// child) get one outline and one label listing them outside in (`padding › HStack "row"`).
/// Outlines take their colour from the depth of the outermost view, from a palette of six;
/// labels are set in Plumb's default font (Inter) at 6 pt on a translucent white tag at the
/// frame's top-left corner.
struct FrameOverlay {
    let tree: LayoutTree

    static let palette: [Color] = [
        Color(red: 0.85, green: 0.1, blue: 0.55), Color(red: 0.1, green: 0.45, blue: 0.9),
        Color(red: 0.1, green: 0.6, blue: 0.3),
        Color(red: 0.9, green: 0.45, blue: 0), Color(red: 0.5, green: 0.25, blue: 0.85),
        Color(red: 0, green: 0.6, blue: 0.65),
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
        let measurer = try? FontTextMeasurer.standard()
        var items: [DisplayItem] = []
        for entry in frames {
            let color = FrameOverlay.palette[entry.depth % FrameOverlay.palette.count]
            let outline = entry.frame.insetBy(dx: pixel / 2, dy: pixel / 2)
            if outline.width > 0, outline.height > 0 {
                items.append(
                    DisplayItem(.stroke(Path(outline), color: color.opacity(0.85), lineWidth: pixel), view: nil))
            }
            if let measurer {
                let label = entry.views.map(tree.label).joined(separator: " › ")
                items += labelItems(label, at: entry.frame.origin, color: color, measurer: measurer)
            }
        }
        return items
    }

    /// A label's tag and text, its top-left corner at `origin`.
    func labelItems(_ label: String, at origin: CGPoint, color: Color, measurer: FontTextMeasurer) -> [DisplayItem] {
        let request = TextLayoutRequest(
            string: label, font: Font.system(size: FrameOverlay.labelSize).resolved(), lineLimit: 1,
            displayScale: max(tree.displayScale, 1))
        let layout = measurer.layout(request, proposal: .unspecified)
        let pad: CGFloat = 1
        var path = Path()
        for glyph in FontTextOutliner(measurer: measurer).glyphs(of: layout, request: request) {
            path.append(glyph.outline, offsetBy: CGPoint(x: origin.x + pad, y: origin.y))
        }
        let tag = CGRect(x: origin.x, y: origin.y, width: layout.size.width + 2 * pad, height: layout.size.height)
        return [
            DisplayItem(.fill(Path(tag), color: Color(white: 1, opacity: 0.75), rule: .nonZero), view: nil),
            DisplayItem(.fill(path, color: color, rule: .nonZero), view: nil),
        ]
    }
}
