import Foundation

/// A container that takes all the space it is offered and gives its content its size and
/// position (SPEC §5).
///
/// Contract: it answers its whole proposal (10 for an unspecified dimension, like any greedy
/// leaf); its content is built when its frame is known, proposed its size, and placed at its
/// top-leading corner (every child there; OpenSwiftUI `GeometryReader.swift`).
public struct GeometryReader<Content: View>: PrimitiveView {
    /// The content, built from the reader's geometry once its frame is known.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNodes(_ view: GeometryReader, into resolver: inout _ViewResolver) {
        let content = view.content
        let computer = GeometryReaderComputer(environment: resolver.environment) { proxy, resolver in
            resolver.resolve(content(proxy))
        }
        resolver.addLeaf(computer)
    }
}

/// A reader's view of its container: its size and its frame in a coordinate space.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the safe area's edges are inside the reader's frame (zero where the reader
    /// lies within the safe area).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedOrigins: [String: CGPoint]
    /// How many levels of views the reader is nested in, for readers of source that must
    /// stop a view containing itself through a reader (NestingLimit.swift). Package API.
    package var nesting = 0

    /// The reader's frame in `space`: `.local` at the origin, `.global` in canvas coordinates,
    /// `.named(name)` relative to the nearest ancestor with `coordinateSpace(name:)`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = namedOrigins[String(describing: name.base)] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    /// The canvas's coordinates.
    case global
    /// The view's own coordinates: its top-leading corner is the origin.
    case local
    /// The coordinates of the view named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

final class GeometryReaderComputer: LayoutComputer {
    let environment: EnvironmentValues
    let build: (GeometryProxy, inout _ViewResolver) -> Void
    /// The frame the content was last built for.
    private var builtFor: CGRect?

    init(environment: EnvironmentValues, build: @escaping (GeometryProxy, inout _ViewResolver) -> Void) {
        self.environment = environment
        self.build = build
    }

    override var typeName: String { "GeometryReader" }
    override var buildsChildrenWhenPlaced: Bool { true }
    /// Its proxy reads the safe area and the named coordinate spaces around it; and its
    /// content, built when it is placed, may read any container value (so the reader is
    /// placed again whenever one changes).
    override var containerValueUse: ContainerValueUse { ContainerValueUse(read: .all) }

    /// Builds the content for the reader's frame, or rebuilds it when the frame changed.
    override func willPlaceSubviews(in bounds: CGRect, node: Int32, tree: LayoutTree) {
        guard builtFor != bounds else { return }
        builtFor = bounds
        let proxy = tree.geometryProxy(of: node, in: bounds)
        tree.rebuildChildren(of: node, environment: environment) { resolver in
            build(proxy, &resolver)
        }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        for subview in tree.subviews(of: node) {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension LayoutTree {
    /// The proxy of `node` placed at `bounds` (canvas coordinates): its size, the safe area's
    /// insets within it, and its frame in the coordinate spaces around it.
    func geometryProxy(of node: Int32, in bounds: CGRect) -> GeometryProxy {
        let safe = containerValue(SafeAreaKey.self, for: node).safe
        var insets = EdgeInsets(
            top: max(min(safe.minY, bounds.maxY) - bounds.minY, 0),
            leading: max(min(safe.minX, bounds.maxX) - bounds.minX, 0),
            bottom: max(bounds.maxY - max(safe.maxY, bounds.minY), 0),
            trailing: max(bounds.maxX - max(safe.maxX, bounds.minX), 0))
        // Leading is the right edge in right to left (OpenSwiftUI: safe-area insets go through
        // `EdgeInsets.xFlipIfRightToLeft`); the frames stay in canvas coordinates.
        if isRightToLeft(node) { swap(&insets.leading, &insets.trailing) }
        return GeometryProxy(
            size: bounds.size, safeAreaInsets: insets, globalFrame: bounds,
            namedOrigins: containerValue(NamedCoordinateSpacesKey.self, for: node), nesting: nesting(of: node))
    }

    /// Replaces `node`'s children with the nodes `build` resolves (a GeometryReader's content).
    func rebuildChildren(of node: Int32, environment: EnvironmentValues, _ build: (inout _ViewResolver) -> Void) {
        let oldStart = childStart[node]
        for i in 0..<childCount[node] { flags[childList[oldStart + i]].insert(.dead) }
        var resolver = _ViewResolver(tree: self, environment: environment, nesting: nesting(of: node))
        build(&resolver)
        replaceChildList(of: node, with: resolver.outputs)
    }

}
