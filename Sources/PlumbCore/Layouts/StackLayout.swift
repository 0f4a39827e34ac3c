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

    /// A non-finite spacing is the default (`InvalidLength`; the stack view warns).
    init(majorAxis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.majorAxis = majorAxis
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    }

    /// One child's share of a distribution.
    struct Child {
        var gap: CGFloat  // distance to the previous child
        var proposal: ProposedViewSize
        var size: CGSize
        var minorOrigin: CGFloat  // −(alignment guide) before normalising
        var priority: Double
        var minLength: CGFloat  // probed lazily; NaN until known
        var maxLength: CGFloat
        /// The distribution order: the k-th child's `order` is the index of the k-th served.
        var order: Int32
    }

    var minorAxis: Axis { majorAxis.other }

    /// The stack's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        distribute(proposal, subviews: subviews, cache: &cache)
        return cache.size
    }

    /// Places the children within `bounds`, from its top-leading corner, each with the
    /// proposal it was sized with.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache
    ) {
        distribute(placingProposal(proposal, size: bounds.size), subviews: subviews, cache: &cache)
        var major: CGFloat = 0
        for (i, child) in cache.children.enumerated() {
            major += child.gap
            let minor = child.minorOrigin - cache.minorLowerBound
            let point =
                majorAxis == .horizontal
                ? CGPoint(x: bounds.minX + major, y: bounds.minY + minor)
                : CGPoint(x: bounds.minX + minor, y: bounds.minY + major)
            subviews[subviews.startIndex + i].place(at: point, anchor: .topLeading, proposal: child.proposal)
            major += child.size[majorAxis]
        }
    }

    /// Explicit guides: SwiftUI's frame guides stay inside the stack; baselines and custom
    /// guides merge the children's values (mean; minimum first baseline, maximum last).
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        guard !key.isFrameGuide, !subviews.isEmpty else { return nil }
        guard subviews.contains(where: { $0.mayHaveExplicitGuide(key) }) else { return nil }
        distribute(placingProposal(proposal, size: bounds.size), subviews: subviews, cache: &cache)
        var combiner = GuideCombiner(key)
        var major: CGFloat = 0
        for (i, child) in cache.children.enumerated() {
            major += child.gap
            if let value = subviews[subviews.startIndex + i].dimensions(in: child.proposal)[explicit: key] {
                let origin = key.axis == majorAxis ? major : child.minorOrigin - cache.minorLowerBound
                combiner.add(origin + value)
            }
            major += child.size[majorAxis]
        }
        return combiner.value.map { $0 + (key.axis == .horizontal ? bounds.minX : bounds.minY) }
    }

    /// The stack's own spacing: every child's minor-axis edges, the first child's leading
    /// edge and the last child's trailing edge; an empty stack asks for none.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        spacing(count: subviews.count) { subviews[subviews.startIndex + $0].spacing }
    }

    /// The spacing of a stack whose children, in order, have `children`'s spacing.
    func spacing(of children: [ViewSpacing]) -> ViewSpacing {
        spacing(count: children.count) { children[$0] }
    }

    /// The spacing of a stack of `count` children, the `i`th with `child(i)`'s spacing.
    @inline(__always)
    private func spacing(count: Int, _ child: (Int) -> ViewSpacing) -> ViewSpacing {
        guard count > 0 else { return .zero }
        var result = ViewSpacing()
        let minorEdges = AbsoluteEdges(axis: minorAxis)
        let leading: AbsoluteEdges = majorAxis == .horizontal ? .left : .top
        let trailing: AbsoluteEdges = majorAxis == .horizontal ? .right : .bottom
        for i in 0..<count {
            var edges = minorEdges
            if i == 0 { edges.formUnion(leading) }
            if i == count - 1 { edges.formUnion(trailing) }
            result.incorporate(edges, of: child(i))
        }
        return result
    }

    /// At placement the major proposal is the stack's own; an unspecified minor proposal
    /// becomes the stack's minor size (SwiftUI's `proposalWhenPlacing`).
    private func placingProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var placing = proposal
        if placing[minorAxis] == nil { placing[minorAxis] = size[minorAxis] }
        return placing
    }

    // MARK: Distribution

    /// Sizes every child for `proposal`, leaving the result in the cache: each child's
    /// proposal, size and minor position, the stack's size, and where the aligned children's
    /// extent starts. The last distribution is memoised, so placing after sizing with the
    /// same proposal does not distribute again (SwiftUI's `lastProposedSize`).
    private func distribute(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) {
        let key = ProposalKey(proposal)
        let n = subviews.count
        if cache.memo == key && cache.children.count == n { return }
        if spacing == nil && cache.gaps.count != n { cache.gaps = defaultGaps(subviews) }
        if cache.children.count != n {
            cache.children = [Child](
                repeating: Child(
                    gap: 0, proposal: .unspecified, size: .zero, minorOrigin: 0, priority: 0, minLength: .nan,
                    maxLength: .nan, order: 0), count: n)
        }
        let first = subviews.startIndex
        let minorProposal = proposal[minorAxis]
        let gaps = cache.gaps
        let (size, lower) = cache.children.withUnsafeMutableBufferPointer { children -> (CGSize, CGFloat) in
            for i in 0..<n {
                children[i] = Child(
                    gap: i == 0 ? 0 : (spacing ?? gaps[i]), proposal: .unspecified, size: .zero, minorOrigin: 0,
                    priority: subviews[first + i].priority, minLength: .nan, maxLength: .nan, order: Int32(i))
            }
            if let majorProposal = proposal[majorAxis] {
                if subviews.isTracing {
                    // The same distribution, specialised to record each group and turn.
                    var record = StackDistributionRecord()
                    distributeConcrete(
                        majorProposal, minorProposal: minorProposal, subviews: subviews, children: children, &record)
                    self.record(proposal, available: record.available, subviews, children, record.groups, record.turns)
                } else {
                    var none = NoStackDistributionRecord()
                    distributeConcrete(
                        majorProposal, minorProposal: minorProposal, subviews: subviews, children: children, &none)
                }
            } else {
                // A nil major proposal asks every child for its ideal length (SPEC §4.6).
                for i in 0..<n { offer(i, nil, minorProposal, subviews, children) }
                if subviews.isTracing { record(proposal, available: nil, subviews, children, [], []) }
            }
            var major: CGFloat = 0
            var lower: CGFloat = 0, upper: CGFloat = 0
            for child in children {
                major += child.gap + child.size[majorAxis]
                lower = min(lower, child.minorOrigin)
                upper = max(upper, child.minorOrigin + child.size[minorAxis])
            }
            let size =
                majorAxis == .horizontal
                ? CGSize(width: major, height: upper - lower) : CGSize(width: upper - lower, height: major)
            return (size, lower)
        }
        cache.size = size
        cache.minorLowerBound = lower
        cache.memo = key
    }

    /// Proposes `major` (and the stack's minor proposal) to child `i` and records its answer.
    @inline(__always)
    private func offer(
        _ i: Int, _ major: CGFloat?, _ minor: CGFloat?, _ subviews: LayoutSubviews,
        _ children: UnsafeMutableBufferPointer<Child>
    ) {
        let p = ProposedViewSize(majorAxis, main: major, cross: minor)
        let (size, guide) = subviews[subviews.startIndex + i].sizeAndGuide(alignment, in: p)
        children[i].proposal = p
        children[i].size = size
        children[i].minorOrigin = -guide
    }

    /// SPEC §4.1–4.5: spacing first, then priority groups, least flexible first. `recorder`
    /// hears what each group and turn started with (a no-op unless tracing).
    private func distributeConcrete<Recorder: StackDistributionRecorder>(
        _ majorProposal: CGFloat, minorProposal: CGFloat?, subviews: LayoutSubviews,
        children: UnsafeMutableBufferPointer<Child>, _ recorder: inout Recorder
    ) {
        let n = children.count
        guard n > 0 else { return }
        var available = majorProposal
        for child in children { available -= child.gap }
        prioritize(children, subviews: subviews, minorProposal: minorProposal)
        recorder.share(available)
        @inline(__always) func served(_ k: Int) -> Int { Int(children[k].order) }
        let topPriority = children[served(0)].priority
        var index = 0
        while index < n {
            let priority = children[served(index)].priority
            var groupEnd = index + 1
            while groupEnd < n && children[served(groupEnd)].priority == priority { groupEnd += 1 }
            let before = available
            if index == 0 && priority == topPriority {
                // The first group leaves room for every lower group's minimum...
                for k in groupEnd..<n { available -= children[served(k)].minLength }
            } else {
                // ...and each later group gets its own minimums back.
                for k in index..<groupEnd { available += children[served(k)].minLength }
            }
            recorder.group(priority, start: available, adjustment: available - before)
            var remaining = groupEnd - index
            while remaining > 0 {
                let i = served(index)
                recorder.turn(remaining: available, waiting: remaining)
                offer(i, max(available / CGFloat(remaining), 0), minorProposal, subviews, children)
                let next = available - children[i].size[majorAxis]
                if !next.isNaN { available = next }
                remaining -= 1
                index += 1
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

    /// Orders the children for distribution (SPEC §4.3): priority, then flexibility. Lengths
    /// are probed lazily, as SwiftUI does: only children that tie on priority are compared
    /// by flexibility; afterwards every child below the top priority has its minimum known.
    private func prioritize(
        _ children: UnsafeMutableBufferPointer<Child>, subviews: LayoutSubviews, minorProposal: CGFloat?
    ) {
        let n = children.count
        let first = subviews.startIndex

        func probe(_ i: Int) {
            if children[i].minLength.isNaN {
                (children[i].minLength, children[i].maxLength) = subviews[first + i].lengths(
                    ProposedViewSize(majorAxis, main: 0, cross: minorProposal),
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
                let item = children[i].order
                var j = i
                while j > 0 && precedes(item, children[j - 1].order) {
                    children[j].order = children[j - 1].order
                    j -= 1
                }
                children[j].order = item
            }
        } else if (1..<n).contains(where: { precedes(children[$0].order, children[$0 - 1].order) }) {
            var order = children.map(\.order)
            order.sort(by: precedes)
            for k in 0..<n { children[k].order = order[k] }
        }
        let topPriority = children[Int(children[0].order)].priority
        for k in 0..<n where children[Int(children[k].order)].priority != topPriority { probe(Int(children[k].order)) }
    }
}

/// What a stack keeps between queries: the default gaps between its children, and its last
/// distribution (reused when it is placed with the proposal it was last sized for).
public struct StackLayoutCache {
    var gaps: [CGFloat] = []
    var children: [StackLayout.Child] = []
    var memo = ProposalKey.never
    var size = CGSize.zero
    var minorLowerBound: CGFloat = 0
}

extension CGSize {
    /// The length along `axis`.
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// `HStackLayout` and `VStackLayout`: a ``StackLayout`` on their axis. Internal: the public
/// types show only their `Layout` conformance, whose methods these defaults are.
protocol _StackLayoutForwarding: BuiltinLayout where Cache == StackLayoutCache {
    var _stack: StackLayout { get }
}

extension _StackLayoutForwarding {
    static var _guidePropagation: _GuidePropagation { .merging }

    /// An empty cache: the gaps and the distribution are computed on first use.
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

    /// Forgets the gaps and the memoised distribution: a subview changed.
    public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) {
        cache.gaps = []
        cache.memo = .never
    }

    /// The stack's size for `proposal` (SPEC §4): the children's answers plus the gaps.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        _stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }

    /// Places the children in order along the axis, aligned across it (SPEC §4).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
    ) {
        _stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The stack's spacing preferences: its children's at each edge.
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        _stack.spacing(subviews: subviews)
    }

    /// The merged explicit value of a custom horizontal guide (the built-in guides are not passed on).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        _stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The merged explicit value of a custom vertical guide (the built-in guides are not passed on).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout StackLayoutCache
    ) -> CGFloat? {
        _stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
