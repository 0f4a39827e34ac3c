/// PNG datastream framing (PNG spec, 2nd ed., W3C REC 2003, §5):
/// an 8-byte signature followed by chunks of
/// `length (4, big-endian) | type (4 ASCII letters) | data | CRC-32 (4)`,
/// where the CRC covers type and data (§5.3, §5.5).
enum PNGChunk {
    /// `89 50 4E 47 0D 0A 1A 0A` (§5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk's type as its four bytes packed big-endian, e.g. `IHDR`.
    struct ChunkType: Hashable, Sendable, CustomStringConvertible {
        let raw: UInt32

        init(_ s: StaticString) {
            precondition(s.utf8CodeUnitCount == 4)
            let p = s.utf8Start
            raw = UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
        }

        init(raw: UInt32) { self.raw = raw }

        var bytes: [UInt8] {
            [
                UInt8(truncatingIfNeeded: raw >> 24), UInt8(truncatingIfNeeded: raw >> 16),
                UInt8(truncatingIfNeeded: raw >> 8), UInt8(truncatingIfNeeded: raw),
            ]
        }

        /// Critical chunks have bit 5 of the first byte clear (uppercase), §5.4.
        var isCritical: Bool { raw & 0x2000_0000 == 0 }

        /// §5.3: type bytes are restricted to ASCII A–Z and a–z.
        var isValid: Bool {
            bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }

        var description: String {
            let letters = bytes.map { b -> UInt8 in
                (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) ? b : UInt8(ascii: "?")
            }
            return String(decoding: letters, as: UTF8.self)
        }

        static let IHDR = ChunkType("IHDR")
        static let PLTE = ChunkType("PLTE")
        static let IDAT = ChunkType("IDAT")
        static let IEND = ChunkType("IEND")
        static let tRNS = ChunkType("tRNS")
        static let tEXt = ChunkType("tEXt")
        static let zTXt = ChunkType("zTXt")
        static let iTXt = ChunkType("iTXt")
    }

    /// One parsed chunk; `data` is a slice of the input (no copy).
    struct Chunk {
        let type: ChunkType
        let data: ArraySlice<UInt8>
    }

    /// Sequential chunk reader over a complete datastream.
    struct Reader {
        let bytes: [UInt8]
        private(set) var offset: Int

        /// Validates the signature (§5.2).
        init(_ bytes: [UInt8]) throws(PNGError) {
            guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGChunk.signature) else {
                throw .badSignature
            }
            self.bytes = bytes
            self.offset = 8
        }

        var isAtEnd: Bool { offset >= bytes.count }

        /// Reads the next chunk and verifies its CRC.
        mutating func next() throws(PNGError) -> Chunk {
            guard bytes.count - offset >= 8 else { throw .truncatedChunk }
            let length = PNGChunk.readUInt32(bytes, offset)
            guard length <= 0x7FFF_FFFF else { throw .invalidChunkLength(length) }
            let type = ChunkType(raw: PNGChunk.readUInt32(bytes, offset + 4))
            let dataStart = offset + 8
            // Compare without overflow: need length + 4 CRC bytes available.
            guard bytes.count - dataStart >= Int(length) + 4 else { throw .truncatedChunk }
            let dataEnd = dataStart + Int(length)
            let stored = PNGChunk.readUInt32(bytes, dataEnd)
            let computed = Zlib.crc32(bytes[(offset + 4)..<dataEnd])
            guard stored == computed else { throw .crcMismatch(chunkType: type.description) }
            guard type.isValid else { throw .invalidChunk("chunk type \(type) is not ASCII letters") }
            offset = dataEnd + 4
            return Chunk(type: type, data: bytes[dataStart..<dataEnd])
        }
    }

    /// Appends a chunk with its length and CRC to `out`.
    static func write(_ type: ChunkType, _ data: [UInt8], to out: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &out)
        let typeBytes = type.bytes
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        let crc = Zlib.crc32(data, continuing: Zlib.crc32(typeBytes))
        appendUInt32(crc, to: &out)
    }

    /// Big-endian 32-bit read (§7.1: "network byte order").
    static func readUInt32<C: RandomAccessCollection>(_ b: C, _ i: C.Index) -> UInt32
    where C.Element == UInt8 {
        let i1 = b.index(after: i), i2 = b.index(after: i1), i3 = b.index(after: i2)
        return UInt32(b[i]) << 24 | UInt32(b[i1]) << 16 | UInt32(b[i2]) << 8 | UInt32(b[i3])
    }

    static func appendUInt32(_ v: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: v >> 24))
        out.append(UInt8(truncatingIfNeeded: v >> 16))
        out.append(UInt8(truncatingIfNeeded: v >> 8))
        out.append(UInt8(truncatingIfNeeded: v))
    }
}
