import CZlib

/// Thin wrappers over the system zlib (RFC 1950 zlib streams carrying
/// RFC 1951 deflate data, as required by PNG spec §10 "Compression").
enum Zlib {
    /// CRC-32 (ISO 3309 / ITU-T V.42, the polynomial PNG uses, spec §5.5)
    /// of `bytes`, continuing from `crc` (start with 0).
    static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32
    where C.Element == UInt8 {
        let result = bytes.withContiguousStorageIfAvailable { buf -> UInt32 in
            guard let base = buf.baseAddress, !buf.isEmpty else { return crc }
            return update(crc, base, buf.count)
        }
        if let result { return result }
        let copy = Array(bytes)
        return copy.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress, !buf.isEmpty else { return crc }
            return update(crc, base, buf.count)
        }
    }

    private static func update(_ crc: UInt32, _ base: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        var value = UInt(crc)
        var offset = 0
        while offset < count {  // zlib takes a 32-bit length
            let chunk = min(count - offset, 1 << 30)
            value = CZlib.crc32(value, base + offset, UInt32(chunk))
            offset += chunk
        }
        return UInt32(truncatingIfNeeded: value)
    }

    /// Compresses `input` into a zlib stream at `level` (0–9, clamped).
    static func deflate(_ input: [UInt8], level: Int) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        let initStatus = plumb_deflateInit(&stream, Int32(min(9, max(0, level))))
        guard initStatus == Z_OK else { throw PNGError.zlib(code: Int(initStatus)) }
        defer { deflateEnd(&stream) }

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { inBuf in
            stream.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
            var remaining = inBuf.count
            while true {
                // Feed at most 1 GiB per call: avail_in is 32-bit.
                if stream.avail_in == 0 && remaining > 0 {
                    let take = min(remaining, 1 << 30)
                    stream.avail_in = UInt32(take)
                    remaining -= take
                }
                let flush = remaining == 0 ? Z_FINISH : Z_NO_FLUSH
                chunk.withUnsafeMutableBufferPointer { outBuf in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = UInt32(outBuf.count)
                    status = CZlib.deflate(&stream, flush)
                    let produced = outBuf.count - Int(stream.avail_out)
                    output.append(contentsOf: outBuf[0..<produced])
                }
                // Z_BUF_ERROR only means "no progress this call"; with a fresh
                // 64 KiB output buffer every time progress resumes next call.
                if status != Z_OK && status != Z_BUF_ERROR { break }
            }
        }
        guard status == Z_STREAM_END else { throw PNGError.zlib(code: Int(status)) }
        return output
    }

    /// Inflates the whole zlib stream `input`, of a size not known in advance (a text chunk),
    /// producing at most `limit` bytes; `nil` for a corrupt or truncated stream, or one that
    /// would exceed `limit` (decompression-bomb safe).
    static func inflate(_ input: [UInt8], limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard plumb_inflateInit(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { inBuf in
            stream.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
            stream.avail_in = UInt32(min(inBuf.count, 1 << 30))
            while status == Z_OK && output.count <= limit {
                chunk.withUnsafeMutableBufferPointer { outBuf in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = UInt32(outBuf.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: outBuf[0..<(outBuf.count - Int(stream.avail_out))])
                }
            }
        }
        return status == Z_STREAM_END && output.count <= limit ? output : nil
    }

    /// Inflates the zlib stream `input` into exactly `expectedSize` bytes.
    ///
    /// Never allocates more than `expectedSize` bytes of output regardless
    /// of what the stream claims (decompression-bomb safe); data beyond
    /// `expectedSize` is ignored, as libpng does ("extra compressed data"
    /// is a benign error).
    ///
    /// - Throws: ``PNGError/zlib(code:)`` for a corrupt stream and
    ///   ``PNGError/notEnoughImageData`` when the stream ends early.
    static func inflate(_ input: [UInt8], expectedSize: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedSize)
        if expectedSize == 0 { return output }
        var stream = z_stream()
        let initStatus = plumb_inflateInit(&stream)
        guard initStatus == Z_OK else { throw PNGError.zlib(code: Int(initStatus)) }
        defer { inflateEnd(&stream) }

        var status: Int32 = Z_OK
        var produced = 0
        input.withUnsafeBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
                var inRemaining = inBuf.count
                while produced < expectedSize {
                    if stream.avail_in == 0 && inRemaining > 0 {
                        let take = min(inRemaining, 1 << 30)
                        stream.avail_in = UInt32(take)
                        inRemaining -= take
                    }
                    let availIn = stream.avail_in
                    let room = min(expectedSize - produced, 1 << 30)
                    stream.next_out = outBuf.baseAddress! + produced
                    stream.avail_out = UInt32(room)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let made = room - Int(stream.avail_out)
                    produced += made
                    if status == Z_STREAM_END { return }
                    if status != Z_OK && status != Z_BUF_ERROR { return }
                    // No progress at all: the input is exhausted (truncated).
                    if made == 0 && stream.avail_in == availIn { return }
                }
            }
        }
        if produced == expectedSize { return output }
        switch status {
        case Z_STREAM_END, Z_BUF_ERROR, Z_OK:
            throw PNGError.notEnoughImageData
        default:
            throw PNGError.zlib(code: Int(status))
        }
    }
}
