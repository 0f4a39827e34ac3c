import Foundation
import PlumbCore

/// Whether a point is inside a path, for hit testing.
enum PathContainment {
    /// Curves are flattened to within this many points.
    static let tolerance = 0.005

    /// `point` is inside `path` by the non-zero winding rule (each subpath closed), the
    /// rule shapes fill with. A point on the path's left or top edge is inside, on its right
    /// or bottom edge outside, as pixels are.
    static func contains(_ point: CGPoint, in path: Path) -> Bool {
        winding(
            RasterPoint(x: Double(point.x), y: Double(point.y)),
            PathFlattener.flatten(RasterPath(path), tolerance: tolerance)) != 0
    }

    /// `point` is inside the stroke of `path` `lineWidth` wide (its outline from
    /// ``RasterStroker``, which the rasterizer fills).
    static func strokeContains(_ point: CGPoint, path: Path, lineWidth: CGFloat) -> Bool {
        let outline = RasterStroker.outline(
            of: RasterPath(path), style: RasterStrokeStyle(lineWidth: Double(lineWidth), miterLimit: 10),
            tolerance: tolerance)
        return winding(
            RasterPoint(x: Double(point.x), y: Double(point.y)), PathFlattener.flatten(outline, tolerance: tolerance))
            != 0
    }

    /// The winding number of `polylines` (each closed) around `p`: edges crossing the
    /// horizontal ray to the right of `p` add 1 going down, −1 going up (half-open in y).
    static func winding(_ p: RasterPoint, _ polylines: [RasterPolyline]) -> Int {
        var winding = 0
        for line in polylines {
            let points = line.points
            guard points.count >= 2 else { continue }
            var a = points[points.count - 1]
            for b in points {
                if (a.y <= p.y) != (b.y <= p.y) {
                    let t = (p.y - a.y) / (b.y - a.y)
                    let x = a.x + t * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return winding
    }
}
