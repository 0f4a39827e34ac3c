import Foundation

/// A rectangle whose corners are concentric with its container's (iOS 26's
/// `ConcentricRectangle`): inside a `containerShape(_:)`, the container's shape inset by this
/// view's distance from it, as ``ContainerRelativeShape`` draws; elsewhere a rounded
/// rectangle of the corners' fallback radius, `.concentric(minimum:)`'s minimum or
/// `.fixed(_:)`'s radius (0 for plain `.concentric`).
///
/// Open: on iOS 26 a view with no container shape around it is concentric with the window,
/// whose shape is the display's rounded corners; Plumb has no display corner radii, so the
/// fallback radius stands for that corner there. The minimum is not applied inside a
/// container shape either (the container's inset corner is drawn as is).
public struct ConcentricRectangle: Shape {
    /// How a corner is drawn.
    public struct Corner: Hashable, Sendable {
        /// The radius drawn where there is no container shape.
        let fallback: CGFloat
        /// Whether the corner follows the container's.
        let concentric: Bool

        /// Concentric with the container's corner.
        public static var concentric: Corner { Corner(fallback: 0, concentric: true) }

        /// Concentric with the container's corner, never smaller than `minimum`.
        public static func concentric(minimum: CGFloat) -> Corner { Corner(fallback: minimum, concentric: true) }

        /// A fixed radius.
        public static func fixed(_ radius: CGFloat) -> Corner { Corner(fallback: radius, concentric: false) }
    }

    /// The corners' style.
    public var corners: Corner
    /// Whether all four corners take the same radius.
    public var isUniform: Bool

    /// A rectangle concentric with its container.
    public init() { self.init(corners: .concentric) }

    /// A rectangle whose corners are drawn as `corners` says.
    public init(corners: Corner, isUniform: Bool = false) {
        self.corners = corners
        self.isUniform = isUniform
    }

    /// Whether renderers draw the container's shape for it (a concentric corner).
    var followsContainer: Bool { corners.concentric }

    public func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: corners.fallback, style: .continuous).path(in: rect)
    }
}

extension ConcentricRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<ConcentricRectangle> {
        _InsetShape(base: self, amount: amount) { base, rect, amount in
            RoundedRectangle(cornerRadius: max(0, base.corners.fallback - amount), style: .continuous).path(in: rect)
        }
    }
}
