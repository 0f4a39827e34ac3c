/// `hhea` — Horizontal header table (OpenType spec, "hhea — Horizontal Header Table").
struct HheaTable: Sendable {
    static let tag: FontTag = "hhea"

    var ascender: Int16
    var descender: Int16
    var lineGap: Int16
    var advanceWidthMax: UInt16
    var caretSlopeRise: Int16
    var caretSlopeRun: Int16
    /// Number of `longHorMetric` records in `hmtx`.
    var numberOfHMetrics: UInt16

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2)
        ascender = try r.i16()
        descender = try r.i16()
        lineGap = try r.i16()
        advanceWidthMax = try r.u16()
        try r.skip(6)  // minLeftSideBearing, minRightSideBearing, xMaxExtent
        caretSlopeRise = try r.i16()
        caretSlopeRun = try r.i16()
        try r.skip(2 + 8 + 2)  // caretOffset, reserved, metricDataFormat
        numberOfHMetrics = try r.u16()
    }
}
