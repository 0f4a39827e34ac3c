import Foundation

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
