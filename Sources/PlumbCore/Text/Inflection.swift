import Foundation

/// Automatic grammar agreement in a `Text`'s key: `^[\(count) vote](inflect: true)` shows
/// "1 vote" and "501 votes".
///
/// Foundation's Markdown extension (`^[text](inflect: true)`, WWDC21 "What's new in
/// Foundation"; Apple's "InflectionRule" documentation) makes the words of the bracket agree
/// with the number in it. Foundation's morphology engine is Apple's and not on Linux: this is
/// English's regular rule and its common irregular nouns. The noun after the bracket's first
/// number takes the singular for 1 and the plural otherwise (`y` after a consonant to `ies`;
/// `s`, `x`, `z`, `ch`, `sh` add `es`; others `s`; `person`, `child`, `man`, `woman`,
/// `mouse`, `foot`, `tooth` as English has them); a bracket with no number is shown as it is.
/// Other languages' agreement (gender, case) is not made (open).
enum Inflection {
    static let marker = "](inflect: true)"

    /// `pieces` with every `^[...](inflect: true)` replaced by its agreeing text.
    static func apply(_ pieces: [InlineMarkdown.Piece]) -> [InlineMarkdown.Piece] {
        guard pieces.contains(where: { if case .literal(let s) = $0 { s.contains("^[") } else { false } }) else {
            return pieces
        }
        var result: [InlineMarkdown.Piece] = []
        var inside: String?  // the bracket's text so far, once `^[` has opened it
        var pending: [InlineMarkdown.Piece] = []  // what the bracket holds, if it never closes
        for piece in pieces {
            switch piece {
            case .literal(var s):
                while !s.isEmpty {
                    if inside == nil {
                        guard let open = s.range(of: "^[") else {
                            result.append(.literal(s))
                            s = ""
                            break
                        }
                        if open.lowerBound > s.startIndex { result.append(.literal(String(s[..<open.lowerBound]))) }
                        inside = ""
                        pending = [.literal("^[")]
                        s = String(s[open.upperBound...])
                    } else if let close = s.range(of: marker) {
                        inside! += s[..<close.lowerBound]
                        result.append(.plain(agree(inside!)))
                        inside = nil
                        pending = []
                        s = String(s[close.upperBound...])
                    } else {
                        inside! += s
                        pending.append(.literal(s))
                        s = ""
                    }
                }
            case .plain(let s):
                if inside != nil {
                    inside! += s
                    pending.append(piece)
                } else {
                    result.append(piece)
                }
            case .text:
                // A Text inside the bracket: it is not inflected; the bracket is shown as written.
                if inside != nil {
                    result += pending
                    inside = nil
                    pending = []
                }
                result.append(piece)
            }
        }
        return result + pending
    }

    /// `text` with the noun after its first number agreeing with it.
    static func agree(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let n = words.firstIndex(where: { Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
            let value = Double(words[n].replacingOccurrences(of: ",", with: "")),
            let noun = words.indices.first(where: { $0 > n && !words[$0].isEmpty })
        else { return text }
        words[noun] = value == 1 ? singular(words[noun]) : plural(words[noun])
        return words.joined(separator: " ")
    }

    static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice", "foot": "feet",
        "tooth": "teeth",
    ]

    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if let p = irregular[lower] { return matchCase(p, word) }
        if irregular.values.contains(lower) { return word }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return word }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        return word + "s"
    }

    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if let s = irregular.first(where: { $0.value == lower })?.key { return matchCase(s, word) }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + "y" }
        if ["ses", "xes", "zes", "ches", "shes"].contains(where: { lower.hasSuffix($0) }) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// `word` capitalised as `model` is.
    static func matchCase(_ word: String, _ model: String) -> String {
        model.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
}
