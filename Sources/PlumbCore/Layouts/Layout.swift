import Foundation

/// A type that defines the geometry of a collection of views: SwiftUI's `Layout` protocol.
///
/// Every container in Plumb is a `Layout`, the built-in ones (``HStackLayout``,
/// ``VStackLayout``, ``ZStackLayout``, the frame and padding modifiers) and yours alike:
/// the engine has no other way to lay out children. Write a layout as you would for
/// SwiftUI and call it like a view:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///         let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///         return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(subviews.count, 1))
///         for (i, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(i), y: bounds.midY),
///                           anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack { Text("OK"); Text("Cancel") }
/// ```
///
/// `sizeThatFits` may be called many times per layout with different proposals; the engine
/// memoises the answers per proposal. `placeSubviews` is called once each time the
/// container's frame is settled.
public protocol Layout: Animatable {
    /// Properties of the layout container; `stackOrientation` tells a `Spacer` or `Divider`
    /// inside it which way to extend.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout computes once and reuses (`Void` if none).
    associatedtype Cache = Void

    /// The container's subviews, as the layout's methods receive them: a collection of ``LayoutSubview``
    /// proxies.
    typealias Subviews = LayoutSubviews

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds` (in the parent's coordinate space).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's own spacing preferences. The default merges the subviews' preferences
    /// on all edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The value of a horizontal guide relative to `bounds`, or `nil` for "none explicit".
    /// The default merges the subviews' explicit values for the guide.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The value of a vertical guide relative to `bounds`, or `nil` for "none explicit".
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Creates the cache, once, before the first query.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change. The default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

/// How a layout's explicit alignment guides relate to its subviews'. Plumb's layouts declare
/// it (``BuiltinLayout``) so that alignment queries skip subtrees that set no guide; a
/// layout outside PlumbCore is `.unknown`.
enum _GuidePropagation: Sendable {
    /// The layout may answer any guide (every layout outside Plumb).
    case unknown
    /// A modifier with one subview: it reports its subview's guides, moved by its position.
    case unary
    /// A container that merges its subviews' guides: text baselines and custom guides
    /// propagate; SwiftUI's six frame guides (leading, center, trailing, top, center, bottom)
    /// do not leave a multi-child container (OpenSwiftUI `FrameAlignment`; QuickLayout's
    /// SwiftUI notes: "alignment guides for default types are not recognized beyond the first
    /// multi-child container").
    case merging
    /// The layout never reports an explicit guide.
    case none
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Merges the spacing preferences across all subviews on all edges (Apple's documented default).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing, edges: .all) }
        return spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The default explicit alignment: place the subviews as `placeSubviews` would (without
    /// committing anything), take each subview's explicit value for the guide in the
    /// container's coordinates, and combine them (mean; minimum for `firstTextBaseline`,
    /// maximum for `lastTextBaseline`; SwiftUI's frame guides never combine).
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !key.isFrameGuide, !subviews.isEmpty else { return nil }
        guard subviews.contains(where: { $0.mayHaveExplicitGuide(key) }) else { return nil }
        let local = CGRect(origin: .zero, size: bounds.size)
        let placements = subviews.virtualPlacements(bounds: local, proposal: proposal) {
            placeSubviews(in: local, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var combined = GuideCombiner(key)
        for (i, subview) in subviews.enumerated() {
            let placement = placements[i]
            if let value = subview.dimensions(in: placement.proposal.proposal)[explicit: key] {
                let origin: CGFloat = key.axis == .horizontal ? placement.origin.x : placement.origin.y
                combined.add(origin + value)
            }
        }
        return combined.value.map { $0 + (key.axis == .horizontal ? bounds.minX : bounds.minY) }
    }
}

/// The properties of a layout container.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis along which the container stacks its subviews, if it is stack-like. A
    /// `Spacer` or `Divider` directly inside reads it.
    public var stackOrientation: Axis?

    /// Properties of a container that is not stack-like.
    public init() { stackOrientation = nil }
}

/// Combines the explicit values of one guide from several subviews (SwiftUI's
/// `AlignmentID._combineExplicit`): the running mean, except the minimum for
/// `firstTextBaseline` and the maximum for `lastTextBaseline`.
struct GuideCombiner {
    let key: AlignmentKey
    private(set) var value: CGFloat?
    private var count = 0

    init(_ key: AlignmentKey) { self.key = key }

    mutating func add(_ child: CGFloat) {
        switch key.builtin {
        case BuiltinGuide.firstTextBaseline: value = min(child, value ?? .infinity)
        case BuiltinGuide.lastTextBaseline: value = max(child, value ?? -.infinity)
        default:
            let n = CGFloat(count)
            value = ((value ?? 0) * n + child) / (n + 1)
        }
        count += 1
    }
}

extension AlignmentKey {
    /// SwiftUI's six frame guides, which a multi-child container never reports explicitly.
    var isFrameGuide: Bool { builtin >= BuiltinGuide.leading && builtin <= BuiltinGuide.bottom }
}

/// A type whose values can be animated. Plumb lays out still frames, so this exists for
/// source compatibility: a `Layout` or `Shape` that declares `animatableData` compiles.
public protocol Animatable {
    /// The type of the animatable value.
    associatedtype AnimatableData = EmptyAnimatableData
    /// The value an animation interpolates (never animated here).
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable value.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// An empty animatable value.
public struct EmptyAnimatableData: Sendable, Equatable {
    /// The empty value.
    public init() {}
}
