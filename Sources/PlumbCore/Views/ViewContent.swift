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
}
