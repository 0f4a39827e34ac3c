/// Filling a path with one colour straight from the rasterizer's coverage, without a mask.
///
/// ``CoverageAccumulator/walk(rule:into:)`` hands over untouched runs as spans of one
/// coverage: a span of an opaque colour at full coverage is a store of that colour (a
/// canvas-sized background is one fill of each row), a span of coverage 0 costs nothing, and
/// any other span composites one constant source over each pixel with SIMD lanes. Pixels in
/// touched blocks go through the same per-pixel arithmetic as ``Bitmap/composite(mask:color:)``,
/// so a fill gives exactly the bytes of rasterizing a mask and compositing it.
extension Bitmap {
    /// ``fill(path:color:rule:tolerance:)`` with the working memory of a render; returns how
    /// the pixels were drawn (for the tests that check the fast paths are taken).
    @discardableResult
    mutating func fill(
        path: RasterPath, color: RGBA8, rule: RasterFillRule, tolerance: Double = PathFlattener.defaultTolerance,
        scratch: RasterScratch
    ) -> CoverageFillStatistics {
        guard color.a > 0,
            let accumulator = CoverageRasterizer.accumulate(
                path, width: width, height: height, tolerance: tolerance, scratch: scratch)
        else { return CoverageFillStatistics() }
        let width = self.width
        return pixels.withUnsafeMutableBufferPointer { dst in
            var sink = ColorFillSink(
                origin: dst.baseAddress! + accumulator.originY * width + accumulator.originX, stride: width,
                color: color)
            accumulator.walk(rule: rule, into: &sink)
            return sink.statistics
        }
    }

    /// Sets `count` pixels from `dst` to `pixel`, eight at a time (measured on the card:
    /// `update(repeating:)` on ``RGBA8`` stored byte by byte, 5.6 instructions a pixel).
    @inline(__always)
    static func store(_ pixel: RGBA8, into dst: UnsafeMutablePointer<RGBA8>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst)
        let word = UInt32(pixel.r) | UInt32(pixel.g) << 8 | UInt32(pixel.b) << 16 | UInt32(pixel.a) << 24
        let wide = SIMD8<UInt32>(repeating: UInt32(littleEndian: word))
        var i = 0
        while i + 8 <= count {
            raw.storeBytes(of: wide, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            dst[i] = pixel
            i += 1
        }
    }

    /// Source-over of premultiplied `src` onto `count` premultiplied pixels from `dst`: exactly
    /// ``sourceOver(_:_:)`` on each, four pixels (16 channels) at a time in 16-bit lanes.
    ///
    /// Exactness: `d · (255 − αs) + 128 ≤ 65153` and adding its high byte stays `≤ 65407`, so
    /// ``RGBA8/mul255(_:_:)`` fits a 16-bit lane; the sum with the source is clamped to 255 as
    /// the scalar version does.
    static func sourceOver(_ src: RGBA8, onto dst: UnsafeMutablePointer<RGBA8>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst)
        let inv = SIMD16<UInt16>(repeating: UInt16(255 - src.a))
        let s = SIMD16<UInt16>(
            UInt16(src.r), UInt16(src.g), UInt16(src.b), UInt16(src.a), UInt16(src.r), UInt16(src.g), UInt16(src.b),
            UInt16(src.a),
            UInt16(src.r), UInt16(src.g), UInt16(src.b), UInt16(src.a), UInt16(src.r), UInt16(src.g), UInt16(src.b),
            UInt16(src.a))
        let limit = SIMD16<UInt16>(repeating: 255)
        var i = 0
        while i + 4 <= count {
            let d = SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt8>.self))
            let t = d &* inv &+ 128
            let sum = s &+ ((t &+ (t &>> 8)) &>> 8)
            let out = sum.replacing(with: limit, where: sum .> limit)
            raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: out), toByteOffset: i * 4, as: SIMD16<UInt8>.self)
            i += 4
        }
        while i < count {
            dst[i] = sourceOver(src, dst[i])
            i += 1
        }
    }
}

/// How a fill drew its pixels.
struct CoverageFillStatistics: Equatable {
    /// Pixels of fully covered opaque spans, stored without blending.
    var storedSpanPixels = 0
    /// Pixels of other visible spans, one constant source blended over each.
    var blendedSpanPixels = 0
    /// Pixels of zero-coverage spans, skipped.
    var skippedSpanPixels = 0
    /// Pixels of touched blocks, computed one by one.
    var blockPixels = 0
}

/// Composites one straight colour through walked coverage onto premultiplied pixels.
struct ColorFillSink: CoverageSink {
    /// The target pixel at the region's origin.
    let origin: UnsafeMutablePointer<RGBA8>
    /// The target's row length.
    let stride: Int
    let color: RGBA8
    let premultiplied: RGBA8
    var statistics = CoverageFillStatistics()

    init(origin: UnsafeMutablePointer<RGBA8>, stride: Int, color: RGBA8) {
        self.origin = origin
        self.stride = stride
        self.color = color
        self.premultiplied = color.premultiplied()
    }

    /// The premultiplied source of the colour at coverage `c` (not 0) and its alpha.
    @inline(__always)
    func source(_ c: UInt8) -> RGBA8 {
        let p = premultiplied
        return c == 255
            ? p
            : RGBA8(
                r: RGBA8.mul255(p.r, c), g: RGBA8.mul255(p.g, c), b: RGBA8.mul255(p.b, c), a: RGBA8.mul255(color.a, c))
    }

    mutating func span(y: Int, x0: Int, x1: Int, coverage c: UInt8) {
        let count = x1 - x0
        guard c != 0 else {
            statistics.skippedSpanPixels += count
            return
        }
        let row = origin + y * stride + x0
        if RGBA8.mul255(color.a, c) == 255 {
            Bitmap.store(premultiplied, into: row, count: count)
            statistics.storedSpanPixels += count
        } else {
            Bitmap.sourceOver(source(c), onto: row, count: count)
            statistics.blendedSpanPixels += count
        }
    }

    mutating func pixels(y: Int, x0: Int, values: UnsafePointer<UInt8>, count: Int) {
        let row = origin + y * stride + x0
        statistics.blockPixels += count
        for i in 0..<count {
            let c = values[i]
            if c == 0 { continue }
            if RGBA8.mul255(color.a, c) == 255 {
                row[i] = premultiplied
                continue
            }
            row[i] = Bitmap.sourceOver(source(c), row[i])
        }
    }
}
