/// The Unicode properties of one scalar that the UAX #14 line breaking
/// algorithm needs, packed into 16 bits.
///
/// Layout (shared with `Scripts/generate-linebreak-table.py`):
///
/// | bits | meaning                                              | used by   |
/// |------|------------------------------------------------------|-----------|
/// | 0–5  | raw `Line_Break` value (`LineBreakClass.rawValue`)   | all rules |
/// | 8    | `East_Asian_Width` is F, W or H                      | LB30      |
/// | 9    | `Extended_Pictographic`                              | LB30b     |
/// | 10   | `General_Category` is Cn (unassigned)                | LB30b     |
/// | 11   | `General_Category` is Mn or Mc                       | LB1 (SA)  |
/// | 12   | the scalar is U+25CC DOTTED CIRCLE                   | LB28a     |
public struct LineBreakProperties: Hashable, Sendable {
    /// The packed representation described above.
    public var rawValue: UInt16

    static let classMask: UInt16 = 0x3F
    static let eastAsianWideBit: UInt16 = 1 << 8
    static let extendedPictographicBit: UInt16 = 1 << 9
    static let unassignedBit: UInt16 = 1 << 10
    static let combiningMarkBit: UInt16 = 1 << 11
    static let dottedCircleBit: UInt16 = 1 << 12

    /// Creates properties from their packed representation.
    @inline(__always)
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Creates properties from individual values (mainly for tests and for
    /// callers that tailor the data).
    public init(
        lineBreakClass: LineBreakClass,
        isEastAsianWide: Bool = false,
        isExtendedPictographic: Bool = false,
        isUnassigned: Bool = false,
        isCombiningMark: Bool = false,
        isDottedCircle: Bool = false
    ) {
        var raw = UInt16(lineBreakClass.rawValue)
        if isEastAsianWide { raw |= Self.eastAsianWideBit }
        if isExtendedPictographic { raw |= Self.extendedPictographicBit }
        if isUnassigned { raw |= Self.unassignedBit }
        if isCombiningMark { raw |= Self.combiningMarkBit }
        if isDottedCircle { raw |= Self.dottedCircleBit }
        self.rawValue = raw
    }

    /// The raw `Line_Break` value from `LineBreak.txt` (before LB1).
    @inline(__always)
    public var lineBreakClass: LineBreakClass {
        let raw = UInt8(truncatingIfNeeded: rawValue & Self.classMask)
        // Hot path: the generated table only contains valid raw values, and
        // `LineBreakClass` is a plain `UInt8` enum whose cases are numbered
        // 0..<allCases.count in declaration order, so the tag *is* the raw
        // value. Values built through `init(rawValue:)` are checked here.
        // (`zwj` is the last case; the tests check that.)
        guard raw <= LineBreakClass.zwj.rawValue else { return .xx }
        return unsafeBitCast(raw, to: LineBreakClass.self)
    }

    /// `East_Asian_Width` is Fullwidth, Wide or Halfwidth (used by LB30).
    @inline(__always)
    public var isEastAsianWide: Bool { rawValue & Self.eastAsianWideBit != 0 }

    /// `Extended_Pictographic` (UTS #51; used by LB30b).
    @inline(__always)
    public var isExtendedPictographic: Bool { rawValue & Self.extendedPictographicBit != 0 }

    /// `General_Category` is Cn, i.e. the code point is unassigned.
    @inline(__always)
    public var isUnassigned: Bool { rawValue & Self.unassignedBit != 0 }

    /// `General_Category` is Mn or Mc (used by LB1 to resolve SA).
    @inline(__always)
    public var isCombiningMark: Bool { rawValue & Self.combiningMarkBit != 0 }

    /// The scalar is U+25CC DOTTED CIRCLE, which LB28a treats like an aksara.
    @inline(__always)
    public var isDottedCircle: Bool { rawValue & Self.dottedCircleBit != 0 }

    /// The class after UAX #14 **LB1** ("Assign a line breaking class to each
    /// code point of the input"), without tailoring:
    ///
    /// * AI, SG, XX → AL
    /// * SA → CM if General_Category is Mn or Mc, otherwise AL
    /// * CJ → NS
    ///
    /// All other classes are returned unchanged.
    @inline(__always)
    public var resolvedClass: LineBreakClass {
        let raw = lineBreakClass
        // Fast path (one predictable branch): most classes are unchanged.
        let resolvedByLB1: UInt64 =
            1 << LineBreakClass.ai.rawValue | 1 << LineBreakClass.sg.rawValue
            | 1 << LineBreakClass.xx.rawValue | 1 << LineBreakClass.sa.rawValue
            | 1 << LineBreakClass.cj.rawValue
        if (1 &<< UInt64(raw.rawValue)) & resolvedByLB1 == 0 { return raw }
        switch raw {
        case .ai, .sg, .xx: return .al
        case .sa: return isCombiningMark ? .cm : .al
        case .cj: return .ns
        default: return raw
        }
    }
}
