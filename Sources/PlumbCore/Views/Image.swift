import Foundation

/// A named image. Its size is its intrinsic point size, from the environment's
/// ``ImageProvider`` (SPEC §2).
///
/// Contract: not resizable, it answers its intrinsic size whatever it is proposed; after
/// `resizable()`, it takes the proposal (never less than its cap insets), with its intrinsic
/// size for an unspecified dimension. (OpenSwiftUI `ResolvedImage.swift`; seed 000.)
public struct Image: PrimitiveView, Hashable, Sendable {
    public let name: String
    let isSystemSymbol: Bool
    var isResizable = false
    var capInsets = EdgeInsets()

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

    /// An SF Symbol. Its size comes from the image provider when it knows the name, otherwise
    /// it is a square of the current font's point size (an approximation: symbol metrics are
    /// Apple's).
    public init(systemName: String) {
        self.name = systemName
        self.isSystemSymbol = true
    }

    /// An image that takes the size it is proposed.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    /// Accepted for compatibility; no layout effect.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Accepted for compatibility; no layout effect.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Accepted for compatibility; no layout effect.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the symbol's layers are coloured. No layout effect; not drawn.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public static func _makeNodes(_ view: Image, into resolver: inout _ViewResolver) {
        var size = resolver.environment.imageProvider.size(ofImageNamed: view.name)
        if size == nil && view.isSystemSymbol {
            let points = (resolver.environment.font ?? .body).resolved(dynamicTypeSize: resolver.environment.dynamicTypeSize).pointSize
            size = CGSize(width: points, height: points)
        }
        let computer = ImageComputer(image: view, intrinsicSize: size ?? .zero)
        resolver.addLeaf(computer)
        if size == nil, let node = resolver.outputs.last {
            resolver.tree.warn("no image named '\(view.name)'; it has size zero", node: node)
        }
    }

    public static func == (a: Image, b: Image) -> Bool {
        a.name == b.name && a.isSystemSymbol == b.isSystemSymbol && a.isResizable == b.isResizable
            && a.capInsets == b.capInsets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isResizable)
    }
}

final class ImageComputer: LayoutComputer {
    let image: Image
    let intrinsicSize: CGSize

    init(image: Image, intrinsicSize: CGSize) {
        self.image = image
        self.intrinsicSize = intrinsicSize
    }

    override var typeName: String { "Image" }
    override var sizeIgnoresProposal: Bool { !image.isResizable }
    override var content: ViewContent? { .image(name: image.name, isResizable: image.isResizable) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        guard image.isResizable else { return intrinsicSize }
        let insets = image.capInsets
        let w = proposal.width.map { max($0, insets.leading + insets.trailing) } ?? intrinsicSize.width
        let h = proposal.height.map { max($0, insets.top + insets.bottom) } ?? intrinsicSize.height
        return CGSize(width: w, height: h)
    }
}
