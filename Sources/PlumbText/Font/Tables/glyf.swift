/// `glyf` — Glyph data (OpenType spec, "glyf — Glyph Data"): decoding of
/// simple and composite glyph descriptions. Assembling composites and applying
/// variations happens in ``GlyphOutlineLoader``.
struct GlyfTable: Sendable {
    static let tag: FontTag = "glyf"

    let data: FontData
    let loca: LocaTable

    /// A decoded simple glyph: points in font units and contour end indices.
    struct SimpleGlyph: Sendable {
        var xs: [Double]
        var ys: [Double]
        var onCurve: [Bool]
        /// Index of the last point of each contour (strictly increasing).
        var endPoints: [Int]
    }

    /// One component record of a composite glyph.
    struct Component: Sendable {
        var glyph: GlyphID
        var flags: UInt16
        var arg1: Int32
        var arg2: Int32
        /// Transform x' = a·x + c·y, y' = b·x + d·y (a = xscale, b = scale01, c = scale10, d = yscale).
        var a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1

        static let argsAreWords: UInt16 = 0x0001
        static let argsAreXYValues: UInt16 = 0x0002
        static let weHaveAScale: UInt16 = 0x0008
        static let moreComponents: UInt16 = 0x0020
        static let weHaveAnXAndYScale: UInt16 = 0x0040
        static let weHaveATwoByTwo: UInt16 = 0x0080
        static let useMyMetrics: UInt16 = 0x0200
        static let scaledComponentOffset: UInt16 = 0x0800
        static let unscaledComponentOffset: UInt16 = 0x1000

        var argsAreXY: Bool { flags & Self.argsAreXYValues != 0 }
        var hasTransform: Bool { a != 1 || b != 0 || c != 0 || d != 1 }
        /// Whether the offset is transformed too (Apple default is off in OpenType fonts).
        var scalesOffset: Bool {
            flags & Self.scaledComponentOffset != 0 && flags & Self.unscaledComponentOffset == 0
        }
    }

    enum Glyph: Sendable {
        case empty
        case simple(SimpleGlyph)
        case composite([Component])
    }

    /// Bounding box from the glyph header (`nil` for empty glyphs).
    struct Header: Sendable {
        var numberOfContours: Int16
        var xMin: Int16, yMin: Int16, xMax: Int16, yMax: Int16
    }

    /// The raw bytes of a glyph (empty for glyphs without outline).
    func glyphData(_ glyph: GlyphID) throws(FontError) -> FontData {
        let range = try loca.range(of: glyph)
        guard let slice = data.slice(at: range.lowerBound, length: range.count) else {
            throw FontError(.truncated, table: Self.tag)
        }
        return slice
    }

    func header(_ glyph: GlyphID) throws(FontError) -> Header? {
        let g = try glyphData(glyph)
        if g.isEmpty { return nil }
        var r = g.reader(table: Self.tag)
        return Header(
            numberOfContours: try r.i16(), xMin: try r.i16(), yMin: try r.i16(),
            xMax: try r.i16(), yMax: try r.i16())
    }

    /// Decodes glyph `glyph`.
    func glyph(_ glyph: GlyphID) throws(FontError) -> Glyph {
        let g = try glyphData(glyph)
        if g.isEmpty { return .empty }
        var r = g.reader(table: Self.tag)
        let numberOfContours = try r.i16()
        try r.skip(8)  // bounding box
        if numberOfContours >= 0 {
            return .simple(try Self.simpleGlyph(&r, contours: Int(numberOfContours), glyph: glyph))
        }
        return .composite(try Self.components(&r))
    }

    // Simple glyph flags.
    private static let onCurvePoint: UInt8 = 0x01
    private static let xShortVector: UInt8 = 0x02
    private static let yShortVector: UInt8 = 0x04
    private static let repeatFlag: UInt8 = 0x08
    private static let xIsSameOrPositive: UInt8 = 0x10
    private static let yIsSameOrPositive: UInt8 = 0x20

    private static func simpleGlyph(_ r: inout ByteReader, contours: Int, glyph: GlyphID) throws(FontError)
        -> SimpleGlyph
    {
        var endPoints: [Int] = []
        endPoints.reserveCapacity(contours)
        var previous = -1
        for _ in 0..<contours {
            let e = Int(try r.u16())
            guard e > previous else {
                throw .malformed("contour end points of \(glyph) are not increasing", table: tag)
            }
            endPoints.append(e)
            previous = e
        }
        let pointCount = previous + 1
        let instructionLength = Int(try r.u16())
        try r.skip(instructionLength)
        // Every point needs at least one flag byte (repeats only compress),
        // so a count beyond the remaining data is certainly truncated.
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let f = try r.u8()
            flags.append(f)
            if f & repeatFlag != 0 {
                let n = Int(try r.u8())
                for _ in 0..<Swift.min(n, pointCount - flags.count) { flags.append(f) }
            }
        }
        var xs = [Double](repeating: 0, count: pointCount)
        var ys = [Double](repeating: 0, count: pointCount)
        var x: Int32 = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & xShortVector != 0 {
                let dx = Int32(try r.u8())
                x += f & xIsSameOrPositive != 0 ? dx : -dx
            } else if f & xIsSameOrPositive == 0 {
                x += Int32(try r.i16())
            }
            xs[i] = Double(x)
        }
        var y: Int32 = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & yShortVector != 0 {
                let dy = Int32(try r.u8())
                y += f & yIsSameOrPositive != 0 ? dy : -dy
            } else if f & yIsSameOrPositive == 0 {
                y += Int32(try r.i16())
            }
            ys[i] = Double(y)
        }
        return SimpleGlyph(xs: xs, ys: ys, onCurve: flags.map { $0 & onCurvePoint != 0 }, endPoints: endPoints)
    }

    private static func components(_ r: inout ByteReader) throws(FontError) -> [Component] {
        var result: [Component] = []
        while true {
            let flags = try r.u16()
            let glyph = GlyphID(try r.u16())
            var c = Component(glyph: glyph, flags: flags, arg1: 0, arg2: 0)
            let xy = flags & Component.argsAreXYValues != 0
            if flags & Component.argsAreWords != 0 {
                if xy {
                    c.arg1 = Int32(try r.i16())
                    c.arg2 = Int32(try r.i16())
                } else {
                    c.arg1 = Int32(try r.u16())
                    c.arg2 = Int32(try r.u16())
                }
            } else {
                if xy {
                    c.arg1 = Int32(try r.i8())
                    c.arg2 = Int32(try r.i8())
                } else {
                    c.arg1 = Int32(try r.u8())
                    c.arg2 = Int32(try r.u8())
                }
            }
            if flags & Component.weHaveAScale != 0 {
                let s = try r.f2dot14().doubleValue
                c.a = s
                c.d = s
            } else if flags & Component.weHaveAnXAndYScale != 0 {
                c.a = try r.f2dot14().doubleValue
                c.d = try r.f2dot14().doubleValue
            } else if flags & Component.weHaveATwoByTwo != 0 {
                c.a = try r.f2dot14().doubleValue
                c.b = try r.f2dot14().doubleValue
                c.c = try r.f2dot14().doubleValue
                c.d = try r.f2dot14().doubleValue
            }
            result.append(c)
            // The loop ends because every iteration consumes ≥ 4 bytes.
            if flags & Component.moreComponents == 0 { break }
        }
        return result
    }
}
