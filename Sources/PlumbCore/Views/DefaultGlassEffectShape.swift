import Foundation

/// The shape glass effects use when given none: a capsule (iOS 26; Apple's documentation,
/// "The default shape applied by glass effects, a capsule"). Apps also draw it themselves
/// (Gem's buttons fill one behind their glass).
public struct DefaultGlassEffectShape: Shape {
    /// Never mirrored: a capsule is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// The default glass shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
