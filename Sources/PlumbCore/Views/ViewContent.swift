import Foundation

/// What a leaf view draws, for renderers: a colour, a shape with its paint, text, or an image.
public enum ViewContent: Sendable {
    case color(Color)
    case shape(AnyShape, ShapeFill)
    case text(TextLayoutRequest)
    case image(name: String, isResizable: Bool)
}

/// A drawing effect on a view and everything inside it, recorded for renderers. None of them
/// changes layout (SPEC §5: clipping, opacity, hit-testing shapes have no layout effect).
public enum ViewEffect: Sendable {
    case opacity(Double)
    case hidden
    case clipped(antialiased: Bool)
    case clipShape(AnyShape)
    case contentShape(AnyShape)
    case foreground(AnyShapeStyle)
    case allowsHitTesting(Bool)
    case cornerRadius(CGFloat)
    /// `coordinateSpace(name:)`: frames can be read relative to this view.
    case coordinateSpace(String)
    /// `zIndex(_:)`: drawing order among siblings.
    case zIndex(Double)
    /// The colour scheme this view and its content draw in, recorded where the environment's
    /// `colorScheme` changes (`.environment(\.colorScheme, .dark)`, `.colorScheme(.dark)`).
    case colorScheme(ColorScheme)
    /// `preferredColorScheme(_:)`: the scheme the whole presentation draws in.
    case preferredColorScheme(ColorScheme)
    /// The tint this view and its content draw `.tint` in, recorded where the environment's
    /// tint changes (`tint(_:)`, `accentColor(_:)`); `nil`: the accent colour.
    case tint(Color?)
    /// `containerShape(_:)`: the shape `ContainerRelativeShape`s inside take, inset
    /// concentrically by their distance from this view's frame.
    case containerShape(AnyShape)
    /// `shadow(color:radius:x:y:)`: a blurred copy of the drawing's alpha below it.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour filter (`brightness`, `saturation`, `colorInvert`...).
    case colorFilter(ColorFilter)
    /// `blendMode(_:)`.
    case blendMode(BlendMode)
    /// `compositingGroup()` or `drawingGroup()`: the content is drawn as one layer before the
    /// effects of the views around it apply.
    case compositingGroup
    /// A drawing transform (`rotationEffect`, `scaleEffect`, `transformEffect`,
    /// `rotation3DEffect`) around the view's frame.
    case transform(DrawingTransform)
}
