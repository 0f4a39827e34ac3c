import Foundation
import PlumbCore

/// A vector image of an asset catalog (an `.svg` or `.pdf` file), as Plumb's own fills and
/// strokes: what `Image("name")` draws when its asset is a vector.
///
/// Coordinates are the image's own points, y down, the origin at the top-left corner of its
/// box: an SVG's viewport (`width`/`height`, else its `viewBox`), a PDF page's crop box (else
/// its media box). Drawn in a frame, the box is stretched over the frame, as a bitmap's pixels
/// are (``displayItems(in:view:paint:)``); `resizable()` and `aspectRatio` decide that frame.
///
/// ```swift
/// let svg = #"<svg width="10" height="10"><rect width="10" height="5" fill="red"/></svg>"#
/// let image = VectorImage(bytes: Array(svg.utf8))   // one red fill of (0, 0, 10, 5)
/// ```
///
/// Readers of untrusted files: neither reader (`SVGImageReader`, `PDFImageReader`) traps or
/// runs long on any input. Both stop at ``Limits`` (bytes, elements, nesting, path
/// elements, shapes) and keep what they drew so far.
public struct VectorImage: Hashable, Sendable {
    /// The image's size in points.
    public var size: CGSize
    /// What it draws, back to front.
    public var shapes: [VectorShape]

    /// An image of `size` drawing `shapes`.
    public init(size: CGSize, shapes: [VectorShape]) {
        self.size = size
        self.shapes = shapes
    }

    /// The SVG or PDF image in `bytes` (the format from its first bytes, as
    /// ``isVector(_:)`` tells), or `nil` when it is neither or has no positive size.
    public init?(bytes: [UInt8]) {
        guard bytes.count <= Limits.bytes else { return nil }
        if PDFImageReader.isPDF(bytes) {
            guard let image = PDFImageReader.read(bytes) else { return nil }
            self = image
        } else if SVGImageReader.isSVG(bytes) {
            guard let image = SVGImageReader.read(bytes) else { return nil }
            self = image
        } else {
            return nil
        }
    }

    /// Whether `bytes` look like a vector image: a PDF (`%PDF` in its first kilobyte, as
    /// PDF readers accept, ISO 32000-1 §7.5.2) or an SVG (an `<svg` element in its first
    /// kilobytes, after any XML declaration, comments and doctype).
    public static func isVector(_ bytes: [UInt8]) -> Bool {
        PDFImageReader.isPDF(bytes) || SVGImageReader.isSVG(bytes)
    }

    /// The bounds the readers keep to on hostile files.
    public enum Limits {
        /// The largest file read: 8 MiB (asset icons are kilobytes; Bitkit's largest
        /// illustration PDF is 48 KB).
        public static let bytes = 8 << 20
        /// The most bytes a PDF stream inflates to: 16 MiB.
        public static let inflatedBytes = 16 << 20
        /// The most shapes (fills and strokes) an image draws: 20,000.
        public static let shapes = 20_000
        /// The most path elements, over all shapes: 1,000,000.
        public static let pathElements = 1_000_000
        /// The most CSS an SVG's `<style>` elements hold, each: 256 KB.
        public static let styleSheet = 256 << 10
        /// The deepest nesting of SVG elements, PDF objects, `q` states and forms: 64.
        public static let nesting = 64
        /// The most SVG elements, or PDF content-stream operators, visited: 1,000,000.
        public static let steps = 1_000_000
    }
}

/// One fill or stroke of a vector image, in the image's coordinates.
public struct VectorShape: Hashable, Sendable {
    /// How the path is painted.
    public enum Operation: Hashable, Sendable {
        /// Filled by `rule`.
        case fill(DisplayFillRule)
        /// Stroked in `style` (its width in the image's points).
        case stroke(StrokeStyle)
    }

    /// The outline.
    public var path: Path
    /// Fill or stroke.
    public var operation: Operation
    /// The colour (its opacity includes the element's or graphics state's alpha).
    public var color: Color
    /// Clips applied to it, outermost first; each keeps what is inside it (non-zero rule).
    public var clips: [Path]
    /// The gradient it is painted with, when it is; `color` is then the gradient's first
    /// colour (what a template image's paint keeps the opacity of).
    public var gradient: VectorGradient?

    /// A shape painting `path` with `color` (or `gradient`), clipped by `clips`.
    public init(path: Path, operation: Operation, color: Color, clips: [Path] = [], gradient: VectorGradient? = nil) {
        self.path = path
        self.operation = operation
        self.color = color
        self.clips = clips
        self.gradient = gradient
    }
}

/// A gradient painting a shape of a vector image, placed in its own coordinates: an SVG
/// `<linearGradient>`/`<radialGradient>`, a PDF axial or radial shading.
///
/// Its coordinates are the gradient's own (an SVG gradient's bounding-box units, its
/// `gradientTransform`; a PDF pattern's space), `transform` maps them into the image's: so a
/// gradient under a skew, or in a box that is not square, is drawn as its format defines it
/// (a radial gradient's circles become ellipses), the shape drawn in those coordinates inside
/// a group with the transform.
public struct VectorGradient: Hashable, Sendable {
    /// A `.linearGradient` or `.radialGradient`, in the gradient's coordinates, its colours'
    /// opacities including the shape's.
    public var paint: DisplayPaint
    /// From the gradient's coordinates into the image's.
    public var transform: CGAffineTransform

    /// A gradient painting with `paint`, placed by `transform`.
    public init(paint: DisplayPaint, transform: CGAffineTransform) {
        self.paint = paint
        self.transform = transform
    }

    /// The gradient with every colour's opacity multiplied by `opacity`.
    public func fading(_ opacity: Double) -> VectorGradient {
        opacity >= 1 ? self : VectorGradient(paint: paint.fading(opacity), transform: transform)
    }

    /// Whether every colour of the gradient is opaque.
    var isOpaque: Bool {
        switch paint {
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _, _):
            return g.stops.allSatisfy { $0.color.opacity >= 1 }
        default: return paint.color.map { $0.opacity >= 1 } ?? false
        }
    }
}

extension VectorImage {
    /// The transform that stretches the image's box over `frame`.
    public func transform(into frame: CGRect) -> CGAffineTransform {
        let sx = size.width > 0 ? frame.width / size.width : 1, sy = size.height > 0 ? frame.height / size.height : 1
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX, ty: frame.minY)
    }

    /// The fills and strokes this image draws stretched over `frame`: each shape's path
    /// mapped into the frame, a stroke's width (and dashes) scaled by the geometric mean of
    /// the two scales (exact when the image keeps its aspect ratio), a clipped shape inside
    /// one group per clip. With `paint`, every shape is painted with it instead of its own
    /// colour, keeping the colour's opacity (a template image whose shapes are opaque).
    ///
    /// Nothing is drawn outside the frame: an image with a shape beyond its box is one
    /// group clipped to the frame, as an SVG's viewport clips (SVG 1.1 §14.3.3, `overflow:
    /// hidden` on the root) and a PDF page's crop box does (Inkscape files keep shapes off
    /// the page: Swiftfin's Kodi icon has a white square beside its view box).
    public func displayItems(in frame: CGRect, view: ViewReference?, paint: DisplayPaint? = nil) -> [DisplayItem] {
        let items = shapeItems(in: frame, view: view, paint: paint)
        guard overflowsBox, !items.isEmpty else { return items }
        return [DisplayItem(.group(DisplayGroup(clip: Path(frame), items: items)), view: view)]
    }

    /// Whether some shape reaches outside the box (by its points and control points, and
    /// half its stroke's width; a miter's tip past that is not counted).
    public var overflowsBox: Bool {
        shapes.contains { shape in
            var margin: CGFloat = 0
            if case .stroke(let style) = shape.operation { margin = style.lineWidth / 2 }
            let box = CGRect(origin: .zero, size: size).insetBy(dx: margin, dy: margin)
            func outside(_ p: CGPoint) -> Bool {
                p.x < box.minX - 1e-9 || p.y < box.minY - 1e-9 || p.x > box.maxX + 1e-9 || p.y > box.maxY + 1e-9
            }
            return shape.path.elements.contains { element in
                switch element {
                case .move(let p), .line(let p): return outside(p)
                case .quadCurve(let p, let c): return outside(p) || outside(c)
                case .curve(let p, let c1, let c2): return outside(p) || outside(c1) || outside(c2)
                case .closeSubpath: return false
                }
            }
        }
    }

    private func shapeItems(in frame: CGRect, view: ViewReference?, paint: DisplayPaint?) -> [DisplayItem] {
        let t = transform(into: frame)
        let lineScale = (abs(t.a * t.d)).squareRoot()
        return shapes.map { shape in
            var item: DisplayItem
            if paint == nil, let gradient = shape.gradient, let drawn = Self.gradientItem(shape, gradient, t, view) {
                item = drawn
            } else {
                let path = shape.path.applying(t)
                let shapePaint = paint.map { $0.fading(shape.color.opacity) } ?? .color(shape.color)
                switch shape.operation {
                case .fill(let rule): item = DisplayItem(.fill(path, paint: shapePaint, rule: rule), view: view)
                case .stroke(var style):
                    style.lineWidth *= lineScale
                    style.dash = style.dash.map { $0 * lineScale }
                    style.dashPhase *= lineScale
                    item = DisplayItem(.stroke(path, paint: shapePaint, style: style), view: view)
                }
            }
            for clip in shape.clips.reversed() {
                item = DisplayItem(.group(DisplayGroup(clip: clip.applying(t), items: [item])), view: view)
            }
            return item
        }
    }

    /// A shape painted with its gradient: drawn in the gradient's coordinates (its path
    /// mapped back into them) inside a group whose transform maps them into the frame, so the
    /// gradient is placed exactly under any transform; a stroke keeps its width in the frame
    /// (exact under uniform scales and rotations). `nil` when the placement cannot be inverted.
    private static func gradientItem(
        _ shape: VectorShape, _ gradient: VectorGradient, _ t: CGAffineTransform, _ view: ViewReference?
    )
        -> DisplayItem?
    {
        let g = gradient.transform
        let determinant = g.a * g.d - g.b * g.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let path = shape.path.applying(g.inverted())
        let inner: DisplayItem
        switch shape.operation {
        case .fill(let rule): inner = DisplayItem(.fill(path, paint: gradient.paint, rule: rule), view: view)
        case .stroke(var style):
            let scale = g.lengthScale
            style.lineWidth /= scale
            style.dash = style.dash.map { $0 / scale }
            style.dashPhase /= scale
            inner = DisplayItem(.stroke(path, paint: gradient.paint, style: style), view: view)
        }
        return DisplayItem(
            .group(DisplayGroup(transform: DisplayTransform(g.concatenating(t)), items: [inner])), view: view)
    }

    /// Whether every shape is opaque: painted with one paint, the shapes then cover exactly
    /// what the image's alpha covers, so a template image may paint each shape instead of
    /// masking one fill by the whole image.
    public var isOpaque: Bool { shapes.allSatisfy { $0.color.opacity >= 1 && ($0.gradient?.isOpaque ?? true) } }
}
