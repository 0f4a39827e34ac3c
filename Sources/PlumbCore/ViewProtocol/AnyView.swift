/// A type-erased view.
public struct AnyView: PrimitiveView {
    let view: any View
    /// Where the source reader read the view (SourceMark.swift).
    var sourceMark: Int?

    /// `view`, type-erased.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self = any
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
        guard let mark = view.sourceMark else { return resolver.resolve(view.view) }
        resolver.resolve(marked: mark) { $0.resolve(view.view) }
    }
}

extension View {
    /// Wraps this view in an `AnyView`.
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}

extension AnyView {
    /// A filled or stroked shape this view erases, `nil` for any other view: what a reader of
    /// source fills or strokes again (iOS 17's `ShapeView`). Not SwiftUI API.
    package var paintedShape: (any _PaintedShape)? { view as? any _PaintedShape }

    /// Whether this view erases a shape, filled or not: what its foreground style paints
    /// whole. Not SwiftUI API.
    package var erasesShape: Bool { view is any Shape || paintedShape != nil }
}
