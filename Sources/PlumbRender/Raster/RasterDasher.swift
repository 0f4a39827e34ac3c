/// Cuts flattened subpaths into dashes, as CoreGraphics and SVG dash a stroke
/// (`StrokeStyle.dash` / `dashPhase`, `stroke-dasharray` / `stroke-dashoffset`).
///
/// The pattern alternates "on" and "off" lengths, starting "on"; an odd count is repeated to
/// make it even (SVG: "5,3,2" is "5,3,2,5,3,2"). The phase is how far into the pattern each
/// subpath starts; the pattern restarts at every subpath, and a closed subpath's dashes run
/// through its closing edge. Each dash becomes an open polyline, so it gets the stroke's caps;
/// its interior vertices keep their joins. A pattern with a negative or non-finite length, or
/// whose lengths sum to zero, draws the stroke solid (SVG's rule for invalid dash arrays);
/// so does one that would cut the stroke into more than a million pieces.
public enum RasterDasher {
    /// The most pieces one stroke is cut into; past it the stroke is solid.
    public static let maximumDashes = 1_000_000

    /// The dashes of `polylines`; `polylines` unchanged when `pattern` does not dash.
    public static func dash(_ polylines: [RasterPolyline], pattern: [Double], phase: Double) -> [RasterPolyline] {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return polylines }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = lengths.reduce(0, +)
        guard period > 0 else { return polylines }
        // A period so small that the path would be cut into more than `maximumDashes` pieces
        // (`dash: [1e-300]`) cannot be seen as dashes at any scale: drawn solid, in bounded time.
        var total = 0.0
        for polyline in polylines {
            let p = polyline.points
            for i in p.indices.dropFirst() { total += (p[i] - p[i - 1]).length }
            if polyline.isClosed, let first = p.first, let last = p.last { total += (first - last).length }
        }
        guard total / period * Double(lengths.count) <= Double(maximumDashes) else { return polylines }
        var out: [RasterPolyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            guard points.count >= 2 else { continue }
            // Where in the pattern the subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= lengths[index] {
                offset -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var remaining = lengths[index] - offset  // of the current dash or gap
            var on = index % 2 == 0
            var current: [RasterPoint] = on ? [points[0]] : []
            for i in 1..<points.count {
                var a = points[i - 1]
                let b = points[i]
                var segment = (b - a).length
                while segment > remaining {
                    let t = remaining / segment
                    let cut = a + (b - a) * t
                    if on {
                        current.append(cut)
                        out.append(RasterPolyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    segment -= remaining
                    a = cut
                    on.toggle()
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                remaining -= segment
                if on { current.append(b) }
            }
            if on, current.count >= 2 { out.append(RasterPolyline(points: current, isClosed: false)) }
        }
        return out
    }
}
