import Foundation
import PlumbCore

/// What a display list is built with besides the tree.
public struct DrawingOptions {
    /// Draws `Text`; it must match the tree's text measurer. `nil` (the default): the
    /// partner of the measurer in the tree's environment (``TextOutliners/outliner(for:)``).
    public var textOutliner: (any TextOutliner)?
    /// The pixels of named images; images it lacks draw as placeholders.
    public var images: ImageLibrary
    /// The canvas colour; `nil` for transparent. Default white (iOS's light-mode system background).
    public var background: Color?
    /// Adds every view's frame outline, labelled with its type and id, above the picture.
    public var showsFrames: Bool

    public init(
        textOutliner: (any TextOutliner)? = nil, images: ImageLibrary = ImageLibrary(),
        background: Color? = .white, showsFrames: Bool = false
    ) {
        self.textOutliner = textOutliner
        self.images = images
        self.background = background
        self.showsFrames = showsFrames
    }
}

extension DisplayList {
    /// The display list of `tree`'s last layout, in its canvas.
    ///
    /// Each view draws at its frame (pixel-rounded, offsets applied): a `Color` fills it, a
    /// shape fills or strokes its path in it (`strokeBorder` inset by half the line width),
    /// a `Text` fills its glyph outlines, an `Image` is stretched over it. Children paint in
    /// order (``LayoutTree`` `childrenInPaintOrder`); a view with an opacity below 1 or a
    /// clip becomes a group; `hidden()` and an opacity of 0 remove a view and its content.
    /// Neither layout containers nor frames draw anything: "the frame decides geometry" (seed 000).
    public init(_ tree: LayoutTree, options: DrawingOptions = DrawingOptions()) {
        var builder = DisplayListBuilder(
            tree: tree, options: options,
            outliner: options.textOutliner ?? TextOutliners.outliner(for: tree.environment.textMeasurer))
        var items = builder.items(of: tree.root, foreground: nil)
        if options.showsFrames { items += FrameOverlay(tree: tree).items() }
        self.init(canvas: tree.canvasSize, background: options.background, items: items)
    }
}

/// Walks a laid-out tree back to front and records what each view draws.
struct DisplayListBuilder {
    let tree: LayoutTree
    let options: DrawingOptions
    let outliner: any TextOutliner

    mutating func items(of node: NodeID, foreground inherited: AnyShapeStyle?) -> [DisplayItem] {
        if tree.isHidden(node) { return [] }
        let opacity = tree.opacity(of: node)
        if opacity <= 0 { return [] }
        let foreground = tree.foreground(of: node, inherited: inherited)
        var items = content(of: node, foreground: foreground)
        for child in tree.childrenInPaintOrder(node) {
            items += self.items(of: child, foreground: foreground)
        }
        if items.isEmpty { return [] }
        for clip in tree.clips(of: node).reversed() {
            items = [DisplayItem(.group(DisplayGroup(clip: clip, items: items)), view: reference(node))]
        }
        if opacity < 1 {
            // One fill or stroke at an opacity is the same as that paint at the opacity.
            if items.count == 1, let faded = items[0].operation.fading(opacity) {
                items[0].operation = faded
            } else {
                items = [DisplayItem(.group(DisplayGroup(opacity: opacity, items: items)), view: reference(node))]
            }
        }
        return items
    }

    /// The view `node` draws for. Its id is its own, or else the id of the nearest view
    /// around it that wraps nothing else (`Color.red.frame(width: 10).id("x")`: the fill is
    /// the view "x"'s whole drawing), so ids reach the elements that draw them.
    func reference(_ node: NodeID) -> ViewReference {
        var id = tree.id(of: node)
        var current = node
        while id == nil, let parent = tree.parent(of: current), tree.children(of: parent).count == 1 {
            id = tree.id(of: parent)
            current = parent
        }
        return ViewReference(node: node, type: tree.typeName(of: node), id: id)
    }

    /// What the node itself draws (leaves only).
    func content(of node: NodeID, foreground: AnyShapeStyle?) -> [DisplayItem] {
        guard let content = tree.content(of: node) else { return [] }
        let frame = tree.frame(of: node)
        guard !frame.isNull, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return []
        }
        let view = reference(node)
        switch content {
        case .color(let color):
            guard color.opacity > 0 else { return [] }
            return [DisplayItem(.fill(Path(frame), color: color, rule: .nonZero), view: view)]
        case .shape(let shape, let fill):
            let color = StyleResolver.color(of: fill.style, foreground: foreground)
            guard color.opacity > 0 else { return [] }
            if let stroke = fill.stroke {
                let rect = fill.insetStroke ? frame.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2) : frame
                guard stroke.lineWidth > 0 else { return [] }
                return [DisplayItem(.stroke(shape.path(in: rect), color: color, lineWidth: stroke.lineWidth), view: view)]
            }
            return [DisplayItem(.fill(shape.path(in: frame), color: color, rule: .nonZero), view: view)]
        case .text(let request):
            guard let layout = tree.textLayout(of: node) else { return [] }
            let color = StyleResolver.color(of: AnyShapeStyle(ForegroundStyle()), foreground: foreground)
            var path = Path()
            for glyph in outliner.glyphs(of: layout, request: request) where !glyph.outline.isEmpty {
                path.append(glyph.outline, offsetBy: frame.origin)
            }
            guard !path.isEmpty, color.opacity > 0 else { return [] }
            return [DisplayItem(.fill(path, color: color, rule: .nonZero), view: view)]
        case .image(let image):
            let name = image.name
            guard frame.width > 0, frame.height > 0 else { return [] }
            return [DisplayItem(.image(DisplayImage(rect: frame, name: name, pixels: options.images.pixels(named: name))), view: view)]
        }
    }
}

extension DisplayOperation {
    /// This paint at `opacity`, for a fill or a stroke.
    func fading(_ opacity: Double) -> DisplayOperation? {
        switch self {
        case .fill(let path, let color, let rule): return .fill(path, color: color.opacity(opacity), rule: rule)
        case .stroke(let path, let color, let width): return .stroke(path, color: color.opacity(opacity), lineWidth: width)
        case .image, .group: return nil
        }
    }
}

extension Path {
    /// Appends every subpath of `other`, moved by `offset`.
    mutating func append(_ other: Path, offsetBy offset: CGPoint) {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        for element in other.elements {
            switch element {
            case .move(let p): move(to: m(p))
            case .line(let p): addLine(to: m(p))
            case .quadCurve(let p, let c): addQuadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
