/// Groups views without laying them out: its content's views become its parent's
/// children, and a modifier on a group applies to each of them.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    /// The views `content` builds, as children of the enclosing container.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: Group, into resolver: inout _ViewResolver) {
        resolver.resolve(view.content)
    }
}
