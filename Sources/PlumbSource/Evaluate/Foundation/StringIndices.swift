import Foundation

/// Strings indexed as Swift indexes them: `text.startIndex`, `text.range(of: "<b>")`,
/// `text[i..<range.lowerBound]`, `text.index(after: i)`. The values are Swift's own
/// (`String.Index`, `Range<String.Index>`, and `Substring` for a string subscripted by a
/// range of indices), so a substring's indices are its base string's, as in Swift: a parser
/// that walks `text[current...].range(of:)` and slices `text` with the answer gets what the
/// app gets. A substring is a string everywhere else (`String(part)`, `part.isEmpty`, `Text`).
extension Interpreter {
    /// `startIndex` and `endIndex` of a string or substring, and the bounds of a range of
    /// indices; nil for other members.
    func stringIndexMember(_ name: String, of base: Value) -> Value? {
        switch base {
        case .string(let s):
            switch name {
            case "startIndex": return .foundation(s.startIndex)
            case "endIndex": return .foundation(s.endIndex)
            default: return nil
            }
        case .foundation(let sub as Substring):
            switch name {
            case "startIndex": return .foundation(sub.startIndex)
            case "endIndex": return .foundation(sub.endIndex)
            default: return member(ofSubstring: name, sub)
            }
        case .foundation(let r as Range<String.Index>):
            switch name {
            case "lowerBound": return .foundation(r.lowerBound)
            case "upperBound": return .foundation(r.upperBound)
            case "isEmpty": return .bool(r.isEmpty)
            default: return nil
            }
        default: return nil
        }
    }

    /// Any other member of a substring: the string's.
    private func member(ofSubstring name: String, _ sub: Substring) -> Value? {
        try? member(name, of: .string(String(sub)), at: 0)
    }

    /// The index methods of a string or substring (`range(of:)`, `index(after:)`,
    /// `index(_:offsetBy:)`, `firstIndex(of:)`, `distance(from:to:)`); nil for others.
    func stringIndexCall(_ name: String, on base: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        let s: Substring
        switch base {
        case .string(let text): s = text[...]
        case .foundation(let sub as Substring): s = sub
        default: return nil
        }
        func index(_ label: String?) throws(Diagnostic) -> String.Index? {
            guard let e = label.map({ args.take($0) }) ?? args.takeUnlabeled() else { return nil }
            guard case .foundation(let i as String.Index) = e.value else { return nil }
            guard i >= s.startIndex, i <= s.endIndex else {
                throw error("string index is out of bounds", at: e.offset)
            }
            return i
        }
        switch name {
        case "range":
            guard let of = args.take("of") else { return nil }
            let target = try describe(of.value, at: of.offset)
            args.takeAll()
            return s.range(of: target).map { .foundation($0) } ?? Value.none
        case "index":
            if let after = args.take("after") {
                guard case .foundation(let i as String.Index) = after.value, i < s.endIndex else {
                    throw error("cannot take the index after the end of a string", at: after.offset)
                }
                return .foundation(s.index(after: i))
            }
            if let before = args.take("before") {
                guard case .foundation(let i as String.Index) = before.value, i > s.startIndex else {
                    throw error("cannot take the index before the start of a string", at: before.offset)
                }
                return .foundation(s.index(before: i))
            }
            guard let i = try index(nil), let by = args.take("offsetBy") else { return nil }
            let n = try int(by.value, at: by.offset)
            if let limit = args.take("limitedBy") {
                guard case .foundation(let l as String.Index) = limit.value else { return nil }
                return s.index(i, offsetBy: n, limitedBy: l).map { .foundation($0) } ?? Value.none
            }
            let available = n >= 0 ? s.distance(from: i, to: s.endIndex) : s.distance(from: s.startIndex, to: i)
            guard abs(n) <= available else { throw error("string index is out of bounds", at: by.offset) }
            return .foundation(s.index(i, offsetBy: n))
        case "firstIndex", "lastIndex":
            guard let of = args.take("of") else { return nil }
            let c = try describe(of.value, at: of.offset)
            guard let character = c.first, c.count == 1 else { return nil }
            let found = name == "firstIndex" ? s.firstIndex(of: character) : s.lastIndex(of: character)
            return found.map { .foundation($0) } ?? Value.none
        case "distance":
            guard let from = try index("from"), let to = try index("to") else { return nil }
            return .int(s.distance(from: from, to: to))
        default:
            return nil
        }
    }

    /// `text[i]`, `text[range]`, `text[i...]`, `text[..<i]` with indices; nil when the
    /// subscript is not by an index.
    func stringIndexSubscript(_ base: Value, _ argument: Value, at offset: Int) throws(Diagnostic) -> Value? {
        let s: Substring
        switch base {
        case .string(let text): s = text[...]
        case .foundation(let sub as Substring): s = sub
        default: return nil
        }
        func checked(_ r: Range<String.Index>) throws(Diagnostic) -> Value {
            guard r.lowerBound >= s.startIndex, r.upperBound <= s.endIndex else {
                throw error("string range is out of bounds", at: offset)
            }
            return .foundation(s[r])
        }
        switch argument {
        case .foundation(let i as String.Index):
            guard i >= s.startIndex, i < s.endIndex else { throw error("string index is out of bounds", at: offset) }
            return .string(String(s[i]))
        case .foundation(let r as Range<String.Index>): return try checked(r)
        case .foundation(let r as ClosedRange<String.Index>):
            guard r.upperBound < s.endIndex else { throw error("string range is out of bounds", at: offset) }
            return try checked(r.lowerBound..<s.index(after: r.upperBound))
        case .foundation(let r as PartialRangeFrom<String.Index>): return try checked(r.lowerBound..<s.endIndex)
        case .foundation(let r as PartialRangeUpTo<String.Index>): return try checked(s.startIndex..<r.upperBound)
        case .foundation(let r as PartialRangeThrough<String.Index>):
            guard r.upperBound < s.endIndex else { throw error("string range is out of bounds", at: offset) }
            return try checked(s.startIndex..<s.index(after: r.upperBound))
        default: return nil
        }
    }

    /// `a..<b`, `a...b`, `a < b`, `a == b` of two string indices.
    static func stringIndexBinary(_ op: String, _ a: String.Index, _ b: String.Index) -> Value? {
        switch op {
        case "..<": return a <= b ? .foundation(a..<b) : nil
        case "...": return a <= b ? .foundation(a...b) : nil
        default: return comparison(op, a, b)
        }
    }

    /// `i...`, `..<i`, `...i` of a string index.
    static func stringIndexRange(_ op: String, _ i: String.Index, postfix: Bool) -> Value? {
        switch (op, postfix) {
        case ("...", true): return .foundation(i...)
        case ("..<", false): return .foundation(..<i)
        case ("...", false): return .foundation(...i)
        default: return nil
        }
    }
}
