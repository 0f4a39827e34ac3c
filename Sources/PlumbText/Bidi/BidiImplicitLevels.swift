/// Resolving implicit levels (UAX #9 §3.3.6, rules I1-I2) in one isolating
/// run sequence.
extension BidiResolver {
    mutating func resolveImplicitLevels(in sequence: BidiIsolatingRunSequence) {
        let indices = sequence.indices
        let level = sequence.level
        let isEven = level & 1 == 0
        var position = 0
        while position < indices.count {
            let index = indices[position]
            switch types[index] {
            case .r where isEven:
                levels[index] = level + 1  // I1
            case .an where isEven, .en where isEven:
                levels[index] = level + 2  // I1
            case .l where !isEven, .en where !isEven, .an where !isEven:
                levels[index] = level + 1  // I2
            default:
                levels[index] = level
            }
            position += 1
        }
    }
}
