/// Lazily yields the UAX #14 line break opportunities of a sequence of
/// scalars, given as their `LineBreakProperties`.
///
/// Positions are element offsets: an opportunity at position `p` means a
/// line may end after the first `p` elements. No opportunity is reported at
/// position 0 (LB2); for a non-empty collection the last one is a mandatory
/// break at `count` (LB3). Iteration is linear in the length of the
/// collection and does not allocate.
///
/// Most callers use `LineBreaker` (or `LineBreakStringIterator` for lazy
/// iteration over a `String`); this type is public so that tailored property
/// data can be fed in.
public struct LineBreakIterator<Base: Collection>: IteratorProtocol, Sequence
where Base.Element == LineBreakProperties {
    private let base: Base
    private var cursor: LineBreakCursor<Base.Index>

    /// Creates an iterator over the opportunities of `base`.
    public init(_ base: Base) {
        self.base = base
        self.cursor = LineBreakCursor(startIndex: base.startIndex)
    }

    /// The next opportunity, or `nil` after the end-of-text break.
    public mutating func next() -> LineBreakOpportunity? {
        guard let found = cursor.nextBreak(in: base) else { return nil }
        return LineBreakOpportunity(position: found.offset, kind: found.kind)
    }

    /// The next opportunity together with the index of `base` it occurs
    /// before (`base.endIndex` for the final break).
    public mutating func nextIndexedBreak() -> (index: Base.Index, offset: Int, kind: LineBreakKind)? {
        cursor.nextBreak(in: base)
    }
}

/// The resumable driver of the algorithm: a position in the text plus the
/// rule state. It does not store the text, so that it can be resumed on a
/// temporary view of it (e.g. a UTF-8 buffer pointer, see
/// `LineBreakStringIterator`).
struct LineBreakCursor<Index: Comparable> {
    private var nextIndex: Index
    private var nextOffset = 0
    private var rules = LineBreakRuleState()
    private var finished = false

    init(startIndex: Index) {
        nextIndex = startIndex
    }

    /// Advances to the next break opportunity of `text`, which must be the
    /// same text on every call.
    @inline(__always)
    mutating func nextBreak<Text: Collection>(
        in text: Text
    ) -> (index: Index, offset: Int, kind: LineBreakKind)?
    where Text.Index == Index, Text.Element == LineBreakProperties {
        if finished { return nil }
        let end = text.endIndex
        while nextIndex != end {
            let index = nextIndex
            let offset = nextOffset
            let properties = text[index]
            text.formIndex(after: &nextIndex)
            nextOffset &+= 1
            switch rules.advance(properties, in: text, following: nextIndex) {
            case .prohibited: continue
            case .allowed: return (index, offset, .allowed)
            case .mandatory: return (index, offset, .mandatory)
            }
        }
        finished = true
        // LB3: always break at the end of text (! eot) — if there is text.
        return nextOffset > 0 ? (end, nextOffset, .mandatory) : nil
    }
}
