import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PlumbRender
import Plumb
import Testing

/// The SVG writer: valid XML, the canvas in points, one element per drawing operation.
struct SVGTests {
    /// Parses `svg` with Foundation's XML parser and returns its elements' names with their
    /// attributes, or the parser's error.
    func elements(_ svg: String) throws -> [(name: String, attributes: [String: String])] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(String, [String: String])] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]
            ) {
                elements.append((name, attributes))
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return collector.elements.map { (name: $0.0, attributes: $0.1) }
    }

    @Test("The document's viewBox and size are the canvas in points, with the background first")
    func header() throws {
        let svg = SVGWriter().document(
            try Scene("Color.red.frame(width: 10, height: 10)", canvas: CGSize(width: 120, height: 80.5)).list())
        #expect(
            svg.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80.5" viewBox="0 0 120 80.5">
                <rect class="plumb-background" x="0" y="0" width="120" height="80.5" fill="#ffffff"/>
                """))
        #expect(
            svg.contains(
                ##"<rect data-node="0" data-type="Color" x="55" y="35.5" width="10" height="10" fill="#ff383c"/>"##))
    }

    @Test("One element per operation; ids escaped and made unique; groups with opacity and clipPath")
    func elementsPerOperation() throws {
        let scene = try Scene(
            """
            VStack {
                Color.red.frame(width: 10, height: 10).id("a&b\\"<c>")
                Color.blue.frame(width: 10, height: 10).id("a&b\\"<c>")
                HStack { Color.green; Circle() }.frame(width: 40, height: 10).clipped().opacity(0.5).id("row")
            }
            """, canvas: CGSize(width: 100, height: 100))
        let list = scene.list()
        let svg = SVGWriter().document(list)
        let parsed = try elements(svg)
        // The clip and the opacity around it make one group (fading a clipped group fades it).
        #expect(parsed.map(\.name) == ["svg", "rect", "rect", "rect", "defs", "clipPath", "path", "g", "rect", "path"])
        let ids = parsed.compactMap { $0.attributes["id"] }
        #expect(ids == ["a&b\"<c>", "a&b\"<c>-2", "plumb-clip-1", "row"])
        #expect(svg.contains(#"id="a&amp;b&quot;&lt;c&gt;""#))
        let groups = parsed.filter { $0.name == "g" }
        #expect(groups[0].attributes["opacity"] == "0.5")
        #expect(groups[0].attributes["clip-path"] == "url(#plumb-clip-1)")
        // Each drawing operation is one element (the background adds one, a clip its <defs>).
        let drawn = parsed.filter { $0.attributes["data-node"] != nil }
        #expect(drawn.count == list.operations.count)
    }

    @Test("Text is written as paths, a subpath per glyph, so it needs no font")
    func textAsPaths() throws {
        let svg = SVGWriter().document(
            try Scene(#"Text("AB").font(.system(size: 10))"#, canvas: CGSize(width: 40, height: 20)).list())
        #expect(
            svg.contains(
                ##"<path data-node="0" data-type="Text" d="M10 5 L20 5 L20 15 L10 15 Z M20 5 L30 5 L30 15 L20 15 Z" fill="#000000"/>"##
            ))
        #expect(!svg.contains("<text"))
    }

    @Test("Translucent paint is written with fill-opacity, strokes with their width")
    func paints() throws {
        let svg = SVGWriter().document(
            try Scene(
                "Rectangle().stroke(Color.blue.opacity(0.5), lineWidth: 2).frame(width: 10, height: 10)",
                canvas: CGSize(width: 20, height: 20)
            ).list())
        #expect(
            svg.contains(
                ##"d="M5 5 L15 5 L15 15 L5 15 Z" fill="none" stroke="#0088ff" stroke-opacity="0.502" stroke-width="2" stroke-miterlimit="10"/>"##
            ))
    }

    @Test("Numbers keep three decimals at most, without trailing zeros")
    func numbers() {
        let out = SVGOutput(precision: 3)
        #expect(out.number(2.0) == "2")
        #expect(out.number(1.5) == "1.5")
        #expect(out.number(1.0 / 3) == "0.333")
        #expect(out.number(-0.25) == "-0.25")
        #expect(out.number(0.1 + 0.2) == "0.3")
        #expect(out.number(CGFloat.infinity) == "0")
    }
}
