/// Where a font draws underlines and strikethroughs, in font units (y up from the baseline).
///
/// From the OpenType spec: `post.underlinePosition` is "the suggested distance of the top of
/// the underline from the baseline (negative values indicate below baseline)",
/// `post.underlineThickness` "the suggested values for the underline thickness";
/// `OS/2.yStrikeoutPosition` is "the position of the top of the strikeout stroke relative
/// to the baseline", `OS/2.yStrikeoutSize` "the thickness of the strikeout stroke"
/// (learn.microsoft.com/typography/opentype/spec/post and .../os2). A font without `post`
/// gets an underline a twentieth of an em thick, a tenth of an em below the baseline; without
/// `OS/2`, a strikeout as thick at 0.3 em (open). Variable fonts' `MVAR` deltas for these
/// (`undo`, `unds`, `stro`, `strs`) are not applied.
public struct FontDecorationMetrics: Hashable, Sendable {
    /// The top of the underline from the baseline (negative: below it).
    public var underlinePosition: Int
    /// The underline's thickness.
    public var underlineThickness: Int
    /// The top of the strikeout from the baseline.
    public var strikeoutPosition: Int
    /// The strikeout's thickness.
    public var strikeoutThickness: Int

    /// Metrics of these values, in font units.
    public init(underlinePosition: Int, underlineThickness: Int, strikeoutPosition: Int, strikeoutThickness: Int) {
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = strikeoutThickness
    }
}

extension OpenTypeFont {
    /// The font's underline and strikeout metrics (`post`, `OS/2`).
    public var decorationMetrics: FontDecorationMetrics {
        let em = unitsPerEm
        var underlinePosition = -em / 10, underlineThickness = em / 20
        // `post`: version (Fixed, 4 bytes), italicAngle (Fixed), underlinePosition (FWORD at 8),
        // underlineThickness (FWORD at 10).
        if let post = tableData("post"), let position = post.i16(at: 8), let thickness = post.i16(at: 10), thickness > 0
        {
            underlinePosition = Int(position)
            underlineThickness = Int(thickness)
        }
        var strikeoutPosition = em * 3 / 10, strikeoutThickness = underlineThickness
        if let os2, os2.strikeoutSize > 0 {
            strikeoutPosition = Int(os2.strikeoutPosition)
            strikeoutThickness = Int(os2.strikeoutSize)
        }
        return FontDecorationMetrics(
            underlinePosition: underlinePosition, underlineThickness: underlineThickness,
            strikeoutPosition: strikeoutPosition, strikeoutThickness: strikeoutThickness)
    }
}
