import Foundation

// What views decided while answering, recorded beside the trace when tracing is on: how a
// stack shared its length among its children (SPEC §4.2–4.6) and how a Text laid out its
// lines (SPEC §2). Tools that explain a layout (`plumb explain`) read them; the engine
// records nothing when tracing is off.
//
// They are kept apart from `TraceEvent`, whose two cases other code switches over
// exhaustively; each record carries `traceIndex`, where it falls among the trace's events.

/// How a stack shared its length among its children for one proposal, as it did it.
///
/// A stack distributes once per distinct proposal (the last distribution is memoised), so
/// a layout may record several for one stack: its parent's probes at 0 and at infinity,
/// then the proposal it is placed with.
public struct StackDistributionEvent: Sendable, Equatable {
    /// The stack.
    public var stack: NodeID
    /// The stack's axis: the one it shares.
    public var axis: Axis
    /// What the stack was proposed.
    public var proposal: ProposedViewSize
    /// The proposal along the axis minus every gap between children: the length shared.
    /// `nil` when the stack was proposed `nil` along its axis, and asked every child for its
    /// ideal length instead of sharing (SPEC §4.6).
    public var available: CGFloat?
    /// The priority groups, highest first (empty when nothing was shared).
    public var groups: [Group]
    /// Every child's share, in declaration order.
    public var children: [Child]
    /// Where this record falls among ``LayoutTree/trace``'s events: the number of events
    /// recorded before it.
    public var traceIndex: Int

    /// Children of one layout priority, served together (SPEC §4.4).
    public struct Group: Sendable, Equatable {
        /// The group's layout priority.
        public var priority: Double
        /// The length the group started with.
        public var start: CGFloat
        /// What the group's start was changed by: for the highest group, minus the minimums
        /// of every lower group (held back for them); for a later group, plus its own
        /// members' minimums (given back).
        public var adjustment: CGFloat
    }

    /// One child's share.
    public struct Child: Sendable, Equatable {
        /// The child.
        public var node: NodeID
        /// The gap before it (0 for the first child).
        public var gap: CGFloat
        /// Its layout priority.
        public var priority: Double
        /// Its length along the axis when proposed 0 and when proposed infinity (with the
        /// stack's proposal across); `nil` when the stack did not need to ask (it probes
        /// lazily, only to order children of equal priority, SPEC §4.3).
        public var minimum: CGFloat?
        /// Its length when proposed infinity (see `minimum`).
        public var maximum: CGFloat?
        /// Its priority group (0 for the highest); 0 when nothing was shared.
        public var group: Int
        /// Its turn, 0 for the child served first; its declaration index when nothing was
        /// shared.
        public var turn: Int
        /// The length left to share when its turn came, and how many children of its group
        /// were still waiting, itself included; `nil` when nothing was shared.
        public var remaining: CGFloat?
        /// How many children of its group were waiting, itself included (see `remaining`).
        public var waiting: Int?
        /// What it was proposed, and what it answered.
        public var proposal: ProposedViewSize
        /// Its answer.
        public var size: CGSize
    }
}

/// How a Text laid out its lines for one proposal.
public struct TextLayoutEvent: Sendable, Equatable {
    /// The Text.
    public var node: NodeID
    /// What it was proposed.
    public var proposal: ProposedViewSize
    /// The size it answered.
    public var size: CGSize
    /// The lines shown, "…" included where text was cut.
    public var lines: [String]
    /// Whether text was cut by the line limit or the proposed height.
    public var isTruncated: Bool
    /// Its size for a `nil` proposal: one line per paragraph, the width it needs to be
    /// shown without wrapping.
    public var idealSize: CGSize
    /// The line limit from the environment (`lineLimit(_:)`), if any.
    public var lineLimit: Int?
    /// Where this record falls among ``LayoutTree/trace``'s events.
    public var traceIndex: Int
}

extension LayoutTree {
    /// Every distribution stacks made in the last layout, in order. Empty unless
    /// ``tracing`` is on.
    public var distributionTrace: [StackDistributionEvent] { distributionEvents }

    /// Every Text layout computed in the last layout, in order. Empty unless ``tracing``
    /// is on.
    public var textTrace: [TextLayoutEvent] { textEvents }

    @inline(never)
    func recordDistribution(_ event: StackDistributionEvent) {
        var event = event
        event.traceIndex = traceEvents.count
        distributionEvents.append(event)
    }

    @inline(never)
    func recordText(_ node: Int32, _ proposal: ProposedViewSize, _ layout: TextLayout, ideal: CGSize, lineLimit: Int?) {
        textEvents.append(
            TextLayoutEvent(
                node: NodeID(node), proposal: proposal, size: layout.size, lines: layout.lines.map(\.text),
                isTruncated: layout.isTruncated, idealSize: ideal, lineLimit: lineLimit, traceIndex: traceEvents.count))
    }
}
