import Testing
@testable import PlumbRender

/// Exact area of the intersection of a polygon with pixel (px, py):
/// Sutherland–Hodgman clipping against the pixel square, then the
/// shoelace formula. Used as an independent reference for coverage.
func exactPixelCoverage(_ polygon: [RasterPoint], _ px: Int, _ py: Int) -> Double {
    var poly = polygon
    let x0 = Double(px), y0 = Double(py), x1 = x0 + 1, y1 = y0 + 1
    func clip(_ inside: (RasterPoint) -> Bool, _ intersect: (RasterPoint, RasterPoint) -> RasterPoint) {
        guard !poly.isEmpty else { return }
        var out: [RasterPoint] = []
        var prev = poly[poly.count - 1]
        for cur in poly {
            if inside(cur) {
                if !inside(prev) { out.append(intersect(prev, cur)) }
                out.append(cur)
            } else if inside(prev) {
                out.append(intersect(prev, cur))
            }
            prev = cur
        }
        poly = out
    }
    func atX(_ x: Double) -> (RasterPoint, RasterPoint) -> RasterPoint {
        { a, b in a.lerp(b, (x - a.x) / (b.x - a.x)) }
    }
    func atY(_ y: Double) -> (RasterPoint, RasterPoint) -> RasterPoint {
        { a, b in a.lerp(b, (y - a.y) / (b.y - a.y)) }
    }
    clip({ $0.x >= x0 }, atX(x0))
    clip({ $0.x <= x1 }, atX(x1))
    clip({ $0.y >= y0 }, atY(y0))
    clip({ $0.y <= y1 }, atY(y1))
    guard poly.count >= 3 else { return 0 }
    var area = 0.0
    for i in 0..<poly.count {
        let a = poly[i], b = poly[(i + 1) % poly.count]
        area += a.x * b.y - b.x * a.y
    }
    return abs(area) / 2
}

func polygonPath(_ pts: [RasterPoint]) -> RasterPath {
    var path = RasterPath()
    path.move(to: pts[0])
    for p in pts.dropFirst() { path.line(to: p) }
    path.close()
    return path
}

@Suite("Rasterizer fills")
struct RasterFillTests {
    @Test("Integer-aligned square: inside exactly the color, outside exactly clear")
    func alignedSquare() {
        var bitmap = Bitmap(width: 20, height: 20)
        let color = RGBA8(r: 200, g: 100, b: 50)
        bitmap.fill(path: .rectangle(x: 2, y: 2, width: 10, height: 10), color: color)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (2..<12).contains(x) && (2..<12).contains(y)
                #expect(bitmap[x, y] == (inside ? color : .clear), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("Half-pixel square: 50% edges, 25% corners")
    func halfPixelSquare() {
        var bitmap = Bitmap(width: 20, height: 20)
        bitmap.fill(path: .rectangle(x: 2.5, y: 2.5, width: 10, height: 10), color: .black)
        for y in 0..<20 {
            for x in 0..<20 {
                let ex = x == 2 || x == 12 ? 0.5 : ((3...11).contains(x) ? 1 : 0)
                let ey = y == 2 || y == 12 ? 0.5 : ((3...11).contains(y) ? 1 : 0)
                let expected = ex * ey * 255
                let alpha = Double(bitmap[x, y].a)
                #expect(abs(alpha - expected) <= 1, "pixel (\(x), \(y)): \(alpha) vs \(expected)")
            }
        }
        #expect(bitmap[2, 2].a == 64 || bitmap[2, 2].a == 63)
        #expect(bitmap[7, 2].a == 128 || bitmap[7, 2].a == 127)
        #expect(bitmap[7, 7] == .black)
        // Exact area is 100; 8-bit rounding adds 0.5/255 on each of the 36
        // edge pixels (127.5 → 128) and 0.25/255 on the 4 corners (63.75 → 64).
        #expect(abs(bitmap.coverageSum - (100 + 19.0 / 255)) < 0.01)
    }

    @Test(
        "Circle of radius 5: coverage sum within 0.5% of 25π",
        arguments: [
            RasterPoint(10, 10), RasterPoint(10.5, 10.5), RasterPoint(9.3, 10.71),
        ])
    func circleArea(center: RasterPoint) {
        var bitmap = Bitmap(width: 20, height: 20)
        bitmap.fill(path: .circle(center: center, radius: 5), color: .white)
        let expected = Double.pi * 25
        let sum = bitmap.coverageSum
        #expect(abs(sum - expected) / expected < 0.005, "sum \(sum) vs \(expected)")
        // The centre is solid and far pixels untouched.
        #expect(bitmap[Int(center.x), Int(center.y)] == .white)
        #expect(bitmap[0, 0] == .clear && bitmap[19, 19] == .clear)
    }

    @Test("Larger circle converges too (r = 40, within 0.1%)")
    func largeCircle() {
        var bitmap = Bitmap(width: 100, height: 100)
        bitmap.fill(path: .circle(center: RasterPoint(50, 50), radius: 40), color: .white)
        let expected = Double.pi * 1600
        #expect(abs(bitmap.coverageSum - expected) / expected < 0.001)
    }

    @Test("Overlapping same-direction squares: non-zero fills, even-odd leaves a hole")
    func fillRules() {
        var path = RasterPath.rectangle(x: 2, y: 2, width: 8, height: 8)
        path.append(.rectangle(x: 6, y: 6, width: 8, height: 8))
        var nonZero = Bitmap(width: 20, height: 20)
        nonZero.fill(path: path, color: .red, rule: .nonZero)
        var evenOdd = Bitmap(width: 20, height: 20)
        evenOdd.fill(path: path, color: .red, rule: .evenOdd)
        for y in 0..<20 {
            for x in 0..<20 {
                let inA = (2..<10).contains(x) && (2..<10).contains(y)
                let inB = (6..<14).contains(x) && (6..<14).contains(y)
                #expect(nonZero[x, y] == (inA || inB ? .red : .clear), "non-zero (\(x), \(y))")
                #expect(evenOdd[x, y] == (inA != inB ? .red : .clear), "even-odd (\(x), \(y))")
            }
        }
        #expect(nonZero.coverageSum == 112)
        #expect(evenOdd.coverageSum == 96)
    }

    @Test("Opposite-direction inner square makes a hole under non-zero")
    func oppositeWinding() {
        var path = RasterPath.rectangle(x: 2, y: 2, width: 12, height: 12)
        path.append(polygonPath([RasterPoint(5, 5), RasterPoint(5, 11), RasterPoint(11, 11), RasterPoint(11, 5)]))
        var bitmap = Bitmap(width: 16, height: 16)
        bitmap.fill(path: path, color: .blue)
        #expect(bitmap[3, 3] == .blue)
        #expect(bitmap[8, 8] == .clear)
        #expect(bitmap.coverageSum == 144 - 36)
    }

    @Test("Triangle: diagonal pixels are exactly half covered, total area 50")
    func triangleDiagonal() {
        var bitmap = Bitmap(width: 16, height: 16)
        bitmap.fill(path: polygonPath([RasterPoint(2, 2), RasterPoint(12, 2), RasterPoint(2, 12)]), color: .green)
        for y in 2..<12 {
            for x in 2..<12 {
                let a = bitmap[x, y].a
                if x + y == 13 {
                    #expect(a == 127 || a == 128, "diagonal pixel (\(x), \(y)) alpha \(a)")
                } else if x + y < 13 {
                    #expect(a == 255)
                } else {
                    #expect(a == 0)
                }
            }
        }
        #expect(abs(bitmap.coverageSum - 50) < 0.03)
    }

    @Test("Coverage matches exact polygon/pixel intersection areas (random triangles, partly off-canvas)")
    func exactAreaReference() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<40 {
            let pts = (0..<3).map { _ in
                RasterPoint(Double.random(in: -6...30, using: &rng), Double.random(in: -6...30, using: &rng))
            }
            var bitmap = Bitmap(width: 24, height: 24)
            bitmap.fill(path: polygonPath(pts), color: .black)
            var worst = 0.0
            for y in 0..<24 {
                for x in 0..<24 {
                    let exact = exactPixelCoverage(pts, x, y) * 255
                    worst = max(worst, abs(Double(bitmap[x, y].a) - exact))
                }
            }
            // 0.5 from 8-bit rounding plus float accumulation noise.
            #expect(worst <= 0.51, "triangle \(pts): worst error \(worst)/255")
        }
    }

    @Test("Shape larger than the bitmap fills it exactly; clipping at every edge")
    func clipping() {
        var bitmap = Bitmap(width: 10, height: 8)
        bitmap.fill(path: .rectangle(x: -5, y: -5, width: 30, height: 30), color: .red)
        #expect(bitmap.pixels.allSatisfy { $0 == .red })

        // A square hanging off the left/top and one off the right/bottom.
        var b2 = Bitmap(width: 10, height: 10)
        b2.fill(path: .rectangle(x: -3, y: -3, width: 5, height: 5), color: .red)
        b2.fill(path: .rectangle(x: 8, y: 8, width: 5, height: 5), color: .blue)
        #expect(b2.coverageSum == 8)
        #expect(b2[0, 0] == .red && b2[1, 1] == .red && b2[2, 2] == .clear)
        #expect(b2[9, 9] == .blue && b2[8, 8] == .blue && b2[7, 7] == .clear)
    }

    @Test("Huge finite coordinates are clipped exactly, not approximated")
    func hugeCoordinates() {
        var bitmap = Bitmap(width: 10, height: 10)
        bitmap.fill(path: .rectangle(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: .red)
        #expect(bitmap.pixels.allSatisfy { $0 == .red })

        // Triangle with far-away vertices whose long edge is the diagonal
        // y = x through the bitmap: pixels below the diagonal are covered.
        var tri = Bitmap(width: 10, height: 10)
        tri.fill(
            path: polygonPath([RasterPoint(-1e15, -1e15), RasterPoint(1e15, 1e15), RasterPoint(-1e15, 1e15)]),
            color: .black)
        for y in 0..<10 {
            for x in 0..<10 {
                let expected: UInt8 = x < y ? 255 : (x == y ? 128 : 0)
                #expect(abs(Int(tri[x, y].a) - Int(expected)) <= 1, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("NaN / infinite / absurd paths never crash and draw nothing invalid")
    func robustness() {
        var bitmap = Bitmap(width: 16, height: 16)
        let nan = Double.nan, inf = Double.infinity
        bitmap.fill(path: polygonPath([RasterPoint(1, 1), RasterPoint(nan, 5), RasterPoint(5, 9)]), color: .red)
        bitmap.fill(path: polygonPath([RasterPoint(1, 1), RasterPoint(inf, 5), RasterPoint(5, 9)]), color: .red)
        bitmap.fill(
            path: polygonPath([RasterPoint(-inf, -inf), RasterPoint(inf, 5), RasterPoint(5, inf)]), color: .red)
        #expect(bitmap.pixels.allSatisfy { $0 == .clear })

        // Curves with extreme control points: bounded work, no crash.
        var wild = RasterPath()
        wild.move(to: RasterPoint(8, 8))
        wild.curve(to: RasterPoint(9, 9), control1: RasterPoint(1e300, -1e300), control2: RasterPoint(-1e300, 1e300))
        wild.quad(to: RasterPoint(2, 14), control: RasterPoint(-1.7e308, 1.7e308))
        wild.line(to: RasterPoint(1.7e308, -1.7e308))
        wild.close()
        bitmap.fill(path: wild, color: .red)
        bitmap.fill(path: wild, color: .red, rule: .evenOdd)
        #expect(bitmap.pixels.allSatisfy { $0.a >= $0.r })

        // Degenerate inputs.
        bitmap = Bitmap(width: 16, height: 16)
        bitmap.fill(path: RasterPath(), color: .red)
        bitmap.fill(path: polygonPath([RasterPoint(3, 3), RasterPoint(3, 3), RasterPoint(3, 3)]), color: .red)
        bitmap.fill(path: polygonPath([RasterPoint(1, 1), RasterPoint(9, 9), RasterPoint(5, 5)]), color: .red)
        #expect(bitmap.pixels.allSatisfy { $0 == .clear })
        var empty = Bitmap(width: 0, height: 0)
        empty.fill(path: .rectangle(x: 0, y: 0, width: 5, height: 5), color: .red)
        #expect(empty.pixels.isEmpty)
        // Invalid tolerance falls back to the default.
        bitmap.fill(path: .circle(center: RasterPoint(8, 8), radius: 5), color: .red, tolerance: -1)
        #expect(abs(bitmap.coverageSum - 25 * Double.pi) < 0.5)
    }

    @Test("Flattening respects the tolerance and caps segment counts")
    func flattening() {
        var path = RasterPath()
        let p0 = RasterPoint(0, 0), c = RasterPoint(50, 100), p2 = RasterPoint(100, 0)
        path.move(to: p0)
        path.quad(to: p2, control: c)
        let lines = PathFlattener.flatten(path, tolerance: 0.1)
        #expect(lines.count == 1)
        let pts = lines[0].points
        #expect(pts.count > 10 && pts.count < 100)
        // Every curve point is within the tolerance of the polyline.
        for i in 0...1000 {
            let t = Double(i) / 1000
            let q = p0 * ((1 - t) * (1 - t)) + c * (2 * t * (1 - t)) + p2 * (t * t)
            var best = Double.infinity
            for j in 1..<pts.count {
                let a = pts[j - 1], b = pts[j], ab = b - a
                let u = max(0, min(1, (q - a).dot(ab) / ab.dot(ab)))
                best = min(best, (q - a.lerp(b, u)).length)
            }
            #expect(best <= 0.1 + 1e-9)
        }
        var huge = RasterPath()
        huge.move(to: .zero)
        huge.curve(to: RasterPoint(1, 0), control1: RasterPoint(1e200, 1e200), control2: RasterPoint(-1e200, 1e200))
        #expect(PathFlattener.flatten(huge)[0].points.count == PathFlattener.maxSegmentsPerCurve + 1)
    }

    @Test("Source-over compositing of translucent colors")
    func compositing() {
        var bitmap = Bitmap(width: 4, height: 4, fill: .blue)
        bitmap.fill(path: .rectangle(x: 0, y: 0, width: 4, height: 4), color: RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(bitmap[1, 1] == RGBA8(r: 128, g: 0, b: 127, a: 255))

        var clear = Bitmap(width: 2, height: 2)
        clear.fill(path: .rectangle(x: 0, y: 0, width: 2, height: 2), color: RGBA8(r: 255, g: 255, b: 255, a: 51))
        #expect(clear[0, 0] == RGBA8(r: 51, g: 51, b: 51, a: 51))  // premultiplied storage
        #expect(clear.straightPixel(x: 0, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 51))

        // Half coverage of a half-transparent color.
        var half = Bitmap(width: 2, height: 1)
        half.fill(path: .rectangle(x: 0.5, y: 0, width: 1, height: 1), color: RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(half[0, 0].a == 64)
    }

    @Test("Premultiply/unpremultiply round trip is exact for every valid pixel")
    func premultiplyRoundTrip() {
        for a in 0...255 {
            for c in 0...a {
                let p = RGBA8(r: UInt8(c), g: UInt8(a - c), b: UInt8(c / 2), a: UInt8(a))
                #expect(p.unpremultiplied().premultiplied() == p || a == 0)
            }
        }
    }

    @Test("Transforms map paths before rasterization")
    func transformed() {
        let square = RasterPath.rectangle(x: 0, y: 0, width: 2, height: 2)
        let t = RasterTransform.scale(x: 3, y: 2).concatenating(.translation(x: 4, y: 5))
        var bitmap = Bitmap(width: 16, height: 16)
        bitmap.fill(path: square.transformed(by: t), color: .red)
        #expect(bitmap.coverageSum == 24)
        #expect(bitmap[4, 5] == .red && bitmap[9, 8] == .red && bitmap[10, 8] == .clear)
        let rotated = RasterPath.rectangle(x: -2, y: -2, width: 4, height: 4)
            .transformed(by: RasterTransform.rotation(radians: .pi / 4).concatenating(.translation(x: 8, y: 8)))
        var b2 = Bitmap(width: 16, height: 16)
        b2.fill(path: rotated, color: .red)
        #expect(abs(b2.coverageSum - 16) < 0.02)
    }
}
