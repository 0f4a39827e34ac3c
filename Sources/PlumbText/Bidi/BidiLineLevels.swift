/// The levels of one line (UAX #9 rule L1): what changes once the paragraph
/// is broken into lines.
extension BidiParagraph {
    /// The levels of the scalars in `lineRange` after L1, one per scalar of
    /// the line.
    ///
    /// L1: "On each line, reset the embedding level of the following
    /// characters to the paragraph embedding level: 1. Segment separators,
    /// 2. Paragraph separators, 3. Any sequence of whitespace characters
    /// and/or isolate formatting characters preceding a segment separator or
    /// paragraph separator, and 4. Any sequence of whitespace characters
    /// and/or isolate formatting characters at the end of the line." The
    /// types are the original ones (an override does not make a space
    /// stay). Characters removed by X9 inside such a sequence are reset with
    /// it, as §5.2 says ("include ... BN together with whitespace characters
    /// in the sequences whose level gets reset").
    ///
    /// - Precondition: `lineRange` lies within `0..<count`.
    public func lineLevels(lineRange: Range<Int>) -> [UInt8] {
        precondition(lineRange.lowerBound >= 0 && lineRange.upperBound <= count, "line range out of the paragraph")
        let start = lineRange.lowerBound
        var result = [UInt8](repeating: baseLevel, count: lineRange.count)
        var resetting = true  // the end of the line
        var index = lineRange.upperBound
        while index > start {
            index -= 1
            switch classes[index] {
            case .s, .b:
                resetting = true
            case .ws, .lri, .rli, .fsi, .pdi, .rle, .lre, .rlo, .lro, .pdf, .bn:
                if !resetting { result[index - start] = levels[index] }
            default:
                resetting = false
                result[index - start] = levels[index]
            }
        }
        return result
    }
}
