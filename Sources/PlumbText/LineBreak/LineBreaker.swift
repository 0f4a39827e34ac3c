/// Unicode line breaking (UAX #14, Unicode 15.0, default rules LB1–LB31
/// with the LB25 number tailoring of Section 8.2 Example 7).
///
/// ```swift
/// LineBreaker.breakOpportunities(in: "well-known fact")
/// // [5 allowed ("well-|known"), 11 allowed ("known |fact"), 15 mandatory (end)]
/// ```
///
/// All functions are linear in the length of the text; the only heap
/// allocation is the returned array.
public enum LineBreaker {
    /// A lazy sequence of the break opportunities of `text`, positions in
    /// Unicode scalars. Use `nextStringOpportunity()` on it to also get the
    /// `String.Index` of each opportunity.
    public static func opportunities(in text: String) -> LineBreakStringIterator {
        LineBreakStringIterator(text)
    }

    /// The break opportunities of `text`, positions counted in Unicode
    /// scalars (`text.unicodeScalars`).
    ///
    /// There is no opportunity at position 0 (LB2); if `text` is not empty,
    /// the last element is a mandatory break at `text.unicodeScalars.count`
    /// (LB3). Breaks after BK, CR (unless followed by LF), LF and NL are
    /// mandatory (LB4, LB5); all others are allowed.
    public static func breakOpportunities(in text: String) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        forEachBreak(in: text) { _, offset, kind in
            result.append(LineBreakOpportunity(position: offset, kind: kind))
        }
        return result
    }

    /// The break opportunities of `text` as `String.Index`es plus scalar
    /// offsets.
    public static func stringBreakOpportunities(in text: String) -> [LineBreakStringOpportunity] {
        var result: [LineBreakStringOpportunity] = []
        forEachBreak(in: text) { byteOffset, offset, kind in
            result.append(
                LineBreakStringOpportunity(
                    index: LineBreakStringIterator.index(atUTF8Offset: byteOffset, in: text),
                    scalarOffset: offset,
                    kind: kind))
        }
        return result
    }

    /// Calls `body(utf8Offset, scalarOffset, kind)` for every opportunity of
    /// `text`, in order, within a single pass over its UTF-8 storage.
    @inline(__always)
    static func forEachBreak(
        in text: String,
        _ body: (_ utf8Offset: Int, _ scalarOffset: Int, _ kind: LineBreakKind) -> Void
    ) {
        var storage = text  // shares the buffer; `withUTF8` copies only non-contiguous strings
        storage.withUTF8 { bytes in
            let utf8 = LineBreakUTF8Text(bytes)
            var cursor = LineBreakCursor(startIndex: utf8.startIndex)
            while let found = cursor.nextBreak(in: utf8) {
                body(found.index, found.offset, found.kind)
            }
        }
    }

    /// The break opportunities of `text`, positions counted in `Character`s
    /// (extended grapheme clusters).
    ///
    /// UAX #14 works on scalars and can (rarely) allow a break inside a
    /// grapheme cluster, e.g. between a space and a following spacing mark.
    /// Such allowed breaks are dropped; a mandatory break inside a cluster
    /// (not produced by the default rules) would be moved to the end of the
    /// cluster.
    public static func characterBreakOpportunities(in text: String) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        var characterIndex = text.startIndex
        var characterOffset = 0
        forEachBreak(in: text) { utf8Offset, _, kind in
            let breakIndex = LineBreakStringIterator.index(atUTF8Offset: utf8Offset, in: text)
            while characterIndex < breakIndex {
                text.formIndex(after: &characterIndex)
                characterOffset += 1
            }
            // `characterIndex` is now the first Character boundary at or
            // after the break.
            if characterIndex != breakIndex && kind == .allowed { return }
            if let last = result.last, last.position == characterOffset {
                if kind == .mandatory { result[result.count - 1].kind = .mandatory }
            } else {
                result.append(LineBreakOpportunity(position: characterOffset, kind: kind))
            }
        }
        return result
    }

    /// The break opportunities of a sequence of scalar properties (for
    /// tailored data or tests); positions are element offsets.
    public static func breakOpportunities<C: Collection>(
        properties: C
    ) -> [LineBreakOpportunity] where C.Element == LineBreakProperties {
        Array(LineBreakIterator(properties))
    }

    /// Converts scalar offsets (as returned by `breakOpportunities(in:)`)
    /// into `String.Index`es of `text`, in one linear pass.
    ///
    /// - Precondition: `opportunities` is sorted by position and every
    ///   position is in `0...text.unicodeScalars.count`.
    public static func stringIndices(
        of opportunities: [LineBreakOpportunity],
        in text: String
    ) -> [String.Index] {
        let scalars = text.unicodeScalars
        var result: [String.Index] = []
        result.reserveCapacity(opportunities.count)
        var index = scalars.startIndex
        var offset = 0
        for opportunity in opportunities {
            precondition(opportunity.position >= offset, "opportunities must be sorted")
            while offset < opportunity.position {
                precondition(index != scalars.endIndex, "position beyond the end of the text")
                scalars.formIndex(after: &index)
                offset += 1
            }
            result.append(index)
        }
        return result
    }
}
