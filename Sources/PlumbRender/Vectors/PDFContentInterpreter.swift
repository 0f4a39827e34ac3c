import Foundation
import PlumbCore

/// Runs a PDF page's content streams (ISO 32000-1 §8, Annex A's operator table) into
/// ``VectorShape``s.
///
/// Interpreted:
/// - Graphics state (§8.4): `q` `Q` (at most ``VectorImage/Limits/nesting`` saved), `cm`,
///   `w` `J` `j` `M` `d`, `gs` with an ExtGState's `/ca` `/CA` (fill and stroke alpha) and `/LW`.
/// - Paths (§8.5): `m` `l` `c` `v` `y` `h` `re`; painted by `f` `F` `f*` (fill), `S` `s`
///   (stroke, `s` closing first), `B` `B*` `b` `b*` (fill then stroke), `n` (nothing); `W`
///   `W*` make the path a clip at its painting operator (§8.5.4; the even-odd clip is kept
///   by the non-zero rule, the same for the single rectangles and outlines icons clip to).
/// - Colour (§8.6): `g` `G` (grey), `rg` `RG` (RGB), `k` `K` (CMYK, converted as
///   §10.3.4 does without a profile: r = 1 − min(1, c + k)...), and `sc` `scn` `SC` `SCN` by
///   their operand count (1 grey, 3 RGB, 4 CMYK; an ICC profile's components are taken as
///   the device space of that count, as icon exporters write sRGB). A shading pattern
///   (`/P0 scn`, placed by its `/Matrix`) and `sh` (in the current space, filling the
///   current clip) paint their shading's gradient (``PDFShading``).
/// - Form XObjects (`Do`, §8.10): their streams run in a saved state, `/Matrix` applied and
///   clipped to `/BBox`, at most 8 deep.
///
/// - Soft masks (`gs` with an ExtGState's `/SMask`, §11.6.5): the mask group's content is
///   run and what it paints becomes a clip of what follows: for a `/Luminosity` mask the
///   fills of a light colour (luminance ½ or more, black backdrops and dark fills mask out),
///   for an `/Alpha` mask every fill. Design tools export a rounded avatar or an icon's
///   cut-out this way (Figma's and Sketch's PDFs: a white rectangle under a circle's mask);
///   the mask's partial values (a gradient's soft edge) are not kept: in or out.
///
/// - Blend modes (`/BM`, §11.3.5): what is painted with one other than `Normal` is left out
///   (an `Overlay` of white over a gradient lightens it; painted as normal, it would cover it).
///
/// Ignored safely: text (`BT`…`ET` draws nothing), image XObjects, inline images (`BI`…`ID`
/// data `EI` skipped), marked content, rendering intents.
struct PDFContentInterpreter {
    struct State {
        var ctm: CGAffineTransform
        var fill = Color(red: 0, green: 0, blue: 0)
        var stroke = Color(red: 0, green: 0, blue: 0)
        /// The shading pattern fills and strokes paint with, placed in image coordinates
        /// (`fill` and `stroke` are then its first colour).
        var fillGradient: VectorGradient?
        var strokeGradient: VectorGradient?
        /// The default space of the content stream (the page's, or a form's after its
        /// matrix): what a pattern's `/Matrix` maps into (§8.7.3.1).
        var patternSpace: CGAffineTransform
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var line = StrokeStyle(lineWidth: 1)
        var clips: [Path] = []
        var resources: [String: PDFObject]
        /// Whether a blend mode other than Normal is set: what it paints is left out.
        var blends = false
    }

    let file: PDFFile
    var drawing = VectorDrawing()
    /// The image's box, in image coordinates (for `sh` without a clip).
    let box: CGRect
    private var state: State
    private var saved: [State] = []
    private var path = Path()
    private var current: CGPoint?
    private var subpathStart: CGPoint?
    private var pendingClip = false
    private var steps = 0
    private var formDepth = 0
    /// How many image XObjects the content drew, which Plumb does not: a page of nothing but
    /// a picture (Photoshop's PDFs) is then no vector image at all.
    private(set) var skippedImages = 0
    /// Decoded form streams by object number: a form drawn many times is inflated once.
    private var forms: [Int: [UInt8]] = [:]

    init(file: PDFFile, ctm: CGAffineTransform, resources: [String: PDFObject], box: CGRect) {
        self.file = file
        self.box = box
        self.state = State(ctm: ctm, patternSpace: ctm, resources: resources)
    }

    /// Runs the content in `bytes`.
    mutating func run(_ bytes: [UInt8]) {
        var scanner = PDFScanner(bytes)
        var operands: [PDFObject] = []
        while steps < VectorImage.Limits.steps, !drawing.isFull, let token = scanner.next() {
            switch token {
            case .object(let o):
                if operands.count < 64 { operands.append(o) }
            case .keyword(let op):
                steps += 1
                if op == "ID" { skipInlineImage(&scanner) } else { perform(op, operands) }
                operands.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Skips an inline image's data: from one byte after `ID` to `EI` between white space.
    private func skipInlineImage(_ scanner: inout PDFScanner) {
        var k = scanner.position + 1
        while k < scanner.end {
            if scanner.byte(k) == UInt8(ascii: "E"), scanner.byte(k + 1) == UInt8(ascii: "I"),
                scanner.byte(k - 1).map(PDFScanner.isWhite) ?? true,
                scanner.byte(k + 2).map({ PDFScanner.isWhite($0) }) ?? true
            {
                scanner.position = k + 2
                return
            }
            k += 1
        }
        scanner.position = scanner.end
    }

    private mutating func perform(_ op: String, _ o: [PDFObject]) {
        let n = o.compactMap(\.number)
        func point(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]).applying(state.ctm) }
        switch op {
        case "q":
            if saved.count < VectorImage.Limits.nesting { saved.append(state) }
        case "Q":
            if let s = saved.popLast() { state = s }
        case "cm":
            guard n.count == 6 else { return }
            let m = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]).concatenating(state.ctm)
            if m.isFinite { state.ctm = m }
        case "w": if let w = n.last, w >= 0 { state.line.lineWidth = w }
        case "J": if let c = n.last { state.line.lineCap = c == 1 ? .round : c == 2 ? .square : .butt }
        case "j": if let j = n.last { state.line.lineJoin = j == 1 ? .round : j == 2 ? .bevel : .miter }
        case "M": if let m = n.last, m >= 1 { state.line.miterLimit = m }
        case "d":
            let dash = (o.first?.array ?? []).compactMap(\.number).prefix(64)
            let valid = !dash.contains(where: { $0 < 0 }) && !dash.allSatisfy({ $0 == 0 })
            state.line.dash = valid ? dash.map { CGFloat($0) } : []
            state.line.dashPhase = CGFloat(n.last ?? 0)
        case "gs": if let name = o.last?.name { applyGraphicsState(name) }
        // Paths.
        case "m":
            guard n.count >= 2, path.elements.count < VectorImage.Limits.pathElements else { return }
            let p = point(n.count - 2)
            path.move(to: p)
            current = p
            subpathStart = p
        case "l":
            guard n.count >= 2, current != nil, path.elements.count < VectorImage.Limits.pathElements else { return }
            let p = point(n.count - 2)
            path.addLine(to: p)
            current = p
        case "c":
            guard n.count == 6, current != nil, path.elements.count < VectorImage.Limits.pathElements else { return }
            let p = point(4)
            path.addCurve(to: p, control1: point(0), control2: point(2))
            current = p
        case "v":
            guard n.count == 4, let c = current, path.elements.count < VectorImage.Limits.pathElements else { return }
            let p = point(2)
            path.addCurve(to: p, control1: c, control2: point(0))
            current = p
        case "y":
            guard n.count == 4, current != nil, path.elements.count < VectorImage.Limits.pathElements else { return }
            let p = point(2)
            path.addCurve(to: p, control1: point(0), control2: p)
            current = p
        case "h":
            guard current != nil else { return }
            path.closeSubpath()
            current = subpathStart
        case "re":
            guard n.count == 4, path.elements.count < VectorImage.Limits.pathElements else { return }
            let x = n[0], y = n[1], w = n[2], h = n[3]
            let corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map {
                CGPoint(x: $0.0, y: $0.1).applying(state.ctm)
            }
            path.addLines(corners)
            path.closeSubpath()
            current = corners[0]
            subpathStart = corners[0]
        case "W", "W*": pendingClip = true
        // Painting.
        case "f", "F": paint(fill: .nonZero, stroke: false)
        case "f*": paint(fill: .evenOdd, stroke: false)
        case "S": paint(fill: nil, stroke: true)
        case "s":
            path.closeSubpath()
            paint(fill: nil, stroke: true)
        case "B": paint(fill: .nonZero, stroke: true)
        case "B*": paint(fill: .evenOdd, stroke: true)
        case "b":
            path.closeSubpath()
            paint(fill: .nonZero, stroke: true)
        case "b*":
            path.closeSubpath()
            paint(fill: .evenOdd, stroke: true)
        case "n": paint(fill: nil, stroke: false)
        // Colour.
        case "g", "rg", "k", "sc", "scn":
            if let (c, gradient) = color(o) { (state.fill, state.fillGradient) = (c, gradient) }
        case "G", "RG", "K", "SC", "SCN":
            if let (c, gradient) = color(o) { (state.stroke, state.strokeGradient) = (c, gradient) }
        case "cs":
            // A new fill colour space starts at its initial colour: black (§8.6.5).
            (state.fill, state.fillGradient) = (Color(red: 0, green: 0, blue: 0), nil)
        case "CS":
            (state.stroke, state.strokeGradient) = (Color(red: 0, green: 0, blue: 0), nil)
        case "sh":
            if let name = o.last?.name, let shading = PDFShading(resource("Shading", name), file: file) {
                fillClip(
                    with: shading.firstColor,
                    gradient: shading.paint.map { VectorGradient(paint: $0, transform: state.ctm) })
            }
        case "Do":
            if let name = o.last?.name { drawForm(name) }
        default:
            break
        }
    }

    /// Paints the current path, makes it a clip if `W` came before, and starts a new path.
    private mutating func paint(fill rule: DisplayFillRule?, stroke: Bool) {
        defer {
            path = Path()
            current = nil
            subpathStart = nil
            pendingClip = false
        }
        guard !path.isEmpty else { return }
        if state.blends {
            if pendingClip, state.clips.count < 16 { state.clips.append(path) }
            return
        }
        if let rule {
            let c = state.fill.opacity(state.fillAlpha)
            drawing.add(
                VectorShape(
                    path: path, operation: .fill(rule), color: c, clips: state.clips,
                    gradient: state.fillGradient?.fading(state.fillAlpha)))
        }
        if stroke {
            var line = state.line
            let scale = state.ctm.lengthScale
            // Width 0 is the thinnest line the device draws (§8.4.3.2): a third of a point, a
            // pixel at 3x.
            line.lineWidth = line.lineWidth > 0 ? line.lineWidth * scale : 1.0 / 3
            line.dash = line.dash.map { $0 * scale }
            line.dashPhase *= scale
            let c = state.stroke.opacity(state.strokeAlpha)
            drawing.add(
                VectorShape(
                    path: path, operation: .stroke(line), color: c, clips: state.clips,
                    gradient: state.strokeGradient?.fading(state.strokeAlpha)))
        }
        if pendingClip, state.clips.count < 16 { state.clips.append(path) }
    }

    /// Fills the current clip (the box without one) with `color` or `gradient`, for `sh`.
    private mutating func fillClip(with color: Color, gradient: VectorGradient?) {
        var clips = state.clips
        let area = clips.popLast() ?? Path(box)
        let c = color.opacity(state.fillAlpha)
        drawing.add(
            VectorShape(
                path: area, operation: .fill(.nonZero), color: c, clips: clips,
                gradient: gradient?.fading(state.fillAlpha)))
    }

    /// The colour of a colour operator's operands: grey, RGB or CMYK by their count, or a
    /// shading pattern's by its name (its first colour, and its gradient placed by the
    /// pattern's `/Matrix` in the stream's default space).
    private func color(_ operands: [PDFObject]) -> (Color, VectorGradient?)? {
        if let name = operands.last?.name {
            guard let pattern = file.dictionary(resource("Pattern", name)),
                let shading = PDFShading(pattern["Shading"], file: file)
            else { return nil }
            let space = applying(pattern["Matrix"], to: state.patternSpace)
            return (shading.firstColor, shading.paint.map { VectorGradient(paint: $0, transform: space) })
        }
        return Self.deviceColor(operands.compactMap(\.number)).map { ($0, nil) }
    }

    /// A device colour from 1 (grey), 3 (RGB) or 4 (CMYK) components, each clamped to 0...1.
    static func deviceColor(_ components: [Double]) -> Color? {
        let c = components.map { min(max($0, 0), 1) }
        switch c.count {
        case 1: return Color(red: c[0], green: c[0], blue: c[0])
        case 3: return Color(red: c[0], green: c[1], blue: c[2])
        case 4:
            return Color(red: 1 - min(1, c[0] + c[3]), green: 1 - min(1, c[1] + c[3]), blue: 1 - min(1, c[2] + c[3]))
        default: return nil
        }
    }

    /// `transform` after a `/Matrix` of six numbers (a form's, a pattern's, a soft mask
    /// group's), or `transform` as it is without one, or where the product is not finite.
    private func applying(_ matrix: PDFObject?, to transform: CGAffineTransform) -> CGAffineTransform {
        let m = file.resolve(matrix)?.array?.compactMap { file.number($0) } ?? []
        guard m.count == 6 else { return transform }
        let t = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(transform)
        return t.isFinite ? t : transform
    }

    /// The resource `name` of `category` (`ExtGState`, `XObject`, `Shading`, `Pattern`).
    private func resource(_ category: String, _ name: String) -> PDFObject? {
        file.dictionary(state.resources[category])?[name]
    }

    /// `gs`: the ExtGState's alphas and line width.
    private mutating func applyGraphicsState(_ name: String) {
        guard let gs = file.dictionary(resource("ExtGState", name)) else { return }
        if let ca = file.number(gs["ca"]) { state.fillAlpha = min(max(ca, 0), 1) }
        if let ca = file.number(gs["CA"]) { state.strokeAlpha = min(max(ca, 0), 1) }
        if let lw = file.number(gs["LW"]), lw >= 0 { state.line.lineWidth = lw }
        if let mode = file.resolve(gs["BM"]).flatMap({ $0.name ?? $0.array?.first?.name }) {
            state.blends = mode != "Normal" && mode != "Compatible"
        }
        if let mask = file.dictionary(gs["SMask"]), state.clips.count < 16, let clip = softMaskClip(mask) {
            state.clips.append(clip)
        }
    }

    /// What a soft mask lets through, as one clip: the union of the fills its group paints
    /// (light ones for a luminosity mask), in image coordinates; nil where the mask cannot be
    /// read (nothing is then masked).
    private func softMaskClip(_ mask: [String: PDFObject]) -> Path? {
        guard formDepth < 8, case .reference(let number)? = mask["G"], let group = file.objects[number]?.dictionary,
            let content = file.data(ofStream: number), !content.isEmpty
        else { return nil }
        let ctm = applying(group["Matrix"], to: state.ctm)
        var inner = PDFContentInterpreter(
            file: file, ctm: ctm, resources: file.dictionary(group["Resources"]) ?? state.resources, box: box)
        inner.formDepth = formDepth + 1
        inner.run(content)
        let luminosity = mask["S"]?.name != "Alpha"
        var clip = Path()
        for shape in inner.drawing.shapes {
            guard case .fill = shape.operation else { continue }
            if luminosity {
                let c = shape.color.resolve(in: EnvironmentValues())
                let luminance = 0.2126 * c.linearRed + 0.7152 * c.linearGreen + 0.0722 * c.linearBlue
                // (Mid grey, sRGB ½, is 0.214 in linear light.)
                guard luminance >= 0.214, c.opacity > 0 else { continue }
            }
            clip.addPath(shape.path)
        }
        return clip
    }

    /// `Do` of a form XObject: its content in a saved state, its matrix applied, clipped to its box.
    private mutating func drawForm(_ name: String) {
        guard formDepth < 8, case .reference(let number)? = resource("XObject", name),
            let dict = file.objects[number]?.dictionary
        else { return }
        guard dict["Subtype"]?.name == "Form" else {
            if dict["Subtype"]?.name == "Image" { skippedImages += 1 }
            return
        }
        if forms[number] == nil { forms[number] = file.data(ofStream: number) ?? [] }
        guard let content = forms[number], !content.isEmpty else { return }
        let outer = (state, path, current, subpathStart, pendingClip)
        let savedCount = saved.count
        state.ctm = applying(dict["Matrix"], to: state.ctm)
        state.patternSpace = state.ctm
        if let resources = file.dictionary(dict["Resources"]) { state.resources = resources }
        let b = file.resolve(dict["BBox"])?.array?.compactMap { file.number($0) } ?? []
        if b.count == 4, state.clips.count < 16 {
            var clip = Path()
            clip.addLines(
                [(b[0], b[1]), (b[2], b[1]), (b[2], b[3]), (b[0], b[3])].map {
                    CGPoint(x: $0.0, y: $0.1).applying(state.ctm)
                })
            clip.closeSubpath()
            state.clips.append(clip)
        }
        path = Path()
        formDepth += 1
        run(content)
        formDepth -= 1
        saved.removeLast(max(0, saved.count - savedCount))
        (state, path, current, subpathStart, pendingClip) = outer
    }
}
