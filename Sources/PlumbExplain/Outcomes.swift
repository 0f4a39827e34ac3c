import Foundation
import PlumbCore

// What happened to a view, read from its proposal, its answer, its rule and its frame:
// it fits, wraps, is truncated, ignored its proposal, was proposed nil, or overflows an
// ancestor (and which views on the way did not take what they were offered).

/// Lengths closer than this are equal (sizes are rounded to pixels, never finer than 1/16).
let tolerance: CGFloat = 0.01

extension LayoutSnapshot {
    /// Everything that happened to the view, in the order the text tells it.
    func outcomes(_ node: NodeID, text: TextFact?) -> [Outcome] {
        var out: [Outcome] = []
        let proposal = placedWith[node] ?? .unspecified
        let size = size(node)
        // A Text proposed nil for its width shows one line: the nil outcome below says so.
        if let text, proposal.width != nil { out.append(textOutcome(node, text, proposal: proposal, size: size)) }
        if let ignored = ignoredProposal(node) { out.append(.ignoredProposal(ignored)) }
        out += nilOutcomes(node, proposal: proposal)
        if let overflow = overflow(node) { out.append(.overflows(overflow)) }
        if out.isEmpty, let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite,
            size.width <= w + tolerance, size.height <= h + tolerance
        {
            out.append(.fits(proposal: proposal, answer: size))
        }
        return out
    }

    private func textOutcome(_ node: NodeID, _ text: TextFact, proposal: ProposedViewSize, size: CGSize) -> Outcome {
        let needs = text.idealSize.width
        if text.isTruncated {
            let cause: TruncationCause
            if let limit = text.lineLimit, text.lines.count >= limit {
                cause = .lineLimit(limit)
            } else {
                // The height all its lines need at this width: the same Text asked with no height.
                let full = tree.lengthThatFits(
                    node, ProposedViewSize(width: proposal.width, height: nil), axis: .vertical)
                cause = .height(proposed: proposal.height ?? size.height, needsHeight: full)
            }
            return .truncated(needs: needs, offered: proposal.width, shown: text.lines, cause: cause)
        }
        if text.lines.count > 1 {
            return .wraps(lines: text.lines.count, needs: needs, offered: proposal.width ?? size.width)
        }
        return .fitsOnOneLine(needs: needs, offered: proposal.width)
    }

    /// The rule that makes `node` answer something other than its proposal along `axis`,
    /// if it has one.
    func rigidity(_ node: NodeID, _ axis: Axis) -> Rigidity? {
        switch rule(node) {
        case .image(_, _, let resizable, _): return resizable ? nil : .imageNotResizable
        case .frame(let w, let h): return (axis == .horizontal ? w : h) != nil ? .rigidFrame : nil
        case .flexibleFrame(let b): return b[axis].min != nil ? .frameMinimum : nil
        case .fixedSize(let h, let v): return (axis == .horizontal ? h : v) ? .fixedSize : nil
        case .spacer: return .spacerMinimum
        case .text: return axis == .horizontal ? .textCharacter : nil
        default: return nil
        }
    }

    /// Whether the view answered more than its finite proposal along `axis`.
    func exceeded(_ node: NodeID, _ axis: Axis) -> Bool {
        guard let p = placedWith[node]?[axis], p.isFinite else { return false }
        return size(node)[axis] > p + tolerance
    }

    /// The view did not take its (finite) proposal, by its own rule.
    func ignoredProposal(_ node: NodeID) -> IgnoredProposal? {
        guard let proposal = placedWith[node] else { return nil }
        let size = size(node)
        var axes: [Axis] = []
        var kind: Rigidity?
        for axis in [Axis.horizontal, .vertical] {
            guard let p = proposal[axis], p.isFinite, let r = rigidity(node, axis) else { continue }
            let differs = abs(size[axis] - p) > tolerance
            let ignored: Bool
            switch r {
            case .imageNotResizable, .rigidFrame, .fixedSize: ignored = differs
            case .spacerMinimum, .frameMinimum, .textCharacter: ignored = size[axis] > p + tolerance
            case .moved, .other: ignored = false
            }
            if ignored {
                axes.append(axis)
                kind = r
            }
        }
        guard let kind else { return nil }
        return IgnoredProposal(rule: kind, axes: axes, proposal: proposal, answer: size)
    }

    /// Axes proposed `nil`: the view answered its ideal size there; a frame with an
    /// infinite maximum had nothing finite to grow into.
    private func nilOutcomes(_ node: NodeID, proposal: ProposedViewSize) -> [Outcome] {
        guard parent[node] != nil else { return [] }
        var ideal: [Axis] = []
        var out: [Outcome] = []
        for axis in [Axis.horizontal, .vertical] where proposal[axis] == nil {
            if case .flexibleFrame(let b) = rule(node), b[axis].max == .infinity {
                out.append(.noFiniteProposal(axis: axis, source: nilSource(node, axis)))
            } else {
                ideal.append(axis)
            }
        }
        if !ideal.isEmpty { out.insert(.idealSize(axes: ideal, source: nilSource(node, ideal[0])), at: 0) }
        return out
    }

    /// The nearest ancestor that was proposed a length along `axis` and proposed `nil`
    /// below it.
    func nilSource(_ node: NodeID, _ axis: Axis) -> NilSource? {
        var n = node
        while let p = parent[n] {
            if placedWith[p]?[axis] != nil {
                let reason: String
                switch rule(p) {
                case .scrollView:
                    // A List or Form scrolls as a ScrollView does; it is named as written.
                    let type = tree.typeName(of: p)
                    reason =
                        type == "ScrollView"
                        ? "a ScrollView proposes nil (ideal size) along the axes it scrolls"
                        : "a \(type) scrolls its rows vertically and proposes them nil (ideal size) heights"
                case .fixedSize: reason = "fixedSize proposes nil (ideal size) on the axes it fixes"
                case .flexibleFrame:
                    reason =
                        "a flexible frame with no ideal size, proposed nil and sized between its bounds, proposes nil again"
                default: reason = "it proposed nil (ideal size)"
                }
                return NilSource(node: p, label: label(p), reason: reason)
            }
            n = p
        }
        return nil
    }

    /// The nodes of NavigationStack's and TabView's bars (PlumbCore's Containers).
    static let systemBars: Set<String> = ["NavigationBar", "BottomBar", "TabBar", "BarBackground"]

    /// The nearest ancestor (or the canvas) the view sticks out of, how far, and why. A
    /// ScrollView's content is not said to overflow it: it scrolls; nor a system bar the
    /// container it belongs to.
    func overflow(_ node: NodeID) -> Overflow? {
        guard let frame = frames[node], !frame.isNull, frame.width.isFinite, frame.height.isFinite else { return nil }
        var path: [NodeID] = [node]
        var ancestor = parent[node]
        while true {
            let bounds: CGRect
            if let a = ancestor {
                if case .scrollView = rule(a) { return nil }
                guard let f = frames[a], !f.isNull, f.width.isFinite, f.height.isFinite else {
                    path.append(a)
                    ancestor = parent[a]
                    continue
                }
                bounds = f
            } else {
                bounds = CGRect(origin: .zero, size: canvas)
            }
            let leading = max(bounds.minX - frame.minX, 0), trailing = max(frame.maxX - bounds.maxX, 0)
            let top = max(bounds.minY - frame.minY, 0), bottom = max(frame.maxY - bounds.maxY, 0)
            if [leading, trailing, top, bottom].contains(where: { $0 > tolerance }) {
                // A system bar lies past its container's edge by design: a navigation bar
                // starts at the status bar, a tab bar's background reaches under the home
                // indicator. What sticks out of the bar itself is still said.
                if path.contains(where: { Self.systemBars.contains(tree.typeName(of: $0)) }) { return nil }
                var axes: [Axis] = []
                if leading > tolerance || trailing > tolerance { axes.append(.horizontal) }
                if top > tolerance || bottom > tolerance { axes.append(.vertical) }
                var same: NodeID?
                if let p = parent[node], p != ancestor, isWrapper(p, of: node), let pf = frames[p],
                    abs(pf.minX - frame.minX) <= tolerance, abs(pf.minY - frame.minY) <= tolerance,
                    abs(pf.width - frame.width) <= tolerance, abs(pf.height - frame.height) <= tolerance
                {
                    same = p
                }
                return Overflow(
                    ancestor: ancestor, ancestorLabel: ancestor.map(label) ?? "the canvas",
                    ancestorCode: ancestor.flatMap { nodeDescription($0).code }, ancestorSize: bounds.size,
                    leading: leading, trailing: trailing, top: top, bottom: bottom,
                    causes: causes(path, axes, ancestor: ancestor),
                    sameAs: same, sameAsLabel: same.map(label))
            }
            guard let a = ancestor else { return nil }
            path.append(a)
            ancestor = parent[a]
        }
    }

    /// The views that did not take what they were offered, on `path` (a view and its
    /// ancestors below the one it overflows), followed down to the rule responsible.
    private func isMover(_ node: NodeID) -> Bool {
        switch rule(node) {
        case .offset, .position: return true
        default: return false
        }
    }

    private func causes(_ path: [NodeID], _ axes: [Axis], ancestor: NodeID?) -> [OverflowCause] {
        var found: [OverflowCause] = []
        func add(_ node: NodeID, _ axis: Axis) {
            if let r = rigidity(node, axis) {
                if !found.contains(where: { $0.node == node && $0.axis == axis }) {
                    found.append(cause(node, r, axis))
                }
                return
            }
            let kids = (children[node] ?? []).filter { exceeded($0, axis) }
            if kids.isEmpty {
                if !found.contains(where: { $0.node == node && $0.axis == axis }) {
                    found.append(cause(node, .other, axis))
                }
            }
            for kid in kids { add(kid, axis) }
        }
        for axis in axes {
            for node in path where exceeded(node, axis) { add(node, axis) }
        }
        if found.isEmpty, let mover = (path + [ancestor].compactMap { $0 }).first(where: { isMover($0) }) {
            found.append(
                OverflowCause(
                    node: mover, label: label(mover), rule: .moved, axis: axes.first ?? .horizontal, offered: nil,
                    answered: size(mover)[axes.first ?? .horizontal]))
        }
        return found
    }

    private func cause(_ node: NodeID, _ rule: Rigidity, _ axis: Axis) -> OverflowCause {
        OverflowCause(
            node: node, label: label(node), rule: rule, axis: axis, offered: placedWith[node]?[axis],
            answered: size(node)[axis])
    }
}
