/// The fast check that lets callers skip the bidirectional algorithm for
/// text that cannot need it (most Latin, CJK and Indic text).
extension BidiParagraph {
    /// Whether `text` has a character of class R, AL or AN, or an explicit
    /// formatting character (LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI).
    ///
    /// When it has none, a paragraph of it with direction `.leftToRight` or
    /// `.auto` resolves every scalar to level 0 and its visual order is its
    /// logical order, so the caller can skip `BidiParagraph` entirely: with
    /// no explicit character every level starts at 0 (X1-X6); with no R or
    /// AL the only strong type is L and sos is L, so W7 makes every EN L,
    /// N1 makes every neutral L, and I1 raises nothing. (A `.rightToLeft`
    /// paragraph always needs the algorithm.)
    ///
    /// No scalar below U+0580 has one of these classes, and every scalar
    /// from U+0580 is encoded in UTF-8 with a lead byte of 0xD6 or more, so
    /// the scan only decodes and looks up the scalars from that lead byte
    /// on, and skips ASCII eight bytes at a time.
    ///
    /// ```swift
    /// BidiParagraph.needsResolution("Hello, world")       // false
    /// BidiParagraph.needsResolution("Hello \u{05D0}")     // true (HEBREW LETTER ALEF)
    /// ```
    ///
    /// - Complexity: O(n) in the UTF-8 length, without allocating.
    public static func needsResolution(_ text: some StringProtocol) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ needsResolution(utf8: $0) }) {
            return answer
        }
        var copy = String(text)
        return copy.withUTF8 { needsResolution(utf8: $0) }
    }

    /// The lowest lead byte of a scalar that may need the algorithm: U+0580
    /// is 0xD6 0x80 in UTF-8.
    static let firstLeadByteToCheck: UInt8 = 0xD6

    /// `needsResolution` on valid UTF-8.
    static func needsResolution(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time.
            if index &+ 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index &+= 8
                    continue
                }
            }
            let lead = base[index]
            guard lead >= firstLeadByteToCheck else {
                index &+= 1
                continue
            }
            // A lead byte of a multi-byte sequence (continuation bytes are
            // 0x80-0xBF): decode the scalar. The text is valid UTF-8, so the
            // sequence is complete.
            let value: UInt32
            let length: Int
            if lead < 0xE0 {
                value = UInt32(lead & 0x1F) << 6 | UInt32(base[index &+ 1] & 0x3F)
                length = 2
            } else if lead < 0xF0 {
                value = UInt32(lead & 0x0F) << 12 | UInt32(base[index &+ 1] & 0x3F) << 6
                    | UInt32(base[index &+ 2] & 0x3F)
                length = 3
            } else {
                value = UInt32(lead & 0x07) << 18 | UInt32(base[index &+ 1] & 0x3F) << 12
                    | UInt32(base[index &+ 2] & 0x3F) << 6 | UInt32(base[index &+ 3] & 0x3F)
                length = 4
            }
            if BidiClass(tableWord: BidiTable.word(ofCodePoint: value)).needsResolution { return true }
            index &+= length
        }
        return false
    }
}

extension BidiClass {
    /// R, AL, AN or an explicit formatting character: a class that makes
    /// `BidiParagraph.needsResolution(_:)` true.
    var needsResolution: Bool {
        switch self {
        case .r, .al, .an, .lre, .rle, .lro, .rlo, .pdf, .lri, .rli, .fsi, .pdi: true
        default: false
        }
    }
}
