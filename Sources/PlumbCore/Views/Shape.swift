import Foundation

/// A 2D shape, and a view that fills the space it is offered with it (SPEC §2: shapes take
/// any finite proposal whole, and are 10×10 for `nil`).
///
/// Write your own as in SwiftUI:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
///                         CGPoint(x: rect.minX, y: rect.maxY)])
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path

    /// The shape's size for a proposal. The default takes the proposal, 10 for `nil`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// Whether the shape's path is mirrored in a layout direction. The default mirrors in
    /// right to left (Apple: "Defaults to `.mirrors` when deploying on iOS 17.0 ... and
    /// later"; Plumb's releases are all iOS 17 or later); Rectangle, RoundedRectangle,
    /// Capsule, Ellipse and Circle are `.fixed` (OpenSwiftUI `Shapes.swift`: they are
    /// symmetric), so custom shapes, `Path`s, uneven rounded rectangles and trimmed shapes
    /// mirror.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// A shape drawn in the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
    }

    /// Fills the shape with `content`, by the even-odd rule when `style.isEOFilled` (a
    /// subpath inside another is a hole whatever its direction), else the non-zero rule.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        var view = _ShapeView(shape: self, style: content, stroke: nil)
        view.eoFill = style.isEOFilled
        return view
    }

    /// Strokes the shape's outline with `content`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with `content` and `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// Strokes the outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline in the foreground style with `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }
}

extension InsettableShape {
    /// Strokes the shape inset by half the line width, so the stroke lies inside its frame
    /// (SwiftUI: "the same as `inset(by: style.lineWidth / 2).stroke(content, style: style)`").
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the shape inset by half `lineWidth`, so the stroke lies inside its frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// How a shape's outline is stroked: SwiftUI's `StrokeStyle`, whose defaults are
/// CoreGraphics' (butt caps, miter joins with a limit of 10, no dashes).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter corner may reach, in line widths, before it is cut off.
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are a 1-point solid line with butt caps and miter joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether subpaths fill by the even-odd rule instead of the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (Plumb always antialiases).
    public var isAntialiased: Bool
    /// A fill by the non-zero rule, or the even-odd rule when `eoFill`.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// A shape with a fill or stroke style: the view a `Shape` draws as.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?
    var eoFill = false

    init(shape: Content, style: Style, stroke: StrokeStyle?) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let name = AnyShape(view.shape).name
        let fill = ShapeFill(style: AnyShapeStyle(view.style), stroke: view.stroke, isEOFilled: view.eoFill)
        let shape = AnyShape(view.shape)
        let sized = view.shape
        resolver.addLeaf(
            ShapeComputer(
                name: name, content: .shape(shape, fill), sizing: { sized.sizeThatFits($0) }))
        // Its path mirrored in the direction its behaviour names (Modifiers/Drawing/Mirroring.swift).
        if shape.layoutDirectionBehavior.shouldMirror(in: resolver.environment.layoutDirection),
            let node = resolver.outputs.last
        {
            resolver.tree.addEffect(.transform(.horizontalMirror), to: node)
        }
    }
}

/// A shape's paint: a style, and a stroke if it is stroked rather than filled.
public struct ShapeFill: Sendable {
    /// The style it is painted with.
    public var style: AnyShapeStyle
    /// The stroke, when the shape is stroked; `nil` when it is filled.
    public var stroke: StrokeStyle?
    /// Whether the fill uses the even-odd rule (`FillStyle(eoFill: true)`).
    public var isEOFilled: Bool = false
}

/// A shape that names itself in layouts and explanations (a shape read from source names its
/// declared type). Not SwiftUI API.
package protocol NamedShape: Shape {
    var shapeName: String { get }
}

/// A type-erased shape. It is insettable: an erased `InsettableShape` insets as that shape
/// does (a rounded rectangle's radii shrink), any other shape is drawn in its inset frame.
public struct AnyShape: InsettableShape, @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let insetting: (CGFloat) -> AnyShape
    /// The erased shape's behaviour in right-to-left layouts.
    public let layoutDirectionBehavior: LayoutDirectionBehavior
    /// The erased shape's type name.
    public let name: String
    /// Whether the erased shape is a `ContainerRelativeShape` or a concentric
    /// `ConcentricRectangle` (renderers draw the container's shape for it, where there is one).
    package let isContainerRelative: Bool

    /// `shape`, type-erased.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            self = erased
            return
        }
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
        layoutDirectionBehavior = shape.layoutDirectionBehavior
        name = (shape as? any NamedShape)?.shapeName ?? String(describing: S.self)
        isContainerRelative =
            shape is ContainerRelativeShape || (shape as? ConcentricRectangle)?.followsContainer == true
        if let insettable = shape as? any InsettableShape {
            insetting = { AnyShape.erase(insettable.inset(by: $0)) }
        } else {
            insetting = { amount in
                AnyShape(_InsetShape(base: shape, amount: amount) { base, rect, _ in base.path(in: rect) })
            }
        }
    }

    private static func erase(_ shape: some Shape) -> AnyShape { AnyShape(shape) }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
    public func inset(by amount: CGFloat) -> AnyShape { insetting(amount) }
}

/// Colours and shapes: the proposal, 10 for `nil` (SwiftUI's default engine), or the
/// shape's own `sizeThatFits`.
final class ShapeComputer: LayoutComputer {
    let name: String
    let drawn: ViewContent
    let sizing: ((ProposedViewSize) -> CGSize)?

    init(name: String, content: ViewContent, sizing: ((ProposedViewSize) -> CGSize)?) {
        self.name = name
        self.drawn = content
        self.sizing = sizing
    }

    override var typeName: String { name }
    override var content: ViewContent? { drawn }
    override var sizeIsProposal: Bool { sizing == nil }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        if let sizing { return sizing(proposal) }
        return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }
}

// A filled or stroked shape filled or stroked again (iOS 17's `ShapeView`): the new paint is
// drawn over the old, in the same frame (Apple: `Circle().fill(.red).stroke(.blue)` "fills
// and strokes" the circle; its `StrokeShapeView` keeps the first view as its background).
// Laid out as the shape: the layer above is offered the shape's size and takes it.
extension _ShapeView {
    /// The shape filled with `content` over this view.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(content, style: style))
    }

    /// The shape's outline stroked with `content` over this view.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// The shape's outline stroked with `content` and `style` over this view.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
}

/// A filled or stroked shape, whatever its shape and style types, painted again by a reader
/// of source through the methods above. Not SwiftUI API.
package protocol _PaintedShape {
    func filled(_ content: AnyShapeStyle, style: FillStyle) -> AnyView
    func stroked(_ content: AnyShapeStyle, style: StrokeStyle) -> AnyView
    /// Stroked inside the frame: the erased shape insets as the shape does (``AnyShape``).
    func strokedBorder(_ content: AnyShapeStyle, style: StrokeStyle) -> AnyView
}

extension _ShapeView: _PaintedShape {
    package func filled(_ content: AnyShapeStyle, style: FillStyle) -> AnyView { AnyView(fill(content, style: style)) }
    package func stroked(_ content: AnyShapeStyle, style: StrokeStyle) -> AnyView {
        AnyView(stroke(content, style: style))
    }
    package func strokedBorder(_ content: AnyShapeStyle, style: StrokeStyle) -> AnyView {
        AnyView(overlay(AnyShape(shape).strokeBorder(content, style: style)))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// The shape's outline stroked inside its frame with `content` over this view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }

    /// The shape's outline stroked inside its frame with `content` and `style` over this view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    )
        -> some View
    {
        overlay(shape.strokeBorder(content, style: style))
    }
}
