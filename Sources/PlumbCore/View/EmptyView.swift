/// A view with no content. Inside a container it takes no place and no spacing.
public struct EmptyView: PrimitiveView {
    public init() {}

    public static func _makeNodes(_ view: EmptyView, into resolver: inout _ViewResolver) {}
}
