/// Paired brackets (UAX #9 rule N0, with BD16 to find the pairs) in one
/// isolating run sequence: a pair of brackets takes the direction of the
/// text it encloses when that agrees with the embedding direction or with
/// the context before the opening bracket.
extension BidiResolver {
    /// BD16: "a stack with room for 63 elements".
    static let bracketStackCapacity = 63

    mutating func resolvePairedBrackets(in sequence: BidiIsolatingRunSequence) {
        let indices = sequence.indices
        let pairs = bracketPairs(in: indices)
        guard !pairs.isEmpty else { return }
        let embedding = sequence.embeddingDirection

        for pair in pairs {
            // N0 b-c: look for strong types inside the pair (EN and AN count
            // as R).
            var foundEmbedding = false
            var foundOpposite = false
            var position = pair.opening + 1
            while position < pair.closing && !foundEmbedding {
                if let direction = Self.strongDirection(types[indices[position]]) {
                    foundEmbedding = direction == embedding
                    foundOpposite = foundOpposite || direction != embedding
                }
                position += 1
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding  // N0 b
            } else if foundOpposite {
                // N0 c: the first strong type before the opening bracket
                // (sos when none) decides.
                var context = sequence.sos
                var before = pair.opening - 1
                while before >= 0 {
                    if let direction = Self.strongDirection(types[indices[before]]) {
                        context = direction
                        break
                    }
                    before -= 1
                }
                resolved = context == embedding ? embedding : context  // N0 c1, c2
            } else {
                continue  // N0 d
            }
            setBracket(at: pair.opening, to: resolved, in: indices)
            setBracket(at: pair.closing, to: resolved, in: indices)
        }
    }

    /// Sets a bracket's type and, as N0 requires, that of the characters
    /// right after it whose original class was NSM ("Any number of
    /// characters that had original bidirectional character type NSM prior
    /// to the application of W1 that immediately follow a paired bracket
    /// which changed to L or R under N0 should change to match the type of
    /// their paired bracket").
    private mutating func setBracket(at position: Int, to type: BidiClass, in indices: [Int]) {
        types[indices[position]] = type
        var next = position + 1
        while next < indices.count && classes[indices[next]] == .nsm {
            types[indices[next]] = type
            next += 1
        }
    }

    /// BD16: the bracket pairs of the sequence, as positions in `indices`,
    /// sorted by opening bracket. Only characters whose current type is ON
    /// are brackets (BD14, BD15: a bracket under an override is not one).
    private func bracketPairs(in indices: [Int]) -> [(opening: Int, closing: Int)] {
        var stack: [(key: UInt32, position: Int)] = []
        var pairs: [(opening: Int, closing: Int)] = []
        var position = -1
        while position + 1 < indices.count {
            position += 1
            let index = indices[position]
            guard let bracket = brackets[index], types[index] == .on else { continue }
            switch bracket.kind {
            case .opening:
                // "If an opening paired bracket is found and there is no room
                // in the stack, stop processing BD16 for the remainder of the
                // isolating run sequence."
                guard stack.count < Self.bracketStackCapacity else {
                    return Self.sorted(pairs)
                }
                stack.append((bracket.key, position))
            case .closing:
                // Compare with the stack from the top down; on a match, record
                // the pair and pop it with everything above it; otherwise the
                // closing bracket is ignored.
                if let match = stack.lastIndex(where: { $0.key == bracket.key }) {
                    pairs.append((stack[match].position, position))
                    stack.removeSubrange(match...)
                }
            }
        }
        return Self.sorted(pairs)
    }

    private static func sorted(_ pairs: [(opening: Int, closing: Int)]) -> [(opening: Int, closing: Int)] {
        pairs.sorted { $0.opening < $1.opening }
    }

    /// The strong direction a type counts as in N0 (and N1): L for L, R for
    /// R, EN and AN; nil for the rest.
    @inline(__always)
    static func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .l: .l
        case .r, .en, .an: .r
        default: nil
        }
    }
}
