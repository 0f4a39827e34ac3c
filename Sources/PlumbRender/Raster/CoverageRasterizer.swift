/// How the winding number of a point decides whether it is inside a path.
public enum RasterFillRule: Hashable, Sendable {
    /// Inside when the winding number is not zero (SVG `nonzero`).
    case nonZero
    /// Inside when the winding number is odd (SVG `evenodd`).
    case evenOdd
}

/// An 8-bit anti-aliased coverage mask for a rectangular region of a
/// `width × height` target: `coverage[(y - originY) * width + (x - originX)]`
/// is the fraction (0…255) of pixel `(x, y)` covered by the shape.
public struct CoverageMask: Hashable, Sendable {
    /// The region's left column in the target.
    public let originX: Int
    /// The region's top row in the target.
    public let originY: Int
    /// The region's width in pixels.
    public let width: Int
    /// The region's height in pixels.
    public let height: Int
    /// `width × height` coverage values, row major.
    public let coverage: [UInt8]

    /// Coverage (0…255) of pixel `(x, y)` in target coordinates; 0 outside
    /// the mask.
    public func coverage(x: Int, y: Int) -> UInt8 {
        let lx = x - originX, ly = y - originY
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return coverage[ly * width + lx]
    }
}

/// Exact-area anti-aliased scanline rasterizer ("signed area accumulation",
/// as in font-rs by Raph Levien and stb_truetype v2).
///
/// For each line segment and each pixel row it crosses, the rasterizer adds
/// to a per-cell accumulator the *signed area* of the part of that row slice
/// lying to the right of the segment inside the cell, and the remaining
/// *cover* (the row height the segment spans, `dy`, minus what was already
/// deposited) to the next cells. A left-to-right prefix sum over a row then
/// yields, for each pixel, the integral of the winding number over the pixel
/// area, i.e. exact area coverage for non-overlapping geometry. Segments
/// going down add `+dy`, segments going up `−dy`.
///
/// Coverage from the accumulated value `a`:
/// * non-zero: `min(1, |a|)`;
/// * even-odd: `|a|` folded into `[0, 1]` with period 2 (`1 − |(|a| mod 2) − 1|`).
///
/// Clipping (exact, not approximate): segments are clipped to the target's
/// rows `[0, height]`; the parts left of `x = 0` are projected onto `x = 0`
/// (they still change the winding of everything to their right) and parts
/// right of `x = width` are dropped (they cannot affect visible pixels).
/// Work and memory are bounded by the clipped bounding box of the path plus
/// the flattened segment count, whatever the coordinates.
public enum CoverageRasterizer {
    /// Rasterizes `path` for a `width × height` target.
    ///
    /// - Returns: the coverage mask of the path's bounding box clipped to the
    ///   target, or `nil` when nothing is visible (empty, off-target,
    ///   degenerate, or non-finite path).
    public static func rasterize(
        _ path: RasterPath,
        width: Int,
        height: Int,
        rule: RasterFillRule = .nonZero,
        tolerance: Double = PathFlattener.defaultTolerance
    ) -> CoverageMask? {
        rasterize(path, width: width, height: height, rule: rule, tolerance: tolerance, scratch: RasterScratch())
    }

    /// ``rasterize(_:width:height:rule:tolerance:)`` with the working memory of a render.
    static func rasterize(
        _ path: RasterPath, width: Int, height: Int, rule: RasterFillRule = .nonZero,
        tolerance: Double = PathFlattener.defaultTolerance, scratch: RasterScratch
    ) -> CoverageMask? {
        guard let accumulator = accumulate(path, width: width, height: height, tolerance: tolerance, scratch: scratch)
        else { return nil }
        return mask(of: accumulator, rule: rule)
    }

    /// Rasterizes already flattened polylines (each implicitly closed).
    public static func rasterize(
        polylines: [RasterPolyline], width: Int, height: Int, rule: RasterFillRule
    ) -> CoverageMask? {
        guard let accumulator = accumulate(polylines: polylines, width: width, height: height, scratch: RasterScratch())
        else { return nil }
        return mask(of: accumulator, rule: rule)
    }

    /// `path`'s edges accumulated over its bounding box clipped to the target; `nil` when
    /// that box is empty. The caller walks the result exactly once.
    static func accumulate(
        _ path: RasterPath, width: Int, height: Int, tolerance: Double = PathFlattener.defaultTolerance,
        scratch: RasterScratch
    ) -> CoverageAccumulator? {
        guard width > 0, height > 0 else { return nil }
        let clip = RasterRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let polylines = PathFlattener.flatten(path, tolerance: tolerance, cullRect: clip)
        return accumulate(polylines: polylines, width: width, height: height, scratch: scratch)
    }

    /// The polylines' edges accumulated over their bounding box clipped to the target.
    static func accumulate(
        polylines: [RasterPolyline], width: Int, height: Int, scratch: RasterScratch
    ) -> CoverageAccumulator? {
        guard width > 0, height > 0 else { return nil }
        // Bounding box of the geometry.
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for line in polylines {
            for p in line.points {
                let x = sanitize(p.x), y = sanitize(p.y)
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // Clip the box to the target. Geometry left of x = 0 still matters
        // (it is projected onto x = 0), hence x0 clamps to 0 rather than
        // being derived from minX alone.
        let x0 = Int(max(0, min(Double(width), minX.rounded(.down))))
        let x1 = Int(max(0, min(Double(width), maxX.rounded(.up))))
        let y0 = Int(max(0, min(Double(height), minY.rounded(.down))))
        let y1 = Int(max(0, min(Double(height), maxY.rounded(.up))))
        guard x1 > x0, y1 > y0 else { return nil }

        let acc = CoverageAccumulator(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, scratch: scratch)
        let ox = Double(x0), oy = Double(y0)
        for line in polylines {
            let pts = line.points
            guard pts.count >= 2 else { continue }
            var prev = pts[pts.count - 1]  // implicit closing edge first
            for p in pts {
                acc.addEdge(
                    sanitize(prev.x) - ox, sanitize(prev.y) - oy,
                    sanitize(p.x) - ox, sanitize(p.y) - oy)
                prev = p
            }
        }
        return acc
    }

    /// The accumulated coverage as a mask, or `nil` when it is 0 everywhere.
    static func mask(of accumulator: CoverageAccumulator, rule: RasterFillRule) -> CoverageMask? {
        var coverage = [UInt8](repeating: 0, count: accumulator.width * accumulator.height)
        var visible = false
        coverage.withUnsafeMutableBufferPointer { out in
            var sink = MaskSink(out: out.baseAddress!, width: accumulator.width)
            accumulator.walk(rule: rule, into: &sink)
            visible = sink.visible
        }
        guard visible else { return nil }
        return CoverageMask(
            originX: accumulator.originX, originY: accumulator.originY,
            width: accumulator.width, height: accumulator.height, coverage: coverage)
    }

    /// Maps NaN to 0 and clamps infinities so that all later arithmetic on
    /// halves of coordinates stays finite.
    @inline(__always)
    static func sanitize(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        return min(max(v, -1e300), 1e300)
    }
}

/// Writes walked coverage into a dense, zero-filled mask.
struct MaskSink: CoverageSink {
    let out: UnsafeMutablePointer<UInt8>
    let width: Int
    /// Whether any coverage was not 0.
    var visible = false

    mutating func span(y: Int, x0: Int, x1: Int, coverage: UInt8) {
        guard coverage != 0 else { return }
        visible = true
        (out + y * width + x0).update(repeating: coverage, count: x1 - x0)
    }

    mutating func pixels(y: Int, x0: Int, values: UnsafePointer<UInt8>, count: Int) {
        let row = out + y * width + x0
        for i in 0..<count {
            let c = values[i]
            if c != 0 { visible = true }
            row[i] = c
        }
    }
}
