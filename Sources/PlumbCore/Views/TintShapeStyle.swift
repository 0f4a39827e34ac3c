import Foundation

/// The tint of the current context, what `.tint` means as a ``ShapeStyle``. It changes no
/// size. Renderers paint it in the foreground colour, as the source reader draws it.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint style.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
