/// `sbix` — Standard Bitmap Graphics (OpenType spec, "sbix — Standard Bitmap Graphics
/// Table"; Apple's TrueType Reference Manual, "The 'sbix' table"): Apple Color Emoji's
/// pictures, one set per strike.
///
/// The header and strike offsets are read on load; a glyph's record is read on demand:
/// `originOffsetX`, `originOffsetY` (int16, strike pixels: the picture's left and bottom
/// edges from the glyph's origin), `graphicType`, then the picture. `png ` pictures are read;
/// `dupe` (the picture of another glyph, by ID) is followed once; `jpg `, `tiff`, `mask`
/// and Apple's private types are not read and throw `.unsupported` naming the type.
struct SbixTable: Sendable {
    static let tag: FontTag = "sbix"

    /// One strike: its pixels per em and where its glyph offsets start.
    struct Strike: Sendable {
        var ppem: Int
        /// From the start of `sbix`.
        var offset: Int
    }

    let data: FontData
    let strikes: [Strike]
    let numGlyphs: Int

    init(_ data: FontData, numGlyphs: Int) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let version = try r.u16()
        guard version == 1 else { throw FontError(.unsupported("version \(version)"), table: Self.tag) }
        _ = try r.u16()  // flags
        let count = Int(try r.u32())
        guard count <= r.remaining / 4 else { throw FontError(.truncated, table: Self.tag) }
        var strikes: [Strike] = []
        strikes.reserveCapacity(count)
        for _ in 0..<count {
            let offset = Int(try r.u32())
            guard let ppem = data.u16(at: offset) else { throw FontError(.truncated, table: Self.tag) }
            strikes.append(Strike(ppem: Int(ppem), offset: offset))
        }
        self.data = data
        self.strikes = strikes
        self.numGlyphs = numGlyphs
    }

    /// The PNG of `glyph` in `strike` and its origin offsets, `nil` if the strike has none
    /// for it (an empty record).
    func bitmap(of glyph: GlyphID, in strike: Strike, followingDupes: Int = 1) throws(FontError) -> (
        record: FontData, x: Int, y: Int
    )? {
        guard glyph.index < numGlyphs else { throw FontError(.glyphOutOfRange(glyph)) }
        // uint16 ppem, uint16 ppi, then Offset32 glyphDataOffsets[numGlyphs + 1] from the strike.
        let at = strike.offset + 4 + 4 * glyph.index
        guard let start = data.u32(at: at), let end = data.u32(at: at + 4) else {
            throw FontError(.truncated, table: Self.tag)
        }
        guard end >= start else {
            throw FontError.malformed("glyph \(glyph.rawValue)'s offsets decrease", table: Self.tag)
        }
        if end == start { return nil }
        guard let record = data.slice(at: strike.offset + Int(start), length: Int(end - start)), record.count >= 8,
            let x = record.i16(at: 0), let y = record.i16(at: 2), let type = record.tag(at: 4),
            let body = record.slice(from: 8)
        else { throw FontError(.truncated, table: Self.tag) }
        switch type {
        case "png ":
            return (body, Int(x), Int(y))
        case "dupe":
            guard let other = body.u16(at: 0) else { throw FontError(.truncated, table: Self.tag) }
            guard followingDupes > 0 else {
                throw FontError.malformed("glyph \(glyph.rawValue): a 'dupe' refers to another 'dupe'", table: Self.tag)
            }
            return try bitmap(of: GlyphID(other), in: strike, followingDupes: followingDupes - 1)
        default:
            throw FontError(.unsupported("glyph \(glyph.rawValue): graphic type '\(type)' is not PNG"), table: Self.tag)
        }
    }
}
