import Foundation
import PlumbCore

/// The drawing effects as source writes them: shadows, blurs, colour filters, blend modes,
/// compositing groups, rotation and scale effects and masks. None changes layout (SPEC §5);
/// each is the library's modifier, so `plumb render` draws what the library draws.
extension Interpreter {
    static let effectModifiers: [ModifierEntry] = [
        .init("glassEffect", ["glassEffect(_:isEnabled:)", "glassEffect(_:in:isEnabled:)"]) {
            i, v, a, at throws(Diagnostic) in
            let glass =
                try a.takeUnlabeled().map { e throws(Diagnostic) in try i.glass(e.value, at: e.offset) } ?? .regular
            let enabled =
                try a.take("isEnabled").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            guard let shape = a.take("in") else { return AnyView(v.glassEffect(glass, isEnabled: enabled)) }
            return AnyView(v.glassEffect(glass, in: try i.shape(shape.value, at: shape.offset), isEnabled: enabled))
        },
        .init("shadow", ["shadow(color:radius:x:y:)"]) { i, v, a, at throws(Diagnostic) in
            let color = try a.take("color").map { e throws(Diagnostic) in try i.shapeStyle(e.value, at: e.offset) }
            let radius = try i.optionalLength(&a, "radius") ?? 0
            let x = try i.optionalLength(&a, "x") ?? 0, y = try i.optionalLength(&a, "y") ?? 0
            return AnyView(v.shadow(color: color ?? Color(white: 0, opacity: 0.33), radius: radius, x: x, y: y))
        },
        .init("blur", ["blur(radius:opaque:)"]) { i, v, a, at throws(Diagnostic) in
            let radius = try i.optionalLength(&a, "radius") ?? 0
            let opaque = try a.take("opaque").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? false
            return AnyView(v.blur(radius: radius, opaque: opaque))
        },
        .init("brightness", ["brightness(_:)"]) { i, v, a, at throws(Diagnostic) in
            AnyView(v.brightness(try i.unlabeledDouble(&a, "brightness", at: at)))
        },
        .init("contrast", ["contrast(_:)"]) { i, v, a, at throws(Diagnostic) in
            AnyView(v.contrast(try i.unlabeledDouble(&a, "contrast", at: at)))
        },
        .init("saturation", ["saturation(_:)"]) { i, v, a, at throws(Diagnostic) in
            AnyView(v.saturation(try i.unlabeledDouble(&a, "saturation", at: at)))
        },
        .init("grayscale", ["grayscale(_:)"]) { i, v, a, at throws(Diagnostic) in
            AnyView(v.grayscale(try i.unlabeledDouble(&a, "grayscale", at: at)))
        },
        .init("colorMultiply", ["colorMultiply(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let c = a.takeUnlabeled() else { throw i.error("missing colour in call to 'colorMultiply'", at: at) }
            return AnyView(v.colorMultiply(try i.shapeStyle(c.value, at: c.offset)))
        },
        .init("colorInvert", ["colorInvert()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.colorInvert()) },
        .init("luminanceToAlpha", ["luminanceToAlpha()"]) { _, v, _, _ throws(Diagnostic) in
            AnyView(v.luminanceToAlpha())
        },
        .init("hueRotation", ["hueRotation(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let angle = a.takeUnlabeled() else { throw i.error("missing angle in call to 'hueRotation'", at: at) }
            return AnyView(v.hueRotation(try i.angle(angle.value, at: angle.offset)))
        },
        .init("blendMode", ["blendMode(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let m = a.takeUnlabeled() else { throw i.error("missing blend mode in call to 'blendMode'", at: at) }
            guard let name = i.symbolName(m.value)?.0,
                let mode = BlendMode.allCases.first(where: { String(describing: $0) == name })
            else { throw i.error("unknown blend mode", at: m.offset) }
            return AnyView(v.blendMode(mode))
        },
        .init("compositingGroup", ["compositingGroup()"]) { _, v, _, _ throws(Diagnostic) in
            AnyView(v.compositingGroup())
        },
        .init("drawingGroup", ["drawingGroup(opaque:colorMode:)"]) { _, v, a, _ throws(Diagnostic) in
            a.takeAll()
            return AnyView(v.drawingGroup())
        },
        .init("rotationEffect", ["rotationEffect(_:anchor:)"]) { i, v, a, at throws(Diagnostic) in
            guard let angle = a.takeUnlabeled() else {
                throw i.error("missing angle in call to 'rotationEffect'", at: at)
            }
            let anchor = try a.take("anchor").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            return AnyView(v.rotationEffect(try i.angle(angle.value, at: angle.offset), anchor: anchor ?? .center))
        },
        .init("rotation3DEffect", ["rotation3DEffect(_:axis:anchor:anchorZ:perspective:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let angle = a.takeUnlabeled() else {
                throw i.error("missing angle in call to 'rotation3DEffect'", at: at)
            }
            var axis: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 1)
            if let e = a.take("axis"), case .tuple(let parts) = e.value {
                var values: [String: CGFloat] = [:]
                for (k, part) in parts.enumerated() {
                    values[part.label ?? ["x", "y", "z"][min(k, 2)]] = try i.cgFloat(part.value, at: e.offset)
                }
                axis = (values["x"] ?? 0, values["y"] ?? 0, values["z"] ?? 0)
            }
            let anchor = try a.take("anchor").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            let anchorZ = try i.optionalLength(&a, "anchorZ") ?? 0
            let perspective = try i.optionalLength(&a, "perspective") ?? 1
            return AnyView(
                v.rotation3DEffect(
                    try i.angle(angle.value, at: angle.offset), axis: axis, anchor: anchor ?? .center, anchorZ: anchorZ,
                    perspective: perspective))
        },
        .init("scaleEffect", ["scaleEffect(_:anchor:)", "scaleEffect(x:y:anchor:)"]) { i, v, a, at throws(Diagnostic) in
            let anchor =
                try a.take("anchor").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) } ?? .center
            if let s = a.takeUnlabeled() {
                if case .size(let size) = s.value { return AnyView(v.scaleEffect(size, anchor: anchor)) }
                return AnyView(v.scaleEffect(try i.cgFloat(s.value, at: s.offset), anchor: anchor))
            }
            let x = try i.optionalLength(&a, "x") ?? 1, y = try i.optionalLength(&a, "y") ?? 1
            return AnyView(v.scaleEffect(x: x, y: y, anchor: anchor))
        },
        .init("mask", ["mask(alignment:_:)", "mask(_:)"]) { i, v, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) }
                ?? .center
            let content: AnyView
            if let closure = a.takeClosure() {
                content = i.list(try i.builderViews(closure.value, at: closure.offset))
            } else if let first = a.takeUnlabeled() {
                content = try i.view(first.value, at: first.offset)
            } else {
                throw i.error("missing mask in call to 'mask'", at: at)
            }
            return AnyView(v.mask(alignment: alignment) { content })
        },
    ]

    /// The first unlabelled argument as a number.
    func unlabeledDouble(_ a: inout Arguments, _ name: String, at offset: Int) throws(Diagnostic) -> Double {
        guard let e = a.takeUnlabeled() else { throw error("missing value in call to '\(name)'", at: offset) }
        return try double(e.value, at: e.offset)
    }

    /// An angle: `.degrees(45)`, `.radians(.pi)`, `Angle(degrees: 45)`, `Angle.zero`.
    func angle(_ v: Value, at offset: Int) throws(Diagnostic) -> Angle {
        switch v {
        case .symbol("zero", nil, _): return .zero
        case .symbol(let name, let args?, let at) where name == "degrees" || name == "radians":
            guard let e = args.entries.first else { throw error("missing value in '.\(name)'", at: at) }
            let x = try double(e.value, at: e.offset)
            return name == "degrees" ? .degrees(x) : .radians(x)
        case .stub: return .zero
        default: throw error("expected an angle, found \(v.kind)", at: offset)
        }
    }
}

extension Interpreter {
    /// A `Glass` argument: `.regular`, `.clear.tint(.blue)`, `Glass.identity`.
    func glass(_ v: Value, at offset: Int) throws(Diagnostic) -> Glass {
        switch v {
        case .foundation(let g as Glass): return g
        case .symbol(let name, nil, _):
            if let g = Glass.named(name) { return g }
        case .stub: return .regular
        default: break
        }
        throw error("expected a glass (.regular, .clear, .identity), found \(v.kind)", at: offset)
    }
}

extension Interpreter {
    /// `SymbolEffect`'s effects and the properties that refine them (`.bounce.up.byLayer`,
    /// `.variableColor.iterative.reversing`), as PlumbCore's `SymbolEffect` declares them.
    static let symbolEffects: Set<String> = [
        "bounce", "pulse", "variableColor", "scale", "appear", "disappear", "replace", "rotate", "breathe", "wiggle",
    ]
    static let symbolEffectRefinements: Set<String> = [
        "up", "down", "byLayer", "wholeSymbol", "iterative", "cumulative", "reversing", "hideInactiveLayers",
        "dimInactiveLayers", "clockwise", "counterClockwise", "downUp", "offUp", "upUp",
    ]

    /// Whether `.base.member` refines a symbol effect (`.bounce` then `.up`).
    static func isSymbolEffectChain(_ base: String, _ member: String) -> Bool {
        let parts = base.split(separator: ".").map(String.init)
        guard let first = parts.first, symbolEffects.contains(first) else { return false }
        return symbolEffectRefinements.contains(member)
            && parts.dropFirst().allSatisfy(symbolEffectRefinements.contains)
    }
}
