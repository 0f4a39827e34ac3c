import Foundation
import PlumbCore
import Testing

@testable import PlumbRender

/// The SVG reader (Vectors/SVGImageReader.swift): sizes, shapes, paths, transforms and
/// styles of small files written here, with the exact paths and colours they become.
@Suite struct SVGImageReaderTests {
    private func read(_ svg: String) throws -> VectorImage {
        try #require(VectorImage(bytes: Array(svg.utf8)))
    }

    private let black = Color(red: 0, green: 0, blue: 0)

    @Test("a rect: the size from width/height, one fill of its rectangle in its colour")
    func rect() throws {
        let image = try read(
            #"<svg width="20" height="10"><rect x="1" y="2" width="5" height="3" fill='#00ff00'/></svg>"#)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(
            image.shapes == [
                VectorShape(
                    path: Path(CGRect(x: 1, y: 2, width: 5, height: 3)), operation: .fill(.nonZero),
                    color: Color(red: 0, green: 1, blue: 0))
            ])
    }

    @Test(
        "a <style> sheet's rules of simple selectors apply by specificity and order, after attributes and before style=\"\" (Illustrator's .cls-1; Digg's welcome image drew a black circle)"
    )
    func styleSheet() throws {
        let image = try read(
            #"""
            <svg width="10" height="10">
              <defs><style><![CDATA[
                /* Illustrator */
                .cls-1 { fill: #d4d9d4; }
                rect { fill: #ff0000 }
                rect.cls-2, #top { fill: #0000ff; }
                g .nested { fill: #00ff00 }
                @media print { rect { fill: #000 } }
                .cls-3:hover { fill: #000 }
              ]]></style></defs>
              <circle class="cls-1" cx="5" cy="5" r="2"/>
              <rect width="1" height="1" fill="#00ff00"/>
              <rect class="cls-2 cls-1" width="2" height="2"/>
              <rect id="top" class="cls-1" width="3" height="3"/>
              <rect class="cls-1" width="4" height="4" style="fill: #000000"/>
              <rect class="cls-3 nested" width="5" height="5"/>
            </svg>
            """#)
        let grey = Color(red: 0xd4 / 255.0, green: 0xd9 / 255.0, blue: 0xd4 / 255.0)
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // The circle by its class; the first rect by the element rule over its attribute; the
        // second by `rect.cls-2` (two) over `.cls-1` (one); the third by its id; the fourth by
        // its style attribute; the fifth by `rect` alone (the descendant and hover rules, and
        // the at-rule's block, are skipped).
        #expect(image.shapes.map(\.color) == [grey, red, blue, blue, black, red])
    }

    @Test("without width and height the view box is the size; with one, the other keeps its aspect ratio")
    func sizes() throws {
        #expect(
            try read(#"<svg viewBox="0 0 24 12"><rect width="1" height="1"/></svg>"#).size
                == CGSize(width: 24, height: 12))
        #expect(try read(#"<svg width="48" viewBox="0 0 24 12"/>"#).size == CGSize(width: 48, height: 24))
        #expect(try read(#"<svg width="30px" height="12pt"/>"#).size == CGSize(width: 30, height: 16))
        #expect(VectorImage(bytes: Array("<svg><rect width='1' height='1'/></svg>".utf8)) == nil)
    }

    @Test("path data: relative and absolute M L H V C S Q T Z, implicit linetos, numbers run together")
    func pathCommands() throws {
        let image = try read(
            #"<svg width="40" height="40"><path d="M1 1 2-1h4v2c1 0 2 1 2 2s1 2 2 2q1 1 2 0t2 0L30.5.5Z m1,1 l1,1"/></svg>"#
        )
        let p = { (x: Double, y: Double) in CGPoint(x: x, y: y) }
        var expected = Path()
        expected.move(to: p(1, 1))
        expected.addLine(to: p(2, -1))
        expected.addLine(to: p(6, -1))
        expected.addLine(to: p(6, 1))
        expected.addCurve(to: p(8, 3), control1: p(7, 1), control2: p(8, 2))
        // S reflects the last second control point (8, 2) through (8, 3).
        expected.addCurve(to: p(10, 5), control1: p(8, 4), control2: p(9, 5))
        expected.addQuadCurve(to: p(12, 5), control: p(11, 6))
        // T reflects (11, 6) through (12, 5).
        expected.addQuadCurve(to: p(14, 5), control: p(13, 4))
        expected.addLine(to: p(30.5, 0.5))
        expected.closeSubpath()
        // After Z the current point is the subpath's start, (1, 1).
        expected.move(to: p(2, 2))
        expected.addLine(to: p(3, 3))
        #expect(image.shapes.map(\.path) == [expected])
        #expect(image.shapes[0].color == black)
    }

    @Test("an arc: a half circle from (0, 0) to (10, 0) is two cubics through (5, -5), ending exactly at (10, 0)")
    func arc() throws {
        let image = try read(#"<svg width="10" height="10"><path d="M0 0A5 5 0 0 1 10 0"/></svg>"#)
        let elements = image.shapes[0].path.elements
        #expect(elements.count == 3)
        guard case .curve(let mid, let c1, _) = elements[1], case .curve(let end, _, let c4) = elements[2] else {
            Issue.record("expected two curves, got \(elements)")
            return
        }
        #expect(abs(mid.x - 5) < 1e-9 && abs(mid.y + 5) < 1e-9)
        #expect(end == CGPoint(x: 10, y: 0))
        // Control points at 4/3·tan(π/8)·5 = 2.7614 along the tangents.
        #expect(abs(c1.x - 0) < 1e-9 && abs(c1.y + 2.761423749) < 1e-6)
        #expect(abs(c4.x - 10) < 1e-9 && abs(c4.y + 2.761423749) < 1e-6)
    }

    @Test("transforms: a group's translate and scale, the view box scaled into the size")
    func transforms() throws {
        let image = try read(
            #"<svg width="40" height="20" viewBox="0 0 20 10"><g transform="translate(10 5) scale(2)"><rect width="1" height="1"/></g></svg>"#
        )
        // (0, 0) → scale 2 → translate → (10, 5) → view box ×2 → (20, 10); (1, 1) → (24, 14).
        #expect(image.shapes.map(\.path) == [Path(CGRect(x: 20, y: 10, width: 4, height: 4))])
        let rotated = try read(
            #"<svg width="10" height="10"><line x1="0" y1="0" x2="2" y2="0" stroke="red" transform="rotate(90 5 5)"/></svg>"#
        )
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 2))
        #expect(rotated.shapes.map(\.path) == [line])
        let matrix = try read(
            #"<svg width="10" height="10"><rect width="1" height="1" transform="matrix(1 0 0 1 3 4)"/></svg>"#)
        #expect(matrix.shapes.map(\.path) == [Path(CGRect(x: 3, y: 4, width: 1, height: 1))])
    }

    @Test("a meet view box in a wider size is centred; preserveAspectRatio none stretches")
    func aspect() throws {
        let meet = try read(#"<svg width="20" height="10" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#)
        #expect(meet.shapes.map(\.path) == [Path(CGRect(x: 5, y: 0, width: 10, height: 10))])
        let none = try read(
            #"<svg width="20" height="10" viewBox="0 0 10 10" preserveAspectRatio="none"><rect width="10" height="10"/></svg>"#
        )
        #expect(none.shapes.map(\.path) == [Path(CGRect(x: 0, y: 0, width: 20, height: 10))])
    }

    @Test("styles: inherited fill and stroke, style= winning over attributes, opacities multiplied, currentColor")
    func styles() throws {
        let image = try read(
            """
            <svg width="10" height="10">
              <g fill="blue" stroke='#f00' stroke-width="2" opacity="0.5" color="rgb(0, 128, 0)">
                <rect width="4" height="4" style="fill: lime; fill-opacity: .5; stroke: none"/>
                <circle cx="5" cy="5" r="2" fill="currentColor" fill-rule="evenodd" stroke-linecap="round"/>
              </g>
            </svg>
            """)
        #expect(image.shapes.count == 3)
        #expect(image.shapes[0].color == Color(red: 0, green: 1, blue: 0, opacity: 0.25))
        #expect(image.shapes[0].operation == .fill(.nonZero))
        #expect(image.shapes[1].color == Color(red: 0, green: 128 / 255, blue: 0, opacity: 0.5))
        #expect(image.shapes[1].operation == .fill(.evenOdd))
        #expect(image.shapes[2].color == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        #expect(
            image.shapes[2].operation == .stroke(StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: 4)))
        // The circle: four quarters from (7, 5), clockwise on screen.
        guard case .move(let start) = image.shapes[1].path.elements.first else { return }
        #expect(start == CGPoint(x: 7, y: 5))
        #expect(image.shapes[1].path.boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4))
    }

    @Test("a rounded rect, an ellipse, a polygon and a polyline")
    func basicShapes() throws {
        let image = try read(
            #"<svg width="20" height="20"><rect width="10" height="4" rx="2"/><ellipse cx="5" cy="5" rx="3" ry="1"/><polygon points="0,0 4,0 4,4"/><polyline points="1 1 2 2" fill="none" stroke="black"/></svg>"#
        )
        #expect(image.shapes.count == 4)
        #expect(image.shapes[0].path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(image.shapes[0].path.elements.first == .move(to: CGPoint(x: 2, y: 0)))
        #expect(image.shapes[1].path.boundingRect == CGRect(x: 2, y: 4, width: 6, height: 2))
        var polygon = Path()
        polygon.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
        polygon.closeSubpath()
        #expect(image.shapes[2].path == polygon)
        #expect(image.shapes[3].operation == .stroke(StrokeStyle(lineWidth: 1, miterLimit: 4)))
    }

    @Test("a gradient fill's colour is its first stop's; text, masks and filters draw nothing; use and clip-path work")
    func unsupported() throws {
        let image = try read(
            """
            <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><!-- comment -->
            <svg xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
              <defs>
                <linearGradient id="g"><stop offset="0" stop-color='#0000ff' stop-opacity="0.5"/><stop offset="1" stop-color="red"/></linearGradient>
                <linearGradient id="h" xlink:href='#g'/>
                <rect id="r" width="2" height="2"/>
                <clipPath id="c"><rect width="5" height="5"/></clipPath>
                <filter id="f"><feGaussianBlur stdDeviation="2"/></filter>
              </defs>
              <mask id="m"><rect width="10" height="10" fill="white"/></mask>
              <text x="1" y="5">Hi &amp; bye</text>
              <rect width="10" height="10" fill='url(#h)' mask="url(#m)" filter="url(#f)" clip-path="url(#c)"/>
              <use xlink:href='#r' x="3" y="3" fill="red"/>
            </svg>
            """)
        #expect(image.shapes.count == 2)
        #expect(image.shapes[0].color == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        #expect(image.shapes[0].gradient?.transform == CGAffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 0, ty: 0))
        #expect(image.shapes[0].clips == [Path(CGRect(x: 0, y: 0, width: 5, height: 5))])
        #expect(image.shapes[1].path == Path(CGRect(x: 3, y: 3, width: 2, height: 2)))
        #expect(image.shapes[1].color == Color(red: 1, green: 0, blue: 0))
    }

    @Test(
        "gradients (SVG 1.1 §13.2): bounding-box units by default, gradientTransform, userSpaceOnUse with percentages of the viewport, stops and attributes through href"
    )
    func gradientPlacement() throws {
        let image = try read(
            #"""
            <svg width="40" height="20" viewBox="0 0 20 10">
              <defs>
                <linearGradient id="a" x2="0" y2="1"><stop offset="10%" stop-color="red"/><stop offset="0.05" style="stop-color: blue; stop-opacity: .5"/></linearGradient>
                <linearGradient id="b" href="#a" gradientUnits="userSpaceOnUse" x1="50%" x2="20" gradientTransform="translate(1 0)"/>
                <radialGradient id="c" cx="0.25" r="50%" fr="0.1"><stop stop-color="white"/><stop offset="2" stop-color="black"/></radialGradient>
              </defs>
              <rect x="2" y="4" width="6" height="3" fill="url(#a)" fill-opacity="0.5"/>
              <rect width="4" height="4" fill="url(#b)"/>
              <circle cx="5" cy="5" r="5" stroke="url(#c)" fill="none"/>
            </svg>
            """#)
        #expect(image.shapes.count == 3)
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Offsets never decrease (the second stop's 0.05 becomes 0.1); the view box scales by 2.
        let ab = Gradient(stops: [.init(color: red, location: 0.1), .init(color: blue.opacity(0.5), location: 0.1)])
        #expect(image.shapes[0].color == red.opacity(0.5))
        #expect(
            image.shapes[0].gradient
                == VectorGradient(
                    paint: .linearGradient(
                        ab, start: .zero, end: CGPoint(x: 0, y: 1)
                    ).fading(0.5),
                    transform: CGAffineTransform(a: 12, b: 0, c: 0, d: 6, tx: 4, ty: 8)))
        // userSpaceOnUse: 50% of the view box's width; the stops and y2 from #a.
        #expect(
            image.shapes[1].gradient
                == VectorGradient(
                    paint: .linearGradient(ab, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 1)),
                    transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 0)))
        let bw = Gradient(stops: [
            .init(color: Color(red: 1, green: 1, blue: 1), location: 0),
            .init(color: Color(red: 0, green: 0, blue: 0), location: 1),
        ])
        // A stroke's bounding box is its geometry's: the circle's 10 × 10.
        #expect(
            image.shapes[2].gradient
                == VectorGradient(
                    paint: .radialGradient(
                        bw, center: CGPoint(x: 0.25, y: 0.5), startRadius: 0.1, endRadius: 0.5, yScale: 1),
                    transform: CGAffineTransform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: 0)))
    }

    @Test(
        "a gradient is drawn across its shape: a horizontal red-to-blue ramp over a 100 × 10 rect, under a non-uniform scale"
    )
    func gradientPixels() throws {
        let image = try read(
            #"""
            <svg width="100" height="10" viewBox="0 0 10 10" preserveAspectRatio="none">
              <linearGradient id="g"><stop stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
              <rect width="10" height="10" fill="url(#g)"/>
            </svg>
            """#)
        let items = image.displayItems(in: CGRect(x: 0, y: 0, width: 100, height: 10), view: nil)
        let bitmap = RasterRenderer(scale: 1).render(DisplayList(canvas: CGSize(width: 100, height: 10), items: items))
        let left = bitmap[0, 5], middle = bitmap[50, 5], right = bitmap[99, 5]
        #expect(left.r > 250 && left.b < 5)
        #expect(right.b > 250 && right.r < 5)
        #expect(abs(Int(middle.r) - 127) <= 3 && abs(Int(middle.b) - 127) <= 3)
        // A template paint replaces the gradient.
        let templated = image.displayItems(
            in: CGRect(x: 0, y: 0, width: 100, height: 10), view: nil, paint: .color(Color(red: 0, green: 1, blue: 0)))
        let green = RasterRenderer(scale: 1).render(
            DisplayList(canvas: CGSize(width: 100, height: 10), items: templated))
        #expect(green[50, 5] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test("damaged files: unclosed tags, bad numbers, deep nesting, endless uses and long paths end without a trap")
    func hostile() throws {
        let unclosed = try read(#"<svg width="10" height="10"><g><path d="M0 0 L5 5 L0 5 L 5 x 9 9"/>"#)
        #expect(unclosed.shapes.count == 1 && unclosed.shapes[0].path.elements.count == 3)
        let deep =
            #"<svg width="10" height="10">"# + String(repeating: "<g>", count: 5000) + #"<rect width="1" height="1"/>"#
        #expect(VectorImage(bytes: Array(deep.utf8)) != nil)
        // Each level uses the one below ten times: 10^12 rects without the step bound.
        var uses = #"<svg width="10" height="10"><defs><rect id="u0" width="1" height="1"/>"#
        for k in 1...12 {
            uses += "<g id=\"u\(k)\">" + String(repeating: "<use href=\"#u\(k - 1)\"/>", count: 10) + "</g>"
        }
        uses += #"</defs><use href='#u12'/></svg>"#
        let many = try read(uses)
        #expect(many.shapes.count <= VectorImage.Limits.shapes)
        let cyclic = try read(
            #"<svg width="1" height="1"><g id="a"><use href='#a'/><rect width="1" height="1"/></g></svg>"#)
        #expect(cyclic.shapes.count > 0)
        let long = #"<svg width="1" height="1"><path d=""# + String(repeating: "L1 1 ", count: 200_000) + #""/></svg>"#
        #expect(try read(long).shapes[0].path.elements.count == 200_000)
        for garbage in ["<svg", "<svg width='1' height='1'><path d='M", "<svg/>", "<<<svg>>>", "<svg width='-1'/>"] {
            _ = VectorImage(bytes: Array(garbage.utf8))
        }
    }
}
