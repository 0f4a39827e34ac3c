/// `CBLC` — Color Bitmap Location (OpenType spec, "CBLC — Color Bitmap Location Table", whose
/// structures are those of "EBLC — Embedded Bitmap Location Table"): the strikes (one
/// `BitmapSize` record per pixel size) and, per strike, index subtables that say where each
/// glyph's picture lies in `CBDT`.
///
/// The header and the strike records are read when the table is loaded; index subtables are
/// read per glyph, each read bounds-checked, so a damaged subtable costs that glyph only. All
/// five index subtable formats are read: 1 (32-bit offsets), 2 (one size and one set of
/// metrics for a glyph range), 3 (16-bit offsets), 4 (sparse glyph and offset pairs), 5
/// (sparse glyph list, one size and metrics).
struct CblcTable: Sendable {
    static let tag: FontTag = "CBLC"

    /// One `BitmapSize` record (48 bytes).
    struct Strike: Sendable {
        /// The record's `indexSubTableArrayOffset`, from the start of `CBLC`.
        var arrayOffset: Int
        /// `numberOfIndexSubTables`.
        var subtableCount: Int
        var startGlyph: UInt16
        var endGlyph: UInt16
        var ppemX: Int
        var ppemY: Int
        var bitDepth: Int
    }

    /// Where one glyph's picture lies in `CBDT`, and its metrics when the index gives them.
    struct Location: Equatable, Sendable {
        /// `imageFormat` of the glyph's index subtable (17, 18, 19 for PNG).
        var imageFormat: Int
        /// From the start of `CBDT`.
        var offset: Int
        var length: Int
        /// The subtable's `bigMetrics` (index formats 2 and 5), which image format 19 uses.
        var metrics: BitmapGlyphMetrics?
    }

    let data: FontData
    let strikes: [Strike]

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        _ = try r.u16()  // minorVersion
        // CBLC is version 3.0; EBLC's 2.0 layout is the same and is read alike.
        guard major == 3 || major == 2 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        let count = Int(try r.u32())
        guard count <= r.remaining / 48 else { throw FontError(.truncated, table: Self.tag) }
        var strikes: [Strike] = []
        strikes.reserveCapacity(count)
        for _ in 0..<count {
            let arrayOffset = Int(try r.u32())
            _ = try r.u32()  // indexTablesSize
            let subtables = Int(try r.u32())
            _ = try r.u32()  // colorRef
            try r.skip(24)  // hori and vert SbitLineMetrics
            let start = try r.u16(), end = try r.u16()
            let ppemX = Int(try r.u8()), ppemY = Int(try r.u8()), bitDepth = Int(try r.u8())
            _ = try r.i8()  // flags
            strikes.append(
                Strike(
                    arrayOffset: arrayOffset, subtableCount: subtables, startGlyph: start, endGlyph: end,
                    ppemX: ppemX, ppemY: ppemY, bitDepth: bitDepth))
        }
        self.data = data
        self.strikes = strikes
    }

    /// Where `glyph`'s picture is in `strike`, or `nil` if the strike has none (the glyph is
    /// outside every index subtable, or its offsets give it no bytes: EBLC's "missing glyph").
    /// Throws if the records that should hold it are out of range or inconsistent.
    func location(of glyph: GlyphID, in strike: Strike) throws(FontError) -> Location? {
        guard strike.startGlyph <= glyph.rawValue, glyph.rawValue <= strike.endGlyph else { return nil }
        guard let array = data.slice(from: strike.arrayOffset), strike.subtableCount <= array.count / 8 else {
            throw FontError(.truncated, table: Self.tag)
        }
        for i in 0..<strike.subtableCount {
            var r = array.reader(at: 8 * i, table: Self.tag)
            let first = try r.u16(), last = try r.u16()
            let additionalOffset = Int(try r.u32())
            guard first <= glyph.rawValue, glyph.rawValue <= last else { continue }
            guard let subtable = array.slice(from: additionalOffset) else {
                throw FontError(.truncated, table: Self.tag)
            }
            return try Self.location(of: glyph, first: GlyphID(first), in: subtable)
        }
        return nil
    }

    /// The glyph's location in one index subtable whose range starts at `first` (and holds `glyph`).
    static func location(of glyph: GlyphID, first: GlyphID, in subtable: FontData) throws(FontError) -> Location? {
        var r = subtable.reader(table: tag)
        let indexFormat = try r.u16()
        let imageFormat = Int(try r.u16())
        let imageDataOffset = Int(try r.u32())
        let k = glyph.index - first.index
        func located(_ start: Int, _ end: Int, metrics: BitmapGlyphMetrics? = nil) throws(FontError) -> Location? {
            guard end >= start else {
                throw FontError.malformed("glyph \(glyph.rawValue)'s offsets decrease", table: tag)
            }
            if end == start { return nil }
            return Location(
                imageFormat: imageFormat, offset: imageDataOffset + start, length: end - start, metrics: metrics)
        }
        switch indexFormat {
        case 1:
            // uint32 sbitOffsets[lastGlyph - firstGlyph + 2], from imageDataOffset.
            try r.skip(4 * k)
            let start = Int(try r.u32()), end = Int(try r.u32())
            return try located(start, end)
        case 3:
            // uint16 sbitOffsets[lastGlyph - firstGlyph + 2].
            try r.skip(2 * k)
            let start = Int(try r.u16()), end = Int(try r.u16())
            return try located(start, end)
        case 2:
            // Every glyph of the range has imageSize bytes and the same bigMetrics.
            let size = Int(try r.u32())
            let metrics = try BitmapGlyphMetrics.big(&r)
            return try located(k * size, (k + 1) * size, metrics: metrics)
        case 4:
            // uint32 numGlyphs, then numGlyphs + 1 (glyphID, sbitOffset) pairs sorted by glyph.
            let count = Int(try r.u32())
            guard count < r.remaining / 4 else { throw FontError(.truncated, table: tag) }
            let base = r.offset
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                guard let id = subtable.u16(at: base + 4 * mid) else { throw FontError(.truncated, table: tag) }
                if id == glyph.rawValue {
                    guard let start = subtable.u16(at: base + 4 * mid + 2),
                        let end = subtable.u16(at: base + 4 * mid + 6)
                    else {
                        throw FontError(.truncated, table: tag)
                    }
                    return try located(Int(start), Int(end))
                }
                if id < glyph.rawValue { lo = mid + 1 } else { hi = mid }
            }
            return nil
        case 5:
            // One size and bigMetrics for every glyph of a sorted glyph list.
            let size = Int(try r.u32())
            let metrics = try BitmapGlyphMetrics.big(&r)
            let count = Int(try r.u32())
            guard count <= r.remaining / 2 else { throw FontError(.truncated, table: tag) }
            let base = r.offset
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                guard let id = subtable.u16(at: base + 2 * mid) else { throw FontError(.truncated, table: tag) }
                if id == glyph.rawValue { return try located(mid * size, (mid + 1) * size, metrics: metrics) }
                if id < glyph.rawValue { lo = mid + 1 } else { hi = mid }
            }
            return nil
        default:
            throw FontError(.unsupported("index subtable format \(indexFormat)"), table: tag)
        }
    }
}

/// `smallGlyphMetrics` (5 bytes) or `bigGlyphMetrics` (8 bytes, of which the horizontal
/// half is kept) of an embedded bitmap (OpenType spec, "EBDT": "Glyph metrics"), in pixels
/// of its strike.
struct BitmapGlyphMetrics: Equatable, Sendable {
    var height: Int
    var width: Int
    var bearingX: Int
    var bearingY: Int
    var advance: Int

    /// Reads `smallGlyphMetrics`: height, width (uint8), bearingX, bearingY (int8), advance (uint8).
    static func small(_ r: inout ByteReader) throws(FontError) -> BitmapGlyphMetrics {
        let height = Int(try r.u8()), width = Int(try r.u8())
        let bearingX = Int(try r.i8()), bearingY = Int(try r.i8())
        return BitmapGlyphMetrics(
            height: height, width: width, bearingX: bearingX, bearingY: bearingY, advance: Int(try r.u8()))
    }

    /// Reads `bigGlyphMetrics`: the small metrics' five horizontal fields, then vertBearingX,
    /// vertBearingY and vertAdvance (skipped: Plumb lays text out horizontally).
    static func big(_ r: inout ByteReader) throws(FontError) -> BitmapGlyphMetrics {
        let metrics = try small(&r)
        try r.skip(3)
        return metrics
    }
}
