/// Font-wide vertical metrics in font units, from `hhea` (OpenType spec,
/// "hhea — Horizontal Header Table") and `OS/2` ("OS/2 — OS/2 and Windows
/// Metrics Table"). Descenders are negative (y up), except `winDescent`,
/// which is stored positive as in the table.
public struct FontMetrics: Equatable, Sendable {
    /// Font units per em (`head.unitsPerEm`).
    public var unitsPerEm: Int
    /// `hhea.ascender`.
    public var hheaAscender: Int
    /// `hhea.descender` (negative).
    public var hheaDescender: Int
    /// `hhea.lineGap`.
    public var hheaLineGap: Int
    /// `OS/2` fields; `nil` when the font has no `OS/2` table.
    public var typoAscender: Int?
    /// `OS/2.sTypoDescender` (negative).
    public var typoDescender: Int?
    /// `OS/2.sTypoLineGap`.
    public var typoLineGap: Int?
    /// `OS/2.usWinAscent`.
    public var winAscent: Int?
    /// `OS/2.usWinDescent` (positive).
    public var winDescent: Int?
    /// `OS/2.fsSelection` bit 7 (USE_TYPO_METRICS).
    public var useTypoMetrics: Bool
    /// `OS/2.sCapHeight` (version ≥ 2), else `nil`. See ``OpenTypeFont/capHeight``.
    public var capHeight: Int?
    /// `OS/2.sxHeight` (version ≥ 2), else `nil`. See ``OpenTypeFont/xHeight``.
    public var xHeight: Int?

    /// Line ascender, descender and gap as layout engines (HarfBuzz, Core Text)
    /// choose them: typo metrics when USE_TYPO_METRICS is set, else `hhea`;
    /// if `hhea` is all zero, typo metrics, then win metrics.
    public var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        if useTypoMetrics, let a = typoAscender, let d = typoDescender, let g = typoLineGap, a != 0 || d != 0 {
            return (a, d, g)
        }
        if hheaAscender != 0 || hheaDescender != 0 {
            return (hheaAscender, hheaDescender, hheaLineGap)
        }
        if let a = typoAscender, let d = typoDescender, let g = typoLineGap, a != 0 || d != 0 {
            return (a, d, g)
        }
        if let a = winAscent, let d = winDescent {
            return (a, -d, 0)
        }
        return (0, 0, 0)
    }

    /// The resolved ascender (see ``lineMetrics``).
    public var ascender: Int { lineMetrics.ascender }
    /// The resolved descender, negative below the baseline (see ``lineMetrics``).
    public var descender: Int { lineMetrics.descender }
    /// The resolved line gap (see ``lineMetrics``).
    public var lineGap: Int { lineMetrics.lineGap }
}
