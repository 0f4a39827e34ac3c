import Foundation

/// A view's size and its alignment guides, in its own coordinate space.
///
/// `d[.leading]` is the guide's value: the explicit value the view (or a view inside it)
/// set, or the guide's default (leading 0, centre `width / 2`, trailing `width`, and so on).
/// `d[explicit: .leading]` is only the explicit value, `nil` if there is none.
public struct ViewDimensions: Equatable {
    let size: CGSize
    let source: GuideSource?

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Dimensions of a view with no explicit guides.
    public init(width: CGFloat, height: CGFloat) {
        self.size = CGSize(width: width, height: height)
        self.source = nil
    }

    init(
        size: CGSize, treeRef: Unmanaged<LayoutTree>, node: Int32, proposal: ProposedViewSize,
        overrideLimit: Int32 = .max
    ) {
        self.size = size
        self.source = GuideSource(treeRef: treeRef, node: node, proposal: proposal, overrideLimit: overrideLimit)
    }

    init(size: CGSize, tree: LayoutTree, node: Int32, proposal: ProposedViewSize, overrideLimit: Int32 = .max) {
        self.init(
            size: size, treeRef: Unmanaged.passUnretained(tree), node: node, proposal: proposal,
            overrideLimit: overrideLimit)
    }

    /// The value of `guide`: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of `guide`: its explicit value if the view sets one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of `guide`, or `nil` when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The explicit value of `guide`, or `nil` when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    @inline(__always)
    subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    @inline(__always)
    subscript(explicit key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        let size = self.size
        return source.treeRef._withUnsafeGuaranteedRef {
            $0.explicitGuide(
                key, node: source.node, size: size, proposal: source.proposal, overrideLimit: source.overrideLimit)
        }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.source?.node == b.source?.node
    }
}

/// Where a ``ViewDimensions`` finds explicit guide values: a node of a tree being laid out.
struct GuideSource {
    let treeRef: Unmanaged<LayoutTree>
    let node: Int32
    let proposal: ProposedViewSize
    /// Only `alignmentGuide` overrides before this index are visible: a guide closure sees
    /// the values set by the modifiers inside it, not by itself or those outside it.
    let overrideLimit: Int32
}
