/// Item variation store (OpenType spec, "OpenType Font Variations Common Table
/// Formats": "Item variation store"), shared by `HVAR`, `GDEF` and others.
///
/// Deltas are looked up by (outer, inner) index and scaled by the regions'
/// scalars at the given normalized coordinates.
struct ItemVariationStore: Sendable {
    let data: FontData
    let table: FontTag
    let regionList: FontData
    let regionAxisCount: Int
    let regionCount: Int
    let dataCount: Int

    init(_ data: FontData, table: FontTag) throws(FontError) {
        var r = data.reader(table: table)
        let format = try r.u16()
        guard format == 1 else { throw FontError(.unsupported("item variation store format \(format)"), table: table) }
        let regionListOffset = Int(try r.u32())
        dataCount = Int(try r.u16())
        guard data.contains(offset: r.offset, length: 4 * dataCount) else { throw FontError(.truncated, table: table) }
        guard let regions = data.slice(from: regionListOffset) else { throw FontError(.truncated, table: table) }
        var rr = regions.reader(table: table)
        regionAxisCount = Int(try rr.u16())
        regionCount = Int(try rr.u16())
        guard regions.contains(offset: 4, length: regionCount * regionAxisCount * 6) else {
            throw FontError(.truncated, table: table)
        }
        self.regionList = regions
        self.data = data
        self.table = table
    }

    /// Scalar of region `index` at normalized `coords` (spec: "Algorithm for
    /// interpolation of instance values").
    func regionScalar(_ index: Int, coords: [Double]) -> Double {
        guard index < regionCount else { return 0 }
        var scalar = 1.0
        let base = 4 + index * regionAxisCount * 6
        for axis in 0..<regionAxisCount {
            let o = base + axis * 6
            guard let s = regionList.f2dot14(at: o), let p = regionList.f2dot14(at: o + 2),
                let e = regionList.f2dot14(at: o + 4)
            else { return 0 }
            let coord = axis < coords.count ? coords[axis] : 0
            let factor = TupleScalar.axisFactor(
                coord: coord, start: s.doubleValue, peak: p.doubleValue,
                end: e.doubleValue, validateRegion: true)
            if factor == 0 { return 0 }
            scalar *= factor
        }
        return scalar
    }

    /// The interpolated delta of item (`outer`, `inner`); 0 when the indexes
    /// are out of range or the data is malformed.
    func delta(outer: Int, inner: Int, coords: [Double]) -> Double {
        guard outer < dataCount, !coords.isEmpty,
            let sub = data.offset32Slice(at: 8 + 4 * outer),
            let itemCount = sub.u16(at: 0), let wordField = sub.u16(at: 2), let regionIndexCount = sub.u16(at: 4),
            inner < Int(itemCount)
        else { return 0 }
        let longWords = wordField & 0x8000 != 0
        let wordCount = Int(wordField & 0x7FFF)
        let regionCountHere = Int(regionIndexCount)
        guard wordCount <= regionCountHere else { return 0 }
        let wordSize = longWords ? 4 : 2
        let shortSize = longWords ? 2 : 1
        let rowSize = wordCount * wordSize + (regionCountHere - wordCount) * shortSize
        let rowStart = 6 + 2 * regionCountHere + inner * rowSize
        guard sub.contains(offset: rowStart, length: rowSize) else { return 0 }
        var total = 0.0
        var o = rowStart
        for j in 0..<regionCountHere {
            let size = j < wordCount ? wordSize : shortSize
            defer { o += size }
            guard let regionIndex = sub.u16(at: 6 + 2 * j) else { return 0 }
            let scalar = regionScalar(Int(regionIndex), coords: coords)
            if scalar == 0 { continue }
            let value: Int32
            switch size {
            case 4: value = sub.i32(at: o) ?? 0
            case 2: value = Int32(sub.i16(at: o) ?? 0)
            default: value = Int32(sub.i8(at: o) ?? 0)
            }
            total += scalar * Double(value)
        }
        return total
    }
}

/// Per-axis scalar of a variation region or tuple (spec: "Algorithm for
/// interpolation of instance values", steps for start/peak/end).
enum TupleScalar {
    /// Factor contributed by one axis. `validateRegion` applies the spec's rule
    /// that ill-formed regions (start > peak, peak > end, or crossing zero)
    /// are ignored for that axis (factor 1).
    static func axisFactor(coord: Double, start: Double, peak: Double, end: Double, validateRegion: Bool) -> Double {
        if peak == 0 { return 1 }
        if validateRegion, start > peak || peak > end || (start < 0 && end > 0) { return 1 }
        if coord == peak { return 1 }
        if coord <= start || coord >= end { return 0 }
        if coord < peak { return (coord - start) / (peak - start) }
        return (end - coord) / (end - peak)
    }
}
