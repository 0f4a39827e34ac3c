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

    /// Sets the shape taps (or another kind of interaction) are tested against.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
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

    /// Names this view's coordinate space (iOS 17's form, `.coordinateSpace(.named("x"))`);
    /// `.local` and `.global` name nothing.
    public func coordinateSpace(_ name: CoordinateSpace) -> some View {
        attribute { tree, node in
            if case .named(let n) = name { tree.addEffect(.coordinateSpace(String(describing: n.base)), to: node) }
        }
    }

    /// Sets the style of text and shapes inside this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let color = AnyShapeStyle(style).color { environment.foregroundStyle = color }
        }.effect(.foreground(AnyShapeStyle(style)))
    }

    /// Sets the primary and secondary styles of text and shapes inside this view. Only the
    /// primary style is used: Plumb draws no secondary content in another style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary styles of text and shapes inside this view.
    /// Only the primary style is used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the colour of text and shapes inside this view (`nil`: back to the primary colour).
    public func foregroundColor(_ color: Color?) -> some View {
        _EnvironmentWriter(content: self) { $0.foregroundStyle = color }
            .effect(.foreground(color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.primary)))
    }

    /// Casts a shadow: the drawing's alpha blurred by `radius` (a Gaussian's standard
    /// deviation, in points), filled with `color`, moved by `x` and `y`, drawn below it. On a
    /// container each view inside casts its own (add `compositingGroup()` to cast one shadow
    /// of the whole). The default colour is Apple's documented
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`. No layout effect.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { effect(.shadow(color: color, radius: radius, x: x, y: y)) }
}

/// The kinds of interaction a content shape is for (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape that takes taps and other interactions (what `plumb hit` tests).
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The shape of the preview while dragging.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The shape of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The shape of the pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The shape VoiceOver outlines.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
