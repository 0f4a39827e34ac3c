/// A type-erased view.
public struct AnyView: PrimitiveView {
    let view: any View

    /// `view`, type-erased.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self.view = any.view
        } else {
            self.view = view
        }
    }

    /// A view erased from an existential, or `nil` if `value` is not a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public static func _makeNodes(_ view: AnyView, into resolver: inout _ViewResolver) {
        resolver.resolve(view.view)
    }
}

extension View {
    /// Wraps this view in an `AnyView`.
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
