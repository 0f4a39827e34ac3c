import Foundation
import PlumbCore

// The plain-English explanation of a view, written from its facts alone (so the JSON holds
// everything the text says). Short sentences, lengths in pt, nil spelled "nil (ideal size)"
// and infinity "infinity"; the stack part follows seed 001's diagnosis: how far the child
// can shrink, when it was served, and how much was left in the bag when its turn came.

extension ViewExplanation {
    /// The explanation as `plumb explain` prints it.
    func writeText() -> String {
        var lines: [String] = []
        var title = label
        if let code, code != label { title += " — " + code }
        lines.append(title)
        var frameLine =
            "  Frame: x \(Phrase.number(frame.minX)) y \(Phrase.number(frame.minY)), \(Phrase.size(frame.size))"
        if let placedWith { frameLine += " (placed with \(Phrase.proposal(placedWith)))" }
        lines.append(frameLine + ".")
        if let control { lines.append("  Control: " + control + ".") }
        if !proposals.isEmpty {
            lines.append("  Asked:")
            for fact in proposals { lines.append("    - " + describe(fact)) }
        }
        if let child {
            lines.append("  Inside it:")
            var sentence =
                "    It proposed \(child.proposal.map(Phrase.proposal) ?? "nothing") to \(child.label), which answered \(Phrase.size(child.answer))"
            let differs =
                abs(child.answer.width - size.width) > tolerance || abs(child.answer.height - size.height) > tolerance
            sentence += differs ? "; it answered \(Phrase.size(size)) itself." : ", and answered the same."
            lines.append(sentence)
        }
        if let distribution {
            lines.append("  Inside it:")
            for sentence in describe(distribution) { lines.append("    " + sentence) }
        }
        if let stack {
            lines.append("  In the \(stack.stackLabel):")
            for sentence in describe(stack) { lines.append("    " + sentence) }
        }
        if !stubs.isEmpty {
            lines.append("  Built from stubs (names the files read do not define):")
            for stub in stubs { lines.append("    - " + stub) }
        }
        if !outcomes.isEmpty {
            lines.append("  What happened:")
            for outcome in outcomes { lines.append("    " + describe(outcome)) }
        }
        if !remedies.isEmpty {
            lines.append("  Remedies (each predicted by laying everything out again with the change):")
            for remedy in remedies {
                let on = remedy.target == node ? "" : " on \(remedy.targetLabel)"
                lines.append("    - \(remedy.code)\(on): \(remedy.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ fact: ProposalFact) -> String {
        var text = Phrase.proposal(fact.proposal) + " → "
        if let axis = fact.axis {
            text += "\(Phrase.dimension(axis)) \(Phrase.pt(fact.answer[axis]))"
        } else {
            text += Phrase.size(fact.answer)
        }
        var notes: [String] = []
        let stackName = stack?.stackLabel ?? "stack"
        switch fact.kind {
        case .minimumProbe: notes.append("probe by \(stackName): how far can it shrink?")
        case .maximumProbe: notes.append("probe by \(stackName): how far can it grow?")
        case .size: break
        }
        if fact.isPlacement { notes.append("the size it was placed with") }
        if fact.count > 1 { notes.append(fact.count == 2 ? "asked twice" : "asked \(fact.count) times") }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text
    }

    // MARK: Stack

    private func describe(_ d: DistributionFact) -> [String] {
        let dim = Phrase.dimension(d.axis)
        guard let available = d.available else {
            return [
                "It was proposed nil (ideal size) for its \(dim), so it asked each of its \(Phrase.count(d.turns.count, "child", "children")) for its ideal \(dim). Its \(dim) is their sum plus spacing, \(Phrase.pt(d.length))."
            ]
        }
        var out: [String] = []
        var sentence = "It shared \(Phrase.pt(available))"
        if d.spacing > tolerance {
            sentence += " (\(Phrase.length(d.proposal[d.axis])) proposed, minus \(Phrase.pt(d.spacing)) of spacing)"
        }
        sentence +=
            " among its \(Phrase.count(d.turns.count, "child", "children")), highest priority first, then least flexible first:"
        out.append(sentence)
        for (k, turn) in d.turns.enumerated() {
            out.append(
                "  \(k + 1). \(turn.label): offered \(Phrase.length(turn.offer)), took \(Phrase.pt(turn.answer)).")
        }
        var total = "Its \(dim) is what they took plus the spacing: \(Phrase.pt(d.length))."
        if let proposed = d.proposal[d.axis], d.length > proposed + tolerance {
            total +=
                " That is \(Phrase.pt(d.length - proposed)) more than it was proposed: a stack never cuts an answer down, it overflows instead."
        }
        out.append(total)
        return out
    }

    private func describe(_ f: StackFact) -> [String] {
        let dim = Phrase.dimension(f.axis), stackName = "The \(f.stackLabel)"
        var out: [String] = []
        var range = "It can shrink to \(Phrase.pt(f.minimum)) and grow to \(Phrase.pt(f.maximum))"
        if f.maximum.isFinite { range += " " + Phrase.extent(f.axis) }
        range += ": its flexibility is \(Phrase.pt(f.flexibility))."
        if !f.probedByStack {
            range +=
                " (\(stackName) did not need to ask: it probes only the children it must compare. Asked after the layout, it gives these answers.)"
        }
        out.append(range)
        guard let available = f.available else {
            out.append(
                "\(stackName) was proposed nil (ideal size) for its \(dim), so it shared nothing: it asked every child for its ideal \(dim). It took \(Phrase.pt(f.answer))."
            )
            return out
        }
        if f.groupCount == 1 {
            let all = f.childCount == 2 ? "Both children" : "All \(f.childCount) children"
            out.append("\(all) have the same layout priority (\(Phrase.number(CGFloat(f.priority)))): one group.")
        } else {
            var sentence = "Its layout priority is \(Phrase.number(CGFloat(f.priority)))"
            if f.priority == -.infinity { sentence += " (a Spacer's: it is served after everything else)" }
            sentence += ": group \(f.group + 1) of \(f.groupCount), highest first."
            if let adjustment = f.groupAdjustment, adjustment < -tolerance {
                sentence +=
                    " Before serving it, \(f.stackLabel) held back \(Phrase.pt(-adjustment)) for the minimums of the lower-priority children."
            } else if let adjustment = f.groupAdjustment, adjustment > tolerance {
                sentence += " Its group got back its own minimums, \(Phrase.pt(adjustment))."
            }
            out.append(sentence)
        }
        var turn =
            "\(stackName) serves the least flexible child first. It was served \(Phrase.ordinal(f.turn + 1)) of \(f.childCount)"
        if !f.servedBefore.isEmpty {
            let before = f.servedBefore.map { s -> String in
                var text = s.label
                if let flex = s.flexibility { text += " (flexibility \(Phrase.pt(flex)))" }
                return text
            }
            turn += ", after " + Phrase.list(before)
        }
        out.append(turn + ".")
        let spacing =
            f.spacing > tolerance
            ? " (\(Phrase.length(f.stackProposal[f.axis])) proposed, minus \(Phrase.pt(f.spacing)) of spacing)" : ""
        if let remaining = f.remaining, let waiting = f.waiting, let offer = f.offer {
            var bag = "There were \(Phrase.pt(available)) to share\(spacing). When its turn came, "
            if remaining <= tolerance {
                bag +=
                    "nothing was left" + (remaining < -tolerance ? " (\(Phrase.pt(remaining)))" : "")
                    + ": it was offered \(Phrase.pt(offer))"
            } else if waiting == 1 {
                bag +=
                    "\(Phrase.pt(remaining)) were left and it was the last of its group: it was offered all of it, \(Phrase.pt(offer))"
            } else {
                bag +=
                    "\(Phrase.pt(remaining)) were left for \(Phrase.count(waiting, "child", "children")) still waiting, itself included: it was offered \(Phrase.number(remaining)) / \(waiting) = \(Phrase.pt(offer))"
            }
            out.append(bag + ", and took \(Phrase.pt(f.answer)).")
            out.append(diagnosis(f, offer: offer))
        }
        return out.filter { !$0.isEmpty }
    }

    /// Seed 001's diagnosis: the content, the turn, or a view that does not negotiate.
    private func diagnosis(_ f: StackFact, offer: CGFloat) -> String {
        if f.answer > offer + tolerance {
            return
                "It took more than it was offered: something in it does not negotiate (see below). The stack does not cut it down."
        }
        let compressed = outcomes.contains {
            switch $0 {
            case .truncated, .wraps: return true
            default: return false
            }
        }
        guard compressed else { return "" }
        if f.minimum > offer + tolerance {
            return
                "Its minimum (\(Phrase.pt(f.minimum))) is more than its share: no priority can save it; the content is too big for the space."
        }
        var text =
            "Its minimum (\(Phrase.pt(f.minimum))) fits in its share, so the content is not the problem: its turn is."
        if !f.servedBefore.isEmpty {
            let taken = f.servedBefore.reduce(CGFloat(0)) { $0 + $1.answer }
            let names =
                f.servedBefore.count <= 3
                ? Phrase.list(f.servedBefore.map(\.label)) : Phrase.count(f.servedBefore.count, "child", "children")
            text += " \(names), served before it, took \(Phrase.pt(taken)) first."
        }
        return text + " A higher layoutPriority changes the turn."
    }

    // MARK: Outcomes

    private func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .fits(let proposal, let answer):
            return "It fits: it answered \(Phrase.size(answer)) to a proposal of \(Phrase.proposal(proposal))."
        case .fitsOnOneLine(let needs, let offered):
            guard let offered else {
                return "Its width was proposed nil (ideal size): it shows one line, \(Phrase.pt(needs)) wide."
            }
            if offered == .infinity { return "It was offered infinity: it shows one line, \(Phrase.pt(needs)) wide." }
            return "It fits on one line: it needs \(Phrase.pt(needs)) and was offered \(Phrase.pt(offered))."
        case .wraps(let count, let needs, let offered):
            return
                "It wraps onto \(count) lines: it needs \(Phrase.pt(needs)) for one line and was offered \(Phrase.pt(offered)). Lines: \(quoted(text?.lines ?? []))."
        case .truncated(let needs, let offered, let shown, let cause):
            var sentence = "It is truncated: "
            switch cause {
            case .lineLimit(let limit):
                sentence +=
                    "it needs \(Phrase.pt(needs)) for one line, was offered \(Phrase.length(offered)), and lineLimit(\(limit)) allows \(limit == 1 ? "a single line" : "\(limit) lines")."
            case .height(let proposed, let needsHeight):
                sentence +=
                    "at \(Phrase.length(offered)) wide its lines need \(Phrase.pt(needsHeight)) of height, and it was proposed \(Phrase.pt(proposed)): \(shown.count == 1 ? "it shows a single line, cut" : "it shows \(shown.count) lines, the last one cut")."
            }
            return sentence + " It shows \(quoted(shown))."
        case .ignoredProposal(let ignored):
            return describe(ignored)
        case .overflows(let overflow):
            return describe(overflow)
        case .idealSize(let axes, let source):
            let dims = Phrase.list(axes.map(Phrase.dimension))
            var sentence = "Its \(dims) \(axes.count > 1 ? "were" : "was") proposed nil (ideal size)"
            if let source { sentence += " by \(source.label): \(source.reason)" }
            let sizes = axes.map { "\(Phrase.dimension($0)) \(Phrase.pt(size[$0]))" }
            sentence += ". So it answered its ideal \(Phrase.list(sizes))"
            if let text, axes.contains(.horizontal) {
                sentence += text.lines.count == 1 ? ": one line" : ": \(text.lines.count) lines (one a paragraph)"
            }
            return sentence + "."
        case .noFiniteProposal(let axis, let source):
            let dim = Phrase.dimension(axis)
            var sentence =
                "\(code ?? label) takes whatever \(dim) its parent proposes, up to its maximum, infinity. Here its \(dim) was proposed nil (ideal size)"
            if let source { sentence += " by \(source.label): \(source.reason)" }
            return sentence
                + ". There was no finite \(dim) to grow into, so it took its child's \(Phrase.pt(size[axis]))."
        }
    }

    private func describe(_ ignored: IgnoredProposal) -> String {
        let axis = ignored.axes.first ?? .horizontal
        let dim = Phrase.dimension(axis)
        let offered = Phrase.length(ignored.proposal[axis]), answered = Phrase.pt(ignored.answer[axis])
        switch ignored.rule {
        case .imageNotResizable:
            return
                "It ignored its proposal: an Image that is not resizable always answers its own size, \(Phrase.size(ignored.answer)), whatever it is proposed (here \(Phrase.proposal(ignored.proposal)))."
        case .rigidFrame:
            if ignored.axes.count > 1 {
                return
                    "It ignored its proposal: a rigid frame answers the width and height written in it, \(Phrase.size(ignored.answer)), whatever it is proposed (here \(Phrase.proposal(ignored.proposal))) and whatever its child chose."
            }
            return
                "It ignored its proposal: a rigid frame answers the \(dim) written in it, \(answered), whatever it is offered (here \(offered)) and whatever its child chose."
        case .fixedSize:
            return
                "It ignored its proposal: fixedSize asks its child for its ideal \(dim) and answers it, \(answered), although it was offered \(offered)."
        case .spacerMinimum:
            return
                "It took \(answered), more than the \(offered) it was offered: a Spacer never goes below its minimum length."
        case .frameMinimum:
            return
                "It took \(answered), more than the \(offered) it was offered: a frame with a minimum \(dim) never answers less."
        case .textCharacter:
            return
                "It is \(answered) wide, more than the \(offered) it was offered: a Text is never narrower than its widest character."
        case .moved, .other:
            return "It answered \(answered) when it was offered \(offered)."
        }
    }

    private func describe(_ o: Overflow) -> String {
        var text = "It overflows \(o.ancestorLabel) by \(Overflow.sides(o))"
        if let same = o.sameAsLabel { return text + ", as \(same) around it does (see there)." }
        text += "."
        if !o.causes.isEmpty {
            let toldAbove = outcomes.contains { if case .ignoredProposal = $0 { return true } else { return false } }
            text +=
                " Why: "
                + Overflow.merged(o.causes).map { pair in
                    toldAbove && pair.cause.node == node
                        ? "it does not take its proposal (see above)" : Overflow.describe(pair, explained: node)
                }.joined(separator: "; ") + "."
        }
        if o.causes.contains(where: { $0.node == node }), let placedWith {
            text +=
                " It was not compressed: it kept its size, \(Phrase.size(size)), although it was proposed \(Phrase.proposal(placedWith)); a parent can never force a child's size."
        }
        if let code = o.ancestorCode, code.hasPrefix("frame(width") || code.hasPrefix("frame(height") {
            text +=
                " The frame still measures \(Phrase.size(o.ancestorSize)): the rest of the layout works with that, and nothing is clipped."
        }
        return text
    }

    private func quoted(_ lines: [String]) -> String {
        lines.map { "\"\($0)\"" }.joined(separator: " / ")
    }
}

extension Overflow {
    /// `40 pt on each side`, `350 pt on the left and right and 250 pt at the top and bottom`.
    static func sides(_ o: Overflow) -> String {
        func pair(_ a: CGFloat, _ b: CGFloat, _ first: String, _ second: String, _ both: String) -> [String] {
            let (hasA, hasB) = (a > tolerance, b > tolerance)
            if hasA && hasB && abs(a - b) <= tolerance { return ["\(Phrase.pt(a)) \(both)"] }
            var out: [String] = []
            if hasA { out.append("\(Phrase.pt(a)) \(first)") }
            if hasB { out.append("\(Phrase.pt(b)) \(second)") }
            return out
        }
        let horizontal = pair(o.leading, o.trailing, "on the left", "on the right", "on the left and right")
        let vertical = pair(o.top, o.bottom, "at the top", "at the bottom", "at the top and bottom")
        if horizontal.count == 1 && vertical.isEmpty, o.leading > tolerance, o.trailing > tolerance {
            return "\(Phrase.pt(o.leading)) on each side"
        }
        return Phrase.list(horizontal + vertical)
    }

    /// A cause per view and axis, with a view's two axes told once (`nil` axis): for the text.
    static func merged(_ causes: [OverflowCause]) -> [(cause: OverflowCause, other: OverflowCause?)] {
        var out: [(cause: OverflowCause, other: OverflowCause?)] = []
        for c in causes {
            if let i = out.firstIndex(where: { $0.cause.node == c.node && $0.cause.rule == c.rule && $0.other == nil })
            {
                out[i].other = c
            } else {
                out.append((c, nil))
            }
        }
        return out
    }

    /// One cause in a clause: `frame "red" is a rigid frame: it answered its width, 140 pt,
    /// when offered 100 pt` (the explained view itself is "it"); with both axes, sizes.
    static func describe(_ pair: (cause: OverflowCause, other: OverflowCause?), explained: NodeID) -> String {
        let text = clause(pair, explained: explained)
        return pair.other == nil ? text : text.replacingOccurrences(of: "when offered", with: "when proposed")
    }

    private static func clause(_ pair: (cause: OverflowCause, other: OverflowCause?), explained: NodeID) -> String {
        let c = pair.cause
        var offered = Phrase.length(c.offered), answered = Phrase.pt(c.answered), dim = Phrase.dimension(c.axis)
        if let other = pair.other {
            let (h, v) = c.axis == .horizontal ? (c, other) : (other, c)
            answered = Phrase.size(CGSize(width: h.answered, height: v.answered))
            offered = Phrase.proposal(ProposedViewSize(width: h.offered, height: v.offered))
            dim = "size"
        }
        let who = c.node == explained ? "it" : c.label
        let own = c.node == explained ? "its own" : "its"
        switch c.rule {
        case .imageNotResizable:
            return "\(who) is an image that is not resizable: it answered \(answered) when offered \(offered)"
        case .rigidFrame:
            return "\(who) is a rigid frame: it answered \(own) \(dim), \(answered), when offered \(offered)"
        case .fixedSize: return "\(who) answered its child's ideal \(dim), \(answered), when offered \(offered)"
        case .spacerMinimum: return "\(who) kept \(own) minimum length, \(answered), when offered \(offered)"
        case .frameMinimum: return "\(who) kept \(own) minimum \(dim), \(answered), when offered \(offered)"
        case .textCharacter: return "\(who) is never narrower than a character: \(answered) when offered \(offered)"
        case .moved: return "\(who) moves the drawing without changing any size"
        case .other: return "\(who) answered \(answered) when offered \(offered)"
        }
    }
}
