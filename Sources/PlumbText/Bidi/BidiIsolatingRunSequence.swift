/// Isolating run sequences (UAX #9 BD13, X9, X10): the units the weak,
/// neutral and implicit rules work on.
///
/// X9 removes RLE, LRE, RLO, LRO, PDF and BN: they are left out of the
/// sequences (`indices` skips them), so the later rules never see them. X10
/// splits the rest into level runs (BD7) and chains a level run ending with
/// an isolate initiator to the one starting with its matching PDI.
struct BidiIsolatingRunSequence {
    /// The characters of the sequence, in logical order, as indices into
    /// the paragraph.
    var indices: [Int]
    /// The embedding level every character of the sequence has.
    var level: UInt8
    /// The start-of-sequence type, L or R (X10).
    var sos: BidiClass
    /// The end-of-sequence type, L or R (X10).
    var eos: BidiClass

    /// The embedding direction of the sequence, L for an even level, R for an
    /// odd one (BD3, used by N0 and N2).
    var embeddingDirection: BidiClass { level & 1 == 0 ? .l : .r }
}

extension BidiResolver {
    /// X10: every isolating run sequence of the paragraph, with its sos and
    /// eos, in the order of its first character.
    func isolatingRunSequences() -> [BidiIsolatingRunSequence] {
        // X9: the kept characters, then their level runs (BD7) as ranges of
        // `kept`.
        var kept: [Int] = []
        kept.reserveCapacity(classes.count)
        for index in classes.indices where !classes[index].isRemovedByX9 {
            kept.append(index)
        }
        var runs: [Range<Int>] = []
        var runStart = 0
        for position in kept.indices.dropFirst() where levels[kept[position]] != levels[kept[position - 1]] {
            runs.append(runStart..<position)
            runStart = position
        }
        if !kept.isEmpty { runs.append(runStart..<kept.count) }

        // BD13: a run that ends with an isolate initiator whose matching PDI
        // starts a later run continues with that run.
        var isContinuation = [Bool](repeating: false, count: runs.count)
        var sequences: [BidiIsolatingRunSequence] = []
        for first in runs.indices where !isContinuation[first] {
            var indices: [Int] = []
            var run = first
            while true {
                indices.append(contentsOf: kept[runs[run]])
                let last = kept[runs[run].upperBound - 1]
                guard classes[last].isIsolateInitiator, isolatePartners[last] >= 0,
                      let next = Self.run(startingAt: Int(isolatePartners[last]), in: runs, kept: kept)
                else { break }
                isContinuation[next] = true
                run = next
            }
            sequences.append(sequence(of: indices, startingRun: runs[first], endingRun: runs[run], kept: kept))
        }
        return sequences
    }

    /// The sequence over `indices`, with X10's sos and eos: "the higher of
    /// the two levels on either side of the boundary", the other side being
    /// the adjacent kept character, or the paragraph level at the
    /// paragraph's ends and after an isolate initiator that has no matching
    /// PDI.
    private func sequence(
        of indices: [Int], startingRun: Range<Int>, endingRun: Range<Int>, kept: [Int]
    ) -> BidiIsolatingRunSequence {
        let level = levels[indices[0]]
        let before = startingRun.lowerBound > 0 ? levels[kept[startingRun.lowerBound - 1]] : paragraphLevel
        let lastIndex = indices[indices.count - 1]
        let after: UInt8
        if classes[lastIndex].isIsolateInitiator || endingRun.upperBound == kept.count {
            after = paragraphLevel
        } else {
            after = levels[kept[endingRun.upperBound]]
        }
        return BidiIsolatingRunSequence(
            indices: indices, level: level,
            sos: max(before, level) & 1 == 0 ? .l : .r,
            eos: max(after, level) & 1 == 0 ? .l : .r)
    }

    /// The level run whose first character is `index`, by binary search.
    private static func run(startingAt index: Int, in runs: [Range<Int>], kept: [Int]) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if kept[runs[middle].lowerBound] < index { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && kept[runs[low].lowerBound] == index ? low : nil
    }
}
