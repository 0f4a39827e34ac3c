import Foundation
import PlumbCore

/// Writes a ``DisplayList`` as an SVG 1.1 document.
///
/// The document's `viewBox` is the canvas in points and its `width`/`height` the same numbers
/// (one SVG user unit a point), so a viewer at 3× zoom shows what ``RasterRenderer`` draws
/// at scale 3. Each drawing operation is one element: a fill is a `<rect>` when its path is a
/// rectangle and a `<path>` otherwise, a stroke a `<path fill="none">`, an image an `<image>`
/// with its PNG inline (a placeholder `<rect>` without pixels); a group is a `<g>` with an
/// `opacity` and a `clip-path` pointing at a `<clipPath>` defined just before it. Text is
/// paths, so the picture looks the same without the font. A view's `.id` becomes its
/// element's `id` (made unique with `-2`, `-3`... when ids repeat), and every element names
/// its view with `data-node` and `data-type`, which the HTML page uses.
public struct SVGWriter {
    /// Decimal places kept in coordinates (3: a thousandth of a point).
    public var precision: Int = 3

    public init() {}

    /// The SVG document of `list`.
    public func document(_ list: DisplayList) -> String {
        var out = SVGOutput(precision: precision)
        let w = out.number(list.canvas.width), h = out.number(list.canvas.height)
        out.text += """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">\n
            """
        if let background = list.background, background.opacity > 0 {
            out.text += "<rect class=\"plumb-background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\""
            out.paint("fill", background)
            out.text += "/>\n"
        }
        out.write(list.items, depth: 1)
        out.text += "</svg>\n"
        return out.text
    }
}

/// The text being written, and the ids used so far.
struct SVGOutput {
    let precision: Int
    var text = ""
    var usedIDs: [String: Int] = [:]
    var identified: Set<NodeID> = []
    var clipCount = 0

    init(precision: Int) {
        self.precision = precision
        text.reserveCapacity(1 << 16)
    }

    mutating func write(_ items: [DisplayItem], depth: Int) {
        for item in items { write(item, depth: depth) }
    }

    mutating func write(_ item: DisplayItem, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        switch item.operation {
        case .fill(let path, let color, let rule):
            if let rect = path.rectangle {
                text += indent + "<rect"
                attributes(item.view)
                text += " x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
            } else {
                text += indent + "<path"
                attributes(item.view)
                text += " d=\""
                pathData(path)
                text += "\""
                if rule == .evenOdd { text += " fill-rule=\"evenodd\"" }
            }
            paint("fill", color)
            text += "/>\n"
        case .stroke(let path, let color, let width):
            text += indent + "<path"
            attributes(item.view)
            text += " d=\""
            pathData(path)
            text += "\" fill=\"none\""
            paint("stroke", color)
            text += " stroke-width=\"\(number(width))\" stroke-miterlimit=\"10\"/>\n"
        case .image(let image):
            let r = image.rect
            let geometry = " x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
            if let pixels = image.pixels, let png = try? PNGEncoder.encode(pixels) {
                text += indent + "<image"
                attributes(item.view)
                text += geometry + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
                text += Data(png).base64EncodedString()
                text += "\"/>\n"
            } else {
                text += indent + "<rect"
                attributes(item.view)
                text += geometry + " class=\"plumb-placeholder\""
                paint("fill", DisplayImage.placeholderColor)
                text += "/>\n"
            }
        case .group(let group):
            var clipID: String?
            if let clip = group.clip {
                clipCount += 1
                let id = "plumb-clip-\(clipCount)"
                clipID = id
                text += indent + "<defs><clipPath id=\"\(id)\"><path d=\""
                pathData(clip)
                text += "\"/></clipPath></defs>\n"
            }
            text += indent + "<g"
            attributes(item.view)
            if group.opacity < 1 { text += " opacity=\"\(number(group.opacity))\"" }
            if let clipID { text += " clip-path=\"url(#\(clipID))\"" }
            text += ">\n"
            write(group.items, depth: depth + 1)
            text += indent + "</g>\n"
        }
    }

    /// ` id="..." data-node="N" data-type="..."` for a view's element.
    mutating func attributes(_ view: ViewReference?) {
        guard let view else {
            text += " class=\"plumb-annotation\""
            return
        }
        if let id = view.id, !identified.contains(view.node) {
            // The id goes on the first element the view draws; another view with the same
            // id gets `id-2`, `id-3`...
            identified.insert(view.node)
            let count = usedIDs[id, default: 0] + 1
            usedIDs[id] = count
            text += " id=\"" + SVGOutput.escape(count == 1 ? id : "\(id)-\(count)") + "\""
        }
        text += " data-node=\"\(view.node.rawValue)\" data-type=\"" + SVGOutput.escape(view.type) + "\""
    }

    /// ` fill="#rrggbb"` and, below full opacity, ` fill-opacity="a"`.
    mutating func paint(_ attribute: String, _ color: Color) {
        let c = RGBA8(color)
        text += " \(attribute)=\"#" + SVGOutput.hex(c.r) + SVGOutput.hex(c.g) + SVGOutput.hex(c.b) + "\""
        if c.a < 255 { text += " \(attribute)-opacity=\"\(number(Double(c.a) / 255))\"" }
    }

    mutating func pathData(_ path: Path) {
        var first = true
        func point(_ p: CGPoint) -> String { number(p.x) + " " + number(p.y) }
        for element in path.elements {
            if !first { text += " " }
            first = false
            switch element {
            case .move(let p): text += "M" + point(p)
            case .line(let p): text += "L" + point(p)
            case .quadCurve(let p, let c): text += "Q" + point(c) + " " + point(p)
            case .curve(let p, let c1, let c2): text += "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .closeSubpath: text += "Z"
            }
        }
    }

    /// `value` with at most `precision` decimals and no trailing zeros.
    func number(_ value: CGFloat) -> String { number(Double(value)) }

    func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let scaled = (value * scale).rounded()
        if abs(scaled) >= 1e15 { return String(Int64(value.rounded())) }
        var units = Int64(scaled)
        var out = units < 0 ? "-" : ""
        units = abs(units)
        let denominator = Int64(scale)
        out += String(units / denominator)
        var fraction = units % denominator
        if fraction != 0 {
            var digits = precision
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let f = String(fraction)
            out += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return out
    }

    static func hex(_ v: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }

    /// `text` escaped for an XML attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default:
                // XML 1.0 forbids other control characters even escaped: drop them.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Path {
    /// The rectangle this path is, when it is exactly `Path(rect)`'s four sides.
    var rectangle: CGRect? {
        let e = elements
        guard e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2],
            case .line(let d) = e[3], case .closeSubpath = e[4]
        else { return nil }
        guard a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x <= b.x, a.y <= d.y else { return nil }
        return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: d.y - a.y)
    }
}

extension RGBA8 {
    /// `color`'s sRGB components and opacity, each rounded to 8 bits (straight alpha).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.opacity))
    }
}
