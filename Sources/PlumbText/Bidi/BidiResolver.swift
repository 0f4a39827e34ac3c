/// The paragraph resolver: runs the rules of UAX #9 (Unicode 15.0,
/// https://www.unicode.org/reports/tr9/tr9-46.html) in the order §3.3
/// gives them, from the characters' bidi classes to one embedding level per
/// character. `BidiParagraph` is its public face; the lines' rules (L1, L2)
/// live in `BidiLineLevels` and `BidiReordering`.
///
/// One step per file, each an extension named after its rules:
/// BD9 and P2-P3 (`BidiParagraphLevel`), X1-X8 (`BidiExplicitLevels`),
/// X9-X10 and BD13 (`BidiIsolatingRunSequence`), W1-W7 (`BidiWeakTypes`),
/// N0 with BD16 (`BidiBracketPairs`), N1-N2 (`BidiNeutralTypes`), I1-I2
/// (`BidiImplicitLevels`).
struct BidiResolver {
    /// The original Bidi_Class of each character (never changed: L1 and the
    /// NSM clause of N0 read the original classes).
    let classes: [BidiClass]
    /// The paired-bracket properties of each character (BD14, BD15), or an
    /// empty array when the text has no bracket at all.
    let brackets: [BidiPairedBracket?]
    /// The current type of each character, changed by X6 (overrides), W1-W7,
    /// N0-N2.
    var types: [BidiClass]
    /// The embedding level of each character.
    var levels: [UInt8]
    /// For an isolate initiator, the index of its matching PDI; for a PDI, the
    /// index of its matching initiator (BD9); -1 when unmatched or neither.
    /// Empty when the text has no isolate formatting character.
    var isolatePartners: [Int32]
    /// The paragraph embedding level (P2-P3, or given).
    var paragraphLevel: UInt8 = 0

    /// The deepest explicit embedding level, "max_depth" (BD2).
    static let maxDepth: UInt8 = 125

    init(classes: [BidiClass], brackets: [BidiPairedBracket?]) {
        precondition(brackets.isEmpty || brackets.count == classes.count)
        self.classes = classes
        self.brackets = brackets
        self.types = classes
        self.levels = [UInt8](repeating: 0, count: classes.count)
        self.isolatePartners = []
    }

    /// Resolves every character's level. `direction` is the paragraph's
    /// (P2-P3 when `.auto`).
    mutating func resolve(direction: BidiParagraph.Direction) {
        matchIsolates()  // BD9
        switch direction {  // P2, P3
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        case .auto: paragraphLevel = firstStrongLevel(from: 0, to: classes.count) ?? 0
        }
        resolveExplicitLevels()  // X1-X8
        for sequence in isolatingRunSequences() {  // X9, X10
            resolveWeakTypes(in: sequence)  // W1-W7
            if !brackets.isEmpty {
                resolvePairedBrackets(in: sequence)  // N0
            }
            resolveNeutralTypes(in: sequence)  // N1, N2
            resolveImplicitLevels(in: sequence)  // I1, I2
        }
        assignLevelsToRemovedCharacters()
    }

    /// Characters removed by X9 have no level in UAX #9. Each gets the level
    /// of the nearest kept character before it (after it at the start of the
    /// paragraph; the paragraph level when nothing is kept), so that in a
    /// line it sits inside the run of its neighbours and a joiner (ZWJ is BN)
    /// stays in the glyph run it joins. UAX #9 §5.2 ("Retaining BNs and
    /// Explicit Formatting Characters") allows giving them levels this way;
    /// the conformance files ignore these levels ("x").
    mutating func assignLevelsToRemovedCharacters() {
        let count = classes.count
        // Before the first kept character: the level of that character.
        var first = 0
        while first < count && classes[first].isRemovedByX9 { first += 1 }
        let leading = first < count ? levels[first] : paragraphLevel
        var index = 0
        while index < first {
            levels[index] = leading
            index += 1
        }
        // After it: the level of the previous kept character.
        var previous = leading
        while index < count {
            if classes[index].isRemovedByX9 {
                levels[index] = previous
            } else {
                previous = levels[index]
            }
            index += 1
        }
    }
}
