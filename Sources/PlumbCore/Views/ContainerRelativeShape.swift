import Foundation

/// The shape of the container around, for the views inside it (SwiftUI's
/// `ContainerRelativeShape`, "a shape that is replaced by an inset version of the current
/// container shape. If no container shape was defined, is replaced with a rectangle"): the
/// shape set with `containerShape(_:)` on the nearest view around, inset by this view's
/// distance from that view's frame, so corners stay concentric (a container's 20-point
/// corner is a 12-point corner 8 points in). Where the distances differ per edge the
/// smallest is used (open).
public struct ContainerRelativeShape: Shape {
    /// The container's shape.
    public init() {}

    /// A rectangle: the shape a view draws with no container shape around it. Where one is
    /// set, renderers draw that shape instead (`LayoutTree.shapePath(_:of:)`).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount) { _, rect, _ in Path(rect) }
    }
}
