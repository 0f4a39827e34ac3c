import Foundation
import PlumbCore

/// Writes a ``DisplayList`` as an SVG 1.1 document.
///
/// The document's `viewBox` is the canvas in points and its `width`/`height` the same numbers
/// (one SVG user unit a point), so a viewer at 3× zoom shows what ``RasterRenderer`` draws
/// at scale 3. Each drawing operation is one element: a fill is a `<rect>` when its path is a
/// rectangle and a `<path>` otherwise, a stroke a `<path fill="none">` with its caps, joins
/// and dashes, an image an `<image>` with its PNG inline (a colour glyph's PNG as its font
/// has it; a placeholder `<rect>` without pixels); linear and radial gradients are `<linearGradient>`/`<radialGradient>` in user
/// space; a group is a `<g>` with an `opacity`, a `clip-path`, a `mask` (alpha), a
/// `mix-blend-mode`, a `transform` and a `filter` (`feGaussianBlur`, a drop shadow,
/// `feColorMatrix`, in sRGB) defined just before it. What SVG cannot express (angular and
/// mesh gradients, projective transforms) is drawn by ``RasterRenderer`` at 2× into an
/// `<image>`; a material is its tint alone (SVG cannot blur what is below an element). Text is
/// paths, so the picture looks the same without the font. A view's `.id` becomes its
/// element's `id` (made unique with `-2`, `-3`... when ids repeat), and every element names
/// its view with `data-node` and `data-type`, which the HTML page uses.
public struct SVGWriter {
    /// Decimal places kept in coordinates (3: a thousandth of a point).
    public var precision: Int = 3

    /// A writer with 3 decimal places.
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
        list.withStack { out.write(list.items, depth: 1) }
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
        case .fill(let path, let paint, let rule):
            if paint.needsRaster {
                writeRastered(item, depth: depth)
                return
            }
            let fill = paintReference(paint, indent: indent)
            if let rect = path.rectangle {
                text += indent + "<rect"
                attributes(item.view)
                text +=
                    " x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
            } else {
                text += indent + "<path"
                attributes(item.view)
                text += " d=\""
                pathData(path)
                text += "\""
                if rule == .evenOdd { text += " fill-rule=\"evenodd\"" }
            }
            if case .material = paint { text += " class=\"plumb-material\"" }
            text += fill.replacingOccurrences(of: "PAINT", with: "fill")
            text += "/>\n"
        case .stroke(let path, let paint, let style):
            if paint.needsRaster {
                writeRastered(item, depth: depth)
                return
            }
            let stroke = paintReference(paint, indent: indent)
            text += indent + "<path"
            attributes(item.view)
            text += " d=\""
            pathData(path)
            text += "\" fill=\"none\""
            text += stroke.replacingOccurrences(of: "PAINT", with: "stroke")
            text += " stroke-width=\"\(number(style.lineWidth))\""
            switch style.lineCap {
            case .butt: break
            case .round: text += " stroke-linecap=\"round\""
            case .square: text += " stroke-linecap=\"square\""
            }
            switch style.lineJoin {
            case .miter: break
            case .round: text += " stroke-linejoin=\"round\""
            case .bevel: text += " stroke-linejoin=\"bevel\""
            }
            text += " stroke-miterlimit=\"\(number(style.miterLimit))\""
            if !style.dash.isEmpty {
                text += " stroke-dasharray=\"" + style.dash.map { number($0) }.joined(separator: " ") + "\""
                if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(number(style.dashPhase))\"" }
            }
            text += "/>\n"
        case .image(let image):
            let r = image.rect
            let geometry =
                " x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
            // Nearest neighbour: enlarged to 3 pixels a point, so smoothing viewers stay sharp.
            let sampled =
                image.interpolation == .none
                ? image.pixels?.enlargedNearest(toAtLeast: CGSize(width: r.width * 3, height: r.height * 3))
                : image.pixels
            // A picture that came as a PNG (a colour glyph's, from its font) is embedded as it came.
            let kept = image.interpolation == .none || image.pixels == nil ? nil : image.png
            if let png = kept ?? sampled.flatMap({ try? PNGEncoder.encode($0) }) {
                text += indent + "<image"
                attributes(item.view)
                text += geometry + " preserveAspectRatio=\"none\""
                if image.interpolation == .none { text += " style=\"image-rendering:pixelated\"" }
                text += " href=\"data:image/png;base64," + Data(png).base64EncodedString()
                text += "\"/>\n"
            } else {
                text += indent + "<rect"
                attributes(item.view)
                text += geometry + " class=\"plumb-placeholder\""
                paint("fill", DisplayImage.placeholderColor)
                text += "/>\n"
            }
        case .group(let group):
            if let t = group.transform, !t.isAffine {
                // SVG has no projective transforms: the group is drawn as a picture.
                writeRastered(item, depth: depth)
                return
            }
            var defs = ""
            var clipID: String?
            if let clip = group.clip {
                clipCount += 1
                let id = "plumb-clip-\(clipCount)"
                clipID = id
                defs += "<clipPath id=\"\(id)\"><path d=\"" + pathString(clip) + "\"/></clipPath>"
            }
            var filterID: String?
            if !group.filters.isEmpty {
                clipCount += 1
                let id = "plumb-filter-\(clipCount)"
                filterID = id
                // Filters work in sRGB, as the rasterizer does (SVG's default is linearRGB);
                // the region is unbounded so blurs and shadows are not cut at the bounding box.
                defs +=
                    "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\" filterUnits=\"userSpaceOnUse\""
                    + " x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">"
                var input = "SourceGraphic"
                for (k, filter) in group.filters.enumerated() {
                    let result = "f\(k)"
                    defs += filterPrimitive(filter, input: input, result: result)
                    input = result
                }
                defs += "</filter>"
            }
            var maskID: String?
            if let mask = group.mask {
                clipCount += 1
                let id = "plumb-mask-\(clipCount)"
                maskID = id
                var inner = self
                inner.text = ""
                inner.write(mask, depth: 0)
                clipCount = inner.clipCount
                usedIDs = inner.usedIDs
                defs +=
                    "<mask id=\"\(id)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\""
                    + " width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">" + inner.text + "</mask>"
            }
            if !defs.isEmpty { text += indent + "<defs>" + defs + "</defs>\n" }
            // The clip and mask apply around the transformed, filtered content: an outer <g>
            // carries them, an inner one the transform and filter.
            let outer = group.opacity < 1 || clipID != nil || maskID != nil || group.blendMode != .normal
            let inner = group.transform != nil || filterID != nil
            if outer || !inner {
                text += indent + "<g"
                attributes(item.view)
                if group.opacity < 1 { text += " opacity=\"\(number(group.opacity))\"" }
                if let clipID { text += " clip-path=\"url(#\(clipID))\"" }
                if let maskID { text += " mask=\"url(#\(maskID))\"" }
                if group.blendMode != .normal {
                    text += " style=\"mix-blend-mode:\(SVGOutput.cssBlendMode(group.blendMode))\""
                }
                text += ">\n"
            }
            if inner {
                text += indent + "<g"
                if !outer { attributes(item.view) }
                if let t = group.transform?.affine {
                    text +=
                        " transform=\"matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.tx)) \(number(t.ty)))\""
                }
                if let filterID { text += " filter=\"url(#\(filterID))\"" }
                text += ">\n"
            }
            write(group.items, depth: depth + 1)
            if inner { text += indent + "</g>\n" }
            if outer || !inner { text += indent + "</g>\n" }
        }
    }

    /// ` PAINT="…"` (with `PAINT` standing for `fill` or `stroke`) for `paint`, writing the
    /// gradient it needs into a `<defs>` first.
    mutating func paintReference(_ paint: DisplayPaint, indent: String) -> String {
        func stops(_ g: Gradient) -> String {
            g.stops.sorted { $0.location < $1.location }.map { stop in
                let c = RGBA8(stop.color)
                var s =
                    "<stop offset=\"\(number(min(max(stop.location, 0), 1)))\" stop-color=\"#"
                    + SVGOutput.hex(c.r) + SVGOutput.hex(c.g) + SVGOutput.hex(c.b) + "\""
                if c.a < 255 { s += " stop-opacity=\"\(number(Double(c.a) / 255))\"" }
                return s + "/>"
            }.joined()
        }
        switch paint {
        case .color(let c):
            return colorAttributes("PAINT", c)
        case .linearGradient(let g, let start, let end):
            clipCount += 1
            let id = "plumb-gradient-\(clipCount)"
            text +=
                indent + "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x))\""
                + " y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">" + stops(g)
                + "</linearGradient></defs>\n"
            return " PAINT=\"url(#\(id))\""
        case .radialGradient(let g, let center, let r0, let r1, let yScale):
            clipCount += 1
            let id = "plumb-gradient-\(clipCount)"
            // SVG's focal radius `fr` is the start radius; an elliptical gradient stretches
            // the circles vertically about the centre.
            var transform = ""
            if yScale != 1 {
                transform =
                    " gradientTransform=\"matrix(1 0 0 \(number(yScale)) 0 \(number(center.y - center.y * yScale)))\""
            }
            text +=
                indent
                + "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x))\""
                + " cy=\"\(number(center.y))\" r=\"\(number(max(r1, 0)))\" fx=\"\(number(center.x))\" fy=\"\(number(center.y))\""
                + " fr=\"\(number(max(min(r0, r1), 0)))\"\(transform)>" + stops(g) + "</radialGradient></defs>\n"
            return " PAINT=\"url(#\(id))\""
        case .material(let m):
            // SVG cannot blur what is below an element (`backdrop-filter` is CSS for HTML
            // boxes): the material is its tint alone.
            return colorAttributes("PAINT", m.tint.opacity(m.opacity))
        case .angularGradient, .meshGradient:
            return colorAttributes("PAINT", paint.representativeColor)
        }
    }

    /// One filter primitive.
    func filterPrimitive(_ filter: DisplayFilter, input: String, result: String) -> String {
        switch filter {
        case .blur(let r, _):
            return
                "<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(number(r))\" edgeMode=\"none\" result=\"\(result)\"/>"
        case .shadow(let color, let r, let offset):
            // The primitives `feDropShadow` stands for (Filter Effects 1 §9.8), which every
            // renderer reads: the input's alpha blurred, moved, flooded with the colour, under it.
            let c = RGBA8(color)
            return "<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(number(r))\" result=\"\(result)b\"/>"
                + "<feOffset in=\"\(result)b\" dx=\"\(number(offset.width))\" dy=\"\(number(offset.height))\" result=\"\(result)o\"/>"
                + "<feFlood flood-color=\"#" + SVGOutput.hex(c.r) + SVGOutput.hex(c.g) + SVGOutput.hex(c.b)
                + "\" flood-opacity=\"\(number(Double(c.a) / 255))\" result=\"\(result)f\"/>"
                + "<feComposite in=\"\(result)f\" in2=\"\(result)o\" operator=\"in\" result=\"\(result)s\"/>"
                + "<feMerge result=\"\(result)\"><feMergeNode in=\"\(result)s\"/><feMergeNode in=\"\(input)\"/></feMerge>"
        case .colorMatrix(let m):
            return "<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\""
                + m.values.map { number($0) }.joined(separator: " ") + "\" result=\"\(result)\"/>"
        }
    }

    /// An item SVG cannot express (an angular or mesh gradient, a projective transform), drawn
    /// by the rasterizer at 2× into an `<image>` over its bounds.
    mutating func writeRastered(_ item: DisplayItem, depth: Int) {
        let renderer = RasterRenderer(scale: 2)
        let probe = RasterLayer(
            bitmap: Bitmap(width: 0, height: 0), originX: 0, originY: 0, ctm: .identity, backdrop: nil)
        var unit = renderer
        unit.scale = 1
        guard let b = unit.contentBounds([item], ctm: .identity, layer: probe) else { return }
        let x = b.minX.rounded(.down), y = b.minY.rounded(.down)
        let w = (b.maxX.rounded(.up) - x), h = (b.maxY.rounded(.up) - y)
        guard w > 0, h > 0, w * h < 4_000_000 else { return }
        let shifted = DisplayItem(
            .group(
                DisplayGroup(
                    transform: DisplayTransform(m11: 1, m12: 0, m21: 0, m22: 1, m31: -x, m32: -y), items: [item])),
            view: item.view)
        let list = DisplayList(canvas: CGSize(width: w, height: h), background: nil, items: [shifted])
        guard let png = try? renderer.png(list) else { return }
        text += String(repeating: "  ", count: depth) + "<image"
        attributes(item.view)
        text +=
            " x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\" class=\"plumb-rastered\""
            + " preserveAspectRatio=\"none\" href=\"data:image/png;base64," + Data(png).base64EncodedString() + "\"/>\n"
    }

    /// CSS's name of a blend mode.
    static func cssBlendMode(_ mode: BlendMode) -> String {
        switch mode {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: "normal"
        }
    }

    func colorAttributes(_ attribute: String, _ color: Color) -> String {
        let c = RGBA8(color)
        var s = " \(attribute)=\"#" + SVGOutput.hex(c.r) + SVGOutput.hex(c.g) + SVGOutput.hex(c.b) + "\""
        if c.a < 255 { s += " \(attribute)-opacity=\"\(number(Double(c.a) / 255))\"" }
        return s
    }

    func pathString(_ path: Path) -> String {
        var copy = SVGOutput(precision: precision)
        copy.pathData(path)
        return copy.text
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
        // Beyond 1e15 no decimal survives, and beyond Int64 no integer holds the value: Swift's
        // shortest form (`1e+19`) is an SVG number (SVG 1.1 §4.2, `exponent`).
        if abs(scaled) >= 1e15 { return "\(value.rounded())" }
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
