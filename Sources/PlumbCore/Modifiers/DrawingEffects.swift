import Foundation

// Modifiers that change how a view is drawn or hit-tested, never its layout (SPEC §5).

extension View {
    /// Draws this view with `opacity`.
    public func opacity(_ opacity: Double) -> some View { effect(.opacity(opacity)) }

    /// Hides this view; it keeps its place in layout.
    public func hidden() -> some View { effect(.hidden) }

    /// Clips the drawing to the view's frame.
    public func clipped(antialiased: Bool = false) -> some View { effect(.clipped(antialiased: antialiased)) }

    /// Clips the drawing to `shape` in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect(.clipShape(AnyShape(shape)))
    }

    /// Clips the drawing to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        effect(.cornerRadius(radius))
    }

    /// Sets the shape taps are tested against.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        effect(.contentShape(AnyShape(shape)))
    }

    /// Whether taps reach this view.
    public func allowsHitTesting(_ enabled: Bool) -> some View { effect(.allowsHitTesting(enabled)) }

    /// Draws this view above (higher) or below its siblings.
    public func zIndex(_ value: Double) -> some View { effect(.zIndex(value)) }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        effect(.coordinateSpace(String(describing: name)))
    }

    /// Sets the style of text and shapes inside this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let color = AnyShapeStyle(style).color { environment.foregroundStyle = color }
        }.effect(.foreground(AnyShapeStyle(style)))
    }

    /// Sets the colour of text and shapes inside this view (`nil`: back to the primary colour).
    public func foregroundColor(_ color: Color?) -> some View {
        _EnvironmentWriter(content: self) { $0.foregroundStyle = color }
            .effect(.foreground(color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.primary)))
    }

    /// Accepted for compatibility; no layout effect.
    public func tint(_ tint: Color?) -> some View { self }

    /// Accepted for compatibility; no layout effect.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { self }
}
