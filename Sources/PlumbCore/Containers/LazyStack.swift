import Foundation

/// A view that arranges its children in a vertical line, creating them only as they are
/// needed: inside a vertical ScrollView, only the rows that reach the visible region (plus
/// half a screen ahead) are created, measured and placed.
///
/// See ``LazyStackComputer`` for the contract.
public struct LazyVStack<Content: View>: PrimitiveView {
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment.key
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyVStack, into resolver: inout _ViewResolver) {
        LazyStackComputer.make(axis: .vertical, alignment: view.alignment, spacing: view.spacing,
                               elements: Content._lazyElements(view.content), into: &resolver)
    }
}

/// A view that arranges its children in a horizontal line, creating them only as they are
/// needed: inside a horizontal ScrollView, only the columns that reach the visible region
/// (plus half a screen ahead) are created, measured and placed.
///
/// See ``LazyStackComputer`` for the contract.
public struct LazyHStack<Content: View>: PrimitiveView {
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment.key
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyHStack, into resolver: inout _ViewResolver) {
        LazyStackComputer.make(axis: .horizontal, alignment: view.alignment, spacing: view.spacing,
                               elements: Content._lazyElements(view.content), into: &resolver)
    }
}

/// Which section headers and footers a lazy stack pins while scrolling. Accepted; Plumb has
/// no sections yet, so nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The node of a ``LazyVStack`` or ``LazyHStack``.
///
/// Contract (major axis: the stacking axis):
/// - **Eager**, when the stack is not inside a ScrollView scrolling along its major axis, or
///   is proposed a length there: every child is created, and sized and placed by the
///   HStack/VStack algorithm (``StackLayout``, SPEC §4), so the children get the same frames
///   as in an HStack/VStack ("without a ScrollView, a lazy stack acts like a normal stack").
/// - **Lazy**, inside a ScrollView scrolling along its major axis and proposed `nil` there
///   (what the scroll view proposes, SPEC §5): children are created in order and each is
///   proposed `nil` along the major axis and the stack's minor proposal across, as a stack
///   does with a `nil` major proposal (§4.6), until they reach the end of the visible
///   region plus half its length. The major length is the created children's lengths and
///   gaps plus, for the others, the average length and gap of the created ones: an estimate,
///   as SwiftUI's is (its scroll indicator changes size as rows are created). Only the
///   children that intersect the visible region (plus the margin) are placed and are the
///   node's children; the rest do not exist, as in SwiftUI.
/// - **Across**, a lazy stack takes the proposed length when it is finite, and the widest
///   child's otherwise, unlike HStack/VStack which hug their children. Evidence: Apple's
///   LazyVStack documentation example (a `LazyVStack(alignment: .leading)` in a ScrollView
///   "aligns to the leading edge of the scroll view", which a hugging stack would not, the
///   scroll view being as wide as its content and centred); Skip's SwiftUI-compatibility
///   fixes "LazyHStack should fill height" (https://github.com/skiptools/skip-ui/pull/323)
///   while hugging along the scroll axis as on iOS
///   (https://github.com/skiptools/skip-ui/issues/315). Each child is aligned across within
///   that length by the stack's alignment guide.
/// - Gaps: the explicit spacing, or each adjacent pair's ViewSpacing distance (SPEC §4.1).
///
/// Lazy stacks are not `Layout`s in SwiftUI either (the protocol has no way to create
/// subviews on demand); the eager path runs the same ``StackLayout`` as HStack and VStack.
final class LazyStackComputer: LayoutComputer {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let elements: _LazyElements
    let elementCount: Int
    let environment: EnvironmentValues
    /// Whether an enclosing ScrollView scrolls along `axis` (set when resolved).
    let inScrollView: Bool

    /// The nodes of the elements created so far, in order (an element may make several),
    /// and how many elements that is.
    private var rows: [Int32] = []
    private var createdElements = 0
    /// Lazy mode: each created row's major offset and size for the last minor proposal.
    private var offsets: [CGFloat] = []
    private var sizes: [CGSize] = []
    private var measuredFor: ProposalKey = .never
    /// Eager mode: the stack algorithm's cache.
    private var stackCache = StackLayoutCache()
    private var eagerChildren = false

    /// How far past the visible region rows are created, as a fraction of its length.
    static let lookahead: CGFloat = 0.5

    private init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, elements: _LazyElements,
                 environment: EnvironmentValues, inScrollView: Bool) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.elements = elements
        self.elementCount = elements.count
        self.environment = environment
        self.inScrollView = inScrollView
    }

    static func make(
        axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, elements: _LazyElements, into resolver: inout _ViewResolver
    ) {
        let computer = LazyStackComputer(
            axis: axis, alignment: alignment, spacing: spacing, elements: elements,
            environment: resolver.environment, inScrollView: resolver.environment.scrollAxes.contains(Axis.Set(axis)))
        resolver.addLeaf(computer)
    }

    override var typeName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    override var buildsChildrenWhenPlaced: Bool { true }
    override var stackOrientationForChildren: Axis?? { .some(axis) }

    private var stack: StackLayout { StackLayout(majorAxis: axis, alignment: alignment, spacing: spacing) }
    private var minorAxis: Axis { axis.other }

    private func isLazy(_ proposal: ProposedViewSize) -> Bool {
        inScrollView && proposal[axis] == nil
    }

    // MARK: Creating children

    /// Creates the next element's nodes; false when every element exists.
    private func createNextElement(node: Int32, tree: LayoutTree) -> Bool {
        guard createdElements < elementCount else { return false }
        var resolver = _ViewResolver(tree: tree, environment: environment)
        resolver.stackAxis = axis
        elements.resolve(createdElements, into: &resolver)
        createdElements += 1
        for row in resolver.outputs {
            tree.parents[row] = node
            rows.append(row)
        }
        return true
    }

    /// Makes `list` the node's children.
    private func setChildren(_ list: [Int32], node: Int32, tree: LayoutTree) {
        if tree.childCount[node] == Int32(list.count) {
            let start = tree.childStart[node]
            var same = true
            for (i, row) in list.enumerated() where tree.childList[start + Int32(i)] != row {
                same = false
                break
            }
            if same { return }
        }
        tree.childStart[node] = Int32(tree.childList.count)
        tree.childCount[node] = Int32(list.count)
        for row in list { tree.childList.append(row) }
    }

    /// Eager mode: every element exists and is a child.
    private func makeEager(node: Int32, tree: LayoutTree) {
        guard !eagerChildren else { return }
        while createNextElement(node: node, tree: tree) {}
        setChildren(rows, node: node, tree: tree)
        eagerChildren = true
    }

    // MARK: Lazy measuring

    /// The visible region's length along the major axis and where it starts in the stack's
    /// coordinates, assuming the stack starts at the top of the scroll content (refined at
    /// placement, where the real positions are known).
    private func expectedVisibleRange(node: Int32, tree: LayoutTree) -> ClosedRange<CGFloat>? {
        guard let scroll = tree.enclosingScrollView(of: node, axis: axis),
              let viewport = tree.scrollViewports[scroll], let length = viewport.length(axis) else { return nil }
        let start = (axis == .vertical ? viewport.offset.y - viewport.margins.top : viewport.offset.x - viewport.margins.leading)
        return start...(start + length)
    }

    /// Measures created rows for `proposal` and creates more until they reach `end`.
    private func measure(through end: CGFloat, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        let key = ProposalKey(proposal)
        if measuredFor != key {
            offsets.removeAll(keepingCapacity: true)
            sizes.removeAll(keepingCapacity: true)
            measuredFor = key
        }
        var childProposal = ProposedViewSize.unspecified
        childProposal[minorAxis] = proposal[minorAxis]
        var previousSpacing: ViewSpacing? = sizes.isEmpty ? nil : tree.spacing(of: rows[sizes.count - 1])
        while true {
            let i = sizes.count
            let nextStart = i == 0 ? 0 : offsets[i - 1] + sizes[i - 1][axis]
            if i > 0 && nextStart > end { break }
            if i == rows.count && !createNextElement(node: node, tree: tree) { break }
            if i == rows.count { continue }  // the element made no node (an EmptyView)
            let row = rows[i]
            var gap: CGFloat = 0
            if i > 0 {
                if let spacing {
                    gap = spacing
                } else {
                    let current = tree.spacing(of: row)
                    gap = previousSpacing.map { $0.distance(to: current, along: axis) } ?? 0
                    previousSpacing = current
                }
            } else if spacing == nil {
                previousSpacing = tree.spacing(of: row)
            }
            offsets.append(i == 0 ? 0 : nextStart + gap)
            sizes.append(tree.size(row, childProposal))
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        guard isLazy(proposal), let visible = expectedVisibleRange(node: node, tree: tree) else {
            makeEager(node: node, tree: tree)
            var size = stack.sizeThatFits(proposal, subviews: tree.subviews(of: node), cache: &stackCache)
            if let across = proposal[minorAxis], across.isFinite { size[minorAxis] = across }
            return size
        }
        let margin = (visible.upperBound - visible.lowerBound) * LazyStackComputer.lookahead
        measure(through: visible.upperBound + margin, proposal: proposal, node: node, tree: tree)
        return lazySize(proposal)
    }

    /// The measured rows' extent plus, for the rows not created, the average row length and
    /// gap of the created ones.
    private func lazySize(_ proposal: ProposedViewSize) -> CGSize {
        var size = CGSize.zero
        guard let last = sizes.indices.last else { return size }
        let measuredEnd = offsets[last] + sizes[last][axis]
        let lengths = sizes.reduce(0) { $0 + $1[axis] }
        let averageLength = lengths / CGFloat(sizes.count)
        let averageGap = last > 0 ? (measuredEnd - lengths) / CGFloat(last) : (spacing ?? 0)
        let unmeasured = max(rowCountEstimate - sizes.count, 0)
        size[axis] = measuredEnd + CGFloat(unmeasured) * (averageLength + averageGap)
        if let across = proposal[minorAxis], across.isFinite {
            size[minorAxis] = across
        } else {
            size[minorAxis] = sizes.reduce(0) { max($0, $1[minorAxis]) }
        }
        return size
    }

    /// Rows created per element so far, times the number of elements.
    private var rowCountEstimate: Int {
        guard createdElements > 0 else { return 0 }
        if createdElements == elementCount { return rows.count }
        return Int((Double(rows.count) / Double(createdElements) * Double(elementCount)).rounded())
    }

    // MARK: Placing

    /// Lazy mode: creates the rows that reach the real visible region and makes the visible
    /// ones the node's children.
    override func willPlaceSubviews(in bounds: CGRect, node: Int32, tree: LayoutTree) {
        guard let proposal = tree.placementProposal(of: NodeID(node)) else { return }
        guard isLazy(proposal), let scroll = tree.enclosingScrollView(of: node, axis: axis) else {
            makeEager(node: node, tree: tree)
            return
        }
        let viewport = tree.unroundedFrame(of: NodeID(scroll))
        let (low, high) = axis == .vertical
            ? (viewport.minY - bounds.minY, viewport.maxY - bounds.minY)
            : (viewport.minX - bounds.minX, viewport.maxX - bounds.minX)
        let margin = (high - low) * LazyStackComputer.lookahead
        measure(through: high + margin, proposal: proposal, node: node, tree: tree)
        var visible: [Int32] = []
        for i in sizes.indices where offsets[i] + sizes[i][axis] > low - margin && offsets[i] < high + margin {
            visible.append(rows[i])
        }
        setChildren(visible, node: node, tree: tree)
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        let subviews = tree.subviews(of: node)
        guard isLazy(proposal), tree.enclosingScrollView(of: node, axis: axis) != nil else {
            // Eager: the stack algorithm places the children as a block of its own minor
            // size, aligned within the (possibly wider) bounds by the stack's guide.
            var placing = proposal
            if placing[minorAxis] == nil { placing[minorAxis] = bounds.size[minorAxis] }
            let content = stack.sizeThatFits(placing, subviews: subviews, cache: &stackCache)
            let shift = alignment.defaultValue(width: bounds.width, height: bounds.height)
                - alignment.defaultValue(width: content.width, height: content.height)
            var inner = bounds
            if minorAxis == .horizontal { inner.origin.x += shift; inner.size.width = content.width }
            else { inner.origin.y += shift; inner.size.height = content.height }
            stack.placeSubviews(in: inner, proposal: proposal, subviews: subviews, cache: &stackCache)
            return
        }
        var childProposal = ProposedViewSize.unspecified
        childProposal[minorAxis] = proposal[minorAxis]
        let rowIndex = Dictionary(uniqueKeysWithValues: rows.prefix(sizes.count).enumerated().map { ($1, $0) })
        let stackGuide = alignment.defaultValue(width: bounds.width, height: bounds.height)
        for subview in subviews {
            guard let i = rowIndex[subview.node] else { continue }
            let guide = subview.sizeAndGuide(alignment, in: childProposal).guide
            let across = stackGuide - guide
            let point = axis == .vertical
                ? CGPoint(x: bounds.minX + across, y: bounds.minY + offsets[i])
                : CGPoint(x: bounds.minX + offsets[i], y: bounds.minY + across)
            subview.place(at: point, anchor: .topLeading, proposal: childProposal)
        }
    }

    override func invalidateCache(node: Int32, tree: LayoutTree) {
        stackCache = StackLayoutCache()
        measuredFor = .never
    }

    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        stack.spacing(subviews: tree.subviews(of: node))
    }

    /// The number of elements (rows of a ForEach) and how many exist, for tests and tools.
    var creationCounts: (created: Int, total: Int) { (createdElements, elementCount) }
}
