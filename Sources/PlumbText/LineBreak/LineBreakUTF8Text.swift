/// A view of valid UTF-8 bytes as a collection of `LineBreakProperties`,
/// one element per Unicode scalar, indexed by byte offset.
///
/// This is the fast path for `String` input: it decodes the string's own
/// UTF-8 storage directly instead of going through
/// `String.UnicodeScalarView` (which validates every index).
///
/// - Precondition: `bytes` is well-formed UTF-8 (true for `String`'s
///   storage) and stays valid while the view is used.
struct LineBreakUTF8Text: Collection {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }

    @inline(__always)
    func index(after i: Int) -> Int {
        let lead = bytes[i]
        if lead < 0x80 { return i &+ 1 }
        if lead < 0xE0 { return i &+ 2 }
        if lead < 0xF0 { return i &+ 3 }
        return i &+ 4
    }

    @inline(__always)
    subscript(i: Int) -> LineBreakProperties {
        LineBreakTable.properties(ofCodePoint: scalarValue(at: i))
    }

    /// Decodes the scalar starting at byte offset `i`.
    @inline(__always)
    func scalarValue(at i: Int) -> UInt32 {
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return lead }
        let b1 = UInt32(bytes[i &+ 1]) & 0x3F
        if lead < 0xE0 { return (lead & 0x1F) &<< 6 | b1 }
        let b2 = UInt32(bytes[i &+ 2]) & 0x3F
        if lead < 0xF0 { return (lead & 0x0F) &<< 12 | b1 &<< 6 | b2 }
        let b3 = UInt32(bytes[i &+ 3]) & 0x3F
        return (lead & 0x07) &<< 18 | b1 &<< 12 | b2 &<< 6 | b3
    }
}
