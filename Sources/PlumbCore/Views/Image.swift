import Foundation

/// A named image. Its size is its intrinsic point size, from the environment's
/// ``ImageProvider`` (SPEC §2).
///
/// Contract: not resizable, it answers its intrinsic size whatever it is proposed; after
/// `resizable()`, it takes the proposal (never less than its cap insets), with its intrinsic
/// size for an unspecified dimension. (OpenSwiftUI `ResolvedImage.swift`; seed 000.)
public struct Image: PrimitiveView, Hashable, Sendable {
    /// The image's name (an SF Symbol's, for `Image(systemName:)`).
    public let name: String
    let isSystemSymbol: Bool
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var templateMode: TemplateRenderingMode?
    var interpolationQuality = Interpolation.medium
    var symbolMode: SymbolRenderingMode?

    /// The image named `name` in the image provider (`bundle` is not read: names are
    /// looked up in the provider only).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        self.isSystemSymbol = false
    }

    /// The image named `name`, with the label assistive technologies read for it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// The image named `name`, ignored by assistive technologies.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An SF Symbol, sized by the current font and `imageScale` (``SymbolSize``) and drawn
    /// from Plumb's icon fonts (``SymbolTable``), or as a placeholder showing its name. An
    /// image provider that knows the name gives its size instead.
    public init(systemName: String) {
        self.name = systemName
        self.isSystemSymbol = true
    }

    /// An SF Symbol whose variable layers are filled up to `variableValue` (0 to 1), as
    /// SwiftUI draws a variable symbol (a signal's bars). The value changes which layers are
    /// drawn, never the size: the symbol lays out as `Image(systemName:)`, and Plumb's icon
    /// font draws it whole.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image that takes the size it is proposed. Drawn, its `capInsets` edges keep their
    /// size (corners unscaled, edges stretched or tiled along their length) and the middle
    /// is stretched or tiled (`resizingMode`), as UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// `.template` draws the image's opacity filled with the foreground style; `.original`
    /// draws its colours. No layout effect. Symbols are templates unless `.original`.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = mode
        return copy
    }

    /// How the image is sampled when drawn larger or smaller than its pixels: `.none` is
    /// nearest neighbour (hard pixel edges); `.low`, `.medium` and `.high` are all drawn
    /// bilinear (Core Graphics' filters differ; open). The default is `.medium` (open). No
    /// layout effect.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Accepted for compatibility; no layout effect, not drawn.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the symbol's layers are coloured (see ``SymbolRenderingMode``). No layout effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }

    /// How a resizable image fills its frame: its pixels stretched (`.stretch`) or repeated (`.tile`).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// Whether an image draws its own colours (`.original`) or its shape in the foreground style
    /// (`.template`).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// How a scaled image is sampled: `.none` is nearest-neighbour (crisp pixels); the others smooth.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public static func _makeNodes(_ view: Image, into resolver: inout _ViewResolver) {
        let symbol = view.symbol(in: resolver.environment)
        let size = view.knownSize(in: resolver.environment, symbol: symbol)
        let computer = ImageComputer(image: view, intrinsicSize: size ?? .zero, symbol: symbol)
        resolver.addLeaf(computer)
        if size == nil, let node = resolver.outputs.last {
            resolver.tree.warn("no image named '\(view.name)'; it has size zero", node: node)
        }
    }

    /// The symbol this image draws in `environment` (its name after the environment's
    /// variants, its icon, its size), or `nil` for a named image.
    func symbol(in environment: EnvironmentValues) -> SymbolContent? {
        // `Image("name")` of an app's own symbol (a `.symbolset`) is a symbol too.
        let provider = environment.imageProvider
        let plain = provider.customSymbol(named: self.name)
        guard isSystemSymbol || plain != nil else { return nil }
        let name = environment.symbolVariants.name(for: self.name)
        let font = (environment.font ?? .body).resolved(dynamicTypeSize: environment.dynamicTypeSize)
        // An app's own symbol: the variant's, else the one named (as SF Symbols without the
        // variant draw the plain symbol).
        let custom = name == self.name ? plain : provider.customSymbol(named: name) ?? plain
        return SymbolContent(
            name: name, entry: custom == nil ? SymbolTable.entry(drawing: name) : nil,
            size: SymbolSize(pointSize: font.pointSize, scale: environment.imageScale),
            renderingMode: symbolMode ?? environment.symbolRenderingMode, custom: custom)
    }

    /// The image provider's size for the name, else the symbol's; `nil` when neither knows it.
    func knownSize(in environment: EnvironmentValues, symbol: SymbolContent?) -> CGSize? {
        if let size = environment.imageProvider.size(ofImageNamed: name) { return size }
        return symbol.map { $0.custom?.frame(at: $0.size) ?? $0.size.frame(for: $0.entry) }
    }

    /// What the image draws, with `symbol` resolved in its environment.
    func content(symbol: SymbolContent?) -> ImageContent {
        ImageContent(
            name: symbol?.name ?? name, isResizable: isResizable, capInsets: capInsets, resizingMode: resizingMode,
            isTemplate: templateMode == .template || (symbol != nil && templateMode != .original),
            interpolation: interpolationQuality, symbol: symbol)
    }

    public static func == (a: Image, b: Image) -> Bool {
        a.name == b.name && a.isSystemSymbol == b.isSystemSymbol && a.isResizable == b.isResizable
            && a.capInsets == b.capInsets && a.resizingMode == b.resizingMode && a.templateMode == b.templateMode
            && a.interpolationQuality == b.interpolationQuality && a.symbolMode == b.symbolMode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isResizable)
    }
}

final class ImageComputer: LayoutComputer {
    let image: Image
    let intrinsicSize: CGSize

    let symbol: SymbolContent?

    init(image: Image, intrinsicSize: CGSize, symbol: SymbolContent? = nil) {
        self.image = image
        self.intrinsicSize = intrinsicSize
        self.symbol = symbol
    }

    override var typeName: String { "Image" }
    override var sizeIgnoresProposal: Bool { !image.isResizable }
    override var content: ViewContent? { .image(image.content(symbol: symbol)) }

    /// `Image("montana")`, `Image(systemName: "star").resizable()`.
    override var nodeDescription: NodeDescription? {
        let code =
            (image.isSystemSymbol ? "Image(systemName: \"\(image.name)\")" : "Image(\"\(image.name)\")")
            + (image.isResizable ? ".resizable()" : "")
        let rule = NodeRule.image(
            name: image.name, isSystemSymbol: image.isSystemSymbol, isResizable: image.isResizable, size: intrinsicSize)
        return NodeDescription(rule, code: code)
    }

    /// A symbol's text baselines (both the same): its icon's baseline, where its font puts it
    /// in the em box that fills the frame (``SymbolTable/IconFont/descender``): 1536 of Fork
    /// Awesome's 1792 units down from the top, at the bottom of Material Icons' 512, so
    /// symbols sit on the baseline of the text beside them as SF Symbols do ("automatically
    /// aligning with text", Apple HIG; the depth below the baseline is the icon font's, open).
    /// A placeholder's is Fork Awesome's; an app's own symbol's is where its template puts it
    /// (``CustomSymbol/baseline(inHeight:scale:)``). Other images answer none (their bottom is their
    /// baseline).
    override func guideMask(childMask: UInt64) -> UInt64 {
        symbol == nil ? 0 : GuideMask.textBaselines
    }

    override func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? {
        guard let symbol, key.isTextBaseline else { return nil }
        if let custom = symbol.custom {
            return custom.baseline(inHeight: size.height, scale: custom.scale(at: symbol.size))
        }
        let font = symbol.entry?.font ?? .forkAwesome
        return size.height * CGFloat(font.unitsPerEm + font.descender) / CGFloat(font.unitsPerEm)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        guard image.isResizable else { return intrinsicSize }
        let insets = image.capInsets
        let w = proposal.width.map { max($0, insets.leading + insets.trailing) } ?? intrinsicSize.width
        let h = proposal.height.map { max($0, insets.top + insets.bottom) } ?? intrinsicSize.height
        return CGSize(width: w, height: h)
    }
}
