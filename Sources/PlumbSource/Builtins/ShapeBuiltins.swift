import Foundation
import PlumbCore

// The reader's shapes: `Path` values (built with their mutating methods or a closure),
// custom `Shape` types (drawn by calling their `path(in:)`), `UnevenRoundedRectangle`,
// `ContainerRelativeShape`, `containerShape(_:)`, and the shape members `trim`, `inset`.

extension Interpreter {
    /// The shape views of ``viewVocabulary``.
    static let shapeViews: [ViewEntry] = [
        .init(
            "Path",
            [
                "Path()", "Path(_:)", "Path(roundedRect:cornerRadius:style:)", "Path(roundedRect:cornerSize:style:)",
                "Path(roundedRect:cornerRadii:style:)", "Path(ellipseIn:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            let style =
                try a.take("style").map { e throws(Diagnostic) in try i.cornerStyle(e.value, at: e.offset) }
                ?? .continuous
            if let rect = a.take("roundedRect") {
                let r = try i.rect(rect.value, at: rect.offset)
                if let radius = a.take("cornerRadius") {
                    return .path(
                        Path(roundedRect: r, cornerRadius: try i.cgFloat(radius.value, at: radius.offset), style: style)
                    )
                }
                if let size = a.take("cornerSize") {
                    return .path(
                        Path(roundedRect: r, cornerSize: try i.size(size.value, at: size.offset), style: style))
                }
                if let radii = a.take("cornerRadii") {
                    return .path(
                        Path(
                            roundedRect: r, cornerRadii: try i.cornerRadii(radii.value, at: radii.offset), style: style)
                    )
                }
                throw i.error("missing argument 'cornerRadius:' in call to 'Path'", at: at)
            }
            if let rect = a.take("ellipseIn") { return .path(Path(ellipseIn: try i.rect(rect.value, at: rect.offset))) }
            guard let e = a.takeUnlabeled() else { return .path(Path()) }
            if case .closure(let c) = e.value {
                // `Path { p in ... }`: the closure builds the path in its parameter.
                let scope = try i.bind(c, [.path(Path())], at: e.offset)
                _ = try i.nested(at: e.offset) { () throws(Diagnostic) in
                    try i.evaluateValue(c.closure.body, in: scope, at: c.closure.offset)
                }
                let name = c.closure.parameters.first ?? "$0"
                if case .path(let built)? = scope.lookup(name) { return .path(built) }
                return .path(Path())
            }
            if case .path(let p) = e.value { return .path(p) }
            return .path(Path(try i.rect(e.value, at: e.offset)))
        },
        .init(
            "UnevenRoundedRectangle",
            [
                "UnevenRoundedRectangle(cornerRadii:style:)",
                "UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
            ]
        ) { i, a, _ throws(Diagnostic) in
            let style =
                try a.take("style").map { e throws(Diagnostic) in try i.cornerStyle(e.value, at: e.offset) }
                ?? .continuous
            if let radii = a.take("cornerRadii") {
                return .shape(
                    AnyShape(
                        UnevenRoundedRectangle(
                            cornerRadii: try i.cornerRadii(radii.value, at: radii.offset), style: style)))
            }
            func radius(_ label: String) throws(Diagnostic) -> CGFloat {
                try a.take(label).map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            }
            return .shape(
                AnyShape(
                    UnevenRoundedRectangle(
                        topLeadingRadius: try radius("topLeadingRadius"),
                        bottomLeadingRadius: try radius("bottomLeadingRadius"),
                        bottomTrailingRadius: try radius("bottomTrailingRadius"),
                        topTrailingRadius: try radius("topTrailingRadius"),
                        style: style)))
        },
        .init("ContainerRelativeShape", ["ContainerRelativeShape()"]) { _, _, _ throws(Diagnostic) in
            .shape(AnyShape(ContainerRelativeShape()))
        },
        .init("ConcentricRectangle", ["ConcentricRectangle()", "ConcentricRectangle(corners:isUniform:)"]) {
            i, a, at throws(Diagnostic) in
            let corners =
                try a.take("corners").map { e throws(Diagnostic) in try i.concentricCorner(e.value, at: e.offset) }
                ?? .concentric
            let uniform =
                try a.take("isUniform").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? false
            return .shape(AnyShape(ConcentricRectangle(corners: corners, isUniform: uniform)))
        },
    ]

    /// `.concentric`, `.concentric(minimum: 20)`, `.fixed(12)`: a `ConcentricRectangle`'s corners.
    func concentricCorner(_ v: Value, at offset: Int) throws(Diagnostic) -> ConcentricRectangle.Corner {
        guard case .symbol(let name, let args, let at) = v else {
            throw error("expected a corner style (.concentric, .fixed(_:)), found \(v.kind)", at: offset)
        }
        var a = args ?? .none(at: at)
        let corner: ConcentricRectangle.Corner
        switch name {
        case "concentric":
            corner =
                try a.take("minimum").map { e throws(Diagnostic) in
                    .concentric(minimum: try cgFloat(e.value, at: e.offset))
                }
                ?? .concentric
        case "fixed":
            guard let r = a.takeUnlabeled() else { throw error("missing radius in '.fixed'", at: at) }
            corner = .fixed(try cgFloat(r.value, at: r.offset))
        default:
            throw error("unknown corner style '.\(name)' (expected .concentric or .fixed)", at: at)
        }
        try a.finish(name, in: file)
        return corner
    }

    /// The shape modifiers of ``modifierVocabulary``.
    static let shapeModifiers: [ModifierEntry] = [
        .init("containerShape", ["containerShape(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing shape in call to 'containerShape'", at: at) }
            return AnyView(v.containerShape(try i.insettableShape(e.value, at: e.offset)))
        }
    ]

    /// The appearance modifiers of ``modifierVocabulary``: `preferredColorScheme`, `accentColor`.
    static let appearanceModifiers: [ModifierEntry] = [
        .init("preferredColorScheme", ["preferredColorScheme(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing colour scheme in call to 'preferredColorScheme'", at: at)
            }
            if case .none = e.value { return AnyView(v.preferredColorScheme(nil)) }
            switch i.symbolName(e.value)?.0 {
            case "light"?: return AnyView(v.preferredColorScheme(.light))
            case "dark"?: return AnyView(v.preferredColorScheme(.dark))
            default:
                i.warn("colour scheme \(e.value.kind) is unknown to Plumb; no preference", about: e.value, at: e.offset)
                return v
            }
        },
        .init("accentColor", ["accentColor(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing colour in call to 'accentColor'", at: at) }
            if case .none = e.value { return AnyView(v.accentColor(nil)) }
            return AnyView(v.accentColor(try i.color(e.value, at: e.offset)))
        },
    ]

    /// The shape values of ``valueVocabulary``.
    static let shapeValues: [ValueEntry] = [
        // UIKit's `UIBezierPath`, as `Shape`s built on it draw (`Path(UIBezierPath(roundedRect:
        // rect, byRoundingCorners: corners, cornerRadii: radii).cgPath)`, the rounded-corner
        // shape of many apps): the path it describes. UIKit clamps a radius to half the
        // rectangle's shorter side, as the library's `Path(roundedRect:...)` does;
        // `byRoundingCorners` rounds the corners named (top-left is the leading corner in the
        // left-to-right layout Plumb draws).
        .init("UIBezierPath", binding: .readerOnly("UIKit's UIBezierPath, which Linux lacks")) {
            i, a, at throws(Diagnostic) in
            if let rect = a.take("roundedRect") {
                let r = try i.rect(rect.value, at: rect.offset)
                if let radius = a.take("cornerRadius") {
                    let c = try i.cgFloat(radius.value, at: radius.offset)
                    return .path(Path(roundedRect: r, cornerRadius: c, style: .continuous))
                }
                guard let radii = a.take("cornerRadii") else {
                    throw i.error("missing argument 'cornerRadius:' in call to 'UIBezierPath'", at: at)
                }
                let c = try i.size(radii.value, at: radii.offset).width
                let corners =
                    try a.take("byRoundingCorners").map { e throws(Diagnostic) in
                        try i.rectCorners(e.value, at: e.offset)
                    } ?? Interpreter.allRectCorners
                func radius(_ corner: String) -> CGFloat { corners.contains(corner) ? c : 0 }
                return .path(
                    Path(
                        roundedRect: r,
                        cornerRadii: RectangleCornerRadii(
                            topLeading: radius("topLeft"), bottomLeading: radius("bottomLeft"),
                            bottomTrailing: radius("bottomRight"), topTrailing: radius("topRight")),
                        style: .circular))
            }
            if let rect = a.take("rect") { return .path(Path(try i.rect(rect.value, at: rect.offset))) }
            if let rect = a.take("ovalIn") { return .path(Path(ellipseIn: try i.rect(rect.value, at: rect.offset))) }
            if a.isEmpty { return .path(Path()) }
            a.takeAll()
            throw i.error("Plumb reads UIBezierPath(roundedRect:...), (rect:), (ovalIn:) and ()", at: at)
        },
        .init("RectangleCornerRadii", ["RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:)"]) {
            _, a, at throws(Diagnostic) in
            let all = a
            a.takeAll()
            return .symbol("init", arguments: all, at: at)
        },
        .init("FillStyle", ["FillStyle(eoFill:antialiased:)"]) { _, a, at throws(Diagnostic) in
            let all = a
            a.takeAll()
            return .symbol("init", arguments: all, at: at)
        },
    ]

    /// `Path`'s mutating methods, which the reader applies to the variable they are called on.
    static let pathMutators: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "closeSubpath", "addRect", "addRects",
        "addRoundedRect", "addEllipse", "addArc", "addRelativeArc", "addPath",
    ]

    /// `p.move(to:)` and the other mutating methods of ``pathMutators`` on `path`.
    func mutatePath(_ name: String, _ path: inout Path, _ a: inout Arguments, at offset: Int) throws(Diagnostic) {
        func point(_ label: String) throws(Diagnostic) -> CGPoint {
            guard let e = a.take(label) else {
                throw error("missing argument '\(label):' in call to '\(name)'", at: offset)
            }
            return try self.point(e.value, at: e.offset)
        }
        func number(_ label: String) throws(Diagnostic) -> CGFloat {
            guard let e = a.take(label) else {
                throw error("missing argument '\(label):' in call to '\(name)'", at: offset)
            }
            return try cgFloat(e.value, at: e.offset)
        }
        func unlabeled() throws(Diagnostic) -> Arguments.Entry {
            guard let e = a.takeUnlabeled() else { throw error("missing argument in call to '\(name)'", at: offset) }
            return e
        }
        switch name {
        case "move": path.move(to: try point("to"))
        case "addLine": path.addLine(to: try point("to"))
        case "addLines":
            let e = try unlabeled()
            guard case .array(let items) = e.value else { throw error("expected an array of points", at: e.offset) }
            var points: [CGPoint] = []
            for item in items { points.append(try self.point(item, at: e.offset)) }
            path.addLines(points)
        case "addQuadCurve": path.addQuadCurve(to: try point("to"), control: try point("control"))
        case "addCurve":
            path.addCurve(to: try point("to"), control1: try point("control1"), control2: try point("control2"))
        case "closeSubpath": path.closeSubpath()
        case "addRect":
            let e = try unlabeled()
            path.addRect(try rect(e.value, at: e.offset))
        case "addRects":
            let e = try unlabeled()
            guard case .array(let items) = e.value else { throw error("expected an array of rectangles", at: e.offset) }
            var rects: [CGRect] = []
            for item in items { rects.append(try rect(item, at: e.offset)) }
            path.addRects(rects)
        case "addEllipse":
            guard let e = a.take("in") else {
                throw error("missing argument 'in:' in call to 'addEllipse'", at: offset)
            }
            path.addEllipse(in: try rect(e.value, at: e.offset))
        case "addRoundedRect":
            guard let e = a.take("in") else {
                throw error("missing argument 'in:' in call to 'addRoundedRect'", at: offset)
            }
            let r = try rect(e.value, at: e.offset)
            let style =
                try a.take("style").map { s throws(Diagnostic) in try cornerStyle(s.value, at: s.offset) }
                ?? .continuous
            if let radii = a.take("cornerRadii") {
                path.addRoundedRect(in: r, cornerRadii: try cornerRadii(radii.value, at: radii.offset), style: style)
            } else if let size = a.take("cornerSize") {
                path.addRoundedRect(in: r, cornerSize: try self.size(size.value, at: size.offset), style: style)
            } else {
                let radius = try number("cornerRadius")
                path.addRoundedRect(in: r, cornerSize: CGSize(width: radius, height: radius), style: style)
            }
        case "addArc":
            if a.entries.contains(where: { $0.label == "tangent1End" }) {
                path.addArc(
                    tangent1End: try point("tangent1End"), tangent2End: try point("tangent2End"),
                    radius: try number("radius"))
            } else {
                let center = try point("center"), radius = try number("radius")
                let start = try angle(&a, "startAngle", at: offset), end = try angle(&a, "endAngle", at: offset)
                guard let c = a.take("clockwise") else {
                    throw error("missing argument 'clockwise:' in call to 'addArc'", at: offset)
                }
                path.addArc(
                    center: center, radius: radius, startAngle: start, endAngle: end,
                    clockwise: try bool(c.value, at: c.offset))
            }
        case "addRelativeArc":
            let center = try point("center"), radius = try number("radius")
            path.addRelativeArc(
                center: center, radius: radius, startAngle: try angle(&a, "startAngle", at: offset),
                delta: try angle(&a, "delta", at: offset))
        case "addPath":
            let e = try unlabeled()
            guard case .path(let other) = e.value else {
                throw error("expected a path, found \(e.value.kind)", at: e.offset)
            }
            path.addPath(other)
        default:
            throw error("Path has no method '\(name)' Plumb knows", at: offset)
        }
        if let t = a.take("transform") {
            warn("the transform of '\(name)' is not read: the path is drawn untransformed", at: t.offset)
        }
    }

    /// A method or property of a path that leaves it as it is; `nil` for other names.
    func pathMember(_ name: String, _ path: Path, _ a: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        switch name {
        case "trimmedPath":
            let from = try a.take("from").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
            let to = try a.take("to").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 1
            return .path(path.trimmedPath(from: from, to: to))
        case "offsetBy":
            let dx = try a.take("dx").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
            let dy = try a.take("dy").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
            return .path(path.offsetBy(dx: dx, dy: dy))
        case "contains":
            guard let p = a.takeUnlabeled() else { return nil }
            let eo = try a.take("eoFill").map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? false
            return .bool(path.contains(try point(p.value, at: p.offset), eoFill: eo))
        default:
            return nil
        }
    }

    /// A shape's own members: `trim(from:to:)`, `inset(by:)`, the transforms that keep it a
    /// shape; `nil` for other names.
    func shapeMember(_ name: String, _ shape: AnyShape, _ a: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        func optionalNumber(_ label: String) throws(Diagnostic) -> CGFloat? {
            try a.take(label).map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) }
        }
        switch name {
        case "trim":
            let from = try a.take("from").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
            let to = try a.take("to").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 1
            return .shape(AnyShape(shape.trim(from: from, to: to)))
        case "inset":
            guard let e = a.take("by") else { throw error("missing argument 'by:' in call to 'inset'", at: offset) }
            return .shape(shape.inset(by: try cgFloat(e.value, at: e.offset)))
        // Transforms keep a shape (ShapeTransforms.swift), so it can be filled after them.
        case "offset":
            if let e = a.takeUnlabeled() {
                if case .point(let p) = e.value { return .shape(AnyShape(shape.offset(p))) }
                return .shape(AnyShape(shape.offset(try size(e.value, at: e.offset))))
            }
            return .shape(AnyShape(shape.offset(x: try optionalNumber("x") ?? 0, y: try optionalNumber("y") ?? 0)))
        case "rotation":
            guard let e = a.takeUnlabeled() else { throw error("missing angle in call to 'rotation'", at: offset) }
            let anchor = try a.take("anchor").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
            return .shape(AnyShape(shape.rotation(try angle(e.value, at: e.offset), anchor: anchor ?? .center)))
        case "scale":
            let anchor =
                try a.take("anchor").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) } ?? .center
            if let e = a.takeUnlabeled() {
                return .shape(AnyShape(shape.scale(try cgFloat(e.value, at: e.offset), anchor: anchor)))
            }
            return .shape(
                AnyShape(shape.scale(x: try optionalNumber("x") ?? 1, y: try optionalNumber("y") ?? 1, anchor: anchor)))
        case "size":
            if let e = a.takeUnlabeled() { return .shape(AnyShape(shape.size(try size(e.value, at: e.offset)))) }
            guard let w = try optionalNumber("width"), let h = try optionalNumber("height") else {
                throw error("missing argument 'width:' or 'height:' in call to 'size'", at: offset)
            }
            return .shape(AnyShape(shape.size(width: w, height: h)))
        default:
            return nil
        }
    }

    /// How a shape is painted: filled, stroked on its outline, or stroked inside its frame.
    enum Paint {
        case fill(FillStyle), stroke(StrokeStyle), strokeBorder(StrokeStyle)
    }

    /// The arguments of `fill(_:style:)`, `stroke(_:lineWidth:)`, `stroke(_:style:)` and
    /// `strokeBorder`: the style and the paint; `nil` for other names.
    func paintArguments(_ name: String, _ args: inout Arguments) throws(Diagnostic) -> (AnyShapeStyle, Paint)? {
        guard ["fill", "stroke", "strokeBorder"].contains(name) else { return nil }
        let content =
            try args.takeUnlabeled().map { e throws(Diagnostic) in try paintStyle(e.value, at: e.offset) }
            ?? AnyShapeStyle(ForegroundStyle())
        if name == "fill" {
            let eo =
                try args.take("style").map { e throws(Diagnostic) in try isEvenOdd(e.value, at: e.offset) } ?? false
            return (content, .fill(FillStyle(eoFill: eo)))
        }
        var stroke = StrokeStyle()
        if let w = args.take("lineWidth") { stroke.lineWidth = try cgFloat(w.value, at: w.offset) }
        if let e = args.take("style") { stroke = try strokeStyle(e.value, at: e.offset) }
        _ = args.take("antialiased")
        return (content, name == "stroke" ? .stroke(stroke) : .strokeBorder(stroke))
    }

    /// A shape painted: its view.
    func painted(_ s: AnyShape, _ content: AnyShapeStyle, _ paint: Paint) -> AnyView {
        switch paint {
        case .fill(let style): return AnyView(s.fill(content, style: style))
        case .stroke(let style): return AnyView(s.stroke(content, style: style))
        case .strokeBorder(let style): return AnyView(s.strokeBorder(content, style: style))
        }
    }

    /// A filled or stroked shape painted again (iOS 17's `ShapeView`): the new paint over
    /// the old, as the library layers it (Shape.swift).
    func repainted(_ view: any _PaintedShape, _ content: AnyShapeStyle, _ paint: Paint) -> AnyView {
        switch paint {
        case .fill(let style): return view.filled(content, style: style)
        case .stroke(let style): return view.stroked(content, style: style)
        case .strokeBorder(let style): return view.strokedBorder(content, style: style)
        }
    }

    /// A custom shape value as a library shape: its `path(in:)` is called where it is drawn.
    func interpretedShape(_ instance: Instance, at offset: Int) throws(Diagnostic) -> AnyShape {
        guard let f = instance.type.functions.first(where: { $0.name == "path" && !$0.isStatic }) else {
            throw error("the shape '\(instance.type.name)' has no 'path(in:)'", at: offset)
        }
        let shape = InterpretedShape(name: instance.type.name) { [self] rect in
            var args = Arguments([.init(label: "in", value: .rect(rect), offset: offset)], at: offset)
            guard case .path(let p)? = try? callFunction(f, on: .instance(instance), &args, at: offset) else {
                return Path()
            }
            return p
        }
        return AnyShape(shape)
    }

    /// A shape value where SwiftUI takes an `InsettableShape` (an erased shape is one).
    func insettableShape(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyShape {
        switch v {
        case .shape(let s): return s
        case .path(let p): return AnyShape(p)
        case .instance(let i) where i.type.isShape: return try interpretedShape(i, at: offset)
        case .symbol(let name, let args, let at):
            var a = args ?? .none(at: at)
            return try shapeFromSymbol(name, &a, at: at)
        default: throw error("expected a shape, found \(v.kind)", at: offset)
        }
    }

    /// `RectangleCornerRadii(topLeading: 8, ...)` or `.init(...)`.
    func cornerRadii(_ v: Value, at offset: Int) throws(Diagnostic) -> RectangleCornerRadii {
        guard case .symbol("init", let args?, _) = v else {
            throw error("expected corner radii, found \(v.kind)", at: offset)
        }
        var a = args
        func radius(_ label: String) throws(Diagnostic) -> CGFloat {
            try a.take(label).map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0
        }
        return RectangleCornerRadii(
            topLeading: try radius("topLeading"), bottomLeading: try radius("bottomLeading"),
            bottomTrailing: try radius("bottomTrailing"), topTrailing: try radius("topTrailing"))
    }

    /// UIKit's `UIRectCorner` as written: `.allCorners`, `.topLeft`, `[.topLeft, .topRight]`.
    func rectCorners(_ v: Value, at offset: Int) throws(Diagnostic) -> Set<String> {
        switch v {
        case .symbol("allCorners", nil, _): return Interpreter.allRectCorners
        case .symbol(let name, nil, _) where Interpreter.allRectCorners.contains(name): return [name]
        case .array(let items):
            var corners: Set<String> = []
            for item in items { corners.formUnion(try rectCorners(item, at: offset)) }
            return corners
        default: throw error("expected a UIRectCorner (.topLeft, .allCorners...), found \(v.kind)", at: offset)
        }
    }

    static let allRectCorners: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]

    /// A rectangle value: `CGRect(...)`, `rect`, `.zero`.
    func rect(_ v: Value, at offset: Int) throws(Diagnostic) -> CGRect {
        switch v {
        case .rect(let r): return r
        case .symbol("zero", nil, _): return .zero
        default: throw error("expected a rectangle, found \(v.kind)", at: offset)
        }
    }

    /// An angle argument: `.degrees(90)`, `.radians(x)`, `.zero`, `Angle(degrees:)`.
    func angle(_ a: inout Arguments, _ label: String, at offset: Int) throws(Diagnostic) -> Angle {
        guard let e = a.take(label) else { throw error("missing argument '\(label):'", at: offset) }
        return try angle(e.value, at: e.offset)
    }

    /// A `StrokeStyle(...)` value (`.init(...)` too): every field read.
    func strokeStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> StrokeStyle {
        guard case .symbol("init", let args?, _) = v else {
            throw error("expected a StrokeStyle, found \(v.kind)", at: offset)
        }
        var a = args
        var style = StrokeStyle()
        if let e = a.take("lineWidth") { style.lineWidth = try cgFloat(e.value, at: e.offset) }
        if let e = a.take("lineCap") {
            switch symbolName(e.value)?.0 {
            case "butt"?: style.lineCap = .butt
            case "round"?: style.lineCap = .round
            case "square"?: style.lineCap = .square
            default: throw error("expected .butt, .round or .square, found \(e.value.kind)", at: e.offset)
            }
        }
        if let e = a.take("lineJoin") {
            switch symbolName(e.value)?.0 {
            case "miter"?: style.lineJoin = .miter
            case "round"?: style.lineJoin = .round
            case "bevel"?: style.lineJoin = .bevel
            default: throw error("expected .miter, .round or .bevel, found \(e.value.kind)", at: e.offset)
            }
        }
        if let e = a.take("miterLimit") { style.miterLimit = try cgFloat(e.value, at: e.offset) }
        if let e = a.take("dash") {
            guard case .array(let items) = e.value else { throw error("expected an array of lengths", at: e.offset) }
            var dash: [CGFloat] = []
            for item in items { dash.append(try cgFloat(item, at: e.offset)) }
            style.dash = dash
        }
        if let e = a.take("dashPhase") { style.dashPhase = try cgFloat(e.value, at: e.offset) }
        return style
    }

    /// Whether a `FillStyle(eoFill:)` value fills by the even-odd rule.
    func isEvenOdd(_ v: Value, at offset: Int) throws(Diagnostic) -> Bool {
        guard case .symbol("init", let args?, _) = v else { return false }
        var a = args
        return try a.take("eoFill").map { e throws(Diagnostic) in try bool(e.value, at: e.offset) } ?? false
    }
}

/// A shape read from source: its path comes from the interpreter.
struct InterpretedShape: NamedShape, @unchecked Sendable {
    let name: String
    let pathIn: (CGRect) -> Path

    var shapeName: String { name }
    func path(in rect: CGRect) -> Path { pathIn(rect) }
}
