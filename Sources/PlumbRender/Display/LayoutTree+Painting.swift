import Foundation
import PlumbCore

// How a laid-out tree paints, read by the display list builder and the hit tester alike:
// the order children paint in, the style content is drawn with, and the clips around it.

extension LayoutTree {
    /// `node`'s children back to front: declaration order, a background before the content
    /// it is behind, then stably sorted by `zIndex` (SwiftUI's `zIndex(_:)`: "controls the
    /// display order of overlapping views", higher in front; equal values keep their order).
    func childrenInPaintOrder(_ node: NodeID) -> [NodeID] {
        var children = self.children(of: node)
        if paintsSecondaryChildFirst(node) { children.reverse() }
        let z = children.map { zIndex(of: $0) }
        if z.allSatisfy({ $0 == 0 }) { return children }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
    }

    /// The node's `zIndex`, 0 unless set (the innermost setting wins).
    func zIndex(of node: NodeID) -> Double {
        for case .zIndex(let value) in effects(of: node) { return value }
        return 0
    }

    /// The product of the node's `opacity` effects.
    func opacity(of node: NodeID) -> Double {
        var opacity = 1.0
        for case .opacity(let value) in effects(of: node) { opacity *= min(max(value, 0), 1) }
        return opacity
    }

    /// The clips of the node's `clipped()`, `clipShape(_:)` and `cornerRadius(_:)`, in its
    /// frame. `cornerRadius` clips to a circular rounded rectangle (the modifier predates
    /// continuous corners; Apple's documentation: "clips this view to its bounding frame,
    /// with the specified corner radius").
    func clips(of node: NodeID) -> [Path] {
        let frame = self.frame(of: node)
        var clips: [Path] = []
        for effect in effects(of: node) {
            switch effect {
            case .clipped: clips.append(Path(frame))
            case .clipShape(let shape): clips.append(shapePath(shape, of: node))
            case .cornerRadius(let r): clips.append(Path(roundedRect: frame, cornerRadius: r, style: .circular))
            default: break
            }
        }
        return clips
    }

    /// Whether the node is drawn at all (`hidden()` removes it and everything inside).
    func isHidden(_ node: NodeID) -> Bool {
        effects(of: node).contains { if case .hidden = $0 { return true } else { return false } }
    }

    /// The foreground style for the node's content: its own innermost `foregroundStyle` or
    /// `foregroundColor`, else `inherited` (the environment flows from parent to child).
    func foreground(of node: NodeID, inherited: AnyShapeStyle?) -> AnyShapeStyle? {
        for case .foreground(let style) in effects(of: node) { return style }
        return inherited
    }
}

/// What a view's colours resolve in: its colour scheme (the presentation's, or the one an
/// `.environment(\.colorScheme, _)` around it sets), the release whose system colours it
/// uses, and the tint `.tint` paints with (`nil`: the accent colour).
struct Appearance: Sendable {
    var colorScheme: ColorScheme
    var version: PlatformVersion
    var tint: Color?
    /// Increase Contrast: asset colours with a high-contrast value draw it.
    var contrast = ColorSchemeContrast.standard
    /// Why text and images here are redacted (`redacted(reason:)`): under `.placeholder`
    /// they draw as placeholder shapes (``DisplayList/redactedTextItems``).
    var redaction: RedactionReasons = []

    static let light = Appearance(colorScheme: .light, version: .iOS26, tint: nil)

    /// The appearance of `tree`'s root: the tree environment's colour scheme and release, or
    /// the scheme a `preferredColorScheme(_:)` anywhere in the tree asks for (SwiftUI: it
    /// "applies to the nearest enclosing presentation"; the first in tree order wins).
    init(root tree: LayoutTree) {
        colorScheme = tree.preferredColorScheme ?? tree.environment.colorScheme
        version = tree.environment.platformVersion
        tint = tree.environment.tint
        contrast = tree.environment.colorSchemeContrast
        redaction = tree.environment.redactionReasons
    }

    init(colorScheme: ColorScheme, version: PlatformVersion, tint: Color?) {
        self.colorScheme = colorScheme
        self.version = version
        self.tint = tint
    }

    /// The appearance inside `node`, given the one around it: its innermost recorded
    /// colour scheme and tint win.
    func inside(_ node: NodeID, of tree: LayoutTree) -> Appearance {
        var out = self
        var schemeSet = false, tintSet = false, redactionSet = false
        for effect in tree.effects(of: node) {
            switch effect {
            case .redacted(let reasons) where !redactionSet:
                out.redaction = reasons
                redactionSet = true
            case .colorScheme(let s) where !schemeSet:
                out.colorScheme = s
                schemeSet = true
            case .tint(let t) where !tintSet:
                out.tint = t
                tintSet = true
            default: break
            }
        }
        return out
    }
}

extension LayoutTree {
    /// `shape`'s path as `node` draws it, in canvas points: the shape in its own space (its
    /// `path(in:)` gets the view's bounds, origin zero, as in SwiftUI) moved to the frame. A
    /// `ContainerRelativeShape` (or concentric `ConcentricRectangle`) is the nearest
    /// `containerShape(_:)` around it (itself included), inset by the smallest distance
    /// between the two frames; its own path (a rectangle; the fallback corners) when there is
    /// none.
    func shapePath(_ shape: AnyShape, of node: NodeID) -> Path {
        let frame = self.frame(of: node)
        if shape.isContainerRelative {
            var current: NodeID? = node
            while let n = current {
                for case .containerShape(let container) in effects(of: n) {
                    let outer = self.frame(of: n)
                    let d = max(
                        0,
                        min(
                            frame.minX - outer.minX, frame.minY - outer.minY, outer.maxX - frame.maxX,
                            outer.maxY - frame.maxY))
                    return container.inset(by: d).path(in: frame.insetBy(dx: -d, dy: -d))
                }
                current = parent(of: n)
            }
        }
        return shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// Resolves shape styles to what renderers paint with.
enum StyleResolver {
    /// The paint `style` fills `frame` with, given the foreground style in effect and the
    /// colour scheme.
    ///
    /// A colour is itself; a gradient maps its unit points into `frame` (SwiftUI: a gradient
    /// used as a shape style fills "the bounding rectangle of each shape" with its unit
    /// space); a material is a ``DisplayMaterial`` (``MaterialMetrics``); the foreground
    /// style is the paint of the foreground in effect (a gradient `foregroundStyle` reaches
    /// text and shapes inside); the hierarchical levels are colours (``hierarchical(_:foreground:)``).
    static func paint(
        of style: AnyShapeStyle, foreground: AnyShapeStyle?, in frame: CGRect, scheme: Appearance = .light
    ) -> DisplayPaint {
        let base = style.base
        func point(_ u: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
        }
        if let any = base as? AnyShapeStyle { return paint(of: any, foreground: foreground, in: frame, scheme: scheme) }
        if let faded = base as? any FadedShapeStyle {
            return paint(of: faded.erasedBase, foreground: foreground, in: frame, scheme: scheme).fading(faded.opacity)
        }
        if let g = base as? LinearGradient {
            return .linearGradient(resolve(g.gradient, scheme), start: point(g.startPoint), end: point(g.endPoint))
        }
        if let g = base as? AnyGradient {
            let linear = g.standardGradient
            return .linearGradient(
                resolve(linear.gradient, scheme), start: point(linear.startPoint), end: point(linear.endPoint))
        }
        if let g = base as? RadialGradient {
            return .radialGradient(
                resolve(g.gradient, scheme), center: point(g.center), startRadius: g.startRadius,
                endRadius: g.endRadius,
                yScale: 1)
        }
        if let g = base as? EllipticalGradient {
            // Radii are fractions of the frame: horizontally of its width, vertically of its height.
            let w = max(frame.width, 0), h = max(frame.height, 0)
            return .radialGradient(
                resolve(g.gradient, scheme), center: point(g.center), startRadius: g.startRadiusFraction * w,
                endRadius: g.endRadiusFraction * w, yScale: w > 0 ? h / w : 1)
        }
        if let g = base as? AngularGradient {
            return .angularGradient(
                resolve(g.gradient, scheme), center: point(g.center), startAngle: g.startAngle.radians,
                endAngle: g.endAngle.radians)
        }
        if let m = base as? MeshGradient {
            let count = m.width * m.height
            guard m.width >= 2, m.height >= 2, m.points.count >= count, m.colors.count >= count else {
                return .color(resolve(m.colors.first ?? .clear, scheme))
            }
            return .meshGradient(
                width: m.width, height: m.height,
                points: m.points.prefix(count).map { point(UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y))) },
                colors: m.colors.prefix(count).map { resolve($0, scheme) }, smooth: m.smoothsColors)
        }
        if let m = base as? Material { return .material(MaterialMetrics.material(m, scheme: scheme.colorScheme)) }
        if base is ForegroundStyle {
            if let foreground, !(foreground.base is ForegroundStyle) {
                return paint(of: foreground, foreground: nil, in: frame, scheme: scheme)
            }
            return .color(resolve(.primary, scheme))
        }
        return .color(color(of: style, foreground: foreground, scheme: scheme))
    }

    /// The one colour `style` paints with, given the foreground style in effect: a colour is
    /// itself; the foreground style (`.foreground`, a shape with no style) is the foreground
    /// in effect, primary by default; `.primary` ... `.quaternary` are the label colours of
    /// iOS (light: label black, secondaryLabel 60,60,67 at 60%, tertiary at 30%, quaternary at
    /// 18%; UIKit's documented element colours, as measured in
    /// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility), or the foreground colour
    /// at those opacities when one is set; a gradient or material is its representative colour.
    static func color(of style: AnyShapeStyle, foreground: AnyShapeStyle?, scheme: Appearance = .light) -> Color {
        let base = style.base
        if let c = base as? Color { return resolve(c, scheme) }
        if let faded = base as? any FadedShapeStyle {
            return color(of: faded.erasedBase, foreground: foreground, scheme: scheme).opacity(faded.opacity)
        }
        if base is TintShapeStyle { return resolve(scheme.tint ?? .accentColor, scheme) }
        if let level = base as? HierarchicalShapeStyle {
            return hierarchical(level, foreground: foreground, scheme: scheme)
        }
        if base is LinearGradient || base is RadialGradient || base is AngularGradient || base is EllipticalGradient
            || base is MeshGradient || base is Material || base is AnyGradient
        {
            return paint(of: style, foreground: foreground, in: CGRect(x: 0, y: 0, width: 1, height: 1), scheme: scheme)
                .representativeColor
        }
        if let color = style.color { return resolve(color, scheme) }
        if let foreground, !(foreground.base is ForegroundStyle) {
            return color(of: foreground, foreground: nil, scheme: scheme)
        }
        return resolve(.primary, scheme)
    }

    static func hierarchical(_ level: HierarchicalShapeStyle, foreground: AnyShapeStyle?, scheme: Appearance = .light)
        -> Color
    {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary]
        let index = levels.firstIndex(of: level) ?? 0
        if let foreground, !(foreground.base is HierarchicalShapeStyle), !(foreground.base is ForegroundStyle) {
            return color(of: foreground, foreground: nil, scheme: scheme).opacity([1, 0.6, 0.3, 0.18][index])
        }
        let label = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"][index]
        return resolve(SystemColors.named(label) ?? .primary, scheme)
    }

    /// A colour's value in `scheme`: a system colour (``SystemColors``: SwiftUI's named
    /// colours, `Color(.systemBackground)`...) takes its value in the scheme's colour scheme
    /// and release; any other colour is itself.
    static func resolve(_ color: Color, _ scheme: Appearance) -> Color {
        color.resolved(scheme: scheme.colorScheme, version: scheme.version, contrast: scheme.contrast)
    }

    static func resolve(_ gradient: Gradient, _ scheme: Appearance) -> Gradient {
        Gradient(stops: gradient.stops.map { Gradient.Stop(color: resolve($0.color, scheme), location: $0.location) })
    }
}
