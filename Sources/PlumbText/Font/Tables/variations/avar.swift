/// `avar` — Axis variations table (OpenType spec, "avar — Axis Variations Table"),
/// version 1: per-axis piecewise-linear remapping of normalized coordinates.
struct AvarTable: Sendable {
    static let tag: FontTag = "avar"

    /// For each axis, (fromCoordinate, toCoordinate) pairs in file order.
    var segmentMaps: [[(from: Double, to: Double)]]

    init(_ data: FontData, axisCount: Int) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 || major == 2 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(4)  // minorVersion, reserved
        let count = Int(try r.u16())
        guard count == axisCount else {
            throw .malformed("axisCount \(count) differs from fvar's \(axisCount)", table: Self.tag)
        }
        var maps: [[(from: Double, to: Double)]] = []
        for _ in 0..<count {
            let n = Int(try r.u16())
            guard n <= r.remaining / 4 else { throw FontError(.truncated, table: Self.tag) }
            var map: [(from: Double, to: Double)] = []
            map.reserveCapacity(n)
            for _ in 0..<n {
                let from = try r.f2dot14().doubleValue
                let to = try r.f2dot14().doubleValue
                map.append((from, to))
            }
            maps.append(map)
        }
        segmentMaps = maps
    }

    /// Maps a default-normalized coordinate of axis `axis` (spec: "avar normalization").
    /// Values outside the first/last mapped coordinate are shifted by that end's offset.
    func map(_ value: Double, axis: Int) -> Double {
        guard axis < segmentMaps.count else { return value }
        let map = segmentMaps[axis]
        guard let first = map.first, let last = map.last else { return value }
        if value <= first.from { return value + first.to - first.from }
        if value >= last.from { return value + last.to - last.from }
        for i in 1..<map.count {
            let (x0, y0) = map[i - 1]
            let (x1, y1) = map[i]
            if value == x1 { return y1 }
            if value < x1 {
                guard x1 > x0 else { return y1 }
                return y0 + (value - x0) * (y1 - y0) / (x1 - x0)
            }
        }
        return value
    }
}
