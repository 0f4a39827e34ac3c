/// Paired brackets (UAX #9 BD14, BD15): the `Bidi_Paired_Bracket_Type` of a
/// scalar and the key that pairs an opening bracket with a closing one.
///
/// BD16 pairs an opening bracket with a closing bracket when the closing
/// bracket is the opening one's `Bidi_Paired_Bracket` "or its canonical
/// equivalent": U+2329/U+232A (ANGLE BRACKETs) pair with U+3008/U+3009 in any
/// mix. The generator folds that equivalence into one number per bracket
/// (`key`), so pairing is comparing two keys.
struct BidiPairedBracket: Equatable, Sendable {
    /// Bidi_Paired_Bracket_Type (BidiBrackets.txt field 2).
    enum Kind: UInt8, Sendable {
        case opening
        case closing
    }

    var kind: Kind
    /// Equal for an opening and a closing bracket that pair (BD16).
    var key: UInt32

    /// The paired-bracket properties of `scalar`, or nil when its
    /// Bidi_Paired_Bracket_Type is None.
    init?(_ scalar: Unicode.Scalar) {
        self.init(scalar, tableWord: BidiTable.word(ofCodePoint: scalar.value))
    }

    /// As `init(_:)`, with the scalar's `BidiTable` word already looked up.
    @inline(__always)
    init?(_ scalar: Unicode.Scalar, tableWord word: UInt8) {
        let kind: Kind
        if word & BidiTable.openingBracketFlag != 0 {
            kind = .opening
        } else if word & BidiTable.closingBracketFlag != 0 {
            kind = .closing
        } else {
            return nil
        }
        guard let index = BidiTable.bracketScalars.sortedIndex(of: scalar.value) else { return nil }
        self.kind = kind
        self.key = BidiTable.bracketKeys[index]
    }
}

extension Array where Element == UInt32 {
    /// The index of `value` in this ascending array, by binary search.
    func sortedIndex(of value: UInt32) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < count && self[low] == value ? low : nil
    }
}
