import Foundation
import PlumbCore

// How a laid-out tree paints, read by the display list builder and the hit tester alike:
// the order children paint in, the style content is drawn with, and the clips around it.

extension LayoutTree {
    /// `node`'s children back to front: declaration order, a background before the content
    /// it is behind, then stably sorted by `zIndex` (SwiftUI's `zIndex(_:)`: "controls the
    /// display order of overlapping views", higher in front; equal values keep their order).
    func childrenInPaintOrder(_ node: NodeID) -> [NodeID] {
        var children = self.children(of: node)
        if paintsSecondaryChildFirst(node) { children.reverse() }
        let z = children.map { zIndex(of: $0) }
        if z.allSatisfy({ $0 == 0 }) { return children }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
    }

    /// The node's `zIndex`, 0 unless set (the innermost setting wins).
    func zIndex(of node: NodeID) -> Double {
        for case .zIndex(let value) in effects(of: node) { return value }
        return 0
    }

    /// The product of the node's `opacity` effects.
    func opacity(of node: NodeID) -> Double {
        var opacity = 1.0
        for case .opacity(let value) in effects(of: node) { opacity *= min(max(value, 0), 1) }
        return opacity
    }

    /// The clips of the node's `clipped()`, `clipShape(_:)` and `cornerRadius(_:)`, in its
    /// frame. `cornerRadius` clips to a circular rounded rectangle (the modifier predates
    /// continuous corners; Apple's documentation: "clips this view to its bounding frame,
    /// with the specified corner radius").
    func clips(of node: NodeID) -> [Path] {
        let frame = self.frame(of: node)
        var clips: [Path] = []
        for effect in effects(of: node) {
            switch effect {
            case .clipped: clips.append(Path(frame))
            case .clipShape(let shape): clips.append(shape.path(in: frame))
            case .cornerRadius(let r): clips.append(Path(roundedRect: frame, cornerRadius: r, style: .circular))
            default: break
            }
        }
        return clips
    }

    /// Whether the node is drawn at all (`hidden()` removes it and everything inside).
    func isHidden(_ node: NodeID) -> Bool {
        effects(of: node).contains { if case .hidden = $0 { return true } else { return false } }
    }

    /// The foreground style for the node's content: its own innermost `foregroundStyle` or
    /// `foregroundColor`, else `inherited` (the environment flows from parent to child).
    func foreground(of node: NodeID, inherited: AnyShapeStyle?) -> AnyShapeStyle? {
        for case .foreground(let style) in effects(of: node) { return style }
        return inherited
    }
}

/// Resolves shape styles to colours, light mode.
enum StyleResolver {
    /// The colour `style` paints with, given the foreground style in effect.
    ///
    /// A colour is itself; the foreground style (`.foreground`, a shape with no style) is the
    /// foreground in effect, primary by default; `.primary` ... `.quaternary` are the label
    /// colours of iOS (light: label black, secondaryLabel 60,60,67 at 60%, tertiary at 30%,
    /// quaternary at 18%; UIKit's documented element colours, as measured in
    /// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility), or the foreground colour
    /// at those opacities when one is set. Gradients and materials are not drawn: the source
    /// reader already turns them into a plain colour.
    static func color(of style: AnyShapeStyle, foreground: AnyShapeStyle?) -> Color {
        if let color = style.color { return color }
        if let level = style.base as? HierarchicalShapeStyle { return hierarchical(level, foreground: foreground) }
        if let foreground, !(foreground.base is ForegroundStyle) { return color(of: foreground, foreground: nil) }
        return .primary
    }

    static func hierarchical(_ level: HierarchicalShapeStyle, foreground: AnyShapeStyle?) -> Color {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary]
        let index = levels.firstIndex(of: level) ?? 0
        if let foreground, !(foreground.base is HierarchicalShapeStyle), !(foreground.base is ForegroundStyle) {
            return color(of: foreground, foreground: nil).opacity([1, 0.6, 0.3, 0.18][index])
        }
        let label = [Color.primary, Color.secondary, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
                     Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)]
        return label[index]
    }
}
