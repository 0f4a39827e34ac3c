import Foundation

/// What a ``Canvas`` draws with: SwiftUI's immediate-mode drawing context, recorded.
///
/// Each call records a ``Command`` with the context's state at that moment: its
/// ``transform`` (translateBy, scaleBy, rotate, concatenate), its ``opacity``, and the
/// clips made by ``clip(to:style:options:)``, already in canvas coordinates. `drawLayer`
/// records a nested layer drawn with the state of the context it was made from. Renderers
/// turn the commands into display items (PlumbRender: `DisplayList`). The state is a value:
/// a copy of the context (`var inner = context`) changes its own transform and clips, as in
/// SwiftUI, while both record into the same canvas.
public struct GraphicsContext {
    final class Recorder {
        var commands: [Command] = []
    }

    let recorder: Recorder
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// The opacity of what is drawn next, multiplied into each command's paint (0...1).
    public var opacity: Double = 1
    /// How what is drawn next blends (recorded; renderers draw `.normal`).
    public var blendMode: BlendMode = .normal
    /// From the current coordinates to the canvas's (points, y down).
    public var transform: CGAffineTransform = .identity
    /// The clips in effect, in canvas coordinates.
    var clips: [Clip] = []

    init(environment: EnvironmentValues) {
        self.recorder = Recorder()
        self.environment = environment
    }

    /// A layer's context: the parent's coordinates, a fresh opacity, no clips (the parent's
    /// opacity, blend mode and clips apply to the layer as a whole).
    private init(layerOf parent: GraphicsContext) {
        self.recorder = Recorder()
        self.environment = parent.environment
        self.transform = parent.transform
    }

    // MARK: Transforms

    /// Moves the origin by (x, y) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the current coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the current coordinates about the origin (positive angles turn x towards y:
    /// clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options of ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A clip, in canvas coordinates.
    public struct Clip: @unchecked Sendable {
        /// The clip's path.
        public var path: Path
        /// Whether the path is filled by the even-odd rule.
        public var isEOFilled: Bool
        /// Whether the clip keeps what is outside the path.
        public var isInverse: Bool
    }

    /// Cuts what is drawn next to the inside of `path` (in the current coordinates), or its
    /// outside with `.inverse`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(
            Clip(
                path: path.transformedForCanvas(by: transform), isEOFilled: style.isEOFilled,
                isInverse: options.contains(.inverse)))
    }

    // MARK: Drawing

    /// The paint of a fill, a stroke or a template image.
    public struct Shading: @unchecked Sendable {
        /// The style it paints with; `nil` for the canvas's foreground style.
        public let style: AnyShapeStyle?

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// A colour from components.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shape style (a gradient, a hierarchical style...).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The foreground style in the canvas's environment.
        public static var foreground: Shading { Shading(style: nil) }
    }

    /// One recorded drawing operation with the state it was drawn in.
    public struct Command: @unchecked Sendable {
        /// What was drawn: a fill, a stroke, a text, an image, a layer...
        public enum Operation {
            /// Fill `path` (canvas coordinates).
            case fill(Path, Shading, FillStyle)
            /// Stroke `path` (in the coordinates of `transform`, so the line width scales).
            case stroke(Path, Shading, StrokeStyle)
            /// Text whose top-left corner is at `origin`, laid out in `size`, in the
            /// coordinates of `transform`.
            case text(ResolvedText, origin: CGPoint, size: CGSize)
            /// An image over `rect`, in the coordinates of `transform`.
            case image(ResolvedImage, rect: CGRect)
            /// A layer of commands drawn together, then composited with this state.
            case layer([Command])
        }

        /// What was drawn.
        public var operation: Operation
        /// From the operation's coordinates to the canvas's.
        public var transform: CGAffineTransform
        /// The context's opacity when it was drawn.
        public var opacity: Double
        /// The context's blend mode when it was drawn.
        public var blendMode: BlendMode
        /// Clips in canvas coordinates, all applying.
        public var clips: [Clip]
    }

    private func record(_ operation: Command.Operation, transform: CGAffineTransform? = nil) {
        recorder.commands.append(
            Command(
                operation: operation, transform: transform ?? self.transform, opacity: min(max(opacity, 0), 1),
                blendMode: blendMode, clips: clips))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.transformedForCanvas(by: transform), shading, style), transform: .identity)
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `content` into a new layer with this context's state, then composites it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(layerOf: self)
        try content(&layer)
        record(.layer(layer.recorder.commands), transform: .identity)
    }

    // MARK: Text

    /// A text resolved for drawing: its layout request in the canvas's environment.
    public struct ResolvedText: @unchecked Sendable {
        /// How the text is laid out.
        public let request: TextLayoutRequest
        let measurer: any TextMeasurer
        /// Its colour: the text's own, else the canvas's foreground style.
        public var shading: Shading

        /// The size of the text laid out in `size`.
        public func measure(in size: CGSize) -> CGSize {
            measurer.layout(request, proposal: ProposedViewSize(width: size.width, height: size.height)).size
        }

        /// The text's lines laid out in `size`, for renderers (not SwiftUI API).
        package func _layout(in size: CGSize) -> TextLayout {
            measurer.layout(request, proposal: ProposedViewSize(width: size.width, height: size.height))
        }

        /// The text's first baseline from its top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measurer.layout(request, proposal: ProposedViewSize(width: size.width, height: size.height)).firstBaseline
        }
    }

    /// `text` resolved in the canvas's environment (font, Dynamic Type, colour).
    public func resolve(_ text: Text) -> ResolvedText {
        let env = environment
        let request = text.layoutRequest(in: env)
        let colour = text.head.attributes.foreground?.color
        return ResolvedText(
            request: request, measurer: env.textMeasurer, shading: colour.map { .color($0) } ?? .foreground)
    }

    /// Draws `text` with its `anchor` (a unit point of its ideal size) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        record(
            .text(
                text, origin: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
                size: size))
    }

    /// Draws `text` laid out in `rect`, from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let size = text.measure(in: rect.size)
        record(
            .text(
                text, origin: rect.origin,
                size: CGSize(width: min(size.width, rect.width), height: min(size.height, rect.height))))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    // MARK: Images

    /// An image resolved for drawing: its size in the canvas's environment.
    public struct ResolvedImage: @unchecked Sendable {
        /// The image.
        public let image: Image
        /// What it draws, its symbol resolved in the canvas's environment.
        public let content: ImageContent
        /// Its size in points (a symbol's at the canvas's font).
        public let size: CGSize
        /// The paint of a template image or a symbol; `nil` for the foreground style.
        public var shading: Shading?
        /// Its baseline from the top (its bottom).
        public var baseline: CGFloat { size.height }
    }

    /// `image` resolved in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let symbol = image.symbol(in: environment)
        return ResolvedImage(
            image: image, content: image.content(symbol: symbol),
            size: image.knownSize(in: environment, symbol: symbol) ?? .zero, shading: nil)
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, rect: rect))
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}

extension Path {
    /// This path with every point mapped through `t`.
    func transformedForCanvas(by t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        func m(_ p: CGPoint) -> CGPoint { p.applying(t) }
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: m(p))
            case .line(let p): out.addLine(to: m(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}
