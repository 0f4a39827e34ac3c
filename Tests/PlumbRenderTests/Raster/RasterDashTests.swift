import Testing
@testable import PlumbRender

/// Dashing as CoreGraphics and SVG dash: on/off lengths from the phase, restarting at each
/// subpath, running through a closed subpath's closing edge.
@Suite("Dasher")
struct RasterDashTests {
    func line(_ points: [(Double, Double)], closed: Bool = false) -> [RasterPolyline] {
        [RasterPolyline(points: points.map { RasterPoint(x: $0.0, y: $0.1) }, isClosed: closed)]
    }

    func spans(_ polylines: [RasterPolyline]) -> [[Double]] {
        polylines.map { $0.points.map(\.x) }
    }

    @Test("[4, 2] along 0...15: dashes 0-4, 6-10, 12-15")
    func pattern() {
        let dashes = RasterDasher.dash(line([(0, 0), (15, 0)]), pattern: [4, 2], phase: 0)
        #expect(spans(dashes) == [[0, 4], [6, 10], [12, 15]])
        #expect(dashes.allSatisfy { !$0.isClosed })
    }

    @Test("A phase of 3 starts 3 into the pattern; a negative phase wraps (-1 is 5)")
    func phase() {
        #expect(
            spans(RasterDasher.dash(line([(0, 0), (12, 0)]), pattern: [4, 2], phase: 3)) == [
                [0, 1], [3, 7], [9, 12],
            ])
        #expect(spans(RasterDasher.dash(line([(0, 0), (12, 0)]), pattern: [4, 2], phase: -1)) == [[1, 5], [7, 11]])
    }

    @Test("An odd pattern repeats: [3] is 3 on, 3 off")
    func oddPattern() {
        #expect(spans(RasterDasher.dash(line([(0, 0), (10, 0)]), pattern: [3], phase: 0)) == [[0, 3], [6, 9]])
    }

    @Test("A dash turning a corner keeps the corner vertex (it gets a join)")
    func corner() {
        let dashes = RasterDasher.dash(line([(0, 0), (5, 0), (5, 5)]), pattern: [7, 1], phase: 0)
        #expect(dashes.count == 2)
        #expect(dashes[0].points == [RasterPoint(x: 0, y: 0), RasterPoint(x: 5, y: 0), RasterPoint(x: 5, y: 2)])
    }

    @Test("A closed square is dashed through its closing edge")
    func closed() {
        let dashes = RasterDasher.dash(
            line([(0, 0), (4, 0), (4, 4), (0, 4)], closed: true), pattern: [3, 1], phase: 0)
        #expect(dashes.count == 4)
        #expect(dashes[3].points == [RasterPoint(x: 0, y: 4), RasterPoint(x: 0, y: 1)])
    }

    @Test("Invalid patterns draw solid: empty, all zero, negative")
    func invalid() {
        let solid = line([(0, 0), (10, 0)])
        #expect(RasterDasher.dash(solid, pattern: [], phase: 0) == solid)
        #expect(RasterDasher.dash(solid, pattern: [0, 0], phase: 0) == solid)
        #expect(RasterDasher.dash(solid, pattern: [4, -1], phase: 0) == solid)
    }
}
