import Foundation

/// A regular expression made with `Regex("pattern")` (or `try Regex(...)`), matched by
/// Foundation's `NSRegularExpression`, whose ICU syntax is the one Swift's `Regex(_:)` reads
/// for the patterns apps write (classes, quantifiers, groups, anchors, `\b`).
struct RegexStandIn: @unchecked Sendable {
    let expression: NSRegularExpression
}

extension Interpreter {
    /// `Regex("https?://\\S+")`: the pattern compiled; a pattern Foundation rejects is an
    /// error where it is written (Swift's initializer throws).
    static let regexValues: [ValueEntry] = [
        .init("Regex", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let pattern = a.takeUnlabeled() else { throw i.error("missing pattern in call to 'Regex'", at: at) }
            let text = try i.string(pattern.value, at: pattern.offset)
            a.takeAll()
            guard text.utf8.count <= 10_000, let expression = try? NSRegularExpression(pattern: text) else {
                // Swift's regex syntax beyond ICU's (`(?<name>...)` works; builder-only forms
                // do not): the pattern as text, so the code around it still reads.
                i.warn(
                    "'\(text.prefix(40))' is not a regular expression Plumb can read: matched as text",
                    at: pattern.offset)
                return .string(text)
            }
            return .foundation(RegexStandIn(expression: expression))
        }
    ]

    /// The string methods that take a regex (`replacing(_:with:)`, `contains(_:)`,
    /// `matches(of:)`, `firstMatch(of:)`, `wholeMatch(of:)`, `ranges(of:)`,
    /// `split(separator:)`); nil when `name` is not one or its argument is no regex. A match
    /// is `(range:, output:)`: its range of the string's indices and the matched substring.
    func regexCall(_ name: String, on s: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        let first = args.entries.first { $0.label == nil || $0.label == "of" || $0.label == "separator" }
        guard let first, case .foundation(let regex as RegexStandIn) = first.value else { return nil }
        let matches = regex.expression.matches(in: s, range: NSRange(s.startIndex..., in: s)).compactMap {
            Range($0.range, in: s)
        }
        func match(_ r: Range<String.Index>) -> Value {
            .tuple([("range", .foundation(r)), ("output", .foundation(s[r]))])
        }
        switch name {
        case "contains":
            args.takeAll()
            return .bool(!matches.isEmpty)
        case "matches":
            args.takeAll()
            return .array(matches.map(match))
        case "ranges":
            args.takeAll()
            return .array(matches.map { .foundation($0) })
        case "firstMatch":
            args.takeAll()
            return matches.first.map(match) ?? Value.none
        case "wholeMatch":
            args.takeAll()
            return matches.first.flatMap { $0 == s.startIndex..<s.endIndex ? match($0) : nil } ?? Value.none
        case "split":
            args.takeAll()
            var parts: [Value] = []
            var start = s.startIndex
            for r in matches where !r.isEmpty {
                parts.append(.foundation(s[start..<r.lowerBound]))
                start = r.upperBound
            }
            parts.append(.foundation(s[start...]))
            return .array(parts)
        case "replacing":
            guard let with = args.take("with") ?? args.takeClosure() else { return nil }
            args.takeAll()
            var result = ""
            var start = s.startIndex
            for r in matches {
                result += s[start..<r.lowerBound]
                switch with.value {
                case .closure(let c):
                    result += try describe(try callValueClosure(c, [match(r)], at: with.offset), at: offset)
                default: result += try describe(with.value, at: with.offset)
                }
                start = r.upperBound
            }
            result += s[start...]
            return .string(result)
        default:
            return nil
        }
    }
}
