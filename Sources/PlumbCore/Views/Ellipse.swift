import Foundation

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Never mirrored: the shape is its own mirror image (OpenSwiftUI `Shapes.swift`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
