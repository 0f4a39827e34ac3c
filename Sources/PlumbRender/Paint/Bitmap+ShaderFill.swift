/// Filling a path with a shaded paint (a gradient) straight from the rasterizer's coverage.
///
/// As ``Bitmap/fill(path:color:rule:tolerance:scratch:)`` does for a colour: runs of coverage 0
/// are skipped without calling the shader, and a paint whose colour is the same across a row
/// (``RasterShading/isRowConstant(_:layer:)``: a vertical linear gradient, SwiftUI's
/// `Color.gradient`) is shaded once a row, so its runs become the colour fill's stores and
/// SIMD source-over. Every other pixel is what ``Bitmap/composite(mask:shader:)`` makes of it.
extension Bitmap {
    /// Composites `shader` through `accumulator`'s coverage (walked with `rule`); returns how the
    /// pixels were drawn.
    @discardableResult
    mutating func fill(
        _ accumulator: CoverageAccumulator, rule: RasterFillRule, shader: @escaping (Int, Int) -> RGBA8,
        rowConstant: Bool
    ) -> CoverageFillStatistics {
        let width = self.width
        return pixels.withUnsafeMutableBufferPointer { dst in
            var sink = ShaderFillSink(
                origin: dst.baseAddress! + accumulator.originY * width + accumulator.originX, stride: width,
                originX: accumulator.originX, originY: accumulator.originY, shader: shader, rowConstant: rowConstant)
            accumulator.walk(rule: rule, into: &sink)
            return sink.statistics
        }
    }
}

/// Composites a shader's premultiplied colours through walked coverage.
struct ShaderFillSink: CoverageSink {
    /// The target pixel at the region's origin, the target's row length.
    let origin: UnsafeMutablePointer<RGBA8>
    let stride: Int
    /// The region's origin in the target, which the shader's coordinates are relative to.
    let originX: Int
    let originY: Int
    let shader: (Int, Int) -> RGBA8
    /// Whether the shader gives one colour for a whole row.
    let rowConstant: Bool
    var statistics = CoverageFillStatistics()
    /// The row whose colour `rowColor` is (for a row-constant shader).
    private var shadedRow = -1
    private var rowColor = RGBA8.clear

    init(
        origin: UnsafeMutablePointer<RGBA8>, stride: Int, originX: Int, originY: Int,
        shader: @escaping (Int, Int) -> RGBA8, rowConstant: Bool
    ) {
        self.origin = origin
        self.stride = stride
        self.originX = originX
        self.originY = originY
        self.shader = shader
        self.rowConstant = rowConstant
    }

    /// The shader's colour at region pixel (x, y).
    @inline(__always)
    mutating func shade(_ x: Int, _ y: Int) -> RGBA8 {
        guard rowConstant else { return shader(originX + x, originY + y) }
        if shadedRow != y {
            shadedRow = y
            rowColor = shader(originX + x, originY + y)
        }
        return rowColor
    }

    /// `p` at coverage `c` (not 0), as ``Bitmap/composite(mask:shader:)`` weighs it.
    @inline(__always)
    static func weigh(_ p: RGBA8, _ c: UInt8) -> RGBA8 {
        c < 255
            ? RGBA8(r: RGBA8.mul255(p.r, c), g: RGBA8.mul255(p.g, c), b: RGBA8.mul255(p.b, c), a: RGBA8.mul255(p.a, c))
            : p
    }

    mutating func span(y: Int, x0: Int, x1: Int, coverage c: UInt8) {
        let count = x1 - x0
        guard c != 0 else {
            statistics.skippedSpanPixels += count
            return
        }
        let row = origin + y * stride
        guard rowConstant else {
            statistics.blockPixels += count
            for x in x0..<x1 { composite(shade(x, y), c, row + x) }
            return
        }
        let p = shade(x0, y)
        guard p.a != 0 else { return }
        let src = Self.weigh(p, c)
        if src.a == 255 {
            Bitmap.store(src, into: row + x0, count: count)
            statistics.storedSpanPixels += count
        } else {
            Bitmap.sourceOver(src, onto: row + x0, count: count)
            statistics.blendedSpanPixels += count
        }
    }

    @inline(__always)
    func composite(_ p: RGBA8, _ c: UInt8, _ pixel: UnsafeMutablePointer<RGBA8>) {
        if p.a == 0 { return }
        let src = Self.weigh(p, c)
        pixel.pointee = src.a == 255 ? src : Bitmap.sourceOver(src, pixel.pointee)
    }

    mutating func pixels(y: Int, x0: Int, values: UnsafePointer<UInt8>, count: Int) {
        let row = origin + y * stride + x0
        statistics.blockPixels += count
        for i in 0..<count {
            let c = values[i]
            if c == 0 { continue }
            composite(shade(x0 + i, y), c, row + i)
        }
    }
}
