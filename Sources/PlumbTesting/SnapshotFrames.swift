import Foundation
import Plumb

/// The laid-out tree as a `.frames` snapshot writes it: the canvas, then one view a line,
/// indented by depth, with its type, its `.id` after `#`, a Text's string in quotes, and its
/// frame in canvas points:
///
/// ```
/// canvas 390×280 @3x
/// VStack  x 0 y 0  390×280
///   Text #title "Weekly report"  x 16 y 20  130.67×24
/// ```
enum SnapshotFrames {
    static func describe(_ result: LayoutResult) -> String {
        var lines = [
            "canvas \(formatLength(result.canvas.width))×\(formatLength(result.canvas.height)) @\(formatLength(result.scale))x"
        ]
        func walk(_ view: LaidOutView, depth: Int) {
            let f = view.frame
            lines.append(
                String(repeating: "  ", count: depth) + name(view)
                    + "  x \(formatLength(f.minX)) y \(formatLength(f.minY))  \(formatLength(f.width))×\(formatLength(f.height))"
            )
            for child in view.children { walk(child, depth: depth + 1) }
        }
        walk(result.root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view by type, id and Text string: `Text #title "Weekly report"`.
    static func name(_ view: LaidOutView) -> String {
        var name = view.type
        if let id = view.id { name += " #\(id)" }
        if let text = view.text {
            let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
            name += " \"" + shown.replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        return name
    }
}
