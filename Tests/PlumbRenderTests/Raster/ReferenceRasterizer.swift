@testable import PlumbRender

/// The rasterizer as it was before spans (a dense cell buffer per fill, a per-pixel prefix
/// sum into a dense mask, then ``Bitmap/composite(mask:color:)`` pixel by pixel), kept
/// verbatim as the oracle the span paths must match byte for byte.
enum ReferenceRasterizer {
    /// `path` rasterized the old way.
    static func rasterize(_ path: RasterPath, width: Int, height: Int, rule: RasterFillRule = .nonZero) -> CoverageMask?
    {
        guard width > 0, height > 0 else { return nil }
        let clip = RasterRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let polylines = PathFlattener.flatten(path, tolerance: PathFlattener.defaultTolerance, cullRect: clip)
        return rasterize(polylines: polylines, width: width, height: height, rule: rule)
    }

    /// `path` filled the old way: its mask composited pixel by pixel.
    static func fill(_ bitmap: inout Bitmap, path: RasterPath, color: RGBA8, rule: RasterFillRule = .nonZero) {
        guard color.a > 0, let mask = rasterize(path, width: bitmap.width, height: bitmap.height, rule: rule) else {
            return
        }
        bitmap.composite(mask: mask, color: color)
    }

    /// Rasterizes already flattened polylines (each implicitly closed).
    static func rasterize(
        polylines: [RasterPolyline], width: Int, height: Int, rule: RasterFillRule
    ) -> CoverageMask? {
        guard width > 0, height > 0 else { return nil }
        // Bounding box of the geometry.
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for line in polylines {
            for p in line.points {
                let x = CoverageRasterizer.sanitize(p.x), y = CoverageRasterizer.sanitize(p.y)
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

        var acc = ReferenceAccumulator(width: x1 - x0, height: y1 - y0)
        let ox = Double(x0), oy = Double(y0)
        for line in polylines {
            let pts = line.points
            guard pts.count >= 2 else { continue }
            var prev = pts[pts.count - 1]  // implicit closing edge first
            for p in pts {
                acc.addEdge(
                    CoverageRasterizer.sanitize(prev.x) - ox, CoverageRasterizer.sanitize(prev.y) - oy,
                    CoverageRasterizer.sanitize(p.x) - ox, CoverageRasterizer.sanitize(p.y) - oy)
                prev = p
            }
        }
        let coverage = acc.resolve(rule: rule)
        if !coverage.contains(where: { $0 != 0 }) { return nil }
        return CoverageMask(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, coverage: coverage)
    }

}

/// Per-cell signed-area accumulation buffer for a `width × height` region.
struct ReferenceAccumulator {
    let width: Int
    let height: Int
    /// Row stride: two spare cells so deposits at `x = width` and
    /// `x = width + 1` (from geometry touching the right edge) stay in bounds.
    let stride: Int
    var cells: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width + 2
        self.cells = [Float](repeating: 0, count: stride * height)
    }

    /// Adds the edge (x0, y0) → (x1, y1) in region-local coordinates after
    /// clipping it to the region as described on ``CoverageRasterizer``.
    mutating func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }  // horizontal edges carry no cover
        let h = Double(height), w = Double(width)
        if max(y0, y1) <= 0 || min(y0, y1) >= h { return }
        // Clip in y: parametrize by t ∈ [0, 1]; use the lerp form
        // a·(1−t) + b·t, which cannot overflow for finite inputs.
        var ax = x0, ay = y0, bx = x1, by = y1
        let dyHalf = y1 * 0.5 - y0 * 0.5
        if ay < 0 || ay > h {
            let target = ay < 0 ? 0.0 : h
            let t = (target * 0.5 - y0 * 0.5) / dyHalf
            ax = x0 * (1 - t) + x1 * t
            ay = target
        }
        if by < 0 || by > h {
            let target = by < 0 ? 0.0 : h
            let t = (target * 0.5 - y0 * 0.5) / dyHalf
            bx = x0 * (1 - t) + x1 * t
            by = target
        }
        // Split at x = 0 and x = w; project left parts onto x = 0, drop
        // right parts. At most two cuts, kept in locals (no allocation).
        var cut1 = 2.0, cut2 = 2.0
        let dxHalf = bx * 0.5 - ax * 0.5
        if (ax < 0 && bx > 0) || (ax > 0 && bx < 0) {
            let t = (0 - ax * 0.5) / dxHalf
            if t > 0 && t < 1 { cut1 = t }
        }
        if (ax < w && bx > w) || (ax > w && bx < w) {
            let t = (w * 0.5 - ax * 0.5) / dxHalf
            if t > 0 && t < 1 { cut2 = t }
        }
        if cut2 < cut1 { swap(&cut1, &cut2) }
        var px = ax, py = ay
        for t in [cut1, cut2, 1.0] where t <= 1 {
            let qx = t == 1 ? bx : ax * (1 - t) + bx * t
            let qy = t == 1 ? by : ay * (1 - t) + by * t
            addClippedPiece(px, py, qx, qy)
            px = qx
            py = qy
        }
    }

    /// Adds one piece that does not cross `x = 0` or `x = width`.
    @inline(__always)
    private mutating func addClippedPiece(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double) {
        let w = Double(width), h = Double(height)
        let mid = px * 0.5 + qx * 0.5
        if mid >= w { return }  // right of the region: no visible effect
        let cx0 = mid <= 0 ? 0 : min(max(px, 0), w)
        let cx1 = mid <= 0 ? 0 : min(max(qx, 0), w)
        accumulateLine(cx0, min(max(py, 0), h), cx1, min(max(qy, 0), h))
    }

    /// Deposits area and cover for a segment fully inside
    /// `[0, width] × [0, height]` (font-rs `draw_line`).
    mutating func accumulateLine(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        if ya == yb { return }
        let dir: Double
        let (sx, sy, ex, ey): (Double, Double, Double, Double)
        if ya < yb {
            dir = 1
            (sx, sy, ex, ey) = (xa, ya, xb, yb)
        } else {
            dir = -1
            (sx, sy, ex, ey) = (xb, yb, xa, ya)
        }
        let w = Double(width)
        let dxdy = (ex - sx) / (ey - sy)
        var x = sx
        let rowStart = Int(sy)  // sy >= 0, so truncation == floor
        let rowEnd = min(height, Int(ey.rounded(.up)))
        guard rowStart < rowEnd else { return }
        let stride = self.stride
        cells.withUnsafeMutableBufferPointer { cells in
            for row in rowStart..<rowEnd {
                let base = row * stride
                let dy = min(Double(row + 1), ey) - max(Double(row), sy)
                var xnext = x + dxdy * dy
                if row == rowEnd - 1 { xnext = ex }  // kill drift on the last row
                xnext = min(max(xnext, 0), w)
                let d = dy * dir
                let (lo, hi) = x < xnext ? (x, xnext) : (xnext, x)
                let loFloor = lo.rounded(.down)
                let loI = Int(loFloor)
                let hiCeil = hi.rounded(.up)
                let hiI = Int(hiCeil)
                if hiI <= loI + 1 {
                    // The row slice of the segment stays within one cell:
                    // deposit the trapezoid right of it, then the rest.
                    let xmf = 0.5 * (x + xnext) - loFloor
                    cells[base + loI] += Float(d - d * xmf)
                    cells[base + loI + 1] += Float(d * xmf)
                } else {
                    // Spans several cells: triangle in the first cell, equal
                    // strips in the middle, remainder in the last.
                    let s = 1 / (hi - lo)
                    let lof = lo - loFloor
                    let a0 = 0.5 * s * (1 - lof) * (1 - lof)
                    let hif = hi - hiCeil + 1
                    let am = 0.5 * s * hif * hif
                    cells[base + loI] += Float(d * a0)
                    if hiI == loI + 2 {
                        cells[base + loI + 1] += Float(d * (1 - a0 - am))
                    } else {
                        let a1 = s * (1.5 - lof)
                        cells[base + loI + 1] += Float(d * (a1 - a0))
                        let ds = Float(d * s)
                        var xi = loI + 2
                        while xi < hiI - 1 {
                            cells[base + xi] += ds
                            xi += 1
                        }
                        let a2 = a1 + Double(hiI - loI - 3) * s
                        cells[base + hiI - 1] += Float(d * (1 - a2 - am))
                    }
                    cells[base + hiI] += Float(d * am)
                }
                x = xnext
            }
        }
    }

    /// Prefix-sums each row and converts the accumulated winding integral to
    /// 8-bit coverage with `rule`.
    func resolve(rule: RasterFillRule) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        let width = self.width, height = self.height, stride = self.stride
        cells.withUnsafeBufferPointer { cells in
            out.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    var sum: Float = 0
                    let base = row * stride
                    let outBase = row * width
                    for x in 0..<width {
                        sum += cells[base + x]
                        var a = abs(sum)
                        switch rule {
                        case .nonZero:
                            a = min(a, 1)
                        case .evenOdd:
                            a = a.truncatingRemainder(dividingBy: 2)
                            if a > 1 { a = 2 - a }
                        }
                        // Snap accumulated float noise (~1e-6) to exact 0 / 255.
                        out[outBase + x] = UInt8(min(255, max(0, a * 255 + 0.5)))
                    }
                }
            }
        }
        return out
    }
}
