import Foundation

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    /// Never mirrored: the shape is its own mirror image (OpenSwiftUI `Shapes.swift`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// Whether the ends are circular or continuous curves.
    public var style: RoundedCornerStyle

    /// A capsule with `style` ends.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}
