import Foundation
import PlumbCore

// The explanation as JSON, for tools: the same facts as the text, keys in a fixed order.
// Lengths are numbers in points; a nil proposal is `null`; infinity is written 1e999 (as in
// `plumb layout --json`), which JSON readers parse as infinity.

extension LayoutExplanation {
    /// `{"canvas": {"width", "height"}, "scale", "views": [...]}`.
    public var jsonValue: JSON {
        .object([
            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
            ("scale", .number(scale)),
            ("views", .array(views.map(\.jsonValue))),
        ])
    }

    public func json(pretty: Bool = true) -> String { jsonValue.serialized(pretty: pretty) }
}

extension ViewExplanation {
    /// One view: `node`, `type`, `id`, `label`, `code`, `depth`, `parent`, `frame`, `size`,
    /// `placedWith`, `proposals`, `stack`, `text`, `outcomes`, `remedies`, `explanation`.
    public var jsonValue: JSON {
        .object([
            ("node", .number(CGFloat(node.rawValue))),
            ("type", .string(type)),
            ("id", id.map(JSON.string) ?? .null),
            ("label", .string(label)),
            ("code", code.map(JSON.string) ?? .null),
            ("depth", .number(CGFloat(depth))),
            ("parent", parent.map { .number(CGFloat($0.rawValue)) } ?? .null),
            ("frame", Encode.rect(frame)),
            ("size", Encode.size(size)),
            ("placedWith", placedWith.map(Encode.proposal) ?? .null),
            ("proposals", .array(proposals.map(Encode.proposalFact))),
            ("stack", stack.map(Encode.stack) ?? .null),
            ("text", text.map(Encode.text) ?? .null),
            ("outcomes", .array(outcomes.map(Encode.outcome))),
            ("remedies", .array(remedies.map(Encode.remedy))),
            ("explanation", .string(explanation)),
        ])
    }
}

/// Encoders for each fact.
private enum Encode {
    static func length(_ v: CGFloat?) -> JSON { v.map(JSON.number) ?? .null }
    static func axis(_ a: Axis) -> JSON { .string(a.description) }
    static func strings(_ s: [String]) -> JSON { .array(s.map(JSON.string)) }

    static func size(_ s: CGSize) -> JSON { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

    static func rect(_ r: CGRect) -> JSON {
        guard !r.isNull else { return .null }
        return .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func proposal(_ p: ProposedViewSize) -> JSON {
        .object([("width", length(p.width)), ("height", length(p.height))])
    }

    static func proposalFact(_ f: ProposalFact) -> JSON {
        .object([
            ("proposal", proposal(f.proposal)), ("answer", size(f.answer)), ("axis", f.axis.map(axis) ?? .null),
            ("kind", .string(f.kind.rawValue)), ("count", .number(CGFloat(f.count))), ("placement", .bool(f.isPlacement)),
        ])
    }

    static func stack(_ f: StackFact) -> JSON {
        .object([
            ("stack", .number(CGFloat(f.stack.rawValue))), ("stackLabel", .string(f.stackLabel)), ("axis", axis(f.axis)),
            ("stackProposal", proposal(f.stackProposal)), ("available", length(f.available)), ("spacing", .number(f.spacing)),
            ("children", .number(CGFloat(f.childCount))), ("minimum", .number(f.minimum)), ("maximum", .number(f.maximum)),
            ("flexibility", .number(f.flexibility)), ("probedByStack", .bool(f.probedByStack)),
            ("priority", .number(CGFloat(f.priority))), ("group", .number(CGFloat(f.group))),
            ("groups", .number(CGFloat(f.groupCount))), ("groupStart", length(f.groupStart)),
            ("groupAdjustment", length(f.groupAdjustment)), ("turn", .number(CGFloat(f.turn))),
            ("servedBefore", .array(f.servedBefore.map { s in
                .object([("node", .number(CGFloat(s.node.rawValue))), ("label", .string(s.label)),
                         ("priority", .number(CGFloat(s.priority))), ("flexibility", length(s.flexibility)),
                         ("answer", .number(s.answer))])
            })),
            ("remaining", length(f.remaining)), ("waiting", f.waiting.map { .number(CGFloat($0)) } ?? .null),
            ("offer", length(f.offer)), ("answer", .number(f.answer)),
        ])
    }

    static func text(_ t: TextFact) -> JSON {
        .object([
            ("string", .string(t.string)), ("lines", strings(t.lines)), ("truncated", .bool(t.isTruncated)),
            ("idealSize", size(t.idealSize)), ("proposal", proposal(t.proposal)),
            ("lineLimit", t.lineLimit.map { .number(CGFloat($0)) } ?? .null),
        ])
    }

    static func nilSource(_ s: NilSource?) -> JSON {
        guard let s else { return .null }
        return .object([("node", .number(CGFloat(s.node.rawValue))), ("label", .string(s.label)), ("reason", .string(s.reason))])
    }

    static func outcome(_ o: Outcome) -> JSON {
        switch o {
        case .fits(let p, let a):
            return .object([("kind", .string("fits")), ("proposal", proposal(p)), ("answer", size(a))])
        case .fitsOnOneLine(let needs, let offered):
            return .object([("kind", .string("fitsOnOneLine")), ("needs", .number(needs)), ("offered", length(offered))])
        case .wraps(let lines, let needs, let offered):
            return .object([("kind", .string("wraps")), ("lines", .number(CGFloat(lines))), ("needs", .number(needs)),
                            ("offered", .number(offered))])
        case .truncated(let needs, let offered, let shown, let cause):
            var fields: [(String, JSON)] = [("kind", .string("truncated")), ("needs", .number(needs)),
                                            ("offered", length(offered)), ("shown", strings(shown))]
            switch cause {
            case .lineLimit(let n): fields += [("cause", .string("lineLimit")), ("lineLimit", .number(CGFloat(n)))]
            case .height(let h, let needsHeight):
                fields += [("cause", .string("height")), ("proposedHeight", .number(h)), ("needsHeight", .number(needsHeight))]
            }
            return .object(fields)
        case .ignoredProposal(let i):
            return .object([("kind", .string("ignoredProposal")), ("rule", .string(i.rule.rawValue)),
                            ("axes", .array(i.axes.map(axis))), ("proposal", proposal(i.proposal)), ("answer", size(i.answer))])
        case .overflows(let o):
            return .object([("kind", .string("overflows"))] + overflowFields(o))
        case .idealSize(let axes, let source):
            return .object([("kind", .string("idealSize")), ("axes", .array(axes.map(axis))), ("source", nilSource(source))])
        case .noFiniteProposal(let a, let source):
            return .object([("kind", .string("noFiniteProposal")), ("axis", axis(a)), ("source", nilSource(source))])
        }
    }

    static func overflowFields(_ o: Overflow) -> [(String, JSON)] {
        [
            ("ancestor", o.ancestor.map { .number(CGFloat($0.rawValue)) } ?? .null), ("ancestorLabel", .string(o.ancestorLabel)),
            ("leading", .number(o.leading)), ("trailing", .number(o.trailing)), ("top", .number(o.top)),
            ("bottom", .number(o.bottom)),
            ("causes", .array(o.causes.map { c in
                .object([("node", .number(CGFloat(c.node.rawValue))), ("label", .string(c.label)),
                         ("rule", .string(c.rule.rawValue)), ("axis", axis(c.axis)), ("offered", length(c.offered)),
                         ("answered", .number(c.answered))])
            })),
        ]
    }

    static func remedy(_ r: Remedy) -> JSON {
        let p = r.predicted
        return .object([
            ("kind", .string(r.kind.rawValue)), ("code", .string(r.code)),
            ("target", .number(CGFloat(r.target.rawValue))), ("targetLabel", .string(r.targetLabel)),
            ("changesLayout", .bool(r.changesLayout)),
            ("predicted", .object([
                ("size", size(p.size)), ("offer", length(p.offer)), ("turn", p.turn.map { .number(CGFloat($0)) } ?? .null),
                ("lines", p.lines.map(strings) ?? .null), ("truncated", p.isTruncated.map(JSON.bool) ?? .null),
            ])),
            ("others", .array(r.others.map { o in
                .object([("node", .number(CGFloat(o.node.rawValue))), ("label", .string(o.label)), ("before", size(o.before)),
                         ("after", size(o.after)), ("lines", o.lines.map(strings) ?? .null),
                         ("truncated", o.isTruncated.map(JSON.bool) ?? .null)])
            })),
            ("overflow", r.overflow.map { .object(overflowFields($0)) } ?? .null),
            ("summary", .string(r.summary)),
        ])
    }
}
