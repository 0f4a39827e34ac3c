import Foundation
import PlumbCore

/// How explanations write numbers, proposals and views: lengths with "pt", `nil` as
/// "nil (ideal size)", infinity as "infinity", views by their id or as written in source.
enum Phrase {
    /// `300`, `12.5`, `0.33`: at most two decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        if value == .infinity { return "infinity" }
        if value == -.infinity { return "minus infinity" }
        if value.isNaN { return "not a number" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `300 pt`, `infinity`.
    static func pt(_ value: CGFloat) -> String {
        value.isInfinite || value.isNaN ? number(value) : number(value) + " pt"
    }

    /// One proposed length: `282 pt`, `nil (ideal size)`, `infinity`.
    static func length(_ value: CGFloat?) -> String {
        guard let value else { return "nil (ideal size)" }
        return pt(value)
    }

    /// `width 282 pt, height 100 pt`.
    static func proposal(_ p: ProposedViewSize) -> String {
        "width \(length(p.width)), height \(length(p.height))"
    }

    /// `280 × 10 pt`.
    static func size(_ s: CGSize) -> String {
        if s.width.isFinite && s.height.isFinite { return "\(number(s.width)) × \(number(s.height)) pt" }
        return "\(pt(s.width)) × \(pt(s.height))"
    }

    /// `first` ... `tenth`, then `11th`, `12th`, `21st`.
    static func ordinal(_ n: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        if n >= 1 && n <= words.count { return words[n - 1] }
        let suffix: String
        switch (n % 10, n % 100) {
        case (1, let h) where h != 11: suffix = "st"
        case (2, let h) where h != 12: suffix = "nd"
        case (3, let h) where h != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// `1 child`, `2 children`.
    static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) \(n == 1 ? singular : plural)"
    }

    /// "width" or "height".
    static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// "wide" or "tall".
    static func extent(_ axis: Axis) -> String { axis == .horizontal ? "wide" : "tall" }

    /// A number as Swift source writes it: `1`, `0.5`, `.infinity`.
    static func code(_ value: CGFloat) -> String { sourceLength(value) }

    /// A string shortened for a label: at most `limit` characters, "…" when cut.
    static func short(_ text: String, limit: Int = 40) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }

    /// A list in prose: `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    /// Capitalises the first letter of a sentence.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
