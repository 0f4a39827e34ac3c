import Testing
@testable import PlumbRender

@Suite("PNG corrupt input")
struct PNGCorruptionTests {
    static func validPNG() throws -> [UInt8] {
        var pixels: [RGBA8] = []
        for i in 0..<(12 * 9) {
            pixels.append(RGBA8(r: UInt8(i), g: UInt8(255 - i), b: UInt8(i * 3 & 0xFF), a: UInt8(i * 2 & 0xFF)))
        }
        return try PNGEncoder.encode(PNGImage(width: 12, height: 9, pixels: pixels)!)
    }

    /// Offsets of each chunk (at its length field) in a datastream.
    static func chunkOffsets(_ bytes: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var out: [(String, Int, Int)] = []
        var o = 8
        while o + 8 <= bytes.count {
            let len = Int(PNGChunk.readUInt32(bytes, o))
            out.append((String(decoding: bytes[(o + 4)..<(o + 8)], as: UTF8.self), o, len))
            o += 12 + len
        }
        return out
    }

    static func decodeError(_ bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) -> PNGError? {
        do {
            _ = try decoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("Bad signature")
    func badSignature() throws {
        var bytes = try Self.validPNG()
        bytes[1] = UInt8(ascii: "Q")
        #expect(Self.decodeError(bytes) == .badSignature)
        #expect(Self.decodeError([]) == .badSignature)
        #expect(Self.decodeError(Array(PNGChunk.signature.prefix(7))) == .badSignature)
        #expect(Self.decodeError(Array("GIF89a..........".utf8)) == .badSignature)
    }

    @Test("Truncated files")
    func truncated() throws {
        let bytes = try Self.validPNG()
        let chunks = Self.chunkOffsets(bytes)
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        // Cut inside IDAT data, inside a length field, inside a CRC.
        #expect(Self.decodeError(Array(bytes[0..<(idat.offset + 8 + idat.length / 2)])) == .truncatedChunk)
        #expect(Self.decodeError(Array(bytes[0..<(idat.offset + 2)])) == .truncatedChunk)
        #expect(Self.decodeError(Array(bytes[0..<(idat.offset + 8 + idat.length + 2)])) == .truncatedChunk)
        // Cut exactly at chunk boundaries.
        #expect(Self.decodeError(Array(bytes[0..<8])) == .missingChunk("IHDR"))
        #expect(Self.decodeError(Array(bytes[0..<(bytes.count - 12)])) == .missingChunk("IEND"))
        // Every possible truncation fails cleanly.
        for n in 0..<bytes.count {
            #expect(Self.decodeError(Array(bytes[0..<n])) != nil, "prefix of \(n) bytes decoded")
        }
    }

    @Test("CRC mismatch names the chunk")
    func crc() throws {
        var bytes = try Self.validPNG()
        let chunks = Self.chunkOffsets(bytes)
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        bytes[idat.offset + 8 + 3] ^= 0x40
        #expect(Self.decodeError(bytes) == .crcMismatch(chunkType: "IDAT"))
        var bytes2 = try Self.validPNG()
        bytes2[8 + 8 + 13] ^= 1  // first CRC byte of IHDR
        #expect(Self.decodeError(bytes2) == .crcMismatch(chunkType: "IHDR"))
    }

    @Test("Dimensions too large are rejected before allocation")
    func tooLarge() throws {
        let huge =
            PNGChunk.signature + TestSupport.ihdr(width: 100_000, height: 100_000, depth: 8, colorType: 6)
            + TestSupport.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + TestSupport.chunk("IEND", [])
        #expect(Self.decodeError(huge) == .dimensionsTooLarge(width: 100_000, height: 100_000))
        let max =
            PNGChunk.signature + TestSupport.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, depth: 16, colorType: 6)
        #expect(Self.decodeError(max) == .dimensionsTooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))
        let small = try Self.validPNG()
        #expect(
            Self.decodeError(small, decoder: PNGDecoder(maxPixelCount: 100))
                == .dimensionsTooLarge(width: 12, height: 9))
        #expect(Self.decodeError(small, decoder: PNGDecoder(maxPixelCount: 108)) == nil)
        // Within the cap but with an IDAT far too small to hold it: rejected
        // without allocating ~256 MB.
        let claim = try TestSupport.png(width: 16_000, height: 16_000, depth: 8, colorType: 0, raw: [0, 0, 0])
        #expect(Self.decodeError(claim) == .notEnoughImageData)
    }

    @Test("Invalid IHDR fields")
    func invalidHeader() throws {
        let raw: [UInt8] = [0, 0]
        for (w, h, depth, type) in [
            (0, 1, 8, 0), (1, 0, 8, 0), (1, 1, 4, 2), (1, 1, 16, 3), (1, 1, 8, 1), (1, 1, 3, 0),
        ] {
            let png = try TestSupport.png(
                width: UInt32(w), height: UInt32(h), depth: UInt8(depth), colorType: UInt8(type), raw: raw)
            guard case .invalidHeader = Self.decodeError(png) else {
                Issue.record("IHDR \(w)×\(h) depth \(depth) type \(type) accepted")
                continue
            }
        }
        var interlace = try TestSupport.png(width: 1, height: 1, depth: 8, colorType: 0, raw: [0, 0])
        interlace[8 + 8 + 12] = 2
        // Fix the CRC so the header check (not the CRC check) fires.
        let crc = Zlib.crc32(interlace[(8 + 4)..<(8 + 8 + 13)])
        interlace[29] = UInt8(crc >> 24); interlace[30] = UInt8(crc >> 16 & 0xFF)
        interlace[31] = UInt8(crc >> 8 & 0xFF); interlace[32] = UInt8(crc & 0xFF)
        #expect(Self.decodeError(interlace) == .invalidHeader("interlace method 2"))
    }

    @Test("Chunk-level errors: unknown critical chunk, ordering, lengths")
    func chunkErrors() throws {
        let ihdr = TestSupport.ihdr(width: 2, height: 1, depth: 8, colorType: 0)
        let idat = TestSupport.chunk("IDAT", try Zlib.deflate([0, 7, 9], level: 6))
        let iend = TestSupport.chunk("IEND", [])
        let sig = PNGChunk.signature
        #expect(
            try PNGDecoder.decode(sig + ihdr + idat + iend).pixels == [
                RGBA8(r: 7, g: 7, b: 7), RGBA8(r: 9, g: 9, b: 9),
            ])
        // Unknown ancillary chunk is skipped; unknown critical chunk is fatal.
        #expect(Self.decodeError(sig + ihdr + TestSupport.chunk("prVt", [1, 2, 3]) + idat + iend) == nil)
        #expect(
            Self.decodeError(sig + ihdr + TestSupport.chunk("ABCD", [1]) + idat + iend)
                == .unsupported("critical chunk ABCD"))
        #expect(Self.decodeError(sig + idat + ihdr + iend) == .missingChunk("IHDR"))
        #expect(Self.decodeError(sig + ihdr + iend) == .missingChunk("IDAT"))
        #expect(Self.decodeError(sig + ihdr + ihdr + idat + iend) == .invalidChunk("duplicate IHDR"))
        #expect(
            Self.decodeError(sig + ihdr + idat + TestSupport.chunk("tEXt", [65]) + idat + iend)
                == .invalidChunk("IDAT chunks are not consecutive"))
        #expect(
            Self.decodeError(sig + ihdr + TestSupport.chunk("tRNS", [0]) + idat + iend)
                == .invalidChunk("tRNS length 1 for grayscale"))
        #expect(
            Self.decodeError(sig + ihdr + TestSupport.chunk("PLTE", [1, 2, 3]) + idat + iend)
                == .invalidChunk("PLTE in a grayscale image"))
        #expect(
            Self.decodeError(sig + ihdr + TestSupport.chunk("a1b2", []) + idat + iend)
                == .invalidChunk("chunk type a?b? is not ASCII letters"))
        // Length field above 2^31 − 1.
        var badLength = sig + ihdr
        badLength += [0x80, 0, 0, 0] + Array("IDAT".utf8)
        #expect(Self.decodeError(badLength) == .invalidChunkLength(0x8000_0000))
        // Data after IEND is ignored.
        #expect(Self.decodeError(sig + ihdr + idat + iend + [1, 2, 3]) == nil)
    }

    @Test("Palette errors")
    func paletteErrors() throws {
        let ihdr = TestSupport.ihdr(width: 4, height: 1, depth: 2, colorType: 3)
        let plte = TestSupport.chunk("PLTE", [255, 0, 0, 0, 255, 0])  // 2 entries
        let sig = PNGChunk.signature, iend = TestSupport.chunk("IEND", [])
        let good = TestSupport.chunk("IDAT", try Zlib.deflate([0, 0b0001_0001], level: 6))
        let image = try PNGDecoder.decode(sig + ihdr + plte + good + iend)
        #expect(image.pixels == [.red, .green, .red, .green])
        let bad = TestSupport.chunk("IDAT", try Zlib.deflate([0, 0b0001_1100], level: 6))
        #expect(Self.decodeError(sig + ihdr + plte + bad + iend) == .paletteIndexOutOfRange(3))
        #expect(Self.decodeError(sig + ihdr + good + iend) == .missingChunk("PLTE"))
        #expect(
            Self.decodeError(sig + ihdr + plte + TestSupport.chunk("tRNS", [1, 2, 3]) + good + iend)
                == .invalidChunk("tRNS has 3 entries for a 2-entry palette"))
        #expect(
            Self.decodeError(sig + ihdr + TestSupport.chunk("PLTE", [1, 2]) + good + iend)
                == .invalidChunk("PLTE length 2"))
    }

    @Test("zlib, filter and data-length errors")
    func dataErrors() throws {
        // Garbage instead of a zlib stream (valid CRC).
        let garbage =
            PNGChunk.signature + TestSupport.ihdr(width: 2, height: 2, depth: 8, colorType: 0)
            + TestSupport.chunk("IDAT", [0x12, 0x34, 0x56, 0x78, 0x9A]) + TestSupport.chunk("IEND", [])
        #expect(Self.decodeError(garbage) == .zlib(code: -3))
        // A valid stream that is one byte short.
        let short = try TestSupport.png(width: 2, height: 2, depth: 8, colorType: 0, raw: [0, 1, 2, 0, 3])
        #expect(Self.decodeError(short) == .notEnoughImageData)
        // A zlib stream cut in the middle.
        let full = try Zlib.deflate([UInt8](repeating: 0, count: 2) + (0..<200).map { UInt8($0) }, level: 0)
        let cut =
            PNGChunk.signature + TestSupport.ihdr(width: 100, height: 2, depth: 8, colorType: 0)
            + TestSupport.chunk("IDAT", Array(full.prefix(60))) + TestSupport.chunk("IEND", [])
        #expect(Self.decodeError(cut) == .notEnoughImageData)
        // Filter type 5.
        let badFilter = try TestSupport.png(width: 2, height: 2, depth: 8, colorType: 0, raw: [0, 1, 2, 5, 3, 4])
        #expect(Self.decodeError(badFilter) == .invalidFilterType(5))
        // Extra decompressed data beyond the image is ignored.
        let extra = try TestSupport.png(width: 2, height: 1, depth: 8, colorType: 0, raw: [0, 1, 2, 9, 9, 9, 9])
        #expect(try PNGDecoder.decode(extra).pixels.map(\.r) == [1, 2])
    }

    @Test("Random mutations never crash (CRCs fixed up so damage reaches the decoder)")
    func fuzz() throws {
        let seeds: [[UInt8]] = [
            try Self.validPNG(),
            try TestSupport.readFixture("adam7_pal4_trns.png"),
            try TestSupport.readFixture("filters_adam7_rgba16.png"),
            try TestSupport.readFixture("gray16_trns.png"),
        ]
        var rng = SplitMix64(seed: 7)
        var decodedCount = 0, failedCount = 0
        for iteration in 0..<1500 {
            var bytes = seeds[iteration % seeds.count]
            let mutations = Int.random(in: 1...4, using: &rng)
            for _ in 0..<mutations {
                let i = Int.random(in: 8..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes[i] ^= 1 << UInt8.random(in: 0...7, using: &rng)
                case 2: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...16, using: &rng)))
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: i)
                }
                if bytes.count <= 8 { break }
            }
            // Recompute every chunk CRC we can still find.
            var o = 8
            while o + 12 <= bytes.count {
                let len = Int(PNGChunk.readUInt32(bytes, o))
                guard len <= bytes.count - o - 12 else { break }
                let crc = Zlib.crc32(bytes[(o + 4)..<(o + 8 + len)])
                let c = o + 8 + len
                bytes[c] = UInt8(crc >> 24); bytes[c + 1] = UInt8(crc >> 16 & 0xFF)
                bytes[c + 2] = UInt8(crc >> 8 & 0xFF); bytes[c + 3] = UInt8(crc & 0xFF)
                o = c + 4
            }
            do {
                let image = try PNGDecoder.decode(bytes)
                #expect(image.pixels.count == image.width * image.height)
                decodedCount += 1
            } catch {
                failedCount += 1
            }
        }
        #expect(decodedCount + failedCount == 1500)
        #expect(failedCount > 100)
    }
}
