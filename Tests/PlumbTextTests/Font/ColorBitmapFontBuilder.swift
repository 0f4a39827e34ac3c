/// Builds `CBLC`/`CBDT` and `sbix` tables from typed values for the colour glyph tests.

extension TestFontBuilder {
    /// Glyph metrics of an embedded bitmap, strike pixels.
    struct BitmapMetrics {
        var height: Int, width: Int, bearingX: Int, bearingY: Int, advance: Int
    }

    /// The start of a PNG file: its signature and an `IHDR` chunk of `width` × `height`
    /// (enough for the font reader, which does not decode pictures).
    static func pngHeader(width: Int, height: Int, tail: [UInt8] = []) -> [UInt8] {
        var w = FontBytesWriter()
        w.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        w.u32(13); w.tag("IHDR"); w.u32(width); w.u32(height)
        w.append([8, 6, 0, 0, 0]); w.u32(0)  // 8-bit RGBA, CRC not checked
        w.append(tail)
        return w.bytes
    }

    static func smallMetrics(_ m: BitmapMetrics, into w: inout FontBytesWriter) {
        w.u8(m.height); w.u8(m.width); w.u8(m.bearingX); w.u8(m.bearingY); w.u8(m.advance)
    }

    static func bigMetrics(_ m: BitmapMetrics, into w: inout FontBytesWriter) {
        smallMetrics(m, into: &w)
        w.u8(0); w.u8(0); w.u8(0)  // vertical metrics
    }

    /// A `CBDT` glyph record of image format 17 (small metrics, length, PNG).
    static func record17(_ m: BitmapMetrics, _ png: [UInt8]) -> [UInt8] {
        var w = FontBytesWriter()
        smallMetrics(m, into: &w); w.u32(png.count); w.append(png)
        return w.bytes
    }

    /// Image format 18 (big metrics, length, PNG).
    static func record18(_ m: BitmapMetrics, _ png: [UInt8]) -> [UInt8] {
        var w = FontBytesWriter()
        bigMetrics(m, into: &w); w.u32(png.count); w.append(png)
        return w.bytes
    }

    /// Image format 19 (length, PNG; metrics in the index subtable).
    static func record19(_ png: [UInt8]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u32(png.count); w.append(png)
        return w.bytes
    }

    /// One `CBLC` index subtable and the glyph records it locates.
    enum IndexSubtable {
        /// Format 1 (32-bit offsets) from glyph `first`; `nil` records are missing glyphs.
        case format1(first: Int, imageFormat: Int, records: [[UInt8]?])
        /// Format 2: equal-sized records and one set of metrics.
        case format2(first: Int, imageFormat: Int, metrics: BitmapMetrics, records: [[UInt8]])
        /// Format 3 (16-bit offsets).
        case format3(first: Int, imageFormat: Int, records: [[UInt8]?])
        /// Format 4: sparse (glyph, record) pairs, sorted.
        case format4(imageFormat: Int, records: [(glyph: Int, record: [UInt8])])
        /// Format 5: a sorted glyph list of equal-sized records and one set of metrics.
        case format5(imageFormat: Int, metrics: BitmapMetrics, records: [(glyph: Int, record: [UInt8])])

        var range: (first: Int, last: Int) {
            switch self {
            case .format1(let first, _, let r), .format3(let first, _, let r): return (first, first + r.count - 1)
            case .format2(let first, _, _, let r): return (first, first + r.count - 1)
            case .format4(_, let r): return (r.first!.glyph, r.last!.glyph)
            case .format5(_, _, let r): return (r.first!.glyph, r.last!.glyph)
            }
        }
    }

    /// `CBLC` and `CBDT` for strikes of `(ppem, subtables)`.
    static func colorBitmapTables(_ strikes: [(ppem: Int, subtables: [IndexSubtable])]) -> (
        cblc: [UInt8], cbdt: [UInt8]
    ) {
        var cbdt = FontBytesWriter()
        cbdt.u16(3); cbdt.u16(0)
        var header = FontBytesWriter()
        header.u16(3); header.u16(0); header.u32(strikes.count)
        var arrays = FontBytesWriter()
        let arraysStart = 8 + 48 * strikes.count
        for strike in strikes {
            let arrayOffset = arraysStart + arrays.count
            var entries = FontBytesWriter(), bodies = FontBytesWriter()
            let entriesSize = 8 * strike.subtables.count
            for subtable in strike.subtables {
                let (first, last) = subtable.range
                entries.u16(first); entries.u16(last); entries.u32(entriesSize + bodies.count)
                let imageDataOffset = cbdt.count
                var body = FontBytesWriter()
                switch subtable {
                case .format1(_, let imageFormat, let records), .format3(_, let imageFormat, let records):
                    let wide: Bool
                    if case .format1 = subtable { wide = true } else { wide = false }
                    body.u16(wide ? 1 : 3); body.u16(imageFormat); body.u32(imageDataOffset)
                    var offset = 0
                    for record in records {
                        if wide { body.u32(offset) } else { body.u16(offset) }
                        if let record { cbdt.append(record); offset += record.count }
                    }
                    if wide { body.u32(offset) } else { body.u16(offset); body.u16(0) }  // end, pad
                case .format2(_, let imageFormat, let metrics, let records):
                    body.u16(2); body.u16(imageFormat); body.u32(imageDataOffset)
                    body.u32(records.first?.count ?? 0)
                    bigMetrics(metrics, into: &body)
                    for record in records { cbdt.append(record) }
                case .format4(let imageFormat, let records):
                    body.u16(4); body.u16(imageFormat); body.u32(imageDataOffset)
                    body.u32(records.count)
                    var offset = 0
                    for (glyph, record) in records {
                        body.u16(glyph); body.u16(offset)
                        cbdt.append(record); offset += record.count
                    }
                    body.u16(0); body.u16(offset)
                case .format5(let imageFormat, let metrics, let records):
                    body.u16(5); body.u16(imageFormat); body.u32(imageDataOffset)
                    body.u32(records.first?.record.count ?? 0)
                    bigMetrics(metrics, into: &body)
                    body.u32(records.count)
                    for (glyph, _) in records { body.u16(glyph) }
                    if records.count % 2 == 1 { body.u16(0) }
                    for (_, record) in records { cbdt.append(record) }
                }
                bodies.append(body.bytes)
            }
            let ranges = strike.subtables.map(\.range)
            header.u32(arrayOffset); header.u32(entriesSize + bodies.count); header.u32(strike.subtables.count);
            header.u32(0)
            for _ in 0..<2 {  // hori, vert SbitLineMetrics
                header.u8(strike.ppem * 8 / 10); header.u8(-(strike.ppem * 2 / 10)); header.u8(strike.ppem)
                for _ in 0..<9 { header.u8(0) }
            }
            header.u16(ranges.map(\.first).min() ?? 0); header.u16(ranges.map(\.last).max() ?? 0)
            header.u8(strike.ppem); header.u8(strike.ppem); header.u8(32); header.u8(1)
            arrays.append(entries.bytes)
            arrays.append(bodies.bytes)
        }
        return (header.bytes + arrays.bytes, cbdt.bytes)
    }

    /// One `sbix` glyph record.
    enum SbixGlyph {
        case none
        case picture(x: Int, y: Int, type: String, data: [UInt8])
        case dupe(of: Int)
    }

    /// An `sbix` table of strikes `(ppem, one record per glyph)`.
    static func sbix(_ strikes: [(ppem: Int, glyphs: [SbixGlyph])]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(1); w.u16(1); w.u32(strikes.count)
        var bodies: [[UInt8]] = []
        var offset = 8 + 4 * strikes.count
        for strike in strikes {
            var s = FontBytesWriter()
            s.u16(strike.ppem); s.u16(72)
            var records = FontBytesWriter()
            var offsets: [Int] = []
            let dataStart = 4 + 4 * (strike.glyphs.count + 1)
            for glyph in strike.glyphs {
                offsets.append(dataStart + records.count)
                switch glyph {
                case .none: break
                case .picture(let x, let y, let type, let data):
                    records.i16(x); records.i16(y); records.tag(type); records.append(data)
                case .dupe(let other):
                    records.i16(0); records.i16(0); records.tag("dupe"); records.u16(other)
                }
            }
            offsets.append(dataStart + records.count)
            for o in offsets { s.u32(o) }
            s.append(records.bytes)
            w.u32(offset)
            offset += s.count
            bodies.append(s.bytes)
        }
        for b in bodies { w.append(b) }
        return w.bytes
    }
}

extension TestFontBuilder {
    /// A `COLR` version 0 table: base glyphs (sorted) and their layers (glyph, palette index).
    static func colr(_ bases: [(glyph: Int, layers: [(glyph: Int, palette: Int)])]) -> [UInt8] {
        var w = FontBytesWriter()
        let layerCount = bases.reduce(0) { $0 + $1.layers.count }
        w.u16(0); w.u16(bases.count); w.u32(14); w.u32(14 + 6 * bases.count); w.u16(layerCount)
        var first = 0
        for base in bases {
            w.u16(base.glyph); w.u16(first); w.u16(base.layers.count)
            first += base.layers.count
        }
        for base in bases { for layer in base.layers { w.u16(layer.glyph); w.u16(layer.palette) } }
        return w.bytes
    }

    /// A `CPAL` version 0 table of palettes of (red, green, blue, alpha) entries.
    static func cpal(_ palettes: [[(Int, Int, Int, Int)]]) -> [UInt8] {
        var w = FontBytesWriter()
        let entries = palettes.first?.count ?? 0
        w.u16(0); w.u16(entries); w.u16(palettes.count); w.u16(entries * palettes.count)
        w.u32(12 + 2 * palettes.count)
        for i in palettes.indices { w.u16(i * entries) }
        for palette in palettes { for (r, g, b, a) in palette { w.u8(b); w.u8(g); w.u8(r); w.u8(a) } }
        return w.bytes
    }

    /// A square outline from (x, y), `size` units a side.
    static func square(_ x: Int, _ y: Int, _ size: Int) -> [UInt8] {
        simpleGlyph([[Pt(x, y), Pt(x, y + size), Pt(x + size, y + size), Pt(x + size, y)]])
    }

    /// A 5-glyph font (1000 units per em, 'A'... mapped to 1...) whose glyph 1 is a colour
    /// glyph of two layers: glyph 2 (a 0...800 square) in palette entry 0, glyph 3 (a
    /// 300...500 square) in the foreground colour.
    static func layeredColorFont(
        palettes: [[(Int, Int, Int, Int)]] = [[(255, 0, 0, 255)], [(0, 0, 255, 128)]],
        layers: [(glyph: Int, palette: Int)] = [(2, 0), (3, 0xFFFF)]
    ) -> [UInt8] {
        minimal(
            glyphCount: 5, advances: [1000, 1000, 1000, 1000, 1000],
            glyphs: [[], square(0, 0, 800), square(0, 0, 800), square(300, 300, 200), []],
            extra: [("COLR", colr([(1, layers)])), ("CPAL", cpal(palettes))])
    }
}
