import Testing
@testable import PlumbRender

@Suite("PNG encode/decode round trip")
struct PNGRoundTripTests {
    static func gradient(width: Int, height: Int, alpha: Bool) -> PNGImage {
        var pixels: [RGBA8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(
                    RGBA8(
                        r: UInt8(truncatingIfNeeded: x * 255 / max(1, width - 1)),
                        g: UInt8(truncatingIfNeeded: y * 255 / max(1, height - 1)),
                        b: UInt8(truncatingIfNeeded: (x * 7 + y * 13) & 0xFF),
                        a: alpha ? UInt8(truncatingIfNeeded: (x * y + x) & 0xFF) : 255))
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)!
    }

    @Test("RGBA gradient survives encode → decode exactly", arguments: [(64, 48), (1, 1), (3, 17), (257, 5)])
    func gradientRoundTrip(size: (Int, Int)) throws {
        let image = Self.gradient(width: size.0, height: size.1, alpha: true)
        let bytes = try PNGEncoder.encode(image)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[25] == 6)  // IHDR color type: RGBA
        let decoded = try PNGDecoder.decode(bytes)
        #expect(decoded == image)
    }

    @Test("Opaque images are written as 8-bit RGB and decode identically")
    func opaqueUsesRGB() throws {
        let image = Self.gradient(width: 40, height: 30, alpha: false)
        let bytes = try PNGEncoder.encode(image, compressionLevel: 9)
        #expect(bytes[24] == 8 && bytes[25] == 2)
        #expect(try PNGDecoder.decode(bytes) == image)
        let header = try PNGDecoder().readHeader(bytes)
        #expect(header == PNGHeader(width: 40, height: 30, bitDepth: 8, colorType: .rgb, interlaced: false))
    }

    @Test("Rendered premultiplied bitmap round-trips exactly through PNG")
    func bitmapRoundTrip() throws {
        var bitmap = Bitmap(width: 48, height: 32, fill: RGBA8(r: 10, g: 20, b: 30, a: 40))
        bitmap.fill(path: .circle(center: RasterPoint(20, 16), radius: 11), color: RGBA8(r: 250, g: 128, b: 3, a: 200))
        bitmap.stroke(
            path: .roundedRectangle(RasterRect(x: 3.5, y: 3.5, width: 40, height: 24), cornerRadius: 7),
            color: RGBA8(r: 0, g: 90, b: 255, a: 99), style: RasterStrokeStyle(lineWidth: 3))
        let bytes = try bitmap.pngData()
        let decoded = try PNGDecoder.decode(bytes)
        #expect(Bitmap(decoded) == bitmap)
        #expect(decoded == PNGImage(bitmap: bitmap))
    }

    @Test("Every compression level round-trips; level 0 is stored uncompressed")
    func compressionLevels() throws {
        let image = Self.gradient(width: 20, height: 20, alpha: true)
        var sizes: [Int] = []
        for level in [0, 1, 6, 9, -5, 42] {
            let bytes = try PNGEncoder.encode(image, compressionLevel: level)
            sizes.append(bytes.count)
            #expect(try PNGDecoder.decode(bytes) == image)
        }
        #expect(sizes[0] > 20 * 20 * 4)
        #expect(sizes[3] < sizes[0])
    }

    @Test("Encoder rejects empty images")
    func encoderErrors() {
        let empty = PNGImage(width: 0, height: 5, pixels: [])!
        #expect(throws: PNGError.self) { try PNGEncoder.encode(empty) }
        #expect(PNGImage(width: 2, height: 2, pixels: [.red]) == nil)
    }

    @Test("Adaptive filtering picks several filter types on natural content")
    func filterChoice() throws {
        let image = Self.gradient(width: 64, height: 64, alpha: true)
        let bytes = try PNGEncoder.encode(image)
        // Recover the raw filtered stream from the single IDAT chunk.
        var reader = try PNGChunk.Reader(bytes)
        _ = try reader.next()
        let idat = try reader.next()
        #expect(idat.type == .IDAT)
        let raw = try Zlib.inflate(Array(idat.data), expectedSize: 64 * (1 + 64 * 4))
        let types = Set((0..<64).map { raw[$0 * (1 + 64 * 4)] })
        #expect(types.count >= 2)
        #expect(types.isSubset(of: [0, 1, 2, 3, 4]))
    }

    @Test("filter() and unfilter() are inverses for every type and pixel size", arguments: [1, 2, 3, 4, 6, 8])
    func filterInverse(bpp: Int) throws {
        var rng = SplitMix64(seed: UInt64(bpp))
        let rowBytes = 13 * bpp, height = 10
        let rows = (0..<height).map { _ in (0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        var stream: [UInt8] = []
        for y in 0..<height {
            let type = UInt8(y % 5)
            var out = [UInt8](repeating: 0, count: rowBytes)
            rows[y].withUnsafeBufferPointer { row in
                out.withUnsafeMutableBufferPointer { out in
                    if y == 0 {
                        PNGFilter.filter(
                            type, row: row.baseAddress!, prev: nil, count: rowBytes, bpp: bpp,
                            into: out.baseAddress!)
                    } else {
                        rows[y - 1].withUnsafeBufferPointer { prev in
                            PNGFilter.filter(
                                type, row: row.baseAddress!, prev: prev.baseAddress!, count: rowBytes,
                                bpp: bpp, into: out.baseAddress!)
                        }
                    }
                }
            }
            stream.append(type)
            stream += out
        }
        try PNGFilter.unfilter(&stream, start: 0, rowBytes: rowBytes, height: height, bpp: bpp)
        #expect(Array(stream[0..<(rowBytes * height)]) == Array(rows.joined()))
    }

    @Test("Larger image round-trips in reasonable time")
    func largerImage() throws {
        var bitmap = Bitmap(width: 256, height: 256, fill: .white)
        for i in 0..<10 {
            bitmap.fill(
                path: .circle(center: RasterPoint(Double(i) * 25 + 10, 128), radius: Double(5 + i * 3)),
                color: RGBA8(r: UInt8(i * 25), g: 100, b: 200, a: 180))
        }
        let bytes = try bitmap.pngData()
        #expect(bytes.count < 256 * 256 * 3 / 4)
        #expect(Bitmap(try PNGDecoder.decode(bytes)) == bitmap)
    }
}
