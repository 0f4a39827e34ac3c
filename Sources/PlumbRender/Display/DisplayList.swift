import Foundation
import PlumbCore

/// What a laid-out tree draws, in painting order: the renderer-independent picture that the
/// SVG writer and the rasterizer both read.
///
/// Coordinates are canvas points (y down), as the tree's frames are; a renderer scales them
/// to pixels. Each item is one drawing operation of one view (a fill, a stroke, an image) or a
/// group of operations drawn with an opacity and a clip, so that an SVG has one element per
/// operation and a picture can say which view painted each pixel.
///
/// ```swift
/// let tree = LayoutTree(Color.red.frame(width: 20, height: 20).id("dot"))
/// tree.layout(in: CGSize(width: 100, height: 100), scale: 2)
/// let list = DisplayList(tree)        // one fill of a 20×20 rectangle at (40, 40)
/// let svg = SVGWriter().document(list)
/// ```
public struct DisplayList: Sendable {
    /// The canvas, in points.
    public var canvas: CGSize
    /// What the canvas is filled with before anything is drawn; `nil` for transparent.
    public var background: Color?
    /// The operations, back to front.
    public var items: [DisplayItem]
    /// How deeply the views drawn were nested (the tree's deepest nesting; 0 for a list made
    /// by hand): how deeply drawing it may recurse through groups (``StackSpace``).
    var nesting = 0

    /// Runs `body`, a walk over the list's groups, where its nesting fits.
    func withStack<R>(_ body: () -> R) -> R {
        StackSpace.walking(nesting: nesting, body)
    }

    /// A display list of `items` on `canvas`, filled with `background` first.
    public init(canvas: CGSize, background: Color? = .white, items: [DisplayItem]) {
        self.canvas = canvas
        self.background = background
        self.items = items
    }

    /// Every operation, groups opened, depth first (back to front).
    public var operations: [DisplayItem] {
        var out: [DisplayItem] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                out.append(item)
                if case .group(let g) = item.operation { walk(g.items) }
            }
        }
        walk(items)
        return out
    }
}

/// One drawing operation and the view it draws.
public struct DisplayItem: Sendable {
    /// What is drawn.
    public var operation: DisplayOperation
    /// The view that drew it; `nil` for annotations (frame outlines, labels).
    public var view: ViewReference?

    /// An item drawing `operation` for `view`.
    public init(_ operation: DisplayOperation, view: ViewReference?) {
        self.operation = operation
        self.view = view
    }
}

/// A view of the laid-out tree, as display items and SVG elements name it.
public struct ViewReference: Hashable, Sendable {
    /// The view's node in the tree.
    public var node: NodeID
    /// The view type: `Color`, `Text`, `RoundedRectangle`, `frame`...
    public var type: String
    /// The id given with `.id(_:)`, if any.
    public var id: String?

    /// A reference to the view at `node`.
    public init(node: NodeID, type: String, id: String?) {
        self.node = node
        self.type = type
        self.id = id
    }
}

/// A drawing operation.
public enum DisplayOperation: Sendable {
    /// Fills `path` with `paint`.
    case fill(Path, paint: DisplayPaint, rule: DisplayFillRule)
    /// Strokes `path` with `paint` in `style` (its width, caps, joins, miter limit, dashes),
    /// centred on the outline.
    case stroke(Path, paint: DisplayPaint, style: StrokeStyle)
    /// Draws an image stretched over `rect`.
    case image(DisplayImage)
    /// Draws `items` into a layer, applies the group's transform and filters, then
    /// composites the layer with its opacity and blend mode through its clip and mask.
    case group(DisplayGroup)

    /// A fill with a colour.
    public static func fill(_ path: Path, color: Color, rule: DisplayFillRule = .nonZero) -> DisplayOperation {
        .fill(path, paint: .color(color), rule: rule)
    }

    /// A stroke with a colour, `lineWidth` wide, in CoreGraphics' default style.
    public static func stroke(_ path: Path, color: Color, lineWidth: CGFloat) -> DisplayOperation {
        .stroke(path, paint: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// How overlapping subpaths fill.
public enum DisplayFillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero (SVG `nonzero`).
    case nonZero
    /// Inside where the winding number is odd (SVG `evenodd`).
    case evenOdd
}

/// An image to draw.
public struct DisplayImage: Sendable {
    /// Where it is drawn, in points.
    public var rect: CGRect
    /// The image's name (`Image("name")`).
    public var name: String
    /// Its pixels, if the renderer was given them; without them a placeholder is drawn.
    public var pixels: PNGImage?
    /// How its pixels are sampled: `.none` nearest neighbour, the others bilinear (averaging
    /// each pixel's footprint where the picture is drawn smaller than its pixels).
    public var interpolation: Image.Interpolation
    /// The PNG file `pixels` were decoded from, when there is one to keep (a colour glyph's
    /// picture from its font): an SVG embeds it as it is instead of encoding `pixels` again.
    public var png: [UInt8]?

    /// An image drawn in `rect`, from `pixels` (a placeholder when `nil`), encoded as `png`.
    public init(
        rect: CGRect, name: String, pixels: PNGImage?, interpolation: Image.Interpolation = .medium, png: [UInt8]? = nil
    ) {
        self.rect = rect
        self.name = name
        self.pixels = pixels
        self.interpolation = interpolation
        self.png = png
    }

    /// The colour of the placeholder drawn for an image without pixels (iOS's systemGray5,
    /// light: 229, 229, 234).
    public static let placeholderColor = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
}

/// Operations drawn together into a layer, then transformed, filtered, clipped, masked,
/// faded and blended onto what is below, in that order: SwiftUI's order for one view whose
/// modifiers are, from the inside out, the transform, the filters, the clip, the mask, the
/// opacity and the blend mode. A view with these modifiers in another order makes nested groups.
public struct DisplayGroup: Sendable {
    /// 0...1: the layer's opacity.
    public var opacity: Double
    /// Only the part of the layer inside this path (non-zero rule) is kept; `nil`: no clip.
    /// In the coordinates around the group (after its transform).
    public var clip: Path?
    /// Maps the items' coordinates to the coordinates around the group; `nil`: identity.
    public var transform: DisplayTransform?
    /// Filters applied to the layer, in order (a shadow, a blur, colour matrices).
    public var filters: [DisplayFilter]
    /// The layer is multiplied by the opacity (alpha) of these items' drawing, in the
    /// coordinates around the group; `nil`: no mask.
    public var mask: [DisplayItem]?
    /// How the layer combines with what is below it.
    public var blendMode: BlendMode
    /// The items drawn into the layer, back to front.
    public var items: [DisplayItem]

    /// A group of `items`; the defaults change nothing (opaque, unclipped, untransformed, unfiltered).
    public init(
        opacity: Double = 1, clip: Path? = nil, transform: DisplayTransform? = nil, filters: [DisplayFilter] = [],
        mask: [DisplayItem]? = nil, blendMode: BlendMode = .normal, items: [DisplayItem]
    ) {
        self.opacity = opacity
        self.clip = clip
        self.transform = transform
        self.filters = filters
        self.mask = mask
        self.blendMode = blendMode
        self.items = items
    }
}
