import Testing
@testable import PlumbRender

@Suite("Stroker")
struct RasterStrokeTests {
    /// Pixels of the 1-px ring around (2.5, 2.5)–(12.5, 12.5).
    static func onRing(_ x: Int, _ y: Int) -> Bool {
        ((x == 2 || x == 12) && (2...12).contains(y)) || ((y == 2 || y == 12) && (2...12).contains(x))
    }

    @Test("1-px miter stroke of a half-pixel-aligned rectangle lights exactly the ring")
    func rectangleStroke() {
        var bitmap = Bitmap(width: 16, height: 16)
        bitmap.stroke(
            path: .rectangle(x: 2.5, y: 2.5, width: 10, height: 10), color: .red,
            style: RasterStrokeStyle(lineWidth: 1))
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(bitmap[x, y] == (Self.onRing(x, y) ? .red : .clear), "pixel (\(x), \(y))")
            }
        }
        #expect(bitmap.coverageSum == 40)
    }

    @Test("Counter-clockwise rectangle strokes identically")
    func reversedRectangle() {
        let path = polygonPath([
            RasterPoint(2.5, 2.5), RasterPoint(2.5, 12.5), RasterPoint(12.5, 12.5), RasterPoint(12.5, 2.5),
        ])
        var bitmap = Bitmap(width: 16, height: 16)
        bitmap.stroke(path: path, color: .red)
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(bitmap[x, y] == (Self.onRing(x, y) ? .red : .clear), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("Bevel and round joins cut the outer corner by the expected area")
    func joins() {
        var bevel = Bitmap(width: 16, height: 16)
        bevel.stroke(
            path: .rectangle(x: 2.5, y: 2.5, width: 10, height: 10), color: .black,
            style: RasterStrokeStyle(lineWidth: 1, lineJoin: .bevel))
        // Corner pixel loses the triangle (2,2)-(2.5,2)-(2,2.5): 1/8.
        for (x, y) in [(2, 2), (12, 2), (2, 12), (12, 12)] {
            #expect(abs(Int(bevel[x, y].a) - 223) <= 1, "bevel corner (\(x), \(y)) \(bevel[x, y].a)")
        }
        #expect(bevel[7, 2] == .black && bevel[2, 7] == .black && bevel[3, 3] == .clear)

        var round = Bitmap(width: 16, height: 16)
        round.stroke(
            path: .rectangle(x: 2.5, y: 2.5, width: 10, height: 10), color: .black,
            style: RasterStrokeStyle(lineWidth: 1, lineJoin: .round))
        // Corner pixel: 1 − (0.25 − π/16) ≈ 0.946 → 241.
        for (x, y) in [(2, 2), (12, 2), (2, 12), (12, 12)] {
            #expect(abs(Int(round[x, y].a) - 241) <= 2, "round corner (\(x), \(y)) \(round[x, y].a)")
        }
    }

    @Test("Miter limit: a sharp spike is beveled, a blunt one is mitered")
    func miterLimit() {
        // Interior angle ~11.4°: miter ratio ≈ 10.05 > 10 → bevel.
        let sharp = polygonPath([RasterPoint(4, 20), RasterPoint(36, 23.2), RasterPoint(4, 26.4)])
        let outline = RasterStroker.outline(of: sharp, style: RasterStrokeStyle(lineWidth: 2))
        let maxX = outline.controlPointBounds!.maxX
        #expect(maxX < 37.1, "beveled tip at \(maxX)")
        let mitered = RasterStroker.outline(of: sharp, style: RasterStrokeStyle(lineWidth: 2, miterLimit: 11))
        #expect(mitered.controlPointBounds!.maxX > 45, "mitered tip reaches ~10 px past the vertex")
    }

    @Test("Open path: butt, square and round caps")
    func caps() {
        var path = RasterPath()
        path.move(x: 3, y: 5)
        path.line(x: 13, y: 5)
        var butt = Bitmap(width: 16, height: 10)
        butt.stroke(path: path, color: .red, style: RasterStrokeStyle(lineWidth: 2))
        for y in 0..<10 {
            for x in 0..<16 {
                let on = (3..<13).contains(x) && (4..<6).contains(y)
                #expect(butt[x, y] == (on ? .red : .clear), "butt (\(x), \(y))")
            }
        }
        var square = Bitmap(width: 16, height: 10)
        square.stroke(path: path, color: .red, style: RasterStrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.coverageSum == 24)
        #expect(square[2, 4] == .red && square[13, 5] == .red && square[14, 5] == .clear)

        var round = Bitmap(width: 16, height: 10)
        round.stroke(path: path, color: .red, style: RasterStrokeStyle(lineWidth: 2, lineCap: .round))
        let expected = 20 + Double.pi  // rectangle plus two half discs of radius 1
        #expect(abs(round.coverageSum - expected) / expected < 0.005)
    }

    @Test("Circle stroke covers the annulus area")
    func circleStroke() {
        var bitmap = Bitmap(width: 32, height: 32)
        bitmap.stroke(
            path: .circle(center: RasterPoint(16, 16), radius: 8), color: .white,
            style: RasterStrokeStyle(lineWidth: 2))
        let expected = Double.pi * (81 - 49)
        #expect(abs(bitmap.coverageSum - expected) / expected < 0.005, "\(bitmap.coverageSum)")
        #expect(bitmap[16, 16] == .clear)
        #expect(bitmap[23, 16] == .white && bitmap[24, 16].a > 245)
        #expect(bitmap[16, 23] == .white && bitmap[16, 8] == .white)
    }

    @Test("Rounded rectangle stroke: perimeter × width, mirror symmetric")
    func roundedRectStroke() {
        var bitmap = Bitmap(width: 32, height: 32)
        let path = RasterPath.roundedRectangle(RasterRect(x: 4, y: 4, width: 24, height: 24), cornerRadius: 6)
        bitmap.stroke(path: path, color: .white, style: RasterStrokeStyle(lineWidth: 1.5))
        let perimeter = 4 * 12 + 2 * Double.pi * 6
        let expected = perimeter * 1.5
        #expect(abs(bitmap.coverageSum - expected) / expected < 0.005, "\(bitmap.coverageSum) vs \(expected)")
        var asymmetry = 0
        for y in 0..<32 {
            for x in 0..<32 {
                asymmetry = max(asymmetry, abs(Int(bitmap[x, y].a) - Int(bitmap[31 - x, y].a)))
                asymmetry = max(asymmetry, abs(Int(bitmap[x, y].a) - Int(bitmap[x, 31 - y].a)))
            }
        }
        #expect(asymmetry <= 1)
        // The 1.5 px stroke centred on y = 4 spans [3.25, 4.75]: 0.75 of rows 3 and 4.
        #expect(bitmap[16, 16] == .clear && bitmap[16, 2] == .clear && bitmap[16, 5] == .clear)
        #expect(abs(Int(bitmap[16, 4].a) - 191) <= 1 && abs(Int(bitmap[16, 3].a) - 191) <= 1)
    }

    @Test("Stroke wider than the curvature radius leaves no holes")
    func thickStrokeOnTightCurve() {
        var bitmap = Bitmap(width: 32, height: 32)
        bitmap.stroke(
            path: .circle(center: RasterPoint(16, 16), radius: 3), color: .white,
            style: RasterStrokeStyle(lineWidth: 8))
        // Outline is a disc of radius 7.
        let expected = Double.pi * 49
        #expect(abs(bitmap.coverageSum - expected) / expected < 0.01, "\(bitmap.coverageSum)")
        for y in 12..<20 {
            for x in 12..<20 {
                #expect(bitmap[x, y] == .white, "hole at (\(x), \(y))")
            }
        }
    }

    @Test("Ellipse stroke with round joins; dots; degenerate and invalid input")
    func misc() {
        var ellipse = Bitmap(width: 40, height: 24)
        ellipse.stroke(
            path: .ellipse(in: RasterRect(x: 4, y: 4, width: 32, height: 16)), color: .white,
            style: RasterStrokeStyle(lineWidth: 1, lineJoin: .round))
        // Ellipse perimeter (Ramanujan) × width.
        let a = 16.0, b = 8.0
        let h = (a - b) * (a - b) / ((a + b) * (a + b))
        let perimeter = Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
        #expect(abs(ellipse.coverageSum - perimeter) / perimeter < 0.01)

        var dotPath = RasterPath()
        dotPath.move(x: 8, y: 8)
        dotPath.close()
        var dot = Bitmap(width: 16, height: 16)
        dot.stroke(path: dotPath, color: .white, style: RasterStrokeStyle(lineWidth: 4, lineCap: .round))
        // Inscribed polygon of a radius-2 circle: ~1% light (≈ 4·tol / 3r).
        #expect(abs(dot.coverageSum - 4 * Double.pi) / (4 * Double.pi) < 0.015)
        var noDot = Bitmap(width: 16, height: 16)
        noDot.stroke(path: dotPath, color: .white, style: RasterStrokeStyle(lineWidth: 4))
        #expect(noDot.coverageSum == 0)

        var bad = Bitmap(width: 16, height: 16)
        bad.stroke(
            path: .rectangle(x: 2, y: 2, width: 5, height: 5), color: .white,
            style: RasterStrokeStyle(lineWidth: .nan))
        bad.stroke(
            path: .rectangle(x: 2, y: 2, width: 5, height: 5), color: .white,
            style: RasterStrokeStyle(lineWidth: -3))
        bad.stroke(path: .rectangle(x: 2, y: .infinity, width: 5, height: 5), color: .white)
        bad.stroke(
            path: .rectangle(x: -1e300, y: -1e300, width: 2e300, height: 1e300), color: .white,
            style: RasterStrokeStyle(lineWidth: 1e300))
        bad.stroke(
            path: .rectangle(x: 2, y: 2, width: 0, height: 0), color: .white,
            style: RasterStrokeStyle(lineWidth: 1, lineJoin: .round))
        #expect(bad.pixels.allSatisfy { $0.a >= $0.r })

        // Zero-height rectangle strokes as a line segment with joins.
        var flat = Bitmap(width: 16, height: 16)
        flat.stroke(
            path: .rectangle(x: 2, y: 8, width: 10, height: 0), color: .white,
            style: RasterStrokeStyle(lineWidth: 2))
        #expect(flat.coverageSum == 20)
    }
}
