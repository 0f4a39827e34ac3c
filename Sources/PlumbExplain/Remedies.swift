import Foundation
import PlumbCore

/// How to lay the explained view out again: a fresh tree resolved from the same view and
/// environment (the same node numbers, as resolution is deterministic), changed, then laid
/// out in the same canvas with tracing on.
///
/// Why a fresh tree and not an edit of the source text: a remedy is a change to one node
/// (the headline, not every Text written on that line of a reused struct), and the tree
/// knows nodes, not source ranges. Leaves are replaced with ``LayoutTree/replace(_:with:)``
/// (an Image made resizable, a Spacer's minimum, a Text's line limit); modifiers wrap a node
/// with ``LayoutTree/modify(_:_:)``, exactly where the source would write them.
///
/// The fresh tree is laid out once before the change, so that views built while placing
/// (a lazy stack's rows) exist with the numbers they have in the explained tree; the change
/// is then laid out as a state change would be. A GeometryReader rebuilds its content when
/// placed, so views inside one get no remedies (``RemedyFinder`` skips them).
struct LayoutRun {
    let make: () -> LayoutTree
    let canvas: CGSize
    let scale: CGFloat
    let safeArea: EdgeInsets
    /// The node count of the explained tree after its layout: a tree resolved and laid out
    /// again must match it, node for node.
    let nodeCount: Int

    func snapshot(changing nodes: [NodeID], _ change: (LayoutTree) -> Void) -> LayoutSnapshot? {
        let tree = make()
        tree.layout(in: canvas, scale: scale, safeArea: safeArea)
        guard tree.nodeCount == nodeCount, nodes.allSatisfy({ Int($0.rawValue) < tree.nodeCount }) else { return nil }
        change(tree)
        tree.tracing = true
        tree.layout(in: canvas, scale: scale, safeArea: safeArea)
        return LayoutSnapshot(tree: tree)
    }
}

/// A remedy before it is tried: what to write, where, and how to apply it to a tree.
private struct Candidate {
    let kind: Remedy.Kind
    let code: String
    let target: NodeID
    /// Whether the view is measured by the new modifier around it (a frame that fills the
    /// width) rather than by itself.
    var measuresWrapper = false
    let apply: (LayoutTree) -> Void
}

/// Finds the usual remedies that apply to a view and predicts each by laying out again.
struct RemedyFinder {
    let base: LayoutSnapshot
    let run: LayoutRun

    func remedies(_ node: NodeID, text: TextFact?, stack: StackFact?, outcomes: [Outcome]) -> [Remedy] {
        let rebuilt = ([node] + base.ancestors(node)).contains { base.tree.typeName(of: $0) == "GeometryReader" }
        guard !rebuilt else { return [] }
        return candidates(node, text: text, outcomes: outcomes).compactMap { predict($0, for: node) }
    }

    // MARK: Which remedies apply

    private func candidates(_ node: NodeID, text: TextFact?, outcomes: [Outcome]) -> [Candidate] {
        var list: [Candidate] = []
        let rule = base.rule(node)
        let chainTop = base.stackChild(node)
        let stackAxis: Axis? = chainTop.flatMap { base.parent[$0] }.flatMap {
            if case .stack(let axis, _) = base.rule($0) { return axis }
            return nil
        }
        for outcome in outcomes {
            switch outcome {
            case .truncated(let needs, let offered, _, let cause):
                let widthShort = offered.map { needs > $0 + tolerance } ?? false
                if stackAxis == .horizontal, widthShort, let top = chainTop { list += priority(top) }
                switch cause {
                case .height: list.append(fixedSize(node, horizontal: false))
                case .lineLimit: if widthShort { list.append(fixedSize(node, horizontal: true)) }
                }
                if case .lineLimit = cause, case .text(var request) = rule {
                    request.lineLimit = nil
                    let replacement = request
                    list.append(
                        Candidate(kind: .lineLimit, code: ".lineLimit(nil)", target: node) {
                            $0.replace(node, with: Text._resolved(replacement))
                        })
                }
            case .wraps:
                if stackAxis == .horizontal, let top = chainTop {
                    list += priority(top)
                    list.append(fixedSize(node, horizontal: true))
                }
            case .ignoredProposal(let ignored):
                if ignored.rule == .imageNotResizable, case .image(let name, let system, _, _) = rule {
                    list.append(
                        Candidate(kind: .resizable, code: ".resizable()", target: node) {
                            $0.replace(node, with: (system ? Image(systemName: name) : Image(name)).resizable())
                        })
                }
                if ignored.rule == .spacerMinimum, let spacer = spacerMinimum(node) { list.append(spacer) }
            case .overflows(let overflow):
                if case .image(_, _, false, _) = rule, let frame = overflow.ancestor {
                    list.append(
                        Candidate(kind: .clipped, code: ".clipped()", target: frame) {
                            $0.modify(frame) { $0.clipped() }
                        })
                }
            case .noFiniteProposal(let axis, let source):
                if let source, case .scrollView = base.rule(source.node) {
                    let code =
                        axis == .horizontal
                        ? ".containerRelativeFrame(.horizontal)" : ".containerRelativeFrame(.vertical)"
                    list.append(
                        Candidate(kind: .containerRelativeFrame, code: code, target: node) {
                            $0.modify(node) { $0.containerRelativeFrame(Axis.Set(axis)) }
                        })
                }
            default:
                break
            }
        }
        if let fill = fillWidth(node, chainTop: chainTop) { list.append(fill) }
        var seen = Set<String>()
        return list.filter { seen.insert("\($0.kind.rawValue) \($0.code) \($0.target.rawValue)").inserted }
    }

    /// `.layoutPriority(p)` on the stack child, one above every sibling's.
    private func priority(_ child: NodeID) -> [Candidate] {
        guard let stack = base.parent[child], let d = base.distribution(stack),
            let own = d.children.first(where: { $0.node == child })
        else { return [] }
        let others = d.children.filter { $0.node != child }.map(\.priority).filter(\.isFinite)
        let highest = others.max() ?? 0
        guard own.priority <= highest else { return [] }
        let p = highest + 1
        return [
            Candidate(kind: .layoutPriority, code: ".layoutPriority(\(Phrase.code(p)))", target: child) {
                $0.modify(child) { $0.layoutPriority(Double(p)) }
            }
        ]
    }

    private func fixedSize(_ node: NodeID, horizontal: Bool) -> Candidate {
        Candidate(
            kind: .fixedSize, code: ".fixedSize(horizontal: \(horizontal), vertical: \(!horizontal))", target: node
        ) { $0.modify(node) { $0.fixedSize(horizontal: horizontal, vertical: !horizontal) } }
    }

    /// A Spacer whose minimum made its stack overflow: the largest minimum that fits.
    private func spacerMinimum(_ node: NodeID) -> Candidate? {
        guard let stack = base.parent[node], case .stack(let axis, _) = base.rule(stack),
            let proposed = base.placedWith[stack]?[axis], proposed.isFinite,
            let fact = base.stackFact(node)
        else { return nil }
        let overflow = base.size(stack)[axis] - proposed
        guard overflow > tolerance else { return nil }
        let length = max(fact.minimum - overflow, 0)
        guard length < fact.minimum - tolerance else { return nil }
        return Candidate(kind: .spacerMinLength, code: "Spacer(minLength: \(Phrase.code(length)))", target: node) {
            $0.replace(node, with: Spacer(minLength: length))
        }
    }

    /// `.frame(maxWidth: .infinity)` for a VStack's child narrower than the width the VStack
    /// proposes, to fill it (seed 000: a row that should take the whole width). Not for views
    /// that chose their width on purpose: rigid frames, fixedSize, images, Spacers.
    private func fillWidth(_ node: NodeID, chainTop: NodeID?) -> Candidate? {
        guard chainTop == node, let parent = base.parent[node], case .stack(.vertical, _) = base.rule(parent) else {
            return nil
        }
        switch base.rule(node) {
        case .flexibleFrame, .spacer, .image, .fixedSize: return nil
        case .frame(let width, _) where width != nil: return nil
        default: break
        }
        guard let w = base.placedWith[node]?.width, w.isFinite, base.size(node).width < w - 0.5 else { return nil }
        return Candidate(kind: .frameMaxWidth, code: ".frame(maxWidth: .infinity)", target: node, measuresWrapper: true)
        {
            $0.modify(node) { $0.frame(maxWidth: .infinity) }
        }
    }

    // MARK: Predicting

    private func predict(_ candidate: Candidate, for node: NodeID) -> Remedy? {
        guard let after = run.snapshot(changing: [node, candidate.target], candidate.apply), after.frames[node] != nil
        else {
            return nil
        }
        let measured = candidate.measuresWrapper ? (after.parent[node] ?? node) : node
        func differs(_ a: CGSize, _ b: CGSize) -> Bool {
            abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
        }
        let changed =
            differs(after.size(measured), base.size(node))
            || base.order.contains { n in
                guard let a = after.frames[n], let b = base.frames[n] else { return false }
                return differs(a.size, b.size)
            }
        if !changed && candidate.kind != .clipped { return nil }
        let text = after.textFact(node)
        let top = after.stackChild(node)
        let share = top.flatMap { after.stackFact($0) }
        let predicted = PredictedView(
            size: after.size(measured), offer: share?.offer, turn: share?.turn, lines: text?.lines,
            isTruncated: text?.isTruncated)
        var others: [PredictedChange] = []
        if let top = base.stackChild(node), let stack = base.parent[top] {
            for sibling in base.children[stack] ?? [] where sibling != top {
                let before = base.size(sibling), now = after.size(sibling)
                guard abs(before.width - now.width) > tolerance || abs(before.height - now.height) > tolerance else {
                    continue
                }
                let leaf = innermostText(sibling, in: after)
                let siblingText = leaf.flatMap { after.textFact($0) }
                others.append(
                    PredictedChange(
                        node: sibling, label: base.label(leaf ?? sibling), before: before, after: now,
                        lines: siblingText?.lines, isTruncated: siblingText?.isTruncated))
            }
        }
        // The outermost view on the explained view's path that overflows in the new layout
        // where it did not before (or by other amounts).
        func same(_ a: Overflow, _ b: Overflow?) -> Bool {
            guard let b else { return false }
            return a.ancestor == b.ancestor
                && [
                    a.leading - b.leading, a.trailing - b.trailing, a.top - b.top,
                    a.bottom - b.bottom,
                ].allSatisfy { abs($0) <= tolerance }
        }
        let path = [node] + after.ancestors(node)
        let overflow = path.reversed().lazy.compactMap { n -> (Overflow, NodeID)? in
            guard let o = after.overflow(n), !same(o, base.frames[n] == nil ? nil : base.overflow(n)) else {
                return nil
            }
            return (o, n)
        }.first
        var remedy = Remedy(
            kind: candidate.kind, code: candidate.code, target: candidate.target,
            targetLabel: base.label(candidate.target),
            changesLayout: changed, predicted: predicted, others: others, overflow: overflow?.0, summary: "")
        remedy.summary =
            RemedyWording(
                remedy: remedy, explained: base.label(node), axis: share?.axis,
                overflowing: overflow.map { after.label($0.1) }, before: base.size(node),
                targetSize: after.size(candidate.target)
            ).text
        return remedy
    }

    /// The Text a stack child shows, through its modifiers (for naming it and its lines).
    private func innermostText(_ node: NodeID, in snapshot: LayoutSnapshot) -> NodeID? {
        var n = node
        while true {
            if case .text = snapshot.rule(n) { return n }
            guard let kids = snapshot.children[n], let first = kids.first, snapshot.isWrapper(n, of: first) else {
                return nil
            }
            n = first
        }
    }
}
