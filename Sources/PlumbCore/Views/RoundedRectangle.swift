import Foundation

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: Shape {
    /// Never mirrored: the shape is its own mirror image (OpenSwiftUI `Shapes.swift`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle whose corners are `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }
}
