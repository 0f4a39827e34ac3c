/// Builds small fonts from typed values for edge-case tests.

/// Big-endian byte writer.
struct FontBytesWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ v: Int) { bytes.append(UInt8(truncatingIfNeeded: v)) }
    mutating func u16(_ v: Int) {
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v))
    }
    mutating func i16(_ v: Int) { u16(v & 0xFFFF) }
    mutating func u32(_ v: Int) {
        u16((v >> 16) & 0xFFFF)
        u16(v & 0xFFFF)
    }
    mutating func tag(_ s: String) {
        let utf8 = Array(s.utf8)
        for i in 0..<4 { bytes.append(i < utf8.count ? utf8[i] : 0x20) }
    }
    mutating func f2dot14(_ v: Double) { i16(Int((v * 16384).rounded())) }
    mutating func fixed(_ v: Double) { u32(Int((v * 65536).rounded()) & 0xFFFF_FFFF) }
    mutating func append(_ b: [UInt8]) { bytes.append(contentsOf: b) }
    mutating func pad4() { while bytes.count % 4 != 0 { bytes.append(0) } }
    var count: Int { bytes.count }
}

enum TestFontBuilder {
    typealias Table = (tag: String, data: [UInt8])

    // MARK: Container

    /// An sfnt with `tables` (sorted by tag, 4-byte aligned), table offsets relative to `baseOffset`.
    static func sfnt(_ tables: [Table], baseOffset: Int = 0) -> [UInt8] {
        let sorted = tables.sorted { $0.tag < $1.tag }
        var w = FontBytesWriter()
        w.u32(0x0001_0000)
        w.u16(sorted.count)
        w.u16(0); w.u16(0); w.u16(0)  // searchRange etc. (not used by readers)
        let offset = 12 + 16 * sorted.count
        var body = FontBytesWriter()
        for t in sorted {
            w.tag(t.tag)
            w.u32(0)  // checksum
            w.u32(baseOffset + offset + body.count)
            w.u32(t.data.count)
            body.append(t.data)
            body.pad4()
        }
        w.append(body.bytes)
        return w.bytes
    }

    /// A `ttcf` collection of several faces.
    static func collection(_ faces: [[Table]]) -> [UInt8] {
        var header = FontBytesWriter()
        header.tag("ttcf")
        header.u16(1); header.u16(0)
        header.u32(faces.count)
        let headerSize = 12 + 4 * faces.count
        var bodies: [[UInt8]] = []
        var offset = headerSize
        for face in faces {
            header.u32(offset)
            let body = sfnt(face, baseOffset: offset)
            bodies.append(body)
            offset += body.count
        }
        return header.bytes + bodies.flatMap { $0 }
    }

    // MARK: Required tables

    static func head(unitsPerEm: Int = 1000, longLoca: Bool = false) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(1); w.u16(0)
        w.fixed(1)
        w.u32(0); w.u32(0x5F0F_3CF5)
        w.u16(0)  // flags
        w.u16(unitsPerEm)
        for _ in 0..<4 { w.u32(0) }  // created, modified
        w.i16(0); w.i16(-200); w.i16(1000); w.i16(800)  // bbox
        w.u16(0); w.u16(8); w.i16(2)
        w.i16(longLoca ? 1 : 0)
        w.i16(0)
        return w.bytes
    }

    static func hhea(ascender: Int = 800, descender: Int = -200, lineGap: Int = 90, numberOfHMetrics: Int) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(1); w.u16(0)
        w.i16(ascender); w.i16(descender); w.i16(lineGap)
        w.u16(1000)
        w.i16(0); w.i16(0); w.i16(1000)
        w.i16(1); w.i16(0); w.i16(0)
        for _ in 0..<4 { w.i16(0) }
        w.i16(0)
        w.u16(numberOfHMetrics)
        return w.bytes
    }

    static func maxp(numGlyphs: Int) -> [UInt8] {
        var w = FontBytesWriter()
        w.u32(0x0000_5000)
        w.u16(numGlyphs)
        return w.bytes
    }

    static func hmtx(_ metrics: [(advance: Int, lsb: Int)], extraBearings: [Int] = []) -> [UInt8] {
        var w = FontBytesWriter()
        for m in metrics { w.u16(m.advance); w.i16(m.lsb) }
        for b in extraBearings { w.i16(b) }
        return w.bytes
    }

    static func os2(
        version: Int = 4, typo: (Int, Int, Int) = (750, -250, 100), win: (Int, Int) = (900, 300),
        useTypoMetrics: Bool = true, xHeight: Int = 500, capHeight: Int = 700
    ) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(version)
        w.i16(500); w.u16(400); w.u16(5); w.u16(0)
        for _ in 0..<11 { w.i16(0) }  // subscript … sFamilyClass
        w.append([UInt8](repeating: 0, count: 10))  // panose
        for _ in 0..<4 { w.u32(0) }
        w.tag("TEST")
        w.u16(useTypoMetrics ? 0x80 : 0)
        w.u16(0x20); w.u16(0xFFFF)
        w.i16(typo.0); w.i16(typo.1); w.i16(typo.2)
        w.u16(win.0); w.u16(win.1)
        if version >= 1 { w.u32(1); w.u32(0) }
        if version >= 2 { w.i16(xHeight); w.i16(capHeight); w.u16(0); w.u16(32); w.u16(2) }
        return w.bytes
    }

    // MARK: cmap

    enum Segment {
        /// Glyph = code + delta (mod 65536).
        case delta(start: Int, end: Int, delta: Int)
        /// Explicit glyph per code via idRangeOffset (0 = missing).
        case glyphs(start: Int, glyphs: [Int], delta: Int = 0)
    }

    static func cmapFormat4(_ segments: [Segment]) -> [UInt8] {
        var segs: [(start: Int, end: Int, delta: Int, glyphs: [Int]?)] = segments.map {
            switch $0 {
            case .delta(let s, let e, let d): return (s, e, d, nil)
            case .glyphs(let s, let g, let d): return (s, s + g.count - 1, d, g)
            }
        }
        segs.append((0xFFFF, 0xFFFF, 1, nil))
        let segCount = segs.count
        var glyphArray: [Int] = []
        var rangeOffsets: [Int] = []
        for (i, s) in segs.enumerated() {
            if let g = s.glyphs {
                rangeOffsets.append(2 * (segCount - i) + 2 * glyphArray.count)
                glyphArray.append(contentsOf: g)
            } else {
                rangeOffsets.append(0)
            }
        }
        var w = FontBytesWriter()
        w.u16(4)
        w.u16(16 + 8 * segCount + 2 * glyphArray.count)
        w.u16(0)
        w.u16(2 * segCount)
        w.u16(0); w.u16(0); w.u16(0)
        for s in segs { w.u16(s.end) }
        w.u16(0)
        for s in segs { w.u16(s.start) }
        for s in segs { w.u16(s.delta & 0xFFFF) }
        for r in rangeOffsets { w.u16(r) }
        for g in glyphArray { w.u16(g) }
        return w.bytes
    }

    static func cmapFormat12(_ groups: [(start: Int, end: Int, glyph: Int)]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(12); w.u16(0)
        w.u32(16 + 12 * groups.count)
        w.u32(0)
        w.u32(groups.count)
        for g in groups { w.u32(g.start); w.u32(g.end); w.u32(g.glyph) }
        return w.bytes
    }

    static func cmap(_ subtables: [(platform: Int, encoding: Int, data: [UInt8])]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(0)
        w.u16(subtables.count)
        var offset = 4 + 8 * subtables.count
        for s in subtables {
            w.u16(s.platform); w.u16(s.encoding); w.u32(offset)
            offset += s.data.count
        }
        for s in subtables { w.append(s.data) }
        return w.bytes
    }

    // MARK: glyf

    struct Pt {
        var x: Int, y: Int, on: Bool = true
        init(_ x: Int, _ y: Int, on: Bool = true) { self.x = x; self.y = y; self.on = on }
    }

    /// A simple glyph with all coordinates as int16 words (no flag compression).
    static func simpleGlyph(_ contours: [[Pt]]) -> [UInt8] {
        let points = contours.flatMap { $0 }
        var w = FontBytesWriter()
        w.i16(contours.count)
        w.i16(points.map(\.x).min() ?? 0); w.i16(points.map(\.y).min() ?? 0)
        w.i16(points.map(\.x).max() ?? 0); w.i16(points.map(\.y).max() ?? 0)
        var end = -1
        for c in contours { end += c.count; w.u16(end) }
        w.u16(0)  // no instructions
        for p in points { w.u8(p.on ? 1 : 0) }
        var last = 0
        for p in points { w.i16(p.x - last); last = p.x }
        last = 0
        for p in points { w.i16(p.y - last); last = p.y }
        return w.bytes
    }

    struct ComponentSpec {
        var glyph: Int
        var dx = 0, dy = 0
        /// Point matching instead of offsets: (parent point, child point).
        var match: (Int, Int)?
        var scale: Double?
        var xyScale: (Double, Double)?
        var twoByTwo: (Double, Double, Double, Double)?
        var scaledOffset = false
    }

    static func compositeGlyph(_ components: [ComponentSpec]) -> [UInt8] {
        var w = FontBytesWriter()
        w.i16(-1)
        w.i16(0); w.i16(0); w.i16(0); w.i16(0)
        for (i, c) in components.enumerated() {
            var flags = 0x0001  // ARG_1_AND_2_ARE_WORDS
            if c.match == nil { flags |= 0x0002 }
            if c.scale != nil { flags |= 0x0008 }
            if c.xyScale != nil { flags |= 0x0040 }
            if c.twoByTwo != nil { flags |= 0x0080 }
            if c.scaledOffset { flags |= 0x0800 }
            if i + 1 < components.count { flags |= 0x0020 }
            w.u16(flags)
            w.u16(c.glyph)
            if let (a, b) = c.match { w.u16(a); w.u16(b) } else { w.i16(c.dx); w.i16(c.dy) }
            if let s = c.scale { w.f2dot14(s) }
            if let (x, y) = c.xyScale { w.f2dot14(x); w.f2dot14(y) }
            if let (a, b, cc, d) = c.twoByTwo { w.f2dot14(a); w.f2dot14(b); w.f2dot14(cc); w.f2dot14(d) }
        }
        return w.bytes
    }

    /// `glyf` and short-format `loca` for the given glyph descriptions (empty = no outline).
    static func glyfAndLoca(_ glyphs: [[UInt8]]) -> (glyf: [UInt8], loca: [UInt8]) {
        var glyf = FontBytesWriter()
        var loca = FontBytesWriter()
        for g in glyphs {
            loca.u16(glyf.count / 2)
            glyf.append(g)
            if glyf.count % 2 == 1 { glyf.u8(0) }
        }
        loca.u16(glyf.count / 2)
        return (glyf.bytes, loca.bytes)
    }

    // MARK: Kerning

    static func kern(_ pairs: [(left: Int, right: Int, value: Int)]) -> [UInt8] {
        let sorted = pairs.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
        var w = FontBytesWriter()
        w.u16(0); w.u16(1)
        w.u16(0); w.u16(14 + 6 * sorted.count); w.u16(0x0001)
        w.u16(sorted.count); w.u16(0); w.u16(0); w.u16(0)
        for p in sorted { w.u16(p.left); w.u16(p.right); w.i16(p.value) }
        return w.bytes
    }

    /// GPOS with one script ('latn' or given), one 'kern' feature and one lookup
    /// of type 2 with a format-1 subtable (x-advance values only).
    static func gposPairFormat1(script: String = "latn", pairs: [Int: [(right: Int, value: Int)]]) -> [UInt8] {
        let firsts = pairs.keys.sorted()
        // Subtable.
        var sub = FontBytesWriter()
        let pairSetsStart = 10 + 2 * firsts.count
        var pairSets = FontBytesWriter()
        var pairSetOffsets: [Int] = []
        for f in firsts {
            pairSetOffsets.append(pairSetsStart + pairSets.count)
            let list = pairs[f]!.sorted { $0.right < $1.right }
            pairSets.u16(list.count)
            for p in list { pairSets.u16(p.right); pairSets.i16(p.value) }
        }
        let coverageOffset = pairSetsStart + pairSets.count
        sub.u16(1); sub.u16(coverageOffset); sub.u16(0x0004); sub.u16(0)
        sub.u16(firsts.count)
        for o in pairSetOffsets { sub.u16(o) }
        sub.append(pairSets.bytes)
        sub.u16(1); sub.u16(firsts.count)
        for f in firsts { sub.u16(f) }
        // Lookup list with one lookup.
        var lookupList = FontBytesWriter()
        lookupList.u16(1); lookupList.u16(4)
        lookupList.u16(2); lookupList.u16(0); lookupList.u16(1); lookupList.u16(8)
        lookupList.append(sub.bytes)
        // Feature list: one 'kern' feature → lookup 0.
        var featureList = FontBytesWriter()
        featureList.u16(1); featureList.tag("kern"); featureList.u16(8)
        featureList.u16(0); featureList.u16(1); featureList.u16(0)
        // Script list: one script, default LangSys with feature 0.
        var scriptList = FontBytesWriter()
        scriptList.u16(1); scriptList.tag(script); scriptList.u16(8)
        scriptList.u16(4); scriptList.u16(0)  // Script: defaultLangSys offset, langSysCount
        scriptList.u16(0); scriptList.u16(0xFFFF); scriptList.u16(1); scriptList.u16(0)
        var w = FontBytesWriter()
        w.u16(1); w.u16(0)
        w.u16(10); w.u16(10 + scriptList.count); w.u16(10 + scriptList.count + featureList.count)
        w.append(scriptList.bytes)
        w.append(featureList.bytes)
        w.append(lookupList.bytes)
        return w.bytes
    }

    // MARK: Variations

    static func fvar(_ axes: [(tag: String, min: Double, def: Double, max: Double)]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(1); w.u16(0); w.u16(16); w.u16(2)
        w.u16(axes.count); w.u16(20); w.u16(0); w.u16(4 + 4 * axes.count)
        for a in axes {
            w.tag(a.tag); w.fixed(a.min); w.fixed(a.def); w.fixed(a.max); w.u16(0); w.u16(256)
        }
        return w.bytes
    }

    static func avar(_ maps: [[(Double, Double)]]) -> [UInt8] {
        var w = FontBytesWriter()
        w.u16(1); w.u16(0); w.u16(0); w.u16(maps.count)
        for m in maps {
            w.u16(m.count)
            for (f, t) in m { w.f2dot14(f); w.f2dot14(t) }
        }
        return w.bytes
    }

    /// One-axis `gvar`; each glyph gets tuples of (peak, points or nil for all, x deltas, y deltas).
    static func gvar(
        glyphCount: Int,
        tuples: [Int: [(peak: Double, points: [Int]?, dx: [Int], dy: [Int])]]
    ) -> [UInt8] {
        var dataArray = FontBytesWriter()
        var offsets: [Int] = []
        for g in 0..<glyphCount {
            offsets.append(dataArray.count)
            guard let list = tuples[g], !list.isEmpty else { continue }
            var headers = FontBytesWriter()
            var serialized = FontBytesWriter()
            for t in list {
                var block = FontBytesWriter()
                if let pts = t.points {
                    block.u8(pts.count)
                    block.u8(0x80 | (pts.count - 1))  // one run of word point numbers
                    var last = 0
                    for p in pts { block.u16(p - last); last = p }
                }
                for deltas in [t.dx, t.dy] {
                    block.u8(0x40 | (deltas.count - 1))  // one run of int16 deltas
                    for d in deltas { block.i16(d) }
                }
                headers.u16(block.count)
                headers.u16(0x8000 | (t.points == nil ? 0 : 0x2000))  // embedded peak, private points
                headers.f2dot14(t.peak)
                serialized.append(block.bytes)
            }
            dataArray.u16(list.count)
            dataArray.u16(4 + headers.count)
            dataArray.append(headers.bytes)
            dataArray.append(serialized.bytes)
            if dataArray.count % 2 == 1 { dataArray.u8(0) }
        }
        offsets.append(dataArray.count)
        var w = FontBytesWriter()
        w.u16(1); w.u16(0); w.u16(1)  // version, axisCount
        w.u16(0); w.u32(0)  // no shared tuples
        w.u16(glyphCount); w.u16(1)  // long offsets
        let arrayOffset = 20 + 4 * (glyphCount + 1)
        w.u32(arrayOffset)
        for o in offsets { w.u32(o) }
        w.append(dataArray.bytes)
        return w.bytes
    }

    /// One-axis `HVAR` with one region (peak 1) and no advance mapping:
    /// item i of the single data set is glyph i's delta at wght max.
    static func hvar(deltas: [Int]) -> [UInt8] {
        var store = FontBytesWriter()
        store.u16(1); store.u32(12); store.u16(1); store.u32(12 + 4 + 6)
        // Region list at 12: 1 axis, 1 region (0, 1, 1).
        store.u16(1); store.u16(1); store.f2dot14(0); store.f2dot14(1); store.f2dot14(1)
        // Item variation data: all int16 deltas, one region.
        store.u16(deltas.count); store.u16(1); store.u16(1); store.u16(0)
        for d in deltas { store.i16(d) }
        var w = FontBytesWriter()
        w.u16(1); w.u16(0); w.u32(20); w.u32(0); w.u32(0); w.u32(0)
        w.append(store.bytes)
        return w.bytes
    }

    // MARK: Assembled fonts

    /// A tiny font: glyph 0 .notdef, glyphs 1…n; cmap format 4 maps 'A'… to 1….
    static func minimal(
        glyphCount: Int = 4, unitsPerEm: Int = 1000,
        advances: [Int]? = nil, numberOfHMetrics: Int? = nil,
        cmapData: [UInt8]? = nil, cmapTable: [UInt8]? = nil, glyphs: [[UInt8]]? = nil,
        extra: [Table] = [], omit: Set<String> = []
    ) -> [UInt8] {
        let adv = advances ?? (0..<glyphCount).map { 500 + 10 * $0 }
        let nhm = numberOfHMetrics ?? glyphCount
        let metrics = (0..<nhm).map { (advance: adv[$0], lsb: 10) }
        let bearings = [Int](repeating: 20, count: glyphCount - nhm)
        let cmapSub = cmapData ?? cmapFormat4([.delta(start: 0x41, end: 0x41 + glyphCount - 2, delta: 1 - 0x41)])
        var tables: [Table] = [
            ("head", head(unitsPerEm: unitsPerEm)),
            ("hhea", hhea(numberOfHMetrics: nhm)),
            ("maxp", maxp(numGlyphs: glyphCount)),
            ("hmtx", hmtx(metrics, extraBearings: bearings)),
            ("cmap", cmapTable ?? cmap([(3, 1, cmapSub)])),
        ]
        if let glyphs {
            let (g, l) = glyfAndLoca(glyphs)
            tables.append(("glyf", g))
            tables.append(("loca", l))
        }
        tables.append(contentsOf: extra)
        return sfnt(tables.filter { !omit.contains($0.tag) })
    }
}
