import Foundation

/// Breaks a run of characters into lines for a width, and cuts the last line with "…" when
/// there are more lines than allowed: the part of text layout that is the same for every font.
///
/// A measurer supplies each character's advance and where lines may break (PlumbCore's
/// ``AhemTextMeasurer`` after spaces; PlumbText per Unicode's UAX #14). The rules are SPEC §2:
/// greedy filling, a break inside a word only when the word alone does not fit, trailing
/// spaces hanging past the line's end, at least one character per line.
public struct LineFitter: Sendable {
    /// How a line may end after a character.
    public enum Break: Sendable, Equatable {
        /// Not after this character.
        case prohibited
        /// A line may end here.
        case allowed
        /// A line must end here (after a newline).
        case mandatory
    }

    /// The characters (grapheme clusters). Changing them forgets ``source``.
    public var characters: [Character] { didSet { source = nil } }
    /// Each character's advance, in points.
    public var advances: [CGFloat]
    /// Whether each character is a space that may hang past a line's end (and a newline).
    public var hangs: [Bool]
    /// Whether a line may end after each character.
    public var breaks: [Break]
    /// The string the characters are, when the measurer gave it: a line's text is then a
    /// slice of its UTF-8 rather than a string built a character at a time (measured on
    /// plumb-bench T: building each line's string from `Character`s was 13% of a first text
    /// layout's instructions).
    public private(set) var source: Source?

    /// The string a fitter's characters are, and where each character starts in its UTF-8.
    public struct Source: Sendable {
        /// The characters, as one string.
        public let string: String
        /// Each character's first UTF-8 offset, and the string's UTF-8 count last (one more
        /// entry than characters); `nil` when every character is one byte (ASCII).
        public let utf8Offsets: [Int32]?

        /// `string`, whose characters start at `utf8Offsets` (`nil`: one byte each).
        public init(string: String, utf8Offsets: [Int32]?) {
            self.string = string
            self.utf8Offsets = utf8Offsets
        }

        @inline(__always)
        func offset(_ character: Int) -> Int { utf8Offsets.map { Int($0[character]) } ?? character }
    }

    /// Text to fit: one entry per character in each array; `source`, when given, is the
    /// characters as one string (its characters must be `characters`).
    public init(characters: [Character], advances: [CGFloat], hangs: [Bool], breaks: [Break], source: Source? = nil) {
        precondition(characters.count == advances.count && advances.count == hangs.count && hangs.count == breaks.count)
        precondition(source.map { ($0.utf8Offsets?.count ?? characters.count + 1) == characters.count + 1 } ?? true)
        self.characters = characters
        self.advances = advances
        self.hangs = hangs
        self.breaks = breaks
        self.source = source
    }

    /// A line: a range of characters and its width without the hanging characters at its end.
    public struct Line: Sendable, Equatable {
        /// The characters on the line.
        public var range: Range<Int>
        /// The line's width without its hanging characters.
        public var width: CGFloat
    }

    /// The width of `range` without hanging characters at its end.
    public func width(of range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound && hangs[end - 1] { end -= 1 }
        var w: CGFloat = 0
        for i in range.lowerBound..<end { w += advances[i] }
        return w
    }

    /// Greedy line breaking for `width` (`nil`: unlimited; lines end only at mandatory breaks).
    public func lines(width: CGFloat?) -> [Line] {
        let n = characters.count
        guard n > 0 else { return [Line(range: 0..<0, width: 0)] }
        let limit = width ?? .infinity
        var lines: [Line] = []
        var start = 0
        while start < n {
            var end = start  // the line ends after the last break opportunity that fits
            var running: CGFloat = 0
            var visible: CGFloat = 0  // running width without trailing hanging characters
            var i = start
            while i < n {
                running += advances[i]
                if !hangs[i] { visible = running }
                if visible > limit {
                    // The segment overflows: end the line before it, or, when the segment
                    // alone is too wide, break inside it (at least one character a line).
                    if end == start { end = max(start + 1, lastFitting(from: start, limit: limit)) }
                    break
                }
                if breaks[i] == .mandatory {
                    end = i + 1
                    break
                }
                if breaks[i] == .allowed || i == n - 1 { end = i + 1 }
                i += 1
            }
            if i == n { end = n }
            lines.append(Line(range: start..<end, width: self.width(of: start..<end)))
            start = end
        }
        // A string ending with a newline has an empty last line.
        if breaks[n - 1] == .mandatory { lines.append(Line(range: n..<n, width: 0)) }
        return lines
    }

    /// The end of the longest run of characters from `start` whose visible width fits `limit`.
    private func lastFitting(from start: Int, limit: CGFloat) -> Int {
        var w: CGFloat = 0
        var end = start
        var i = start
        while i < characters.count {
            w += advances[i]
            if !hangs[i] && w > limit { break }
            end = i + 1
            if breaks[i] == .mandatory { break }
            i += 1
        }
        return end
    }

    /// The characters of `range` as a string, without the hanging spaces and newline at its end.
    public func text(of range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound && hangs[end - 1] { end -= 1 }
        if let source {
            let utf8 = source.string.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: source.offset(range.lowerBound))
            let stop = utf8.index(utf8.startIndex, offsetBy: source.offset(end))
            return String(source.string[start..<stop])
        }
        return String(characters[range.lowerBound..<end])
    }

    /// The text of a last line that must show everything from `start` on within `limit`,
    /// cut with `ellipsis` at the tail, head or middle; and its width.
    public func truncatedLine(
        from start: Int, limit: CGFloat?, ellipsis: Character, ellipsisAdvance: CGFloat, mode: Text.TruncationMode
    ) -> (text: String, width: CGFloat) {
        let cut = truncation(from: start, limit: limit, ellipsisAdvance: ellipsisAdvance, mode: mode)
        return (
            String(cut.head.map { characters[$0] }) + String(ellipsis) + String(cut.tail.map { characters[$0] }),
            cut.width
        )
    }

    /// The characters kept before and after the ellipsis of a last line that must show
    /// everything from `start` on within `limit`, and the line's width with the ellipsis.
    func truncation(
        from start: Int, limit: CGFloat?, ellipsisAdvance: CGFloat, mode: Text.TruncationMode
    ) -> (head: [Int], tail: [Int], width: CGFloat) {
        // Everything from `start` on, newlines read as the end of what fits on one line.
        var rest = Array(start..<characters.count)
        if let newline = rest.firstIndex(where: { characters[$0].isNewline }) { rest = Array(rest[..<newline]) }
        while let last = rest.last, hangs[last] { rest.removeLast() }
        let available = (limit ?? .infinity) - ellipsisAdvance
        switch mode {
        case .tail:
            var taken: [Int] = []
            var w: CGFloat = 0
            for i in rest {
                if w + advances[i] > available { break }
                taken.append(i)
                w += advances[i]
            }
            while let last = taken.last, hangs[last] { w -= advances[last]; taken.removeLast() }
            return (taken, [], w + ellipsisAdvance)
        case .head:
            var taken: [Int] = []
            var w: CGFloat = 0
            for i in rest.reversed() {
                if w + advances[i] > available { break }
                taken.insert(i, at: 0)
                w += advances[i]
            }
            while let first = taken.first, hangs[first] { w -= advances[first]; taken.removeFirst() }
            return ([], taken, w + ellipsisAdvance)
        case .middle:
            var head: [Int] = [], tail: [Int] = []
            var w: CGFloat = 0
            var lo = 0, hi = rest.count - 1
            var takeHead = true
            while lo <= hi {
                let i = takeHead ? rest[lo] : rest[hi]
                if w + advances[i] > available { break }
                w += advances[i]
                if takeHead { head.append(i); lo += 1 } else { tail.insert(i, at: 0); hi -= 1 }
                takeHead.toggle()
            }
            return (head, tail, w + ellipsisAdvance)
        }
    }
}
