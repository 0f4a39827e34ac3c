import Foundation
import PlumbCore
import Testing

@testable import PlumbRender

/// The PDF reader (Vectors/PDFImageReader.swift, PDFFile.swift, PDFContentInterpreter.swift):
/// one-page files written here, their content streams plain or deflated, and the exact
/// shapes their operators become (y flipped: the box's top-left corner is the origin).
@Suite struct PDFImageReaderTests {
    /// A PDF whose first page has `box` and draws `content`; `resources` is the page's
    /// resource dictionary, `objects` more objects numbered from 5.
    static func pdf(
        _ content: String, box: String = "/MediaBox [0 0 20 10]", resources: String = "<< >>",
        objects: [String] = [], deflate: Bool = false
    ) throws -> [UInt8] {
        var out = Array("%PDF-1.7\n%\u{e2}\u{e3}\n".utf8)
        func object(_ n: Int, _ body: [UInt8]) { out += Array("\(n) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8) }
        object(1, Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
        object(2, Array("<< /Type /Pages /Kids [3 0 R] /Count 1 \(box) >>".utf8))
        object(3, Array("<< /Type /Page /Parent 2 0 R /Resources \(resources) /Contents 4 0 R >>".utf8))
        let data = deflate ? try Zlib.deflate(Array(content.utf8), level: 6) : Array(content.utf8)
        object(
            4,
            Array("<< /Length \(data.count)\(deflate ? " /Filter /FlateDecode" : "") >>\nstream\n".utf8) + data
                + Array("\nendstream".utf8))
        for (k, body) in objects.enumerated() { object(5 + k, Array(body.utf8)) }
        out += Array("trailer << /Root 1 0 R >>\n%%EOF\n".utf8)
        return out
    }

    private func read(_ bytes: [UInt8]) throws -> VectorImage { try #require(VectorImage(bytes: bytes)) }

    private let red = Color(red: 1, green: 0, blue: 0)

    @Test("a rectangle: the media box's size, y flipped, filled red")
    func rect() throws {
        let image = try read(try Self.pdf("1 0 0 rg 2 3 4 5 re f"))
        #expect(image.size == CGSize(width: 20, height: 10))
        // PDF (2, 3)...(6, 8), y up from the bottom → image y 10 − 8 = 2 ... 10 − 3 = 7.
        var path = Path()
        path.addLines([CGPoint(x: 2, y: 7), CGPoint(x: 6, y: 7), CGPoint(x: 6, y: 2), CGPoint(x: 2, y: 2)])
        path.closeSubpath()
        #expect(image.shapes == [VectorShape(path: path, operation: .fill(.nonZero), color: red)])
    }

    @Test("a deflated stream of curves under cm, q and Q: c v y h, f* and the colour restored")
    func curves() throws {
        let content = """
            q 2 0 0 2 1 1 cm 0 0 1 rg
            0 0 m 1 0 1 1 0 1 c 1 2 0 2 v 1 2 1 3 y h f*
            Q 0 1 0 rg 0 0 m 1 0 l 1 1 l f
            """
        let image = try read(try Self.pdf(content, deflate: true))
        #expect(image.shapes.count == 2)
        // (x, y) → (2x + 1, 2y + 1) → image (2x + 1, 10 − 2y − 1).
        let p = { (x: Double, y: Double) in CGPoint(x: 2 * x + 1, y: 9 - 2 * y) }
        var expected = Path()
        expected.move(to: p(0, 0))
        expected.addCurve(to: p(0, 1), control1: p(1, 0), control2: p(1, 1))
        // v: the first control point is the current point.
        expected.addCurve(to: p(0, 2), control1: p(0, 1), control2: p(1, 2))
        // y: the second control point is the end.
        expected.addCurve(to: p(1, 3), control1: p(1, 2), control2: p(1, 3))
        expected.closeSubpath()
        #expect(image.shapes[0].path == expected)
        #expect(image.shapes[0].operation == .fill(.evenOdd))
        #expect(image.shapes[0].color == Color(red: 0, green: 0, blue: 1))
        // After Q the matrix is the page's again.
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 1, y: 10))
        line.addLine(to: CGPoint(x: 1, y: 9))
        #expect(image.shapes[1].path == line)
        #expect(image.shapes[1].color == Color(red: 0, green: 1, blue: 0))
    }

    @Test("the crop box inside the media box is the size and origin; strokes scale; CMYK, grey and ExtGState alpha")
    func cropStrokeColour() throws {
        let content = """
            /G0 gs 0.5 G 3 w 1 0 0 1 0 0 cm 2 0 0 2 0 0 cm 6 3.5 m 7 3.5 l S
            """
        let image = try read(
            try Self.pdf(
                content, box: "/MediaBox [0 0 100 100] /CropBox [10 5 30 15]",
                resources: "<< /ExtGState << /G0 5 0 R >> >>", objects: ["<< /Type /ExtGState /ca 0.5 /CA 0.25 >>"]))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.shapes.count == 1)
        let stroke = image.shapes[0]
        var line = Path()
        line.move(to: CGPoint(x: 2, y: 8))
        line.addLine(to: CGPoint(x: 4, y: 8))
        #expect(stroke.path == line)
        #expect(stroke.operation == .stroke(StrokeStyle(lineWidth: 6)))
        #expect(stroke.color == Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.25))
        // CMYK 0 1 1 0 is red; the grey set between is replaced.
        let filled = try read(try Self.pdf("0 1 1 0 k 0.2 g 0 1 1 0 k 0 0 5 5 re f"))
        #expect(filled.shapes[0].color == red)
    }

    @Test("scn by its operand count, a clip by W n, and a form XObject drawn through Do with its matrix")
    func clipAndForm() throws {
        let content = "/Cs1 cs 0 0 1 scn 0 0 10 10 re W n 0 0 20 10 re f /Fm1 Do"
        let form = """
            << /Type /XObject /Subtype /Form /BBox [0 0 4 4] /Matrix [1 0 0 1 10 0] /Length 21 >>
            stream
            1 0 0 rg 0 0 2 2 re f
            endstream
            """
        let image = try read(
            try Self.pdf(content, resources: "<< /XObject << /Fm1 5 0 R >> >>", objects: [form]))
        #expect(image.shapes.count == 2)
        var clip = Path()
        clip.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        clip.closeSubpath()
        #expect(image.shapes[0].color == Color(red: 0, green: 0, blue: 1))
        #expect(image.shapes[0].clips == [clip])
        // The form's square at (10, 0)...(12, 2), clipped by the page's clip and the form's box.
        #expect(image.shapes[1].color == red)
        #expect(image.shapes[1].path.boundingRect == CGRect(x: 10, y: 8, width: 2, height: 2))
        #expect(image.shapes[1].clips.count == 2)
    }

    @Test("a shading pattern fill is its function's first colour; text and inline images are skipped")
    func patternsAndSkipped() throws {
        let content = """
            BT /F1 12 Tf (Hello \\) world) Tj ET
            BI /W 2 /H 1 /BPC 8 /CS /G ID \u{1}EI\u{2} EI
            /Pattern cs /P0 scn 0 0 4 4 re f
            """
        let image = try read(
            try Self.pdf(
                content, resources: "<< /Pattern << /P0 5 0 R >> >>",
                objects: [
                    "<< /PatternType 2 /Shading << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 1 0] /Function 6 0 R >> >>",
                    "<< /FunctionType 2 /Domain [0 1] /C0 [1 0.5 0] /C1 [0 0 1] /N 1 >>",
                ]))
        #expect(image.shapes.count == 1)
        #expect(image.shapes[0].color == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test(
        "shadings as gradients (ISO 32000-1 §8.7.4.5): an axial pattern through a stitching function, placed by the pattern's matrix in the page's space; a radial sh in the current space"
    )
    func shadingGradients() throws {
        let content = "/Pattern cs /P0 scn 0 0 4 4 re f q 2 0 0 2 10 0 cm /Sh0 sh Q"
        let image = try read(
            try Self.pdf(
                content, resources: "<< /Pattern << /P0 5 0 R >> /Shading << /Sh0 8 0 R >> >>",
                objects: [
                    "<< /PatternType 2 /Matrix [2 0 0 2 1 0] /Shading << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 4 0] /Function 6 0 R >> >>",
                    "<< /FunctionType 3 /Domain [0 1] /Functions [7 0 R << /FunctionType 2 /Domain [0 1] /C0 [0 1 0] /C1 [0 0 1] /N 1 >>] /Bounds [0.25] /Encode [0 1 0 1] >>",
                    "<< /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 1 0] /N 1 >>",
                    "<< /ShadingType 3 /ColorSpace /DeviceGray /Coords [2 2 0 2 2 2] /Function << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 2 >> >>",
                ]))
        #expect(image.shapes.count == 2)
        let fill = try #require(image.shapes.first)
        #expect(fill.color == Color(red: 1, green: 0, blue: 0))
        // The page's space is y flipped in its 10 pt box: the pattern's matrix, then that.
        #expect(fill.gradient?.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 1, ty: 10))
        guard case .linearGradient(let g, let start, let end)? = fill.gradient?.paint else {
            Issue.record("expected a linear gradient, found \(String(describing: fill.gradient?.paint))")
            return
        }
        #expect(start == CGPoint(x: 0, y: 0) && end == CGPoint(x: 4, y: 0))
        // Linear pieces keep exactly their ends and the bound.
        #expect(g.stops.map(\.location) == [0, 0.25, 1])
        #expect(
            g.stops.map(\.color) == [
                Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
            ])
        // sh fills the box under cm with circles around (2, 2) out to radius 2; N = 2 is no
        // straight line, so the samples stay (33: white to black).
        let sh = image.shapes[1]
        #expect(sh.gradient?.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 10, ty: 10))
        guard case .radialGradient(let r, let center, let r0, let r1, _)? = sh.gradient?.paint else {
            Issue.record("expected a radial gradient")
            return
        }
        #expect(center == CGPoint(x: 2, y: 2) && r0 == 0 && r1 == 2)
        #expect(r.stops.count == 33)
        #expect(r.stops[16].color == Color(red: 0.75, green: 0.75, blue: 0.75))

        // A sampled function (type 0): two samples of 1 bit per component, `0` = 0b0011_0000:
        // blue (0, 0, 1) then red (1, 0, 0), interpolated linearly: two stops.
        let sampled = try read(
            try Self.pdf(
                "/Pattern cs /P0 scn 0 0 4 4 re f", resources: "<< /Pattern << /P0 5 0 R >> >>",
                objects: [
                    "<< /PatternType 2 /Shading << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 4 0] /Function 6 0 R >> >>",
                    "<< /FunctionType 0 /Domain [0 1] /Range [0 1 0 1 0 1] /Size [2] /BitsPerSample 1 /Length 1 >>\nstream\n0\nendstream",
                ]))
        guard case .linearGradient(let s, _, _)? = sampled.shapes.first?.gradient?.paint else {
            Issue.record("expected a linear gradient from a sampled function")
            return
        }
        #expect(s.stops.map(\.location) == [0, 1])
        #expect(s.stops.map(\.color) == [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)])
    }

    @Test(
        "design tools' avatars: a calculator function's colour at its start, a luminosity soft mask as a clip of its light fills, and an Overlay blend left out (Nos's emptyAvatar)"
    )
    func softMaskBlendAndCalculator() throws {
        let function = "{ 0.25 exch 0.5 exch 0.75 exch dup 0 gt { pop pop pop pop 1 1 1 0 } if pop }"
        let mask = "0 g 0 0 20 10 re f 1 g 0 0 5 5 re f"
        let content = "q /E1 gs /Pattern cs /P0 scn 0 0 20 10 re f Q q /E2 gs 1 g 0 0 20 10 re f Q"
        let image = try read(
            try Self.pdf(
                content,
                resources:
                    "<< /Pattern << /P0 5 0 R >> /ExtGState << /E1 << /SMask << /S /Luminosity /G 7 0 R >> >> /E2 << /BM /Overlay >> >> >>",
                objects: [
                    "<< /PatternType 2 /Shading << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 1 0] /Function 6 0 R >> >>",
                    "<< /FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1] /Length \(function.utf8.count) >>\nstream\n\(function)\nendstream",
                    "<< /Type /XObject /Subtype /Form /BBox [0 0 20 10] /Group << /S /Transparency >> /Length \(mask.utf8.count) >>\nstream\n\(mask)\nendstream",
                ]))
        // The Overlay fill is left out; the pattern fill is the function's colour at 0,
        // clipped to the mask's white square (PDF (0, 0)...(5, 5): image y 5...10).
        #expect(image.shapes.count == 1)
        #expect(image.shapes[0].color == Color(red: 0.25, green: 0.5, blue: 0.75))
        #expect(image.shapes[0].clips.map(\.boundingRect) == [CGRect(x: 0, y: 5, width: 5, height: 5)])
        // The calculator on its own: both branches, and programs it does not run.
        let f = try #require(PDFCalculatorFunction(Array(function.utf8)))
        #expect(f.evaluate([0]) == [0.25, 0.5, 0.75])
        #expect(f.evaluate([0.5]) == [1, 1, 1])
        #expect(PDFCalculatorFunction(Array("{ 1 2 3 roll }".utf8))?.evaluate([0]) == nil)
        #expect(PDFCalculatorFunction(Array("{ 1 add ".utf8)) == nil)
        #expect(
            PDFCalculatorFunction(Array("{ 2 3 1 index 2 copy ge { sub } { add } ifelse }".utf8))?.evaluate([]) == [
                2, 1,
            ])
    }

    @Test("damaged files: no page, no box, a corrupt stream, a missing endstream, deep arrays, stray operators")
    func hostile() throws {
        #expect(VectorImage(bytes: Array("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj".utf8)) == nil)
        #expect(VectorImage(bytes: Array("%PDF-1.4\n1 0 obj << /Type /Page >> endobj".utf8)) == nil)
        var corrupt = try Self.pdf("1 0 0 rg 0 0 5 5 re f", deflate: true)
        if let k = corrupt.indices.first(where: { corrupt[$0] == 0x78 && corrupt[$0 - 1] == 10 }) {
            corrupt[k + 3] ^= 0xFF
        }
        _ = VectorImage(bytes: corrupt)
        let truncated = Array(try Self.pdf("1 0 0 rg 0 0 5 5 re f").prefix(330))
        _ = VectorImage(bytes: truncated)
        let deep = try Self.pdf(String(repeating: "[", count: 10_000) + " 0 0 m 5 5 l S")
        _ = VectorImage(bytes: deep)
        let stray = try read(try Self.pdf("Q Q Q h l c re f S 1 2 cm W n q q 0 0 m 1 1 l S"))
        #expect(stray.shapes.count == 1)
        let forms = try Self.pdf(
            "/F Do", resources: "<< /XObject << /F 5 0 R >> >>",
            objects: [
                "<< /Subtype /Form /Resources << /XObject << /F 5 0 R >> >> /Length 4 >>\nstream\n/F Do\nendstream"
            ])
        #expect(VectorImage(bytes: forms)?.shapes == [])
    }

    @Test("an indirect /Length keeps a stream's last byte when it is a carriage return (Xcode's exports)")
    func indirectLength() throws {
        // Deflated content whose last byte (of its Adler-32) is CR: found by `endstream`
        // alone, that byte would be taken for the end-of-line and the stream cut short.
        var found: [UInt8]?
        // Each added "a" adds 97 to the byte sum, and 97 is odd: all 256 last bytes come round.
        for k in 0..<512 where found == nil {
            let data = try Zlib.deflate(
                Array(("1 0 0 rg 0 0 4 4 re f\n%" + String(repeating: "a", count: k)).utf8), level: 6)
            if data.last == 13 { found = data }
        }
        let data = try #require(found)
        var out = Array("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n".utf8)
        out += Array("2 0 obj << /Type /Pages /Kids [3 0 R] /MediaBox [0 0 20 10] >> endobj\n".utf8)
        out += Array("3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n".utf8)
        out += Array("4 0 obj << /Length 5 0 R /Filter /FlateDecode >>\nstream\n".utf8) + data
        out += Array("\nendstream\nendobj\n5 0 obj \(data.count) endobj\n".utf8)
        let image = try read(out)
        #expect(image.shapes.count == 1)
        #expect(image.shapes.first?.color == red)
    }
}
