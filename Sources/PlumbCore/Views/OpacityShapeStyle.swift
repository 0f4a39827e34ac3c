/// A style drawn at an opacity: `LinearGradient(...).opacity(0.5)`, `.tint.opacity(0.2)`:
/// every colour it paints with, its opacity multiplied (SwiftUI's `ShapeStyle.opacity(_:)`,
/// iOS 15, "returns a new style based on self that multiplies by the specified opacity when
/// drawing"). A `Color` keeps its own `opacity(_:)`, which gives a colour.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    /// The style faded.
    public var base: Base
    /// What its colours' opacities are multiplied by.
    public var opacity: Double

    public init(base: Base, opacity: Double) {
        self.base = base
        self.opacity = opacity
    }
}

/// A faded style, whatever its base: what painting reads.
package protocol FadedShapeStyle: ShapeStyle {
    /// The style faded, type-erased.
    var erasedBase: AnyShapeStyle { get }
    /// What its colours' opacities are multiplied by.
    var opacity: Double { get }
}

extension _OpacityShapeStyle: FadedShapeStyle {
    package var erasedBase: AnyShapeStyle { base as? AnyShapeStyle ?? AnyShapeStyle(base) }
}

extension ShapeStyle {
    /// This style with every colour's opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
