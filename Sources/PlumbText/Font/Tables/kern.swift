/// `kern` — Legacy kerning table (OpenType spec, "kern — Kerning"; also the
/// Apple `kern` version 1.0 header). Only horizontal, non-cross-stream,
/// non-minimum format 0 subtables (sorted pair lists) are used.
struct KernTable: Sendable {
    static let tag: FontTag = "kern"

    struct PairList: Sendable {
        /// `nPairs` records of (left u16, right u16, value FWORD), sorted by (left, right).
        let pairs: FontData
        let count: Int
        /// When set, the value replaces the accumulated one instead of adding to it.
        let isOverride: Bool

        func value(left: GlyphID, right: GlyphID) -> Int16? {
            let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
            var lo = 0
            var hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                guard let k = pairs.u32(at: 6 * mid) else { return nil }
                if k < key { lo = mid + 1 } else if k > key { hi = mid } else { return pairs.i16(at: 6 * mid + 4) }
            }
            return nil
        }
    }

    let subtables: [PairList]

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let version16 = try r.u16()
        var lists: [PairList] = []
        if version16 == 0 {
            // Microsoft/OpenType header: uint16 version, uint16 nTables.
            let nTables = Int(try r.u16())
            for _ in 0..<nTables {
                let start = r.offset
                try r.skip(2)  // subtable version
                let length = Int(try r.u16())
                let coverage = try r.u16()
                let format = coverage >> 8
                let horizontal = coverage & 0x1 != 0
                let usable = horizontal && coverage & 0x2 == 0 && coverage & 0x4 == 0
                if format == 0 {
                    let list = try Self.format0(&r, isOverride: coverage & 0x8 != 0)
                    if usable { lists.append(list) }
                    // Format 0 size is computed from nPairs: large subtables overflow the uint16 length.
                } else {
                    guard length >= 6 else { throw .malformed("subtable length \(length)", table: Self.tag) }
                    try r.seek(to: start)
                    try r.skip(length)
                }
            }
        } else if version16 == 1, try r.u16() == 0 {
            // Apple header: Fixed version 1.0, uint32 nTables.
            let nTables = Int(try r.u32())
            for _ in 0..<nTables {
                let start = r.offset
                let length = Int(try r.u32())
                let coverage = try r.u16()
                try r.skip(2)  // tupleIndex
                let usable = coverage & 0xE000 == 0  // not vertical, cross-stream or variation
                if coverage & 0xFF == 0 {
                    let list = try Self.format0(&r, isOverride: false)
                    if usable { lists.append(list) }
                } else {
                    guard length >= 8 else { throw .malformed("subtable length \(length)", table: Self.tag) }
                    try r.seek(to: start)
                    try r.skip(length)
                }
            }
        } else {
            throw FontError(.unsupported("version \(version16)"), table: Self.tag)
        }
        subtables = lists
    }

    private static func format0(_ r: inout ByteReader, isOverride: Bool) throws(FontError) -> PairList {
        let nPairs = Int(try r.u16())
        try r.skip(6)  // searchRange, entrySelector, rangeShift
        let pairs = try r.slice(6 * nPairs)
        return PairList(pairs: pairs, count: nPairs, isOverride: isOverride)
    }

    /// Kerning value for the pair in font units (0 if none).
    func kerning(left: GlyphID, right: GlyphID) -> Int {
        var total = 0
        for list in subtables {
            guard let v = list.value(left: left, right: right) else { continue }
            total = list.isOverride ? Int(v) : total + Int(v)
        }
        return total
    }
}
