import Foundation

extension LayoutResult {
    /// The result as JSON, keys in a fixed order:
    /// `{"canvas": {"width", "height"}, "scale", "root": {"type", "id"?, "text"?, "x", "y",
    /// "width", "height", "children": [...]}, "warnings": [...]}` (`text`: what a Text shows).
    public func json(pretty: Bool = true) -> String {
        // Built, written and freed where the nesting fits: each step recurses per level.
        withStack {
            let document = JSON.object([
                ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
                ("scale", .number(scale)),
                ("root", LayoutResult.json(root)),
                ("warnings", .array(warnings.map { .string($0.message) })),
            ])
            return document.serialized(pretty: pretty)
        }
    }

    private static func json(_ view: LaidOutView) -> JSON {
        var fields: [(String, JSON)] = [("type", .string(view.type))]
        if let id = view.id { fields.append(("id", .string(id))) }
        if let text = view.text { fields.append(("text", .string(text))) }
        if let reason = view.placeholder { fields.append(("placeholder", .string(reason))) }
        fields += [
            ("x", .number(view.frame.minX)), ("y", .number(view.frame.minY)),
            ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
            ("children", .array(view.children.map(json))),
        ]
        return .object(fields)
    }
}

/// A JSON value with ordered keys, and its serialization.
public indirect enum JSON: Sendable {
    /// An object: its keys and values, in the order they are written.
    case object([(String, JSON)])
    /// An array.
    case array([JSON])
    /// A string.
    case string(String)
    /// A number; an infinite one is written as the string `"infinity"` (`"-infinity"`).
    case number(CGFloat)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The text: two-space indentation when `pretty`; numbers to 4 decimals, integers
    /// without a fraction, infinities as the strings "infinity" and "-infinity" (JSON has no
    /// infinity, and some readers, Foundation's among them, reject the usual 1e999), as
    /// `plumb explain --json` writes them.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: pretty)
        return out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        let closing = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        switch self {
        case .object(let fields):
            guard !fields.isEmpty else { return out += "{}" }
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                out += (i > 0 ? "," : "") + newline + "\"" + JSON.escape(key) + "\":" + (pretty ? " " : "")
                value.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            out += closing + "}"
        case .array(let items):
            guard !items.isEmpty else { return out += "[]" }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i > 0 ? "," : "") + newline
                item.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            out += closing + "]"
        case .string(let s): out += "\"" + JSON.escape(s) + "\""
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .number(let v):
            if v.isNaN { return out += "null" }
            if v.isInfinite { return out += v > 0 ? "\"infinity\"" : "\"-infinity\"" }
            let rounded = (v * 10000).rounded() / 10000
            if rounded == rounded.rounded() && abs(rounded) < 1e15 { return out += String(Int(rounded)) }
            out += String(Double(rounded))
        }
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension LayoutTree {
    /// The recorded negotiation as text, one step a line, indented by depth: each proposal
    /// with the answer (`HStack  proposed 200×100 → 200×20`), then each placement
    /// (`HStack  placed at x 0 y 40  200×20`). `nil` prints as `nil`, infinity as `∞`.
    public func traceDescription() -> String {
        var lines: [String] = []
        var placing = false
        for event in trace {
            switch event {
            case .proposal(let p):
                var line = String(repeating: "  ", count: p.depth) + label(p.node) + "  proposed \(p.proposal) → "
                if let axis = p.axis {
                    line +=
                        (axis == .horizontal ? "width " : "height ")
                        + formatLength(axis == .horizontal ? p.answer.width : p.answer.height)
                } else {
                    line += "\(formatLength(p.answer.width))×\(formatLength(p.answer.height))"
                }
                if p.cached { line += "  (remembered)" }
                lines.append(line)
            case .placement(let p):
                if !placing {
                    lines.append("placement:")
                    placing = true
                }
                let f = p.frame
                lines.append(
                    String(repeating: "  ", count: p.depth) + label(p.node)
                        + "  placed at x \(formatLength(f.minX)) y \(formatLength(f.minY))  \(formatLength(f.width))×\(formatLength(f.height))"
                        + "  (proposed \(p.proposal))")
            case .output(let o):
                lines.append(String(repeating: "  ", count: o.depth) + label(o.node) + "  printed: " + o.text)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A node as traces name it: its type and id.
    public func label(_ node: NodeID) -> String {
        typeName(of: node) + (id(of: node).map { " \"\($0)\"" } ?? "")
    }
}
