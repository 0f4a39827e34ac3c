/// Resolving neutral and isolate formatting types (UAX #9 §3.3.5, rules
/// N1-N2) in one isolating run sequence.
extension BidiResolver {
    mutating func resolveNeutralTypes(in sequence: BidiIsolatingRunSequence) {
        let indices = sequence.indices
        let count = indices.count
        let embedding = sequence.embeddingDirection
        var position = 0
        while position < count {
            guard types[indices[position]].isNeutralOrIsolate else {
                position += 1
                continue
            }
            var end = position
            while end < count && types[indices[end]].isNeutralOrIsolate { end += 1 }
            // N1: "A sequence of NIs takes the direction of the surrounding
            // strong text if the text on both sides has the same direction.
            // European and Arabic numbers act as if they were R in terms of
            // their influence on NIs. The start-of-sequence (sos) and
            // end-of-sequence (eos) types are used at isolating run sequence
            // boundaries." After W1-W7 every other type is L, R, EN or AN.
            let before = position > 0 ? Self.strongDirection(types[indices[position - 1]]) ?? embedding : sequence.sos
            let after = end < count ? Self.strongDirection(types[indices[end]]) ?? embedding : sequence.eos
            // N2: "Any remaining NIs take the embedding direction."
            let resolved = before == after ? before : embedding
            while position < end {
                types[indices[position]] = resolved
                position += 1
            }
        }
    }
}
