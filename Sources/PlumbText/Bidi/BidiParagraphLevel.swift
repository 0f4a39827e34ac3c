/// Matching isolates (UAX #9 BD9) and the paragraph level (P2, P3), which
/// FSI (X5c) also applies to the text it isolates.
extension BidiResolver {
    /// BD9: "The matching PDI for a given isolate initiator is the one
    /// determined by the following algorithm: ... increment a counter for
    /// every isolate initiator, decrement it for every PDI, ... stop at the
    /// first PDI, if any, for which the counter is decremented to zero", and
    /// never past the end of the paragraph. Fills `isolatePartners`, left
    /// empty when the text has no isolate formatting character.
    mutating func matchIsolates() {
        let count = classes.count
        var index = 0
        while index < count && !(classes[index].isIsolateInitiator || classes[index] == .pdi) { index += 1 }
        guard index < count else { return }
        isolatePartners = [Int32](repeating: -1, count: count)
        var open: [Int32] = []
        while index < count {
            switch classes[index] {
            case .lri, .rli, .fsi:
                open.append(Int32(index))
            case .pdi:
                if let initiator = open.popLast() {
                    isolatePartners[Int(initiator)] = Int32(index)
                    isolatePartners[index] = initiator
                }
            case .b:
                open.removeAll(keepingCapacity: true)
            default:
                break
            }
            index += 1
        }
    }

    /// The index of the PDI matching the isolate initiator or the initiator
    /// matching the PDI at `index` (BD9), or nil.
    @inline(__always)
    func isolatePartner(of index: Int) -> Int? {
        guard !isolatePartners.isEmpty else { return nil }
        let partner = isolatePartners[index]
        return partner >= 0 ? Int(partner) : nil
    }

    /// P2-P3 on `start..<end`: 0 when the first character of type L is met
    /// first, 1 for AL or R, nil when there is none. P2 skips "any characters
    /// between an isolate initiator and its matching PDI or, if it has no
    /// matching PDI, the end of the paragraph", and ignores embedding
    /// initiators (they are not strong); a paragraph separator ends the scan.
    func firstStrongLevel(from start: Int, to end: Int) -> UInt8? {
        var index = start
        while index < end {
            switch classes[index] {
            case .l:
                return 0
            case .r, .al:
                return 1
            case .lri, .rli, .fsi:
                guard let partner = isolatePartner(of: index) else { return nil }
                index = partner
            case .b:
                return nil
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
