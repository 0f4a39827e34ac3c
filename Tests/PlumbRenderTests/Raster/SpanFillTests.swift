import Foundation
import PlumbCore
import Testing
@testable import PlumbRender

/// The span fast paths (`CoverageAccumulator.walk`, `Bitmap+CoverageFill.swift`) against the
/// rasterizer as it was (`ReferenceRasterizer`: a dense prefix sum, then per-pixel source-over):
/// byte-identical masks and pixels on many shapes, colours, backgrounds and clip-like masks,
/// and proof that the fast paths are the ones taken.
struct SpanFillTests {
    /// A deterministic generator (the suite's SplitMix64), so a failure reproduces.
    struct Generator {
        var source: SplitMix64
        init(state: UInt64) { source = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { source.next() }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    static let width = 150, height = 110

    /// A shape of kind `k`, sometimes reaching past the canvas on any side.
    static func shape(_ k: Int, _ g: inout Generator) -> RasterPath {
        let x = g.double(-40...140), y = g.double(-30...100)
        let w = g.double(0.2...120), h = g.double(0.2...90)
        let rect = RasterRect(x: x, y: y, width: w, height: h)
        switch k % 9 {
        case 0: return .rectangle(rect)
        // Whole-pixel rectangles: exact 0 / 255 coverage, the pure store path.
        case 1:
            return .rectangle(
                RasterRect(x: x.rounded(), y: y.rounded(), width: w.rounded() + 1, height: h.rounded() + 1))
        case 2: return .roundedRectangle(rect, cornerRadius: g.double(0...30))
        case 3: return .ellipse(in: rect)
        case 4: return .circle(center: RasterPoint(x: x, y: y), radius: g.double(0.3...60))
        case 5:
            // A star: self-intersecting, winding 2 in the middle (non-zero and even-odd differ).
            let c = RasterPoint(x: x + w / 2, y: y + h / 2), r = max(w, h) / 2
            return RasterPath { p in
                for i in 0..<5 {
                    let a = Double(i) * 4 * .pi / 5 - .pi / 2
                    let q = RasterPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                    if i == 0 { p.move(to: q) } else { p.line(to: q) }
                }
                p.close()
            }
        case 6:
            // A stroke's outline: two contours whose inside has coverage 0.
            return RasterStroker.outline(
                of: .roundedRectangle(rect, cornerRadius: 8), style: RasterStrokeStyle(lineWidth: g.double(0.5...9)))
        case 7:
            // A random polygon, any orientation, some edges off the canvas.
            return RasterPath { p in
                p.move(x: g.double(-50...200), y: g.double(-50...160))
                for _ in 0..<g.int(2...9) { p.line(x: g.double(-50...200), y: g.double(-50...160)) }
                p.close()
            }
        default:
            // Two overlapping rectangles of opposite orientation (winding −1, 0, +1) and a
            // canvas-sized one under them.
            var p = RasterPath.rectangle(rect)
            p.append(
                RasterPath { q in
                    q.move(x: x + 5, y: y + 5); q.line(x: x + 5, y: y + h + 20); q.line(x: x + w + 20, y: y + h + 20)
                    q.line(x: x + w + 20, y: y + 5); q.close()
                })
            if g.int(0...1) == 1 { p.append(.rectangle(x: -3, y: -3, width: 200, height: 200)) }
            return p
        }
    }

    static func color(_ g: inout Generator) -> RGBA8 {
        let alphas: [UInt8] = [255, 255, 1, 128, 254, 77]
        return RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: alphas[g.int(0...5)])
    }

    /// A background: clear, opaque, translucent, noise, or noise that is not valid premultiplied
    /// (colour above alpha), which the compositing clamps.
    static func background(_ kind: Int, _ g: inout Generator) -> Bitmap {
        switch kind % 5 {
        case 0: return Bitmap(width: width, height: height)
        case 1: return Bitmap(width: width, height: height, fill: RGBA8(r: 240, g: 240, b: 245))
        case 2: return Bitmap(width: width, height: height, fill: RGBA8(r: 10, g: 200, b: 90, a: 100))
        default:
            let valid = kind % 5 == 3
            let pixels = (0..<(width * height)).map { _ -> RGBA8 in
                let a = g.byte()
                return valid
                    ? RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: a).premultiplied()
                    : RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: a)
            }
            return Bitmap(width: width, height: height, premultipliedPixels: pixels)!
        }
    }

    @Test("masks: the span walk gives the dense prefix sum's mask, byte for byte, on 900 shapes and both rules")
    func masksMatch() {
        var g = Generator(state: 1)
        let scratch = RasterScratch()
        for i in 0..<900 {
            let path = Self.shape(i, &g)
            let rule: RasterFillRule = i % 2 == 0 ? .nonZero : .evenOdd
            let expected = ReferenceRasterizer.rasterize(path, width: Self.width, height: Self.height, rule: rule)
            // Alternate a fresh scratch and one reused across every shape.
            let got =
                i % 3 == 0
                ? CoverageRasterizer.rasterize(path, width: Self.width, height: Self.height, rule: rule)
                : CoverageRasterizer.rasterize(
                    path, width: Self.width, height: Self.height, rule: rule, scratch: scratch)
            #expect(got == expected, "shape \(i)")
        }
    }

    @Test("fills: spans give the old per-pixel compositing's pixels on 1,500 shapes, colours and backgrounds")
    func fillsMatch() {
        var g = Generator(state: 2)
        let scratch = RasterScratch()
        for i in 0..<1500 {
            let path = Self.shape(i, &g)
            let rule: RasterFillRule = i % 4 == 3 ? .evenOdd : .nonZero
            let color = Self.color(&g)
            var expected = Self.background(i / 9, &g)
            var got = expected
            ReferenceRasterizer.fill(&expected, path: path, color: color, rule: rule)
            if i % 2 == 0 {
                got.fill(path: path, color: color, rule: rule)
            } else {
                got.fill(path: path, color: color, rule: rule, scratch: scratch)
            }
            #expect(got.pixels == expected.pixels, "shape \(i), colour \(color)")
        }
    }

    @Test("a picture of 200 overlapping fills through one scratch equals the old rasterizer's")
    func sequence() {
        var g = Generator(state: 3)
        let scratch = RasterScratch()
        var expected = Bitmap(width: Self.width, height: Self.height, fill: RGBA8(r: 250, g: 250, b: 250))
        var got = expected
        for i in 0..<200 {
            let path = Self.shape(i, &g), color = Self.color(&g)
            ReferenceRasterizer.fill(&expected, path: path, color: color)
            got.fill(path: path, color: color, rule: .nonZero, scratch: scratch)
        }
        #expect(got.pixels == expected.pixels)
    }

    @Test("canvases of every width 1...40 (blocks cut anywhere, the spare cells at the right edge)")
    func widths() {
        var g = Generator(state: 4)
        let scratch = RasterScratch()
        for width in 1...40 {
            for j in 0..<6 {
                let path: RasterPath =
                    j % 2 == 0
                    ? .rectangle(
                        x: g.double(-5...10), y: g.double(-2...3), width: g.double(1...60), height: g.double(1...9))
                    : .circle(center: RasterPoint(x: g.double(0...Double(width)), y: 4), radius: g.double(1...30))
                let color = RGBA8(r: 30, g: 60, b: 90, a: j < 3 ? 255 : 140)
                var expected = Bitmap(width: width, height: 9, fill: RGBA8(r: 200, g: 100, b: 50, a: 200))
                var got = expected
                ReferenceRasterizer.fill(&expected, path: path, color: color)
                got.fill(path: path, color: color, rule: .nonZero, scratch: scratch)
                #expect(got.pixels == expected.pixels, "width \(width), shape \(j)")
                #expect(
                    CoverageRasterizer.rasterize(path, width: width, height: 9, scratch: scratch)
                        == ReferenceRasterizer.rasterize(path, width: width, height: 9))
            }
        }
    }

    @Test("an opaque rectangle's interior is stored as spans; only its edge blocks are computed pixel by pixel")
    func opaqueRectangleTakesTheStorePath() {
        var bitmap = Bitmap(width: 400, height: 300, fill: .white)
        let stats = bitmap.fill(
            path: .rectangle(x: 10.5, y: 20.25, width: 350, height: 200), color: RGBA8(r: 20, g: 40, b: 60),
            rule: .nonZero, scratch: RasterScratch())
        // 201 rows; each computes at most 2 blocks of 16 at either edge.
        #expect(stats.blockPixels <= 201 * 4 * 16)
        #expect(stats.storedSpanPixels >= 199 * (350 - 4 * 16))
        // The top and bottom rows are partly covered (0.75 and 0.25): their interiors are one
        // blended span each.
        #expect(stats.blendedSpanPixels > 0 && stats.blendedSpanPixels <= 2 * 350)
    }

    @Test("a canvas-sized opaque background is a store of every pixel")
    func backgroundIsAStore() {
        var bitmap = Bitmap(width: 1170, height: 840)
        let stats = bitmap.fill(
            path: .rectangle(x: 0, y: 0, width: 1170, height: 840), color: RGBA8(r: 237, g: 237, b: 245),
            rule: .nonZero,
            scratch: RasterScratch())
        // The left edge's block and the right edge's (x = 1170 falls in the last block).
        #expect(stats.storedSpanPixels >= 840 * (1170 - 32))
        #expect(bitmap.pixels.allSatisfy { $0 == RGBA8(r: 237, g: 237, b: 245) })
    }

    @Test("a translucent rounded rectangle blends one source over its interior spans; a stroke skips its inside")
    func translucentAndStrokeSpans() {
        var bitmap = Bitmap(width: 400, height: 300, fill: .white)
        let card = RasterRect(x: 20, y: 20, width: 330, height: 240)
        let fill = bitmap.fill(
            path: .roundedRectangle(card, cornerRadius: 24), color: RGBA8(r: 0, g: 0, b: 0, a: 90), rule: .nonZero,
            scratch: RasterScratch())
        #expect(fill.blendedSpanPixels > 200 * 200)
        let outline = RasterStroker.outline(
            of: .roundedRectangle(card, cornerRadius: 24), style: RasterStrokeStyle(lineWidth: 3))
        let stroke = bitmap.fill(
            path: outline, color: RGBA8(r: 128, g: 128, b: 128, a: 89), rule: .nonZero, scratch: RasterScratch())
        #expect(stroke.skippedSpanPixels > 200 * 200)
        #expect(stroke.blockPixels < 330 * 240 / 4)
    }

    @Test("SIMD source-over of a constant colour equals the scalar one for every alpha, on valid and invalid pixels")
    func simdSourceOver() {
        var g = Generator(state: 5)
        for alpha in 0...255 {
            let src = RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: UInt8(alpha)).premultiplied()
            let count = 37  // nine SIMD groups of 4 and a tail of 1
            var dst = (0..<count).map { i -> RGBA8 in
                let p = RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: g.byte())
                return i % 2 == 0 ? p.premultiplied() : p
            }
            let expected = dst.map { Bitmap.sourceOver(src, $0) }
            dst.withUnsafeMutableBufferPointer { Bitmap.sourceOver(src, onto: $0.baseAddress!, count: count) }
            #expect(dst == expected, "alpha \(alpha)")
            // An unaligned start.
            var shifted = (0..<count).map { _ in RGBA8(r: g.byte(), g: g.byte(), b: g.byte(), a: g.byte()) }
            let expectedShifted = shifted.enumerated().map {
                $0.offset == 0 ? $0.element : Bitmap.sourceOver(src, $0.element)
            }
            shifted.withUnsafeMutableBufferPointer {
                Bitmap.sourceOver(src, onto: $0.baseAddress! + 1, count: count - 1)
            }
            #expect(shifted == expectedShifted)
        }
    }

    @Test("store fills every pixel of every count 0...40 and nothing past it")
    func store() {
        for count in 0...40 {
            var pixels = [RGBA8](repeating: .clear, count: 42)
            let p = RGBA8(r: 1, g: 2, b: 3, a: 4)
            pixels.withUnsafeMutableBufferPointer { Bitmap.store(p, into: $0.baseAddress! + 1, count: count) }
            #expect(pixels[0] == .clear)
            #expect(pixels[1..<(1 + count)].allSatisfy { $0 == p })
            #expect(pixels[(1 + count)...].allSatisfy { $0 == .clear })
        }
    }

    @Test("gradient fills: spans and row-constant shading give the old mask-and-shader compositing's pixels")
    func shaderFillsMatch() {
        var g = Generator(state: 6)
        let scratch = RasterScratch()
        var rowConstantTaken = 0
        for i in 0..<600 {
            let path = Self.shape(i, &g)
            let rule: RasterFillRule = i % 4 == 3 ? .evenOdd : .nonZero
            let colors = [
                Color(
                    red: g.double(0...1), green: g.double(0...1), blue: g.double(0...1),
                    opacity: [1, 0.5, 0, 0.9][i % 4]),
                Color(
                    red: g.double(0...1), green: g.double(0...1), blue: g.double(0...1), opacity: [1, 1, 0.3, 0][i % 4]),
            ]
            let start = CGPoint(x: g.double(-20...60), y: g.double(-20...60))
            // Vertical lines (row-constant), including a zero-length one, and any others.
            let end: CGPoint =
                switch i % 5 {
                case 0, 1: CGPoint(x: start.x, y: start.y + g.double(-40...40))
                case 2: start
                default: CGPoint(x: g.double(-20...60), y: g.double(-20...60))
                }
            let paint: DisplayPaint =
                i % 7 == 6
                ? .radialGradient(Gradient(colors: colors), center: start, startRadius: 0, endRadius: 30, yScale: 1)
                : .linearGradient(Gradient(colors: colors), start: start, end: end)
            // A layer away from the canvas's origin, at scale 3, so shader coordinates are offset.
            let layer = RasterLayer(
                bitmap: Self.background(i / 11, &g), originX: g.int(-30...30), originY: g.int(-30...30), ctm: .identity,
                backdrop: nil, scratch: scratch)
            guard let shader = RasterShading.shader(for: paint, layer: layer, scale: 3) else { continue }
            var expected = layer.bitmap
            if let mask = ReferenceRasterizer.rasterize(path, width: Self.width, height: Self.height, rule: rule) {
                expected.composite(mask: mask, shader: shader)
            }
            var got = layer.bitmap
            let rowConstant = RasterShading.isRowConstant(paint, layer: layer)
            if rowConstant { rowConstantTaken += 1 }
            if let accumulator = CoverageRasterizer.accumulate(
                path, width: Self.width, height: Self.height, scratch: scratch)
            {
                got.fill(accumulator, rule: rule, shader: shader, rowConstant: rowConstant)
            }
            #expect(got.pixels == expected.pixels, "shape \(i), paint \(paint)")
        }
        #expect(rowConstantTaken > 200)
    }

    @Test("a vertical gradient is shaded once a row: its opaque interior is stored, its translucent one blended")
    func rowConstantGradientSpans() {
        let layer = RasterLayer(
            bitmap: Bitmap(width: 300, height: 200, fill: .white), originX: 0, originY: 0, ctm: .identity, backdrop: nil
        )
        let opaque = DisplayPaint.linearGradient(
            Gradient(colors: [.white, .blue]), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 10, y: 60))
        let translucent = DisplayPaint.linearGradient(
            Gradient(colors: [.white.opacity(0.5), .blue.opacity(0.5)]), start: CGPoint(x: 10, y: 0),
            end: CGPoint(x: 10, y: 60))
        let diagonal = DisplayPaint.linearGradient(
            Gradient(colors: [.white, .blue]), start: .zero, end: CGPoint(x: 60, y: 60))
        #expect(RasterShading.isRowConstant(opaque, layer: layer))
        #expect(!RasterShading.isRowConstant(diagonal, layer: layer))
        var rotated = layer
        rotated.ctm = DisplayTransform(CGAffineTransform(rotationAngle: 0.3))
        #expect(!RasterShading.isRowConstant(opaque, layer: rotated))
        let path = RasterPath.roundedRectangle(RasterRect(x: 10, y: 10, width: 280, height: 180), cornerRadius: 20)
        var bitmap = layer.bitmap
        let scratch = RasterScratch()
        let a = bitmap.fill(
            CoverageRasterizer.accumulate(path, width: 300, height: 200, scratch: scratch)!, rule: .nonZero,
            shader: RasterShading.shader(for: opaque, layer: layer, scale: 3)!, rowConstant: true)
        #expect(a.storedSpanPixels > 150 * 200)
        let b = bitmap.fill(
            CoverageRasterizer.accumulate(path, width: 300, height: 200, scratch: scratch)!, rule: .nonZero,
            shader: RasterShading.shader(for: translucent, layer: layer, scale: 3)!, rowConstant: true)
        #expect(b.blendedSpanPixels > 150 * 200)
    }
}
