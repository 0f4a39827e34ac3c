/// Lazily yields the UAX #14 line break opportunities of a `String`.
///
/// Works directly on the string's UTF-8 storage (see `LineBreakUTF8Text`);
/// non-generic, so that callers in other modules also get the specialised
/// implementation compiled into this module.
public struct LineBreakStringIterator: IteratorProtocol, Sequence {
    private var text: String
    private var cursor = LineBreakCursor(startIndex: 0)

    /// Creates an iterator over the opportunities of `text`.
    public init(_ text: String) {
        self.text = text
        // Native Swift strings already are contiguous UTF-8 (no copy then).
        self.text.makeContiguousUTF8()
    }

    /// The next opportunity (position in Unicode scalars), or `nil` after
    /// the end-of-text break.
    public mutating func next() -> LineBreakOpportunity? {
        guard let found = nextRawBreak() else { return nil }
        return LineBreakOpportunity(position: found.offset, kind: found.kind)
    }

    /// The next opportunity as a `String.Index` (scalar-aligned; equal to
    /// `endIndex` for the final break) plus its scalar offset.
    public mutating func nextStringOpportunity() -> LineBreakStringOpportunity? {
        guard let found = nextRawBreak() else { return nil }
        return LineBreakStringOpportunity(
            index: Self.index(atUTF8Offset: found.byteOffset, in: text),
            scalarOffset: found.offset,
            kind: found.kind)
    }

    /// The next break as a UTF-8 offset plus scalar offset.
    private mutating func nextRawBreak() -> (byteOffset: Int, offset: Int, kind: LineBreakKind)? {
        var storage = text  // shares the buffer; `withUTF8` does not copy contiguous strings
        return storage.withUTF8 { bytes in
            cursor.nextBreak(in: LineBreakUTF8Text(bytes)).map { ($0.index, $0.offset, $0.kind) }
        }
    }

    /// The `String.Index` at a scalar-aligned UTF-8 offset (O(1) for native
    /// strings).
    @inline(__always)
    static func index(atUTF8Offset offset: Int, in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}
