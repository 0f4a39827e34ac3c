import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// Never mirrored: the shape is its own mirror image (OpenSwiftUI `Shapes.swift`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
