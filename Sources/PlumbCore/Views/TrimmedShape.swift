import Foundation

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length
    /// (SwiftUI's `Shape.trim(from:to:)`): ``Path/trimmedPath(from:to:)`` of its path. Built-in
    /// shapes start at their top-left corner (rectangles: top edge first) or, for circles
    /// and ellipses, at the rightmost point, and run clockwise on screen, so
    /// `Circle().trim(from: 0, to: 0.25)` is the quarter from 3 to 6 o'clock.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to part of its length.
public struct _TrimmedShape<S: Shape>: NamedShape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The trimmed shape's name.
    package var shapeName: String { AnyShape(shape).name }
}
