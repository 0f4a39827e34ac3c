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
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape drawn in the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil)
    }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: nil)
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

    /// Strokes the shape inset by half the line width, so the stroke stays inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), insetStroke: true)
    }
}

/// How a shape's outline is stroked: SwiftUI's `StrokeStyle`, whose defaults are
/// CoreGraphics' (butt caps, miter joins with a limit of 10, no dashes).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

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
    public var isEOFilled: Bool
    public init(eoFill: Bool = false) { self.isEOFilled = eoFill }
}

/// A shape with a fill or stroke style: the view a `Shape` draws as.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?
    var insetStroke = false

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let name = (view.shape as? AnyShape)?.name ?? String(describing: Content.self)
        let fill = ShapeFill(style: AnyShapeStyle(view.style), stroke: view.stroke, insetStroke: view.insetStroke)
        let shape = view.shape
        resolver.addLeaf(ShapeComputer(
            name: name, content: .shape(AnyShape(shape), fill), sizing: { shape.sizeThatFits($0) }))
    }
}

/// A shape's paint: a style, and a stroke if it is stroked rather than filled.
public struct ShapeFill: Sendable {
    public var style: AnyShapeStyle
    public var stroke: StrokeStyle?
    public var insetStroke: Bool
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    /// The erased shape's type name.
    public let name: String

    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            self = erased
            return
        }
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
        name = String(describing: S.self)
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
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
