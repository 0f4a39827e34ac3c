/// A Unicode `Line_Break` property value (UAX #14, Table 1).
///
/// Cases are named after the two- or three-letter abbreviations used by
/// UAX #14 and `LineBreak.txt`; the doc comment of each case gives the long
/// property value alias.
///
/// The raw values are the indices used by the generated `LineBreakTable`
/// (the order must match `CLASS_ORDER` in
/// `Scripts/generate-linebreak-table.py`).
///
/// `ak`, `ap`, `as`, `vf` and `vi` were introduced in Unicode 15.1 for
/// LB28a; no code point has them in the Unicode 15.0 data this package is
/// generated from, but the algorithm already handles them.
public enum LineBreakClass: UInt8, CaseIterable, Sendable {
    /// AI — Ambiguous (alphabetic or ideographic). Resolved to AL by LB1.
    case ai
    /// AK — Aksara (Unicode 15.1+).
    case ak
    /// AL — Alphabetic.
    case al
    /// AP — Aksara_Prebase (Unicode 15.1+).
    case ap
    /// AS — Aksara_Start (Unicode 15.1+).
    case `as`
    /// B2 — Break_Both ("—" em dash).
    case b2
    /// BA — Break_After.
    case ba
    /// BB — Break_Before.
    case bb
    /// BK — Mandatory_Break.
    case bk
    /// CB — Contingent_Break.
    case cb
    /// CJ — Conditional_Japanese_Starter. Resolved to NS by LB1.
    case cj
    /// CL — Close_Punctuation.
    case cl
    /// CM — Combining_Mark.
    case cm
    /// CP — Close_Parenthesis.
    case cp
    /// CR — Carriage_Return.
    case cr
    /// EB — E_Base (emoji modifier base).
    case eb
    /// EM — E_Modifier (emoji skin-tone modifier).
    case em
    /// EX — Exclamation / Interrogation.
    case ex
    /// GL — Glue (non-breaking).
    case gl
    /// H2 — Hangul LV syllable.
    case h2
    /// H3 — Hangul LVT syllable.
    case h3
    /// HL — Hebrew_Letter.
    case hl
    /// HY — Hyphen (U+002D HYPHEN-MINUS).
    case hy
    /// ID — Ideographic.
    case id
    /// IN — Inseparable.
    case `in`
    /// IS — Infix_Numeric (infix numeric separator).
    case `is`
    /// JL — Hangul L jamo.
    case jl
    /// JT — Hangul T jamo.
    case jt
    /// JV — Hangul V jamo.
    case jv
    /// LF — Line_Feed.
    case lf
    /// NL — Next_Line (U+0085).
    case nl
    /// NS — Nonstarter.
    case ns
    /// NU — Numeric.
    case nu
    /// OP — Open_Punctuation.
    case op
    /// PO — Postfix_Numeric.
    case po
    /// PR — Prefix_Numeric.
    case pr
    /// QU — Quotation.
    case qu
    /// RI — Regional_Indicator.
    case ri
    /// SA — Complex_Context (South East Asian). Resolved to CM or AL by LB1.
    case sa
    /// SG — Surrogate. Resolved to AL by LB1.
    case sg
    /// SP — Space.
    case sp
    /// SY — Break_Symbols (e.g. "/").
    case sy
    /// VF — Virama_Final (Unicode 15.1+).
    case vf
    /// VI — Virama (Unicode 15.1+).
    case vi
    /// WJ — Word_Joiner.
    case wj
    /// XX — Unknown. Resolved to AL by LB1.
    case xx
    /// ZW — ZWSpace (U+200B ZERO WIDTH SPACE).
    case zw
    /// ZWJ — Zero Width Joiner (U+200D).
    case zwj

    /// The abbreviation used by UAX #14 and `LineBreak.txt`, e.g. `"AL"`.
    public var abbreviation: String {
        switch self {
        case .ai: "AI"
        case .ak: "AK"
        case .al: "AL"
        case .ap: "AP"
        case .as: "AS"
        case .b2: "B2"
        case .ba: "BA"
        case .bb: "BB"
        case .bk: "BK"
        case .cb: "CB"
        case .cj: "CJ"
        case .cl: "CL"
        case .cm: "CM"
        case .cp: "CP"
        case .cr: "CR"
        case .eb: "EB"
        case .em: "EM"
        case .ex: "EX"
        case .gl: "GL"
        case .h2: "H2"
        case .h3: "H3"
        case .hl: "HL"
        case .hy: "HY"
        case .id: "ID"
        case .in: "IN"
        case .is: "IS"
        case .jl: "JL"
        case .jt: "JT"
        case .jv: "JV"
        case .lf: "LF"
        case .nl: "NL"
        case .ns: "NS"
        case .nu: "NU"
        case .op: "OP"
        case .po: "PO"
        case .pr: "PR"
        case .qu: "QU"
        case .ri: "RI"
        case .sa: "SA"
        case .sg: "SG"
        case .sp: "SP"
        case .sy: "SY"
        case .vf: "VF"
        case .vi: "VI"
        case .wj: "WJ"
        case .xx: "XX"
        case .zw: "ZW"
        case .zwj: "ZWJ"
        }
    }

    /// Creates a class from its UAX #14 abbreviation (e.g. `"AL"`), or
    /// returns `nil` if the abbreviation is unknown.
    public init?(abbreviation: String) {
        guard let match = Self.allCases.first(where: { $0.abbreviation == abbreviation }) else {
            return nil
        }
        self = match
    }
}
