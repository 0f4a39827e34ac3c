import Foundation
@testable import PlumbRender

/// Helpers shared by the test files.
enum TestSupport {
    /// `Tests/PlumbRenderTests/Fixtures/PNG`, located from this source file
    /// so no SwiftPM resource bundle is needed.
    static let pngFixtureDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("PNG")

    static func readFixture(_ name: String) throws -> [UInt8] {
        let url = pngFixtureDirectory.appendingPathComponent(name)
        return [UInt8](try Data(contentsOf: url))
    }

    /// Decodes a lowercase/uppercase hex string into bytes.
    static func hexBytes(_ hex: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8? = nil
        for c in hex.utf8 {
            let v: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = c - UInt8(ascii: "A") + 10
            default: continue
            }
            if let h = high {
                out.append(h << 4 | v)
                high = nil
            } else {
                high = v
            }
        }
        return out
    }

    /// Builds a PNG chunk (length, type, data, CRC) for hand-made test files.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        PNGChunk.write(PNGChunk.ChunkType(raw: type.utf8.reduce(0) { $0 << 8 | UInt32($1) }), data, to: &out)
        return out
    }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        var d: [UInt8] = []
        PNGChunk.appendUInt32(width, to: &d)
        PNGChunk.appendUInt32(height, to: &d)
        d += [depth, colorType, 0, 0, interlace]
        return chunk("IHDR", d)
    }

    /// A complete PNG from raw (already filtered) scanline bytes.
    static func png(
        width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8,
        raw: [UInt8], extra: [[UInt8]] = []
    ) throws -> [UInt8] {
        var out = PNGChunk.signature
        out += ihdr(width: width, height: height, depth: depth, colorType: colorType)
        for e in extra { out += e }
        out += chunk("IDAT", try Zlib.deflate(raw, level: 6))
        out += chunk("IEND", [])
        return out
    }
}

/// Deterministic SplitMix64 generator for reproducible "random" tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Bitmap {
    /// Sum of alpha over all pixels, in units of whole pixels.
    var coverageSum: Double {
        pixels.reduce(0.0) { $0 + Double($1.a) / 255 }
    }
}
