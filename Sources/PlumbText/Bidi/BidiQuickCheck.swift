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
    /// The scan skips ASCII eight bytes at a time, and decodes and looks up
    /// only the scalars whose UTF-8 lead byte some scalar that needs the
    /// algorithm has (the generated `BidiTable.leadBytesToCheck`: 0xD6-0xDF,
    /// 0xE0, 0xE2, 0xEF, 0xF0 in Unicode 15.0), so Latin, Greek, Cyrillic and
    /// CJK text is never looked up.
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

    /// `needsResolution` on valid UTF-8.
    static func needsResolution(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        let leads = (
            BidiTable.leadBytesToCheck[0], BidiTable.leadBytesToCheck[1],
            BidiTable.leadBytesToCheck[2], BidiTable.leadBytesToCheck[3]
        )
        var index = 0
        while index < count {
            // `index` is always at the start of a scalar.
            let lead = base[index]
            if lead < 0x80 {
                // ASCII: eight bytes at a time while it lasts.
                index &+= 1
                while index &+ 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index &+= 8
                }
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let bits = lead < 0xC0 ? leads.2 : leads.3
            guard bits & (1 &<< UInt64(lead & 63)) != 0 else {
                index &+= length
                continue
            }
            // Decode the scalar. The text is valid UTF-8, so the sequence is
            // complete.
            let value: UInt32
            if lead < 0xE0 {
                value = UInt32(lead & 0x1F) << 6 | UInt32(base[index &+ 1] & 0x3F)
            } else if lead < 0xF0 {
                value =
                    UInt32(lead & 0x0F) << 12 | UInt32(base[index &+ 1] & 0x3F) << 6
                    | UInt32(base[index &+ 2] & 0x3F)
            } else {
                value =
                    UInt32(lead & 0x07) << 18 | UInt32(base[index &+ 1] & 0x3F) << 12
                    | UInt32(base[index &+ 2] & 0x3F) << 6 | UInt32(base[index &+ 3] & 0x3F)
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
