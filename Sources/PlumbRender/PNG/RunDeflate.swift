import CDeflate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A one-pass zlib stream (RFC 1950/1951) for PNG image data made only of literals and two
/// kinds of match: "the pixel to the left, again" (distance one pixel) and "the pixels above"
/// (distance one row), coded with deflate's fixed Huffman codes (RFC 1951 §3.2.6), with no
/// search and no tables to build. It is the idea of fpng (Richard Geldreich's fast PNG
/// encoder), which is as fast as it is because drawn pictures are made of runs of one colour
/// and of rows like the one above, and finding those needs one comparison a pixel.
///
/// Rows are filtered with None (the filter byte 0), so the stream is the pixels themselves:
/// any inflater decodes it. Measured for issue 16: see ``PNGCompression/fast``.
enum RunDeflate {
    /// The zlib stream of `height` rows of `rowBytes` bytes (`bpp` bytes a pixel, 3 or 4),
    /// row `y` written by `writeRow(y, bytes)`, each row preceded by the filter byte None.
    static func zlib(
        height: Int, rowBytes: Int, bpp: Int, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        precondition(bpp == 3 || bpp == 4)
        let stride = rowBytes + 1
        // Matches reach back at most 32 KiB: rows longer than that match only to their left.
        let reachesAbove = stride <= 32_768
        // Rows as the stream holds them (filter byte, then pixels), the previous and the
        // current, each with a byte to spare for writeRow's four-byte stores.
        let slot = stride + 1
        var rows = [UInt8](repeating: 0, count: 2 * slot)
        // Worst case: every byte a 9-bit literal, plus a few bytes of header, block and check.
        let capacity = (height * stride * 9) / 8 + 64
        var checksum: UInt32 = 1
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var bits = BitWriter(buffer.baseAddress!)
            bits.writeBytes(0x78, 0x01)  // zlib: deflate, 32 KiB window, "fastest" (RFC 1950 §2.2)
            bits.write(0b011, 3)  // BFINAL = 1, BTYPE = 01: one block with the fixed codes
            rows.withUnsafeMutableBufferPointer { rows in
                let base = rows.baseAddress!
                for y in 0..<height {
                    let cur = base + (y & 1) * slot, prev = base + ((y + 1) & 1) * slot
                    cur[0] = 0
                    writeRow(y, cur + 1)
                    checksum = UInt32(truncatingIfNeeded: libdeflate_adler32(UInt32(checksum), cur, stride))
                    let above = y > 0 && reachesAbove
                    if above && memcmp(cur, prev, stride) == 0 {
                        if rowBytes > bpp && memcmp(cur + 1 + bpp, cur + 1, rowBytes - bpp) == 0 {
                            // A row of one colour: its first pixel, then a run to its left,
                            // whose pieces code in 13 bits where the row above's take 24
                            // (its distance needs up to 13 extra bits).
                            bits.literal(0)
                            for i in 1...bpp { bits.literal(Int(cur[i])) }
                            bits.match(length: rowBytes - bpp, distance: bpp)
                        } else {
                            // The whole row (and its filter byte) as the row above.
                            bits.match(length: stride, distance: stride)
                        }
                        continue
                    }
                    bits.literal(0)
                    encode(row: cur + 1, above: above ? UnsafePointer(prev + 1) : nil,
                           count: rowBytes, bpp: bpp, stride: stride, into: &bits)
                }
            }
            bits.literal(256)  // end of block
            bits.flushBytes()
            bits.writeBytes(UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF))
            bits.writeBytes(UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF))
            count = bits.count
        }
        return output
    }

    /// One row's pixels: a run of pixels equal to their left neighbour is one match at one
    /// pixel's distance; a run equal to the pixels above, one match at one row's distance;
    /// anything else, literals.
    @inline(__always)
    static func encode(
        row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bpp: Int, stride: Int,
        into bits: inout BitWriter
    ) {
        let pixels = count / bpp
        @inline(__always) func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
            bpp == 4
                ? UnsafeRawPointer(a).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(b).loadUnaligned(as: UInt32.self)
                : a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
        }
        var x = 0
        while x < pixels {
            let p = row + x * bpp
            if x > 0 && same(p, p - bpp) {
                var end = x + 1
                while end < pixels && same(row + end * bpp, p - bpp) { end += 1 }
                bits.match(length: (end - x) * bpp, distance: bpp)
                x = end
            } else if let above, same(p, above + x * bpp) {
                var end = x + 1
                while end < pixels && same(row + end * bpp, above + end * bpp) { end += 1 }
                bits.match(length: (end - x) * bpp, distance: stride)
                x = end
            } else {
                for i in 0..<bpp { bits.literal(Int(p[i])) }
                x += 1
            }
        }
    }

    /// Deflate's bit order (RFC 1951 §3.1.1): least significant bit first, Huffman codes
    /// most significant bit first (hence stored reversed), into a buffer with room enough.
    struct BitWriter {
        let start: UnsafeMutablePointer<UInt8>
        var out: UnsafeMutablePointer<UInt8>
        var buffer: UInt64 = 0
        var used = 0

        init(_ start: UnsafeMutablePointer<UInt8>) {
            self.start = start
            self.out = start
        }

        var count: Int { out - start }

        @inline(__always)
        mutating func write(_ value: UInt32, _ length: Int) {
            buffer |= UInt64(value) << UInt64(used)
            used += length
            if used >= 32 {
                UnsafeMutableRawPointer(out).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
                out += 4
                buffer >>= 32
                used -= 32
            }
        }

        /// Writes the bits left, padded to a byte.
        mutating func flushBytes() {
            while used > 0 {
                out.pointee = UInt8(truncatingIfNeeded: buffer)
                out += 1
                buffer >>= 8
                used = max(0, used - 8)
            }
        }

        /// Bytes written whole (after ``flushBytes()``, or before any bit).
        mutating func writeBytes(_ a: UInt8, _ b: UInt8) {
            out[0] = a
            out[1] = b
            out += 2
        }

        @inline(__always)
        mutating func literal(_ symbol: Int) {
            let code = FixedCodes.literals[symbol]
            write(UInt32(code.bits), Int(code.length))
        }

        /// A match of `length` bytes (any length of 3 or more; split into deflate's pieces of
        /// at most 258) at `distance` (1...32,768).
        @inline(__always)
        mutating func match(length: Int, distance: Int) {
            let d = FixedCodes.distance(distance)
            var left = length
            while left > 0 {
                // Pieces of 258, leaving no piece shorter than deflate's minimum of 3.
                let piece = left <= 258 ? left : (left - 258 < 3 ? left - 3 : 258)
                let code = FixedCodes.lengths[piece]
                write(code.bits, Int(code.length))
                write(d.bits, Int(d.length))
                left -= piece
            }
        }
    }

    /// RFC 1951 §3.2.5–3.2.6: the fixed literal/length codes, and the length and distance
    /// symbols with their extra bits, each as one bit string in writing order.
    enum FixedCodes {
        /// The fixed code of literal/length symbol 0...287, reversed for writing.
        static let literals: [(bits: UInt16, length: UInt8)] = (0..<288).map { symbol in
            let (code, length): (Int, Int) = switch symbol {
            case 0...143: (0x30 + symbol, 8)
            case 144...255: (0x190 + symbol - 144, 9)
            case 256...279: (symbol - 256, 7)
            default: (0xC0 + symbol - 280, 8)
            }
            return (UInt16(reversed(code, length)), UInt8(length))
        }

        /// Length 3...258: its symbol's code followed by its extra bits.
        static let lengths: [(bits: UInt32, length: UInt8)] = (0...258).map { length in
            guard length >= 3 else { return (0, 0) }
            let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                         131, 163, 195, 227, 258]
            let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
            let index = bases.lastIndex { $0 <= length }!
            let code = literals[257 + index]
            let extra = UInt32(length - bases[index])
            return (UInt32(code.bits) | extra << UInt32(code.length), code.length + UInt8(extras[index]))
        }

        /// Distance 1...32,768: its 5-bit code (reversed) followed by its extra bits.
        @inline(__always)
        static func distance(_ distance: Int) -> (bits: UInt32, length: UInt8) {
            // Codes 0–3 are distances 1–4; then each pair of codes doubles the range.
            let d = distance - 1
            let symbol: Int, extraBits: Int, base: Int
            if d < 4 {
                (symbol, extraBits, base) = (d, 0, d)
            } else {
                let top = (Int.bitWidth - 1) - d.leadingZeroBitCount  // position of the highest bit
                extraBits = top - 1
                symbol = 2 * top + ((d >> (top - 1)) & 1)
                base = (2 | ((d >> (top - 1)) & 1)) << (top - 1)
            }
            let code = UInt32(reversed(symbol, 5))
            return (code | UInt32(d - base) << 5, UInt8(5 + extraBits))
        }

        static func reversed(_ code: Int, _ length: Int) -> Int {
            var result = 0
            for i in 0..<length where code & (1 << i) != 0 { result |= 1 << (length - 1 - i) }
            return result
        }
    }
}
