/// `OS/2` — OS/2 and Windows metrics table (OpenType spec, "OS/2 — OS/2 and Windows Metrics Table").
///
/// Versions 0–5 are read; fields a version lacks are `nil`.
struct OS2Table: Sendable {
    static let tag: FontTag = "OS/2"

    var version: UInt16
    var weightClass: UInt16
    var widthClass: UInt16
    var fsSelection: UInt16
    var typoAscender: Int16
    var typoDescender: Int16
    var typoLineGap: Int16
    var winAscent: UInt16
    var winDescent: UInt16
    /// `yStrikeoutSize` and `yStrikeoutPosition` (offsets 26 and 28, every version): the
    /// strikethrough's thickness and the top of its stroke above the baseline.
    var strikeoutSize: Int16
    var strikeoutPosition: Int16
    /// `sxHeight` (version ≥ 2).
    var xHeight: Int16?
    /// `sCapHeight` (version ≥ 2).
    var capHeight: Int16?

    /// fsSelection bit 7: USE_TYPO_METRICS.
    var useTypoMetrics: Bool { fsSelection & 0x80 != 0 }

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        version = try r.u16()
        try r.skip(2)  // xAvgCharWidth
        weightClass = try r.u16()
        widthClass = try r.u16()
        guard let size = data.i16(at: 26), let position = data.i16(at: 28) else {
            throw FontError(.truncated, table: Self.tag)
        }
        strikeoutSize = size
        strikeoutPosition = position
        try r.seek(to: 62)
        fsSelection = try r.u16()
        try r.skip(4)  // usFirstCharIndex, usLastCharIndex
        typoAscender = try r.i16()
        typoDescender = try r.i16()
        typoLineGap = try r.i16()
        winAscent = try r.u16()
        winDescent = try r.u16()
        if version >= 2 {
            // Offset 86: sxHeight, 88: sCapHeight (after ulCodePageRange1/2 at 78).
            xHeight = data.i16(at: 86)
            capHeight = data.i16(at: 88)
            guard xHeight != nil, capHeight != nil else { throw FontError(.truncated, table: Self.tag) }
        } else {
            xHeight = nil
            capHeight = nil
        }
    }
}
