import Foundation

/// Foundation's `NSRegularExpression`, run by Foundation, as apps use it to pick a link out of
/// text (`regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))`, then
/// `Range(match.range(at: 2), in: text)` and `text[range]`). A pattern Foundation rejects
/// throws, as the initializer does; the matches are Foundation's own.
final class RegularExpressionStandIn: @unchecked Sendable {
    let regex: NSRegularExpression
    init(_ regex: NSRegularExpression) { self.regex = regex }
}

/// One match of a regular expression (`NSTextCheckingResult`): its ranges, as UTF-16 offsets.
struct TextMatch: Sendable {
    let ranges: [NSRange]
}

extension Interpreter {
    static let regularExpressionValues: [ValueEntry] = [
        .init("NSRegularExpression", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let pattern = a.take("pattern") ?? a.takeUnlabeled() else {
                throw i.error("missing argument 'pattern:' in call to 'NSRegularExpression'", at: at)
            }
            var options: NSRegularExpression.Options = []
            if let given = a.take("options") {
                for name in i.optionNames(given.value) {
                    switch name {
                    case "caseInsensitive": options.insert(.caseInsensitive)
                    case "dotMatchesLineSeparators": options.insert(.dotMatchesLineSeparators)
                    case "anchorsMatchLines": options.insert(.anchorsMatchLines)
                    case "allowCommentsAndWhitespace": options.insert(.allowCommentsAndWhitespace)
                    case "ignoreMetacharacters": options.insert(.ignoreMetacharacters)
                    default: break
                    }
                }
            }
            let text = try i.string(pattern.value, at: pattern.offset)
            guard let regex = try? NSRegularExpression(pattern: text, options: options) else {
                throw i.error(
                    "'\(text.prefix(40))' is not a valid regular expression", at: pattern.offset, kind: .thrown)
            }
            return .foundation(RegularExpressionStandIn(regex))
        },
        // `NSRange(text.startIndex..., in: text)`, `NSRange(location: 0, length: text.utf16.count)`.
        .init("NSRange", binding: .swift) { i, a, at throws(Diagnostic) in
            if let location = a.take("location"), let length = a.take("length") {
                return .foundation(
                    NSRange(
                        location: try i.int(location.value, at: location.offset),
                        length: try i.int(length.value, at: length.offset)))
            }
            guard let range = a.takeUnlabeled(), let text = a.take("in") else {
                throw i.error("NSRange takes (location:length:) or (_:in:)", at: at)
            }
            let string = try i.string(text.value, at: text.offset)
            guard let r = i.indexRange(range.value, in: string) else {
                throw i.error("expected a range of the string's indices, found \(range.value.kind)", at: range.offset)
            }
            return .foundation(NSRange(r, in: string))
        },
        // `Range(match.range(at: 2), in: text)`: the string's indices, or nil where the group
        // did not take part in the match.
        .init("Range", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let given = a.takeUnlabeled(), case .foundation(let ns as NSRange) = given.value,
                let text = a.take("in")
            else { throw i.error("Range takes (_: NSRange, in: String)", at: at) }
            let string = try i.string(text.value, at: text.offset)
            return Range(ns, in: string).map { .foundation($0) } ?? Value.none
        },
    ]

    /// `text.startIndex..<text.endIndex`, `text.startIndex...` as indices of `string`.
    func indexRange(_ v: Value, in string: String) -> Range<String.Index>? {
        switch v {
        case .foundation(let r as Range<String.Index>): return r
        case .foundation(let r as ClosedRange<String.Index>):
            return r.upperBound < string.endIndex ? r.lowerBound..<string.index(after: r.upperBound) : nil
        case .foundation(let r as PartialRangeFrom<String.Index>): return r.lowerBound..<string.endIndex
        case .foundation(let r as PartialRangeUpTo<String.Index>): return string.startIndex..<r.upperBound
        default: return nil
        }
    }

    /// The names of an option set written as `[.caseInsensitive, .anchorsMatchLines]` or one member.
    func optionNames(_ v: Value) -> [String] {
        switch v {
        case .symbol(let name, nil, _): return [name]
        case .array(let items): return items.flatMap(optionNames)
        default: return []
        }
    }

    /// `regex.firstMatch(in:options:range:)`, `matches(in:options:range:)`,
    /// `numberOfMatches(in:options:range:)`, `stringByReplacingMatches(in:options:range:withTemplate:)`.
    func regularExpressionCall(
        _ name: String, on box: RegularExpressionStandIn, _ args: inout Arguments, at offset: Int
    ) throws(Diagnostic) -> Value? {
        guard let text = args.take("in") else { return nil }
        let string = try self.string(text.value, at: text.offset)
        _ = args.take("options")
        let whole = NSRange(string.startIndex..<string.endIndex, in: string)
        var range = whole
        if let given = args.take("range"), case .foundation(let r as NSRange) = given.value {
            range = NSIntersectionRange(r, whole)
        }
        let matches = box.regex.matches(in: string, range: range).prefix(Interpreter.maximumIterations)
        func match(_ m: NSTextCheckingResult) -> Value {
            .foundation(TextMatch(ranges: (0..<m.numberOfRanges).map { m.range(at: $0) }))
        }
        switch name {
        case "firstMatch": return matches.first.map(match) ?? Value.none
        case "matches": return .array(matches.map(match))
        case "numberOfMatches": return .int(matches.count)
        case "stringByReplacingMatches":
            guard let template = args.take("withTemplate") else { return nil }
            return .string(
                box.regex.stringByReplacingMatches(
                    in: string, range: range, withTemplate: try self.string(template.value, at: template.offset)))
        default: return nil
        }
    }

    /// `match.range`, `match.numberOfRanges`; `range.location`, `range.length`.
    func textMatchMember(_ name: String, of value: any Sendable) -> Value? {
        switch (value, name) {
        case (let m as TextMatch, "range"): return .foundation(m.ranges[0])
        case (let m as TextMatch, "numberOfRanges"): return .int(m.ranges.count)
        case (let r as NSRange, "location"): return .int(r.location)
        case (let r as NSRange, "length"): return .int(r.length)
        case (let r as NSRange, "upperBound"): return .int(r.upperBound)
        default: return nil
        }
    }

    /// `match.range(at: 2)`: a group's range (`location` NSNotFound where it took no part).
    func textMatchCall(_ name: String, on match: TextMatch, _ args: inout Arguments) throws(Diagnostic) -> Value? {
        guard name == "range", let index = args.take("at") ?? args.takeUnlabeled() else { return nil }
        let i = try int(index.value, at: index.offset)
        guard match.ranges.indices.contains(i) else {
            throw error("index \(i) is out of range (0..<\(match.ranges.count))", at: index.offset, kind: .trap)
        }
        return .foundation(match.ranges[i])
    }
}
