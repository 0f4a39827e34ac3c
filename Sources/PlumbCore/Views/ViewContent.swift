import Foundation

/// What a leaf view draws, for renderers: a colour, a shape with its paint, text, an image,
/// or a canvas.
public enum ViewContent: Sendable {
    /// A `Color` filling the view's frame.
    case color(Color)
    /// A shape in the view's frame, and how it is painted.
    case shape(AnyShape, ShapeFill)
    /// A `Text`'s string and style, laid out in the view's frame.
    case text(TextLayoutRequest)
    /// An `Image`.
    case image(ImageContent)
    /// A ``Canvas``'s drawing, recorded when the picture is drawn.
    case canvas(CanvasDrawing)
}

/// A drawing effect on a view and everything inside it, recorded for renderers. None of them
/// changes layout (SPEC §5: clipping, opacity, hit-testing shapes have no layout effect).
public enum ViewEffect: Sendable {
    /// `opacity(_:)`.
    case opacity(Double)
    /// `hidden()`: nothing is drawn.
    case hidden
    /// `clipped(antialiased:)`: drawing cut to the frame.
    case clipped(antialiased: Bool)
    /// `clipShape(_:style:)`: drawing cut to the shape in the frame.
    case clipShape(AnyShape)
    /// `contentShape(_:eoFill:)`: the shape that takes taps.
    case contentShape(AnyShape)
    /// `foregroundStyle(_:)`: the style of the content's text and shapes.
    case foreground(AnyShapeStyle)
    /// `allowsHitTesting(_:)`.
    case allowsHitTesting(Bool)
    /// `cornerRadius(_:antialiased:)`: drawing cut to a rounded rectangle.
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
    /// The reasons this view and its content are redacted, recorded where the environment's
    /// `redactionReasons` change (`redacted(reason:)`, `unredacted()`).
    case redacted(RedactionReasons)
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

/// What an `Image` draws: a named image with how it is stretched, sampled and coloured, or
/// an SF Symbol.
public struct ImageContent: Sendable {
    /// The image's name, or the symbol's name after its variants (`star.fill`).
    public var name: String
    /// Whether it is resizable (`resizable()`).
    public var isResizable: Bool
    /// The edges of a resizable image that keep their size (nine-slice).
    public var capInsets: EdgeInsets
    /// How a resizable image's middle and edges fill: stretched or tiled.
    public var resizingMode: Image.ResizingMode
    /// Drawn as its opacity filled with the foreground style (`renderingMode(.template)`;
    /// symbols unless `.original`).
    public var isTemplate: Bool
    /// How it is sampled when scaled (`interpolation(_:)`).
    public var interpolation: Image.Interpolation
    /// The symbol, for `Image(systemName:)`.
    public var symbol: SymbolContent?
}

/// An SF Symbol as drawn: its name after variants, its counterpart in Plumb's icon fonts
/// (`nil`: a placeholder), its size and rendering mode.
public struct SymbolContent: Sendable {
    /// The symbol's name, after its variants.
    public var name: String
    /// Its counterpart in Plumb's icon fonts; `nil` draws a placeholder with the name.
    public var entry: SymbolTable.Entry?
    /// Its size at the view's font and image scale.
    public var size: SymbolSize
    /// Its rendering mode (`symbolRenderingMode(_:)`), if set.
    public var renderingMode: SymbolRenderingMode?
    /// The app's own symbol of that name (a `.symbolset`), drawn from its glyph.
    public var custom: CustomSymbol?

    /// Whether it is drawn as a placeholder with its name: no icon, no symbol of the app's,
    /// and a name. `Image(systemName: "")` names no symbol, and SwiftUI draws nothing for it
    /// (it logs "No symbol named '' found in system symbol set"), so Plumb draws nothing too.
    public var isPlaceholder: Bool { entry == nil && custom == nil && !name.isEmpty }
}
