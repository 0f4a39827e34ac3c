import Foundation

/// The HStack and VStack algorithm, written once in terms of a major axis (the stacking
/// axis) and a minor axis (SPEC §4; OpenSwiftUI `StackLayout.swift`, checked against
/// transcriptions of SwiftUI's `StackLayout.UnmanagedImplementation`).
///
/// Contract, for a proposal P:
/// - Gaps (§4.1): an explicit spacing between every adjacent pair, Spacers included; with
///   `nil`, each pair's `ViewSpacing` distance (8 by default, 0 beside a Spacer).
/// - `nil` along the major axis (§4.6): every child is proposed `nil` there (its ideal).
/// - Otherwise (§4.2–4.5): available = P − gaps. Children are ordered by layout priority
///   (highest first), then least flexible first (flexibility = length at ∞ − length at 0,
///   probed with the stack's minor proposal), larger minimum first among infinitely
///   flexible ones, declaration order on ties. The highest group starts with available −
///   the minimums of every lower group; each later group gets its own minimums back. In
///   order, each child is offered max(0, remaining / children left in its group), and
///   remaining −= its answer. Answers are never cut: the stack may overflow P.
/// - Every child is proposed the stack's minor proposal across (§4.7); children are aligned
///   on the stack's guide; the minor size is the extent of the aligned children and 0.
/// - Size (§4.8) = the children's major lengths + gaps. Children are placed in declaration
///   order from the top-leading corner of the bounds, each with the proposal it was sized with.
public struct StackLayout {
    let majorAxis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// One child's share of a distribution.
    struct Child {
        var gap: CGFloat  // distance to the previous child
        var proposal: ProposedViewSize
        var size: CGSize
        var minorOrigin: CGFloat  // −(alignment guide) before normalising
        var priority: Double
        var minLength: CGFloat  // probed lazily; NaN until known
        var maxLength: CGFloat
    }

    /// The stack's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        withChildren(subviews, cache: &cache) { children in
            distribute(proposal, subviews: subviews, children: children).size
        }
    }

    /// Places the children within `bounds`.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache
    ) {
        // At placement the major proposal is the stack's own; an unspecified minor proposal
        // becomes the stack's minor size (SwiftUI's `proposalWhenPlacing`).
        var placing = proposal
        if placing[minorAxis] == nil { placing[minorAxis] = bounds.size[minorAxis] }
        withChildren(subviews, cache: &cache) { children in
            let minorBase = distribute(placing, subviews: subviews, children: children).minorLowerBound
            var major: CGFloat = 0
            for i in 0..<children.count {
                let child = children[i]
                major += child.gap
                let minor = child.minorOrigin - minorBase
                let point =
                    majorAxis == .horizontal
                    ? CGPoint(x: bounds.minX + major, y: bounds.minY + minor)
                    : CGPoint(x: bounds.minX + minor, y: bounds.minY + major)
                subviews[subviews.startIndex + i].place(at: point, anchor: .topLeading, proposal: child.proposal)
                major += child.size[majorAxis]
            }
        }
    }

    /// Explicit guides: SwiftUI's frame guides stay inside the stack; baselines and custom
    /// guides merge the children's values (mean; minimum first baseline, maximum last).
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        guard !key.isFrameGuide, !subviews.isEmpty else { return nil }
        let tree = subviews.tree
        guard subviews.contains(where: { tree.mayHaveExplicitGuide(key, node: $0.node) }) else { return nil }
        var placing = proposal
        if placing[minorAxis] == nil { placing[minorAxis] = bounds.size[minorAxis] }
        return withChildren(subviews, cache: &cache) { children in
            let minorBase = distribute(placing, subviews: subviews, children: children).minorLowerBound
            var combiner = GuideCombiner(key)
            var major: CGFloat = 0
            for i in 0..<children.count {
                let child = children[i]
                major += child.gap
                let subview = subviews[subviews.startIndex + i]
                if let value = subview.dimensions(in: child.proposal)[explicit: key] {
                    let origin = key.axis == majorAxis ? major : child.minorOrigin - minorBase
                    combiner.add(origin + value)
                }
                major += child.size[majorAxis]
            }
            return combiner.value.map { $0 + (key.axis == .horizontal ? bounds.minX : bounds.minY) }
        }
    }

    /// The stack's own spacing: every child's minor-axis edges, the first child's leading
    /// edge and the last child's trailing edge; an empty stack asks for none.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing()
        let minorEdges = AbsoluteEdges(axis: minorAxis)
        let leading: AbsoluteEdges = majorAxis == .horizontal ? .left : .top
        let trailing: AbsoluteEdges = majorAxis == .horizontal ? .right : .bottom
        for (i, subview) in subviews.enumerated() {
            var edges = minorEdges
            if i == 0 { edges.formUnion(leading) }
            if i == subviews.count - 1 { edges.formUnion(trailing) }
            result.incorporate(edges, of: subview.spacing)
        }
        return result
    }

    var minorAxis: Axis { majorAxis.other }

    // MARK: Distribution

    /// Runs `body` with one `Child` per subview, in scratch memory, gaps filled in.
    private func withChildren<R>(
        _ subviews: LayoutSubviews, cache: inout StackLayoutCache, _ body: (StackChildren) -> R
    ) -> R {
        let count = subviews.count
        if spacing == nil && cache.gaps.count != count { cache.gaps = defaultGaps(subviews) }
        return withUnsafeTemporaryAllocation(of: Child.self, capacity: max(count, 1)) { buffer in
            for i in 0..<count {
                let gap: CGFloat = i == 0 ? 0 : (spacing ?? cache.gaps[i])
                (buffer.baseAddress! + i).initialize(to: Child(
                    gap: gap, proposal: .unspecified, size: .zero, minorOrigin: 0,
                    priority: subviews[subviews.startIndex + i].priority, minLength: .nan, maxLength: .nan))
            }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(count, 1)) { order in
                body(StackChildren(buffer: UnsafeMutableBufferPointer(rebasing: buffer[0..<count]),
                                   order: UnsafeMutableBufferPointer(rebasing: order[0..<count])))
            }
        }
    }

    /// The distance before each child with default spacing (0 before the first).
    private func defaultGaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        var previous: ViewSpacing?
        for (i, subview) in subviews.enumerated() {
            let spacing = subview.spacing
            if let previous { gaps[i] = previous.distance(to: spacing, along: majorAxis) }
            previous = spacing
        }
        return gaps
    }

    /// Sizes every child for `proposal`; returns the stack's size and where the aligned
    /// children's extent starts on the minor axis.
    private func distribute(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, children: StackChildren
    ) -> (size: CGSize, minorLowerBound: CGFloat) {
        let n = children.count
        guard n > 0 else { return (.zero, 0) }
        let minorProposal = proposal[minorAxis]
        let first = subviews.startIndex

        func offer(_ i: Int, _ major: CGFloat?) -> CGFloat {
            let p = ProposedViewSize(majorAxis, main: major, cross: minorProposal)
            let dimensions = subviews[first + i].dimensions(in: p)
            children[i].proposal = p
            children[i].size = dimensions.size
            children[i].minorOrigin = -dimensions[alignment]
            return majorAxis == .horizontal ? dimensions.size.width : dimensions.size.height
        }

        if let majorProposal = proposal[majorAxis] {
            var gaps: CGFloat = 0
            for i in 0..<n { gaps += children[i].gap }
            var available = majorProposal - gaps
            prioritize(children, subviews: subviews, minorProposal: minorProposal)
            let order = children.order
            let topPriority = children[Int(order[0])].priority
            var index = 0
            while index < n {
                let priority = children[Int(order[index])].priority
                var groupEnd = index + 1
                while groupEnd < n && children[Int(order[groupEnd])].priority == priority { groupEnd += 1 }
                if priority == topPriority && index == 0 {
                    for k in groupEnd..<n { available -= children[Int(order[k])].minLength }
                } else {
                    for k in index..<groupEnd { available += children[Int(order[k])].minLength }
                }
                var remaining = groupEnd - index
                while remaining > 0 {
                    let share = max(available / CGFloat(remaining), 0)
                    let taken = offer(Int(order[index]), share)
                    let next = available - taken
                    if !next.isNaN { available = next }
                    remaining -= 1
                    index += 1
                }
            }
        } else {
            for i in 0..<n { _ = offer(i, nil) }
        }

        var major: CGFloat = 0
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in 0..<n {
            let child = children[i]
            major += child.gap + child.size[majorAxis]
            lower = min(lower, child.minorOrigin)
            upper = max(upper, child.minorOrigin + child.size[minorAxis])
        }
        let size = majorAxis == .horizontal
            ? CGSize(width: major, height: upper - lower) : CGSize(width: upper - lower, height: major)
        return (size, lower)
    }

    /// Orders the children for distribution (SPEC §4.3): priority, then flexibility. Lengths
    /// are probed lazily, as SwiftUI does: only children that tie on priority are compared
    /// by flexibility; afterwards every child below the top priority has its minimum known.
    private func prioritize(_ children: StackChildren, subviews: LayoutSubviews, minorProposal: CGFloat?) {
        let n = children.count
        var order = children.order
        for i in 0..<n { order[i] = Int32(i) }
        let first = subviews.startIndex

        func probe(_ i: Int) {
            if children[i].minLength.isNaN {
                let subview = subviews[first + i]
                children[i].minLength = subview._lengthThatFits(
                    ProposedViewSize(majorAxis, main: 0, cross: minorProposal), in: majorAxis)
                children[i].maxLength = subview._lengthThatFits(
                    ProposedViewSize(majorAxis, main: .infinity, cross: minorProposal), in: majorAxis)
            }
        }
        // Is child a served before child b?
        func precedes(_ a: Int32, _ b: Int32) -> Bool {
            let pa = children[Int(a)].priority, pb = children[Int(b)].priority
            if pa != pb { return pa > pb }
            probe(Int(a))
            probe(Int(b))
            let ca = children[Int(a)], cb = children[Int(b)]
            let flexA = ca.maxLength - ca.minLength, flexB = cb.maxLength - cb.minLength
            if flexA == flexB {
                // Between infinitely flexible children, the larger minimum goes first.
                let effA = flexA == .infinity ? -ca.minLength : 0
                let effB = flexB == .infinity ? -cb.minLength : 0
                if effA != effB { return effA < effB }
                return a < b
            }
            return flexA < flexB
        }
        if n <= 32 {
            // Insertion sort: compares neighbours only, as SwiftUI's does for small stacks.
            for i in 1..<max(n, 1) {
                let item = order[i]
                var j = i
                while j > 0 && precedes(item, order[j - 1]) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = item
            }
        } else if !isOrdered(order, by: precedes) {
            order.sort(by: precedes)
        }
        let topPriority = children[Int(order[0])].priority
        for k in 0..<n where children[Int(order[k])].priority != topPriority { probe(Int(order[k])) }
    }

    private func isOrdered(_ order: UnsafeMutableBufferPointer<Int32>, by precedes: (Int32, Int32) -> Bool) -> Bool {
        for i in 1..<max(order.count, 1) where precedes(order[i], order[i - 1]) { return false }
        return true
    }
}

/// The children of one distribution, in scratch memory.
struct StackChildren {
    let buffer: UnsafeMutableBufferPointer<StackLayout.Child>
    let order: UnsafeMutableBufferPointer<Int32>

    var count: Int { buffer.count }

    subscript(i: Int) -> StackLayout.Child {
        get { buffer[i] }
        nonmutating set { buffer[i] = newValue }
    }
}

/// What a stack keeps between queries: the default gaps between its children.
public struct StackLayoutCache {
    var gaps: [CGFloat] = []
}

extension CGSize {
    /// The length along `axis`.
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

/// `HStackLayout` and `VStackLayout`: a ``StackLayout`` on their axis. Not part of SwiftUI's API.
public protocol _StackLayoutForwarding: Layout where Cache == StackLayoutCache {
    var _stack: StackLayout { get }
}

extension _StackLayoutForwarding {
    public static var _guidePropagation: _GuidePropagation { .merging }

    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        _stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
    ) {
        _stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        _stack.spacing(subviews: subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        _stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        _stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
