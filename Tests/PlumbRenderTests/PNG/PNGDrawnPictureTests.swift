import Testing
@testable import PlumbRender

/// The encoder's choices for drawn pictures (issue 16): the filter rule, the SIMD change count
/// it rests on, and encoding straight from a premultiplied bitmap.
@Suite("PNG encoding of drawn pictures")
struct PNGDrawnPictureTests {
    /// The change counts, one byte at a time: what the SIMD count must equal.
    static func referenceChanges(_ row: [UInt8], _ prev: [UInt8]?, bpp: Int) -> (row: Int, up: Int) {
        var rowChanges = 0, upChanges = 0
        for i in bpp..<max(bpp, row.count) {
            if row[i] != row[i - bpp] { rowChanges += 1 }
            let up = row[i] &- (prev?[i] ?? 0), left = row[i - bpp] &- (prev?[i - bpp] ?? 0)
            if up != left { upChanges += 1 }
        }
        return (rowChanges, upChanges)
    }

    static func changes(_ row: [UInt8], _ prev: [UInt8]?, bpp: Int) -> (row: Int, up: Int) {
        row.withUnsafeBufferPointer { row in
            guard let prev else {
                return PNGFilter.changes(row: row.baseAddress!, prev: nil, count: row.count, bpp: bpp)
            }
            return prev.withUnsafeBufferPointer { prev in
                PNGFilter.changes(row: row.baseAddress!, prev: prev.baseAddress!, count: row.count, bpp: bpp)
            }
        }
    }

    @Test("The SIMD change count equals the byte-by-byte count", arguments: [3, 4])
    func changeCount(bpp: Int) {
        var rng = SplitMix64(seed: UInt64(bpp) * 77)
        // Lengths below one vector, at and around vector multiples, and long enough (> 255
        // vectors) that the lane counters are flushed mid-row.
        for pixels in [1, 2, 5, 6, 16, 17, 100, 1170, 1500] {
            let count = pixels * bpp
            for density in [0, 1, 8, 256] {
                // Runs of one value with a change every ~`density` bytes (0: none), so the
                // counts span all-equal to all-different.
                var value: UInt8 = 7
                let row = (0..<count).map { _ -> UInt8 in
                    if density > 0 && Int.random(in: 0..<density, using: &rng) == 0 {
                        value = UInt8.random(in: 0...255, using: &rng)
                    }
                    return value
                }
                let prev = (0..<count).map { i in i % 3 == 0 ? row[i] : row[i] &+ UInt8(i % 5) }
                for above in [nil, prev, row] {
                    let simd = Self.changes(row, above, bpp: bpp),
                        reference = Self.referenceChanges(row, above, bpp: bpp)
                    #expect(simd == reference, "\(pixels) pixels, density \(density), bpp \(bpp)")
                }
            }
        }
        // Exact counts on a known row: RGB pixels A A B B B, under a row equal to it.
        let a: [UInt8] = [1, 2, 3], b: [UInt8] = [9, 2, 3]
        let row = a + a + b + b + b
        #expect(Self.changes(row, nil, bpp: 3) == (1, 1))
        #expect(Self.changes(row, row, bpp: 3) == (1, 0))
    }

    /// The filter type the rule picks for `row` under `prev`, and the bytes it wrote.
    static func choose(_ row: [UInt8], _ prev: [UInt8]?, bpp: Int) -> (type: UInt8, bytes: [UInt8]) {
        var out = [UInt8](repeating: 0, count: row.count)
        var scratch = [UInt8](repeating: 0, count: 5 * row.count)
        let type = row.withUnsafeBufferPointer { row in
            out.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    if let prev {
                        return prev.withUnsafeBufferPointer { prev in
                            PNGFilter.drawnPictureFilter(
                                row: row.baseAddress!, prev: prev.baseAddress!, count: row.count,
                                bpp: bpp, scratch: scratch.baseAddress!, into: out.baseAddress!)
                        }
                    }
                    return PNGFilter.drawnPictureFilter(
                        row: row.baseAddress!, prev: nil, count: row.count, bpp: bpp,
                        scratch: scratch.baseAddress!, into: out.baseAddress!)
                }
            }
        }
        return (type, out)
    }

    @Test("Flat rows take None, vertical gradients Up, photograph-like rows the minimum-sum filter")
    func filterRule() {
        let bpp = 3, width = 100
        func rgb(_ pixels: [(UInt8, UInt8, UInt8)]) -> [UInt8] { pixels.flatMap { [$0.0, $0.1, $0.2] } }
        // A flat row with an antialiased edge, under a different flat row: Up would change as
        // often as None (at the edge and where the rows differ), so None.
        let flat = rgb((0..<width).map { x in x < 40 ? (255, 255, 255) : x == 40 ? (200, 200, 210) : (90, 90, 120) })
        let other = rgb((0..<width).map { x in x < 60 ? (240, 240, 245) : (90, 90, 120) })
        let chosen = Self.choose(flat, other, bpp: bpp)
        #expect(chosen.type == PNGFilter.none)
        #expect(chosen.bytes == flat)
        // A row of a horizontal gradient under its neighbour one shade darker: every byte
        // changes along the row, but Up is constant, so Up.
        let gradient = rgb((0..<width).map { x in (UInt8(x), UInt8(x / 2), 50) })
        let above = gradient.map { $0 &- 1 }
        let up = Self.choose(gradient, above, bpp: bpp)
        #expect(up.type == PNGFilter.up)
        #expect(up.bytes == [UInt8](repeating: 1, count: gradient.count))
        // Noise, as in a photograph: more than half the bytes change along both rows, so the
        // spec's heuristic decides, and it is the same choice the adaptive filter makes alone.
        var rng = SplitMix64(seed: 3)
        let noise = (0..<(width * bpp)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let noiseAbove = (0..<(width * bpp)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var out = [UInt8](repeating: 0, count: noise.count), scratch = [UInt8](repeating: 0, count: 5 * noise.count)
        let adaptive = noise.withUnsafeBufferPointer { row in
            noiseAbove.withUnsafeBufferPointer { prev in
                out.withUnsafeMutableBufferPointer { out in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        PNGFilter.adaptiveFilter(
                            row: row.baseAddress!, prev: prev.baseAddress!, count: noise.count, bpp: bpp,
                            scratch: scratch.baseAddress!, into: out.baseAddress!)
                    }
                }
            }
        }
        let busy = Self.choose(noise, noiseAbove, bpp: bpp)
        #expect(busy.type == adaptive)
        #expect(busy.bytes == out)
        // The first row has no row above: None, unless it is busy.
        #expect(Self.choose(flat, nil, bpp: bpp).type == PNGFilter.none)
    }

    /// A bitmap as Plumb draws one: flat fills, antialiased shapes, a gradient, translucency
    /// if `translucent`.
    static func drawn(width: Int, height: Int, translucent: Bool) -> Bitmap {
        var bitmap = Bitmap(
            width: width, height: height, fill: translucent ? .clear : RGBA8(r: 237, g: 237, b: 245, a: 255))
        bitmap.fill(
            path: .roundedRectangle(
                RasterRect(x: 2.5, y: 1.5, width: Double(width) - 5, height: Double(height) - 3), cornerRadius: 6),
            color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        for y in 0..<height / 2 {
            for x in width / 3..<width / 2 {
                bitmap[x, y] = RGBA8(r: UInt8(truncatingIfNeeded: y * 3), g: 100, b: 200, a: 255)
            }
        }
        bitmap.fill(
            path: .circle(
                center: RasterPoint(Double(width) * 0.7, Double(height) / 2), radius: Double(min(width, height)) / 4),
            color: RGBA8(r: 255, g: 149, b: 0, a: translucent ? 128 : 255))
        // A translucent corner, even where the shapes cover the whole picture.
        if translucent { bitmap[0, 0] = RGBA8(r: 10, g: 20, b: 30, a: 40).premultiplied() }
        return bitmap
    }

    @Test(
        "Bitmaps encode straight from their premultiplied pixels and decode to their straight pixels",
        arguments: [(1, 1), (5, 3), (17, 9), (64, 48), (333, 41)])
    func bitmapRoundTrip(size: (Int, Int)) throws {
        for translucent in [false, true] {
            let bitmap = Self.drawn(width: size.0, height: size.1, translucent: translucent)
            for compression in [PNGCompression.fast, .deflate(level: 1), .standard, .deflate(level: 12)] {
                let bytes = try PNGEncoder.encode(bitmap, compression: compression)
                #expect(bytes[25] == (translucent ? 6 : 2), "colour type")
                #expect(
                    try PNGDecoder.decode(bytes) == PNGImage(bitmap: bitmap),
                    "\(size), translucent \(translucent), \(compression)")
                // The same picture given as straight pixels encodes to the same bytes.
                #expect(try PNGEncoder.encode(PNGImage(bitmap: bitmap), compression: compression) == bytes)
            }
        }
    }

    @Test("A picture is opaque only when every pixel is, wherever the translucent one is")
    func opacity() {
        for count in [1, 4095, 4096, 4097, 10_000] {
            let opaque = [RGBA8](repeating: RGBA8(r: 1, g: 2, b: 3, a: 255), count: count)
            #expect(opaque.withUnsafeBufferPointer(PNGEncoder.isOpaque))
            for index in [0, count / 2, count - 1] {
                var pixels = opaque
                pixels[index].a = 254
                #expect(
                    !pixels.withUnsafeBufferPointer(PNGEncoder.isOpaque), "\(count) pixels, translucent at \(index)")
            }
        }
        #expect([RGBA8]().withUnsafeBufferPointer(PNGEncoder.isOpaque))
    }

    @Test("The fast mode's runs and row matches decode exactly, at every length and width")
    func fastModeRoundTrip() throws {
        var rng = SplitMix64(seed: 16)
        func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA8) -> PNGImage {
            PNGImage(
                width: width, height: height, pixels: (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
            )!
        }
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), ink = RGBA8(r: 20, g: 30, b: 40, a: 255)
        var cases: [(String, PNGImage)] = []
        // Runs of every length around deflate's pieces of 258 bytes (86 RGB pixels, 64.5 RGBA),
        // so that every remainder is split without a piece shorter than 3.
        for run in [1, 2, 3, 85, 86, 87, 172, 173, 500] {
            cases.append(("run \(run)", image(run + 2, 3) { x, y in x == 0 || (x == run + 1 && y != 1) ? ink : white }))
            cases.append(
                ("translucent run \(run)", image(run + 2, 2) { x, _ in x == 0 ? ink : RGBA8(r: 9, g: 9, b: 9, a: 9) }))
        }
        // Rows equal to the row above, partly equal, and pixels equal above but not to the left.
        cases.append(
            (
                "stripes",
                image(40, 30) { x, y in y % 7 == 0 ? ink : x % 5 == 0 ? white : RGBA8(r: UInt8(x), g: 0, b: 0, a: 255) }
            ))
        cases.append(("columns", image(33, 20) { x, _ in RGBA8(r: UInt8(x * 7), g: UInt8(x * 3), b: 1, a: 255) }))
        // Noise: literals only.
        cases.append(
            (
                "noise",
                image(31, 17) { _, _ in
                    RGBA8(
                        r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                        b: .random(in: 0...255, using: &rng), a: 255)
                }
            ))
        // A row wider than deflate's 32 KiB window (11,000 RGB pixels): no matches to the row above.
        cases.append(("wide", image(11_000, 3) { x, y in x < 5_000 ? white : y == 1 ? ink : white }))
        for (name, picture) in cases {
            let bytes = try PNGEncoder.encode(picture, compression: .fast)
            #expect(try PNGDecoder.decode(bytes) == picture, "\(name)")
        }
        // Runs cost bits, not bytes. A row of a flat white 1000×1000 picture is the filter byte,
        // one pixel as literals and a run of 2,997 bytes: 11 pieces of 258 and one of 159 at
        // distance 3. With codes made for those symbols (258 the commonest: 1 bit; its
        // distance 1 bit; 255 2 bits; the filter byte, the 159 and the end of the block 3 or
        // 4), a row is 5 bytes, where deflate's fixed codes take 24.5: 3 MB in about 5 KB.
        let flat = image(1000, 1000) { _, _ in white }
        let flatSize = try PNGEncoder.encode(flat, compression: .fast).count
        #expect(flatSize > 4_900 && flatSize < 5_300, "\(flatSize)")
        // Half white, half ink: after the first row, each row is the row above at distance
        // 3,001, its 10 extra bits the most of its cost: 12 pieces of about 12 bits, 18 bytes.
        let bars = image(1000, 1000) { x, _ in x < 500 ? white : ink }
        let barsSize = try PNGEncoder.encode(bars, compression: .fast).count
        #expect(barsSize > 17_500 && barsSize < 19_000, "\(barsSize)")
        #expect(try PNGDecoder.decode(PNGEncoder.encode(bars, compression: .fast)) == bars)
    }
}
