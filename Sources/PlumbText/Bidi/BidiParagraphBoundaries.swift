/// Splitting text into paragraphs (UAX #9 rule P1), before each paragraph
/// is resolved on its own as a `BidiParagraph`.
extension BidiParagraph {
    /// The paragraphs of `scalars`, as ranges of scalar offsets.
    ///
    /// P1: "Split the text into separate paragraphs. A paragraph separator is
    /// kept with the previous paragraph. Within each paragraph, apply all the
    /// other rules of this algorithm." A paragraph separator is a scalar of
    /// class B (LF, CR, U+001C-U+001E, NEL, U+2029 PARAGRAPH SEPARATOR); CR LF
    /// is one separator, as in Unicode's newline guidelines (§5.8). U+2028
    /// LINE SEPARATOR is WS: it breaks a line, not a paragraph.
    ///
    /// Resolving each paragraph separately matters: in "א\n1" resolved as one
    /// paragraph, W7 would find the Hebrew letter before the digit.
    ///
    /// ```swift
    /// BidiParagraph.paragraphRanges(in: "ab\r\ncd\n".unicodeScalars)  // [0..<4, 4..<7]
    /// ```
    public static func paragraphRanges(in scalars: some Sequence<Unicode.Scalar>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var offset = 0
        var afterCarriageReturn = false
        for scalar in scalars {
            if afterCarriageReturn && scalar != "\n" {
                ranges.append(start..<offset)
                start = offset
            }
            afterCarriageReturn = false
            offset += 1
            if scalar == "\r" {
                afterCarriageReturn = true
            } else if BidiClass(scalar) == .b {
                ranges.append(start..<offset)
                start = offset
            }
        }
        if start < offset { ranges.append(start..<offset) }
        return ranges
    }
}
