/// A view with no content. Inside a container it takes no place and no spacing.
public struct EmptyView: PrimitiveView {
    /// A view that takes no space and draws nothing.
    public init() {}

    public static func _makeNodes(_ view: EmptyView, into resolver: inout _ViewResolver) {}
}
