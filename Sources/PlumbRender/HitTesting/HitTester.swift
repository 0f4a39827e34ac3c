import Foundation
import PlumbCore

/// Which view a tap reaches: SwiftUI's hit testing, front to back.
///
/// Contract (seed 000: "the frame decides geometry, not touches"):
/// - Views are tried front to back (the reverse of painting order), children before the
///   view itself; the first view whose hit shape holds the point is reached.
/// - Default hit shapes are what is drawn: a `Color` or shape where it paints (its fill's
///   path, or its stroke's outline; a clear paint is not hit: `Color.clear` takes no taps
///   without `contentShape`), a `Text` where its glyphs are (each glyph's advance box on its
///   line), an `Image` over its frame. Layout containers, frames, padding and spacers have
///   no shape of their own: their empty area is not hit.
/// - `contentShape(_:)` gives a view a shape in its frame: a point inside reaches what is
///   under it inside the view, or else the view itself; a point outside reaches nothing
///   inside it.
/// - `allowsHitTesting(false)`, `hidden()` and an opacity of 0 make a view and its content
///   transparent to taps.
/// - Clipping does not change hit testing: a clipped view's overflowing parts still take
///   taps unless a `contentShape` limits them (a known SwiftUI behaviour, reported: e.g.
///   https://www.hackingwithswift.com/quick-start/swiftui/how-to-control-the-tappable-area-of-a-view-using-contentshape).
///   (open: not measured here.)
public struct HitTester {
    /// The laid-out tree.
    public let tree: LayoutTree
    /// What gives a Text's glyph shapes (its hit shape).
    public var textOutliner: any TextOutliner

    /// A hit tester for `tree`; text glyphs come from `textOutliner`, by default the partner
    /// of the tree's text measurer.
    public init(tree: LayoutTree, textOutliner: (any TextOutliner)? = nil) {
        self.tree = tree
        self.textOutliner = textOutliner ?? TextOutliners.outliner(for: tree.environment.textMeasurer)
    }

    /// The view a tap at `point` (canvas points) reaches, or `nil` when it reaches none.
    public func hit(at point: CGPoint) -> NodeID? {
        tree.withStack { hit(tree.root, point) }
    }

    /// The view reached at `point`, then each view around it out to the root.
    public func hitPath(at point: CGPoint) -> [NodeID] {
        guard var node = hit(at: point) else { return [] }
        var path = [node]
        while let parent = tree.parent(of: node) {
            path.append(parent)
            node = parent
        }
        return path
    }

    func hit(_ node: NodeID, _ point: CGPoint) -> NodeID? {
        let effects = tree.effects(of: node)
        for effect in effects {
            switch effect {
            case .hidden, .allowsHitTesting(false): return nil
            default: break
            }
        }
        if tree.opacity(of: node) <= 0 { return nil }
        var contentShape: AnyShape?
        for case .contentShape(let shape) in effects {
            contentShape = shape
            break
        }
        if let contentShape {
            guard PathContainment.contains(point, in: tree.shapePath(contentShape, of: node)) else { return nil }
        }
        for child in tree.childrenInPaintOrder(node).reversed() {
            if let reached = hit(child, point) { return reached }
        }
        if contentShape != nil || contentContains(node, point) { return node }
        return nil
    }

    /// Whether the node's own drawing covers `point`.
    func contentContains(_ node: NodeID, _ point: CGPoint) -> Bool {
        guard let content = tree.content(of: node) else { return false }
        let frame = tree.frame(of: node)
        guard !frame.isNull else { return false }
        switch content {
        case .color(let color):
            return color.opacity > 0 && HitTester.rect(frame, contains: point)
        case .shape(let shape, let fill):
            let foreground = foregroundStyle(of: node)
            guard StyleResolver.color(of: fill.style, foreground: foreground).opacity > 0 else { return false }
            let path = tree.shapePath(shape, of: node)  // as it is drawn
            if let stroke = fill.stroke {
                return PathContainment.strokeContains(point, path: path, lineWidth: stroke.lineWidth)
            }
            return fill.isEOFilled ? path.contains(point, eoFill: true) : PathContainment.contains(point, in: path)
        case .text(let request):
            guard let layout = tree.textLayout(of: node) else { return false }
            let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
            return textOutliner.glyphs(of: layout, request: request.scaled(by: layout.fontScale)).contains {
                HitTester.rect($0.box, contains: local)
            }
        case .image, .canvas:
            return HitTester.rect(frame, contains: point)
        }
    }

    /// Whether `rect` covers `point` (edges: min in, max out), by comparisons alone: a frame
    /// may be infinite or NaN (`frame(width: .infinity)` on a view that takes it, a
    /// 1e308-point offset), where `CGRect.contains` computes with it and traps. NaN covers nothing.
    static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
        let x0 = min(rect.origin.x, rect.origin.x + rect.size.width),
            x1 = max(rect.origin.x, rect.origin.x + rect.size.width)
        let y0 = min(rect.origin.y, rect.origin.y + rect.size.height),
            y1 = max(rect.origin.y, rect.origin.y + rect.size.height)
        return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1
    }

    /// The foreground style in effect at `node`, from the innermost setting around it.
    func foregroundStyle(of node: NodeID) -> AnyShapeStyle? {
        var current: NodeID? = node
        while let n = current {
            for case .foreground(let style) in tree.effects(of: n) { return style }
            current = tree.parent(of: n)
        }
        return nil
    }
}
