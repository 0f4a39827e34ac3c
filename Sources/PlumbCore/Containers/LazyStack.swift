import Foundation

/// A view that arranges its children in a vertical line, creating them only as they are
/// needed: inside a vertical ScrollView, only the rows that reach the visible region (plus
/// half a screen ahead) are created, measured and placed.
///
/// See `LazyStackComputer` for the contract.
public struct LazyVStack<Content: View>: PrimitiveView {
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack of what `content` builds: its children aligned by `alignment`, `spacing` apart
    /// (`nil`: each pair's preferred spacing); `pinnedViews` is accepted, and nothing is pinned.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment.key
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyVStack, into resolver: inout _ViewResolver) {
        LazyStackComputer.make(
            axis: .vertical, alignment: view.alignment, spacing: view.spacing,
            elements: Content._lazyElements(view.content), into: &resolver)
    }
}

/// A view that arranges its children in a horizontal line, creating them only as they are
/// needed: inside a horizontal ScrollView, only the columns that reach the visible region
/// (plus half a screen ahead) are created, measured and placed.
///
/// See `LazyStackComputer` for the contract.
public struct LazyHStack<Content: View>: PrimitiveView {
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack of what `content` builds: its children aligned by `alignment`, `spacing` apart
    /// (`nil`: each pair's preferred spacing); `pinnedViews` is accepted, and nothing is pinned.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment.key
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: LazyHStack, into resolver: inout _ViewResolver) {
        LazyStackComputer.make(
            axis: .horizontal, alignment: view.alignment, spacing: view.spacing,
            elements: Content._lazyElements(view.content), into: &resolver)
    }
}

/// Which section headers and footers a lazy stack pins while scrolling. Accepted; Plumb has
/// no sections yet, so nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top of the scroll view while their section scrolls.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom of the scroll view while their section scrolls.
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
///   (what the scroll view proposes, SPEC §5): each child is proposed `nil` along the major
///   axis and the stack's minor proposal across, as a stack does with a `nil` major proposal
///   (§4.6). The first children are created in order until they fill the scroll view's
///   visible length plus half of it (the *head*). The major length is the head's length
///   plus, for every other child, the head's average child length and gap: an estimate, as
///   SwiftUI's is (its scroll indicator changes size as rows are created).
/// - At placement, the children that reach the visible region (plus half its length either
///   side) are created and placed, and only they are the node's children; the rest do not
///   exist, as in SwiftUI. Near the head they follow it exactly; far from it (scrolled to
///   the middle of a million rows) the first visible child is found by the estimate, and
///   the children from it on are exact relative to it, so a far scroll costs no more than
///   the top.
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

    /// The nodes each created element made (usually one), by element index.
    private var created: [Int: [Int32]] = [:]
    /// How many ancestors the stack's node has, found once: the nesting its rows start at
    /// (walking the ancestors for every row made deep trees of lazy stacks quadratic).
    private var nesting: Int?

    /// A run of consecutive elements laid end to end: their rows, each row's offset along the
    /// major axis and its size, for one minor proposal.
    private struct Run {
        var firstElement = 0
        var endElement = 0
        var rows: [Int32] = []
        var offsets: [CGFloat] = []
        var sizes: [CGSize] = []
        var lastSpacing: ViewSpacing? = nil

    }

    /// Lazy mode: the head (from the first element) and the window last placed.
    private var head = Run()
    private var window = Run()
    private var measuredFor: ProposalKey = .never
    /// Eager mode: the stack algorithm's cache.
    private var stackCache = StackLayoutCache()
    private var eagerChildren = false

    /// How far past the visible region rows are created, as a fraction of its length.
    static let lookahead: CGFloat = 0.5

    private init(
        axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, elements: _LazyElements,
        environment: EnvironmentValues, inScrollView: Bool
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        self.elements = elements
        self.elementCount = elements.count
        self.environment = environment
        self.inScrollView = inScrollView
    }

    static func make(
        axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, elements: _LazyElements,
        into resolver: inout _ViewResolver
    ) {
        if let s = spacing, !s.isFinite {
            resolver.tree.warn(
                InvalidLength.warning(
                    "\(axis == .vertical ? "LazyVStack" : "LazyHStack")(spacing: \(InvalidLength.text(s)))",
                    replacedBy: "the default"))
        }
        let computer = LazyStackComputer(
            axis: axis, alignment: alignment, spacing: spacing, elements: elements,
            environment: resolver.environment, inScrollView: resolver.environment.scrollAxes.contains(Axis.Set(axis)))
        resolver.addLeaf(computer)
    }

    override var typeName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    override var buildsChildrenWhenPlaced: Bool { true }
    override var stackOrientationForChildren: Axis?? { .some(axis) }
    /// It reads the viewport of the scroll view it is in; and its rows, built when it is
    /// placed, may read any container value.
    override var containerValueUse: ContainerValueUse { ContainerValueUse(read: .all) }

    private var stack: StackLayout { StackLayout(majorAxis: axis, alignment: alignment, spacing: spacing) }
    private var minorAxis: Axis { axis.other }

    private func isLazy(_ proposal: ProposedViewSize) -> Bool {
        inScrollView && proposal[axis] == nil
    }

    // MARK: Creating children

    /// The nodes of element `index`, created on first use.
    private func rows(ofElement index: Int, node: Int32, tree: LayoutTree) -> [Int32] {
        if let rows = created[index] { return rows }
        let nesting = self.nesting ?? tree.nesting(of: node)
        self.nesting = nesting
        var resolver = _ViewResolver(tree: tree, environment: environment, nesting: nesting)
        resolver.stackAxis = axis
        elements.resolve(index, into: &resolver)
        let rows = Array(resolver.outputs)
        for row in rows { tree.parents[row] = node }
        created[index] = rows
        return rows
    }

    /// Makes `list` the node's children.
    private func setChildren(_ list: [Int32], node: Int32, tree: LayoutTree) {
        if tree.childCount[node] == Int32(list.count) {
            let start = tree.childStart[node]
            if list.indices.allSatisfy({ tree.childList[start + Int32($0)] == list[$0] }) { return }
        }
        tree.replaceChildList(of: node, with: list)
    }

    /// Eager mode: every element exists and is a child.
    private func makeEager(node: Int32, tree: LayoutTree) {
        guard !eagerChildren else { return }
        var all: [Int32] = []
        for i in 0..<elementCount {
            // Past the tree's limits the rest is left out, not walked (ResolutionLimits.swift).
            if tree.isFull { tree.warn(LayoutTree.sizeWarning, once: true); break }
            all += rows(ofElement: i, node: node, tree: tree)
        }
        setChildren(all, node: node, tree: tree)
        eagerChildren = true
    }

    // MARK: Lazy measuring

    /// The proposal each child gets: `nil` along the major axis, the stack's minor proposal across.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = ProposedViewSize.unspecified
        p[minorAxis] = proposal[minorAxis]
        return p
    }

    /// Extends `run` element by element until its rows reach `end` or the elements run out.
    private func extend(
        _ run: inout Run, through end: CGFloat, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) {
        let p = childProposal(proposal)
        while run.endElement < elementCount {
            if tree.isFull { tree.warn(LayoutTree.sizeWarning, once: true); break }
            if let last = run.rows.indices.last, run.offsets[last] + run.sizes[last][axis] > end { break }
            for row in rows(ofElement: run.endElement, node: node, tree: tree) {
                var offset = run.offsets.first ?? 0
                if let last = run.rows.indices.last {
                    let current = spacing == nil ? tree.spacing(of: row) : nil
                    let gap = spacing ?? (run.lastSpacing.map { $0.distance(to: current!, along: axis) } ?? 0)
                    offset = run.offsets[last] + run.sizes[last][axis] + gap
                    run.lastSpacing = current
                } else if spacing == nil {
                    run.lastSpacing = tree.spacing(of: row)
                }
                if run.rows.isEmpty && !run.offsets.isEmpty { run.offsets.removeAll() }
                run.rows.append(row)
                run.offsets.append(offset)
                run.sizes.append(tree.size(row, p))
            }
            run.endElement += 1
        }
    }

    /// The enclosing scroll view that scrolls along the major axis, and its visible length
    /// there, if it has one: what makes the stack lazy.
    private func viewport(node: Int32, tree: LayoutTree) -> (scroll: Int32, length: CGFloat)? {
        let entry =
            axis == .horizontal
            ? tree.containerValueEntry(HorizontalViewportKey.self, for: node)
            : tree.containerValueEntry(VerticalViewportKey.self, for: node)
        guard let entry, let viewport = entry.value.base as? ScrollViewport?, let length = viewport?.length(axis)
        else { return nil }
        return (entry.writer, length)
    }

    /// Forgets measurements made for another minor proposal.
    private func resetIfNeeded(_ proposal: ProposedViewSize) {
        let key = ProposalKey(proposal)
        guard measuredFor != key else { return }
        head = Run()
        window = Run()
        measuredFor = key
    }

    /// The head's average row length and gap, and its row count per element.
    private var headAverages: (length: CGFloat, gap: CGFloat, rowsPerElement: CGFloat) {
        let n = head.rows.count
        guard n > 0 else { return (0, spacing ?? 0, 1) }
        let lengths = head.sizes.reduce(0) { $0 + $1[axis] }
        let end = head.offsets[n - 1] + head.sizes[n - 1][axis]
        let gap = n > 1 ? (end - lengths) / CGFloat(n - 1) : (spacing ?? 0)
        return (lengths / CGFloat(n), gap, CGFloat(n) / CGFloat(max(head.endElement, 1)))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        guard isLazy(proposal), let length = viewport(node: node, tree: tree)?.length else {
            makeEager(node: node, tree: tree)
            var size = stack.sizeThatFits(proposal, subviews: tree.subviews(of: node), cache: &stackCache)
            if let across = proposal[minorAxis], across.isFinite { size[minorAxis] = across }
            return size
        }
        resetIfNeeded(proposal)
        extend(&head, through: length * (1 + LazyStackComputer.lookahead), proposal: proposal, node: node, tree: tree)
        var size = CGSize.zero
        guard let last = head.rows.indices.last else { return size }
        let headEnd = head.offsets[last] + head.sizes[last][axis]
        let average = headAverages
        let rest = CGFloat(elementCount - head.endElement) * average.rowsPerElement
        size[axis] = headEnd + rest * (average.length + average.gap)
        if let across = proposal[minorAxis], across.isFinite {
            size[minorAxis] = across
        } else {
            size[minorAxis] = head.sizes.reduce(0) { max($0, $1[minorAxis]) }
        }
        return size
    }

    // MARK: Placing

    /// The rows placed in this layout: node, major offset, size.
    private var placed: [(row: Int32, offset: CGFloat, size: CGSize)] = []

    /// Lazy mode: creates the rows that reach the visible region (found from the scroll
    /// view's frame) and makes them the node's children.
    override func willPlaceSubviews(in bounds: CGRect, node: Int32, tree: LayoutTree) {
        guard let proposal = tree.placementProposal(of: NodeID(node)) else { return }
        guard isLazy(proposal), let scroll = viewport(node: node, tree: tree)?.scroll else {
            makeEager(node: node, tree: tree)
            return
        }
        resetIfNeeded(proposal)
        // The visible region in the stack's layout coordinates: in right to left, a horizontal
        // stack's rows run from its right edge (Engine/RightToLeft.swift).
        let viewport = tree.layoutCoordinates(tree.unroundedFrame(of: NodeID(scroll)), of: node, bounds: bounds)
        var (low, high) =
            axis == .vertical
            ? (viewport.minY - bounds.minY, viewport.maxY - bounds.minY)
            : (viewport.minX - bounds.minX, viewport.maxX - bounds.minX)
        if !(low.isFinite && high.isFinite && low <= high) {
            // The scroll view has no frame yet (a lazy stack in a scroll view that is itself
            // inside one being placed: Swift Island's mentors row): the rows that would fill
            // the canvas from the stack's start.
            let canvas = tree.unroundedFrame(of: tree.root).size
            let length = axis == .vertical ? canvas.height : canvas.width
            (low, high) = (0, length.isFinite ? max(0, length) : 0)
        }
        let margin = (high - low) * LazyStackComputer.lookahead
        let range = (low - margin)...(high + margin)
        let headEnd = head.rows.isEmpty ? 0 : head.offsets[head.rows.count - 1] + head.sizes[head.rows.count - 1][axis]
        let run: Run
        if range.lowerBound <= headEnd + (high - low) * 2 || head.endElement == elementCount {
            // Near the head: follow it exactly.
            extend(&head, through: range.upperBound, proposal: proposal, node: node, tree: tree)
            run = head
        } else {
            // Far from it: the first element in view by the estimate, then exact from there.
            let average = headAverages
            let step = max((average.length + average.gap) * average.rowsPerElement, 1e-6)
            let skipped = Int(saturating: ((range.lowerBound - headEnd) / step).rounded(.down))
            let first = min(head.endElement + max(skipped, 0), elementCount - 1)
            if window.firstElement != first || window.rows.isEmpty {
                window = Run()
                window.firstElement = first
                window.endElement = first
                window.offsets = [headEnd + average.gap + CGFloat(first - head.endElement) * step]
            }
            extend(&window, through: range.upperBound, proposal: proposal, node: node, tree: tree)
            run = window
        }
        placed = []
        for i in run.rows.indices
        where run.offsets[i] + run.sizes[i][axis] > range.lowerBound && run.offsets[i] < range.upperBound {
            placed.append((run.rows[i], run.offsets[i], run.sizes[i]))
        }
        setChildren(placed.map(\.row), node: node, tree: tree)
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: Int32, tree: LayoutTree) {
        let subviews = tree.subviews(of: node)
        guard isLazy(proposal), viewport(node: node, tree: tree) != nil else {
            // Eager: the stack algorithm places the children as a block of its own minor
            // size, aligned within the (possibly wider) bounds by the stack's guide.
            var placing = proposal
            if placing[minorAxis] == nil { placing[minorAxis] = bounds.size[minorAxis] }
            let content = stack.sizeThatFits(placing, subviews: subviews, cache: &stackCache)
            let shift =
                alignment.defaultValue(width: bounds.width, height: bounds.height)
                - alignment.defaultValue(width: content.width, height: content.height)
            var inner = bounds
            if minorAxis == .horizontal {
                inner.origin.x += shift; inner.size.width = content.width
            } else {
                inner.origin.y += shift; inner.size.height = content.height
            }
            stack.placeSubviews(in: inner, proposal: proposal, subviews: subviews, cache: &stackCache)
            return
        }
        let p = childProposal(proposal)
        let stackGuide = alignment.defaultValue(width: bounds.width, height: bounds.height)
        for (i, subview) in subviews.enumerated() where i < placed.count {
            let guide = subview.sizeAndGuide(alignment, in: p).guide
            let across = stackGuide - guide
            let offset = placed[i].offset
            let point =
                axis == .vertical
                ? CGPoint(x: bounds.minX + across, y: bounds.minY + offset)
                : CGPoint(x: bounds.minX + offset, y: bounds.minY + across)
            subview.place(at: point, anchor: .topLeading, proposal: p)
        }
    }

    override func invalidateCache(node: Int32, tree: LayoutTree) {
        stackCache = StackLayoutCache()
        measuredFor = .never
    }

    /// A stack's spacing (SPEC §4.1) over rows that exist whatever was asked or placed before:
    /// outside a scroll view, every element's (the stack is eager); inside one, where only the
    /// rows near the visible region exist, the first element's rows and the last element's
    /// (their edges along the stack, and across it). Taking the rows that happen to exist made
    /// a first layout and a later one disagree (Tests/PlumbRenderTests/Properties/QueryOrderTests).
    /// A judgement call: how SwiftUI's lazy stacks report spacing is not documented. Lazy
    /// stacks nested more than `spacingNesting` deep in each other's end rows (a view that
    /// contains itself through a lazy stack, a layout error) answer a plain view's spacing
    /// rather than build rows without end.
    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        guard inScrollView else {
            makeEager(node: node, tree: tree)
            return stack.spacing(subviews: tree.subviews(of: node))
        }
        guard elementCount > 0 else { return .zero }
        guard tree.lazySpacingDepth < LazyStackComputer.spacingNesting, !tree.isFull else { return .plainView }
        tree.lazySpacingDepth += 1
        defer { tree.lazySpacingDepth -= 1 }
        var ends = rows(ofElement: 0, node: node, tree: tree)
        if elementCount > 1 { ends += rows(ofElement: elementCount - 1, node: node, tree: tree) }
        return stack.spacing(of: ends.map { tree.spacing(of: $0) })
    }

    static let spacingNesting = 32

    /// How many elements exist and how many there are, for tests and tools.
    var creationCounts: (created: Int, total: Int) { (created.count, elementCount) }
}
