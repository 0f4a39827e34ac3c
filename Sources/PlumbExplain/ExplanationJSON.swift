import Foundation
import PlumbCore

// The explanation as JSON, for tools: the same facts as the text, keys in a fixed order.
// Lengths are numbers in points; a nil proposal is `null`; infinity is the string
// "infinity" (and minus infinity "-infinity"), because some JSON readers (Foundation's)
// reject the 1e999 some writers use, and probes at infinity are common here; `plumb layout --json` writes the same.

extension LayoutExplanation {
    /// `{"canvas": {"width", "height"}, "scale", "views": [...]}`.
    public var jsonValue: JSON {
        .object([
            ("canvas", .object([("width", num(canvas.width)), ("height", num(canvas.height))])),
            ("scale", num(scale)),
            ("views", .array(views.map(\.jsonValue))),
        ])
    }

    /// The explanation as JSON text: what `plumb explain --json` prints.
    public func json(pretty: Bool = true) -> String { jsonValue.serialized(pretty: pretty) }
}

extension ViewExplanation {
    /// One view: `node`, `type`, `id`, `label`, `code`, `depth`, `parent`, `frame`, `size`,
    /// `placedWith`, `proposals`, `stack`, `text`, `outcomes`, `stubs`, `control`, `remedies`, `explanation`.
    public var jsonValue: JSON {
        let controlValue: JSON = control.map(JSON.string) ?? .null
        return .object([
            ("node", num(CGFloat(node.rawValue))),
            ("type", .string(type)),
            ("id", id.map(JSON.string) ?? .null),
            ("label", .string(label)),
            ("code", code.map(JSON.string) ?? .null),
            ("depth", num(CGFloat(depth))),
            ("parent", parent.map { num(CGFloat($0.rawValue)) } ?? .null),
            ("frame", Encode.rect(frame)),
            ("size", Encode.size(size)),
            ("placedWith", placedWith.map(Encode.proposal) ?? .null),
            ("proposals", .array(proposals.map(Encode.proposalFact))),
            ("stack", stack.map(Encode.stack) ?? .null),
            ("text", text.map(Encode.text) ?? .null),
            ("outcomes", .array(outcomes.map(Encode.outcome))),
            ("stubs", .array(stubs.map(JSON.string))),
            ("control", controlValue),
            ("remedies", .array(remedies.map(Encode.remedy))),
            ("explanation", .string(explanation)),
        ])
    }
}

/// A number, with infinities as strings.
private func num(_ v: CGFloat) -> JSON {
    if v == .infinity { return .string("infinity") }
    if v == -.infinity { return .string("-infinity") }
    return .number(v)
}

/// Encoders for each fact.
private enum Encode {
    static func length(_ v: CGFloat?) -> JSON { v.map(num) ?? .null }
    static func axis(_ a: Axis) -> JSON { .string(a.description) }
    static func strings(_ s: [String]) -> JSON { .array(s.map(JSON.string)) }

    static func size(_ s: CGSize) -> JSON { .object([("width", num(s.width)), ("height", num(s.height))]) }

    static func rect(_ r: CGRect) -> JSON {
        guard !r.isNull else { return .null }
        return .object([("x", num(r.minX)), ("y", num(r.minY)), ("width", num(r.width)), ("height", num(r.height))])
    }

    static func proposal(_ p: ProposedViewSize) -> JSON {
        .object([("width", length(p.width)), ("height", length(p.height))])
    }

    static func proposalFact(_ f: ProposalFact) -> JSON {
        .object([
            ("proposal", proposal(f.proposal)), ("answer", size(f.answer)), ("axis", f.axis.map(axis) ?? .null),
            ("kind", .string(f.kind.rawValue)), ("count", num(CGFloat(f.count))), ("placement", .bool(f.isPlacement)),
        ])
    }

    static func stack(_ f: StackFact) -> JSON {
        .object([
            ("stack", num(CGFloat(f.stack.rawValue))), ("stackLabel", .string(f.stackLabel)), ("axis", axis(f.axis)),
            ("stackProposal", proposal(f.stackProposal)), ("available", length(f.available)),
            ("spacing", num(f.spacing)),
            ("children", num(CGFloat(f.childCount))), ("minimum", num(f.minimum)), ("maximum", num(f.maximum)),
            ("flexibility", num(f.flexibility)), ("probedByStack", .bool(f.probedByStack)),
            ("priority", num(CGFloat(f.priority))), ("group", num(CGFloat(f.group))),
            ("groups", num(CGFloat(f.groupCount))), ("groupStart", length(f.groupStart)),
            ("groupAdjustment", length(f.groupAdjustment)), ("turn", num(CGFloat(f.turn))),
            (
                "servedBefore",
                .array(
                    f.servedBefore.map { s in
                        .object([
                            ("node", num(CGFloat(s.node.rawValue))), ("label", .string(s.label)),
                            ("priority", num(CGFloat(s.priority))), ("flexibility", length(s.flexibility)),
                            ("answer", num(s.answer)),
                        ])
                    })
            ),
            ("remaining", length(f.remaining)), ("waiting", f.waiting.map { num(CGFloat($0)) } ?? .null),
            ("offer", length(f.offer)), ("answer", num(f.answer)),
        ])
    }

    static func text(_ t: TextFact) -> JSON {
        .object([
            ("string", .string(t.string)), ("lines", strings(t.lines)), ("truncated", .bool(t.isTruncated)),
            ("idealSize", size(t.idealSize)), ("proposal", proposal(t.proposal)),
            ("lineLimit", t.lineLimit.map { num(CGFloat($0)) } ?? .null),
        ])
    }

    static func nilSource(_ s: NilSource?) -> JSON {
        guard let s else { return .null }
        return .object([
            ("node", num(CGFloat(s.node.rawValue))), ("label", .string(s.label)), ("reason", .string(s.reason)),
        ])
    }

    static func outcome(_ o: Outcome) -> JSON {
        switch o {
        case .fits(let p, let a):
            return .object([("kind", .string("fits")), ("proposal", proposal(p)), ("answer", size(a))])
        case .fitsOnOneLine(let needs, let offered):
            return .object([("kind", .string("fitsOnOneLine")), ("needs", num(needs)), ("offered", length(offered))])
        case .wraps(let lines, let needs, let offered):
            return .object([
                ("kind", .string("wraps")), ("lines", num(CGFloat(lines))), ("needs", num(needs)),
                ("offered", num(offered)),
            ])
        case .truncated(let needs, let offered, let shown, let cause):
            var fields: [(String, JSON)] = [
                ("kind", .string("truncated")), ("needs", num(needs)),
                ("offered", length(offered)), ("shown", strings(shown)),
            ]
            switch cause {
            case .lineLimit(let n): fields += [("cause", .string("lineLimit")), ("lineLimit", num(CGFloat(n)))]
            case .height(let h, let needsHeight):
                fields += [("cause", .string("height")), ("proposedHeight", num(h)), ("needsHeight", num(needsHeight))]
            }
            return .object(fields)
        case .ignoredProposal(let i):
            return .object([
                ("kind", .string("ignoredProposal")), ("rule", .string(i.rule.rawValue)),
                ("axes", .array(i.axes.map(axis))), ("proposal", proposal(i.proposal)), ("answer", size(i.answer)),
            ])
        case .overflows(let o):
            return .object([("kind", .string("overflows"))] + overflowFields(o))
        case .idealSize(let axes, let source):
            return .object([
                ("kind", .string("idealSize")), ("axes", .array(axes.map(axis))), ("source", nilSource(source)),
            ])
        case .noFiniteProposal(let a, let source):
            return .object([("kind", .string("noFiniteProposal")), ("axis", axis(a)), ("source", nilSource(source))])
        }
    }

    static func overflowFields(_ o: Overflow) -> [(String, JSON)] {
        [
            ("ancestor", o.ancestor.map { num(CGFloat($0.rawValue)) } ?? .null),
            ("ancestorLabel", .string(o.ancestorLabel)),
            ("leading", num(o.leading)), ("trailing", num(o.trailing)), ("top", num(o.top)),
            ("bottom", num(o.bottom)),
            (
                "causes",
                .array(
                    o.causes.map { c in
                        .object([
                            ("node", num(CGFloat(c.node.rawValue))), ("label", .string(c.label)),
                            ("rule", .string(c.rule.rawValue)), ("axis", axis(c.axis)), ("offered", length(c.offered)),
                            ("answered", num(c.answered)),
                        ])
                    })
            ),
            ("sameAs", o.sameAs.map { num(CGFloat($0.rawValue)) } ?? .null),
        ]
    }

    static func remedy(_ r: Remedy) -> JSON {
        let p = r.predicted
        return .object([
            ("kind", .string(r.kind.rawValue)), ("code", .string(r.code)),
            ("target", num(CGFloat(r.target.rawValue))), ("targetLabel", .string(r.targetLabel)),
            ("changesLayout", .bool(r.changesLayout)),
            (
                "predicted",
                .object([
                    ("size", size(p.size)), ("offer", length(p.offer)),
                    ("turn", p.turn.map { num(CGFloat($0)) } ?? .null),
                    ("lines", p.lines.map(strings) ?? .null), ("truncated", p.isTruncated.map(JSON.bool) ?? .null),
                ])
            ),
            (
                "others",
                .array(
                    r.others.map { o in
                        .object([
                            ("node", num(CGFloat(o.node.rawValue))), ("label", .string(o.label)),
                            ("before", size(o.before)),
                            ("after", size(o.after)), ("lines", o.lines.map(strings) ?? .null),
                            ("truncated", o.isTruncated.map(JSON.bool) ?? .null),
                        ])
                    })
            ),
            ("overflow", r.overflow.map { .object(overflowFields($0)) } ?? .null),
            ("summary", .string(r.summary)),
        ])
    }
}
