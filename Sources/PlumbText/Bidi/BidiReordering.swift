/// Reordering one line (UAX #9 rule L2): from the levels of a line to its
/// runs and scalars in visual order.
extension BidiParagraph {
    /// The directional runs of the line `lineRange`, in visual order from
    /// left to right, after L1 and L2. Every scalar of the line is in exactly
    /// one run, including those X9 removes (a ZWJ stays in the run of the
    /// scalars it joins).
    ///
    /// L2: "From the highest level found in the text to the lowest odd level
    /// on each line, including intermediate levels not actually present in
    /// the text, reverse any contiguous sequence of characters that are at
    /// that level or higher." Reversing whole runs that way, and the scalars
    /// of the runs at odd levels once more, gives the same order.
    ///
    /// ```swift
    /// // "abc ABC" with ABC Hebrew, left-to-right paragraph:
    /// paragraph.runs(lineRange: 0..<7)
    /// // [BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1)]
    /// ```
    ///
    /// - Precondition: `lineRange` lies within `0..<count`.
    public func runs(lineRange: Range<Int>) -> [BidiRun] {
        let lineLevels = lineLevels(lineRange: lineRange)
        let start = lineRange.lowerBound
        var runs: [BidiRun] = []
        var lowest = UInt8.max
        var highest: UInt8 = 0
        var runStart = 0
        var position = 0
        while position < lineLevels.count {
            let level = lineLevels[position]
            lowest = min(lowest, level)
            highest = max(highest, level)
            if position > 0 && level != lineLevels[position - 1] {
                runs.append(BidiRun(range: start + runStart..<start + position, level: lineLevels[runStart]))
                runStart = position
            }
            position += 1
        }
        if !lineLevels.isEmpty {
            runs.append(BidiRun(range: start + runStart..<lineRange.upperBound, level: lineLevels[runStart]))
        }
        guard runs.count > 1 else { return runs }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < runs.count {
                guard runs[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < runs.count && runs[end].level >= level { end += 1 }
                // Reverse runs[index..<end].
                var low = index
                var high = end - 1
                while low < high {
                    runs.swapAt(low, high)
                    low += 1
                    high -= 1
                }
                index = end
            }
            level -= 1
        }
        return runs
    }

    /// The scalars of the line `lineRange` in visual order, from left to
    /// right, as offsets in the paragraph (L1, L2), without the characters
    /// X9 removes (the "x" of the conformance files).
    ///
    /// ```swift
    /// // "abc ABC" with ABC Hebrew, left-to-right paragraph:
    /// paragraph.visualOrder(lineRange: 0..<7)  // [0, 1, 2, 3, 6, 5, 4]
    /// ```
    ///
    /// - Precondition: `lineRange` lies within `0..<count`.
    public func visualOrder(lineRange: Range<Int>) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(lineRange.count)
        let runs = runs(lineRange: lineRange)
        var position = 0
        while position < runs.count {
            let range = runs[position].range
            if runs[position].isRightToLeft {
                var index = range.upperBound
                while index > range.lowerBound {
                    index -= 1
                    if !classes[index].isRemovedByX9 { order.append(index) }
                }
            } else {
                var index = range.lowerBound
                while index < range.upperBound {
                    if !classes[index].isRemovedByX9 { order.append(index) }
                    index += 1
                }
            }
            position += 1
        }
        return order
    }
}
