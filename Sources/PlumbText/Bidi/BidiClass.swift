/// A Unicode `Bidi_Class` property value (UAX #9, Table 4 "Bidirectional
/// Character Types").
///
/// Cases are named after the abbreviations used by UAX #9 and
/// `DerivedBidiClass.txt`; the doc comment of each case gives the long
/// property value alias. The raw values are the indices stored by the
/// generated `BidiTable` (the order must match `CLASS_ORDER` in
/// `Scripts/generate-bidi-table.py`; the tests check it).
///
/// ```swift
/// BidiClass(Unicode.Scalar(0x05D0)!)  // .r (HEBREW LETTER ALEF)
/// BidiClass(Unicode.Scalar(0x0661)!)  // .an (ARABIC-INDIC DIGIT ONE)
/// ```
public enum BidiClass: UInt8, CaseIterable, Sendable {
    /// L — Left_To_Right (strong).
    case l
    /// R — Right_To_Left (strong).
    case r
    /// AL — Arabic_Letter (strong).
    case al
    /// EN — European_Number (weak).
    case en
    /// ES — European_Separator (weak).
    case es
    /// ET — European_Terminator (weak).
    case et
    /// AN — Arabic_Number (weak).
    case an
    /// CS — Common_Separator (weak).
    case cs
    /// NSM — Nonspacing_Mark (weak).
    case nsm
    /// BN — Boundary_Neutral (weak; removed by X9).
    case bn
    /// B — Paragraph_Separator (neutral).
    case b
    /// S — Segment_Separator (neutral, tab).
    case s
    /// WS — White_Space (neutral).
    case ws
    /// ON — Other_Neutral.
    case on
    /// LRE — Left_To_Right_Embedding (explicit).
    case lre
    /// LRO — Left_To_Right_Override (explicit).
    case lro
    /// RLE — Right_To_Left_Embedding (explicit).
    case rle
    /// RLO — Right_To_Left_Override (explicit).
    case rlo
    /// PDF — Pop_Directional_Format (explicit).
    case pdf
    /// LRI — Left_To_Right_Isolate (explicit).
    case lri
    /// RLI — Right_To_Left_Isolate (explicit).
    case rli
    /// FSI — First_Strong_Isolate (explicit).
    case fsi
    /// PDI — Pop_Directional_Isolate (explicit).
    case pdi

    /// The `Bidi_Class` of `scalar`, from the generated table (Unicode
    /// `BidiClass.unicodeVersion`), including the defaults of unassigned code
    /// points (R or AL in blocks reserved for right-to-left scripts, ET in
    /// Currency Symbols, BN for noncharacters and default ignorables).
    @inline(__always)
    public init(_ scalar: Unicode.Scalar) {
        self.init(tableWord: BidiTable.word(ofCodePoint: scalar.value))
    }

    /// The class stored in bits 0-4 of a `BidiTable` word.
    @inline(__always)
    init(tableWord word: UInt8) {
        // The generator only stores raw values 0..<23.
        self = BidiClass(rawValue: word & BidiTable.classMask) ?? .l
    }

    /// The Unicode version of the bidi data (`DerivedBidiClass.txt`,
    /// `BidiBrackets.txt`, `BidiMirroring.txt`).
    public static var unicodeVersion: String { BidiTable.unicodeVersion }

    /// The abbreviation used by UAX #9 and the UCD ("L", "NSM", "PDI", ...).
    public var abbreviation: String { BidiTable.generatorClassOrder[Int(rawValue)] }

    /// The class whose abbreviation is `abbreviation`, or nil.
    public init?(abbreviation: String) {
        guard let index = BidiTable.generatorClassOrder.firstIndex(of: abbreviation) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    /// L, R or AL: a strong type (UAX #9 §3.2, Table 4).
    @inline(__always)
    public var isStrong: Bool { self == .l || self == .r || self == .al }

    /// LRI, RLI or FSI: an isolate initiator (BD8).
    @inline(__always)
    public var isIsolateInitiator: Bool { self == .lri || self == .rli || self == .fsi }

    /// LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI or PDI: an explicit
    /// directional formatting character (UAX #9 §2).
    @inline(__always)
    var isExplicitFormatting: Bool { rawValue >= BidiClass.lre.rawValue }

    /// RLE, LRE, RLO, LRO, PDF or BN: a character rule X9 removes. Such
    /// characters get no level of their own in UAX #9 (an "x" in the
    /// conformance files); `BidiParagraph` gives them the level of a
    /// neighbour so that they stay inside the run they sit in.
    @inline(__always)
    public var isRemovedByX9: Bool {
        switch self {
        case .rle, .lre, .rlo, .lro, .pdf, .bn: true
        default: false
        }
    }

    /// B, S, WS, ON, LRI, RLI, FSI or PDI: a neutral or isolate formatting
    /// character, "NI" in rules N1 and N2.
    @inline(__always)
    var isNeutralOrIsolate: Bool {
        switch self {
        case .b, .s, .ws, .on, .lri, .rli, .fsi, .pdi: true
        default: false
        }
    }
}
