import Foundation

/// The shape of the container around, for the views inside it (SwiftUI's
/// `ContainerRelativeShape`): the shape set with `containerShape(_:)` on a view around
/// (a widget's or a button's), drawn in this view's frame; a rectangle when none is set
/// (Apple's documentation: "If no container shape was defined, is replaced with a
/// rectangle"). SwiftUI insets the container's shape concentrically by this view's
/// distance from the container's edges; Plumb draws the container's shape in this view's
/// own frame, its corner radii unchanged (open).
public struct ContainerRelativeShape: Shape {
    public init() {}

    /// A rectangle: the shape a view draws with no container shape around it. Where one is
    /// set, the view resolver draws that shape instead (see `_ShapeView`).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount) { _, rect, _ in Path(rect) }
    }
}

extension EnvironmentValues {
    /// The shape `ContainerRelativeShape` takes inside (set with `containerShape(_:)`);
    /// `nil`: a rectangle. Not part of SwiftUI's public API.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}
