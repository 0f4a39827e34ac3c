import Foundation
import PlumbCore

// Reading one view's facts out of a snapshot: the questions it was asked, its share of its
// stack, its lines. Everything here comes from the recorded trace; the only measurement
// made afterwards is the probe of a stack child the stack did not need to probe (marked
// `probedByStack: false`).

extension LayoutSnapshot {
    /// Every distinct question the view was asked, in the order first asked.
    func proposalFacts(_ node: NodeID) -> [ProposalFact] {
        var facts: [ProposalFact] = []
        let placed = placedWith[node]
        let offer = stackOffer(node)
        for event in proposals[node] ?? [] {
            if let i = facts.firstIndex(where: { $0.proposal == event.proposal && $0.axis == event.axis }) {
                facts[i].count += 1
                continue
            }
            var kind = ProposalFact.Kind.size
            if let (axis, offered) = offer, event.proposal != offered {
                if event.proposal[axis] == 0 { kind = .minimumProbe }
                if event.proposal[axis] == .infinity { kind = .maximumProbe }
            }
            facts.append(
                ProposalFact(
                    proposal: event.proposal, answer: event.answer, axis: event.axis, kind: kind, count: 1,
                    isPlacement: event.axis == nil && event.proposal == placed))
        }
        return facts
    }

    /// The stack's axis and the proposal it placed `node` with, if `node` is a stack child.
    private func stackOffer(_ node: NodeID) -> (Axis, ProposedViewSize)? {
        guard let p = parent[node], case .stack(let axis, _) = rule(p),
            let share = distribution(p)?.children.first(where: { $0.node == node })
        else { return nil }
        return (axis, share.proposal)
    }

    /// The view's share of its stack, if it is a stack's child.
    func stackFact(_ node: NodeID) -> StackFact? {
        guard let p = parent[node], case .stack = rule(p), let d = distribution(p),
            let share = d.children.first(where: { $0.node == node })
        else { return nil }
        let axis = d.axis
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        var minimum = share.minimum, maximum = share.maximum
        let probed = minimum != nil && maximum != nil
        if !probed {
            // The stack did not need to ask (it probes only to order children of equal
            // priority); ask the same questions now, after the layout.
            minimum = tree.lengthThatFits(node, probe(axis, 0, d.proposal[cross]), axis: axis)
            maximum = tree.lengthThatFits(node, probe(axis, .infinity, d.proposal[cross]), axis: axis)
        }
        let served = d.children.filter { $0.turn < share.turn }.sorted { $0.turn < $1.turn }
        let group = d.groups.indices.contains(share.group) ? d.groups[share.group] : nil
        return StackFact(
            stack: p, stackLabel: label(p), axis: axis, stackProposal: d.proposal, available: d.available,
            spacing: d.children.reduce(0) { $0 + $1.gap }, childCount: d.children.count,
            minimum: minimum ?? 0, maximum: maximum ?? 0, probedByStack: probed, priority: share.priority,
            group: share.group, groupCount: max(d.groups.count, 1), groupStart: group?.start,
            groupAdjustment: group?.adjustment, turn: share.turn,
            servedBefore: served.map { sibling($0, axis) }, remaining: share.remaining, waiting: share.waiting,
            offer: share.proposal[axis], answer: share.size[axis])
    }

    func sibling(_ share: StackDistributionEvent.Child, _ axis: Axis) -> StackFact.Sibling {
        var flexibility: CGFloat?
        if let lo = share.minimum, let hi = share.maximum { flexibility = hi - lo }
        return StackFact.Sibling(
            node: share.node, label: label(share.node), priority: share.priority, flexibility: flexibility,
            answer: share.size[axis])
    }

    private func probe(_ axis: Axis, _ main: CGFloat, _ cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// What a modifier proposed to its (primary) child and what the child answered.
    func childFact(_ node: NodeID) -> ChildFact? {
        guard let child = children[node]?.first, isWrapper(node, of: child) else { return nil }
        return ChildFact(node: child, label: label(child), proposal: placedWith[child], answer: size(child))
    }

    /// How a stack shared its length for the proposal it was placed with.
    func distributionFact(_ node: NodeID) -> DistributionFact? {
        guard case .stack = rule(node), let d = distribution(node) else { return nil }
        let axis = d.axis
        let turns = d.children.sorted { $0.turn < $1.turn }.map { c in
            DistributionFact.Turn(
                node: c.node, label: label(c.node), priority: c.priority, minimum: c.minimum, maximum: c.maximum,
                remaining: c.remaining, waiting: c.waiting, offer: c.proposal[axis], answer: c.size[axis])
        }
        let spacing = d.children.reduce(0) { $0 + $1.gap }
        return DistributionFact(
            axis: axis, proposal: d.proposal, available: d.available, spacing: spacing, turns: turns,
            length: turns.reduce(spacing) { $0 + $1.answer })
    }

    /// How a Text laid out its lines for the proposal it was placed with.
    func textFact(_ node: NodeID) -> TextFact? {
        guard case .text(let request) = rule(node), let event = text(node) else { return nil }
        return TextFact(
            string: request.string, lines: event.lines, isTruncated: event.isTruncated, idealSize: event.idealSize,
            proposal: event.proposal, lineLimit: event.lineLimit)
    }
}
