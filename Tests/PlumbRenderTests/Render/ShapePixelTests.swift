import Foundation
import Plumb
import Testing

/// Shapes drawn: stroke styles (dashes, phase, caps, joins, miter limit), even-odd fills,
/// trim, arcs, uneven corners, insets and strokeBorder, at pixels whose coverage is known.
/// Each scene fills its canvas, so shape coordinates are canvas points; scale 1.
struct ShapePixelTests {
    static let black = [0, 0, 0, 255], white = [255, 255, 255, 255]

    func picture(_ code: String, _ width: CGFloat, _ height: CGFloat) throws -> Bitmap {
        try Scene(code, canvas: CGSize(width: width, height: height), scale: 1).bitmap(scale: 1)
    }

    /// Neither the stroke's colour nor the canvas: an anti-aliased edge.
    func partial(_ pixel: [Int]) -> Bool { pixel != Self.black && pixel != Self.white }

    func line(_ style: String, from x0: Int = 0, to x1: Int = 40) -> String {
        """
        Path { p in
            p.move(to: CGPoint(x: \(x0), y: 10))
            p.addLine(to: CGPoint(x: \(x1), y: 10))
        }
        .stroke(Color.black, style: StrokeStyle(\(style)))
        .frame(width: 40, height: 20)
        """
    }

    @Test("dash [4, 2]: 4 points drawn, 2 skipped, from the line's start (CoreGraphics' and SVG's dashing)")
    func dash() throws {
        let b = try picture(line("lineWidth: 2, dash: [4, 2]"), 40, 20)
        #expect(rgba(b, 0, 9) == Self.black && rgba(b, 3, 10) == Self.black)  // 0...4
        #expect(rgba(b, 4, 9) == Self.white && rgba(b, 5, 10) == Self.white)  // gap 4...6
        #expect(rgba(b, 6, 9) == Self.black && rgba(b, 9, 10) == Self.black)  // 6...10
        #expect(rgba(b, 10, 9) == Self.white)
        #expect(rgba(b, 3, 8) == Self.white && rgba(b, 3, 11) == Self.white)  // 2 points wide: y 9...11
    }

    @Test("dashPhase 3 starts 3 points into the pattern: 0-1 drawn, 1-3 skipped, 3-7 drawn")
    func dashPhase() throws {
        let b = try picture(line("lineWidth: 2, dash: [4, 2], dashPhase: 3"), 40, 20)
        #expect(rgba(b, 0, 9) == Self.black)
        #expect(rgba(b, 1, 9) == Self.white && rgba(b, 2, 9) == Self.white)
        #expect(rgba(b, 3, 9) == Self.black && rgba(b, 6, 9) == Self.black)
        #expect(rgba(b, 7, 9) == Self.white)
    }

    @Test("line caps: butt ends at the point, square extends half the width, round is a half disc")
    func caps() throws {
        // A 4-point line from x 10 to 30 at y 10: y 8...12.
        let butt = try picture(line("lineWidth: 4, lineCap: .butt", from: 10, to: 30), 40, 20)
        let square = try picture(line("lineWidth: 4, lineCap: .square", from: 10, to: 30), 40, 20)
        let round = try picture(line("lineWidth: 4, lineCap: .round", from: 10, to: 30), 40, 20)
        #expect(rgba(butt, 10, 8) == Self.black && rgba(butt, 9, 10) == Self.white && rgba(butt, 8, 8) == Self.white)
        #expect(
            rgba(square, 8, 8) == Self.black && rgba(square, 8, 11) == Self.black && rgba(square, 7, 10) == Self.white)
        #expect(rgba(square, 31, 8) == Self.black && rgba(square, 32, 10) == Self.white)
        // The disc of radius 2 round (10, 10): pixel 8,8 is its corner, cut; 9,9 inside it.
        #expect(partial(rgba(round, 8, 8)))
        #expect(rgba(round, 9, 9) != Self.white && rgba(round, 7, 10) == Self.white)
    }

    func corner(_ style: String) -> String {
        """
        Path { p in
            p.move(to: CGPoint(x: 10, y: 30))
            p.addLine(to: CGPoint(x: 30, y: 30))
            p.addLine(to: CGPoint(x: 30, y: 10))
        }
        .stroke(Color.black, style: StrokeStyle(\(style)))
        .frame(width: 40, height: 40)
        """
    }

    @Test(
        "line joins at a right angle 6 wide: miter fills the corner to (33, 33), bevel cuts x + y = 63, round is an arc"
    )
    func joins() throws {
        let miter = try picture(corner("lineWidth: 6, lineJoin: .miter"), 40, 40)
        let bevel = try picture(corner("lineWidth: 6, lineJoin: .bevel"), 40, 40)
        let round = try picture(corner("lineWidth: 6, lineJoin: .round"), 40, 40)
        #expect(rgba(miter, 32, 32) == Self.black && rgba(miter, 33, 33) == Self.white)
        #expect(rgba(bevel, 32, 32) == Self.white && rgba(bevel, 30, 30) == Self.black && partial(rgba(bevel, 31, 31)))
        #expect(partial(rgba(round, 32, 32)))  // the arc of radius 3 round (30, 30) cuts pixel 32,32
        #expect(rgba(round, 31, 31) == Self.black)
        for b in [miter, bevel, round] { #expect(rgba(b, 20, 28) == Self.black && rgba(b, 20, 26) == Self.white) }
    }

    @Test("miterLimit: a right angle's miter is √2 the width; a limit of 1.4 bevels it, 1.5 keeps it")
    func miterLimit() throws {
        let beveled = try picture(corner("lineWidth: 6, lineJoin: .miter, miterLimit: 1.4"), 40, 40)
        let mitered = try picture(corner("lineWidth: 6, lineJoin: .miter, miterLimit: 1.5"), 40, 40)
        #expect(rgba(beveled, 32, 32) == Self.white)
        #expect(rgba(mitered, 32, 32) == Self.black)
    }

    @Test("FillStyle(eoFill: true): a square inside another of the same direction is a hole; non-zero fills it")
    func evenOdd() throws {
        func rings(_ fill: String) -> String {
            """
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
                p.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
            .fill(Color.black\(fill))
            .frame(width: 30, height: 30)
            """
        }
        let eo = try picture(rings(", style: FillStyle(eoFill: true)"), 30, 30)
        let nonZero = try picture(rings(""), 30, 30)
        #expect(rgba(eo, 15, 15) == Self.white && rgba(eo, 5, 5) == Self.black && rgba(eo, 10, 10) == Self.white)
        #expect(rgba(nonZero, 15, 15) == Self.black)
    }

    @Test("trim(from: 0, to: 0.5) of a square fills the triangle of its top and right edges")
    func trim() throws {
        let b = try picture("Rectangle().trim(from: 0, to: 0.5).fill(Color.black).frame(width: 40, height: 40)", 40, 40)
        #expect(rgba(b, 35, 4) == Self.black)
        #expect(rgba(b, 4, 35) == Self.white)
        #expect(partial(rgba(b, 20, 20)))  // on the diagonal
        let ring = try picture(
            "Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 2).frame(width: 40, height: 40)", 40, 40)
        // 3 to 6 o'clock: the right point (39, 20) and bottom (20, 39) drawn, left and top not.
        #expect(rgba(ring, 38, 20) != Self.white && rgba(ring, 20, 38) != Self.white)
        #expect(rgba(ring, 1, 20) == Self.white && rgba(ring, 20, 1) == Self.white)
    }

    @Test("addArc from 0° to 90° clockwise: true is the three-quarter arc through the top, on screen")
    func arc() throws {
        let b = try picture(
            """
            Path { p in
                p.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
            }
            .stroke(Color.black, lineWidth: 2)
            .frame(width: 40, height: 40)
            """, 40, 40)
        #expect(rgba(b, 19, 9)[0] < 128 && rgba(b, 9, 19)[0] < 128)  // the top and the left of the circle
        #expect(rgba(b, 27, 27) == Self.white)  // the bottom-right quarter is not drawn
        #expect(rgba(b, 12, 12)[0] < 128)  // the top-left is
    }

    @Test("UnevenRoundedRectangle: a 20-point top-leading corner is cut, the other corners square")
    func unevenCorners() throws {
        let b = try picture(
            "UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).fill(Color.black).frame(width: 40, height: 40)",
            40, 40)
        #expect(rgba(b, 1, 1) == Self.white && rgba(b, 4, 4) == Self.white)
        #expect(rgba(b, 39, 0) == Self.black && rgba(b, 39, 39) == Self.black && rgba(b, 0, 39) == Self.black)
        #expect(rgba(b, 10, 10) == Self.black)  // inside the arc round (20, 20)
    }

    @Test("strokeBorder draws inside the frame (an inset stroke); stroke centres on the edge")
    func strokeBorder() throws {
        let border = try picture(
            "Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20)", 20, 20)
        let centred = try picture("Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20)", 20, 20)
        #expect(
            rgba(border, 0, 10) == Self.black && rgba(border, 3, 10) == Self.black && rgba(border, 4, 10) == Self.white)
        #expect(rgba(centred, 1, 10) == Self.black && rgba(centred, 2, 10) == Self.white)
        let rounded = try picture(
            "RoundedRectangle(cornerRadius: 8, style: .circular).strokeBorder(Color.black, lineWidth: 2).frame(width: 30, height: 20)",
            30, 20)
        #expect(rgba(rounded, 15, 0) == Self.black && rgba(rounded, 15, 2) == Self.white)
        #expect(rgba(rounded, 0, 0) == Self.white)  // the corner stays round: concentric inset
    }

    @Test("inset(by:) draws the shape in its inset frame")
    func inset() throws {
        let b = try picture("Circle().inset(by: 5).fill(Color.black).frame(width: 40, height: 40)", 40, 40)
        #expect(rgba(b, 3, 20) == Self.white && rgba(b, 6, 20) == Self.black && rgba(b, 36, 20) == Self.white)
    }

    @Test("A custom Shape draws its path(in:) in its own frame, wherever it is laid out")
    func customShapeInPlace() throws {
        let b = try picture(
            """
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: .zero)
                    p.addLine(to: CGPoint(x: rect.width, y: 0))
                    p.addLine(to: CGPoint(x: 0, y: rect.height))
                    p.closeSubpath()
                    return p
                }
            }
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) { Color.clear.frame(width: 20); Wedge().fill(Color.black).frame(width: 20, height: 20) }
                }
            }
            """, 40, 20)
        #expect(rgba(b, 21, 1) == Self.black)  // the wedge starts at its frame's origin, x 20
        #expect(rgba(b, 1, 1) == Self.white)
        #expect(rgba(b, 38, 18) == Self.white)
    }

    @Test("SVG writes the stroke style and the fill rule as SVG's attributes")
    func svgAttributes() throws {
        let scene = try Scene(
            """
            VStack(spacing: 0) {
                Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))
                Path { p in
                    p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                    p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                }
                .fill(Color.black, style: FillStyle(eoFill: true))
            }
            """, canvas: CGSize(width: 40, height: 40), scale: 1)
        let svg = SVGWriter().document(scene.list())
        #expect(svg.contains(#"stroke-linecap="round""#) && svg.contains(#"stroke-linejoin="bevel""#))
        #expect(svg.contains(#"stroke-dasharray="4 2""#) && svg.contains(#"stroke-dashoffset="1""#))
        #expect(svg.contains(#"fill-rule="evenodd""#))
    }

    @Test(
        "ContainerRelativeShape takes the container's shape, inset concentrically: a 12-point corner is 8 points 4 in")
    func containerRelative() throws {
        let b = try picture(
            """
            ContainerRelativeShape().fill(Color.black).padding(4)
                .frame(width: 60, height: 40)
                .containerShape(RoundedRectangle(cornerRadius: 12, style: .circular))
            """, 60, 40)
        // Radius 8 round (12, 12): pixel 7,7 is inside it; 5,5 outside. (Radius 12 would cut 7,7.)
        #expect(rgba(b, 7, 7) == Self.black)
        #expect(rgba(b, 5, 5) == Self.white)
        #expect(rgba(b, 30, 4) == Self.black && rgba(b, 30, 3) == Self.white)
        // Without a container shape: a rectangle, its corner square.
        let plain = try picture(
            "ContainerRelativeShape().fill(Color.black).padding(4).frame(width: 60, height: 40)", 60, 40)
        #expect(rgba(plain, 4, 4) == Self.black && rgba(plain, 3, 3) == Self.white)
    }

    @Test(
        "ConcentricRectangle: inside a container shape, the container's corner inset; outside one, its minimum radius; .fixed its radius; the shape shorthands"
    )
    func concentricRectangle() throws {
        let inside = try picture(
            """
            ConcentricRectangle(corners: .concentric(minimum: 2), isUniform: true).fill(Color.black).padding(4)
                .frame(width: 60, height: 40)
                .containerShape(.rect(cornerRadius: 12, style: .circular))
            """, 60, 40)
        // As ContainerRelativeShape: radius 8 round (12, 12).
        #expect(rgba(inside, 7, 7) == Self.black)
        #expect(rgba(inside, 5, 5) == Self.white)
        let alone = try picture(
            "ConcentricRectangle(corners: .concentric(minimum: 10)).fill(Color.black).frame(width: 60, height: 40)",
            60, 40)
        // A 10-point corner: (1, 1) outside it, (4, 4) inside (continuous corners bulge less
        // than circular ones, so nearer the corner is left out).
        #expect(rgba(alone, 1, 1) == Self.white)
        #expect(rgba(alone, 5, 5) == Self.black)
        #expect(rgba(alone, 30, 0) == Self.black)
        let fixed = try picture(
            "ConcentricRectangle(corners: .fixed(0)).fill(Color.black).frame(width: 60, height: 40)", 60, 40)
        #expect(rgba(fixed, 0, 0) == Self.black)
        let capsule = try picture("Color.black.clipShape(.capsule).frame(width: 60, height: 20)", 60, 20)
        #expect(rgba(capsule, 1, 1) == Self.white && rgba(capsule, 30, 1) == Self.black)
    }

    @Test("a scroll view clips its content to its bounds; under scrollClipDisabled() it does not")
    func scrollClipping() throws {
        let code = """
            ScrollView(.horizontal) {
                Color.black.frame(width: 30, height: 10).offset(y: 12)
            }
            .frame(width: 20, height: 10)
            .frame(width: 40, height: 40)
            """
        // The scroll view spans x 10...30, y 15...25; its content, 30 wide, drawn 12 lower.
        let clipped = try picture(code, 40, 40)
        #expect(rgba(clipped, 15, 30) == Self.white)
        let free = try picture(
            code.replacingOccurrences(
                of: ".frame(width: 20, height: 10)", with: ".frame(width: 20, height: 10).scrollClipDisabled()"), 40, 40
        )
        #expect(rgba(free, 15, 30) == Self.black)
        #expect(rgba(free, 35, 30) == Self.black)
    }

    @Test(
        "clipShape calls a custom shape's path(in:) with its bounds, origin zero, as fills do: a path written from 0 clips where the view is"
    )
    func clipShapeInLocalSpace() throws {
        // The shape draws its top-left quarter from (0, 0), not from rect.minX/minY (Canvas's
        // SmoothRoundedRectangle starts at y: 0); the clipped view sits 20 points down and right.
        let b = try picture(
            """
            struct TopLeft: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
                }
            }
            struct V: View {
                var body: some View {
                    Color.black.frame(width: 20, height: 20).clipShape(TopLeft()).padding(.leading, 20).padding(.top, 20)
                        .frame(width: 40, height: 40, alignment: .topLeading)
                }
            }
            """, 40, 40)
        #expect(rgba(b, 25, 25) == Self.black)  // the quarter, moved to the view: 20...30
        #expect(rgba(b, 35, 35) == Self.white)  // clipped away
        #expect(rgba(b, 5, 5) == Self.white)  // not at the canvas's origin
    }
}
