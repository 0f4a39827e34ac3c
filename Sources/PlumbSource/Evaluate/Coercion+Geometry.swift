import Foundation
import PlumbCore

// Sizes, points, insets, shapes and shape styles from values and implicit members.

extension Interpreter {
    func size(_ v: Value, at offset: Int) throws(Diagnostic) -> CGSize {
        switch v {
        case .size(let s): return s
        case .symbol("zero", nil, _): return .zero
        // `.init(width: 10, height: 20)` where a CGSize is wanted.
        case .symbol("init", var args?, let at):
            if case .size(let s) = try callName("CGSize", &args, in: globals, at: at) { return s }
            throw error("expected a CGSize, found \(v.kind)", at: offset)
        case .symbol(let name, nil, let at):
            // A static an extension of CGSize adds (`.thumbnail`).
            if case .size(let s)? = try extensionStatic("CGSize", name, at: at) { return s }
            throw error("expected a CGSize, found \(v.kind)", at: offset)
        default: throw error("expected a CGSize, found \(v.kind)", at: offset)
        }
    }

    func point(_ v: Value, at offset: Int) throws(Diagnostic) -> CGPoint {
        switch v {
        case .point(let p): return p
        case .symbol("zero", nil, _): return .zero
        // `place(at: .init(x: bounds.minX, y: y), ...)`: the point those arguments make.
        case .symbol("init", var args?, let at):
            if case .point(let p) = try callName("CGPoint", &args, in: globals, at: at) { return p }
            throw error("expected a CGPoint, found \(v.kind)", at: offset)
        default: throw error("expected a CGPoint, found \(v.kind)", at: offset)
        }
    }

    func insets(_ v: Value, at offset: Int) throws(Diagnostic) -> EdgeInsets {
        if case .insets(let i) = v { return i }
        // A static an extension of EdgeInsets adds (Swiftfin's `static let zero: EdgeInsets`).
        if case .symbol(let name, nil, let at) = v,
            case .insets(let i)? = try extensionStatic("EdgeInsets", name, at: at)
        {
            return i
        }
        // `.listRowInsets(.init())`, `.init(top: 8, leading: 0, bottom: 8, trailing: 0)`.
        if case .symbol("init", let args, let at) = v {
            var arguments = args ?? .none(at: at)
            if case .insets(let i) = try callName("EdgeInsets", &arguments, in: globals, at: at) { return i }
        }
        throw error("expected EdgeInsets, found \(v.kind)", at: offset)
    }

    /// A shape (for `clipShape`, `contentShape`, `background(_:in:)`).
    func shape(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyShape {
        switch v {
        case .shape(let s): return s
        // `.clipShape(RoundedCorners(corners: .topLeft, radius: 8))`: a Shape the files declare.
        case .instance(let instance) where instance.type.isShape: return try interpretedShape(instance, at: offset)
        case .symbol(let name, let args, let at):
            var a = args ?? .none(at: at)
            let s = try shapeFromSymbol(name, &a, at: at)
            try a.finish(name, in: file)
            return s
        default: throw error("expected a shape, found \(v.kind)", at: offset)
        }
    }

    /// `.rect`, `.circle`, `.capsule`, `.rect(cornerRadius:)` (iOS 17's shape shorthands).
    func shapeFromSymbol(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> AnyShape {
        switch name {
        case "rect":
            if let r = args.take("cornerRadius") {
                let style = try args.take("style").map { e throws(Diagnostic) in try cornerStyle(e.value, at: e.offset)
                }
                return AnyShape(
                    RoundedRectangle(cornerRadius: try cgFloat(r.value, at: r.offset), style: style ?? .continuous))
            }
            // `.rect(topLeadingRadius: 12, topTrailingRadius: 12)`, `.rect(cornerRadii: ...)`:
            // an UnevenRoundedRectangle (iOS 17's shorthands, ShapeShorthands.swift).
            let corners = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
            if args.entries.contains(where: { $0.label.map(corners.contains) ?? false || $0.label == "cornerRadii" }) {
                let style =
                    try args.take("style").map { e throws(Diagnostic) in try cornerStyle(e.value, at: e.offset) }
                    ?? .continuous
                if let radii = args.take("cornerRadii") {
                    return AnyShape(
                        UnevenRoundedRectangle(
                            cornerRadii: try cornerRadii(radii.value, at: radii.offset), style: style))
                }
                var r: [CGFloat] = []
                for label in corners {
                    r.append(
                        try args.take(label).map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 0)
                }
                return AnyShape(
                    UnevenRoundedRectangle(
                        topLeadingRadius: r[0], bottomLeadingRadius: r[1], bottomTrailingRadius: r[2],
                        topTrailingRadius: r[3], style: style))
            }
            return AnyShape(Rectangle())
        case "circle": return AnyShape(Circle())
        // `.capsule(style: .continuous)`.
        case "capsule":
            let style = try args.take("style").map { e throws(Diagnostic) in try cornerStyle(e.value, at: e.offset) }
            return AnyShape(Capsule(style: style ?? .circular))
        case "ellipse": return AnyShape(Ellipse())
        case "containerRelative": return AnyShape(ContainerRelativeShape())
        default: throw error("unknown shape '.\(name)'", at: offset)
        }
    }

    /// A colour where only a colour will do (`foregroundColor`, `tint`, a shadow's colour): a
    /// style other than a colour gives its first colour (a gradient's first stop), the
    /// hierarchical levels their light-mode label colours.
    func shapeStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> Color {
        switch v {
        case .color(let c): return c
        // A resolved colour (a custom style's `resolve(in:)` returning `color.resolve(in:)`).
        case .foundation(let resolved as Color.Resolved): return Color(resolved)
        case .style(let s): return Interpreter.representativeColor(s)
        case .symbol(let name, let args, let at):
            if args == nil, let c = Color.named(name) { return c }
            if let style = try symbolStyle(name, args, at: at) { return Interpreter.representativeColor(style) }
            if args == nil, let c = try extensionColor(name, at: at) { return c }
            if args == nil, let s = try userShapeStyle(named: name, at: at) {
                return Interpreter.representativeColor(s)
            }
            warn("unknown style '.\(name)': drawn grey", at: at)
            return .gray
        case .instance(let instance):
            if let s = try userShapeStyle(instance, at: offset) { return Interpreter.representativeColor(s) }
            throw error("expected a colour or style, found \(v.kind)", at: offset)
        case .stub: return .gray
        default: throw error("expected a colour or style, found \(v.kind)", at: offset)
        }
    }

    /// A fill, stroke, foreground or background style, as the library takes it: a colour, a
    /// gradient (`LinearGradient(...)`, `.linearGradient(...)`, `Color.blue.gradient`), a
    /// material (`.ultraThinMaterial` ... `.bar`), `.tint`, `.primary` ... `.quaternary`,
    /// `.foreground`, `.background`.
    func paintStyle(_ v: Value, at offset: Int) throws(Diagnostic) -> AnyShapeStyle {
        switch v {
        case .color(let c): return AnyShapeStyle(c)
        // A resolved colour is a style of its own (SwiftUI's `Color.Resolved: ShapeStyle`):
        // Stoat's `ThemeColor.resolve(in:)` returns one.
        case .foundation(let resolved as Color.Resolved): return AnyShapeStyle(Color(resolved))
        case .style(let s): return s
        case .symbol(let name, let args, let at):
            if args == nil, let c = Color.named(name) { return AnyShapeStyle(c) }
            if let style = try symbolStyle(name, args, at: at) { return style }
            if args == nil, let c = try extensionColor(name, at: at) { return AnyShapeStyle(c) }
            if args == nil, let s = try userShapeStyle(named: name, at: at) { return s }
            warn("unknown style '.\(name)': drawn grey", at: at)
            return AnyShapeStyle(Color.gray)
        case .instance(let instance):
            if let s = try userShapeStyle(instance, at: offset) { return s }
            throw error("expected a colour or style, found \(v.kind)", at: offset)
        case .stub: return AnyShapeStyle(Color.gray)
        default: throw error("expected a colour or style, found \(v.kind)", at: offset)
        }
    }

    /// What a colour or style argument reads as when it is a value the files do not hold: a
    /// stub (Element X's `.compound.textPrimary`, a token of a package no tree holds), or a
    /// leading-dot name no colour, style or extension of the files declares; nil for a paint
    /// Plumb can draw. `foregroundStyle`, `foregroundColor` and `background` with such a
    /// paint leave the view as it is, rather than paint it a grey no app chose.
    func unheldPaint(_ v: Value) -> String? {
        switch v {
        case .stub(let text): return text
        case .symbol(let name, let args, let at):
            let mark = noteMark
            defer { rollBack(to: mark) }
            // `.init(uiColor: ...)`: the library type's initializer, a colour.
            if name == "init" { return nil }
            if args == nil, Color.named(name) != nil { return nil }
            if (try? symbolStyle(name, args, at: at)) != nil { return nil }
            if args == nil, (try? extensionColor(name, at: at)) ?? nil != nil { return nil }
            if args == nil, (try? userShapeStyle(named: name, at: at)) ?? nil != nil { return nil }
            if args == nil, (try? uniqueStaticMember(name, at: at)) ?? nil != nil { return nil }
            return "." + name
        default: return nil
        }
    }

    /// Whether `modifier`'s paint argument is one the files do not hold (``unheldPaint(_:)``):
    /// then it is ignored, with a warning that says so. Not on a shape (`view`), which a
    /// foreground style paints whole: left alone, a `Rectangle().foregroundColor(token)` would be
    /// black; it stays the grey of a colour Plumb does not know.
    func leavesUnheldPaint(_ modifier: String, _ argument: Arguments.Entry, on view: AnyView? = nil) -> Bool {
        if view?.erasesShape == true { return false }
        guard let shown = unheldPaint(argument.value) else { return false }
        warn(
            "'\(modifier)' is ignored: '\(shown)' is a colour the files do not hold (a package's?)",
            at: argument.offset, kind: .stub)
        return true
    }

    /// The style a leading-dot name stands for, `nil` when it names none.
    func symbolStyle(_ name: String, _ args: Arguments?, at offset: Int) throws(Diagnostic) -> AnyShapeStyle? {
        let gradients = ["linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient"]
        if let a = args ?? (gradients.contains(name) ? Arguments.none(at: offset) : nil) {
            var a = a
            switch name {
            case "linearGradient":
                return AnyShapeStyle(try linearGradient(&a))
            case "radialGradient":
                return AnyShapeStyle(try radialGradient(&a))
            case "angularGradient", "conicGradient":
                return AnyShapeStyle(try angularGradient(&a))
            case "ellipticalGradient":
                return AnyShapeStyle(try ellipticalGradient(&a))
            default: return nil
            }
        }
        switch name {
        case "ultraThinMaterial": return AnyShapeStyle(Material.ultraThin)
        case "thinMaterial": return AnyShapeStyle(Material.thin)
        case "regularMaterial": return AnyShapeStyle(Material.regular)
        case "thickMaterial": return AnyShapeStyle(Material.thick)
        case "ultraThickMaterial": return AnyShapeStyle(Material.ultraThick)
        case "bar": return AnyShapeStyle(Material.bar)
        case "tint": return AnyShapeStyle(TintShapeStyle())
        case "primary": return AnyShapeStyle(HierarchicalShapeStyle.primary)
        case "secondary": return AnyShapeStyle(HierarchicalShapeStyle.secondary)
        case "tertiary": return AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        case "quaternary": return AnyShapeStyle(HierarchicalShapeStyle.quaternary)
        case "foreground": return AnyShapeStyle(ForegroundStyle())
        case "background": return AnyShapeStyle(BackgroundStyle())
        default: return nil
        }
    }

    /// The one colour that stands for a style where a colour is needed.
    static func representativeColor(_ s: AnyShapeStyle) -> Color {
        if let c = s.color { return c }
        switch s.base {
        case let faded as any FadedShapeStyle: return representativeColor(faded.erasedBase).opacity(faded.opacity)
        case let g as LinearGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as RadialGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as AngularGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as EllipticalGradient: return g.gradient.stops.first?.color ?? .primary
        case let g as MeshGradient: return g.colors.first ?? .primary
        case let h as HierarchicalShapeStyle:
            // The label colours, from the one table the renderer resolves them with.
            let level = [HierarchicalShapeStyle.primary, .secondary, .tertiary, .quaternary].firstIndex(of: h) ?? 0
            return SystemColors.named(["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"][level])
                ?? .primary
        case is TintShapeStyle: return .accentColor
        case is BackgroundStyle: return .white
        default: return .primary
        }
    }

    /// Whether the style is a gradient, which is also a view.
    static func isGradient(_ s: AnyShapeStyle) -> Bool {
        if let faded = s.base as? any FadedShapeStyle { return isGradient(faded.erasedBase) }
        return s.base is LinearGradient || s.base is RadialGradient || s.base is AngularGradient
            || s.base is EllipticalGradient
            || s.base is MeshGradient
    }

    /// A style as a view: a gradient is one (it fills its proposal); any other style fills a rectangle.
    static func styleView(_ s: AnyShapeStyle) -> AnyView {
        switch s.base {
        case let g as LinearGradient: return AnyView(g)
        case let g as RadialGradient: return AnyView(g)
        case let g as AngularGradient: return AnyView(g)
        case let g as EllipticalGradient: return AnyView(g)
        case let g as MeshGradient: return AnyView(g)
        case let faded as any FadedShapeStyle where isGradient(faded.erasedBase):
            return AnyView(styleView(faded.erasedBase).opacity(faded.opacity))
        default: return AnyView(Rectangle().fill(s))
        }
    }

    /// The colour at a dotted implicit member through a type an extension of `UIColor` or
    /// `NSColor` nests (`.Cell.titleTextColor`); nil for another name.
    func platformColorPath(_ name: String, _ arguments: Arguments?, at offset: Int) throws(Diagnostic) -> Color? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        for type in ["UIColor", "NSColor"] where types[type + "." + name[..<dot]] != nil {
            let v = try staticPath(
                name[name.index(after: dot)...], from: type + "." + name[..<dot], arguments, at: offset)
            if case .color(let c) = v { return c }
        }
        return nil
    }

    /// `.brand` from `extension Color { static let brand = ... }` (or `ShapeStyle`).
    func extensionColor(_ name: String, at offset: Int) throws(Diagnostic) -> Color? {
        for type in ["Color", "ShapeStyle", "UIColor"] {
            if let v = try extensionStatic(type, name, at: offset), case .color(let c) = v { return c }
        }
        // Xcode 15's generated `ColorResource` symbols, as `ShapeStyle` members: `.brandPrimary`.
        return resources.color(resource: name)
    }
}
