/// Pair adjustment positioning subtable (OpenType spec, "GPOS — Glyph
/// Positioning Table": "Lookup type 2 subtable: pair adjustment positioning",
/// formats 1 and 2) and value records ("Value record").
struct PairAdjustmentSubtable: Sendable {
    let data: FontData
    let format: UInt16
    let coverage: LayoutCoverage
    let valueFormat1: UInt16
    let valueFormat2: UInt16
    // Format 1 only.
    let pairSetCount: Int
    // Format 2 only.
    let classDef1: LayoutClassDef
    let classDef2: LayoutClassDef
    let class1Count: Int
    let class2Count: Int

    private static let tag = GposTable.tag

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        format = try r.u16()
        guard format == 1 || format == 2 else {
            throw FontError(.unsupported("pair adjustment format \(format)"), table: Self.tag)
        }
        let coverageOffset = Int(try r.u16())
        valueFormat1 = try r.u16()
        valueFormat2 = try r.u16()
        guard let cov = data.slice(from: coverageOffset) else { throw FontError(.truncated, table: Self.tag) }
        coverage = try LayoutCoverage(cov, table: Self.tag)
        let recordSize = Self.valueRecordSize(valueFormat1) + Self.valueRecordSize(valueFormat2)
        if format == 1 {
            pairSetCount = Int(try r.u16())
            guard data.contains(offset: r.offset, length: 2 * pairSetCount) else {
                throw FontError(.truncated, table: Self.tag)
            }
            classDef1 = try LayoutClassDef(nil, table: Self.tag)
            classDef2 = classDef1
            class1Count = 0
            class2Count = 0
        } else {
            pairSetCount = 0
            let cd1 = Int(try r.u16())
            let cd2 = Int(try r.u16())
            class1Count = Int(try r.u16())
            class2Count = Int(try r.u16())
            guard data.contains(offset: r.offset, length: class1Count * class2Count * recordSize) else {
                throw FontError(.truncated, table: Self.tag)
            }
            classDef1 = try LayoutClassDef(cd1 == 0 ? nil : data.slice(from: cd1), table: Self.tag)
            classDef2 = try LayoutClassDef(cd2 == 0 ? nil : data.slice(from: cd2), table: Self.tag)
        }
        self.data = data
    }

    /// Size in bytes of a value record with `format` (2 bytes per set bit of the low byte).
    static func valueRecordSize(_ format: UInt16) -> Int {
        2 * (format & 0xFF).nonzeroBitCount
    }

    /// The x-advance adjustment of the first glyph if this subtable applies
    /// to (left, right), `nil` if it does not (so the next subtable is tried).
    func firstAdvance(left: GlyphID, right: GlyphID, coords: [Double], store: ItemVariationStore?) -> Double? {
        guard let coverageIndex = coverage.index(of: left) else { return nil }
        let size1 = Self.valueRecordSize(valueFormat1)
        let size2 = Self.valueRecordSize(valueFormat2)
        let recordOffset: Int
        // Device offsets in a value record count from the table holding the record: the
        // PairSet in format 1, the subtable in format 2 (HarfBuzz `PairSet::apply` passes
        // the PairSet as the base; fontTools reads them the same way).
        var deviceBase = 0
        if format == 1 {
            // PairSet: pairValueCount, then records sorted by secondGlyph.
            guard coverageIndex < pairSetCount, let pairSetOffset = data.u16(at: 10 + 2 * coverageIndex),
                pairSetOffset != 0, let count = data.u16(at: Int(pairSetOffset))
            else { return nil }
            let records = Int(pairSetOffset) + 2
            let stride = 2 + size1 + size2
            var lo = 0
            var hi = Int(count)
            var found: Int?
            while lo < hi {
                let mid = (lo + hi) / 2
                guard let second = data.u16(at: records + stride * mid) else { return nil }
                if second < right.rawValue {
                    lo = mid + 1
                } else if second > right.rawValue {
                    hi = mid
                } else {
                    found = mid
                    break
                }
            }
            guard let found else { return nil }
            recordOffset = records + stride * found + 2
            deviceBase = Int(pairSetOffset)
        } else {
            let c1 = classDef1.classOf(left)
            let c2 = classDef2.classOf(right)
            guard c1 < class1Count, c2 < class2Count else { return nil }
            recordOffset = 16 + (c1 * class2Count + c2) * (size1 + size2)
        }
        return xAdvance(
            recordAt: recordOffset, format: valueFormat1, deviceBase: deviceBase, coords: coords, store: store)
    }

    /// XAdvance (+ XAdvDevice variation delta) of the value record at `offset`.
    private func xAdvance(
        recordAt offset: Int, format: UInt16, deviceBase: Int, coords: [Double], store: ItemVariationStore?
    ) -> Double {
        guard format & 0x0004 != 0 || format & 0x0040 != 0 else { return 0 }
        var o = offset
        // Fields in order: XPlacement, YPlacement, XAdvance, YAdvance, XPlaDevice, YPlaDevice, XAdvDevice.
        o += 2 * (format & 0x0003).nonzeroBitCount
        var value = 0.0
        if format & 0x0004 != 0 {
            value = Double(data.i16(at: o) ?? 0)
            o += 2
        }
        guard format & 0x0040 != 0, let store, !coords.isEmpty else { return value }
        o += 2 * (format & 0x0038).nonzeroBitCount  // YAdvance, XPlaDevice, YPlaDevice
        // Device table or VariationIndex table (deltaFormat 0x8000).
        guard let deviceOffset = data.u16(at: o), deviceOffset != 0,
            let device = data.slice(from: deviceBase + Int(deviceOffset)),
            let outer = device.u16(at: 0), let inner = device.u16(at: 2), device.u16(at: 4) == 0x8000
        else { return value }
        return value + store.delta(outer: Int(outer), inner: Int(inner), coords: coords)
    }
}
