/// Mirrored glyphs (UAX #9 L4): the `Bidi_Mirroring_Glyph` of a scalar,
/// from `BidiMirroring.txt`.
///
/// L4: "A character is depicted by a mirrored glyph if and only if (a) the
/// resolved directionality of that character is R, and (b) the
/// Bidi_Mirrored property value of that character is Yes." A resolved
/// level that is odd means R (`BidiParagraph.mirroredScalar(at:)` applies
/// both conditions). Some Bidi_Mirrored characters (U+2211 N-ARY SUMMATION)
/// have no mirroring character: their mirrored glyph can only come from the
/// font (OpenType's `rtlm` feature), which this table cannot supply.
///
/// HarfBuzz already mirrors when it shapes a buffer whose direction is
/// right to left (hb-ot-shape.cc, `hb_ot_rotate_chars`: for a backward
/// direction each character becomes its Unicode mirroring character when
/// the font has that glyph, and otherwise gets the `rtlm` feature); a caller
/// that shapes right-to-left runs with HarfBuzz must not substitute the
/// scalars as well.
public enum BidiMirroring {
    /// The `Bidi_Mirroring_Glyph` of `scalar` ("(" gives ")", "«" gives "»"),
    /// or nil when BidiMirroring.txt lists none.
    ///
    /// ```swift
    /// BidiMirroring.mirrored("(")  // ")"
    /// BidiMirroring.mirrored("a")  // nil
    /// ```
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard BidiTable.word(ofCodePoint: scalar.value) & BidiTable.mirroredFlag != 0,
            let index = BidiTable.mirroredScalars.sortedIndex(of: scalar.value)
        else { return nil }
        return Unicode.Scalar(BidiTable.mirroringGlyphs[index])
    }
}
