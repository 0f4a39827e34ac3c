import Foundation
import PlumbCore

/// Reads an SVG file into a ``VectorImage``: what an asset catalog's `.svg` draws.
///
/// Drawn (SVG 1.1 and SVG 2):
/// - The root `<svg>`: its size from `width`/`height` (units px, pt, pc, mm, cm, in; a
///   missing one from the other and the view box's aspect ratio), else its `viewBox`; the view
///   box mapped into that size by `preserveAspectRatio` (§7.8: `none`, or the nine alignments
///   with `meet`, the default `xMidYMid meet`, or `slice`).
/// - `<g>`, `<a>`, `<switch>` and nested `<svg>` (placed at its `x`/`y`), with `transform`
///   (``SVGTransformList``) and the inherited properties below; `<use href="#id">` (`x`/`y`,
///   up to 8 deep) of any element, a `<symbol>`'s children included.
/// - `<path d>` (``SVGPathData``), `<rect>` (`rx`/`ry`, §9.2: one given is both, each at most
///   half the side), `<circle>`, `<ellipse>`, `<line>`, `<polyline>`, `<polygon>`.
/// - Properties, as attributes or in `style=""` (which wins, §6.4): `fill`, `fill-opacity`,
///   `fill-rule`, `stroke`, `stroke-opacity`, `stroke-width`, `stroke-linecap`,
///   `stroke-linejoin`, `stroke-miterlimit` (SVG's default is 4), `stroke-dasharray`,
///   `stroke-dashoffset`, `color` (for `currentColor`), `opacity`, `display: none`,
///   `visibility: hidden`; colours as ``SVGColor`` reads them.
/// - `clip-path="url(#id)"`: the union of the `<clipPath>`'s shapes (in user space, its own
///   `transform` applied), as a clip of every shape of the element.
///
/// - `fill`/`stroke` of `url(#id)` naming a `<linearGradient>` or `<radialGradient>`: the
///   gradient, placed in the shape's bounding box or user space (``SVGGradient``).
///
/// Approximated: a pattern paint is its fallback colour; `opacity` on a group multiplies
/// its shapes' alphas (exact unless its shapes overlap). `<style>` sheets: their rules of
/// simple selectors (``SVGStyleSheet``). Ignored without harm: `<mask>`, `<filter>`, `<text>`,
/// `<image>`, markers (what they would draw is not drawn; the element they apply to is drawn
/// unmasked and unfiltered).
enum SVGImageReader {
    /// Whether `bytes` hold an `<svg` element in their first 4 KB (and are not a PDF).
    static func isSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return head.contains("<svg") && !bytes.starts(with: Array("%PDF".utf8))
    }

    /// The image in `bytes`, or `nil` without a root `<svg>` of positive size.
    static func read(_ bytes: [UInt8]) -> VectorImage? {
        guard let root = SVGMarkup.root(bytes), root.name == "svg" else { return nil }
        var reader = Walk(root: root)
        return reader.image()
    }

    /// The inherited properties at an element.
    struct Style {
        var fill: SVGPaint = .color(Color(red: 0, green: 0, blue: 0))
        var fillOpacity = 1.0
        var fillRule = DisplayFillRule.nonZero
        var stroke: SVGPaint = .none
        var strokeOpacity = 1.0
        /// The stroke's width, caps, joins, miter limit and dashes, in user units.
        var line = StrokeStyle(lineWidth: 1, miterLimit: 4)
        var color = Color(red: 0, green: 0, blue: 0)
        /// The product of the element's and its ancestors' `opacity`.
        var opacity = 1.0
        var isVisible = true
        /// False under `display: none`: the element and its children draw nothing.
        var isDisplayed = true
    }

    /// One walk over the element tree, drawing as it goes.
    struct Walk {
        let root: SVGElement
        var ids: [String: SVGElement] = [:]
        var drawing = VectorDrawing()
        var steps = 0
        /// The view box's size, which percentages refer to.
        var viewport = CGSize(width: 100, height: 100)

        /// The `<style>` elements' rules.
        let sheet: SVGStyleSheet

        init(root: SVGElement) {
            self.root = root
            sheet = SVGStyleSheet.collect(root)
            // Every element with an id, the first of each id winning (an explicit stack).
            var stack = [root]
            while let element = stack.popLast(), ids.count < 100_000 {
                if let id = element.attributes["id"], ids[id] == nil { ids[id] = element }
                stack += element.children
            }
        }

        mutating func image() -> VectorImage? {
            let a = root.attributes
            let box = SVGNumberScanner.numbers(a["viewBox"] ?? "", limit: 4)
            let viewBox =
                box.count == 4 && box[2] > 0 && box[3] > 0
                ? CGRect(x: box[0], y: box[1], width: box[2], height: box[3]) : nil
            var width = Self.length(a["width"], relativeTo: nil), height = Self.length(a["height"], relativeTo: nil)
            if let viewBox {
                if width == nil, let height { width = height * viewBox.width / viewBox.height }
                if height == nil, let width { height = width * viewBox.height / viewBox.width }
            }
            guard let w = width ?? viewBox.map({ Double($0.width) }),
                let h = height ?? viewBox.map({ Double($0.height) })
            else { return nil }
            let size = CGSize(width: w, height: h)
            var ctm = CGAffineTransform.identity
            if let viewBox {
                viewport = viewBox.size
                ctm = Self.viewBoxTransform(viewBox, into: size, aspect: a["preserveAspectRatio"] ?? "")
            } else {
                viewport = size
            }
            draw(children: root, style: style(of: root, inherited: Style()), ctm: ctm, depth: 1, clips: [])
            return drawing.image(size: size)
        }

        /// §7.8: the view box scaled (uniformly unless `none`) and aligned in `size`.
        static func viewBoxTransform(_ box: CGRect, into size: CGSize, aspect: String) -> CGAffineTransform {
            var sx = size.width / box.width, sy = size.height / box.height
            let words = aspect.split(separator: " ")
            let align = words.first.map(String.init) ?? "xMidYMid"
            if align != "none" {
                let s = words.contains("slice") ? max(sx, sy) : min(sx, sy)
                (sx, sy) = (s, s)
            }
            var tx = -box.minX * sx, ty = -box.minY * sy
            let spareX = size.width - box.width * sx, spareY = size.height - box.height * sy
            if align.contains("xMid") { tx += spareX / 2 }
            if align.contains("xMax") { tx += spareX }
            if align.contains("YMid") { ty += spareY / 2 }
            if align.contains("YMax") { ty += spareY }
            return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
        }

        /// A length in user units (px): a number with an optional unit; a percentage of
        /// `reference`, or `nil` without one.
        static func length(_ text: String?, relativeTo reference: Double?) -> Double? {
            guard var s = text?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
            var factor = 1.0
            let units: [(String, Double)] = [
                ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96), ("em", 16),
                ("%", -1),
            ]
            for (unit, f) in units where s.hasSuffix(unit) {
                s.removeLast(unit.count)
                factor = f
                break
            }
            guard let v = Double(s.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
            if factor < 0 { return reference.map { v / 100 * $0 } }
            return v * factor
        }

        /// The style of `element`: `inherited` with its presentation attributes, then the
        /// style sheet's matching rules, then its `style` declarations, applied.
        func style(of element: SVGElement, inherited: Style) -> Style {
            var style = inherited
            for (name, value) in element.attributes { apply(name, value, to: &style) }
            if !sheet.rules.isEmpty {
                for (name, value) in sheet.declarations(for: element) { apply(name, value, to: &style) }
            }
            if let declarations = element.attributes["style"] {
                for (name, value) in SVGStyleSheet.declarations(Substring(declarations)) {
                    apply(name, value, to: &style)
                }
            }
            return style
        }

        private func apply(_ name: String, _ value: String, to style: inout Style) {
            func unit(_ s: String) -> Double? {
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.hasSuffix("%") { return Double(t.dropLast()).map { min(max($0 / 100, 0), 1) } }
                return Double(t).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
            }
            let v = value.trimmingCharacters(in: .whitespaces)
            guard v != "inherit" else { return }
            switch name {
            case "fill": if let p = SVGPaint.parse(v) { style.fill = p }
            case "fill-opacity": if let o = unit(v) { style.fillOpacity = o }
            case "fill-rule": style.fillRule = v == "evenodd" ? .evenOdd : .nonZero
            case "stroke": if let p = SVGPaint.parse(v) { style.stroke = p }
            case "stroke-opacity": if let o = unit(v) { style.strokeOpacity = o }
            case "stroke-width":
                if let w = Self.length(v, relativeTo: Double(viewport.width)), w >= 0 { style.line.lineWidth = w }
            case "stroke-linecap": style.line.lineCap = v == "round" ? .round : v == "square" ? .square : .butt
            case "stroke-linejoin": style.line.lineJoin = v == "round" ? .round : v == "bevel" ? .bevel : .miter
            case "stroke-miterlimit": if let m = Double(v), m >= 1, m.isFinite { style.line.miterLimit = m }
            case "stroke-dasharray":
                var dash = v == "none" ? [] : SVGNumberScanner.numbers(v, limit: 64)
                if dash.contains(where: { $0 < 0 }) || dash.allSatisfy({ $0 == 0 }) { dash = [] }
                // An odd list repeats to be even (§15.7).
                style.line.dash = (dash.count % 2 == 1 ? dash + dash : dash).map { CGFloat($0) }
            case "stroke-dashoffset": if let o = Self.length(v, relativeTo: nil) { style.line.dashPhase = o }
            case "color": if let c = SVGColor.parse(v) { style.color = c }
            case "opacity": if let o = unit(v) { style.opacity *= o }
            case "display": if v == "none" { style.isDisplayed = false }
            case "visibility": style.isVisible = v == "visible"
            default: break
            }
        }

        /// Draws `element`'s children.
        mutating func draw(
            children element: SVGElement, style: Style, ctm: CGAffineTransform, depth: Int, clips: [Path]
        ) {
            for child in element.children {
                draw(child, inherited: style, ctm: ctm, depth: depth, clips: clips)
            }
        }

        /// Draws `element` and what it contains.
        mutating func draw(_ element: SVGElement, inherited: Style, ctm: CGAffineTransform, depth: Int, clips: [Path]) {
            steps += 1
            guard depth < VectorImage.Limits.nesting, steps < VectorImage.Limits.steps, !drawing.isFull else { return }
            let style = style(of: element, inherited: inherited)
            guard style.isDisplayed else { return }
            var ctm = ctm
            if let t = element.attributes["transform"] { ctm = SVGTransformList.transform(t).concatenating(ctm) }
            var clips = clips
            if let clip = element.attributes["clip-path"], case .reference(let id, _)? = SVGPaint.parse(clip),
                let clipPath = ids[id], clipPath.name == "clipPath"
            {
                clips.append(outline(of: clipPath, ctm: ctm))
            }
            switch element.name {
            case "g", "a", "switch":
                draw(children: element, style: style, ctm: ctm, depth: depth + 1, clips: clips)
            case "svg":
                let x = Self.length(element.attributes["x"], relativeTo: nil) ?? 0,
                    y = Self.length(element.attributes["y"], relativeTo: nil) ?? 0
                let inner = CGAffineTransform(translationX: x, y: y).concatenating(ctm)
                draw(children: element, style: style, ctm: inner, depth: depth + 1, clips: clips)
            case "use":
                guard let href = element.attributes["href"], href.hasPrefix("#"),
                    let target = ids[String(href.dropFirst())], depth < 8 * 4
                else { return }
                let x = Self.length(element.attributes["x"], relativeTo: nil) ?? 0,
                    y = Self.length(element.attributes["y"], relativeTo: nil) ?? 0
                let inner = CGAffineTransform(translationX: x, y: y).concatenating(ctm)
                if target.name == "symbol" {
                    draw(
                        children: target, style: self.style(of: target, inherited: style), ctm: inner, depth: depth + 4,
                        clips: clips)
                } else {
                    draw(target, inherited: style, ctm: inner, depth: depth + 4, clips: clips)
                }
            default:
                guard style.isVisible, let path = Self.shape(element, viewport: viewport) else { return }
                paint(path, style: style, ctm: ctm, clips: clips)
            }
        }

        /// The union of a `<clipPath>`'s shapes, in the coordinates `ctm` maps from.
        func outline(of clipPath: SVGElement, ctm: CGAffineTransform) -> Path {
            var ctm = ctm
            if let t = clipPath.attributes["transform"] { ctm = SVGTransformList.transform(t).concatenating(ctm) }
            var out = Path()
            for child in clipPath.children.prefix(1000) {
                var t = ctm
                if let own = child.attributes["transform"] { t = SVGTransformList.transform(own).concatenating(ctm) }
                if let shape = Self.shape(child, viewport: viewport) { out.addPath(shape, transform: t) }
            }
            return out
        }

        /// Fills and strokes `userPath` (in the user space `ctm` maps into the image's), a
        /// gradient placed in its bounding box.
        mutating func paint(_ userPath: Path, style: Style, ctm: CGAffineTransform, clips: [Path]) {
            let path = userPath.applying(ctm)
            lazy var box = userPath.boundingRect
            let fillOpacity = style.fillOpacity * style.opacity, strokeOpacity = style.strokeOpacity * style.opacity
            if let (color, gradient) = resolve(style.fill, style: style, opacity: fillOpacity) {
                var shape = VectorShape(path: path, operation: .fill(style.fillRule), color: color, clips: clips)
                shape.gradient = gradient?.placed(box: box, ctm: ctm, viewport: viewport, opacity: fillOpacity)
                drawing.add(shape)
            }
            if let (color, gradient) = resolve(style.stroke, style: style, opacity: strokeOpacity) {
                var stroke = style.line
                let scale = ctm.lengthScale
                stroke.lineWidth *= scale
                stroke.dash = stroke.dash.map { $0 * scale }
                stroke.dashPhase *= scale
                var shape = VectorShape(path: path, operation: .stroke(stroke), color: color, clips: clips)
                shape.gradient = gradient?.placed(box: box, ctm: ctm, viewport: viewport, opacity: strokeOpacity)
                drawing.add(shape)
            }
        }

        /// The colour of a paint, faded by `opacity`, and the gradient it names, if any (the
        /// colour is then its first stop's); `nil` when it paints nothing.
        func resolve(_ paint: SVGPaint, style: Style, opacity: Double) -> (Color, SVGGradient?)? {
            switch paint {
            case .none: return nil
            case .color(let c): return (c.opacity(opacity), nil)
            case .currentColor: return (style.color.opacity(opacity), nil)
            case .reference(let id, let fallback):
                if let gradient = SVGGradient(id: id, ids: ids, stopColor: { stopColor($0, inherited: style) }) {
                    guard let first = gradient.firstColor else { return nil }
                    return (first.opacity(opacity), gradient)
                }
                return fallback.map { ($0.opacity(opacity), nil) }
            }
        }

        /// A `<stop>`'s `stop-color` with its `stop-opacity`, from its attributes, the style
        /// sheet and its `style` (`currentColor` is the stop's `color`).
        func stopColor(_ stop: SVGElement, inherited: Style) -> Color {
            var declarations = stop.attributes
            if !sheet.rules.isEmpty {
                for (name, value) in sheet.declarations(for: stop) { declarations[name] = value }
            }
            for (name, value) in SVGStyleSheet.declarations(Substring(stop.attributes["style"] ?? "")) {
                declarations[name] = value
            }
            var color = Color(red: 0, green: 0, blue: 0)
            if let c = declarations["stop-color"].flatMap(SVGColor.parse) { color = c }
            if declarations["stop-color"]?.trimmingCharacters(in: .whitespaces).lowercased() == "currentcolor" {
                color = style(of: stop, inherited: inherited).color
            }
            var opacity = 1.0
            if let o = declarations["stop-opacity"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
                o.isFinite
            {
                opacity = min(max(o, 0), 1)
            }
            return color.opacity(opacity)
        }

        /// The outline of a basic shape or path element, in its user coordinates; `nil` for
        /// other elements and for shapes of no size (§9: a zero width or radius draws nothing).
        static func shape(_ element: SVGElement, viewport: CGSize) -> Path? {
            let a = element.attributes
            func x(_ name: String) -> Double { length(a[name], relativeTo: Double(viewport.width)) ?? 0 }
            func y(_ name: String) -> Double { length(a[name], relativeTo: Double(viewport.height)) ?? 0 }
            func r(_ name: String) -> Double {
                let diagonal = (Double(viewport.width * viewport.width + viewport.height * viewport.height) / 2)
                    .squareRoot()
                return length(a[name], relativeTo: diagonal) ?? 0
            }
            switch element.name {
            case "path":
                let path = SVGPathData.path(a["d"] ?? "")
                return path.isEmpty ? nil : path
            case "rect":
                let rect = CGRect(x: x("x"), y: y("y"), width: x("width"), height: y("height"))
                guard rect.width > 0, rect.height > 0 else { return nil }
                var rx = length(a["rx"], relativeTo: Double(viewport.width)),
                    ry = length(a["ry"], relativeTo: Double(viewport.height))
                if rx == nil || rx! < 0 { rx = ry }
                if ry == nil || ry! < 0 { ry = rx }
                let cx = min(max(rx ?? 0, 0), rect.width / 2), cy = min(max(ry ?? 0, 0), rect.height / 2)
                guard cx > 0, cy > 0 else { return Path(rect) }
                return roundedRect(rect, rx: cx, ry: cy)
            case "circle":
                let radius = r("r")
                guard radius > 0 else { return nil }
                return ellipse(center: CGPoint(x: x("cx"), y: y("cy")), rx: radius, ry: radius)
            case "ellipse":
                let rx = x("rx"), ry = y("ry")
                guard rx > 0, ry > 0 else { return nil }
                return ellipse(center: CGPoint(x: x("cx"), y: y("cy")), rx: rx, ry: ry)
            case "line":
                var path = Path()
                path.move(to: CGPoint(x: x("x1"), y: y("y1")))
                path.addLine(to: CGPoint(x: x("x2"), y: y("y2")))
                return path
            case "polyline", "polygon":
                let n = SVGNumberScanner.numbers(a["points"] ?? "")
                guard n.count >= 4 else { return nil }
                var path = Path()
                path.addLines(stride(from: 0, to: n.count - 1, by: 2).map { CGPoint(x: n[$0], y: n[$0 + 1]) })
                if element.name == "polygon" { path.closeSubpath() }
                return path
            default:
                return nil
            }
        }

        /// The circle constant for cubic quarter ellipses: 4/3·(√2 − 1).
        static let kappa = 0.5522847498307936

        /// An ellipse as four cubic quarters, from (cx + rx, cy) clockwise on screen (§9.4's
        /// start point and direction).
        static func ellipse(center c: CGPoint, rx: Double, ry: Double) -> Path {
            let kx = rx * kappa, ky = ry * kappa
            var p = Path()
            p.move(to: CGPoint(x: c.x + rx, y: c.y))
            p.addCurve(
                to: CGPoint(x: c.x, y: c.y + ry), control1: CGPoint(x: c.x + rx, y: c.y + ky),
                control2: CGPoint(x: c.x + kx, y: c.y + ry))
            p.addCurve(
                to: CGPoint(x: c.x - rx, y: c.y), control1: CGPoint(x: c.x - kx, y: c.y + ry),
                control2: CGPoint(x: c.x - rx, y: c.y + ky))
            p.addCurve(
                to: CGPoint(x: c.x, y: c.y - ry), control1: CGPoint(x: c.x - rx, y: c.y - ky),
                control2: CGPoint(x: c.x - kx, y: c.y - ry))
            p.addCurve(
                to: CGPoint(x: c.x + rx, y: c.y), control1: CGPoint(x: c.x + kx, y: c.y - ry),
                control2: CGPoint(x: c.x + rx, y: c.y - ky))
            p.closeSubpath()
            return p
        }

        /// A rectangle with elliptical corners of radii `rx`, `ry` (§9.2's outline: from
        /// (x + rx, y) clockwise on screen).
        static func roundedRect(_ r: CGRect, rx: Double, ry: Double) -> Path {
            let kx = rx * kappa, ky = ry * kappa
            var p = Path()
            p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            p.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            p.addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            p.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
            p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            p.addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
            p.closeSubpath()
            return p
        }
    }
}
