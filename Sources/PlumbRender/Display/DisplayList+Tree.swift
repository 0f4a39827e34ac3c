import Foundation
import PlumbCore

/// What a display list is built with besides the tree.
public struct DrawingOptions {
    /// Draws `Text`; it must match the tree's text measurer. `nil` (the default): the
    /// partner of the measurer in the tree's environment (``TextOutliners/outliner(for:)``).
    public var textOutliner: (any TextOutliner)?
    /// The pixels of named images; images it lacks draw as placeholders.
    public var images: ImageLibrary
    /// The canvas colour; `nil` for transparent. Default iOS's systemBackground: white in
    /// light mode, black in dark (a system colour is resolved in the tree's colour scheme).
    public var background: Color?
    /// Adds every view's frame outline, labelled with its type and id, above the picture.
    public var showsFrames: Bool
    /// The icon fonts SF Symbols are drawn from; a symbol whose font is not among them is a
    /// placeholder (none: every symbol is).
    public var symbolFonts: [SymbolFont]

    /// Options; the defaults draw text with the tree's measurer's partner, on iOS's systemBackground, with SF
    /// Symbols from the system's icon fonts.
    public init(
        textOutliner: (any TextOutliner)? = nil, images: ImageLibrary = ImageLibrary(),
        background: Color? = DrawingOptions.systemBackground, showsFrames: Bool = false,
        symbolFonts: [SymbolFont] = SymbolFont.installed
    ) {
        self.textOutliner = textOutliner
        self.images = images
        self.background = background
        self.showsFrames = showsFrames
        self.symbolFonts = symbolFonts
    }
}

extension DrawingOptions {
    /// iOS's systemBackground: the canvas by default (white in light mode, black in dark).
    public static let systemBackground: Color? = SystemColors.named("systemBackground")

    /// A canvas colour as a person writes it: one of SwiftUI's named colours, by the name Swift
    /// source gives it, in any case (`red`, `accentColor`), `grey`, `none` or `transparent`
    /// (clear), or sRGB hex (`#ff3b30`, `#ff3b3080` with alpha); `nil` for anything else.
    /// The names are the library's own (``Color``'s constants), so `plumb render --background`
    /// and a server's settings read the colours source code names.
    public static func color(parsing text: String) -> Color? {
        let name = text.lowercased()
        if let color = Color.sourceNames.first(where: { $0.name.lowercased() == name })?.value { return color }
        if let color = ["grey": Color.gray, "none": .clear, "transparent": .clear][name] { return color }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
        let v = hex.count == 6 ? value << 8 | 0xFF : value
        func c(_ shift: UInt64) -> Double { Double((v >> shift) & 0xFF) / 255 }
        return Color(red: c(24), green: c(16), blue: c(8), opacity: c(0))
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
        let appearance = Appearance(root: tree)
        var items = DisplayList.items(of: tree, options: options, appearance: appearance)
        if options.showsFrames { items += FrameOverlay(tree: tree).items() }
        items += DisplayList.presentationItems(of: tree, options: options)
        // The canvas is the screen behind the views: systemBackground by default, black in dark.
        let background = options.background.map { StyleResolver.resolve($0, appearance) }
        self.init(canvas: tree.canvasSize, background: background, items: items)
        nesting = tree.deepestNesting
    }
}

extension DisplayList {
    /// What the views of `tree` draw, back to front.
    static func items(of tree: LayoutTree, options: DrawingOptions, appearance: Appearance) -> [DisplayItem] {
        tree.withStack {
            var builder = DisplayListBuilder(
                tree: tree, options: options,
                outliner: options.textOutliner ?? TextOutliners.outliner(for: tree.environment.textMeasurer))
            return builder.items(of: tree.root, foreground: nil, appearance: appearance)
        }
    }
}

/// Walks a laid-out tree back to front and records what each view draws.
struct DisplayListBuilder {
    let tree: LayoutTree
    let options: DrawingOptions
    let outliner: any TextOutliner
    /// The appearance of the node whose content is being recorded (for the image and canvas
    /// helpers, which resolve their paints in it).
    var appearance = Appearance.light

    /// What `node` and everything inside it draws.
    ///
    /// The node's own content, then its children in paint order (a `mask` node's second
    /// child is the mask of its first), then its effects in the order they were applied,
    /// innermost first: a transform, a blur or colour filters wrap what is there in one
    /// group; a clip too; `compositingGroup()` makes it one group; opacity, shadow and blend
    /// mode apply to each item separately (SwiftUI applies them to each view inside a
    /// container unless it is a compositing group: Apple's `compositingGroup()` documentation,
    /// and https://www.bam.tech/article/swiftui-in-shadowland-down-the-render-hole for
    /// shadows on every subview), where each item is a leaf's drawing or a subview's group.
    mutating func items(of node: NodeID, foreground inherited: AnyShapeStyle?, appearance around: Appearance)
        -> [DisplayItem]
    {
        if tree.isHidden(node) { return [] }
        let foreground = tree.foreground(of: node, inherited: inherited)
        let appearance = around.inside(node, of: tree)
        self.appearance = appearance
        var items = content(of: node, foreground: foreground, appearance: appearance)
        if tree.typeName(of: node) == "mask", tree.children(of: node).count == 2 {
            let children = tree.children(of: node)
            let content = self.items(of: children[0], foreground: foreground, appearance: appearance)
            let mask = self.items(of: children[1], foreground: foreground, appearance: appearance)
            if !content.isEmpty {
                items += [DisplayItem(.group(DisplayGroup(mask: mask, items: content)), view: reference(node))]
            }
        } else {
            for child in tree.childrenInPaintOrder(node) {
                items += self.items(of: child, foreground: foreground, appearance: appearance)
            }
        }
        if items.isEmpty { return [] }
        return applyEffects(of: node, to: items, appearance: appearance)
    }

    /// `items` with `node`'s effects applied, innermost first.
    func applyEffects(of node: NodeID, to items: [DisplayItem], appearance: Appearance) -> [DisplayItem] {
        var items = items
        let view = reference(node)
        let frame = tree.frame(of: node)
        func wrap(_ group: DisplayGroup) { items = [DisplayItem(.group(group), view: view)] }
        for effect in tree.effects(of: node) {
            if items.isEmpty { return [] }
            switch effect {
            case .opacity(let value):
                let opacity = min(max(value, 0), 1)
                if !(opacity > 0) { return [] }
                if opacity < 1 { items = items.map { $0.faded(opacity) } }
            case .clipped:
                wrap(DisplayGroup(clip: Path(frame), items: items))
            case .clipShape(let shape):
                // (In the shape's own space, origin zero, as SwiftUI calls `path(in:)`, then moved
                // to the frame: Canvas's `SmoothRoundedRectangle` starts its path at `y: 0`.)
                wrap(DisplayGroup(clip: tree.shapePath(shape, of: node), items: items))
            case .cornerRadius(let r):
                // `cornerRadius` clips to a circular rounded rectangle (the modifier predates
                // continuous corners; Apple: "clips this view to its bounding frame, with the
                // specified corner radius").
                wrap(DisplayGroup(clip: Path(roundedRect: frame, cornerRadius: r, style: .circular), items: items))
            case .transform(let t):
                guard let transform = DrawingTransforms.transform(t, in: frame), transform != .identity else {
                    continue
                }
                wrap(DisplayGroup(transform: transform, items: items))
            case .blur(let radius, let opaque):
                guard radius > 0, radius.isFinite else { continue }
                wrap(DisplayGroup(filters: [.blur(radius: radius, opaque: opaque)], items: items))
            case .colorFilter(var filter):
                // A system colour multiplies in its value in the view's scheme.
                if case .colorMultiply(let c) = filter { filter = .colorMultiply(StyleResolver.resolve(c, appearance)) }
                let matrix = DrawingTransforms.matrix(filter)
                if items.count == 1, case .group(var g) = items[0].operation, g.clip == nil, g.mask == nil,
                    g.opacity == 1,
                    g.blendMode == .normal, g.transform == nil,
                    g.filters.allSatisfy({ if case .colorMatrix = $0 { true } else { false } })
                {
                    g.filters.append(.colorMatrix(matrix))
                    items[0].operation = .group(g)
                } else {
                    wrap(DisplayGroup(filters: [.colorMatrix(matrix)], items: items))
                }
            case .compositingGroup:
                if items.count > 1 { wrap(DisplayGroup(items: items)) }
            case .shadow(let color, let radius, let x, let y):
                guard color.opacity > 0 else { continue }
                let filter = DisplayFilter.shadow(
                    color: StyleResolver.resolve(color, appearance), radius: max(radius, 0),
                    offset: CGSize(width: x, height: y))
                items = items.map {
                    DisplayItem(.group(DisplayGroup(filters: [filter], items: [$0])), view: $0.view ?? view)
                }
            case .blendMode(let mode):
                guard mode != .normal else { continue }
                items = items.map {
                    DisplayItem(.group(DisplayGroup(blendMode: mode, items: [$0])), view: $0.view ?? view)
                }
            case .hidden, .contentShape, .foreground, .allowsHitTesting, .coordinateSpace, .zIndex, .colorScheme,
                .preferredColorScheme, .tint, .containerShape, .redacted:
                continue
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
    func content(of node: NodeID, foreground: AnyShapeStyle?, appearance: Appearance) -> [DisplayItem] {
        guard let content = tree.content(of: node) else { return [] }
        let frame = tree.frame(of: node)
        guard !frame.isNull, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
        else {
            return []
        }
        let view = reference(node)
        switch content {
        case .color(let color):
            let paint = DisplayPaint.color(StyleResolver.resolve(color, appearance))
            guard !paint.isInvisible else { return [] }
            return [DisplayItem(.fill(Path(frame), paint: paint, rule: .nonZero), view: view)]
        case .shape(let shape, let fill):
            let paint = StyleResolver.paint(of: fill.style, foreground: foreground, in: frame, scheme: appearance)
            guard !paint.isInvisible else { return [] }
            let path = tree.shapePath(shape, of: node)
            if let stroke = fill.stroke {
                guard stroke.lineWidth > 0 else { return [] }
                return [DisplayItem(.stroke(path, paint: paint, style: stroke), view: view)]
            }
            return [DisplayItem(.fill(path, paint: paint, rule: fill.isEOFilled ? .evenOdd : .nonZero), view: view)]
        case .text(let laidOut):
            guard let layout = tree.textLayout(of: node) else { return [] }
            // Drawn at the size its layout chose (`minimumScaleFactor` may have shrunk it).
            let request = laidOut.scaled(by: layout.fontScale)
            let paint = StyleResolver.paint(
                of: AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: frame, scheme: appearance)
            if appearance.redaction.contains(.placeholder) {
                return DisplayList.redactedTextItems(
                    layout, lineSpacing: request.lineSpacing, in: frame, paint: paint, view: view)
            }
            if !request.runs.isEmpty {
                // Styled runs: a fill per run in its paint, and its decorations.
                return TextPainting.operations(
                    request: request, layout: layout, glyphs: outliner.glyphs(of: layout, request: request),
                    frame: frame,
                    outliner: outliner,
                    paint: { style in
                        style.map { StyleResolver.paint(of: $0, foreground: foreground, in: frame, scheme: appearance) }
                            ?? paint
                    }
                ).map { DisplayItem($0, view: view) }
            }
            var path = Path()
            let glyphs = outliner.glyphs(of: layout, request: request)
            for glyph in glyphs where !glyph.outline.isEmpty {
                path.append(glyph.outline, offsetBy: frame.origin)
            }
            // Colour glyphs in their own colours, whatever the foreground (TextPainting).
            let pictures = TextPainting.colorGlyphs(of: glyphs, offsetBy: frame.origin) { _ in paint }.map {
                DisplayItem($0, view: view)
            }
            guard !path.isEmpty, !paint.isInvisible else { return pictures }
            return [DisplayItem(.fill(path, paint: paint, rule: .nonZero), view: view)] + pictures
        case .image(let image):
            if appearance.redaction.contains(.placeholder) {
                let paint = StyleResolver.paint(
                    of: AnyShapeStyle(ForegroundStyle()), foreground: foreground, in: frame, scheme: appearance)
                return DisplayList.redactedImageItems(in: frame, paint: paint, view: view)
            }
            return imageItems(image, in: frame, foreground: foreground, view: view)
        case .canvas(let drawing):
            return canvasItems(drawing, in: frame, foreground: foreground, view: view)
        }
    }
}

extension DisplayItem {
    /// This item at `opacity`: a fill's or a stroke's paint faded, a plain group's opacity
    /// multiplied, anything else in a group of that opacity.
    func faded(_ opacity: Double) -> DisplayItem {
        var item = self
        switch operation {
        case .fill(let path, let paint, let rule):
            if case .material = paint { break }
            item.operation = .fill(path, paint: paint.fading(opacity), rule: rule)
            return item
        case .stroke(let path, let paint, let style):
            item.operation = .stroke(path, paint: paint.fading(opacity), style: style)
            return item
        case .group(var g) where g.blendMode == .normal && g.filters.isEmpty && g.mask == nil:
            g.opacity *= opacity
            item.operation = .group(g)
            return item
        default: break
        }
        item.operation = .group(DisplayGroup(opacity: opacity, items: [self]))
        return item
    }
}
