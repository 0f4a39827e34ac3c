import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, in points.
    public var top: CGFloat
    /// The inset of the leading edge, in points.
    public var leading: CGFloat
    /// The inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset of the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every edge.
    @inlinable
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `length` on the edges in `edges`, zero on the others.
    @inlinable
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The sum of the insets along `axis`.
    @inlinable
    public subscript(total axis: Axis) -> CGFloat {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
