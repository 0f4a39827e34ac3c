import Foundation
import PlumbCore

/// Glyphs of one face drawn at one size: what a renderer needs to draw laid-out text.
///
/// Positions are each glyph's origin on its baseline, in points, in the Text's own
/// coordinates (origin at its top-left corner, y down). Outlines come from
/// ``OpenTypeFont/outline(of:variation:)`` in font units, y up: scale them by
/// `size / unitsPerEm` and flip y.
public struct GlyphRun: Sendable {
    /// The face the glyphs are drawn from.
    public var face: FontFace
    /// The face's variation (its weight...).
    public var variation: FontVariation
    /// Points per em.
    public var size: CGFloat
    /// The glyphs, in order.
    public var glyphs: [GlyphID]
    /// Each glyph's origin on its baseline, in points.
    public var positions: [CGPoint]
    /// The index of the request's `TextRun` the glyphs draw (0 for plain text).
    public var run: Int = 0

    /// The outline of glyph `index` as a path in the Text's coordinates (points, y down).
    public func path(ofGlyph index: Int) -> Path {
        var path = Path()
        if face.hasCFFOutlines {
            // PostScript outlines (Noto Sans CJK): HarfBuzz draws them in font units, y up.
            let k = size / CGFloat(face.font.unitsPerEm)
            let origin = positions[index]
            return face.harfBuzzFont(variation: variation).outline(of: glyphs[index])
                .applying(CGAffineTransform(a: k, b: 0, c: 0, d: -k, tx: origin.x, ty: origin.y))
        }
        guard let outline = try? face.font.outline(of: glyphs[index], variation: variation) else { return path }
        let k = size / CGFloat(face.font.unitsPerEm)
        let origin = positions[index]
        func point(_ p: GlyphOutline.Point) -> CGPoint {
            CGPoint(x: origin.x + CGFloat(p.x) * k, y: origin.y - CGFloat(p.y) * k)
        }
        for contour in outline.contours where !contour.isEmpty {
            // TrueType quadratic contours: implied on-curve points between two off-curve ones.
            let n = contour.count
            guard let firstOn = contour.firstIndex(where: \.isOnCurve) else {
                // All off-curve: start at the midpoint of the first two.
                let start = midpoint(point(contour[n - 1]), point(contour[0]))
                path.move(to: start)
                for i in 0..<n {
                    let control = point(contour[i])
                    let next = midpoint(control, point(contour[(i + 1) % n]))
                    path.addQuadCurve(to: next, control: control)
                }
                path.closeSubpath()
                continue
            }
            path.move(to: point(contour[firstOn]))
            var control: CGPoint? = nil
            for step in 1...n {
                let p = contour[(firstOn + step) % n]
                let q = point(p)
                if p.isOnCurve {
                    if let c = control { path.addQuadCurve(to: q, control: c) } else { path.addLine(to: q) }
                    control = nil
                } else {
                    if let c = control { path.addQuadCurve(to: midpoint(c, q), control: c) }
                    control = q
                }
            }
            path.closeSubpath()
        }
        return path
    }

    /// All glyphs of the run as one path.
    public var path: Path {
        var path = Path()
        for i in glyphs.indices { path.addPath(self.path(ofGlyph: i)) }
        return path
    }
}

private func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
