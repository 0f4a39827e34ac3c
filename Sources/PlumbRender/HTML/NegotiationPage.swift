import Foundation
import PlumbCore

/// `--html`: one self-contained page (no network, no dependencies) that shows a picture
/// beside the tree that made it, and for each view the negotiation it took part in: every
/// size it was proposed with the size it answered (from the layout's trace), and where it
/// was placed. Hovering or clicking a row outlines that view's frame in the picture;
/// hovering or clicking the picture selects the innermost view whose frame is there.
///
/// The tree must have been laid out with `tracing` on, or the proposals are empty.
public struct NegotiationPage {
    /// The laid-out tree, laid out with tracing on.
    public let tree: LayoutTree
    /// The tree's display list: the picture.
    public let list: DisplayList
    /// The page's title (the source file's name).
    public var title: String
    /// Each view's explanation in plain English (`plumb explain`'s text), shown in its detail
    /// panel under the negotiation.
    public var explanations: [NodeID: String]

    /// A page for `tree` drawn as `list`, titled `title`, with each view's explanation.
    public init(tree: LayoutTree, list: DisplayList, title: String, explanations: [NodeID: String] = [:]) {
        self.tree = tree
        self.list = list
        self.title = title
        self.explanations = explanations
    }

    /// The page.
    public func html() -> String {
        var svg = SVGWriter().document(list)
        if let end = svg.range(of: "?>\n") { svg.removeSubrange(svg.startIndex..<end.upperBound) }
        let w = list.canvas.width, h = list.canvas.height
        let zoom = min(2, max(0.25, 640 / max(Double(h), 1)))
        var rows = ""
        var nodes: [(String, JSON)] = []
        var proposals: [NodeID: [String]] = [:]
        var placements: [NodeID: String] = [:]
        for event in tree.trace {
            switch event {
            case .proposal(let p):
                var line = "proposed \(NegotiationPage.format(p.proposal)) → "
                if let axis = p.axis {
                    line +=
                        (axis == .horizontal ? "width " : "height ")
                        + NegotiationPage.format(axis == .horizontal ? p.answer.width : p.answer.height)
                    line += "  (probe)"
                } else {
                    line += NegotiationPage.format(p.answer)
                }
                if p.cached { line += "  (remembered)" }
                proposals[p.node, default: []].append(line)
            case .placement(let p):
                placements[p.node] =
                    "placed at x \(NegotiationPage.format(p.frame.minX)) y \(NegotiationPage.format(p.frame.minY))  "
                    + "\(NegotiationPage.format(p.frame.size))  (proposed \(NegotiationPage.format(p.proposal)))"
            case .output(let o):
                proposals[o.node, default: []].append("printed: " + o.text)
            }
        }
        func walk(_ node: NodeID, depth: Int) {
            let f = tree.frame(of: node)
            let frame =
                f.isNull
                ? "not placed"
                : "x \(NegotiationPage.format(f.minX)) y \(NegotiationPage.format(f.minY))  \(NegotiationPage.format(f.size))"
            let id = tree.id(of: node)
            rows +=
                "<div class=\"row\" data-node=\"\(node.rawValue)\" style=\"padding-left:\(depth * 14 + 6)px\">"
                + "<span class=\"type\">\(escape(tree.typeName(of: node)))</span>"
                + (id.map { " <span class=\"id\">\"\(escape($0))\"</span>" } ?? "")
                + " <span class=\"frame\">\(escape(frame))</span></div>\n"
            func number(_ v: CGFloat) -> JSON { .number((v * 1000).rounded() / 1000) }
            let rect: JSON =
                f.isNull || !f.minX.isFinite || !f.width.isFinite
                ? .null
                : .array([number(f.minX), number(f.minY), number(f.width), number(f.height)])
            nodes.append(
                (
                    String(node.rawValue),
                    .object([
                        ("label", .string(tree.label(node))), ("depth", .number(CGFloat(depth))), ("frame", rect),
                        ("proposals", .array((proposals[node] ?? []).map { .string($0) })),
                        ("placed", placements[node].map { .string($0) } ?? .null),
                        ("explain", explanations[node].map { .string($0) } ?? .null),
                    ])
                ))
            for child in tree.children(of: node) { walk(child, depth: depth + 1) }
        }
        walk(tree.root, depth: 0)
        let data = JSON.object([("nodes", .object(nodes))]).serialized(pretty: false)
        return NegotiationPage.template
            .replacingOccurrences(of: "{{TITLE}}", with: escape(title))
            .replacingOccurrences(of: "{{WIDTH}}", with: json(w * zoom))
            .replacingOccurrences(of: "{{HEIGHT}}", with: json(h * zoom))
            .replacingOccurrences(of: "{{VIEWBOX}}", with: "0 0 \(json(w)) \(json(h))")
            .replacingOccurrences(
                of: "{{CANVAS}}",
                with:
                    "\(NegotiationPage.format(list.canvas)) points at scale \(NegotiationPage.format(tree.displayScale))"
            )
            .replacingOccurrences(of: "{{ROWS}}", with: rows)
            // "<" appears only inside strings; escaped, no "</script>" or "<!--" can end the script.
            .replacingOccurrences(of: "{{DATA}}", with: data.replacingOccurrences(of: "<", with: "\\u003c"))
            .replacingOccurrences(of: "{{SVG}}", with: svg)
    }

    func escape(_ text: String) -> String { SVGOutput.escape(text) }

    func json(_ v: CGFloat) -> String { SVGOutput(precision: 3).number(v) }

    static func format(_ v: CGFloat) -> String {
        if v == .infinity { return "∞" }
        if v == -.infinity { return "-∞" }
        return SVGOutput(precision: 2).number(v)
    }

    static func format(_ s: CGSize) -> String { "\(format(s.width))×\(format(s.height))" }

    static func format(_ p: ProposedViewSize) -> String {
        "\(p.width.map(format) ?? "nil")×\(p.height.map(format) ?? "nil")"
    }
}
