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
    /// A level run (BD7) of the characters X9 keeps.
    private struct LevelRun {
        /// The first and one past the last kept character (removed ones may
        /// lie between).
        var start: Int
        var end: Int
        var level: UInt8
        /// The levels of the kept characters on either side, the paragraph
        /// level at the paragraph's ends (X10).
        var levelBefore: UInt8
        var levelAfter: UInt8
        /// Whether the run starts with a PDI that continues an earlier run's
        /// sequence (BD13).
        var isContinuation = false
    }

    /// X10: every isolating run sequence of the paragraph, with its sos and
    /// eos, in the order of its first character.
    func isolatingRunSequences() -> [BidiIsolatingRunSequence] {
        var runs = levelRuns()
        if runs.count == 1 {
            // No embedding or isolate split the paragraph: one sequence.
            return [sequence(of: keptIndices(in: runs[0]), first: runs[0], last: runs[0])]
        }
        var sequences: [BidiIsolatingRunSequence] = []
        sequences.reserveCapacity(runs.count)
        var first = 0
        while first < runs.count {
            defer { first += 1 }
            guard !runs[first].isContinuation else { continue }
            // BD13: a run that ends with an isolate initiator whose matching
            // PDI starts a later run continues with that run.
            var indices = keptIndices(in: runs[first])
            var run = first
            while classes[runs[run].end - 1].isIsolateInitiator,
                let pdi = isolatePartner(of: runs[run].end - 1),
                let next = Self.run(startingAt: pdi, in: runs)
            {
                runs[next].isContinuation = true
                indices.append(contentsOf: keptIndices(in: runs[next]))
                run = next
            }
            sequences.append(sequence(of: indices, first: runs[first], last: runs[run]))
        }
        return sequences
    }

    /// BD7 on the characters X9 keeps.
    private func levelRuns() -> [LevelRun] {
        var runs: [LevelRun] = []
        let count = classes.count
        var index = 0
        var previousLevel = paragraphLevel
        while index < count {
            if classes[index].isRemovedByX9 {
                index += 1
                continue
            }
            let level = levels[index]
            if runs.isEmpty || level != runs[runs.count - 1].level {
                if !runs.isEmpty { runs[runs.count - 1].levelAfter = level }
                runs.append(
                    LevelRun(
                        start: index, end: index + 1, level: level,
                        levelBefore: previousLevel, levelAfter: paragraphLevel))
            } else {
                runs[runs.count - 1].end = index + 1
            }
            previousLevel = level
            index += 1
        }
        return runs
    }

    /// The kept characters of a level run.
    private func keptIndices(in run: LevelRun) -> [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(run.end - run.start)
        var index = run.start
        while index < run.end {
            if !classes[index].isRemovedByX9 { indices.append(index) }
            index += 1
        }
        return indices
    }

    /// The sequence over `indices`, with X10's sos and eos: "the higher of
    /// the two levels on either side of the boundary", the other side being
    /// the adjacent kept character, or the paragraph level at the
    /// paragraph's ends and after an isolate initiator that has no matching
    /// PDI.
    private func sequence(of indices: [Int], first: LevelRun, last: LevelRun) -> BidiIsolatingRunSequence {
        let level = first.level
        let after = classes[last.end - 1].isIsolateInitiator ? paragraphLevel : last.levelAfter
        return BidiIsolatingRunSequence(
            indices: indices, level: level,
            sos: max(first.levelBefore, level) & 1 == 0 ? .l : .r,
            eos: max(after, level) & 1 == 0 ? .l : .r)
    }

    /// The level run whose first character is `index`, by binary search.
    private static func run(startingAt index: Int, in runs: [LevelRun]) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].start < index { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].start == index ? low : nil
    }
}
