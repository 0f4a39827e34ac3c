import Foundation
import PlumbCore

/// Reads an SF Symbols template (the SVG of an asset catalog's `.symbolset`) as a
/// ``CustomSymbol``: the regular weight's medium glyph, placed on its margins and baseline.
///
/// The template's layout is Apple's ("Creating custom symbol images for your app"): a group
/// `Symbols` holds one group per variant (`Regular-M`, or only `Ultralight-S`, `Regular-S` and
/// `Black-S` in a variable template), each with a transform placing it on the guides
/// (`Baseline-S`/`-M`/`-L`, `Capline-…`) and between its margin lines
/// (`left-margin-Regular-M`, or `left-margin` before template version 3). Paths are drawn in
/// the group's coordinates, the transform's translation putting their origin on the left
/// margin and the baseline.
enum SymbolTemplate {
    /// The symbol in the template `bytes`, or `nil` without a regular glyph.
    static func read(_ bytes: [UInt8]) -> CustomSymbol? {
        guard let root = SVGMarkup.root(bytes), root.name == "svg" else { return nil }
        var byID: [String: SVGElement] = [:]
        var stack = [root]
        while let element = stack.popLast(), byID.count < 10_000 {
            if let id = element.attributes["id"], byID[id] == nil { byID[id] = element }
            stack += element.children
        }
        // The medium glyph where the template has it; else the small one, enlarged.
        for (scale, factor) in [("M", CGFloat(1)), ("S", CustomSymbol.mediumPerSmall)] {
            guard let group = byID["Regular-" + scale] else { continue }
            let transform = SVGTransformList.transform(group.attributes["transform"] ?? "")
            guard let baseline = lineY(byID["Baseline-" + scale]), let capline = lineY(byID["Capline-" + scale])
            else { continue }
            let left = lineX(byID["left-margin-Regular-" + scale] ?? byID["left-margin"])
            let right = lineX(byID["right-margin-Regular-" + scale] ?? byID["right-margin"])
            // Paths in the group's own coordinates, moved by the group's transform to the
            // artboard, then to the left margin and baseline, and scaled to the medium size.
            var outline = Path()
            for path in paths(in: group) { outline.addPath(path.applying(transform)) }
            guard !outline.isEmpty else { continue }
            let bounds = outline.boundingRect
            let origin = CGPoint(x: left ?? bounds.minX, y: baseline)
            let placed = outline.applying(
                CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(
                    CGAffineTransform(scaleX: factor, y: factor)))
            let advance = ((right ?? bounds.maxX) - origin.x) * factor
            return CustomSymbol(outline: placed, advance: max(advance, 0), capHeight: (baseline - capline))
        }
        return nil
    }

    /// Every path's outline under `element` (its own transforms applied; the group's is not).
    private static func paths(in element: SVGElement, depth: Int = 0) -> [Path] {
        guard depth < 16 else { return [] }
        var result: [Path] = []
        for child in element.children {
            let transform = SVGTransformList.transform(child.attributes["transform"] ?? "")
            switch child.name {
            case "path":
                result.append(SVGPathData.path(child.attributes["d"] ?? "").applying(transform))
            case "g":
                result += paths(in: child, depth: depth + 1).map { $0.applying(transform) }
            default:
                continue
            }
        }
        return result
    }

    /// A guide line's `y1` (guides are horizontal).
    private static func lineY(_ element: SVGElement?) -> CGFloat? {
        element?.attributes["y1"].flatMap(Double.init).map { CGFloat($0) }
    }

    /// A margin line's `x1` (margins are vertical).
    private static func lineX(_ element: SVGElement?) -> CGFloat? {
        element?.attributes["x1"].flatMap(Double.init).map { CGFloat($0) }
    }
}
