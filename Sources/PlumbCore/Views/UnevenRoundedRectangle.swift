import Foundation

/// A rectangle with a radius of its own at each corner, filling its frame (SwiftUI, iOS 17).
/// Its path is ``Path/addRoundedRect(in:cornerRadii:style:transform:)``'s.
public struct UnevenRoundedRectangle: Shape {
    /// Each corner's radius.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners have `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle whose corners have the given radii.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }
}
