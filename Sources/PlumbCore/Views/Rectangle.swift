import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
