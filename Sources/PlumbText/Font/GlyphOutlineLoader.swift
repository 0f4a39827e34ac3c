/// Assembles glyph outlines from `glyf` (OpenType spec, "glyf — Glyph Data":
/// "Composite glyph description") and applies `gvar` deltas ("gvar — Glyph
/// Variations Table": "Point numbers and processing for composite glyphs",
/// "Phantom points").
///
/// Composite recursion is bounded: nesting deeper than ``maxDepth``, more than
/// ``maxComponentLoads`` component expansions, or more than ``maxPoints``
/// points throw `.compositeTooComplex` naming the requested glyph; a glyph that contains itself throws
/// `.compositeCycle`.
struct GlyphOutlineLoader {
    static let maxDepth = 32
    static let maxComponentLoads = 8192
    static let maxPoints = 1 << 20

    let glyf: GlyfTable
    /// `nil` for the default instance.
    let gvar: GvarTable?
    let coords: [Double]

    private var componentLoads = 0
    private var stack: [GlyphID] = []
    /// The glyph whose outline was requested; named in complexity errors.
    private var root = GlyphID.notdef

    init(glyf: GlyfTable, gvar: GvarTable?, coords: [Double]) {
        self.glyf = glyf
        self.gvar = coords.isEmpty ? nil : gvar
        self.coords = coords
    }

    /// Points of a (partially) assembled glyph.
    struct Points {
        var xs: [Double] = []
        var ys: [Double] = []
        var onCurve: [Bool] = []
        var endPoints: [Int] = []
    }

    mutating func outline(_ glyph: GlyphID) throws(FontError) -> GlyphOutline {
        root = glyph
        let p = try load(glyph, depth: 0)
        var contours: [[GlyphOutline.Point]] = []
        contours.reserveCapacity(p.endPoints.count)
        var start = 0
        for end in p.endPoints {
            var contour: [GlyphOutline.Point] = []
            contour.reserveCapacity(end - start + 1)
            for i in start...end {
                contour.append(GlyphOutline.Point(x: p.xs[i], y: p.ys[i], isOnCurve: p.onCurve[i]))
            }
            contours.append(contour)
            start = end + 1
        }
        return GlyphOutline(contours: contours)
    }

    private mutating func load(_ glyph: GlyphID, depth: Int) throws(FontError) -> Points {
        guard depth <= Self.maxDepth else { throw FontError(.compositeTooComplex(root), table: GlyfTable.tag) }
        guard !stack.contains(glyph) else { throw FontError(.compositeCycle(glyph), table: GlyfTable.tag) }
        guard glyph.index < glyf.loca.numGlyphs else { throw FontError(.glyphOutOfRange(glyph), table: GlyfTable.tag) }
        stack.append(glyph)
        defer { stack.removeLast() }

        switch try glyf.glyph(glyph) {
        case .empty:
            return Points()
        case .simple(let s):
            var p = Points(xs: s.xs, ys: s.ys, onCurve: s.onCurve, endPoints: s.endPoints)
            if let gvar {
                let reference = GvarTable.IUPReference(xs: s.xs, ys: s.ys, endPoints: s.endPoints)
                if let d = try gvar.deltas(for: glyph, coords: coords, pointCount: s.xs.count + 4, iup: reference) {
                    for i in 0..<p.xs.count {
                        p.xs[i] += d.dx[i]
                        p.ys[i] += d.dy[i]
                    }
                }
            }
            return p
        case .composite(let components):
            // One gvar "point" per component (its offset), then 4 phantom points.
            var offsetDeltas: (dx: [Double], dy: [Double])?
            if let gvar {
                offsetDeltas = try gvar.deltas(for: glyph, coords: coords, pointCount: components.count + 4, iup: nil)
            }
            var result = Points()
            for (i, component) in components.enumerated() {
                componentLoads += 1
                guard componentLoads <= Self.maxComponentLoads else {
                    throw FontError(.compositeTooComplex(root), table: GlyfTable.tag)
                }
                var child = try load(component.glyph, depth: depth + 1)
                if component.hasTransform {
                    for k in 0..<child.xs.count {
                        let x = child.xs[k], y = child.ys[k]
                        child.xs[k] = component.a * x + component.c * y
                        child.ys[k] = component.b * x + component.d * y
                    }
                }
                var dx: Double
                var dy: Double
                if component.argsAreXY {
                    dx = Double(component.arg1) + (offsetDeltas?.dx[i] ?? 0)
                    dy = Double(component.arg2) + (offsetDeltas?.dy[i] ?? 0)
                    if component.scalesOffset {
                        (dx, dy) = (component.a * dx + component.c * dy, component.b * dx + component.d * dy)
                    }
                } else {
                    // Point matching: parent point arg1 coincides with child point arg2.
                    let parentIndex = Int(component.arg1)
                    let childIndex = Int(component.arg2)
                    guard parentIndex < result.xs.count, childIndex < child.xs.count else {
                        throw .malformed("composite \(glyph) matches a nonexistent point", table: GlyfTable.tag)
                    }
                    dx = result.xs[parentIndex] - child.xs[childIndex]
                    dy = result.ys[parentIndex] - child.ys[childIndex]
                }
                guard result.xs.count + child.xs.count <= Self.maxPoints else {
                    throw FontError(.compositeTooComplex(root), table: GlyfTable.tag)
                }
                let base = result.xs.count
                for k in 0..<child.xs.count {
                    result.xs.append(child.xs[k] + dx)
                    result.ys.append(child.ys[k] + dy)
                }
                result.onCurve.append(contentsOf: child.onCurve)
                result.endPoints.append(contentsOf: child.endPoints.map { $0 + base })
            }
            return result
        }
    }

    /// Advance-width delta from the `gvar` phantom points of `glyph`
    /// (x of the right phantom point minus x of the left one). Used when a
    /// variable font has no `HVAR`.
    static func phantomAdvanceDelta(
        _ glyph: GlyphID, glyf: GlyfTable, gvar: GvarTable,
        coords: [Double]
    ) throws(FontError) -> Double {
        let pointCount: Int
        switch try glyf.glyph(glyph) {
        case .empty: pointCount = 0
        case .simple(let s): pointCount = s.xs.count
        case .composite(let c): pointCount = c.count
        }
        guard let d = try gvar.deltas(for: glyph, coords: coords, pointCount: pointCount + 4, iup: nil) else {
            return 0
        }
        return d.dx[pointCount + 1] - d.dx[pointCount]
    }
}
