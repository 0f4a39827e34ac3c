import Foundation

/// The length a container offers on each axis to views sized relative to it; `nil` where it
/// has none (a scroll view proposed `nil` on that axis).
public struct ContainerSize: Hashable, Sendable {
    /// The width offered, or `nil`.
    public var width: CGFloat?
    /// The height offered, or `nil`.
    public var height: CGFloat?

    /// A container size of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// The length offered along `axis`.
    public subscript(axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

extension LayoutTree {
    /// The canvas minus its safe area: where the root is laid out.
    public var safeRect: CGRect {
        CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: max(canvasSize.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
            height: max(canvasSize.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
    }
}
