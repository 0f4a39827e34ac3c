import Foundation

/// The background of the current context: white in light mode, what `.background` means
/// as a ``ShapeStyle`` (`Rectangle().fill(.background)`). It changes no size.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: white (light mode).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
