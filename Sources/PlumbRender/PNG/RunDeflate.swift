import CDeflate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A fast zlib stream (RFC 1950/1951) for PNG image data, made of literals and matches of three
/// kinds: "the pixel to the left, again" (distance one pixel), "the pixels above" (distance
/// one row), both found with one comparison a pixel, and, where neither is longer, the last
/// place the next four bytes were seen (a single-probe hash table, as in LZ4). It is the idea
/// of fpng (Richard Geldreich's fast PNG encoder), which is as fast as it is because drawn
/// pictures are made of runs of one colour and of rows like the one above.
///
/// The matches and literals of up to 65,536 tokens are collected, then written as one block
/// with Huffman codes made for them (RFC 1951 §3.2.7), as fpng's slower mode does. Measured on
/// `plumb-bench card`'s card and list screen: deflate's fixed codes made 83,768 and 300,690
/// bytes, codes made per block 60,048 and 234,895, and the hashed matches 54,790 and 222,241
/// (fpng: 79,589 and 301,582; libdeflate at level 6 after the drawn-picture filters: 42,248
/// and 186,734).
///
/// Rows are filtered with None (the filter byte 0), so the stream is the pixels themselves:
/// any inflater decodes it.
enum RunDeflate {
    /// The zlib stream of `height` rows of `rowBytes` bytes (`bpp` bytes a pixel, 3 or 4),
    /// row `y` written by `writeRow(y, bytes)`, each row preceded by the filter byte None.
    static func zlib(
        height: Int, rowBytes: Int, bpp: Int, writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        precondition(bpp == 3 || bpp == 4)
        let stride = rowBytes + 1, total = height * stride
        // The rows as the stream holds them (filter byte None, then pixels), with 4 bytes to
        // spare for the four-byte loads and stores past the last pixel.
        let data = [UInt8](unsafeUninitializedCapacity: total + 4) { data, count in
            let base = data.baseAddress!
            for y in 0..<height {
                base[y * stride] = 0
                writeRow(y, base + y * stride + 1)
            }
            (base + total).initialize(repeating: 0, count: 4)
            count = total + 4
        }
        // Worst case: every byte a literal of at most 15 bits (a block's codes are at most 15
        // bits long), plus each block's tables (at most ~300 bytes per 65,536 tokens) and the
        // header and check.
        let capacity = total * 2 + (total / Tokens.blockSize + 1) * 512 + 64
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var bits = BitWriter(buffer.baseAddress!)
            // A block's tokens, and room for one more row's (at most a literal a byte).
            var tokens = Tokens(capacity: Tokens.blockSize + 2 * stride)
            defer { tokens.deallocate() }
            var matcher = Matcher()
            defer { matcher.deallocate() }
            bits.writeBytes(0x78, 0x01)  // zlib: deflate, 32 KiB window, "fastest" (RFC 1950 §2.2)
            data.withUnsafeBufferPointer { data in
                let d = data.baseAddress!
                for y in 0..<height {
                    encode(row: y, of: d, stride: stride, bpp: bpp, matcher: &matcher, into: &tokens)
                    if tokens.count >= Tokens.blockSize {
                        tokens.write(to: &bits, final: false)
                        tokens.removeAll()
                    }
                }
            }
            tokens.write(to: &bits, final: true)
            bits.flushBytes()
            let checksum = UInt32(
                truncatingIfNeeded: data.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, total) })
            bits.writeBytes(UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF))
            bits.writeBytes(UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF))
            count = bits.count
        }
    }

    /// Row `y` of the stream `d` (rows of `stride` bytes, the filter byte first), as tokens: a
    /// run of pixels equal to the pixel to their left is one match at one pixel's distance; a
    /// run equal to the row above, one match at one row's distance; where neither holds, a
    /// match found by hashing the next four bytes (an antialiased edge or a glyph drawn
    /// before, as on a line of text); anything else, literals.
    @inline(__always)
    static func encode(
        row y: Int, of d: UnsafePointer<UInt8>, stride: Int, bpp: Int, matcher: inout Matcher, into tokens: inout Tokens
    ) {
        let start = y * stride, end = start + stride
        // Matches reach back at most 32 KiB: rows longer than that match only to their left.
        let above = y > 0 && stride <= 32_768
        if above && memcmp(d + start, d + start - stride, stride) == 0 {
            if stride - 1 > bpp && memcmp(d + start + 1 + bpp, d + start + 1, stride - 1 - bpp) == 0 {
                // A row of one colour: its first pixel, then a run to its left, whose
                // distance needs no extra bits (the row above's, up to 13).
                tokens.literal(0)
                for i in 1...bpp { tokens.literal(d[start + i]) }
                tokens.match(length: stride - 1 - bpp, distance: bpp)
            } else {
                // The whole row (and its filter byte) as the row above.
                tokens.match(length: stride, distance: stride)
            }
            return
        }
        // Pixels compared as 32-bit words, an RGB pixel's with the next byte masked off (the
        // stream has bytes to spare after its end): a third of the instructions of three
        // byte compares.
        let mask: UInt32 = bpp == 4 ? .max : UInt32(littleEndian: 0x00FF_FFFF)
        @inline(__always) func word(_ p: Int) -> UInt32 { UnsafeRawPointer(d + p).loadUnaligned(as: UInt32.self) }
        @inline(__always) func same(_ a: Int, _ b: Int) -> Bool { (word(a) ^ word(b)) & mask == 0 }
        /// Bytes from `p` equal to those `distance` before them, whole pixels then bytes, within the row.
        @inline(__always) func run(_ p: Int, _ distance: Int) -> Int {
            var n = 0
            while p + n + bpp <= end && same(p + n, p + n - distance) { n += bpp }
            while p + n < end && d[p + n] == d[p + n - distance] { n += 1 }
            return n
        }
        tokens.literal(0)
        var p = start + 1
        while p < end {
            if end - p >= bpp {
                // The longest of the three, the cheaper distance on a tie.
                var length = 0, distance = 0
                if p - bpp > start && same(p, p - bpp) { (length, distance) = (run(p, bpp), bpp) }
                if above && length < stride && same(p, p - stride) {
                    let n = run(p, stride)
                    if n > length { (length, distance) = (n, stride) }
                }
                if end - p >= 4, let candidate = matcher.candidate(at: p, word: word(p)), word(candidate) == word(p) {
                    var n = 4
                    while p + n < end && d[candidate + n] == d[p + n] { n += 1 }
                    if n > length { (length, distance) = (n, p - candidate) }
                }
                if length > 0 {
                    tokens.match(length: length, distance: distance)
                    p += length
                    continue
                }
            }
            for i in p..<min(end, p + bpp) { tokens.literal(d[i]) }
            p += bpp
        }
    }

    /// The last position each hash of four bytes was seen at (LZ77's single-probe hash table,
    /// as in LZ4 and zlib's fastest level), for the bytes the runs do not cover.
    struct Matcher {
        static let bits = 14
        private let table: UnsafeMutablePointer<Int>

        init() {
            table = .allocate(capacity: 1 << Self.bits)
            table.initialize(repeating: -1 << 20, count: 1 << Self.bits)
        }

        func deallocate() { table.deallocate() }

        /// The last position with `word`'s hash, if within deflate's 32 KiB, and `p` recorded in its place.
        @inline(__always)
        mutating func candidate(at p: Int, word: UInt32) -> Int? {
            let h = Int((word &* 2_654_435_761) >> UInt32(32 - Self.bits))
            let last = table[h]
            table[h] = p
            return p - last <= 32_768 ? last : nil
        }
    }

    /// A block's literals and matches, and how often each symbol occurs in them, in buffers
    /// allocated once (an array appended to cost a third more instructions a pixel).
    struct Tokens {
        /// Tokens a block collects before it is written (fpng's blocks are of this order).
        static let blockSize = 1 << 16
        /// A literal is its byte; a match has the top bit set, its length in bits 16–24 and its
        /// distance in bits 0–15.
        private let tokens: UnsafeMutablePointer<UInt32>
        private let capacity: Int
        private(set) var count = 0
        /// Literal/length symbols 0...285 and distance symbols 0...29 (RFC 1951 §3.2.5).
        private let literalCounts: UnsafeMutablePointer<Int>
        private let distanceCounts: UnsafeMutablePointer<Int>

        init(capacity: Int) {
            self.capacity = capacity
            tokens = .allocate(capacity: capacity)
            literalCounts = .allocate(capacity: 286)
            literalCounts.initialize(repeating: 0, count: 286)
            distanceCounts = .allocate(capacity: 30)
            distanceCounts.initialize(repeating: 0, count: 30)
        }

        func deallocate() {
            tokens.deallocate()
            literalCounts.deallocate()
            distanceCounts.deallocate()
        }

        mutating func removeAll() {
            count = 0
            literalCounts.update(repeating: 0, count: 286)
            distanceCounts.update(repeating: 0, count: 30)
        }

        @inline(__always)
        mutating func literal(_ byte: UInt8) {
            precondition(count < capacity)
            tokens[count] = UInt32(byte)
            count += 1
            literalCounts[Int(byte)] += 1
        }

        /// A match of `length` bytes (3 or more; split into deflate's pieces of at most 258)
        /// at `distance` (1...32,768).
        @inline(__always)
        mutating func match(length: Int, distance: Int) {
            let d = Codes.distance(distance)
            var left = length
            while left > 0 {
                // Pieces of 258, leaving no piece shorter than deflate's minimum of 3.
                let piece = left <= 258 ? left : (left - 258 < 3 ? left - 3 : 258)
                precondition(count < capacity)
                tokens[count] = 0x8000_0000 | UInt32(piece) << 16 | UInt32(distance)
                count += 1
                literalCounts[Int(Codes.lengths[piece].symbol)] += 1
                distanceCounts[d.symbol] += 1
                left -= piece
            }
        }

        /// Writes the tokens as one block with codes made for them, and the end of the block.
        func write(to bits: inout BitWriter, final: Bool) {
            var literals = Array(UnsafeBufferPointer(start: literalCounts, count: 286))
            literals[256] = 1  // the end of the block
            let literalLengths = Huffman.lengths(literals, limit: 15)
            let distanceLengths = Huffman.lengths(
                Array(UnsafeBufferPointer(start: distanceCounts, count: 30)), limit: 15)
            let literalCodes = Huffman.codes(literalLengths), distanceCodes = Huffman.codes(distanceLengths)
            Huffman.writeHeader(literalLengths, distanceLengths, final: final, to: &bits)
            var lastDistance = -1, distanceBits: UInt32 = 0, distanceLength = 0
            for token in UnsafeBufferPointer(start: tokens, count: count) {
                if token & 0x8000_0000 == 0 {
                    let code = literalCodes[Int(token)]
                    bits.write(UInt32(code.bits), Int(code.length))
                    continue
                }
                let length = Int((token >> 16) & 0x1FF), distance = Int(token & 0xFFFF)
                let l = Codes.lengths[length]
                let code = literalCodes[Int(l.symbol)]
                bits.write(UInt32(code.bits) | l.extra << UInt32(code.length), Int(code.length) + Int(l.extraLength))
                if distance != lastDistance {
                    let d = Codes.distance(distance)
                    let dc = distanceCodes[d.symbol]
                    distanceBits = UInt32(dc.bits) | d.extra << UInt32(dc.length)
                    distanceLength = Int(dc.length) + d.extraLength
                    lastDistance = distance
                }
                bits.write(distanceBits, distanceLength)
            }
            let end = literalCodes[256]
            bits.write(UInt32(end.bits), Int(end.length))
        }
    }

    /// RFC 1951 §3.2.5: the symbols of lengths and distances, and their extra bits.
    enum Codes {
        /// Length 3...258: its symbol (257...285) and extra bits.
        static let lengths: [(symbol: UInt16, extra: UInt32, extraLength: UInt8)] = (0...258).map { length in
            guard length >= 3 else { return (0, 0, 0) }
            let bases = [
                3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                131, 163, 195, 227, 258,
            ]
            let extras: [UInt8] = [
                0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
            ]
            let index = bases.lastIndex { $0 <= length }!
            return (UInt16(257 + index), UInt32(length - bases[index]), extras[index])
        }

        /// Distance 1...32,768: its symbol (0...29) and extra bits.
        @inline(__always)
        static func distance(_ distance: Int) -> (symbol: Int, extra: UInt32, extraLength: Int) {
            // Symbols 0–3 are distances 1–4; then each pair of symbols doubles the range.
            let d = distance - 1
            if d < 4 { return (d, 0, 0) }
            let top = (Int.bitWidth - 1) - d.leadingZeroBitCount  // the highest bit set
            let half = (d >> (top - 1)) & 1
            let base = (2 | half) << (top - 1)
            return (2 * top + half, UInt32(d - base), top - 1)
        }
    }

    /// Code lengths for symbol counts, the codes they make, and a dynamic block's header.
    enum Huffman {
        /// Huffman code lengths (RFC 1951 §3.2.2) for `counts`, none longer than `limit`: a
        /// Huffman tree of the counts; while it is too deep, the counts are halved (keeping
        /// every used symbol at least 1) and the tree built again. At least two symbols get a
        /// code, as some inflaters require.
        static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
            var counts = counts
            let used = counts.indices.filter { counts[$0] > 0 }
            if used.count < 2 {
                // One or no symbol used: give symbols 0 and 1 (or the used one and another) codes of 1 bit.
                var lengths = [UInt8](repeating: 0, count: counts.count)
                lengths[used.first ?? 0] = 1
                lengths[used.first == 0 ? 1 : 0] = 1
                return lengths
            }
            while true {
                let lengths = treeDepths(counts, used)
                if lengths.max()! <= limit { return lengths }
                for i in used { counts[i] = max(1, counts[i] / 2) }
            }
        }

        /// Depth of each leaf of a Huffman tree built from `counts` (two queues: the leaves
        /// sorted, and the internal nodes in the order they are made).
        private static func treeDepths(_ counts: [Int], _ used: [Int]) -> [UInt8] {
            let leaves = used.sorted { (counts[$0], $0) < (counts[$1], $1) }
            let n = leaves.count
            // Nodes 0..<n are the leaves in order; n... are internal, each with its parent.
            var weight = leaves.map { counts[$0] } + [Int](repeating: 0, count: n - 1)
            var parent = [Int](repeating: -1, count: 2 * n - 1)
            var nextLeaf = 0, nextInternal = n, made = n
            func smallest() -> Int {
                if nextLeaf < n && (nextInternal >= made || weight[nextLeaf] <= weight[nextInternal]) {
                    nextLeaf += 1
                    return nextLeaf - 1
                }
                nextInternal += 1
                return nextInternal - 1
            }
            while made < 2 * n - 1 {
                let a = smallest(), b = smallest()
                weight[made] = weight[a] + weight[b]
                parent[a] = made
                parent[b] = made
                made += 1
            }
            var depth = [Int](repeating: 0, count: 2 * n - 1)
            for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
            var lengths = [UInt8](repeating: 0, count: counts.count)
            for (i, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[i]) }
            return lengths
        }

        /// The canonical codes of `lengths` (RFC 1951 §3.2.2), reversed for writing.
        static func codes(_ lengths: [UInt8]) -> [(bits: UInt16, length: UInt8)] {
            var perLength = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { perLength[Int(length)] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for bits in 1..<16 {
                code = (code + perLength[bits - 1]) << 1
                next[bits] = code
            }
            return lengths.map { length in
                guard length > 0 else { return (0, 0) }
                let value = next[Int(length)]
                next[Int(length)] += 1
                return (UInt16(reversed(value, Int(length))), length)
            }
        }

        /// A dynamic block's header (RFC 1951 §3.2.7): BFINAL, BTYPE 10, the code lengths of
        /// both alphabets, run-length coded, in the code-length code.
        static func writeHeader(
            _ literalLengths: [UInt8], _ distanceLengths: [UInt8], final: Bool, to bits: inout BitWriter
        ) {
            let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
            // Runs: 16 repeats the previous length 3–6 times, 17 zeros 3–10, 18 zeros 11–138.
            var symbols: [(symbol: Int, extra: UInt32, extraLength: Int)] = []
            var i = 0
            while i < all.count {
                let length = all[i]
                var run = 1
                while i + run < all.count && all[i + run] == length { run += 1 }
                var left = run
                if length == 0 {
                    while left >= 11 { let n = min(left, 138); symbols.append((18, UInt32(n - 11), 7)); left -= n }
                    if left >= 3 { symbols.append((17, UInt32(left - 3), 3)); left = 0 }
                } else {
                    symbols.append((Int(length), 0, 0))
                    left -= 1
                    while left >= 3 { let n = min(left, 6); symbols.append((16, UInt32(n - 3), 2)); left -= n }
                }
                for _ in 0..<left { symbols.append((Int(length), 0, 0)) }
                i += run
            }
            var counts = [Int](repeating: 0, count: 19)
            for s in symbols { counts[s.symbol] += 1 }
            let codeLengths = lengths(counts, limit: 7), codeCodes = codes(codeLengths)
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            let codeLengthCount = max(4, (order.lastIndex { codeLengths[$0] > 0 } ?? 0) + 1)
            bits.write(final ? 1 : 0, 1)
            bits.write(2, 2)  // BTYPE 10: dynamic Huffman codes
            bits.write(UInt32(literalCount - 257), 5)
            bits.write(UInt32(distanceCount - 1), 5)
            bits.write(UInt32(codeLengthCount - 4), 4)
            for symbol in order.prefix(codeLengthCount) { bits.write(UInt32(codeLengths[symbol]), 3) }
            for s in symbols {
                let code = codeCodes[s.symbol]
                bits.write(UInt32(code.bits) | s.extra << UInt32(code.length), Int(code.length) + s.extraLength)
            }
        }

        static func reversed(_ code: Int, _ length: Int) -> Int {
            var result = 0
            for i in 0..<length where code & (1 << i) != 0 { result |= 1 << (length - 1 - i) }
            return result
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

        /// Writes the low `length` bits of `value` (at most 32).
        @inline(__always)
        mutating func write(_ value: UInt32, _ length: Int) {
            buffer |= UInt64(value) << UInt64(used)
            used += length
            if used >= 32 {
                UnsafeMutableRawPointer(out).storeBytes(
                    of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
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
    }
}
