import Foundation
import PlumbCore

/// The modifiers source code can apply to a view, by name. Each takes its arguments from
/// ``Arguments`` and returns the modified view; the caller reports any argument left over.
extension Interpreter {
    typealias ViewModifierFunction =
        @Sendable (Interpreter, AnyView, inout Arguments, Int) throws(Diagnostic) -> AnyView

    /// The layout, text and drawing modifiers of ``modifierVocabulary``.
    static let basicModifiers: [ModifierEntry] = [
        .init(
            "frame",
            [
                "frame(width:height:alignment:)",
                "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            try i.frame(v, &a, at: at)
        },
        .init("padding", ["padding(_:_:)", "padding(_:)"]) { i, v, a, _ throws(Diagnostic) in
            if let first = a.takeUnlabeled() {
                switch first.value {
                case _ where Interpreter.isNumber(first.value):
                    return AnyView(v.padding(try i.cgFloat(first.value, at: first.offset)))
                case .insets(let insets): return AnyView(v.padding(insets))
                // `.padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))`: EdgeInsets.
                case .symbol("init", _?, _):
                    return AnyView(v.padding(try i.insets(first.value, at: first.offset)))
                case .symbol(let name, nil, let at) where (try? i.edges(first.value, at: at)) == nil:
                    // A static an app's extension adds: `.padding(.card)` of EdgeInsets or CGFloat.
                    if case .insets(let insets)? = try i.extensionStatic("EdgeInsets", name, at: at) {
                        return AnyView(v.padding(insets))
                    }
                    // `.padding(.m)` of a package not on disk: the default padding.
                    if i.isUnknownNumberToken(first.value) {
                        i.warnUnknownNumberToken(name, at: at, reading: "the default padding")
                        return AnyView(v.padding())
                    }
                    return AnyView(v.padding(try i.cgFloat(first.value, at: first.offset)))
                default:
                    let edges = try i.edges(first.value, at: first.offset)
                    let length =
                        try a.takeUnlabeled().map { e throws(Diagnostic) in try i.optionalCGFloat(e.value, at: e.offset)
                        } ?? nil
                    return AnyView(v.padding(edges, length))
                }
            }
            return AnyView(v.padding())
        },
        .init("offset", ["offset(_:)", "offset(x:y:)"]) { i, v, a, _ throws(Diagnostic) in
            if let size = a.takeUnlabeled() { return AnyView(v.offset(try i.size(size.value, at: size.offset))) }
            let x = try a.take("x").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            let y = try a.take("y").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            return AnyView(v.offset(x: x, y: y))
        },
        .init("position", ["position(_:)", "position(x:y:)"]) { i, v, a, _ throws(Diagnostic) in
            if let p = a.takeUnlabeled() { return AnyView(v.position(try i.point(p.value, at: p.offset))) }
            let x = try a.take("x").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            let y = try a.take("y").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
            return AnyView(v.position(x: x, y: y))
        },
        .init(
            "background",
            [
                "background(alignment:content:)", "background(_:alignment:)", "background(_:ignoresSafeAreaEdges:)",
                "background(_:in:fillStyle:)", "background(in:fillStyle:)", "background(ignoresSafeAreaEdges:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            try i.secondary(v, &a, at: at, overlay: false)
        },
        .init(
            "overlay",
            [
                "overlay(alignment:content:)", "overlay(_:alignment:)", "overlay(_:ignoresSafeAreaEdges:)",
                "overlay(_:in:fillStyle:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            try i.secondary(v, &a, at: at, overlay: true)
        },
        .init("border", ["border(_:width:)"]) { i, v, a, at throws(Diagnostic) in
            guard let style = a.takeUnlabeled() else { throw i.error("missing colour in call to 'border'", at: at) }
            let width = try a.take("width").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 1
            return AnyView(v.border(try i.paintStyle(style.value, at: style.offset), width: width))
        },
        .init("fixedSize", ["fixedSize()", "fixedSize(horizontal:vertical:)"]) { i, v, a, _ throws(Diagnostic) in
            if a.isEmpty { return AnyView(v.fixedSize()) }
            let h = try a.take("horizontal").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            let vertical =
                try a.take("vertical").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            return AnyView(v.fixedSize(horizontal: h, vertical: vertical))
        },
        .init("layoutPriority", ["layoutPriority(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let p = a.takeUnlabeled() else {
                throw i.error("missing priority in call to 'layoutPriority'", at: at)
            }
            return AnyView(v.layoutPriority(try i.double(p.value, at: p.offset)))
        },
        .init("layoutValue", ["layoutValue(key:value:)"]) { i, v, a, at throws(Diagnostic) in
            guard let key = a.take("key"), case .type(let name) = key.value, let value = a.take("value") else {
                throw i.error("expected 'layoutValue(key: Key.self, value: ...)'", at: at)
            }
            return AnyView(v.layoutValue(named: name, value.value))
        },
        .init("aspectRatio", ["aspectRatio(_:contentMode:)"]) { i, v, a, _ throws(Diagnostic) in
            let mode =
                try a.take("contentMode").map { e throws(Diagnostic) in try i.contentMode(e.value, at: e.offset) }
                ?? .fit
            if let ratio = a.takeUnlabeled() {
                if case .size(let s) = ratio.value { return AnyView(v.aspectRatio(s, contentMode: mode)) }
                return AnyView(v.aspectRatio(try i.optionalCGFloat(ratio.value, at: ratio.offset), contentMode: mode))
            }
            return AnyView(v.aspectRatio(nil, contentMode: mode))
        },
        .init("scaledToFit", ["scaledToFit()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.scaledToFit()) },
        .init("scaledToFill", ["scaledToFill()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.scaledToFill()) },
        .init("alignmentGuide", ["alignmentGuide(_:computeValue:)"]) { i, v, a, at throws(Diagnostic) in
            guard let guide = a.takeUnlabeled() else {
                throw i.error("missing guide in call to 'alignmentGuide'", at: at)
            }
            guard let compute = a.takeClosure("computeValue") else {
                throw i.error("alignmentGuide needs a closure", at: at)
            }
            let closure = try i.closure(compute.value, at: compute.offset)
            // A name neither horizontal nor the files' is taken as a vertical guide (below).
            if let h = try? i.horizontal(guide.value, at: guide.offset, guessing: false) {
                return AnyView(
                    v.alignmentGuide(h) { d in
                        i.layoutTimeNumber(closure, [.dimensions(d)], guideAxis: .horizontal, at: compute.offset)
                    })
            }
            let vertical = try i.vertical(guide.value, at: guide.offset)
            return AnyView(
                v.alignmentGuide(vertical) { d in
                    i.layoutTimeNumber(closure, [.dimensions(d)], guideAxis: .vertical, at: compute.offset)
                })
        },
        .init("id", ["id(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let id = a.takeUnlabeled() else { throw i.error("missing value in call to 'id'", at: at) }
            return AnyView(v.id(try i.describe(id.value, at: id.offset)))
        },
        .init("clipped", ["clipped(antialiased:)"]) { _, v, a, _ throws(Diagnostic) in
            _ = a.take("antialiased")
            return AnyView(v.clipped())
        },
        .init("clipShape", ["clipShape(_:style:)"]) { i, v, a, at throws(Diagnostic) in
            guard let s = a.takeUnlabeled() else { throw i.error("missing shape in call to 'clipShape'", at: at) }
            _ = a.take("style")
            return AnyView(v.clipShape(try i.shape(s.value, at: s.offset)))
        },
        .init(
            "contentShape",
            [
                "contentShape(_:eoFill:)", "contentShape(_:_:eoFill:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            _ = a.take("eoFill")
            guard let s = a.takeUnlabeled() else { throw i.error("missing shape in call to 'contentShape'", at: at) }
            if case .symbol = s.value, let second = a.takeUnlabeled() {
                // `contentShape(.interaction, Rectangle())`
                return AnyView(v.contentShape(try i.shape(second.value, at: second.offset)))
            }
            return AnyView(v.contentShape(try i.shape(s.value, at: s.offset)))
        },
        .init("cornerRadius", ["cornerRadius(_:antialiased:)"]) { i, v, a, at throws(Diagnostic) in
            guard let r = a.takeUnlabeled() else { throw i.error("missing radius in call to 'cornerRadius'", at: at) }
            _ = a.take("antialiased")
            return AnyView(v.cornerRadius(try i.cgFloat(r.value, at: r.offset)))
        },
        .init("opacity", ["opacity(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let o = a.takeUnlabeled() else { throw i.error("missing value in call to 'opacity'", at: at) }
            return AnyView(v.opacity(try i.double(o.value, at: o.offset)))
        },
        .init("hidden", ["hidden()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.hidden()) },
        .init("zIndex", ["zIndex(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let z = a.takeUnlabeled() else { throw i.error("missing value in call to 'zIndex'", at: at) }
            return AnyView(v.zIndex(try i.double(z.value, at: z.offset)))
        },
        .init("allowsHitTesting", ["allowsHitTesting(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let b = a.takeUnlabeled() else {
                throw i.error("missing value in call to 'allowsHitTesting'", at: at)
            }
            return AnyView(v.allowsHitTesting(try i.bool(b.value, at: b.offset)))
        },
        .init("flipsForRightToLeftLayoutDirection", ["flipsForRightToLeftLayoutDirection(_:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let b = a.takeUnlabeled() else {
                throw i.error("missing value in call to 'flipsForRightToLeftLayoutDirection'", at: at)
            }
            return AnyView(v.flipsForRightToLeftLayoutDirection(try i.bool(b.value, at: b.offset)))
        },
        .init("layoutDirectionBehavior", ["layoutDirectionBehavior(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let b = a.takeUnlabeled() else {
                throw i.error("missing behavior in call to 'layoutDirectionBehavior'", at: at)
            }
            return AnyView(v.layoutDirectionBehavior(try i.layoutDirectionBehavior(b.value, at: b.offset)))
        },
        .init("coordinateSpace", ["coordinateSpace(name:)", "coordinateSpace(_:)"]) { i, v, a, at throws(Diagnostic) in
            if let name = a.take("name") {
                return AnyView(v.coordinateSpace(name: try i.describe(name.value, at: name.offset)))
            }
            guard let space = a.takeUnlabeled(), case .symbol("named", let args?, _) = space.value,
                let n = args.entries.first
            else {
                throw i.error("expected coordinateSpace(name:) or coordinateSpace(.named(...))", at: at)
            }
            return AnyView(v.coordinateSpace(.named(try i.describe(n.value, at: n.offset))))
        },
        .init(
            "foregroundStyle",
            [
                "foregroundStyle(_:)", "foregroundStyle(_:_:)", "foregroundStyle(_:_:_:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            guard let s = a.takeUnlabeled() else { throw i.error("missing style in call to 'foregroundStyle'", at: at) }
            while a.takeUnlabeled() != nil {}  // secondary and tertiary styles
            if i.leavesUnheldPaint("foregroundStyle", s, on: v) { return v }
            return AnyView(v.foregroundStyle(try i.paintStyle(s.value, at: s.offset)))
        },
        .init("foregroundColor", ["foregroundColor(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let c = a.takeUnlabeled() else {
                throw i.error("missing colour in call to 'foregroundColor'", at: at)
            }
            if case .none = c.value { return AnyView(v.foregroundColor(nil)) }
            if i.leavesUnheldPaint("foregroundColor", c, on: v) { return v }
            return AnyView(v.foregroundColor(try i.shapeStyle(c.value, at: c.offset)))
        },
        .init("font", ["font(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let f = a.takeUnlabeled() else { throw i.error("missing font in call to 'font'", at: at) }
            if case .none = f.value { return AnyView(v.font(nil)) }
            return AnyView(v.font(try i.font(f.value, at: f.offset)))
        },
        .init("bold", ["bold(_:)"]) { i, v, a, _ throws(Diagnostic) in
            let active = try a.takeUnlabeled().map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            return AnyView(v.bold(active))
        },
        .init("fontWeight", ["fontWeight(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let w = a.takeUnlabeled() else { throw i.error("missing weight in call to 'fontWeight'", at: at) }
            return AnyView(v.fontWeight(try i.weight(w.value, at: w.offset)))
        },
        .init("fontDesign", ["fontDesign(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let d = a.takeUnlabeled() else { throw i.error("missing design in call to 'fontDesign'", at: at) }
            if case .none = d.value { return AnyView(v.fontDesign(nil)) }
            return AnyView(v.fontDesign(try i.design(d.value, at: d.offset)))
        },
        .init("minimumScaleFactor", ["minimumScaleFactor(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let f = a.takeUnlabeled() else {
                throw i.error("missing value in call to 'minimumScaleFactor'", at: at)
            }
            return AnyView(v.minimumScaleFactor(try i.cgFloat(f.value, at: f.offset)))
        },
        .init("lineLimit", ["lineLimit(_:)", "lineLimit(_:reservesSpace:)"]) { i, v, a, at throws(Diagnostic) in
            guard let n = a.takeUnlabeled() else { throw i.error("missing value in call to 'lineLimit'", at: at) }
            if case .none = n.value { return AnyView(v.lineLimit(nil)) }
            if case .range(let lo, let hi, _) = n.value, lo < hi { return AnyView(v.lineLimit(lo...(hi - 1))) }
            let limit = try i.int(n.value, at: n.offset)
            if let reserves = a.take("reservesSpace") {
                return AnyView(v.lineLimit(limit, reservesSpace: try i.bool(reserves.value, at: reserves.offset)))
            }
            return AnyView(v.lineLimit(limit))
        },
        .init("multilineTextAlignment", ["multilineTextAlignment(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let t = a.takeUnlabeled() else {
                throw i.error("missing alignment in call to 'multilineTextAlignment'", at: at)
            }
            return AnyView(v.multilineTextAlignment(try i.textAlignment(t.value, at: t.offset)))
        },
        .init("truncationMode", ["truncationMode(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let t = a.takeUnlabeled() else { throw i.error("missing mode in call to 'truncationMode'", at: at) }
            return AnyView(v.truncationMode(try i.truncationMode(t.value, at: t.offset)))
        },
        .init("dynamicTypeSize", ["dynamicTypeSize(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let d = a.takeUnlabeled() else { throw i.error("missing size in call to 'dynamicTypeSize'", at: at) }
            return AnyView(v.dynamicTypeSize(try i.dynamicTypeSize(d.value, at: d.offset)))
        },
        .init("monospaced", ["monospaced(_:)"]) { i, v, a, _ throws(Diagnostic) in
            let active = try a.takeUnlabeled().map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            return AnyView(v.monospaced(active))
        },
        .init("scenePadding", ["scenePadding(_:)", "scenePadding(_:edges:)"]) { i, v, a, _ throws(Diagnostic) in
            // `.scenePadding(.minimum, edges: .horizontal)` or `.scenePadding(.horizontal)`: the
            // kind of padding pads as the edges alone do on iOS (ScenePadding.swift).
            let edges = try a.take("edges").map { e throws(Diagnostic) in try i.edges(e.value, at: e.offset) }
            if let first = a.takeUnlabeled(), edges == nil,
                !["minimum", "navigationBar"].contains(i.symbolName(first.value)?.0 ?? "")
            {
                return AnyView(v.scenePadding(try i.edges(first.value, at: first.offset)))
            }
            return AnyView(v.scenePadding(.minimum, edges: edges ?? .all))
        },
        .init("italic", ["italic(_:)"]) { i, v, a, _ throws(Diagnostic) in
            let active = try a.takeUnlabeled().map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            return AnyView(v.italic(active))
        },
        .init("eraseToAnyView", ["eraseToAnyView()"]) { _, v, _, _ throws(Diagnostic) in v.eraseToAnyView() },
        .init("scrollOffset", ["scrollOffset(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let p = a.takeUnlabeled() else { throw i.error("missing offset in call to 'scrollOffset'", at: at) }
            return AnyView(v.scrollOffset(try i.point(p.value, at: p.offset)))
        },
        .init("lineSpacing", ["lineSpacing(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let s = a.takeUnlabeled() else { throw i.error("missing value in call to 'lineSpacing'", at: at) }
            return AnyView(v.lineSpacing(try i.cgFloat(s.value, at: s.offset)))
        },
    ]

    /// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:...)`.
    func frame(_ v: AnyView, _ a: inout Arguments, at offset: Int) throws(Diagnostic) -> AnyView {
        func length(_ label: String) throws(Diagnostic) -> CGFloat?? {
            guard let e = a.take(label) else { return nil }
            return .some(try optionalCGFloat(e.value, at: e.offset))
        }
        let alignment =
            try a.take("alignment").map { e throws(Diagnostic) in try self.alignment(e.value, at: e.offset) } ?? .center
        let width = try length("width"), height = try length("height")
        let flexible = try ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            label throws(Diagnostic) in try length(label)
        }
        if flexible.allSatisfy({ $0 == nil }) {
            return AnyView(v.frame(width: width ?? nil, height: height ?? nil, alignment: alignment))
        }
        if width != nil || height != nil {
            throw error("'frame' takes either width/height or min/ideal/max lengths, not both", at: offset)
        }
        return AnyView(
            v.frame(
                minWidth: flexible[0] ?? nil, idealWidth: flexible[1] ?? nil, maxWidth: flexible[2] ?? nil,
                minHeight: flexible[3] ?? nil, idealHeight: flexible[4] ?? nil, maxHeight: flexible[5] ?? nil,
                alignment: alignment))
    }

    /// `background`/`overlay`: the library's overloads, chosen as Swift chooses them: a builder
    /// closure (with `alignment:`), a style in a shape (with `fillStyle:`), the background style
    /// in a shape, a view with `alignment:`, a shape style (with `ignoresSafeAreaEdges:`; a
    /// colour or gradient is a style, as in SwiftUI), another view, or nothing (the background
    /// style).
    func secondary(_ v: AnyView, _ a: inout Arguments, at offset: Int, overlay: Bool) throws(Diagnostic) -> AnyView {
        let alignmentArgument = a.take("alignment")
        let alignment =
            try alignmentArgument.map { e throws(Diagnostic) in try self.alignment(e.value, at: e.offset) } ?? .center
        let edges =
            try a.take("ignoresSafeAreaEdges").map { e throws(Diagnostic) in try self.edges(e.value, at: e.offset) }
            ?? .all
        let fillStyle = FillStyle(
            eoFill: try a.take("fillStyle").map { e throws(Diagnostic) in try isEvenOdd(e.value, at: e.offset) }
                ?? false)
        if let closure = a.takeClosure("content") {
            let content = list(try builderViews(closure.value, at: closure.offset))
            return overlay
                ? AnyView(v.overlay(alignment: alignment) { content })
                : AnyView(v.background(alignment: alignment) { content })
        }
        if let shapeArgument = a.take("in") {
            let shape = try self.shape(shapeArgument.value, at: shapeArgument.offset)
            guard let style = a.takeUnlabeled() else {
                if overlay { throw error("missing style in call to 'overlay(_:in:)'", at: offset) }
                return AnyView(v.background(in: shape, fillStyle: fillStyle))
            }
            if leavesUnheldPaint(overlay ? "overlay" : "background", style) { return v }
            let paint = try paintStyle(style.value, at: style.offset)
            return overlay
                ? AnyView(v.overlay(paint, in: shape, fillStyle: fillStyle))
                : AnyView(v.background(paint, in: shape, fillStyle: fillStyle))
        }
        guard let first = a.takeUnlabeled() else {
            if overlay { throw error("missing content in call to 'overlay'", at: offset) }
            return AnyView(v.background(ignoresSafeAreaEdges: edges))
        }
        // A view takes `background(_:alignment:)`; a shape style the style overload, which
        // SwiftUI chooses for a colour or a gradient unless `alignment:` is written.
        let isView: Bool
        switch first.value {
        case .views, .text, .image, .shape, .instance: isView = true
        case .color, .style: isView = alignmentArgument != nil
        default: isView = false
        }
        guard isView else {
            if leavesUnheldPaint(overlay ? "overlay" : "background", first) { return v }
            let paint = try paintStyle(first.value, at: first.offset)
            return overlay
                ? AnyView(v.overlay(paint, ignoresSafeAreaEdges: edges))
                : AnyView(v.background(paint, ignoresSafeAreaEdges: edges))
        }
        let layer: AnyView
        if case .style(let s) = first.value {
            layer = Interpreter.styleView(s)
        } else {
            layer = try view(first.value, at: first.offset)
        }
        return overlay
            ? AnyView(v.overlay(layer, alignment: alignment)) : AnyView(v.background(layer, alignment: alignment))
    }
}
