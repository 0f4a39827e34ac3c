import Foundation

/// iOS 26's Liquid Glass as a style (`glassEffect(_:in:)`): `.regular`, `.clear`, `.identity`,
/// tinted or not.
public struct Glass: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case regular, clear, identity }
    let kind: Kind
    let tintColor: Color?

    /// The regular glass.
    public static let regular = Glass(kind: .regular, tintColor: nil)
    /// The clear glass, more transparent than the regular.
    public static let clear = Glass(kind: .clear, tintColor: nil)
    /// No glass: the view as it is.
    public static let identity = Glass(kind: .identity, tintColor: nil)

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color) }

    /// This glass reacting to touches: nothing changes in a still picture.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// Liquid Glass behind this view, in a capsule (the default glass shape).
    public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> some View {
        glassEffect(glass, in: DefaultGlassEffectShape(), isEnabled: isEnabled)
    }

    /// Liquid Glass behind this view, in `shape`. Drawn as Plumb draws iOS 26's bars
    /// (the bars' glass tone): a light translucent fill with a faint edge (open: the real
    /// material refracts and tints with what lies behind it); a tinted glass fills with its tint
    /// at the opacity of the glass fill's own tone (open); `.clear` at half the regular's
    /// opacity (open); `.identity` draws nothing. The glass takes no space: it is a background.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> some View {
        let fill: Color? =
            !isEnabled || glass.kind == .identity
            ? nil
            : glass.tintColor.map { $0.opacity(BarMaterials.glass.opacity) }
                ?? (glass.kind == .clear ? BarMaterials.glass.opacity(0.5) : BarMaterials.glass)
        let edge = fill == nil ? Color.clear : BarMaterials.glassEdge
        return background(shape.fill(fill ?? .clear)).overlay(shape.stroke(edge, lineWidth: 0.5))
    }
}

extension Glass: SourceNamed {
    package static let sourceNames: [(name: String, value: Glass)] = [
        ("regular", .regular), ("clear", .clear), ("identity", .identity),
    ]
}

/// How a glass effect enters and leaves (`glassEffectTransition(_:isEnabled:)`, iOS 26).
public struct GlassEffectTransition: Hashable, Sendable {
    let kind: Int
    /// Morphs into glass of the same ID in its container.
    public static let matchedGeometry = GlassEffectTransition(kind: 0)
    /// Fades the glass in and out with its content.
    public static let materialize = GlassEffectTransition(kind: 1)
    /// No transition.
    public static let identity = GlassEffectTransition(kind: 2)
}

extension View {
    /// The transition of this view's glass when it is inserted or removed. Nothing enters or
    /// leaves in one state: no layout effect, nothing drawn.
    public func glassEffectTransition(_ transition: GlassEffectTransition, isEnabled: Bool = true) -> some View {
        self
    }
}
